// SPDX-License-Identifier: Apache-2.0
#pragma once

// A snapshot's call stacks as the window shows them, MemoryViz's way (torch::shownStack): one line a
// frame, Python frames first, the C++ frames folded. The snapshot tab and the snapshot comparison
// share them.

#include "core/torch/snapshotmemory.h"

#include <QString>

class QTreeWidgetItem;

namespace memscope {

QString frameLine(const torch::Snapshot& snapshot, const torch::Frame& frame);
// The innermost frame shown, or "" when the stack has none.
QString topFrame(const torch::Snapshot& snapshot, torch::StackId stack);
// The stack under `parent`, one frame a row, the C++ frames folded into a last row ("no frames
// recorded" when it has none).
void addStackRows(QTreeWidgetItem* parent, const torch::Snapshot& snapshot, torch::StackId stack);

} // namespace memscope
