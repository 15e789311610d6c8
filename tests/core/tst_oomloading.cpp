// SPDX-License-Identifier: Apache-2.0
// Opening XLA out-of-memory logs through loadProfile, as File > Open, a drop
// and the command line do.

#include "core/oom/oomreport.h"
#include "core/profile/loader.h"
#include "core/support/testdata.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace memscope;

namespace {

QString fixture(const char* name) { return QStringLiteral(MEMSCOPE_TEST_DATA "/oom/") + QLatin1String(name); }

} // namespace

class TestOomLoading : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void realReport()
    {
        MEMSCOPE_SHARED_DATA_OR_SKIP(path, "oom-logs/tf_keras_handwriting_oom.txt");
        const QByteArray before = memscope::test::readFile(path);
        const LoadOutcome outcome = loadProfile(path);
        QVERIFY2(outcome.profile, qPrintable(outcome.error));
        const Profile& profile = *outcome.profile;
        QCOMPARE(profile.kind, SourceKind::OomLog);
        QCOMPARE(profile.path, path);
        QVERIFY(profile.modules.empty());
        QVERIFY(profile.hosts.empty());
        QCOMPARE(profile.warnings, QStringList());
        QCOMPARE(profile.oomReports.size(), size_t(1));
        const OomReport& report = *profile.oomReports.front();
        QCOMPARE(report.requestedBytes, Q_INT64_C(22271409880));
        QCOMPARE(report.buffers.size(), size_t(15));
        QCOMPARE(report.buffers.front().size.text, QStringLiteral("3.40GiB"));
        QCOMPARE(report.figure(QStringLiteral("total allocation"))->value.text, QStringLiteral("20.77GiB"));
        QCOMPARE(memscope::test::readFile(path), before); // opened read-only
    }

    void everyReportOfALog_data()
    {
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<QByteArray>("content");
        const QByteArray twoReports = memscope::test::readFile(fixture("two_reports.log"));
        QTest::newRow(".log") << "run.log" << twoReports;
        QTest::newRow(".txt") << "run.txt" << twoReports;
        QTest::newRow("any name") << "stderr-0001" << twoReports;
        QTest::newRow("gzip") << "run.log.gz" << test::gzipCompress(twoReports);
        QTest::newRow("windows line ends") << "crlf.log" << QByteArray(twoReports).replace("\n", "\r\n");
    }

    void everyReportOfALog()
    {
        QFETCH(QString, fileName);
        QFETCH(QByteArray, content);
        QTemporaryDir dir;
        const QString path = dir.filePath(fileName);
        QVERIFY(test::writeFile(path, content));
        const LoadOutcome outcome = loadProfile(path);
        QVERIFY2(outcome.profile, qPrintable(outcome.error));
        QCOMPARE(outcome.profile->kind, SourceKind::OomLog);
        QCOMPARE(outcome.profile->oomReports.size(), size_t(2));
        const OomReport& gpu = *outcome.profile->oomReports[0];
        const OomReport& tpu = *outcome.profile->oomReports[1];
        QCOMPARE(gpu.number, 1);
        QCOMPARE(gpu.kind, OomReportKind::BufferAssignment);
        QCOMPARE(gpu.requestedBytes, Q_INT64_C(2110783616));
        QCOMPARE(gpu.buffers.size(), size_t(4));
        QCOMPARE(gpu.buffers[1].allocationType, QStringLiteral("Parameter"));
        QCOMPARE(tpu.number, 2);
        QCOMPARE(tpu.kind, OomReportKind::TpuCompile);
        QCOMPARE(tpu.exceededBy.text, QStringLiteral("4.77G"));
        QCOMPARE(tpu.buffers[3].expansion, 8.0);
        QCOMPARE(tpu.firstLine, 49);
        QCOMPARE(gpu.sourceName, QDir::toNativeSeparators(path));
    }

    void reportInAJsonLog()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("logs.json"));
        QVERIFY(test::writeFile(path,
            "{\"message\": \"RESOURCE_EXHAUSTED: Out of memory while trying to allocate 8 bytes.\\n"
            "BufferAssignment OOM Debugging.\\nPeak buffers:\\n\\tBuffer 1:\\n\\t\\tSize: 8B\\n"
            "\\t\\tXLA Label: add\\n\\t\\tShape: f32[2]\\n\\t\\t==========\\n\"}\n"));
        const LoadOutcome outcome = loadProfile(path);
        QVERIFY2(outcome.profile, qPrintable(outcome.error));
        QCOMPARE(outcome.profile->oomReports.size(), size_t(1));
        QCOMPARE(outcome.profile->oomReports[0]->buffers[0].shape, QStringLiteral("f32[2]"));
    }

    void truncatedReportOpensWithWarnings()
    {
        const LoadOutcome outcome = loadProfile(fixture("truncated_in_buffer.log"));
        QVERIFY2(outcome.profile, qPrintable(outcome.error));
        QCOMPARE(outcome.profile->oomReports.size(), size_t(1));
        QCOMPARE(outcome.profile->warnings,
            QStringList {
                QStringLiteral("Report 1 (lines 3–28 of truncated_in_buffer.log): Buffer 3 (line 26) is cut off: "
                               "the report does not give its XLA Label, Shape.") });
    }

    void logWithoutAReport()
    {
        const QString path = fixture("not_a_report.log");
        const LoadOutcome outcome = loadProfile(path);
        QVERIFY(!outcome.profile);
        QVERIFY2(outcome.error.startsWith(
                     QStringLiteral("No XLA out-of-memory report found in %1: ").arg(QDir::toNativeSeparators(path))),
            qPrintable(outcome.error));
    }

    void textFileWithoutAReport()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("notes.txt"));
        QVERIFY(test::writeFile(path, "Meeting notes\nnothing here\n"));
        const LoadOutcome outcome = loadProfile(path);
        QVERIFY(!outcome.profile);
        QVERIFY2(outcome.error.endsWith(QStringLiteral("; and no XLA out-of-memory report found in it")),
            qPrintable(outcome.error));
    }

    void progressReachesTheEnd()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("long.log"));
        QByteArray log;
        for (int line = 0; line < 20000; ++line)
            log += "2025-06-02 09:30:00.000000: I tensorflow/core/x.cc:1] step " + QByteArray::number(line)
                + " loss 0.5\n";
        log += memscope::test::readFile(fixture("tpu_hbm.log"));
        QVERIFY(test::writeFile(path, log));
        QList<int> permilles;
        QStringList steps;
        const LoadOutcome outcome = loadProfile(path, {}, [&](int permille, const QString& step) {
            permilles.append(permille);
            if (!steps.contains(step))
                steps.append(step);
        });
        QVERIFY2(outcome.profile, qPrintable(outcome.error));
        QCOMPARE(outcome.profile->oomReports.size(), size_t(1));
        QVERIFY(steps.contains(QStringLiteral("Reading the out-of-memory reports of long.log")));
        QVERIFY(permilles.size() > 3); // reported while reading, not only at the end
        QVERIFY(std::is_sorted(permilles.begin(), permilles.end()));
        QCOMPARE(permilles.last(), 1000);
    }

    void cancelled()
    {
        std::atomic_bool cancel { true };
        const LoadOutcome outcome = loadProfile(fixture("two_reports.log"), {}, {}, &cancel);
        QVERIFY(outcome.cancelled);
        QVERIFY(!outcome.profile);
    }
};

QTEST_GUILESS_MAIN(TestOomLoading)
#include "tst_oomloading.moc"
