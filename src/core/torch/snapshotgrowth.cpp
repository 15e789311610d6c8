// SPDX-License-Identifier: Apache-2.0
#include "core/torch/snapshotgrowth.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <tuple>
#include <unordered_map>

namespace memscope::torch {
namespace {

    // The share of the iterations between the first and the last that must make the same allocations.
    constexpr double kLoopShare = 0.8;
    // Stacks tried as the loop's start, most promising first: each costs one pass over the allocations.
    constexpr size_t kStacksTried = 8;

    QByteArrayView withoutNumber(QByteArrayView name)
    {
        while (!name.isEmpty() && name.back() >= '0' && name.back() <= '9')
            name.chop(1);
        return name;
    }

    // The actions where the most repeated annotation starts, on this device; empty unless twice or more.
    std::vector<qint64> annotatedStarts(const Snapshot& snapshot, const DeviceMemory& memory, StringId* name)
    {
        if (!snapshot.hasTimes || memory.actionEvents.empty())
            return {};
        const StringId start = [&] {
            for (StringId id = 0; id < snapshot.strings.size(); ++id) {
                if (snapshot.strings[id] == "START")
                    return id;
            }
            return StringId(snapshot.strings.size());
        }();
        std::map<QByteArrayView, std::vector<const Annotation*>> byName;
        std::vector<QByteArrayView> order; // names in the order they first start
        for (const Annotation& annotation : snapshot.annotations) {
            if (annotation.device != memory.device || annotation.stage != start || annotation.timeUs < 0)
                continue;
            auto& starts = byName[withoutNumber(snapshot.string(annotation.name))];
            if (starts.empty())
                order.push_back(withoutNumber(snapshot.string(annotation.name)));
            starts.push_back(&annotation);
        }
        const std::vector<const Annotation*>* chosen = nullptr;
        for (const QByteArrayView& candidate : order) {
            if (!chosen || byName[candidate].size() > chosen->size())
                chosen = &byName[candidate];
        }
        if (!chosen || chosen->size() < 2)
            return {};
        std::vector<qint64> actions;
        for (const Annotation* annotation : *chosen) {
            // The first action at or after the annotation's time.
            const auto found = std::partition_point(memory.actionEvents.begin(), memory.actionEvents.end(),
                [&](quint32 event) { return snapshot.events[event].timeUs < annotation->timeUs; });
            const auto action = qint64(found - memory.actionEvents.begin());
            if (size_t(action) < memory.actionEvents.size() && (actions.empty() || action > actions.back()))
                actions.push_back(action);
        }
        *name = chosen->front()->name;
        return actions;
    }

    // The allocations made in the trace, in the order they were made.
    std::vector<quint32> madeInOrder(const DeviceMemory& memory)
    {
        std::vector<quint32> made;
        for (size_t action = 0; action < memory.actions.size(); ++action) {
            if (memory.allocations[memory.actions[action]].born == qint64(action))
                made.push_back(memory.actions[action]);
        }
        return made;
    }

    // An iteration's allocations as a whole: how many, and their stacks in any order.
    struct Signature
    {
        qint64 count = 0;
        quint64 stacks = 0; // the sum of a mix of each allocation's stack
        bool operator<(const Signature& other) const
        {
            return std::tie(count, stacks) < std::tie(other.count, other.stacks);
        }
        bool operator==(const Signature& other) const = default;
    };

    quint64 mixed(StackId stack)
    {
        quint64 x = quint64(stack) + 0x9e3779b97f4a7c15ull;
        x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
        x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
        return x ^ (x >> 31);
    }

    // Where a stack made `starts.size()` times starts iterations: the allocations between one start and
    // the next are the same for nearly all of them; the first (which sets up what the loop keeps) may
    // make more, the last (cut short when the snapshot was taken) fewer, and each makes at least half of
    // the trace's `stacksMade` stacks. Layers repeat too, but the part after the last layer (the
    // backward pass, the optimizer) is larger than a layer. Returns how many allocations the repeated
    // iterations hold, 0 when these are not iterations.
    qint64 repeatedShare(const DeviceMemory& memory, const std::vector<quint32>& made,
        const std::vector<size_t>& starts, size_t stacksMade, std::vector<quint32>& stamps)
    {
        const size_t count = starts.size();
        if (count < 3)
            return 0;
        std::vector<Signature> signatures(count);
        for (size_t i = 0; i < count; ++i) {
            const size_t end = i + 1 < count ? starts[i + 1] : made.size();
            for (size_t at = starts[i]; at < end; ++at) {
                ++signatures[i].count;
                signatures[i].stacks += mixed(memory.allocations[made[at]].stack);
            }
        }
        std::map<Signature, size_t> middle; // the iterations between the first and the last
        for (size_t i = 1; i + 1 < count; ++i)
            ++middle[signatures[i]];
        const auto common = std::max_element(
            middle.begin(), middle.end(), [](const auto& a, const auto& b) { return a.second < b.second; });
        const qint64 length = common->first.count;
        // What comes before the first start (setting up, or the iteration the recording began in) is no
        // longer than an iteration.
        if (double(common->second) < kLoopShare * double(count - 2) || signatures.front().count < length
            || signatures.back().count > length || qint64(starts.front()) > length)
            return 0;
        // An iteration runs most of the loop's code: a stack that repeats alone (a helper called again and
        // again) is not where iterations start.
        const auto one
            = size_t(std::find(signatures.begin() + 1, signatures.end(), common->first) - signatures.begin());
        const quint32 stamp = ++stamps.front(); // stamps[0] counts the passes; stacks are stamped from 1
        size_t distinct = 0;
        for (size_t at = starts[one]; at < starts[one + 1]; ++at) {
            quint32& seen = stamps[size_t(memory.allocations[made[at]].stack) + 1];
            distinct += seen != stamp ? 1 : 0;
            seen = stamp;
        }
        return 2 * distinct < stacksMade ? 0 : qint64(common->second) * length;
    }

    std::vector<qint64> repeatedStarts(const DeviceMemory& memory, StackId* anchor)
    {
        const std::vector<quint32> made = madeInOrder(memory);
        // Per stack (ids are dense): how often it is made, and where first.
        StackId largest = 0;
        for (const quint32 index : made)
            largest = std::max(largest, memory.allocations[index].stack);
        std::vector<quint32> madeCount(made.empty() ? 0 : size_t(largest) + 1, 0);
        std::vector<quint32> firstAt(madeCount.size(), UINT32_MAX);
        for (size_t at = 0; at < made.size(); ++at) {
            const StackId stack = memory.allocations[made[at]].stack;
            if (madeCount[stack]++ == 0)
                firstAt[stack] = quint32(at);
        }
        // Per count: how many stacks are made that many times, and the earliest of them.
        struct Candidate
        {
            size_t stacks = 0;
            StackId earliest = 0;
            quint32 firstAt = UINT32_MAX;
        };
        std::map<quint32, Candidate> byCount;
        size_t stacksMade = 0;
        for (StackId stack = 0; stack < madeCount.size(); ++stack) {
            stacksMade += madeCount[stack] > 0 ? 1 : 0;
            if (madeCount[stack] < 3)
                continue;
            Candidate& candidate = byCount[madeCount[stack]];
            ++candidate.stacks;
            if (firstAt[stack] < candidate.firstAt) {
                candidate.earliest = stack;
                candidate.firstAt = firstAt[stack];
            }
        }
        // A loop makes most of its stacks once an iteration: the counts most stacks share first.
        std::vector<Candidate> tried;
        for (const auto& [count, candidate] : byCount)
            tried.push_back(candidate);
        std::stable_sort(
            tried.begin(), tried.end(), [](const Candidate& a, const Candidate& b) { return a.stacks > b.stacks; });
        tried.resize(std::min(tried.size(), kStacksTried));
        std::vector<quint32> stamps(madeCount.size() + 1, 0);
        qint64 best = 0;
        std::vector<qint64> starts;
        std::vector<size_t> places;
        for (const Candidate& candidate : tried) {
            places.clear();
            for (size_t at = candidate.firstAt; at < made.size(); ++at) {
                if (memory.allocations[made[at]].stack == candidate.earliest)
                    places.push_back(at);
            }
            const qint64 share = repeatedShare(memory, made, places, stacksMade, stamps);
            if (share > best) {
                best = share;
                *anchor = candidate.earliest;
                starts.clear();
                for (const size_t at : places)
                    starts.push_back(memory.allocations[made[at]].born);
            }
        }
        return starts;
    }

} // namespace

IterationGrowth iterationGrowth(const Snapshot& snapshot, const DeviceMemory& memory)
{
    IterationGrowth growth;
    std::vector<qint64> starts = annotatedStarts(snapshot, memory, &growth.annotation);
    growth.foundBy = IterationsFoundBy::Annotation;
    if (starts.size() < 2) {
        starts = repeatedStarts(memory, &growth.stack);
        growth.foundBy = IterationsFoundBy::Stack;
    }
    if (starts.size() < 2) {
        growth.foundBy = IterationsFoundBy::Nothing;
        return growth;
    }
    for (const qint64 action : starts)
        growth.iterations.push_back({ action, memory.totalAfter(action - 1) });

    // The first iteration sets up what the loop keeps: growth counts from the second when there is a third.
    const size_t from = growth.iterations.size() >= 3 ? 1 : 0;
    const size_t last = growth.iterations.size() - 1;
    for (size_t i = from; i < last; ++i) {
        ++growth.steps;
        growth.risingSteps += growth.iterations[i + 1].liveBytes > growth.iterations[i].liveBytes ? 1 : 0;
    }
    growth.growthBytes = growth.iterations[last].liveBytes - growth.iterations[from].liveBytes;
    growth.grows = from == 1 && growth.growthBytes > 0 && 2 * growth.risingSteps >= growth.steps;

    // Per stack, what is live at the last start less what was live at the first counted: what carries
    // over from one iteration to the next is there at both and cancels out.
    const qint64 since = growth.iterations[from].firstAction;
    const qint64 lastStart = growth.iterations[last].firstAction;
    std::unordered_map<StackId, GrowthSource> byStack;
    const auto count = [&](qint64 start, int sign) {
        for (const quint32 index : liveAfter(memory, start - 1)) {
            const Allocation& allocation = memory.allocations[index];
            GrowthSource& source = byStack[allocation.stack];
            source.stack = allocation.stack;
            source.bytes += sign * allocation.size;
            source.count += sign;
        }
    };
    count(lastStart, 1);
    count(since, -1);
    for (const auto& [stack, source] : byStack) {
        if (source.bytes > 0)
            growth.sources.push_back(source);
    }
    std::stable_sort(growth.sources.begin(), growth.sources.end(), [](const GrowthSource& a, const GrowthSource& b) {
        return std::tie(b.bytes, a.stack) < std::tie(a.bytes, b.stack);
    });
    return growth;
}

} // namespace memscope::torch
