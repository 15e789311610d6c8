// SPDX-License-Identifier: Apache-2.0
#pragma once

// Internal to grouping: the step spans XProf builds from group ids — the GPU "Steps" line
// (derived_timeline.cc, spec A.2.4 steps 1-2) and the host step markers (B.8.1).

#include "core/grouping/eventgroups.h"
#include "core/xplane/planevisitor.h"

#include <vector>

namespace memscope::grouping {

using EventGroupTable = std::vector<std::vector<std::vector<qint32>>>; // plane -> line -> event
using StepNameTable = std::map<std::tuple<int, int, int>, QString>;

// Lines XProf derives itself ("Steps", "XLA Ops", ...): ids from kThreadIdDerivedMin (0xdeadbeef,
// stored as a negative int64 or as its uint32 value), or the name "Steps".
bool isDerivedLine(const tensorflow::profiler::XLine& line);

struct TimedEvent
{
    qint64 startPs;
    qint64 endPs;
    int line;
    int event;
};
// A plane's timed events in time order (begin ascending, then longest first): those of line
// `onlyLine`, or with -1 those of every line that is not derived.
std::vector<TimedEvent> inTimeOrder(
    const tensorflow::profiler::XPlane& plane, const xplane::PlaneVisitor& visitor, int onlyLine = -1);
bool isStepsLine(const tensorflow::profiler::XLine& line);

// HEAD XProf's ProcessUngroupedEvents: on each GPU plane, an ungrouped event takes the group of
// the latest grouped event before it (in time order over the plane's lines).
void fillUngroupedGpuEvents(const tensorflow::profiler::XSpace& space,
    const std::vector<xplane::PlaneVisitor>& visitors, EventGroupTable& groups);

enum class StepsLines
{
    Derive, // GPU Steps lines derived from the group ids (files grouped here)
    DeriveWhenAbsent, // the stored Steps lines; derived on GPU planes that have none (files grouped at capture)
};
// Every device plane's Steps line: on GPU planes as `lines` says, else the line's own events (TPU).
std::vector<StepSpan> deviceStepSpans(const tensorflow::profiler::XSpace& space,
    const std::vector<xplane::PlaneVisitor>& visitors, const EventGroupTable& groups, StepsLines lines);

// The /host:CPU events that mark steps: explicit names, or a step name (B.8.1).
std::vector<StepSpan> hostStepSpans(const tensorflow::profiler::XSpace& space,
    const std::vector<xplane::PlaneVisitor>& visitors, const EventGroupTable& groups, const StepNameTable& stepNames);

} // namespace memscope::grouping
