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
    int foldersSearched = 0; // below the opened folder, for log directories
    bool searchCut = false; // the search stopped at its bound of folders
};

// Finds the runs of a TensorBoard log directory, of its plugins/profile/
// folder, or the one run of a run folder plugins/profile/<run>/; and, as
// TensorBoard does, those of every log directory below the folder (Keras's
// logs/fit/<time>/train), named by their path from it
// ("20231107-181856/train/2023_11_07_18_18_59").
TraceFolderScan scanTraceFolder(const QString& folder);

} // namespace memscope
