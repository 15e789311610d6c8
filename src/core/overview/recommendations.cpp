// SPDX-License-Identifier: Apache-2.0
// Recommendations (B.13) and diagnostics (B.14).
#include "core/overview/analyses.h"
#include "core/overview/overviewformat.h"
#include "core/util/units.h"

#include <QSet>
#include <algorithm>

namespace memscope::overview {

namespace {

    double categoryShare(const StepTime& steps, StepCategory category)
    {
        for (size_t i = 0; i < steps.categories.size(); ++i) {
            if (steps.categories[i] == category && steps.stepTime.meanMs > 0)
                return percentOf(steps.categoryTimes[i].meanMs, steps.stepTime.meanMs);
        }
        return 0;
    }

    // Shares of the step time as XProf's statements print them: one decimal.
    QString share(double percent) { return formatNumber(percent, 1); }

    // XProf's two levels of a bottleneck (input, output): `highly` from 20% of the step time,
    // `moderately` from 5%, each with the share as %1. Whether either was stated.
    bool stateLevel(std::vector<Recommendation>& result, const QString& key, double percent, const QString& highly,
        const QString& moderately)
    {
        constexpr double kModerately = 5, kHighly = 20;
        if (percent < kModerately)
            return false;
        result.push_back({ key, (percent >= kHighly ? highly : moderately).arg(share(percent)) });
        return true;
    }

    // XProf's generic bottleneck analysis (GPU and CPU, ComputeBottleneckAnalysis): the input
    // statement always, which names significant 'All Others' time when input is low; then kernel
    // launch, 'All Others' (unless the input statement named it) and output, each from 3 or 5%.
    void genericBottleneck(const StepTime& steps, std::vector<Recommendation>& result)
    {
        constexpr double kModeratelyKernelLaunchBound = 3, kModeratelyAllOtherBound = 3;
        const double input = categoryShare(steps, StepCategory::Input);
        const double allOther = categoryShare(steps, StepCategory::AllOthers);
        const double kernelLaunch = categoryShare(steps, StepCategory::KernelLaunch);
        const double output = categoryShare(steps, StepCategory::Output);
        bool allOtherStated = false;
        const bool inputBound = stateLevel(result, QStringLiteral("input_bound"), input,
            OverviewText::tr("Your program is HIGHLY input-bound because %1% of the total step time sampled is "
                             "waiting for input. Therefore, you should first focus on reducing the input time."),
            OverviewText::tr("Your program is MODERATELY input-bound because %1% of the total step time sampled "
                             "is waiting for input. Therefore, you would need to reduce both the input time and "
                             "other time."));
        if (!inputBound && allOther >= kModeratelyAllOtherBound) {
            allOtherStated = true;
            result.push_back({ QStringLiteral("potentially_input_bound"),
                OverviewText::tr("Your program is POTENTIALLY input-bound because %1% of the total step time sampled "
                                 "is spent on 'All Others' time (which could be due to I/O or Python execution or "
                                 "both).")
                    .arg(share(allOther)) });
        } else if (!inputBound) {
            result.push_back({ QStringLiteral("not_input_bound"),
                OverviewText::tr("Your program is NOT input-bound because only %1% of the total step time sampled is "
                                 "waiting for input. Therefore, you should focus on reducing other time.")
                    .arg(share(input)) });
        }
        if (kernelLaunch >= kModeratelyKernelLaunchBound)
            result.push_back({ QStringLiteral("kernel_launch"),
                OverviewText::tr("%1 % of the total step time sampled is spent on 'Kernel Launch'.")
                    .arg(share(kernelLaunch)) });
        if (!allOtherStated && allOther >= kModeratelyAllOtherBound)
            result.push_back({ QStringLiteral("all_other"),
                OverviewText::tr("%1 % of the total step time sampled is spent on 'All Others' time. This could be "
                                 "due to Python execution overhead.")
                    .arg(share(allOther)) });
        stateLevel(result, QStringLiteral("output_bound"), output,
            OverviewText::tr("Your program is HIGHLY output-bound because %1% of the total step time sampled is "
                             "spent on output. Therefore, you should first focus on reducing the output time."),
            OverviewText::tr("Your program is MODERATELY output-bound because %1% of the total step time sampled "
                             "is spent on output. Therefore, you would need to reduce both the output time and "
                             "other time."));
        const double collectives = categoryShare(steps, StepCategory::DeviceCollectives);
        if (collectives >= 15)
            result.push_back({ QStringLiteral("collectives_bound"),
                OverviewText::tr("%1% of the step time is device collective communication.").arg(share(collectives)) });
    }

    // The TensorCore's input and idle time (XProf's TPU statements).
    void tpuStepRecommendations(const StepTime& steps, std::vector<Recommendation>& result)
    {
        stateLevel(result, QStringLiteral("input_bound"), categoryShare(steps, StepCategory::TensorCoreInput),
            OverviewText::tr("Your program is HIGHLY input-bound: %1% of the step time is spent waiting for input. "
                             "Look at the input pipeline (prefetching, parallel reads and preprocessing)."),
            OverviewText::tr(
                "Your program is MODERATELY input-bound: %1% of the step time is spent waiting for input."));
        const double hostShare
            = categoryShare(steps, StepCategory::TensorCoreIdle) + categoryShare(steps, StepCategory::HostTransfer);
        if (hostShare >= 15)
            result.push_back({ QStringLiteral("host_bound"),
                OverviewText::tr("The TensorCore is idle or waiting for the host for %1% of the step time: the "
                                 "program is host-bound. Look for host work between device launches in the trace.")
                    .arg(share(hostShare)) });
    }

} // namespace

std::vector<Recommendation> recommendations(const OverviewReport& report)
{
    std::vector<Recommendation> result;
    const StepTime& steps = report.stepTime;
    const bool tpu = report.environment.hardware == HardwareType::Tpu;
    const auto percent = [](double value) { return formatPercent(Figure::of(value)).chopped(1); };
    if (!steps.steps.empty() && tpu)
        tpuStepRecommendations(steps, result);
    else if (!steps.steps.empty())
        genericBottleneck(steps, result);
    // A recommendation on a figure that is known and crosses its limit; its text shows the figure as %1.
    const auto recommendOn = [&](const Figure& figure, auto crossesLimit, const QString& key, const QString& text) {
        if (figure.available() && crossesLimit(*figure.value))
            result.push_back({ key, text.arg(percent(*figure.value)) });
    };
    const auto below = [](double limit) { return [limit](double value) { return value < limit; }; };
    const auto above = [](double limit) { return [limit](double value) { return value > limit; }; };
    recommendOn(report.utilization.flopsUtilizationPercent, below(50), QStringLiteral("low_flops_utilization"),
        OverviewText::tr("FLOPS utilisation is %1% of the device's peak. The top ops below are where the time goes: "
                         "memory-bound ops (low FLOP rate, many bytes) gain from fusion or larger batches."));
    recommendOn(report.utilization.dutyCyclePercent, below(50), QStringLiteral("low_duty_cycle"),
        OverviewText::tr("The TensorCores are busy only %1% of the time they are in use; the rest they wait, usually "
                         "for the host."));
    recommendOn(report.precision.sixteenBitPercent, below(10), QStringLiteral("precision"),
        OverviewText::tr("Only %1% of device computation is 16 bit. So you might want to replace more 32-bit ops by "
                         "16-bit ops (bfloat16) to improve performance, if the reduced accuracy is acceptable."));
    recommendOn(report.eager.hostPercent, above(10), QStringLiteral("eager"),
        OverviewText::tr(
            "%1% of op time on the host used eager execution. Performance could be improved with tf.function."));
    if (steps.source == StepSource::ModuleExecutions || steps.source == StepSource::None)
        result.push_back({ QStringLiteral("add_step_markers"),
            OverviewText::tr(
                "Mark training steps (jax.profiler.StepTraceAnnotation, or tf.profiler.experimental.Trace('train', "
                "step_num=...)) so the step time can be measured.") });
    return result;
}

Diagnostics diagnostics(const std::vector<HostTrace>& hosts, const OverviewReport& report)
{
    Diagnostics result;
    QSet<QString> errors;
    for (const HostTrace& host : hosts) {
        for (const QString& error : host.errors)
            errors.insert(error);
        result.warnings.append(host.warnings);
    }
    result.errors = QStringList(errors.begin(), errors.end());
    result.errors.sort();
    const bool anyDeviceEvents = std::any_of(hosts.begin(), hosts.end(), [](const HostTrace& host) {
        return !host.deviceOps.empty() || std::any_of(host.cores.begin(), host.cores.end(), [](const DeviceCore& core) {
            return core.window.has_value() || !core.modules.empty();
        });
    });
    if (result.errors.isEmpty() && report.environment.deviceCoreCount > 0 && !anyDeviceEvents)
        result.errors.append(OverviewText::tr(
            "No device trace was collected. This might happen if your job hadn't been run on the device "
            "when sampling was turned on. You could try the sampling again later."));
    if (report.environment.hardware != HardwareType::CpuOnly) {
        if (report.stepTime.source == StepSource::ModuleExecutions || report.stepTime.source == StepSource::None) {
            result.warnings.append(
                OverviewText::tr("No step marker observed and hence the step time is unknown. This may happen if (1) "
                                 "training steps are not instrumented (e.g., if you are not using Keras) or (2) the "
                                 "profiling duration is shorter than the step time. For (1), you need to add step "
                                 "instrumentation; for (2), you may try to profile longer."));
            if (report.stepTime.source == StepSource::ModuleExecutions)
                result.warnings.append(
                    OverviewText::tr("Each XLA module execution is shown in place of a step (%1 executions).")
                        .arg(report.stepTime.steps.size()));
        } else if (report.stepTime.steps.empty()) {
            result.warnings.append(OverviewText::tr(
                "No step is complete on every core and host: the intersection of the steps is empty."));
        }
        if (report.stepTime.droppedIncompleteSteps > 0)
            result.warnings.append(
                OverviewText::tr("%1 steps dropped (the first and the last) because they may be incomplete.")
                    .arg(report.stepTime.droppedIncompleteSteps));
    }
    return result;
}

} // namespace memscope::overview
