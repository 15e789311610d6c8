// SPDX-License-Identifier: Apache-2.0
#include "core/memoryviewer/rowtexts.h"

namespace memscope::memoryviewer::analysis {

StringId RowTexts::shared(const QString& text)
{
    if (text.isEmpty())
        return 0;
    const auto [it, inserted] = m_shared.try_emplace(text.constData(), 0);
    if (inserted)
        it->second = intern(text);
    return it->second;
}

} // namespace memscope::memoryviewer::analysis
