// SPDX-License-Identifier: Apache-2.0
// ProgressPoll: what a worker thread stores is shown on the context's thread, only while polling,
// and a new job's count starts at 0 while the old one is no longer read.

#include "models/progresspoll.h"

#include <QTest>
#include <QThread>
#include <thread>

using namespace memscope;

class TestProgressPoll : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void showsWhatTheWorkerStoresOnTheContextThread()
    {
        QObject context;
        QList<int> shown;
        QThread* showThread = nullptr;
        ProgressPoll poll(&context, [&](int permille) {
            shown << permille;
            showThread = QThread::currentThread();
        });
        const std::shared_ptr<std::atomic_int> first = poll.start();
        QCOMPARE(first->load(), 0);
        std::thread worker([first] { first->store(500); });
        worker.join();
        QTRY_VERIFY(shown.contains(500));
        QCOMPARE(showThread, QThread::currentThread());

        // A new job: its own count from 0; the old one is no longer read.
        const std::shared_ptr<std::atomic_int> second = poll.start();
        QVERIFY(second != first);
        first->store(900);
        second->store(250);
        QTRY_VERIFY(shown.contains(250));
        QVERIFY(!shown.contains(900));

        // Stopped: nothing more is shown.
        poll.stop();
        const qsizetype count = shown.size();
        second->store(1000);
        QTest::qWait(350);
        QCOMPARE(shown.size(), count);
    }
};

QTEST_GUILESS_MAIN(TestProgressPoll)
#include "tst_progresspoll.moc"
