// SPDX-License-Identifier: Apache-2.0
#include "core/memoryprofile/eventscan.h"

#include "core/grouping/eventgroups.h"
#include "core/util/saturating.h"
#include "xplane.pb.h"

#include <QCoreApplication>
#include <cmath>
#include <limits>
#include <unordered_map>

namespace memscope::memoryprofile {

namespace {

    using tensorflow::profiler::XEvent;
    using tensorflow::profiler::XLine;
    using tensorflow::profiler::XPlane;
    using tensorflow::profiler::XSpace;
    using tensorflow::profiler::XStat;

    const char kHostPlaneName[] = "/host:CPU";

    enum class EventKind : quint8
    {
        Other,
        Allocation,
        Deallocation
    };

    // The stats of XProf's StatType table that the Memory Profile reads.
    enum class StatKind : quint8
    {
        Ignored,
        IndexOnHost,
        DeviceOrdinal,
        AllocatorName,
        BytesReserved,
        BytesAllocated,
        BytesAvailable,
        Fragmentation,
        PeakBytesInUse,
        RequestedBytes,
        AllocationBytes,
        Address,
        TfOp,
        GroupId,
        RegionType,
        DataType,
        Shape,
    };

    StatKind statKindForName(const std::string& name)
    {
        static const std::unordered_map<std::string, StatKind> kinds = {
            { "index_on_host", StatKind::IndexOnHost },
            { "device_ordinal", StatKind::DeviceOrdinal },
            { "allocator_name", StatKind::AllocatorName },
            { "bytes_reserved", StatKind::BytesReserved },
            { "bytes_allocated", StatKind::BytesAllocated },
            { "bytes_available", StatKind::BytesAvailable },
            { "fragmentation", StatKind::Fragmentation },
            { "peak_bytes_in_use", StatKind::PeakBytesInUse },
            { "requested_bytes", StatKind::RequestedBytes },
            { "allocation_bytes", StatKind::AllocationBytes },
            { "addr", StatKind::Address },
            { "tf_op", StatKind::TfOp },
            { "group_id", StatKind::GroupId },
            { "region_type", StatKind::RegionType },
            { "data_type", StatKind::DataType },
            { "shape", StatKind::Shape },
        };
        const auto found = kinds.find(name);
        return found == kinds.end() ? StatKind::Ignored : found->second;
    }

    // Metadata ids are per plane; most writers number them densely from 1, the
    // /host:metadata plane uses 64-bit hashes. A vector serves the dense case.
    template <typename Kind> class IdMap
    {
    public:
        void set(qint64 id, Kind kind)
        {
            if (id >= 0 && id < kDenseLimit) {
                if (static_cast<size_t>(id) >= m_dense.size())
                    m_dense.resize(static_cast<size_t>(id) + 1, Kind {});
                m_dense[static_cast<size_t>(id)] = kind;
            } else {
                m_sparse[id] = kind;
            }
        }
        Kind get(qint64 id) const
        {
            if (id >= 0 && static_cast<size_t>(id) < m_dense.size())
                return m_dense[static_cast<size_t>(id)];
            const auto found = m_sparse.find(id);
            return found == m_sparse.end() ? Kind {} : found->second;
        }

    private:
        static constexpr qint64 kDenseLimit = 1 << 16;
        std::vector<Kind> m_dense;
        std::unordered_map<qint64, Kind> m_sparse;
    };

    // Integers may be written as int64 or uint64 (XProf reads int64 only, so a
    // uint64 value would silently become 0 there).
    qint64 integerValue(const XStat& stat)
    {
        switch (stat.value_case()) {
        case XStat::kInt64Value:
            return stat.int64_value();
        case XStat::kUint64Value:
            return static_cast<qint64>(stat.uint64_value());
        case XStat::kDoubleValue:
            return saturatingInteger(stat.double_value());
        default:
            return 0;
        }
    }

    double doubleValue(const XStat& stat)
    {
        switch (stat.value_case()) {
        case XStat::kDoubleValue:
            return stat.double_value();
        case XStat::kInt64Value:
            return static_cast<double>(stat.int64_value());
        case XStat::kUint64Value:
            return static_cast<double>(stat.uint64_value());
        default:
            return 0;
        }
    }

    bool isMemoryEventName(const std::string& name)
    {
        return name == "MemoryAllocation" || name == "MemoryDeallocation";
    }

    // Per-plane lookups: event and stat kinds by metadata id, ref strings by id.
    class PlaneReader
    {
    public:
        PlaneReader(const XPlane& plane, StringTable& strings)
            : m_plane(plane)
            , m_strings(strings)
        {
            for (const auto& [id, metadata] : plane.event_metadata()) {
                if (metadata.name() == "MemoryAllocation")
                    m_events.set(id, EventKind::Allocation);
                else if (metadata.name() == "MemoryDeallocation")
                    m_events.set(id, EventKind::Deallocation);
            }
            for (const auto& [id, metadata] : plane.stat_metadata())
                m_stats.set(id, statKindForName(metadata.name()));
        }

        EventKind eventKind(const XEvent& event) const { return m_events.get(event.metadata_id()); }
        StatKind statKind(const XStat& stat) const { return m_stats.get(stat.metadata_id()); }

        // XProf's StrOrRefValue: str_value, or the name of the stat metadata a ref_value points to.
        const std::string& rawString(const XStat& stat) const
        {
            static const std::string empty;
            if (stat.value_case() == XStat::kStrValue)
                return stat.str_value();
            if (stat.value_case() != XStat::kRefValue)
                return empty;
            const auto metadata = m_plane.stat_metadata().find(static_cast<qint64>(stat.ref_value()));
            return metadata == m_plane.stat_metadata().end() ? empty : metadata->second.name();
        }

        // rawString() interned; ref values are looked up once per plane.
        StringId stringValue(const XStat& stat)
        {
            if (stat.value_case() == XStat::kStrValue)
                return m_strings.intern(stat.str_value());
            if (stat.value_case() != XStat::kRefValue)
                return 0;
            const auto cached = m_refs.find(stat.ref_value());
            if (cached != m_refs.end())
                return cached->second;
            const StringId id = m_strings.intern(rawString(stat));
            m_refs.emplace(stat.ref_value(), id);
            return id;
        }

    private:
        const XPlane& m_plane;
        StringTable& m_strings;
        IdMap<EventKind> m_events;
        IdMap<StatKind> m_stats;
        std::unordered_map<quint64, StringId> m_refs;
    };

} // namespace

qint64 absoluteTimePs(qint64 timestampNs, qint64 originNs, qint64 offsetPs)
{
    qint64 result = 0;
    if (__builtin_sub_overflow(timestampNs, originNs, &result) || __builtin_mul_overflow(result, qint64(1000), &result)
        || __builtin_add_overflow(result, offsetPs, &result))
        return timestampNs < originNs ? std::numeric_limits<qint64>::min() : std::numeric_limits<qint64>::max();
    return result;
}

EventScanner::EventScanner(StringTable& strings, const std::atomic_bool* cancel)
    : m_strings(strings)
    , m_cancel(cancel)
{
}

bool EventScanner::earliestMemoryLine(const XSpace& space, qint64* timestampNs)
{
    bool found = false;
    for (const XPlane& plane : space.planes()) {
        if (plane.name() != kHostPlaneName)
            continue;
        IdMap<bool> memoryEvents;
        bool planeHasMemoryEvents = false;
        for (const auto& [id, metadata] : plane.event_metadata()) {
            if (isMemoryEventName(metadata.name())) {
                memoryEvents.set(id, true);
                planeHasMemoryEvents = true;
            }
        }
        if (!planeHasMemoryEvents)
            continue;
        for (const XLine& line : plane.lines()) {
            if (found && line.timestamp_ns() >= *timestampNs)
                continue;
            for (const XEvent& event : line.events()) {
                if (memoryEvents.get(event.metadata_id())) {
                    *timestampNs = line.timestamp_ns();
                    found = true;
                    break;
                }
            }
        }
    }
    return found;
}

bool EventScanner::scan(const XSpace& space, int hostIndex, qint64 originNs, std::vector<ScannedAllocator>& out,
    QStringList& warnings, const grouping::EventGroups* groups)
{
    std::unordered_map<std::string, size_t> allocatorIndex;
    std::string memoryId;
    int aggregatedEvents = 0;
    size_t eventsSinceCancelCheck = 0;
    int planeIndex = -1;
    for (const XPlane& plane : space.planes()) {
        ++planeIndex;
        if (plane.name() != kHostPlaneName)
            continue;
        PlaneReader reader(plane, m_strings);
        // Reserving room for every memory event of the plane in each new
        // allocator's list spares the copies of growing millions of snapshots;
        // pages never written stay virtual.
        size_t planeEvents = 0;
        for (const XLine& line : plane.lines()) {
            for (const XEvent& event : line.events())
                planeEvents += reader.eventKind(event) != EventKind::Other;
        }
        int lineIndex = -1;
        for (const XLine& line : plane.lines()) {
            const grouping::LineGroups lineGroups
                = groups ? groups->lineGroups(planeIndex, ++lineIndex) : grouping::LineGroups();
            int eventIndex = -1;
            for (const XEvent& event : line.events()) {
                ++eventIndex;
                const EventKind kind = reader.eventKind(event);
                if (kind == EventKind::Other)
                    continue;
                if (++eventsSinceCancelCheck == 65536) {
                    eventsSinceCancelCheck = 0;
                    if (m_cancel && m_cancel->load(std::memory_order_relaxed))
                        return false;
                }
                if (event.data_case() == XEvent::kNumOccurrences) {
                    ++aggregatedEvents; // an aggregated plane has no times to place the event at
                    continue;
                }
                Snapshot snapshot;
                snapshot.activity = kind == EventKind::Allocation ? Activity::Allocation : Activity::Deallocation;
                snapshot.timePs = absoluteTimePs(line.timestamp_ns(), originNs, event.offset_ps());
                snapshot.stepId = -1;
                bool hasGroupId = false;
                memoryId.clear();
                for (const XStat& stat : event.stats()) {
                    switch (reader.statKind(stat)) {
                    case StatKind::Ignored:
                        break;
                    case StatKind::IndexOnHost:
                    case StatKind::DeviceOrdinal:
                        memoryId = std::to_string(integerValue(stat));
                        break;
                    case StatKind::AllocatorName:
                        memoryId = reader.rawString(stat);
                        break;
                    case StatKind::BytesReserved:
                        snapshot.stackBytes = integerValue(stat);
                        break;
                    case StatKind::BytesAllocated:
                        snapshot.heapBytes = integerValue(stat);
                        break;
                    case StatKind::BytesAvailable:
                        snapshot.freeBytes = integerValue(stat);
                        break;
                    case StatKind::Fragmentation: {
                        // NaN or infinity says nothing about the heap and would poison the median and the spikes.
                        const double fragmentation = doubleValue(stat);
                        snapshot.fragmentation = std::isfinite(fragmentation) ? fragmentation : 0.0;
                        break;
                    }
                    case StatKind::PeakBytesInUse:
                        snapshot.peakBytesInUse = integerValue(stat);
                        break;
                    case StatKind::RequestedBytes:
                        snapshot.requestedBytes = integerValue(stat);
                        break;
                    case StatKind::AllocationBytes:
                        snapshot.allocationBytes = integerValue(stat);
                        break;
                    case StatKind::Address:
                        snapshot.address = static_cast<quint64>(integerValue(stat));
                        break;
                    case StatKind::TfOp:
                        snapshot.op = reader.stringValue(stat);
                        break;
                    case StatKind::GroupId:
                        snapshot.stepId = integerValue(stat);
                        hasGroupId = true;
                        break;
                    case StatKind::RegionType:
                        snapshot.region = reader.stringValue(stat);
                        break;
                    case StatKind::DataType:
                        snapshot.dataType = static_cast<qint16>(integerValue(stat));
                        break;
                    case StatKind::Shape:
                        snapshot.shape = reader.stringValue(stat);
                        break;
                    }
                }
                if (!hasGroupId && lineGroups.groupOf(eventIndex) != grouping::kNoGroup) {
                    snapshot.stepId = lineGroups.groupOf(eventIndex);
                    hasGroupId = true;
                }
                auto [position, inserted] = allocatorIndex.try_emplace(memoryId, out.size());
                if (inserted) {
                    out.push_back({});
                    out.back().snapshots.reserve(planeEvents);
                    out.back().memoryId = memoryId;
                    out.back().hostIndex = hostIndex;
                }
                ScannedAllocator& allocator = out[position->second];
                allocator.hasStepMarkers = allocator.hasStepMarkers || hasGroupId;
                allocator.lastPeakBytesInUse = snapshot.peakBytesInUse;
                allocator.snapshots.push_back(snapshot);
            }
        }
    }
    if (aggregatedEvents > 0) {
        warnings << QCoreApplication::translate(
            "memscope::memoryprofile", "Aggregated memory events without a time were skipped: %1.")
                        .arg(aggregatedEvents);
    }
    return true;
}

} // namespace memscope::memoryprofile
