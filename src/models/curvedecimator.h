// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QtGlobal>
#include <vector>

namespace memscope {

// Reduces a curve of up to millions of points to what a screen can show
// without changing its look: per pixel column it keeps the first point, the
// minimum, the maximum and the last point (in index order), so every spike
// survives, and it always keeps one chosen index (the peak) even when a
// column's extremes are elsewhere.
struct CurveDecimator
{
    // Indices (ascending, unique) of `values` to plot for the index range
    // [first, last] drawn across `columns` pixel columns. `keep` is always
    // included when it lies in the range; -1 keeps nothing extra.
    static std::vector<int> decimate(
        const std::vector<qint64>& values, int first, int last, int columns, int keep = -1);
};

} // namespace memscope
