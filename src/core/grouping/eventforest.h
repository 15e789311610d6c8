// SPDX-License-Identifier: Apache-2.0
#pragma once

// Internal to grouping: XProf's EventForest (GroupTfEvents, spec B.2-B.6) over the events
// of one XSpace. Nodes are events; edges come from nesting on a line, the fixed
// inter-thread rules, producer/consumer contexts and TF loop iterations. Roots get group
// ids that spread to their descendants.

#include "core/grouping/eventgroups.h"
#include "core/xplane/planevisitor.h"

#include <map>
#include <set>
#include <tuple>
#include <vector>

namespace memscope::grouping {

struct ForestGroups
{
    bool loopOpsPresent = false; // grouping skipped, as XProf does
    std::vector<std::vector<std::vector<qint32>>> eventGroups; // plane -> line -> event
    std::vector<Group> groups; // by id
    std::map<std::tuple<int, int, int>, QString> stepNames; // the non-implicit roots
    std::set<std::tuple<int, int, int>> eagerEvents; // kernels and TF ops run eagerly
};

// Planes named /device:TPU:… are left out: tpugroups.h groups them.
ForestGroups groupTfEvents(
    const tensorflow::profiler::XSpace& space, const std::vector<xplane::PlaneVisitor>& visitors);

} // namespace memscope::grouping
