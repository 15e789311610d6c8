// SPDX-License-Identifier: Apache-2.0
#include "models/memoryprofiletimeline.h"

#include <algorithm>
#include <array>

namespace memscope {

using memoryprofile::Snapshot;

namespace {

    // The curves the chart draws, as their y values.
    constexpr int kCurves = 4;
    std::array<double, kCurves> curveValues(const Snapshot& snapshot)
    {
        const double stack = static_cast<double>(snapshot.stackBytes);
        const double inUse = static_cast<double>(snapshot.inUseBytes());
        return { stack, inUse, inUse + static_cast<double>(snapshot.freeBytes), snapshot.fragmentation };
    }

    struct ColumnExtremes
    {
        int first = -1;
        int last = -1;
        std::array<int, kCurves> lowest {};
        std::array<int, kCurves> highest {};
        std::array<double, kCurves> low {};
        std::array<double, kCurves> high {};
    };

    bool isBefore(const Snapshot& snapshot, qint64 timePs) { return snapshot.timePs < timePs; }

} // namespace

std::vector<int> MemoryProfileTimeline::decimate(
    const std::vector<Snapshot>& snapshots, qint64 fromPs, qint64 toPs, int columns, int keepIndex)
{
    std::vector<int> kept;
    if (snapshots.empty() || toPs < fromPs)
        return kept;
    const auto begin = std::lower_bound(snapshots.begin(), snapshots.end(), fromPs, isBefore);
    const auto end = std::upper_bound(snapshots.begin(), snapshots.end(), toPs,
        [](qint64 time, const Snapshot& snapshot) { return time < snapshot.timePs; });
    const int first = static_cast<int>(begin - snapshots.begin());
    const int limit = static_cast<int>(end - snapshots.begin());
    if (first > 0)
        kept.push_back(first - 1);

    columns = std::max(columns, 1);
    const double span = static_cast<double>(std::max<qint64>(toPs - fromPs, 1));
    ColumnExtremes column;
    int currentColumn = -1;
    const auto flush = [&] {
        if (column.first < 0)
            return;
        kept.push_back(column.first);
        kept.push_back(column.last);
        kept.insert(kept.end(), column.lowest.begin(), column.lowest.end());
        kept.insert(kept.end(), column.highest.begin(), column.highest.end());
    };
    for (int i = first; i < limit; ++i) {
        const Snapshot& snapshot = snapshots[static_cast<size_t>(i)];
        const int pixel
            = std::min(columns - 1, static_cast<int>(static_cast<double>(snapshot.timePs - fromPs) / span * columns));
        const std::array<double, kCurves> values = curveValues(snapshot);
        if (pixel != currentColumn) {
            flush();
            currentColumn = pixel;
            column.first = i;
            column.lowest.fill(i);
            column.highest.fill(i);
            column.low = values;
            column.high = values;
        }
        column.last = i;
        for (int curve = 0; curve < kCurves; ++curve) {
            if (values[static_cast<size_t>(curve)] < column.low[static_cast<size_t>(curve)]) {
                column.low[static_cast<size_t>(curve)] = values[static_cast<size_t>(curve)];
                column.lowest[static_cast<size_t>(curve)] = i;
            }
            if (values[static_cast<size_t>(curve)] > column.high[static_cast<size_t>(curve)]) {
                column.high[static_cast<size_t>(curve)] = values[static_cast<size_t>(curve)];
                column.highest[static_cast<size_t>(curve)] = i;
            }
        }
    }
    flush();
    if (limit < static_cast<int>(snapshots.size()))
        kept.push_back(limit);
    if (keepIndex >= first && keepIndex < limit)
        kept.push_back(keepIndex);
    std::sort(kept.begin(), kept.end());
    kept.erase(std::unique(kept.begin(), kept.end()), kept.end());
    return kept;
}

std::vector<qint64> MemoryProfileTimeline::stepBoundaries(
    const std::vector<Snapshot>& snapshots, qint64 fromPs, qint64 toPs, int maxCount)
{
    std::vector<qint64> boundaries;
    // Called on every paint: the range is found by its time, not walked to from the start.
    const auto first = std::lower_bound(snapshots.begin(), snapshots.end(), fromPs, isBefore);
    for (size_t i = std::max<size_t>(1, static_cast<size_t>(first - snapshots.begin())); i < snapshots.size(); ++i) {
        const Snapshot& snapshot = snapshots[i];
        if (snapshot.timePs > toPs)
            break;
        if (snapshot.step == snapshots[i - 1].step)
            continue;
        if (static_cast<int>(boundaries.size()) == maxCount)
            return {};
        boundaries.push_back(snapshot.timePs);
    }
    return boundaries;
}

MemoryProfileTimeline::Lifetime MemoryProfileTimeline::lifetime(
    const memoryprofile::Allocator& allocator, int snapshotIndex)
{
    if (snapshotIndex < 0 || snapshotIndex >= static_cast<int>(allocator.snapshots.size()))
        return {};
    const Snapshot& allocation = allocator.snapshots[static_cast<size_t>(snapshotIndex)];
    if (allocation.pairIndex >= 0)
        return { allocation.timePs, allocator.snapshots[static_cast<size_t>(allocation.pairIndex)].timePs, true };
    return { allocation.timePs, allocator.summary.lastTimePs, false };
}

} // namespace memscope
