// SPDX-License-Identifier: Apache-2.0
#pragma once

// Internal to grouping: the TensorCore planes of a TPU run (XProf's GroupTpuEventsOSS, spec
// B.3 "TPU planes", B.5 step 6 and B.7.2). Host launches are not linked to the device here, so
// the cores are grouped by XProf's fallback for that case: each core's grouping-line events
// ("Steps", else "XLA Modules") are roots in time order, numbered alike on every core, and every
// other event of the core takes the group of the grouping event it overlaps.

#include "core/grouping/stepspans.h"

namespace memscope::grouping {

// Groups the TensorCore planes; the new groups are numbered from `firstGroup` and appended to `groups`.
void groupTensorCores(const tensorflow::profiler::XSpace& space, const std::vector<xplane::PlaneVisitor>& visitors,
    EventGroupTable& table, std::vector<Group>& groups, qint32 firstGroup);

} // namespace memscope::grouping
