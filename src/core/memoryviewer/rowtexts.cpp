// SPDX-License-Identifier: Apache-2.0
#include "core/memoryviewer/rowtexts.h"

#include <algorithm>

namespace memscope::memoryviewer::analysis {

const RowTexts::Ids& RowTexts::ids(int instructionOrdinal)
{
    const auto ordinal = static_cast<size_t>(instructionOrdinal);
    if (ordinal >= m_ids.size())
        m_ids.resize(std::max(ordinal + 1, m_ids.size() * 2));
    Ids& ids = m_ids[ordinal];
    if (ids.ready)
        return ids;
    const InstructionTexts::Texts& texts = m_texts.of(instructionOrdinal);
    ids.name = intern(texts.name);
    ids.opName = intern(texts.opName); // op names are mostly distinct: an address cache would hold one each
    const SourceInfo& source = m_texts.source(instructionOrdinal);
    ids.source = { shared(source.file), source.line, shared(source.stack) };
    ids.ready = true;
    return ids;
}

StringId RowTexts::nameWithShapeIndex(
    int instructionOrdinal, const google::protobuf::RepeatedField<int64_t>& shapeIndex)
{
    if (shapeIndex.empty())
        return name(instructionOrdinal);
    return intern(m_texts.nameWithShapeIndex(instructionOrdinal, shapeIndex));
}

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
