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
#include <optional>
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

// What a host's /host:CPU planes say of themselves, read without walking a line: how many lines
// a scan walks, and whether any event metadata names a memory event (an ungrouped host without
// one needs no grouping).
struct HostPlanesOutline
{
    int lines = 0;
    bool declaresMemoryEvents = false;
};

class EventScanner
{
public:
    // `lineScanned` is told each time a line is scanned, from the worker threads.
    EventScanner(StringTable& strings, const std::atomic_bool* cancel, std::function<void()> lineScanned = {});

    static HostPlanesOutline outline(const SpaceBytes& space);

    // Appends the host's allocators to `out`, every line of its /host:CPU planes scanned in one walk,
    // the lines at once on the worker pool (parallelFor). Their events are put on the host's own
    // origin, the earliest timestamp_ns of its lines that hold memory events (*originNs; nullopt when
    // none does): a profile of several hosts moves them to the earliest of those, and a host's lines
    // are let go before the next is read. False when cancelled or when the data is damaged (then
    // *error says where, by byte offset in `space`). An event without a group_id stat takes its
    // group from `groups` (XProf groups events before the scan), when given.
    bool scan(const SpaceBytes& space, int hostIndex, std::vector<ScannedAllocator>& out,
        std::optional<qint64>& originNs, QStringList& warnings, QString* error,
        const grouping::EventGroups* groups = nullptr);

private:
    StringTable& m_strings;
    const std::atomic_bool* m_cancel;
    std::function<void()> m_lineScanned;
};

} // namespace memscope::memoryprofile
