// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <cstddef>
#include <utility>
#include <vector>

namespace memscope {

// The lowest and the highest of any range of a long series of values, from the extremes of its
// blocks of kBlock values, found once: a chart's pixel column costs its whole blocks and at most
// two partial ones, not every value under it (a counter of 1 250 000 values drawn across a
// thousand columns is a thousand cheap lookups a frame).
class BlockExtremes
{
public:
    static constexpr size_t kBlock = 64;

    BlockExtremes() = default;
    explicit BlockExtremes(const std::vector<double>& values);

    double maximum() const { return m_maximum; } // 0 for no values
    // The (lowest, highest) of values[begin, end) of the series given to the constructor; the range
    // is not empty.
    std::pair<double, double> of(const std::vector<double>& values, size_t begin, size_t end) const;

private:
    std::vector<double> m_low;
    std::vector<double> m_high;
    double m_maximum = 0;
};

} // namespace memscope
