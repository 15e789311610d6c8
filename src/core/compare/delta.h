// SPDX-License-Identifier: Apache-2.0
#pragma once

// One figure of two profiles side by side: A (the baseline) and B (the one
// compared with it). Deltas are B - A; percentages are of A.

#include "core/util/saturating.h"

#include <QtGlobal>
#include <optional>

namespace memscope::compare {

// Bytes or counts: integers, so a comparison never rounds.
struct IntegerDelta
{
    qint64 a = 0;
    qint64 b = 0;
    qint64 delta() const { return saturatingSubtract(b, a); }
    // The change in percent of A; 0 when both are 0, empty when only A is 0 (no finite percentage).
    std::optional<double> percent() const
    {
        if (a == 0)
            return b == 0 ? std::optional<double>(0.0) : std::nullopt;
        return 100.0 * static_cast<double>(delta()) / static_cast<double>(a);
    }
    // True when B exceeds A by more than `percent` % of A (any growth from 0 does).
    bool growsMoreThan(double percent) const
    {
        if (b <= a)
            return false;
        const std::optional<double> change = this->percent();
        return !change || *change > percent;
    }
};

// Times, shares and ratios, each of which one profile may not be able to give.
struct RealDelta
{
    std::optional<double> a;
    std::optional<double> b;
    std::optional<double> delta() const { return a && b ? std::optional<double>(*b - *a) : std::nullopt; }
    std::optional<double> percent() const
    {
        if (!a || !b)
            return std::nullopt;
        if (*a == 0)
            return *b == 0 ? std::optional<double>(0.0) : std::nullopt;
        return 100.0 * (*b - *a) / *a;
    }
};

} // namespace memscope::compare
