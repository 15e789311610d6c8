// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QStringList>

class QChartView;

namespace memscope::test {

// The tick labels a chart draws along its bottom axis, left to right, as the
// scene holds them (the axis title left out).
QStringList bottomAxisLabels(const QChartView& view);

// The tick labels a chart draws along its right axis, bottom to top (the axis title left out).
QStringList rightAxisLabels(const QChartView& view);

} // namespace memscope::test
