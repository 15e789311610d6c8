// SPDX-License-Identifier: Apache-2.0
// TPU utilisation: duty cycle (B.6), FLOPS and memory bandwidth (B.8, B.9), hardware counters.
#include "core/overview/analyses.h"

#include <QSet>
#include <algorithm>
#include <map>

namespace memscope::overview {

namespace {

    Figure dutyCycle(const std::vector<HostTrace>& hosts)
    {
        // Cores of one chip are combined: their active sets merged and windows joined (B.6).
        qint64 busy = 0, idle = 0;
        for (const HostTrace& host : hosts) {
            std::map<qint64, DeviceCore> chips;
            qint64 nextAnonymousChip = -1;
            for (const DeviceCore& core : host.cores) {
                if (!core.window)
                    continue;
                DeviceCore& chip = chips[core.chipId ? *core.chipId : nextAnonymousChip--];
                chip.activeIntervals.insert(
                    chip.activeIntervals.end(), core.activeIntervals.begin(), core.activeIntervals.end());
                if (!chip.window)
                    chip.window = core.window;
                chip.window->startPs = std::min(chip.window->startPs, core.window->startPs);
                chip.window->endPs = std::max(chip.window->endPs, core.window->endPs);
            }
            for (const auto& [id, chip] : chips) {
                const qint64 active = unionLength(chip.activeIntervals);
                busy += active;
                idle += chip.window->length() - active;
            }
        }
        if (busy + idle <= 0)
            return Figure::unavailable(OverviewText::tr("No TensorCore op or module ran in the profile."));
        return Figure::of(percentOf(static_cast<double>(busy), static_cast<double>(busy + idle)));
    }

} // namespace

Utilization tpuUtilization(
    const std::vector<HostTrace>& hosts, const std::vector<OpAggregate>& database, const RunEnvironment& environment)
{
    Utilization result;
    result.dutyCyclePercent = dutyCycle(hosts);
    // The op database spans first op start to last op end per core; summed over cores (B.7).
    qint64 deviceTimePs = 0;
    for (const HostTrace& host : hosts) {
        std::map<int, Interval> coreSpan;
        for (const DeviceOp& op : host.deviceOps) {
            auto [span, inserted] = coreSpan.try_emplace(op.core, op.deviceSpan);
            span->second.startPs = std::min(span->second.startPs, op.deviceSpan.startPs);
            span->second.endPs = std::max(span->second.endPs, op.deviceSpan.endPs);
        }
        for (const auto& [core, span] : coreSpan)
            deviceTimePs += span.length();
    }
    static const QSet<QString> controlFlow { QStringLiteral("call"), QStringLiteral("conditional"),
        QStringLiteral("while"), QStringLiteral("megacore fusion") };
    double flops = 0, hbmBytes = 0;
    qint64 selfPs = 0;
    bool flopsKnown = false, hbmKnown = false;
    for (const OpAggregate& op : database) {
        selfPs += op.selfPs;
        if (controlFlow.contains(op.category))
            continue; // their children are counted already
        flops += op.flops;
        hbmBytes += op.hbmBytes;
        flopsKnown = flopsKnown || op.flopsKnown;
        hbmKnown = hbmKnown || op.hbmKnown;
    }
    const QString noOps = OverviewText::tr("No TensorCore op ran in the profile.");
    if (deviceTimePs <= 0) {
        for (Figure* figure : { &result.totalFlops, &result.hbmBytes, &result.deviceTimeMs,
                 &result.measuredGflopsPerSecond, &result.measuredHbmGBytesPerSecond, &result.flopsUtilizationPercent,
                 &result.memoryBandwidthUtilizationPercent, &result.deviceIdlePercent })
            *figure = Figure::unavailable(noOps);
    } else {
        const double timeNs = static_cast<double>(deviceTimePs) / 1000.0;
        result.deviceTimeMs = Figure::of(static_cast<double>(deviceTimePs) / 1e9);
        result.deviceIdlePercent
            = Figure::of(100.0 * (1.0 - static_cast<double>(selfPs) / static_cast<double>(deviceTimePs)));
        const QString noFlops = OverviewText::tr("The ops carry no flops stat.");
        const QString noHbm = OverviewText::tr("The ops carry no memory_access_breakdown stat.");
        result.totalFlops = flopsKnown ? Figure::of(flops) : Figure::unavailable(noFlops);
        result.measuredGflopsPerSecond = flopsKnown ? Figure::of(flops / timeNs) : Figure::unavailable(noFlops);
        result.hbmBytes = hbmKnown ? Figure::of(hbmBytes) : Figure::unavailable(noHbm);
        result.measuredHbmGBytesPerSecond = hbmKnown ? Figure::of(hbmBytes / timeNs) : Figure::unavailable(noHbm);
        const auto relative = [](const Figure& measured, const Figure& peak) {
            if (!measured.available())
                return measured;
            if (!peak.available() || *peak.value <= 0)
                return Figure::unavailable(peak.unavailableReason.isEmpty()
                        ? OverviewText::tr("The device's peak is 0.")
                        : peak.unavailableReason);
            return Figure::of(percentOf(*measured.value, *peak.value));
        };
        Figure peakGflops = environment.peakTeraflopsPerSecond;
        if (peakGflops.available())
            peakGflops.value = *peakGflops.value * 1000.0;
        result.flopsUtilizationPercent = relative(result.measuredGflopsPerSecond, peakGflops);
        result.memoryBandwidthUtilizationPercent
            = relative(result.measuredHbmGBytesPerSecond, environment.peakHbmBandwidthGBps);
    }
    return result;
}

void hardwareCounters(Utilization& result, const std::vector<HostTrace>& hosts, HardwareType hardware)
{
    const QString notTpu = OverviewText::tr("XProf reports this for TPU only.");
    const QString noCounter
        = OverviewText::tr("Not available in this profile: it comes from hardware counters that the "
                           "profile does not carry (host-plane stat %1).");
    const QString constant = OverviewText::tr("Not available in this profile: XProf's open-source build has no "
                                              "program-optimal limits and always shows 0.0% here.");
    std::optional<double> matrixUnits, hbm;
    for (const HostTrace& host : hosts) {
        matrixUnits = matrixUnits ? matrixUnits : host.matrixUnitUtilization;
        hbm = hbm ? hbm : host.hbmUtilization;
    }
    if (hardware != HardwareType::Tpu) {
        for (Figure* figure : { &result.dutyCyclePercent, &result.flopsUtilizationPercent,
                 &result.matrixUnitUtilizationPercent, &result.flopsComparedToOptimalPercent,
                 &result.memoryBandwidthUtilizationPercent, &result.hbmUtilizationPercent,
                 &result.bandwidthComparedToOptimalPercent, &result.totalFlops, &result.hbmBytes, &result.deviceTimeMs,
                 &result.measuredGflopsPerSecond, &result.measuredHbmGBytesPerSecond, &result.deviceIdlePercent })
            *figure = Figure::unavailable(notTpu);
        return;
    }
    result.matrixUnitUtilizationPercent = matrixUnits
        ? Figure::of(*matrixUnits)
        : Figure::unavailable(noCounter.arg(QStringLiteral("matrix_unit_utilization_percent")));
    result.hbmUtilizationPercent
        = hbm ? Figure::of(*hbm) : Figure::unavailable(noCounter.arg(QStringLiteral("hbm_utilization_percent")));
    result.flopsComparedToOptimalPercent = Figure::unavailable(constant);
    result.bandwidthComparedToOptimalPercent = Figure::unavailable(constant);
}

} // namespace memscope::overview
