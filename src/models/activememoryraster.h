// SPDX-License-Identifier: Apache-2.0
#pragma once

// The Active Memory Timeline of a PyTorch snapshot as MemoryViz lays it out: every allocation a
// band stacked in the order it became live (those made before the trace at the bottom), the bands
// above a freed one dropping by its size. Drawn from a per-pixel summary rather than a polygon per
// allocation, so that every allocation is kept (MemoryViz keeps 15 000) and the cost follows the
// pixels: each column shows the state at its largest total, and each pixel the allocation at its
// middle (one smaller than a pixel shows where it is the one there).

#include "core/torch/snapshotmemory.h"

#include <QtGlobal>
#include <atomic>
#include <memory>
#include <vector>

namespace memscope {

class ActiveMemoryLayout
{
public:
    // Positions on the x axis: microseconds from the first action when the file has times,
    // else the action's number (the start is 0, action i is at i + 1).
    ActiveMemoryLayout(const torch::Snapshot& snapshot, std::shared_ptr<const torch::DeviceMemory> memory);
    // Shares `axis`'s x axis, so that the two timelines of one trace line up: each action is drawn
    // where `axis` draws the point of its event (the Cached Segment Timeline beside the Active Memory
    // Timeline, whose actions are other events of the same trace). Its own axis when `axis` has no actions.
    ActiveMemoryLayout(const torch::Snapshot& snapshot, std::shared_ptr<const torch::DeviceMemory> memory,
        const ActiveMemoryLayout& axis);

    bool usesTime() const { return m_usesTime; }
    double lastX() const { return m_lastX; }
    qint64 largestTotal() const { return m_largestTotal; }
    // The last action at or before x, -1 before the first.
    qint64 actionAt(double x) const;
    // Where the state after the first `eventEnd` events of Snapshot::events is drawn: at the last
    // action among them, or at 0 before any.
    double xAfterEvents(quint32 eventEnd) const;
    const torch::DeviceMemory& memory() const { return *m_memory; }

    // Where event `event` of Snapshot::events is drawn: at its time, or at the last action at or before it.
    double xOfEvent(const torch::Snapshot& snapshot, quint32 event) const;

    // Allocation indices (DeviceMemory::allocations) per pixel, row 0 at the bottom; -1 where
    // nothing is allocated. `width` columns over [firstX, lastX], `height` rows over [0, topBytes].
    struct Raster
    {
        int width = 0;
        int height = 0;
        std::vector<qint32> cells; // cells[column * height + row]
        qint32 at(int column, int row) const
        {
            return column >= 0 && column < width && row >= 0 && row < height
                ? cells[size_t(column) * size_t(height) + size_t(row)]
                : -1;
        }
    };
    // An empty raster once *cancel is set (checked every column).
    Raster raster(double firstX, double lastX, int width, int height, double topBytes,
        const std::atomic_bool* cancel = nullptr) const;

private:
    void stackBands();

    std::shared_ptr<const torch::DeviceMemory> m_memory;
    std::vector<double> m_actionX; // x of each action, ascending
    double m_lastX = 1.0;
    qint64 m_originUs = 0; // the time of the first action's event: x = 0
    std::vector<quint32> m_stackPosition; // allocation -> its place in the stacking order
    std::vector<quint32> m_atPosition; // the inverse
    qint64 m_largestTotal = 0;
    bool m_usesTime = false;
};

} // namespace memscope
