// SPDX-License-Identifier: Apache-2.0
// Framework op placement and eager execution (B.10; the counting rule is in docs/overview.md).
#include "core/overview/analyses.h"

#include <QHash>
#include <algorithm>
#include <unordered_map>

namespace memscope::overview {

OpPlacement opPlacement(const std::vector<HostTrace>& hosts)
{
    OpPlacement placement;
    for (const HostTrace& host : hosts) {
        placement.hostOpCount += host.memoryEventFrameworkOps
            + std::count_if(host.hostEvents.begin(), host.hostEvents.end(),
                [](const HostEvent& event) { return event.isFrameworkOp; });
    }
    // Device framework ops (C.3): TPU ops, XLA kernels (hlo_op) and TF kernels (tf_op); other kernels and
    // copies are no framework op. They are grouped by the framework op they came from, and a group occurs as
    // often as its most frequent member, a device op being one (program, op) or (tf_op, kernel).
    QHash<QString, QHash<QString, qint64>> occurrencesByFrameworkOp;
    for (const HostTrace& host : hosts) {
        // What the rule asks is the same for every execution of an op: asked once per kind.
        std::unordered_map<const OpKind*, qint64> executions;
        for (const DeviceOp& op : host.deviceOps)
            ++executions[op.kind];
        const bool isKernel = host.hardware == HardwareType::Gpu;
        for (const auto& [kind, count] : executions) {
            if (isKernel && kind->hloOp.isEmpty() && kind->provenance.isEmpty())
                continue;
            const QString deviceOp = isKernel && kind->hloOp.isEmpty()
                ? kind->provenance + QLatin1Char('/') + kind->longName
                : kind->programId + QLatin1Char('/') + kind->name;
            const QString frameworkOp
                = kind->provenance.isEmpty() ? deviceOp : kind->provenance.section(QLatin1Char(':'), 0, 0);
            occurrencesByFrameworkOp[frameworkOp][deviceOp] += count;
        }
    }
    for (const QHash<QString, qint64>& members : std::as_const(occurrencesByFrameworkOp))
        placement.deviceOpCount += *std::max_element(members.begin(), members.end());
    const qint64 total = placement.hostOpCount + placement.deviceOpCount;
    if (total == 0) {
        placement.hostPercent = placement.devicePercent
            = Figure::unavailable(OverviewText::tr("The profile has no framework ops on the host or the device."));
        return placement;
    }
    placement.hostPercent
        = Figure::of(percentOf(static_cast<double>(placement.hostOpCount), static_cast<double>(total)));
    placement.devicePercent
        = Figure::of(percentOf(static_cast<double>(placement.deviceOpCount), static_cast<double>(total)));
    return placement;
}

EagerExecution eagerExecution(const std::vector<HostTrace>& hosts)
{
    qint64 hostEager = 0, hostAll = 0, deviceEager = 0, deviceAll = 0;
    for (const HostTrace& host : hosts) {
        for (const HostEvent& event : host.hostEvents) {
            if (!event.isFrameworkOp)
                continue;
            hostAll += event.selfPs;
            hostEager += event.isEager ? event.selfPs : 0;
        }
        for (const DeviceOp& op : host.deviceOps) {
            deviceAll += op.selfPs;
            deviceEager += op.isEager ? op.selfPs : 0;
        }
    }
    EagerExecution eager;
    eager.hostPercent = hostAll > 0
        ? Figure::of(percentOf(static_cast<double>(hostEager), static_cast<double>(hostAll)))
        : Figure::unavailable(OverviewText::tr("No framework op ran on the host for any time."));
    eager.devicePercent = deviceAll > 0
        ? Figure::of(percentOf(static_cast<double>(deviceEager), static_cast<double>(deviceAll)))
        : Figure::unavailable(OverviewText::tr("No op ran on the device."));
    return eager;
}

} // namespace memscope::overview
