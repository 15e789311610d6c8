// SPDX-License-Identifier: Apache-2.0
#include "core/memoryviewer/rowtexts.h"

#include <QStringList>

namespace memscope::memoryviewer::analysis {

RowTexts::RowTexts(const HloRows& rows, StringTable& strings)
    : m_rows(rows)
    , m_strings(strings)
{
}

StringId RowTexts::nameWithShapeIndex(int instructionOrdinal, std::span<const qint64> shapeIndex)
{
    const std::string_view name = m_rows.text(instructionOf(instructionOrdinal).name);
    if (shapeIndex.empty())
        return intern(name);
    m_scratch.assign(name);
    m_scratch += '{';
    for (size_t i = 0; i < shapeIndex.size(); ++i) {
        if (i > 0)
            m_scratch += ',';
        m_scratch += std::to_string(shapeIndex[i]);
    }
    m_scratch += '}';
    return intern(m_scratch);
}

// Thousands of instructions share a shape: each is printed once.
StringId RowTexts::shape(int instructionOrdinal, const xla::ShapeProto* shape)
{
    const int whole = instructionOf(instructionOrdinal).shape;
    if (shape == &m_rows.shapes[static_cast<size_t>(whole)]) {
        if (m_shapeTexts.empty())
            m_shapeTexts.assign(m_rows.shapes.size(), kNotMade);
        StringId& text = m_shapeTexts[static_cast<size_t>(whole)];
        if (text == kNotMade)
            text = intern(shapeString(*shape));
        return text;
    }
    const auto [it, inserted] = m_elementShapeTexts.try_emplace(shape, 0);
    if (inserted)
        it->second = intern(shapeString(*shape));
    return it->second;
}

StringId RowTexts::label(int instructionOrdinal, const xla::ShapeProto* shape)
{
    const StringId shapeText = this->shape(instructionOrdinal, shape);
    const HloRows::Instruction& instruction = instructionOf(instructionOrdinal);
    m_scratch.assign(m_rows.text(instruction.name));
    m_scratch += ": ";
    m_scratch += utf8(shapeText);
    m_scratch += " # ";
    m_scratch += m_rows.text(instruction.opName);
    return intern(m_scratch);
}

SourceRef RowTexts::source(int instructionOrdinal)
{
    const HloRows::Instruction& instruction = instructionOf(instructionOrdinal);
    if (instruction.sourceFile.size == 0)
        return frameSource(instruction.stackFrameId);
    return { intern(m_rows.text(instruction.sourceFile)), instruction.sourceLine,
        frameChain(instruction.stackFrameId) };
}

// Without a source file, the innermost frame names the file and line. Many
// instructions share a frame, so each frame's source is made once.
const SourceRef& RowTexts::frameSource(int frameId)
{
    static const SourceRef none;
    const int frameCount = static_cast<int>(m_rows.stackFrames.size());
    if (frameId < 1 || frameId > frameCount)
        return none;
    if (m_frameSourceMade.empty()) {
        m_frameSourceMade.assign(static_cast<size_t>(frameCount), 0);
        m_frameSources.resize(static_cast<size_t>(frameCount));
    }
    SourceRef& source = m_frameSources[static_cast<size_t>(frameId - 1)];
    char& made = m_frameSourceMade[static_cast<size_t>(frameId - 1)];
    if (made)
        return source;
    made = 1;
    const StringId stack = frameChain(frameId);
    const std::string_view innermost = utf8(stack).substr(0, utf8(stack).find('\n'));
    const QStringList parts
        = QString::fromUtf8(innermost.data(), static_cast<qsizetype>(innermost.size())).split(QLatin1Char(':'));
    // XProf attaches source info only when it names a file.
    if (parts.size() >= 2 && !parts[0].isEmpty()) {
        bool numeric = false;
        const int line = parts[1].toInt(&numeric);
        source = { intern(parts[0]), numeric ? line : -1, stack };
    }
    return source;
}

// The frames from stack_frame_id outwards, "file:line:column" each, one per line.
// Many instructions share a frame, so each chain is built once.
StringId RowTexts::frameChain(int frameId)
{
    const int frameCount = static_cast<int>(m_rows.stackFrames.size());
    const int locationCount = static_cast<int>(m_rows.fileLocations.size());
    const int fileCount = static_cast<int>(m_rows.fileNames.size());
    if (frameId < 1 || frameId > frameCount)
        return 0;
    if (m_frameChains.empty())
        m_frameChains.assign(static_cast<size_t>(frameCount), kNotMade);
    StringId& cached = m_frameChains[static_cast<size_t>(frameId - 1)];
    if (cached != kNotMade)
        return cached;
    std::string chain;
    // Bounded by the frame count so a cyclic parent chain cannot loop forever.
    for (int steps = 0; frameId >= 1 && frameId <= frameCount && steps < frameCount; ++steps) {
        const HloRows::StackFrame& frame = m_rows.stackFrames[static_cast<size_t>(frameId - 1)];
        std::string_view file;
        int line = -1;
        int column = -1;
        const int locationId = frame.fileLocationId;
        if (locationId >= 1 && locationId <= locationCount) {
            const HloRows::FileLocation& location = m_rows.fileLocations[static_cast<size_t>(locationId - 1)];
            line = location.line;
            column = location.column;
            if (location.fileNameId >= 1 && location.fileNameId <= fileCount)
                file = m_rows.text(m_rows.fileNames[static_cast<size_t>(location.fileNameId - 1)]);
        }
        if (steps > 0)
            chain += '\n';
        chain += file;
        chain += ':';
        chain += std::to_string(line);
        chain += ':';
        chain += std::to_string(column);
        frameId = frame.parentFrameId;
    }
    cached = intern(chain);
    return cached;
}

} // namespace memscope::memoryviewer::analysis
