// SPDX-License-Identifier: Apache-2.0
#pragma once

// The buffers live at a module's peak as a tree, "which scope holds the memory" at a glance: by the
// framework's name scope (metadata.op_name split at '/': jit(train_step) / transformer / layer_3 /
// dot_general) or by the source line (the stack frames, outermost first). The PyTorch snapshot's
// By Source Line (torch::liveByFrame) answers the same question for allocations.

#include "core/memoryviewer/memoryviewer.h"

#include <vector>

namespace memscope::memoryviewer {

enum class PeakGrouping
{
    NameScope,
    SourceLine,
};

// Node 0 is the root (every buffer); every other node is one name under its parent. Children are in
// descending bytes (then by name).
struct PeakGroup
{
    enum class Kind
    {
        Root,
        Named, // `name` is a scope or a frame ("file:line:column")
        Missing, // the buffers without an op name (NameScope) or a source (SourceLine)
        SmallBuffers, // XProf's group of the buffers below the small-buffer size
    };
    Kind kind = Kind::Named;
    QString name;
    qint64 bytes = 0;
    qint64 count = 0; // buffers under it (the small group counts as one)
    std::vector<quint32> children; // node indices
    std::vector<int> buffers; // PeakBufferRows::peakBuffers whose path ends here, by size
};

std::vector<PeakGroup> groupPeakBuffers(const PeakBufferRows& rows, PeakGrouping grouping);

// Every node of `groups` and every buffer, depth first as the tree shows them (a node's children,
// then the buffers whose path ends there), whatever a view has opened: depth, kind (group,
// no_name, small_buffers or buffer), name (a buffer's "instruction: shape"), size_bytes,
// share_of_peak_percent, buffers and a buffer's program_order.
QByteArray peakGroupsCsv(const PeakBufferRows& rows, const std::vector<PeakGroup>& groups);

} // namespace memscope::memoryviewer
