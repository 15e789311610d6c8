// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/memoryviewer/memoryviewer.h"

#include <vector>

namespace memscope {

// A spatial index over the allocation timeline's blocks (x = program order
// span, y = offset .. offset + size) so that drawing and hit-testing visit
// only the blocks in view: compact boxes sorted by start step with a segment
// tree of the largest end step, which skips whole runs of blocks that end
// before the view begins. The boxes are small and contiguous, so even a view
// of every block reads little memory. Blocks with size <= 0 are left out, as
// XProf drops them.
class TimelineIndex
{
public:
    struct Box
    {
        double start = 0; // program order
        double end = 0;
        double bottom = 0; // offset, bytes
        double top = 0;
        int block = -1; // index into the blocks given to build()
        bool container = false;
    };

    void build(const std::vector<memoryviewer::BufferBlock>& blocks);
    bool isEmpty() const { return m_boxes.empty(); }
    const std::vector<Box>& boxes() const { return m_boxes; }

    // Appends to `out` the positions in boxes() of the boxes that intersect
    // [x0, x1] × [y0, y1], in ascending start step.
    void query(double x0, double x1, double y0, double y1, std::vector<int>& out) const;

    // The block (index into the blocks given to build()) under (x, y): the
    // smallest-area buffer block, else the container, else -1.
    int hitTest(double x, double y) const;

private:
    void queryNode(int node, int lo, int hi, double x0, double x1, double y0, double y1, std::vector<int>& out) const;

    std::vector<Box> m_boxes; // sorted by start
    std::vector<double> m_maxEnd; // segment tree over m_boxes: the largest end below a node
};

} // namespace memscope
