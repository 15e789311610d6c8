// SPDX-License-Identifier: Apache-2.0
#include "core/util/workers.h"

#include <QCoreApplication>
#include <QSemaphore>
#include <QThread>
#include <algorithm>

namespace memscope {

QThreadPool& workerPool()
{
    static QThreadPool pool;
    static const bool waitedForAtQuit = [] {
        qAddPostRoutine([] { workerPool().waitForDone(); });
        return true;
    }();
    Q_UNUSED(waitedForAtQuit);
    return pool;
}

void parallelFor(qsizetype count, const std::function<void(qsizetype index)>& body, const std::atomic_bool* cancel)
{
    if (count <= 0)
        return;
    std::atomic<qsizetype> next { 0 };
    const auto work = [&] {
        for (qsizetype i = next++; i < count; i = next++) {
            if (cancel && cancel->load(std::memory_order_relaxed))
                return;
            body(i);
        }
    };
    // Helpers only where a thread is free now (tryStart never queues): see the header.
    QSemaphore finished;
    int helpers = 0;
    const int wanted = int(std::min<qsizetype>(count, QThread::idealThreadCount())) - 1;
    while (helpers < wanted && workerPool().tryStart([&] {
        work();
        finished.release();
    }))
        ++helpers;
    work();
    finished.acquire(helpers);
}

} // namespace memscope
