// SPDX-License-Identifier: Apache-2.0
#pragma once

// Memory Viewer results built by hand, shaped like the engine's output on a
// real TPU module, for GUI tests that must not depend on the engine or on a
// profile file (and for the smoothness checks on huge inputs).

#include "core/memoryviewer/memoryviewer.h"

#include <memory>

namespace memscope::generator {

struct SyntheticResultSpec
{
    int curvePoints = 1500; // heapSizes.size() (program order 0 .. curvePoints - 1)
    int peakBuffers = 40; // buffers at the peak, the last one the "small" group
    int timelineBlocks = 300; // buffer blocks besides the containers
    bool withDot = false; // fill allocationTimelineDot
};

// Deterministic (a fixed seed). The peak is at program order curvePoints / 2
// (peakHeapSizePosition = curvePoints / 2 - 1) and is the strict maximum;
// peak buffer 0 is an indefinite parameter without a span, buffer 1 a
// temporary with span [10, 700] (clamped to the curve) and padding, and the
// last one is the small group. Timeline block 0 is the container; blocks for
// the peak buffers with spans come first after it.
std::shared_ptr<const memoryviewer::Result> makeSyntheticResult(const SyntheticResultSpec& spec = {});

} // namespace memscope::generator
