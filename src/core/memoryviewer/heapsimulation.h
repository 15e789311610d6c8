// SPDX-License-Identifier: Apache-2.0
#pragma once

// XProf's heap simulation over one heap-simulator trace (spec memory-viewer.md
// §2.5, §2.6): which trace to simulate, the heap size after every event, the
// peak, and the buffers live at the peak. Internal to src/core/memoryviewer.
//
// XProf keeps an ordered "live" list and copies it at every new peak; that is
// quadratic, so this simulation logs each increase with the event that removed
// it and rebuilds the live list at the peak once, which gives the same list.

#include "core/memoryviewer/records.h"

#include <QString>
#include <atomic>
#include <vector>

namespace memscope::memoryviewer::analysis {

// §2.5: the trace of the first non-indefinite allocation of `color` that has one,
// else the trace with the most events on buffers of that colour; -1 when none.
int chooseTrace(const Records& records, qint64 color, WarningLog& warnings);

class HeapSimulation
{
public:
    // Updates the records' spans, sharing links and reference counts as it runs.
    HeapSimulation(Records& records, WarningLog& warnings, const std::atomic_bool* cancel);

    // false when XProf would fail the conversion (error() says why) or when cancelled (error() empty).
    bool run(int traceId);
    const QString& error() const { return m_error; }

    qint64 peakBytes() const { return m_peak; }
    qint64 peakUnpaddedBytes() const { return m_peakUnpadded; }
    int peakPosition() const { return m_peakPosition; } // event index of the peak

    // Heap bytes before each event and after the last (N + 1 points), and each
    // event's instruction name (an index into HloRows::eventNames; -1 for the last point).
    const std::vector<qint64>& heapTimeline() const { return m_heapTimeline; }
    const std::vector<qint64>& unpaddedTimeline() const { return m_unpaddedTimeline; }
    const std::vector<int>& nameTimeline() const { return m_nameTimeline; }

    // The records live at the peak, in program order, each shown under its current sharer's name.
    std::vector<int> liveAtPeak() const;

    // Frees the timelines and the increases once the result holds what it needs of
    // them (tens of MB on a big module), before the timeline's blocks are built.
    void releaseTimelines();

private:
    // One "append to live" of XProf's simulation.
    struct Increase
    {
        int record;
        int previousOfRecord; // the record's earlier live increase, -1 when none
        int removedAt; // event index of the removal, INT_MAX while live
    };

    // A freed root reused by a sharer from `event` on shows under the sharer's name.
    struct DisplayAssignment
    {
        int root;
        int sharer;
        int event;
    };

    bool cancelled() const { return m_cancel && m_cancel->load(std::memory_order_relaxed); }
    int root(int record) const;
    int rootUnlessThrough(int target, int sharer) const;
    void increase(int record, int event, bool setSpan);
    bool decrease(int record, int event);

    Records& m_records;
    WarningLog& m_warnings;
    const std::atomic_bool* m_cancel;
    QString m_error;

    qint64 m_heap = 0;
    qint64 m_unpaddedHeap = 0;
    qint64 m_peak = 0;
    qint64 m_peakUnpadded = 0;
    int m_peakPosition = 0;
    int m_peakIncrease = -1; // the increase that set the peak
    int m_eventCount = 0;
    std::vector<Increase> m_increases;
    std::vector<DisplayAssignment> m_displayAssignments;
    std::vector<qint64> m_heapTimeline;
    std::vector<qint64> m_unpaddedTimeline;
    std::vector<int> m_nameTimeline;
    std::vector<char> m_seenAllocations;
    int m_seenAllocationCount = 0;
};

} // namespace memscope::memoryviewer::analysis
