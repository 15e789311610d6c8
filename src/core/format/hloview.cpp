// SPDX-License-Identifier: Apache-2.0
#include "core/format/hloview.h"

#include "core/format/wire.h"
#include "hlo.pb.h"

#include <algorithm>
#include <climits>
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

    class PrunedParse
    {
    public:
        PrunedParse(const char* data, const ParseControl& control)
            : m_cursor(data, control)
        {
        }

        // Must be called before walkModule: the kept instructions are those its buffers name.
        void noteDefiningInstructions(const xla::BufferAssignmentProto& assignment)
        {
            m_definingIds.reserve(size_t(assignment.logical_buffers_size()));
            for (const xla::LogicalBufferProto& buffer : assignment.logical_buffers())
                m_definingIds.push_back(buffer.defined_at().instruction_id());
            std::sort(m_definingIds.begin(), m_definingIds.end());
            m_definingIds.erase(std::unique(m_definingIds.begin(), m_definingIds.end()), m_definingIds.end());
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
        ParseStatus walkComputation(xla::HloComputationProto& computation, const char* data, qint64 size)
        {
            return walkFields(computation, data, size, xla::HloComputationProto::kInstructionsFieldNumber,
                xla::HloComputationProto::kProgramShapeFieldNumber, [&](const char* instruction, qint64 length) {
                    if (isRead(instruction, length)
                        && !mergeFields(*computation.add_instructions(), instruction, length))
                        return ParseStatus::Invalid;
                    return m_cursor.advanceTo(instruction + length) ? ParseStatus::Ok : ParseStatus::Cancelled;
                });
        }

        // Whether the analysis may read the instruction: it defines a buffer, or
        // its backend config may hold scoped-memory sizes (checked in full later).
        bool isRead(const char* data, qint64 size) const
        {
            static constexpr std::string_view kScopedMemoryKey = "used_scoped_memory_configs";
            WireWalker walker(data, size);
            WireField field;
            qint64 id = 0; // proto3 default; a repeated scalar field keeps its last value
            while (walker.next(field) == WireWalker::Status::Field) {
                if (field.number == xla::HloInstructionProto::kIdFieldNumber && field.type == WireType::Varint)
                    id = qint64(field.varint);
                else if (field.number == xla::HloInstructionProto::kBackendConfigFieldNumber
                    && field.type == WireType::LengthDelimited
                    && std::string_view(data + field.valueOffset, size_t(field.length)).find(kScopedMemoryKey)
                        != std::string_view::npos)
                    return true;
            }
            // A damaged instruction is kept, so that parsing it reports the damage.
            return walker.position() != size || std::binary_search(m_definingIds.begin(), m_definingIds.end(), id);
        }

        Cursor m_cursor;
        std::vector<qint64> m_definingIds; // sorted
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
    WireWalker walker(data, size);
    WireField field;
    WireWalker::Status status;
    while ((status = walker.next(field)) == WireWalker::Status::Field) {
        if (field.type != WireType::LengthDelimited)
            continue;
        if (field.number == xla::HloProto::kHloModuleFieldNumber) {
            modules.push_back(field);
        } else if (field.number == xla::HloProto::kBufferAssignmentFieldNumber) {
            if (const ParseStatus parsed
                = mergeBinary(*proto.mutable_buffer_assignment(), data + field.valueOffset, field.length, control);
                parsed != ParseStatus::Ok)
                return parsed;
        }
    }
    if (status != WireWalker::Status::End)
        return ParseStatus::Invalid;
    PrunedParse parse(data, control);
    parse.noteDefiningInstructions(proto.buffer_assignment());
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
