// SPDX-License-Identifier: Apache-2.0
#pragma once

// The texts of the result's rows (peak buffers, timeline blocks) as ids into
// the result's StringTable, interned from what InstructionTexts makes for an
// instruction. Internal to src/core/memoryviewer.

#include "core/memoryviewer/instructiontexts.h"
#include "core/memoryviewer/memoryviewer.h"
#include "core/memoryviewer/records.h"

#include <span>
#include <string_view>
#include <unordered_map>

namespace memscope::memoryviewer::analysis {

class RowTexts
{
public:
    RowTexts(InstructionTexts& texts, StringTable& strings)
        : m_texts(texts)
        , m_strings(strings)
    {
    }

    StringId name(int instructionOrdinal) { return intern(m_texts.of(instructionOrdinal).name); }
    // Op names are mostly distinct: an address cache would hold one entry each.
    StringId opName(int instructionOrdinal) { return intern(m_texts.of(instructionOrdinal).opName); }
    SourceRef source(int instructionOrdinal)
    {
        const SourceInfo& source = m_texts.source(instructionOrdinal);
        return { shared(source.file), source.line, shared(source.stack) };
    }
    // The name with "{i,j}" when the shape index is not empty.
    StringId nameWithShapeIndex(int instructionOrdinal, std::span<const qint64> shapeIndex)
    {
        return intern(m_texts.nameWithShapeIndex(instructionOrdinal, shapeIndex));
    }
    // The text of `shape`: the instruction's own shape or one of its tuple elements.
    StringId shape(int instructionOrdinal, const xla::ShapeProto* shape)
    {
        return shared(m_texts.shapeText(instructionOrdinal, shape));
    }
    StringId opcode(std::string_view opcode) { return shared(m_texts.internUtf8(opcode)); }
    StringId category(const HloRows::Allocation& allocation) { return shared(categoryOf(allocation)); }
    StringId intern(const QString& text) { return m_strings.intern(QStringView(text)); }

private:
    // A text InstructionTexts keeps one copy of and many rows share (a shape,
    // an opcode, a category, a file, a stack), found again by that copy's
    // address: `text` must live as long as this object.
    StringId shared(const QString& text);

    InstructionTexts& m_texts;
    StringTable& m_strings;
    std::unordered_map<const QChar*, StringId> m_shared;
};

} // namespace memscope::memoryviewer::analysis
