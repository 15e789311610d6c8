// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QMetaObject>
#include <QObject>
#include <QPointer>
#include <QThreadPool>
#include <atomic>
#include <memory>
#include <utility>

namespace memscope {

// The pool jobs run on. Not the global pool: the analyses hand work to it
// (QtConcurrent::blockingMap) and wait, and Qt's raster painter waits on it
// too; jobs filling it (two on a two-core machine) froze the window for good.
inline QThreadPool& jobPool()
{
    static QThreadPool pool;
    return pool;
}

// Runs work on jobPool() and hands its result back on the
// context object's thread. The latest request wins: starting a job cancels
// the running one (its cancel flag is raised) and its result is dropped, so a
// slow, outdated analysis never overwrites a newer one. Destroying the tracker
// (with its context) cancels too; the job then finishes on its own and its
// result goes nowhere.
class JobTracker
{
public:
    explicit JobTracker(QObject* context)
        : m_context(context)
    {
    }
    ~JobTracker() { cancel(); }
    JobTracker(const JobTracker&) = delete;
    JobTracker& operator=(const JobTracker&) = delete;

    // work: (const std::atomic_bool& cancel) -> Result, run off the context's thread.
    // deliver: (Result) on the context's thread, only if no newer job started meanwhile.
    template <typename Work, typename Deliver> void start(Work work, Deliver deliver)
    {
        cancel();
        const quint64 generation = ++m_generation;
        auto cancelFlag = std::make_shared<std::atomic_bool>(false);
        m_cancel = cancelFlag;
        m_running = true;
        QPointer<QObject> context = m_context;
        jobPool().start(
            [this, context, generation, cancelFlag, work = std::move(work), deliver = std::move(deliver)]() mutable {
                auto result = work(*cancelFlag);
                if (cancelFlag->load() || !context)
                    return;
                QMetaObject::invokeMethod(
                    context.data(),
                    [this, context, generation, result = std::move(result), deliver = std::move(deliver)]() mutable {
                        // The tracker lives as long as its context, which is alive when this runs.
                        if (!context || generation != m_generation)
                            return;
                        m_running = false;
                        m_cancel.reset();
                        deliver(std::move(result));
                    },
                    Qt::QueuedConnection);
            });
    }

    void cancel()
    {
        if (m_cancel)
            m_cancel->store(true);
        m_cancel.reset();
        m_running = false;
        ++m_generation;
    }

    bool isRunning() const { return m_running; }

private:
    QPointer<QObject> m_context;
    quint64 m_generation = 0;
    std::shared_ptr<std::atomic_bool> m_cancel;
    bool m_running = false;
};

} // namespace memscope
