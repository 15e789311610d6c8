// SPDX-License-Identifier: Apache-2.0
#include "models/timelineindex.h"

#include <algorithm>
#include <limits>

namespace memscope {

void TimelineIndex::build(const std::vector<memoryviewer::BufferBlock>& blocks)
{
    m_blocks = &blocks;
    m_order.clear();
    for (int index = 0; index < static_cast<int>(blocks.size()); ++index) {
        if (blocks[static_cast<size_t>(index)].size > 0)
            m_order.push_back(index);
    }
    std::stable_sort(m_order.begin(), m_order.end(), [&blocks](int a, int b) {
        return blocks[static_cast<size_t>(a)].startStep < blocks[static_cast<size_t>(b)].startStep;
    });
    m_maxEnd.assign(m_order.size() * 4, -std::numeric_limits<double>::infinity());
    // Bottom-up build of the recursive layout queryNode() walks.
    struct Frame { int node, lo, hi; bool childrenDone; };
    if (m_order.empty())
        return;
    std::vector<Frame> stack{{1, 0, static_cast<int>(m_order.size()), false}};
    while (!stack.empty()) {
        Frame frame = stack.back();
        stack.pop_back();
        if (frame.hi - frame.lo == 1) {
            m_maxEnd[static_cast<size_t>(frame.node)] = blocks[static_cast<size_t>(m_order[static_cast<size_t>(frame.lo)])].endStep;
            continue;
        }
        const int mid = (frame.lo + frame.hi) / 2;
        if (frame.childrenDone) {
            m_maxEnd[static_cast<size_t>(frame.node)] = std::max(m_maxEnd[static_cast<size_t>(frame.node * 2)], m_maxEnd[static_cast<size_t>(frame.node * 2 + 1)]);
            continue;
        }
        stack.push_back({frame.node, frame.lo, frame.hi, true});
        stack.push_back({frame.node * 2, frame.lo, mid, false});
        stack.push_back({frame.node * 2 + 1, mid, frame.hi, false});
    }
}

void TimelineIndex::query(double x0, double x1, double y0, double y1, std::vector<int>& out) const
{
    if (!m_order.empty())
        queryNode(1, 0, static_cast<int>(m_order.size()), x0, x1, y0, y1, out);
}

void TimelineIndex::queryNode(int node, int lo, int hi, double x0, double x1, double y0, double y1, std::vector<int>& out) const
{
    if (m_maxEnd[static_cast<size_t>(node)] < x0)
        return;
    const auto& blocks = *m_blocks;
    if (blocks[static_cast<size_t>(m_order[static_cast<size_t>(lo)])].startStep > x1)
        return; // sorted by start: everything from lo on starts after the view
    if (hi - lo == 1) {
        const auto& block = blocks[static_cast<size_t>(m_order[static_cast<size_t>(lo)])];
        if (block.offset <= y1 && block.offset + block.size >= y0)
            out.push_back(m_order[static_cast<size_t>(lo)]);
        return;
    }
    const int mid = (lo + hi) / 2;
    queryNode(node * 2, lo, mid, x0, x1, y0, y1, out);
    queryNode(node * 2 + 1, mid, hi, x0, x1, y0, y1, out);
}

int TimelineIndex::hitTest(double x, double y) const
{
    std::vector<int> candidates;
    query(x, x, y, y, candidates);
    int best = -1;
    double bestArea = std::numeric_limits<double>::infinity();
    bool bestIsContainer = true;
    for (const int index : candidates) {
        const auto& block = (*m_blocks)[static_cast<size_t>(index)];
        const double area = std::max(1, block.endStep - block.startStep) * block.size;
        const bool better = best < 0 || (bestIsContainer && !block.isContainer())
            || (bestIsContainer == block.isContainer() && area < bestArea);
        if (better) {
            best = index;
            bestArea = area;
            bestIsContainer = block.isContainer();
        }
    }
    return best;
}

} // namespace memscope
