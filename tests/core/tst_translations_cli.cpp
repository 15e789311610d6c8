// SPDX-License-Identifier: Apache-2.0
// memscope-report follows the system locale for people (its text output in the language of
// LANG/LC_ALL/LC_MESSAGES, figures in that language's digits) and never for machines: JSON, CSV
// and DOT come out byte for byte the same in every locale. Qt reads the locale from the
// environment itself, so none of these locales needs to be generated on the machine.

#include "core/support/reportprocess.h"

#include <QFile>
#include <QTest>

namespace {

using memscope::test::reportProgram;
using memscope::test::ReportRun;

// The environment of a user whose locale is `lang`; LANGUAGE (a GNU list that outranks LANG
// for messages) is cleared so that the machine's own does not decide.
QProcessEnvironment localeEnvironment(const QString& lang, const QString& lcAll = {})
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char* name : { "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LC_NUMERIC" })
        environment.remove(QLatin1String(name));
    environment.insert(QStringLiteral("LANG"), lang);
    if (!lcAll.isEmpty())
        environment.insert(QStringLiteral("LC_ALL"), lcAll);
    return environment;
}

ReportRun runIn(const QProcessEnvironment& environment, const QStringList& arguments)
{
    return memscope::test::runProgram(reportProgram(), arguments, {}, environment);
}

QString testData(const char* relativePath)
{
    return QStringLiteral(MEMSCOPE_TEST_DATA "/") + QLatin1String(relativePath);
}

const QByteArray kTurkishOverview = "Modül Adı: no_trace\n"
                                    "En yüksek bellek ayırma: 3,00 MiB, 8,00 MiB (parçalanmayla birlikte)\n";

} // namespace

class TestTranslationsCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        if (!QFile::exists(reportProgram()))
            QSKIP("memscope-report is not built");
    }

    void textFollowsTheLocale_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("lcAll");
        QTest::addColumn<QByteArray>("expectedStart");
        QTest::newRow("LANG=C") << QStringLiteral("C") << QString()
                                << QByteArray("Module Name: no_trace\n"
                                              "Peak memory allocation: 3.00 MiB, 8.00 MiB (with fragmentation)\n");
        QTest::newRow("LANG=tr_TR.UTF-8") << QStringLiteral("tr_TR.UTF-8") << QString() << kTurkishOverview;
        QTest::newRow("LC_ALL=tr_TR.UTF-8 over LANG=C")
            << QStringLiteral("C") << QStringLiteral("tr_TR.UTF-8") << kTurkishOverview;
        // Persian text, digits and decimal sign.
        QTest::newRow("LANG=fa_IR.UTF-8")
            << QStringLiteral("fa_IR.UTF-8") << QString()
            << QStringLiteral("نام ماژول: no_trace\nاوج تخصیص حافظه: ۳٫۰۰ MiB، ۸٫۰۰ MiB (با چندپارگی)\n").toUtf8();
    }

    void textFollowsTheLocale()
    {
        QFETCH(QString, lang);
        QFETCH(QString, lcAll);
        QFETCH(QByteArray, expectedStart);
        const ReportRun run = runIn(localeEnvironment(lang, lcAll),
            { QStringLiteral("memory-viewer"), testData("memoryviewer/no_trace.textproto"), QStringLiteral("--format"),
                QStringLiteral("text") });
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.startsWith(expectedStart), run.out.constData());
        // Memscope needs no generated locale and says nothing about a missing one. Qt 6.8 itself
        // notes one that is not generated (tr_TR.UTF-8 in a minimal root), then uses C.UTF-8 for
        // the character set: that notice alone is allowed. (C or no locale: nothing at all.)
        QString err = run.err;
        const QString effective = lcAll.isEmpty() ? lang : lcAll;
        if (err.startsWith(QLatin1String("Detected locale \"C\" with character encoding"))
            && !effective.startsWith(u'C'))
            err.remove(0, err.indexOf(QLatin1String("for more information.\n")) + 22);
        QVERIFY2(err.isEmpty(), qPrintable(run.err));
    }

    void machineFormatsIgnoreTheLocale_data()
    {
        QTest::addColumn<QStringList>("arguments");
        const auto row = [](const char* name, const QStringList& arguments) { QTest::newRow(name) << arguments; };
        const QString viewer = QStringLiteral("memory-viewer");
        const QString smallBuffers = testData("memoryviewer/small_buffers.textproto");
        row("memory-viewer json", { viewer, smallBuffers, QStringLiteral("--format=json") });
        row("memory-viewer csv", { viewer, smallBuffers, QStringLiteral("--format=csv") });
        row("memory-viewer dot",
            { viewer, testData("memoryviewer/dot_labels.textproto"), QStringLiteral("--format=dot") });
        const QString before = testData("compare/before.hlo.textproto");
        const QString after = testData("compare/after.hlo.textproto");
        row("compare json", { QStringLiteral("compare"), before, after, QStringLiteral("--format=json") });
        row("compare csv", { QStringLiteral("compare"), before, after, QStringLiteral("--format=csv") });
        const QString oomLog = testData("oom/tpu_hbm.log");
        row("oom-report json", { QStringLiteral("oom-report"), oomLog, QStringLiteral("--format=json") });
        row("oom-report csv", { QStringLiteral("oom-report"), oomLog, QStringLiteral("--format=csv") });
        row("info json",
            { QStringLiteral("info"), testData("loader/small_module.textproto"), QStringLiteral("--json") });
        // The commands that read an XSpace, on the real profile when it is there.
        const QString xspace = QStringLiteral(MEMSCOPE_SHARED_DATA "/xprof/tpu_inference_2.xplane.pb");
        if (QFile::exists(xspace)) {
            row("overview json", { QStringLiteral("overview"), xspace, QStringLiteral("--format=json") });
            row("memory-profile json", { QStringLiteral("memory-profile"), xspace, QStringLiteral("--format=json") });
            row("memory-profile csv", { QStringLiteral("memory-profile"), xspace, QStringLiteral("--format=csv") });
            row("trace csv",
                { QStringLiteral("trace"), xspace, QStringLiteral("--format=csv"), QStringLiteral("--end-ms"),
                    QStringLiteral("5") });
        }
    }

    void machineFormatsIgnoreTheLocale()
    {
        QFETCH(QStringList, arguments);
        const ReportRun reference = runIn(localeEnvironment(QStringLiteral("C")), arguments);
        QCOMPARE(reference.exitCode, 0);
        QVERIFY(!reference.out.isEmpty());
        for (const char* lang : { "tr_TR.UTF-8", "bn_BD.UTF-8", "fa_IR.UTF-8" }) {
            const ReportRun run = runIn(localeEnvironment(QLatin1String(lang)), arguments);
            QCOMPARE(run.exitCode, 0);
            QVERIFY2(run.out == reference.out, lang);
        }
    }
};

QTEST_GUILESS_MAIN(TestTranslationsCli)
#include "tst_translations_cli.moc"
