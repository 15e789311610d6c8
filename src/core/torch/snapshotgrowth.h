// SPDX-License-Identifier: Apache-2.0
#pragma once

// Memory that grows from one iteration of a training loop to the next. A snapshot does not say
// where its iterations are, so they are found in the trace:
// - by the user's annotations (external_annotations) when one name starts two or more times, its
//   number dropped ("ProfilerStep#3" and "ProfilerStep#4" are one name);
// - else by the allocations' stacks: a loop makes the same allocations every iteration, so a stack
//   made once an iteration starts them when what is made between one of its allocations and the
//   next is the same each time (the first iteration may make more, the last fewer). Layers repeat
//   too, but what follows the last layer (the backward pass, the optimizer) is more than a layer, so
//   a trace of one step shows no iterations rather than its layers.

#include "core/torch/snapshotmemory.h"

#include <vector>

namespace memscope::torch {

enum class IterationsFoundBy
{
    Nothing, // fewer than two iterations found
    Annotation,
    Stack,
};

struct Iteration
{
    qint64 firstAction = 0; // DeviceMemory::actions
    qint64 liveBytes = 0; // live when it starts: after the action before it
};

// What one stack holds more of when the last iteration starts than when the second did (the first
// sets up what a loop keeps, such as an optimizer's state): the growth, by where it was allocated.
struct GrowthSource
{
    StackId stack = 0;
    qint64 bytes = 0; // more live
    qint64 count = 0; // more allocations live
};

struct IterationGrowth
{
    IterationsFoundBy foundBy = IterationsFoundBy::Nothing;
    StringId annotation = 0; // foundBy Annotation: the name (as the file first spells it)
    StackId stack = 0; // foundBy Stack: the stack each iteration starts with
    std::vector<Iteration> iterations;
    // From the second iteration's start to the last's (from the first's when there are only two).
    qint64 growthBytes = 0;
    int risingSteps = 0; // of those steps between iteration starts, how many rose
    int steps = 0;
    // The finding: live memory rises over the iterations after the first, in at least half the steps.
    bool grows = false;
    std::vector<GrowthSource> sources; // those that grew, by bytes, largest first
};

IterationGrowth iterationGrowth(const Snapshot& snapshot, const DeviceMemory& memory);

} // namespace memscope::torch
