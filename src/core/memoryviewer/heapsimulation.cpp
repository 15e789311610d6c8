// SPDX-License-Identifier: Apache-2.0
#include "core/memoryviewer/heapsimulation.h"

#include "core/util/hugepages.h"
#include "core/util/saturating.h"
#include "hlo.pb.h"

#include <limits>
#include <unordered_map>

namespace memscope::memoryviewer::analysis {

namespace {

    void warnUnknownEventBuffer(WarningLog& warnings, int traceId, qint64 bufferId)
    {
        warnings.add(UnknownEventBuffer,
            MemoryViewerText::tr(
                "Heap-simulator trace %1 names logical buffer %2, which no buffer allocation holds; the event is "
                "ignored.")
                .arg(traceId)
                .arg(bufferId));
    }

} // namespace

int chooseTrace(const Records& records, qint64 color, WarningLog& warnings)
{
    for (const AllocationRecord& allocation : records.allocations) {
        if (allocation.row->color != color || isIndefinite(*allocation.row))
            continue;
        if (allocation.traceId >= 0)
            return allocation.traceId;
    }
    // Fallback: the trace with the most events on buffers of this colour.
    int best = -1;
    qint64 bestCount = 0;
    for (int i = 0; i < static_cast<int>(records.rows.traces.size()); ++i) {
        qint64 count = 0;
        for (const HloRows::Event& event : records.eventsOf(i)) {
            const int record = records.recordOf(event.bufferId);
            if (record < 0) {
                warnUnknownEventBuffer(warnings, i, event.bufferId);
                continue;
            }
            if (records.buffers[static_cast<size_t>(record)].row->color == color)
                ++count;
        }
        if (count > bestCount) {
            best = i;
            bestCount = count;
        }
    }
    return best;
}

HeapSimulation::HeapSimulation(Records& records, WarningLog& warnings, const std::atomic_bool* cancel)
    : m_records(records)
    , m_warnings(warnings)
    , m_cancel(cancel)
{
}

int HeapSimulation::root(int record) const
{
    while (m_records.buffers[record].canonical >= 0)
        record = m_records.buffers[record].canonical;
    return record;
}
// The root of target's chain, or -1 when the chain passes through sharer:
// linking sharer to target would then close a cycle that root() never leaves.
int HeapSimulation::rootUnlessThrough(int target, int sharer) const
{
    for (int record = target;; record = m_records.buffers[record].canonical) {
        if (record == sharer)
            return -1;
        if (m_records.buffers[record].canonical < 0)
            return record;
    }
}

void HeapSimulation::increase(int record, int event, bool setSpan)
{
    BufferRecord& buffer = m_records.buffers[static_cast<size_t>(record)];
    m_increases.push_back({ record, buffer.liveHead, std::numeric_limits<int>::max() });
    buffer.liveHead = static_cast<int>(m_increases.size()) - 1;
    m_heap = saturatingAdd(m_heap, buffer.size());
    m_unpaddedHeap = saturatingAdd(m_unpaddedHeap, buffer.unpadded);
    if (m_heap > m_peak) {
        m_peak = m_heap;
        m_peakPosition = event;
        m_peakUnpadded = m_unpaddedHeap;
        m_peakIncrease = buffer.liveHead;
    }
    if (setSpan) {
        buffer.spanStart = event;
        buffer.spanEnd = m_eventCount - 1;
    }
}

bool HeapSimulation::decrease(int record, int event)
{
    BufferRecord& buffer = m_records.buffers[static_cast<size_t>(record)];
    for (int entry = buffer.liveHead; entry >= 0; entry = m_increases[static_cast<size_t>(entry)].previousOfRecord)
        m_increases[static_cast<size_t>(entry)].removedAt = event;
    buffer.liveHead = -1;
    m_heap = saturatingSubtract(m_heap, buffer.size());
    if (m_heap < 0) {
        m_error = MemoryViewerText::tr("Heap size should be non-negative, but get: %1").arg(m_heap);
        return false;
    }
    m_unpaddedHeap = saturatingSubtract(m_unpaddedHeap, buffer.unpadded);
    if (buffer.hasSpan())
        buffer.spanEnd = event;
    return true;
}

bool HeapSimulation::run(int traceId)
{
    const std::span<const HloRows::Event> events = m_records.eventsOf(traceId);
    m_eventCount = static_cast<int>(events.size());
    const size_t points = static_cast<size_t>(m_eventCount) + 1;
    // Millions of points on a big module: on huge pages, a fault per 2 MiB instead of per 4 KiB.
    reserveOnHugePages(m_heapTimeline, points);
    reserveOnHugePages(m_unpaddedTimeline, points);
    reserveOnHugePages(m_nameTimeline, points);
    reserveOnHugePages(m_increases, static_cast<size_t>(m_eventCount));
    m_seenAllocations.assign(m_records.allocations.size(), 0);

    for (int i = 0; i < m_eventCount; ++i) {
        if ((i % kCancelCheckInterval) == 0 && cancelled())
            return false;
        const HloRows::Event& event = events[static_cast<size_t>(i)];
        m_heapTimeline.push_back(m_heap);
        m_unpaddedTimeline.push_back(m_unpaddedHeap);
        m_nameTimeline.push_back(event.instructionName);
        const int record = m_records.recordOf(event.bufferId);
        if (record < 0) {
            warnUnknownEventBuffer(m_warnings, traceId, event.bufferId);
            continue;
        }
        BufferRecord& buffer = m_records.buffers[static_cast<size_t>(record)];
        buffer.seen = true;
        char& seenAllocation = m_seenAllocations[static_cast<size_t>(buffer.allocation)];
        if (!seenAllocation) {
            seenAllocation = 1;
            ++m_seenAllocationCount;
        }
        switch (event.kind) {
        case xla::HeapSimulatorTrace::Event::ALLOC:
            ++m_records.buffers[static_cast<size_t>(root(record))].ref;
            increase(record, i, true);
            break;
        case xla::HeapSimulatorTrace::Event::FREE: {
            const int rootRecord = root(record);
            const qint64 references = --m_records.buffers[static_cast<size_t>(rootRecord)].ref;
            if (references < 0) {
                m_error = MemoryViewerText::tr("Buffer %1is freed multiple times.").arg(buffer.id());
                return false;
            }
            if (references == 0 && !decrease(rootRecord, i))
                return false;
            // A sharer's own span ends at its FREE.
            if (buffer.hasSpan() && buffer.canonical >= 0)
                buffer.spanEnd = i;
            break;
        }
        case xla::HeapSimulatorTrace::Event::SHARE_WITH: {
            const int target = m_records.recordOf(event.shareWithCanonicalId);
            if (target < 0) {
                m_warnings.add(UnknownShareTarget,
                    MemoryViewerText::tr(
                        "Heap-simulator event %1 shares logical buffer %2 with unknown buffer %3; the event is "
                        "ignored.")
                        .arg(i)
                        .arg(buffer.id())
                        .arg(event.shareWithCanonicalId));
                continue;
            }
            const int targetRoot = rootUnlessThrough(target, record);
            if (targetRoot < 0) {
                m_warnings.add(ShareCycle,
                    MemoryViewerText::tr(
                        "Heap-simulator event %1 would make logical buffer %2 share with itself; the event is "
                        "ignored.")
                        .arg(i)
                        .arg(buffer.id()));
                continue;
            }
            buffer.canonical = target;
            const qint64 references = ++m_records.buffers[static_cast<size_t>(targetRoot)].ref;
            if (references == 1) {
                // The root's memory was free and is reused: it shows under the sharer's name.
                m_displayAssignments.push_back({ targetRoot, record, i });
                buffer.spanStart = i;
                buffer.spanEnd = m_eventCount - 1;
                increase(targetRoot, i, false);
            }
            break;
        }
        default:
            m_error = MemoryViewerText::tr("Unhandled event kind: %1").arg(event.kind);
            return false;
        }
    }
    m_heapTimeline.push_back(m_heap);
    m_unpaddedTimeline.push_back(m_unpaddedHeap);
    m_nameTimeline.push_back(-1);
    if (m_seenAllocationCount != 1) {
        m_error = MemoryViewerText::tr("All heap simulation should work out of a single buffer allocation, actual "
                                       "seen_buffer_allocations.size():%1")
                      .arg(m_seenAllocationCount);
        return false;
    }
    return true;
}

void HeapSimulation::releaseTimelines()
{
    m_increases = {};
    m_displayAssignments = {};
    m_heapTimeline = {};
    m_unpaddedTimeline = {};
    m_nameTimeline = {};
}

std::vector<int> HeapSimulation::liveAtPeak() const
{
    std::unordered_map<int, int> displayOf;
    for (const DisplayAssignment& assignment : m_displayAssignments) {
        if (assignment.event > m_peakPosition)
            break;
        displayOf[assignment.root] = assignment.sharer;
    }
    std::vector<int> live;
    for (int entry = 0; entry <= m_peakIncrease; ++entry) {
        const Increase& increase = m_increases[static_cast<size_t>(entry)];
        if (increase.removedAt <= m_peakPosition)
            continue;
        const auto display = displayOf.find(increase.record);
        live.push_back(display == displayOf.end() ? increase.record : display->second);
    }
    return live;
}

} // namespace memscope::memoryviewer::analysis
