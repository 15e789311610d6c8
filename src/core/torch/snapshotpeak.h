// SPDX-License-Identifier: Apache-2.0
#pragma once

// A device's peak as the Memory Viewer's rows, so that the window shows it with the Memory Viewer's
// own views: the curve over the trace's actions with the peak, the allocations live there in three
// orders (allocation order, size, allocator rounding), the lifetime overlay and the card.

#include "core/memoryviewer/memoryviewer.h"
#include "core/torch/snapshotmemory.h"

namespace memscope::torch {

// The curve has a point for the start and one after each action (DeviceMemory::totals): point p
// follows action p - 1, so the peak is at point peakAction + 1 (peakHeapSizePosition = peakAction).
// instructionNames[p] is the allocation that action p - 1 added or removed ("" at the start).
//
// Each allocation live at the peak is a PeakBuffer in allocation order:
//   logicalBufferId  its index in DeviceMemory::allocations
//   label, instructionName  its innermost shown frame as "name (file:line)", or its address when it has none
//   colorIndex       its index too: an allocation has one colour in every view
//   sizeBytes        its size as MemoryViz counts it
//   unpaddedBytes    its requested_size when the snapshot's blocks say it (0: not known)
//   shape            its address, "0x…"
//   tfOpName         its compile_context and user_metadata, when recorded
//   allocationType   its stream
//   source           its innermost shown frame, and its shown frames (shownStack: Python's when it has
//                    any, C++ frames folded) one per line as "name file:line", innermost first
//   spanStart/Limit  the points it was added and removed at: 0 when made before the trace, the last
//                    point when never freed
// No unpadded curve: requested sizes are known only for what the snapshot's blocks hold.
memoryviewer::Result peakResult(const Snapshot& snapshot, const DeviceMemory& memory);

// Any allocation of the device described the same way (for one not live at the peak).
memoryviewer::BufferDetails allocationDetails(const Snapshot& snapshot, const DeviceMemory& memory, quint32 allocation);

} // namespace memscope::torch
