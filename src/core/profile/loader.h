// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/format/sniff.h"
#include "core/profile/profile.h"

#include <QString>
#include <atomic>
#include <functional>
#include <memory>

namespace memscope {

struct LoadOptions
{
    QString runName; // trace folders: the run to load; empty = the newest
    // Called on the loading thread with a partial profile to show while a large file is still read
    // (a PyTorch snapshot's first trace events, torch::SnapshotReadControl::preview), once the read
    // has taken `previewAfterMs`; at most once.
    std::function<void(std::shared_ptr<const Profile>)> preview;
    int previewAfterMs = 0;
};

// Progress of a load: permille 0..1000 and the current step in words.
using ProgressCallback = std::function<void(int permille, const QString& step)>;

// Errors are values: exactly one of profile / error is set. error names the
// file, what is wrong and where ("truncated: plane P should end at byte M; the file ends at byte N", ...).
struct LoadOutcome
{
    std::shared_ptr<const Profile> profile;
    QString error;
    bool cancelled = false;
};

// Loads any input Memscope opens (format detected from the content),
// synchronously. Used by the LoadService worker and by memscope-report.
// Never writes to the input. `cancel` is polled often (at least every few ms).
// An XSpace is walked, not parsed: its hosts and modules keep the file mapped
// and parse a plane or read a module when it is read (HostSpace::space(),
// HloModule::proto(), HloModule::rows()), so a damaged plane or module is
// reported then.
LoadOutcome loadProfile(const QString& path, const LoadOptions& options = {}, const ProgressCallback& progress = {},
    const std::atomic_bool* cancel = nullptr);

} // namespace memscope
