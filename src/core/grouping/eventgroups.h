// SPDX-License-Identifier: Apache-2.0
#pragma once

// XProf's event grouping (spec trace-viewer-and-steps.md part B) as a typed side table of
// one XSpace: which step (group) every event belongs to, the groups' names, and the step
// spans XProf builds from them. The XSpace itself is never changed.
//
// Consumers:
// - the Overview's step time and breakdown (core/overview/steps.cpp),
// - the Memory Profile's per-step figures (a memory event's step is its group),
// - the Trace Viewer's Steps track (deviceSteps() and hostSteps()).
//
// Indices are those of the XSpace: plane = index into space.planes(), line = index into
// plane.lines(), event = index into line.events(). Times are ps on the origin passed to
// groupEvents(): (line.timestamp_ns - originNs) * 1000 + offset_ps.

#include <QString>
#include <map>
#include <set>
#include <tuple>
#include <vector>

namespace tensorflow::profiler {
class XSpace;
}

namespace memscope::grouping {

struct SpaceToGroup;

// The group of an ungrouped event.
constexpr qint64 kNoGroup = -1;

enum class GroupingSource
{
    Stored, // the file was grouped when it was written (it declares group_id): XProf keeps those groups
    Computed, // grouped here, as XProf's GroupTfEvents does for fresh files
    LoopOpsPresent, // the file has TF loop ops (WhileOp-EvalCond, ForOp, ...): XProf groups nothing then
};

struct Group
{
    qint64 id = kNoGroup;
    // XProf's group name: graph_type or the root's name, then iter_num, step_num or the id
    // ("train 7", "EagerKernelExecute 0", "3"). For stored groups, the file's step_name.
    QString name;
    // The step number of the name: iter_num, else step_num, else the group id.
    qint64 stepNumber = 0;
};

// One step as XProf draws and counts it.
struct StepSpan
{
    enum class Kind
    {
        DeviceStep, // an event of a device plane's "Steps" line: stored, or derived from device group ids
        ExplicitHostMarker, // a host event named train…, test… or TraceContext… (no '/')
        ImplicitHostMarker, // a host grouping root that carries a step name
    };
    Kind kind = Kind::DeviceStep;
    qint64 groupId = kNoGroup;
    int plane = -1; // the device plane of the Steps line, or the host plane of the marker
    int line = -1; // the event behind the span; -1 for derived device steps, which have none
    int event = -1;
    qint64 startPs = 0;
    qint64 durationPs = 0;
};

// The group ids of one line, parallel to its events.
class LineGroups
{
public:
    LineGroups() = default;
    explicit LineGroups(const std::vector<qint32>* groups)
        : m_groups(groups)
    {
    }
    qint64 groupOf(int event) const
    {
        return m_groups && event >= 0 && static_cast<size_t>(event) < m_groups->size()
            ? (*m_groups)[static_cast<size_t>(event)]
            : kNoGroup;
    }
    bool empty() const { return !m_groups; }

private:
    const std::vector<qint32>* m_groups = nullptr;
};

class EventGroups
{
public:
    GroupingSource source() const { return m_source; }

    qint64 groupOf(int plane, int line, int event) const { return lineGroups(plane, line).groupOf(event); }
    // For scans: one look-up per line, then groupOf(event) per event.
    LineGroups lineGroups(int plane, int line) const;

    // Every group, by id.
    const std::vector<Group>& groups() const { return m_groups; }
    const Group* group(qint64 id) const;

    // The step name an event carries as a root (XProf's step_name stat), "" for other events.
    QString stepName(int plane, int line, int event) const;
    // Whether a kernel or TF op ran eagerly (XProf's is_eager stat: stored, or marked by the grouping).
    bool isEager(int plane, int line, int event) const { return m_eagerEvents.count({ plane, line, event }) > 0; }

    // Device "Steps" line events of every device plane, by plane then time. On GPU planes of
    // files grouped here they are derived as XProf derives them (A.2.4): one span per run of
    // consecutive device events of one group.
    const std::vector<StepSpan>& deviceSteps() const { return m_deviceSteps; }
    // Host step markers (B.8.1), by start time.
    const std::vector<StepSpan>& hostSteps() const { return m_hostSteps; }

private:
    friend class EventGroupsBuilder;
    GroupingSource m_source = GroupingSource::Computed;
    std::vector<std::vector<std::vector<qint32>>> m_eventGroups; // plane -> line -> event; empty: none grouped
    std::vector<Group> m_groups;
    std::map<std::tuple<int, int, int>, QString> m_stepNames;
    std::set<std::tuple<int, int, int>> m_eagerEvents;
    std::vector<StepSpan> m_deviceSteps;
    std::vector<StepSpan> m_hostSteps;
};

// The /host:CPU event names XProf takes for explicit step markers: train…, test…, TraceContext… without '/'.
bool isExplicitHostStepMarker(const QString& name);

// XProf's IsXSpaceGrouped: some plane declares a group_id stat.
bool isGrouped(const tensorflow::profiler::XSpace& space);

// Groups the events of one host's XSpace as XProf's PreprocessSingleHostXSpace does for the
// Overview and Trace Viewer (grouping plus the GPU Steps line), or reads the stored groups.
EventGroups groupEvents(const tensorflow::profiler::XSpace& space, qint64 originNs = 0);
// The same for a parse of the file's bytes (groupingspace.h), with the file's indices: the memory
// events left out get the group of the event that holds them in the grouping's nesting.
EventGroups groupEvents(const SpaceToGroup& parsed, qint64 originNs = 0);

} // namespace memscope::grouping
