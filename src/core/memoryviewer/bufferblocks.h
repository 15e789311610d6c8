// SPDX-License-Identifier: Apache-2.0
#pragma once

// The allocation timeline (spec memory-viewer.md §2.9): one block per simulated
// temporary allocation of the memory space and per buffer ALLOCated in its
// trace, stacked, and with Options::renderDot the Graphviz DOT text of the
// drawable ones (TimelineLayout). Internal to src/core/memoryviewer.

#include "core/memoryviewer/memoryviewer.h"
#include "core/memoryviewer/records.h"

#include <unordered_map>

namespace memscope::memoryviewer::analysis {

class RowTexts;

// Fills result.bufferBlocks (and result.allocationTimelineDot); colorOf maps a
// logical buffer id at the peak to its colour index. false when cancelled.
bool buildBufferBlocks(const Records& records, const std::unordered_map<qint64, int>& colorOf, RowTexts& rowTexts,
    const Options& options, Result& result);

} // namespace memscope::memoryviewer::analysis
