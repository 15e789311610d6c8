// SPDX-License-Identifier: Apache-2.0
#include "core/profile/oomlogloading.h"

#include "core/oom/oomparser.h"
#include "core/oom/oomreport.h"

#include <QCoreApplication>
#include <QDir>

namespace memscope {

LoadOutcome loadOomLog(const QString& path, const char* data, qint64 size, const std::atomic_bool* cancel,
    const std::function<void(qint64 bytes)>& consumed)
{
    LoadOutcome outcome;
    OomParseOutcome parsed
        = parseOomReportBytes(QByteArrayView(data, size), QDir::toNativeSeparators(path), cancel, consumed);
    if (parsed.cancelled) {
        outcome.cancelled = true;
        outcome.error = QCoreApplication::translate("memscope", "cancelled");
        return outcome;
    }
    if (!parsed.error.isEmpty()) {
        outcome.error = parsed.error; // names the file already
        return outcome;
    }
    outcome.profile = oomLogProfile(path, std::move(parsed.reports));
    return outcome;
}

std::shared_ptr<Profile> oomLogProfile(const QString& path, std::vector<std::shared_ptr<const OomReport>> reports)
{
    auto profile = std::make_shared<Profile>();
    profile->path = path;
    profile->kind = SourceKind::OomLog;
    // What a cut-off report lacks is worth a warning when the log is opened.
    for (const auto& report : reports) {
        for (const QString& warning : report->warnings)
            profile->warnings.append(QCoreApplication::translate("memscope", "Report %1 (%2): %3")
                                         .arg(report->number)
                                         .arg(report->location(), warning));
    }
    profile->oomReports = std::move(reports);
    return profile;
}

} // namespace memscope
