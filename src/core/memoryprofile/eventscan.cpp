// SPDX-License-Identifier: Apache-2.0
#include "core/memoryprofile/eventscan.h"

#include "core/format/slicestream.h"
#include "core/format/wire.h"
#include "core/grouping/eventgroups.h"
#include "core/trace/wirefields.h"
#include "core/util/saturating.h"
#include "xplane.pb.h"

#include <QCoreApplication>
#include <cmath>
#include <limits>
#include <unordered_map>

namespace memscope::memoryprofile {

namespace {

    using format::WireField;
    using format::WireType;
    using format::WireWalker;
    using trace::WireStat;

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

    // Field numbers of xplane.proto, as protoc names them.
    using tensorflow::profiler::XEvent;
    using tensorflow::profiler::XLine;
    using tensorflow::profiler::XPlane;
    using tensorflow::profiler::XSpace;
    enum : quint32
    {
        kSpacePlanes = XSpace::kPlanesFieldNumber,
        kPlaneName = XPlane::kNameFieldNumber,
        kPlaneLines = XPlane::kLinesFieldNumber,
        kPlaneEventMetadata = XPlane::kEventMetadataFieldNumber,
        kPlaneStatMetadata = XPlane::kStatMetadataFieldNumber,
        kLineName = XLine::kNameFieldNumber,
        kLineTimestampNs = XLine::kTimestampNsFieldNumber,
        kLineEvents = XLine::kEventsFieldNumber,
        kEventMetadataId = XEvent::kMetadataIdFieldNumber,
        kEventOffsetPs = XEvent::kOffsetPsFieldNumber,
        kEventDurationPs = XEvent::kDurationPsFieldNumber,
        kEventStats = XEvent::kStatsFieldNumber,
        kEventNumOccurrences = XEvent::kNumOccurrencesFieldNumber,
    };

    struct MemoryProfileText
    {
        Q_DECLARE_TR_FUNCTIONS(memscope::memoryprofile)
    };

    // Where the data stops being wire format, as the byte offset in the XSpace.
    struct Damage
    {
        qint64 offset = -1;
        bool any() const { return offset >= 0; }
    };

    // Notes damage unless the walk ended cleanly.
    void check(const WireWalker& walker, WireWalker::Status status, const char* spaceStart, Damage& damage)
    {
        if (status != WireWalker::Status::End && !damage.any())
            damage.offset = walker.data() - spaceStart + walker.position();
    }

    QByteArrayView viewOf(const char* data, const WireField& field)
    {
        return QByteArrayView(data + field.valueOffset, field.length);
    }

    // The top-level fields of one plane that the scans read, in file order.
    struct PlaneFields
    {
        QByteArrayView name; // the last one, as protobuf parses it
        std::vector<QByteArrayView> lines;
        std::vector<QByteArrayView> eventMetadata; // map entries
        std::vector<QByteArrayView> statMetadata;
    };

    PlaneFields readPlane(QByteArrayView plane, bool withLines, const char* spaceStart, Damage& damage)
    {
        PlaneFields fields;
        WireWalker walker(plane.data(), plane.size());
        WireField field;
        WireWalker::Status status;
        while ((status = walker.next(field)) == WireWalker::Status::Field) {
            if (field.type != WireType::LengthDelimited)
                continue;
            if (field.number == kPlaneName)
                fields.name = viewOf(plane.data(), field);
            else if (field.number == kPlaneLines && withLines)
                fields.lines.push_back(viewOf(plane.data(), field));
            else if (field.number == kPlaneEventMetadata)
                fields.eventMetadata.push_back(viewOf(plane.data(), field));
            else if (field.number == kPlaneStatMetadata)
                fields.statMetadata.push_back(viewOf(plane.data(), field));
        }
        check(walker, status, spaceStart, damage);
        return fields;
    }

    // Calls visit(planeIndex, planeBytes) for each plane of the XSpace, in order.
    template <typename Visit> void forEachPlane(QByteArrayView space, Damage& damage, Visit visit)
    {
        WireWalker walker(space.data(), space.size());
        WireField field;
        WireWalker::Status status;
        int planeIndex = -1;
        while ((status = walker.next(field)) == WireWalker::Status::Field) {
            if (field.number == kSpacePlanes && field.type == WireType::LengthDelimited)
                visit(++planeIndex, viewOf(space.data(), field));
        }
        check(walker, status, space.data(), damage);
    }

    // The plane's name, without collecting anything else.
    QByteArrayView planeName(QByteArrayView plane)
    {
        QByteArrayView name;
        WireWalker walker(plane.data(), plane.size());
        WireField field;
        while (walker.next(field) == WireWalker::Status::Field) {
            if (field.number == kPlaneName && field.type == WireType::LengthDelimited)
                name = viewOf(plane.data(), field);
        }
        return name;
    }

    // The fields of an event the scans read; its stats stay on the wire.
    struct EventFields
    {
        qint64 metadataId = 0;
        qint64 offsetPs = 0;
        qint64 durationPs = 0;
        bool aggregated = false; // num_occurrences set (the oneof's last field on the wire)
    };

    // Reads the event; its stats go to `stats` (cleared first) when given.
    void readEvent(QByteArrayView event, EventFields& fields, std::vector<QByteArrayView>* stats,
        const char* spaceStart, Damage& damage)
    {
        fields = {};
        if (stats)
            stats->clear();
        WireWalker walker(event.data(), event.size());
        WireField field;
        WireWalker::Status status;
        while ((status = walker.next(field)) == WireWalker::Status::Field) {
            if (field.type == WireType::Varint) {
                switch (field.number) {
                case kEventMetadataId:
                    fields.metadataId = qint64(field.varint);
                    break;
                case kEventOffsetPs:
                    fields.offsetPs = qint64(field.varint);
                    fields.aggregated = false;
                    break;
                case kEventDurationPs:
                    fields.durationPs = qint64(field.varint);
                    break;
                case kEventNumOccurrences:
                    fields.aggregated = true;
                    break;
                default:
                    break;
                }
            } else if (field.number == kEventStats && field.type == WireType::LengthDelimited && stats) {
                stats->push_back(viewOf(event.data(), field));
            }
        }
        check(walker, status, spaceStart, damage);
    }

    // A line's timestamp and its events, as views.
    struct LineFields
    {
        QByteArrayView name;
        qint64 timestampNs = 0;
        std::vector<QByteArrayView> events;
    };

    // Reads the line into `fields` (its vectors reused). With `onlyNamed`, a
    // line whose name (serializers write it before the events) is another
    // one is left at its first event.
    void readLine(
        QByteArrayView line, LineFields& fields, const char* spaceStart, Damage& damage, QByteArrayView onlyNamed = {})
    {
        fields.name = {};
        fields.timestampNs = 0;
        fields.events.clear();
        WireWalker walker(line.data(), line.size());
        WireField field;
        WireWalker::Status status;
        bool nameSeen = false;
        while ((status = walker.next(field)) == WireWalker::Status::Field) {
            if (field.number == kLineTimestampNs && field.type == WireType::Varint) {
                fields.timestampNs = qint64(field.varint);
            } else if (field.number == kLineName && field.type == WireType::LengthDelimited) {
                fields.name = viewOf(line.data(), field);
                nameSeen = true;
            } else if (field.number == kLineEvents && field.type == WireType::LengthDelimited) {
                if (!onlyNamed.isNull() && nameSeen && fields.name != onlyNamed) {
                    fields.events.clear();
                    return;
                }
                fields.events.push_back(viewOf(line.data(), field));
            }
        }
        check(walker, status, spaceStart, damage);
    }

    // Integers may be written as int64 or uint64 (XProf reads int64 only, so a
    // uint64 value would silently become 0 there).
    qint64 integerValue(const WireStat& stat)
    {
        switch (stat.kind) {
        case WireStat::Kind::Int64:
            return qint64(stat.integer);
        case WireStat::Kind::Uint64:
            return static_cast<qint64>(stat.integer);
        case WireStat::Kind::Double:
            return saturatingInteger(stat.doubleValue);
        default:
            return 0;
        }
    }

    bool isMemoryEventName(QByteArrayView name) { return name == "MemoryAllocation" || name == "MemoryDeallocation"; }

    // Per-plane lookups: event and stat kinds by metadata id, ref strings by id.
    class PlaneReader
    {
    public:
        PlaneReader(const PlaneFields& plane, StringTable& strings)
            : m_strings(strings)
        {
            // Map entries are read in file order, so a repeated key ends with its last value, as protobuf parses it.
            for (QByteArrayView entry : plane.eventMetadata) {
                const trace::MapEntry metadata = trace::readMapEntry(entry.data(), entry.size());
                const QByteArrayView name = trace::metadataName(metadata.value);
                m_events.set(metadata.key,
                    name == "MemoryAllocation"         ? EventKind::Allocation
                        : name == "MemoryDeallocation" ? EventKind::Deallocation
                                                       : EventKind::Other);
            }
            for (QByteArrayView entry : plane.statMetadata) {
                const trace::MapEntry metadata = trace::readMapEntry(entry.data(), entry.size());
                const QByteArrayView name = trace::metadataName(metadata.value);
                m_stats.set(metadata.key, statKindForName(name.toByteArray().toStdString()));
                m_statNames.set(metadata.key, name);
            }
        }

        EventKind eventKind(qint64 metadataId) const { return m_events.get(metadataId); }
        StatKind statKind(const WireStat& stat) const { return m_stats.get(stat.metadataId); }

        // XProf's StrOrRefValue: str_value, or the name of the stat metadata a ref_value points to.
        QByteArrayView rawString(const WireStat& stat) const
        {
            if (stat.kind == WireStat::Kind::String)
                return stat.bytes;
            if (stat.kind != WireStat::Kind::Ref)
                return {};
            return m_statNames.get(static_cast<qint64>(stat.integer));
        }

        // rawString() interned; ref values are looked up once per plane.
        StringId stringValue(const WireStat& stat)
        {
            if (stat.kind == WireStat::Kind::String)
                return m_strings.intern(std::string_view(stat.bytes.data(), size_t(stat.bytes.size())));
            if (stat.kind != WireStat::Kind::Ref)
                return 0;
            const auto cached = m_refs.find(stat.integer);
            if (cached != m_refs.end())
                return cached->second;
            const QByteArrayView name = rawString(stat);
            const StringId id = m_strings.intern(std::string_view(name.data(), size_t(name.size())));
            m_refs.emplace(stat.integer, id);
            return id;
        }

    private:
        StringTable& m_strings;
        IdMap<EventKind> m_events;
        IdMap<StatKind> m_stats;
        IdMap<QByteArrayView> m_statNames;
        std::unordered_map<quint64, StringId> m_refs;
    };

    // Gives the pages of a file mapping back behind a scan that reads it once
    // from start to end: the scan's resident memory is not the file's.
    class PageRelease
    {
    public:
        PageRelease(const char* start, bool enabled)
            : m_released(start)
            , m_enabled(enabled)
        {
        }
        void upTo(const char* position)
        {
            if (m_enabled && position - m_released >= format::kPageReleaseBatch) {
                format::releasePages(m_released, position);
                m_released = position;
            }
        }

    private:
        const char* m_released;
        bool m_enabled;
    };

    const char kHostPlaneName[] = "/host:CPU";

} // namespace

qint64 absoluteTimePs(qint64 timestampNs, qint64 originNs, qint64 offsetPs)
{
    qint64 result = 0;
    if (__builtin_sub_overflow(timestampNs, originNs, &result) || __builtin_mul_overflow(result, qint64(1000), &result)
        || __builtin_add_overflow(result, offsetPs, &result))
        return timestampNs < originNs ? std::numeric_limits<qint64>::min() : std::numeric_limits<qint64>::max();
    return result;
}

bool declaresGroupIds(QByteArrayView space)
{
    bool declared = false;
    Damage damage;
    forEachPlane(space, damage, [&](int, QByteArrayView plane) {
        if (declared)
            return;
        for (QByteArrayView entry : readPlane(plane, false, space.data(), damage).statMetadata) {
            const trace::MapEntry metadata = trace::readMapEntry(entry.data(), entry.size());
            declared = declared || trace::metadataName(metadata.value) == "group_id";
        }
    });
    return declared;
}

std::vector<HloModuleSpan> hloModuleSpans(QByteArrayView space, qint64 originNs)
{
    std::vector<HloModuleSpan> modules;
    const QByteArrayView tpuPrefix("/device:TPU:");
    const QByteArrayView devicePrefix("/device:");
    const QByteArrayView modulesLine("XLA Modules");
    Damage damage; // a damaged plane shows no modules; the scan of the memory events reports it
    LineFields line;
    EventFields event;
    forEachPlane(space, damage, [&](int, QByteArrayView bytes) {
        if (!planeName(bytes).startsWith(tpuPrefix))
            return;
        const PlaneFields plane = readPlane(bytes, true, space.data(), damage);
        const QString name = QString::fromUtf8(plane.name.sliced(devicePrefix.size()));
        IdMap<QByteArrayView> eventNames;
        for (QByteArrayView entry : plane.eventMetadata) {
            const trace::MapEntry metadata = trace::readMapEntry(entry.data(), entry.size());
            eventNames.set(metadata.key, trace::metadataName(metadata.value));
        }
        for (QByteArrayView lineBytes : plane.lines) {
            readLine(lineBytes, line, space.data(), damage, modulesLine);
            if (line.name != modulesLine)
                continue;
            for (QByteArrayView eventBytes : line.events) {
                readEvent(eventBytes, event, nullptr, space.data(), damage);
                HloModuleSpan module;
                module.id = static_cast<qint64>(modules.size());
                module.name = QString::fromUtf8(eventNames.get(event.metadataId));
                module.planeName = name;
                module.startPs = absoluteTimePs(line.timestampNs, originNs, event.aggregated ? 0 : event.offsetPs);
                module.endPs = saturatingAdd(module.startPs, event.durationPs);
                modules.push_back(std::move(module));
            }
        }
    });
    return modules;
}

EventScanner::EventScanner(StringTable& strings, const std::atomic_bool* cancel)
    : m_strings(strings)
    , m_cancel(cancel)
{
}

bool EventScanner::earliestMemoryLine(QByteArrayView space, qint64* timestampNs)
{
    bool found = false;
    Damage damage;
    StringTable unused;
    LineFields line;
    EventFields event;
    forEachPlane(space, damage, [&](int, QByteArrayView bytes) {
        if (planeName(bytes) != kHostPlaneName)
            return;
        const PlaneFields plane = readPlane(bytes, true, space.data(), damage);
        if (std::none_of(plane.eventMetadata.begin(), plane.eventMetadata.end(), [](QByteArrayView entry) {
                return isMemoryEventName(trace::metadataName(trace::readMapEntry(entry.data(), entry.size()).value));
            }))
            return;
        const PlaneReader reader(plane, unused);
        for (QByteArrayView lineBytes : plane.lines) {
            readLine(lineBytes, line, space.data(), damage);
            if (found && line.timestampNs >= *timestampNs)
                continue;
            for (QByteArrayView eventBytes : line.events) {
                readEvent(eventBytes, event, nullptr, space.data(), damage);
                if (reader.eventKind(event.metadataId) != EventKind::Other) {
                    *timestampNs = line.timestampNs;
                    found = true;
                    break;
                }
            }
        }
    });
    return found;
}

bool EventScanner::scan(const SpaceBytes& space, int hostIndex, qint64 originNs, std::vector<ScannedAllocator>& out,
    QStringList& warnings, QString* error, const grouping::EventGroups* groups)
{
    std::unordered_map<std::string, size_t> allocatorIndex;
    std::string memoryId;
    int aggregatedEvents = 0;
    size_t eventsSinceCancelCheck = 0;
    bool cancelled = false;
    Damage damage;
    const char* spaceStart = space.data.data();
    PageRelease release(spaceStart, space.mapped);
    LineFields line;
    EventFields event;
    std::vector<QByteArrayView> stats;
    forEachPlane(space.data, damage, [&](int planeIndex, QByteArrayView bytes) {
        if (cancelled || damage.any() || planeName(bytes) != kHostPlaneName)
            return;
        const PlaneFields plane = readPlane(bytes, true, spaceStart, damage);
        PlaneReader reader(plane, m_strings);
        // Reserving room for every memory event of the plane in each new
        // allocator's list spares the copies of growing millions of snapshots;
        // pages never written stay virtual. Counting them is a walk of the
        // events' first fields.
        size_t planeEvents = 0;
        for (QByteArrayView lineBytes : plane.lines) {
            readLine(lineBytes, line, spaceStart, damage);
            for (QByteArrayView eventBytes : line.events) {
                readEvent(eventBytes, event, nullptr, spaceStart, damage);
                planeEvents += reader.eventKind(event.metadataId) != EventKind::Other;
            }
            release.upTo(lineBytes.data());
        }
        if (damage.any())
            return;
        int lineIndex = -1;
        for (QByteArrayView lineBytes : plane.lines) {
            const grouping::LineGroups lineGroups
                = groups ? groups->lineGroups(planeIndex, ++lineIndex) : grouping::LineGroups();
            readLine(lineBytes, line, spaceStart, damage);
            int eventIndex = -1;
            for (QByteArrayView eventBytes : line.events) {
                ++eventIndex;
                readEvent(eventBytes, event, &stats, spaceStart, damage);
                const EventKind kind = reader.eventKind(event.metadataId);
                if (kind == EventKind::Other)
                    continue;
                if (++eventsSinceCancelCheck == 65536) {
                    eventsSinceCancelCheck = 0;
                    release.upTo(eventBytes.data());
                    if (m_cancel && m_cancel->load(std::memory_order_relaxed)) {
                        cancelled = true;
                        return;
                    }
                }
                if (event.aggregated) {
                    ++aggregatedEvents; // an aggregated plane has no times to place the event at
                    continue;
                }
                Snapshot snapshot;
                snapshot.activity = kind == EventKind::Allocation ? Activity::Allocation : Activity::Deallocation;
                snapshot.timePs = absoluteTimePs(line.timestampNs, originNs, event.offsetPs);
                snapshot.stepId = -1;
                bool hasGroupId = false;
                memoryId.clear();
                for (QByteArrayView statBytes : stats) {
                    const WireStat stat = trace::readStat(statBytes.data(), statBytes.size());
                    switch (reader.statKind(stat)) {
                    case StatKind::Ignored:
                        break;
                    case StatKind::IndexOnHost:
                    case StatKind::DeviceOrdinal:
                        memoryId = std::to_string(integerValue(stat));
                        break;
                    case StatKind::AllocatorName: {
                        const QByteArrayView name = reader.rawString(stat);
                        memoryId.assign(name.data(), size_t(name.size()));
                        break;
                    }
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
                        const double fragmentation = stat.number();
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
        release.upTo(bytes.data() + bytes.size());
    });
    if (cancelled)
        return false;
    if (damage.any()) {
        if (error)
            *error = MemoryProfileText::tr("the memory events are damaged: unreadable data at byte %1 of %2")
                         .arg(damage.offset)
                         .arg(space.data.size());
        return false;
    }
    if (aggregatedEvents > 0)
        warnings
            << MemoryProfileText::tr("Aggregated memory events without a time were skipped: %1.").arg(aggregatedEvents);
    return true;
}

} // namespace memscope::memoryprofile
