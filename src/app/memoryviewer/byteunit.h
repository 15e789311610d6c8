// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

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

} // namespace memscope
