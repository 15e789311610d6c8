// SPDX-License-Identifier: Apache-2.0
#include "core/memoryviewer/xprofvalues.h"
#include "generator/syntheticresult.h"
#include "models/timelineindex.h"
#include "models/timelinescene.h"

#include <QTest>
#include <algorithm>
#include <random>

using namespace memscope;
using memoryviewer::BufferBlock;

namespace {

BufferBlock block(qint64 id, int start, int end, qint64 offset, qint64 size)
{
    BufferBlock result;
    result.logicalBufferId = id;
    result.startStep = start;
    result.endStep = end;
    result.offset = offset;
    result.size = size;
    return result;
}

std::vector<int> bruteForce(const std::vector<BufferBlock>& blocks, double x0, double x1, double y0, double y1)
{
    std::vector<int> found;
    for (int index = 0; index < int(blocks.size()); ++index) {
        const auto& b = blocks[size_t(index)];
        if (b.size > 0 && b.startStep <= x1 && b.endStep >= x0 && b.offset <= y1 && b.offset + b.size >= y0)
            found.push_back(index);
    }
    return found;
}

// The blocks a query finds, as sorted block indices.
std::vector<int> blocksInView(const TimelineIndex& index, double x0, double x1, double y0, double y1)
{
    std::vector<int> positions;
    index.query(x0, x1, y0, y1, positions);
    std::vector<int> found;
    for (const int position : positions)
        found.push_back(index.boxes()[size_t(position)].block);
    std::sort(found.begin(), found.end());
    return found;
}

} // namespace

class TestTimelineIndex : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void layoutSpansTheBlocksAndFindsABuffersBlocks()
    {
        memoryviewer::Result result;
        result.heapSizes = { 0, 1 << 20, 2 << 20, 1 << 20, 0 }; // program order 0..4
        result.peakHeapBytes = 2 << 20;
        result.bufferBlocks = { block(-1, 0, 9, 0, 8 << 20), block(7, 1, 3, 0, 1 << 20),
            block(7, 5, 6, 1 << 20, 1 << 20), block(8, 2, 12, 3 << 20, 0) };
        result.bufferBlocks[1].colorIndex = 5; // the container keeps -1: white
        result.bufferBlocks[2].colorIndex = 5;
        const auto layout = TimelineScene::build(&result);
        // The container's end and height reach past the program and the peak;
        // the empty block of buffer 8 is not drawn, so it extends nothing.
        QCOMPARE(layout->xMax, 9.0);
        QCOMPARE(layout->yMax, double(8 << 20));
        QCOMPARE(layout->index.boxes().size(), size_t(3));
        for (size_t position = 0; position < layout->index.boxes().size(); ++position) {
            const int block = layout->index.boxes()[position].block;
            QCOMPARE(layout->boxColors[position],
                QColor(memoryviewer::xprofColor(result.bufferBlocks[size_t(block)].colorIndex)).rgb());
        }
        std::vector<int> ofSeven;
        for (const auto& [buffer, block] : layout->blocksOf(7))
            ofSeven.push_back(block);
        QCOMPARE(ofSeven, (std::vector<int> { 1, 2 }));
        QCOMPARE(layout->blocksOf(8).size(), size_t(1));
        QVERIFY(layout->blocksOf(-1).empty()); // containers belong to no buffer
        QVERIFY(layout->blocksOf(6).empty());
        // Without a result: a unit view, never a division by zero.
        const auto empty = TimelineScene::build(nullptr);
        QCOMPARE(empty->xMax, 1.0);
        QCOMPARE(empty->yMax, 1.0);
        QVERIFY(empty->index.isEmpty());
    }

    void queryFindsExactlyTheBlocksInView()
    {
        std::vector<BufferBlock> blocks;
        std::mt19937 random(11);
        std::uniform_int_distribution<int> start(0, 1000);
        std::uniform_int_distribution<int> length(0, 300);
        std::uniform_real_distribution<double> offset(0, 1e6);
        for (int index = 0; index < 5000; ++index) {
            const int first = start(random);
            blocks.push_back(
                block(index, first, first + length(random), offset(random), index % 50 == 0 ? 0.0 : 1000.0 + index));
        }
        TimelineIndex index;
        index.build(blocks);
        for (const auto& [x0, x1, y0, y1] :
            std::vector<std::tuple<double, double, double, double>> { { 0, 1300, 0, 2e6 }, { 400, 420, 0, 2e6 },
                { 400, 420, 5e5, 5.1e5 }, { 1250, 1400, 0, 1e6 }, { -10, -1, 0, 1e6 } }) {
            QCOMPARE(blocksInView(index, x0, x1, y0, y1), bruteForce(blocks, x0, x1, y0, y1));
        }
    }

    void hitTestPrefersTheSmallestBufferOverContainers()
    {
        std::vector<BufferBlock> blocks { block(-1, 0, 100, 0, 1000), block(7, 10, 50, 0, 400),
            block(8, 20, 30, 100, 50), block(9, 60, 70, 0, 0) };
        TimelineIndex index;
        index.build(blocks);
        QCOMPARE(index.hitTest(25, 120), 2); // inside both 7 and 8: the smaller wins
        QCOMPARE(index.hitTest(40, 120), 1);
        QCOMPARE(index.hitTest(80, 500), 0); // only the container
        QCOMPARE(index.hitTest(65, 0), 0); // a zero-size block is never hit
        QCOMPARE(index.hitTest(200, 10), -1);
    }

    // Its speed: memscope-bench-views.
    void cullsHalfAMillionBlocksToTheWindow()
    {
        const auto result = generator::makeSyntheticResult({ 1000, 40, 500000, false });
        TimelineIndex index;
        index.build(result->bufferBlocks);
        const auto top = double(result->bufferBlocks.front().size);
        const std::vector<int> found = blocksInView(index, 100, 110, 0, top);
        QCOMPARE(found, bruteForce(result->bufferBlocks, 100, 110, 0, top));
        QVERIFY(found.size() < result->bufferBlocks.size() / 20);
    }
};

QTEST_GUILESS_MAIN(TestTimelineIndex)
#include "tst_timelineindex.moc"
