// SPDX-License-Identifier: Apache-2.0
#pragma once

// Deltas as people read them, for the command line's text and the window.

#include <QString>
#include <optional>

namespace memscope::compare {

// "+1.50 MiB", "−512 B" (a minus sign), "0 B".
QString formatDeltaBytes(qint64 bytes);
// "+57", "−1.5": a number with its sign (a minus sign), `decimals` after the point.
QString formatSignedNumber(double value, int decimals = 0);
// "+12.50 %", "−3.10 %", "0.00 %"; "new" where there is no finite percentage (A is 0).
QString formatDeltaPercent(const std::optional<double>& percent, int decimals = 2);

} // namespace memscope::compare
