// SPDX-License-Identifier: Apache-2.0
#include "modulechoice.h"

#include "command.h"
#include "core/format/hlorows.h"
#include "core/memoryviewer/defaultmodule.h"

#include <QCoreApplication>

namespace memscope::report {

namespace {

    // The file's listing; null after printing its error.
    std::shared_ptr<const Profile> listModules(const QString& path) { return loadPath(path); }

} // namespace

bool findBestModule(const QString& path, const ModuleScore& score, ModuleChoice& chosen)
{
    const std::shared_ptr<const Profile> profile = listModules(path);
    if (!profile)
        return false;
    QStringList warnings = profile->warnings;
    const std::vector<HloModule>& modules = profile->modules;
    std::vector<std::pair<qint64, size_t>> candidates; // (score, index)
    for (size_t index = 0; index < modules.size(); ++index) {
        chosen.moduleNames << modules[index].displayName;
        if (const std::optional<qint64> value = score(modules[index]))
            candidates.emplace_back(*value, index);
    }
    // Best first, file order among equals: the first candidate that reads is the choice.
    std::stable_sort(
        candidates.begin(), candidates.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    for (const auto& [value, index] : candidates) {
        QString error;
        if (std::shared_ptr<const format::HloRows> rows = modules[index].rowsForBuffers(&error)) {
            chosen.module = modules[index];
            chosen.rows = std::move(rows);
            break;
        }
        warnings.append(error);
    }
    printWarnings(warnings);
    return true;
}

bool findRequestedModule(const QString& path, const QString& query, ModuleChoice& chosen)
{
    const auto rank = [&](const HloModule& module) -> std::optional<qint64> {
        const ModuleMatch match = matchModule(module, query);
        return match == ModuleMatch::None ? std::nullopt : std::optional<qint64>(static_cast<qint64>(match));
    };
    return findBestModule(path, rank, chosen);
}

bool findLargestPeakModule(const QString& path, qint64 memorySpace, ModuleChoice& chosen)
{
    // The only module is chosen unmeasured; of several, each is read and
    // measured alone and the rows of the largest so far are kept (reading the
    // winner again would cost as much as the whole pass on a file that is
    // mostly one module).
    const std::shared_ptr<const Profile> profile = listModules(path);
    if (!profile)
        return false;
    QStringList warnings = profile->warnings;
    const std::vector<HloModule>& modules = profile->modules;
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
        const bool largestSoFar
            = modules.size() == 1 || largest.offer(index, memoryviewer::analyze(*rows, options).peakHeapBytes);
        if (largestSoFar) {
            chosen.module = module;
            chosen.rows = std::move(rows);
        }
    }
    printWarnings(warnings);
    return true;
}

QString listedModules(const QString& path, const QStringList& moduleNames)
{
    // A profile of thousands of modules would bury the error under their names.
    constexpr qsizetype kMostListed = 12;
    if (moduleNames.isEmpty())
        return ReportText::tr("none");
    if (moduleNames.size() <= kMostListed)
        return moduleNames.join(QStringLiteral(", "));
    const qsizetype shown = kMostListed - 2;
    return ReportText::tr("%1 and %n more (memscope-report info %2 lists them all)", nullptr,
        static_cast<int>(moduleNames.size() - shown))
        .arg(moduleNames.first(shown).join(QStringLiteral(", ")), path);
}

QString noRequestedModuleError(const QString& path, const QString& query, const QStringList& moduleNames)
{
    return ReportText::tr("%1 has no module '%2'. Its modules: %3").arg(path, query, listedModules(path, moduleNames));
}

} // namespace memscope::report
