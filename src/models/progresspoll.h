// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QTimer>
#include <atomic>
#include <functional>
#include <memory>

namespace memscope {

// How far a job on the worker pool is, in permille: the job's threads store into the count start()
// hands out, and `show` is given it on the context's thread every 100 ms until stop(), so no worker
// thread ever calls into a widget.
class ProgressPoll
{
public:
    ProgressPoll(QObject* context, std::function<void(int permille)> show);
    ProgressPoll(const ProgressPoll&) = delete;
    ProgressPoll& operator=(const ProgressPoll&) = delete;

    // A count at 0 for the job about to start, polled from now on (a count handed out before is
    // no longer read).
    std::shared_ptr<std::atomic_int> start();
    void stop();

private:
    QTimer m_timer;
    std::shared_ptr<std::atomic_int> m_permille;
};

} // namespace memscope
