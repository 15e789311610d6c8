// SPDX-License-Identifier: Apache-2.0
// memscope-report's one command-line parser as a user meets it: every
// subcommand takes `--opt=value` as `--opt value`, says the same things about
// mistakes, has --help, and reads its input through the loader (a gzipped
// out-of-memory log included).

#include "core/support/reportprocess.h"
#include "core/support/testdata.h"
#include "generator/generator.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace {

using memscope::test::reportProgram;
using memscope::test::ReportRun;
using memscope::test::runReport;

QByteArray fixtureBytes(const char* name)
{
    return memscope::test::readFile(QStringLiteral(MEMSCOPE_TEST_DATA "/") + QLatin1String(name));
}

} // namespace

class TestReportCommandLine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        if (!QFile::exists(reportProgram()))
            QSKIP("memscope-report is not built");
        QVERIFY(m_dir.isValid());
        m_profile = m_dir.filePath(QStringLiteral("tiny.xplane.pb"));
        QCOMPARE(memscope::generator::writeXSpace(memscope::generator::tinyOptions(4), m_profile), QString());
        m_folder = m_dir.filePath(QStringLiteral("logdir"));
        QCOMPARE(memscope::generator::writeTraceFolder(memscope::generator::tinyOptions(6), m_folder), QString());
        m_oomLog = memscope::test::writeInput(m_dir, QStringLiteral("tpu_hbm.log"), fixtureBytes("oom/tpu_hbm.log"));
    }

    void equalsFormEqualsSeparateValue_data()
    {
        QTest::addColumn<QStringList>("separate");
        QTest::addColumn<QStringList>("joined");
        const auto row = [](const char* name, const QStringList& separate, const QStringList& joined) {
            QTest::newRow(name) << separate << joined;
        };
        row("info", { QStringLiteral("info"), m_folder, QStringLiteral("--json"), QStringLiteral("--run"), runName() },
            { QStringLiteral("info"), m_folder, QStringLiteral("--json"), QStringLiteral("--run=") + runName() });
        row("overview", { QStringLiteral("overview"), m_profile, QStringLiteral("--format"), QStringLiteral("json") },
            { QStringLiteral("overview"), m_profile, QStringLiteral("--format=json") });
        row("memory-profile",
            { QStringLiteral("memory-profile"), m_profile, QStringLiteral("--format"), QStringLiteral("csv") },
            { QStringLiteral("memory-profile"), m_profile, QStringLiteral("--format=csv") });
        row("memory-viewer",
            { QStringLiteral("memory-viewer"), m_profile, QStringLiteral("--format"), QStringLiteral("text"),
                QStringLiteral("--small-buffer-size"), QStringLiteral("0") },
            { QStringLiteral("memory-viewer"), m_profile, QStringLiteral("--format=text"),
                QStringLiteral("--small-buffer-size=0") });
        row("oom-report",
            { QStringLiteral("oom-report"), m_oomLog, QStringLiteral("--format"), QStringLiteral("json") },
            { QStringLiteral("oom-report"), m_oomLog, QStringLiteral("--format=json") });
    }

    void equalsFormEqualsSeparateValue()
    {
        QFETCH(QStringList, separate);
        QFETCH(QStringList, joined);
        const ReportRun expected = runReport(separate);
        QVERIFY2(expected.exitCode == 0, qPrintable(expected.err));
        QVERIFY(!expected.out.isEmpty());
        const ReportRun run = runReport(joined);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(run.out, expected.out);
        QCOMPARE(run.err, expected.err);
    }

    void oomReportReadsAGzippedLog()
    {
        const QByteArray log = fixtureBytes("oom/tpu_hbm.log");
        const QString gzipped = memscope::test::writeInput(m_dir, QStringLiteral("tpu_hbm.log"), log, true);
        const ReportRun run = runReport({ QStringLiteral("oom-report"), gzipped });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.outText().startsWith(QStringLiteral("Report 1 of 1 (lines 5–51 of tpu_hbm.log.gz)\n")),
            qPrintable(run.outText()));
        QVERIFY(run.outText().contains(QStringLiteral("Extra memory due to padding: 448.00 MiB (8.0x expansion)")));
    }

    void oomReportOfAProfileSaysSo()
    {
        const ReportRun run = runReport({ QStringLiteral("oom-report"), m_profile });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(
            run.err.startsWith(
                QStringLiteral("No XLA out-of-memory report found in %1: it is a profile, not a log").arg(m_profile)),
            qPrintable(run.err));
    }

    // One parser: the same message, usage line and exit code for the same mistake in every command.
    void mistakesAreSaidAlike_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("input");
        QTest::newRow("info") << QStringLiteral("info") << QStringLiteral("PATH");
        QTest::newRow("overview") << QStringLiteral("overview") << QStringLiteral("PATH");
        QTest::newRow("memory-profile") << QStringLiteral("memory-profile") << QStringLiteral("PATH");
        QTest::newRow("memory-viewer") << QStringLiteral("memory-viewer") << QStringLiteral("PATH");
        QTest::newRow("oom-report") << QStringLiteral("oom-report") << QStringLiteral("FILE");
    }

    void mistakesAreSaidAlike()
    {
        QFETCH(QString, command);
        QFETCH(QString, input);
        const auto usageError = [&](const QStringList& arguments, const QString& message) {
            const ReportRun run = runReport(QStringList { command } + arguments);
            QCOMPARE(run.exitCode, 2);
            QVERIFY(run.out.isEmpty());
            QVERIFY2(run.err.startsWith(command + QStringLiteral(": ") + message), qPrintable(run.err));
            QVERIFY2(run.err.contains(QStringLiteral("\nUsage: memscope-report %1 %2 [--").arg(command, input)),
                qPrintable(run.err));
        };
        usageError({ m_profile, QStringLiteral("--colour=red") }, QStringLiteral("Unknown option '--colour'."));
        usageError({ m_profile, QStringLiteral("--colour") }, QStringLiteral("Unknown option '--colour'."));
        usageError({ m_profile, QStringLiteral("-x") }, QStringLiteral("Unknown option '-x'."));
        usageError({}, QStringLiteral("No %1 given.").arg(input));
        usageError({ m_profile, m_profile },
            QStringLiteral("Only one %1 can be given; '%2' is one too many.").arg(input, m_profile));
        usageError({ m_profile, QStringLiteral("--help=yes") }, QStringLiteral("Unknown option '--help'."));
        if (command != QLatin1String("info")) {
            usageError({ m_profile, QStringLiteral("--format=xml") }, QStringLiteral("Unknown format 'xml' (use "));
            usageError({ m_profile, QStringLiteral("--output") }, QStringLiteral("Option --output needs a value."));
        }
    }

    void everyCommandHasHelp_data() { mistakesAreSaidAlike_data(); }

    void everyCommandHasHelp()
    {
        QFETCH(QString, command);
        QFETCH(QString, input);
        const ReportRun run = runReport({ command, QStringLiteral("--help") });
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.err.isEmpty());
        QVERIFY2(run.outText().startsWith(QStringLiteral("Usage: memscope-report %1 %2 [--").arg(command, input)),
            qPrintable(run.outText()));
        QVERIFY(run.outText().contains(QStringLiteral("\nOptions:\n")));
        QVERIFY(run.outText().contains(QStringLiteral("  --help ")));
    }

    void switchTakesNoValue()
    {
        const ReportRun run = runReport({ QStringLiteral("info"), m_profile, QStringLiteral("--json=yes") });
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.startsWith(QStringLiteral("info: Option --json takes no value.\n")), qPrintable(run.err));
    }

    // A profile of thousands of modules must not bury the error under their names.
    void unknownModuleListsAFewAndCountsTheRest()
    {
        memscope::generator::Options options = memscope::generator::tinyOptions(7);
        options.modules = 30;
        const QString many = m_dir.filePath(QStringLiteral("many.xplane.pb"));
        QCOMPARE(memscope::generator::writeXSpace(options, many), QString());
        const ReportRun run = runReport({ QStringLiteral("memory-viewer"), many, QStringLiteral("--module=nope") });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QStringLiteral("has no module 'nope'. Its modules: jit_train_step(")),
            qPrintable(run.err));
        QVERIFY2(run.err.contains(QStringLiteral(" and 20 more (memscope-report info %1 lists them all)").arg(many)),
            qPrintable(run.err));
        QCOMPARE(run.err.count(QStringLiteral("), ")), 9); // ten names shown
        const ReportRun few
            = runReport({ QStringLiteral("memory-viewer"), m_profile, QStringLiteral("--module=nope") });
        QCOMPARE(few.exitCode, 1);
        QVERIFY2(!few.err.contains(QStringLiteral(" more (")), qPrintable(few.err));
    }

private:
    static QString runName() { return QStringLiteral("2025_11_29_08_00_00"); }

    QTemporaryDir m_dir;
    QString m_profile;
    QString m_folder;
    QString m_oomLog;
};

QTEST_GUILESS_MAIN(TestReportCommandLine)
#include "tst_reportcommandline.moc"
