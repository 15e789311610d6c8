// SPDX-License-Identifier: Apache-2.0
#pragma once

// Reading MemoryAllocation / MemoryDeallocation events out of /host:CPU
// planes into flat snapshots, one list per allocator (spec A.2-A.4), straight
// from the serialized XSpace: no plane is parsed into messages, stat ids are
// resolved once per plane, an event costs no heap allocation, and the pages
// of a mapped file are given back behind both walks.

#include "core/memoryprofile/memoryprofile.h"

#include <QByteArrayView>
#include <QHash>
#include <functional>
#include <string>
#include <unordered_map>

namespace memscope::grouping {
class EventGroups;
}

namespace memscope::memoryprofile {

// For the details table: a scan of events written elsewhere may meet millions of distinct ones
// (every request a new size), which a node-based table allocates one by one.
size_t qHash(const AllocationDetails& details, size_t seed = 0);

// An allocator's events in file order (plane, line, event), before any post-processing.
struct ScannedAllocator
{
    std::string memoryId;
    int hostIndex = 0;
    std::vector<Snapshot> snapshots; // Snapshot::step indexes stepIds
    std::vector<AllocationDetails> details;
    QHash<AllocationDetails, quint32> detailsIndex; // empty after a join: what is interned then is added
    std::vector<qint64> stepIds; // as read, -1 without group_id
    std::unordered_map<qint64, quint32> stepIndex;
    std::vector<ValueChange> peakBytesInUse; // by index in file order
    bool hasStepMarkers = false;
    // Empty when `snapshots` are in file order; else they are in time order (file order among equal
    // times) and this is each one's index in file order.
    std::vector<int> fileOrder;

    // Indices into `details` and `stepIds`, adding what is new.
    quint32 internDetails(const AllocationDetails& details);
    quint32 internStep(qint64 stepId);
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

// XProf's GenerateHloModules (A.7): the "XLA Modules" lines of TPU planes, on `originNs`.
std::vector<HloModuleSpan> hloModuleSpans(QByteArrayView space, qint64 originNs);

// Where a host's memory events are: the first, light walk of its XSpace.
struct MemoryEventSurvey
{
    struct Line
    {
        qint64 timestampNs = 0; // the line's last timestamp_ns field, as protobuf parses it
        // 0 exactly when the line has none; else how many (to reserve room:
        // events after the first are counted by their first field).
        size_t memoryEvents = 0;
    };
    bool hasMemoryEvents = false;
    qint64 earliestLineNs = 0; // of the lines that hold memory events
    std::vector<Line> lines; // every line of the /host:CPU planes, in file order
};

class EventScanner
{
public:
    // `lineScanned` is told each time a line with memory events is scanned, from the worker threads.
    EventScanner(StringTable& strings, const std::atomic_bool* cancel, std::function<void()> lineScanned = {});

    // Reads no stat: the scan's second walk reads the stats of the lines
    // that hold memory events. Damaged data is left for scan() to report.
    MemoryEventSurvey survey(const SpaceBytes& space) const;

    // Appends the host's allocators to `out`, its lines with memory events
    // scanned at once on the worker pool (parallelFor); false when cancelled or when the
    // data is damaged (then *error says where, by byte offset in `space`). An
    // event without a group_id stat takes its group from `groups` (XProf
    // groups events before the scan), when given.
    bool scan(const SpaceBytes& space, const MemoryEventSurvey& survey, int hostIndex, qint64 originNs,
        std::vector<ScannedAllocator>& out, QStringList& warnings, QString* error,
        const grouping::EventGroups* groups = nullptr);

private:
    StringTable& m_strings;
    const std::atomic_bool* m_cancel;
    std::function<void()> m_lineScanned;
};

} // namespace memscope::memoryprofile
