// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/memoryviewer/memoryviewer.h"

#include <vector>

namespace memscope {

// A spatial index over the allocation timeline's blocks (x = program order
// span, y = offset .. offset + size) so that drawing and hit-testing visit
// only the blocks in view: blocks sorted by start step with a segment tree of
// the largest end step, which skips whole runs of blocks that end before the
// view begins. Blocks with size <= 0 are left out, as XProf drops them.
class TimelineIndex
{
public:
    void build(const std::vector<memoryviewer::BufferBlock>& blocks);
    bool isEmpty() const { return m_order.empty(); }

    // Appends to `out` the indices (into the blocks given to build()) of the
    // blocks that intersect [x0, x1] × [y0, y1], in ascending start step.
    void query(double x0, double x1, double y0, double y1, std::vector<int>& out) const;

    // The block under (x, y): the smallest-area buffer block, else the
    // container, else -1.
    int hitTest(double x, double y) const;

private:
    void queryNode(int node, int lo, int hi, double x0, double x1, double y0, double y1, std::vector<int>& out) const;

    const std::vector<memoryviewer::BufferBlock>* m_blocks = nullptr;
    std::vector<int> m_order;     // block indices sorted by start step
    std::vector<double> m_maxEnd; // segment tree over m_order: the largest end step below a node
};

} // namespace memscope
