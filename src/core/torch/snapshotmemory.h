// SPDX-License-Identifier: Apache-2.0
#pragma once

// The figures PyTorch's memory viewer (MemoryViz.js, process_alloc_data) shows for one device,
// computed the same way: its allocations ("elements"), the live total after each action, the
// peak and what is live there, with the snapshot's segments and what the trace leaves behind.

#include "core/torch/snapshot.h"

#include <array>
#include <vector>

namespace memscope::torch {

// One allocation as the Active Memory Timeline draws it.
struct Allocation
{
    quint64 address = 0;
    qint64 size = 0;
    StackId stack = 0;
    quint32 stream = 0; // Snapshot::streams
    qint64 event = -1; // the event that allocated it; for one made before the trace, the free that ended it
    qint64 block = -1; // Snapshot::blocks (analyseSegments: Snapshot::segments): live at the end, not made in the trace
    qint64 born = -1; // the action that added it; -1: live at the start of the trace
    qint64 died = -1; // the action that removed it; -1: still live at the end
    bool beforeTrace() const { return born < 0; }
    // Allocated in the trace and still live at its end: a leak candidate.
    bool neverFreed() const { return !beforeTrace() && died < 0; }
};

struct OutOfMemory
{
    quint32 event = 0; // Snapshot::events
    qint64 requested = 0; // the event's size
    qint64 deviceFree = -1; // what CUDA reported free, -1 when the file does not say
    qint64 liveBytes = 0; // allocated (the curve) when it happened
    qint64 afterAction = -1; // the last action before it; -1: before the first
};

// No stream chosen: every stream's allocations.
inline constexpr quint32 kAllStreams = 0xffffffffu;

struct DeviceMemory
{
    qint64 device = 0;
    quint32 stream = kAllStreams; // Snapshot::streams: the one stream whose events and segments these are
    qint64 eventCount = 0;
    std::array<qint64, kActionCount> actionCounts {};
    std::vector<Allocation> allocations; // in MemoryViz's order
    std::vector<quint32> actions; // the allocation each action adds or removes
    std::vector<quint32> actionEvents; // Snapshot::events: the event of each action (its time, its frames)
    std::vector<qint64> totals; // bytes live after each action
    // Bytes live after `action`, the start's for -1.
    qint64 totalAfter(qint64 action) const { return action < 0 ? startBytes : totals[size_t(action)]; }
    qint64 startBytes = 0; // live at the start: the allocations made before the trace
    qint64 startCount = 0;
    qint64 peakBytes = 0; // the largest total (the start's when there is no action)
    qint64 peakAction = -1; // the first action reaching it; -1: the start
    qint64 liveAtPeak = 0;
    qint64 endBytes = 0;
    qint64 liveAtEnd = 0;
    qint64 neverFreedCount = 0; // allocated in the trace and still live at its end
    qint64 neverFreedBytes = 0;
    // The allocator's state when the snapshot was taken: this device's segments.
    qint64 segmentCount = 0;
    qint64 reservedBytes = 0; // sum of the segments' total_size
    qint64 activeAllocatedBytes = 0; // sum of requested_size of the active_allocated blocks
    qint64 pendingFreeBytes = 0; // blocks active_pending_free
    qint64 inactiveBytes = 0; // free space inside segments (fragmentation)
    std::vector<OutOfMemory> outOfMemory;
};

// The devices of a snapshot: those with a trace and those with segments, in order.
std::vector<qint64> snapshotDevices(const Snapshot& snapshot);

// The streams (Snapshot::streams indices) of the device's events and segments, by value.
std::vector<quint32> deviceStreams(const Snapshot& snapshot, qint64 device);

// With a stream, only its events and its segments count (a block is freed on the stream it was
// allocated on, so the walk stays whole).
DeviceMemory analyseDevice(const Snapshot& snapshot, qint64 device, quint32 stream = kAllStreams);

// The Cached Segment Timeline's figures: the same walk over segment_alloc / segment_map (a segment
// made) and segment_free / segment_unmap (ended), each of its size; the segments the snapshot holds
// and the trace never saw made were reserved before it. Its curve is the memory reserved.
DeviceMemory analyseSegments(const Snapshot& snapshot, qint64 device, quint32 stream = kAllStreams);

// The allocations made in the trace and never freed in it (Allocation::neverFreed), in allocation order.
std::vector<quint32> neverFreed(const DeviceMemory& memory);

// The last action among the first `eventEnd` events of Snapshot::events (the state after them is the
// state after it), -1 when none of them is an action.
qint64 lastActionBefore(const DeviceMemory& memory, quint32 eventEnd);

// The allocations live after action `action` (-1: at the start), in allocation order.
std::vector<quint32> liveAfter(const DeviceMemory& memory, qint64 action);

// The allocations live after `action` (-1: at the start) grouped by their shown frames (shownStack),
// outermost first: "which line holds the memory". Node 0 is the root (all of them); every other node
// is one frame under its parent, holding what was allocated through it; an allocation without frames
// is counted under a node of frame kNoFrame. Children are in descending bytes.
struct FrameNode
{
    static constexpr quint32 kNoFrame = 0xffffffffu;
    quint32 frame = kNoFrame; // Snapshot::frames
    qint64 bytes = 0;
    qint64 count = 0;
    std::vector<quint32> children; // node indices
};
std::vector<FrameNode> liveByFrame(const Snapshot& snapshot, const DeviceMemory& memory, qint64 action);

// How the window, the command line and the Memory Viewer's rows of a snapshot spell an address
// ("0x7f3a00000000") and a frame ("forward  model.py:42"): one spelling to search for in all of them.
QByteArray addressText(quint64 address);
// A stream (Snapshot::streams index) as torch's values read: "0" for the default stream, else the
// pointer it is ("0x55d0e2f0a420").
QByteArray streamText(const Snapshot& snapshot, quint32 stream);
QByteArray frameText(const Snapshot& snapshot, const Frame& frame);

// `allocations` ordered by size, largest first (then in allocation order).
std::vector<quint32> largestFirst(const DeviceMemory& memory, std::vector<quint32> allocations);

// Microseconds from the device's first action to `action`; -1 when the file has no times or
// action is -1 (the start). People count actions from 1: action i is "action i + 1", the point
// after it on the window's chart.
qint64 microsecondsToAction(const Snapshot& snapshot, const DeviceMemory& memory, qint64 action);

// Frames as MemoryViz shows them: the machinery of the unwinder, the interpreter and the
// dispatcher hidden (its rules), Python frames first. `cppFolded` counts the C++ frames left out
// when the stack has Python frames.
struct ShownStack
{
    std::vector<quint32> frames; // Snapshot::frames, innermost first
    int cppFolded = 0;
};
ShownStack shownStack(const Snapshot& snapshot, StackId stack);
// shownStack(...).frames.front() without the list (a label names it for every action); -1 when none.
qint64 innermostShownFrame(const Snapshot& snapshot, StackId stack);
bool isPythonFrame(const Snapshot& snapshot, const Frame& frame);

} // namespace memscope::torch
