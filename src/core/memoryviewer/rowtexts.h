// SPDX-License-Identifier: Apache-2.0
#pragma once

// The texts of the result's rows (peak buffers, timeline blocks) as ids into
// the result's StringTable, interned straight from the UTF-8 of the module's
// rows: a module of 500 000 buffers repeats a few hundred thousand distinct
// texts (names, op names, shapes, sources), each decoded to UTF-16 only when a
// view shows it. Internal to src/core/memoryviewer.

#include "core/memoryviewer/memoryviewer.h"
#include "core/memoryviewer/records.h"

#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace memscope::memoryviewer::analysis {

class RowTexts
{
public:
    RowTexts(const HloRows& rows, StringTable& strings);

    StringId opName(int instructionOrdinal) { return intern(m_rows.text(instructionOf(instructionOrdinal).opName)); }
    // The name with "{i,j}" when the shape index is not empty.
    StringId nameWithShapeIndex(int instructionOrdinal, std::span<const qint64> shapeIndex);
    // The text of `shape`: the instruction's own shape or one of its tuple elements.
    StringId shape(int instructionOrdinal, const xla::ShapeProto* shape);
    // XProf's label of a buffer at the peak: "<instr>: <shape> # <op_name>".
    StringId label(int instructionOrdinal, const xla::ShapeProto* shape);
    StringId opcode(std::string_view opcode) { return intern(opcode); }
    StringId category(const HloRows::Allocation& allocation) { return intern(categoryOf(allocation)); }
    // Spec §3 SourceInfo: the metadata's source file, else the innermost stack frame.
    SourceRef source(int instructionOrdinal);

    StringId intern(std::string_view text) { return m_strings.intern(text); }
    StringId intern(const QString& text) { return m_strings.intern(QStringView(text)); }
    std::string_view utf8(StringId id) const { return m_strings.utf8(id); }

private:
    static constexpr StringId kNotMade = ~StringId(0);

    const HloRows::Instruction& instructionOf(int ordinal) const
    {
        return m_rows.instructions[static_cast<size_t>(ordinal)];
    }
    StringId frameChain(int frameId);
    const SourceRef& frameSource(int frameId);

    const HloRows& m_rows;
    StringTable& m_strings;
    std::string m_scratch; // a text being composed
    std::vector<StringId> m_shapeTexts; // by distinct shape (HloRows::shapes); kNotMade until made
    std::unordered_map<const xla::ShapeProto*, StringId> m_elementShapeTexts; // tuple elements
    std::vector<StringId> m_frameChains; // by stack frame id - 1; kNotMade until built
    std::vector<SourceRef> m_frameSources; // by stack frame id - 1, where m_frameSourceMade
    std::vector<char> m_frameSourceMade;
};

} // namespace memscope::memoryviewer::analysis
