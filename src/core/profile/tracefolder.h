// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/profile/profile.h"

namespace memscope {

// True for <host>.xplane.pb and <host>.xplane.pb.gz.
bool isHostFileName(const QString& fileName);
// "tw003" for ".../tw003.xplane.pb.gz".
QString hostNameFromFile(const QString& filePath);

struct TraceFolderScan
{
    std::vector<RunInfo> runs; // newest first
    QString error; // without the folder name; set when no run was found
};

// Finds the runs of a TensorBoard log directory, of its plugins/profile/
// folder, or the one run of a run folder plugins/profile/<run>/.
TraceFolderScan scanTraceFolder(const QString& folder);

} // namespace memscope
