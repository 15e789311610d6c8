// SPDX-License-Identifier: Apache-2.0
#pragma once

// 64-bit sums of sizes and offsets read from files: a damaged or hostile file
// can hold values near 2^63 whose plain sum is undefined behaviour. These
// clamp to the int64 range instead, so a figure is "very large", never wrapped.

#include <QtGlobal>
#include <cmath>
#include <limits>

namespace memscope {

constexpr qint64 saturatingAdd(qint64 a, qint64 b)
{
    qint64 sum = 0;
    if (!__builtin_add_overflow(a, b, &sum))
        return sum;
    return b > 0 ? std::numeric_limits<qint64>::max() : std::numeric_limits<qint64>::min();
}

constexpr qint64 saturatingSubtract(qint64 a, qint64 b)
{
    qint64 difference = 0;
    if (!__builtin_sub_overflow(a, b, &difference))
        return difference;
    return b < 0 ? std::numeric_limits<qint64>::max() : std::numeric_limits<qint64>::min();
}

// A double read from a file as an integer: NaN is 0, values beyond the int64
// range clamp to it (a plain cast of those is undefined behaviour).
inline qint64 saturatingInteger(double value)
{
    if (std::isnan(value))
        return 0;
    if (value >= 9223372036854775808.0)
        return std::numeric_limits<qint64>::max();
    if (value < -9223372036854775808.0)
        return std::numeric_limits<qint64>::min();
    return static_cast<qint64>(value);
}

} // namespace memscope
