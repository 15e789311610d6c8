// SPDX-License-Identifier: Apache-2.0
#pragma once

// How memscope-report commands choose the module of a file they report on.
// The file is listed, not parsed (loadProfile), so its modules are known
// before any is read; what the Memory Viewer reads of a module (its rows) is
// read only to measure or check a candidate, and kept for the chosen one alone.
// The listing's error and warnings are printed the same way by every command.

#include "core/profile/loader.h"

#include <QStringList>
#include <functional>
#include <memory>
#include <optional>

namespace memscope::report {

struct ModuleChoice
{
    std::optional<HloModule> module;
    std::shared_ptr<const format::HloRows> rows; // what the Memory Viewer reads of it
    QStringList moduleNames; // the display names of the file's modules, for the error that none fits
    int moduleCount = 0; // how many findLargestPeakModule measured (the readable ones)
};

// A module's rank in a choice, lower is better; nullopt: the module is no candidate.
using ModuleScore = std::function<std::optional<qint64>(const HloModule& module)>;

// The module of `path` of the lowest score, the first of equal ones, with its
// rows; a module whose rows cannot be read (damaged) is no candidate: the next
// best is. Prints the listing's warnings, and its error (false).
bool findBestModule(const QString& path, const ModuleScore& score, ModuleChoice& chosen);

// The module Profile::findModule would pick for `query` (a name, program id or display name).
bool findRequestedModule(const QString& path, const QString& query, ModuleChoice& chosen);

// The module with the largest peak in `memorySpace` (memoryviewer::peakBytes),
// with its rows; the only module of a file is chosen without measuring it.
bool findLargestPeakModule(const QString& path, qint64 memorySpace, ModuleChoice& chosen);

// The modules' display names for an error that none fits: all of a dozen, else the first ten and
// how many more.
QString listedModules(const QString& path, const QStringList& moduleNames);
// "PATH has no module 'QUERY'. Its modules: ...", for a findRequestedModule that found none.
QString noRequestedModuleError(const QString& path, const QString& query, const QStringList& moduleNames);

} // namespace memscope::report
