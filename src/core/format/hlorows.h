// SPDX-License-Identifier: Apache-2.0
#pragma once

// What the Memory Viewer's analysis reads of an HloProto, as flat rows read
// straight from its wire bytes (format::readHloRows): a module's messages take
// several times their wire size once parsed (a ShapeProto, LayoutProto and
// OpMetadata per instruction, a message per heap-simulator event), these rows
// a fraction of it. Fields keep protobuf's meaning: a scalar or string given
// twice keeps its last value, repeated fields append, an absent field is 0 or "".

#include "xla_data.pb.h"

#include <QtGlobal>
#include <string>
#include <string_view>
#include <vector>

namespace memscope::format {

struct HloRows
{
    // A text of the rows: bytes of `texts`.
    struct Text
    {
        quint32 offset = 0;
        quint32 size = 0;
    };

    // An instruction that defines a logical buffer of the assignment (by id);
    // the others are never looked at. In module order.
    struct Instruction
    {
        qint64 id = 0;
        Text name;
        Text opcode;
        Text opName; // metadata.op_name
        Text sourceFile; // metadata.source_file
        int sourceLine = 0;
        int stackFrameId = 0;
        int shape = 0; // index into shapes
    };

    // An instruction whose backend_config names scoped memory
    // ("used_scoped_memory_configs"), defining a buffer or not, in module order.
    struct ScopedConfig
    {
        Text name;
        Text config; // the backend_config JSON
    };

    struct FileLocation
    {
        int fileNameId = 0;
        int line = 0;
        int column = 0;
    };

    struct StackFrame
    {
        int fileLocationId = 0;
        int parentFrameId = 0;
    };

    struct LogicalBuffer
    {
        qint64 id = 0;
        qint64 size = 0;
        qint64 color = 0;
        qint64 instructionId = 0; // defined_at.instruction_id
        quint32 shapeIndexStart = 0; // defined_at.shape_index: shapeIndices[start, start + size)
        quint32 shapeIndexSize = 0;
    };

    struct Assigned
    {
        qint64 logicalBufferId = 0;
        qint64 offset = 0;
        qint64 size = 0;
    };

    struct Allocation
    {
        qint64 index = 0;
        qint64 size = 0;
        qint64 color = 0;
        bool isThreadLocal = false;
        bool isTuple = false;
        bool isEntryComputationParameter = false;
        bool isConstant = false;
        bool maybeLiveOut = false;
        quint32 assignedStart = 0; // assigned[start, start + count)
        quint32 assignedCount = 0;
    };

    struct Event
    {
        qint64 bufferId = 0;
        qint64 shareWithCanonicalId = 0;
        int kind = 0; // xla::HeapSimulatorTrace::Event::Kind, as on the wire
        int instructionName = 0; // index into eventNames
    };

    struct Trace
    {
        quint32 eventStart = 0; // events[start, start + count)
        quint32 eventCount = 0;
    };

    std::string moduleName;
    std::string entryComputationName;
    std::vector<Instruction> instructions;
    std::vector<xla::ShapeProto> shapes; // one per distinct serialized shape
    std::vector<ScopedConfig> scopedConfigs;
    std::vector<Text> fileNames; // the stack frame index, ids counting from 1
    std::vector<FileLocation> fileLocations;
    std::vector<StackFrame> stackFrames;

    std::vector<LogicalBuffer> logicalBuffers;
    std::vector<qint64> shapeIndices;
    std::vector<Allocation> allocations; // as listed
    std::vector<Assigned> assigned;
    std::vector<Trace> traces;
    std::vector<Event> events;
    std::vector<Text> eventNames; // one per distinct instruction name of the events

    std::string texts; // the bytes of every Text

    std::string_view text(Text text) const { return std::string_view(texts).substr(text.offset, text.size); }
};

} // namespace memscope::format
