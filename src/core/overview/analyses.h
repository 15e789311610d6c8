// SPDX-License-Identifier: Apache-2.0
#pragma once

// Internal to the overview engine: the analyses computeOverview() runs over the hosts' traces,
// one file each (runenvironment, opdatabase, utilization, placement, precision, recommendations).

#include "core/overview/trace.h"

#include <memory>
#include <vector>

namespace memscope::overview {

inline double percentOf(double part, double whole) { return 100.0 * part / whole; }

// runenvironment.cpp
RunEnvironment runEnvironment(const std::vector<HostTrace>& hosts, const std::vector<HloFacts>& modules);

// opdatabase.cpp: device ops merged across cores and hosts by (program, name) (B.7).
struct OpAggregate
{
    QString name, longName, category, provenance, shape;
    qint64 occurrences = 0;
    qint64 timePs = 0, selfPs = 0;
    double flops = 0, bytesAccessed = 0, hbmBytes = 0;
    bool flopsKnown = false, bytesKnown = false, hbmKnown = false;
    bool isEager = false;
};
std::vector<OpAggregate> deviceOpDatabase(const std::vector<HostTrace>& hosts);
std::vector<TopOp> topOps(const std::vector<OpAggregate>& database, HardwareType hardware);

// utilization.cpp
Utilization tpuUtilization(
    const std::vector<HostTrace>& hosts, const std::vector<OpAggregate>& database, const RunEnvironment& environment);
void hardwareCounters(Utilization& result, const std::vector<HostTrace>& hosts, HardwareType hardware);

// placement.cpp
OpPlacement opPlacement(const std::vector<HostTrace>& hosts);
EagerExecution eagerExecution(const std::vector<HostTrace>& hosts);

// precision.cpp
void classifyGpuComputeByHlo(std::vector<HostTrace>& traces, const std::vector<HloFacts>& modules);
Precision precision(const std::vector<HostTrace>& hosts, HardwareType hardware);

// recommendations.cpp
std::vector<Recommendation> recommendations(const OverviewReport& report);
Diagnostics diagnostics(const std::vector<HostTrace>& hosts, const OverviewReport& report);

} // namespace memscope::overview
