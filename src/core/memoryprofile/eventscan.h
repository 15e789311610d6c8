// SPDX-License-Identifier: Apache-2.0
#pragma once

// Reading MemoryAllocation / MemoryDeallocation events out of /host:CPU
// planes into flat snapshots, one list per allocator (spec A.2-A.4).

#include "core/memoryprofile/memoryprofile.h"

#include <string>

namespace tensorflow::profiler {
class XSpace;
}
namespace memscope::grouping {
class EventGroups;
}

namespace memscope::memoryprofile {

// An allocator's events in file order (plane, line, event), before any post-processing.
struct ScannedAllocator
{
    std::string memoryId;
    int hostIndex = 0;
    std::vector<Snapshot> snapshots;
    bool hasStepMarkers = false;
    qint64 lastPeakBytesInUse = 0; // XProf's "lifetime peak": the value of the last event in file order
};

// `(timestampNs - originNs) * 1000 + offsetPs`: XEvent offsets are relative to
// their line, so lines with different timestamps only align this way.
// Saturates instead of overflowing.
qint64 absoluteTimePs(qint64 timestampNs, qint64 originNs, qint64 offsetPs);

class EventScanner
{
public:
    EventScanner(StringTable& strings, const std::atomic_bool* cancel);

    // The earliest timestamp_ns of a /host:CPU line that holds memory events; false when there is none.
    static bool earliestMemoryLine(const tensorflow::profiler::XSpace& space, qint64* timestampNs);

    // Appends the host's allocators to `out`; false when cancelled. An event without a group_id
    // stat takes its group from `groups` (XProf groups events before the scan), when given.
    bool scan(const tensorflow::profiler::XSpace& space, int hostIndex, qint64 originNs,
        std::vector<ScannedAllocator>& out, QStringList& warnings, const grouping::EventGroups* groups = nullptr);

private:
    StringTable& m_strings;
    const std::atomic_bool* m_cancel;
};

} // namespace memscope::memoryprofile
