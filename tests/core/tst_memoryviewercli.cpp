// SPDX-License-Identifier: Apache-2.0
// memscope-report memory-viewer as a user runs it: each format, module and
// memory-space choice, the output file, errors, and the PNG/SVG forwarding to
// the desktop app (tested with a stand-in "memscope" that records its call).

#include "core/support/reportprocess.h"
#include "core/support/testdata.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

using memscope::test::reportProgram;
using memscope::test::ReportRun;
using memscope::test::runProgram;

ReportRun runTool(const QStringList& arguments)
{
    return memscope::test::runReport(QStringList { QStringLiteral("memory-viewer") } + arguments);
}

QString testCase(const char* name)
{
    return QStringLiteral(MEMSCOPE_TEST_DATA "/memoryviewer/%1.textproto").arg(QLatin1String(name));
}

QString sharedFile(const char* relativePath)
{
    return QStringLiteral(MEMSCOPE_SHARED_DATA "/") + QLatin1String(relativePath);
}

} // namespace

class TestMemoryViewerCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        if (!QFile::exists(reportProgram()))
            QSKIP("memscope-report is not built");
    }

    void jsonIsTheDefault()
    {
        const ReportRun run
            = runTool({ testCase("share_chain_display"), QStringLiteral("--memory-space"), QStringLiteral("1") });
        QCOMPARE(run.exitCode, 0);
        const QJsonObject root = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(root.value(QLatin1String("peakHeapMib")).toDouble(), 0.75);
        QCOMPARE(root.value(QLatin1String("peakHeapSizePosition")).toInt(), 5);
        QCOMPARE(root.value(QLatin1String("heapSizes")).toArray().size(), 9);
        const QJsonObject memscope = root.value(QLatin1String("memscope")).toObject();
        QCOMPARE(memscope.value(QLatin1String("moduleDisplayName")).toString(), QStringLiteral("test_module"));
        QCOMPARE(memscope.value(QLatin1String("memorySpaceName")).toString(), QStringLiteral("VMEM"));
        // One module in the file: nothing to say about the choice.
        QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
    }

    void textCsvAndDot()
    {
        const ReportRun text = runTool({ testCase("no_trace"), QStringLiteral("--format"), QStringLiteral("text") });
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.startsWith(
            "Module Name: no_trace\nPeak memory allocation: 3.00 MiB, 8.00 MiB (with fragmentation)\n"));

        const ReportRun csv = runTool({ testCase("small_buffers"), QStringLiteral("--format=csv") });
        QCOMPARE(csv.exitCode, 0);
        const QList<QByteArray> rows = csv.out.split('\n');
        QVERIFY(rows[0].startsWith("program_order,logical_buffer_id,instruction_name,"));
        QVERIFY(rows[1].startsWith("0,2,s2,16384,16384,0,"));
        QVERIFY(rows[3].startsWith("2,-1,,24575,0,0,"));
        QVERIFY(rows[3].contains("small (<16384 bytes)"));

        const ReportRun smaller = runTool({ testCase("small_buffers"), QStringLiteral("--format=csv"),
            QStringLiteral("--small-buffer-size"), QStringLiteral("0") });
        QCOMPARE(smaller.out.count('\n'), 5); // header and four buffers

        const ReportRun dot = runTool({ testCase("dot_labels"), QStringLiteral("--format"), QStringLiteral("dot") });
        QCOMPARE(dot.exitCode, 0);
        QVERIFY(dot.out.startsWith("graph G {\n epsilon=0.5 \n inputscale=72 \n"));
        QVERIFY(dot.out.contains("fontsize=12.0, label=\"c\"];"));

        // No trace, no timeline: said, and nothing written.
        const ReportRun noDot = runTool({ testCase("no_trace"), QStringLiteral("--format"), QStringLiteral("dot") });
        QCOMPARE(noDot.exitCode, 1);
        QVERIFY(noDot.out.isEmpty());
        QVERIFY(noDot.err.contains(QLatin1String("No memory allocation timeline available")));
    }

    void outputFile()
    {
        QTemporaryDir directory;
        const QString path = directory.filePath(QStringLiteral("result.json"));
        const ReportRun run = runTool({ testCase("tpu_padding"), QStringLiteral("--output"), path });
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.isEmpty());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
        // Three buffers of at least 16 KiB and the small group (56 + 64 + 16 bytes), most padding first.
        QCOMPARE(root.value(QLatin1String("memscope")).toObject().value(QLatin1String("byPaddingToMaxHeap")).toArray(),
            (QJsonArray { 0, 2, 1, 3 }));
        // The shape-index warning of this case reaches the user on stderr.
        QVERIFY(run.err.contains(QLatin1String("shape index element 9")));

        // A device is written in place, never replaced by a regular file (as root QSaveFile would).
        QCOMPARE(
            runTool({ testCase("tpu_padding"), QStringLiteral("--output"), QStringLiteral("/dev/null") }).exitCode, 0);
        QVERIFY(!QFileInfo(QStringLiteral("/dev/null")).isFile());
    }

    void moduleChoice()
    {
        const QString profile = sharedFile("xprof/tpu_inference_2.xplane.pb");
        if (!QFile::exists(profile))
            QSKIP("../shared/data is absent");
        // Without --module: the largest peak, said on stderr.
        const ReportRun largest = runTool({ profile, QStringLiteral("--format"), QStringLiteral("text") });
        QCOMPARE(largest.exitCode, 0);
        QVERIFY(largest.out.startsWith("Module Name: jit_f(12190760917235803885)\n"));
        QVERIFY(
            largest.err.contains(QLatin1String("Module jit_f(12190760917235803885) (the largest peak of 4 modules")));
        // By name, by program id and by display name.
        for (const QString& module : { QStringLiteral("jit__psum"), QStringLiteral("9646411105960254074"),
                 QStringLiteral("jit__psum(9646411105960254074)") }) {
            const ReportRun chosen = runTool(
                { profile, QStringLiteral("--module"), module, QStringLiteral("--format"), QStringLiteral("text") });
            QCOMPARE(chosen.exitCode, 0);
            QVERIFY2(chosen.out.startsWith("Module Name: jit__psum(9646411105960254074)\n"), chosen.out.constData());
            QVERIFY2(chosen.err.isEmpty(), qPrintable(chosen.err));
        }
        const ReportRun unknown = runTool({ profile, QStringLiteral("--module"), QStringLiteral("nope") });
        QCOMPARE(unknown.exitCode, 1);
        QVERIFY(unknown.err.contains(QLatin1String("has no module 'nope'. Its modules: ")));
        QVERIFY(unknown.err.contains(QLatin1String("jit__psum(9646411105960254074)")));
        // A memory space the module does not use: a warning, and the (empty) analysis.
        const ReportRun absent = runTool(
            { profile, QStringLiteral("--module"), QStringLiteral("jit__psum"), QStringLiteral("--memory-space"),
                QStringLiteral("6"), QStringLiteral("--format"), QStringLiteral("text") });
        QCOMPARE(absent.exitCode, 0);
        QVERIFY(absent.err.contains(QLatin1String("has no allocations in memory space 6; it has: 0 (HBM), 1 (VMEM)")));
    }

    // Only the module asked for is read: a damaged other one is not named.
    // Choosing the largest peak reads each, and the damaged one is a warning
    // that names the file, the module and its bytes.
    void aRequestedModuleIsReadAlone()
    {
        tensorflow::profiler::XSpace space = memscope::test::makeXSpace({ { "good", 1 }, { "bad", 2 } });
        memscope::test::damageModule(space, "bad(2)");
        QTemporaryDir directory;
        const QString path = memscope::test::writeInput(
            directory, QStringLiteral("damaged.xplane.pb"), memscope::test::serialize(space));
        const ReportRun chosen
            = runTool({ path, QStringLiteral("--module"), QStringLiteral("1"), QStringLiteral("--format=text") });
        QCOMPARE(chosen.exitCode, 0);
        QVERIFY2(chosen.out.startsWith("Module Name: good(1)\n"), chosen.out.constData());
        QVERIFY2(!chosen.err.contains(QLatin1String("bad(2)")), qPrintable(chosen.err));
        const ReportRun largest = runTool({ path, QStringLiteral("--format=text") });
        QCOMPARE(largest.exitCode, 0);
        QVERIFY2(largest.out.startsWith("Module Name: good(1)\n"), largest.out.constData());
        QVERIFY2(largest.err.contains(QStringLiteral("warning: %1: module bad(2): its HloProto (").arg(path)),
            qPrintable(largest.err));
    }

    void errors()
    {
        const ReportRun usage = runTool({ testCase("no_trace"), QStringLiteral("--format"), QStringLiteral("xml") });
        QCOMPARE(usage.exitCode, 2);
        QVERIFY(usage.err.contains(QLatin1String("Unknown format 'xml'")));
        const ReportRun badNumber
            = runTool({ testCase("no_trace"), QStringLiteral("--memory-space"), QStringLiteral("-1") });
        QCOMPARE(badNumber.exitCode, 2);
        QVERIFY(badNumber.err.contains(QLatin1String("--memory-space needs a whole number of at least 0, not '-1'")));
        const ReportRun missing = runTool({ QStringLiteral("/nonexistent/profile.xplane.pb") });
        QCOMPARE(missing.exitCode, 1);
        QVERIFY(missing.err.contains(QLatin1String("/nonexistent/profile.xplane.pb")));
        const ReportRun failed = runTool({ testCase("freed_twice") });
        QCOMPARE(failed.exitCode, 1);
        QVERIFY(failed.out.isEmpty());
        QVERIFY(failed.err.contains(QLatin1String(
            "module freed_twice: Failed to process heap simulator trace: Buffer 1is freed multiple times.")));
    }

    void imagesWithoutTheDesktopApp()
    {
        // A copy of memscope-report alone in a folder, with no memscope in PATH.
        QTemporaryDir directory;
        const QString copy = directory.filePath(QStringLiteral("bin/memscope-report"));
        QVERIFY(QDir().mkpath(directory.filePath(QStringLiteral("bin"))));
        QVERIFY(QFile::copy(reportProgram(), copy));
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("PATH"), directory.filePath(QStringLiteral("empty")));
        const ReportRun run = runProgram(copy,
            { QStringLiteral("memory-viewer"), testCase("tpu_padding"), QStringLiteral("--png"),
                directory.filePath(QStringLiteral("images")) },
            {}, environment);
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.out.isEmpty()); // asked only for images: no JSON on stdout
        QVERIFY2(
            run.err.contains(QLatin1String("Cannot export PNG images: the memscope desktop application was not found")),
            qPrintable(run.err));
    }

    void imagesAreForwardedToTheDesktopApp()
    {
        // A stand-in memscope next to the copied memscope-report records how it was called.
        QTemporaryDir directory;
        const QString bin = directory.filePath(QStringLiteral("bin"));
        QVERIFY(QDir().mkpath(bin));
        QVERIFY(QFile::copy(reportProgram(), bin + QStringLiteral("/memscope-report")));
        QFile fake(bin + QStringLiteral("/memscope"));
        QVERIFY(fake.open(QIODevice::WriteOnly));
        fake.write("#!/bin/sh\n"
                   "printf '%s\\n' \"$QT_QPA_PLATFORM\" \"$@\" > \"$2/call.txt\"\n"
                   "[ \"$4\" = svg ] && { echo 'cannot draw SVG' >&2; exit 3; }\n"
                   "exit 0\n");
        fake.close();
        QVERIFY(fake.setPermissions(fake.permissions() | QFileDevice::ExeOwner));

        const QString images = directory.filePath(QStringLiteral("images"));
        const ReportRun png = runProgram(bin + QStringLiteral("/memscope-report"),
            { QStringLiteral("memory-viewer"), testCase("tpu_padding"), QStringLiteral("--memory-space"),
                QStringLiteral("0"), QStringLiteral("--small-buffer-size"), QStringLiteral("4096"),
                QStringLiteral("--png"), images });
        QCOMPARE(png.exitCode, 0);
        QFile call(images + QStringLiteral("/call.txt"));
        QVERIFY(call.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(call.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts),
            (QStringList { QStringLiteral("offscreen"), QStringLiteral("--export"), images,
                QStringLiteral("--export-format"), QStringLiteral("png"), QStringLiteral("--module"),
                QStringLiteral("tpu_padding"), QStringLiteral("--memory-space"), QStringLiteral("0"),
                QStringLiteral("--small-buffer-size"), QStringLiteral("4096"), testCase("tpu_padding") }));

        const ReportRun svg = runProgram(bin + QStringLiteral("/memscope-report"),
            { QStringLiteral("memory-viewer"), testCase("tpu_padding"), QStringLiteral("--svg"), images });
        QCOMPARE(svg.exitCode, 1);
        QVERIFY2(svg.err.contains(QLatin1String("failed (exit code 3): cannot draw SVG")), qPrintable(svg.err));
    }
};

QTEST_GUILESS_MAIN(TestMemoryViewerCli)
#include "tst_memoryviewercli.moc"
