// SPDX-License-Identifier: Apache-2.0
// The Overview report: reads every host's trace (trace.cpp) and runs the analyses of analyses.h on it.
#include "core/overview/overview.h"

#include "core/overview/analyses.h"
#include "hlo.pb.h"
#include "xplane.pb.h"

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

OverviewReport computeOverview(
    const std::vector<HostSpace>& hosts, const std::vector<HloModule>& modules, const std::atomic_bool* cancel)
{
    OverviewReport cancelled;
    cancelled.cancelled = true;
    const auto isCancelled = [cancel] { return cancel && cancel->load(std::memory_order_relaxed); };
    // The loader parses planes and modules when they are read: here, all of them.
    QStringList parseErrors;
    std::vector<std::pair<QString, std::shared_ptr<const tensorflow::profiler::XSpace>>> parsed;
    std::vector<const tensorflow::profiler::XSpace*> spaces;
    for (const HostSpace& host : hosts) {
        if (isCancelled())
            return cancelled;
        QString error;
        if (std::shared_ptr<const tensorflow::profiler::XSpace> space = host.space(&error)) {
            spaces.push_back(space.get());
            parsed.emplace_back(host.hostName, std::move(space));
        } else if (!error.isEmpty()) {
            parseErrors.append(error);
        }
    }
    const qint64 originNs = earliestLineTimestampNs(spaces);
    std::vector<HostTrace> traces;
    for (const auto& [hostName, space] : parsed) {
        if (isCancelled())
            return cancelled;
        traces.push_back(readHostTrace(hostName, *space, originNs));
    }
    // The loader's modules, and the HLO still embedded in XSpaces read without the loader.
    std::vector<std::shared_ptr<const xla::HloProto>> protos;
    for (const HloModule& module : modules) {
        if (isCancelled())
            return cancelled;
        QString error;
        if (std::shared_ptr<const xla::HloProto> proto = module.proto(&error))
            protos.push_back(std::move(proto));
        else if (!error.isEmpty())
            parseErrors.append(error);
    }
    for (const HostTrace& trace : traces)
        protos.insert(protos.end(), trace.embeddedHlo.begin(), trace.embeddedHlo.end());
    classifyGpuComputeByHlo(traces, protos);

    OverviewReport report;
    report.environment = runEnvironment(traces, protos);
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
