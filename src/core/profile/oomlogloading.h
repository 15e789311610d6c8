// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/profile/loader.h"

#include <functional>

namespace memscope {

// Builds the profile of a text file that holds XLA out-of-memory reports
// (the loader has recognised it by its content).
// The profile of an out-of-memory log: `path` names it (a file, or "Pasted
// report 1"), the reports' warnings become the profile's, with the report and
// its lines named.
std::shared_ptr<Profile> oomLogProfile(const QString& path, std::vector<std::shared_ptr<const OomReport>> reports);

// `consumed` hears of the bytes read, for progress.
LoadOutcome loadOomLog(const QString& path, const char* data, qint64 size, const std::atomic_bool* cancel,
    const std::function<void(qint64 bytes)>& consumed);

} // namespace memscope
