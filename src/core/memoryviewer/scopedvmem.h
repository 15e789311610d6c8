// SPDX-License-Identifier: Apache-2.0
#pragma once

// The largest scoped VMEM allocation of a module (spec memory-viewer.md §2.8):
// read from the used_scoped_memory_configs of each instruction's backend_config
// JSON (the configs that name it: HloRows::scopedConfigs). Internal to
// src/core/memoryviewer.

#include <QString>

namespace memscope::format {
struct HloRows;
}

namespace memscope::memoryviewer::analysis {

struct ScopedVmemPeak
{
    qint64 bytes = 0; // 0 when no instruction names scoped VMEM
    QString instructionName; // the first instruction with the largest size
};

ScopedVmemPeak largestScopedVmem(const format::HloRows& module);

} // namespace memscope::memoryviewer::analysis
