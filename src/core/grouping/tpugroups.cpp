// SPDX-License-Identifier: Apache-2.0
#include "core/grouping/tpugroups.h"

#include "core/xplane/planevisitor.h"

#include <QRegularExpression>
#include <algorithm>

namespace memscope::grouping {

using namespace xplane;

namespace {

    // The grouping line of a TensorCore plane: "Steps" when it has events, else "XLA Modules"; -1 for none.
    int groupingLine(const XPlane& plane)
    {
        int modules = -1;
        for (int l = 0; l < plane.lines_size(); ++l) {
            const XLine& line = plane.lines(l);
            if (line.name() == "Steps" && line.events_size() > 0)
                return l;
            if (line.name() == "XLA Modules" && line.events_size() > 0)
                modules = l;
        }
        return modules;
    }

} // namespace

void groupTensorCores(const XSpace& space, const std::vector<xplane::PlaneVisitor>& visitors, EventGroupTable& table,
    std::vector<Group>& groups, qint32 firstGroup)
{
    static const QRegularExpression tensorCore(QStringLiteral("^/device:TPU:\\d+$"));
    qint32 lastGroup = firstGroup - 1;
    for (int p = 0; p < space.planes_size(); ++p) {
        const XPlane& plane = space.planes(p);
        const int grouping = groupingLine(plane);
        if (!tensorCore.match(QString::fromStdString(plane.name())).hasMatch() || grouping < 0)
            continue;
        auto& lines = table[static_cast<size_t>(p)];
        lines.resize(static_cast<size_t>(plane.lines_size()));
        const xplane::PlaneVisitor& visitor = visitors[static_cast<size_t>(p)];
        // The fallback: the grouping events are roots in time order, numbered from the same id on every core.
        const std::vector<TimedEvent> roots = inTimeOrder(plane, visitor, grouping);
        auto& rootGroups = lines[static_cast<size_t>(grouping)];
        rootGroups.assign(static_cast<size_t>(plane.lines(grouping).events_size()), -1);
        for (size_t i = 0; i < roots.size(); ++i) {
            rootGroups[static_cast<size_t>(roots[i].event)] = firstGroup + static_cast<qint32>(i);
            lastGroup = std::max(lastGroup, firstGroup + static_cast<qint32>(i));
        }
        // GroupLine: every other event takes the group of the first grouping event it overlaps (inclusive).
        for (int l = 0; l < plane.lines_size(); ++l) {
            if (l == grouping || isDerivedLine(plane.lines(l)))
                continue;
            auto& events = lines[static_cast<size_t>(l)];
            size_t root = 0;
            for (const TimedEvent& span : inTimeOrder(plane, visitor, l)) {
                while (root < roots.size() && roots[root].endPs < span.startPs)
                    ++root;
                if (root == roots.size())
                    break;
                if (roots[root].startPs > span.endPs)
                    continue;
                if (events.empty())
                    events.assign(static_cast<size_t>(plane.lines(l).events_size()), -1);
                events[static_cast<size_t>(span.event)] = rootGroups[static_cast<size_t>(roots[root].event)];
            }
        }
    }
    // The grouping events are implicit roots: their group is named by its number.
    for (qint32 id = firstGroup; id <= lastGroup; ++id)
        groups.push_back({ id, QString::number(id), id });
}

} // namespace memscope::grouping
