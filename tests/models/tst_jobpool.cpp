// SPDX-License-Identifier: Apache-2.0
// Jobs that wait on work they hand to the global thread pool (the analyses'
// QtConcurrent::blockingMap) finish however many of them run at once.

#include "models/jobtracker.h"

#include <QSemaphore>
#include <QTest>

using namespace memscope;

class TestJobPool : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Two jobs on a two-core machine (the memory profile and the trace of a
    // GPU profile) each waited for a global thread the other held: the
    // window froze for good.
    void jobsWaitingOnTheGlobalPoolFinishWhenTheyFillIt()
    {
        QThreadPool::globalInstance()->setMaxThreadCount(2);
        QObject context;
        JobTracker first(&context), second(&context);
        const auto work = [](const std::atomic_bool&) {
            auto done = std::make_shared<QSemaphore>();
            QThreadPool::globalInstance()->start([done] { done->release(); });
            return done->tryAcquire(1, 3000);
        };
        int finished = 0;
        first.start(work, [&finished](bool ran) { finished += ran ? 1 : 0; });
        second.start(work, [&finished](bool ran) { finished += ran ? 1 : 0; });
        QTRY_COMPARE_WITH_TIMEOUT(finished, 2, 8000);
    }
};

QTEST_GUILESS_MAIN(TestJobPool)
#include "tst_jobpool.moc"
