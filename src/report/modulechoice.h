// SPDX-License-Identifier: Apache-2.0
#pragma once

// How memscope-report commands choose the module of a file they report on.
// The modules are streamed one at a time (core/profile/loader.h), so only the
// chosen one stays in memory; the stream's error and warnings are printed the
// same way by every command.

#include "core/profile/loader.h"

#include <QStringList>
#include <functional>
#include <memory>
#include <optional>

namespace memscope::report {

struct ModuleChoice
{
    std::optional<HloModule> module;
    // What the Memory Viewer reads of it, when the choice read it (findLargestPeakModule).
    std::shared_ptr<const format::HloRows> rows;
    QStringList moduleNames; // the display names of the modules streamed, for the error that none fits
    int moduleCount = 0; // how many were streamed
};

// A module's rank in a choice, lower is better; nullopt: the module is no candidate.
using ModuleScore = std::function<std::optional<qint64>(const HloModule& module)>;

// Streams `path` once and keeps the module of the lowest score, the first of
// equal ones; a module without a buffer assignment is no candidate. When
// `isFinal` (if given) says no later module can beat the score just kept, the
// stream stops there. Prints the stream's warnings, and its error (false).
bool findBestModule(const QString& path, const ModuleScore& score, ModuleChoice& chosen,
    const std::function<bool(qint64 score)>& isFinal = {});

// The module Profile::findModule would pick for `query` (a name, program id or display name).
bool findRequestedModule(const QString& path, const QString& query, ModuleChoice& chosen);

// The module with the largest peak in `memorySpace` (memoryviewer::peakBytes),
// with its rows; the only module of a file is chosen without measuring it.
bool findLargestPeakModule(const QString& path, qint64 memorySpace, ModuleChoice& chosen);

// "PATH has no module 'QUERY'. Its modules: ...", for a findRequestedModule that found none.
QString noRequestedModuleError(const QString& path, const QString& query, const QStringList& moduleNames);

} // namespace memscope::report
