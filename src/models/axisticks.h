// SPDX-License-Identifier: Apache-2.0
#pragma once

// Round values for a numeric chart axis, the one tick rule of every chart:
// steps of 1, 2 or 5 × 10^k, so that labels read 0, 20, 40 or 2.5, 3.0, 3.5
// rather than 2808.7. An axis over whole numbers (program order) never gets
// a step below 1, so no two labels round to the same integer.

#include <vector>

namespace memscope {

enum class AxisValues
{
    Real,
    Integer,
};

struct AxisTicks
{
    std::vector<double> values; // ascending, every one a multiple of `step`, inside [first, last]
    double step = 0;
    int decimals = 0; // digits after the point that print every value exactly
};

// About `targetCount` ticks covering [first, last]; none when the range is empty.
AxisTicks niceTicks(double first, double last, int targetCount, AxisValues kind = AxisValues::Real);

// The smallest multiple of the nice step for [0, top] that is >= top: the top
// of an axis that starts at zero, the same whatever was shown before.
double niceUpperBound(double top, int targetCount, AxisValues kind = AxisValues::Real);

} // namespace memscope
