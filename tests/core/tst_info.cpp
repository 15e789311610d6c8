// SPDX-License-Identifier: Apache-2.0
// memscope-report info as a user runs it.

#include "core/support/reportprocess.h"
#include "core/support/testdata.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace memscope;

namespace {

test::ReportRun runInfo(const QStringList& arguments)
{
    return test::runReport(QStringList { QStringLiteral("info") } + arguments);
}

QJsonObject runInfoJson(const QStringList& arguments)
{
    const test::ReportRun run = runInfo(arguments + QStringList { QStringLiteral("--json") });
    if (run.exitCode != 0)
        qWarning("memscope-report failed: %s", qPrintable(run.err));
    return QJsonDocument::fromJson(run.out).object();
}

} // namespace

class InfoTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(QFile::exists(QStringLiteral(MEMSCOPE_BINARY_DIR "/src/report/memscope-report")),
            "memscope-report is not built");
    }

    void listsTheFourTpuModules()
    {
        MEMSCOPE_SHARED_DATA_OR_SKIP(path, "xprof/tpu_inference_2.xplane.pb");
        const test::ReportRun run = runInfo({ path });
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.err.isEmpty());
        QVERIFY(run.outText().contains(QStringLiteral("Kind: XSpace file\n")));
        QVERIFY(run.outText().contains(QStringLiteral("Modules (4):\n")));
        QVERIFY(run.outText().contains(QStringLiteral("  jit_f(12190760917235803885)\n"
                                                      "    name: jit_f\n"
                                                      "    program id: 12190760917235803885\n"
                                                      "    host: tpu_inference_2\n"
                                                      "    memory spaces: 0 HBM, 1 VMEM, 2 SFlag, 5 Host\n"
                                                      "    logical buffers: 25, allocations: 7\n")));
        QVERIFY(run.outText().contains(QStringLiteral("    plane /device:TPU:0: 5 line(s), 2317 event(s)\n")));
        QVERIFY(run.outText().contains(QStringLiteral("    plane /host:CPU: 122 line(s), 19270 event(s)\n")));

        const QJsonObject json = runInfoJson({ path });
        QCOMPARE(json[QLatin1String("kind")].toString(), QStringLiteral("xspace"));
        const QJsonArray modules = json[QLatin1String("modules")].toArray();
        QCOMPARE(modules.size(), 4);
        const QStringList expectedNames = { QStringLiteral("jit__psum"), QStringLiteral("jit_broadcast_in_dim"),
            QStringLiteral("jit_f"), QStringLiteral("jit_convert_element_type") };
        const QStringList expectedIds = { QStringLiteral("9646411105960254074"), QStringLiteral("11287434908481120160"),
            QStringLiteral("12190760917235803885"), QStringLiteral("2433868464432466958") };
        const QList<QList<int>> expectedSpaces = { { 0, 1 }, { 0, 1, 6 }, { 0, 1, 2, 5 }, { 0, 1, 6 } };
        for (int i = 0; i < 4; ++i) {
            const QJsonObject module = modules[i].toObject();
            QCOMPARE(module[QLatin1String("name")].toString(), expectedNames[i]);
            QCOMPARE(module[QLatin1String("programId")].toString(), expectedIds[i]);
            QCOMPARE(module[QLatin1String("displayName")].toString(),
                QStringLiteral("%1(%2)").arg(expectedNames[i], expectedIds[i]));
            QList<int> spaces;
            for (const QJsonValue& space : module[QLatin1String("memorySpaces")].toArray())
                spaces.append(space[QLatin1String("number")].toInt());
            QCOMPARE(spaces, expectedSpaces[i]);
        }
        QCOMPARE(modules[1]
                     .toObject()[QLatin1String("memorySpaces")]
                     .toArray()[2]
                     .toObject()[QLatin1String("name")]
                     .toString(),
            QStringLiteral("SparseCore"));
    }

    void listsRunsOfAFolder()
    {
        MEMSCOPE_SHARED_DATA_OR_SKIP(path, "logdir-example");
        const test::ReportRun run = runInfo({ path });
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.outText().contains(QStringLiteral("Runs (2, newest first):\n"
                                                      "  2025_06_02_09_30_00  2 host(s)  (loaded)\n"
                                                      "  2025_06_01_12_00_00  1 host(s)\n")));
        QVERIFY(run.outText().contains(QStringLiteral("Hosts (2):\n  934987a2fc2f  ")));
        QVERIFY(run.outText().contains(QStringLiteral("Modules (37):\n")));

        const QJsonObject older = runInfoJson({ path, QStringLiteral("--run"), QStringLiteral("2025_06_01_12_00_00") });
        QCOMPARE(older[QLatin1String("kind")].toString(), QStringLiteral("trace-folder"));
        QCOMPARE(older[QLatin1String("hosts")].toArray().size(), 1);
        QCOMPARE(older[QLatin1String("modules")].toArray().size(), 16);
        QCOMPARE(older[QLatin1String("runs")].toArray()[1].toObject()[QLatin1String("loaded")].toBool(), true);
    }

    void readsTextFixture()
    {
        const test::ReportRun run = runInfo({ QStringLiteral(MEMSCOPE_TEST_DATA "/loader/small_module.textproto") });
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.outText().contains(QStringLiteral("Kind: HloProto (text format)\n")));
        QVERIFY(run.outText().contains(QStringLiteral("  jit_small_step\n"
                                                      "    name: jit_small_step\n"
                                                      "    program id: none\n"
                                                      "    memory spaces: 0 HBM, 1 VMEM\n"
                                                      "    logical buffers: 3, allocations: 2\n")));
    }

    // TensorFlow's older trace.json.gz holds a trace and nothing else: said, in text and JSON.
    void chromeTraceJsonIsATraceOnly()
    {
        QFile json(QStringLiteral(MEMSCOPE_TEST_DATA "/trace/tf_gpu.trace.json"));
        QVERIFY(json.open(QIODevice::ReadOnly));
        QTemporaryDir dir;
        const QString path = test::writeInput(dir, QStringLiteral("host.trace.json"), json.readAll(), true);
        const test::ReportRun run = runInfo({ path });
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.outText().contains(QStringLiteral("Kind: Chrome trace-event JSON\n")), qPrintable(run.outText()));
        QVERIFY(run.outText().contains(QStringLiteral("a trace only")));
        const QJsonObject info = runInfoJson({ path });
        QCOMPARE(info.value(QStringLiteral("kind")).toString(), QStringLiteral("chrome-trace-json"));
        const QJsonArray hosts = info.value(QStringLiteral("hosts")).toArray();
        QCOMPARE(hosts.size(), 1);
        QVERIFY(hosts[0].toObject().value(QStringLiteral("planes")).toArray().isEmpty());
        // Python's json.load of the file counts 21 objects in traceEvents.
        QCOMPARE(hosts[0].toObject().value(QStringLiteral("traceEventObjects")).toInteger(), 21);
        QVERIFY(run.outText().contains(QStringLiteral("(Chrome trace-event JSON, 21 event objects)")));
    }

    // info names a file Chrome trace JSON only when the trace would read it; else it says what the
    // trace says, and fails as it does.
    void jsonThatIsNoTraceIsRefused()
    {
        QTemporaryDir dir;
        const QString path = test::writeInput(dir, QStringLiteral("bogus.trace.json"),
            QByteArray(R"({"traceEvents": [1,2,3], "unrelated": true})"), true);
        const test::ReportRun info = runInfo({ path });
        const test::ReportRun trace = test::runReport({ QStringLiteral("trace"), path });
        QCOMPARE(info.exitCode, 1);
        QCOMPARE(trace.exitCode, 1);
        QVERIFY(info.outText().isEmpty());
        QCOMPARE(info.err,
            QStringLiteral("%1: the trace JSON is not valid at byte 17 of 43 (decompressed): expected an event "
                           "object, found '1'\n")
                .arg(path));
        QCOMPARE(info.err, trace.err);
    }

    void unknownMemorySpaceShowsItsNumber()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("spaces.hlo.pb"));
        QVERIFY(test::writeFile(path, test::serialize(test::makeHloProto({ "m", 0, { 3, 4, 9 } }))));
        const test::ReportRun run = runInfo({ path });
        QVERIFY(run.outText().contains(QStringLiteral("    memory spaces: 3 CMEM, 4 SMEM, 9\n")));
    }

    void errorsGoToStderr()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("picture.xplane.pb"));
        QVERIFY(test::writeFile(path, QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16)));
        const test::ReportRun run = runInfo({ path });
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.outText().isEmpty());
        QCOMPARE(run.err, QStringLiteral("%1: not a profile: looks like PNG image\n").arg(path));
        const test::ReportRun noPath = runInfo({});
        QCOMPARE(noPath.exitCode, 2);
        QVERIFY(noPath.err.contains(QStringLiteral("Usage: memscope-report info PATH [--json] [--run NAME]")));
    }
};

QTEST_GUILESS_MAIN(InfoTest)
#include "tst_info.moc"
