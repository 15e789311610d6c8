// SPDX-License-Identifier: Apache-2.0
#pragma once

// Two PyTorch memory snapshots side by side, device by device: the figures of each device's trace
// and allocator, and the allocations live at each peak matched by their call stack (the same frames,
// by name, file and line, whatever the two files number them), largest change first.

#include "core/compare/delta.h"
#include "core/torch/snapshotmemory.h"

#include <array>
#include <vector>

namespace memscope::compare {

enum class SnapshotFigure
{
    PeakBytes,
    LiveAtPeak,
    StartBytes,
    EndBytes,
    NeverFreedBytes,
    ReservedBytes,
    InactiveBytes,
    Segments,
    Allocations,
    TraceEvents,
    OutOfMemory,
};
inline constexpr int kSnapshotFigureCount = int(SnapshotFigure::OutOfMemory) + 1;

// The allocations of one call stack live at the peak in A and in B.
struct SnapshotStackDelta
{
    torch::StackId stackA = 0; // in snapshot A; 0 when none of A's live allocations has these frames
    torch::StackId stackB = 0;
    IntegerDelta bytes;
    IntegerDelta count;
};

struct SnapshotDeviceComparison
{
    qint64 device = 0;
    bool inA = false; // the device has a trace or segments in A
    bool inB = false;
    std::array<IntegerDelta, kSnapshotFigureCount> figures {};
    std::vector<SnapshotStackDelta> stacks; // largest change of bytes first, then largest in B

    const IntegerDelta& figure(SnapshotFigure which) const { return figures[size_t(which)]; }
};

// Every device of A or B, in device order.
std::vector<SnapshotDeviceComparison> compareSnapshots(const torch::Snapshot& a, const torch::Snapshot& b);

QString snapshotFigureKey(SnapshotFigure figure); // "peakBytes", ...: the JSON's keys
QString snapshotFigureLabel(SnapshotFigure figure); // translated, for rows
bool snapshotFigureIsBytes(SnapshotFigure figure);

// The file and stack a row's frames are read from: A's when A has them, else B's.
struct StackOnSide
{
    const torch::Snapshot& snapshot;
    torch::StackId stack;
};
StackOnSide stackOnSide(const SnapshotStackDelta& row, const torch::Snapshot& a, const torch::Snapshot& b);

// CSV (RFC 4180) with a header row: every device's stacks at the peak (device, bytes and counts in A
// and B, the frames shown joined by " | "), then its figures (device, figure key, A, B).
QByteArray snapshotStacksCsv(
    const std::vector<SnapshotDeviceComparison>& devices, const torch::Snapshot& a, const torch::Snapshot& b);
QByteArray snapshotFiguresCsv(const std::vector<SnapshotDeviceComparison>& devices);

} // namespace memscope::compare
