// SPDX-License-Identifier: Apache-2.0
// String interning for the Memory Viewer analysis: the texts of an instruction
// are made once, and a text many instructions share (a shape, an op name, a
// source file, a stack) is stored once and shared by every buffer and block.
#include "core/memoryviewer/instructiontexts.h"

#include "core/memoryviewer/records.h"
#include "hlo.pb.h"

#include <QStringList>

namespace memscope::memoryviewer::analysis {

InstructionTexts::InstructionTexts(
    const xla::StackFrameIndexProto& frames, const std::vector<const xla::HloInstructionProto*>& instructions)
    : m_frames(frames)
    , m_instructions(instructions)
{
}

const InstructionTexts::Texts& InstructionTexts::of(int instructionOrdinal)
{
    if (m_texts.size() != m_instructions.size()) {
        m_texts.resize(m_instructions.size());
        m_ready.assign(m_instructions.size(), 0);
    }
    Texts& texts = m_texts[static_cast<size_t>(instructionOrdinal)];
    char& ready = m_ready[static_cast<size_t>(instructionOrdinal)];
    if (ready)
        return texts;
    ready = 1;
    const xla::HloInstructionProto& instruction = *m_instructions[static_cast<size_t>(instructionOrdinal)];
    texts.name = fromStd(instruction.name());
    texts.opName = internUtf8(instruction.metadata().op_name());
    texts.shape = intern(shapeString(instruction.shape()));
    texts.source = sourceIndexOf(instruction);
    return texts;
}

const QString& InstructionTexts::shapeText(int instructionOrdinal, const xla::ShapeProto* shape)
{
    if (shape == &m_instructions[static_cast<size_t>(instructionOrdinal)]->shape())
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
const QString& InstructionTexts::internUtf8(const std::string& text)
{
    auto [it, inserted] = m_internedUtf8.try_emplace(std::string_view(text));
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

QString InstructionTexts::nameWithShapeIndex(
    int instructionOrdinal, const google::protobuf::RepeatedField<int64_t>& shapeIndex)
{
    if (shapeIndex.empty())
        return of(instructionOrdinal).name;
    QString name = of(instructionOrdinal).name;
    name += QLatin1Char('{');
    for (int i = 0; i < shapeIndex.size(); ++i) {
        if (i > 0)
            name += QLatin1Char(',');
        name += QString::number(shapeIndex[i]);
    }
    name += QLatin1Char('}');
    return name;
}

// Spec §3 SourceInfo: the metadata's source file, else the innermost stack frame.
int InstructionTexts::sourceIndexOf(const xla::HloInstructionProto& instruction)
{
    const xla::OpMetadata& metadata = instruction.metadata();
    const xla::StackFrameIndexProto& frames = m_frames;
    if (metadata.source_file().empty()
        && (metadata.stack_frame_id() < 1 || metadata.stack_frame_id() > frames.stack_frames_size()))
        return -1;
    const QString& stack = frameChain(metadata.stack_frame_id());
    SourceInfo source;
    if (!metadata.source_file().empty()) {
        source.file = internUtf8(metadata.source_file());
        source.line = metadata.source_line();
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
    const xla::StackFrameIndexProto& frames = m_frames;
    if (frameId < 1 || frameId > frames.stack_frames_size())
        return none;
    if (m_frameChains.empty())
        m_frameChains.resize(static_cast<size_t>(frames.stack_frames_size()));
    QString& cached = m_frameChains[static_cast<size_t>(frameId - 1)];
    if (!cached.isNull())
        return cached;
    QStringList chain;
    // Bounded by the frame count so a cyclic parent chain cannot loop forever.
    for (int steps = 0; frameId >= 1 && frameId <= frames.stack_frames_size() && steps < frames.stack_frames_size();
         ++steps) {
        const xla::StackFrameIndexProto::StackFrame& frame = frames.stack_frames(frameId - 1);
        QString file;
        int line = -1;
        int column = -1;
        const int locationId = frame.file_location_id();
        if (locationId >= 1 && locationId <= frames.file_locations_size()) {
            const auto& location = frames.file_locations(locationId - 1);
            line = location.line();
            column = location.column();
            if (location.file_name_id() >= 1 && location.file_name_id() <= frames.file_names_size())
                file = fromStd(frames.file_names(location.file_name_id() - 1));
        }
        chain << QStringLiteral("%1:%2:%3").arg(file).arg(line).arg(column);
        frameId = frame.parent_frame_id();
    }
    cached = chain.join(QLatin1Char('\n'));
    return cached;
}

} // namespace memscope::memoryviewer::analysis
