// SPDX-License-Identifier: Apache-2.0
#include "models/timelineindex.h"

#include <algorithm>
#include <limits>

namespace memscope {

void TimelineIndex::build(const std::vector<memoryviewer::BufferBlock>& blocks)
{
    m_boxes.clear();
    m_boxes.reserve(blocks.size());
    for (int index = 0; index < static_cast<int>(blocks.size()); ++index) {
        const auto& block = blocks[static_cast<size_t>(index)];
        if (block.size > 0)
            m_boxes.push_back({ double(block.startStep), double(block.endStep), double(block.offset),
                double(block.offset) + double(block.size), index, block.isContainer() });
    }
    std::stable_sort(m_boxes.begin(), m_boxes.end(), [](const Box& a, const Box& b) { return a.start < b.start; });
    m_maxEnd.assign(m_boxes.size() * 4, -std::numeric_limits<double>::infinity());
    if (m_boxes.empty())
        return;
    // Bottom-up build of the recursive layout queryNode() walks.
    struct Frame
    {
        int node, lo, hi;
        bool childrenDone;
    };
    std::vector<Frame> stack { { 1, 0, static_cast<int>(m_boxes.size()), false } };
    while (!stack.empty()) {
        const Frame frame = stack.back();
        stack.pop_back();
        const auto node = static_cast<size_t>(frame.node);
        if (frame.hi - frame.lo == 1) {
            m_maxEnd[node] = m_boxes[static_cast<size_t>(frame.lo)].end;
            continue;
        }
        if (frame.childrenDone) {
            m_maxEnd[node] = std::max(m_maxEnd[node * 2], m_maxEnd[node * 2 + 1]);
            continue;
        }
        const int mid = (frame.lo + frame.hi) / 2;
        stack.push_back({ frame.node, frame.lo, frame.hi, true });
        stack.push_back({ frame.node * 2, frame.lo, mid, false });
        stack.push_back({ frame.node * 2 + 1, mid, frame.hi, false });
    }
}

void TimelineIndex::query(double x0, double x1, double y0, double y1, std::vector<int>& out) const
{
    if (!m_boxes.empty())
        queryNode(1, 0, static_cast<int>(m_boxes.size()), x0, x1, y0, y1, out);
}

void TimelineIndex::queryNode(
    int node, int lo, int hi, double x0, double x1, double y0, double y1, std::vector<int>& out) const
{
    if (m_maxEnd[static_cast<size_t>(node)] < x0)
        return;
    if (m_boxes[static_cast<size_t>(lo)].start > x1)
        return; // sorted by start: everything from lo on starts after the view
    if (hi - lo <= 16) {
        // Small runs are scanned; recursion would cost more than it skips.
        for (int position = lo; position < hi; ++position) {
            const Box& box = m_boxes[static_cast<size_t>(position)];
            if (box.start > x1)
                break;
            if (box.end >= x0 && box.bottom <= y1 && box.top >= y0)
                out.push_back(position);
        }
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
    const Box* best = nullptr;
    double bestArea = std::numeric_limits<double>::infinity();
    for (const int position : candidates) {
        const Box& box = m_boxes[static_cast<size_t>(position)];
        const double area = std::max(1.0, box.end - box.start) * (box.top - box.bottom);
        const bool better
            = !best || (best->container && !box.container) || (best->container == box.container && area < bestArea);
        if (better) {
            best = &box;
            bestArea = area;
        }
    }
    return best ? best->block : -1;
}

} // namespace memscope
