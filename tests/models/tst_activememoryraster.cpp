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

    void sharesTheAxisOfAnotherTimeline()
    {
        // The allocations' actions are events 1 and 3, the segments' events 0 and 2.
        torch::Snapshot snapshot;
        snapshot.events.resize(4);
        const qint64 times[] = { 1000, 1010, 1040, 1100 };
        for (size_t event = 0; event < 4; ++event)
            snapshot.events[event].timeUs = times[event];
        auto allocations = std::const_pointer_cast<torch::DeviceMemory>(twoAllocations());
        allocations->actionEvents = { 1, 3 };
        auto segments = std::make_shared<torch::DeviceMemory>();
        segments->allocations.push_back({ 0x1000, 200, 0, 0, 0, -1, 0, -1 });
        segments->allocations.push_back({ 0x9000, 100, 0, 0, 2, -1, 1, -1 });
        segments->actions = { 0, 1 };
        segments->actionEvents = { 0, 2 };
        segments->totals = { 200, 300 };
        segments->peakBytes = 300;

        for (const bool withTimes : { true, false }) {
            snapshot.hasTimes = withTimes;
            const ActiveMemoryLayout axis(snapshot, allocations);
            const ActiveMemoryLayout alone(snapshot, segments);
            const ActiveMemoryLayout shared(snapshot, segments, axis);
            QCOMPARE(shared.usesTime(), withTimes);
            QCOMPARE(shared.lastX(), axis.lastX());
            if (withTimes) {
                // Alone its x counts from its own first event; shared, from the allocations' first action
                // (event 1 at 1010 us): event 0 comes before it and is drawn at the start.
                QCOMPARE(alone.lastX(), 40.0);
                QCOMPARE(axis.lastX(), 90.0);
                QCOMPARE(shared.actionAt(0), qint64(0));
                QCOMPARE(shared.actionAt(29), qint64(0));
                QCOMPARE(shared.actionAt(30), qint64(1));
                QCOMPARE(shared.xOfEvent(snapshot, 2), 30.0);
            } else {
                // In order: event 2 comes after the allocations' action 0 (x 1) and before action 1 (x 2).
                QCOMPARE(alone.lastX(), 2.0);
                QCOMPARE(shared.actionAt(0), qint64(0));
                QCOMPARE(shared.actionAt(0.9), qint64(0));
                QCOMPARE(shared.actionAt(1), qint64(1));
                QCOMPARE(shared.xOfEvent(snapshot, 2), 1.0);
            }
        }
    }
};

QTEST_MAIN(TestActiveMemoryRaster)
#include "tst_activememoryraster.moc"
