// SPDX-License-Identifier: Apache-2.0
#pragma once

// Synthetic PyTorch CUDA memory snapshots (torch.cuda.memory._dump_snapshot) of any size, for the
// benchmarks and tests: the dict a snapshot holds, written the way Python's pickler writes it
// (protocol 4, 64 KiB frames, every dict, list and string in the memo, the frame dicts and the keys
// shared between events as torch shares them), from a simulated caching allocator: training steps
// whose activations are freed in the backward pass, a leak per step, addresses reused by size,
// segments allocated as the reserve grows, and the segments and their blocks as they are at the end.

#include <QString>
#include <cstdint>

namespace memscope::generator {

struct TorchSnapshotOptions
{
    std::uint64_t seed = 1;
    std::int64_t eventsPerDevice = 10000; // trace events in each device's trace
    int devices = 1;
    int distinctStacks = 2000; // call stacks the events are recorded with
    int framesPerStack = 8; // mean frames of a stack, C++ (innermost) then Python
    bool times = true; // write time_us (files of older PyTorch versions lack it)
    // Every training step makes the same allocations (sizes and stacks) as a real loop does; else each
    // step draws its own, which spreads the trace over all distinctStacks.
    bool repeatedSteps = false;
};

struct TorchSnapshotFacts
{
    std::int64_t events = 0; // all devices
    std::int64_t allocations = 0; // alloc events
    std::int64_t segments = 0; // at the end
    std::int64_t bytes = 0; // of the file
};

// Writes the snapshot to `path` (gzip-compressed when it ends in .gz); "" or why it failed.
QString writeTorchSnapshot(const TorchSnapshotOptions& options, const QString& path, TorchSnapshotFacts* facts);

} // namespace memscope::generator
