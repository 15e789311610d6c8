// SPDX-License-Identifier: Apache-2.0
#include "models/activememoryraster.h"

#include <algorithm>
#include <bit>
#include <numeric>

namespace memscope {
namespace {

    // Sizes by stacking position with prefix sums and the search for the band at a height, each in
    // O(log n): the live bands' offsets change with every free below them.
    class BandSums
    {
    public:
        explicit BandSums(size_t count)
            : m_tree(count + 1, 0)
            , m_top(count == 0 ? 0 : std::bit_floor(count))
        {
        }
        void add(size_t position, qint64 bytes)
        {
            for (size_t i = position + 1; i < m_tree.size(); i += i & (~i + 1))
                m_tree[i] += bytes;
        }
        // The position whose band holds `bytes` (the first with a prefix sum above it); size() when none.
        size_t bandAt(qint64 bytes) const
        {
            size_t position = 0;
            for (size_t step = m_top; step > 0; step >>= 1) {
                if (position + step < m_tree.size() && m_tree[position + step] <= bytes) {
                    position += step;
                    bytes -= m_tree[position];
                }
            }
            return position;
        }

    private:
        std::vector<qint64> m_tree;
        size_t m_top;
    };

} // namespace

ActiveMemoryLayout::ActiveMemoryLayout(
    const torch::Snapshot& snapshot, std::shared_ptr<const torch::DeviceMemory> device)
    : m_memory(std::move(device))
{
    stackBands();
    const torch::DeviceMemory& memory = *m_memory;
    m_usesTime = snapshot.hasTimes && !memory.actionEvents.empty();
    m_originUs = m_usesTime ? snapshot.events[memory.actionEvents.front()].timeUs : 0;
    m_actionX.reserve(memory.actions.size());
    for (size_t action = 0; action < memory.actions.size(); ++action)
        m_actionX.push_back(
            m_usesTime ? double(snapshot.events[memory.actionEvents[action]].timeUs - m_originUs) : double(action + 1));
    m_lastX = m_actionX.empty() ? 1.0 : std::max(1.0, m_actionX.back());
}

ActiveMemoryLayout::ActiveMemoryLayout(
    const torch::Snapshot& snapshot, std::shared_ptr<const torch::DeviceMemory> device, const ActiveMemoryLayout& axis)
    : ActiveMemoryLayout(snapshot, std::move(device))
{
    if (axis.m_actionX.empty())
        return;
    m_usesTime = axis.m_usesTime;
    m_originUs = axis.m_originUs;
    const torch::DeviceMemory& memory = *m_memory;
    for (size_t action = 0; action < m_actionX.size(); ++action)
        m_actionX[action] = axis.xOfEvent(snapshot, memory.actionEvents[action]);
    m_lastX = std::max(axis.m_lastX, m_actionX.empty() ? 0.0 : m_actionX.back());
}

void ActiveMemoryLayout::stackBands()
{
    const torch::DeviceMemory& memory = *m_memory;
    const size_t count = memory.allocations.size();
    // Stacking order: live at the start first (in allocation order), then by the action that made them.
    m_atPosition.resize(count);
    std::iota(m_atPosition.begin(), m_atPosition.end(), 0u);
    std::stable_sort(m_atPosition.begin(), m_atPosition.end(),
        [&](quint32 a, quint32 b) { return memory.allocations[a].born < memory.allocations[b].born; });
    m_stackPosition.resize(count);
    for (size_t position = 0; position < count; ++position)
        m_stackPosition[m_atPosition[position]] = quint32(position);
    m_largestTotal = memory.peakBytes;
}

double ActiveMemoryLayout::xOfEvent(const torch::Snapshot& snapshot, quint32 event) const
{
    // An event before the first action (a segment made for it) is drawn at the start.
    if (m_usesTime)
        return std::max(0.0, double(snapshot.events[event].timeUs - m_originUs));
    return xAfterEvents(event + 1);
}

qint64 ActiveMemoryLayout::actionAt(double x) const
{
    return qint64(std::upper_bound(m_actionX.begin(), m_actionX.end(), x) - m_actionX.begin()) - 1;
}

double ActiveMemoryLayout::xAfterEvents(quint32 eventEnd) const
{
    const qint64 action = torch::lastActionBefore(*m_memory, eventEnd);
    return action < 0 ? 0.0 : m_actionX[size_t(action)];
}

ActiveMemoryLayout::Raster ActiveMemoryLayout::raster(
    double firstX, double lastX, int width, int height, double topBytes, const std::atomic_bool* cancel) const
{
    Raster raster;
    if (width <= 0 || height <= 0 || lastX <= firstX || topBytes <= 0)
        return raster;
    raster.width = width;
    raster.height = height;
    raster.cells.assign(size_t(width) * size_t(height), -1);
    const torch::DeviceMemory& memory = *m_memory;
    const auto& allocations = memory.allocations;
    BandSums sums(allocations.size());
    qint64 total = 0;
    for (size_t i = 0; i < allocations.size(); ++i) {
        if (allocations[i].beforeTrace()) {
            sums.add(m_stackPosition[i], allocations[i].size);
            total += allocations[i].size;
        }
    }
    size_t next = 0; // the next action to apply
    const auto apply = [&](size_t until) { // applies actions [next, until)
        for (; next < until; ++next) {
            const quint32 index = memory.actions[next];
            const torch::Allocation& allocation = allocations[index];
            const qint64 bytes = allocation.born == qint64(next) ? allocation.size : -allocation.size;
            sums.add(m_stackPosition[index], bytes);
            total += bytes;
        }
    };
    const auto sample = [&](int column) {
        qint32* cells = raster.cells.data() + size_t(column) * size_t(height);
        for (int row = 0; row < height; ++row) {
            const auto bytes = qint64((row + 0.5) * topBytes / height);
            if (bytes >= total)
                break;
            const size_t position = sums.bandAt(bytes);
            if (position < m_atPosition.size())
                cells[row] = qint32(m_atPosition[position]);
        }
    };
    const double xPerColumn = (lastX - firstX) / width;
    // Actions before the view, in pieces between looks at *cancel.
    const auto before = size_t(std::lower_bound(m_actionX.begin(), m_actionX.end(), firstX) - m_actionX.begin());
    while (next < before) {
        if (cancel && cancel->load(std::memory_order_relaxed))
            return {};
        apply(std::min(before, next + (size_t(1) << 16)));
    }
    for (int column = 0; column < width; ++column) {
        if (cancel && cancel->load(std::memory_order_relaxed))
            return {};
        const double columnEnd = firstX + (column + 1) * xPerColumn;
        const auto end = size_t(std::upper_bound(m_actionX.begin(), m_actionX.end(), columnEnd) - m_actionX.begin());
        // The column shows the state at its largest total (the state it starts in when no action
        // in it goes higher), as the curve of the peak view keeps a column's maximum.
        size_t largest = next;
        qint64 largestTotal = total;
        for (size_t action = next; action < end; ++action) {
            if (memory.totals[action] > largestTotal) {
                largestTotal = memory.totals[action];
                largest = action + 1;
            }
        }
        apply(largest);
        sample(column);
        apply(end);
    }
    return raster;
}

} // namespace memscope
