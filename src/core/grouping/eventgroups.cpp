// SPDX-License-Identifier: Apache-2.0
#include "core/grouping/eventgroups.h"

#include "core/grouping/eventforest.h"
#include "core/grouping/stepspans.h"
#include "core/grouping/tpugroups.h"
#include "core/xplane/planevisitor.h"

#include <algorithm>

namespace memscope::grouping {

using namespace xplane;

LineGroups EventGroups::lineGroups(int plane, int line) const
{
    if (plane < 0 || static_cast<size_t>(plane) >= m_eventGroups.size())
        return {};
    const auto& lines = m_eventGroups[static_cast<size_t>(plane)];
    if (line < 0 || static_cast<size_t>(line) >= lines.size() || lines[static_cast<size_t>(line)].empty())
        return {};
    return LineGroups(&lines[static_cast<size_t>(line)]);
}

const Group* EventGroups::group(qint64 id) const
{
    const auto found = std::lower_bound(
        m_groups.begin(), m_groups.end(), id, [](const Group& group, qint64 wanted) { return group.id < wanted; });
    return found != m_groups.end() && found->id == id ? &*found : nullptr;
}

QString EventGroups::stepName(int plane, int line, int event) const
{
    const auto found = m_stepNames.find({ plane, line, event });
    return found == m_stepNames.end() ? QString() : found->second;
}

bool isGrouped(const XSpace& space)
{
    for (const XPlane& plane : space.planes()) {
        for (const auto& [id, metadata] : plane.stat_metadata()) {
            if (metadata.name() == "group_id")
                return true;
        }
    }
    return false;
}

// Fills an EventGroups (a friend) from the stored stats or from the forest.
class EventGroupsBuilder
{
public:
    EventGroupsBuilder(const XSpace& space, qint64 originNs)
        : m_space(space)
    {
        m_visitors.reserve(static_cast<size_t>(space.planes_size()));
        for (const XPlane& plane : space.planes())
            m_visitors.emplace_back(plane, originNs);
    }

    EventGroups build()
    {
        EventGroups result;
        if (isGrouped(m_space)) {
            result.m_source = GroupingSource::Stored;
            readStored(result);
        } else {
            ForestGroups forest = groupTfEvents(m_space, m_visitors);
            result.m_source = forest.loopOpsPresent ? GroupingSource::LoopOpsPresent : GroupingSource::Computed;
            result.m_eventGroups = std::move(forest.eventGroups);
            result.m_groups = std::move(forest.groups);
            result.m_stepNames = std::move(forest.stepNames);
            result.m_eagerEvents = std::move(forest.eagerEvents);
            if (!result.m_eventGroups.empty()) {
                fillUngroupedGpuEvents(m_space, m_visitors, result.m_eventGroups);
                groupTensorCores(m_space, m_visitors, result.m_eventGroups, result.m_groups,
                    static_cast<qint32>(result.m_groups.size()));
            }
        }
        // A file grouped at capture carries its GPU Steps lines; one that lacks them gets them derived.
        result.m_deviceSteps = deviceStepSpans(m_space, m_visitors, result.m_eventGroups,
            result.m_source == GroupingSource::Computed ? StepsLines::Derive : StepsLines::DeriveWhenAbsent);
        result.m_hostSteps = hostStepSpans(m_space, m_visitors, result.m_eventGroups, result.m_stepNames);
        return result;
    }

private:
    // XProf keeps the group_id and step_name stats a grouped file was written with (B.10 rule 1).
    void readStored(EventGroups& result) const
    {
        std::map<qint64, QString> names; // group -> the step name of its root or Steps-line event
        result.m_eventGroups.resize(static_cast<size_t>(m_space.planes_size()));
        for (int p = 0; p < m_space.planes_size(); ++p) {
            const XPlane& plane = m_space.planes(p);
            const PlaneVisitor& visitor = m_visitors[static_cast<size_t>(p)];
            if (!visitor.declares(StatType::GroupId) && !visitor.declares(StatType::IsEager))
                continue;
            auto& lines = result.m_eventGroups[static_cast<size_t>(p)];
            lines.resize(static_cast<size_t>(plane.lines_size()));
            for (int l = 0; l < plane.lines_size(); ++l) {
                const XLine& line = plane.lines(l);
                for (int e = 0; e < line.events_size(); ++e) {
                    const XEvent& event = line.events(e);
                    if (visitor.integer(visitor.eventStat(event, StatType::IsEager)).value_or(0) != 0)
                        result.m_eagerEvents.emplace(p, l, e);
                    const std::optional<qint64> group = visitor.integer(visitor.eventStat(event, StatType::GroupId));
                    if (!group || *group < 0 || *group > std::numeric_limits<qint32>::max())
                        continue;
                    auto& events = lines[static_cast<size_t>(l)];
                    if (events.empty())
                        events.assign(static_cast<size_t>(line.events_size()), -1);
                    events[static_cast<size_t>(e)] = static_cast<qint32>(*group);
                    QString& name = names[*group];
                    const QString stepName = visitor.string(visitor.eventStat(event, StatType::StepName));
                    if (stepName.isEmpty())
                        continue;
                    if (plane.name() == "/host:CPU")
                        result.m_stepNames.emplace(std::tuple(p, l, e), stepName);
                    if (name.isEmpty())
                        name = stepName;
                }
            }
        }
        for (auto& [id, name] : names) {
            Group group;
            group.id = id;
            group.name = name.isEmpty() ? QString::number(id) : name;
            // The number ends the name ("EagerKernelExecute 0", "train 12"); else it is the id.
            bool isNumber = false;
            const qint64 number = group.name.section(QLatin1Char(' '), -1).toLongLong(&isNumber);
            group.stepNumber = isNumber ? number : id;
            result.m_groups.push_back(std::move(group));
        }
    }

    const XSpace& m_space;
    std::vector<PlaneVisitor> m_visitors;
};

EventGroups groupEvents(const XSpace& space, qint64 originNs) { return EventGroupsBuilder(space, originNs).build(); }

} // namespace memscope::grouping
