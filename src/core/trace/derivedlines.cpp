// SPDX-License-Identifier: Apache-2.0
#include "core/trace/derivedlines.h"

#include "core/trace/hlosymbols.h"
#include "core/xplane/tfopname.h"

#include <algorithm>
#include <map>
#include <optional>
#include <unordered_map>

namespace memscope::trace {

namespace {

    constexpr qint32 kThreadIdDerivedMin = qint32(kThreadIdStepInfo);
    // The last id of kThreadIdDeviceDerivedMin..Max, the per-stream GPU lines. The spec could not
    // verify XLA's values (A.2.4, D); Memscope takes those of the one header that defines them,
    // kThreadIdDerivedMin + 290 with 100 ids: so 16 GPU streams get derived lines, one block of 6
    // ids each, and further streams none, as XProf stops when the range is used up.
    constexpr qint64 kThreadIdDeviceDerivedMin = qint64(kThreadIdDerivedMin) + 290;
    constexpr qint64 kThreadIdDeviceDerivedMax = kThreadIdDeviceDerivedMin + 99;
    constexpr qint32 kThreadIdDerivedMax = qint32(kThreadIdDeviceDerivedMax);
    // A stream's derived lines, by their offset from kThreadIdTfNameScope; each stream's block
    // spans kThreadIdTfNameScope..kThreadIdSource, overhead (+4) included, and only the five
    // lines made get display ids.
    constexpr qint64 kLinesPerStream = 6;

    // XProf's DerivedXLineBuilder: one derived line, its last event per nesting level, and the
    // lines whose levels restart when its outermost level does.
    class DerivedLine
    {
    public:
        DerivedLine(QString name, quint32 tid, int process, bool gpuPlane, std::vector<DerivedLine*> dependents = {})
            : m_track(std::make_shared<TraceTrack>())
            , m_gpuPlane(gpuPlane)
            , m_dependents(std::move(dependents))
        {
            m_track->kind = TrackKind::Derived;
            m_track->name = std::move(name);
            m_track->tid = tid;
            m_track->sortIndex = tid;
            m_track->process = process;
        }

        void expandOrAdd(quint32 name, qint64 startPs, qint64 endPs, qint32 group)
        {
            expandOrAddLevel(name, startPs, endPs, group, 0);
        }

        // One event per level, outermost first; deeper levels left open by an earlier event close.
        void expandOrAddLevels(const std::vector<quint32>& names, qint64 startPs, qint64 endPs, qint32 group)
        {
            if (names.empty())
                return;
            for (size_t level = 0; level < names.size(); ++level)
                expandOrAddLevel(names[level], startPs, endPs, group, level);
            resetLastEvents(names.size());
        }

        // Closes the open events from `level` on (shrinking identical stacked spans first), and
        // with the outermost level those of the dependent lines.
        void resetLastEvents(size_t level)
        {
            adjustDurationForTraceViewer(level);
            for (size_t i = level; i < m_last.size(); ++i)
                m_last[i] = -1;
            if (level == 0) {
                for (DerivedLine* line : m_dependents)
                    line->resetLastEvents(0);
            }
        }

        // The line, or null when it has no events (XProf's RemoveEmptyLines).
        std::shared_ptr<TraceTrack> take()
        {
            TraceTrack& track = *m_track;
            if (track.eventCount() == 0)
                return nullptr;
            qint64 endPs = 0;
            for (int e = 0; e < track.eventCount(); ++e)
                endPs = std::max(endPs, track.endPs(e));
            if (std::all_of(track.groupIds.begin(), track.groupIds.end(), [](qint32 g) { return g == kNoGroup; }))
                track.groupIds = {};
            track.lineSpan = { 0, endPs };
            return std::move(m_track);
        }

        TraceTrack& track() { return *m_track; }

    private:
        // ExpandOrAddLevelEvent: the level's open event grows to cover the new one when it has the
        // same name and group (off GPU planes, an ungrouped one only when the gap is at most twice
        // its length); otherwise the new event opens, closing this level and the deeper ones.
        void expandOrAddLevel(quint32 name, qint64 startPs, qint64 endPs, qint32 group, size_t level)
        {
            if (m_last.size() <= level)
                m_last.resize(level + 1, -1);
            TraceTrack& track = *m_track;
            const int open = m_last[level];
            if (open >= 0 && track.names[size_t(open)] == name && track.groupIds[size_t(open)] == group
                && (m_gpuPlane || group != kNoGroup
                    || track.endPs(open) + 2 * track.durationsPs[size_t(open)] >= startPs)) {
                const qint64 start = std::min(track.startsPs[size_t(open)], startPs);
                track.durationsPs[size_t(open)] = std::max(track.endPs(open), endPs) - start;
                track.startsPs[size_t(open)] = start;
                return;
            }
            resetLastEvents(level);
            m_last[level] = track.eventCount();
            track.startsPs.push_back(startPs);
            track.durationsPs.push_back(endPs - startPs);
            track.names.push_back(name);
            track.fileOffsets.push_back(kNoFileOffset);
            track.groupIds.push_back(group);
        }

        // AdjustDurationForTraceViewer: in the stack of open events from `level` up, each event
        // whose span equals the one below it ends 1 ns earlier per such level, so that the viewer
        // stacks them in order; the top never shrinks below 1 ns.
        void adjustDurationForTraceViewer(size_t level)
        {
            if (level >= m_last.size() || m_last[level] < 0)
                return;
            size_t top = level;
            while (top + 1 < m_last.size() && m_last[top + 1] >= 0)
                ++top;
            if (top <= level)
                return;
            TraceTrack& track = *m_track;
            const qint64 maxShrinkNs = track.durationsPs[size_t(m_last[top])] / 1000 - 1;
            qint64 shrinkNs = 0;
            std::optional<std::pair<qint64, qint64>> below;
            for (size_t i = level; i <= top; ++i) {
                const size_t event = size_t(m_last[i]);
                const std::pair<qint64, qint64> span { track.startsPs[event], track.durationsPs[event] };
                if (shrinkNs < maxShrinkNs && below == span)
                    ++shrinkNs;
                below = span;
                track.durationsPs[event] -= 1000 * shrinkNs;
            }
        }

        std::shared_ptr<TraceTrack> m_track;
        bool m_gpuPlane;
        std::vector<DerivedLine*> m_dependents;
        std::vector<int> m_last; // per level: the open event, or -1
    };

    // hlo_op split on "::" (absl::StrSplit: empty parts kept).
    std::vector<QByteArrayView> splitOps(QByteArrayView hloOp)
    {
        std::vector<QByteArrayView> parts;
        qsizetype from = 0;
        for (qsizetype at; (at = hloOp.indexOf(QByteArrayView("::"), from)) >= 0; from = at + 2)
            parts.push_back(hloOp.sliced(from, at - from));
        parts.push_back(hloOp.sliced(from));
        return parts;
    }

    struct ViewHash
    {
        size_t operator()(QByteArrayView view) const { return qHash(view); }
    };

    // A framework op as ProcessTfOpEvent derives it: its name scopes (TensorFlow and JAX ops)
    // nest on the name scope line; the op is named by its type (or tf.data iterator, or trimmed
    // name), its full name the long name.
    struct FrameworkOp
    {
        bool scoped = false;
        std::vector<quint32> scopes;
        quint32 op = 0;
    };

    // Each full name parsed once per plane.
    class FrameworkOps
    {
    public:
        explicit FrameworkOps(DerivedNames& names)
            : m_names(names)
        {
        }

        const FrameworkOp& of(const QString& fullName)
        {
            auto found = m_parsed.find(fullName);
            if (found != m_parsed.end())
                return found->second;
            const xplane::TfOp op = xplane::parseTfOpFullname(fullName);
            FrameworkOp parsed;
            parsed.scoped = op.category == xplane::TfOpCategory::TensorFlow || op.category == xplane::TfOpCategory::Jax;
            if (parsed.scoped) {
                for (const QString& scope : xplane::tfNameScopes(op))
                    parsed.scopes.push_back(m_names.id(scope));
            }
            // The display name is the op's event name; none when it is empty (":" stays ":").
            const QString shown = xplane::tfOpEventName(op);
            parsed.op = shown.isEmpty() ? m_names.id(fullName) : m_names.id(shown, fullName);
            return m_parsed.emplace(fullName, std::move(parsed)).first->second;
        }

    private:
        DerivedNames& m_names;
        std::map<QString, FrameworkOp> m_parsed; // node-based: the references handed out stay valid
    };

    void addFrameworkOp(
        const FrameworkOp& op, DerivedLine& scopes, DerivedLine& ops, qint64 startPs, qint64 endPs, qint32 group)
    {
        if (op.scoped)
            scopes.expandOrAddLevels(op.scopes, startPs, endPs, group);
        ops.expandOrAdd(op.op, startPs, endPs, group);
    }

    void keep(DerivedLine& line, qint64 baseNs, std::vector<DerivedTrack>& out)
    {
        if (std::shared_ptr<TraceTrack> track = line.take())
            out.push_back({ std::move(track), baseNs });
    }

    // XProf's event order: by start, longer first (Timespan); the input order among equals.
    template <typename Event> void sortByTimespan(std::vector<Event>& events)
    {
        std::stable_sort(events.begin(), events.end(), [](const Event& a, const Event& b) {
            return a.startPs != b.startPs ? a.startPs < b.startPs : a.endPs - a.startPs > b.endPs - b.startPs;
        });
    }

    // What a kernel's stats make of names, found once per distinct stats of a plane.
    struct KernelNames
    {
        std::optional<quint32> module; // "<hlo_module>(<program_id>)"
        std::vector<quint32> ops; // one per "::" level of hlo_op: "<program id or module>/<op>", shown as the op
        bool isXlaOp = false;
        const FrameworkOp* framework = nullptr; // the instruction's op_name:op_type, or the tf_op of a non-XLA kernel
        std::optional<quint32> source; // the instruction's source
    };

    class KernelNaming
    {
    public:
        KernelNaming(const KernelTable& kernels, DerivedNames& names, HloSymbols& symbols)
            : m_kernels(kernels)
            , m_made(kernels.size())
            , m_names(names)
            , m_symbols(symbols)
            , m_framework(names)
        {
        }

        const KernelNames& of(quint32 stats)
        {
            std::optional<KernelNames>& made = m_made[stats];
            if (!made)
                made = make(m_kernels[stats]);
            return *made;
        }

    private:
        KernelNames make(const KernelStats& kernel)
        {
            KernelNames made;
            const QString module = QString::fromUtf8(kernel.hloModule);
            if (!module.isEmpty())
                made.module = m_names.id(
                    kernel.hasProgramId ? QStringLiteral("%1(%2)").arg(module).arg(kernel.programId) : module);
            if (kernel.hloOp.isNull()) {
                if (!kernel.tfOp.isEmpty())
                    made.framework = &m_framework.of(QString::fromUtf8(kernel.tfOp));
                return made;
            }
            made.isXlaOp = true;
            const QString prefix = kernel.hasProgramId ? QString::number(kernel.programId) : module;
            const std::vector<QByteArrayView> ops = splitOps(kernel.hloOp);
            for (const QByteArrayView& op : ops)
                made.ops.push_back(
                    m_names.id(QString::fromUtf8(op), prefix + QLatin1Char('/') + QString::fromUtf8(op)));
            // The instruction behind the innermost op, looked up by program id as XProf does.
            const HloInstructionInfo* instruction
                = kernel.hasProgramId ? m_symbols.find(kernel.programId, ops.back()) : nullptr;
            if (instruction) {
                made.framework = &m_framework.of(instruction->frameworkOp());
                const QString where = instruction->source();
                if (!where.isEmpty())
                    made.source = m_names.id(where);
            }
            return made;
        }

        const KernelTable& m_kernels;
        std::vector<std::optional<KernelNames>> m_made; // by the kernels' stats
        DerivedNames& m_names;
        HloSymbols& m_symbols;
        FrameworkOps m_framework;
    };

    // DeriveEventsFromAnnotationsForLines for one stream, whose block of display ids starts at
    // `displayId` (the stream's own).
    void deriveStream(
        GpuStream& stream, quint32 displayId, int process, KernelNaming& naming, std::vector<DerivedTrack>& out)
    {
        const QString from = QStringLiteral(" - from #%1").arg(stream.track->tid);
        // The stream's lines get the display ids after its own, in id order (scope, framework ops,
        // XLA modules, XLA ops, source); the unused overhead line has none.
        DerivedLine frameworkOps(QStringLiteral("Framework Ops") + from, displayId + 2, process, true);
        DerivedLine nameScopes(
            QStringLiteral("Framework Name Scope") + from, displayId + 1, process, true, { &frameworkOps });
        DerivedLine xlaOps(QStringLiteral("XLA Ops") + from, displayId + 4, process, true);
        DerivedLine xlaModules(
            QStringLiteral("XLA Modules") + from, displayId + 3, process, true, { &nameScopes, &xlaOps });
        DerivedLine source(QStringLiteral("Source code") + from, displayId + 5, process, true);
        sortByTimespan(stream.kernels);
        for (const GpuKernel& kernel : stream.kernels) {
            const KernelNames& names = naming.of(kernel.stats);
            if (names.module)
                xlaModules.expandOrAdd(*names.module, kernel.startPs, kernel.endPs, kernel.group);
            if (names.isXlaOp)
                xlaOps.expandOrAddLevels(names.ops, kernel.startPs, kernel.endPs, kernel.group);
            if (names.framework)
                addFrameworkOp(*names.framework, nameScopes, frameworkOps, kernel.startPs, kernel.endPs, kernel.group);
            if (names.source)
                source.expandOrAdd(*names.source, kernel.startPs, kernel.endPs, kernel.group);
        }
        for (DerivedLine* line : { &nameScopes, &frameworkOps, &xlaModules, &xlaOps, &source })
            keep(*line, stream.lineTimestampNs, out);
    }

} // namespace

bool isDerivedThreadId(qint64 lineId)
{
    const qint32 id = qint32(lineId);
    return id >= kThreadIdDerivedMin && id <= kThreadIdDerivedMax;
}

quint32 DerivedNames::id(const QString& name, const QString& longName)
{
    const auto known = m_ids.constFind({ name, longName });
    if (known != m_ids.cend())
        return *known;
    const quint32 id = quint32(m_names.size());
    m_ids.insert({ name, longName }, id);
    m_names.push_back({ name, longName, false });
    return id;
}

quint32 KernelTable::intern(const KernelStats& stats)
{
    const auto known = m_index.constFind(stats);
    if (known != m_index.cend())
        return *known;
    const quint32 index = quint32(m_stats.size());
    m_stats.push_back(stats);
    m_index.insert(stats, index);
    return index;
}

size_t qHash(const KernelStats& stats, size_t seed)
{
    return qHashMulti(seed, stats.hloModule, stats.hloOp, stats.tfOp, stats.hasProgramId, stats.programId);
}

std::vector<DerivedTrack> deriveGpuStreamLines(
    std::vector<GpuStream>& streams, const KernelTable& kernels, int process, DerivedNames& names, HloSymbols& symbols)
{
    std::vector<DerivedTrack> out;
    if (std::none_of(streams.begin(), streams.end(), [](const GpuStream& s) { return !s.kernels.empty(); }))
        return out;
    std::stable_sort(streams.begin(), streams.end(), [](const GpuStream& a, const GpuStream& b) {
        const bool leftCompute = a.track->name.contains(QLatin1String("Compute"));
        const bool rightCompute = b.track->name.contains(QLatin1String("Compute"));
        if (leftCompute != rightCompute)
            return leftCompute;
        return a.eventCount > b.eventCount;
    });
    KernelNaming naming(kernels, names, symbols);
    quint32 displayId = 1;
    qint64 nextLineId = kThreadIdDeviceDerivedMin;
    for (GpuStream& stream : streams) {
        if (nextLineId + kLinesPerStream > kThreadIdDeviceDerivedMax)
            break; // XProf: "Exceeding the range of derived line ids. Stopping."
        nextLineId += kLinesPerStream;
        deriveStream(stream, displayId, process, naming, out);
        stream.track->tid = displayId;
        stream.track->sortIndex = displayId;
        displayId += kLinesPerStream;
    }
    return out;
}

std::vector<DerivedTrack> deriveTensorCoreLines(
    std::vector<TensorCoreEvent>& events, qint64 baseNs, int process, DerivedNames& names)
{
    DerivedLine frameworkOps(QStringLiteral("Framework Ops"), kThreadIdTfOp, process, false);
    DerivedLine nameScopes(
        QStringLiteral("Framework Name Scope"), kThreadIdTfNameScope, process, false, { &frameworkOps });
    DerivedLine source(QStringLiteral("Source code"), kThreadIdSource, process, false);
    FrameworkOps framework(names);
    std::unordered_map<QByteArrayView, const FrameworkOp*, ViewHash> opOf;
    std::unordered_map<QByteArrayView, quint32, ViewHash> sourceOf;
    sortByTimespan(events);
    for (const TensorCoreEvent& event : events) {
        if (!event.tfOp.isEmpty()) {
            const FrameworkOp*& op = opOf[event.tfOp];
            if (!op)
                op = &framework.of(QString::fromUtf8(event.tfOp));
            addFrameworkOp(*op, nameScopes, frameworkOps, event.startPs, event.endPs, event.group);
        }
        if (!event.source.isEmpty()) {
            const auto [where, added] = sourceOf.try_emplace(event.source, 0);
            if (added)
                where->second = names.id(QString::fromUtf8(event.source));
            source.expandOrAdd(where->second, event.startPs, event.endPs, event.group);
        }
    }
    nameScopes.resetLastEvents(0);
    std::vector<DerivedTrack> out;
    for (DerivedLine* line : { &nameScopes, &frameworkOps, &source })
        keep(*line, baseNs, out);
    return out;
}

std::shared_ptr<TraceTrack> launchStatsTrack(const std::vector<KernelLaunch>& launches, quint64 deviceId,
    const QHash<qint64, QString>& groupNames, int process, DerivedNames& names)
{
    struct GroupLaunches
    {
        qint64 startPs = 0;
        qint64 endPs = 0;
        qint64 count = 0;
        qint64 maxPs = 0;
        qint64 totalPs = 0;
    };
    std::map<qint32, GroupLaunches> groups;
    for (const KernelLaunch& launch : launches) {
        if (launch.deviceId != deviceId)
            continue;
        GroupLaunches& group = groups[launch.group];
        const qint64 duration = launch.endPs - launch.startPs;
        group.startPs = group.count == 0 ? launch.startPs : std::min(group.startPs, launch.startPs);
        group.endPs = group.count == 0 ? launch.endPs : std::max(group.endPs, launch.endPs);
        ++group.count;
        group.maxPs = std::max(group.maxPs, duration);
        group.totalPs += duration;
    }
    auto track = std::make_shared<TraceTrack>();
    track->kind = TrackKind::Derived;
    track->name = QStringLiteral("Launch Stats");
    track->tid = kThreadIdKernelLaunch;
    track->sortIndex = kThreadIdKernelLaunch;
    track->process = process;
    qint64 endPs = 0;
    for (const auto& [id, group] : groups) {
        const auto name = groupNames.constFind(id);
        if (name == groupNames.cend())
            continue; // XProf makes none for a group without metadata
        track->startsPs.push_back(group.startPs);
        track->durationsPs.push_back(group.endPs - group.startPs);
        track->names.push_back(names.id(QStringLiteral("Launch Stats for ") + *name));
        track->fileOffsets.push_back(kNoFileOffset);
        track->groupIds.push_back(id);
        // PicoToMicro of the maximum and of the mean (tsl::Stat's avg, a double).
        track->derivedStats.push_back({ { QStringLiteral("num_launches"), true, group.count, 0 },
            { QStringLiteral("max_launch_time_us"), false, 0, double(group.maxPs) / 1e6 },
            { QStringLiteral("avg_launch_time_us"), false, 0, double(group.totalPs) / double(group.count) / 1e6 } });
        endPs = std::max(endPs, group.endPs);
    }
    if (track->eventCount() == 0)
        return nullptr;
    track->lineSpan = { 0, endPs };
    return track;
}

} // namespace memscope::trace
