// SPDX-License-Identifier: Apache-2.0
// The overview engine on the real profiles of ../shared/data.
//
// Every expected number was recomputed independently of the engine by
// tests/tools/overview_reference.py, a separate Python walk of the raw events:
//     protoc --decode=tensorflow.profiler.XSpace -I proto proto/xplane.proto() < FILE > /tmp/x.txt
//     python3 tests/tools/overview_reference.py /tmp/x.txt
// Its output lines are quoted next to each check.
#include "core/format/xspacereader.h"
#include "core/overview/overview.h"
#include "core/overview/overviewformat.h"
#include "core/support/sharedxspace.h"

#include <QFile>
#include <QJsonObject>
#include <QTest>

using namespace memscope;
using namespace memscope::overview;

namespace {

#define LOAD_OR_SKIP(hosts, path)                                                                                      \
    const std::vector<HostSpace> hosts = test::readSharedHost(QStringLiteral(path));                                   \
    if (hosts.empty())                                                                                                 \
    QSKIP(qPrintable(                                                                                                  \
        QStringLiteral("%1 is not in MEMSCOPE_SHARED_DATA (" MEMSCOPE_SHARED_DATA ")").arg(QStringLiteral(path))))

// The reference prints 12 significant digits.
#define QCOMPARE_REF(actual, expected)                                                                                 \
    QVERIFY2(std::abs((actual) - (expected)) <= 1e-9 * std::max(1.0, std::abs(expected)),                              \
        qPrintable(QStringLiteral("%1 != %2").arg(actual, 0, 'g', 17).arg(expected, 0, 'g', 17)))

} // namespace

class TestOverviewReal : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readFromTheBytesAsFromAParse_data()
    {
        QTest::addColumn<QString>("path");
        for (const char* path : { "xprof/tpu_inference_2.xplane.pb", "xprof/gpu_multi_worker.xplane.pb",
                 "tracelens/mi300_jax08_gemm.xplane.pb", "tracelens/mi300_jax08_attention.xplane.pb",
                 "tracelens/jax_te_fused_attn.xplane.pb" })
            QTest::newRow(path) << QString::fromLatin1(path);
    }
    void readFromTheBytesAsFromAParse()
    {
        // The overview of a file's bytes parses what the grouping reads and leaves memory events out; it
        // says what it says of every plane parsed (as the loader parses them: the modules apart).
        QFETCH(QString, path);
        QFile file(QStringLiteral(MEMSCOPE_SHARED_DATA "/") + path);
        if (!file.open(QIODevice::ReadOnly))
            QSKIP(qPrintable(path + QStringLiteral(" is not in MEMSCOPE_SHARED_DATA")));
        const QByteArray bytes = file.readAll();
        const format::XSpaceContents contents = format::readXSpace(bytes.constData(), bytes.size(), {});
        QVERIFY(contents.space);
        const std::vector<HostSpace> parsed { HostSpace::parsed(
            QStringLiteral("host"), file.fileName(), contents.space) };
        const std::vector<HostSpace> serialized { HostSpace::serialized(
            QStringLiteral("host"), file.fileName(), bytes) };
        QCOMPARE(overviewToJson(computeOverview(serialized, {})), overviewToJson(computeOverview(parsed, {})));
    }

    void tpuInference()
    {
        LOAD_OR_SKIP(hosts, "xprof/tpu_inference_2.xplane.pb");
        const OverviewReport report = computeOverview(hosts, {});
        const RunEnvironment& environment = report.environment;
        // "tensorcores 4 device_type TPU v6 Lite"
        QCOMPARE(environment.hardware, HardwareType::Tpu);
        QCOMPARE(environment.deviceType, QStringLiteral("TPU v6 Lite"));
        QCOMPARE(environment.deviceCoreCount, 4);
        QCOMPARE(environment.hostNames.size(), 1);
        // No HLO instruction of the 4 modules is a backward pass (checked with grep on the decoded HLO).
        QCOMPARE(environment.isTraining, std::optional<bool>(false));
        // Task Environment: profile_start_time 1741722099081044120, profile_stop_time 1741722197726153802 (ns).
        QCOMPARE_REF(*environment.profileDurationMs.value, (1741722197726153802 - 1741722099081044120) / 1e6);

        // No roots and no Steps line: XProf's diagnostic, and the module executions instead.
        QCOMPARE(report.stepTime.source, StepSource::ModuleExecutions);
        QVERIFY(report.diagnostics.warnings.first().startsWith(QLatin1String("No step marker observed")));
        // "module_executions 105 mean_ms 817.0017473 sd_ms 174.833147244"
        QCOMPARE(report.stepTime.steps.size(), size_t(105));
        QCOMPARE_REF(report.stepTime.stepTime.meanMs, 817.0017473);
        QCOMPARE_REF(report.stepTime.stepTime.standardDeviationMs, 174.833147244);
        QCOMPARE(report.inference.sessionCount, 0);

        const Utilization& u = report.utilization;
        // "chips 4 duty_cycle_percent 86.5245464842"
        QCOMPARE_REF(*u.dutyCyclePercent.value, 86.5245464842);
        // "device_time_ms 363729.698769 flops 1.62671886336e+12 hbm_bytes 2.5904021504e+13"
        QCOMPARE_REF(*u.deviceTimeMs.value, 363729.698769);
        QCOMPARE_REF(*u.totalFlops.value, 1.62671886336e+12);
        QCOMPARE_REF(*u.hbmBytes.value, 2.5904021504e+13);
        // "flops_util_percent 0.000487181803306", "bw_util_percent 4.3478679654", "device_idle_percent 13.364813274"
        QCOMPARE_REF(*u.flopsUtilizationPercent.value, 0.000487181803306);
        QCOMPARE_REF(*u.memoryBandwidthUtilizationPercent.value, 4.3478679654);
        QCOMPARE_REF(*u.deviceIdlePercent.value, 13.364813274);
        // The host plane carries matrix_unit_utilization_percent = 0 (a stat of the file); no HBM counter.
        QCOMPARE(*u.matrixUnitUtilizationPercent.value, 0.0);
        QVERIFY(!u.hbmUtilizationPercent.available());
        QVERIFY(!u.flopsComparedToOptimalPercent.available());

        // "top op copy-done.4 occurrences 400 self_ms 77773.2157313 fraction 0.246806718427" and the next two.
        QCOMPARE(report.topOps.size(), size_t(kTopOpCount));
        QCOMPARE(report.topOps[0].name, QStringLiteral("copy-done.4"));
        QCOMPARE(report.topOps[0].occurrences, qint64(400));
        QCOMPARE_REF(report.topOps[0].selfTimeMs, 77773.2157313);
        QCOMPARE_REF(report.topOps[0].selfTimeFraction, 0.246806718427);
        QCOMPARE(report.topOps[1].name, QStringLiteral("copy-done.2"));
        QCOMPARE_REF(report.topOps[1].selfTimeMs, 77642.7728188);
        QCOMPARE(report.topOps[2].name, QStringLiteral("copy-done"));
        QCOMPARE_REF(report.topOps[2].selfTimeMs, 75671.0385137);

        // "host_framework_ops 14" (events with a tf_op stat); every op is f32.
        QCOMPARE(report.placement.hostOpCount, qint64(14));
        QCOMPARE(*report.precision.thirtyTwoBitPercent.value, 100.0);
        QVERIFY(!report.eager.hostPercent.available()); // the 14 host ops take no time
    }

    void gpuTensorFlow()
    {
        LOAD_OR_SKIP(hosts, "xprof/gpu_multi_worker.xplane.pb");
        const OverviewReport report = computeOverview(hosts, {});
        // "gpu planes 8"; no device_vendor stat, so XProf's "GPU".
        QCOMPARE(report.environment.hardware, HardwareType::Gpu);
        QCOMPARE(report.environment.deviceType, QStringLiteral("GPU"));
        QCOMPARE(report.environment.deviceCoreCount, 8);
        QCOMPARE(report.environment.hostNames, QStringList { QStringLiteral("34.83.195.179:6003") });
        // TensorFlow without HLO: the gradient_tape/ framework ops mark training.
        QCOMPARE(report.environment.isTraining, std::optional<bool>(true));

        // "markers [(0, 19.865491), (0, 21.310352)]": one step (group 0) on GPU:4 and GPU:6, the longest wins.
        const StepTime& steps = report.stepTime;
        QCOMPARE(steps.source, StepSource::DeviceStepMarkers);
        QCOMPARE(steps.steps.size(), size_t(1));
        QCOMPARE_REF(steps.stepTime.meanMs, 21.310352);
        // "step 0 HostPrepare 3.565773 ms", "HostWaitInput 2.393138", "DeviceToHost 0.006848",
        // "DeviceCompute32 10.321899", "DeviceCompute16 4.543464", "Unknown 0.47923"
        const std::vector<qint64> expected { 14865363000, 0, 0, 0, 3565773000, 2393138000, 6848000, 0, 479230000 };
        QCOMPARE(steps.steps[0].categoryPs, expected);
        // "sixteen_bit_percent 30.4948733525"
        QCOMPARE_REF(*report.precision.sixteenBitPercent.value, 30.4948733525);
        // "host_framework_ops 4783": grouped by TensorFlow at capture, so counted as TensorFlow 2.x counted
        // (names that parse as ops; its 2056 memory events with a tf_op stat do not count).
        QCOMPARE(report.placement.hostOpCount, qint64(4783));
        // GPU: TPU-only figures and FLOP counts are not numbers.
        QVERIFY(!report.utilization.dutyCyclePercent.available());
        QVERIFY(!report.topOps.front().flopRateGflopsPerSecond.available());
    }

    void jaxOnGpu_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("executions");
        QTest::addColumn<double>("meanMs");
        QTest::addColumn<double>("sixteenBitPercent");
        QTest::addColumn<qint64>("hostOps");
        // "module_executions 30 mean_ms 0.1505535", "sixteen_bit_percent 98.2667162329", "host_framework_ops 42"
        QTest::newRow("gemm") << QStringLiteral("tracelens/mi300_jax08_gemm.xplane.pb") << 30 << 0.1505535
                              << 98.2667162329 << qint64(42);
        // "module_executions 1 mean_ms 12.956751", "sixteen_bit_percent 65.6207093192", "host_framework_ops 150"
        QTest::newRow("te fused attention") << QStringLiteral("tracelens/jax_te_fused_attn.xplane.pb") << 1 << 12.956751
                                            << 65.6207093192 << qint64(150);
    }
    void jaxOnGpu()
    {
        QFETCH(QString, path);
        QFETCH(int, executions);
        QFETCH(double, meanMs);
        QFETCH(double, sixteenBitPercent);
        QFETCH(qint64, hostOps);
        const std::vector<HostSpace> hosts = test::readSharedHost(path);
        if (hosts.empty())
            QSKIP("the shared data is absent");
        const OverviewReport report = computeOverview(hosts, {});
        QCOMPARE(report.environment.deviceType,
            QStringLiteral("AMD GPU - gfx-9XX series")); // device_vendor AMD, compute_cap_major 9
        // JAX writes no step markers: XProf's diagnostic, and the module executions instead.
        QCOMPARE(report.stepTime.source, StepSource::ModuleExecutions);
        QCOMPARE(static_cast<int>(report.stepTime.steps.size()), executions);
        QCOMPARE_REF(report.stepTime.stepTime.meanMs, meanMs);
        QVERIFY(report.diagnostics.warnings.first().startsWith(QLatin1String("No step marker observed")));
        // 16-bit share from the HLO instructions' element types.
        QCOMPARE_REF(*report.precision.sixteenBitPercent.value, sixteenBitPercent);
        QCOMPARE(report.placement.hostOpCount, hostOps);
    }
};

QTEST_GUILESS_MAIN(TestOverviewReal)
#include "tst_overview_real.moc"
