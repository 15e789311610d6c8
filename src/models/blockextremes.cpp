// SPDX-License-Identifier: Apache-2.0
#include "models/blockextremes.h"

#include <algorithm>

namespace memscope {

BlockExtremes::BlockExtremes(const std::vector<double>& values)
{
    const size_t blocks = (values.size() + kBlock - 1) / kBlock;
    m_low.reserve(blocks);
    m_high.reserve(blocks);
    for (size_t start = 0; start < values.size(); start += kBlock) {
        const auto [low, high] = std::minmax_element(values.begin() + std::ptrdiff_t(start),
            values.begin() + std::ptrdiff_t(std::min(values.size(), start + kBlock)));
        m_low.push_back(*low);
        m_high.push_back(*high);
    }
    if (!m_high.empty())
        m_maximum = *std::max_element(m_high.begin(), m_high.end());
}

std::pair<double, double> BlockExtremes::of(const std::vector<double>& values, size_t begin, size_t end) const
{
    double low = values[begin], high = values[begin];
    const auto take = [&](double lowest, double highest) {
        low = std::min(low, lowest);
        high = std::max(high, highest);
    };
    // The partial block at the start, the whole blocks, the partial block at the end.
    const size_t firstWhole = std::min(end, (begin + kBlock - 1) / kBlock * kBlock);
    for (size_t i = begin; i < firstWhole; ++i)
        take(values[i], values[i]);
    size_t i = firstWhole;
    for (; i + kBlock <= end; i += kBlock)
        take(m_low[i / kBlock], m_high[i / kBlock]);
    for (; i < end; ++i)
        take(values[i], values[i]);
    return { low, high };
}

} // namespace memscope
