// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/memoryviewer/memoryviewer.h"
#include "core/oom/oomreport.h"

namespace memscope {

// The buffers of an out-of-memory report in the Memory Viewer's terms, so that
// its views (the by-size and by-padding strips, the buffer table, the detail
// card) show a report as they show the peak of a profile.
//
// A report has no program order: its own order (size, descending, as XLA
// prints it) stands in for it and gives each buffer its palette colour. No
// buffer has a span, the curves are empty, and the unpadded size is 0 (unknown)
// where the report does not print one. Each buffer's logicalBufferId is its
// rank in the report.
memoryviewer::Result oomPeakBuffers(const OomReport& report);

} // namespace memscope
