// SPDX-License-Identifier: Apache-2.0
#pragma once

// A PyTorch CUDA memory snapshot (torch.cuda.memory._dump_snapshot) as compact rows: sizes, addresses
// and times as integers, every string and stack once, referred to by id. See
// docs/pytorch-snapshots.md for the file and ../shared/spec/pytorch-snapshots.md for its fields.

#include <QByteArray>
#include <QByteArrayView>
#include <QtGlobal>
#include <span>
#include <utility>
#include <vector>

namespace memscope::torch {

// The trace events' `action`, in the order the counts are printed.
enum class Action : quint8
{
    Alloc,
    FreeRequested,
    FreeCompleted,
    SegmentAlloc,
    SegmentFree,
    SegmentMap,
    SegmentUnmap,
    Snapshot,
    Oom,
    Other, // an action this reader does not know; counted, otherwise ignored as MemoryViz does
};
inline constexpr int kActionCount = int(Action::Other) + 1;
// The name PyTorch writes ("free_requested").
QByteArrayView actionName(Action action);

enum class BlockState : quint8
{
    ActiveAllocated,
    ActivePendingFree, // freed by the program, waiting for a stream ("active_awaiting_free" in the docstring)
    Inactive, // free space inside a segment
    Other,
};
QByteArrayView blockStateName(BlockState state);

// String id 0 is "" (and stands for a missing string).
using StringId = quint32;
// Stack id 0 is the empty stack (an event recorded without frames).
using StackId = quint32;

struct Frame
{
    StringId name = 0;
    StringId fileName = 0;
    qint64 line = 0;
};

struct TraceEvent
{
    quint64 address = 0;
    qint64 size = 0;
    qint64 timeUs = -1; // -1 when the file has no time_us (older files): order is all there is
    StackId stack = 0;
    quint32 context = 0; // Snapshot::contexts: compile_context and user_metadata; 0 = both empty
    quint32 stream = 0; // Snapshot::streams
    Action action = Action::Other;
};

struct Block
{
    quint64 address = 0;
    qint64 size = 0;
    qint64 requestedSize = 0;
    StackId stack = 0;
    BlockState state = BlockState::Other;
};

struct Segment
{
    qint64 device = 0;
    quint64 address = 0;
    qint64 totalSize = 0;
    qint64 allocatedSize = 0;
    qint64 activeSize = 0;
    qint64 requestedSize = 0;
    quint32 stream = 0; // Snapshot::streams
    StackId stack = 0;
    quint32 firstBlock = 0; // Snapshot::blocks, in address order as the file lists them
    quint32 blockCount = 0;
    bool large = true; // segment_type 'large' (else 'small')
    bool expandable = false;
};

// One list of device_traces: its events are Snapshot::events[firstEvent, firstEvent + eventCount).
struct DeviceTrace
{
    qint64 device = 0; // the list's index in device_traces
    quint32 firstEvent = 0;
    quint32 eventCount = 0;
};

struct Annotation
{
    StringId stage = 0; // "START" / "END"
    StringId name = 0;
    qint64 device = 0;
    qint64 timeUs = -1;
};

struct Snapshot
{
    std::vector<QByteArray> strings; // UTF-8, by StringId
    std::vector<Frame> frames;
    std::vector<quint32> stackOffsets; // stack s is stackFrames[stackOffsets[s], stackOffsets[s + 1]), innermost first
    std::vector<quint32> stackFrames; // indexes into frames
    std::vector<std::pair<StringId, StringId>> contexts; // (compile_context, user_metadata)
    std::vector<qint64> streams; // the stream values, by index
    std::vector<TraceEvent> events;
    std::vector<DeviceTrace> devices;
    std::vector<std::pair<quint32, qint64>> oomDeviceFree; // (event index, device_free) of each oom event
    std::vector<Segment> segments;
    std::vector<Block> blocks;
    std::vector<std::pair<StringId, QByteArray>> allocatorSettings; // key, value as Python prints it
    std::vector<Annotation> annotations;
    bool hasTimes = false; // every event has time_us
    // A preview (SnapshotReadControl::preview): the trace events read so far of one device, while the
    // rest of the file is read; no segments, blocks or settings (the file states them as at the end).
    bool preview = false;

    QByteArrayView string(StringId id) const
    {
        return id < strings.size() ? QByteArrayView(strings[id]) : QByteArrayView();
    }
    std::span<const quint32> stack(StackId id) const
    {
        if (size_t(id) + 1 >= stackOffsets.size())
            return {};
        return std::span<const quint32>(stackFrames).subspan(stackOffsets[id], stackOffsets[id + 1] - stackOffsets[id]);
    }
    std::span<const TraceEvent> deviceEvents(const DeviceTrace& device) const
    {
        return std::span<const TraceEvent>(events).subspan(device.firstEvent, device.eventCount);
    }
    std::span<const Block> segmentBlocks(const Segment& segment) const
    {
        return std::span<const Block>(blocks).subspan(segment.firstBlock, segment.blockCount);
    }
    // The device_free of oom event `event` (an index into events), or -1.
    qint64 deviceFreeAt(quint32 event) const;
    // Bytes the rows hold, for the benchmark and the loader's figures.
    qint64 memoryBytes() const;
};

} // namespace memscope::torch
