// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

namespace memscope {

constexpr double kBytesPerMiB = 1048576.0;

// Bytes as a person reads them: "512 B", "12.50 KiB", "3.27 MiB", "1.50 GiB".
// Two decimals, binary units, the largest unit that keeps the value >= 1.
QString formatBytes(qint64 bytes);
QString formatBytes(double bytes);

// XProf's fixed "x.xx MiB" style, for places where users compare with XProf.
QString formatMiB(double mib, int decimals = 2);

} // namespace memscope
