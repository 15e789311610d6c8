// SPDX-License-Identifier: Apache-2.0
#include "core/compare/overviewcompare.h"

#include "core/overview/overviewformat.h"

#include <QCoreApplication>
#include <algorithm>

namespace memscope::compare {

namespace {

    using overview::StepCategory;

    struct CompareText
    {
        Q_DECLARE_TR_FUNCTIONS(memscope::compare)
    };

    std::optional<double> valueOf(const overview::Figure& figure) { return figure.value; }

    // The mean of a step-time category, as the overview reports it (empty without steps or that category).
    std::optional<double> categoryMeanMs(const overview::StepTime& stepTime, StepCategory category)
    {
        const auto found = std::find(stepTime.categories.begin(), stepTime.categories.end(), category);
        if (stepTime.steps.empty() || found == stepTime.categories.end())
            return std::nullopt;
        return stepTime.categoryTimes[static_cast<size_t>(found - stepTime.categories.begin())].meanMs;
    }

    // The share of the step spent computing on the device: the overview's
    // percent_of_step_time of TPU's TensorCore compute or GPU's device compute.
    std::optional<double> computeSharePercent(const overview::StepTime& stepTime)
    {
        for (const StepCategory category : { StepCategory::TensorCoreCompute, StepCategory::DeviceCompute }) {
            const std::optional<double> mean = categoryMeanMs(stepTime, category);
            if (mean && stepTime.stepTime.meanMs > 0)
                return 100.0 * *mean / stepTime.stepTime.meanMs;
        }
        return std::nullopt;
    }

    std::optional<double> stepTimeMs(const overview::StepTime& stepTime, bool deviation)
    {
        if (stepTime.steps.empty())
            return std::nullopt;
        return deviation ? stepTime.stepTime.standardDeviationMs : stepTime.stepTime.meanMs;
    }

} // namespace

const OverviewRow* OverviewComparison::find(const QString& key) const
{
    const auto found = std::find_if(rows.begin(), rows.end(), [&](const OverviewRow& row) { return row.key == key; });
    return found == rows.end() ? nullptr : &*found;
}

OverviewComparison compareOverviews(overview::OverviewReport a, overview::OverviewReport b)
{
    OverviewComparison comparison;
    std::vector<OverviewRow>& rows = comparison.rows;
    const overview::StepTime& stepsA = a.stepTime;
    const overview::StepTime& stepsB = b.stepTime;
    // Where one profile has steps and the other only module executions, the row says both.
    const bool mixedSources = stepsA.source != stepsB.source
        && (stepsA.source == overview::StepSource::ModuleExecutions
            || stepsB.source == overview::StepSource::ModuleExecutions);
    rows.push_back({ QStringLiteral("average_step_time_ms"),
        mixedSources ? CompareText::tr("Average step or module execution time")
                     : overview::averageStepTimeLabel(stepsA.source),
        OverviewUnit::Milliseconds, { stepTimeMs(stepsA, false), stepTimeMs(stepsB, false) } });
    rows.push_back({ QStringLiteral("step_time_standard_deviation_ms"),
        mixedSources ? CompareText::tr("Step or module execution time standard deviation")
                     : overview::stepTimeDeviationLabel(stepsA.source),
        OverviewUnit::Milliseconds, { stepTimeMs(stepsA, true), stepTimeMs(stepsB, true) } });
    std::vector<StepCategory> categories = stepsA.categories;
    for (const StepCategory category : stepsB.categories) {
        if (std::find(categories.begin(), categories.end(), category) == categories.end())
            categories.push_back(category);
    }
    for (const StepCategory category : categories)
        rows.push_back(
            { overview::stepCategoryKey(category) + QStringLiteral("_ms"), overview::stepCategoryLabel(category),
                OverviewUnit::Milliseconds, { categoryMeanMs(stepsA, category), categoryMeanMs(stepsB, category) } });
    rows.push_back(
        { QStringLiteral("device_compute_share_percent"), CompareText::tr("Device compute share of the step"),
            OverviewUnit::Percent, { computeSharePercent(stepsA), computeSharePercent(stepsB) } });
    rows.push_back({ QStringLiteral("duty_cycle_percent"), CompareText::tr("Duty cycle"), OverviewUnit::Percent,
        { valueOf(a.utilization.dutyCyclePercent), valueOf(b.utilization.dutyCyclePercent) } });
    rows.push_back({ QStringLiteral("device_op_placement_percent"), CompareText::tr("Ops placed on the device"),
        OverviewUnit::Percent, { valueOf(a.placement.devicePercent), valueOf(b.placement.devicePercent) } });
    rows.push_back({ QStringLiteral("sixteen_bit_percent"), CompareText::tr("16-bit share of device compute"),
        OverviewUnit::Percent, { valueOf(a.precision.sixteenBitPercent), valueOf(b.precision.sixteenBitPercent) } });
    rows.push_back({ QStringLiteral("thirty_two_bit_percent"), CompareText::tr("32-bit share of device compute"),
        OverviewUnit::Percent,
        { valueOf(a.precision.thirtyTwoBitPercent), valueOf(b.precision.thirtyTwoBitPercent) } });
    // The Overview shows the other precisions on a TPU only; two GPU runs have no such row.
    if (a.environment.hardware == overview::HardwareType::Tpu || b.environment.hardware == overview::HardwareType::Tpu)
        rows.push_back(
            { QStringLiteral("other_precision_percent"), CompareText::tr("Other precision share of device compute"),
                OverviewUnit::Percent, { valueOf(a.precision.otherPercent), valueOf(b.precision.otherPercent) } });
    comparison.a = std::move(a);
    comparison.b = std::move(b);
    return comparison;
}

} // namespace memscope::compare
