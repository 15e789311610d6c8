// SPDX-License-Identifier: Apache-2.0
#include "core/format/hloview.h"

#include "core/format/hlorows.h"
#include "core/format/wire.h"
#include "core/util/hugepages.h"
#include "core/util/textindex.h"
#include "hlo.pb.h"

#include <QUtf8StringView>
#include <algorithm>
#include <climits>
#include <deque>
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

    constexpr std::string_view kScopedMemoryKey = "used_scoped_memory_configs";

    // protobuf's readings of a varint field: int64 as is, int32 and enums truncated, bool non-zero.
    qint64 int64Of(const WireField& field) { return qint64(field.varint); }
    int int32Of(const WireField& field) { return int(qint32(quint32(field.varint))); }
    bool boolOf(const WireField& field) { return field.varint != 0; }

    // Appends a repeated int64 field's values, packed or not; a field of another
    // wire type is an unknown field to protobuf, and skipped.
    bool appendInt64s(const char* data, const WireField& field, std::vector<qint64>& out)
    {
        if (field.type == WireType::Varint) {
            out.push_back(int64Of(field));
            return true;
        }
        if (field.type != WireType::LengthDelimited)
            return true;
        WireWalker packed(data + field.valueOffset, field.length);
        quint64 value = 0;
        WireWalker::Status status;
        while ((status = packed.nextPacked(value)) == WireWalker::Status::Field)
            out.push_back(qint64(value));
        return status == WireWalker::Status::End;
    }

    // Fills HloRows from an HloProto's wire bytes; see readHloRows.
    class RowReader
    {
    public:
        RowReader(HloRows& rows, const char* data, const ParseControl& control)
            : m_rows(rows)
            , m_control(control)
            , m_moduleCursor(data, control)
        {
        }

        ParseStatus read(const char* data, qint64 size)
        {
            // The buffer assignment follows the module on the wire but decides
            // which instructions to keep, so it is read first.
            std::vector<WireField> modules;
            const bool read = forEachField(data, size, [&](const WireField& field) {
                if (field.type != WireType::LengthDelimited)
                    return true;
                if (field.number == xla::HloProto::kHloModuleFieldNumber)
                    modules.push_back(field);
                else if (field.number == xla::HloProto::kBufferAssignmentFieldNumber)
                    return readAssignment(data + field.valueOffset, field.length);
                return true;
            });
            if (!read)
                return status();
            for (const HloRows::LogicalBuffer& buffer : m_rows.logicalBuffers)
                m_definingIds.push_back(buffer.instructionId);
            std::sort(m_definingIds.begin(), m_definingIds.end());
            m_definingIds.erase(std::unique(m_definingIds.begin(), m_definingIds.end()), m_definingIds.end());
            for (const WireField& module : modules) {
                if (!readModule(data + module.valueOffset, module.length))
                    return status();
            }
            if (m_control.isCancelled())
                return ParseStatus::Cancelled;
            return m_invalidText || !isUtf8(m_rows.moduleName) || !isUtf8(m_rows.entryComputationName)
                ? ParseStatus::Invalid
                : ParseStatus::Ok;
        }

    private:
        ParseStatus status() const { return m_cancelled ? ParseStatus::Cancelled : ParseStatus::Invalid; }

        bool advance(Cursor& cursor, const char* position)
        {
            m_cancelled = !cursor.advanceTo(position);
            return !m_cancelled;
        }

        // protobuf refuses a proto3 string that is not UTF-8; so do the rows.
        HloRows::Text copy(std::string_view text)
        {
            m_invalidText = m_invalidText || !isUtf8(text);
            return copyBytes(text);
        }

        // A bytes field (a backend config): not UTF-8 checked.
        HloRows::Text copyBytes(std::string_view bytes)
        {
            const HloRows::Text stored { quint32(m_rows.texts.size()), quint32(bytes.size()) };
            m_rows.texts += bytes;
            return stored;
        }

        static bool isUtf8(std::string_view text)
        {
            return QUtf8StringView(text.data(), qsizetype(text.size())).isValidUtf8();
        }

        // One copy of a text many instructions share (an opcode, a source file);
        // names and op names are mostly distinct, and a map of them cost more
        // time than the copies cost memory.
        HloRows::Text intern(std::string_view text)
        {
            const quint32 id = m_interned.findOrAdd(
                text, [this](quint32 i) { return m_internedKeys[i]; },
                [&] {
                    m_internedKeys.push_back(text);
                    m_internedTexts.push_back(copy(text));
                    return quint32(m_internedKeys.size() - 1);
                });
            return m_internedTexts[id];
        }

        bool readAssignment(const char* data, qint64 size)
        {
            Cursor cursor(data, m_control);
            return forEachField(data, size, [&](const WireField& field) {
                if (field.type != WireType::LengthDelimited)
                    return true;
                const char* value = data + field.valueOffset;
                bool read = true;
                switch (field.number) {
                case xla::BufferAssignmentProto::kLogicalBuffersFieldNumber:
                    read = readLogicalBuffer(value, field.length);
                    break;
                case xla::BufferAssignmentProto::kBufferAllocationsFieldNumber:
                    read = readAllocation(value, field.length);
                    break;
                case xla::BufferAssignmentProto::kHeapSimulatorTracesFieldNumber:
                    read = readTrace(value, field.length, cursor);
                    break;
                default:
                    break;
                }
                return read && advance(cursor, value + field.length);
            });
        }

        bool readLogicalBuffer(const char* data, qint64 size)
        {
            using Proto = xla::LogicalBufferProto;
            HloRows::LogicalBuffer buffer;
            buffer.shapeIndexStart = quint32(m_rows.shapeIndices.size());
            const bool read = forEachField(data, size, [&](const WireField& field) {
                if (isVarintField(field, Proto::kIdFieldNumber))
                    buffer.id = int64Of(field);
                else if (isVarintField(field, Proto::kSizeFieldNumber))
                    buffer.size = int64Of(field);
                else if (isVarintField(field, Proto::kColorFieldNumber))
                    buffer.color = int64Of(field);
                else if (isMessageField(field, Proto::kDefinedAtFieldNumber))
                    return forEachField(data + field.valueOffset, field.length, [&](const WireField& location) {
                        if (isVarintField(location, Proto::Location::kInstructionIdFieldNumber))
                            buffer.instructionId = int64Of(location);
                        else if (location.number == Proto::Location::kShapeIndexFieldNumber)
                            return appendInt64s(data + field.valueOffset, location, m_rows.shapeIndices);
                        return true;
                    });
                return true;
            });
            buffer.shapeIndexSize = quint32(m_rows.shapeIndices.size() - buffer.shapeIndexStart);
            appendOnHugePages(m_rows.logicalBuffers, buffer);
            return read;
        }

        bool readAllocation(const char* data, qint64 size)
        {
            using Proto = xla::BufferAllocationProto;
            HloRows::Allocation allocation;
            allocation.assignedStart = quint32(m_rows.assigned.size());
            const bool read = forEachField(data, size, [&](const WireField& field) {
                if (isMessageField(field, Proto::kAssignedFieldNumber)) {
                    HloRows::Assigned assigned;
                    const bool readAssigned
                        = forEachField(data + field.valueOffset, field.length, [&](const WireField& entry) {
                              if (isVarintField(entry, Proto::Assigned::kLogicalBufferIdFieldNumber))
                                  assigned.logicalBufferId = int64Of(entry);
                              else if (isVarintField(entry, Proto::Assigned::kOffsetFieldNumber))
                                  assigned.offset = int64Of(entry);
                              else if (isVarintField(entry, Proto::Assigned::kSizeFieldNumber))
                                  assigned.size = int64Of(entry);
                              return true;
                          });
                    appendOnHugePages(m_rows.assigned, assigned);
                    return readAssigned;
                }
                if (field.type != WireType::Varint)
                    return true;
                switch (field.number) {
                case Proto::kIndexFieldNumber:
                    allocation.index = int64Of(field);
                    break;
                case Proto::kSizeFieldNumber:
                    allocation.size = int64Of(field);
                    break;
                case Proto::kColorFieldNumber:
                    allocation.color = int64Of(field);
                    break;
                case Proto::kIsThreadLocalFieldNumber:
                    allocation.isThreadLocal = boolOf(field);
                    break;
                case Proto::kIsTupleFieldNumber:
                    allocation.isTuple = boolOf(field);
                    break;
                case Proto::kIsEntryComputationParameterFieldNumber:
                    allocation.isEntryComputationParameter = boolOf(field);
                    break;
                case Proto::kIsConstantFieldNumber:
                    allocation.isConstant = boolOf(field);
                    break;
                case Proto::kMaybeLiveOutFieldNumber:
                    allocation.maybeLiveOut = boolOf(field);
                    break;
                default:
                    break;
                }
                return true;
            });
            allocation.assignedCount = quint32(m_rows.assigned.size() - allocation.assignedStart);
            m_rows.allocations.push_back(allocation);
            return read;
        }

        // A trace's events, a million in a big module: (kind, buffer, sharer,
        // name) each, the names stored once.
        bool readTrace(const char* data, qint64 size, Cursor& cursor)
        {
            using Event = xla::HeapSimulatorTrace::Event;
            HloRows::Trace trace;
            trace.eventStart = quint32(m_rows.events.size());
            const bool read = forEachField(data, size, [&](const WireField& field) {
                if (!isMessageField(field, xla::HeapSimulatorTrace::kEventsFieldNumber))
                    return true;
                HloRows::Event event;
                std::string_view name;
                const bool readEvent = forEachField(data + field.valueOffset, field.length, [&](const WireField& f) {
                    if (isVarintField(f, Event::kKindFieldNumber))
                        event.kind = int32Of(f);
                    else if (isVarintField(f, Event::kBufferIdFieldNumber))
                        event.bufferId = int64Of(f);
                    else if (isVarintField(f, Event::kShareWithCanonicalIdFieldNumber))
                        event.shareWithCanonicalId = int64Of(f);
                    else if (isMessageField(f, Event::kInstructionNameFieldNumber))
                        name = std::string_view(data + field.valueOffset + f.valueOffset, size_t(f.length));
                    return true;
                });
                event.instructionName = eventNameOf(name);
                appendOnHugePages(m_rows.events, event);
                return readEvent && ((m_rows.events.size() % 4096) != 0 || advance(cursor, data + field.endOffset()));
            });
            trace.eventCount = quint32(m_rows.events.size() - trace.eventStart);
            m_rows.traces.push_back(trace);
            return read;
        }

        // Events of one instruction come together, so the last name is checked first.
        int eventNameOf(std::string_view name)
        {
            if (m_lastEventName >= 0 && name == m_lastEventNameText)
                return m_lastEventName;
            m_lastEventName = int(m_eventNames.findOrAdd(
                name, [this](quint32 i) { return m_rows.text(m_rows.eventNames[i]); },
                [&] {
                    m_rows.eventNames.push_back(copy(name));
                    return quint32(m_rows.eventNames.size() - 1);
                }));
            m_lastEventNameText = name;
            return m_lastEventName;
        }

        bool readModule(const char* data, qint64 size)
        {
            using Proto = xla::HloModuleProto;
            return forEachField(data, size, [&](const WireField& field) {
                if (field.type != WireType::LengthDelimited)
                    return true;
                const char* value = data + field.valueOffset;
                switch (field.number) {
                case Proto::kNameFieldNumber:
                    m_rows.moduleName.assign(value, size_t(field.length));
                    return true;
                case Proto::kEntryComputationNameFieldNumber:
                    m_rows.entryComputationName.assign(value, size_t(field.length));
                    return true;
                case Proto::kComputationsFieldNumber:
                    return forEachField(value, field.length, [&](const WireField& entry) {
                        if (!isMessageField(entry, xla::HloComputationProto::kInstructionsFieldNumber))
                            return true;
                        const char* instruction = value + entry.valueOffset;
                        return readInstruction(instruction, entry.length)
                            && advance(m_moduleCursor, instruction + entry.length);
                    });
                case Proto::kStackFrameIndexFieldNumber:
                    return readStackFrameIndex(value, field.length);
                default:
                    return true;
                }
            });
        }

        bool readInstruction(const char* data, qint64 size)
        {
            using Proto = xla::HloInstructionProto;
            qint64 id = 0;
            std::string_view name;
            std::string_view opcode;
            std::string_view opName;
            std::string_view sourceFile;
            std::string_view backendConfig;
            std::string_view shape;
            int shapeFields = 0;
            int sourceLine = 0;
            int stackFrameId = 0;
            const auto view = [&](const WireField& field) {
                return std::string_view(data + field.valueOffset, size_t(field.length));
            };
            const bool read = forEachField(data, size, [&](const WireField& field) {
                if (isVarintField(field, Proto::kIdFieldNumber)) {
                    id = int64Of(field);
                    return true;
                }
                if (field.type != WireType::LengthDelimited)
                    return true;
                switch (field.number) {
                case Proto::kNameFieldNumber:
                    name = view(field);
                    break;
                case Proto::kOpcodeFieldNumber:
                    opcode = view(field);
                    break;
                case Proto::kBackendConfigFieldNumber:
                    backendConfig = view(field);
                    break;
                case Proto::kShapeFieldNumber:
                    // A message given twice is the merge of both, as their bytes concatenated parse.
                    if (shapeFields++ == 0) {
                        shape = view(field);
                    } else {
                        std::string merged(shape);
                        merged += view(field);
                        shape = m_mergedShapes.emplace_back(std::move(merged));
                    }
                    break;
                case Proto::kMetadataFieldNumber:
                    return forEachField(data + field.valueOffset, field.length, [&](const WireField& entry) {
                        const auto entryView = [&] {
                            return std::string_view(data + field.valueOffset + entry.valueOffset, size_t(entry.length));
                        };
                        if (isMessageField(entry, xla::OpMetadata::kOpNameFieldNumber))
                            opName = entryView();
                        else if (isMessageField(entry, xla::OpMetadata::kSourceFileFieldNumber))
                            sourceFile = entryView();
                        else if (isVarintField(entry, xla::OpMetadata::kSourceLineFieldNumber))
                            sourceLine = int32Of(entry);
                        else if (isVarintField(entry, xla::OpMetadata::kStackFrameIdFieldNumber))
                            stackFrameId = int32Of(entry);
                        return true;
                    });
                default:
                    break; // operands, called computations, fields outside Memscope's schema
                }
                return true;
            });
            if (!read)
                return false;
            if (backendConfig.find(kScopedMemoryKey) != std::string_view::npos)
                m_rows.scopedConfigs.push_back({ copy(name), copyBytes(backendConfig) });
            if (!std::binary_search(m_definingIds.begin(), m_definingIds.end(), id))
                return true; // the analysis never looks at an instruction that defines no buffer
            HloRows::Instruction instruction;
            instruction.id = id;
            instruction.shape = shapeOf(shape);
            if (instruction.shape < 0)
                return false;
            instruction.name = copy(name);
            instruction.opcode = intern(opcode);
            instruction.opName = copy(opName);
            instruction.sourceFile = intern(sourceFile);
            instruction.sourceLine = sourceLine;
            instruction.stackFrameId = stackFrameId;
            appendOnHugePages(m_rows.instructions, instruction);
            return true;
        }

        // The index of the distinct shape serialized as `bytes`, parsed once; -1 when it does not parse.
        int shapeOf(std::string_view bytes)
        {
            bool parsed = true;
            const quint32 index = m_shapes.findOrAdd(
                bytes, [this](quint32 i) { return m_shapeBytes[i]; },
                [&] {
                    xla::ShapeProto& shape = m_rows.shapes.emplace_back();
                    parsed = shape.ParseFromArray(bytes.data(), int(bytes.size()));
                    m_shapeBytes.push_back(bytes);
                    return quint32(m_rows.shapes.size() - 1);
                });
            return parsed ? int(index) : -1;
        }

        bool readStackFrameIndex(const char* data, qint64 size)
        {
            using Proto = xla::StackFrameIndexProto;
            return forEachField(data, size, [&](const WireField& field) {
                if (field.type != WireType::LengthDelimited)
                    return true;
                const char* value = data + field.valueOffset;
                switch (field.number) {
                case Proto::kFileNamesFieldNumber:
                    m_rows.fileNames.push_back(copy(std::string_view(value, size_t(field.length))));
                    return true;
                case Proto::kFileLocationsFieldNumber: {
                    HloRows::FileLocation& location = m_rows.fileLocations.emplace_back();
                    return forEachField(value, field.length, [&](const WireField& entry) {
                        if (isVarintField(entry, Proto::FileLocation::kFileNameIdFieldNumber))
                            location.fileNameId = int32Of(entry);
                        else if (isVarintField(entry, Proto::FileLocation::kLineFieldNumber))
                            location.line = int32Of(entry);
                        else if (isVarintField(entry, Proto::FileLocation::kColumnFieldNumber))
                            location.column = int32Of(entry);
                        return true;
                    });
                }
                case Proto::kStackFramesFieldNumber: {
                    HloRows::StackFrame& frame = m_rows.stackFrames.emplace_back();
                    return forEachField(value, field.length, [&](const WireField& entry) {
                        if (isVarintField(entry, Proto::StackFrame::kFileLocationIdFieldNumber))
                            frame.fileLocationId = int32Of(entry);
                        else if (isVarintField(entry, Proto::StackFrame::kParentFrameIdFieldNumber))
                            frame.parentFrameId = int32Of(entry);
                        return true;
                    });
                }
                default:
                    return true;
                }
            });
        }

        HloRows& m_rows;
        const ParseControl& m_control;
        Cursor m_moduleCursor;
        bool m_cancelled = false;
        bool m_invalidText = false; // a text kept is not UTF-8
        std::vector<qint64> m_definingIds; // sorted
        TextIndex m_interned; // of m_internedKeys, views into the input
        std::vector<std::string_view> m_internedKeys;
        std::vector<HloRows::Text> m_internedTexts;
        TextIndex m_eventNames; // of m_rows.eventNames
        int m_lastEventName = -1;
        std::string_view m_lastEventNameText;
        TextIndex m_shapes; // of m_shapeBytes, views into the input; by index into m_rows.shapes
        std::vector<std::string_view> m_shapeBytes;
        std::deque<std::string> m_mergedShapes; // shapes given twice, concatenated (views stay valid)
    };

} // namespace

ParseStatus readHloRows(HloRows& rows, const char* data, qint64 size, const ParseControl& control)
{
    if (size > INT_MAX)
        return ParseStatus::TooLarge;
    rows = {};
    // Every text is copied from the module's bytes, at most once in all but
    // rare cases: reserving their size saves the copies of a growing string,
    // and the pages never written cost no memory.
    rows.texts.reserve(size_t(size));
    adviseHugePages(rows.texts.data(), rows.texts.capacity());
    const ParseStatus status = RowReader(rows, data, control).read(data, size);
    if (control.releaseConsumedPages)
        releasePages(data, data + size); // the rest of the walk
    return status;
}

std::optional<BufferAssignmentCounts> countBufferAssignment(const char* data, qint64 size, const ParseControl& control)
{
    // Field numbers of hlo.proto (our subset keeps upstream's).
    constexpr quint32 kBufferAssignment = 3; // HloProto.buffer_assignment
    constexpr quint32 kLogicalBuffers = 1, kBufferAllocations = 3; // BufferAssignmentProto
    constexpr quint32 kAllocationColor = 8; // BufferAllocationProto.color
    BufferAssignmentCounts counts;
    PageRelease release(data, control.releaseConsumedPages);
    const auto countAssignment = [&](const WireField& assignment) {
        return forEachField(data + assignment.valueOffset, assignment.length, [&](const WireField& field) {
            const char* at = data + assignment.valueOffset;
            release.upTo(at + field.endOffset());
            if (isMessageField(field, kLogicalBuffers)) {
                ++counts.logicalBuffers;
            } else if (isMessageField(field, kBufferAllocations)) {
                ++counts.allocations;
                qint64 color = 0; // proto3: absent is 0; of repeated occurrences the last counts
                if (!forEachField(at + field.valueOffset, field.length, [&](const WireField& inner) {
                        if (isVarintField(inner, kAllocationColor))
                            color = qint64(inner.varint);
                        return true;
                    }))
                    return false;
                counts.allocationColors.push_back(color);
            }
            return !control.isCancelled();
        });
    };
    const bool ok = forEachField(data, size,
        [&](const WireField& field) { return !isMessageField(field, kBufferAssignment) || countAssignment(field); });
    if (!ok)
        return std::nullopt;
    std::sort(counts.allocationColors.begin(), counts.allocationColors.end());
    counts.allocationColors.erase(
        std::unique(counts.allocationColors.begin(), counts.allocationColors.end()), counts.allocationColors.end());
    return counts;
}

} // namespace memscope::format
