// SPDX-License-Identifier: Apache-2.0
#include "modulechoice.h"

#include "command.h"
#include "core/format/hlorows.h"
#include "core/memoryviewer/defaultmodule.h"

#include <QCoreApplication>

namespace memscope::report {

namespace {

    // Prints the stream's warnings; false (after printing its error) when it failed.
    bool reportStream(const ModuleStreamOutcome& outcome, ModuleChoice& chosen)
    {
        chosen.moduleCount = outcome.visited;
        if (!outcome.error.isEmpty()) {
            printError(outcome.error);
            return false;
        }
        printWarnings(outcome.warnings);
        return true;
    }

} // namespace

bool findBestModule(const QString& path, const ModuleScore& score, ModuleChoice& chosen,
    const std::function<bool(qint64 score)>& isFinal)
{
    std::optional<qint64> best;
    const ModuleStreamOutcome outcome = forEachModule(path, [&](const HloModule& module, bool) {
        chosen.moduleNames << module.displayName;
        const std::optional<qint64> value = module.protoForBuffers() ? score(module) : std::nullopt;
        if (!value || (best && *value >= *best))
            return true;
        best = value;
        chosen.module = module;
        return !isFinal || !isFinal(*value);
    });
    return reportStream(outcome, chosen);
}

bool findRequestedModule(const QString& path, const QString& query, ModuleChoice& chosen)
{
    // A display name is unique, and so is a module name that cannot be a
    // display name ("name(id)"), so the stream stops there; a weaker match is
    // kept while the rest is searched.
    const bool queryMayBeDisplayName = query.endsWith(QLatin1Char(')'));
    const auto rank = [&](const HloModule& module) -> std::optional<qint64> {
        const ModuleMatch match = matchModule(module, query);
        return match == ModuleMatch::None ? std::nullopt : std::optional<qint64>(static_cast<qint64>(match));
    };
    const auto isFinal = [&](qint64 score) {
        const auto match = static_cast<ModuleMatch>(score);
        return match == ModuleMatch::DisplayName || (match == ModuleMatch::Name && !queryMayBeDisplayName);
    };
    return findBestModule(path, rank, chosen, isFinal);
}

bool findLargestPeakModule(const QString& path, qint64 memorySpace, ModuleChoice& chosen)
{
    // The file is listed, not parsed, so its modules are known before any is
    // read: the only one is chosen unmeasured; of several, each is read and
    // measured alone and the rows of the largest so far are kept (reading the
    // winner again would cost as much as the whole pass on a file that is
    // mostly one module).
    const LoadOutcome loaded = loadProfile(path);
    if (!loaded.profile) {
        printError(loaded.error);
        return false;
    }
    QStringList warnings = loaded.profile->warnings;
    const std::vector<HloModule>& modules = loaded.profile->modules;
    memoryviewer::Options options = memoryviewer::defaultModuleOptions();
    options.memorySpace = memorySpace;
    options.peakOnly = true;
    memoryviewer::LargestPeak largest;
    for (const HloModule& module : modules) {
        chosen.moduleNames << module.displayName;
        QString error;
        std::shared_ptr<const format::HloRows> rows = module.rowsForBuffers(&error);
        if (!rows) {
            warnings.append(error);
            continue;
        }
        const size_t index = static_cast<size_t>(chosen.moduleCount++);
        const bool largestSoFar = modules.size() == 1
            || largest.offer(index, memoryviewer::peakBytes(memoryviewer::analyze(*rows, options)));
        if (largestSoFar) {
            chosen.module = module;
            chosen.rows = std::move(rows);
        }
    }
    printWarnings(warnings);
    return true;
}

QString noRequestedModuleError(const QString& path, const QString& query, const QStringList& moduleNames)
{
    return ReportText::tr("%1 has no module '%2'. Its modules: %3")
        .arg(path, query, moduleNames.isEmpty() ? ReportText::tr("none") : moduleNames.join(QStringLiteral(", ")));
}

} // namespace memscope::report
