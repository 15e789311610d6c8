// SPDX-License-Identifier: Apache-2.0
// Step finding and the step-time breakdown (spec B.4, B.5), and inference sessions (B.12).
#include "core/overview/trace.h"

#include <QSet>
#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <set>

namespace memscope::overview {

std::map<EventType, qint64> nonOverlappedTimes(
    std::vector<std::pair<Interval, EventType>> events, const Interval& window)
{
    // Cut the window at every event boundary; each piece belongs to the highest-priority
    // event type active in it. What no event covers is Unknown.
    std::vector<std::pair<qint64, int>> boundaries; // (time, +index+1 start / -(index+1) end)
    for (size_t i = 0; i < events.size(); ++i) {
        Interval& span = events[i].first;
        span = { std::max(span.startPs, window.startPs), std::min(span.endPs, window.endPs) };
        if (span.length() <= 0)
            continue;
        boundaries.emplace_back(span.startPs, static_cast<int>(i) + 1);
        boundaries.emplace_back(span.endPs, -static_cast<int>(i) - 1);
    }
    std::sort(boundaries.begin(), boundaries.end());
    std::map<EventType, qint64> times;
    std::multiset<int> active; // priorities of the events covering the current piece
    qint64 previous = window.startPs;
    for (const auto& [time, signedIndex] : boundaries) {
        if (!active.empty() && time > previous)
            times[static_cast<EventType>(*active.rbegin())] += time - previous;
        previous = time;
        const int priority = static_cast<int>(events[static_cast<size_t>(std::abs(signedIndex) - 1)].second);
        if (signedIndex > 0)
            active.insert(priority);
        else
            active.erase(active.find(priority));
    }
    qint64 covered = 0;
    for (const auto& [type, ps] : times)
        covered += ps;
    times[EventType::Unknown] += std::max<qint64>(0, window.length() - covered);
    return times;
}

namespace {

    // A step before its breakdown: a window per core (device markers and module executions)
    // or one host window shared by all cores (host markers).
    struct StepWindow
    {
        qint64 number = 0;
        QString name;
        qint64 groupId = -1;
        std::map<int, Interval> coreWindows;
        std::optional<Interval> hostWindow;

        Interval span() const
        {
            if (hostWindow)
                return *hostWindow;
            // The step time is the longest marker over cores.
            Interval longest { 0, 0 };
            for (const auto& [core, window] : coreWindows) {
                if (window.length() > longest.length())
                    longest = window;
            }
            return longest;
        }
    };

    StepSource findSource(const HostTrace& host)
    {
        const auto anyCore
            = [&](auto predicate) { return std::any_of(host.cores.begin(), host.cores.end(), predicate); };
        if (anyCore([](const DeviceCore& core) { return !core.stepMarkers.empty(); }))
            return StepSource::DeviceStepMarkers;
        if (std::any_of(host.hostEvents.begin(), host.hostEvents.end(),
                [](const HostEvent& event) { return event.isStepMarker; }))
            return StepSource::HostStepMarkers;
        if (anyCore([](const DeviceCore& core) { return !core.modules.empty(); }))
            return StepSource::ModuleExecutions;
        return StepSource::None;
    }

    std::vector<StepWindow> deviceMarkerSteps(const HostTrace& host)
    {
        std::map<qint64, StepWindow> byNumber;
        std::map<qint64, int> coresWithStep;
        int coresWithMarkers = 0;
        for (size_t core = 0; core < host.cores.size(); ++core) {
            if (host.cores[core].stepMarkers.empty())
                continue;
            ++coresWithMarkers;
            for (const StepMarker& marker : host.cores[core].stepMarkers) {
                StepWindow& step = byNumber[marker.number];
                step.number = marker.number;
                step.name = marker.name;
                step.groupId = marker.groupId;
                auto [window, inserted] = step.coreWindows.try_emplace(static_cast<int>(core), marker.span);
                if (inserted)
                    ++coresWithStep[marker.number];
                else if (marker.span.length() > window->second.length())
                    window->second = marker.span; // a step's time on a core is its longest marker
            }
        }
        std::vector<StepWindow> steps;
        for (auto& [number, step] : byNumber) {
            // On TPU a step must appear on every core (XProf intersects steps across cores).
            if (host.hardware != HardwareType::Tpu || coresWithStep[number] == coresWithMarkers)
                steps.push_back(std::move(step));
        }
        return steps;
    }

    std::vector<StepWindow> hostMarkerSteps(const HostTrace& host)
    {
        std::map<qint64, StepWindow> byNumber;
        qint64 ordinal = 0;
        std::vector<const HostEvent*> markers;
        for (const HostEvent& event : host.hostEvents) {
            if (event.isStepMarker)
                markers.push_back(&event);
        }
        std::sort(markers.begin(), markers.end(),
            [](const HostEvent* a, const HostEvent* b) { return a->span.startPs < b->span.startPs; });
        for (const HostEvent* marker : markers) {
            const qint64 number = marker->stepNumber >= 0 ? marker->stepNumber : ordinal;
            ++ordinal;
            StepWindow& step = byNumber[number];
            if (!step.hostWindow || marker->span.length() > step.hostWindow->length()) {
                step.number = number;
                step.name = marker->name;
                step.groupId = marker->groupId;
                step.hostWindow = marker->span;
            }
        }
        std::vector<StepWindow> steps;
        for (auto& [number, step] : byNumber)
            steps.push_back(std::move(step));
        return steps;
    }

    std::vector<StepWindow> moduleExecutionSteps(const HostTrace& host)
    {
        // The k-th execution of a module on each core is one step. (run_id cannot match them:
        // it counts launches per core, so cores that ran other programs in between disagree.)
        std::map<QString, StepWindow> byKey;
        for (size_t core = 0; core < host.cores.size(); ++core) {
            std::map<QString, int> ordinalByName;
            for (const ModuleExecution& module : host.cores[core].modules) {
                const int ordinal = ordinalByName[module.name]++;
                const QString key = QStringLiteral("%1 #%2").arg(module.name).arg(ordinal);
                StepWindow& step = byKey[key];
                step.name = module.name;
                step.coreWindows[static_cast<int>(core)] = module.span;
            }
        }
        std::vector<StepWindow> steps;
        for (auto& [key, step] : byKey)
            steps.push_back(std::move(step));
        std::sort(steps.begin(), steps.end(),
            [](const StepWindow& a, const StepWindow& b) { return a.span().startPs < b.span().startPs; });
        for (size_t i = 0; i < steps.size(); ++i)
            steps[i].number = static_cast<qint64>(i);
        return steps;
    }

    // TPU (B.5): per core, op self time by category and idle; combined over cores.
    // A host's device ops by core, each core's in order of their start: a step's ops are a range.
    std::vector<std::vector<const DeviceOp*>> opsByCoreInStartOrder(const HostTrace& host)
    {
        std::vector<std::vector<const DeviceOp*>> byCore(host.cores.size());
        for (const DeviceOp& op : host.deviceOps) {
            if (op.core >= 0 && size_t(op.core) < byCore.size())
                byCore[size_t(op.core)].push_back(&op);
        }
        for (std::vector<const DeviceOp*>& ops : byCore) {
            std::stable_sort(ops.begin(), ops.end(),
                [](const DeviceOp* a, const DeviceOp* b) { return a->span.startPs < b->span.startPs; });
        }
        return byCore;
    }

    std::vector<qint64> tpuBreakdown(
        const HostTrace& host, const std::vector<std::vector<const DeviceOp*>>& opsByCore, const StepWindow& step)
    {
        static const QSet<QString> hostTransfer { QStringLiteral("host send"), QStringLiteral("host send-done"),
            QStringLiteral("host recv"), QStringLiteral("host recv-done") };
        struct CoreTimes
        {
            qint64 step = 0, compute = 0, input = 0, output = 0, transfer = 0;
        };
        std::vector<CoreTimes> perCore;
        for (size_t core = 0; core < host.cores.size(); ++core) {
            const auto own = step.coreWindows.find(static_cast<int>(core));
            if (!step.hostWindow && own == step.coreWindows.end())
                continue;
            const Interval window = step.hostWindow ? *step.hostWindow : own->second;
            CoreTimes times;
            times.step = window.length();
            const std::vector<const DeviceOp*>& ops = opsByCore[core];
            const auto startsBefore = [](const DeviceOp* op, qint64 ps) { return op->span.startPs < ps; };
            const auto first = std::lower_bound(ops.begin(), ops.end(), window.startPs, startsBefore);
            const auto end = std::lower_bound(first, ops.end(), window.endPs, startsBefore);
            for (auto it = first; it != end; ++it) {
                const DeviceOp& op = **it;
                // An op that outlasts the step counts only with its part inside the step.
                const qint64 inside = std::min(op.selfPs, std::min(op.span.endPs, window.endPs) - op.span.startPs);
                if (op.kind->category == QLatin1String("infeed"))
                    times.input += inside;
                else if (op.kind->category == QLatin1String("outfeed"))
                    times.output += inside;
                else if (hostTransfer.contains(op.kind->category))
                    times.transfer += inside;
                else
                    times.compute += inside;
            }
            perCore.push_back(times);
        }
        if (perCore.empty())
            return std::vector<qint64>(5, 0);
        qint64 stepTime = 0, compute = std::numeric_limits<qint64>::max(), input = 0, outputSum = 0, transfer = 0;
        for (const CoreTimes& times : perCore) {
            stepTime = std::max(stepTime, times.step);
            compute = std::min(compute, times.compute);
            input = std::max(input, times.input);
            outputSum += times.output;
            transfer = std::max(transfer, times.transfer);
        }
        const qint64 output = outputSum / static_cast<qint64>(perCore.size());
        const qint64 idle = std::max<qint64>(0, stepTime - compute - input - output - transfer);
        // Order of stepCategories(Tpu): compute, input, output, idle, host transfer.
        return { compute, input, output, idle, transfer };
    }

    // XProf's ClassifyCpuEvent (B.8.1).
    EventType classifyCpuEvent(const HostEvent& event, bool hasDevice)
    {
        const QString& name = event.name;
        const bool hasType = name.contains(QLatin1Char(':'));
        if ((hasType && frameworkOpType(name).startsWith(QLatin1String("InfeedEnqueue")))
            || (!hasType && name.startsWith(QLatin1String("MEMCPYHToD"), Qt::CaseInsensitive)))
            return EventType::HostToDevice;
        if (!hasType && name.startsWith(QLatin1String("MEMCPYHToH"), Qt::CaseInsensitive))
            return EventType::HostToHost;
        if (hasDevice
            && (event.hasCorrelationId
                || name.startsWith(QLatin1String("ExecutorState::Process"), Qt::CaseInsensitive)))
            return EventType::HostPrepare;
        if (name.startsWith(QLatin1String("IteratorGetNext"), Qt::CaseInsensitive))
            return EventType::HostWaitInput;
        return EventType::HostCompute;
    }

    // Order of stepCategories(Gpu): XProf's generic step breakdown (B.5).
    std::vector<qint64> genericCategories(std::map<EventType, qint64> times)
    {
        const auto t = [&](EventType type) { return times[type]; };
        return { t(EventType::DeviceCompute16) + t(EventType::DeviceCompute32), t(EventType::DeviceToDevice),
            t(EventType::DeviceCollectives), t(EventType::HostCompute), t(EventType::HostPrepare),
            t(EventType::HostWaitInput) + t(EventType::HostToDevice), t(EventType::DeviceToHost),
            t(EventType::HostCompile), t(EventType::Unknown) + t(EventType::HostToHost) };
    }

    // Module executions (no grouped steps): every device op and host event inside the window.
    std::vector<qint64> moduleExecutionBreakdown(const HostTrace& host, const Interval& span)
    {
        std::vector<std::pair<Interval, EventType>> events;
        for (const DeviceOp& op : host.deviceOps)
            events.emplace_back(op.span, op.type);
        for (const HostEvent& event : host.hostEvents) {
            if (event.countsForSteps && !event.isStepMarker)
                events.emplace_back(event.span, classifyCpuEvent(event, true));
        }
        return genericCategories(nonOverlappedTimes(std::move(events), span));
    }

    // XProf's StepDetails: the markers and typed events of one group (B.8).
    struct StepDetails
    {
        std::vector<Interval> deviceMarkers;
        std::vector<Interval> hostMarkers;
        std::vector<std::pair<Interval, EventType>> events;
        bool hostComputeInstants = false; // memory events, which are no records (HostTrace)
    };

    Interval longest(const std::vector<Interval>& spans)
    {
        Interval result { 0, 0 };
        for (const Interval& span : spans) {
            if (span.length() > result.length())
                result = span;
        }
        return result;
    }

    // Steps of a GPU or CPU-only host from its groups, as XProf builds them (B.8.1, B.8.2, B.8.4, B.8.5).
    std::vector<Step> groupedSteps(const HostTrace& host)
    {
        const bool hasDevice = host.hardware == HardwareType::Gpu;
        std::map<qint64, StepDetails> steps;
        if (hasDevice) {
            // Device markers (the Steps lines) intersected with the groups of launched kernels and copies.
            std::map<qint64, StepDetails> markers;
            for (const DeviceCore& core : host.cores) {
                for (const StepMarker& marker : core.stepMarkers) {
                    if (marker.groupId >= 0)
                        markers[marker.groupId].deviceMarkers.push_back(marker.span);
                }
            }
            for (const DeviceOp& op : host.deviceOps) {
                if (op.groupId >= 0 && op.hasCorrelationId)
                    steps[op.groupId].events.emplace_back(op.span, op.type);
            }
            if (steps.empty()) {
                steps = std::move(markers);
            } else {
                for (auto step = steps.begin(); step != steps.end();) {
                    const auto marker = markers.find(step->first);
                    if (marker == markers.end()) {
                        step = steps.erase(step);
                        continue;
                    }
                    step->second.deviceMarkers = marker->second.deviceMarkers;
                    ++step;
                }
            }
        }
        // Host events of the device's groups (TF 2.x merges them on GPU too; HEAD only on CPU-only runs).
        for (const HostEvent& event : host.hostEvents) {
            if (event.groupId < 0 || (hasDevice && !steps.count(event.groupId)))
                continue;
            StepDetails& step = steps[event.groupId];
            if (event.isStepMarker)
                step.hostMarkers.push_back(event.span);
            else if (event.countsForSteps)
                step.events.emplace_back(event.span, classifyCpuEvent(event, hasDevice));
        }
        // The memory events: instants of host compute, which make a step of a CPU-only run well formed.
        if (!hasDevice) {
            for (const qint64 group : host.memoryEventGroups)
                steps[group].hostComputeInstants = true;
        }
        std::vector<Step> result;
        for (auto& [group, details] : steps) { // ordered by group id, as XProf orders steps
            // A step is well formed when it has device compute (or host compute on a CPU-only run).
            const bool wellFormed = (!hasDevice && details.hostComputeInstants)
                || std::any_of(details.events.begin(), details.events.end(), [&](const auto& event) {
                       return hasDevice
                           ? event.second == EventType::DeviceCompute16 || event.second == EventType::DeviceCompute32
                           : event.second == EventType::HostCompute;
                   });
            const Interval device = longest(details.deviceMarkers);
            const Interval hostMarker = longest(details.hostMarkers);
            // The step time: the device marker, unless the host marker includes it; without one, the host marker.
            const Interval span = device.length() <= 0 ? hostMarker
                : hostMarker.startPs <= device.startPs && device.endPs <= hostMarker.endPs && hostMarker.length() > 0
                ? hostMarker
                : device;
            if (!wellFormed || span.length() <= 0)
                continue;
            Step step;
            step.number = group;
            const auto named = std::find_if(host.groups.begin(), host.groups.end(),
                [group = group](const grouping::Group& candidate) { return candidate.id == group; });
            step.name = named == host.groups.end() ? QString::number(group) : named->name;
            step.startPs = span.startPs;
            step.durationPs = span.length();
            step.categoryPs = genericCategories(nonOverlappedTimes(std::move(details.events), span));
            result.push_back(std::move(step));
        }
        return result;
    }

    MeanDeviation meanDeviation(const std::vector<double>& values)
    {
        MeanDeviation result;
        if (values.empty())
            return result;
        double sum = 0;
        for (double value : values)
            sum += value;
        result.meanMs = sum / static_cast<double>(values.size());
        if (values.size() > 1) {
            double squares = 0;
            for (double value : values)
                squares += (value - result.meanMs) * (value - result.meanMs);
            result.standardDeviationMs = std::sqrt(squares / static_cast<double>(values.size() - 1));
        }
        return result;
    }

    std::vector<Step> hostSteps(const HostTrace& host, StepSource source, HardwareType hardware)
    {
        std::vector<StepWindow> windows;
        switch (source) {
        case StepSource::DeviceStepMarkers:
            windows = deviceMarkerSteps(host);
            break;
        case StepSource::HostStepMarkers:
            windows = hostMarkerSteps(host);
            break;
        case StepSource::ModuleExecutions:
            windows = moduleExecutionSteps(host);
            break;
        case StepSource::None:
            break;
        }
        std::vector<Step> steps;
        const std::vector<std::vector<const DeviceOp*>> opsByCore = hardware == HardwareType::Tpu
            ? opsByCoreInStartOrder(host)
            : std::vector<std::vector<const DeviceOp*>> {};
        for (const StepWindow& window : windows) {
            Step step;
            const Interval span = window.span();
            step.number = window.number;
            step.name = window.name;
            step.startPs = span.startPs;
            step.durationPs = span.length();
            step.categoryPs = hardware == HardwareType::Tpu ? tpuBreakdown(host, opsByCore, window)
                                                            : moduleExecutionBreakdown(host, span);
            steps.push_back(std::move(step));
        }
        return steps;
    }

} // namespace

StepTime computeStepTime(const std::vector<HostTrace>& hosts, HardwareType hardware)
{
    StepTime result;
    result.categories = stepCategories(hardware);
    // Per host: TPU steps come from the Steps lines (or host markers); GPU and CPU-only steps from the groups.
    std::vector<std::vector<Step>> perHost;
    result.source = StepSource::None;
    if (hardware == HardwareType::Tpu) {
        // The most informative source any host has decides for the run.
        for (const HostTrace& host : hosts)
            result.source = std::min(result.source, findSource(host));
        for (const HostTrace& host : hosts)
            perHost.push_back(hostSteps(host, result.source, hardware));
    } else {
        for (const HostTrace& host : hosts) {
            perHost.push_back(groupedSteps(host));
            if (!perHost.back().empty())
                result.source
                    = hardware == HardwareType::Gpu ? StepSource::DeviceStepMarkers : StepSource::HostStepMarkers;
        }
        const bool anyModule = std::any_of(hosts.begin(), hosts.end(), [](const HostTrace& host) {
            return std::any_of(
                host.cores.begin(), host.cores.end(), [](const DeviceCore& core) { return !core.modules.empty(); });
        });
        if (result.source == StepSource::None && anyModule) {
            result.source = StepSource::ModuleExecutions;
            perHost.clear();
            for (const HostTrace& host : hosts)
                perHost.push_back(hostSteps(host, result.source, hardware));
        }
    }
    if (result.source == StepSource::None)
        return result;

    if (result.source == StepSource::ModuleExecutions) {
        // Hosts may run different programs: every host's executions count, numbered in time order.
        for (std::vector<Step>& steps : perHost)
            result.steps.insert(
                result.steps.end(), std::make_move_iterator(steps.begin()), std::make_move_iterator(steps.end()));
        std::stable_sort(result.steps.begin(), result.steps.end(),
            [](const Step& a, const Step& b) { return a.startPs < b.startPs; });
        for (size_t i = 0; i < result.steps.size(); ++i)
            result.steps[i].number = static_cast<qint64>(i);
    } else {
        // Across hosts a step must appear on every host; its time is the longest host's.
        std::map<qint64, std::pair<Step, size_t>> combined;
        for (std::vector<Step>& steps : perHost) {
            for (Step& step : steps) {
                auto [entry, inserted] = combined.try_emplace(step.number, step, 0);
                if (!inserted && step.durationPs > entry->second.first.durationPs)
                    entry->second.first = step;
                ++entry->second.second;
            }
        }
        for (auto& [number, entry] : combined) {
            if (entry.second == hosts.size())
                result.steps.push_back(std::move(entry.first));
        }
    }
    // TPU steps and module executions in time order; grouped steps by group id, as XProf orders them.
    if (hardware == HardwareType::Tpu || result.source == StepSource::ModuleExecutions)
        std::sort(result.steps.begin(), result.steps.end(),
            [](const Step& a, const Step& b) { return a.startPs < b.startPs; });

    // XProf drops the first and last step of a longer run: they are often cut by the profiling window.
    if (result.source != StepSource::ModuleExecutions && result.steps.size() > 5) {
        result.steps.erase(result.steps.begin());
        result.steps.pop_back();
        result.droppedIncompleteSteps = 2;
    }
    std::vector<double> durations;
    std::vector<std::vector<double>> categories(result.categories.size());
    for (const Step& step : result.steps) {
        durations.push_back(static_cast<double>(step.durationPs) / 1e9);
        for (size_t i = 0; i < categories.size() && i < step.categoryPs.size(); ++i)
            categories[i].push_back(static_cast<double>(step.categoryPs[i]) / 1e9);
    }
    result.stepTime = meanDeviation(durations);
    for (const std::vector<double>& values : categories)
        result.categoryTimes.push_back(meanDeviation(values));
    return result;
}

InferenceLatency computeInferenceLatency(const std::vector<HostTrace>& hosts)
{
    struct Session
    {
        double hostMs, deviceMs, communicationMs;
        double total() const { return hostMs + deviceMs + communicationMs; }
    };
    std::vector<Session> sessions;
    qint64 firstStart = std::numeric_limits<qint64>::max(), lastEnd = std::numeric_limits<qint64>::min();
    for (const HostTrace& host : hosts) {
        // Device execution: XLA module executions (TPU, or derived on GPU), else every device op.
        std::vector<Interval> deviceBusy;
        for (const DeviceCore& core : host.cores) {
            for (const ModuleExecution& module : core.modules)
                deviceBusy.push_back(module.span);
        }
        if (deviceBusy.empty()) {
            for (const DeviceOp& op : host.deviceOps)
                deviceBusy.push_back(op.span);
        }
        std::vector<Interval> transfers;
        for (const HostEvent& event : host.hostEvents) {
            if (event.isTransfer)
                transfers.push_back(event.span);
        }
        for (const HostEvent& root : host.hostEvents) {
            if (!(root.isStepMarker || root.isUserRoot) || root.span.length() <= 0)
                continue;
            firstStart = std::min(firstStart, root.span.startPs);
            lastEnd = std::max(lastEnd, root.span.endPs);
            const std::vector<Interval> device = clipped(deviceBusy, root.span);
            std::vector<Interval> deviceAndTransfers = clipped(transfers, root.span);
            deviceAndTransfers.insert(deviceAndTransfers.end(), device.begin(), device.end());
            const qint64 devicePs = unionLength(device);
            const qint64 communicationPs = unionLength(deviceAndTransfers) - devicePs;
            const qint64 hostPs = root.span.length() - devicePs - communicationPs;
            sessions.push_back({ hostPs / 1e9, devicePs / 1e9, communicationPs / 1e9 });
        }
    }
    InferenceLatency latency;
    latency.sessionCount = static_cast<int>(sessions.size());
    if (sessions.empty()) {
        latency.unavailableReason = OverviewText::tr("No inference sessions: the host trace has no request root events "
                                                     "(StepTraceAnnotation or other events with the _r stat).");
        const QString reason = latency.unavailableReason;
        latency.averageSessionMs = Figure::unavailable(reason);
        latency.minimumSessionMs = Figure::unavailable(reason);
        latency.maximumSessionMs = Figure::unavailable(reason);
        latency.sessionsPerSecond = Figure::unavailable(reason);
        return latency;
    }
    std::stable_sort(
        sessions.begin(), sessions.end(), [](const Session& a, const Session& b) { return a.total() < b.total(); });
    LatencyBreakdown average { OverviewText::tr("Avg"), 0, 0, 0 };
    for (const Session& session : sessions) {
        average.hostMs += session.hostMs / static_cast<double>(sessions.size());
        average.deviceMs += session.deviceMs / static_cast<double>(sessions.size());
        average.communicationMs += session.communicationMs / static_cast<double>(sessions.size());
    }
    latency.rows.push_back(average);
    for (double percentile : { 50.0, 75.0, 90.0, 99.0, 99.9 }) {
        const size_t index = std::min(sessions.size() - 1,
            static_cast<size_t>(std::floor(percentile / 100.0 * static_cast<double>(sessions.size()))));
        const Session& session = sessions[index];
        latency.rows.push_back({ QStringLiteral("%1%").arg(percentile, 0, 'f', 1), session.hostMs, session.deviceMs,
            session.communicationMs });
    }
    latency.averageSessionMs = Figure::of(average.totalMs());
    latency.minimumSessionMs = Figure::of(sessions.front().total());
    latency.maximumSessionMs = Figure::of(sessions.back().total());
    const double spanSeconds = static_cast<double>(lastEnd - firstStart) / 1e12;
    latency.sessionsPerSecond = spanSeconds > 0 ? Figure::of(static_cast<double>(sessions.size()) / spanSeconds)
                                                : Figure::unavailable(OverviewText::tr("The sessions take no time."));
    return latency;
}

} // namespace memscope::overview
