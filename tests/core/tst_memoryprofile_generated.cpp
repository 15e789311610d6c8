// SPDX-License-Identifier: Apache-2.0
// The Memory Profile engine against the project's generator, whose own
// allocator replay (src/generator/memoryevents.cpp) records what it wrote:
// counts, bytes never freed, the per-step leak, the heap's high-water mark and
// the fragmentation spike. Two implementations that must agree.

#include "core/memoryprofile/memoryprofile.h"
#include "core/profile/profile.h"
#include "generator/generator.h"
#include "xplane.pb.h"

#include <QTest>

using namespace memscope;
using namespace memscope::memoryprofile;

class TestMemoryProfileGenerated : public QObject
{
    Q_OBJECT

private:
    void compareWithFacts(generator::Kind kind)
    {
        generator::Options options = generator::tinyOptions(7, kind);
        options.steps = 12;
        options.allocators = 3;
        options.allocationEventsPerStep = 3000;
        options.leakBytesPerStep = 3 << 20;
        options.fragmentationSpikeStep = 5;
        generator::ProfileFacts facts;
        const HostSpace host
            = HostSpace::parsed(QStringLiteral("generated"), {}, generator::generateXSpace(options, 0, &facts));
        const Result result = analyze(std::vector<HostSpace> { host });
        QVERIFY(result.error.isEmpty());
        QCOMPARE(result.allocators.size(), facts.allocators.size());

        int spikesCompared = 0;
        for (const generator::AllocatorFacts& expected : facts.allocators) {
            const Allocator* allocator = result.findAllocator(expected.memoryId);
            QVERIFY2(allocator, qPrintable(expected.memoryId));
            QCOMPARE(allocator->summary.allocations, expected.allocations);
            QCOMPARE(allocator->summary.deallocations, expected.deallocations);
            QCOMPARE(allocator->neverFreedBytes, expected.neverFreedBytes);
            QCOMPARE(allocator->summary.lifetimePeakBytes, expected.peakBytesInUse);
            QVERIFY(allocator->hasStepMarkers);
            if (expected.maxFragmentation > 0.5) {
                QVERIFY(!allocator->fragmentationSpikes.empty());
                const FragmentationSpike& highest = allocator->fragmentationSpikes.front();
                QCOMPARE(highest.peak, expected.maxFragmentation);
                const auto at = std::find_if(allocator->snapshots.begin(), allocator->snapshots.end(),
                    [&](const Snapshot& s) { return s.timePs == highest.peakPs; });
                QCOMPARE(allocator->stepIdOf(*at), qint64(expected.maxFragmentationStep));
                ++spikesCompared;
            }
        }
        QVERIFY(spikesCompared > 0); // the generator's spike step left many holes
        // Allocator 0 leaks a fixed amount every step: the trend is exactly that, and a finding.
        const generator::AllocatorFacts& leaking = facts.allocators.front();
        const Allocator* allocator = result.findAllocator(leaking.memoryId);
        QCOMPARE(leaking.leakedBytes % options.steps, 0);
        const double perStep = static_cast<double>(leaking.leakedBytes / options.steps);
        QVERIFY(allocator->trend.growing);
        QVERIFY2(std::abs(allocator->trend.bytesPerStep - perStep) < perStep * 0.01,
            qPrintable(QStringLiteral("%1 per step, expected %2").arg(allocator->trend.bytesPerStep).arg(perStep)));
        QVERIFY(allocator->findings.join(QLatin1Char(' ')).contains(QStringLiteral("grows from step to step")));
        for (size_t i = 1; i < result.allocators.size(); ++i)
            QVERIFY2(!result.allocators[i].trend.growing, qPrintable(result.allocators[i].id));
    }

private Q_SLOTS:
    void tpuTraining() { compareWithFacts(generator::Kind::TpuTraining); }
    void gpu() { compareWithFacts(generator::Kind::Gpu); }
};

QTEST_GUILESS_MAIN(TestMemoryProfileGenerated)
#include "tst_memoryprofile_generated.moc"
