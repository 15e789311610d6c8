// SPDX-License-Identifier: Apache-2.0
#include "core/overview/overviewformat.h"

#include "core/overview/trace.h"
#include "core/util/units.h"

#include <QJsonArray>
#include <QTextStream>

namespace memscope::overview {

QString hardwareTypeKey(HardwareType hardware)
{
    switch (hardware) {
    case HardwareType::Tpu:
        return QStringLiteral("TPU");
    case HardwareType::Gpu:
        return QStringLiteral("GPU");
    case HardwareType::CpuOnly:
        return QStringLiteral("CPU_ONLY");
    }
    return {};
}

QString stepSourceKey(StepSource source)
{
    switch (source) {
    case StepSource::DeviceStepMarkers:
        return QStringLiteral("device_step_markers");
    case StepSource::HostStepMarkers:
        return QStringLiteral("host_step_markers");
    case StepSource::ModuleExecutions:
        return QStringLiteral("module_executions");
    case StepSource::None:
        return QStringLiteral("none");
    }
    return {};
}

QString stepSourceDescription(StepSource source)
{
    switch (source) {
    case StepSource::DeviceStepMarkers:
        return OverviewText::tr("Steps from the step markers of the device trace.");
    case StepSource::HostStepMarkers:
        return OverviewText::tr("Steps from the step markers of the host trace.");
    case StepSource::ModuleExecutions:
        return OverviewText::tr("No step markers: each XLA module execution is shown in place of a step.");
    case StepSource::None:
        return OverviewText::tr("No step markers and no XLA module executions: the step time is unknown.");
    }
    return {};
}

QString averageStepTimeLabel(StepSource source)
{
    return source == StepSource::ModuleExecutions ? OverviewText::tr("Average module execution time")
                                                  : OverviewText::tr("Average step time");
}

QString stepTimeDeviationLabel(StepSource source)
{
    return source == StepSource::ModuleExecutions ? OverviewText::tr("Module execution time standard deviation")
                                                  : OverviewText::tr("Step time standard deviation");
}

QString formatFigure(const Figure& figure, int decimals, const QString& unit)
{
    if (!figure.available())
        return OverviewText::tr("not available in this profile");
    const QString number = formatNumber(*figure.value, decimals);
    return unit.isEmpty() ? number : number + (unit == QLatin1String("%") ? QString() : QStringLiteral(" ")) + unit;
}

QString formatPercent(const Figure& figure)
{
    // A tiny but real share must not read as XProf's constant "0.0%".
    if (figure.available() && *figure.value > 0 && *figure.value < 0.05)
        return formatNumber(*figure.value, 2, 'g') + QLatin1Char('%');
    return formatFigure(figure, 1, QStringLiteral("%"));
}

namespace {

    void put(QJsonObject& object, const QString& key, const Figure& figure)
    {
        if (figure.available()) {
            object.insert(key, *figure.value);
        } else {
            object.insert(key, QJsonValue::Null);
            object.insert(key + QStringLiteral("_unavailable_reason"), figure.unavailableReason);
        }
    }

    QJsonObject environmentJson(const RunEnvironment& environment)
    {
        QJsonObject object;
        object.insert(QStringLiteral("hosts"), QJsonArray::fromStringList(environment.hostNames));
        object.insert(QStringLiteral("host_count"), static_cast<int>(environment.hostNames.size()));
        object.insert(QStringLiteral("hardware_type"), hardwareTypeKey(environment.hardware));
        object.insert(QStringLiteral("device_type"), environment.deviceType);
        object.insert(QStringLiteral("device_core_count"), environment.deviceCoreCount);
        object.insert(
            QStringLiteral("is_training"), environment.isTraining ? QJsonValue(*environment.isTraining) : QJsonValue());
        object.insert(QStringLiteral("is_training_evidence"), environment.trainingEvidence);
        object.insert(QStringLiteral("profile_start_utc"),
            environment.profileStart ? QJsonValue(environment.profileStart->toString(Qt::ISODateWithMs))
                                     : QJsonValue());
        put(object, QStringLiteral("profile_duration_ms"), environment.profileDurationMs);
        put(object, QStringLiteral("peak_teraflops_per_second"), environment.peakTeraflopsPerSecond);
        put(object, QStringLiteral("peak_hbm_bandwidth_gigabytes_per_second"), environment.peakHbmBandwidthGBps);
        return object;
    }

    QJsonObject stepTimeJson(const StepTime& stepTime)
    {
        QJsonObject object;
        object.insert(QStringLiteral("source"), stepSourceKey(stepTime.source));
        object.insert(QStringLiteral("step_count"), static_cast<int>(stepTime.steps.size()));
        object.insert(QStringLiteral("dropped_incomplete_steps"), stepTime.droppedIncompleteSteps);
        const QString noSteps = stepSourceDescription(StepSource::None);
        const bool haveSteps = !stepTime.steps.empty();
        put(object, QStringLiteral("average_step_time_ms"),
            haveSteps ? Figure::of(stepTime.stepTime.meanMs) : Figure::unavailable(noSteps));
        put(object, QStringLiteral("step_time_standard_deviation_ms"),
            haveSteps ? Figure::of(stepTime.stepTime.standardDeviationMs) : Figure::unavailable(noSteps));
        QJsonArray categories;
        for (size_t i = 0; i < stepTime.categories.size(); ++i) {
            QJsonObject category;
            category.insert(QStringLiteral("key"), stepCategoryKey(stepTime.categories[i]));
            category.insert(QStringLiteral("label"), stepCategoryLabel(stepTime.categories[i]));
            if (haveSteps) {
                const MeanDeviation& times = stepTime.categoryTimes[i];
                category.insert(QStringLiteral("average_ms"), times.meanMs);
                category.insert(QStringLiteral("standard_deviation_ms"), times.standardDeviationMs);
                put(category, QStringLiteral("percent_of_step_time"),
                    stepTime.stepTime.meanMs > 0 ? Figure::of(100.0 * times.meanMs / stepTime.stepTime.meanMs)
                                                 : Figure::unavailable(OverviewText::tr("The steps take no time.")));
            }
            categories.append(category);
        }
        object.insert(QStringLiteral("categories"), categories);
        QJsonArray steps;
        const qint64 origin = haveSteps ? stepTime.steps.front().startPs : 0;
        for (const Step& step : stepTime.steps) {
            QJsonObject row;
            row.insert(QStringLiteral("number"), step.number);
            row.insert(QStringLiteral("name"), step.name);
            row.insert(QStringLiteral("start_ms"), static_cast<double>(step.startPs - origin) / 1e9);
            row.insert(QStringLiteral("duration_ms"), static_cast<double>(step.durationPs) / 1e9);
            for (size_t i = 0; i < stepTime.categories.size() && i < step.categoryPs.size(); ++i)
                row.insert(stepCategoryKey(stepTime.categories[i]) + QStringLiteral("_ms"),
                    static_cast<double>(step.categoryPs[i]) / 1e9);
            steps.append(row);
        }
        object.insert(QStringLiteral("steps"), steps);
        return object;
    }

    QJsonObject utilizationJson(const Utilization& utilization)
    {
        QJsonObject object;
        put(object, QStringLiteral("duty_cycle_percent"), utilization.dutyCyclePercent);
        put(object, QStringLiteral("flops_utilization_percent"), utilization.flopsUtilizationPercent);
        put(object, QStringLiteral("matrix_unit_utilization_percent"), utilization.matrixUnitUtilizationPercent);
        put(object, QStringLiteral("flops_compared_to_program_optimal_percent"),
            utilization.flopsComparedToOptimalPercent);
        put(object, QStringLiteral("memory_bandwidth_utilization_percent"),
            utilization.memoryBandwidthUtilizationPercent);
        put(object, QStringLiteral("hbm_utilization_percent"), utilization.hbmUtilizationPercent);
        put(object, QStringLiteral("bandwidth_compared_to_program_optimal_percent"),
            utilization.bandwidthComparedToOptimalPercent);
        put(object, QStringLiteral("total_flops"), utilization.totalFlops);
        put(object, QStringLiteral("hbm_bytes"), utilization.hbmBytes);
        put(object, QStringLiteral("device_time_ms"), utilization.deviceTimeMs);
        put(object, QStringLiteral("measured_gflops_per_second"), utilization.measuredGflopsPerSecond);
        put(object, QStringLiteral("measured_hbm_gigabytes_per_second"), utilization.measuredHbmGBytesPerSecond);
        put(object, QStringLiteral("device_idle_percent"), utilization.deviceIdlePercent);
        return object;
    }

    QJsonObject inferenceJson(const InferenceLatency& inference)
    {
        QJsonObject object;
        object.insert(QStringLiteral("session_count"), inference.sessionCount);
        if (inference.sessionCount == 0)
            object.insert(QStringLiteral("unavailable_reason"), inference.unavailableReason);
        put(object, QStringLiteral("average_session_ms"), inference.averageSessionMs);
        put(object, QStringLiteral("minimum_session_ms"), inference.minimumSessionMs);
        put(object, QStringLiteral("maximum_session_ms"), inference.maximumSessionMs);
        put(object, QStringLiteral("sessions_per_second"), inference.sessionsPerSecond);
        QJsonArray rows;
        for (const LatencyBreakdown& breakdown : inference.rows) {
            QJsonObject row;
            row.insert(QStringLiteral("label"), breakdown.label);
            row.insert(QStringLiteral("host_ms"), breakdown.hostMs);
            row.insert(QStringLiteral("device_ms"), breakdown.deviceMs);
            row.insert(QStringLiteral("communication_ms"), breakdown.communicationMs);
            row.insert(QStringLiteral("total_ms"), breakdown.totalMs());
            rows.append(row);
        }
        object.insert(QStringLiteral("breakdown"), rows);
        return object;
    }

    QJsonArray topOpsJson(const std::vector<TopOp>& ops)
    {
        QJsonArray rows;
        for (const TopOp& op : ops) {
            QJsonObject row;
            row.insert(QStringLiteral("name"), op.name);
            row.insert(QStringLiteral("long_name"), op.longName);
            row.insert(QStringLiteral("category"), op.category);
            row.insert(QStringLiteral("provenance"), op.provenance);
            row.insert(QStringLiteral("occurrences"), op.occurrences);
            row.insert(QStringLiteral("self_time_ms"), op.selfTimeMs);
            row.insert(QStringLiteral("total_time_ms"), op.totalTimeMs);
            row.insert(QStringLiteral("self_time_fraction"), op.selfTimeFraction);
            row.insert(QStringLiteral("cumulative_fraction"), op.cumulativeFraction);
            put(row, QStringLiteral("flop_rate_gflops_per_second"), op.flopRateGflopsPerSecond);
            put(row, QStringLiteral("bytes_accessed"), op.bytesAccessed);
            put(row, QStringLiteral("memory_bandwidth_gigabytes_per_second"), op.memoryBandwidthGBytesPerSecond);
            rows.append(row);
        }
        return rows;
    }

} // namespace

QJsonObject overviewToJson(const OverviewReport& report)
{
    QJsonObject root;
    root.insert(QStringLiteral("run_environment"), environmentJson(report.environment));
    root.insert(QStringLiteral("step_time"), stepTimeJson(report.stepTime));
    root.insert(QStringLiteral("utilization"), utilizationJson(report.utilization));
    QJsonObject placement;
    placement.insert(QStringLiteral("host_op_count"), report.placement.hostOpCount);
    placement.insert(QStringLiteral("device_op_count"), report.placement.deviceOpCount);
    put(placement, QStringLiteral("host_percent"), report.placement.hostPercent);
    put(placement, QStringLiteral("device_percent"), report.placement.devicePercent);
    root.insert(QStringLiteral("op_placement"), placement);
    QJsonObject eager;
    put(eager, QStringLiteral("host_percent"), report.eager.hostPercent);
    put(eager, QStringLiteral("device_percent"), report.eager.devicePercent);
    root.insert(QStringLiteral("eager_execution"), eager);
    QJsonObject precision;
    put(precision, QStringLiteral("sixteen_bit_percent"), report.precision.sixteenBitPercent);
    put(precision, QStringLiteral("thirty_two_bit_percent"), report.precision.thirtyTwoBitPercent);
    put(precision, QStringLiteral("other_percent"), report.precision.otherPercent);
    precision.insert(QStringLiteral("method"), report.precision.method);
    root.insert(QStringLiteral("device_compute_precision"), precision);
    root.insert(QStringLiteral("inference_latency"), inferenceJson(report.inference));
    root.insert(QStringLiteral("top_ops"), topOpsJson(report.topOps));
    QJsonArray recommendations;
    for (const Recommendation& recommendation : report.recommendations)
        recommendations.append(QJsonObject {
            { QStringLiteral("key"), recommendation.key }, { QStringLiteral("text"), recommendation.text } });
    root.insert(QStringLiteral("recommendations"), recommendations);
    root.insert(QStringLiteral("diagnostics"),
        QJsonObject { { QStringLiteral("errors"), QJsonArray::fromStringList(report.diagnostics.errors) },
            { QStringLiteral("warnings"), QJsonArray::fromStringList(report.diagnostics.warnings) } });
    return root;
}

QString overviewToText(const OverviewReport& report)
{
    QString text;
    QTextStream out(&text);
    const RunEnvironment& environment = report.environment;
    const bool tpu = environment.hardware == HardwareType::Tpu;
    const bool inference = environment.isTraining == std::optional<bool>(false);
    const auto row
        = [&](const QString& label, const QString& value) { out << "  " << label.leftJustified(44) << value << '\n'; };
    const QString unknown = OverviewText::tr("unknown");

    out << OverviewText::tr("Run environment") << '\n';
    row(OverviewText::tr("Hosts"),
        QStringLiteral("%1 (%2)")
            .arg(environment.hostNames.size())
            .arg(environment.hostNames.join(QStringLiteral(", "))));
    row(OverviewText::tr("Device type"), environment.deviceType);
    row(OverviewText::tr("Device cores"), formatNumber(qint64(environment.deviceCoreCount)));
    row(OverviewText::tr("Training job"),
        environment.isTraining
            ? (*environment.isTraining ? OverviewText::tr("yes") : OverviewText::tr("no (inference)"))
            : unknown);
    row(QString(), environment.trainingEvidence);
    if (environment.profileStart)
        row(OverviewText::tr("Profile start (UTC)"), environment.profileStart->toString(Qt::ISODateWithMs));
    row(OverviewText::tr("Profile duration"), formatFigure(environment.profileDurationMs, 1, QStringLiteral("ms")));
    // The peaks the utilisations are measured against, as the Overview page's Run Environment shows them.
    row(OverviewText::tr("Peak FLOP rate per core"),
        formatFigure(environment.peakTeraflopsPerSecond, 1, QStringLiteral("TFLOP/s")));
    row(OverviewText::tr("Peak HBM bandwidth per core"),
        formatFigure(environment.peakHbmBandwidthGBps, 1, QStringLiteral("GB/s")));

    out << '\n' << OverviewText::tr("Performance summary") << '\n';
    const StepTime& steps = report.stepTime;
    const bool haveSteps = !steps.steps.empty();
    row(averageStepTimeLabel(steps.source),
        haveSteps ? OverviewText::tr("%1 ms (σ = %2 ms, n = %3)")
                        .arg(formatNumber(steps.stepTime.meanMs, 3))
                        .arg(formatNumber(steps.stepTime.standardDeviationMs, 3))
                        .arg(steps.steps.size())
                  : unknown);
    if (haveSteps) {
        for (size_t i = 0; i < steps.categories.size(); ++i) {
            const double share
                = steps.stepTime.meanMs > 0 ? 100.0 * steps.categoryTimes[i].meanMs / steps.stepTime.meanMs : 0;
            row(QStringLiteral("  ") + stepCategoryLabel(steps.categories[i]),
                OverviewText::tr("%1 ms (σ = %2 ms) %3%")
                    .arg(formatNumber(steps.categoryTimes[i].meanMs, 3))
                    .arg(formatNumber(steps.categoryTimes[i].standardDeviationMs, 3))
                    .arg(formatNumber(share, 1)));
        }
    }
    out << "  " << stepSourceDescription(steps.source) << '\n';
    if (inference)
        row(OverviewText::tr("Average session time"),
            formatFigure(report.inference.averageSessionMs, 3, QStringLiteral("ms")));
    if (tpu) {
        const Utilization& u = report.utilization;
        row(OverviewText::tr("FLOPS utilization"), formatPercent(u.flopsUtilizationPercent));
        row(OverviewText::tr("  Utilization of TPU matrix units"), formatPercent(u.matrixUnitUtilizationPercent));
        row(OverviewText::tr("  Compared to program's optimal FLOPS"), formatPercent(u.flopsComparedToOptimalPercent));
        row(OverviewText::tr("TPU duty cycle"), formatPercent(u.dutyCyclePercent));
        row(OverviewText::tr("Memory bandwidth utilization"), formatPercent(u.memoryBandwidthUtilizationPercent));
        row(OverviewText::tr("  HBM utilization"), formatPercent(u.hbmUtilizationPercent));
        row(OverviewText::tr("  Compared to program's optimal bandwidth"),
            formatPercent(u.bandwidthComparedToOptimalPercent));
        row(OverviewText::tr("Measured FLOP rate per core"),
            formatFigure(u.measuredGflopsPerSecond, 1, QStringLiteral("GFLOP/s")));
        row(OverviewText::tr("Measured HBM bandwidth per core"),
            formatFigure(u.measuredHbmGBytesPerSecond, 1, QStringLiteral("GB/s")));
    }
    row(OverviewText::tr("Framework op placement: host"),
        formatPercent(report.placement.hostPercent) + QStringLiteral(" (%1)").arg(report.placement.hostOpCount));
    row(OverviewText::tr("Framework op placement: device"),
        formatPercent(report.placement.devicePercent) + QStringLiteral(" (%1)").arg(report.placement.deviceOpCount));
    row(OverviewText::tr("Op time in eager execution: host"), formatPercent(report.eager.hostPercent));
    row(OverviewText::tr("Op time in eager execution: device"), formatPercent(report.eager.devicePercent));
    row(OverviewText::tr("Device compute precision: 16-bit"), formatPercent(report.precision.sixteenBitPercent));
    row(OverviewText::tr("Device compute precision: 32-bit"), formatPercent(report.precision.thirtyTwoBitPercent));
    row(OverviewText::tr("Device compute precision: other"), formatPercent(report.precision.otherPercent));

    if (report.inference.sessionCount > 0) { // the section only when the run has sessions
        out << '\n' << OverviewText::tr("Inference session latency") << '\n';
        out << "  "
            << OverviewText::tr("%1 sessions, %2 per second")
                   .arg(report.inference.sessionCount)
                   .arg(formatFigure(report.inference.sessionsPerSecond, 2, {}))
            << '\n';
        for (const LatencyBreakdown& breakdown : report.inference.rows)
            row(breakdown.label,
                OverviewText::tr("%1 ms (host %2, device %3, host-device %4)")
                    .arg(formatNumber(breakdown.totalMs(), 3))
                    .arg(formatNumber(breakdown.hostMs, 3))
                    .arg(formatNumber(breakdown.deviceMs, 3))
                    .arg(formatNumber(breakdown.communicationMs, 3)));
    }

    if (haveSteps) {
        out << '\n'
            << (steps.source == StepSource::ModuleExecutions ? OverviewText::tr("Module executions")
                                                             : OverviewText::tr("Steps"))
            << '\n';
        QStringList header { OverviewText::tr("Step"), OverviewText::tr("Duration ms") };
        for (StepCategory category : steps.categories)
            header.append(stepCategoryLabel(category));
        out << "  " << header.join(QStringLiteral(" | ")) << '\n';
        for (const Step& step : steps.steps) {
            QStringList cells { step.name.isEmpty() ? QString::number(step.number)
                                                    : QStringLiteral("%1 %2").arg(step.number).arg(step.name),
                formatNumber(step.durationPs / 1e9, 3) };
            for (qint64 ps : step.categoryPs)
                cells.append(formatNumber(ps / 1e9, 3));
            out << "  " << cells.join(QStringLiteral(" | ")) << '\n';
        }
    }

    out << '\n' << OverviewText::tr("Top device ops by self time") << '\n';
    if (report.topOps.empty())
        out << "  " << OverviewText::tr("No device ops in the profile.") << '\n';
    else if (!report.topOps.front().flopRateGflopsPerSecond.available())
        out << "  " << report.topOps.front().flopRateGflopsPerSecond.unavailableReason << '\n';
    for (const TopOp& op : report.topOps) {
        out << "  "
            << QStringLiteral("%1% (cum. %2%)")
                   .arg(op.selfTimeFraction * 100, 5, 'f', 1)
                   .arg(op.cumulativeFraction * 100, 5, 'f', 1)
            << "  " << op.name << "  [" << op.category << "]  "
            << OverviewText::tr("self %1 ms, occurrences %2, FLOP rate %3, bytes accessed %4")
                   .arg(formatNumber(op.selfTimeMs, 3))
                   .arg(op.occurrences)
                   .arg(op.flopRateGflopsPerSecond.available()
                           ? formatFigure(op.flopRateGflopsPerSecond, 1, QStringLiteral("GFLOP/s"))
                           : OverviewText::tr("not available"),
                       // In the unit the page's table shows it; the JSON has the bytes.
                       op.bytesAccessed.available() ? formatBytes(*op.bytesAccessed.value)
                                                    : OverviewText::tr("not available"))
            << '\n';
    }
    if (!report.recommendations.empty()) {
        out << '\n' << OverviewText::tr("Recommendations") << '\n';
        for (const Recommendation& recommendation : report.recommendations)
            out << "  - " << recommendation.text << '\n';
    }
    if (!report.diagnostics.errors.isEmpty() || !report.diagnostics.warnings.isEmpty()) {
        out << '\n' << OverviewText::tr("Diagnostics") << '\n';
        for (const QString& error : report.diagnostics.errors)
            out << "  " << OverviewText::tr("error: %1").arg(error) << '\n';
        for (const QString& warning : report.diagnostics.warnings)
            out << "  " << OverviewText::tr("warning: %1").arg(warning) << '\n';
    }
    return text;
}

} // namespace memscope::overview
