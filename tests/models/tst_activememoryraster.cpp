// SPDX-License-Identifier: Apache-2.0
// The Active Memory Timeline's per-pixel summary: bands stacked in the order they became live,
// those above a freed one dropping, each column at its largest total.

#include "models/activememoryraster.h"

#include <QTest>

using namespace memscope;

namespace {

// Allocation 0 (100 B) made before the trace, allocation 1 (50 B) made by action 0, allocation 0
// freed by action 1. No times: action i is at x = i + 1.
std::shared_ptr<const torch::DeviceMemory> twoAllocations()
{
    auto memory = std::make_shared<torch::DeviceMemory>();
    memory->allocations.push_back({ 0x1000, 100, 0, 0, -1, -1, -1, 1 });
    memory->allocations.push_back({ 0x2000, 50, 0, 0, 0, -1, 0, -1 });
    memory->actions = { 1, 0 };
    memory->actionEvents = { 0, 1 };
    memory->totals = { 150, 50 };
    memory->startBytes = 100;
    memory->peakBytes = 150;
    memory->peakAction = 0;
    return memory;
}

std::vector<qint32> column(const ActiveMemoryLayout::Raster& raster, int index)
{
    std::vector<qint32> cells;
    for (int row = 0; row < raster.height; ++row)
        cells.push_back(raster.at(index, row));
    return cells;
}

} // namespace

class TestActiveMemoryRaster : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void stacksDropsAndKeepsEachColumnsLargest()
    {
        const torch::Snapshot snapshot; // no times
        const ActiveMemoryLayout layout(snapshot, twoAllocations());
        QVERIFY(!layout.usesTime());
        QCOMPARE(layout.lastX(), 2.0);
        QCOMPARE(layout.largestTotal(), qint64(150));
        // Rows of 50 bytes (their middles at 25, 75, 125), columns one action wide.
        const ActiveMemoryLayout::Raster raster = layout.raster(0, 4, 4, 3, 150);
        QCOMPARE(raster.width, 4);
        QCOMPARE(raster.height, 3);
        // Action 0: allocation 1 stacks on the one made before the trace.
        QCOMPARE(column(raster, 0), (std::vector<qint32> { 0, 0, 1 }));
        // Action 1 frees allocation 0; the column shows its largest state, the one it starts in.
        QCOMPARE(column(raster, 1), (std::vector<qint32> { 0, 0, 1 }));
        // After it allocation 1 has dropped to the bottom.
        QCOMPARE(column(raster, 2), (std::vector<qint32> { 1, -1, -1 }));
        QCOMPARE(column(raster, 3), (std::vector<qint32> { 1, -1, -1 }));
        // Before any action: what was live at the start.
        const ActiveMemoryLayout::Raster start = layout.raster(0, 0.5, 1, 3, 150);
        QCOMPARE(column(start, 0), (std::vector<qint32> { 0, 0, -1 }));
        // Out of range asks give nothing rather than a crash.
        QCOMPARE(layout.raster(1, 1, 4, 3, 150).width, 0);
        QCOMPARE(layout.raster(0, 2, 0, 3, 150).cells.size(), size_t(0));
        QCOMPARE(raster.at(-1, 0), -1);
        QCOMPARE(raster.at(0, 3), -1);
    }
};

QTEST_MAIN(TestActiveMemoryRaster)
#include "tst_activememoryraster.moc"
