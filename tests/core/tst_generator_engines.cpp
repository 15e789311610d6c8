// SPDX-License-Identifier: Apache-2.0
// The generator's profiles read by the engines they are made for: what the
// Memory Profile and Overview engines find must be what the generator put in.

#include "core/memoryprofile/memoryprofile.h"
#include "core/overview/overview.h"
#include "core/profile/profile.h"
#include "core/generatorrows.h"
#include "generator/generator.h"

#include "hlo.pb.h"
#include "xplane.pb.h"

#include <QTest>

using namespace memscope;
using namespace memscope::generator;
namespace pb = tensorflow::profiler;

namespace {

struct Loaded {
    std::vector<HostSpace> hosts;
    std::vector<HloModule> modules;
    ProfileFacts facts;
};

// What the loader does for an XSpace, reduced to what the engines need.
Loaded load(const Options& options)
{
    Loaded loaded;
    std::shared_ptr<pb::XSpace> space = generateXSpace(options, 0, &loaded.facts);
    for (const pb::XPlane& plane : space->planes()) {
        if (plane.name() != "/host:metadata")
            continue;
        for (const auto& [id, metadata] : plane.event_metadata()) {
            auto proto = std::make_shared<xla::HloProto>();
            if (metadata.stats_size() == 0 || !proto->ParseFromString(metadata.stats(0).bytes_value()))
                continue;
            HloModule module;
            module.name = QString::fromStdString(proto->hlo_module().name());
            module.displayName = QString::fromStdString(metadata.name());
            module.proto = proto;
            loaded.modules.push_back(module);
        }
    }
    loaded.hosts.push_back({hostName(options, 0), QStringLiteral("generated.xplane.pb"), space});
    return loaded;
}

} // namespace

class TestGeneratorEngines : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void memoryProfileFindsLeakAndSpike();
    void overviewReadsRun_data();
    void overviewReadsRun();
};

void TestGeneratorEngines::memoryProfileFindsLeakAndSpike()
{
    Options options = tinyOptions(31);
    options.steps = 8;
    options.allocators = 2;
    options.allocationEventsPerStep = 400;
    options.leakBytesPerStep = 2 << 20;
    options.fragmentationSpikeStep = 5;
    const Loaded loaded = load(options);
    const memoryprofile::Result result = memoryprofile::analyze(loaded.hosts);
    QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
    QCOMPARE(static_cast<int>(result.allocators.size()), options.allocators);
    for (const AllocatorFacts& expected : loaded.facts.allocators) {
        const memoryprofile::Allocator* allocator = result.findAllocator(expected.memoryId);
        QVERIFY2(allocator, qPrintable(expected.memoryId));
        QCOMPARE(static_cast<std::int64_t>(allocator->summary.allocations), expected.allocations);
        QCOMPARE(static_cast<std::int64_t>(allocator->summary.deallocations), expected.deallocations);
        QCOMPARE(allocator->neverFreedBytes, expected.neverFreedBytes);
        QVERIFY(allocator->hasStepMarkers);
        QCOMPARE(allocator->summary.lifetimePeakBytes, expected.peakBytesInUse);
        // TPU deallocations carry no sizes: the engine takes them from the allocation.
        for (const memoryprofile::Snapshot& snapshot : allocator->snapshots)
            QVERIFY(snapshot.allocationBytes > 0);
    }
    const memoryprofile::Allocator* leaking = result.findAllocator(QStringLiteral("0"));
    QVERIFY(leaking->trend.growing);
    QVERIFY(std::abs(leaking->trend.bytesPerStep - static_cast<double>(options.leakBytesPerStep)) < options.leakBytesPerStep * 0.05);
    QVERIFY(!leaking->fragmentationSpikes.empty());
    const qint64 spikeBegin = loaded.facts.steps[5].beginPs;
    const qint64 spikeEnd = spikeBegin + loaded.facts.steps[5].durationPs;
    const memoryprofile::FragmentationSpike& spike = leaking->fragmentationSpikes.front();
    QVERIFY2(spike.peakPs >= spikeBegin && spike.peakPs <= spikeEnd,
             qPrintable(QStringLiteral("spike at %1 ps, step 5 is [%2, %3]").arg(spike.peakPs).arg(spikeBegin).arg(spikeEnd)));
    const memoryprofile::Allocator* balanced = result.findAllocator(QStringLiteral("1"));
    QVERIFY(!balanced->trend.growing);
}

void TestGeneratorEngines::overviewReadsRun_data()
{
    addGeneratorKindRows();
}

void TestGeneratorEngines::overviewReadsRun()
{
    QFETCH(int, kind);
    const Kind generated = static_cast<Kind>(kind);
    Options options = tinyOptions(5, generated);
    options.steps = 8;
    const Loaded loaded = load(options);
    const overview::OverviewReport report = overview::computeOverview(loaded.hosts, loaded.modules);
    QCOMPARE(report.environment.deviceCoreCount, options.devicesPerHost);
    QCOMPARE(report.environment.hardware, generated == Kind::Gpu ? overview::HardwareType::Gpu : overview::HardwareType::Tpu);
    QVERIFY(report.environment.isTraining.has_value());
    QCOMPARE(*report.environment.isTraining, generated != Kind::TpuInference);
    QVERIFY(report.environment.peakTeraflopsPerSecond.available());
    QVERIFY(!report.topOps.empty());
    if (generated == Kind::TpuInference) {
        QCOMPARE(report.inference.sessionCount, options.steps);
        return;
    }
    // XProf drops the first and last step when there are more than five.
    const int kept = static_cast<int>(report.stepTime.steps.size()) + report.stepTime.droppedIncompleteSteps;
    QCOMPARE(kept, options.steps);
    double expectedMs = 0;
    for (std::size_t s = 1; s + 1 < loaded.facts.steps.size(); ++s)
        expectedMs += static_cast<double>(loaded.facts.steps[s].durationPs) / 1e9;
    expectedMs /= static_cast<double>(loaded.facts.steps.size() - 2);
    if (generated == Kind::TpuTraining) {
        QCOMPARE(report.stepTime.source, overview::StepSource::DeviceStepMarkers);
        QVERIFY2(std::abs(report.stepTime.stepTime.meanMs - expectedMs) < 1e-6,
                 qPrintable(QStringLiteral("%1 vs %2").arg(report.stepTime.stepTime.meanMs).arg(expectedMs)));
        QVERIFY(report.utilization.dutyCyclePercent.available());
        QVERIFY(*report.utilization.dutyCyclePercent.value > 0 && *report.utilization.dutyCyclePercent.value < 100);
        QVERIFY(report.utilization.flopsUtilizationPercent.available());
        QCOMPARE(report.environment.deviceType, QStringLiteral("TPU v5 lite"));
        return;
    }
    // GPU: kernels are device compute, linked to their launches on the host.
    const auto& categories = report.stepTime.categories;
    const auto compute = std::find(categories.begin(), categories.end(), overview::StepCategory::DeviceCompute);
    QVERIFY(compute != categories.end());
    const double computeMs = report.stepTime.categoryTimes[static_cast<std::size_t>(compute - categories.begin())].meanMs;
    const double busyMs = static_cast<double>(loaded.facts.deviceBusyPsPerStep) / 1e9;
    QVERIFY2(std::abs(computeMs - busyMs) < 1e-6, qPrintable(QStringLiteral("device compute %1 ms, kernels %2 ms").arg(computeMs).arg(busyMs)));
}

QTEST_GUILESS_MAIN(TestGeneratorEngines)
#include "tst_generator_engines.moc"
