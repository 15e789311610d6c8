// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/util/workers.h"

#include <QCoreApplication>
#include <QFutureWatcher>
#include <QObject>
#include <QtConcurrent/QtConcurrentRun>
#include <atomic>
#include <memory>
#include <type_traits>
#include <utility>

namespace memscope {

// Runs work on the worker pool (core/util/workers.h, QtConcurrent::run) and hands its result
// back on the context object's thread. The latest request wins: starting a job
// cancels the running one (its cancel flag is raised) and its result is
// dropped, so a slow, outdated analysis never overwrites a newer one.
// Destroying the tracker (with its context) cancels too; the job then finishes
// on its own and its result goes nowhere.
//
// The result comes back through a QFutureWatcher that is a child of the
// context: the worker thread never looks at the context, and a watcher that is
// gone (its context destroyed, or its job replaced) emits nothing. (Qt 6.4's
// QFuture::then(context, ...) would not do: its continuation reads a QPointer
// to the context on the worker thread and then invokes on it.) cancel()
// disconnects the replaced job's watcher, so its finished() reaches nothing.
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
        using Result = std::invoke_result_t<Work&, const std::atomic_bool&>;
        cancel();
        auto cancelFlag = std::make_shared<std::atomic_bool>(false);
        m_cancel = cancelFlag;
        auto* watcher = new QFutureWatcher<Result>(m_context);
        m_watcher = watcher;
        QObject::connect(
            watcher, &QFutureWatcherBase::finished, watcher, [this, watcher, deliver = std::move(deliver)]() mutable {
                watcher->deleteLater();
                m_watcher = nullptr;
                m_cancel.reset();
                deliver(watcher->future().takeResult());
            });
        watcher->setFuture(QtConcurrent::run(
            &workerPool(), [cancelFlag, work = std::move(work)]() mutable { return work(*cancelFlag); }));
    }

    void cancel()
    {
        if (m_cancel)
            m_cancel->store(true);
        m_cancel.reset();
        if (m_watcher) {
            QObject::disconnect(m_watcher, nullptr, nullptr, nullptr);
            m_watcher->deleteLater();
            m_watcher = nullptr;
        }
    }

    bool isRunning() const { return m_watcher != nullptr; }

private:
    QObject* m_context;
    std::shared_ptr<std::atomic_bool> m_cancel;
    QFutureWatcherBase* m_watcher = nullptr; // the running job's; a child of m_context
};

} // namespace memscope
