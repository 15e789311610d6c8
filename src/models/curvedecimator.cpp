// SPDX-License-Identifier: Apache-2.0
#include "models/curvedecimator.h"

#include <algorithm>

namespace memscope {

std::vector<int> CurveDecimator::decimate(const std::vector<qint64>& values, int first, int last, int columns, int keep)
{
    std::vector<int> indices;
    const int size = static_cast<int>(values.size());
    first = std::max(first, 0);
    last = std::min(last, size - 1);
    if (first > last)
        return indices;
    columns = std::max(columns, 1);
    const long long count = static_cast<long long>(last) - first + 1;
    // A column keeps up to five points, so short ranges are kept whole.
    if (count <= 4LL * columns) {
        indices.reserve(static_cast<size_t>(count));
        for (int index = first; index <= last; ++index)
            indices.push_back(index);
        return indices;
    }
    indices.reserve(static_cast<size_t>(columns) * 5);
    const bool keepInRange = keep >= first && keep <= last;
    for (int column = 0; column < columns; ++column) {
        const int begin = first + static_cast<int>(count * column / columns);
        const int end = first + static_cast<int>(count * (column + 1) / columns); // exclusive
        int minIndex = begin;
        int maxIndex = begin;
        for (int index = begin + 1; index < end; ++index) {
            if (values[static_cast<size_t>(index)] < values[static_cast<size_t>(minIndex)])
                minIndex = index;
            if (values[static_cast<size_t>(index)] > values[static_cast<size_t>(maxIndex)])
                maxIndex = index;
        }
        // The column's first and last points keep the line joined to its
        // neighbours; the extremes keep its spikes.
        int picked[5] = { begin, minIndex, maxIndex, end - 1, begin };
        if (keepInRange && keep >= begin && keep < end)
            picked[4] = keep;
        std::sort(std::begin(picked), std::end(picked));
        for (const int index : picked) {
            if (indices.empty() || indices.back() != index)
                indices.push_back(index);
        }
    }
    return indices;
}

} // namespace memscope
