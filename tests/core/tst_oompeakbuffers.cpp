// SPDX-License-Identifier: Apache-2.0
// An out-of-memory report in the Memory Viewer's terms (what the GUI's buffer views show).

#include "core/oom/oomparser.h"
#include "core/oom/oompeakbuffers.h"
#include "core/support/testdata.h"

#include <QFile>
#include <QTest>
#include <algorithm>

using namespace memscope;

namespace {

std::shared_ptr<const OomReport> reportOf(const char* fixtureName, size_t index = 0)
{
    const OomParseOutcome outcome
        = test::loadOomReports(QStringLiteral(MEMSCOPE_TEST_DATA "/oom/") + QLatin1String(fixtureName));
    return index < outcome.reports.size() ? outcome.reports[index] : nullptr;
}

} // namespace

class TestOomPeakBuffers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tpuReportWithPadding()
    {
        const auto report = reportOf("tpu_hbm.log");
        QVERIFY(report);
        const OomPeakBuffers result = oomPeakBuffers(*report);
        QCOMPARE(result.peakBuffers.size(), size_t(4));
        // No program order, no allocation timeline and no small group: an
        // OomPeakBuffers has none (and every buffer is its own row).
        QVERIFY(std::none_of(result.peakBuffers.begin(), result.peakBuffers.end(),
            [](const memoryviewer::PeakBuffer& buffer) { return buffer.isSmallGroup(); }));

        const memoryviewer::BufferDetails fusion = result.details(0);
        QCOMPARE(fusion.logicalBufferId, 1);
        QCOMPARE(fusion.colorIndex, 0);
        QCOMPARE(fusion.instructionName, QStringLiteral("fusion.1858.remat4"));
        QCOMPARE(fusion.label,
            QStringLiteral("fusion.1858.remat4: f32[64,512,2,32768]{3,2,1,0:T(2,128)} # "
                           "jit(train_step)/jit(main)/transpose(jvp(Model))/Dense_0/dot_general"));
        QCOMPARE(fusion.shape, QStringLiteral("f32[64,512,2,32768]{3,2,1,0:T(2,128)}"));
        QCOMPARE(
            fusion.tfOpName, QStringLiteral("jit(train_step)/jit(main)/transpose(jvp(Model))/Dense_0/dot_general"));
        QCOMPARE(fusion.opcode, QStringLiteral("fusion"));
        QCOMPARE(fusion.allocationType, QStringLiteral("HLO temp"));
        QCOMPARE(fusion.sizeBytes, Q_INT64_C(8589934592));
        QCOMPARE(fusion.unpaddedBytes, Q_INT64_C(4294967296));
        QCOMPARE(fusion.paddingBytes(), Q_INT64_C(4294967296));
        QCOMPARE(fusion.source.file, QStringLiteral("/home/user/project/model.py"));
        QCOMPARE(fusion.source.line, 88);
        QCOMPARE(fusion.spanStart, -1);
        QCOMPARE(fusion.spanLimit, -1);
        QCOMPARE(result.peakBuffers[3].colorIndex, 3);

        // Sizes 8G, 2G, 1.5G, 512M; padding 4G, 0, 0, 448M.
        QCOMPARE(result.bySize, (std::vector<int> { 0, 1, 2, 3 }));
        QCOMPARE(result.byPadding, (std::vector<int> { 0, 3, 1, 2 }));
    }

    void gpuReportWithoutPaddingFigures()
    {
        const auto report = reportOf("gpu_tabs_in_log.log");
        QVERIFY(report);
        const OomPeakBuffers result = oomPeakBuffers(*report);
        QCOMPARE(result.peakBuffers.size(), size_t(4));
        const memoryviewer::BufferDetails parameter = result.details(1);
        QCOMPARE(parameter.instructionName, QStringLiteral("Buffer 2"));
        QCOMPARE(parameter.label, QStringLiteral("Buffer 2: f16[2048,257152]"));
        QCOMPARE(parameter.allocationType, QStringLiteral("Parameter"));
        QCOMPARE(parameter.opcode, QStringLiteral("parameter"));
        QCOMPARE(parameter.unpaddedBytes, 0); // unknown, as XProf's padding rule needs it
        QCOMPARE(parameter.paddingBytes(), 0);
        QCOMPARE(result.byPadding, result.bySize); // no padding anywhere: the by-size order
    }

    void aRoundedSizeBecomesTheShapesExactSize()
    {
        const QString path = QStringLiteral(MEMSCOPE_SHARED_DATA "/oom-logs/tf_keras_handwriting_oom.txt");
        if (!QFile::exists(path))
            QSKIP("../shared/data/oom-logs is absent");
        const OomParseOutcome parsed = test::loadOomReports(path);
        QCOMPARE(parsed.reports.size(), size_t(1));
        const OomPeakBuffers result = oomPeakBuffers(*parsed.reports.front());
        // "Size: 3.40GiB" of f32[1200,476,1600]: 4 × 1200 × 476 × 1600 bytes, not 3.40 × 2^30.
        QCOMPARE(result.text(result.peakBuffers[0].shape), QStringLiteral("f32[1200,476,1600]"));
        QCOMPARE(result.peakBuffers[0].sizeBytes, Q_INT64_C(3655680000));
        QCOMPARE(result.peakBuffers[2].sizeBytes, Q_INT64_C(4) * 1200 * 400 * 1600);
    }

    void aTruncatedReportKeepsItsBuffers()
    {
        const auto report = reportOf("truncated_in_buffer.log");
        QVERIFY(report);
        const OomPeakBuffers result = oomPeakBuffers(*report);
        QCOMPARE(result.peakBuffers.size(), size_t(3));
        QCOMPARE(result.text(result.peakBuffers[2].shape), QString());
    }
};

QTEST_GUILESS_MAIN(TestOomPeakBuffers)
#include "tst_oompeakbuffers.moc"
