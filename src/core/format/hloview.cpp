// SPDX-License-Identifier: Apache-2.0
#include "core/format/hloview.h"

#include "core/format/wire.h"
#include "hlo.pb.h"

#include <algorithm>
#include <climits>
#include <string>
#include <string_view>
#include <vector>

namespace memscope::format {
namespace {

    // Progress, cancellation and page release for the walk over the module,
    // which is not read through a SliceInputStream.
    class Cursor
    {
    public:
        Cursor(const char* start, const ParseControl& control)
            : m_reported(start)
            , m_released(start)
            , m_control(control)
        {
        }

        // Everything before `position` has been read; false when cancelled.
        bool advanceTo(const char* position)
        {
            if (position - m_reported < kParseChunkSize)
                return true;
            if (m_control.consumed)
                m_control.consumed(position - m_reported);
            m_reported = position;
            if (m_control.releaseConsumedPages && position - m_released >= kPageReleaseBatch) {
                releasePages(m_released, position);
                m_released = position;
            }
            return !m_control.isCancelled();
        }

    private:
        const char* m_reported;
        const char* m_released;
        const ParseControl& m_control;
    };

    // Walks the serialized fields of `message`: each `child` message goes to
    // `onChild` (with its bytes), each `dropped` message is skipped, and every
    // other field is merged into `message` as it is.
    template <typename OnChild>
    ParseStatus walkFields(google::protobuf::MessageLite& message, const char* data, qint64 size, quint32 child,
        quint32 dropped, OnChild&& onChild)
    {
        WireWalker walker(data, size);
        WireField field;
        WireWalker::Status status;
        while ((status = walker.next(field)) == WireWalker::Status::Field) {
            const bool isMessage = field.type == WireType::LengthDelimited;
            if (isMessage && field.number == child) {
                if (const ParseStatus handled = onChild(data + field.valueOffset, field.length);
                    handled != ParseStatus::Ok)
                    return handled;
            } else if (!(isMessage && field.number == dropped)
                && !mergeFields(message, data + field.tagOffset, field.endOffset() - field.tagOffset)) {
                return ParseStatus::Invalid;
            }
        }
        return status == WireWalker::Status::End ? ParseStatus::Ok : ParseStatus::Invalid;
    }

    void appendVarint(std::string& out, quint64 value)
    {
        while (value >= 0x80) {
            out += char(quint8(value) | 0x80);
            value >>= 7;
        }
        out += char(value);
    }

    // Appends the bytes of `field` (tag and payload) as they are on the wire.
    void appendField(std::string& out, const char* data, const WireField& field)
    {
        out.append(data + field.tagOffset, size_t(field.endOffset() - field.tagOffset));
    }

    // Appends `message` as length-delimited field `number`.
    void appendMessage(std::string& out, quint32 number, std::string_view message)
    {
        appendVarint(out, quint64(number) << 3 | quint64(WireType::LengthDelimited));
        appendVarint(out, message.size());
        out += message;
    }

    // Appends the fields of the message at `data` whose number `keep` accepts, as
    // they are (protobuf then parses them as it would in the whole message); all
    // of it when it is not wire format, so that parsing it reports the damage.
    template <typename Keep> void appendKeptFields(std::string& out, const char* data, qint64 size, Keep&& keep)
    {
        const size_t start = out.size();
        WireWalker walker(data, size);
        WireField field;
        WireWalker::Status status;
        while ((status = walker.next(field)) == WireWalker::Status::Field) {
            if (keep(field))
                appendField(out, data, field);
        }
        if (status != WireWalker::Status::End) {
            out.resize(start);
            out.append(data, size_t(size));
        }
    }

    bool isMessageField(const WireField& field, quint32 number)
    {
        return field.number == number && field.type == WireType::LengthDelimited;
    }

    class PrunedParse
    {
    public:
        PrunedParse(const char* data, const ParseControl& control)
            : m_control(control)
            , m_cursor(data, control)
        {
        }

        // The whole assignment but the heap-simulator events' computation names
        // (a string per event that the analysis never reads). Notes the
        // instructions to keep, so it must come before walkModule.
        ParseStatus parseBufferAssignment(xla::BufferAssignmentProto& assignment, const char* data, qint64 size)
        {
            Cursor cursor(data, m_control);
            // Fields other than traces are merged as they are, a run of them at a time.
            qint64 runStart = 0;
            qint64 runEnd = 0;
            const auto mergeRun = [&] {
                const bool merged = runEnd == runStart || mergeFields(assignment, data + runStart, runEnd - runStart);
                runStart = runEnd;
                return merged;
            };
            WireWalker walker(data, size);
            WireField field;
            WireWalker::Status status;
            while ((status = walker.next(field)) == WireWalker::Status::Field) {
                if (isMessageField(field, xla::BufferAssignmentProto::kHeapSimulatorTracesFieldNumber)) {
                    if (!mergeRun())
                        return ParseStatus::Invalid;
                    if (const ParseStatus parsed = parseTrace(
                            *assignment.add_heap_simulator_traces(), data + field.valueOffset, field.length, cursor);
                        parsed != ParseStatus::Ok)
                        return parsed;
                    runStart = field.endOffset();
                }
                runEnd = field.endOffset();
                if (runEnd - runStart >= kParseChunkSize && !mergeRun())
                    return ParseStatus::Invalid;
                if (!cursor.advanceTo(data + field.endOffset()))
                    return ParseStatus::Cancelled;
            }
            if (status != WireWalker::Status::End || !mergeRun())
                return ParseStatus::Invalid;
            if (m_control.isCancelled())
                return ParseStatus::Cancelled;
            noteDefiningInstructions(assignment);
            return ParseStatus::Ok;
        }

        ParseStatus walkModule(xla::HloModuleProto& module, const char* data, qint64 size)
        {
            return walkFields(module, data, size, xla::HloModuleProto::kComputationsFieldNumber,
                xla::HloModuleProto::kHostProgramShapeFieldNumber, [&](const char* computation, qint64 length) {
                    xla::HloComputationProto& kept = *module.add_computations();
                    const ParseStatus walked = walkComputation(kept, computation, length);
                    // The analysis reaches computations only through their instructions.
                    if (walked == ParseStatus::Ok && kept.instructions_size() == 0)
                        module.mutable_computations()->RemoveLast(); // kept for the next one to reuse
                    return walked;
                });
        }

    private:
        void noteDefiningInstructions(const xla::BufferAssignmentProto& assignment)
        {
            m_definingIds.reserve(size_t(assignment.logical_buffers_size()));
            for (const xla::LogicalBufferProto& buffer : assignment.logical_buffers())
                m_definingIds.push_back(buffer.defined_at().instruction_id());
            std::sort(m_definingIds.begin(), m_definingIds.end());
            m_definingIds.erase(std::unique(m_definingIds.begin(), m_definingIds.end()), m_definingIds.end());
        }

        // A trace's events, a million in a big module, are merged in batches of
        // events without their computation names.
        ParseStatus parseTrace(xla::HeapSimulatorTrace& trace, const char* data, qint64 size, Cursor& cursor)
        {
            static constexpr size_t kBatchBytes = 64 << 10;
            m_batch.clear();
            WireWalker walker(data, size);
            WireField field;
            WireWalker::Status status;
            while ((status = walker.next(field)) == WireWalker::Status::Field) {
                if (isMessageField(field, xla::HeapSimulatorTrace::kEventsFieldNumber)) {
                    m_message.clear();
                    appendKeptFields(m_message, data + field.valueOffset, field.length, [](const WireField& f) {
                        return !isMessageField(f, xla::HeapSimulatorTrace::Event::kComputationNameFieldNumber);
                    });
                    appendMessage(m_batch, field.number, m_message);
                } else {
                    appendField(m_batch, data, field);
                }
                if (m_batch.size() >= kBatchBytes) {
                    if (!mergeFields(trace, m_batch.data(), qint64(m_batch.size())))
                        return ParseStatus::Invalid;
                    m_batch.clear();
                    if (!cursor.advanceTo(data + field.endOffset()))
                        return ParseStatus::Cancelled;
                }
            }
            if (status != WireWalker::Status::End || !mergeFields(trace, m_batch.data(), qint64(m_batch.size())))
                return ParseStatus::Invalid;
            return ParseStatus::Ok;
        }

        ParseStatus walkComputation(xla::HloComputationProto& computation, const char* data, qint64 size)
        {
            return walkFields(computation, data, size, xla::HloComputationProto::kInstructionsFieldNumber,
                xla::HloComputationProto::kProgramShapeFieldNumber, [&](const char* instruction, qint64 length) {
                    if (readFields(instruction, length, m_batch)
                        && !mergeFields(*computation.add_instructions(), m_batch.data(), qint64(m_batch.size())))
                        return ParseStatus::Invalid;
                    return m_cursor.advanceTo(instruction + length) ? ParseStatus::Ok : ParseStatus::Cancelled;
                });
        }

        // Puts into `out` the fields of the instruction at `data` the analysis
        // reads: name, opcode, shape, id, of the metadata the op name and the
        // source, and the backend config when it names scoped memory (checked in
        // full later). False when the analysis does not read the instruction: it
        // defines no buffer and names no scoped memory.
        bool readFields(const char* data, qint64 size, std::string& out)
        {
            static constexpr std::string_view kScopedMemoryKey = "used_scoped_memory_configs";
            out.clear();
            qint64 id = 0; // proto3 default; a repeated scalar field keeps its last value
            WireField backendConfig; // the last one, the one protobuf keeps
            WireWalker walker(data, size);
            WireField field;
            WireWalker::Status status;
            while ((status = walker.next(field)) == WireWalker::Status::Field) {
                switch (field.number) {
                case xla::HloInstructionProto::kIdFieldNumber:
                    if (field.type == WireType::Varint)
                        id = qint64(field.varint);
                    appendField(out, data, field);
                    break;
                case xla::HloInstructionProto::kNameFieldNumber:
                case xla::HloInstructionProto::kOpcodeFieldNumber:
                case xla::HloInstructionProto::kShapeFieldNumber:
                    appendField(out, data, field);
                    break;
                case xla::HloInstructionProto::kMetadataFieldNumber:
                    if (field.type != WireType::LengthDelimited) {
                        appendField(out, data, field);
                        break;
                    }
                    m_message.clear();
                    appendKeptFields(m_message, data + field.valueOffset, field.length, [](const WireField& f) {
                        return f.number == xla::OpMetadata::kOpNameFieldNumber
                            || f.number == xla::OpMetadata::kSourceFileFieldNumber
                            || f.number == xla::OpMetadata::kSourceLineFieldNumber
                            || f.number == xla::OpMetadata::kStackFrameIdFieldNumber;
                    });
                    appendMessage(out, field.number, m_message);
                    break;
                case xla::HloInstructionProto::kBackendConfigFieldNumber:
                    if (field.type == WireType::LengthDelimited)
                        backendConfig = field;
                    break;
                default:
                    break; // operands, called computations, fields outside Memscope's schema
                }
            }
            // A damaged instruction is kept whole, so that parsing it reports the damage.
            if (status != WireWalker::Status::End) {
                out.assign(data, size_t(size));
                return true;
            }
            const bool scoped = backendConfig.number != 0
                && std::string_view(data + backendConfig.valueOffset, size_t(backendConfig.length))
                        .find(kScopedMemoryKey)
                    != std::string_view::npos;
            if (scoped)
                appendField(out, data, backendConfig);
            return scoped || std::binary_search(m_definingIds.begin(), m_definingIds.end(), id);
        }

        const ParseControl& m_control;
        Cursor m_cursor;
        std::vector<qint64> m_definingIds; // sorted
        std::string m_batch; // pruned bytes about to be merged
        std::string m_message; // a pruned sub-message
    };

} // namespace

ParseStatus parseHloProtoForBuffers(xla::HloProto& proto, const char* data, qint64 size, const ParseControl& control)
{
    if (size > INT_MAX)
        return ParseStatus::TooLarge;
    proto.Clear();
    // The buffer assignment follows the module on the wire but decides which
    // instructions to keep, so it is parsed first; other fields are not read.
    std::vector<WireField> modules;
    PrunedParse parse(data, control);
    WireWalker walker(data, size);
    WireField field;
    WireWalker::Status status;
    while ((status = walker.next(field)) == WireWalker::Status::Field) {
        if (field.type != WireType::LengthDelimited)
            continue;
        if (field.number == xla::HloProto::kHloModuleFieldNumber) {
            modules.push_back(field);
        } else if (field.number == xla::HloProto::kBufferAssignmentFieldNumber) {
            if (const ParseStatus parsed = parse.parseBufferAssignment(
                    *proto.mutable_buffer_assignment(), data + field.valueOffset, field.length);
                parsed != ParseStatus::Ok)
                return parsed;
        }
    }
    if (status != WireWalker::Status::End)
        return ParseStatus::Invalid;
    for (const WireField& module : modules) {
        if (const ParseStatus walked
            = parse.walkModule(*proto.mutable_hlo_module(), data + module.valueOffset, module.length);
            walked != ParseStatus::Ok)
            return walked;
    }
    if (control.releaseConsumedPages)
        releasePages(data, data + size); // the rest of the walk
    return ParseStatus::Ok;
}

} // namespace memscope::format
