// SPDX-License-Identifier: Apache-2.0
#include "core/memoryviewer/defaultmodule.h"

namespace memscope::memoryviewer {

Options defaultModuleOptions()
{
    Options options;
    options.memorySpace = colorOf(MemorySpace::Hbm);
    return options;
}

bool LargestPeak::offer(size_t index, qint64 peakBytes)
{
    if (m_index && peakBytes <= m_bytes)
        return false;
    m_index = index;
    m_bytes = peakBytes;
    return true;
}

} // namespace memscope::memoryviewer
