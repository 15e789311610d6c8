// SPDX-License-Identifier: Apache-2.0
#include "core/trace/tracemodel.h"

#include "core/profile/fileerror.h"
#include "core/trace/tracebytes.h"

#include <QHash>
#include <algorithm>
#include <cmath>
#include <numeric>

namespace memscope::trace {
namespace {

    // The events of one depth of a track: [begin, end) of its arrays.
    struct DepthRun
    {
        size_t begin = 0;
        size_t end = 0;
    };

    DepthRun depthRun(const TraceTrack& track, int depth)
    {
        return { track.depthBegin[size_t(depth)], track.depthBegin[size_t(depth) + 1] };
    }

    // First event of the run that ends at or after `timePs` (ends are sorted within a depth).
    size_t firstEndingFrom(const TraceTrack& track, DepthRun run, qint64 timePs)
    {
        size_t low = run.begin, high = run.end;
        while (low < high) {
            const size_t middle = low + (high - low) / 2;
            if (track.startsPs[middle] + track.durationsPs[middle] < timePs)
                low = middle + 1;
            else
                high = middle;
        }
        return low;
    }

    // First event of the run that starts after `timePs` (strictly: upper bound), or at/after it (lower bound).
    size_t firstStartingAfter(const TraceTrack& track, size_t begin, size_t end, qint64 timePs)
    {
        return size_t(
            std::upper_bound(track.startsPs.begin() + qint64(begin), track.startsPs.begin() + qint64(end), timePs)
            - track.startsPs.begin());
    }
    size_t firstStartingFrom(const TraceTrack& track, size_t begin, size_t end, qint64 timePs)
    {
        return size_t(
            std::lower_bound(track.startsPs.begin() + qint64(begin), track.startsPs.begin() + qint64(end), timePs)
            - track.startsPs.begin());
    }

    template <typename T> void permute(std::vector<T>& values, const std::vector<quint32>& order)
    {
        std::vector<T> sorted;
        sorted.reserve(order.size());
        for (quint32 index : order)
            sorted.push_back(values[index]);
        values = std::move(sorted);
    }

} // namespace

std::optional<double> CounterTrack::valueAt(size_t series, qint64 timePs) const
{
    const auto after = std::upper_bound(timesPs.begin(), timesPs.end(), timePs);
    if (series >= values.size() || after == timesPs.begin())
        return std::nullopt;
    return values[series][size_t(after - timesPs.begin()) - 1];
}

int TraceTrack::depthOf(int event) const
{
    return int(std::upper_bound(depthBegin.begin(), depthBegin.end(), quint32(event)) - depthBegin.begin()) - 1;
}

void arrangeByDepth(TraceTrack& track, std::vector<quint32>* order)
{
    const size_t count = track.startsPs.size();
    std::vector<quint32> byTime(count);
    std::iota(byTime.begin(), byTime.end(), 0u);
    // Parents before their children: by start, then longer first (spec: Timespan ordering).
    const auto earlier = [&](quint32 a, quint32 b) {
        if (track.startsPs[a] != track.startsPs[b])
            return track.startsPs[a] < track.startsPs[b];
        return track.durationsPs[a] > track.durationsPs[b];
    };
    // Profilers write most lines in this order already.
    if (!std::is_sorted(byTime.begin(), byTime.end(), earlier))
        std::stable_sort(byTime.begin(), byTime.end(), earlier);
    // A stack of the ends of the open events: an event nests in every open
    // event it starts in. XProf's spans include both ends, so a zero-length
    // event at a parent's end is its child; a longer one starting there is not.
    std::vector<quint32> depths(count);
    std::vector<qint64> openEnds;
    quint32 deepest = 0;
    for (size_t i = 0; i < count; ++i) {
        const quint32 event = byTime[i];
        const qint64 start = track.startsPs[event];
        const bool hasLength = track.durationsPs[event] > 0;
        while (!openEnds.empty() && (openEnds.back() < start || (openEnds.back() == start && hasLength)))
            openEnds.pop_back();
        depths[event] = quint32(openEnds.size());
        deepest = std::max(deepest, depths[event]);
        openEnds.push_back(start + track.durationsPs[event]);
    }
    std::vector<quint32> final(count);
    std::vector<quint32> depthSizes(count > 0 ? size_t(deepest) + 1 : 0, 0);
    for (quint32 depth : depths)
        ++depthSizes[depth];
    track.depthBegin.assign(depthSizes.size() + 1, 0);
    for (size_t depth = 0; depth < depthSizes.size(); ++depth)
        track.depthBegin[depth + 1] = track.depthBegin[depth] + depthSizes[depth];
    std::vector<quint32> next(track.depthBegin.begin(), track.depthBegin.end() - (count > 0 ? 1 : 0));
    for (quint32 event : byTime)
        final[next[depths[event]]++] = event;
    bool identity = true;
    for (size_t i = 0; i < count && identity; ++i)
        identity = final[i] == i;
    if (!identity) {
        permute(track.startsPs, final);
        permute(track.durationsPs, final);
        permute(track.names, final);
        permute(track.fileOffsets, final);
        if (!track.groupIds.empty())
            permute(track.groupIds, final);
        if (!track.derivedStats.empty())
            permute(track.derivedStats, final);
    }
    if (order)
        *order = std::move(final);
}

TraceModel::TraceModel(std::vector<TraceHost> hosts, std::vector<TraceProcess> processes,
    std::vector<std::shared_ptr<const TraceTrack>> tracks, std::vector<CounterTrack> counters,
    std::vector<FlowPoint> flows, qint64 originNs, QStringList warnings, std::optional<qint64> memoryOriginNs)
    : m_hosts(std::move(hosts))
    , m_processes(std::move(processes))
    , m_tracks(std::move(tracks))
    , m_counters(std::move(counters))
    , m_flows(std::move(flows))
    , m_originNs(originNs)
    , m_memoryOriginNs(memoryOriginNs)
    , m_warnings(std::move(warnings))
{
    bool any = false;
    const auto include = [&](qint64 start, qint64 end) {
        m_extent.startPs = any ? std::min(m_extent.startPs, start) : start;
        m_extent.endPs = any ? std::max(m_extent.endPs, end) : end;
        any = true;
    };
    for (const auto& track : m_tracks) {
        m_eventCount += track->eventCount();
        for (int depth = 0; depth < track->depthCount(); ++depth) {
            const DepthRun run = depthRun(*track, depth);
            if (run.begin < run.end) // the first start and the last end of a depth bound it
                include(track->startsPs[run.begin], track->endPs(int(run.end - 1)));
        }
    }
    for (const CounterTrack& counter : m_counters) {
        if (!counter.timesPs.empty())
            include(counter.timesPs.front(), counter.timesPs.back());
    }
}

QString TraceModel::changedWhileRead() const
{
    for (const TraceHost& host : m_hosts) {
        if (!host.bytes)
            continue;
        if (const QString changed = host.bytes->settled(); !changed.isEmpty())
            return fileError(host.filePath, changed);
    }
    return {};
}

std::optional<qint64> TraceModel::fromMemoryProfileMs(double ms) const
{
    if (!m_memoryOriginNs)
        return std::nullopt;
    return (*m_memoryOriginNs - m_originNs) * 1000 + qint64(std::llround(ms * 1e9));
}

std::optional<double> TraceModel::toMemoryProfileMs(qint64 timePs) const
{
    if (!m_memoryOriginNs)
        return std::nullopt;
    return double(timePs - (*m_memoryOriginNs - m_originNs) * 1000) / 1e9;
}

const EventName& TraceModel::nameOf(EventRef ref) const
{
    const TraceTrack& owner = track(ref.track);
    return m_processes[size_t(owner.process)].names[owner.names[size_t(ref.event)]];
}

qint64 TraceModel::selfTimePs(EventRef ref) const
{
    const TraceTrack& owner = track(ref.track);
    const int depth = owner.depthOf(ref.event);
    const qint64 start = owner.startsPs[size_t(ref.event)];
    const qint64 end = owner.endPs(ref.event);
    qint64 self = end - start;
    if (depth + 1 >= owner.depthCount())
        return self;
    // Children are the next depth's events starting inside the span; a child
    // running past its parent's end only counts up to that end.
    const DepthRun children = depthRun(owner, depth + 1);
    const size_t first = firstStartingFrom(owner, children.begin, children.end, start);
    const size_t last = firstStartingAfter(owner, first, children.end, end);
    for (size_t child = first; child < last; ++child)
        self -= std::min(owner.endPs(int(child)), end) - owner.startsPs[child];
    return std::max<qint64>(self, 0);
}

void TraceModel::boxes(int trackIndex, TimeRange range, int pixels, std::vector<TraceBox>& out) const
{
    out.clear();
    const TraceTrack& owner = track(trackIndex);
    if (pixels <= 0 || range.length() <= 0)
        return;
    const double psPerPixel = double(range.length()) / pixels;
    for (int depth = 0; depth < owner.depthCount(); ++depth) {
        const DepthRun run = depthRun(owner, depth);
        const size_t last = firstStartingAfter(owner, run.begin, run.end, range.endPs);
        size_t i = firstEndingFrom(owner, run, range.startPs);
        while (i < last) {
            const qint64 start = owner.startsPs[i];
            if (double(owner.durationsPs[i]) >= psPerPixel) {
                out.push_back({ start, owner.endPs(int(i)), depth, int(i), 1 });
                ++i;
                continue;
            }
            // Everything else that starts in this event's pixel column becomes
            // one mark, unless its last event is a box of its own.
            const double column = std::floor(double(start - range.startPs) / psPerPixel);
            const qint64 columnEnd = range.startPs + qint64(std::ceil((column + 1) * psPerPixel));
            size_t next = std::max(firstStartingFrom(owner, i, last, columnEnd), i + 1);
            if (next - i > 1 && double(owner.durationsPs[next - 1]) >= psPerPixel)
                --next;
            if (next - i == 1)
                out.push_back({ start, owner.endPs(int(i)), depth, int(i), 1 });
            else
                out.push_back({ start, owner.endPs(int(next - 1)), depth, -1, int(next - i) });
            i = next;
        }
    }
}

std::vector<int> TraceModel::eventsInTimeOrder(int trackIndex, TimeRange range) const
{
    const TraceTrack& owner = track(trackIndex);
    // A k-way merge of the depths, each sorted by start already.
    struct Cursor
    {
        size_t next;
        size_t end;
    };
    std::vector<Cursor> cursors;
    size_t total = 0;
    for (int depth = 0; depth < owner.depthCount(); ++depth) {
        const DepthRun run = depthRun(owner, depth);
        const Cursor cursor { firstEndingFrom(owner, run, range.startPs),
            firstStartingAfter(owner, run.begin, run.end, range.endPs) };
        if (cursor.next < cursor.end) {
            cursors.push_back(cursor);
            total += cursor.end - cursor.next;
        }
    }
    const auto later = [&](size_t a, size_t b) {
        const qint64 startA = owner.startsPs[cursors[a].next], startB = owner.startsPs[cursors[b].next];
        return startA != startB ? startA > startB : a > b;
    };
    std::vector<size_t> heap(cursors.size());
    std::iota(heap.begin(), heap.end(), size_t(0));
    std::make_heap(heap.begin(), heap.end(), later);
    std::vector<int> ordered;
    ordered.reserve(total);
    while (!heap.empty()) {
        std::pop_heap(heap.begin(), heap.end(), later);
        Cursor& cursor = cursors[heap.back()];
        ordered.push_back(int(cursor.next++));
        if (cursor.next < cursor.end)
            std::push_heap(heap.begin(), heap.end(), later);
        else
            heap.pop_back();
    }
    return ordered;
}

int TraceModel::eventAt(int trackIndex, int depth, qint64 timePs, qint64 tolerancePs) const
{
    const TraceTrack& owner = track(trackIndex);
    if (depth < 0 || depth >= owner.depthCount())
        return -1;
    const DepthRun run = depthRun(owner, depth);
    const size_t after = firstStartingAfter(owner, run.begin, run.end, timePs);
    qint64 bestDistance = tolerancePs + 1;
    int best = -1;
    if (after > run.begin) {
        const size_t before = after - 1;
        const qint64 distance = std::max<qint64>(0, timePs - owner.endPs(int(before)));
        if (distance < bestDistance) {
            bestDistance = distance;
            best = int(before);
        }
    }
    if (after < run.end && owner.startsPs[after] - timePs < bestDistance)
        best = int(after);
    return best;
}

SearchResult TraceModel::search(const QString& pattern, SearchMode mode) const
{
    SearchResult result;
    QRegularExpression expression;
    if (mode == SearchMode::RegularExpression) {
        expression.setPattern(pattern);
        if (!expression.isValid()) {
            result.error = expression.errorString();
            return result;
        }
    }
    const auto matches = [&](const QString& text) {
        return mode == SearchMode::Substring ? text.contains(pattern, Qt::CaseInsensitive)
                                             : expression.match(text).hasMatch();
    };
    // Names are few and events many: match each name once, then test events by id.
    std::vector<std::vector<char>> matching;
    for (const TraceProcess& process : m_processes) {
        std::vector<char> flags(process.names.size());
        for (size_t i = 0; i < process.names.size(); ++i)
            flags[i] = matches(process.names[i].name)
                || (!process.names[i].longName.isEmpty() && matches(process.names[i].longName));
        matching.push_back(std::move(flags));
    }
    // Every depth of every track is sorted by start already: a k-way merge
    // of their matching events gives the hits in time order.
    struct Cursor
    {
        int track;
        size_t next;
        size_t end;
    };
    std::vector<Cursor> cursors;
    const auto advance = [&](Cursor& cursor) {
        const TraceTrack& owner = track(cursor.track);
        const std::vector<char>& flags = matching[size_t(owner.process)];
        while (cursor.next < cursor.end && !flags[owner.names[cursor.next]])
            ++cursor.next;
        return cursor.next < cursor.end;
    };
    for (int t = 0; t < trackCount(); ++t) {
        for (int depth = 0; depth < track(t).depthCount(); ++depth) {
            const DepthRun run = depthRun(track(t), depth);
            Cursor cursor { t, run.begin, run.end };
            if (advance(cursor))
                cursors.push_back(cursor);
        }
    }
    const auto later = [&](const Cursor& a, const Cursor& b) {
        const qint64 startA = track(a.track).startsPs[a.next], startB = track(b.track).startsPs[b.next];
        if (startA != startB)
            return startA > startB;
        return a.track != b.track ? a.track > b.track : a.next > b.next;
    };
    std::make_heap(cursors.begin(), cursors.end(), later);
    while (!cursors.empty()) {
        std::pop_heap(cursors.begin(), cursors.end(), later);
        Cursor& cursor = cursors.back();
        result.hits.push_back({ cursor.track, int(cursor.next) });
        ++cursor.next;
        if (advance(cursor))
            std::push_heap(cursors.begin(), cursors.end(), later);
        else
            cursors.pop_back();
    }
    return result;
}

std::vector<RangeStatRow> TraceModel::rangeStatistics(TimeRange range, const std::vector<int>& trackIndices) const
{
    std::vector<int> chosen = trackIndices;
    if (chosen.empty()) {
        chosen.resize(size_t(trackCount()));
        std::iota(chosen.begin(), chosen.end(), 0);
    }
    // Per process and name id first (cheap), then merged by the name people see.
    std::vector<std::vector<RangeStatRow>> perName(m_processes.size());
    for (int t : chosen) {
        const TraceTrack& owner = track(t);
        std::vector<RangeStatRow>& rows = perName[size_t(owner.process)];
        rows.resize(m_processes[size_t(owner.process)].names.size());
        for (int depth = 0; depth < owner.depthCount(); ++depth) {
            const DepthRun run = depthRun(owner, depth);
            const size_t last = firstStartingAfter(owner, run.begin, run.end, range.endPs);
            for (size_t i = firstEndingFrom(owner, run, range.startPs); i < last; ++i) {
                RangeStatRow& row = rows[owner.names[i]];
                ++row.count;
                row.totalPs += owner.durationsPs[i];
                row.selfPs += selfTimePs({ t, int(i) });
            }
        }
    }
    QHash<QString, int> rowByName;
    std::vector<RangeStatRow> merged;
    for (size_t p = 0; p < perName.size(); ++p) {
        for (size_t id = 0; id < perName[p].size(); ++id) {
            const RangeStatRow& row = perName[p][id];
            if (row.count == 0)
                continue;
            const QString& name = m_processes[p].names[id].name;
            const auto found = rowByName.constFind(name);
            if (found == rowByName.cend()) {
                rowByName.insert(name, int(merged.size()));
                merged.push_back(row);
                merged.back().name = name;
            } else {
                RangeStatRow& into = merged[size_t(*found)];
                into.count += row.count;
                into.totalPs += row.totalPs;
                into.selfPs += row.selfPs;
            }
        }
    }
    std::sort(merged.begin(), merged.end(), [](const RangeStatRow& a, const RangeStatRow& b) {
        return a.totalPs != b.totalPs ? a.totalPs > b.totalPs : a.name < b.name;
    });
    return merged;
}

std::vector<FlowPoint> TraceModel::flowsOf(EventRef ref) const
{
    std::vector<FlowPoint> linked;
    for (const FlowPoint& own : m_flows) {
        if (own.track != ref.track || own.event != ref.event)
            continue;
        const auto [first, last]
            = std::equal_range(m_flows.begin(), m_flows.end(), own, [](const FlowPoint& a, const FlowPoint& b) {
                  return std::tie(a.id, a.category) < std::tie(b.id, b.category);
              });
        for (auto point = first; point != last; ++point) {
            if (point->track != ref.track || point->event != ref.event)
                linked.push_back(*point);
        }
    }
    std::sort(linked.begin(), linked.end(), [&](const FlowPoint& a, const FlowPoint& b) {
        return startPs({ a.track, a.event }) < startPs({ b.track, b.event });
    });
    return linked;
}

QString TraceModel::groupName(EventRef ref) const
{
    const qint32 group = groupOf(ref);
    if (group == kNoGroup)
        return {};
    return m_hosts[size_t(m_processes[size_t(track(ref.track).process)].host)].groupNames.value(group);
}

} // namespace memscope::trace
