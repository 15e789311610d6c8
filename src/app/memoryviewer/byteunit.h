// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>
#include <vector>

namespace memscope {

// One binary unit for an axis or a column of numbers, chosen so that the
// largest value reads between 1 and 1024 (B, KiB, MiB, GiB, TiB).
struct ByteUnit
{
    double bytesPerUnit = 1;
    QString name;
    static ByteUnit forLargest(double bytes);
    double fromBytes(double bytes) const { return bytes / bytesPerUnit; }
};

// About `targetCount` round axis values (steps of 1, 2, 2.5 or 5 × 10^k)
// covering [first, last].
std::vector<double> niceTicks(double first, double last, int targetCount);

} // namespace memscope
