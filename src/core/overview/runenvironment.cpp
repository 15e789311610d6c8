// SPDX-License-Identifier: Apache-2.0
// The run environment (spec B.3): hosts, hardware, device type and cores, training or inference,
// profile duration.
#include "core/overview/analyses.h"

#include <QDateTime>
#include <QTimeZone>

namespace memscope::overview {

namespace {

    // The first backward-pass op name of the HLO modules (B.3), with the module's name.
    std::optional<std::pair<QString, QString>> backwardPassInHlo(const std::vector<HloFacts>& modules)
    {
        for (const HloFacts& module : modules) {
            if (!module.backwardPassOpName.isEmpty())
                return std::pair(module.backwardPassOpName, module.name);
        }
        return std::nullopt;
    }

    void detectTraining(
        RunEnvironment& environment, const std::vector<HostTrace>& hosts, const std::vector<HloFacts>& modules)
    {
        if (!modules.empty()) {
            if (const auto found = backwardPassInHlo(modules)) {
                environment.isTraining = true;
                environment.trainingEvidence
                    = OverviewText::tr("HLO module %1 has the backward-pass op %2.").arg(found->second, found->first);
            } else {
                environment.isTraining = false;
                environment.trainingEvidence = OverviewText::tr(
                    "None of the %1 HLO modules has a backward-pass op (gradients, gradient_tape or transpose(...)).")
                                                   .arg(modules.size());
            }
            return;
        }
        // Without HLO (TensorFlow without XLA): the framework op names of the trace.
        bool anyName = false;
        for (const HostTrace& host : hosts) {
            const auto check = [&](const QString& name) {
                if (name.isEmpty())
                    return false;
                anyName = true;
                if (!isBackwardPassOpName(name))
                    return false;
                environment.isTraining = true;
                environment.trainingEvidence
                    = OverviewText::tr("The framework op %1 belongs to a backward pass.").arg(name);
                return true;
            };
            for (const DeviceOp& op : host.deviceOps) {
                if (check(op.kind->provenance))
                    return;
            }
            // The host's framework ops: the trace found the first of a backward pass in file order.
            anyName = anyName || host.hasFrameworkOp;
            if (check(host.firstBackwardFrameworkOp))
                return;
        }
        if (anyName) {
            environment.isTraining = false;
            environment.trainingEvidence = OverviewText::tr("No framework op of the trace belongs to a backward pass.");
        } else {
            environment.trainingEvidence = OverviewText::tr(
                "The profile has neither HLO modules nor framework op names to tell training from inference.");
        }
    }

} // namespace

RunEnvironment runEnvironment(const std::vector<HostTrace>& hosts, const std::vector<HloFacts>& modules)
{
    RunEnvironment environment;
    environment.deviceType = QStringLiteral("CPU");
    for (const HostTrace& host : hosts) {
        if (!environment.hostNames.contains(host.hostName))
            environment.hostNames.append(host.hostName);
        environment.deviceCoreCount += host.deviceCoreCount;
        if (environment.hardware == HardwareType::CpuOnly && host.hardware != HardwareType::CpuOnly) {
            environment.hardware = host.hardware;
            environment.deviceType = host.deviceType;
        }
        if (!environment.peakTeraflopsPerSecond.available() && host.peakTeraflops)
            environment.peakTeraflopsPerSecond = Figure::of(*host.peakTeraflops);
        if (!environment.peakHbmBandwidthGBps.available() && host.peakHbmGBps)
            environment.peakHbmBandwidthGBps = Figure::of(*host.peakHbmGBps);
        if (!environment.profileStart && host.profileStartNs) {
            environment.profileStart = QDateTime::fromMSecsSinceEpoch(*host.profileStartNs / 1000000, QTimeZone::utc());
            if (host.profileStopNs)
                environment.profileDurationMs
                    = Figure::of(static_cast<double>(*host.profileStopNs - *host.profileStartNs) / 1e6);
        }
    }
    const QString noStat = OverviewText::tr("The device planes carry no %1 stat.");
    if (!environment.peakTeraflopsPerSecond.available())
        environment.peakTeraflopsPerSecond
            = Figure::unavailable(noStat.arg(QStringLiteral("peak_teraflops_per_second")));
    if (!environment.peakHbmBandwidthGBps.available())
        environment.peakHbmBandwidthGBps
            = Figure::unavailable(noStat.arg(QStringLiteral("peak_hbm_bw_gigabytes_per_second / memory_bandwidth")));
    if (!environment.profileDurationMs.available()) {
        // Without the Task Environment's start and stop: the interval the events cover, over every host.
        std::optional<Interval> covered;
        for (const HostTrace& host : hosts) {
            if (host.eventSpan)
                covered = covered ? Interval { std::min(covered->startPs, host.eventSpan->startPs),
                    std::max(covered->endPs, host.eventSpan->endPs) }
                                  : host.eventSpan;
        }
        environment.profileDurationMs = covered
            ? Figure::of(static_cast<double>(covered->length()) / 1e9)
            : Figure::unavailable(OverviewText::tr("The profile has no events and no Task Environment plane with the "
                                                   "profile start and stop times."));
    }
    detectTraining(environment, hosts, modules);
    return environment;
}

} // namespace memscope::overview
