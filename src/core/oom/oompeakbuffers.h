// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/memoryviewer/memoryviewer.h"
#include "core/oom/oomreport.h"

namespace memscope {

// The buffers an out-of-memory report lists at its peak, as the buffer views
// (the by-size and by-padding strips, the buffer table, the detail card) show
// the buffers at the peak of a module. A report is not a module's analysis: it
// has no heap curve, no lifetimes, no allocation timeline and no module
// figures, so it carries only what the two have in common.
//
// A report has no program order: its own order (size, descending, as XLA
// prints it) stands in for it and gives each buffer its palette colour. No
// buffer has a span, and the unpadded size is 0 (unknown) where the report does
// not print one. A report names no logical buffers: each buffer's
// logicalBufferId is the number the report gives it ("Buffer 3:"), which tells
// it from the small group (a report folds nothing into one).
struct OomPeakBuffers : memoryviewer::PeakBufferRows
{
};

OomPeakBuffers oomPeakBuffers(const OomReport& report);

} // namespace memscope
