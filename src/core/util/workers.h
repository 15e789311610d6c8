// SPDX-License-Identifier: Apache-2.0
#pragma once

// The one pool of worker threads, and the one way to split work across it.
//
// Jobs (a load, an analysis, a trace build: LoadService, JobTracker) run on workerPool(). Inside
// a job, work that splits into independent items goes through parallelFor(), never a thread of
// its own: the calling thread works through the items and pool threads that are idle right now
// join it. A helper is never queued behind a job, so a job that waits for its items never waits
// for a thread that another waiting job holds, however many jobs run at once; with every thread
// busy, the caller does all the items itself.
//
// Not Qt's global pool: Qt's raster painter hands work to that one and waits, so jobs filling it
// froze the window.

#include <QThreadPool>
#include <atomic>
#include <functional>

namespace memscope {

// One thread per core. Waited for while the application object is destroyed, before any
// function-local static that a job still running could use is gone (as Qt does for its own pool).
QThreadPool& workerPool();

// Calls body(i) once for every i in [0, count), on the calling thread and on the pool threads
// that are idle, in no particular order; returns when every call has returned. Once *cancel is
// set, no further index is handed out (the calls already running finish). body must not throw.
void parallelFor(
    qsizetype count, const std::function<void(qsizetype index)>& body, const std::atomic_bool* cancel = nullptr);

} // namespace memscope
