// SPDX-License-Identifier: Apache-2.0
#include "models/timelinescene.h"

#include "models/buffercolor.h"

#include <QColor>
#include <algorithm>

namespace memscope {

std::shared_ptr<const TimelineScene> TimelineScene::build(const memoryviewer::Result* result)
{
    auto layout = std::make_shared<TimelineScene>();
    if (!result)
        return layout;
    const std::vector<memoryviewer::BufferBlock>& blocks = result->bufferBlocks;
    layout->index.build(blocks);
    layout->boxColors.reserve(layout->index.boxes().size());
    for (const TimelineIndex::Box& box : layout->index.boxes())
        layout->boxColors.push_back(bufferColor(blocks[static_cast<size_t>(box.block)].colorIndex).rgb());
    layout->m_bufferBlocks.reserve(blocks.size());
    layout->xMax = std::max<double>(1, double(result->heapSizes.size()) - 1);
    layout->yMax = static_cast<double>(result->peakHeapBytes);
    for (int index = 0; index < static_cast<int>(blocks.size()); ++index) {
        const memoryviewer::BufferBlock& block = blocks[static_cast<size_t>(index)];
        if (!block.isContainer())
            layout->m_bufferBlocks.emplace_back(block.logicalBufferId, index);
        if (block.size > 0) {
            layout->xMax = std::max<double>(layout->xMax, block.endStep);
            layout->yMax = std::max(layout->yMax, double(block.offset) + double(block.size));
        }
    }
    layout->yMax = std::max(layout->yMax, 1.0);
    std::sort(layout->m_bufferBlocks.begin(), layout->m_bufferBlocks.end());
    return layout;
}

std::span<const std::pair<qint64, int>> TimelineScene::blocksOf(qint64 logicalBufferId) const
{
    const auto [first, last]
        = std::ranges::equal_range(m_bufferBlocks, logicalBufferId, {}, &std::pair<qint64, int>::first);
    return { first, last };
}

} // namespace memscope
