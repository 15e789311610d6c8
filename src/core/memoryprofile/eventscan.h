// SPDX-License-Identifier: Apache-2.0
#pragma once

// Reading MemoryAllocation / MemoryDeallocation events out of /host:CPU
// planes into flat snapshots, one list per allocator (spec A.2-A.4), straight
// from the serialized XSpace: no plane is parsed into messages, stat ids are
// resolved once per plane, and an event costs no heap allocation.

#include "core/memoryprofile/memoryprofile.h"

#include <QByteArrayView>
#include <string>

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

// One serialized XSpace to read: its bytes, and whether they are a read-only
// file mapping whose pages the scan may give back behind it.
struct SpaceBytes
{
    QByteArrayView data;
    bool mapped = false;
};

// Whether a plane of the XSpace declares a group_id stat (grouping::isGrouped, on the wire).
bool declaresGroupIds(QByteArrayView space);

// XProf's GenerateHloModules (A.7): the "XLA Modules" lines of TPU planes, on `originNs`.
std::vector<HloModuleSpan> hloModuleSpans(QByteArrayView space, qint64 originNs);

class EventScanner
{
public:
    EventScanner(StringTable& strings, const std::atomic_bool* cancel);

    // The earliest timestamp_ns of a /host:CPU line that holds memory events;
    // false when there is none (or the data is damaged: scan() says where).
    static bool earliestMemoryLine(QByteArrayView space, qint64* timestampNs);

    // Appends the host's allocators to `out`; false when cancelled or when the
    // data is damaged (then *error says where, by byte offset in `space`). An
    // event without a group_id stat takes its group from `groups` (XProf
    // groups events before the scan), when given.
    bool scan(const SpaceBytes& space, int hostIndex, qint64 originNs, std::vector<ScannedAllocator>& out,
        QStringList& warnings, QString* error, const grouping::EventGroups* groups = nullptr);

private:
    StringTable& m_strings;
    const std::atomic_bool* m_cancel;
};

} // namespace memscope::memoryprofile
