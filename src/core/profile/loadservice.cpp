// SPDX-License-Identifier: Apache-2.0
#include "core/profile/loadservice.h"

#include "core/util/workers.h"

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

namespace memscope {
namespace {

    // Progress signals at most this often: enough for a smooth bar, few enough
    // that a fast parse is not slowed by the event loop.
    constexpr qint64 kProgressIntervalMs = 50;

    struct Request
    {
        quint64 id = 0;
        std::shared_ptr<std::atomic_bool> cancel;
        QFuture<LoadOutcome> future;
    };

} // namespace

struct LoadService::Private
{
    quint64 lastId = 0;
    bool loading = false;
    int previewAfterMs = -1;
    std::vector<Request> requests; // every load not yet finished, the current one last
};

LoadService::LoadService(QObject* parent)
    : QObject(parent)
    , d(std::make_unique<Private>())
{
}

LoadService::~LoadService()
{
    for (Request& request : d->requests)
        request.cancel->store(true);
    for (Request& request : d->requests)
        request.future.waitForFinished();
}

void LoadService::load(const QString& path, const LoadOptions& options)
{
    // The latest request wins: the running one stops and its result is dropped silently.
    for (Request& request : d->requests)
        request.cancel->store(true);
    const quint64 id = ++d->lastId;
    auto cancelFlag = std::make_shared<std::atomic_bool>(false);
    d->loading = true;
    Q_EMIT started(path);

    // Runs on the worker thread; LoadProgress never calls it concurrently.
    auto timer = std::make_shared<QElapsedTimer>();
    ProgressCallback progress = [this, id, timer](int permille, const QString& step) {
        if (timer->isValid() && timer->elapsed() < kProgressIntervalMs && permille < 1000)
            return;
        timer->start();
        QMetaObject::invokeMethod(
            this,
            [this, id, permille, step] {
                if (id == d->lastId && d->loading)
                    Q_EMIT progressChanged(permille, step);
            },
            Qt::QueuedConnection);
    };
    LoadOptions loadOptions = options;
    if (d->previewAfterMs >= 0) {
        loadOptions.previewAfterMs = d->previewAfterMs;
        loadOptions.preview = [this, id](std::shared_ptr<const Profile> preview) {
            QMetaObject::invokeMethod(
                this,
                [this, id, preview = std::move(preview)] {
                    if (id == d->lastId && d->loading)
                        Q_EMIT previewed(preview);
                },
                Qt::QueuedConnection);
        };
    }
    QFuture<LoadOutcome> future = QtConcurrent::run(&workerPool(), [path, loadOptions, progress, cancelFlag] {
        return loadProfile(path, loadOptions, progress, cancelFlag.get());
    });
    auto* watcher = new QFutureWatcher<LoadOutcome>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, id, path, cancelFlag] {
        watcher->deleteLater();
        const LoadOutcome outcome = watcher->result();
        std::erase_if(d->requests, [id](const Request& request) { return request.id == id; });
        if (id != d->lastId || !d->loading)
            return; // superseded by a newer load
        d->loading = false;
        if (cancelFlag->load() || outcome.cancelled)
            Q_EMIT cancelled(path);
        else if (outcome.profile)
            Q_EMIT loaded(outcome.profile);
        else
            Q_EMIT failed(path, outcome.error);
    });
    watcher->setFuture(future);
    d->requests.push_back({ id, std::move(cancelFlag), std::move(future) });
}

void LoadService::cancel()
{
    // The cancelled signal follows once the worker has actually stopped.
    for (Request& request : d->requests)
        request.cancel->store(true);
}

bool LoadService::isLoading() const { return d->loading; }

void LoadService::setPreviewAfter(int milliseconds) { d->previewAfterMs = milliseconds; }

} // namespace memscope
