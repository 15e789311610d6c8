// SPDX-License-Identifier: Apache-2.0
#include "widgets/chartticks.h"

#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace memscope {

void setNiceRange(QValueAxis* axis, double min, double max, double pixelLength, double pixelsPerTick, AxisValues kind)
{
    const int target = std::max(2, static_cast<int>(pixelLength / std::max(1.0, pixelsPerTick)));
    const AxisTicks ticks = niceTicks(min, max, target, kind);
    if (ticks.step > 0) {
        axis->setTickType(QValueAxis::TicksDynamic);
        axis->setTickAnchor(ticks.values.empty() ? std::floor(min / ticks.step) * ticks.step : ticks.values.front());
        axis->setTickInterval(ticks.step);
        axis->setLabelFormat(QStringLiteral("%.%1f").arg(ticks.decimals));
    }
    axis->setRange(min, max);
}

} // namespace memscope
