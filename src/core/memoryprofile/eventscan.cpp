// SPDX-License-Identifier: Apache-2.0
#include "core/memoryprofile/eventscan.h"

#include "core/format/slicestream.h"
#include "core/format/wire.h"
#include "core/grouping/eventgroups.h"
#include "core/util/hugepages.h"
#include "core/util/saturating.h"
#include "core/util/workers.h"
#include "core/xplane/planevisitor.h"
#include "core/xplane/planewalk.h"
#include "core/xplane/wirefields.h"
#include "xplane.pb.h"

#include <QCoreApplication>
#include <cmath>
#include <limits>
#include <memory>
#include <mutex>
#include <unordered_map>

namespace memscope::memoryprofile {

namespace {

    using format::WireField;
    using format::WireType;
    using format::WireWalker;
    using xplane::EventTiming;
    using xplane::LineEvents;
    using xplane::PlaneFields;
    using xplane::WireDamage;
    using xplane::WireStat;

    enum class EventKind : quint8
    {
        Other,
        Allocation,
        Deallocation
    };

    // Metadata ids are per plane; most writers number them densely from 1, the
    // /host:metadata plane uses 64-bit hashes. A vector serves the dense case.
    template <typename Kind> class IdMap
    {
    public:
        explicit IdMap(Kind missing = Kind {})
            : m_missing(missing)
        {
        }
        void set(qint64 id, Kind kind)
        {
            if (id >= 0 && id < kDenseLimit) {
                if (static_cast<size_t>(id) >= m_dense.size())
                    m_dense.resize(static_cast<size_t>(id) + 1, m_missing);
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
            return found == m_sparse.end() ? m_missing : found->second;
        }

    private:
        static constexpr qint64 kDenseLimit = 1 << 16;
        Kind m_missing;
        std::vector<Kind> m_dense;
        std::unordered_map<qint64, Kind> m_sparse;
    };

    using namespace xplane; // the messages' short names, for their field numbers

    struct MemoryProfileText
    {
        Q_DECLARE_TR_FUNCTIONS(memscope::memoryprofile)
    };

    EventKind eventKindNamed(QByteArrayView name)
    {
        return name == "MemoryAllocation"  ? EventKind::Allocation
            : name == "MemoryDeallocation" ? EventKind::Deallocation
                                           : EventKind::Other;
    }

    // What kind of event each event metadata id of the plane stands for.
    IdMap<EventKind> eventKinds(const PlaneFields& plane)
    {
        IdMap<EventKind> kinds;
        // Map entries are read in file order, so a repeated key ends with its last value, as protobuf parses it.
        for (QByteArrayView entry : plane.eventMetadata) {
            const xplane::MapEntry metadata = xplane::readMapEntry(entry.data(), entry.size());
            kinds.set(metadata.key, eventKindNamed(xplane::metadataName(metadata.value)));
        }
        return kinds;
    }

    // An event's memory id as found on the wire (the last index_on_host,
    // device_ordinal or allocator_name stat), compared without making its text.
    struct MemoryIdKey
    {
        enum Kind : quint8
        {
            None,
            Number,
            Name
        };
        Kind kind = None;
        qint64 number = 0;
        QByteArrayView name;
        bool operator!=(const MemoryIdKey& other) const
        {
            return kind != other.kind || number != other.number || name != other.name;
        }
        void text(std::string& out) const
        {
            if (kind == Number)
                out = std::to_string(number);
            else
                out.assign(name.data(), size_t(name.size()));
        }
    };

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

    // Per-plane lookups, read by the scans of all the plane's lines at once:
    // event and stat kinds by metadata id, stat metadata names.
    class PlaneMetadata
    {
    public:
        explicit PlaneMetadata(const PlaneFields& plane)
            : m_events(eventKinds(plane))
        {
            for (QByteArrayView entry : plane.statMetadata) {
                const xplane::MapEntry metadata = xplane::readMapEntry(entry.data(), entry.size());
                const QByteArrayView name = xplane::metadataName(metadata.value);
                m_stats.set(metadata.key, xplane::statTypeOf(std::string_view(name.data(), size_t(name.size()))));
                m_statNames.set(metadata.key, name);
            }
        }

        EventKind eventKind(qint64 metadataId) const { return m_events.get(metadataId); }
        xplane::StatType statType(const WireStat& stat) const { return m_stats.get(stat.metadataId); }

        // XProf's StrOrRefValue: str_value, or the name of the stat metadata a ref_value points to.
        QByteArrayView rawString(const WireStat& stat) const
        {
            if (stat.kind == WireStat::Kind::String)
                return stat.bytes;
            if (stat.kind != WireStat::Kind::Ref)
                return {};
            return m_statNames.get(static_cast<qint64>(stat.integer));
        }

    private:
        IdMap<EventKind> m_events;
        IdMap<xplane::StatType> m_stats { xplane::StatType::Unknown };
        IdMap<QByteArrayView> m_statNames;
    };

    // The result's string table, shared by the lines scanned at once.
    struct SharedStrings
    {
        StringTable& table;
        std::mutex mutex;
        StringId intern(QByteArrayView text)
        {
            const std::lock_guard lock(mutex);
            return table.intern(std::string_view(text.data(), size_t(text.size())));
        }
    };

    // One line's strings: each ref value and text is looked up in the shared table once.
    class LineStrings
    {
    public:
        explicit LineStrings(SharedStrings& shared)
            : m_shared(shared)
        {
        }

        StringId stringValue(const PlaneMetadata& plane, const WireStat& stat)
        {
            if (stat.kind == WireStat::Kind::String) {
                const std::string_view text(stat.bytes.data(), size_t(stat.bytes.size()));
                if (const auto found = m_texts.find(text); found != m_texts.end())
                    return found->second;
                const StringId id = m_shared.intern(stat.bytes);
                m_texts.emplace(std::string(text), id);
                return id;
            }
            if (stat.kind != WireStat::Kind::Ref)
                return 0;
            const qint64 ref = static_cast<qint64>(stat.integer);
            if (const StringId cached = m_refs.get(ref); cached != kNotInterned)
                return cached;
            const StringId id = m_shared.intern(plane.rawString(stat));
            m_refs.set(ref, id);
            return id;
        }

    private:
        SharedStrings& m_shared;
        static constexpr StringId kNotInterned = std::numeric_limits<StringId>::max();
        IdMap<StringId> m_refs { kNotInterned };
        std::unordered_map<std::string, StringId, Utf8Hash, std::equal_to<>> m_texts;
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

std::vector<HloModuleSpan> hloModuleSpans(QByteArrayView space, qint64 originNs)
{
    std::vector<HloModuleSpan> modules;
    const QByteArrayView tpuPrefix("/device:TPU:");
    const QByteArrayView devicePrefix("/device:");
    const QByteArrayView modulesLine("XLA Modules");
    WireDamage damage; // a damaged plane shows no modules; the scan of the memory events reports it
    LineEvents line;
    EventTiming event;
    xplane::forEachPlane(space, damage, [&](int, QByteArrayView bytes) {
        if (!xplane::planeName(bytes).startsWith(tpuPrefix))
            return true;
        const PlaneFields plane = xplane::readPlaneFields(bytes, true, space.data(), damage);
        const QString name = QString::fromUtf8(plane.name.sliced(devicePrefix.size()));
        IdMap<QByteArrayView> eventNames;
        for (QByteArrayView entry : plane.eventMetadata) {
            const xplane::MapEntry metadata = xplane::readMapEntry(entry.data(), entry.size());
            eventNames.set(metadata.key, xplane::metadataName(metadata.value));
        }
        for (QByteArrayView lineBytes : plane.lines) {
            xplane::readLineEvents(lineBytes, line, space.data(), damage, modulesLine);
            if (line.name != modulesLine)
                continue;
            for (QByteArrayView eventBytes : line.events) {
                xplane::readEventTiming(eventBytes, event, nullptr, space.data(), damage);
                HloModuleSpan module;
                module.id = static_cast<qint64>(modules.size());
                module.name = QString::fromUtf8(eventNames.get(event.metadataId));
                module.planeName = name;
                module.startPs = absoluteTimePs(line.timestampNs, originNs, event.aggregated ? 0 : event.offsetPs);
                module.endPs = saturatingAdd(module.startPs, event.durationPs);
                modules.push_back(std::move(module));
            }
        }
        return true;
    });
    return modules;
}

size_t qHash(const AllocationDetails& details, size_t seed)
{
    return qHashMulti(seed, details.requestedBytes, details.allocationBytes, details.op, details.region, details.shape,
        details.dataType);
}

quint32 ScannedAllocator::internStep(qint64 stepId)
{
    // Events come step after step: the previous event's step is the likely one.
    if (!snapshots.empty() && stepIds[snapshots.back().step] == stepId)
        return snapshots.back().step;
    const auto [position, inserted] = stepIndex.try_emplace(stepId, static_cast<quint32>(stepIds.size()));
    if (inserted)
        stepIds.push_back(stepId);
    return position->second;
}

quint32 ScannedAllocator::internDetails(const AllocationDetails& wanted)
{
    if (const auto found = detailsIndex.constFind(wanted); found != detailsIndex.constEnd())
        return *found;
    const auto index = static_cast<quint32>(details.size());
    detailsIndex.insert(wanted, index);
    details.push_back(wanted);
    return index;
}

namespace {

    // One /host:CPU line, scanned on its own (the lines of a host are scanned at once), into
    // allocators of its own whose snapshots' times are the events' offsets on the line until
    // placeOnOrigin.
    struct LineScan
    {
        const PlaneMetadata* plane = nullptr;
        QByteArrayView bytes;
        grouping::LineGroups groups;
        qint64 timestampNs = 0; // the line's last timestamp_ns field, as protobuf parses it
        bool hasMemoryEvents = false; // aggregated ones too
        std::vector<ScannedAllocator> allocators; // in order of appearance
        int aggregatedEvents = 0;
        WireDamage damage;
        bool cancelled = false;
    };

    // Appends to a line's snapshots of one allocator, whose number is known only when the line is
    // read: once the first few thousand are in, the room is what they make of the line read so far,
    // extrapolated to the whole line with half more (a line's first events may be larger: a tenth
    // more was too little on the generator's), so the snapshots are copied about once. The room is
    // at least twice the room before, and no more than the rest of the line could hold or 256 MiB
    // ahead of what is written (events crowded at a long line's start would ask for gigabytes).
    // The room never written costs no memory.
    void append(std::vector<Snapshot>& snapshots, const Snapshot& snapshot, qint64 lineRead, qint64 lineSize)
    {
        if (snapshots.size() == snapshots.capacity()) {
            constexpr size_t kFirstRoom = 4096;
            constexpr double kSmallestEventBytes = 4; // a field header and a metadata id
            constexpr double kMostAhead = double(256 << 20) / sizeof(Snapshot);
            size_t room = kFirstRoom;
            if (!snapshots.empty()) {
                const double written = double(snapshots.size());
                const double extrapolated = 1.5 * written * double(lineSize) / double(lineRead);
                const double mostLeft
                    = written + double(std::max<qint64>(lineSize - lineRead, 0)) / kSmallestEventBytes;
                room = std::max(
                    2 * snapshots.capacity(), size_t(std::min({ extrapolated, mostLeft, written + kMostAhead })));
            }
            reserveOnHugePages(snapshots, room);
        }
        snapshots.push_back(snapshot);
    }

    void scanLine(
        LineScan& line, SharedStrings& shared, const char* spaceStart, bool mapped, const std::atomic_bool* cancel)
    {
        const PlaneMetadata& plane = *line.plane;
        LineStrings strings(shared);
        format::PageRelease release(line.bytes.data(), mapped);
        std::unordered_map<std::string, size_t> allocatorIndex;
        std::string memoryId;
        EventTiming event;
        std::vector<QByteArrayView> stats;
        size_t eventsSinceCancelCheck = 0;
        // The memory id of the previous event, to find its allocator without a look-up.
        MemoryIdKey previousKey;
        size_t previousAllocator = 0;
        int eventIndex = -1;
        xplane::forEachEvent(line.bytes, &line.timestampNs, spaceStart, line.damage, [&](QByteArrayView eventBytes) {
            ++eventIndex;
            release.upTo(eventBytes.data());
            xplane::readEventTiming(eventBytes, event, &stats, spaceStart, line.damage);
            const EventKind kind = plane.eventKind(event.metadataId);
            if (kind == EventKind::Other)
                return true;
            line.hasMemoryEvents = true;
            if (++eventsSinceCancelCheck == 65536) {
                eventsSinceCancelCheck = 0;
                if (cancel && cancel->load(std::memory_order_relaxed)) {
                    line.cancelled = true;
                    return false;
                }
            }
            if (event.aggregated) {
                ++line.aggregatedEvents; // an aggregated plane has no times to place the event at
                return true;
            }
            Snapshot snapshot;
            snapshot.activity = kind == EventKind::Allocation ? Activity::Allocation : Activity::Deallocation;
            snapshot.timePs = event.offsetPs; // on the host's origin once its lines are scanned (placeOnOrigin)
            AllocationDetails details;
            qint64 peakBytesInUse = 0;
            qint64 stepId = -1;
            bool hasGroupId = false;
            MemoryIdKey key;
            for (QByteArrayView statBytes : stats) {
                const WireStat stat = xplane::readStat(statBytes.data(), statBytes.size());
                switch (plane.statType(stat)) {
                case xplane::StatType::IndexOnHost:
                case xplane::StatType::DeviceOrdinal:
                    key = { MemoryIdKey::Number, integerValue(stat), {} };
                    break;
                case xplane::StatType::AllocatorName:
                    key = { MemoryIdKey::Name, 0, plane.rawString(stat) };
                    break;
                case xplane::StatType::BytesReserved:
                    snapshot.stackBytes = integerValue(stat);
                    break;
                case xplane::StatType::BytesAllocated:
                    snapshot.heapBytes = integerValue(stat);
                    break;
                case xplane::StatType::BytesAvailable:
                    snapshot.freeBytes = integerValue(stat);
                    break;
                case xplane::StatType::Fragmentation: {
                    // NaN or infinity says nothing about the heap and would poison the median and the spikes.
                    const double fragmentation = stat.number();
                    snapshot.fragmentation = std::isfinite(fragmentation) ? fragmentation : 0.0;
                    break;
                }
                case xplane::StatType::PeakBytesInUse:
                    peakBytesInUse = integerValue(stat);
                    break;
                case xplane::StatType::RequestedBytes:
                    details.requestedBytes = integerValue(stat);
                    break;
                case xplane::StatType::AllocationBytes:
                    details.allocationBytes = integerValue(stat);
                    break;
                case xplane::StatType::Address:
                    snapshot.address = static_cast<quint64>(integerValue(stat));
                    break;
                case xplane::StatType::TfOp:
                    details.op = strings.stringValue(plane, stat);
                    break;
                case xplane::StatType::GroupId:
                    stepId = integerValue(stat);
                    hasGroupId = true;
                    break;
                case xplane::StatType::RegionType:
                    details.region = strings.stringValue(plane, stat);
                    break;
                case xplane::StatType::DataType:
                    details.dataType = static_cast<qint16>(integerValue(stat));
                    break;
                case xplane::StatType::Shape:
                    details.shape = strings.stringValue(plane, stat);
                    break;
                default: // a stat the Memory Profile does not read
                    break;
                }
            }
            if (!hasGroupId && line.groups.groupOf(eventIndex) != grouping::kNoGroup) {
                stepId = line.groups.groupOf(eventIndex);
                hasGroupId = true;
            }
            if (line.allocators.empty() || key != previousKey) {
                key.text(memoryId);
                auto [position, inserted] = allocatorIndex.try_emplace(memoryId, line.allocators.size());
                if (inserted) {
                    line.allocators.push_back({});
                    line.allocators.back().memoryId = memoryId;
                }
                previousKey = key;
                previousAllocator = position->second;
            }
            ScannedAllocator& allocator = line.allocators[previousAllocator];
            allocator.hasStepMarkers = allocator.hasStepMarkers || hasGroupId;
            snapshot.details = allocator.internDetails(details);
            snapshot.step = allocator.internStep(stepId);
            if (allocator.peakBytesInUse.empty() || allocator.peakBytesInUse.back().value != peakBytesInUse)
                allocator.peakBytesInUse.push_back({ static_cast<int>(allocator.snapshots.size()), peakBytesInUse });
            append(allocator.snapshots, snapshot, qint64(eventBytes.data() + eventBytes.size() - line.bytes.data()),
                line.bytes.size());
            return true;
        });
        release.upTo(line.bytes.data() + line.bytes.size());
    }

    // Joins an allocator's events from several lines (`parts`, in file order) into `to`: the parts'
    // details tables follow each other (a detail two lines share is in the table twice; only its
    // values are ever read, and re-interning millions of distinct ones cost more than the merge),
    // their steps are interned. When every part is in time
    // order (as profilers write a thread's events) the parts are merged by time, file order among
    // equal times, and `to.fileOrder` says where each came from: the analysis's time sort then has
    // nothing left to do, and no snapshot is copied twice or moved at random.
    void joinParts(ScannedAllocator& to, std::vector<ScannedAllocator*>& parts)
    {
        struct Part
        {
            const std::vector<Snapshot>* snapshots = nullptr;
            quint32 firstDetail = 0; // where its details table starts in `to.details`
            std::vector<quint32> steps;
            int firstInFile = 0; // the file-order index of its first snapshot
            size_t next = 0;
        };
        std::vector<Part> mapped(parts.size());
        size_t total = 0;
        bool inTimeOrder = true;
        for (size_t i = 0; i < parts.size(); ++i) {
            ScannedAllocator& from = *parts[i];
            Part& part = mapped[i];
            part.snapshots = &from.snapshots;
            part.firstInFile = static_cast<int>(total);
            part.firstDetail = static_cast<quint32>(to.details.size());
            to.details.insert(to.details.end(), from.details.begin(), from.details.end());
            part.steps.resize(from.stepIds.size());
            for (size_t step = 0; step < part.steps.size(); ++step)
                part.steps[step] = to.internStep(from.stepIds[step]);
            for (const ValueChange& change : from.peakBytesInUse) {
                if (to.peakBytesInUse.empty() || to.peakBytesInUse.back().value != change.value)
                    to.peakBytesInUse.push_back({ change.firstSnapshot + part.firstInFile, change.value });
            }
            to.hasStepMarkers = to.hasStepMarkers || from.hasStepMarkers;
            total += from.snapshots.size();
            inTimeOrder = inTimeOrder
                && std::is_sorted(from.snapshots.begin(), from.snapshots.end(),
                    [](const Snapshot& a, const Snapshot& b) { return a.timePs < b.timePs; });
        }
        reserveOnHugePages(to.snapshots, total);
        const auto take = [&](Part& part) {
            Snapshot snapshot = (*part.snapshots)[part.next];
            snapshot.details += part.firstDetail;
            snapshot.step = part.steps[snapshot.step];
            to.snapshots.push_back(snapshot);
            if (inTimeOrder)
                to.fileOrder.push_back(part.firstInFile + static_cast<int>(part.next));
            ++part.next;
        };
        if (!inTimeOrder) {
            for (Part& part : mapped) {
                while (part.next < part.snapshots->size())
                    take(part);
            }
        } else {
            to.fileOrder.reserve(total);
            // A heap of the parts by their next snapshot's time, the earlier part among equal times.
            const auto later = [&](size_t a, size_t b) {
                const qint64 timeA = (*mapped[a].snapshots)[mapped[a].next].timePs;
                const qint64 timeB = (*mapped[b].snapshots)[mapped[b].next].timePs;
                return timeA != timeB ? timeA > timeB : a > b;
            };
            std::vector<size_t> heap;
            for (size_t i = 0; i < mapped.size(); ++i) {
                if (!mapped[i].snapshots->empty())
                    heap.push_back(i);
            }
            std::make_heap(heap.begin(), heap.end(), later);
            while (!heap.empty()) {
                std::pop_heap(heap.begin(), heap.end(), later);
                Part& part = mapped[heap.back()];
                take(part);
                if (part.next < part.snapshots->size())
                    std::push_heap(heap.begin(), heap.end(), later);
                else
                    heap.pop_back();
            }
            if (std::is_sorted(to.fileOrder.begin(), to.fileOrder.end()))
                to.fileOrder = {}; // the parts followed each other in time: file order is time order
        }
        for (ScannedAllocator* from : parts)
            *from = {};
    }

    // The line's snapshots, on the line's offsets, put on `originNs` (absoluteTimePs).
    void placeOnOrigin(LineScan& line, qint64 originNs)
    {
        for (ScannedAllocator& allocator : line.allocators) {
            for (Snapshot& snapshot : allocator.snapshots)
                snapshot.timePs = absoluteTimePs(line.timestampNs, originNs, snapshot.timePs);
        }
    }

} // namespace

EventScanner::EventScanner(StringTable& strings, const std::atomic_bool* cancel, std::function<void()> lineScanned)
    : m_strings(strings)
    , m_cancel(cancel)
    , m_lineScanned(std::move(lineScanned))
{
}

HostPlanesOutline EventScanner::outline(const SpaceBytes& space)
{
    HostPlanesOutline outline;
    WireDamage damage; // the scan reports it
    xplane::forEachPlane(space.data, damage, [&](int, QByteArrayView bytes) {
        if (xplane::planeName(bytes) != kHostPlaneName)
            return true;
        const PlaneFields plane = xplane::readPlaneFields(bytes, true, space.data.data(), damage);
        outline.lines += int(plane.lines.size());
        for (QByteArrayView entry : plane.eventMetadata) {
            const QByteArrayView name = xplane::metadataName(xplane::readMapEntry(entry.data(), entry.size()).value);
            outline.declaresMemoryEvents = outline.declaresMemoryEvents || eventKindNamed(name) != EventKind::Other;
        }
        return true;
    });
    return outline;
}

bool EventScanner::scan(const SpaceBytes& space, int hostIndex, std::vector<ScannedAllocator>& out,
    std::optional<qint64>& originNs, QStringList& warnings, QString* error, const grouping::EventGroups* groups)
{
    const char* spaceStart = space.data.data();
    // Every line, in file order; damage of a plane's own fields stops the list there, as a walk in
    // file order would stop.
    std::vector<std::unique_ptr<PlaneMetadata>> planes;
    std::vector<LineScan> lines;
    WireDamage damage;
    xplane::forEachPlane(space.data, damage, [&](int planeIndex, QByteArrayView bytes) {
        if (xplane::planeName(bytes) != kHostPlaneName)
            return true;
        const PlaneFields plane = xplane::readPlaneFields(bytes, true, spaceStart, damage);
        if (damage.any())
            return false;
        if (plane.lines.empty())
            return true;
        planes.push_back(std::make_unique<PlaneMetadata>(plane));
        for (size_t lineIndex = 0; lineIndex < plane.lines.size(); ++lineIndex) {
            LineScan line;
            line.plane = planes.back().get();
            line.bytes = plane.lines[lineIndex];
            if (groups)
                line.groups = groups->lineGroups(planeIndex, static_cast<int>(lineIndex));
            lines.push_back(std::move(line));
        }
        return true;
    });

    SharedStrings strings { m_strings, {} };
    parallelFor(qsizetype(lines.size()), [&](qsizetype i) {
        LineScan& line = lines[size_t(i)];
        if (!(m_cancel && m_cancel->load(std::memory_order_relaxed)))
            scanLine(line, strings, spaceStart, space.mapped, m_cancel);
        else
            line.cancelled = true;
        if (m_lineScanned)
            m_lineScanned();
    });

    // A line's damage comes before that of the planes after it and of the XSpace's own fields.
    int aggregatedEvents = 0;
    originNs.reset();
    for (const LineScan& line : lines) {
        if (line.cancelled)
            return false;
        if (line.damage.any()) {
            damage = line.damage;
            break;
        }
        aggregatedEvents += line.aggregatedEvents;
        if (line.hasMemoryEvents && (!originNs || line.timestampNs < *originNs))
            originNs = line.timestampNs;
    }
    if (damage.any()) {
        if (error)
            *error = MemoryProfileText::tr("the memory events are damaged: unreadable data at byte %1 of %2")
                         .arg(damage.offset)
                         .arg(space.data.size());
        return false;
    }
    parallelFor(qsizetype(lines.size()), [&](qsizetype i) { placeOnOrigin(lines[size_t(i)], originNs.value_or(0)); });

    // An allocator's events from one line are taken as they are; from
    // several, they are joined (joinParts). Allocators keep their first-seen order.
    std::unordered_map<std::string, size_t> allocatorIndex;
    std::vector<std::vector<ScannedAllocator*>> parts; // by allocator, in order of appearance
    for (LineScan& line : lines) {
        for (ScannedAllocator& allocator : line.allocators) {
            const auto [position, inserted] = allocatorIndex.try_emplace(allocator.memoryId, parts.size());
            if (inserted)
                parts.emplace_back();
            parts[position->second].push_back(&allocator);
        }
    }
    const size_t firstOut = out.size();
    out.resize(firstOut + parts.size());
    parallelFor(qsizetype(parts.size()), [&](qsizetype i) {
        std::vector<ScannedAllocator*>& allocatorParts = parts[size_t(i)];
        ScannedAllocator& allocator = out[firstOut + size_t(i)];
        if (allocatorParts.size() == 1) {
            allocator = std::move(*allocatorParts.front());
        } else {
            allocator.memoryId = allocatorParts.front()->memoryId;
            joinParts(allocator, allocatorParts);
        }
        allocator.hostIndex = hostIndex;
    });
    if (aggregatedEvents > 0)
        warnings
            << MemoryProfileText::tr("Aggregated memory events without a time were skipped: %1.").arg(aggregatedEvents);
    return true;
}

} // namespace memscope::memoryprofile
