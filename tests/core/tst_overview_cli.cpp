// SPDX-License-Identifier: Apache-2.0
// memscope-report overview, run as a user runs it.
#include "core/support/reportprocess.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

memscope::test::ReportRun report(const QStringList& arguments)
{
    return memscope::test::runReport(QStringList { QStringLiteral("overview") } + arguments);
}

const QString tpuProfile = QStringLiteral(MEMSCOPE_SHARED_DATA "/xprof/tpu_inference_2.xplane.pb");

} // namespace

class TestOverviewCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init()
    {
        if (!QFile::exists(tpuProfile))
            QSKIP("the shared profiles are not in MEMSCOPE_SHARED_DATA");
    }

    void jsonHasTheNumbers()
    {
        const memscope::test::ReportRun run
            = report({ tpuProfile, QStringLiteral("--format"), QStringLiteral("json") });
        QCOMPARE(run.exitCode, 0);
        QJsonParseError error;
        const QJsonObject json = QJsonDocument::fromJson(run.out, &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        const QJsonObject environment = json.value(QStringLiteral("run_environment")).toObject();
        QCOMPARE(environment.value(QStringLiteral("device_type")).toString(), QStringLiteral("TPU v6 Lite"));
        QCOMPARE(environment.value(QStringLiteral("device_core_count")).toInt(), 4);
        QCOMPARE(environment.value(QStringLiteral("is_training")).toBool(true), false); // from the loader's HLO modules
        const QJsonObject utilization = json.value(QStringLiteral("utilization")).toObject();
        QVERIFY(std::abs(utilization.value(QStringLiteral("duty_cycle_percent")).toDouble() - 86.5245464842) < 1e-9);
        // XProf OSS shows a constant 0.0% here: Memscope says it is not available.
        QVERIFY(utilization.value(QStringLiteral("flops_compared_to_program_optimal_percent")).isNull());
        QVERIFY(!utilization.value(QStringLiteral("flops_compared_to_program_optimal_percent_unavailable_reason"))
                     .toString()
                     .isEmpty());
        const QJsonObject steps = json.value(QStringLiteral("step_time")).toObject();
        QCOMPARE(steps.value(QStringLiteral("source")).toString(), QStringLiteral("module_executions"));
        QCOMPARE(steps.value(QStringLiteral("step_count")).toInt(), 105);
    }

    void textToAFile()
    {
        QTemporaryDir directory;
        const QString output = directory.filePath(QStringLiteral("overview.txt"));
        const memscope::test::ReportRun run = report({ tpuProfile, QStringLiteral("--output"), output });
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.isEmpty());
        QFile file(output);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        QVERIFY(text.contains(QLatin1String("TPU duty cycle")));
        QVERIFY(text.contains(QLatin1String("86.5%")));
        QVERIFY(
            text.contains(QLatin1String("Compared to program's optimal FLOPS       not available in this profile")));
        QVERIFY(text.contains(QLatin1String("No step marker observed")));
        // What the Overview page's Run Environment and top ops table show, in the same units.
        QVERIFY(text.contains(QLatin1String("Peak FLOP rate per core                     918.0 TFLOP/s")));
        QVERIFY(text.contains(QLatin1String("Peak HBM bandwidth per core                 1638.0 GB/s")));
        QVERIFY2(text.contains(QLatin1String(
                     "copy-done.4  [copy-done]  self 77773.216 ms, occurrences 400, FLOP rate 0.0 GFLOP/s, "
                     "bytes accessed 1.95 TiB")),
            qPrintable(text));
    }

    void traceFolderWithTwoHosts()
    {
        // The newest run of the example log directory has two hosts (JAX on GPU).
        const memscope::test::ReportRun run = report({ QStringLiteral(MEMSCOPE_SHARED_DATA "/logdir-example"),
            QStringLiteral("--format"), QStringLiteral("json") });
        QCOMPARE(run.exitCode, 0);
        const QJsonObject json = QJsonDocument::fromJson(run.out).object();
        const QJsonObject environment = json.value(QStringLiteral("run_environment")).toObject();
        QCOMPARE(environment.value(QStringLiteral("host_count")).toInt(), 2);
        QCOMPARE(environment.value(QStringLiteral("hardware_type")).toString(), QStringLiteral("GPU"));
        QCOMPARE(environment.value(QStringLiteral("device_core_count")).toInt(), 16); // 8 GPU planes per host
        // The hosts run different programs: all executions count, 75 (attention, tw003) + 1 (TE, 934987a2fc2f),
        // the counts the reference script gives for the two files on their own.
        QCOMPARE(json.value(QStringLiteral("step_time")).toObject().value(QStringLiteral("step_count")).toInt(), 76);
    }

    void errorsNameTheProblem()
    {
        const memscope::test::ReportRun missing = report({ QStringLiteral("/nonexistent/profile.xplane.pb") });
        QCOMPARE(missing.exitCode, 1);
        QVERIFY(missing.err.contains(QLatin1String("/nonexistent/profile.xplane.pb")));
        const memscope::test::ReportRun badFormat
            = report({ tpuProfile, QStringLiteral("--format"), QStringLiteral("xml") });
        QCOMPARE(badFormat.exitCode, 2);
        QVERIFY(badFormat.err.contains(QLatin1String("xml")));
        const memscope::test::ReportRun noPath = report({});
        QCOMPARE(noPath.exitCode, 2);
        QVERIFY(noPath.err.contains(QLatin1String("Usage")));
    }
};

QTEST_GUILESS_MAIN(TestOverviewCli)
#include "tst_overview_cli.moc"
