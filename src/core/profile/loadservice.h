// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/profile/loader.h"

#include <QObject>
#include <memory>

namespace memscope {

// Loads profiles off the calling (UI) thread. The latest request wins: a new
// load() cancels the running one, whose result is dropped. All signals are
// delivered on the thread that owns the service.
class LoadService : public QObject
{
    Q_OBJECT
public:
    explicit LoadService(QObject* parent = nullptr);
    ~LoadService() override; // cancels and waits

    void load(const QString& path, const LoadOptions& options = {});
    void cancel();
    bool isLoading() const;
    // Whether the loads started after this hand out a partial profile of a file still read after
    // `milliseconds` (previewed; LoadOptions::preview); -1, the default, for none: a preview costs a
    // copy of what is read so far.
    void setPreviewAfter(int milliseconds);

Q_SIGNALS:
    void started(const QString& path);
    void progressChanged(int permille, const QString& step);
    // At most once per load, before loaded(), failed() or cancelled(), when previews are wanted.
    void previewed(std::shared_ptr<const memscope::Profile> preview);
    void loaded(std::shared_ptr<const memscope::Profile> profile);
    void failed(const QString& path, const QString& message);
    void cancelled(const QString& path);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace memscope
