// SPDX-License-Identifier: Apache-2.0
#include "core/overview/trace.h"

#include "core/xplane/planevisitor.h"
#include "core/xplane/tfopname.h"
#include "hlo.pb.h"
#include "op_metrics.pb.h"
#include "op_stats.pb.h"
#include "xplane.pb.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>
#include <algorithm>
#include <unordered_map>

namespace memscope::overview {

using namespace xplane;

qint64 unionLength(std::vector<Interval> intervals)
{
    std::sort(
        intervals.begin(), intervals.end(), [](const Interval& a, const Interval& b) { return a.startPs < b.startPs; });
    qint64 total = 0;
    std::optional<Interval> current;
    for (const Interval& interval : intervals) {
        if (interval.length() <= 0)
            continue;
        if (current && interval.startPs <= current->endPs) {
            current->endPs = std::max(current->endPs, interval.endPs);
            continue;
        }
        if (current)
            total += current->length();
        current = interval;
    }
    return current ? total + current->length() : total;
}

std::vector<Interval> clipped(const std::vector<Interval>& intervals, const Interval& window)
{
    std::vector<Interval> result;
    for (const Interval& interval : intervals) {
        const Interval part { std::max(interval.startPs, window.startPs), std::min(interval.endPs, window.endPs) };
        if (part.length() > 0)
            result.push_back(part);
    }
    return result;
}

size_t OpKindHash::operator()(const OpKind& kind) const
{
    const auto number = [](const std::optional<double>& value) { return value ? qHash(*value) : 0; };
    return qHashMulti(0, kind.name, kind.longName, kind.category, kind.provenance, kind.shape, kind.programId,
        kind.module, kind.hloOp, kind.symbolId, number(kind.flops), number(kind.bytesAccessed), number(kind.hbmBytes));
}

bool isBackwardPassOpName(const QString& opName)
{
    // Asked of every framework op of a host (millions of memory events may carry one): no copies.
    for (const QStringView segment : QStringView(opName).tokenize(u'/', Qt::SkipEmptyParts)) {
        if (segment.startsWith(u"gradients") || segment.startsWith(u"gradient_tape")
            || segment.startsWith(u"transpose("))
            return true;
    }
    return false;
}

QString frameworkOpType(const QString& eventName)
{
    // TF op events are named "<op name>:<op type>"; C++ scopes ("tpu::System") are not.
    static const QRegularExpression pattern(QStringLiteral("^([^\\s:]+):([A-Za-z_][A-Za-z0-9_]*)$"));
    const QRegularExpressionMatch match = pattern.match(eventName);
    return match.hasMatch() ? match.captured(2) : QString();
}

bool isFrameworkOpName(const QString& eventName)
{
    return xplane::tfOpCategory(eventName) != xplane::TfOpCategory::Unknown;
}

namespace {

    const QRegularExpression& tensorCorePlanePattern()
    {
        static const QRegularExpression pattern(QStringLiteral("^/device:TPU:\\d+$"));
        return pattern;
    }

    // The per-plane part of reading: one instance per plane, filling the HostTrace.
    class TraceReader
    {
    public:
        TraceReader(HostTrace& trace, const grouping::EventGroups& groups,
            const std::vector<grouping::LeftOutEvents>& leftOut, qint64 originNs)
            : m_trace(trace)
            , m_groups(groups)
            , m_leftOut(leftOut)
            , m_originNs(originNs)
        {
        }

        void readTensorCorePlane(const XPlane& plane);
        void readGpuPlane(const XPlane& plane, int planeIndex);
        void readHostPlane(const XPlane& plane, int planeIndex);
        void readMetadataPlane(const XPlane& plane);
        void readTaskEnvironment(const XPlane& plane);

    private:
        void readStepsLine(const PlaneVisitor& view, const XLine& line, DeviceCore& core);
        static Interval spanOf(const PlaneVisitor& view, const XLine& line, const XEvent& event)
        {
            const qint64 start = view.startPs(line, event);
            return { start, start + PlaneVisitor::durationPs(event.duration_ps()) };
        }
        static void extendWindow(DeviceCore& core, const Interval& span)
        {
            if (!core.window)
                core.window = span;
            core.window->startPs = std::min(core.window->startPs, span.startPs);
            core.window->endPs = std::max(core.window->endPs, span.endPs);
        }

        // The events of a line that lost its left-out memory events, by their index in the parsed line.
        const grouping::LeftOutEvents* leftOutOf(int planeIndex, int lineIndex) const
        {
            const auto found
                = std::find_if(m_leftOut.begin(), m_leftOut.end(), [&](const grouping::LeftOutEvents& line) {
                      return line.plane == planeIndex && line.line == lineIndex;
                  });
            return found == m_leftOut.end() ? nullptr : &*found;
        }
        // The training verdict asks of the host's framework ops in file order, the memory events' too.
        void noteFrameworkOp(const HostEvent& event)
        {
            if (!event.isFrameworkOp)
                return;
            m_trace.hasFrameworkOp = true;
            if (m_trace.firstBackwardFrameworkOp.isEmpty() && isBackwardPassOpName(event.frameworkOp))
                m_trace.firstBackwardFrameworkOp = event.frameworkOp;
        }
        void noteMemoryEventGroup(qint64 group)
        {
            // Memory events come in time order, a step's together: most repeat the group before them.
            if (group < 0 || (!m_trace.memoryEventGroups.empty() && m_trace.memoryEventGroups.back() == group))
                return;
            m_trace.memoryEventGroups.push_back(group);
        }

        HostTrace& m_trace;
        const grouping::EventGroups& m_groups;
        const std::vector<grouping::LeftOutEvents>& m_leftOut;
        qint64 m_originNs;
    };

    // Self time = own span minus the spans of direct children (nesting by span inclusion).
    template <typename Record, typename SpanOf> void computeSelfTimes(std::vector<Record*>& records, SpanOf spanOf)
    {
        std::sort(records.begin(), records.end(), [&](const Record* a, const Record* b) {
            const Interval sa = spanOf(*a), sb = spanOf(*b);
            return sa.startPs != sb.startPs ? sa.startPs < sb.startPs : sa.endPs > sb.endPs;
        });
        std::vector<Record*> stack;
        for (Record* record : records) {
            const Interval span = spanOf(*record);
            record->selfPs = span.length();
            while (!stack.empty() && spanOf(*stack.back()).endPs <= span.startPs)
                stack.pop_back();
            if (!stack.empty() && span.endPs <= spanOf(*stack.back()).endPs)
                stack.back()->selfPs -= span.length();
            stack.push_back(record);
        }
    }

    // The stats that say what a TensorCore op is (OpKind), rather than when it ran.
    bool describesOpKind(StatType type)
    {
        switch (type) {
        case StatType::HloCategory:
        case StatType::TfOp:
        case StatType::ShapeWithLayout:
        case StatType::ProgramId:
        case StatType::SymbolId:
        case StatType::Flops:
        case StatType::BytesAccessed:
        case StatType::MemoryAccessBreakdown:
            return true;
        default:
            return false;
        }
    }

    OpKind readOpKind(const PlaneVisitor& view, const XEvent& event, const QString& category, qint64 symbolId)
    {
        OpKind kind;
        kind.name = view.eventDisplayName(event);
        kind.longName = view.eventName(event);
        kind.category = category;
        kind.provenance = view.string(view.stat(event, StatType::TfOp));
        kind.shape = view.string(view.stat(event, StatType::ShapeWithLayout));
        kind.programId = view.string(view.stat(event, StatType::ProgramId));
        kind.symbolId = symbolId;
        kind.flops = view.number(view.stat(event, StatType::Flops));
        kind.bytesAccessed = view.number(view.stat(event, StatType::BytesAccessed));
        if (tensorflow::profiler::MemoryAccessBreakdown breakdown;
            view.parse(view.stat(event, StatType::MemoryAccessBreakdown), breakdown)) {
            double hbm = 0;
            for (const auto& access : breakdown.memory_accessed()) {
                if (access.memory_space() == tensorflow::profiler::MEMORY_SPACE_HBM)
                    hbm += static_cast<double>(access.bytes_accessed());
            }
            kind.hbmBytes = hbm;
        }
        return kind;
    }

    void TraceReader::readStepsLine(const PlaneVisitor& view, const XLine& line, DeviceCore& core)
    {
        qint64 ordinal = 0;
        for (const XEvent& event : line.events()) {
            StepMarker marker;
            marker.span = spanOf(view, line, event);
            marker.groupId = view.integer(view.stat(event, StatType::GroupId)).value_or(-1);
            bool isNumber = false;
            const qint64 fromName = view.eventName(event).toLongLong(&isNumber);
            marker.number = view.integer(view.stat(event, StatType::StepNum))
                                .value_or(marker.groupId >= 0 ? marker.groupId : (isNumber ? fromName : ordinal));
            marker.name = view.string(view.stat(event, StatType::StepName));
            if (marker.name.isEmpty())
                marker.name = view.eventName(event);
            core.stepMarkers.push_back(marker);
            ++ordinal;
        }
    }

    void TraceReader::readTensorCorePlane(const XPlane& plane)
    {
        const PlaneVisitor view(plane, m_originNs);
        DeviceCore core;
        core.planeName = view.name();
        if (tensorflow::profiler::CoreDetails details; view.parse(view.planeStat(StatType::CoreDetails), details))
            core.chipId = details.local_chip_id();
        if (m_trace.deviceType.isEmpty())
            m_trace.deviceType = view.string(view.planeStat(StatType::DeviceTypeString));
        if (!m_trace.peakTeraflops)
            m_trace.peakTeraflops = view.number(view.planeStat(StatType::PeakTeraflopsPerSecond));
        if (!m_trace.peakHbmGBps)
            m_trace.peakHbmGBps = view.number(view.planeStat(StatType::PeakHbmBwGigabytesPerSecond));

        // Ops of XProf's off-duty categories do not make the TensorCore busy (B.6).
        static const QSet<QString> offDuty { QStringLiteral("infeed"), QStringLiteral("outfeed"),
            QStringLiteral("host send"), QStringLiteral("host send-done"), QStringLiteral("host recv"),
            QStringLiteral("host recv-done"), QStringLiteral("megacore fusion") };
        const int coreIndex = static_cast<int>(m_trace.cores.size());
        const size_t firstOp = m_trace.deviceOps.size();
        // XLA puts what an op is on its metadata: the kind of an op whose events say nothing of it
        // themselves is read once, not at every execution.
        std::unordered_map<qint64, const OpKind*> kindOfMetadata;
        for (const XLine& line : plane.lines()) {
            const QString lineName = QString::fromStdString(line.name());
            if (lineName == QLatin1String("Steps")) {
                readStepsLine(view, line, core);
                continue;
            }
            const bool isOpLine = lineName == QLatin1String("XLA Ops");
            const bool isSparseCoreOpLine = lineName == QLatin1String("Sparse Core Ops");
            const bool isModuleLine
                = lineName == QLatin1String("XLA Modules") || lineName == QLatin1String("Sparse Core Modules");
            if (!isOpLine && !isSparseCoreOpLine && !isModuleLine)
                continue;
            forEachTimedEvent(line, [&](int, const XEvent& event) {
                const Interval span = spanOf(view, line, event);
                extendWindow(core, span);
                if (lineName == QLatin1String("XLA Modules")) {
                    core.modules.push_back({ span, view.eventName(event) });
                    return;
                }
                if (isModuleLine)
                    return;
                if (isSparseCoreOpLine) {
                    core.activeIntervals.push_back(span);
                    return;
                }
                const bool describedByMetadata = std::none_of(event.stats().begin(), event.stats().end(),
                    [&](const XStat& stat) { return describesOpKind(view.statType(stat)); });
                const auto cached
                    = describedByMetadata ? kindOfMetadata.find(event.metadata_id()) : kindOfMetadata.end();
                const OpKind* kind = cached == kindOfMetadata.end() ? nullptr : cached->second;
                const QString category = kind ? kind->category : view.string(view.stat(event, StatType::HloCategory));
                if (!offDuty.contains(category))
                    core.activeIntervals.push_back(span);
                if (!kind) {
                    const std::optional<qint64> symbolId = view.integer(view.stat(event, StatType::SymbolId));
                    if (!symbolId || *symbolId == 0)
                        return; // the program root, or no op at all (B.7)
                    kind = &*m_trace.opKinds.insert(readOpKind(view, event, category, *symbolId)).first;
                    if (describedByMetadata)
                        kindOfMetadata.emplace(event.metadata_id(), kind);
                }
                DeviceOp op;
                op.core = coreIndex;
                op.span = span;
                op.kind = kind;
                const auto deviceOffset = view.integer(view.eventStat(event, StatType::DeviceOffsetPs));
                const auto deviceDuration = view.integer(view.eventStat(event, StatType::DeviceDurationPs));
                op.deviceSpan = deviceOffset && deviceDuration ? Interval { view.onOrigin(line, *deviceOffset),
                    view.onOrigin(line, *deviceOffset) + PlaneVisitor::durationPs(*deviceDuration) }
                                                               : span;
                op.groupId = view.integer(view.eventStat(event, StatType::GroupId)).value_or(-1);
                m_trace.deviceOps.push_back(op);
            });
        }
        std::vector<DeviceOp*> ops;
        for (size_t i = firstOp; i < m_trace.deviceOps.size(); ++i)
            ops.push_back(&m_trace.deviceOps[i]);
        computeSelfTimes(ops, [](const DeviceOp& op) { return op.deviceSpan; });
        m_trace.cores.push_back(std::move(core));
    }

    EventType gpuEventType(const QString& kernelName, const QString& shape)
    {
        const QString name = kernelName.toLower();
        const auto any = [&](std::initializer_list<const char*> needles) {
            return std::any_of(needles.begin(), needles.end(),
                [&](const char* needle) { return name.contains(QLatin1String(needle)); });
        };
        if (any({ "memcpyh2d", "memcpyhtod" }))
            return EventType::HostToDevice;
        if (any({ "memcpyd2h", "memcpydtoh" }))
            return EventType::DeviceToHost;
        if (any({ "memcpyd2d", "memcpydtod", "memcpyp2p", "memcpyptop" }))
            return EventType::DeviceToDevice;
        if (name.startsWith(QLatin1String("nccl")) || name.startsWith(QLatin1String("rccl")))
            return EventType::DeviceCollectives;
        // XProf looks for "half" in the shapes, or "half"/"fp16" in the kernel name; bf16 counts too
        // here, because XProf's omission of it is a known complaint (spec D).
        static const QRegularExpression sixteenBitShape(QStringLiteral("half|bfloat16|\\bbf16\\[|\\bf16\\["));
        if (!shape.isEmpty())
            return shape.contains(sixteenBitShape) ? EventType::DeviceCompute16 : EventType::DeviceCompute32;
        return any({ "half", "fp16", "bf16", "bfloat16" }) ? EventType::DeviceCompute16 : EventType::DeviceCompute32;
    }

    QString gpuTypeLabel(EventType type)
    {
        switch (type) {
        case EventType::HostToDevice:
            return QStringLiteral("Memcpy HtoD");
        case EventType::DeviceToHost:
            return QStringLiteral("Memcpy DtoH");
        case EventType::DeviceToDevice:
            return QStringLiteral("Memcpy DtoD");
        case EventType::DeviceCollectives:
            return QStringLiteral("Collective");
        default:
            return QStringLiteral("Kernel");
        }
    }

    void TraceReader::readGpuPlane(const XPlane& plane, int planeIndex)
    {
        const PlaneVisitor view(plane, m_originNs);
        DeviceCore core;
        core.planeName = view.name();
        if (m_trace.deviceType.isEmpty()) {
            const QString vendor = view.string(view.planeStat(StatType::DeviceVendor));
            const qint64 major = view.integer(view.planeStat(StatType::ComputeCapMajor)).value_or(0);
            const qint64 minor = view.integer(view.planeStat(StatType::ComputeCapMinor)).value_or(0);
            // XProf's GpuModelName: the architecture from the vendor and compute capability.
            if (vendor.compare(QLatin1String("Nvidia"), Qt::CaseInsensitive) == 0) {
                static const QStringList architectures { {}, {}, QStringLiteral("Fermi"), QStringLiteral("Kepler"), {},
                    QStringLiteral("Maxwell"), QStringLiteral("Pascal"), {}, {}, QStringLiteral("Hopper"),
                    QStringLiteral("Blackwell") };
                QString architecture = major >= 0 && major < architectures.size() ? architectures.at(major) : QString();
                if (major == 7)
                    architecture = minor < 5 ? QStringLiteral("Volta") : QStringLiteral("Turing");
                else if (major == 8)
                    architecture = minor < 9 ? QStringLiteral("Ampere") : QStringLiteral("Ada Lovelace");
                m_trace.deviceType = architecture.isEmpty() ? QStringLiteral("Nvidia GPU")
                                                            : QStringLiteral("Nvidia GPU (%1)").arg(architecture);
            } else if (vendor.compare(QLatin1String("AMD"), Qt::CaseInsensitive) == 0) {
                m_trace.deviceType = major >= 9 && major <= 11 ? QStringLiteral("AMD GPU - gfx-%1XX series").arg(major)
                                                               : QStringLiteral("AMD GPU");
            }
        }
        if (!m_trace.peakTeraflops)
            m_trace.peakTeraflops = view.number(view.planeStat(StatType::PeakTeraflopsPerSecond));
        if (!m_trace.peakHbmGBps) {
            if (const auto bytesPerSecond = view.number(view.planeStat(StatType::MemoryBandwidth)))
                m_trace.peakHbmGBps = *bytesPerSecond / 1e9;
        }
        const int coreIndex = static_cast<int>(m_trace.cores.size());
        const size_t firstOp = m_trace.deviceOps.size();
        // The Steps line as XProf has it: stored in grouped files, else derived from the device group ids.
        for (const grouping::StepSpan& step : m_groups.deviceSteps()) {
            if (step.plane != planeIndex || step.groupId < 0)
                continue;
            const grouping::Group* group = m_groups.group(step.groupId);
            core.stepMarkers.push_back({ { step.startPs, step.startPs + step.durationPs }, step.groupId,
                group ? group->name : QString::number(step.groupId), step.groupId });
        }
        for (int lineIndex = 0; lineIndex < plane.lines_size(); ++lineIndex) {
            const XLine& line = plane.lines(lineIndex);
            // Kernels and copies live on the CUPTI / ROCm stream lines; the other lines are derived.
            if (!QString::fromStdString(line.name()).startsWith(QLatin1String("Stream #")))
                continue;
            const grouping::LineGroups groups = m_groups.lineGroups(planeIndex, lineIndex);
            forEachTimedEvent(line, [&](int eventIndex, const XEvent& event) {
                DeviceOp op;
                op.core = coreIndex;
                op.span = spanOf(view, line, event);
                op.deviceSpan = op.span;
                op.selfPs = op.span.length();
                OpKind kind;
                kind.longName = view.eventName(event);
                kind.shape = view.string(view.stat(event, StatType::Shape));
                op.type = gpuEventType(kind.longName, kind.shape);
                op.groupId = groups.groupOf(eventIndex);
                op.hasCorrelationId = view.eventStat(event, StatType::CorrelationId) != nullptr;
                op.isEager = m_groups.isEager(planeIndex, lineIndex, eventIndex);
                kind.module = view.string(view.stat(event, StatType::HloModule));
                kind.programId = view.string(view.stat(event, StatType::ProgramId));
                kind.provenance = view.string(view.stat(event, StatType::TfOp));
                if (kind.provenance.isEmpty())
                    kind.provenance = view.string(view.stat(event, StatType::Level0));
                kind.hloOp = view.string(view.stat(event, StatType::HloOp));
                const QString tfOpType = frameworkOpType(kind.provenance);
                if (!kind.hloOp.isEmpty()) {
                    // Instruction names repeat across programs: "jit_dot(5)/custom-call.1" tells them apart.
                    kind.name = kind.module.isEmpty()
                        ? kind.hloOp
                        : QStringLiteral("%1/%2").arg(kind.programId.isEmpty()
                                ? kind.module
                                : QStringLiteral("%1(%2)").arg(kind.module, kind.programId),
                            kind.hloOp);
                    // JAX's tf_op is the op's name scope ("jit(f)/dot_general", "XlaModule:" when it has none).
                    QString lastScope = kind.provenance.section(QLatin1Char('/'), -1);
                    if (lastScope.endsWith(QLatin1Char(':')))
                        lastScope.chop(1);
                    kind.category = lastScope.isEmpty() ? gpuTypeLabel(op.type) : lastScope;
                } else if (!tfOpType.isEmpty()) {
                    kind.name = kind.provenance.section(QLatin1Char(':'), 0, 0);
                    kind.category = tfOpType;
                } else {
                    kind.name = kind.longName;
                    kind.category = gpuTypeLabel(op.type);
                }
                op.kind = &*m_trace.opKinds.insert(std::move(kind)).first;
                m_trace.deviceOps.push_back(op);
            });
        }
        // XLA module executions: consecutive kernels of one module (XProf's derived "XLA Modules" line).
        std::vector<const DeviceOp*> kernels;
        for (size_t i = firstOp; i < m_trace.deviceOps.size(); ++i) {
            if (!m_trace.deviceOps[i].kind->module.isEmpty())
                kernels.push_back(&m_trace.deviceOps[i]);
        }
        std::sort(kernels.begin(), kernels.end(),
            [](const DeviceOp* a, const DeviceOp* b) { return a->span.startPs < b->span.startPs; });
        for (const DeviceOp* kernel : kernels) {
            const OpKind& kind = *kernel->kind;
            const QString name
                = kind.programId.isEmpty() ? kind.module : QStringLiteral("%1(%2)").arg(kind.module, kind.programId);
            if (!core.modules.empty() && core.modules.back().name == name) {
                core.modules.back().span.endPs = std::max(core.modules.back().span.endPs, kernel->span.endPs);
                continue;
            }
            core.modules.push_back({ kernel->span, name });
        }
        m_trace.cores.push_back(std::move(core));
    }

    void TraceReader::readHostPlane(const XPlane& plane, int planeIndex)
    {
        const PlaneVisitor view(plane, m_originNs);
        m_trace.matrixUnitUtilization = view.number(view.planeStat(StatType::MatrixUnitUtilizationPercent));
        m_trace.hbmUtilization = view.number(view.planeStat(StatType::HbmUtilizationPercent));
        static const QStringList ignoredBySteps { QStringLiteral("EagerExecute"), QStringLiteral("EagerLocalExecute"),
            QStringLiteral("EagerKernelExecute"), QStringLiteral("FunctionRun") };
        static const QStringList transferNames { QStringLiteral("TransferToDevice"),
            QStringLiteral("TransferFromDevice"), QStringLiteral("TransferH2D"), QStringLiteral("TransferD2H"),
            QStringLiteral("WriteHbm"), QStringLiteral("ReadHbm") };
        const std::vector<qint64> memoryEventIds = memoryEventMetadataIds(plane);
        for (int lineIndex = 0; lineIndex < plane.lines_size(); ++lineIndex) {
            const XLine& line = plane.lines(lineIndex);
            const size_t firstEvent = m_trace.hostEvents.size();
            const grouping::LineGroups groups = m_groups.lineGroups(planeIndex, lineIndex);
            const grouping::LeftOutEvents* leftOut = leftOutOf(planeIndex, lineIndex);
            forEachTimedEvent(line, [&](int parsedIndex, const XEvent& event) {
                // The groups are the file's: its index in the file's line.
                const int eventIndex = leftOut ? leftOut->keptFileIndex[size_t(parsedIndex)] : parsedIndex;
                HostEvent record;
                record.span = spanOf(view, line, event);
                record.name = view.eventName(event);
                record.line = lineIndex;
                record.groupId = groups.groupOf(eventIndex);
                record.hasCorrelationId = view.eventStat(event, StatType::CorrelationId) != nullptr;
                record.isUserRoot = view.eventStat(event, StatType::IsRoot) != nullptr;
                // IsRealCpuCompute: the eager and function wrappers are not host compute of a step.
                record.countsForSteps = !std::any_of(ignoredBySteps.begin(), ignoredBySteps.end(),
                    [&](const QString& prefix) { return record.name.startsWith(prefix); });
                if (record.groupId >= 0) {
                    record.isStepMarker = grouping::isExplicitHostStepMarker(record.name)
                        || !m_groups.stepName(planeIndex, lineIndex, eventIndex).isEmpty();
                    const grouping::Group* group = m_groups.group(record.groupId);
                    record.stepNumber = group ? group->stepNumber : record.groupId;
                }
                const QString tfOp = view.string(view.stat(event, StatType::TfOp));
                // Placement rule (docs/overview.md): names that parse as framework ops; for files XProf groups
                // itself also every event with a tf_op stat, as XProf counts them (TensorFlow 2.x did not).
                record.isFrameworkOp = isFrameworkOpName(record.name)
                    || (!tfOp.isEmpty() && m_trace.grouping != grouping::GroupingSource::Stored);
                record.frameworkOp = tfOp.isEmpty() ? record.name : tfOp;
                noteFrameworkOp(record);
                const bool isMemoryEvent = std::find(memoryEventIds.begin(), memoryEventIds.end(), event.metadata_id())
                    != memoryEventIds.end();
                if (isMemoryEvent && record.span.length() == 0 && !record.isStepMarker && !record.isUserRoot) {
                    // An instant of host compute: it adds no time to a step, to a framework op or to an op's
                    // parent, only to the counts and the groups kept here.
                    m_trace.memoryEventFrameworkOps += record.isFrameworkOp ? 1 : 0;
                    noteMemoryEventGroup(record.groupId);
                    return;
                }
                record.isEager = m_groups.isEager(planeIndex, lineIndex, eventIndex);
                record.isTransfer = std::any_of(transferNames.begin(), transferNames.end(),
                    [&](const QString& needle) { return record.name.contains(needle); });
                m_trace.hostEvents.push_back(std::move(record));
            });
            if (leftOut) {
                for (const grouping::LeftOutEvents::Event& event : leftOut->events)
                    noteMemoryEventGroup(groups.groupOf(event.fileIndex));
            }
            std::vector<HostEvent*> frameworkOps;
            for (size_t i = firstEvent; i < m_trace.hostEvents.size(); ++i) {
                if (m_trace.hostEvents[i].isFrameworkOp)
                    frameworkOps.push_back(&m_trace.hostEvents[i]);
            }
            computeSelfTimes(frameworkOps, [](const HostEvent& event) { return event.span; });
        }
    }

    void TraceReader::readMetadataPlane(const XPlane& plane)
    {
        const PlaneVisitor view(plane, m_originNs);
        for (const auto& [id, metadata] : plane.event_metadata()) {
            for (const auto& stat : metadata.stats()) {
                const auto name = plane.stat_metadata().find(stat.metadata_id());
                if (name == plane.stat_metadata().end() || name->second.name() != "Hlo Proto"
                    || stat.value_case() != stat.kBytesValue)
                    continue;
                // Rare and small (XSpaces made in memory): read with their element types whatever the planes.
                if (std::optional<HloFacts> facts = readHloFacts(QByteArrayView(stat.bytes_value()), true))
                    m_trace.embeddedHlo.push_back(std::move(*facts));
                else
                    m_trace.warnings.append(
                        OverviewText::tr("The HLO proto of '%1' in /host:metadata is damaged and was skipped.")
                            .arg(QString::fromStdString(metadata.name())));
            }
        }
    }

    void TraceReader::readTaskEnvironment(const XPlane& plane)
    {
        const PlaneVisitor view(plane, m_originNs);
        m_trace.profileStartNs = view.integer(view.planeStat(StatType::ProfileStartTime));
        m_trace.profileStopNs = view.integer(view.planeStat(StatType::ProfileStopTime));
    }

    // The interval the host's events cover, the left-out ones too: first start to last end.
    std::optional<Interval> eventSpan(
        const XSpace& space, const std::vector<grouping::LeftOutEvents>& leftOut, qint64 originNs)
    {
        std::optional<Interval> span;
        const auto extend = [&](const Interval& own) {
            span = span ? Interval { std::min(span->startPs, own.startPs), std::max(span->endPs, own.endPs) } : own;
        };
        for (const XPlane& plane : space.planes()) {
            const PlaneVisitor view(plane, originNs);
            for (const XLine& line : plane.lines()) {
                forEachTimedEvent(line, [&](int, const XEvent& event) {
                    extend({ view.startPs(line, event), view.endPs(line, event) });
                });
            }
        }
        for (const grouping::LeftOutEvents& line : leftOut) {
            const XPlane& plane = space.planes(line.plane);
            const PlaneVisitor view(plane, originNs);
            for (const grouping::LeftOutEvents::Event& event : line.events) {
                const qint64 at = view.onOrigin(plane.lines(line.line), event.offsetPs);
                extend({ at, at });
            }
        }
        return span;
    }

    HostTrace readHostTrace(const QString& hostName, const XSpace& space,
        const std::vector<grouping::LeftOutEvents>& leftOut, const grouping::EventGroups& groups, qint64 originNs)
    {
        HostTrace trace;
        trace.hostName = space.hostnames_size() > 0 && !space.hostnames(0).empty()
            ? QString::fromStdString(space.hostnames(0))
            : (hostName.isEmpty() ? QStringLiteral("localhost") : hostName);
        for (const std::string& error : space.errors())
            trace.errors.append(QString::fromStdString(error));
        for (const std::string& warning : space.warnings())
            trace.warnings.append(QString::fromStdString(warning));

        trace.grouping = groups.source();
        trace.groups = groups.groups();
        TraceReader reader(trace, groups, leftOut, originNs);
        bool hasGpu = false;
        // At most one op a device event: room made once, not per plane. The host's memory events make no
        // records, so its events say nothing of the room they need.
        size_t deviceEvents = 0;
        for (const XPlane& plane : space.planes()) {
            if (QString::fromStdString(plane.name()).startsWith(QLatin1String("/device:GPU:")))
                hasGpu = true;
            for (const XLine& line : plane.lines())
                deviceEvents += plane.name() == "/host:CPU" ? 0 : size_t(line.events_size());
        }
        trace.deviceOps.reserve(deviceEvents);
        // GPU planes take precedence over TPU planes, as in XProf's SetRunEnvironment.
        for (int planeIndex = 0; planeIndex < space.planes_size(); ++planeIndex) {
            const XPlane& plane = space.planes(planeIndex);
            const QString name = QString::fromStdString(plane.name());
            if (hasGpu && name.startsWith(QLatin1String("/device:GPU:")))
                reader.readGpuPlane(plane, planeIndex);
            else if (!hasGpu && tensorCorePlanePattern().match(name).hasMatch())
                reader.readTensorCorePlane(plane);
            else if (name == QLatin1String("/host:CPU"))
                reader.readHostPlane(plane, planeIndex);
            else if (name == QLatin1String("/host:metadata"))
                reader.readMetadataPlane(plane);
            else if (name == QLatin1String("Task Environment"))
                reader.readTaskEnvironment(plane);
        }
        std::sort(trace.memoryEventGroups.begin(), trace.memoryEventGroups.end());
        trace.memoryEventGroups.erase(
            std::unique(trace.memoryEventGroups.begin(), trace.memoryEventGroups.end()), trace.memoryEventGroups.end());
        trace.eventSpan = eventSpan(space, leftOut, originNs);
        trace.deviceCoreCount = static_cast<int>(trace.cores.size());
        if (hasGpu) {
            trace.hardware = HardwareType::Gpu;
            if (trace.deviceType.isEmpty())
                trace.deviceType = QStringLiteral("GPU");
        } else if (!trace.cores.empty()) {
            trace.hardware = HardwareType::Tpu;
            if (trace.deviceType.isEmpty())
                trace.deviceType = QStringLiteral("TPU");
        } else {
            trace.deviceType = QStringLiteral("CPU");
        }
        return trace;
    }

} // namespace

std::optional<HostTrace> readHostTrace(
    const HostSpace& host, qint64 originNs, const std::atomic_bool* cancel, QString* error)
{
    if (!host.holdsXSpace())
        return std::nullopt;
    if (const std::shared_ptr<const XSpace> space = host.parsedSpace())
        return readHostTrace(host.hostName, *space, {}, grouping::groupEvents(*space, originNs), originNs);
    // A memory event's tf_op makes it a framework op only where the grouping is computed (the placement rule).
    const QByteArrayView bytes = host.bytes();
    const grouping::SpaceToGroup parsed = grouping::parseSpaceToGroup(bytes, host.bytesMapped(), cancel,
        grouping::declaresGroupIds(bytes) ? grouping::MemoryEventStats::GroupingOnly
                                          : grouping::MemoryEventStats::WithTfOp);
    if (parsed.cancelled)
        return std::nullopt;
    if (!parsed.space) {
        // What is damaged, and where, as every reader of a whole XSpace says it.
        const std::shared_ptr<const XSpace> space = host.space(error);
        if (!space)
            return std::nullopt;
        return readHostTrace(host.hostName, *space, {}, grouping::groupEvents(*space, originNs), originNs);
    }
    return readHostTrace(
        host.hostName, *parsed.space, parsed.leftOut, grouping::groupEvents(parsed, originNs), originNs);
}

} // namespace memscope::overview
