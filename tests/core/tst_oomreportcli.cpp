// SPDX-License-Identifier: Apache-2.0
// memscope-report oom-report as a user runs it: formats, output file, errors.

#include "core/support/reportprocess.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

using memscope::test::reportProgram;
using memscope::test::ReportRun;
using memscope::test::runReport;

QString fixture(const char* name) { return QStringLiteral(MEMSCOPE_TEST_DATA "/oom/") + QLatin1String(name); }

} // namespace

class TestOomReportCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        if (!QFile::exists(reportProgram()))
            QSKIP("memscope-report is not built");
    }

    void textIsTheDefault()
    {
        const QString real = QStringLiteral(MEMSCOPE_SHARED_DATA "/oom-logs/tf_keras_handwriting_oom.txt");
        if (!QFile::exists(real))
            QSKIP("../shared/data/oom-logs is absent");
        const ReportRun run = runReport({ QStringLiteral("oom-report"), real });
        QCOMPARE(run.exitCode, 0);
        QVERIFY(
            run.outText().startsWith(QStringLiteral("Report 1 of 1 (lines 1–113 of tf_keras_handwriting_oom.txt)\n")));
        QVERIFY(run.outText().contains(QStringLiteral("  preallocated temp allocation:        20.74GiB\n")));
        QVERIFY(
            run.outText().contains(QStringLiteral("Peak buffers (15)\n   1. 3.40GiB  fusion  f32[1200,476,1600]\n")));
        QVERIFY(run.outText().contains(QStringLiteral(
            "      Source: /root/code/venv/lib/python3.11/site-packages/tensorflow/python/framework/ops.py:1177\n")));
        QVERIFY(run.outText().contains(QStringLiteral("  15. 117.19MiB  fusion  f32[1200,64,400]\n")));
        QVERIFY(run.outText().contains(QStringLiteral("Not in the report (it is not a profile)")));
        QVERIFY(!run.outText().contains(QStringLiteral("Warnings")));
        QVERIFY(run.err.isEmpty());
    }

    void jsonListsEveryReport()
    {
        const ReportRun run = runReport({ QStringLiteral("oom-report"), fixture("two_reports.log"),
            QStringLiteral("--format"), QStringLiteral("json") });
        QCOMPARE(run.exitCode, 0);
        const QJsonObject root = QJsonDocument::fromJson(run.out).object();
        const QJsonArray reports = root.value(QStringLiteral("reports")).toArray();
        QCOMPARE(reports.size(), 2);
        const QJsonObject gpu = reports[0].toObject();
        QCOMPARE(gpu.value(QStringLiteral("kind")).toString(), QStringLiteral("buffer_assignment"));
        QCOMPARE(gpu.value(QStringLiteral("requested_bytes")).toDouble(), 2110783616.0);
        const QJsonObject parameter = gpu.value(QStringLiteral("buffers")).toArray()[1].toObject();
        QCOMPARE(parameter.value(QStringLiteral("allocation_type")).toString(), QStringLiteral("Parameter"));
        QCOMPARE(parameter.value(QStringLiteral("size")).toObject().value(QStringLiteral("text")).toString(),
            QStringLiteral("1004.50MiB"));
        const QJsonObject tpu = reports[1].toObject();
        QCOMPARE(tpu.value(QStringLiteral("exceeded_by")).toObject().value(QStringLiteral("bytes")).toDouble(),
            5121748500.0);
        const QJsonObject padded = tpu.value(QStringLiteral("buffers")).toArray()[3].toObject();
        QCOMPARE(padded.value(QStringLiteral("expansion")).toDouble(), 8.0);
        QCOMPARE(padded.value(QStringLiteral("padding_bytes")).toDouble(), 469762048.0);
        QVERIFY(!tpu.value(QStringLiteral("not_in_report")).toArray().isEmpty());
    }

    void csvToAFileWithWarningsOnStderr()
    {
        QTemporaryDir dir;
        const QString output = dir.filePath(QStringLiteral("buffers.csv"));
        const ReportRun run = runReport({ QStringLiteral("oom-report"), fixture("truncated_in_buffer.log"),
            QStringLiteral("--format=csv"), QStringLiteral("--output"), output });
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.outText().isEmpty());
        QVERIFY(run.err.contains(QStringLiteral("Buffer 3 (line 26) is cut off")));
        QFile file(output);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QStringList rows = QString::fromUtf8(file.readAll()).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
        QCOMPARE(rows.size(), 4);
        QVERIFY(rows[0].startsWith(QStringLiteral("report,rank,size,size_bytes,")));
        QCOMPARE(
            rows[2], QStringLiteral("1,2,1004.50MiB,1053294592,,,0,,\"f16[2048,257152]\",parameter,,Parameter,,,,"));
        QCOMPARE(rows[3],
            QStringLiteral("1,3,38.7KiB,39629,,,0,,,,,,Mul,\"model/attention/mul "
                           "\"\"scaled\"\"\",/home/user/project/layers.py,42"));
    }

    void standardInput()
    {
        QFile file(fixture("tpu_hbm.log"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const ReportRun run = runReport({ QStringLiteral("oom-report"), QStringLiteral("-") }, file.readAll());
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.outText().startsWith(QStringLiteral("Report 1 of 1 (lines 5–51 of standard input)\n")));
        QVERIFY(run.outText().contains(QStringLiteral("Extra memory due to padding: 448.00 MiB (8.0x expansion)")));
    }

    void infoListsTheReports()
    {
        const ReportRun run = runReport({ QStringLiteral("info"), fixture("two_reports.log") });
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(
            run.outText().contains(QStringLiteral(
                "Kind: XLA out-of-memory log\n"
                "Out-of-memory reports (2; memscope-report oom-report PATH shows them):\n"
                "  Report 1: allocating 1.97 GiB failed (4 listed buffers, lines 3–38 of two_reports.log)\n"
                "  Report 2: 4.77 GiB over the hbm capacity (4 listed buffers, lines 49–95 of two_reports.log)\n")),
            qPrintable(run.outText()));
    }

    void errors()
    {
        const ReportRun notReport = runReport({ QStringLiteral("oom-report"), fixture("not_a_report.log") });
        QCOMPARE(notReport.exitCode, 1);
        QVERIFY(notReport.outText().isEmpty());
        QVERIFY(notReport.err.startsWith(
            QStringLiteral("No XLA out-of-memory report found in %1").arg(fixture("not_a_report.log"))));

        const ReportRun badFormat = runReport({ QStringLiteral("oom-report"), fixture("tpu_hbm.log"),
            QStringLiteral("--format"), QStringLiteral("xml") });
        QCOMPARE(badFormat.exitCode, 2);
        QVERIFY(badFormat.err.contains(QStringLiteral("Unknown format 'xml'")));

        const ReportRun noFile = runReport({ QStringLiteral("oom-report") });
        QCOMPARE(noFile.exitCode, 2);
        QVERIFY(noFile.err.contains(QStringLiteral("Usage: memscope-report oom-report FILE")));
    }
};

QTEST_GUILESS_MAIN(TestOomReportCli)
#include "tst_oomreportcli.moc"
