// SPDX-License-Identifier: Apache-2.0
// The Memory Viewer engine on the real profiles of ../shared/data, loaded as a
// user opens them. Every module and memory space must analyse without warnings;
// the numbers asserted below were computed independently by
// tests/tools/memoryviewer_reference.py (a second reading of the spec in Python
// that decodes the XSpace with protoc), e.g.
//     python3 tests/tools/memoryviewer_reference.py ../shared/data/tracelens/jax_te_fused_attn.xplane.pb
// prints "jit_loss_fn(17) 0 520618216 520618216 9 520619972 201326748 max_heap=[110, 96, ...]":
// module, memory space, peak and unpadded peak bytes, peak position, total and
// indefinite allocation bytes, and the buffers at the peak with their sizes.
#include "core/memoryviewer/memoryviewer.h"
#include "core/profile/loader.h"
#include "hlo.pb.h"

#include <QFile>
#include <QTest>

using namespace memscope;
using namespace memscope::memoryviewer;

namespace {

std::shared_ptr<const Profile> load(const QString& relativePath)
{
    const QString path = QStringLiteral(MEMSCOPE_SHARED_DATA "/") + relativePath;
    if (!QFile::exists(path))
        return nullptr;
    const LoadOutcome outcome = loadProfile(path);
    if (!outcome.profile)
        qWarning("%s", qPrintable(outcome.error));
    return outcome.profile;
}

Result analyzeModule(const Profile& profile, const QString& module, qint64 memorySpace, qint64 smallBufferSize = 16384)
{
    const HloModule* found = profile.findModule(module);
    if (!found)
        qFatal("module %s not found", qPrintable(module));
    Options options;
    options.memorySpace = memorySpace;
    options.smallBufferSize = smallBufferSize;
    options.renderDot = true;
    return analyze(*found->proto(), options);
}

std::vector<qint64> ids(const Result& result)
{
    std::vector<qint64> list;
    for (const PeakBuffer& buffer : result.peakBuffers)
        list.push_back(buffer.logicalBufferId);
    return list;
}

} // namespace

class TestMemoryViewerProfiles : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyModuleAndSpaceRunsCleanly_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("modules");
        QTest::newRow("tpu_inference_2") << QStringLiteral("xprof/tpu_inference_2.xplane.pb") << 4;
        QTest::newRow("jax_te_fused_attn") << QStringLiteral("tracelens/jax_te_fused_attn.xplane.pb") << 9;
        QTest::newRow("mi300_jax08_attention") << QStringLiteral("tracelens/mi300_jax08_attention.xplane.pb") << 31;
        QTest::newRow("mi300_jax08_gemm") << QStringLiteral("tracelens/mi300_jax08_gemm.xplane.pb") << 16;
    }

    void everyModuleAndSpaceRunsCleanly()
    {
        QFETCH(QString, file);
        QFETCH(int, modules);
        const auto profile = load(file);
        if (!profile)
            QSKIP("../shared/data is absent");
        QCOMPARE(static_cast<int>(profile->modules.size()), modules);
        int analyses = 0;
        for (const HloModule& module : profile->modules) {
            for (const qint64 space : memorySpacesPresent(*module.proto())) {
                Options options;
                options.memorySpace = space;
                options.renderDot = true;
                const Result result = analyze(*module.proto(), options);
                const QString where = QStringLiteral("%1 space %2").arg(module.displayName).arg(space);
                QVERIFY2(result.ok(), qPrintable(where + QStringLiteral(": ") + result.error));
                QVERIFY2(result.warnings.isEmpty(),
                    qPrintable(where + QStringLiteral(": ") + result.warnings.join(QLatin1Char('\n'))));
                // The curves have N+1 points and the peak is one of them.
                if (!result.heapSizes.empty()) {
                    QCOMPARE(
                        result.heapSizes[static_cast<size_t>(result.peakHeapSizePosition) + 1], result.peakHeapBytes);
                    QCOMPARE(result.instructionNames.size(), result.heapSizes.size());
                }
                // Every buffer at the peak is counted in it; the colours follow program order.
                qint64 shown = 0;
                for (size_t i = 0; i < result.peakBuffers.size(); ++i) {
                    shown += result.peakBuffers[i].sizeBytes;
                    QCOMPARE(result.peakBuffers[i].colorIndex, static_cast<int>(i));
                }
                if (space == 0)
                    QVERIFY2(shown <= result.peakHeapBytes, qPrintable(where));
                ++analyses;
            }
        }
        QVERIFY(analyses >= modules);
    }

    void tpuInferenceJitF()
    {
        const auto profile = load(QStringLiteral("xprof/tpu_inference_2.xplane.pb"));
        if (!profile)
            QSKIP("../shared/data is absent");
        // Reference: "jit_f(12190760917235803885) 0 21474836512 21474836512 3 21474934816 32
        //             max_heap=[36, 14, 22, 30, 16] sizes=[32, 5368709120 x4]"
        const Result hbm = analyzeModule(*profile, QStringLiteral("jit_f(12190760917235803885)"), 0, 0);
        QVERIFY(hbm.ok());
        QCOMPARE(hbm.peakHeapBytes, Q_INT64_C(21474836512));
        QCOMPARE(hbm.peakUnpaddedHeapBytes, Q_INT64_C(21474836512));
        QCOMPARE(hbm.peakHeapSizePosition, 3);
        QCOMPARE(hbm.totalBufferAllocationBytes, Q_INT64_C(21474934816));
        QCOMPARE(hbm.indefiniteBufferAllocationBytes, Q_INT64_C(32));
        QCOMPARE(ids(hbm), (std::vector<qint64> { 36, 14, 22, 30, 16 }));
        QCOMPARE(hbm.peakBuffers[1].sizeBytes, qint64(5368709120));
        QCOMPARE(overviewLines(hbm, QStringLiteral("jit_f(12190760917235803885)"))[1],
            QStringLiteral("Peak memory allocation: 20480.00 MiB, 20480.09 MiB (with fragmentation)"));

        // Memory space 2: "12 12 2 12 0 max_heap=[15, 23, 31]" (three 4-byte buffers).
        const Result space2 = analyzeModule(*profile, QStringLiteral("jit_f(12190760917235803885)"), 2, 0);
        QCOMPARE(space2.peakHeapBytes, Q_INT64_C(12));
        QCOMPARE(space2.peakHeapSizePosition, 2);
        QCOMPARE(ids(space2), (std::vector<qint64> { 15, 23, 31 }));
        // With the default 16 KiB threshold they fold into the small group.
        const Result folded = analyzeModule(*profile, QStringLiteral("jit_f(12190760917235803885)"), 2);
        QCOMPARE(folded.peakBuffers.size(), size_t(1));
        QCOMPARE(folded.text(folded.peakBuffers[0].label), QStringLiteral("small (<16384 bytes)"));
        QCOMPARE(folded.peakBuffers[0].sizeBytes, qint64(12));

        // Memory space 5 (host): only indefinite allocations, which count but are not shown.
        const Result host = analyzeModule(*profile, QStringLiteral("jit_f(12190760917235803885)"), 5);
        QCOMPARE(host.peakHeapBytes, Q_INT64_C(16106127360));
        QVERIFY(host.heapSizes.empty());
        QVERIFY(host.peakBuffers.empty());
    }

    void fusedAttentionLossFn()
    {
        const auto profile = load(QStringLiteral("tracelens/jax_te_fused_attn.xplane.pb"));
        if (!profile)
            QSKIP("../shared/data is absent");
        // Reference: "jit_loss_fn(17) 0 520618216 520618216 9 520619972 201326748 max_heap=[110, 96, 141, 143, 108,
        // 118, 14, 13, 144, 12, ...]": 43 buffers, of which 11 are at least 16 KiB and the other 32 sum to 232 bytes.
        const Result result = analyzeModule(*profile, QStringLiteral("jit_loss_fn(17)"), 0);
        QVERIFY(result.ok());
        QCOMPARE(result.peakHeapBytes, Q_INT64_C(520618216));
        QCOMPARE(result.peakHeapSizePosition, 9);
        QCOMPARE(result.totalBufferAllocationBytes, Q_INT64_C(520619972));
        QCOMPARE(result.indefiniteBufferAllocationBytes, Q_INT64_C(201326748));
        QCOMPARE(ids(result), (std::vector<qint64> { 110, 96, 141, 143, 108, 118, 105, 115, 114, 119, 120, -1 }));
        QCOMPARE(result.peakBuffers.back().sizeBytes, qint64(232));
        QCOMPARE(result.text(result.peakBuffers[1].instructionName), QStringLiteral("qkv.1"));
        QCOMPARE(result.text(result.peakBuffers[1].allocationType), QStringLiteral("Parameter"));
        QCOMPARE(result.text(result.peakBuffers[1].shape), QStringLiteral("bf16[2,2048,3,16,128]{4,3,2,1,0}"));
        QCOMPARE(overviewLines(result, QStringLiteral("jit_loss_fn(17)"))[1],
            QStringLiteral("Peak memory allocation: 496.50 MiB, 496.50 MiB (with fragmentation)"));
        QVERIFY(!result.bufferBlocks.empty());
        QVERIFY(result.allocationTimelineDot.startsWith(QLatin1String("graph G {")));
    }

    void gemmDot()
    {
        const auto profile = load(QStringLiteral("tracelens/mi300_jax08_gemm.xplane.pb"));
        if (!profile)
            QSKIP("../shared/data is absent");
        // Reference: "jit_dot(49) 0 348127232 348127232 0 348127488 268435456 max_heap=[3, 0, 1, 4]".
        const Result result = analyzeModule(*profile, QStringLiteral("jit_dot(49)"), 0);
        QCOMPARE(result.peakHeapBytes, Q_INT64_C(348127232));
        QCOMPARE(result.totalBufferAllocationBytes, Q_INT64_C(348127488));
        QCOMPARE(result.indefiniteBufferAllocationBytes, Q_INT64_C(268435456));
        QCOMPARE(ids(result), (std::vector<qint64> { 3, 0, 1, 4 }));
    }

    void demoJsonFailsAsInXProf()
    {
        // XProf's demo HloProto names no instruction ids, so both buffers resolve to
        // instruction 0, and its one trace runs over two thread-local allocations:
        // XProf's conversion rejects that, and so does Memscope, with XProf's message.
        const auto profile = load(QStringLiteral("xprof/profile_demo.memory_viewer.json"));
        if (!profile)
            QSKIP("../shared/data is absent");
        QCOMPARE(profile->modules.size(), size_t(1));
        const Result result = analyze(*profile->modules.front().proto());
        QCOMPARE(result.error,
            QStringLiteral("Failed to process heap simulator trace: All heap simulation should work out of a "
                           "single buffer allocation, actual seen_buffer_allocations.size():2"));
        QVERIFY(result.warnings.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestMemoryViewerProfiles)
#include "tst_memoryviewer_profiles.moc"
