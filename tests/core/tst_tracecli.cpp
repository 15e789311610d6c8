// SPDX-License-Identifier: Apache-2.0
// memscope-report trace as a user runs it: Chrome trace-event JSON in XProf's
// shape, CSV, the plane and time filters, trace folders and bad input.
#include "core/support/reportprocess.h"
#include "core/support/testdata.h"
#include "core/support/tracecases.h"
#include "core/util/csv.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest/QTest>

using namespace memscope;

namespace {

QString writeCase(const QTemporaryDir& dir, const QString& name)
{
    return test::writeInput(dir, name + QStringLiteral(".xplane.pb"), test::traceCase(name));
}

QJsonArray traceEvents(const test::ReportRun& run)
{
    return QJsonDocument::fromJson(run.out).object().value(QStringLiteral("traceEvents")).toArray();
}

QJsonObject eventNamed(const QJsonArray& events, const QString& name, const QString& phase = QStringLiteral("X"))
{
    for (const QJsonValue& value : events) {
        const QJsonObject event = value.toObject();
        if (event.value(QStringLiteral("name")).toString() == name
            && event.value(QStringLiteral("ph")).toString() == phase)
            return event;
    }
    return {};
}

} // namespace

class TestTraceCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void chromeJsonAsXProfWritesIt()
    {
        QTemporaryDir dir;
        const test::ReportRun run
            = test::runReport({ QStringLiteral("trace"), writeCase(dir, QStringLiteral("names_flows")) });
        QCOMPARE(run.exitCode, 0);
        const QJsonObject document = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(document.value(QStringLiteral("displayTimeUnit")).toString(), QStringLiteral("ns"));
        const QJsonArray events = traceEvents(run);
        QVERIFY(events.last().toObject().isEmpty()); // XProf's closing {}
        // Process and thread metadata with sort indices.
        int processNames = 0;
        for (const QJsonValue& value : events) {
            const QJsonObject event = value.toObject();
            if (event.value(QStringLiteral("name")) == QStringLiteral("process_name"))
                ++processNames;
        }
        QCOMPARE(processNames, 2);
        const QJsonObject steps = [&] {
            for (const QJsonValue& value : events) {
                const QJsonObject event = value.toObject();
                if (event.value(QStringLiteral("name")) == QStringLiteral("thread_name")
                    && event.value(QStringLiteral("args")).toObject().value(QStringLiteral("name"))
                        == QStringLiteral("Steps"))
                    return event;
            }
            return QJsonObject();
        }();
        QCOMPARE(steps.value(QStringLiteral("tid")).toDouble(), 3735928559.0);
        // A display-named host op: name, long_name, every stat as a string, keys sorted.
        const QJsonObject add = eventNamed(events, QStringLiteral("AddV2"));
        QCOMPARE(add.value(QStringLiteral("pid")).toInt(), 701);
        QCOMPARE(add.value(QStringLiteral("ts")).toDouble(), 0.5001);
        QCOMPARE(add.value(QStringLiteral("dur")).toDouble(), 0.0005);
        const QJsonObject args = add.value(QStringLiteral("args")).toObject();
        QCOMPARE(args.keys(),
            QStringList({ QStringLiteral("blob"), QStringLiteral("delta"), QStringLiteral("kernel"),
                QStringLiteral("long_name"), QStringLiteral("ratio"), QStringLiteral("tf_op") }));
        QCOMPARE(args.value(QStringLiteral("long_name")).toString(), QStringLiteral("Adam/add:AddV2"));
        QCOMPARE(args.value(QStringLiteral("kernel")).toString(), QStringLiteral("fusion.1"));
        QCOMPARE(args.value(QStringLiteral("ratio")).toString(), QStringLiteral("2.5"));
        QCOMPARE(args.value(QStringLiteral("delta")).toString(), QStringLiteral("-7"));
        QCOMPARE(args.value(QStringLiteral("blob")).toString(), QStringLiteral("<opaque bytes>"));
        QVERIFY(run.out.indexOf(R"("ts":0.50009999999999999)") >= 0); // %.17g, as XProf prints it
        // The step event is named by its step_name and keeps it as an arg.
        const QJsonObject step = eventNamed(events, QStringLiteral("train 0"));
        QCOMPARE(step.value(QStringLiteral("args")).toObject().value(QStringLiteral("step_name")).toString(),
            QStringLiteral("train 0"));
        // Flows bind the launch to the kernel.
        const QJsonObject launch = eventNamed(events, QStringLiteral("cuLaunchKernel"));
        const QJsonObject kernel = eventNamed(events, QStringLiteral("volta_sgemm"));
        QCOMPARE(launch.value(QStringLiteral("bind_id")).toInt(), 77);
        QVERIFY(launch.value(QStringLiteral("flow_out")).toBool());
        QCOMPARE(kernel.value(QStringLiteral("bind_id")).toInt(), 77);
        QVERIFY(kernel.value(QStringLiteral("flow_in")).toBool());
        QCOMPARE(kernel.value(QStringLiteral("args")).toObject().value(QStringLiteral("hlo_op")).toString(),
            QStringLiteral("fusion.3"));
        // Counter events.
        const QJsonObject counter = eventNamed(events, QStringLiteral("sm_active"), QStringLiteral("C"));
        QCOMPARE(counter.value(QStringLiteral("args")).toObject().value(QStringLiteral("hlo_op")).toDouble(), 40.5);
    }

    void stepsAsXProfWritesThem()
    {
        QTemporaryDir dir;
        const test::ReportRun run
            = test::runReport({ QStringLiteral("trace"), writeCase(dir, QStringLiteral("steps")) });
        QCOMPARE(run.exitCode, 0);
        const QJsonArray events = traceEvents(run);
        // The GPU's derived Steps line (spec A.2.4): tid kThreadIdStepInfo, named by the step name,
        // with the group_id and step_name args; the grouped kernels carry their group_id.
        QJsonObject stepsThread;
        std::vector<QJsonObject> steps;
        for (const QJsonValue& value : events) {
            const QJsonObject event = value.toObject();
            if (event.value(QStringLiteral("pid")).toInt() != 1
                || event.value(QStringLiteral("tid")).toDouble() != 3735928559.0)
                continue;
            if (event.value(QStringLiteral("name")).toString() == QLatin1String("thread_name"))
                stepsThread = event;
            else if (event.value(QStringLiteral("ph")).toString() == QLatin1String("X"))
                steps.push_back(event);
        }
        QCOMPARE(stepsThread.value(QStringLiteral("args")).toObject().value(QStringLiteral("name")).toString(),
            QStringLiteral("Steps"));
        QCOMPARE(steps.size(), size_t(2));
        QCOMPARE(steps[0].value(QStringLiteral("name")).toString(), QStringLiteral("train 1"));
        QCOMPARE(steps[0].value(QStringLiteral("ts")).toDouble(), 1.0 + 3000.0); // µs: line timestamp 1000 ns
        QCOMPARE(steps[0].value(QStringLiteral("dur")).toDouble(), 6000.0);
        const QJsonObject args = steps[1].value(QStringLiteral("args")).toObject();
        QCOMPARE(args.value(QStringLiteral("group_id")).toString(), QStringLiteral("1"));
        QCOMPARE(args.value(QStringLiteral("step_name")).toString(), QStringLiteral("train 2"));
        const QJsonObject kernel = eventNamed(events, QStringLiteral("relu_kernel"));
        QCOMPARE(kernel.value(QStringLiteral("args")).toObject().value(QStringLiteral("group_id")).toString(),
            QStringLiteral("0"));
        // The host root, renamed by the step name its grouping gives it, which XProf writes as a stat.
        QJsonObject root;
        for (const QJsonValue& value : events) {
            const QJsonObject event = value.toObject();
            if (event.value(QStringLiteral("pid")).toInt() == 701
                && event.value(QStringLiteral("name")).toString() == QLatin1String("train 2"))
                root = event;
        }
        const QJsonObject rootArgs = root.value(QStringLiteral("args")).toObject();
        QCOMPARE(rootArgs.value(QStringLiteral("step_name")).toString(), QStringLiteral("train 2"));
        QCOMPARE(rootArgs.value(QStringLiteral("group_id")).toString(), QStringLiteral("1"));
    }

    void zeroLengthEventsLastAPicosecond()
    {
        QTemporaryDir dir;
        const test::ReportRun run
            = test::runReport({ QStringLiteral("trace"), writeCase(dir, QStringLiteral("nesting")) });
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.indexOf(R"("dur":9.9999999999999995e-07,"name":"instant")") >= 0);
    }

    void filtersAndCsv()
    {
        QTemporaryDir dir;
        const QString path = writeCase(dir, QStringLiteral("names_flows"));
        test::ReportRun run
            = test::runReport({ QStringLiteral("trace"), path, QStringLiteral("--plane"), QStringLiteral("^/host") });
        QCOMPARE(run.exitCode, 0);
        QVERIFY(eventNamed(traceEvents(run), QStringLiteral("AddV2")).size() > 0);
        QVERIFY(eventNamed(traceEvents(run), QStringLiteral("volta_sgemm")).isEmpty());
        // 0.001 ms = 1000 ps from the trace's start: only what overlaps [0, 1000 ps].
        run = test::runReport({ QStringLiteral("trace"), path, QStringLiteral("--start-ms"), QStringLiteral("0"),
            QStringLiteral("--end-ms"), QStringLiteral("0.000001"), QStringLiteral("--format"),
            QStringLiteral("csv") });
        QCOMPARE(run.exitCode, 0);
        // CRLF as every CSV Memscope writes, and no bare line feed.
        QVERIFY(run.outText().endsWith(QLatin1String("\r\n")));
        QCOMPARE(run.outText().count(QLatin1Char('\n')), run.outText().count(QLatin1String("\r\n")));
        const QStringList lines = run.outText().split(QLatin1String("\r\n"), Qt::SkipEmptyParts);
        QCOMPARE(
            lines.first(), QStringLiteral("pid,tid,process,thread,name,long_name,start_us,duration_us,self_us,depth"));
        QStringList names;
        for (const QString& line : lines.mid(1)) {
            names << line.section(QLatin1Char(','), 4, 4);
            // Times in the shortest decimal that reads back the same (csvNumber), never %.17g's tail.
            for (const int column : { 6, 7, 8 }) {
                const QString field = line.section(QLatin1Char(','), column, column);
                QCOMPARE(csvNumber(field.toDouble()), field);
            }
        }
        names.sort();
        QCOMPARE(names,
            QStringList({ QStringLiteral("AddV2"), QStringLiteral("cuLaunchKernel"), QStringLiteral("train 0") }));
        const QString output = dir.filePath(QStringLiteral("out.json"));
        run = test::runReport({ QStringLiteral("trace"), path, QStringLiteral("--output"), output });
        QCOMPARE(run.exitCode, 0);
        QVERIFY(QFile(output).size() > 100);
    }

    // TensorFlow's older <host>.trace.json.gz: written back as it came, times to the digit.
    void chromeJsonInChromeJsonOut()
    {
        QFile json(QStringLiteral(MEMSCOPE_TEST_DATA "/trace/tf_gpu.trace.json"));
        QVERIFY(json.open(QIODevice::ReadOnly));
        const QByteArray written = json.readAll();
        QTemporaryDir dir;
        const QString path = test::writeInput(dir, QStringLiteral("host.trace.json"), written, true);
        const test::ReportRun run = test::runReport({ QStringLiteral("trace"), path });
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
        const QJsonArray events = traceEvents(run);
        const QJsonArray original
            = QJsonDocument::fromJson(written).object().value(QStringLiteral("traceEvents")).toArray();
        for (const QJsonValue& value : original) {
            const QJsonObject event = value.toObject();
            if (event.value(QStringLiteral("ph")).toString() != QLatin1String("X"))
                continue;
            const QString name = event.value(QStringLiteral("name")).toString();
            QJsonObject out;
            for (const QJsonValue& candidate : events) {
                const QJsonObject written = candidate.toObject();
                if (written.value(QStringLiteral("name")).toString() == name
                    && written.value(QStringLiteral("tid")) == event.value(QStringLiteral("tid")))
                    out = written;
            }
            QVERIFY2(!out.isEmpty(), qPrintable(name));
            QCOMPARE(out.value(QStringLiteral("pid")), event.value(QStringLiteral("pid")));
            QCOMPARE(out.value(QStringLiteral("ts")).toDouble(), event.value(QStringLiteral("ts")).toDouble());
            if (event.value(QStringLiteral("dur")).toDouble() > 0)
                QCOMPARE(out.value(QStringLiteral("dur")).toDouble(), event.value(QStringLiteral("dur")).toDouble());
            QCOMPARE(out.value(QStringLiteral("args")).toObject(), event.value(QStringLiteral("args")).toObject());
        }
        QVERIFY(run.out.contains("\"ts\":299282.58100000001"));
        // Bad JSON: the file, what and where.
        const QString bad = test::writeInput(dir, QStringLiteral("bad.trace.json"), written.left(300), true);
        const test::ReportRun failed = test::runReport({ QStringLiteral("trace"), bad });
        QCOMPARE(failed.exitCode, 1);
        QVERIFY2(
            failed.err.contains(QStringLiteral("bad.trace.json.gz: the trace JSON is not valid at byte 300 of 300")),
            qPrintable(failed.err));
    }

    // The derived XLA Ops events are written as XProf writes display-named events: the long name as an arg.
    void derivedLinesInTheJson()
    {
        const QString path = test::sharedDataPath(QStringLiteral("tracelens/mi300_jax08_attention.xplane.pb"));
        if (path.isEmpty())
            QSKIP("real profiles are absent (no ../shared/data in this checkout)");
        const test::ReportRun run = test::runReport({ QStringLiteral("trace"), path });
        QCOMPARE(run.exitCode, 0);
        const QJsonArray events = traceEvents(run);
        QJsonObject ops;
        for (const QJsonValue& value : events) {
            const QJsonObject event = value.toObject();
            if (event.value(QStringLiteral("name")).toString() == QLatin1String("thread_name")
                && event.value(QStringLiteral("args")).toObject().value(QStringLiteral("name")).toString()
                    == QLatin1String("XLA Ops - from #16"))
                ops = event;
        }
        QCOMPARE(ops.value(QStringLiteral("tid")).toInt(), 5);
        for (const QJsonValue& value : events) {
            const QJsonObject event = value.toObject();
            if (event.value(QStringLiteral("ph")).toString() == QLatin1String("X")
                && event.value(QStringLiteral("tid")).toInt() == 5 && event.value(QStringLiteral("pid")).toInt() == 1) {
                const QString longName
                    = event.value(QStringLiteral("args")).toObject().value(QStringLiteral("long_name")).toString();
                QCOMPARE(longName.section(QLatin1Char('/'), 1), event.value(QStringLiteral("name")).toString());
                return;
            }
        }
        QFAIL("no XLA Ops event");
    }

    void traceFolderRunsAndHosts()
    {
        const QString folder = test::sharedDataPath(QStringLiteral("logdir-example"));
        if (folder.isEmpty())
            QSKIP("real profiles are absent (no ../shared/data in this checkout)");
        const test::ReportRun all = test::runReport({ QStringLiteral("trace"), folder });
        QCOMPARE(all.exitCode, 0);
        // The newest run has two hosts: XProf's merge shifts each host's pids by 1000.
        QSet<int> pids;
        for (const QJsonValue& value : traceEvents(all))
            pids.insert(value.toObject().value(QStringLiteral("pid")).toInt());
        QVERIFY(pids.contains(1701) && pids.contains(2701));
        const test::ReportRun missing
            = test::runReport({ QStringLiteral("trace"), folder, QStringLiteral("--host"), QStringLiteral("nohost") });
        QCOMPARE(missing.exitCode, 1);
        QVERIFY(missing.err.contains(QStringLiteral("nohost")));
    }

    void badArguments_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("no path") << QStringList() << 2 << QStringLiteral("Usage");
        QTest::newRow("format") << QStringList(
            { QStringLiteral("x"), QStringLiteral("--format"), QStringLiteral("xml") })
                                << 2 << QStringLiteral("xml");
        QTest::newRow("plane") << QStringList({ QStringLiteral("x"), QStringLiteral("--plane"), QStringLiteral("(") })
                               << 2 << QStringLiteral("regular expression");
        QTest::newRow("range") << QStringList({ QStringLiteral("x"), QStringLiteral("--start-ms"), QStringLiteral("5"),
            QStringLiteral("--end-ms"), QStringLiteral("1") })
                               << 2 << QStringLiteral("--end-ms");
        QTest::newRow("missing file") << QStringList({ QStringLiteral("/nonexistent/a.xplane.pb") }) << 1
                                      << QStringLiteral("a.xplane.pb");
    }

    void badArguments()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const test::ReportRun run = test::runReport(QStringList { QStringLiteral("trace") } + arguments);
        QCOMPARE(run.exitCode, exitCode);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
    }
};

QTEST_GUILESS_MAIN(TestTraceCli)
#include "tst_tracecli.moc"
