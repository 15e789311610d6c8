// SPDX-License-Identifier: Apache-2.0
// The Memory Profile engine on the real profiles of ../shared/data.
//
// How the expected numbers were obtained: tests/tools/memoryprofile_check.py,
// which shares no code with Memscope, decodes each file with
// `protoc --decode=tensorflow.profiler.XSpace` and redoes the arithmetic of
// spec part A by hand (event counts, window peak, capacity, lifetime peak,
// pairing by address, replay to the peak, XProf's merge key). Run it as
//     tests/tools/memoryprofile_check.py ../shared/data/xprof/tpu_inference_2.xplane.pb
// and compare with the constants below.

#include "core/memoryprofile/memoryprofile.h"
#include "core/memoryprofile/xprofoutput.h"
#include "core/profile/profile.h"
#include "memory_profile.pb.h"
#include "xplane.pb.h"

#include <QFile>
#include <QTest>

using namespace memscope;
using namespace memscope::memoryprofile;

namespace {

QString sharedFile(const char* relative) { return QStringLiteral(MEMSCOPE_SHARED_DATA "/") + QLatin1String(relative); }

// Reads one XSpace file directly, so that these numbers depend on the engine alone.
HostSpace readHost(const QString& path)
{
    HostSpace host;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return host;
    const QByteArray bytes = file.readAll();
    auto space = std::make_shared<tensorflow::profiler::XSpace>();
    if (!space->ParseFromArray(bytes.constData(), static_cast<int>(bytes.size())))
        return host;
    // The file's own bytes, as the loader maps them.
    return HostSpace::serialized(QStringLiteral("host"), path, bytes);
}

struct ExpectedRow
{
    const char* op;
    qint64 allocationBytes;
    qint64 requestedBytes;
    int occurrences;
};

void compareRows(const Result& result, const Allocator& allocator, const std::vector<ExpectedRow>& expected)
{
    QCOMPARE(allocator.breakdown.size(), expected.size());
    for (size_t i = 0; i < expected.size(); ++i) {
        const BreakdownRow& row = allocator.breakdown[i];
        QCOMPARE(result.string(row.op), QLatin1String(expected[i].op));
        QCOMPARE(row.allocationBytes, expected[i].allocationBytes);
        QCOMPARE(row.requestedBytes, expected[i].requestedBytes);
        QCOMPARE(row.occurrences(), expected[i].occurrences);
    }
}

} // namespace

class TestMemoryProfileReal : public QObject
{
    Q_OBJECT

private:
    Result analyzeFile(const char* relative)
    {
        const QString path = sharedFile(relative);
        if (!QFile::exists(path))
            return {};
        const HostSpace host = readHost(path);
        return !host.bytes().isEmpty() ? analyze(std::vector<HostSpace> { host }) : Result {};
    }

private Q_SLOTS:
    void tpuInference()
    {
        if (!QFile::exists(sharedFile("xprof/tpu_inference_2.xplane.pb")))
            QSKIP("../shared/data is not present: the real TPU profile cannot be read");
        const Result result = analyzeFile("xprof/tpu_inference_2.xplane.pb");
        QCOMPARE(result.allocators.size(), size_t(4));
        int allocations = 0;
        int deallocations = 0;
        for (const Allocator& allocator : result.allocators) {
            allocations += allocator.summary.allocations;
            deallocations += allocator.summary.deallocations;
            QVERIFY(allocator.neverFreed.empty());
            QVERIFY(!allocator.hasStepMarkers);
            // PJRT deallocations carry no sizes: each takes its allocation's.
            for (const Snapshot& snapshot : allocator.snapshots)
                QVERIFY(allocator.detailsOf(snapshot).allocationBytes > 0);
        }
        QCOMPARE(allocations, 453);
        QCOMPARE(deallocations, 453);
        QCOMPARE(result.originNs, 212990); // every host line starts there: times equal XProf's offsets

        const Allocator& first = result.allocators[0];
        QCOMPARE(first.id, QStringLiteral("0"));
        QCOMPARE(first.summary.allocations, 117);
        QCOMPARE(first.summary.windowPeak.timePs, Q_INT64_C(72829493952000));
        QCOMPARE(first.summary.windowPeak.stackBytes, Q_INT64_C(21491712000));
        QCOMPARE(first.summary.windowPeak.heapBytes, 857216);
        QCOMPARE(first.summary.windowPeak.freeBytes, Q_INT64_C(12057668480));
        QCOMPARE(first.summary.windowPeak.fragmentation, 0.0);
        QCOMPARE(first.summary.capacityBytes, Q_INT64_C(33550237696));
        QCOMPARE(first.summary.lifetimePeakBytes, Q_INT64_C(16106341504));
        // 36 allocations alive at the peak add up to the heap exactly: no "unused" row.
        compareRows(result, first,
            { { "stack", Q_INT64_C(21491712000), Q_INT64_C(21491712000), 1 }, { "", 821760, 821760, 1 },
                { "", 29696, 29696, 1 }, { "", 1536, 1472, 1 }, { "", 128, 128, 1 }, { "", 128, 32, 32 } });

        const Allocator& second = result.allocators[1];
        QCOMPARE(second.id, QStringLiteral("1"));
        QCOMPARE(second.summary.allocations, 112);
        QCOMPARE(second.summary.windowPeak.timePs, Q_INT64_C(15663163355000));
        QCOMPARE(second.summary.windowPeak.heapBytes, 959104);
        QCOMPARE(second.summary.windowPeak.fragmentation, 0.109555);
        QCOMPARE(second.summary.lifetimePeakBytes, Q_INT64_C(10737555584));
        compareRows(result, second,
            { { "stack", Q_INT64_C(21491712000), Q_INT64_C(21491712000), 1 }, { "", 821760, 821760, 1 },
                { "", 105984, 105984, 1 }, { "", 29696, 29696, 1 }, { "", 1536, 1472, 1 }, { "", 128, 128, 1 } });
        QCOMPARE(result.allocators[3].summary.windowPeak.timePs, Q_INT64_C(72829465652000));

        // XProf's HLO modules of the four TPU planes, on the memory events' time origin.
        QCOMPARE(result.hloModules.size(), size_t(414));
        QCOMPARE(result.hloModules.front().name, QStringLiteral("jit_convert_element_type(2433868464432466958)"));
        QCOMPARE(result.hloModules.front().planeName, QStringLiteral("TPU:0"));
        QCOMPARE(result.hloModules.front().startPs, Q_INT64_C(5353251593250) - Q_INT64_C(212990000));
        QCOMPARE(result.hloModules.front().endPs - result.hloModules.front().startPs, 961328);
    }

    void gpuMultiWorkerBfcAllocators()
    {
        if (!QFile::exists(sharedFile("xprof/gpu_multi_worker.xplane.pb")))
            QSKIP("../shared/data is not present: the real GPU profile cannot be read");
        const Result result = analyzeFile("xprof/gpu_multi_worker.xplane.pb");
        QStringList ids;
        for (const Allocator& allocator : result.allocators)
            ids << allocator.id;
        QCOMPARE(ids,
            (QStringList { QStringLiteral("GPU_1_bfc"), QStringLiteral("GPU_4_bfc"), QStringLiteral("GPU_6_bfc"),
                QStringLiteral("gpu_host_bfc") }));

        const Allocator& gpu4 = *result.findAllocator(QStringLiteral("GPU_4_bfc"));
        QCOMPARE(gpu4.summary.allocations, 761);
        QCOMPARE(gpu4.summary.deallocations, 208);
        QCOMPARE(gpu4.summary.windowPeak.timePs, Q_INT64_C(1938413467000));
        QCOMPARE(gpu4.summary.windowPeak.heapBytes, Q_INT64_C(6208853760));
        QCOMPARE(gpu4.summary.windowPeak.freeBytes, Q_INT64_C(9268248640));
        QCOMPARE(gpu4.summary.windowPeak.fragmentation, 0.000282813);
        QCOMPARE(gpu4.summary.capacityBytes, Q_INT64_C(15477102400));
        // The allocator's high-water mark fell back later: XProf shows the last event's value.
        QCOMPARE(gpu4.summary.lifetimePeakBytes, Q_INT64_C(6208853760));
        QCOMPARE(gpu4.summary.xprofLifetimePeakBytes, Q_INT64_C(5006386688));
        QCOMPARE(gpu4.neverFreed.size(), size_t(553));
        QCOMPARE(gpu4.neverFreedBytes, Q_INT64_C(2195516416));
        QVERIFY(gpu4.hasStepMarkers);
        // 554 live allocations (2 195 516 672 bytes) and 4 013 337 088 bytes allocated before the window.
        QCOMPARE(gpu4.breakdown.size(), size_t(555));
        QCOMPARE(gpu4.breakdown[0].kind, BreakdownRow::Kind::UnusedPreallocated);
        QCOMPARE(gpu4.breakdown[0].allocationBytes, Q_INT64_C(4013337088));
        const BreakdownRow& largest = gpu4.breakdown[1];
        QCOMPARE(result.string(largest.op),
            QStringLiteral("replica_4/bert_span_labeler/bert_encoder_1/word_embeddings/GatherV2/Cast"));
        QCOMPARE(largest.allocationBytes, 62509056);
        QCOMPARE(result.string(largest.region), QStringLiteral("output"));
        QCOMPARE(dataTypeName(largest.dataType), QStringLiteral("half"));
        QCOMPARE(result.string(largest.shape), QStringLiteral("[30522,1024]"));
        qint64 live = 0;
        for (const BreakdownRow& row : gpu4.breakdown)
            live += row.kind == BreakdownRow::Kind::Allocation ? row.allocationBytes * row.occurrences() : 0;
        QCOMPARE(live, Q_INT64_C(2195516672));

        // The host allocator: 112 live allocations in 8 rows, plus 540 928 unused bytes.
        const Allocator& host = *result.findAllocator(QStringLiteral("gpu_host_bfc"));
        QCOMPARE(host.summary.allocations, 318);
        QCOMPARE(host.summary.deallocations, 218);
        QCOMPARE(host.summary.windowPeak.heapBytes, 605952);
        QCOMPARE(host.summary.lifetimePeakBytes, 134217728);
        QCOMPARE(host.breakdown.size(), size_t(9));
        QCOMPARE(host.breakdown[0].kind, BreakdownRow::Kind::UnusedPreallocated);
        QCOMPARE(host.breakdown[0].allocationBytes, 540928);
        int liveAllocations = 0;
        for (const BreakdownRow& row : host.breakdown)
            liveAllocations += row.kind == BreakdownRow::Kind::Allocation ? row.occurrences() : 0;
        QCOMPARE(liveAllocations, 112);
    }

    void jaxOnGpu()
    {
        if (!QFile::exists(sharedFile("tracelens/jax_te_fused_attn.xplane.pb")))
            QSKIP("../shared/data is not present: the TraceLens profiles cannot be read");
        const Result gemm = analyzeFile("tracelens/mi300_jax08_gemm.xplane.pb");
        QCOMPARE(gemm.allocators.size(), size_t(2));
        QCOMPARE(gemm.originNs, 28560); // the host lines start at 28 560 ns and 707 851 ns
        const Allocator& gpu = *gemm.findAllocator(QStringLiteral("GPU_0_bfc"));
        QCOMPARE(gpu.summary.allocations, 69);
        QCOMPARE(gpu.summary.deallocations, 69);
        QCOMPARE(gpu.summary.windowPeak.timePs, Q_INT64_C(6273799000));
        QCOMPARE(gpu.summary.windowPeak.heapBytes, 482345216);
        QCOMPARE(gpu.summary.windowPeak.fragmentation, 0.229682);
        QCOMPARE(gpu.summary.capacityBytes, Q_INT64_C(154606239744));
        QCOMPARE(gpu.summary.lifetimePeakBytes, 738197504);
        compareRows(gemm, gpu,
            { { "", 134217728, 134217728, 2 }, { "", 79692032, 79692032, 1 }, { "", 67108864, 67108864, 2 } });

        const Result fused = analyzeFile("tracelens/jax_te_fused_attn.xplane.pb");
        const Allocator& attention = *fused.findAllocator(QStringLiteral("GPU_0_bfc"));
        QCOMPARE(attention.summary.allocations, 30);
        QCOMPARE(attention.summary.deallocations, 29);
        QCOMPARE(attention.summary.windowPeak.timePs, Q_INT64_C(9726742895000));
        QCOMPARE(attention.summary.windowPeak.heapBytes, 663228416);
        QCOMPARE(attention.summary.capacityBytes, Q_INT64_C(299944250900));
        QCOMPARE(attention.neverFreed.size(), size_t(4));
        QCOMPARE(attention.neverFreedBytes, 109052160);
        compareRows(fused, attention,
            { { "", 319293440, 319293224, 1 }, { "unused preallocated device memory", 134219008, 134219008, 1 },
                { "", 50331648, 50331648, 2 }, { "", 33554432, 25165824, 1 }, { "", 25165824, 25165824, 3 },
                { "", 256, 32, 1 }, { "", 256, 4, 2 } });
        QVERIFY(attention.findings.join(QLatin1Char(' '))
                    .contains(QStringLiteral("Never freed within the profile window: 4 allocations")));

        const Result attentionRun = analyzeFile("tracelens/mi300_jax08_attention.xplane.pb");
        const Allocator& mi300 = *attentionRun.findAllocator(QStringLiteral("GPU_0_bfc"));
        QCOMPARE(mi300.summary.allocations, 126);
        QCOMPARE(mi300.summary.windowPeak.heapBytes, 452985344);
        QCOMPARE(mi300.summary.lifetimePeakBytes, 595591680);
        QCOMPARE(mi300.neverFreedBytes, 16777216);
        compareRows(attentionRun, mi300,
            { { "", 251658240, 134217728, 1 }, { "unused preallocated device memory", 41943552, 41943552, 1 },
                { "", 33554432, 33554432, 2 }, { "", 25165824, 16777216, 1 }, { "", 16777216, 16777216, 4 } });
    }

    void jsonOfTheTpuProfile()
    {
        if (!QFile::exists(sharedFile("xprof/tpu_inference_2.xplane.pb")))
            QSKIP("../shared/data is not present: the real TPU profile cannot be read");
        const Result result = analyzeFile("xprof/tpu_inference_2.xplane.pb");
        const auto proto = toMemoryProfileProto(result, {});
        QCOMPARE(proto.memory_ids_size(), 4);
        QCOMPARE(proto.hlo_modules_size(), 414);
        const auto& first = proto.memory_profile_per_allocator().at("0");
        QCOMPARE(first.sampled_timeline_snapshots_size(), 234); // 117 + 117 events, all kept (<= 1000)
        QCOMPARE(first.active_allocations_size(), 6);
        QCOMPARE(first.memory_profile_snapshots_size(), 5); // compacted to the non-special rows
        QCOMPARE(first.special_allocations_size(), 1);
        QCOMPARE(first.profile_summary().peak_stats().peak_bytes_in_use(), Q_INT64_C(21492569216));
    }
};

QTEST_GUILESS_MAIN(TestMemoryProfileReal)
#include "tst_memoryprofile_real.moc"
