// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/memoryviewer/memoryviewer.h"
#include "models/timelineindex.h"

#include <QRgb>
#include <memory>
#include <span>
#include <utility>
#include <vector>

namespace memscope {

// What the allocation timeline draws and hit-tests, derived once from a
// Memory Viewer result. Building it indexes and sorts every block (about
// 100 ms for 500 000 blocks), so the Memory Viewer builds it on the analysis
// thread and the view only takes it.
struct TimelineScene
{
    TimelineIndex index;
    std::vector<QRgb> boxColors; // per box of index, parsed once
    // The extent: the program and the highest block, or the peak, as XProf
    // scales it, when that is higher.
    double xMax = 1;
    double yMax = 1;

    // The blocks of a logical buffer as (buffer id, block index) pairs, in
    // ascending block order; containers belong to no buffer.
    std::span<const std::pair<qint64, int>> blocksOf(qint64 logicalBufferId) const;

    // For result (nullptr: an empty layout).
    static std::shared_ptr<const TimelineScene> build(const memoryviewer::Result* result);

private:
    // Sorted (buffer id, block index) pairs: one allocation, so that freeing
    // the layout of half a million blocks is instant (a hash map took 80 ms).
    std::vector<std::pair<qint64, int>> m_bufferBlocks;
};

} // namespace memscope
