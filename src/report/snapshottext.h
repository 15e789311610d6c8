// SPDX-License-Identifier: Apache-2.0
#pragma once

// How memscope-report writes a snapshot's call stacks, in torch-snapshot and in compare.

#include "core/torch/snapshotmemory.h"

#include <QJsonArray>
#include <QString>

namespace memscope::report {

QString snapshotText(const torch::Snapshot& snapshot, torch::StringId id);
// The frames shown (torch::shownStack) as JSON objects: name, file, line.
QJsonArray framesJson(const torch::Snapshot& snapshot, const torch::ShownStack& stack);
// One line a frame shown, each after `indent`, with the C++ frames folded counted; `withoutFrames`:
// what a stack without frames means where it is shown.
QString stackText(
    const torch::Snapshot& snapshot, torch::StackId id, const QString& indent, const QString& withoutFrames);

} // namespace memscope::report
