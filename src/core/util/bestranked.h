// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <type_traits>

namespace memscope {

// The first element of `range` of the best rank `rankOf` gives it, or nullptr
// when none matches. A rank is an enum ordered best first whose last value,
// None, is no match (ModuleMatch, compare::ModulePairing).
template <class Range, class RankOf>
auto bestRanked(const Range& range, RankOf rankOf) -> const typename Range::value_type*
{
    using Rank = std::invoke_result_t<RankOf, const typename Range::value_type&>;
    const typename Range::value_type* best = nullptr;
    Rank bestRank = Rank::None;
    for (const auto& element : range) {
        const Rank rank = rankOf(element);
        if (rank < bestRank) {
            best = &element;
            bestRank = rank;
        }
    }
    return best;
}

} // namespace memscope
