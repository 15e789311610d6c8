// SPDX-License-Identifier: Apache-2.0
#include "models/axisticks.h"

#include <algorithm>
#include <cmath>

namespace memscope {

namespace {

    double niceStep(double range, int targetCount, AxisValues kind)
    {
        const double rough = range / std::max(1, targetCount);
        const double magnitude = std::pow(10.0, std::floor(std::log10(rough)));
        double step = 10.0 * magnitude;
        for (const double factor : { 1.0, 2.0, 5.0 }) {
            if (factor * magnitude >= rough) {
                step = factor * magnitude;
                break;
            }
        }
        return kind == AxisValues::Integer ? std::max(1.0, step) : step;
    }

} // namespace

AxisTicks niceTicks(double first, double last, int targetCount, AxisValues kind)
{
    AxisTicks ticks;
    const double range = last - first;
    if (!(range > 0) || !std::isfinite(range) || targetCount < 1)
        return ticks;
    ticks.step = niceStep(range, targetCount, kind);
    ticks.decimals = std::max(0, static_cast<int>(-std::floor(std::log10(ticks.step) + 1e-9)));
    // Multiples counted as integers, so that 0.1 + 0.2 never prints as 0.30000000000000004.
    const double scale = std::pow(10.0, ticks.decimals);
    const auto firstMultiple = static_cast<long long>(std::ceil(first / ticks.step - 1e-9));
    const auto lastMultiple = static_cast<long long>(std::floor(last / ticks.step + 1e-9));
    for (long long multiple = firstMultiple; multiple <= lastMultiple; ++multiple)
        ticks.values.push_back(std::round(static_cast<double>(multiple) * ticks.step * scale) / scale);
    return ticks;
}

double niceUpperBound(double top, int targetCount, AxisValues kind)
{
    if (!(top > 0) || !std::isfinite(top))
        return 1;
    const double step = niceStep(top, targetCount, kind);
    return std::ceil(top / step - 1e-9) * step;
}

} // namespace memscope
