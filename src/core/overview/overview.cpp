// SPDX-License-Identifier: Apache-2.0
// The Overview report: reads every host's trace (trace.cpp) and runs the analyses of analyses.h on it.
#include "core/overview/overview.h"

#include "core/overview/analyses.h"
#include "core/util/workers.h"
#include "core/xplane/planewalk.h"

namespace memscope::overview {

const std::vector<StepCategory>& stepCategories(HardwareType hardware)
{
    static const std::vector<StepCategory> tpu { StepCategory::TensorCoreCompute, StepCategory::TensorCoreInput,
        StepCategory::TensorCoreOutput, StepCategory::TensorCoreIdle, StepCategory::HostTransfer };
    static const std::vector<StepCategory> gpu { StepCategory::DeviceCompute, StepCategory::DeviceToDevice,
        StepCategory::DeviceCollectives, StepCategory::HostCompute, StepCategory::KernelLaunch, StepCategory::Input,
        StepCategory::Output, StepCategory::Compilation, StepCategory::AllOthers };
    // CPU-only runs have XProf's generic breakdown too (host compute, input, all others).
    switch (hardware) {
    case HardwareType::Tpu:
        return tpu;
    case HardwareType::Gpu:
    case HardwareType::CpuOnly:
        return gpu;
    }
    return gpu;
}

QString stepCategoryKey(StepCategory category)
{
    switch (category) {
    case StepCategory::TensorCoreCompute:
        return QStringLiteral("tensorcore_compute");
    case StepCategory::TensorCoreInput:
        return QStringLiteral("tensorcore_input");
    case StepCategory::TensorCoreOutput:
        return QStringLiteral("tensorcore_output");
    case StepCategory::TensorCoreIdle:
        return QStringLiteral("tensorcore_idle");
    case StepCategory::HostTransfer:
        return QStringLiteral("host_transfer");
    case StepCategory::DeviceCompute:
        return QStringLiteral("device_compute");
    case StepCategory::DeviceToDevice:
        return QStringLiteral("device_to_device");
    case StepCategory::DeviceCollectives:
        return QStringLiteral("device_collectives");
    case StepCategory::HostCompute:
        return QStringLiteral("host_compute");
    case StepCategory::KernelLaunch:
        return QStringLiteral("kernel_launch");
    case StepCategory::Input:
        return QStringLiteral("input");
    case StepCategory::Output:
        return QStringLiteral("output");
    case StepCategory::Compilation:
        return QStringLiteral("compilation");
    case StepCategory::AllOthers:
        return QStringLiteral("all_others");
    }
    return {};
}

QString stepCategoryLabel(StepCategory category)
{
    switch (category) {
    case StepCategory::TensorCoreCompute:
        return OverviewText::tr("TensorCore compute");
    case StepCategory::TensorCoreInput:
        return OverviewText::tr("TensorCore input");
    case StepCategory::TensorCoreOutput:
        return OverviewText::tr("TensorCore output");
    case StepCategory::TensorCoreIdle:
        return OverviewText::tr("TensorCore idle");
    case StepCategory::HostTransfer:
        return OverviewText::tr("Host transfer");
    case StepCategory::DeviceCompute:
        return OverviewText::tr("Device compute");
    case StepCategory::DeviceToDevice:
        return OverviewText::tr("Device to device");
    case StepCategory::DeviceCollectives:
        return OverviewText::tr("Device collective communication");
    case StepCategory::HostCompute:
        return OverviewText::tr("Host compute");
    case StepCategory::KernelLaunch:
        return OverviewText::tr("Kernel launch");
    case StepCategory::Input:
        return OverviewText::tr("Input");
    case StepCategory::Output:
        return OverviewText::tr("Output");
    case StepCategory::Compilation:
        return OverviewText::tr("Compilation");
    case StepCategory::AllOthers:
        return OverviewText::tr("All others");
    }
    return {};
}

namespace {

    // Reads `count` inputs on the worker pool (readOne(index, &error) -> optional value) and gives
    // what was read in input order; the errors of those that could not be read go to `errors`.
    // nullopt when cancelled.
    template <typename Value, typename ReadOne>
    std::optional<std::vector<Value>> readInParallel(
        size_t count, ReadOne readOne, const std::atomic_bool* cancel, QStringList& errors)
    {
        std::vector<std::optional<Value>> read(count);
        std::vector<QString> readErrors(count);
        parallelFor(
            qsizetype(count),
            [&](qsizetype index) { read[size_t(index)] = readOne(size_t(index), &readErrors[size_t(index)]); }, cancel);
        if (cancel && cancel->load(std::memory_order_relaxed))
            return std::nullopt;
        std::vector<Value> values;
        values.reserve(count);
        for (size_t index = 0; index < count; ++index) {
            if (read[index])
                values.push_back(std::move(*read[index]));
            else if (!readErrors[index].isEmpty())
                errors.append(readErrors[index]);
        }
        return values;
    }

} // namespace

OverviewReport computeOverview(
    const std::vector<HostSpace>& hosts, const std::vector<HloModule>& modules, const std::atomic_bool* cancel)
{
    OverviewReport cancelled;
    cancelled.cancelled = true;
    // The origin first, on the wire; then each host's planes parsed (with what the grouping reads of its
    // memory events: readHostTrace), read into its trace and let go, hosts in parallel: what is held is
    // the planes of the hosts being read, not of every host.
    std::optional<qint64> earliestNs;
    for (const HostSpace& host : hosts) {
        if (const std::optional<qint64> hostEarliest = xplane::earliestEventLineNs(host.bytes()))
            earliestNs = std::min(earliestNs.value_or(*hostEarliest), *hostEarliest);
    }
    const qint64 originNs = earliestNs.value_or(0);
    QStringList parseErrors;
    std::optional<std::vector<HostTrace>> readTraces = readInParallel<HostTrace>(
        hosts.size(),
        [&](size_t index, QString* error) { return readHostTrace(hosts[index], originNs, cancel, error); }, cancel,
        parseErrors);
    if (!readTraces)
        return cancelled;
    std::vector<HostTrace>& traces = *readTraces;
    // The loader's modules, and the HLO still embedded in XSpaces read without the loader: what the
    // analyses need of each, read on the wire, modules in parallel; no module stays parsed.
    const bool withElementTypes = std::any_of(
        traces.begin(), traces.end(), [](const HostTrace& trace) { return trace.hardware == HardwareType::Gpu; });
    std::optional<std::vector<HloFacts>> readHlo = readInParallel<HloFacts>(
        modules.size(),
        [&](size_t index, QString* error) -> std::optional<HloFacts> {
            std::optional<HloFacts> facts;
            const bool read = modules[index].readSerialized(
                [&](QByteArrayView bytes, const format::ParseControl& control) {
                    facts = readHloFacts(bytes, withElementTypes, control);
                    return facts.has_value();
                },
                error);
            return read ? facts : std::nullopt;
        },
        cancel, parseErrors);
    if (!readHlo)
        return cancelled;
    std::vector<HloFacts>& hlo = *readHlo;
    for (const HostTrace& trace : traces)
        hlo.insert(hlo.end(), trace.embeddedHlo.begin(), trace.embeddedHlo.end());
    classifyGpuComputeByHlo(traces, hlo);

    OverviewReport report;
    report.environment = runEnvironment(traces, hlo);
    const HardwareType hardware = report.environment.hardware;
    report.stepTime = computeStepTime(traces, hardware);
    const std::vector<OpAggregate> database = deviceOpDatabase(traces);
    if (hardware == HardwareType::Tpu)
        report.utilization = tpuUtilization(traces, database, report.environment);
    hardwareCounters(report.utilization, traces, hardware);
    report.placement = opPlacement(traces);
    report.eager = eagerExecution(traces);
    report.precision = precision(traces, hardware);
    // XProf computes inference latency only for runs that are not training.
    if (report.environment.isTraining.value_or(false)) {
        const QString reason = OverviewText::tr("A training job has no inference sessions.");
        report.inference.unavailableReason = reason;
        for (Figure* figure : { &report.inference.averageSessionMs, &report.inference.minimumSessionMs,
                 &report.inference.maximumSessionMs, &report.inference.sessionsPerSecond })
            *figure = Figure::unavailable(reason);
    } else {
        report.inference = computeInferenceLatency(traces);
    }
    report.topOps = topOps(database, hardware);
    report.recommendations = recommendations(report);
    report.diagnostics = diagnostics(traces, report);
    report.diagnostics.errors += parseErrors;
    return report;
}

OverviewReport computeOverview(const Profile& profile, const std::atomic_bool* cancel)
{
    return computeOverview(profile.hosts, profile.modules, cancel);
}

} // namespace memscope::overview
