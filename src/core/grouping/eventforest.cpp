// SPDX-License-Identifier: Apache-2.0
#include "core/grouping/eventforest.h"

#include "core/grouping/hosteventtype.h"
#include "core/xplane/planevisitor.h"

#include <algorithm>
#include <deque>
#include <limits>
#include <set>
#include <unordered_map>
#include <unordered_set>
#include <utility>

namespace memscope::grouping {

namespace {

    using namespace xplane;

    constexpr int kNoRootLevel = std::numeric_limits<int>::min();
    // XProf connects no producer/consumer context with this many producers and consumers both.
    constexpr size_t kMaxContextFanOut = 64;

    struct Node
    {
        int plane = 0;
        int line = 0;
        int event = 0;
        qint64 startPs = 0;
        qint64 endPs = 0;
        HostEventType type = HostEventType::Unknown;
        int rootLevel = kNoRootLevel;
        qint32 group = -1;
    };

    bool isTpuDevicePlane(const XPlane& plane) { return plane.name().rfind("/device:TPU:", 0) == 0; }

    class Forest
    {
    public:
        Forest(const XSpace& space, const std::vector<PlaneVisitor>& visitors)
            : m_space(space)
            , m_visitors(visitors)
        {
        }

        ForestGroups run();

    private:
        const XEvent& eventOf(const Node& node) const
        {
            return m_space.planes(node.plane).lines(node.line).events(node.event);
        }
        const XStat* ownStat(int node, StatType type) const
        {
            const Node& n = m_nodes[static_cast<size_t>(node)];
            return m_visitors[static_cast<size_t>(n.plane)].eventStat(eventOf(n), type);
        }
        std::optional<qint64> ownInteger(int node, StatType type) const
        {
            return m_visitors[static_cast<size_t>(m_nodes[static_cast<size_t>(node)].plane)].integer(
                ownStat(node, type));
        }
        // XProf's GetContextStat: the event's own stat, else the nearest ancestor's (breadth first).
        std::pair<const XStat*, int> contextStat(int node, StatType type) const;
        std::optional<qint64> contextInteger(int node, StatType type) const
        {
            const auto [stat, owner] = contextStat(node, type);
            return stat ? m_visitors[static_cast<size_t>(m_nodes[static_cast<size_t>(owner)].plane)].integer(stat)
                        : std::nullopt;
        }

        bool hasLoopOps() const;
        void connectIntraThread();
        void connectInterThread();
        void connectContextGroups();
        void buildAdjacency();
        std::vector<int> tensorFlowLoopRoots(const std::set<qint64>& tfDataStepIds);
        bool needsGrouping(int root) const;
        bool isEager(int node) const;
        void propagate(int root, qint32 group);
        Group nameGroup(int root, qint32 group) const;

        template <typename Visit> void forEachParent(int node, Visit visit) const
        {
            for (int i = m_parentStart[static_cast<size_t>(node)]; i < m_parentStart[static_cast<size_t>(node) + 1];
                 ++i)
                visit(m_parents[static_cast<size_t>(i)]);
        }
        template <typename Visit> void forEachChild(int node, Visit visit) const
        {
            for (int i = m_childStart[static_cast<size_t>(node)]; i < m_childStart[static_cast<size_t>(node) + 1]; ++i)
                visit(m_children[static_cast<size_t>(i)]);
        }

        const XSpace& m_space;
        const std::vector<PlaneVisitor>& m_visitors;
        std::vector<Node> m_nodes;
        std::vector<std::pair<int, int>> m_edges; // (parent, child)
        std::vector<int> m_childStart, m_children, m_parentStart, m_parents;
        std::vector<qint32> m_queuedBy; // by node: the group of the spread that queued it last
    };

    std::pair<const XStat*, int> Forest::contextStat(int node, StatType type) const
    {
        std::deque<int> queue { node };
        std::unordered_set<int> seen { node };
        while (!queue.empty()) {
            const int current = queue.front();
            queue.pop_front();
            if (const XStat* stat = ownStat(current, type))
                return { stat, current };
            forEachParent(current, [&](int parent) {
                if (seen.insert(parent).second)
                    queue.push_back(parent);
            });
        }
        return { nullptr, -1 };
    }

    bool Forest::hasLoopOps() const
    {
        for (const XPlane& plane : m_space.planes()) {
            for (const auto& [id, metadata] : plane.event_metadata()) {
                if (hostEventTypeOf(metadata.name()) == HostEventType::LoopOp)
                    return true;
            }
        }
        return false;
    }

    void Forest::connectIntraThread()
    {
        for (int p = 0; p < m_space.planes_size(); ++p) {
            const XPlane& plane = m_space.planes(p);
            if (isTpuDevicePlane(plane))
                continue;
            const PlaneVisitor& visitor = m_visitors[static_cast<size_t>(p)];
            const bool isHostPlane = plane.name() == "/host:CPU";
            std::unordered_map<qint64, HostEventType> typeOfMetadata;
            for (const auto& [id, metadata] : plane.event_metadata())
                typeOfMetadata.emplace(id, hostEventTypeOf(metadata.name()));
            for (int l = 0; l < plane.lines_size(); ++l) {
                const XLine& line = plane.lines(l);
                const size_t first = m_nodes.size();
                forEachTimedEvent(line, [&](int e, const XEvent& event) {
                    Node node;
                    node.plane = p;
                    node.line = l;
                    node.event = e;
                    node.startPs = visitor.startPs(line, event);
                    node.endPs = visitor.endPs(line, event);
                    const auto type = typeOfMetadata.find(event.metadata_id());
                    node.type = type == typeOfMetadata.end() ? HostEventType::Unknown : type->second;
                    if (node.type == HostEventType::Unknown && visitor.eventStat(event, StatType::CorrelationId))
                        node.type = isHostPlane ? HostEventType::KernelLaunch : HostEventType::KernelExecute;
                    if (const XStat* root = visitor.eventStat(event, StatType::IsRoot))
                        node.rootLevel = static_cast<int>(visitor.integer(root).value_or(0));
                    else if (node.type == HostEventType::TraceContext || node.type == HostEventType::BatchingSessionRun)
                        node.rootLevel = 1; // a legacy root; BatchingSessionRun gets _r=1 in preprocessing
                    else if (node.type == HostEventType::ProcessBatch)
                        node.rootLevel = 2;
                    m_nodes.push_back(node);
                });
                // Nesting needs parents before children: begin ascending, then duration descending.
                std::vector<int> order(m_nodes.size() - first);
                for (size_t i = 0; i < order.size(); ++i)
                    order[i] = static_cast<int>(first + i);
                std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
                    const Node& na = m_nodes[static_cast<size_t>(a)];
                    const Node& nb = m_nodes[static_cast<size_t>(b)];
                    return na.startPs != nb.startPs ? na.startPs < nb.startPs : na.endPs > nb.endPs;
                });
                std::vector<int> open;
                for (int index : order) {
                    const Node& node = m_nodes[static_cast<size_t>(index)];
                    if (visitor.integer(visitor.eventStat(eventOf(node), StatType::IsAsync)).value_or(0) != 0)
                        continue; // async events nest nowhere
                    while (!open.empty()) {
                        const Node& parent = m_nodes[static_cast<size_t>(open.back())];
                        if (parent.startPs <= node.startPs && node.endPs <= parent.endPs) {
                            m_edges.emplace_back(open.back(), index);
                            break;
                        }
                        open.pop_back();
                    }
                    open.push_back(index);
                }
            }
        }
    }

    void Forest::connectInterThread()
    {
        struct Rule
        {
            HostEventType parent;
            HostEventType child;
            std::vector<StatType> stats;
        };
        static const std::vector<Rule> rules = {
            { HostEventType::ExecutorStateProcess, HostEventType::IteratorGetNextOp,
                { StatType::StepId, StatType::IterNum } },
            { HostEventType::ExecutorStateProcess, HostEventType::IteratorGetNextAsOptionalOp,
                { StatType::StepId, StatType::IterNum } },
            { HostEventType::KernelLaunch, HostEventType::KernelExecute, { StatType::CorrelationId } },
        };
        const auto keyOf = [&](int node, const std::vector<StatType>& stats) -> std::optional<std::vector<qint64>> {
            std::vector<qint64> key;
            for (StatType stat : stats) {
                const std::optional<qint64> value = ownInteger(node, stat);
                if (!value)
                    return std::nullopt;
                key.push_back(*value);
            }
            return key;
        };
        for (const Rule& rule : rules) {
            std::map<std::vector<qint64>, int> parents; // the last parent of a key wins, as in XProf's map
            for (int i = 0; i < static_cast<int>(m_nodes.size()); ++i) {
                if (m_nodes[static_cast<size_t>(i)].type == rule.parent) {
                    if (auto key = keyOf(i, rule.stats))
                        parents[*key] = i;
                }
            }
            if (parents.empty())
                continue;
            for (int i = 0; i < static_cast<int>(m_nodes.size()); ++i) {
                if (m_nodes[static_cast<size_t>(i)].type != rule.child)
                    continue;
                if (const auto key = keyOf(i, rule.stats)) {
                    if (const auto parent = parents.find(*key); parent != parents.end())
                        m_edges.emplace_back(parent->second, i);
                }
            }
        }
    }

    void Forest::connectContextGroups()
    {
        struct ContextGroup
        {
            std::vector<int> producers;
            std::vector<int> consumers;
        };
        constexpr qint64 kNoPid = std::numeric_limits<qint64>::min();
        std::map<std::tuple<qint64, qint64, qint64>, ContextGroup> contexts; // (type, id, pid)
        for (int i = 0; i < static_cast<int>(m_nodes.size()); ++i) {
            const Node& node = m_nodes[static_cast<size_t>(i)];
            const PlaneVisitor& visitor = m_visitors[static_cast<size_t>(node.plane)];
            const qint64 planePid = visitor.integer(visitor.planeStat(StatType::ProcessId)).value_or(kNoPid);
            const auto producerType = ownInteger(i, StatType::ProducerType);
            const auto producerId = ownInteger(i, StatType::ProducerId);
            if (producerType && producerId)
                contexts[{ *producerType, *producerId, planePid }].producers.push_back(i);
            const auto consumerType = ownInteger(i, StatType::ConsumerType);
            const auto consumerId = ownInteger(i, StatType::ConsumerId);
            if (consumerType && consumerId)
                contexts[{ *consumerType, *consumerId, ownInteger(i, StatType::ConsumerPid).value_or(planePid) }]
                    .consumers.push_back(i);
        }
        for (const auto& [key, context] : contexts) {
            if (context.producers.size() >= kMaxContextFanOut && context.consumers.size() >= kMaxContextFanOut)
                continue;
            for (int producer : context.producers) {
                for (int consumer : context.consumers)
                    m_edges.emplace_back(producer, consumer);
            }
        }
    }

    void Forest::buildAdjacency()
    {
        const size_t count = m_nodes.size();
        m_childStart.assign(count + 1, 0);
        m_parentStart.assign(count + 1, 0);
        for (const auto& [parent, child] : m_edges) {
            ++m_childStart[static_cast<size_t>(parent) + 1];
            ++m_parentStart[static_cast<size_t>(child) + 1];
        }
        for (size_t i = 0; i < count; ++i) {
            m_childStart[i + 1] += m_childStart[i];
            m_parentStart[i + 1] += m_parentStart[i];
        }
        m_children.assign(m_edges.size(), 0);
        m_parents.assign(m_edges.size(), 0);
        std::vector<int> childFill(m_childStart.begin(), m_childStart.end() - 1);
        std::vector<int> parentFill(m_parentStart.begin(), m_parentStart.end() - 1);
        for (const auto& [parent, child] : m_edges) {
            m_children[static_cast<size_t>(childFill[static_cast<size_t>(parent)]++)] = child;
            m_parents[static_cast<size_t>(parentFill[static_cast<size_t>(child)]++)] = parent;
        }
    }

    std::vector<int> Forest::tensorFlowLoopRoots(const std::set<qint64>& tfDataStepIds)
    {
        struct Iteration
        {
            int first = -1;
            std::vector<int> events;
        };
        std::map<qint64, std::map<qint64, Iteration>> loops; // step id -> iteration number -> events
        for (int i = 0; i < static_cast<int>(m_nodes.size()); ++i) {
            if (m_nodes[static_cast<size_t>(i)].type != HostEventType::ExecutorStateProcess)
                continue;
            const auto stepId = contextInteger(i, StatType::StepId);
            const auto iterNum = contextInteger(i, StatType::IterNum);
            if (!stepId || !iterNum || tfDataStepIds.count(*stepId))
                continue;
            Iteration& iteration = loops[*stepId][*iterNum];
            if (iteration.first < 0
                || m_nodes[static_cast<size_t>(i)].startPs < m_nodes[static_cast<size_t>(iteration.first)].startPs)
                iteration.first = i;
            iteration.events.push_back(i);
        }
        std::vector<const Iteration*> iterations;
        for (const auto& [stepId, loop] : loops) {
            if (loop.size() == 1 && loop.count(0))
                continue; // a function or session run without a loop
            for (const auto& [number, iteration] : loop)
                iterations.push_back(&iteration);
        }
        std::stable_sort(iterations.begin(), iterations.end(), [&](const Iteration* a, const Iteration* b) {
            return m_nodes[static_cast<size_t>(a->first)].startPs < m_nodes[static_cast<size_t>(b->first)].startPs;
        });
        std::vector<int> roots;
        for (const Iteration* iteration : iterations) {
            roots.push_back(iteration->first);
            for (int event : iteration->events) {
                if (event != iteration->first)
                    m_edges.emplace_back(iteration->first, event);
            }
        }
        return roots;
    }

    bool Forest::needsGrouping(int root) const
    {
        if (m_nodes[static_cast<size_t>(root)].group >= 0)
            return false;
        // A root inside a root of the same level is grouped with it; other levels are grouped separately.
        const int level = m_nodes[static_cast<size_t>(root)].rootLevel;
        std::deque<int> queue;
        std::unordered_set<int> seen { root };
        forEachParent(root, [&](int parent) {
            if (seen.insert(parent).second)
                queue.push_back(parent);
        });
        while (!queue.empty()) {
            const int current = queue.front();
            queue.pop_front();
            if (m_nodes[static_cast<size_t>(current)].rootLevel == level)
                return false;
            forEachParent(current, [&](int parent) {
                if (seen.insert(parent).second)
                    queue.push_back(parent);
            });
        }
        return true;
    }

    // XProf's IsEager: the nearest EagerKernelExecute at or above the event runs a single op (is_func = 0),
    // not a compiled function; without one the event ran in a TF1 graph.
    bool Forest::isEager(int node) const
    {
        std::deque<int> queue { node };
        std::unordered_set<int> seen { node };
        while (!queue.empty()) {
            const int current = queue.front();
            queue.pop_front();
            if (m_nodes[static_cast<size_t>(current)].type == HostEventType::EagerKernelExecute) {
                const std::optional<qint64> isFunc = ownInteger(current, StatType::IsFunc);
                return isFunc && *isFunc == 0;
            }
            forEachParent(current, [&](int parent) {
                if (seen.insert(parent).second)
                    queue.push_back(parent);
            });
        }
        return false;
    }

    void Forest::propagate(int root, qint32 group)
    {
        // Breadth first; an event grouped already keeps its group and stops the spread. A spread
        // marks what it has queued with its group (each spread has its own): a set of the millions
        // of events a profile's memory events add to one group took more memory than the events.
        if (m_queuedBy.size() != m_nodes.size())
            m_queuedBy.assign(m_nodes.size(), -1);
        std::deque<int> queue { root };
        m_queuedBy[static_cast<size_t>(root)] = group;
        while (!queue.empty()) {
            const int current = queue.front();
            queue.pop_front();
            Node& node = m_nodes[static_cast<size_t>(current)];
            if (node.group >= 0)
                continue;
            node.group = group;
            forEachChild(current, [&](int child) {
                if (std::exchange(m_queuedBy[static_cast<size_t>(child)], group) != group)
                    queue.push_back(child);
            });
        }
    }

    Group Forest::nameGroup(int root, qint32 group) const
    {
        const Node& node = m_nodes[static_cast<size_t>(root)];
        Group result;
        result.id = group;
        if (const auto [graphType, owner] = contextStat(root, StatType::GraphType); graphType)
            result.name = m_visitors[static_cast<size_t>(m_nodes[static_cast<size_t>(owner)].plane)].string(graphType)
                + QLatin1Char(' ');
        else if (!isImplicitRoot(node.type))
            result.name = m_visitors[static_cast<size_t>(node.plane)].eventName(eventOf(node)) + QLatin1Char(' ');
        result.stepNumber
            = contextInteger(root, StatType::IterNum).value_or(contextInteger(root, StatType::StepNum).value_or(group));
        result.name += QString::number(result.stepNumber);
        return result;
    }

    ForestGroups Forest::run()
    {
        ForestGroups result;
        if (hasLoopOps()) {
            result.loopOpsPresent = true;
            return result;
        }
        connectIntraThread();
        connectInterThread();
        connectContextGroups();
        buildAdjacency();

        // tf.data function runs are never steps, nor are the roots that share their id.
        std::set<qint64> tfDataStepIds;
        for (int i = 0; i < static_cast<int>(m_nodes.size()); ++i) {
            if (m_nodes[static_cast<size_t>(i)].type == HostEventType::TfDataFunctionRun) {
                if (const auto id = ownInteger(i, StatType::StepId))
                    tfDataStepIds.insert(*id);
            }
        }
        std::vector<int> roots = tensorFlowLoopRoots(tfDataStepIds);
        const bool loopIterations = !roots.empty();
        if (loopIterations) {
            buildAdjacency(); // with the iterations' edges
        } else {
            for (int i = 0; i < static_cast<int>(m_nodes.size()); ++i) {
                if (m_nodes[static_cast<size_t>(i)].rootLevel == kNoRootLevel)
                    continue;
                if (const auto id = ownInteger(i, StatType::StepId); id && tfDataStepIds.count(*id))
                    continue;
                roots.push_back(i);
            }
            std::stable_sort(roots.begin(), roots.end(), [&](int a, int b) {
                const Node& na = m_nodes[static_cast<size_t>(a)];
                const Node& nb = m_nodes[static_cast<size_t>(b)];
                return na.rootLevel != nb.rootLevel ? na.rootLevel > nb.rootLevel : na.startPs < nb.startPs;
            });
        }
        qint32 nextGroup = 0;
        for (int root : roots) {
            if (!loopIterations && !needsGrouping(root))
                continue;
            const qint32 group = nextGroup++;
            propagate(root, group);
            Group named = nameGroup(root, group);
            const Node& node = m_nodes[static_cast<size_t>(root)];
            if (!isImplicitRoot(node.type))
                result.stepNames.emplace(std::tuple(node.plane, node.line, node.event), named.name);
            result.groups.push_back(std::move(named));
        }

        // MarkEagerlyExecutedGpuKernels / MarkEagerlyExecutedCpuTfOps.
        for (int i = 0; i < static_cast<int>(m_nodes.size()); ++i) {
            const Node& node = m_nodes[static_cast<size_t>(i)];
            if ((node.type == HostEventType::KernelExecute || node.type == HostEventType::TfOpRun) && isEager(i))
                result.eagerEvents.emplace(node.plane, node.line, node.event);
        }
        result.eventGroups.resize(static_cast<size_t>(m_space.planes_size()));
        for (const Node& node : m_nodes) {
            if (node.group < 0)
                continue;
            auto& lines = result.eventGroups[static_cast<size_t>(node.plane)];
            if (lines.empty())
                lines.resize(static_cast<size_t>(m_space.planes(node.plane).lines_size()));
            auto& events = lines[static_cast<size_t>(node.line)];
            if (events.empty())
                events.assign(static_cast<size_t>(m_space.planes(node.plane).lines(node.line).events_size()), -1);
            events[static_cast<size_t>(node.event)] = node.group;
        }
        return result;
    }

} // namespace

ForestGroups groupTfEvents(const XSpace& space, const std::vector<PlaneVisitor>& visitors)
{
    return Forest(space, visitors).run();
}

} // namespace memscope::grouping
