// SPDX-License-Identifier: Apache-2.0
// memoryviewer::analyzeHeapCurve: the curves and the peak the window draws before the full
// analysis are the full analysis' own, on every hand-written case and memory space.
#include "core/format/hlorows.h"
#include "core/format/hloview.h"
#include "core/memoryviewer/memoryviewer.h"
#include "core/support/testdata.h"
#include "hlo.pb.h"

#include <QTest>

using namespace memscope::memoryviewer;
namespace format = memscope::format;

namespace {

// The rows the window reads of a hand-written case, from its wire bytes as a file holds them.
format::HloRows rowsOfCase(const QString& caseName)
{
    const std::string bytes = memscope::test::memoryViewerCase(caseName).SerializeAsString();
    format::HloRows rows;
    if (format::readHloRows(rows, bytes.data(), static_cast<qint64>(bytes.size()), {}) != format::ParseStatus::Ok)
        qFatal("the case %s does not read", qPrintable(caseName));
    return rows;
}

QStringList instructionTexts(const Result& result)
{
    QStringList texts;
    for (const StringId name : result.instructionNames)
        texts << result.text(name);
    return texts;
}

} // namespace

class TestHeapCurve : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void curveIsTheFullAnalysisCurve_data()
    {
        QTest::addColumn<QString>("caseName");
        QTest::addColumn<qint64>("memorySpace");
        for (const char* name : { "share_with_live", "share_with_freed", "share_chain_display", "allocated_twice",
                 "unknown_ids", "share_cycle", "no_trace", "tpu_padding", "subbyte_dynamic", "scoped_vmem",
                 "small_buffers", "timeline_64gib", "dot_labels", "freed_twice", "two_allocations" }) {
            for (const qint64 space : { 0, 1 })
                QTest::addRow("%s/%lld", name, static_cast<long long>(space)) << QString::fromLatin1(name) << space;
        }
        QTest::newRow("traces_and_colors/5") << QStringLiteral("traces_and_colors") << qint64(5);
    }

    void curveIsTheFullAnalysisCurve()
    {
        QFETCH(QString, caseName);
        QFETCH(qint64, memorySpace);
        const format::HloRows rows = rowsOfCase(caseName);
        Options options;
        options.memorySpace = memorySpace;
        options.renderDot = true;
        const Result full = analyze(rows, options);
        const Result curve = analyzeHeapCurve(rows, options);
        QCOMPARE(curve.error, full.error);
        QCOMPARE(curve.warnings, full.warnings);
        QCOMPARE(curve.moduleName, full.moduleName);
        QCOMPARE(curve.memorySpace, full.memorySpace);
        QCOMPARE(curve.heapSimulatorTraceIndex, full.heapSimulatorTraceIndex);
        QCOMPARE(curve.heapSizes, full.heapSizes);
        QCOMPARE(curve.unpaddedHeapSizes, full.unpaddedHeapSizes);
        QCOMPARE(instructionTexts(curve), instructionTexts(full));
        QCOMPARE(curve.peakHeapBytes, full.peakHeapBytes);
        QCOMPARE(curve.peakUnpaddedHeapBytes, full.peakUnpaddedHeapBytes);
        QCOMPARE(curve.indefiniteHeapBytes, full.indefiniteHeapBytes);
        QCOMPARE(curve.peakHeapSizePosition, full.peakHeapSizePosition);
        // What only the full analysis fills.
        QVERIFY(curve.peakBuffers.empty());
        QVERIFY(curve.bufferBlocks.empty());
        QVERIFY(curve.allocationTimelineDot.isEmpty());
    }

    // The peak-only measure stays without curves (the module list measures thousands of modules with it).
    void peakOnlyHasNoCurve()
    {
        const format::HloRows rows = rowsOfCase(QStringLiteral("share_with_live"));
        Options options;
        options.peakOnly = true;
        const Result peak = analyze(rows, options);
        QVERIFY(peak.heapSizes.empty());
        QCOMPARE(peak.peakHeapBytes, analyzeHeapCurve(rows).peakHeapBytes);
    }
};

QTEST_GUILESS_MAIN(TestHeapCurve)
#include "tst_heapcurve.moc"
