// SPDX-License-Identifier: Apache-2.0
#pragma once

// MemoryViz's Allocator State History: the caching allocator's segments and blocks at any point of
// a device's trace. The snapshot holds them only as they were when it was taken; the state at an
// earlier point is that end state with the later events undone (an alloc removes its block, a
// free_completed puts it back awaiting its stream, a free_requested makes it allocated again, a
// segment_free or segment_unmap puts its segment back, a segment_alloc or segment_map removes it).
// The history keeps one state and moves it event by event, either way, so a slider's step costs the
// events it crosses, not the trace.

#include "core/torch/snapshot.h"
#include "core/torch/snapshotmemory.h"

#include <algorithm>
#include <atomic>
#include <map>
#include <optional>
#include <span>
#include <unordered_map>
#include <vector>

namespace memscope::torch {

// A block the allocator has handed out: allocated, or freed by the program and awaiting its stream.
// The space of a segment no block covers is inactive (free, cached: fragmentation).
struct StateBlock
{
    quint64 address = 0;
    qint64 size = 0;
    qint64 requestedSize = 0; // the trace records what was asked for, so the two are equal for its blocks
    StackId stack = 0;
    BlockState state = BlockState::ActiveAllocated;
};

struct StateSegment
{
    quint64 address = 0;
    qint64 size = 0;
    quint32 stream = 0; // Snapshot::streams
    StackId stack = 0;
};

struct AllocatorState
{
    qint64 position = 0; // the device's events applied: 0 before its first, all of them when the snapshot was taken
    std::vector<StateSegment> segments; // by address
    std::vector<StateBlock> blocks; // by address
    std::vector<std::pair<size_t, size_t>> segmentBlocks; // per segment: its blocks, [first, last) of `blocks`
    qint64 reservedBytes = 0; // the segments' sizes
    qint64 allocatedBytes = 0; // requested sizes of the allocated blocks ("allocated" in MemoryViz)
    qint64 roundingBytes = 0; // size - requested size of the allocated blocks
    qint64 pendingFreeBytes = 0; // blocks freed by the program and awaiting their stream
    qint64 inactiveBytes = 0; // segment space no block covers
    qint64 largestInactive = 0; // the largest such gap: the largest request served without a new segment
    qint64 allocatedBlocks = 0;
    qint64 pendingFreeBlocks = 0;
    // Blocks in no segment: the trace dropped the events that would explain them (its ring buffer)
    // or the file is inconsistent. Counted, not drawn.
    qint64 strayBlocks = 0;
};

// Segment `segment` of `state` in address order: each of its blocks (an index into state.blocks) and
// each inactive range between them (cached by the allocator, used by no block).
template <typename OnBlock, typename OnInactive>
void walkSegment(const AllocatorState& state, size_t segment, OnBlock onBlock, OnInactive onInactive)
{
    const StateSegment& container = state.segments[segment];
    const auto [first, last] = state.segmentBlocks[segment];
    quint64 covered = container.address; // the end of the blocks so far
    for (size_t block = first; block < last; ++block) {
        const StateBlock& row = state.blocks[block];
        if (row.address > covered)
            onInactive(covered, qint64(row.address - covered));
        covered = std::max(covered, row.address + quint64(row.size));
        onBlock(block);
    }
    const quint64 end = container.address + quint64(container.size);
    if (end > covered)
        onInactive(covered, qint64(end - covered));
}

class AllocatorHistory
{
public:
    // Starts at the end: the segments of `device` as the snapshot holds them. `snapshot` must outlive it.
    AllocatorHistory(const Snapshot& snapshot, qint64 device);

    qint64 eventCount() const { return qint64(m_events.size()); }
    qint64 position() const { return m_position; }
    // The index in Snapshot::events of the device's first event (positions count from it).
    quint32 firstEvent() const { return m_firstEvent; }

    // Moves to the state after the first `position` events (clamped to [0, eventCount()]). Returns
    // false when *cancel was raised on the way: the history is then consistent at some position in
    // between, and the next move goes on from there.
    bool moveTo(qint64 position, const std::atomic_bool* cancel = nullptr);
    // The state, of one stream's segments and their blocks when `stream` is one of Snapshot::streams
    // (the others are left out, their blocks too: none is counted as stray).
    AllocatorState state(quint32 stream = kAllStreams) const;

private:
    // Applies an event (forward) or undoes it.
    void step(quint32 event, bool forward);
    // The block an event takes out (an undone alloc, a redone free_completed) is remembered when the
    // opposite step could not make it again from the event alone (an end-state block's rounded size,
    // a block that was not there), and only then: the memory stays that of the live blocks.
    void takeBlock(quint32 event, const StateBlock& wouldBe);
    void putBlock(quint32 event, const StateBlock& wouldBe);
    void takeSegments(quint32 event, quint64 address, qint64 size);
    void putSegments(quint32 event, const StateSegment& wouldBe);
    StateBlock blockOf(const TraceEvent& event, BlockState state) const;

    std::span<const TraceEvent> m_events;
    quint32 m_firstEvent = 0;
    qint64 m_position = 0;
    std::map<quint64, StateSegment> m_segments; // by address
    std::map<quint64, StateBlock> m_blocks; // by address
    std::unordered_map<quint32, std::optional<StateBlock>> m_takenBlocks; // by event; nullopt: nothing was there
    std::unordered_map<quint32, std::vector<StateSegment>> m_takenSegments; // by event
};

} // namespace memscope::torch
