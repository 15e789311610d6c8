// SPDX-License-Identifier: Apache-2.0
// The generator's profiles read by the loader and the engines they are made for:
// what the Memory Viewer, Memory Profile and Overview engines find must be what
// the generator put in.

#include "core/generatorrows.h"
#include "core/memoryprofile/memoryprofile.h"
#include "core/memoryviewer/memoryviewer.h"
#include "core/overview/overview.h"
#include "core/profile/loader.h"
#include "core/profile/profile.h"
#include "generator/generator.h"
#include "hlo.pb.h"
#include "xplane.pb.h"

#include <QTemporaryDir>
#include <QTest>
#include <map>

using namespace memscope;
using namespace memscope::generator;
namespace pb = tensorflow::profiler;

namespace {

// A generated profile loaded the way the application loads it.
struct Loaded
{
    std::shared_ptr<const Profile> profile;
    ProfileFacts facts;
};

Loaded load(const Options& options)
{
    Loaded loaded;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("generated.xplane.pb"));
    const QString error = writeXSpace(options, path, 0, &loaded.facts);
    if (!error.isEmpty()) {
        QTest::qFail(qPrintable(error), __FILE__, __LINE__);
        return loaded;
    }
    const LoadOutcome outcome = loadProfile(path);
    if (!outcome.profile)
        QTest::qFail(qPrintable(outcome.error), __FILE__, __LINE__);
    loaded.profile = outcome.profile;
    return loaded;
}

} // namespace

class TestGeneratorEngines : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void memoryViewerReadsEveryModule_data();
    void memoryViewerReadsEveryModule();
    void deviceOpShapesAreTheModules();
    void memoryProfileFindsLeakAndSpike();
    void overviewReadsRun_data();
    void overviewReadsRun();
};

void TestGeneratorEngines::memoryViewerReadsEveryModule_data() { addGeneratorKindRows(); }

void TestGeneratorEngines::memoryViewerReadsEveryModule()
{
    QFETCH(int, kind);
    const Loaded loaded = load(tinyOptions(17, static_cast<Kind>(kind)));
    QVERIFY(loaded.profile);
    QCOMPARE(loaded.profile->modules.size(), loaded.facts.modules.size());
    for (const HloModule& module : loaded.profile->modules) {
        const auto fact
            = std::find_if(loaded.facts.modules.begin(), loaded.facts.modules.end(), [&](const ModuleFacts& f) {
                  return QStringLiteral("%1(%2)").arg(f.name).arg(f.programId) == module.displayName;
              });
        QVERIFY2(fact != loaded.facts.modules.end(), qPrintable(module.displayName));
        const std::vector<qint64> spaces = memoryviewer::memorySpacesPresent(*module.proto());
        QCOMPARE(spaces, std::vector<qint64>(fact->memorySpaces.begin(), fact->memorySpaces.end()));
        for (qint64 space : fact->memorySpaces) {
            memoryviewer::Options options;
            options.memorySpace = space;
            const memoryviewer::Result result = memoryviewer::analyze(*module.proto(), options);
            QVERIFY2(result.ok(), qPrintable(result.error));
            QVERIFY2(result.warnings.isEmpty(), qPrintable(result.warnings.join(QLatin1Char('\n'))));
            if (space != 0)
                continue;
            // The peak is the trace's peak plus the indefinite allocations (spec §2.8).
            qint64 indefiniteBytes = 0;
            for (const auto& allocation : module.proto()->buffer_assignment().buffer_allocations()) {
                if (allocation.color() == 0
                    && (allocation.is_entry_computation_parameter() || allocation.maybe_live_out()
                        || allocation.is_thread_local() || allocation.is_constant()))
                    indefiniteBytes += allocation.size();
            }
            QCOMPARE(result.peakHeapBytes, fact->hbmTracePeakBytes + indefiniteBytes);
            QVERIFY(!result.peakBuffers.empty());
            if (static_cast<Kind>(kind) != Kind::Gpu)
                QVERIFY(result.peakHeapBytes > result.peakUnpaddedHeapBytes); // tiles pad
        }
    }
}

void TestGeneratorEngines::deviceOpShapesAreTheModules()
{
    // The device trace's ops are instructions of the main module, with XLA's shape text.
    const Loaded loaded = load(tinyOptions(23));
    QVERIFY(loaded.profile);
    const HloModule* main = loaded.profile->findModule(loaded.facts.modules.front().name);
    QVERIFY(main);
    std::map<std::string, const xla::HloInstructionProto*> instructions;
    for (const auto& computation : main->proto()->hlo_module().computations())
        for (const auto& instruction : computation.instructions())
            instructions[instruction.name()] = &instruction;
    const std::shared_ptr<const pb::XSpace> parsed = loaded.profile->hosts.front().space();
    QVERIFY(parsed);
    const pb::XSpace& space = *parsed;
    int checked = 0;
    for (const pb::XPlane& plane : space.planes()) {
        if (plane.name() != "/device:TPU:0")
            continue;
        std::int64_t shapeStat = -1;
        for (const auto& [id, metadata] : plane.stat_metadata())
            if (metadata.name() == "shape_with_layout")
                shapeStat = id;
        for (const auto& [id, metadata] : plane.event_metadata()) {
            for (const pb::XStat& stat : metadata.stats()) {
                if (stat.metadata_id() != shapeStat)
                    continue;
                const auto instruction = instructions.find(metadata.display_name());
                QVERIFY2(instruction != instructions.end(), metadata.display_name().c_str());
                QCOMPARE(
                    QString::fromStdString(stat.str_value()), memoryviewer::shapeString(instruction->second->shape()));
                ++checked;
            }
        }
    }
    QCOMPARE(checked, tinyOptions(23).opsPerStep);
}

void TestGeneratorEngines::memoryProfileFindsLeakAndSpike()
{
    Options options = tinyOptions(31);
    options.steps = 8;
    options.allocators = 2;
    options.allocationEventsPerStep = 400;
    options.leakBytesPerStep = 2 << 20;
    options.fragmentationSpikeStep = 5;
    const Loaded loaded = load(options);
    QVERIFY(loaded.profile);
    const memoryprofile::Result result = memoryprofile::analyze(*loaded.profile);
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
            QVERIFY(allocator->detailsOf(snapshot).allocationBytes > 0);
    }
    const memoryprofile::Allocator* leaking = result.findAllocator(QStringLiteral("0"));
    QVERIFY(leaking->trend.growing);
    QVERIFY(std::abs(leaking->trend.bytesPerStep - static_cast<double>(options.leakBytesPerStep))
        < options.leakBytesPerStep * 0.05);
    QVERIFY(!leaking->fragmentationSpikes.empty());
    const qint64 spikeBegin = loaded.facts.steps[5].beginPs;
    const qint64 spikeEnd = spikeBegin + loaded.facts.steps[5].durationPs;
    const memoryprofile::FragmentationSpike& spike = leaking->fragmentationSpikes.front();
    QVERIFY2(spike.peakPs >= spikeBegin && spike.peakPs <= spikeEnd,
        qPrintable(
            QStringLiteral("spike at %1 ps, step 5 is [%2, %3]").arg(spike.peakPs).arg(spikeBegin).arg(spikeEnd)));
    const memoryprofile::Allocator* balanced = result.findAllocator(QStringLiteral("1"));
    QVERIFY(!balanced->trend.growing);
}

void TestGeneratorEngines::overviewReadsRun_data() { addGeneratorKindRows(); }

void TestGeneratorEngines::overviewReadsRun()
{
    QFETCH(int, kind);
    const Kind generated = static_cast<Kind>(kind);
    Options options = tinyOptions(5, generated);
    options.steps = 8;
    const Loaded loaded = load(options);
    QVERIFY(loaded.profile);
    const overview::OverviewReport report = overview::computeOverview(*loaded.profile);
    QCOMPARE(report.environment.deviceCoreCount, options.devicesPerHost);
    QCOMPARE(report.environment.hardware,
        generated == Kind::Gpu ? overview::HardwareType::Gpu : overview::HardwareType::Tpu);
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
    const double computeMs
        = report.stepTime.categoryTimes[static_cast<std::size_t>(compute - categories.begin())].meanMs;
    const double busyMs = static_cast<double>(loaded.facts.deviceBusyPsPerStep) / 1e9;
    QVERIFY2(std::abs(computeMs - busyMs) < 1e-6,
        qPrintable(QStringLiteral("device compute %1 ms, kernels %2 ms").arg(computeMs).arg(busyMs)));
}

QTEST_GUILESS_MAIN(TestGeneratorEngines)
#include "tst_generator_engines.moc"
