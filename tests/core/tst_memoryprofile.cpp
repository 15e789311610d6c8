// SPDX-License-Identifier: Apache-2.0
// The Memory Profile engine on generated event streams whose answers are known
// by construction (tests/core/memoryeventbuilder.h keeps heap and peak consistent).

#include "core/memoryeventbuilder.h"
#include "core/memoryprofile/memoryprofile.h"
#include "core/memoryprofile/xprofoutput.h"
#include "memory_profile.pb.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMutex>
#include <QTest>
#include <algorithm>
#include <random>

using namespace memscope;
using namespace memscope::memoryprofile;
using memscope::testing::MemoryEventBuilder;

namespace {

constexpr qint64 kMiB = 1 << 20;
constexpr qint64 kKiB = 1 << 10;
constexpr qint64 kMs = 1000000000; // picoseconds

Result analyzeOne(const MemoryEventBuilder& builder, const Options& options = {})
{
    return analyze(std::vector<HostSpace> { builder.host() }, options);
}

const Snapshot& snapshotOf(const Allocator& allocator, int index)
{
    return allocator.snapshots[static_cast<size_t>(index)];
}

// Ten steps; each allocates a 1 MiB activation it frees and a `leakBytes` buffer it keeps.
MemoryEventBuilder leakingSteps(qint64 leakBytes, int steps = 10)
{
    MemoryEventBuilder builder;
    for (int step = 0; step < steps; ++step) {
        const qint64 start = step * 10 * kMs;
        const quint64 base = 0x1000000 + quint64(step) * 0x100000;
        builder.allocate(start,
            { .address = base,
                .bytes = kMiB,
                .op = "dense/MatMul",
                .region = "output",
                .shape = "[256,1024]",
                .dataType = 1,
                .groupId = step });
        builder.allocate(start + kMs,
            { .address = base + 0x80000,
                .bytes = leakBytes,
                .op = "cache/Append",
                .region = "persist",
                .shape = "[16,1024]",
                .dataType = 1,
                .groupId = step });
        builder.deallocate(start + 2 * kMs, "0", base, true, step);
    }
    return builder;
}

} // namespace

class TestMemoryProfile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void leakOfNBytesPerStepIsFoundAndTrended()
    {
        const qint64 leak = 64 * kKiB;
        const Result result = analyzeOne(leakingSteps(leak));
        QVERIFY(result.error.isEmpty());
        QCOMPARE(result.allocators.size(), size_t(1));
        const Allocator& allocator = result.allocators.front();
        QCOMPARE(allocator.id, QStringLiteral("0"));
        QCOMPARE(allocator.summary.allocations, 20);
        QCOMPARE(allocator.summary.deallocations, 10);

        QCOMPARE(allocator.neverFreed.size(), size_t(10));
        QCOMPARE(allocator.neverFreedBytes, 10 * leak);
        // Equal sizes: the longest-lived (earliest) first.
        const Snapshot& first = snapshotOf(allocator, allocator.neverFreed.front().snapshotIndex);
        QCOMPARE(first.timePs, kMs);
        QCOMPARE(result.string(allocator.detailsOf(first).op), QStringLiteral("cache/Append"));
        QCOMPARE(result.string(allocator.detailsOf(first).shape), QStringLiteral("[16,1024]"));
        QCOMPARE(allocator.neverFreed.front().aliveForPs, (9 * 10 + 2 - 1) * kMs);

        QCOMPARE(allocator.steps.size(), size_t(10));
        for (const StepBalance& step : allocator.steps) {
            QCOMPARE(step.allocations, 2);
            QCOMPARE(step.deallocations, 1);
            QCOMPARE(step.netBytes(), leak);
            QCOMPARE(step.heapAtEndBytes, (step.stepId + 1) * leak);
        }
        QVERIFY(allocator.hasStepMarkers);
        QCOMPARE(allocator.trend.steps, 10);
        QCOMPARE(qRound64(allocator.trend.bytesPerStep), leak);
        QCOMPARE(allocator.trend.stepRSquared, 1.0);
        QVERIFY(allocator.trend.growing);
        const QString findings = allocator.findings.join(QLatin1Char('\n'));
        QVERIFY2(findings.contains(QStringLiteral("grows from step to step: 64.00 KiB per step over 10 steps")),
            qPrintable(findings));
        QVERIFY2(findings.contains(
                     QStringLiteral("Never freed within the profile window: 10 allocations, 640.00 KiB in all")),
            qPrintable(findings));
        QVERIFY(findings.contains(QStringLiteral("cache/Append ([16,1024])")));
        QVERIFY(findings.contains(QStringLiteral("20 allocations against 10 deallocations")));
    }

    void balancedStepsShowNoLeak()
    {
        MemoryEventBuilder builder;
        for (int step = 0; step < 8; ++step) {
            const qint64 start = step * 10 * kMs;
            builder.allocate(start, { .address = 0x100, .bytes = 4 * kMiB, .groupId = step });
            builder.allocate(start + kMs, { .address = 0x200, .bytes = 2 * kMiB, .groupId = step });
            builder.deallocate(start + 2 * kMs, "0", 0x200, true, step);
            builder.deallocate(start + 3 * kMs, "0", 0x100, true, step);
        }
        const Result result = analyzeOne(builder);
        const Allocator& allocator = result.allocators.front();
        QVERIFY(allocator.neverFreed.empty());
        QCOMPARE(allocator.summary.allocations, allocator.summary.deallocations);
        QCOMPARE(allocator.steps.size(), size_t(8));
        for (const StepBalance& step : allocator.steps) {
            QCOMPARE(step.netBytes(), 0);
            QCOMPARE(step.heapAtEndBytes, 0);
        }
        QCOMPARE(allocator.trend.bytesPerStep, 0.0);
        QVERIFY(!allocator.trend.growing);
        const QString findings = allocator.findings.join(QLatin1Char('\n'));
        QVERIFY2(!findings.contains(QStringLiteral("grows")), qPrintable(findings));
        QVERIFY(!findings.contains(QStringLiteral("never freed")));
        // Window peak: 6 MiB, the last of the equal peaks.
        QCOMPARE(allocator.summary.windowPeak.heapBytes, 6 * kMiB);
        QCOMPARE(allocator.summary.windowPeak.timePs, (7 * 10 + 1) * kMs);
        QCOMPARE(allocator.summary.peakStepId, 7);
    }

    void fragmentationSpikeIsReported()
    {
        MemoryEventBuilder builder;
        for (int i = 0; i < 20; ++i) {
            const bool inSpike = i >= 10 && i < 13;
            const double fragmentation = inSpike ? (i == 11 ? 0.8 : 0.6) : 0.05;
            builder.allocate(
                i * 2 * kMs, { .address = quint64(0x1000 + i), .bytes = kMiB, .fragmentation = fragmentation });
            builder.deallocate((i * 2 + 1) * kMs, "0", quint64(0x1000 + i), true, -1, 0.05);
        }
        const Result result = analyzeOne(builder);
        const Allocator& allocator = result.allocators.front();
        QCOMPARE(allocator.fragmentationSpikes.size(), size_t(3)); // each spike event is followed by a low one
        const FragmentationSpike& highest = allocator.fragmentationSpikes.front();
        QCOMPARE(highest.peak, 0.8);
        QCOMPARE(highest.peakPs, 22 * kMs);
        QCOMPARE(highest.baseline, 0.05);
        const QString findings = allocator.findings.join(QLatin1Char('\n'));
        QVERIFY2(findings.contains(QStringLiteral("Fragmentation spikes to 80.0% at 22.000 ms (median 5.0%)")),
            qPrintable(findings));
        QVERIFY(findings.contains(QStringLiteral("spikes in all: 3")));
        QVERIFY(findings.contains(QStringLiteral("no step markers")));
    }

    void flatFragmentationHasNoSpike()
    {
        MemoryEventBuilder builder;
        for (int i = 0; i < 10; ++i)
            builder.allocate(i * kMs, { .address = quint64(0x1000 + i), .bytes = kMiB, .fragmentation = 0.4 });
        QVERIFY(analyzeOne(builder).allocators.front().fragmentationSpikes.empty());
    }

    void severalAllocatorsAreSeparateAndSortedAsStrings()
    {
        MemoryEventBuilder builder;
        builder.configure("GPU_0_bfc", 0, 8 * kMiB * 1024);
        builder.allocate(1 * kMs, { .allocator = "GPU_0_bfc", .address = 0x10, .bytes = 3 * kMiB });
        builder.allocate(2 * kMs, { .allocator = "10", .address = 0x10, .bytes = 5 * kMiB });
        builder.allocate(3 * kMs, { .allocator = "2", .address = 0x10, .bytes = 7 * kMiB });
        builder.deallocate(4 * kMs, "GPU_0_bfc", 0x10);
        builder.allocate(5 * kMs, { .allocator = "2", .address = 0x20, .bytes = kMiB });
        const Result result = analyzeOne(builder);
        QCOMPARE(result.allocators.size(), size_t(3));
        QCOMPARE(result.allocators[0].id, QStringLiteral("10"));
        QCOMPARE(result.allocators[1].id, QStringLiteral("2"));
        QCOMPARE(result.allocators[2].id, QStringLiteral("GPU_0_bfc"));
        QCOMPARE(result.allocators[0].summary.windowPeak.heapBytes, 5 * kMiB);
        QCOMPARE(result.allocators[1].summary.windowPeak.heapBytes, 8 * kMiB);
        QCOMPARE(result.allocators[1].summary.allocations, 2);
        QCOMPARE(result.allocators[2].summary.deallocations, 1);
        QCOMPARE(result.allocators[2].summary.windowPeak.timePs, 1 * kMs);
        QVERIFY(result.allocators[2].neverFreed.empty());
        QCOMPARE(result.findAllocator(QStringLiteral("GPU_0_bfc")), &result.allocators[2]);
        QCOMPARE(result.findAllocator(QStringLiteral("3")), nullptr);
    }

    void deallocationsWithoutSizesInheritThem()
    {
        MemoryEventBuilder builder;
        builder.allocate(kMs,
            { .address = 0xa0,
                .bytes = 2 * kMiB,
                .requestedBytes = 2 * kMiB - 100,
                .op = "conv",
                .region = "temp",
                .shape = "f32[512,1024]",
                .dataType = 1 });
        builder.allocate(2 * kMs, { .address = 0xb0, .bytes = 3 * kMiB, .op = "add" });
        builder.deallocate(3 * kMs, "0", 0xa0, false);
        builder.allocate(4 * kMs, { .address = 0xc0, .bytes = 4 * kMiB, .op = "mul" });
        const Result result = analyzeOne(builder);
        const Allocator& allocator = result.allocators.front();
        const Snapshot& free = snapshotOf(allocator, 2);
        QCOMPARE(free.activity, Activity::Deallocation);
        QCOMPARE(allocator.detailsOf(free).allocationBytes, 2 * kMiB);
        QCOMPARE(allocator.detailsOf(free).requestedBytes, 2 * kMiB - 100);
        QCOMPARE(free.pairIndex, 0);
        QCOMPARE(snapshotOf(allocator, 0).pairIndex, 2);
        // The peak (7 MiB at 4 ms) is exactly the two live allocations: no "unused" row.
        QCOMPARE(allocator.summary.windowPeak.heapBytes, 7 * kMiB);
        QCOMPARE(allocator.breakdown.size(), size_t(2));
        QCOMPARE(allocator.breakdown[0].allocationBytes, 4 * kMiB);
        QCOMPARE(allocator.breakdown[1].allocationBytes, 3 * kMiB);
        QCOMPARE(allocator.breakdown[0].kind, BreakdownRow::Kind::Allocation);
    }

    void eventsOutOfTimeOrderAndLineTimestampsAreAligned()
    {
        MemoryEventBuilder builder;
        // Line 6 starts 5 ms after line 5: its offset 1 ms is 6 ms in absolute time.
        builder.line(5, 1000000).allocate(4 * kMs, { .address = 0x1, .bytes = kMiB });
        builder.line(6, 6000000).allocate(1 * kMs, { .address = 0x2, .bytes = 2 * kMiB });
        builder.line(5, 1000000).allocate(2 * kMs, { .address = 0x3, .bytes = 4 * kMiB });
        builder.line(5, 1000000).otherEvent(3 * kMs);
        const Result result = analyzeOne(builder);
        QCOMPARE(result.originNs, 1000000);
        const Allocator& allocator = result.allocators.front();
        QCOMPARE(allocator.snapshots.size(), size_t(3));
        QCOMPARE(snapshotOf(allocator, 0).timePs, 2 * kMs);
        QCOMPARE(snapshotOf(allocator, 1).timePs, 4 * kMs);
        QCOMPARE(snapshotOf(allocator, 2).timePs, 6 * kMs);
        QCOMPARE(snapshotOf(allocator, 2).address, quint64(0x2));
        // The builder wrote heaps in call order (1, 3, 7 MiB): 7 MiB is the event at 2 ms.
        QCOMPARE(allocator.summary.windowPeak.heapBytes, 7 * kMiB);
        QCOMPARE(allocator.summary.windowPeak.timePs, 2 * kMs);
    }

    void linesJoinInTimeOrderWithTheirPeaksStepsAndOps()
    {
        MemoryEventBuilder builder;
        // Two lines (scanned at once), written out of time order: the peaks
        // (the heap's high-water mark in call order) are 1, 3 and 7 MiB.
        builder.line(5, 1000000).allocate(4 * kMs, { .address = 0x1, .bytes = kMiB, .op = "a", .groupId = 2 });
        builder.line(6, 6000000).allocate(1 * kMs, { .address = 0x2, .bytes = 2 * kMiB, .op = "b", .groupId = 3 });
        builder.line(5, 1000000).allocate(2 * kMs, { .address = 0x3, .bytes = 4 * kMiB, .op = "c", .groupId = 1 });
        builder.line(6, 6000000).allocate(-1 * kMs, { .address = 0x4, .bytes = kMiB, .op = "d", .groupId = 4 });
        const Result result = analyzeOne(builder);
        const Allocator& allocator = result.allocators.front();
        // Line 6's second event, at -1 ms + 5 ms = 4 ms, ties with line 5's first: file order keeps line 5's first.
        QCOMPARE(allocator.snapshots.size(), size_t(4));
        QCOMPARE(allocator.peakBytesInUseAt(0), 7 * kMiB); // 2 ms
        QCOMPARE(allocator.peakBytesInUseAt(1), kMiB); // 4 ms, line 5
        QCOMPARE(allocator.peakBytesInUseAt(2), 8 * kMiB); // 4 ms, line 6
        QCOMPARE(allocator.peakBytesInUseAt(3), 3 * kMiB); // 6 ms
        const QStringList ops = { result.string(allocator.detailsOf(snapshotOf(allocator, 0)).op),
            result.string(allocator.detailsOf(snapshotOf(allocator, 1)).op),
            result.string(allocator.detailsOf(snapshotOf(allocator, 2)).op),
            result.string(allocator.detailsOf(snapshotOf(allocator, 3)).op) };
        QCOMPARE(
            ops, QStringList({ QStringLiteral("c"), QStringLiteral("a"), QStringLiteral("d"), QStringLiteral("b") }));
        QCOMPARE(allocator.stepIdOf(snapshotOf(allocator, 0)), 1);
        QCOMPARE(allocator.stepIdOf(snapshotOf(allocator, 2)), 4);
        QCOMPARE(allocator.stepIdOf(snapshotOf(allocator, 3)), 3);
        const auto proto = toMemoryProfileProto(result, {});
        const auto& timeline = proto.memory_profile_per_allocator().at("0").sampled_timeline_snapshots();
        QCOMPARE(timeline.size(), 4);
        QCOMPARE(timeline[0].aggregation_stats().peak_bytes_in_use(), 7 * kMiB);
        QCOMPARE(timeline[1].aggregation_stats().peak_bytes_in_use(), kMiB);
        QCOMPARE(timeline[3].aggregation_stats().peak_bytes_in_use(), 3 * kMiB);
        QCOMPARE(timeline[3].activity_metadata().step_id(), 3);
    }

    void equalTimesKeepFileOrder()
    {
        MemoryEventBuilder builder;
        builder.allocate(5 * kMs, { .address = 0x1, .bytes = kMiB });
        builder.allocate(5 * kMs, { .address = 0x2, .bytes = kMiB });
        builder.allocate(1 * kMs, { .address = 0x3, .bytes = kMiB });
        const Result result = analyzeOne(builder);
        const Allocator& allocator = result.allocators.front();
        QCOMPARE(snapshotOf(allocator, 0).address, quint64(0x3));
        QCOMPARE(snapshotOf(allocator, 1).address, quint64(0x1));
        QCOMPARE(snapshotOf(allocator, 2).address, quint64(0x2));
    }

    // Many lines, with ties: the snapshots come out in time order, file order among equal times,
    // whatever runs the lines make, each with its own peak, op and step. Lines all in time order (as
    // threads write them) are merged as they are joined; otherwise the joined lines are sorted by runs.
    void manyLinesJoinInTimeOrder_data()
    {
        QTest::addColumn<bool>("everyLineInOrder");
        QTest::newRow("every line in time order") << true;
        QTest::newRow("some lines out of order") << false;
    }
    void manyLinesJoinInTimeOrder()
    {
        QFETCH(bool, everyLineInOrder);
        MemoryEventBuilder builder;
        std::mt19937 random(7);
        struct Expected
        {
            qint64 timePs;
            quint64 address; // addresses follow file order
            qint64 peak; // the builder's heap high-water mark, in call order
            int line;
        };
        std::vector<Expected> expected;
        for (int line = 0; line < 7; ++line) {
            builder.line(10 + line, 0);
            std::vector<qint64> times(300);
            for (qint64& time : times)
                time = qint64(random() % 200) * kMs;
            if (everyLineInOrder || line % 2 == 0)
                std::sort(times.begin(), times.end()); // a line in time order: one run
            for (size_t i = 0; i < times.size(); ++i) {
                const quint64 address = quint64(line) * 1000 + i + 1;
                builder.allocate(
                    times[i], { .address = address, .bytes = kKiB, .op = std::to_string(address), .groupId = line });
                expected.push_back({ times[i], address, qint64(expected.size() + 1) * kKiB, line });
            }
        }
        std::stable_sort(
            expected.begin(), expected.end(), [](const Expected& a, const Expected& b) { return a.timePs < b.timePs; });
        const Result result = analyzeOne(builder);
        const Allocator& allocator = result.allocators.front();
        QCOMPARE(allocator.snapshots.size(), expected.size());
        for (size_t i = 0; i < expected.size(); ++i) {
            const Snapshot& snapshot = snapshotOf(allocator, int(i));
            QCOMPARE(std::pair(snapshot.timePs, snapshot.address), std::pair(expected[i].timePs, expected[i].address));
            QCOMPARE(allocator.peakBytesInUseAt(int(i)), expected[i].peak);
            QCOMPARE(result.string(allocator.detailsOf(snapshot).op), QString::number(expected[i].address));
            QCOMPARE(allocator.stepIdOf(snapshot), expected[i].line);
        }
    }

    // A line's room for an allocator's events is found as the line is read (no count before the
    // scan): an allocator whose events are sparse, then dense, then gone, beside one that starts
    // late, keeps every event in place; the origin is the earliest line that holds memory events,
    // not an earlier line of other events.
    void everyEventIsKeptWhateverTheLinesDensity()
    {
        MemoryEventBuilder builder;
        builder.line(1, 500); // no memory events: not the origin
        builder.otherEvent(0);
        builder.line(2, 2000);
        std::vector<std::pair<std::string, quint64>> written; // allocator and address, in file order
        const auto allocate = [&](qint64 timePs, const std::string& allocator) {
            const quint64 address = written.size() + 1;
            builder.allocate(timePs, { .allocator = allocator, .address = address, .bytes = kKiB });
            written.emplace_back(allocator, address);
        };
        qint64 time = 0;
        for (int i = 0; i < 6000; ++i) { // sparse: one memory event among many others
            builder.otherEvent(++time);
            builder.otherEvent(++time);
            allocate(++time, "GPU_0_bfc");
        }
        for (int i = 0; i < 40000; ++i) // dense, and a second allocator from here on
            allocate(++time, i % 3 ? "GPU_0_bfc" : "GPU_1_bfc");
        for (int i = 0; i < 9000; ++i)
            allocate(++time, "GPU_1_bfc");
        const Result result = analyzeOne(builder);
        QCOMPARE(result.originNs, 2000);
        QCOMPARE(result.allocators.size(), size_t(2));
        for (const Allocator& allocator : result.allocators) {
            std::vector<quint64> addresses;
            for (const auto& [name, address] : written) {
                if (QString::fromStdString(name) == allocator.memoryId)
                    addresses.push_back(address);
            }
            QCOMPARE(allocator.snapshots.size(), addresses.size());
            for (size_t i = 0; i < addresses.size(); ++i) {
                const Snapshot& snapshot = snapshotOf(allocator, int(i));
                QCOMPARE(snapshot.address, addresses[i]);
                // The builder's times rise by 1 ps per event: the address's place in the file.
                QVERIFY(i == 0 || snapshot.timePs > snapshotOf(allocator, int(i) - 1).timePs);
            }
        }
    }

    void breakdownMergesLikeXProfWithSpecialRows()
    {
        MemoryEventBuilder builder;
        builder.configure("0", 6 * kMiB, 64 * kMiB, 5 * kMiB); // 5 MiB allocated before the window
        for (int i = 0; i < 3; ++i)
            builder.allocate(
                i * kMs, { .address = quint64(0x100 + i), .bytes = 2 * kMiB, .op = "w", .shape = "[512,1024]" });
        builder.allocate(3 * kMs, { .address = 0x200, .bytes = 8 * kMiB, .op = "big" });
        builder.allocate(4 * kMs, { .address = 0x201, .bytes = kMiB, .op = "gone" });
        builder.deallocate(5 * kMs, "0", 0x201);
        builder.deallocate(6 * kMs, "0", 0x200);
        const Result result = analyzeOne(builder);
        const Allocator& allocator = result.allocators.front();
        // Peak: 5 + 6 + 8 + 1 = 20 MiB heap at 4 ms, plus 6 MiB stack.
        QCOMPARE(allocator.summary.windowPeak.heapBytes, 20 * kMiB);
        QCOMPARE(allocator.summary.windowPeak.inUseBytes(), 26 * kMiB);
        QCOMPARE(allocator.summary.capacityBytes, 64 * kMiB);
        QCOMPARE(allocator.breakdown.size(), size_t(5));
        const auto rowText = [&](const BreakdownRow& row) {
            return QStringLiteral("%1 %2 x%3")
                .arg(result.string(row.op))
                .arg(row.allocationBytes / kMiB)
                .arg(row.occurrences());
        };
        QCOMPARE(rowText(allocator.breakdown[0]), QStringLiteral("big 8 x1"));
        QCOMPARE(rowText(allocator.breakdown[1]), QStringLiteral("stack 6 x1"));
        QCOMPARE(rowText(allocator.breakdown[2]), QStringLiteral("unused preallocated device memory 5 x1"));
        QCOMPARE(rowText(allocator.breakdown[3]), QStringLiteral("w 2 x3"));
        QCOMPARE(rowText(allocator.breakdown[4]), QStringLiteral("gone 1 x1"));
        QCOMPARE(allocator.breakdown[2].kind, BreakdownRow::Kind::UnusedPreallocated);
        QCOMPARE(result.string(allocator.breakdown[2].region), QStringLiteral("persist/dynamic"));
        QCOMPARE(result.string(allocator.breakdown[2].shape), QStringLiteral("unknown"));

        // XProf's proto: specials in creation order (unused, stack), snapshots compacted in row order.
        const auto proto = toMemoryProfileProto(result, {});
        const auto& perAllocator = proto.memory_profile_per_allocator().at("0");
        QCOMPARE(perAllocator.special_allocations_size(), 2);
        QCOMPARE(perAllocator.special_allocations(0).tf_op_name(), std::string("unused preallocated device memory"));
        QCOMPARE(perAllocator.special_allocations(1).tf_op_name(), std::string("stack"));
        QCOMPARE(perAllocator.active_allocations(1).special_index(), 1);
        QCOMPARE(perAllocator.active_allocations(1).snapshot_index(), -2);
        QCOMPARE(perAllocator.active_allocations(2).special_index(), 0);
        QCOMPARE(perAllocator.active_allocations(2).snapshot_index(), -1);
        QCOMPARE(perAllocator.active_allocations(3).snapshot_index(), 1);
        QCOMPARE(perAllocator.active_allocations(3).special_index(), -1);
        QCOMPARE(perAllocator.active_allocations(3).num_occurrences(), 3);
        QCOMPARE(perAllocator.memory_profile_snapshots_size(), 3);
        QCOMPARE(perAllocator.memory_profile_snapshots(1).activity_metadata().tf_op_name(), std::string("w"));
        QCOMPARE(perAllocator.profile_summary().peak_stats().peak_bytes_in_use(), 26 * kMiB);

        const QByteArray csv = breakdownCsv(result);
        const QList<QByteArray> lines = csv.split('\n');
        QCOMPARE(lines.size(), 7); // header, 5 rows, the empty rest after the last line break
        QCOMPARE(lines[0],
            QByteArray("Memory ID,Op Name,Allocation Size (bytes),Requested Size (bytes),Occurrences,"
                       "Region type,Data type,Shape\r"));
        QCOMPARE(lines[4], QByteArray("0,w,2097152,2097152,3,,INVALID,\"[512,1024]\"\r"));
    }

    void lifetimePeakIsTheMaximumNotTheLastEvent()
    {
        MemoryEventBuilder builder;
        builder.configure("0", 0, 64 * kMiB);
        builder.allocate(kMs, { .address = 0x1, .bytes = 8 * kMiB });
        builder.deallocate(2 * kMs, "0", 0x1);
        builder.allocate(3 * kMs, { .address = 0x2, .bytes = kMiB });
        // The allocator reset its high-water mark: the last event reports less.
        auto* lastStats = builder.currentLine().mutable_events(2)->mutable_stats();
        for (auto& stat : *lastStats) {
            if (stat.metadata_id() == builder.statId("peak_bytes_in_use"))
                stat.set_int64_value(kMiB);
        }
        const Result result = analyzeOne(builder);
        const Summary& summary = result.allocators.front().summary;
        QCOMPARE(summary.lifetimePeakBytes, 8 * kMiB);
        QCOMPARE(summary.xprofLifetimePeakBytes, kMiB);
    }

    void sampledTimelineIsXProfsMaxBoxFilter()
    {
        std::vector<Snapshot> snapshots(2500);
        for (size_t i = 0; i < snapshots.size(); ++i) {
            snapshots[i].timePs = static_cast<qint64>(i);
            snapshots[i].heapBytes = static_cast<qint64>((i * 7919) % 1000); // deterministic noise
        }
        const std::vector<int> samples = sampleTimeline(snapshots, 1000);
        QCOMPARE(samples.size(), size_t(1000));
        // w = 2: 500 boxes of 2 from 0, then 500 boxes of 3 from 1000.
        const auto expectedMax = [&](int start, int width) {
            int best = start;
            for (int i = start; i < start + width; ++i) {
                if (snapshots[size_t(i)].heapBytes > snapshots[size_t(best)].heapBytes)
                    best = i;
            }
            return best;
        };
        QCOMPARE(samples[0], expectedMax(0, 2));
        QCOMPARE(samples[499], expectedMax(998, 2));
        QCOMPARE(samples[500], expectedMax(1000, 3));
        QCOMPARE(samples[999], expectedMax(2497, 3));
        QCOMPARE(sampleTimeline(snapshots, 5000).size(), size_t(2500));
    }

    void xprofCountsAreOverSampledPoints()
    {
        MemoryEventBuilder builder;
        for (int i = 0; i < 1500; ++i) {
            builder.allocate(2 * i * kMs, { .address = quint64(i + 1), .bytes = kMiB });
            builder.deallocate((2 * i + 1) * kMs, "0", quint64(i + 1));
        }
        const Result result = analyzeOne(builder);
        const Summary& summary = result.allocators.front().summary;
        QCOMPARE(summary.allocations, 1500);
        QCOMPARE(summary.deallocations, 1500);
        // Every box of 3 keeps its allocation (the larger heap): XProf counts 1000 and 0.
        QCOMPARE(summary.xprofAllocations, 1000);
        QCOMPARE(summary.xprofDeallocations, 0);
    }

    void jsonIsXProfsPlusFindings()
    {
        const Result result = analyzeOne(leakingSteps(kKiB, 3));
        QString error;
        const QByteArray json = toJson(result, {}, {}, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QJsonParseError parseError;
        const QJsonObject root = QJsonDocument::fromJson(json, &parseError).object();
        QCOMPARE(parseError.error, QJsonParseError::NoError);
        QCOMPARE(root.value(QStringLiteral("version")).toInt(), 1);
        QCOMPARE(root.value(QStringLiteral("numHosts")).toInt(), 1);
        QCOMPARE(root.value(QStringLiteral("memoryIds")).toArray(), QJsonArray { QStringLiteral("0") });
        const QJsonObject allocator
            = root.value(QStringLiteral("memoryProfilePerAllocator")).toObject().value(QStringLiteral("0")).toObject();
        const QJsonObject summary = allocator.value(QStringLiteral("profileSummary")).toObject();
        // int64 as strings, default values printed, as XProf's printer does.
        QCOMPARE(summary.value(QStringLiteral("peakStats"))
                     .toObject()
                     .value(QStringLiteral("stackReservedBytes"))
                     .toString(),
            QStringLiteral("0"));
        QCOMPARE(summary.value(QStringLiteral("peakStatsTimePs")).toString(), QString::number(21 * kMs));
        QCOMPARE(allocator.value(QStringLiteral("sampledTimelineSnapshots")).toArray().size(), 9);
        const QJsonObject firstSample
            = allocator.value(QStringLiteral("sampledTimelineSnapshots")).toArray().first().toObject();
        QCOMPARE(firstSample.value(QStringLiteral("activityMetadata"))
                     .toObject()
                     .value(QStringLiteral("memoryActivity"))
                     .toString(),
            QStringLiteral("ALLOCATION"));
        QCOMPARE(firstSample.value(QStringLiteral("activityMetadata"))
                     .toObject()
                     .value(QStringLiteral("dataType"))
                     .toString(),
            QStringLiteral("float"));
        QVERIFY(allocator.contains(QStringLiteral("activeAllocations")));
        QVERIFY(allocator.contains(QStringLiteral("specialAllocations")));
        const QJsonObject findings
            = root.value(QLatin1String(kFindingsJsonKey)).toObject().value(QStringLiteral("0")).toObject();
        QCOMPARE(findings.value(QStringLiteral("allocations")).toInt(), 6);
        QCOMPARE(findings.value(QStringLiteral("neverFreed")).toArray().size(), 3);
        QCOMPARE(findings.value(QStringLiteral("neverFreedBytes")).toDouble(), 3.0 * kKiB);
        QCOMPARE(findings.value(QStringLiteral("steps")).toArray().size(), 3);

        const QByteArray onlyOne = toJson(result, {}, QStringLiteral("missing"), &error);
        QCOMPARE(QJsonDocument::fromJson(onlyOne).object().value(QStringLiteral("memoryIds")).toArray().size(), 0);
    }

    void severalHostsQualifyIds()
    {
        MemoryEventBuilder first;
        first.allocate(kMs, { .address = 0x1, .bytes = kMiB });
        MemoryEventBuilder second;
        second.allocate(kMs, { .address = 0x1, .bytes = 2 * kMiB });
        const Result result
            = analyze({ first.host(QStringLiteral("worker-0")), second.host(QStringLiteral("worker-1")) });
        QCOMPARE(result.numHosts, 2);
        QCOMPARE(result.allocators.size(), size_t(2));
        QCOMPARE(result.allocators[0].id, QStringLiteral("worker-0/0"));
        QCOMPARE(result.allocators[1].id, QStringLiteral("worker-1/0"));
        QCOMPARE(result.allocators[1].summary.windowPeak.heapBytes, 2 * kMiB);
        QCOMPARE(result.findAllocator(QStringLiteral("0")), nullptr); // ambiguous

        // Each host is scanned on its own earliest line; the profile's origin is the earliest of all
        // hosts, a host without memory events aside, and every time is on it.
        MemoryEventBuilder late;
        late.line(5, 9000000).allocate(2 * kMs, { .address = 0x1, .bytes = kMiB });
        late.line(6, 3000000).allocate(kMs, { .address = 0x2, .bytes = kMiB });
        MemoryEventBuilder early;
        early.line(5, 1000000).allocate(kMs, { .address = 0x1, .bytes = kMiB });
        MemoryEventBuilder none; // its line starts at 0
        none.otherEvent(0);
        const Result aligned = analyze(
            { late.host(QStringLiteral("a")), none.host(QStringLiteral("b")), early.host(QStringLiteral("c")) });
        QCOMPARE(aligned.originNs, 1000000);
        QCOMPARE(aligned.allocators.size(), size_t(2));
        const Allocator& lateAllocator = *aligned.findAllocator(QStringLiteral("a/0"));
        QCOMPARE(snapshotOf(lateAllocator, 0).timePs, 2 * kMs + kMs); // line 6: 3 ms - 1 ms + 1 ms
        QCOMPARE(snapshotOf(lateAllocator, 1).timePs, 8 * kMs + 2 * kMs); // line 5: 9 ms - 1 ms + 2 ms
        QCOMPARE(snapshotOf(*aligned.findAllocator(QStringLiteral("c/0")), 0).timePs, kMs);
        QCOMPARE(result.findAllocator(QStringLiteral("worker-1/0")), &result.allocators[1]);
    }

    void badInputGivesValuesNotCrashes()
    {
        HostSpace missing;
        missing.hostName = QStringLiteral("lost");
        const Result noSpace = analyze(std::vector<HostSpace> { missing });
        QVERIFY(noSpace.allocators.empty());
        QCOMPARE(noSpace.warnings.size(), 1);
        QVERIFY(noSpace.warnings.first().contains(QStringLiteral("lost")));

        MemoryEventBuilder builder;
        builder.allocate(kMs, { .address = 0x1, .bytes = kMiB });
        // An aggregated event has no time; a deallocation of an unknown address is kept but unpaired;
        // an id stat as uint64 and a stat whose metadata is missing are tolerated.
        auto* aggregated = builder.currentLine().add_events();
        aggregated->CopyFrom(builder.currentLine().events(0));
        aggregated->set_num_occurrences(4);
        builder.deallocate(2 * kMs, "0", 0x1);
        auto* unknown = builder.currentLine().mutable_events(2);
        for (auto& stat : *unknown->mutable_stats()) {
            if (stat.metadata_id() == builder.statId("addr"))
                stat.set_int64_value(0xdead);
            if (stat.metadata_id() == builder.statId("device_ordinal"))
                stat.set_uint64_value(0);
        }
        unknown->add_stats()->set_metadata_id(999999);
        const Result result = analyzeOne(builder);
        QCOMPARE(result.allocators.size(), size_t(1));
        QCOMPARE(result.allocators.front().snapshots.size(), size_t(2));
        QCOMPARE(result.allocators.front().neverFreed.size(), size_t(1));
        QCOMPARE(result.warnings.size(), 1);
        QVERIFY(result.warnings.first().contains(
            QStringLiteral("Aggregated memory events without a time were skipped: 1")));

        const Result empty = analyze(std::vector<HostSpace> {});
        QVERIFY(empty.allocators.empty());
        QVERIFY(empty.error.isEmpty());
    }

    void cancelStopsTheAnalysis()
    {
        MemoryEventBuilder builder;
        for (int i = 0; i < 70000; ++i)
            builder.allocate(i, { .address = quint64(i + 1), .bytes = 256 });
        std::atomic_bool cancel = true;
        Options options;
        options.cancel = &cancel;
        const Result result = analyzeOne(builder, options);
        QCOMPARE(result.error, QStringLiteral("cancelled"));
        QVERIFY(result.allocators.empty());
    }

    // The analysis says how far it is: each line scanned, each allocator analysed, ending at
    // 1000 and never past it.
    void progressGoesThroughTheLinesToTheEnd()
    {
        MemoryEventBuilder builder;
        for (int line = 0; line < 4; ++line) {
            builder.line(line + 1, 0);
            for (int i = 0; i < 100; ++i)
                builder.allocate(i * kMs + line,
                    { .allocator = line % 2 ? "GPU_0_bfc" : "GPU_1_bfc",
                        .address = quint64(line * 1000 + i + 1),
                        .bytes = 256 });
        }
        QMutex mutex;
        QList<int> reported;
        Options options;
        options.progress = [&](int permille) {
            const QMutexLocker locker(&mutex);
            reported << permille;
        };
        const Result result = analyzeOne(builder, options);
        QCOMPARE(result.allocators.size(), size_t(2));
        QVERIFY(!reported.empty());
        QCOMPARE(*std::max_element(reported.begin(), reported.end()), 1000);
        for (const int permille : std::as_const(reported))
            QVERIFY2(permille > 0 && permille <= 1000, qPrintable(QString::number(permille)));
        // One report per line (4), two for the allocators.
        QCOMPARE(reported.size(), 4 + 2);
        QVERIFY(reported.contains(900));
    }

    void dataTypeNamesFollowXProf()
    {
        QCOMPARE(dataTypeName(0), QStringLiteral("INVALID"));
        QCOMPARE(dataTypeName(14), QStringLiteral("bfloat16"));
        QCOMPARE(dataTypeName(30), QStringLiteral("uint4"));
        QCOMPARE(dataTypeName(101), QStringLiteral("float_ref"));
        QCOMPARE(dataTypeName(31), QStringLiteral("unknown dtype enum (31)"));
    }
};

QTEST_GUILESS_MAIN(TestMemoryProfile)
#include "tst_memoryprofile.moc"
