// SPDX-License-Identifier: Apache-2.0
#pragma once

// What the Memory Profile's timeline chart draws for a time range: millions
// of snapshots reduced per pixel column without changing the picture, the
// step boundaries, and the lifetime of an allocation.

#include "core/memoryprofile/memoryprofile.h"

#include <vector>

namespace memscope {

struct MemoryProfileTimeline
{
    // Indices (ascending, unique) of the snapshots to plot over [fromPs, toPs]
    // drawn across `columns` pixel columns. Per column it keeps the first and
    // last snapshot and those with the lowest and highest stack, stack + heap,
    // stack + heap + free and fragmentation, so every spike survives; it also
    // keeps the snapshot just before and just after the range (the curve
    // reaches the edges) and `keepIndex` (the peak) when it lies in the range.
    static std::vector<int> decimate(const std::vector<memoryprofile::Snapshot>& snapshots, qint64 fromPs, qint64 toPs,
        int columns, int keepIndex = -1);

    // Times where a new step (group_id) begins, within [fromPs, toPs]; at most
    // `maxCount` (none when there are more: they would hide the curve).
    static std::vector<qint64> stepBoundaries(
        const std::vector<memoryprofile::Snapshot>& snapshots, qint64 fromPs, qint64 toPs, int maxCount);

    struct Lifetime
    {
        qint64 startPs = 0;
        qint64 endPs = 0;
        bool freed = false; // false: alive until the end of the window
    };
    // From the allocation at `snapshotIndex` to its deallocation, or to the
    // allocator's last event when it was never freed.
    static Lifetime lifetime(const memoryprofile::Allocator& allocator, int snapshotIndex);
};

} // namespace memscope
