// SPDX-License-Identifier: Apache-2.0
#include "core/torch/allocatorstate.h"

#include <algorithm>

namespace memscope::torch {

AllocatorHistory::AllocatorHistory(const Snapshot& snapshot, qint64 device)
{
    for (const DeviceTrace& trace : snapshot.devices) {
        if (trace.device == device) {
            m_events = snapshot.deviceEvents(trace);
            m_firstEvent = trace.firstEvent;
        }
    }
    m_position = qint64(m_events.size());
    for (const Segment& segment : snapshot.segments) {
        if (segment.device != device)
            continue;
        m_segments[segment.address] = { segment.address, segment.totalSize, segment.stream, segment.stack };
        for (const Block& block : snapshot.segmentBlocks(segment)) {
            if (block.state == BlockState::ActiveAllocated || block.state == BlockState::ActivePendingFree)
                m_blocks[block.address] = { block.address, block.size, block.requestedSize, block.stack, block.state };
        }
    }
}

bool AllocatorHistory::moveTo(qint64 position, const std::atomic_bool* cancel)
{
    position = std::clamp<qint64>(position, 0, eventCount());
    // Checked now and then: a step is a map lookup, the flag a shared cache line.
    constexpr qint64 kStepsBetweenChecks = 1 << 14;
    qint64 steps = 0;
    while (m_position != position) {
        if (cancel && ++steps % kStepsBetweenChecks == 0 && cancel->load(std::memory_order_relaxed))
            return false;
        if (m_position > position)
            step(quint32(--m_position), false);
        else
            step(quint32(m_position++), true);
    }
    return true;
}

StateBlock AllocatorHistory::blockOf(const TraceEvent& event, BlockState state) const
{
    return { event.address, event.size, event.size, event.stack, state };
}

void AllocatorHistory::step(quint32 event, bool forward)
{
    // Each action and its undoing: what an event makes, its undoing takes away, and what it ends,
    // its undoing puts back.
    const TraceEvent& row = m_events[event];
    switch (row.action) {
    case Action::Alloc:
        forward ? putBlock(event, blockOf(row, BlockState::ActiveAllocated))
                : takeBlock(event, blockOf(row, BlockState::ActiveAllocated));
        break;
    case Action::FreeCompleted:
        forward ? takeBlock(event, blockOf(row, BlockState::ActivePendingFree))
                : putBlock(event, blockOf(row, BlockState::ActivePendingFree));
        break;
    case Action::FreeRequested:
        if (const auto found = m_blocks.find(row.address); found != m_blocks.end())
            found->second.state = forward ? BlockState::ActivePendingFree : BlockState::ActiveAllocated;
        break;
    case Action::SegmentAlloc:
    case Action::SegmentMap:
        forward ? putSegments(event, { row.address, row.size, row.stream, row.stack })
                : takeSegments(event, row.address, row.size);
        break;
    case Action::SegmentFree:
    case Action::SegmentUnmap:
        forward ? takeSegments(event, row.address, row.size)
                : putSegments(event, { row.address, row.size, row.stream, row.stack });
        break;
    case Action::Snapshot:
    case Action::Oom:
    case Action::Other:
        break;
    }
}

void AllocatorHistory::takeBlock(quint32 event, const StateBlock& wouldBe)
{
    const auto found = m_blocks.find(wouldBe.address);
    if (found == m_blocks.end()) {
        m_takenBlocks[event] = std::nullopt;
        return;
    }
    const StateBlock& block = found->second;
    if (block.size != wouldBe.size || block.requestedSize != wouldBe.requestedSize || block.stack != wouldBe.stack
        || block.state != wouldBe.state)
        m_takenBlocks[event] = block;
    m_blocks.erase(found);
}

void AllocatorHistory::putBlock(quint32 event, const StateBlock& wouldBe)
{
    if (const auto taken = m_takenBlocks.find(event); taken != m_takenBlocks.end()) {
        if (taken->second)
            m_blocks[taken->second->address] = *taken->second;
        m_takenBlocks.erase(taken);
        return;
    }
    m_blocks[wouldBe.address] = wouldBe;
}

void AllocatorHistory::takeSegments(quint32 event, quint64 address, qint64 size)
{
    // Every segment the range touches is remembered whole, and what lies outside the range stays:
    // an expandable segment maps and unmaps pieces of itself.
    const quint64 end = address + quint64(size);
    std::vector<StateSegment>& originals = m_takenSegments[event];
    auto segment = m_segments.upper_bound(address);
    if (segment != m_segments.begin())
        --segment;
    while (segment != m_segments.end() && segment->first < end) {
        const StateSegment original = segment->second;
        const quint64 originalEnd = original.address + quint64(original.size);
        if (originalEnd <= address) {
            ++segment;
            continue;
        }
        originals.push_back(original);
        segment = m_segments.erase(segment);
        if (original.address < address)
            m_segments[original.address]
                = { original.address, qint64(address - original.address), original.stream, original.stack };
        if (originalEnd > end)
            segment = m_segments
                          .insert_or_assign(
                              end, StateSegment { end, qint64(originalEnd - end), original.stream, original.stack })
                          .first;
    }
}

void AllocatorHistory::putSegments(quint32 event, const StateSegment& wouldBe)
{
    const auto taken = m_takenSegments.find(event);
    if (taken == m_takenSegments.end()) {
        m_segments[wouldBe.address] = wouldBe;
        return;
    }
    // The pieces left of the segments the take split go, and the segments come back whole.
    for (const StateSegment& original : taken->second) {
        const quint64 end = original.address + quint64(original.size);
        auto piece = m_segments.lower_bound(original.address);
        while (piece != m_segments.end() && piece->first < end)
            piece = m_segments.erase(piece);
        m_segments[original.address] = original;
    }
    m_takenSegments.erase(taken);
}

AllocatorState AllocatorHistory::state(quint32 stream) const
{
    AllocatorState state;
    state.position = m_position;
    state.segments.reserve(m_segments.size());
    state.blocks.reserve(m_blocks.size());
    state.segmentBlocks.reserve(m_segments.size());
    auto block = m_blocks.cbegin();
    const bool allStreams = stream == kAllStreams;
    for (const auto& [address, segment] : m_segments) {
        for (; block != m_blocks.cend() && block->first < address; ++block)
            state.strayBlocks += allStreams ? 1 : 0;
        if (!allStreams && segment.stream != stream) {
            while (block != m_blocks.cend() && block->first < address + quint64(segment.size))
                ++block;
            continue;
        }
        state.segments.push_back(segment);
        state.reservedBytes += segment.size;
        const size_t first = state.blocks.size();
        for (; block != m_blocks.cend() && block->first < address + quint64(segment.size); ++block) {
            const StateBlock& row = block->second;
            state.blocks.push_back(row);
            if (row.state == BlockState::ActiveAllocated) {
                ++state.allocatedBlocks;
                state.allocatedBytes += row.requestedSize;
                state.roundingBytes += row.size - row.requestedSize;
            } else {
                ++state.pendingFreeBlocks;
                state.pendingFreeBytes += row.size;
            }
        }
        state.segmentBlocks.emplace_back(first, state.blocks.size());
    }
    if (allStreams)
        state.strayBlocks += qint64(std::distance(block, m_blocks.cend()));
    for (size_t segment = 0; segment < state.segments.size(); ++segment) {
        walkSegment(
            state, segment, [](size_t) {},
            [&](quint64, qint64 size) {
                state.inactiveBytes += size;
                state.largestInactive = std::max(state.largestInactive, size);
            });
    }
    return state;
}

} // namespace memscope::torch
