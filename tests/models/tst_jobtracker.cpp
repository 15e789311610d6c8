// SPDX-License-Identifier: Apache-2.0
// JobTracker: results come back on the context's thread, the latest job wins,
// and a context destroyed while its job runs is never touched.

#include "models/jobtracker.h"

#include <QSemaphore>
#include <QTest>
#include <QThread>
#include <QThreadPool>

using namespace memscope;

class TestJobTracker : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void deliversOnTheContextThread()
    {
        QObject context;
        JobTracker tracker(&context);
        QThread* workThread = nullptr;
        QThread* deliverThread = nullptr;
        int delivered = 0;
        tracker.start(
            [&workThread](const std::atomic_bool&) {
                workThread = QThread::currentThread();
                return 42;
            },
            [&](int value) {
                deliverThread = QThread::currentThread();
                delivered = value;
            });
        QVERIFY(tracker.isRunning());
        QTRY_COMPARE(delivered, 42);
        QVERIFY(!tracker.isRunning());
        QVERIFY(workThread != QThread::currentThread());
        QCOMPARE(deliverThread, QThread::currentThread());
    }

    void theLatestJobWins()
    {
        QObject context;
        JobTracker tracker(&context);
        QSemaphore release;
        std::atomic_bool firstSawCancel { false };
        QStringList delivered;
        tracker.start(
            [&](const std::atomic_bool& cancel) {
                release.acquire();
                firstSawCancel = cancel.load();
                return QStringLiteral("first");
            },
            [&](const QString& value) { delivered << value; });
        tracker.start([](const std::atomic_bool&) { return QStringLiteral("second"); },
            [&](const QString& value) { delivered << value; });
        QTRY_COMPARE(delivered, QStringList { QStringLiteral("second") });
        release.release();
        QVERIFY(workerPool().waitForDone(10000));
        QCoreApplication::processEvents();
        QCoreApplication::sendPostedEvents();
        QVERIFY(firstSawCancel);
        QCOMPARE(delivered, QStringList { QStringLiteral("second") });
    }

    // The job outlives its context: it finishes on its own and nothing is delivered.
    void contextDestroyedWhileTheJobRuns()
    {
        QSemaphore started;
        QSemaphore release;
        std::atomic_bool sawCancel { false };
        int delivered = 0;
        {
            QObject context;
            JobTracker tracker(&context);
            tracker.start(
                [&](const std::atomic_bool& cancel) {
                    started.release();
                    release.acquire();
                    sawCancel = cancel.load();
                    return 1;
                },
                [&delivered](int value) { delivered = value; });
            QVERIFY(started.tryAcquire(1, 10000));
        }
        release.release();
        QVERIFY(workerPool().waitForDone(10000));
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        QVERIFY(sawCancel);
        QCOMPARE(delivered, 0);
    }

    void cancelDropsTheResult()
    {
        QObject context;
        JobTracker tracker(&context);
        int delivered = 0;
        tracker.start([](const std::atomic_bool&) { return 7; }, [&delivered](int value) { delivered = value; });
        tracker.cancel();
        QVERIFY(!tracker.isRunning());
        QVERIFY(workerPool().waitForDone(10000));
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        QCOMPARE(delivered, 0);
    }
};

QTEST_GUILESS_MAIN(TestJobTracker)
#include "tst_jobtracker.moc"
