// SPDX-License-Identifier: Apache-2.0
// memscope-report compare, run as a user (or a CI pipeline) runs it: the
// hand-written pair tests/data/compare/{before,after}.hlo.textproto (its
// figures are worked out in tst_compare.cpp), the real profiles, exit codes.
#include "core/support/reportprocess.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

using memscope::test::ReportRun;

ReportRun compare(const QStringList& arguments)
{
    return memscope::test::runReport(QStringList { QStringLiteral("compare") } + arguments);
}

const QString kBefore = QStringLiteral(MEMSCOPE_TEST_DATA "/compare/before.hlo.textproto");
const QString kAfter = QStringLiteral(MEMSCOPE_TEST_DATA "/compare/after.hlo.textproto");
const QString kTpu = QStringLiteral(MEMSCOPE_SHARED_DATA "/xprof/tpu_inference_2.xplane.pb");
const QString kAttention = QStringLiteral(MEMSCOPE_SHARED_DATA "/tracelens/mi300_jax08_attention.xplane.pb");
const QString kGemm = QStringLiteral(MEMSCOPE_SHARED_DATA "/tracelens/mi300_jax08_gemm.xplane.pb");

QJsonObject json(const ReportRun& run)
{
    QJsonParseError error;
    const QJsonObject object = QJsonDocument::fromJson(run.out, &error).object();
    if (error.error != QJsonParseError::NoError)
        qWarning("not JSON: %s", qPrintable(error.errorString()));
    return object;
}

// The module the comparison chose on side B ("inputs": {"b": {"module": ...}}).
QString moduleOfSideB(const QJsonObject& comparison)
{
    return comparison.value(QStringLiteral("inputs"))
        .toObject()
        .value(QStringLiteral("b"))
        .toObject()
        .value(QStringLiteral("module"))
        .toString();
}

qint64 delta(const QJsonObject& figures, const char* key)
{
    return figures.value(QLatin1String(key)).toObject().value(QStringLiteral("delta")).toInteger(-1);
}

} // namespace

class TestCompareCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void textSummary()
    {
        const ReportRun run = compare({ kBefore, kAfter });
        QCOMPARE(run.exitCode, 0);
        const QString text = run.outText();
        QVERIFY2(text.contains(QStringLiteral("Peak memory allocation   2.75 MiB    3.25 MiB  +512.00 KiB  +18.18 %")),
            qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("1 grown, 0 shrunk, 0 only in A, 1 only in B, 3 unchanged")));
        QVERIFY(text.contains(
            QStringLiteral("Curves: A 7 points, the peak at 3 (2.75 MiB); B 9 points, the peak at 4 (3.25 MiB).")));
        QVERIFY(text.contains(QStringLiteral("+256.00 KiB    +25.00 %  grow.2: f32[262144]{0} # model/grow")));
        QVERIFY(text.contains(QStringLiteral("Moved in program order (1):\n  moved.4")));
    }

    // The batch-size pair (worked out in tst_compare.cpp): add.3 changed shape
    // and is listed as grown, with both shapes; the JSON names the match.
    void shapeChangeIsGrown()
    {
        const QString batch8 = QStringLiteral(MEMSCOPE_TEST_DATA "/compare/batch8.hlo.textproto");
        const QString batch16 = QStringLiteral(MEMSCOPE_TEST_DATA "/compare/batch16.hlo.textproto");
        const ReportRun run = compare({ batch8, batch16 });
        QCOMPARE(run.exitCode, 0);
        const QString text = run.outText();
        QVERIFY2(text.contains(QStringLiteral("2 grown, 0 shrunk, 0 only in A, 1 only in B, 1 unchanged")),
            qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("+128.00 KiB   +100.00 %  add.3: f32[8,4096]{1,0} # model/add "
                                              "(in B: add.3: f32[16,4096]{1,0} # model/add)")),
            qPrintable(text));
        const ReportRun json = compare({ batch8, batch16, QStringLiteral("--format"), QStringLiteral("json") });
        QVERIFY(json.outText().contains(QStringLiteral("\"match\": \"instruction_name\"")));
    }

    void jsonHasBothSidesAndTheDeltas()
    {
        const ReportRun run = compare({ kBefore, kAfter, QStringLiteral("--format"), QStringLiteral("json") });
        QCOMPARE(run.exitCode, 0);
        const QJsonObject object = json(run);
        QCOMPARE(object.value(QStringLiteral("tool")).toString(), QStringLiteral("memory-viewer"));
        // Each side under the keys of memory-viewer's own JSON.
        QCOMPARE(object.value(QStringLiteral("a")).toObject().value(QStringLiteral("peakHeapMib")).toDouble(), 2.75);
        QCOMPARE(object.value(QStringLiteral("b")).toObject().value(QStringLiteral("peakHeapMib")).toDouble(), 3.25);
        const QJsonObject figures = object.value(QStringLiteral("overview")).toObject();
        QCOMPARE(delta(figures, "peak_bytes"), 524288);
        QCOMPARE(delta(figures, "temporary_bytes"), 524288);
        QCOMPARE(delta(figures, "argument_bytes"), 0);
        QCOMPARE(delta(figures, "padding_bytes"), 262144);
        QCOMPARE(object.value(QStringLiteral("buffers")).toArray().size(), 5);
        QCOMPARE(moduleOfSideB(object), QStringLiteral("jit_step"));
    }

    void csvAndOutputFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("buffers.csv"));
        const ReportRun run
            = compare({ kBefore, kAfter, QStringLiteral("--format=csv"), QStringLiteral("--output"), path });
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.isEmpty());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = file.readAll().split('\n');
        QVERIFY(lines[0].startsWith("change,match,moved_in_program_order,"));
        QVERIFY(lines[1].startsWith("grown,instruction_and_shape,false,grow.2,grow.2,"));
        QCOMPARE(lines.size(), 7);
    }

    // A memory space neither module uses: all zeros, and a warning says why.
    void absentMemorySpaceWarns()
    {
        const ReportRun run = compare({ kBefore, kAfter, QStringLiteral("--memory-space"), QStringLiteral("1") });
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.contains(QStringLiteral("warning: module jit_step of ") + kBefore
                     + QStringLiteral(" has no allocations in memory space 1 (VMEM).")),
            qPrintable(run.err));
        QVERIFY(run.outText().contains(QStringLiteral("Memory Viewer comparison, memory space 1 (VMEM)")));
    }

    // The CI gate: the peak grew by 18.18 %.
    void failIfPeakGrows()
    {
        const ReportRun grew
            = compare({ kBefore, kAfter, QStringLiteral("--fail-if-peak-grows"), QStringLiteral("10") });
        QCOMPARE(grew.exitCode, 3);
        QVERIFY2(grew.err.contains(QStringLiteral("more than 10 %")), qPrintable(grew.err));
        QVERIFY(!grew.out.isEmpty()); // the report is written anyway
        QCOMPARE(
            compare({ kBefore, kAfter, QStringLiteral("--fail-if-peak-grows"), QStringLiteral("18.5") }).exitCode, 0);
        QCOMPARE(compare({ kAfter, kBefore, QStringLiteral("--fail-if-peak-grows"), QStringLiteral("0") }).exitCode, 0);
        QCOMPARE(compare({ kBefore, kBefore, QStringLiteral("--fail-if-peak-grows=0") }).exitCode, 0);
    }

    void errors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("one profile") << QStringList { kBefore } << 2 << QStringLiteral("No B given");
        QTest::newRow("unknown option") << QStringList { kBefore, kAfter, QStringLiteral("--colour") } << 2
                                        << QStringLiteral("Unknown option '--colour'");
        QTest::newRow("unknown tool") << QStringList {
            kBefore, kAfter, QStringLiteral("--tool"), QStringLiteral("trace")
        } << 2 << QStringLiteral("Unknown tool 'trace' (use memory-viewer, memory-profile or overview)");
        QTest::newRow("bad percent") << QStringList { kBefore, kAfter, QStringLiteral("--fail-if-peak-grows"),
            QStringLiteral("ten") } << 2
                                     << QStringLiteral("needs a percentage");
        QTest::newRow("gate on overview") << QStringList { kBefore, kAfter, QStringLiteral("--tool=overview"),
            QStringLiteral("--fail-if-peak-grows=5") }
                                          << 2 << QStringLiteral("compares memory peaks");
        QTest::newRow("missing value") << QStringList { kBefore, kAfter, QStringLiteral("--module-b") } << 2
                                       << QStringLiteral("needs a value");
        QTest::newRow("missing file") << QStringList { kBefore, QStringLiteral("/nonexistent/b.xplane.pb") } << 1
                                      << QStringLiteral("/nonexistent/b.xplane.pb");
        QTest::newRow("no such module") << QStringList { kBefore, kAfter, QStringLiteral("--module-b"),
            QStringLiteral("jit_other") }
                                        << 1 << QStringLiteral("has no module 'jit_other'. Its modules: jit_step");
    }

    void errors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const ReportRun run = compare(arguments);
        QCOMPARE(run.exitCode, exitCode);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QVERIFY(run.out.isEmpty());
    }

    // A real profile against itself: every delta is 0 and every buffer has its partner.
    void realProfileAgainstItself()
    {
        if (!QFile::exists(kTpu))
            QSKIP("the shared profiles are not in MEMSCOPE_SHARED_DATA");
        const ReportRun run = compare({ kTpu, kTpu, QStringLiteral("--format"), QStringLiteral("json"),
            QStringLiteral("--fail-if-peak-grows"), QStringLiteral("0") });
        QCOMPARE(run.exitCode, 0);
        const QJsonObject object = json(run);
        const QJsonObject figures = object.value(QStringLiteral("overview")).toObject();
        for (auto figure = figures.begin(); figure != figures.end(); ++figure)
            QCOMPARE(figure.value().toObject().value(QStringLiteral("delta")).toInteger(-1), 0);
        const QJsonObject counts = object.value(QStringLiteral("buffer_counts")).toObject();
        for (const char* key : { "grown", "shrunk", "only_in_a", "only_in_b" })
            QCOMPARE(counts.value(QLatin1String(key)).toInt(-1), 0);
        QVERIFY(counts.value(QStringLiteral("unchanged")).toInt() > 0);
        // Without --module-a, A is the largest peak (jit_f), and B its namesake.
        QCOMPARE(object.value(QStringLiteral("a")).toObject().value(QStringLiteral("moduleName")).toString(),
            QStringLiteral("jit_f"));
    }

    // Two modules of one profile: jit_f (20 GiB) against jit__psum (10 GiB).
    void twoModulesOfOneProfile()
    {
        if (!QFile::exists(kTpu))
            QSKIP("the shared profiles are not in MEMSCOPE_SHARED_DATA");
        const ReportRun run
            = compare({ kTpu, kTpu, QStringLiteral("--module-a"), QStringLiteral("jit_f"), QStringLiteral("--module-b"),
                QStringLiteral("jit__psum"), QStringLiteral("--format"), QStringLiteral("json") });
        QCOMPARE(run.exitCode, 0);
        const QJsonObject object = json(run);
        const QJsonObject peak
            = object.value(QStringLiteral("overview")).toObject().value(QStringLiteral("peak_bytes")).toObject();
        QCOMPARE(peak.value(QStringLiteral("a")).toInteger(), qint64(20480.000030517578 * 1048576));
        QCOMPARE(peak.value(QStringLiteral("b")).toInteger(), qint64(10240.00146484375 * 1048576));
        QCOMPARE(peak.value(QStringLiteral("percent")).toDouble() < -49.99, true);
        QCOMPARE(compare({ kTpu, kTpu, QStringLiteral("--module-a"), QStringLiteral("jit__psum"),
                             QStringLiteral("--module-b"), QStringLiteral("jit_f"),
                             QStringLiteral("--fail-if-peak-grows"), QStringLiteral("99") })
                     .exitCode,
            3); // 10 GiB to 20 GiB is +100 %
    }

    // The two MI300X runs in the Memory Viewer: A's largest module, jit_matmul, has no
    // namesake in B, so B must be chosen; jit_dot(79) is the first of B's jit_dot modules.
    void realRunsMemoryViewer()
    {
        if (!QFile::exists(kAttention) || !QFile::exists(kGemm))
            QSKIP("the shared profiles are not in MEMSCOPE_SHARED_DATA");
        const ReportRun unpaired = compare({ kAttention, kGemm });
        QCOMPARE(unpaired.exitCode, 1);
        QVERIFY2(unpaired.err.contains(QStringLiteral("has no module named jit_matmul to pair with jit_matmul(59)")),
            qPrintable(unpaired.err));
        QVERIFY(unpaired.err.contains(QStringLiteral("choose one with --module-b")));
        const ReportRun chosen = compare({ kAttention, kGemm, QStringLiteral("--module-b"), QStringLiteral("jit_dot"),
            QStringLiteral("--format"), QStringLiteral("json") });
        QCOMPARE(chosen.exitCode, 0);
        const QJsonObject object = json(chosen);
        QCOMPARE(moduleOfSideB(object), QStringLiteral("jit_dot(79)"));
        // The delta in bytes is that of the two sides' own peakHeapMib (no scoped VMEM on GPU).
        const auto peakBytes = [&](const char* side) {
            return qRound64(
                object.value(QLatin1String(side)).toObject().value(QStringLiteral("peakHeapMib")).toDouble() * 1048576);
        };
        QCOMPARE(
            delta(object.value(QStringLiteral("overview")).toObject(), "peak_bytes"), peakBytes("b") - peakBytes("a"));
        QVERIFY(chosen.err.isEmpty());
    }

    // The two MI300X runs: Memory Profile and Overview comparisons.
    void realRunsMemoryProfileAndOverview()
    {
        if (!QFile::exists(kAttention) || !QFile::exists(kGemm))
            QSKIP("the shared profiles are not in MEMSCOPE_SHARED_DATA");
        const ReportRun profile = compare({ kAttention, kGemm, QStringLiteral("--tool"),
            QStringLiteral("memory-profile"), QStringLiteral("--format"), QStringLiteral("json") });
        QCOMPARE(profile.exitCode, 0);
        const QJsonObject memory = json(profile);
        QCOMPARE(memory.value(QStringLiteral("tool")).toString(), QStringLiteral("memory-profile"));
        QVERIFY(memory.value(QStringLiteral("a")).toObject().contains(QStringLiteral("memoryProfilePerAllocator")));
        QVERIFY(memory.contains(QStringLiteral("allocators")));
        const ReportRun self = compare({ kAttention, kAttention, QStringLiteral("--tool"),
            QStringLiteral("memory-profile"), QStringLiteral("--format"), QStringLiteral("json"),
            QStringLiteral("--fail-if-peak-grows"), QStringLiteral("0") });
        QCOMPARE(self.exitCode, 0);
        for (const QJsonValue allocator : json(self).value(QStringLiteral("allocators")).toArray()) {
            const QJsonObject figures = allocator.toObject().value(QStringLiteral("figures")).toObject();
            for (auto figure = figures.begin(); figure != figures.end(); ++figure)
                QCOMPARE(figure.value().toObject().value(QStringLiteral("delta")).toInteger(-1), 0);
        }
        const ReportRun overview = compare({ kAttention, kGemm, QStringLiteral("--tool"), QStringLiteral("overview"),
            QStringLiteral("--format"), QStringLiteral("json") });
        QCOMPARE(overview.exitCode, 0);
        const QJsonObject object = json(overview);
        QVERIFY(object.value(QStringLiteral("a"))
                    .toObject()
                    .contains(QStringLiteral("step_time"))); // the overview's own keys
        bool found = false;
        for (const QJsonValue row : object.value(QStringLiteral("rows")).toArray())
            found = found
                || row.toObject().value(QStringLiteral("key")).toString() == QStringLiteral("average_step_time_ms");
        QVERIFY(found);
        QCOMPARE(compare({ kAttention, kGemm, QStringLiteral("--tool=overview") }).exitCode, 0);
        const ReportRun aligned = compare({ kAttention, kGemm, QStringLiteral("--tool=memory-profile"),
            QStringLiteral("--align=first-step"), QStringLiteral("--format=json") });
        QCOMPARE(aligned.exitCode, 0);
        QCOMPARE(json(aligned).value(QStringLiteral("alignment")).toString(), QStringLiteral("first_step"));
    }
};

QTEST_GUILESS_MAIN(TestCompareCli)
#include "tst_compare_cli.moc"
