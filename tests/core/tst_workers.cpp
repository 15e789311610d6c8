// SPDX-License-Identifier: Apache-2.0
// parallelFor: every index once, on the free threads of the one worker pool, from any thread
// (inside a job, inside another parallelFor), and no new index once cancelled.

#include "core/util/workers.h"

#include <QMutex>
#include <QSet>
#include <QTest>
#include <QThread>
#include <QtConcurrent/QtConcurrentRun>
#include <vector>

using namespace memscope;

class TestWorkers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyIndexOnce()
    {
        for (const qsizetype count : { qsizetype(0), qsizetype(1), qsizetype(2), qsizetype(10007) }) {
            std::vector<std::atomic_int> calls(static_cast<size_t>(count));
            parallelFor(count, [&](qsizetype i) { ++calls[size_t(i)]; });
            for (const std::atomic_int& call : calls)
                QCOMPARE(call.load(), 1);
        }
    }

    // The caller works too, and helpers join it on idle pool threads (never more than the cores).
    void helpersAreThePoolsThreads()
    {
        QMutex mutex;
        QSet<QThread*> threads;
        parallelFor(200, [&](qsizetype) {
            QThread::usleep(200);
            const QMutexLocker locker(&mutex);
            threads.insert(QThread::currentThread());
        });
        QVERIFY(threads.contains(QThread::currentThread()));
        QVERIFY(threads.size() <= QThread::idealThreadCount());
    }

    // From inside a job and inside another parallelFor, with every pool thread busy: the caller does
    // the items itself rather than wait for a thread.
    void nestedCallsFinishOnAFullPool()
    {
        std::atomic_int inner = 0;
        QFuture<void> job = QtConcurrent::run(
            &workerPool(), [&] { parallelFor(8, [&](qsizetype) { parallelFor(100, [&](qsizetype) { ++inner; }); }); });
        job.waitForFinished();
        QCOMPARE(inner.load(), 800);
    }

    void noIndexAfterCancel()
    {
        std::atomic_bool cancel = false;
        std::atomic_int calls = 0;
        parallelFor(
            100000,
            [&](qsizetype i) {
                ++calls;
                if (i >= 10)
                    cancel = true;
            },
            &cancel);
        QVERIFY(calls.load() < 100000);
        calls = 0;
        parallelFor(
            10, [&](qsizetype) { ++calls; }, &cancel);
        QCOMPARE(calls.load(), 0);
    }
};

QTEST_GUILESS_MAIN(TestWorkers)
#include "tst_workers.moc"
