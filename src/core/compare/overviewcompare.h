// SPDX-License-Identifier: Apache-2.0
#pragma once

// The Overview comparison of two runs: step time and its breakdown, the
// device compute share, duty cycle, op placement and precision, side by side.
// Every figure is read from overview::computeOverview's report.

#include "core/compare/delta.h"
#include "core/overview/overview.h"

#include <QString>
#include <vector>

namespace memscope::compare {

enum class OverviewUnit
{
    Milliseconds,
    Percent,
};

struct OverviewRow
{
    QString key; // stable JSON / CSV key, the overview JSON's name: "average_step_time_ms", "device_compute_ms", ...
    QString label; // translated row header
    OverviewUnit unit = OverviewUnit::Milliseconds;
    RealDelta value; // empty on the side whose profile cannot give the figure
};

struct OverviewComparison
{
    overview::OverviewReport a;
    overview::OverviewReport b;
    // Step time, its categories (A's, then those only B has), the compute share,
    // duty cycle, device op placement and precision.
    std::vector<OverviewRow> rows;

    const OverviewRow* find(const QString& key) const;
};

OverviewComparison compareOverviews(overview::OverviewReport a, overview::OverviewReport b);

} // namespace memscope::compare
