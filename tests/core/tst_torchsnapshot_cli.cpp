// SPDX-License-Identifier: Apache-2.0
// memscope-report torch-snapshot, run as a user runs it, on the real snapshots of ../shared/data.
// The figures are those of tests/tools/torch_snapshot_reference.py (see tst_torchsnapshot.cpp).
#include "support/loopsnapshot.h"
#include "support/reportprocess.h"
#include "support/testdata.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace memscope;

class TestTorchSnapshotCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void json()
    {
        MEMSCOPE_SHARED_DATA_OR_SKIP(path, "pytorch/cs336_ddp_memory_snapshot.pickle");
        const test::ReportRun run = test::runReport({ QStringLiteral("torch-snapshot"), path,
            QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--top"), QStringLiteral("3") });
        QCOMPARE(run.exitCode, 0);
        const QJsonObject report = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(report.value(QStringLiteral("timesInMicroseconds")).toBool(), true);
        const QJsonArray devices = report.value(QStringLiteral("devices")).toArray();
        QCOMPARE(devices.size(), 1);
        const QJsonObject device = devices.first().toObject();
        QCOMPARE(device.value(QStringLiteral("traceEvents")).toInteger(), 5163);
        QCOMPARE(device.value(QStringLiteral("allocations")).toInteger(), 1950);
        const QJsonObject peak = device.value(QStringLiteral("peak")).toObject();
        QCOMPARE(peak.value(QStringLiteral("bytes")).toInteger(), 13923997700);
        QCOMPARE(peak.value(QStringLiteral("liveAllocations")).toInteger(), 504);
        QCOMPARE(device.value(QStringLiteral("reservedBytes")).toInteger(), 14180941824);
        const QJsonArray top = device.value(QStringLiteral("topAtPeak")).toArray();
        QCOMPARE(top.size(), 3);
        const QJsonObject largest = top.first().toObject();
        QCOMPARE(largest.value(QStringLiteral("size")).toInteger(), 327680000);
        QCOMPARE(largest.value(QStringLiteral("frames")).toArray().first().toObject().value(QStringLiteral("name")),
            QJsonValue(QStringLiteral("einsum")));
        // Never freed in the trace: the 327 680 000-byte einsum output and a 4-byte scalar.
        const QJsonObject neverFreed = device.value(QStringLiteral("neverFreed")).toObject();
        QCOMPARE(neverFreed.value(QStringLiteral("count")).toInteger(), 2);
        QCOMPARE(neverFreed.value(QStringLiteral("bytes")).toInteger(), 327680004);
        // One step recorded: no iterations to compare.
        const QJsonObject iterations = device.value(QStringLiteral("iterations")).toObject();
        QCOMPARE(iterations.value(QStringLiteral("foundBy")).toString(), QStringLiteral("none"));
        QCOMPARE(iterations.value(QStringLiteral("grows")).toBool(), false);
    }

    // A loop keeping 1 MiB a step (the generator's): the growth, in JSON and in text, with its stack.
    void growth()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("loop.pickle"));
        QCOMPARE(test::writeLeakingLoopSnapshot(path), QString());
        const test::ReportRun json = test::runReport(
            { QStringLiteral("torch-snapshot"), path, QStringLiteral("--format"), QStringLiteral("json") });
        QCOMPARE(json.exitCode, 0);
        const QJsonObject iterations = QJsonDocument::fromJson(json.out)
                                           .object()
                                           .value(QStringLiteral("devices"))
                                           .toArray()
                                           .first()
                                           .toObject()
                                           .value(QStringLiteral("iterations"))
                                           .toObject();
        QCOMPARE(iterations.value(QStringLiteral("foundBy")).toString(), QStringLiteral("stack"));
        QVERIFY(iterations.value(QStringLiteral("grows")).toBool());
        const qint64 count = iterations.value(QStringLiteral("count")).toInteger();
        QVERIFY(count > 10);
        QCOMPARE(iterations.value(QStringLiteral("liveBytesAtStarts")).toArray().size(), count);
        QCOMPARE(iterations.value(QStringLiteral("growthBytes")).toInteger(), (count - 2) << 20);
        const QJsonArray grown = iterations.value(QStringLiteral("grownByStack")).toArray();
        QCOMPARE(grown.size(), 1);
        QCOMPARE(grown.first().toObject().value(QStringLiteral("bytes")).toInteger(), (count - 2) << 20);
        QVERIFY(!grown.first().toObject().value(QStringLiteral("frames")).toArray().isEmpty());

        const test::ReportRun text = test::runReport({ QStringLiteral("torch-snapshot"), path });
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.outText().contains(QLatin1String("memory grows from one iteration to the next.")),
            qPrintable(text.outText()));
        QVERIFY2(text.outText().contains(QLatin1String("What grew from the second iteration's start to the last's")),
            qPrintable(text.outText()));

        // One stream: its events only; a stream the file does not have is named with those it has.
        const test::ReportRun stream = test::runReport(
            { QStringLiteral("torch-snapshot"), path, QStringLiteral("--stream"), QStringLiteral("0") });
        QCOMPARE(stream.exitCode, 0);
        QVERIFY2(stream.outText().contains(QStringLiteral("Device 0, stream 0 only — its trace events: ")),
            qPrintable(stream.outText()));
        const test::ReportRun unknown = test::runReport(
            { QStringLiteral("torch-snapshot"), path, QStringLiteral("--stream"), QStringLiteral("7") });
        QCOMPARE(unknown.exitCode, 1);
        QVERIFY2(unknown.err.endsWith(QLatin1String("no stream 7; the snapshot has: 0\n")), qPrintable(unknown.err));
    }

    // compare A B of two snapshots: every figure side by side and the allocations at the peak matched
    // by their frames; --fail-if-peak-grows gates on each device's peak (exit 3).
    void compare()
    {
        MEMSCOPE_SHARED_DATA_OR_SKIP(benchmark, "pytorch/cs336_benchmark_memory_snapshot.pickle");
        MEMSCOPE_SHARED_DATA_OR_SKIP(ddp, "pytorch/cs336_ddp_memory_snapshot.pickle");
        test::ReportRun run
            = test::runReport({ QStringLiteral("compare"), benchmark, benchmark, QStringLiteral("--format"),
                QStringLiteral("json"), QStringLiteral("--fail-if-peak-grows"), QStringLiteral("0") });
        QCOMPARE(run.exitCode, 0);
        QJsonObject device
            = QJsonDocument::fromJson(run.out).object().value(QStringLiteral("devices")).toArray().first().toObject();
        QJsonObject peak
            = device.value(QStringLiteral("figures")).toObject().value(QStringLiteral("peakBytes")).toObject();
        QCOMPARE(peak.value(QStringLiteral("a")).toInteger(), 3849232640);
        QCOMPARE(peak.value(QStringLiteral("delta")).toInteger(), 0);
        // The same file: every stack matches itself, no change anywhere; 455 allocations live at the peak.
        qint64 live = 0;
        for (const QJsonValue stack : device.value(QStringLiteral("peakByStack")).toArray()) {
            const QJsonObject count = stack.toObject().value(QStringLiteral("count")).toObject();
            QCOMPARE(count.value(QStringLiteral("delta")).toInteger(), 0);
            live += count.value(QStringLiteral("a")).toInteger();
        }
        QCOMPARE(live, 455);

        run = test::runReport({ QStringLiteral("compare"), benchmark, ddp, QStringLiteral("--format"),
            QStringLiteral("json"), QStringLiteral("--fail-if-peak-grows"), QStringLiteral("10") });
        QCOMPARE(run.exitCode, 3); // 3.58 GiB -> 12.97 GiB
        device
            = QJsonDocument::fromJson(run.out).object().value(QStringLiteral("devices")).toArray().first().toObject();
        peak = device.value(QStringLiteral("figures")).toObject().value(QStringLiteral("peakBytes")).toObject();
        QCOMPARE(peak.value(QStringLiteral("b")).toInteger(), 13923997700);
        QVERIFY2(run.err.contains(QLatin1String("grew by more than 10")), qPrintable(run.err));
        // The other way round the peak fell: no gate.
        run = test::runReport({ QStringLiteral("compare"), ddp, benchmark, QStringLiteral("--fail-if-peak-grows"),
            QStringLiteral("10") });
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.outText().contains(QLatin1String("Live at the peak by call stack")), qPrintable(run.outText()));

        // A snapshot against an XLA module: said so, naming both.
        const QString other = QStringLiteral(MEMSCOPE_TEST_DATA "/two_modules_a.hlo.textproto");
        run = test::runReport({ QStringLiteral("compare"), benchmark, other });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QLatin1String("is a PyTorch memory snapshot and")), qPrintable(run.err));
    }

    // One row per allocation live at the peak, CRLF as every CSV Memscope writes.
    void csv()
    {
        MEMSCOPE_SHARED_DATA_OR_SKIP(path, "pytorch/cs336_benchmark_memory_snapshot.pickle");
        const test::ReportRun run = test::runReport(
            { QStringLiteral("torch-snapshot"), path, QStringLiteral("--format"), QStringLiteral("csv") });
        QCOMPARE(run.exitCode, 0);
        const QList<QByteArray> lines = run.out.split('\n');
        QVERIFY(run.out.endsWith("\r\n"));
        QCOMPARE(lines.size() - 2, 455); // header, 455 rows, the empty piece after the last CRLF
        QVERIFY(lines.first().startsWith("device,size,address"));
    }

    void text()
    {
        MEMSCOPE_SHARED_DATA_OR_SKIP(path, "pytorch/cs336_benchmark_memory_snapshot.pickle");
        const test::ReportRun run
            = test::runReport({ QStringLiteral("torch-snapshot"), path, QStringLiteral("--top"), QStringLiteral("1") });
        QCOMPARE(run.exitCode, 0);
        const QString out = run.outText();
        QVERIFY2(out.contains(QLatin1String("Peak: 3.58 GiB (3849232640 bytes)")), qPrintable(out));
        QVERIFY2(
            out.contains(QLatin1String("step  /home/brian/Desktop/assignment2-systems/cs336_basics/optimizer.py:74")),
            qPrintable(out));
    }

    void errors()
    {
        MEMSCOPE_SHARED_DATA_OR_SKIP(path, "pytorch/cs336_benchmark_memory_snapshot.pickle");
        test::ReportRun run = test::runReport(
            { QStringLiteral("torch-snapshot"), path, QStringLiteral("--device"), QStringLiteral("3") });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QLatin1String("no device 3; the snapshot has: 0")), qPrintable(run.err));

        QTemporaryDir dir;
        const QString cut = test::writeInput(dir, QStringLiteral("cut.pickle"), test::readFile(path).first(100000));
        run = test::runReport({ QStringLiteral("torch-snapshot"), cut });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(cut) && run.err.contains(QLatin1String("byte 100,000: the file ends")),
            qPrintable(run.err));
        QVERIFY(run.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestTorchSnapshotCli)
#include "tst_torchsnapshot_cli.moc"
