// SPDX-License-Identifier: Apache-2.0
#include "core/grouping/stepspans.h"

#include "core/xplane/planevisitor.h"

#include <algorithm>

namespace memscope::grouping {

using namespace xplane;

namespace {

    // kThreadIdDerivedMin is declared as an int: 0xdeadbeef wraps, and XLines carry it negative.
    constexpr qint32 kThreadIdDerivedMin = static_cast<qint32>(0xdeadbeefU);
    constexpr qint32 kThreadIdDerivedMax = kThreadIdDerivedMin + 289; // up to kThreadIdHostXlaRegionEnd

    qint32 groupIn(const EventGroupTable& groups, int plane, int line, int event)
    {
        if (static_cast<size_t>(plane) >= groups.size() || groups[static_cast<size_t>(plane)].empty())
            return -1;
        const std::vector<qint32>& events = groups[static_cast<size_t>(plane)][static_cast<size_t>(line)];
        return events.empty() ? -1 : events[static_cast<size_t>(event)];
    }

    bool isGpuPlane(const XPlane& plane) { return plane.name().rfind("/device:GPU:", 0) == 0; }

    StepSpan spanOf(StepSpan::Kind kind, qint64 group, int plane, const TimedEvent& timed, bool keepEvent)
    {
        StepSpan step;
        step.kind = kind;
        step.groupId = group;
        step.plane = plane;
        step.line = keepEvent ? timed.line : -1;
        step.event = keepEvent ? timed.event : -1;
        step.startPs = timed.startPs;
        step.durationPs = timed.endPs - timed.startPs;
        return step;
    }

} // namespace

std::vector<TimedEvent> inTimeOrder(const XPlane& plane, const xplane::PlaneVisitor& visitor, int onlyLine)
{
    std::vector<TimedEvent> events;
    for (int l = 0; l < plane.lines_size(); ++l) {
        const XLine& line = plane.lines(l);
        if (onlyLine >= 0 ? l != onlyLine : isDerivedLine(line))
            continue;
        forEachTimedEvent(line, [&](int e, const XEvent& event) {
            events.push_back({ visitor.startPs(line, event), visitor.endPs(line, event), l, e });
        });
    }
    std::stable_sort(events.begin(), events.end(), [](const TimedEvent& a, const TimedEvent& b) {
        return a.startPs != b.startPs ? a.startPs < b.startPs : a.endPs > b.endPs;
    });
    return events;
}

bool isDerivedLine(const XLine& line)
{
    const qint32 id = static_cast<qint32>(line.id());
    return (id >= kThreadIdDerivedMin && id <= kThreadIdDerivedMax) || isStepsLine(line);
}

bool isStepsLine(const XLine& line)
{
    return static_cast<qint32>(line.id()) == kThreadIdDerivedMin || line.name() == "Steps";
}

bool isExplicitHostStepMarker(const QString& name)
{
    return (name.startsWith(QLatin1String("train")) || name.startsWith(QLatin1String("test"))
               || name.startsWith(QLatin1String("TraceContext")))
        && !name.contains(QLatin1Char('/'));
}

void fillUngroupedGpuEvents(
    const XSpace& space, const std::vector<xplane::PlaneVisitor>& visitors, EventGroupTable& groups)
{
    for (int p = 0; p < space.planes_size(); ++p) {
        const XPlane& plane = space.planes(p);
        if (!isGpuPlane(plane) || groups[static_cast<size_t>(p)].empty())
            continue; // a plane without any grouped event stays as it is
        auto& lines = groups[static_cast<size_t>(p)];
        qint32 latest = -1;
        for (const TimedEvent& timed : inTimeOrder(plane, visitors[static_cast<size_t>(p)])) {
            auto& events = lines[static_cast<size_t>(timed.line)];
            const qint32 own = events.empty() ? -1 : events[static_cast<size_t>(timed.event)];
            if (own >= 0) {
                latest = own;
                continue;
            }
            if (latest < 0)
                continue; // leading ungrouped events stay ungrouped
            if (events.empty())
                events.assign(static_cast<size_t>(plane.lines(timed.line).events_size()), -1);
            events[static_cast<size_t>(timed.event)] = latest;
        }
    }
}

std::vector<StepSpan> deviceStepSpans(const XSpace& space, const std::vector<xplane::PlaneVisitor>& visitors,
    const EventGroupTable& groups, StepsLines lines)
{
    std::vector<StepSpan> steps;
    for (int p = 0; p < space.planes_size(); ++p) {
        const XPlane& plane = space.planes(p);
        if (plane.name().rfind("/device:", 0) != 0)
            continue;
        const xplane::PlaneVisitor& visitor = visitors[static_cast<size_t>(p)];
        const bool hasStepsLine = std::any_of(plane.lines().begin(), plane.lines().end(), isStepsLine);
        if (isGpuPlane(plane) && (lines == StepsLines::Derive || !hasStepsLine)) {
            // DeriveStepEventsFromGroups: consecutive events of one group make one step; a group
            // that comes back after another makes a second step.
            for (const TimedEvent& timed : inTimeOrder(plane, visitor)) {
                const qint32 group = groupIn(groups, p, timed.line, timed.event);
                if (group < 0)
                    continue;
                if (!steps.empty() && steps.back().plane == p && steps.back().groupId == group) {
                    StepSpan& last = steps.back();
                    last.durationPs = std::max(last.startPs + last.durationPs, timed.endPs) - last.startPs;
                    continue;
                }
                steps.push_back(spanOf(StepSpan::Kind::DeviceStep, group, p, timed, false));
            }
            continue;
        }
        for (int l = 0; l < plane.lines_size(); ++l) {
            const XLine& line = plane.lines(l);
            if (!isStepsLine(line))
                continue;
            forEachTimedEvent(line, [&](int e, const XEvent& event) {
                const TimedEvent timed { visitor.startPs(line, event), visitor.endPs(line, event), l, e };
                steps.push_back(spanOf(StepSpan::Kind::DeviceStep, groupIn(groups, p, l, e), p, timed, true));
            });
        }
    }
    return steps;
}

std::vector<StepSpan> hostStepSpans(const XSpace& space, const std::vector<xplane::PlaneVisitor>& visitors,
    const EventGroupTable& groups, const StepNameTable& stepNames)
{
    std::vector<StepSpan> steps;
    for (int p = 0; p < space.planes_size(); ++p) {
        const XPlane& plane = space.planes(p);
        if (plane.name() != "/host:CPU")
            continue;
        const xplane::PlaneVisitor& visitor = visitors[static_cast<size_t>(p)];
        for (const TimedEvent& timed : inTimeOrder(plane, visitor)) {
            const qint32 group = groupIn(groups, p, timed.line, timed.event);
            if (group < 0)
                continue;
            if (isExplicitHostStepMarker(visitor.eventName(plane.lines(timed.line).events(timed.event))))
                steps.push_back(spanOf(StepSpan::Kind::ExplicitHostMarker, group, p, timed, true));
            else if (stepNames.count({ p, timed.line, timed.event }))
                steps.push_back(spanOf(StepSpan::Kind::ImplicitHostMarker, group, p, timed, true));
        }
    }
    return steps;
}

} // namespace memscope::grouping
