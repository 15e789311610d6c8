// SPDX-License-Identifier: Apache-2.0
// memscope-report memory-profile, run as users run it, on the real TPU profile
// (numbers from tests/tools/memoryprofile_check.py, see tst_memoryprofile_real.cpp).

#include "core/support/reportprocess.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString kTpuProfile = QStringLiteral(MEMSCOPE_SHARED_DATA "/xprof/tpu_inference_2.xplane.pb");

memscope::test::ReportRun report(const QStringList& arguments)
{
    return memscope::test::runReport(QStringList { QStringLiteral("memory-profile") } + arguments);
}

} // namespace

class TestMemoryProfileReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(QFile::exists(QStringLiteral(MEMSCOPE_BINARY_DIR "/src/report/memscope-report")),
            "build memscope-report first (cmake --build build)");
        if (!QFile::exists(kTpuProfile))
            QSKIP("../shared/data is not present: the real TPU profile cannot be read");
    }

    void textShowsSummaryBreakdownAndFindings()
    {
        const memscope::test::ReportRun run
            = report({ kTpuProfile, QStringLiteral("--allocator"), QStringLiteral("1") });
        QCOMPARE(run.exitCode, 0);
        const QString text = QString::fromUtf8(run.out);
        QVERIFY2(text.contains(QStringLiteral("Memory IDs: 0, 1, 2, 3")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("Memory ID 1 ")));
        QVERIFY(!text.contains(QStringLiteral("Memory ID 0 ")));
        QVERIFY(text.contains(QStringLiteral("#Allocation                       112")));
        QVERIFY(text.contains(QStringLiteral("Timestamp                       15663.163 ms")));
        QVERIFY(text.contains(QStringLiteral("Fragmentation                   10.96%")));
        QVERIFY(text.contains(QStringLiteral("Memory breakdown at the peak (6 rows)")));
        QVERIFY(text.contains(QStringLiteral("Never freed within the window: none.")));
        QVERIFY(text.contains(QStringLiteral("Findings:")));
    }

    void jsonIsXProfsMemoryProfilePlusFindings()
    {
        const memscope::test::ReportRun run
            = report({ kTpuProfile, QStringLiteral("--format"), QStringLiteral("json") });
        QCOMPARE(run.exitCode, 0);
        QJsonParseError error;
        const QJsonObject root = QJsonDocument::fromJson(run.out, &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(root.keys(),
            (QStringList { QStringLiteral("hloModules"), QStringLiteral("memoryIds"),
                QStringLiteral("memoryProfilePerAllocator"), QStringLiteral("memscopeFindings"),
                QStringLiteral("numHosts"), QStringLiteral("version") }));
        // XProf's field order: protobuf prints fields by number.
        QVERIFY(run.out.startsWith("{\"memoryProfilePerAllocator\":{\"0\":{\"memoryProfileSnapshots\":["));
        const QJsonObject first = root[QStringLiteral("memoryProfilePerAllocator")][QStringLiteral("0")].toObject();
        const QJsonObject summary = first[QStringLiteral("profileSummary")].toObject();
        QCOMPARE(summary[QStringLiteral("peakStatsTimePs")].toString(), QStringLiteral("72829493952000"));
        QCOMPARE(summary[QStringLiteral("memoryCapacity")].toString(), QStringLiteral("33550237696"));
        QCOMPARE(summary[QStringLiteral("peakStats")][QStringLiteral("peakBytesInUse")].toString(),
            QStringLiteral("21492569216"));
        QCOMPARE(first[QStringLiteral("activeAllocations")].toArray().size(), 6);
        QCOMPARE(first[QStringLiteral("specialAllocations")].toArray().first()[QStringLiteral("tfOpName")].toString(),
            QStringLiteral("stack"));
        QCOMPARE(root[QStringLiteral("hloModules")].toArray().size(), 414);
        const QJsonObject findings = root[QStringLiteral("memscopeFindings")][QStringLiteral("2")].toObject();
        QCOMPARE(findings[QStringLiteral("allocations")].toInt(), 112);
        QCOMPARE(findings[QStringLiteral("neverFreed")].toArray().size(), 0);
    }

    void csvIsTheBreakdownTable()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("breakdown.csv"));
        const memscope::test::ReportRun run = report({ kTpuProfile, QStringLiteral("--format=csv"),
            QStringLiteral("--allocator=0"), QStringLiteral("--output"), path });
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.isEmpty());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = file.readAll().split('\n');
        QCOMPARE(lines.size(), 8); // header, 6 rows, nothing after the last line break
        QCOMPARE(lines[1], QByteArray("0,stack,21491712000,21491712000,1,stack,INVALID,unknown\r"));
        QCOMPARE(lines[6], QByteArray("0,,128,32,32,,INVALID,\r"));
    }

    void mistakesAreExplained()
    {
        memscope::test::ReportRun run
            = report({ kTpuProfile, QStringLiteral("--allocator"), QStringLiteral("GPU_9_bfc") });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QStringLiteral("has no memory id GPU_9_bfc. Memory IDs: 0, 1, 2, 3")),
            qPrintable(run.err));
        run = report({ kTpuProfile, QStringLiteral("--format"), QStringLiteral("xml") });
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains(QStringLiteral("Unknown format 'xml'")));
        run = report({ QStringLiteral("/nonexistent/profile.xplane.pb") });
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.err.contains(QStringLiteral("/nonexistent/profile.xplane.pb")));
        run = report({});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains(QStringLiteral("No PATH given")));
    }
};

QTEST_GUILESS_MAIN(TestMemoryProfileReport)
#include "tst_memoryprofile_report.moc"
