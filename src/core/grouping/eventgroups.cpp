// SPDX-License-Identifier: Apache-2.0
#include "core/grouping/eventgroups.h"

#include "core/grouping/eventforest.h"
#include "core/grouping/groupingspace.h"
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
            if (xplane::statTypeOf(metadata.name()) == xplane::StatType::GroupId)
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

    // Puts the events left out of `parsed` back: every index becomes the file's, and each left-out
    // (instant) event gets the group it was written with in a file grouped at capture, else the
    // group of its parent in the grouping's nesting of its line: the innermost open event that holds
    // it when the events are taken by start, longest first, in file order (eventforest's
    // intra-thread nesting). An instant event parents only instant events at its time, whose parent
    // it shares, so leaving it out of the forest changes no other group.
    void restoreLeftOut(EventGroups& result, const SpaceToGroup& parsed) const
    {
        std::map<std::pair<int, int>, const LeftOutEvents*> leftOut;
        for (const LeftOutEvents& line : parsed.leftOut)
            leftOut.emplace(std::pair(line.plane, line.line), &line);
        const auto fileIndex = [&](int plane, int line, int event) {
            const auto found = leftOut.find({ plane, line });
            return found == leftOut.end() || event < 0 ? event
                                                       : found->second->keptFileIndex[static_cast<size_t>(event)];
        };
        std::map<std::tuple<int, int, int>, QString> stepNames;
        for (auto& [where, name] : result.m_stepNames)
            stepNames.emplace(std::tuple(std::get<0>(where), std::get<1>(where),
                                  fileIndex(std::get<0>(where), std::get<1>(where), std::get<2>(where))),
                std::move(name));
        result.m_stepNames = std::move(stepNames);
        std::set<std::tuple<int, int, int>> eager;
        for (const auto& [plane, line, event] : result.m_eagerEvents)
            eager.emplace(plane, line, fileIndex(plane, line, event));
        result.m_eagerEvents = std::move(eager);
        for (std::vector<StepSpan>* steps : { &result.m_deviceSteps, &result.m_hostSteps }) {
            for (StepSpan& step : *steps)
                step.event = fileIndex(step.plane, step.line, step.event);
        }
        for (const LeftOutEvents& line : parsed.leftOut)
            restoreLine(result, line);
        if (result.m_source == GroupingSource::Stored)
            addGroupsOfLeftOut(result, parsed);
    }

private:
    void restoreLine(EventGroups& result, const LeftOutEvents& leftOut) const
    {
        const XPlane& plane = m_space.planes(leftOut.plane);
        const XLine& line = plane.lines(leftOut.line);
        const PlaneVisitor& visitor = m_visitors[static_cast<size_t>(leftOut.plane)];
        if (result.m_eventGroups.size() <= static_cast<size_t>(leftOut.plane))
            result.m_eventGroups.resize(static_cast<size_t>(m_space.planes_size()));
        auto& lines = result.m_eventGroups[static_cast<size_t>(leftOut.plane)];
        const std::vector<qint32> parsedGroups = lines.size() > static_cast<size_t>(leftOut.line)
            ? lines[static_cast<size_t>(leftOut.line)]
            : std::vector<qint32>();
        const auto groupOfParsed = [&](int event) {
            return parsedGroups.empty() ? qint32(kNoGroup) : parsedGroups[static_cast<size_t>(event)];
        };
        std::vector<qint32> groups(leftOut.keptFileIndex.size() + leftOut.events.size(), qint32(kNoGroup));
        for (size_t i = 0; i < leftOut.keptFileIndex.size(); ++i)
            groups[static_cast<size_t>(leftOut.keptFileIndex[i])] = groupOfParsed(static_cast<int>(i));
        if (result.m_source == GroupingSource::Stored) {
            for (const LeftOutEvents::Event& event : leftOut.events)
                groups[static_cast<size_t>(event.fileIndex)] = event.groupId;
            storeLine(result, leftOut, std::move(groups));
            return;
        }

        // The nesting sweep over both kinds, in the forest's order.
        struct Entry
        {
            qint64 startPs;
            qint64 endPs;
            int fileIndex;
            int parsedIndex; // -1: a left-out event
        };
        const auto before = [](const Entry& a, const Entry& b) {
            if (a.startPs != b.startPs)
                return a.startPs < b.startPs;
            if (a.endPs != b.endPs)
                return a.endPs > b.endPs;
            return a.fileIndex < b.fileIndex;
        };
        std::vector<Entry> parsedEntries;
        forEachTimedEvent(line, [&](int e, const XEvent& event) {
            if (visitor.integer(visitor.eventStat(event, StatType::IsAsync)).value_or(0) != 0)
                return; // async events nest nowhere
            parsedEntries.push_back({ visitor.startPs(line, event), visitor.endPs(line, event),
                leftOut.keptFileIndex[static_cast<size_t>(e)], e });
        });
        std::sort(parsedEntries.begin(), parsedEntries.end(), before);
        // The millions of left-out instants of a memory profile stand in time order in the file, as
        // profilers write them: merged into the sorted parsed events as they come, not sorted again.
        const auto leftOutEntry = [&](size_t i) {
            const qint64 at = visitor.onOrigin(line, leftOut.events[i].offsetPs);
            return Entry { at, at, leftOut.events[i].fileIndex, -1 };
        };
        bool inTimeOrder = true;
        for (size_t i = 1; i < leftOut.events.size() && inTimeOrder; ++i)
            inTimeOrder = !before(leftOutEntry(i), leftOutEntry(i - 1));
        std::vector<Entry> sortedLeftOut;
        if (!inTimeOrder) {
            sortedLeftOut.reserve(leftOut.events.size());
            for (size_t i = 0; i < leftOut.events.size(); ++i)
                sortedLeftOut.push_back(leftOutEntry(i));
            std::sort(sortedLeftOut.begin(), sortedLeftOut.end(), before);
        }
        std::vector<const Entry*> open;
        const auto sweep = [&](const Entry& entry) {
            while (!open.empty() && !(open.back()->startPs <= entry.startPs && entry.endPs <= open.back()->endPs))
                open.pop_back();
            if (entry.parsedIndex >= 0)
                open.push_back(&entry);
            else if (!open.empty())
                groups[static_cast<size_t>(entry.fileIndex)] = groupOfParsed(open.back()->parsedIndex);
        };
        size_t nextParsed = 0;
        for (size_t i = 0; i < leftOut.events.size(); ++i) {
            const Entry entry = inTimeOrder ? leftOutEntry(i) : sortedLeftOut[i];
            while (nextParsed < parsedEntries.size() && before(parsedEntries[nextParsed], entry))
                sweep(parsedEntries[nextParsed++]);
            sweep(entry);
        }
        while (nextParsed < parsedEntries.size())
            sweep(parsedEntries[nextParsed++]);
        storeLine(result, leftOut, std::move(groups));
    }

    // The file's groups of a line: none kept when no event has one.
    void storeLine(EventGroups& result, const LeftOutEvents& leftOut, std::vector<qint32> groups) const
    {
        auto& lines = result.m_eventGroups[static_cast<size_t>(leftOut.plane)];
        const bool anyGroup
            = std::any_of(groups.begin(), groups.end(), [](qint32 group) { return group != qint32(kNoGroup); });
        if (lines.size() <= static_cast<size_t>(leftOut.line))
            lines.resize(static_cast<size_t>(m_space.planes(leftOut.plane).lines_size()));
        lines[static_cast<size_t>(leftOut.line)] = anyGroup ? std::move(groups) : std::vector<qint32>();
    }

    // A group that only left-out events were written with, named as readStored names a group without a step name.
    static void addGroupsOfLeftOut(EventGroups& result, const SpaceToGroup& parsed)
    {
        std::set<qint64> known;
        for (const Group& group : result.m_groups)
            known.insert(group.id);
        for (const LeftOutEvents& line : parsed.leftOut) {
            for (const LeftOutEvents::Event& event : line.events) {
                if (event.groupId == qint32(kNoGroup) || !known.insert(event.groupId).second)
                    continue;
                Group group;
                group.id = event.groupId;
                group.name = QString::number(group.id);
                group.stepNumber = group.id;
                result.m_groups.push_back(std::move(group));
            }
        }
        std::sort(
            result.m_groups.begin(), result.m_groups.end(), [](const Group& a, const Group& b) { return a.id < b.id; });
    }

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

EventGroups groupEvents(const SpaceToGroup& parsed, qint64 originNs)
{
    EventGroupsBuilder builder(*parsed.space, originNs);
    EventGroups result = builder.build();
    if (!parsed.leftOut.empty())
        builder.restoreLeftOut(result, parsed);
    return result;
}

} // namespace memscope::grouping
