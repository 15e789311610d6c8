// SPDX-License-Identifier: Apache-2.0
// The overview engine on XSpaces built here with known step and op timings.
// Every expected number is worked out by hand in the comment above its check.
#include "core/overview/analyses.h"
#include "core/overview/hlofacts.h"
#include "core/overview/overview.h"
#include "core/overview/overviewformat.h"
#include "hlo.pb.h"
#include "xplane.pb.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace memscope;
using namespace memscope::overview;
using tensorflow::profiler::XEvent;
using tensorflow::profiler::XLine;
using tensorflow::profiler::XPlane;
using tensorflow::profiler::XSpace;
using tensorflow::profiler::XStat;

namespace {

constexpr qint64 kPsPerMs = 1000000000;
qint64 ms(double milliseconds) { return qRound64(milliseconds * 1e9); }

// Builds one plane with interned event and stat metadata, as profilers write them.
class TestPlaneBuilder
{
public:
    TestPlaneBuilder(XSpace& space, const std::string& name)
        : m_plane(space.add_planes())
    {
        m_plane->set_name(name);
    }

    XLine* line(const std::string& name, qint64 timestampNs = 0)
    {
        XLine* line = m_plane->add_lines();
        line->set_id(m_plane->lines_size());
        line->set_name(name);
        line->set_timestamp_ns(timestampNs);
        return line;
    }
    XEvent* event(
        XLine* line, const std::string& name, qint64 offsetPs, qint64 durationPs, const std::string& displayName = {})
    {
        XEvent* event = line->add_events();
        event->set_metadata_id(eventMetadataId(name, displayName));
        event->set_offset_ps(offsetPs);
        event->set_duration_ps(durationPs);
        return event;
    }
    // Constant stats of an op go on its event metadata, as XLA writes them.
    tensorflow::profiler::XEventMetadata& metadata(const std::string& name)
    {
        return (*m_plane->mutable_event_metadata())[eventMetadataId(name, {})];
    }

    template <typename Stats, typename Value> void stat(Stats* owner, const std::string& name, Value value)
    {
        XStat* stat = owner->add_stats();
        stat->set_metadata_id(statId(name));
        if constexpr (std::is_same_v<Value, double>)
            stat->set_double_value(value);
        else if constexpr (std::is_same_v<Value, const char*>)
            stat->set_str_value(value);
        else if constexpr (std::is_same_v<Value, std::string>)
            stat->set_bytes_value(value);
        else
            stat->set_int64_value(value);
    }
    XPlane* plane() { return m_plane; }

private:
    qint64 eventMetadataId(const std::string& name, const std::string& displayName)
    {
        for (const auto& [id, metadata] : m_plane->event_metadata()) {
            if (metadata.name() == name)
                return id;
        }
        const qint64 id = m_plane->event_metadata_size() + 1;
        auto& metadata = (*m_plane->mutable_event_metadata())[id];
        metadata.set_id(id);
        metadata.set_name(name);
        metadata.set_display_name(displayName);
        return id;
    }
    qint64 statId(const std::string& name)
    {
        for (const auto& [id, metadata] : m_plane->stat_metadata()) {
            if (metadata.name() == name)
                return id;
        }
        const qint64 id = m_plane->stat_metadata_size() + 100; // ids unlike the event ids, as in real files
        auto& metadata = (*m_plane->mutable_stat_metadata())[id];
        metadata.set_id(id);
        metadata.set_name(name);
        return id;
    }

    XPlane* m_plane;
};

// A serialized MemoryAccessBreakdown with one HBM read and one HBM write.
std::string hbmBreakdown(quint64 readBytes, quint64 writeBytes)
{
    const auto varint = [](std::string& out, quint64 value) {
        do {
            quint8 byte = value & 0x7f;
            value >>= 7;
            out.push_back(static_cast<char>(value ? byte | 0x80 : byte));
        } while (value);
    };
    std::string result;
    for (const auto& [operation, bytes] : { std::pair<quint64, quint64> { 1, readBytes }, { 2, writeBytes } }) {
        std::string access;
        access.push_back(0x08), varint(access, operation); // operation_type
        access.push_back(0x10), varint(access, 1); // memory_space HBM
        access.push_back(0x18), varint(access, bytes); // bytes_accessed
        result.push_back(0x0a), varint(result, access.size());
        result += access;
    }
    return result;
}

// /host:metadata with one HLO module whose instruction carries `opName`.
void addHloModule(XSpace& space, const std::string& moduleName, const std::string& opName)
{
    xla::HloProto proto;
    proto.mutable_hlo_module()->set_name(moduleName);
    auto* instruction = proto.mutable_hlo_module()->add_computations()->add_instructions();
    instruction->set_name("dot.1");
    instruction->mutable_metadata()->set_op_name(opName);
    TestPlaneBuilder metadata(space, "/host:metadata");
    metadata.stat(&metadata.metadata(moduleName), "Hlo Proto", proto.SerializeAsString());
}

std::vector<HostSpace> hostsOf(std::shared_ptr<XSpace> space)
{
    return { HostSpace::parsed(QStringLiteral("generated"), QString(), std::move(space)) };
}

const MeanDeviation& category(const StepTime& steps, StepCategory wanted)
{
    for (size_t i = 0; i < steps.categories.size(); ++i) {
        if (steps.categories[i] == wanted)
            return steps.categoryTimes[i];
    }
    static const MeanDeviation none;
    return none;
}

bool hasRecommendation(const OverviewReport& report, const QString& key)
{
    return std::any_of(report.recommendations.begin(), report.recommendations.end(),
        [&](const Recommendation& recommendation) { return recommendation.key == key; });
}

#define QCOMPARE_NEAR(actual, expected)                                                                                \
    QVERIFY2(std::abs((actual) - (expected)) < 1e-9,                                                                   \
        qPrintable(QStringLiteral("%1 != %2").arg(actual, 0, 'g', 17).arg(expected, 0, 'g', 17)))

// TPU training: two TensorCores of one chip, three steps of 1.0, 1.2 and 1.4 ms at 0, 2 and 4 ms.
// In every step each core runs, back to back from the step start:
//   core 0: fusion 0.5 ms (bf16, 1e9 flops, 1e6 B HBM read + 1e6 B HBM write), infeed 0.1, outfeed 0.05, host send 0.05
//   core 1: fusion 0.4 ms,                                                       infeed 0.2, outfeed 0.05, host send
//   0.05
std::shared_ptr<XSpace> tpuTrainingSpace()
{
    auto space = std::make_shared<XSpace>();
    space->add_hostnames("tpu-host-0");
    for (int core = 0; core < 2; ++core) {
        TestPlaneBuilder tpu(*space, "/device:TPU:" + std::to_string(core));
        tpu.stat(tpu.plane(), "device_type_string", "TPU test");
        tpu.stat(tpu.plane(), "peak_teraflops_per_second", 100.0);
        tpu.stat(tpu.plane(), "peak_hbm_bw_gigabytes_per_second", 1000.0);
        tpu.stat(tpu.plane(), "core_details", std::string("\x20\x00", 2)); // local_chip_id = 0 for both
        const auto defineOp = [&](const std::string& name, const char* category, const char* shape, qint64 symbol) {
            auto& metadata = tpu.metadata(name);
            metadata.set_display_name(name);
            tpu.stat(&metadata, "hlo_category", category);
            tpu.stat(&metadata, "shape_with_layout", shape);
            tpu.stat(&metadata, "program_id", qint64(7));
            tpu.stat(&metadata, "symbol_id", symbol);
        };
        defineOp("fusion", "convolution", "bf16[128,128]{1,0}", 1);
        defineOp("infeed", "infeed", "(f32[128]{0}, token[])", 2);
        defineOp("outfeed", "outfeed", "f32[128]{0}", 3);
        defineOp("host-send.1", "host send", "f32[128]{0}", 4);
        tpu.stat(&tpu.metadata("fusion"), "flops", qint64(1000000000));
        tpu.stat(&tpu.metadata("fusion"), "bytes_accessed", qint64(2000000));
        tpu.stat(&tpu.metadata("fusion"), "memory_access_breakdown", hbmBreakdown(1000000, 1000000));
        tpu.stat(&tpu.metadata("fusion"), "tf_op", "jit(train)/dot_general");

        XLine* steps = tpu.line("Steps");
        XLine* modules = tpu.line("XLA Modules");
        XLine* ops = tpu.line("XLA Ops");
        const double fusion = core == 0 ? 0.5 : 0.4;
        const double infeed = core == 0 ? 0.1 : 0.2;
        for (int step = 0; step < 3; ++step) {
            const double start = 2.0 * step;
            const double duration = 1.0 + 0.2 * step;
            tpu.stat(tpu.event(steps, std::to_string(step), ms(start), ms(duration)), "group_id", qint64(10 + step));
            tpu.event(modules, "jit_train(7)", ms(start), ms(duration));
            tpu.event(ops, "fusion", ms(start), ms(fusion));
            tpu.event(ops, "infeed", ms(start + fusion), ms(infeed));
            tpu.event(ops, "outfeed", ms(start + fusion + infeed), ms(0.05));
            tpu.event(ops, "host-send.1", ms(start + fusion + infeed + 0.05), ms(0.05));
        }
    }
    addHloModule(*space, "jit_train", "jit(train)/transpose(jvp(dense))/dot_general");
    // Two framework ops on the host: one eager for 30 us, one compiled for 10 us.
    TestPlaneBuilder host(*space, "/host:CPU");
    XLine* thread = host.line("main/1");
    XEvent* eager = host.event(thread, "dense:MatMul", 0, ms(0.03));
    host.stat(eager, "is_eager", qint64(1));
    host.event(thread, "relu:Relu", ms(0.05), ms(0.01));
    return space;
}

// TPU inference: four sessions (host roots with _r) of 1, 2, 3 and 4 ms, 10 ms apart. Each has a
// 0.1 ms TransferToDevice at +0.1 ms and a module execution at +0.2 ms of 0.5, 1.0, 1.5 and 2.0 ms.
// Host lines start at 1 us and device lines at 0, so only one time origin lines them up.
std::shared_ptr<XSpace> tpuInferenceSpace()
{
    auto space = std::make_shared<XSpace>();
    TestPlaneBuilder tpu(*space, "/device:TPU:0");
    tpu.stat(tpu.plane(), "device_type_string", "TPU test");
    XLine* modules = tpu.line("XLA Modules");
    addHloModule(*space, "jit_serve", "jit(serve)/dot_general");
    TestPlaneBuilder host(*space, "/host:CPU");
    constexpr qint64 hostLineNs = 1000;
    XLine* thread = host.line("main/1", hostLineNs);
    XLine* transfers = host.line("pjrt/2", hostLineNs);
    for (int session = 0; session < 4; ++session) {
        const double start = 10.0 * session;
        const qint64 hostOrigin = hostLineNs * 1000;
        XEvent* root = host.event(thread, "Serve", ms(start) - hostOrigin, ms(1.0 + session));
        host.stat(root, "_r", qint64(1));
        host.event(transfers, "tpu::System::TransferToDevice", ms(start + 0.1) - hostOrigin, ms(0.1));
        tpu.event(modules, "jit_serve(3)", ms(start + 0.2), ms(0.5 * (session + 1)));
    }
    return space;
}

// GPU: two steps (group 0 and 1) of 1 ms at 0 and 2 ms. In each step, from its start s (ms):
//   host:   IteratorGetNext [s, s+0.1], cudaLaunchKernel (correlation_id) [s+0.1, s+0.15], Preprocess [s+0.15, s+0.3]
//   device: MemcpyH2D [s+0.3, s+0.35], ampere_fp16_gemm [s+0.35, s+0.65], elementwise_kernel (float shape)
//           [s+0.6, s+0.8], ncclAllReduceKernel [s+0.8, s+0.9], MemcpyD2H [s+0.9, s+0.95]; nothing in the last 0.05
std::shared_ptr<XSpace> gpuSpace()
{
    auto space = std::make_shared<XSpace>();
    TestPlaneBuilder gpu(*space, "/device:GPU:0");
    gpu.stat(gpu.plane(), "device_vendor", "Nvidia");
    gpu.stat(gpu.plane(), "compute_cap_major", qint64(8));
    gpu.stat(gpu.plane(), "compute_cap_minor", qint64(0));
    gpu.stat(gpu.plane(), "memory_bandwidth", qint64(2000000000000));
    TestPlaneBuilder(*space, "/device:GPU:1"); // an idle second GPU still counts as a core
    XLine* stream = gpu.line("Stream #7(Compute)");
    XLine* steps = gpu.line("Steps");
    TestPlaneBuilder host(*space, "/host:CPU");
    XLine* thread = host.line("python");
    for (int step = 0; step < 2; ++step) {
        const double s = 2.0 * step;
        gpu.stat(gpu.event(steps, std::to_string(step), ms(s), ms(1.0)), "group_id", qint64(step));
        const auto device = [&](const char* name, double from, double to) {
            XEvent* event = gpu.event(stream, name, ms(s + from), ms(to - from));
            gpu.stat(event, "group_id", qint64(step));
            gpu.stat(event, "correlation_id", qint64(step * 10 + from * 100));
            return event;
        };
        device("MemcpyH2D", 0.3, 0.35);
        device("ampere_fp16_gemm", 0.35, 0.65);
        gpu.stat(device("elementwise_kernel", 0.6, 0.8), "shape", "(float[128])");
        device("ncclAllReduceKernel", 0.8, 0.9);
        device("MemcpyD2H", 0.9, 0.95);
        const auto onHost = [&](const char* name, double from, double to) {
            XEvent* event = host.event(thread, name, ms(s + from), ms(to - from));
            host.stat(event, "group_id", qint64(step));
            return event;
        };
        onHost("IteratorGetNext", 0, 0.1);
        host.stat(onHost("cudaLaunchKernel", 0.1, 0.15), "correlation_id", qint64(step));
        onHost("Preprocess", 0.15, 0.3);
    }
    return space;
}

} // namespace

class TestOverview : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void tpuTraining()
    {
        const OverviewReport report = computeOverview(hostsOf(tpuTrainingSpace()), {});
        const RunEnvironment& environment = report.environment;
        QCOMPARE(environment.hardware, HardwareType::Tpu);
        QCOMPARE(environment.deviceType, QStringLiteral("TPU test"));
        QCOMPARE(environment.deviceCoreCount, 2);
        QCOMPARE(environment.hostNames, QStringList { QStringLiteral("tpu-host-0") });
        QCOMPARE(environment.isTraining, std::optional<bool>(true)); // transpose(jvp(...)) in the HLO
        QVERIFY(environment.trainingEvidence.contains(QLatin1String("transpose(jvp(dense))")));

        const StepTime& steps = report.stepTime;
        QCOMPARE(steps.source, StepSource::DeviceStepMarkers);
        QCOMPARE(steps.steps.size(), size_t(3));
        QCOMPARE(steps.steps[1].number, qint64(11)); // the group id of the marker
        QCOMPARE(steps.steps[2].durationPs, ms(1.4));
        // Step times 1.0, 1.2, 1.4: mean 1.2, sample sigma 0.2.
        QCOMPARE_NEAR(steps.stepTime.meanMs, 1.2);
        QCOMPARE_NEAR(steps.stepTime.standardDeviationMs, 0.2);
        // Compute: the smaller core (0.4); input: the larger (0.2); output: the mean (0.05);
        // host transfer: the larger (0.05); idle: the rest, 0.3/0.5/0.7 -> mean 0.5, sigma 0.2.
        QCOMPARE_NEAR(category(steps, StepCategory::TensorCoreCompute).meanMs, 0.4);
        QCOMPARE_NEAR(category(steps, StepCategory::TensorCoreInput).meanMs, 0.2);
        QCOMPARE_NEAR(category(steps, StepCategory::TensorCoreOutput).meanMs, 0.05);
        QCOMPARE_NEAR(category(steps, StepCategory::HostTransfer).meanMs, 0.05);
        QCOMPARE_NEAR(category(steps, StepCategory::TensorCoreIdle).meanMs, 0.5);
        QCOMPARE_NEAR(category(steps, StepCategory::TensorCoreIdle).standardDeviationMs, 0.2);
        QCOMPARE(steps.steps[0].categoryPs, (std::vector<qint64> { ms(0.4), ms(0.2), ms(0.05), ms(0.3), ms(0.05) }));

        const Utilization& u = report.utilization;
        // One chip: active = union of the fusions (0.5 ms x 3), window = 0 .. 5.4 ms.
        QCOMPARE_NEAR(*u.dutyCyclePercent.value, 100.0 * 1.5 / 5.4);
        // Op time per core 0 .. 4.7 ms, over both cores 9.4 ms; 6 fusions of 1e9 flops:
        // 6e9 / 9.4e6 ns = 638.30 GFLOP/s against 100 TFLOP/s.
        QCOMPARE_NEAR(*u.deviceTimeMs.value, 9.4);
        QCOMPARE_NEAR(*u.totalFlops.value, 6e9);
        QCOMPARE_NEAR(*u.measuredGflopsPerSecond.value, 6e9 / 9.4e6);
        QCOMPARE_NEAR(*u.flopsUtilizationPercent.value, 100.0 * (6e9 / 9.4e6) / 100000.0);
        // HBM: 6 x 2e6 B = 1.2e7 B / 9.4e6 ns against 1000 GB/s.
        QCOMPARE_NEAR(*u.hbmBytes.value, 1.2e7);
        QCOMPARE_NEAR(*u.memoryBandwidthUtilizationPercent.value, 100.0 * (1.2e7 / 9.4e6) / 1000.0);
        // Ops busy 4.2 of 9.4 ms.
        QCOMPARE_NEAR(*u.deviceIdlePercent.value, 100.0 * (1.0 - 4.2 / 9.4));
        // Hardware counters and the OSS constants are not numbers.
        QVERIFY(!u.matrixUnitUtilizationPercent.available());
        QVERIFY(!u.hbmUtilizationPercent.available());
        QVERIFY(!u.flopsComparedToOptimalPercent.available());
        QVERIFY(u.flopsComparedToOptimalPercent.unavailableReason.contains(QLatin1String("0.0%")));

        // 2 host framework ops; device: fusion (tf_op) and three ops without provenance, 6 times each.
        QCOMPARE(report.placement.hostOpCount, qint64(2));
        QCOMPARE(report.placement.deviceOpCount, qint64(24));
        QCOMPARE_NEAR(*report.placement.hostPercent.value, 100.0 * 2 / 26);
        // Eager: 30 of 40 us of host framework-op time.
        QCOMPARE_NEAR(*report.eager.hostPercent.value, 75.0);
        QCOMPARE_NEAR(*report.eager.devicePercent.value, 0.0);
        // bf16 fusions 1.5 + 1.2 ms against 1.5 ms of f32 ops.
        QCOMPARE_NEAR(*report.precision.sixteenBitPercent.value, 100.0 * 2.7 / 4.2);
        QCOMPARE_NEAR(*report.precision.thirtyTwoBitPercent.value, 100.0 * 1.5 / 4.2);

        QCOMPARE(report.topOps.size(), size_t(4));
        QCOMPARE(report.topOps[0].name, QStringLiteral("fusion"));
        QCOMPARE(report.topOps[0].occurrences, qint64(6));
        QCOMPARE_NEAR(report.topOps[0].selfTimeMs, 2.7);
        QCOMPARE_NEAR(report.topOps[0].selfTimeFraction, 2.7 / 4.2);
        QCOMPARE_NEAR(*report.topOps[0].flopRateGflopsPerSecond.value, 6e9 / 2.7e6);
        QCOMPARE(report.topOps[1].name, QStringLiteral("infeed")); // 0.9 ms
        QCOMPARE(report.topOps[2].name, QStringLiteral("host-send.1")); // 0.3 ms, ties with outfeed: by name
        QCOMPARE(report.topOps[3].name, QStringLiteral("outfeed"));
        QCOMPARE_NEAR(report.topOps[3].cumulativeFraction, 1.0);
        QVERIFY(!report.topOps[1].flopRateGflopsPerSecond.available());

        // Input 0.2 of 1.2 ms (16.7%): moderately input-bound; idle + host transfer 45.8%: host-bound.
        QVERIFY(hasRecommendation(report, QStringLiteral("input_bound")));
        QVERIFY(hasRecommendation(report, QStringLiteral("host_bound")));
        QVERIFY(hasRecommendation(report, QStringLiteral("low_flops_utilization")));
        QVERIFY(hasRecommendation(report, QStringLiteral("low_duty_cycle")));
        QVERIFY(hasRecommendation(report, QStringLiteral("eager")));
        QVERIFY(!hasRecommendation(report, QStringLiteral("precision")));
        QVERIFY(report.diagnostics.warnings.isEmpty());
    }

    void tpuInference()
    {
        const OverviewReport report = computeOverview(hostsOf(tpuInferenceSpace()), {});
        QCOMPARE(report.environment.isTraining, std::optional<bool>(false));
        const InferenceLatency& latency = report.inference;
        QCOMPARE(latency.sessionCount, 4);
        // Per session: device 0.5/1.0/1.5/2.0, transfer 0.1, host the rest 0.4/0.9/1.4/1.9.
        QCOMPARE(latency.rows.size(), size_t(6));
        QCOMPARE(latency.rows[0].label, QStringLiteral("Avg"));
        QCOMPARE_NEAR(latency.rows[0].hostMs, 1.15);
        QCOMPARE_NEAR(latency.rows[0].deviceMs, 1.25);
        QCOMPARE_NEAR(latency.rows[0].communicationMs, 0.1);
        QCOMPARE_NEAR(*latency.averageSessionMs.value, 2.5);
        // p50 is session floor(0.5*4) = 2 (3 ms); p75 and above are session 3 (4 ms).
        QCOMPARE(latency.rows[1].label, QStringLiteral("50.0%"));
        QCOMPARE_NEAR(latency.rows[1].totalMs(), 3.0);
        QCOMPARE_NEAR(latency.rows[1].deviceMs, 1.5);
        QCOMPARE(latency.rows[5].label, QStringLiteral("99.9%"));
        QCOMPARE_NEAR(latency.rows[5].totalMs(), 4.0);
        QCOMPARE_NEAR(*latency.minimumSessionMs.value, 1.0);
        QCOMPARE_NEAR(*latency.maximumSessionMs.value, 4.0);
        // 4 sessions between 0 and 34 ms.
        QCOMPARE_NEAR(*latency.sessionsPerSecond.value, 4 / 0.034);
        // The roots are host step markers too.
        QCOMPARE(report.stepTime.source, StepSource::HostStepMarkers);
        QCOMPARE(report.stepTime.steps.size(), size_t(4));
    }

    void gpu()
    {
        const OverviewReport report = computeOverview(hostsOf(gpuSpace()), {});
        QCOMPARE(report.environment.hardware, HardwareType::Gpu);
        QCOMPARE(report.environment.deviceType, QStringLiteral("Nvidia GPU (Ampere)"));
        QCOMPARE(report.environment.deviceCoreCount, 2);
        QCOMPARE_NEAR(*report.environment.peakHbmBandwidthGBps.value, 2000.0);
        QVERIFY(!report.environment.isTraining.has_value()); // neither HLO nor framework op names

        const StepTime& steps = report.stepTime;
        QCOMPARE(steps.source, StepSource::DeviceStepMarkers);
        QCOMPARE(steps.steps.size(), size_t(2));
        QCOMPARE_NEAR(steps.stepTime.meanMs, 1.0);
        // Non-overlapped: the fp16 gemm wins the 0.05 ms it shares with the f32 kernel.
        QCOMPARE_NEAR(category(steps, StepCategory::DeviceCompute).meanMs, 0.45);
        QCOMPARE_NEAR(category(steps, StepCategory::DeviceCollectives).meanMs, 0.1);
        QCOMPARE_NEAR(category(steps, StepCategory::HostCompute).meanMs, 0.15);
        QCOMPARE_NEAR(category(steps, StepCategory::KernelLaunch).meanMs, 0.05);
        QCOMPARE_NEAR(category(steps, StepCategory::Input).meanMs, 0.15); // wait 0.1 + H2D 0.05
        QCOMPARE_NEAR(category(steps, StepCategory::Output).meanMs, 0.05);
        QCOMPARE_NEAR(category(steps, StepCategory::DeviceToDevice).meanMs, 0.0);
        QCOMPARE_NEAR(category(steps, StepCategory::Compilation).meanMs, 0.0);
        QCOMPARE_NEAR(category(steps, StepCategory::AllOthers).meanMs, 0.05);
        // 16-bit 0.3 ms vs 32-bit 0.15 ms per step.
        QCOMPARE_NEAR(*report.precision.sixteenBitPercent.value, 100.0 * 0.3 / 0.45);
        // Kernels without tf_op or hlo_op are no framework ops (C.3), nor are the host events here.
        QCOMPARE(report.placement.deviceOpCount, qint64(0));
        QVERIFY(!report.placement.devicePercent.available());
        QVERIFY(!report.eager.hostPercent.available());
        // TPU-only figures say so.
        QVERIFY(!report.utilization.dutyCyclePercent.available());
        QCOMPARE(report.topOps[0].name, QStringLiteral("ampere_fp16_gemm"));
        QCOMPARE_NEAR(report.topOps[0].selfTimeMs, 0.6);
        QCOMPARE(report.topOps[3].name, QStringLiteral("MemcpyD2H")); // ties with MemcpyH2D: by name
        QVERIFY(!report.topOps[0].flopRateGflopsPerSecond.available());
        // XProf's statements on the shares of the total step time: input 15%, kernel launch 5%,
        // all others 5% and output 5%, each named with its share (no "host-bound" of its own).
        QStringList keys, texts;
        for (const Recommendation& recommendation : report.recommendations) {
            keys << recommendation.key;
            texts << recommendation.text;
        }
        QCOMPARE(keys.mid(0, 4),
            (QStringList { QStringLiteral("input_bound"), QStringLiteral("kernel_launch"), QStringLiteral("all_other"),
                QStringLiteral("output_bound") }));
        QCOMPARE(texts[0],
            QStringLiteral("Your program is MODERATELY input-bound because 15.0% of the total step time sampled is "
                           "waiting for input. Therefore, you would need to reduce both the input time and other "
                           "time."));
        QCOMPARE(texts[1], QStringLiteral("5.0 % of the total step time sampled is spent on 'Kernel Launch'."));
        QCOMPARE(texts[2],
            QStringLiteral("5.0 % of the total step time sampled is spent on 'All Others' time. This could be due to "
                           "Python execution overhead."));
        QVERIFY(texts[3].startsWith(QStringLiteral("Your program is MODERATELY output-bound because 5.0% ")));
        QVERIFY(!hasRecommendation(report, QStringLiteral("host_bound")));
        QVERIFY(!hasRecommendation(report, QStringLiteral("precision")));
    }

    // Little input but much unexplained time: XProf calls it POTENTIALLY input-bound on the 'All
    // Others' share and does not state that share again; with neither, NOT input-bound.
    void genericBottleneckStatements()
    {
        StepTime steps;
        steps.steps.resize(1);
        steps.stepTime.meanMs = 10;
        steps.categories = { StepCategory::Input, StepCategory::AllOthers, StepCategory::DeviceCompute };
        const auto statements = [&](double inputMs, double allOthersMs) {
            steps.categoryTimes.assign(3, {});
            steps.categoryTimes[0].meanMs = inputMs;
            steps.categoryTimes[1].meanMs = allOthersMs;
            OverviewReport report;
            report.environment.hardware = HardwareType::Gpu;
            report.stepTime = steps;
            QStringList texts;
            for (const Recommendation& recommendation : recommendations(report)) {
                if (recommendation.key != QLatin1String("add_step_markers"))
                    texts << recommendation.key + QLatin1Char(':') + recommendation.text;
            }
            return texts;
        };
        QCOMPARE(statements(0.2, 8.06),
            QStringList { QStringLiteral(
                "potentially_input_bound:Your program is POTENTIALLY input-bound because 80.6% of the total step "
                "time sampled is spent on 'All Others' time (which could be due to I/O or Python execution or "
                "both).") });
        QCOMPARE(statements(0.2, 0.1),
            QStringList { QStringLiteral(
                "not_input_bound:Your program is NOT input-bound because only 2.0% of the total step time sampled "
                "is waiting for input. Therefore, you should focus on reducing other time.") });
        QVERIFY(statements(2.5, 0.1).first().startsWith(
            QStringLiteral("input_bound:Your program is HIGHLY input-bound because 25.0% ")));
    }

    void epochTimestampsKeepTheirPrecision()
    {
        // Lines stamped in ns since the epoch (as some writers do) would overflow as ps.
        auto space = gpuSpace();
        for (auto& plane : *space->mutable_planes()) {
            for (auto& line : *plane.mutable_lines())
                line.set_timestamp_ns(line.timestamp_ns() + 1741722099081044120);
        }
        const OverviewReport report = computeOverview(hostsOf(space), {});
        QCOMPARE(report.stepTime.steps.size(), size_t(2));
        QCOMPARE(
            report.stepTime.steps[0].categoryPs, computeOverview(hostsOf(gpuSpace()), {}).stepTime.steps[0].categoryPs);
    }

    void noStepsFallsBackToModuleExecutions()
    {
        // The inference space without its roots: no step markers anywhere.
        auto space = tpuInferenceSpace();
        space->mutable_planes()->RemoveLast(); // /host:CPU
        const OverviewReport report = computeOverview(hostsOf(space), {});
        QCOMPARE(report.stepTime.source, StepSource::ModuleExecutions);
        QCOMPARE(report.stepTime.steps.size(), size_t(4));
        QCOMPARE(report.stepTime.steps[3].name, QStringLiteral("jit_serve(3)"));
        QCOMPARE_NEAR(report.stepTime.stepTime.meanMs, 1.25);
        QVERIFY(report.diagnostics.warnings.first().startsWith(QLatin1String("No step marker observed")));
        QVERIFY(hasRecommendation(report, QStringLiteral("add_step_markers")));
        QCOMPARE(report.inference.sessionCount, 0);
        QVERIFY(!report.inference.averageSessionMs.available());
    }

    void jsonHasOneFieldPerNumberAndNullsWithReasons()
    {
        const OverviewReport report = computeOverview(hostsOf(tpuTrainingSpace()), {});
        const QJsonObject json = overviewToJson(report);
        const QJsonObject utilization = json.value(QStringLiteral("utilization")).toObject();
        QCOMPARE(utilization.value(QStringLiteral("duty_cycle_percent")).toDouble(), 100.0 * 1.5 / 5.4);
        QVERIFY(utilization.value(QStringLiteral("matrix_unit_utilization_percent")).isNull());
        QVERIFY(!utilization.value(QStringLiteral("matrix_unit_utilization_percent_unavailable_reason"))
                     .toString()
                     .isEmpty());
        const QJsonObject stepTime = json.value(QStringLiteral("step_time")).toObject();
        QCOMPARE(stepTime.value(QStringLiteral("source")).toString(), QStringLiteral("device_step_markers"));
        const QJsonObject secondStep = stepTime.value(QStringLiteral("steps")).toArray().at(1).toObject();
        QCOMPARE(secondStep.value(QStringLiteral("start_ms")).toDouble(), 2.0);
        QCOMPARE(secondStep.value(QStringLiteral("tensorcore_idle_ms")).toDouble(), 0.5);
        QCOMPARE(json.value(QStringLiteral("run_environment")).toObject().value(QStringLiteral("is_training")).toBool(),
            true);
        const QString text = overviewToText(report);
        QVERIFY(text.contains(QLatin1String("TPU duty cycle")));
        QVERIFY(text.contains(QLatin1String("27.8%")));
        QVERIFY(text.contains(QLatin1String("not available in this profile")));
    }

    void memoryEventsCountWithoutBeingRecords()
    {
        // A CPU-only run grouped here: two TraceContext steps. The first holds host compute only as memory
        // events, the second none at all; memory events with a tf_op stat are framework ops in a file grouped
        // here (docs/overview.md), one of them of a backward pass, and so is the op after the steps.
        auto space = std::make_shared<XSpace>();
        TestPlaneBuilder host(*space, "/host:CPU");
        XLine* thread = host.line("python3", 1000);
        host.event(thread, "TraceContext", 0, ms(10));
        host.event(thread, "IteratorGetNext", ms(1), ms(2));
        host.stat(
            host.event(thread, "MemoryAllocation", ms(4), 0), "tf_op", "gradients/dense/MatMul_grad/MatMul:MatMul");
        host.stat(host.event(thread, "MemoryDeallocation", ms(5), 0), "tf_op", "dense/MatMul:MatMul");
        host.event(thread, "MemoryAllocation", ms(6), 0);
        host.event(thread, "TraceContext", ms(20), ms(10));
        host.event(thread, "IteratorGetNext", ms(21), ms(2));
        host.event(thread, "dense/MatMul:MatMul", ms(40), ms(1));
        const OverviewReport report = computeOverview(hostsOf(space), {});
        QCOMPARE(report.stepTime.source, StepSource::HostStepMarkers);
        QCOMPARE(report.stepTime.steps.size(), size_t(1));
        QCOMPARE(report.placement.hostOpCount, qint64(3));
        QCOMPARE(report.environment.isTraining, std::optional<bool>(true));
        QVERIFY(report.environment.trainingEvidence.contains(QLatin1String("gradients/dense/MatMul_grad")));
        // Read from the file's bytes (memory events without their stats, or left out of the parse), the same.
        const std::vector<HostSpace> serialized { HostSpace::serialized(
            QStringLiteral("generated"), QString(), QByteArray::fromStdString(space->SerializeAsString())) };
        QCOMPARE(overviewToJson(computeOverview(serialized, {})), overviewToJson(report));
    }

    void damagedInputDoesNotCrash()
    {
        // Events pointing at missing metadata, an aggregated event and a broken core_details.
        auto space = std::make_shared<XSpace>();
        TestPlaneBuilder tpu(*space, "/device:TPU:0");
        tpu.stat(tpu.plane(), "core_details", std::string("\xff\xff", 2));
        XLine* ops = tpu.line("XLA Ops");
        ops->add_events()->set_metadata_id(999);
        XEvent* aggregated = ops->add_events();
        aggregated->set_num_occurrences(5);
        aggregated->set_duration_ps(100);
        // Timestamps and durations at the ends of int64.
        XLine* extreme = tpu.line("XLA Modules", std::numeric_limits<qint64>::min());
        tpu.event(extreme, "jit_f(1)", std::numeric_limits<qint64>::max(), std::numeric_limits<qint64>::max());
        tpu.event(tpu.line("XLA Modules", std::numeric_limits<qint64>::max()), "jit_f(1)", -1, -5);
        const OverviewReport report = computeOverview(hostsOf(space), {});
        QCOMPARE(report.environment.hardware, HardwareType::Tpu);
        QVERIFY(report.topOps.empty());
        QCOMPARE(report.stepTime.source, StepSource::ModuleExecutions);
        QVERIFY(!report.utilization.flopsUtilizationPercent.available());
        const OverviewReport empty = computeOverview(std::vector<HostSpace> {}, {});
        QCOMPARE(empty.environment.hardware, HardwareType::CpuOnly);
    }

    // The Overview reads a module's name, id, first backward-pass op and element types on the wire,
    // as protobuf would parse them: a tuple's first leaf, the last of a repeated scalar.
    void hloFactsReadOnTheWire()
    {
        xla::HloProto proto;
        xla::HloModuleProto& module = *proto.mutable_hlo_module();
        module.set_name("jit_step");
        module.set_id(-2); // program ids are unsigned 64-bit: 2^64 - 2
        xla::HloComputationProto& forward = *module.add_computations();
        xla::HloInstructionProto& dot = *forward.add_instructions();
        dot.set_name("dot.1");
        dot.mutable_shape()->set_element_type(xla::BF16);
        dot.mutable_metadata()->set_op_name("jit(step)/dot_general");
        xla::HloInstructionProto& tuple = *forward.add_instructions();
        tuple.set_name("tuple.2");
        tuple.mutable_shape()->set_element_type(xla::TUPLE);
        tuple.mutable_shape()->add_tuple_shapes()->set_element_type(xla::F32);
        tuple.mutable_shape()->add_tuple_shapes()->set_element_type(xla::BF16);
        xla::HloInstructionProto& backward = *module.add_computations()->add_instructions();
        backward.set_name("dot.3");
        backward.mutable_metadata()->set_op_name("jit(step)/transpose(jvp(dot_general))");
        module.add_computations()->add_instructions()->mutable_metadata()->set_op_name("jit(step)/transpose(x)");
        const std::string bytes = proto.SerializeAsString();

        const std::optional<HloFacts> facts = readHloFacts(QByteArrayView(bytes), true);
        QVERIFY(facts);
        QCOMPARE(facts->name, QStringLiteral("jit_step"));
        QCOMPARE(facts->id, std::numeric_limits<quint64>::max() - 1);
        QCOMPARE(facts->backwardPassOpName, QStringLiteral("jit(step)/transpose(jvp(dot_general))"));
        QCOMPARE(facts->elementTypes.value(QStringLiteral("dot.1")), xla::BF16);
        QCOMPARE(facts->elementTypes.value(QStringLiteral("tuple.2")), xla::F32);
        QCOMPARE(facts->elementTypes.value(QStringLiteral("dot.3")), xla::PRIMITIVE_TYPE_INVALID);
        QVERIFY(readHloFacts(QByteArrayView(bytes), false)->elementTypes.isEmpty());
        // Cut inside the module: not wire format where the walk reads.
        QVERIFY(!readHloFacts(QByteArrayView(bytes).first(bytes.size() - 3), true));
    }
};

QTEST_GUILESS_MAIN(TestOverview)
#include "tst_overview.moc"
