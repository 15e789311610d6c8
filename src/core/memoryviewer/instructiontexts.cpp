// SPDX-License-Identifier: Apache-2.0
// String interning for the Memory Viewer analysis: the texts of an instruction
// are made once, and a text many instructions share (a shape, an op name, a
// source file, a stack) is stored once and shared by every buffer and block.
#include "core/memoryviewer/instructiontexts.h"

#include "core/memoryviewer/records.h"

#include <QStringList>

namespace memscope::memoryviewer::analysis {

InstructionTexts::InstructionTexts(const format::HloRows& rows)
    : m_rows(rows)
{
}

const InstructionTexts::Texts& InstructionTexts::of(int instructionOrdinal)
{
    if (m_texts.size() != m_rows.instructions.size()) {
        m_texts.resize(m_rows.instructions.size());
        m_ready.assign(m_rows.instructions.size(), 0);
        m_shapeTexts.resize(m_rows.shapes.size());
    }
    Texts& texts = m_texts[static_cast<size_t>(instructionOrdinal)];
    char& ready = m_ready[static_cast<size_t>(instructionOrdinal)];
    if (ready)
        return texts;
    ready = 1;
    const format::HloRows::Instruction& instruction = m_rows.instructions[static_cast<size_t>(instructionOrdinal)];
    texts.name = fromStd(m_rows.text(instruction.name));
    texts.opName = internUtf8(m_rows.text(instruction.opName));
    QString& shape = m_shapeTexts[static_cast<size_t>(instruction.shape)];
    if (shape.isNull())
        shape = intern(shapeString(m_rows.shapes[static_cast<size_t>(instruction.shape)]));
    texts.shape = shape;
    texts.source = sourceIndexOf(instruction);
    return texts;
}

const QString& InstructionTexts::shapeText(int instructionOrdinal, const xla::ShapeProto* shape)
{
    const int whole = m_rows.instructions[static_cast<size_t>(instructionOrdinal)].shape;
    if (shape == &m_rows.shapes[static_cast<size_t>(whole)])
        return of(instructionOrdinal).shape;
    auto [it, inserted] = m_elementShapeTexts.try_emplace(shape);
    if (inserted)
        it->second = intern(shapeString(*shape));
    return it->second;
}

// Thousands of instructions share a shape, an op name or a source file;
// the result's buffers and blocks then share one copy of each.
QString InstructionTexts::intern(QString&& text)
{
    const auto known = m_interned.constFind(text);
    if (known != m_interned.constEnd())
        return *known;
    m_interned.insert(text);
    return std::move(text);
}

// A repeated text is found without decoding it again.
const QString& InstructionTexts::internUtf8(std::string_view text)
{
    auto [it, inserted] = m_internedUtf8.try_emplace(text);
    if (inserted)
        it->second = fromStd(text);
    return it->second;
}

const SourceInfo& InstructionTexts::source(int instructionOrdinal)
{
    static const SourceInfo none;
    const int source = of(instructionOrdinal).source;
    return source < 0 ? none : m_sources[static_cast<size_t>(source)];
}

QString InstructionTexts::nameWithShapeIndex(int instructionOrdinal, std::span<const qint64> shapeIndex)
{
    if (shapeIndex.empty())
        return of(instructionOrdinal).name;
    QString name = of(instructionOrdinal).name;
    name += QLatin1Char('{');
    for (size_t i = 0; i < shapeIndex.size(); ++i) {
        if (i > 0)
            name += QLatin1Char(',');
        name += QString::number(shapeIndex[i]);
    }
    name += QLatin1Char('}');
    return name;
}

// Spec §3 SourceInfo: the metadata's source file, else the innermost stack frame.
int InstructionTexts::sourceIndexOf(const format::HloRows::Instruction& instruction)
{
    const int frameCount = static_cast<int>(m_rows.stackFrames.size());
    const bool hasFile = instruction.sourceFile.size != 0;
    if (!hasFile && (instruction.stackFrameId < 1 || instruction.stackFrameId > frameCount))
        return -1;
    const QString& stack = frameChain(instruction.stackFrameId);
    SourceInfo source;
    if (hasFile) {
        source.file = internUtf8(m_rows.text(instruction.sourceFile));
        source.line = instruction.sourceLine;
        source.stack = stack;
    } else if (!stack.isEmpty()) {
        const QStringList parts = stack.section(QLatin1Char('\n'), 0, 0).split(QLatin1Char(':'));
        if (parts.size() >= 2) {
            source.file = parts[0];
            bool numeric = false;
            const int line = parts[1].toInt(&numeric);
            source.line = numeric ? line : -1;
            source.stack = stack;
        }
    }
    // XProf attaches source info only when it names a file.
    if (source.file.isEmpty())
        return -1;
    m_sources.push_back(std::move(source));
    return static_cast<int>(m_sources.size()) - 1;
}

// The frames from stack_frame_id outwards, "file:line:column" each, one per line.
// Many instructions share a frame, so each chain is built once.
const QString& InstructionTexts::frameChain(int frameId)
{
    static const QString none;
    const int frameCount = static_cast<int>(m_rows.stackFrames.size());
    const int locationCount = static_cast<int>(m_rows.fileLocations.size());
    const int fileCount = static_cast<int>(m_rows.fileNames.size());
    if (frameId < 1 || frameId > frameCount)
        return none;
    if (m_frameChains.empty())
        m_frameChains.resize(static_cast<size_t>(frameCount));
    QString& cached = m_frameChains[static_cast<size_t>(frameId - 1)];
    if (!cached.isNull())
        return cached;
    QStringList chain;
    // Bounded by the frame count so a cyclic parent chain cannot loop forever.
    for (int steps = 0; frameId >= 1 && frameId <= frameCount && steps < frameCount; ++steps) {
        const format::HloRows::StackFrame& frame = m_rows.stackFrames[static_cast<size_t>(frameId - 1)];
        QString file;
        int line = -1;
        int column = -1;
        const int locationId = frame.fileLocationId;
        if (locationId >= 1 && locationId <= locationCount) {
            const format::HloRows::FileLocation& location = m_rows.fileLocations[static_cast<size_t>(locationId - 1)];
            line = location.line;
            column = location.column;
            if (location.fileNameId >= 1 && location.fileNameId <= fileCount)
                file = fromStd(m_rows.text(m_rows.fileNames[static_cast<size_t>(location.fileNameId - 1)]));
        }
        chain << QStringLiteral("%1:%2:%3").arg(file).arg(line).arg(column);
        frameId = frame.parentFrameId;
    }
    cached = chain.join(QLatin1Char('\n'));
    return cached;
}

} // namespace memscope::memoryviewer::analysis
