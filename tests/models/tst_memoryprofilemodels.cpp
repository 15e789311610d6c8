// SPDX-License-Identifier: Apache-2.0
// The Memory Profile's table models and timeline reduction.

#include "core/memoryeventbuilder.h"
#include "models/memoryprofiletablemodel.h"
#include "models/memoryprofiletimeline.h"

#include <QAbstractItemModelTester>
#include <QSortFilterProxyModel>
#include <QTest>

using namespace memscope;
using namespace memscope::memoryprofile;
using memscope::testing::MemoryEventBuilder;

namespace {

constexpr qint64 kMiB = 1 << 20;
constexpr qint64 kMs = 1000000000;

std::shared_ptr<const Result> sampleResult()
{
    MemoryEventBuilder builder;
    builder.configure("0", 2 * kMiB, 256 * kMiB);
    builder.allocate(1 * kMs,
        { .address = 0x1,
            .bytes = 9 * kMiB,
            .op = "encoder/MatMul",
            .region = "output",
            .shape = "[64,4096]",
            .dataType = 14,
            .groupId = 1 });
    builder.allocate(2 * kMs, { .address = 0x2, .bytes = 10 * kMiB, .op = "decoder/Softmax", .groupId = 1 });
    builder.allocate(3 * kMs, { .address = 0x3, .bytes = kMiB, .op = "tmp", .groupId = 2 });
    builder.deallocate(4 * kMs, "0", 0x3, true, 2);
    builder.allocate(5 * kMs, { .address = 0x4, .bytes = 3 * kMiB, .groupId = 3 });
    return std::make_shared<const Result>(analyze(std::vector<HostSpace> { builder.host() }));
}

QStringList column(const QAbstractItemModel& model, int columnIndex)
{
    QStringList values;
    for (int row = 0; row < model.rowCount(); ++row)
        values << model.index(row, columnIndex).data().toString();
    return values;
}

} // namespace

class TestMemoryProfileModels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void breakdownShowsWhatUsersReadAndSortsOnNumbers()
    {
        MemoryProfileBreakdownModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        model.setAllocator(sampleResult(), 0);
        QCOMPARE(model.columnCount(), 7);
        QCOMPARE(model.headerData(MemoryProfileBreakdownModel::AllocationSize, Qt::Horizontal).toString(),
            QStringLiteral("Allocation Size"));
        // Alive at the peak (5 ms): 10 MiB, 9 MiB, 3 MiB, plus 2 MiB of stack.
        QCOMPARE(column(model, MemoryProfileBreakdownModel::OpName),
            (QStringList { QStringLiteral("decoder/Softmax"), QStringLiteral("encoder/MatMul"),
                QStringLiteral("(no op name)"), QStringLiteral("stack") }));
        QCOMPARE(column(model, MemoryProfileBreakdownModel::AllocationSize),
            (QStringList { QStringLiteral("10.00 MiB"), QStringLiteral("9.00 MiB"), QStringLiteral("3.00 MiB"),
                QStringLiteral("2.00 MiB") }));
        QCOMPARE(model.index(1, MemoryProfileBreakdownModel::DataType).data().toString(), QStringLiteral("bfloat16"));
        QCOMPARE(model.index(1, MemoryProfileBreakdownModel::Shape).data().toString(), QStringLiteral("[64,4096]"));
        QCOMPARE(model.index(1, MemoryProfileBreakdownModel::Occurrences).data().toString(), QStringLiteral("1"));
        QCOMPARE(model.snapshotIndices(0), std::vector<int> { 1 });
        QCOMPARE(model.snapshotIndices(2), std::vector<int> { 4 });
        QVERIFY(model.snapshotIndices(3).empty()); // the stack row stands for no allocation

        // "9.00 MiB" sorts after "10.00 MiB" as text; on the raw bytes it comes first.
        QSortFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.setSortRole(MemoryProfileTableModel::SortRole);
        proxy.sort(MemoryProfileBreakdownModel::AllocationSize, Qt::AscendingOrder);
        QCOMPARE(column(proxy, MemoryProfileBreakdownModel::AllocationSize),
            (QStringList { QStringLiteral("2.00 MiB"), QStringLiteral("3.00 MiB"), QStringLiteral("9.00 MiB"),
                QStringLiteral("10.00 MiB") }));
        proxy.setFilterKeyColumn(-1);
        proxy.setFilterCaseSensitivity(Qt::CaseInsensitive);
        proxy.setFilterFixedString(QStringLiteral("matmul"));
        QCOMPARE(column(proxy, MemoryProfileBreakdownModel::OpName), QStringList { QStringLiteral("encoder/MatMul") });

        model.setAllocator(nullptr, -1);
        QCOMPARE(model.rowCount(), 0);
    }

    void neverFreedListsLargestFirstWithTimes()
    {
        MemoryProfileNeverFreedModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setAllocator(sampleResult(), 0);
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(column(model, MemoryProfileNeverFreedModel::OpName),
            (QStringList {
                QStringLiteral("decoder/Softmax"), QStringLiteral("encoder/MatMul"), QStringLiteral("(no op name)") }));
        QCOMPARE(model.index(1, MemoryProfileNeverFreedModel::AllocatedAt).data().toString(), QStringLiteral("1.000"));
        QCOMPARE(model.index(1, MemoryProfileNeverFreedModel::AliveFor).data().toString(), QStringLiteral("4.000"));
        QCOMPARE(
            model.index(1, MemoryProfileNeverFreedModel::AliveFor).data(MemoryProfileTableModel::SortRole).toDouble(),
            4.0);
        QCOMPARE(model.index(1, MemoryProfileNeverFreedModel::Step).data().toString(), QStringLiteral("1"));
        QCOMPARE(model.index(1, MemoryProfileNeverFreedModel::AllocationSize).data(Qt::TextAlignmentRole).toInt(),
            int(Qt::AlignRight | Qt::AlignVCenter));
        QCOMPARE(model.snapshotIndices(1), std::vector<int> { 0 });
    }

    void decimationKeepsEverySpikeAndThePeak()
    {
        std::vector<Snapshot> snapshots(1000000);
        for (size_t i = 0; i < snapshots.size(); ++i) {
            snapshots[i].timePs = static_cast<qint64>(i) * 1000;
            snapshots[i].heapBytes = 1000 + static_cast<qint64>(i % 17);
            snapshots[i].fragmentation = 0.1;
        }
        const int spike = 123457;
        const int fragmentationSpike = 777777;
        const int peak = 424242;
        snapshots[spike].heapBytes = 50000;
        snapshots[fragmentationSpike].fragmentation = 0.9;
        const std::vector<int> all = MemoryProfileTimeline::decimate(snapshots, 0, snapshots.back().timePs, 800, peak);
        QVERIFY(all.size() <= 800 * 10);
        QVERIFY(std::is_sorted(all.begin(), all.end()));
        QVERIFY(std::binary_search(all.begin(), all.end(), spike));
        QVERIFY(std::binary_search(all.begin(), all.end(), fragmentationSpike));
        QVERIFY(std::binary_search(all.begin(), all.end(), peak));
        QCOMPARE(all.front(), 0);
        QCOMPARE(all.back(), int(snapshots.size() - 1));

        // A zoomed range keeps its neighbours outside, so the curve reaches both edges.
        const std::vector<int> zoomed = MemoryProfileTimeline::decimate(snapshots, 500000, 600000, 800);
        QCOMPARE(zoomed.front(), 499);
        QCOMPARE(zoomed.back(), 601);
        QCOMPARE(zoomed.size(), size_t(103)); // few enough points: every one is kept
    }

    void stepBoundariesAndLifetimes()
    {
        const std::shared_ptr<const Result> result = sampleResult();
        const Allocator& allocator = result->allocators.front();
        QCOMPARE(MemoryProfileTimeline::stepBoundaries(allocator.snapshots, 0, 10 * kMs, 10),
            (std::vector<qint64> { 3 * kMs, 5 * kMs }));
        QVERIFY(MemoryProfileTimeline::stepBoundaries(allocator.snapshots, 0, 10 * kMs, 1).empty());
        const auto freed = MemoryProfileTimeline::lifetime(allocator, 2);
        QCOMPARE(freed.startPs, 3 * kMs);
        QCOMPARE(freed.endPs, 4 * kMs);
        QVERIFY(freed.freed);
        const auto kept = MemoryProfileTimeline::lifetime(allocator, 0);
        QCOMPARE(kept.endPs, 5 * kMs);
        QVERIFY(!kept.freed);
    }
};

QTEST_GUILESS_MAIN(TestMemoryProfileModels)
#include "tst_memoryprofilemodels.moc"
