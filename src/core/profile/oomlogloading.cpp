// SPDX-License-Identifier: Apache-2.0
#include "core/profile/oomlogloading.h"

#include <QCoreApplication>
#include <QDir>

namespace memscope {

// The OOM report parser (core/oom) plugs in here.
LoadOutcome loadOomLog(const QString& path, const char*, qint64, const std::atomic_bool*)
{
    LoadOutcome outcome;
    outcome.error = QCoreApplication::translate("loader",
                                                "%1: this is an XLA out-of-memory log; reading such logs is not "
                                                "supported by this build yet")
                        .arg(QDir::toNativeSeparators(path));
    return outcome;
}

} // namespace memscope
