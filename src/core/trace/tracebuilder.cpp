// SPDX-License-Identifier: Apache-2.0
#include "core/trace/tracebuilder.h"

#include "core/format/slicestream.h"
#include "core/format/wire.h"
#include "core/format/xspacereader.h"
#include "core/grouping/eventgroups.h"
#include "core/grouping/groupingspace.h"
#include "core/memoryprofile/eventscan.h"
#include "core/memoryprofile/memoryprofile.h"
#include "core/profile/fileerror.h"
#include "core/profile/openedinput.h"
#include "core/profile/profile.h"
#include "core/trace/chrometrace.h"
#include "core/trace/derivedlines.h"
#include "core/trace/hlosymbols.h"
#include "core/trace/tracebytes.h"
#include "core/util/workers.h"
#include "core/xplane/planevisitor.h"
#include "core/xplane/planewalk.h"
#include "core/xplane/wirefields.h"
#include "xplane.pb.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>
#include <algorithm>
#include <array>
#include <limits>
#include <map>
#include <optional>

namespace memscope::trace {
namespace {

    using format::WireField;
    using format::WireType;
    using format::WireWalker;
    using namespace xplane;

    struct TraceText
    {
        Q_DECLARE_TR_FUNCTIONS(memscope::trace)
    };

    // Process ids (spec A.1, current constants).
    constexpr qint64 kFirstDeviceId = 1;
    constexpr qint64 kFirstCustomPlaneDeviceId = 501;
    constexpr qint64 kHostThreadsDeviceId = 701;
    constexpr qint64 kMaxDevicesPerHost = 1000; // several hosts: XProf's merge shifts each host by this

    constexpr char kHostPlanePrefix[] = "/host:CPU";
    constexpr char kMemoryPlaneName[] = "/host:CPU";
    constexpr char kGpuPlanePrefix[] = "/device:GPU:";
    constexpr char kTpuPlanePrefix[] = "/device:TPU:";
    constexpr char kCustomPlanePrefix[] = "/device:CUSTOM:";
    constexpr char kCounterLineName[] = "_counters_";
    constexpr quint8 kGpuLaunchCategory = 9; // ContextType kGpuLaunch
    constexpr quint64 kFlowIdMask = (quint64(1) << 56) - 1;

    qint64 onOrigin(qint64 lineTimestampNs, qint64 originNs, qint64 offsetPs)
    {
        return std::clamp(memoryprofile::absoluteTimePs(lineTimestampNs, originNs, offsetPs), -kMaxTimePs, kMaxTimePs);
    }

    bool startsWith(QByteArrayView text, const char* prefix) { return text.startsWith(QByteArrayView(prefix)); }

    enum class PlaneRole
    {
        Ignored,
        Device,
        Custom,
        Host,
    };

    // What a first, cheap walk over a plane finds: where its parts are.
    struct PlaneHeader
    {
        qint64 offset = 0; // in the host's bytes
        qint64 size = 0;
        qint64 id = 0;
        QByteArrayView name;
        std::vector<QByteArrayView> lines;
        std::vector<QByteArrayView> eventMetadata; // map entries
        QHash<qint64, QByteArrayView> statNames;
        PlaneRole role = PlaneRole::Ignored;
        qint64 pid = 0;
    };

    struct HostFile
    {
        TraceInput input;
        std::shared_ptr<TraceBytes> bytes;
        std::vector<PlaneHeader> planes;
        bool grouped = false; // the file declares group_id: its groups and Steps lines are stored
        bool declaresGroups = false; // a plane declares group_id (grouped above is also set for a Chrome trace)
        QHash<qint64, QString> groupNames;
    };

    // The event grouping of one host (spec B), on the host's own time origin.
    struct HostGrouping
    {
        grouping::EventGroups groups;
        qint64 originNs = 0;
    };

    class HostReader
    {
    public:
        HostReader(HostFile& host, int hostIndex, const TraceBuildOptions& options)
            : m_host(host)
            , m_hostIndex(hostIndex)
            , m_options(options)
        {
        }

        // Pass 1: plane names, ids, where lines and metadata are. Returns an error or "".
        QString readHeaders(bool& grouped)
        {
            const QByteArrayView space(m_host.bytes->data(), m_host.bytes->size());
            xplane::WireDamage damage;
            const WireWalker::Status status = xplane::forEachPlane(space, damage, [&](int, QByteArrayView bytes) {
                xplane::PlaneFields fields = xplane::readPlaneFields(bytes, true, space.data(), damage);
                if (damage.any())
                    return false;
                PlaneHeader plane;
                plane.offset = bytes.data() - space.data();
                plane.size = bytes.size();
                plane.id = fields.id;
                plane.name = fields.name;
                plane.lines = std::move(fields.lines);
                plane.eventMetadata = std::move(fields.eventMetadata);
                for (QByteArrayView entryBytes : fields.statMetadata) {
                    const MapEntry entry = readMapEntry(entryBytes.data(), entryBytes.size());
                    const QByteArrayView statName = metadataName(entry.value);
                    plane.statNames.insert(entry.key, statName);
                    grouped = grouped
                        || statTypeOf(std::string_view(statName.data(), size_t(statName.size()))) == StatType::GroupId;
                }
                m_host.planes.push_back(std::move(plane));
                return true;
            });
            // A plane cut short by the end of the file names the plane; damage inside a plane, its offset.
            if (status == WireWalker::Status::Truncated)
                return format::truncatedPlaneError(int(m_host.planes.size()) + 1, damage.requiredEnd, space.size());
            if (damage.any())
                return xplane::damageError(damage.offset, space.size());
            assignRoles();
            return {};
        }

        struct Output : HostTraceParts
        {
            bool hasMemoryEvents = false; // the host plane has MemoryAllocation/Deallocation events
            // XProf's Launch Stats inputs (spec A.2.4 step 4): the host's launches, on the grouping's origin.
            std::vector<KernelLaunch> launches;
            QString error;
            bool cancelled = false;
        };

        // Pass 2: every event of the planes XProf traces. The planes are independent: they are
        // read on as many threads as there are cores, each into an output of its own, which are
        // then joined in plane order (indices into the joined lists, the first error).
        // Pass 2. Progress goes from `progressFrom` to `progressTo` permille as the planes are read.
        void readEvents(bool grouped, const HostGrouping* hostGrouping, int progressFrom, int progressTo, Output& out)
        {
            HloSymbols symbols(m_host.bytes->data(), m_host.bytes->size(), m_options.cancel); // shared: it locks
            std::vector<size_t> traced;
            for (size_t p = 0; p < m_host.planes.size(); ++p) {
                if (m_host.planes[p].role != PlaneRole::Ignored)
                    traced.push_back(p);
            }
            // Each plane says itself whether it was cancelled (readPlane polls the flag).
            std::vector<Output> outputs(traced.size());
            std::atomic_size_t planesRead = 0;
            parallelFor(qsizetype(traced.size()), [&](qsizetype i) {
                const PlaneHeader& plane = m_host.planes[traced[size_t(i)]];
                readPlane(plane, int(traced[size_t(i)]), grouped, hostGrouping, symbols, outputs[size_t(i)]);
                m_host.bytes->release(plane.offset, plane.size);
                if (m_options.progress)
                    m_options.progress(progressFrom + int((progressTo - progressFrom) * ++planesRead / traced.size()));
            });
            for (Output& plane : outputs) {
                if (!plane.error.isEmpty() || plane.cancelled) {
                    out.error = plane.error;
                    out.cancelled = plane.cancelled;
                    return;
                }
                join(std::move(plane), out);
            }
            out.warnings << symbols.warnings();
            for (const format::XSpaceModule& module : symbols.modulesRead())
                m_host.bytes->release(module.offset, module.size);
            if (hostGrouping)
                addLaunchStats(*hostGrouping, out);
        }

    private:
        // `plane`'s output after the planes in `out`.
        static void join(Output&& plane, Output& out)
        {
            const int processBase = int(out.processes.size());
            const int trackBase = int(out.tracks.size());
            for (TraceProcess& process : plane.processes) {
                for (int& track : process.tracks)
                    track += trackBase;
                out.processes.push_back(std::move(process));
            }
            for (PendingTrack& pending : plane.tracks) {
                pending.track->process += processBase;
                for (FlowPoint& flow : pending.flows)
                    flow.track += trackBase;
                out.tracks.push_back(std::move(pending));
            }
            for (PendingCounter& counter : plane.counters) {
                counter.counter.process += processBase;
                out.counters.push_back(std::move(counter));
            }
            out.hasMemoryEvents = out.hasMemoryEvents || plane.hasMemoryEvents;
            if (plane.hasLine && (!out.hasLine || plane.earliestLineNs < out.earliestLineNs))
                out.earliestLineNs = plane.earliestLineNs;
            out.hasLine = out.hasLine || plane.hasLine;
            out.launches.insert(out.launches.end(), plane.launches.begin(), plane.launches.end());
            out.warnings << plane.warnings;
        }

        void assignRoles()
        {
            // One family of devices: GPUs, else TPUs; custom devices always (spec A.1, streaming).
            const char* family = kGpuPlanePrefix;
            const auto hasFamily = [&](const char* prefix) {
                return std::any_of(m_host.planes.begin(), m_host.planes.end(),
                    [&](const PlaneHeader& plane) { return startsWith(plane.name, prefix); });
            };
            if (!hasFamily(kGpuPlanePrefix))
                family = kTpuPlanePrefix;
            std::vector<PlaneHeader*> hostPlanes;
            for (PlaneHeader& plane : m_host.planes) {
                if (startsWith(plane.name, family)) {
                    plane.role = PlaneRole::Device;
                    plane.pid = kFirstDeviceId + plane.id;
                } else if (startsWith(plane.name, kCustomPlanePrefix)) {
                    plane.role = PlaneRole::Custom;
                    plane.pid = kFirstCustomPlaneDeviceId + plane.id;
                } else if (startsWith(plane.name, kHostPlanePrefix)) {
                    plane.role = PlaneRole::Host;
                    hostPlanes.push_back(&plane);
                }
            }
            std::stable_sort(hostPlanes.begin(), hostPlanes.end(),
                [](const PlaneHeader* a, const PlaneHeader* b) { return a->name < b->name; });
            for (size_t i = 0; i < hostPlanes.size(); ++i)
                hostPlanes[i]->pid = kHostThreadsDeviceId + qint64(i);
        }

        void readPlane(const PlaneHeader& plane, int planeIndex, bool grouped, const HostGrouping* hostGrouping,
            HloSymbols& symbols, Output& out)
        {
            TraceProcess process;
            process.name = QString::fromUtf8(plane.name);
            process.pid = plane.pid;
            process.planeId = plane.id;
            process.host = m_hostIndex;
            process.planeOffset = plane.offset;
            process.planeSize = plane.size;
            process.isDevice = plane.role != PlaneRole::Host;
            const int processIndex = int(out.processes.size());

            // Names: one per event metadata, display name first (spec A.3.3).
            QHash<qint64, quint32> nameOfMetadata;
            std::vector<bool> internal;
            std::vector<bool> memoryEvent;
            std::vector<bool> cudaCall; // XProf's Launch Stats skip host events named cu… (cuEventRecord, …)
            for (QByteArrayView entryBytes : plane.eventMetadata) {
                const MapEntry entry = readMapEntry(entryBytes.data(), entryBytes.size());
                const MetadataNames names = readMetadataNames(entry.value);
                nameOfMetadata.insert(entry.key, quint32(process.names.size()));
                const bool hasDisplayName = !names.displayName.isEmpty();
                process.names.push_back({ QString::fromUtf8(hasDisplayName ? names.displayName : names.name),
                    hasDisplayName ? QString::fromUtf8(names.name) : QString() });
                internal.push_back(isInternalEventName(names.name));
                memoryEvent.push_back(format::isMemoryEventName(names.name));
                cudaCall.push_back(names.name.startsWith("cu"));
            }
            // XProf derives lines for an XSpace it groups itself (spec A.0, A.2.4): from the kernels
            // of each GPU stream, from the tf_op and source stats of a TPU TensorCore, and Launch
            // Stats from the host's launches.
            const bool derivesGpuLines
                = plane.role == PlaneRole::Device && startsWith(plane.name, kGpuPlanePrefix) && !grouped;
            static const QRegularExpression tensorCore(QStringLiteral("^/device:TPU:\\d+$"));
            const bool derivesTensorCoreLines = plane.role == PlaneRole::Device && !grouped
                && tensorCore.match(QString::fromUtf8(plane.name)).hasMatch();
            const bool collectsLaunches = plane.name == kMemoryPlaneName && !grouped && hostGrouping;
            const bool derivesLines = derivesGpuLines || derivesTensorCoreLines;
            // Which stats the events are read for, and when.
            struct WantedStat
            {
                StatType type;
                qint64 WantedStats::*id;
                bool wanted;
            };
            const WantedStat wantedStats[] = {
                { StatType::StepName, &WantedStats::stepName, true },
                { StatType::Flow, &WantedStats::flow, true },
                { StatType::CorrelationId, &WantedStats::correlationId, !grouped },
                { StatType::HloModule, &WantedStats::hloModule, derivesGpuLines },
                { StatType::HloOp, &WantedStats::hloOp, derivesGpuLines },
                { StatType::ProgramId, &WantedStats::programId, derivesGpuLines },
                { StatType::KernelDetails, &WantedStats::kernelDetails, derivesGpuLines },
                { StatType::CudaGraphExecId, &WantedStats::cudaGraphExecId, derivesGpuLines },
                { StatType::TfOp, &WantedStats::tfOp, derivesLines },
                { StatType::SourceInfo, &WantedStats::sourceInfo, derivesTensorCoreLines },
                { StatType::IsAsync, &WantedStats::isAsync, derivesTensorCoreLines },
                { StatType::DeviceId, &WantedStats::deviceId, collectsLaunches },
            };
            WantedStats wanted;
            for (auto stat = plane.statNames.cbegin(); stat != plane.statNames.cend(); ++stat) {
                const StatType type = statTypeOf(std::string_view(stat.value().data(), size_t(stat.value().size())));
                for (const WantedStat& candidate : wantedStats) {
                    if (candidate.type == type && candidate.wanted)
                        wanted.*candidate.id = stat.key();
                }
            }
            std::vector<EventFields> metadataStats; // by name id, when lines are derived
            if (derivesLines) {
                for (QByteArrayView entryBytes : plane.eventMetadata) {
                    EventFields fields;
                    readMetadataStats(readMapEntry(entryBytes.data(), entryBytes.size()).value, wanted, fields);
                    metadataStats.push_back(fields);
                }
            }
            std::vector<GpuStream> streams;
            KernelTable kernelTable;
            std::vector<TensorCoreEvent> tensorCoreEvents;
            std::optional<qint64> tensorCoreBaseNs; // the plane's first line timestamp: the events' base
            // By the step name and the name it replaces ("" for the Steps line's own events).
            QHash<std::pair<QString, QString>, quint32> stepNames;
            const auto nameOfStep = [&](const QString& stepName, const QString& replaced) {
                const auto known = stepNames.constFind({ stepName, replaced });
                if (known != stepNames.cend())
                    return *known;
                const quint32 id = quint32(process.names.size());
                stepNames.insert({ stepName, replaced }, id);
                process.names.push_back({ stepName, replaced, true });
                internal.push_back(false);
                memoryEvent.push_back(false);
                cudaCall.push_back(false);
                return id;
            };
            const bool isMemoryPlane = plane.name == kMemoryPlaneName;

            std::map<quint32, int> counterOfName; // counter line: name id -> index in out.counters
            qint64 lineOrder = 0;
            for (QByteArrayView lineBytes : plane.lines) {
                const int lineIndex = int(lineOrder);
                ++lineOrder;
                if (m_options.cancel && m_options.cancel->load(std::memory_order_relaxed)) {
                    out.cancelled = true;
                    return;
                }
                const char* lineData = lineBytes.data();
                const qint64 lineOffset = lineData - m_host.bytes->data(); // in the host's bytes
                LineHeader line;
                const WireWalker::Status lineStatus = readLineHeader(lineData, lineBytes.size(), line);
                if (lineStatus != WireWalker::Status::End) {
                    out.error = xplane::damageError(lineOffset, m_host.bytes->size());
                    return;
                }
                if (line.eventCount == 0 || isSkippedLineName(line.name))
                    continue;
                const bool isCounterLine = line.name == kCounterLineName;
                auto track = std::make_shared<TraceTrack>();
                track->name = QString::fromUtf8(line.displayName.isEmpty() ? line.name : line.displayName);
                track->tid = quint32(line.displayId != 0 ? line.displayId : line.id);
                // Host threads keep their line order (sorted by name when the profile was
                // written); device lines sort by id (spec A.2.3).
                track->sortIndex = plane.role == PlaneRole::Host ? lineOrder : qint64(track->tid);
                track->process = processIndex;
                track->startsPs.reserve(size_t(line.eventCount));
                track->durationsPs.reserve(size_t(line.eventCount));
                track->names.reserve(size_t(line.eventCount));
                track->fileOffsets.reserve(size_t(line.eventCount));
                PendingTrack pending { track, line.timestampNs, {} };
                const grouping::LineGroups lineGroups
                    = hostGrouping ? hostGrouping->groups.lineGroups(planeIndex, lineIndex) : grouping::LineGroups();
                bool anyGroup = false;
                int eventIndex = -1; // in the XLine, as the grouping counts
                std::vector<GpuKernel> kernels;
                if (derivesTensorCoreLines && !tensorCoreBaseNs)
                    tensorCoreBaseNs = line.timestampNs;

                WireWalker walker(lineData, lineBytes.size());
                WireField field;
                while (walker.next(field) == WireWalker::Status::Field) {
                    if (field.number != XLine::kEventsFieldNumber || field.type != WireType::LengthDelimited)
                        continue;
                    ++eventIndex;
                    EventFields event;
                    readEventFields(lineData + field.valueOffset, field.length, wanted, isCounterLine, event);
                    const auto found = nameOfMetadata.constFind(event.metadataId);
                    quint32 nameId = 0;
                    if (found == nameOfMetadata.cend()) {
                        // An id the plane does not declare: XProf shows an empty name.
                        nameId = quint32(process.names.size());
                        nameOfMetadata.insert(event.metadataId, nameId);
                        process.names.push_back({});
                        internal.push_back(false);
                        memoryEvent.push_back(false);
                        cudaCall.push_back(false);
                    } else {
                        nameId = *found;
                    }
                    if (isMemoryPlane && memoryEvent[nameId])
                        out.hasMemoryEvents = true;
                    if (internal[nameId])
                        continue;
                    if (isCounterLine) {
                        if (event.hasValue)
                            addCounterValue(out, counterOfName, processIndex, process, plane, nameId, event, line);
                        continue;
                    }
                    // A step name stored in the file, else the one the grouping gives a root (spec A.3.3).
                    if (!event.stepName.isEmpty()) {
                        nameId = nameOfStep(
                            QString::fromUtf8(event.stepName.isRef ? plane.statNames.value(qint64(event.stepName.ref))
                                                                   : event.stepName.text),
                            process.names[nameId].name);
                    } else if (hostGrouping) {
                        const QString computed = hostGrouping->groups.stepName(planeIndex, lineIndex, eventIndex);
                        if (!computed.isEmpty())
                            nameId = nameOfStep(computed, process.names[nameId].name);
                    }
                    const qint32 group = lineGroups.empty() ? kNoGroup : qint32(lineGroups.groupOf(eventIndex));
                    const EventFields* shared = nameId < metadataStats.size() ? &metadataStats[nameId] : nullptr;
                    if (derivesGpuLines)
                        addKernel(event, shared, group, plane, kernelTable, kernels);
                    if (derivesTensorCoreLines)
                        addTensorCoreEvent(event, shared, group, plane,
                            onOrigin(line.timestampNs, *tensorCoreBaseNs, event.offsetPs), tensorCoreEvents);
                    if (collectsLaunches && !isDerivedThreadId(line.id) && group != kNoGroup && event.hasDeviceId
                        && event.hasCorrelationId && !cudaCall[nameId]) {
                        const qint64 start = onOrigin(line.timestampNs, hostGrouping->originNs, event.offsetPs);
                        out.launches.push_back({ start, start + std::clamp<qint64>(event.durationPs, 0, kMaxTimePs),
                            group, event.deviceId });
                    }
                    const int index = track->eventCount();
                    track->startsPs.push_back(event.offsetPs);
                    track->durationsPs.push_back(std::clamp<qint64>(event.durationPs, 0, kMaxTimePs));
                    track->names.push_back(nameId);
                    track->fileOffsets.push_back(lineOffset + field.tagOffset);
                    if (!lineGroups.empty()) {
                        const qint64 group = lineGroups.groupOf(eventIndex);
                        track->groupIds.push_back(qint32(group));
                        anyGroup = anyGroup || group != grouping::kNoGroup;
                    }
                    if (event.hasFlow) {
                        pending.flows.push_back({ (event.flow >> 2) & kFlowIdMask, quint8(event.flow >> 58),
                            FlowPoint::Direction(event.flow & 3), int(out.tracks.size()), index });
                    } else if (event.hasCorrelationId) {
                        // XProf links launches and kernels by correlation id (AddFlowsToXplane).
                        const quint64 id
                            = (event.correlationId & ((quint64(1) << 48) - 1)) | (quint64(m_hostIndex & 0xff) << 48);
                        pending.flows.push_back({ id, kGpuLaunchCategory,
                            process.isDevice ? FlowPoint::Direction::In : FlowPoint::Direction::Out,
                            int(out.tracks.size()), index });
                    }
                }
                if (!out.hasLine || line.timestampNs < out.earliestLineNs)
                    out.earliestLineNs = line.timestampNs;
                out.hasLine = true;
                if (!anyGroup)
                    track->groupIds = {};
                if (track->eventCount() == 0)
                    continue;
                track->lineSpan = { 0, std::max<qint64>(line.durationPs, 0) }; // its length until the origin is known
                if (derivesGpuLines && !isCounterLine && !isDerivedThreadId(line.id))
                    streams.push_back({ track.get(), line.eventCount, line.timestampNs, std::move(kernels) });
                out.tracks.push_back(std::move(pending));
                process.tracks.push_back(int(out.tracks.size()) - 1);
            }
            DerivedNames derivedNames(process.names);
            if (derivesGpuLines)
                addDerivedTracks(
                    deriveGpuStreamLines(streams, kernelTable, processIndex, derivedNames, symbols), process, out);
            if (derivesTensorCoreLines && tensorCoreBaseNs)
                addDerivedTracks(deriveTensorCoreLines(tensorCoreEvents, *tensorCoreBaseNs, processIndex, derivedNames),
                    process, out);
            if (hostGrouping && process.isDevice)
                addStepsTrack(*hostGrouping, planeIndex, processIndex, process, nameOfStep, out);
            out.processes.push_back(std::move(process));
        }

        static QByteArrayView viewOf(const StatText& text, const PlaneHeader& plane)
        {
            if (!text.present)
                return {};
            return text.isRef ? plane.statNames.value(qint64(text.ref)) : text.text;
        }

        // Only kernels (kernel_details or cuda_graph_exec_id; memcpys are not) with hlo_module,
        // hlo_op or tf_op; an event's own stats before its metadata's.
        static void addKernel(const EventFields& event, const EventFields* metadata, qint32 group,
            const PlaneHeader& plane, KernelTable& table, std::vector<GpuKernel>& kernels)
        {
            const EventFields none;
            const EventFields& shared = metadata ? *metadata : none;
            if (!event.isKernel && !shared.isKernel)
                return;
            KernelStats stats;
            stats.hloModule = viewOf(event.hloModule.present ? event.hloModule : shared.hloModule, plane);
            stats.hloOp = viewOf(event.hloOp.present ? event.hloOp : shared.hloOp, plane);
            stats.tfOp = viewOf(event.tfOp.present ? event.tfOp : shared.tfOp, plane);
            if (stats.hloModule.isEmpty() && stats.hloOp.isNull() && stats.tfOp.isEmpty())
                return;
            stats.hasProgramId = event.hasProgramId || shared.hasProgramId;
            stats.programId = event.hasProgramId ? event.programId : shared.programId;
            const qint64 endPs = event.offsetPs + std::clamp<qint64>(event.durationPs, 0, kMaxTimePs);
            kernels.push_back({ event.offsetPs, endPs, group, table.intern(stats) });
        }

        // A TensorCore event's tf_op, source and _a: its metadata's stats, then its own (which win);
        // async events are left out (DeriveLinesFromStats).
        static void addTensorCoreEvent(const EventFields& event, const EventFields* metadata, qint32 group,
            const PlaneHeader& plane, qint64 startPs, std::vector<TensorCoreEvent>& events)
        {
            const EventFields none;
            const EventFields& shared = metadata ? *metadata : none;
            if (event.hasIsAsync ? event.isAsync : shared.isAsync)
                return;
            TensorCoreEvent derived;
            derived.tfOp = viewOf(event.tfOp.present ? event.tfOp : shared.tfOp, plane);
            derived.source = viewOf(event.sourceInfo.present ? event.sourceInfo : shared.sourceInfo, plane);
            if (derived.tfOp.isEmpty() && derived.source.isEmpty())
                return;
            derived.startPs = startPs;
            derived.endPs = startPs + std::clamp<qint64>(event.durationPs, 0, kMaxTimePs);
            derived.group = group;
            events.push_back(derived);
        }

        static void addDerivedTracks(std::vector<DerivedTrack>&& derived, TraceProcess& process, Output& out)
        {
            for (DerivedTrack& track : derived) {
                out.tracks.push_back({ std::move(track.track), track.baseNs, {} });
                process.tracks.push_back(int(out.tracks.size()) - 1);
            }
        }

        // XProf's Launch Stats line of each GPU plane the host launched kernels on (spec A.2.4
        // step 4). device_id counts the XSpace's GPU planes, which are processes in plane order.
        void addLaunchStats(const HostGrouping& hostGrouping, Output& out)
        {
            if (out.launches.empty())
                return;
            QHash<qint64, QString> groupNames;
            for (const grouping::Group& group : hostGrouping.groups.groups())
                groupNames.insert(group.id, group.name);
            quint64 device = 0;
            for (size_t p = 0; p < out.processes.size(); ++p) {
                TraceProcess& process = out.processes[p];
                if (!process.name.startsWith(QLatin1String(kGpuPlanePrefix)))
                    continue;
                DerivedNames names(process.names);
                std::shared_ptr<TraceTrack> track = launchStatsTrack(out.launches, device++, groupNames, int(p), names);
                if (track)
                    addDerivedTracks({ { std::move(track), hostGrouping.originNs } }, process, out);
            }
        }

        // XProf's derived Steps line (spec A.2.4): one event per step span the grouping derived
        // from the device's group ids, named by its step name. Stored Steps lines are tracks already.
        void addStepsTrack(const HostGrouping& hostGrouping, int planeIndex, int processIndex, TraceProcess& process,
            const std::function<quint32(const QString&, const QString&)>& nameOfStep, Output& out)
        {
            auto track = std::make_shared<TraceTrack>();
            track->kind = TrackKind::Steps;
            track->name = QStringLiteral("Steps");
            track->tid = kThreadIdStepInfo;
            track->sortIndex = qint64(kThreadIdStepInfo);
            track->process = processIndex;
            qint64 endPs = 0;
            for (const grouping::StepSpan& step : hostGrouping.groups.deviceSteps()) {
                if (step.plane != planeIndex || step.line >= 0)
                    continue;
                const grouping::Group* group = hostGrouping.groups.group(step.groupId);
                const QString name = group && !group->name.isEmpty() ? group->name : QString::number(step.groupId);
                track->startsPs.push_back(std::clamp(step.startPs, -kMaxTimePs, kMaxTimePs));
                track->durationsPs.push_back(std::clamp<qint64>(step.durationPs, 0, kMaxTimePs));
                track->names.push_back(nameOfStep(name, {}));
                track->fileOffsets.push_back(kNoFileOffset);
                track->groupIds.push_back(qint32(step.groupId));
                endPs = std::max(endPs, track->startsPs.back() + track->durationsPs.back());
            }
            if (track->eventCount() == 0)
                return;
            track->lineSpan = { 0, endPs };
            out.tracks.push_back({ std::move(track), hostGrouping.originNs, {} });
            process.tracks.push_back(int(out.tracks.size()) - 1);
        }

        void addCounterValue(Output& out, std::map<quint32, int>& counterOfName, int processIndex,
            const TraceProcess& process, const PlaneHeader& plane, quint32 nameId, const EventFields& event,
            const LineHeader& line)
        {
            auto found = counterOfName.find(nameId);
            if (found == counterOfName.end()) {
                PendingCounter counter;
                counter.counter.kind = CounterKind::Device;
                counter.counter.name = process.names[nameId].name;
                counter.counter.process = processIndex;
                counter.counter.seriesNames = { QString::fromUtf8(plane.statNames.value(event.valueStatId)) };
                counter.counter.values.resize(1);
                found = counterOfName.emplace(nameId, int(out.counters.size())).first;
                out.counters.push_back(std::move(counter));
            }
            PendingCounter& counter = out.counters[size_t(found->second)];
            counter.counter.timesPs.push_back(event.offsetPs);
            counter.counter.values[0].push_back(event.value);
            counter.lineTimestampsNs.push_back(line.timestampNs);
        }

        HostFile& m_host;
        int m_hostIndex;
        const TraceBuildOptions& m_options;
    };

    // A Chrome trace JSON host, read straight into the parts (chrometrace.h); the trace keeps what
    // its events' args need to be shown.
    void readChromeTraceHost(HostFile& host, int hostIndex, const TraceBuildOptions& options, HostReader::Output& out)
    {
        const std::shared_ptr<const OpenedInput> input = host.bytes->input();
        ChromeTraceRead read
            = readChromeTrace({ input->data(), input->size(), input->decompressed(), true }, hostIndex, options.cancel);
        out.error = std::move(read.error);
        out.cancelled = read.cancelled;
        static_cast<HostTraceParts&>(out) = std::move(read.parts);
        host.bytes->setChromeTraceEvents(std::move(read.events));
    }

    // XProf groups the events of a file written without groups itself (spec A.0), and reads
    // the stored ones of a grouped file; a grouped file is parsed for that only when the
    // caller has it parsed already, as the stored Steps lines and stats are on the wire.
    // Without the caller's parse, the file's planes are parsed with what the grouping reads, the
    // memory events left out (grouping::parseSpaceToGroup): they are never shown, and millions of
    // them would cost a whole parse.
    // Returns a warning: the events are shown without steps when the planes do not parse.
    QString groupHost(const HostFile& host, const TraceBuildOptions& options, std::optional<HostGrouping>& hostGrouping)
    {
        if (host.grouped && !host.input.space)
            return {};
        grouping::SpaceToGroup parsed;
        if (host.input.space) {
            parsed.space = host.input.space;
        } else {
            parsed = grouping::parseSpaceToGroup(
                QByteArrayView(host.bytes->data(), host.bytes->size()), false, options.cancel);
            if (!parsed.space) {
                return parsed.cancelled ? QString()
                                        : TraceText::tr("the plane at byte %1 cannot be parsed for the event "
                                                        "grouping, so no steps are shown")
                                              .arg(parsed.damagedPlaneOffset);
            }
        }
        hostGrouping.emplace();
        bool haveOrigin = false;
        for (const tensorflow::profiler::XPlane& plane : parsed.space->planes()) {
            for (const tensorflow::profiler::XLine& line : plane.lines()) {
                if (!haveOrigin || line.timestamp_ns() < hostGrouping->originNs)
                    hostGrouping->originNs = line.timestamp_ns();
                haveOrigin = true;
            }
        }
        hostGrouping->groups = grouping::groupEvents(parsed, hostGrouping->originNs);
        return {};
    }

    // The build's last tenth of progress is the analysis's.
    void addMemoryCounters(const std::vector<HostFile>& hosts, const std::vector<int>& memoryProcess, qint64 originNs,
        const TraceBuildOptions& buildOptions, std::vector<CounterTrack>& counters,
        std::vector<TraceProcess>& processes, QStringList& warnings, std::optional<qint64>& memoryOriginNs)
    {
        std::vector<HostSpace> spaces;
        std::vector<size_t> hostOfSpace;
        for (size_t i = 0; i < hosts.size(); ++i) {
            const HostFile& host = hosts[i];
            // A Chrome trace has no memory events (TensorFlow's converter leaves them out; its counters
            // are "C" events).
            if (host.bytes->isChromeTrace())
                continue;
            spaces.push_back(host.input.host);
            hostOfSpace.push_back(i);
        }
        if (spaces.empty())
            return;
        std::shared_ptr<const memoryprofile::Result> shared
            = buildOptions.memoryProfile ? buildOptions.memoryProfile() : nullptr;
        if (shared && (!shared->error.isEmpty() || spaces.size() != hosts.size()))
            shared = nullptr; // its host indices are the inputs' only when every input is an XSpace
        if (!shared) {
            memoryprofile::Options options;
            options.cancel = buildOptions.cancel;
            if (buildOptions.progress)
                options.progress = [&](int permille) { buildOptions.progress(900 + permille / 10); };
            options.snapshotsOnly = true; // the counters draw the snapshots alone
            shared = std::make_shared<const memoryprofile::Result>(memoryprofile::analyze(spaces, options));
            for (const HostFile& host : hosts)
                host.bytes->release(0, host.bytes->size()); // what the analysis read of the file
        }
        const memoryprofile::Result& result = *shared;
        warnings << result.warnings;
        if (!result.allocators.empty())
            memoryOriginNs = result.originNs;
        for (const memoryprofile::Allocator& allocator : result.allocators) {
            const int process = memoryProcess[hostOfSpace[size_t(allocator.hostIndex)]];
            if (process < 0 || allocator.snapshots.empty())
                continue;
            CounterTrack counter;
            counter.kind = CounterKind::Memory;
            counter.name = allocator.memoryId;
            counter.process = process;
            counter.seriesNames = { QStringLiteral("heap"), QStringLiteral("stack"), QStringLiteral("free") };
            counter.values.resize(3);
            for (const memoryprofile::Snapshot& snapshot : allocator.snapshots) {
                counter.timesPs.push_back(onOrigin(result.originNs, originNs, snapshot.timePs));
                counter.values[0].push_back(double(snapshot.heapBytes));
                counter.values[1].push_back(double(snapshot.stackBytes));
                counter.values[2].push_back(double(snapshot.freeBytes));
            }
            processes[size_t(process)].counters.push_back(int(counters.size()));
            counters.push_back(std::move(counter));
        }
    }

    struct AssembledTrace
    {
        std::shared_ptr<const TraceModel> model;
        QString error; // a file changed while it was read
    };

    // The model of the processes by pid, tracks by XProf's thread sort index; planes without anything
    // to show are left out, but for those `keptEmpty` says. Tracks that are `shown` already (in a
    // model of the same build handed out before) are copied rather than changed when they move.
    AssembledTrace assemble(const std::vector<HostFile>& hosts, std::vector<TraceProcess> processes,
        const std::vector<std::shared_ptr<const TraceTrack>>& tracks, std::vector<CounterTrack> counters,
        std::vector<FlowPoint> flows, const std::vector<bool>& keptEmpty, qint64 originNs, QStringList warnings,
        std::optional<qint64> memoryOriginNs, bool shown)
    {
        std::vector<int> processOrder;
        for (size_t p = 0; p < processes.size(); ++p) {
            if (!processes[p].tracks.empty() || !processes[p].counters.empty() || keptEmpty[p])
                processOrder.push_back(int(p));
        }
        std::stable_sort(processOrder.begin(), processOrder.end(),
            [&](int a, int b) { return processes[size_t(a)].pid < processes[size_t(b)].pid; });
        std::vector<TraceProcess> ordered;
        std::vector<std::shared_ptr<const TraceTrack>> orderedTracks;
        std::vector<int> newProcess(processes.size(), -1);
        for (size_t i = 0; i < processOrder.size(); ++i)
            newProcess[size_t(processOrder[i])] = int(i);
        std::vector<int> newTrack(tracks.size(), -1);
        for (const int p : processOrder) {
            TraceProcess process = std::move(processes[size_t(p)]);
            std::stable_sort(process.tracks.begin(), process.tracks.end(), [&](int a, int b) {
                return std::tie(tracks[size_t(a)]->sortIndex, tracks[size_t(a)]->tid)
                    < std::tie(tracks[size_t(b)]->sortIndex, tracks[size_t(b)]->tid);
            });
            for (int& t : process.tracks) {
                std::shared_ptr<const TraceTrack> track = tracks[size_t(t)];
                if (track->process != newProcess[size_t(p)]) {
                    auto moved
                        = shown ? std::make_shared<TraceTrack>(*track) : std::const_pointer_cast<TraceTrack>(track);
                    moved->process = newProcess[size_t(p)];
                    track = std::move(moved);
                }
                newTrack[size_t(t)] = int(orderedTracks.size());
                t = int(orderedTracks.size());
                orderedTracks.push_back(std::move(track));
            }
            ordered.push_back(std::move(process));
        }
        for (FlowPoint& flow : flows)
            flow.track = newTrack[size_t(flow.track)];
        for (CounterTrack& counter : counters)
            counter.process = newProcess[size_t(counter.process)];

        std::vector<TraceHost> traceHosts;
        for (const HostFile& host : hosts)
            traceHosts.push_back({ host.input.host.hostName, host.input.host.filePath, host.bytes, host.groupNames });
        AssembledTrace assembled;
        assembled.model
            = std::make_shared<TraceModel>(std::move(traceHosts), std::move(ordered), std::move(orderedTracks),
                std::move(counters), std::move(flows), originNs, std::move(warnings), memoryOriginNs);
        // A file that shrank under the read gave zeros for what it lost: no trace of them.
        if (QString changed = assembled.model->changedWhileRead(); !changed.isEmpty()) {
            assembled.model.reset();
            assembled.error = std::move(changed);
        }
        return assembled;
    }

} // namespace

bool isInternalEventName(QByteArrayView name)
{
    static constexpr std::array<const char*, 13> kInternal { "MemoryAllocation", "MemoryDeallocation",
        "PrefetchProduce", "PrefetchConsume", "ParallelInterleaveProduce", "ParallelInterleaveConsume",
        "ParallelInterleaveInitializeInput", "ParallelMapProduce", "ParallelMapConsume", "MapAndBatchProduce",
        "MapAndBatchConsume", "ParseExampleProduce", "ParseExampleConsume" };
    return std::any_of(kInternal.begin(), kInternal.end(), [&](const char* internal) { return name == internal; });
}

bool isSkippedLineName(QByteArrayView name) { return name.startsWith("counters_"); }

std::vector<TraceInput> traceInputs(const Profile& profile)
{
    std::vector<TraceInput> inputs;
    for (const HostSpace& host : profile.hosts) {
        if (host.holdsXSpace() || host.input())
            inputs.push_back({ host, host.parsedSpace() });
    }
    return inputs;
}

TraceBuildOutcome buildTrace(const std::vector<TraceInput>& inputs, const TraceBuildOptions& options)
{
    TraceBuildOutcome outcome;
    std::vector<HostFile> hosts;
    bool grouped = false; // XProf synthesizes no flows for an XSpace that was grouped already (spec A.0)
    for (const TraceInput& input : inputs) {
        const QString& path = input.host.filePath;
        TraceBytes::Opened opened = TraceBytes::read(input.host);
        if (opened.cancelled || !opened.bytes) {
            outcome.cancelled = opened.cancelled;
            outcome.error = fileError(path, opened.error);
            return outcome;
        }
        HostFile host { input, std::move(opened.bytes), {}, false, false, {} };
        bool hostGrouped = false;
        if (!host.bytes->isChromeTrace()) {
            const QString error
                = host.bytes->settled(HostReader(host, int(hosts.size()), options).readHeaders(hostGrouped));
            if (!error.isEmpty()) {
                outcome.error = fileError(path, error);
                return outcome;
            }
        }
        // A Chrome trace is shown as written: no grouping, no flows but its own.
        host.grouped = hostGrouped || host.bytes->isChromeTrace();
        host.declaresGroups = hostGrouped;
        grouped = grouped || hostGrouped;
        hosts.push_back(std::move(host));
    }

    std::vector<TraceProcess> processes;
    std::vector<PendingTrack> pendingTracks;
    std::vector<PendingCounter> pendingCounters;
    std::vector<int> memoryProcess(hosts.size(), -1);
    std::vector<bool> hasMemoryEvents(hosts.size(), false);
    QStringList warnings;
    qint64 originNs = 0;
    bool haveOrigin = false;
    for (size_t h = 0; h < hosts.size(); ++h) {
        std::optional<HostGrouping> hostGrouping;
        const QString groupingWarning = groupHost(hosts[h], options, hostGrouping);
        if (!groupingWarning.isEmpty())
            warnings << fileError(hosts[h].input.host.filePath, groupingWarning);
        HostReader::Output out;
        if (hosts[h].bytes->isChromeTrace())
            readChromeTraceHost(hosts[h], int(h), options, out);
        else
            HostReader(hosts[h], int(h), options)
                .readEvents(grouped, hostGrouping ? &*hostGrouping : nullptr, int(900 * h / hosts.size()),
                    int(900 * (h + 1) / hosts.size()), out);
        if (out.cancelled) {
            outcome.cancelled = true;
            outcome.error = TraceText::tr("cancelled");
            return outcome;
        }
        if (const QString error = hosts[h].bytes->settled(out.error); !error.isEmpty()) {
            outcome.error = fileError(hosts[h].input.host.filePath, error);
            return outcome;
        }
        for (const QString& warning : std::as_const(out.warnings))
            warnings << fileError(hosts[h].input.host.filePath, warning);
        if (out.hasLine && (!haveOrigin || out.earliestLineNs < originNs)) {
            originNs = out.earliestLineNs;
            haveOrigin = true;
        }
        // Host-local indices become run-wide ones; several hosts get XProf's per-host pid offset.
        const int processBase = int(processes.size());
        const int trackBase = int(pendingTracks.size());
        for (TraceProcess& process : out.processes) {
            if (hosts.size() > 1)
                process.pid += kMaxDevicesPerHost * qint64(h + 1);
            for (int& track : process.tracks)
                track += trackBase;
            if (process.name == QLatin1String(kMemoryPlaneName))
                memoryProcess[h] = processBase + int(&process - out.processes.data());
            processes.push_back(std::move(process));
        }
        for (PendingTrack& pending : out.tracks) {
            pending.track->process += processBase;
            for (FlowPoint& flow : pending.flows)
                flow.track += trackBase;
            pendingTracks.push_back(std::move(pending));
        }
        for (PendingCounter& counter : out.counters) {
            counter.counter.process += processBase;
            pendingCounters.push_back(std::move(counter));
        }
        hasMemoryEvents[h] = out.hasMemoryEvents;
        if (hostGrouping) {
            for (const grouping::Group& group : hostGrouping->groups.groups())
                hosts[h].groupNames.insert(group.id, group.name);
        }
        if (options.progress)
            options.progress(int(900 * (h + 1) / hosts.size()));
    }

    std::vector<CounterTrack> counters;
    std::optional<qint64> memoryOriginNs;
    for (PendingCounter& pending : pendingCounters) {
        for (size_t i = 0; i < pending.counter.timesPs.size(); ++i)
            pending.counter.timesPs[i] = onOrigin(pending.lineTimestampsNs[i], originNs, pending.counter.timesPs[i]);
        processes[size_t(pending.counter.process)].counters.push_back(int(counters.size()));
        counters.push_back(std::move(pending.counter));
    }
    // Line-relative starts onto the run's origin, then nesting.
    std::vector<FlowPoint> flows;
    std::vector<std::shared_ptr<const TraceTrack>> tracks;
    for (PendingTrack& pending : pendingTracks) {
        TraceTrack& track = *pending.track;
        for (qint64& start : track.startsPs)
            start = onOrigin(pending.lineTimestampNs, originNs, start);
        track.lineSpan.startPs = onOrigin(pending.lineTimestampNs, originNs, 0);
        track.lineSpan.endPs = track.lineSpan.startPs + std::min(track.lineSpan.endPs, kMaxTimePs);
        std::vector<quint32> order;
        arrangeByDepth(track, &order);
        if (!pending.flows.empty()) {
            std::vector<int> sortedIndex(order.size());
            for (size_t i = 0; i < order.size(); ++i)
                sortedIndex[order[i]] = int(i);
            for (FlowPoint& flow : pending.flows) {
                flow.event = sortedIndex[size_t(flow.event)];
                flows.push_back(flow);
            }
        }
        tracks.push_back(std::move(pending.track));
    }
    std::sort(flows.begin(), flows.end(), [&](const FlowPoint& a, const FlowPoint& b) {
        if (a.id != b.id || a.category != b.category)
            return std::tie(a.id, a.category) < std::tie(b.id, b.category);
        return tracks[size_t(a.track)]->startsPs[size_t(a.event)] < tracks[size_t(b.track)]->startsPs[size_t(b.event)];
    });

    const std::vector<bool> noneKeptEmpty(processes.size(), false);
    bool handedOut = false; // the trace without the counters went out: its tracks are shown
    if (options.memoryCounters) {
        // The window paints the trace while the Memory Profile's analysis behind the counters runs:
        // the planes that will hold counters are there already, so the trace with them keeps every
        // track where it was.
        if (options.withoutMemoryCounters) {
            std::vector<bool> keptEmpty = noneKeptEmpty;
            for (size_t h = 0; h < hosts.size(); ++h) {
                if (hasMemoryEvents[h] && memoryProcess[h] >= 0)
                    keptEmpty[size_t(memoryProcess[h])] = true;
            }
            if (keptEmpty != noneKeptEmpty) {
                const AssembledTrace preview
                    = assemble(hosts, processes, tracks, counters, flows, keptEmpty, originNs, warnings, {}, false);
                handedOut = preview.error.isEmpty();
                if (handedOut)
                    options.withoutMemoryCounters(preview.model);
            }
        }
        addMemoryCounters(hosts, memoryProcess, originNs, options, counters, processes, warnings, memoryOriginNs);
    }
    AssembledTrace assembled = assemble(hosts, std::move(processes), tracks, std::move(counters), std::move(flows),
        noneKeptEmpty, originNs, std::move(warnings), memoryOriginNs, handedOut);
    if (!assembled.error.isEmpty()) {
        outcome.error = std::move(assembled.error);
        return outcome;
    }
    outcome.model = std::move(assembled.model);
    if (options.progress)
        options.progress(1000);
    return outcome;
}

} // namespace memscope::trace
