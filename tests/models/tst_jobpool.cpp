// SPDX-License-Identifier: Apache-2.0
// Jobs on the worker pool that split their work with parallelFor finish however many of them run
// at once: a helper is never queued behind a job, so no job waits for a thread another one holds.

#include "core/util/workers.h"
#include "models/jobtracker.h"

#include <QTest>

using namespace memscope;

class TestJobPool : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Two jobs on a two-core machine (the memory profile and the trace of a GPU profile) once each
    // waited for a thread the other held: the window froze for good. Here three jobs fill a pool of
    // two threads, each handing 1000 items to parallelFor and waiting for them.
    void jobsThatSplitTheirWorkFinishWhenTheyFillThePool()
    {
        const int threads = workerPool().maxThreadCount();
        workerPool().setMaxThreadCount(2);
        QObject context;
        JobTracker first(&context), second(&context), third(&context);
        const auto work = [](const std::atomic_bool&) {
            std::atomic_int done = 0;
            parallelFor(1000, [&](qsizetype) {
                QThread::usleep(50);
                ++done;
            });
            return done.load();
        };
        int finished = 0;
        const auto count = [&finished](int done) { finished += done == 1000 ? 1 : 0; };
        first.start(work, count);
        second.start(work, count);
        third.start(work, count);
        QTRY_COMPARE_WITH_TIMEOUT(finished, 3, 20000);
        workerPool().setMaxThreadCount(threads);
    }
};

QTEST_GUILESS_MAIN(TestJobPool)
#include "tst_jobpool.moc"
