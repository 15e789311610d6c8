// SPDX-License-Identifier: Apache-2.0
#include "core/torch/snapshotmemory.h"

#include "core/util/hugepages.h"

#include <algorithm>
#include <unordered_map>

namespace memscope::torch {
namespace {

    const DeviceTrace* traceOf(const Snapshot& snapshot, qint64 device)
    {
        for (const DeviceTrace& trace : snapshot.devices) {
            if (trace.device == device)
                return &trace;
        }
        return nullptr;
    }

    // MemoryViz hides these frames: the unwinder's, the interpreter's and the dispatcher's own.
    bool isHiddenFrame(const Snapshot& snapshot, const Frame& frame)
    {
        static const QByteArrayView hiddenNames[] = { "unwind::unwind", "CapturedTraceback::gather", "gather_with_cpp",
            "_start", "__libc_start_main", "PyEval_", "PyObject_", "PyFunction_" };
        static const QByteArrayView hiddenFiles[]
            = { "core/boxing", "/Register", "/Redispatch", "pythonrun.c", "Modules/main.c", "Objects/call.c",
                  "Objects/methodobject.c", "pycore_ceval.h", "ceval.c", "cpython/abstract.h" };
        const QByteArrayView name = snapshot.string(frame.name);
        const QByteArrayView file = snapshot.string(frame.fileName);
        return std::any_of(std::begin(hiddenNames), std::end(hiddenNames),
                   [&](QByteArrayView part) { return name.contains(part); })
            || std::any_of(std::begin(hiddenFiles), std::end(hiddenFiles),
                [&](QByteArrayView part) { return file.contains(part); });
    }

} // namespace

bool isPythonFrame(const Snapshot& snapshot, const Frame& frame)
{
    return snapshot.string(frame.fileName).endsWith(".py");
}

ShownStack shownStack(const Snapshot& snapshot, StackId stack)
{
    ShownStack shown;
    std::vector<quint32> cpp;
    for (const quint32 index : snapshot.stack(stack)) {
        const Frame& frame = snapshot.frames[index];
        if (isHiddenFrame(snapshot, frame))
            continue;
        (isPythonFrame(snapshot, frame) ? shown.frames : cpp).push_back(index);
    }
    if (shown.frames.empty())
        shown.frames = std::move(cpp);
    else
        shown.cppFolded = int(cpp.size());
    return shown;
}

qint64 innermostShownFrame(const Snapshot& snapshot, StackId stack)
{
    qint64 innermostCpp = -1;
    for (const quint32 index : snapshot.stack(stack)) {
        const Frame& frame = snapshot.frames[index];
        if (isHiddenFrame(snapshot, frame))
            continue;
        if (isPythonFrame(snapshot, frame))
            return index;
        if (innermostCpp < 0)
            innermostCpp = index;
    }
    return innermostCpp;
}

std::vector<qint64> snapshotDevices(const Snapshot& snapshot)
{
    std::vector<qint64> devices;
    for (const DeviceTrace& trace : snapshot.devices)
        devices.push_back(trace.device);
    for (const Segment& segment : snapshot.segments)
        devices.push_back(segment.device);
    std::sort(devices.begin(), devices.end());
    devices.erase(std::unique(devices.begin(), devices.end()), devices.end());
    return devices;
}

namespace {
    // What the walk of process_alloc_data follows: the allocator's blocks (the Active Memory
    // Timeline) or its segments (the Cached Segment Timeline, the same walk over segment events).
    enum class Walked
    {
        Blocks,
        Segments,
    };

    bool makes(Walked walked, Action action)
    {
        return walked == Walked::Blocks ? action == Action::Alloc
                                        : action == Action::SegmentAlloc || action == Action::SegmentMap;
    }

    bool ends(Walked walked, Action action)
    {
        return walked == Walked::Blocks ? action == Action::FreeCompleted
                                        : action == Action::SegmentFree || action == Action::SegmentUnmap;
    }

    DeviceMemory walkDevice(const Snapshot& snapshot, qint64 device, Walked walked, quint32 stream)
    {
        DeviceMemory memory;
        memory.device = device;
        memory.stream = stream;
        const auto kept = [stream](quint32 of) { return stream == kAllStreams || of == stream; };
        std::span<const TraceEvent> events;
        quint32 firstEvent = 0;
        if (const DeviceTrace* trace = traceOf(snapshot, device)) {
            events = snapshot.deviceEvents(*trace);
            firstEvent = trace->firstEvent;
        }
        memory.eventCount = stream == kAllStreams ? qint64(events.size())
                                                  : qint64(std::count_if(events.begin(), events.end(),
                                                      [&](const TraceEvent& event) { return kept(event.stream); }));

        // The walk of process_alloc_data: an alloc makes an allocation; a free (free_completed, or the
        // free_requested + free_completed pair MemoryViz joins into one free, whose first half it
        // ignores) ends the allocation made at its address, or, when the trace never saw it made, is an
        // allocation made before the trace.
        std::unordered_map<quint64, quint32> liveByAddress;
        // Sized once: growing by copies touches every page twice, and these are the largest rows.
        const size_t allocs = size_t(std::count_if(events.begin(), events.end(),
            [&](const TraceEvent& event) { return makes(walked, event.action) && kept(event.stream); }));
        // Frees of blocks made before the trace are allocations too: at most one a free.
        reserveOnHugePages(memory.allocations, 2 * allocs);
        memory.actions.reserve(2 * allocs);
        memory.actionEvents.reserve(2 * allocs);
        liveByAddress.reserve(allocs / 8);
        for (size_t i = 0; i < events.size(); ++i) {
            const TraceEvent& event = events[i];
            if (!kept(event.stream))
                continue;
            ++memory.actionCounts[size_t(event.action)];
            const quint32 eventIndex = firstEvent + quint32(i);
            if (makes(walked, event.action)) {
                const quint32 index = quint32(memory.allocations.size());
                memory.allocations.push_back({ event.address, event.size, event.stack, event.stream, eventIndex, -1,
                    qint64(memory.actions.size()), -1 });
                liveByAddress[event.address] = index;
                memory.actions.push_back(index);
                memory.actionEvents.push_back(eventIndex);
            } else if (ends(walked, event.action)) {
                const auto found = liveByAddress.find(event.address);
                if (found != liveByAddress.end()) {
                    memory.allocations[found->second].died = qint64(memory.actions.size());
                    memory.actions.push_back(found->second);
                    liveByAddress.erase(found);
                } else {
                    const quint32 index = quint32(memory.allocations.size());
                    memory.allocations.push_back({ event.address, event.size, event.stack, event.stream, eventIndex, -1,
                        -1, qint64(memory.actions.size()) });
                    memory.actions.push_back(index);
                }
                memory.actionEvents.push_back(eventIndex);
            } else if (event.action == Action::Oom) {
                memory.outOfMemory.push_back({ eventIndex, event.size, snapshot.deviceFreeAt(eventIndex), 0,
                    qint64(memory.actions.size()) - 1 });
            }
        }
        // Blocks still allocated when the snapshot was taken and never seen allocated: made before the
        // trace, of their requested size.
        for (const Segment& segment : snapshot.segments) {
            if (segment.device != device || !kept(segment.stream))
                continue;
            ++memory.segmentCount;
            memory.reservedBytes += segment.totalSize;
            // A segment the trace never saw made was reserved before it.
            if (walked == Walked::Segments && !liveByAddress.count(segment.address))
                memory.allocations.push_back({ segment.address, segment.totalSize, segment.stack, segment.stream, -1,
                    qint64(&segment - snapshot.segments.data()), -1, -1 });
            const std::span<const Block> blocks = snapshot.segmentBlocks(segment);
            for (size_t b = 0; b < blocks.size(); ++b) {
                const Block& block = blocks[b];
                switch (block.state) {
                case BlockState::ActiveAllocated:
                    memory.activeAllocatedBytes += block.requestedSize;
                    if (walked == Walked::Blocks && !liveByAddress.count(block.address))
                        memory.allocations.push_back({ block.address, block.requestedSize, block.stack, segment.stream,
                            -1, qint64(segment.firstBlock + b), -1, -1 });
                    break;
                case BlockState::ActivePendingFree:
                    memory.pendingFreeBytes += block.size;
                    break;
                case BlockState::Inactive:
                    memory.inactiveBytes += block.size;
                    break;
                case BlockState::Other:
                    break;
                }
            }
        }

        for (const Allocation& allocation : memory.allocations) {
            if (allocation.beforeTrace()) {
                memory.startBytes += allocation.size;
                ++memory.startCount;
            }
        }
        // The curve: each action adds its allocation the first time and removes it the second.
        qint64 total = memory.startBytes;
        qint64 live = memory.startCount;
        memory.peakBytes = total;
        memory.liveAtPeak = live;
        memory.totals.reserve(memory.actions.size());
        for (size_t action = 0; action < memory.actions.size(); ++action) {
            const Allocation& allocation = memory.allocations[memory.actions[action]];
            const bool adds = allocation.born == qint64(action);
            total += adds ? allocation.size : -allocation.size;
            live += adds ? 1 : -1;
            memory.totals.push_back(total);
            // max_size: the largest total after an action (the start counts only when there is none).
            if (action == 0 || total > memory.peakBytes) {
                memory.peakBytes = total;
                memory.peakAction = qint64(action);
                memory.liveAtPeak = live;
            }
        }
        memory.endBytes = total;
        memory.liveAtEnd = live;
        for (const Allocation& allocation : memory.allocations) {
            if (allocation.neverFreed()) {
                ++memory.neverFreedCount;
                memory.neverFreedBytes += allocation.size;
            }
        }
        for (OutOfMemory& oom : memory.outOfMemory)
            oom.liveBytes = memory.totalAfter(oom.afterAction);
        return memory;
    }
} // namespace

DeviceMemory analyseDevice(const Snapshot& snapshot, qint64 device, quint32 stream)
{
    return walkDevice(snapshot, device, Walked::Blocks, stream);
}

DeviceMemory analyseSegments(const Snapshot& snapshot, qint64 device, quint32 stream)
{
    return walkDevice(snapshot, device, Walked::Segments, stream);
}

std::vector<quint32> deviceStreams(const Snapshot& snapshot, qint64 device)
{
    std::vector<bool> used(snapshot.streams.size(), false);
    if (const DeviceTrace* trace = traceOf(snapshot, device)) {
        for (const TraceEvent& event : snapshot.deviceEvents(*trace)) {
            if (event.stream < used.size())
                used[event.stream] = true;
        }
    }
    for (const Segment& segment : snapshot.segments) {
        if (segment.device == device && segment.stream < used.size())
            used[segment.stream] = true;
    }
    std::vector<quint32> streams;
    for (quint32 stream = 0; stream < used.size(); ++stream) {
        if (used[stream])
            streams.push_back(stream);
    }
    std::sort(streams.begin(), streams.end(),
        [&](quint32 a, quint32 b) { return snapshot.streams[a] < snapshot.streams[b]; });
    return streams;
}

namespace {
    template <typename Keep> std::vector<quint32> allocationsWhere(const DeviceMemory& memory, Keep keep)
    {
        std::vector<quint32> kept;
        for (size_t i = 0; i < memory.allocations.size(); ++i) {
            if (keep(memory.allocations[i]))
                kept.push_back(quint32(i));
        }
        return kept;
    }
} // namespace

qint64 lastActionBefore(const DeviceMemory& memory, quint32 eventEnd)
{
    const std::vector<quint32>& events = memory.actionEvents;
    return qint64(std::lower_bound(events.begin(), events.end(), eventEnd) - events.begin()) - 1;
}

std::vector<quint32> liveAfter(const DeviceMemory& memory, qint64 action)
{
    return allocationsWhere(memory, [action](const Allocation& allocation) {
        return allocation.born <= action && (allocation.died < 0 || allocation.died > action);
    });
}

std::vector<FrameNode> liveByFrame(const Snapshot& snapshot, const DeviceMemory& memory, qint64 action)
{
    std::vector<FrameNode> nodes(1);
    // (parent node, frame) -> child node: frames repeat over thousands of stacks.
    std::unordered_map<quint64, quint32> childOf;
    std::unordered_map<StackId, ShownStack> stacks;
    for (const quint32 index : liveAfter(memory, action)) {
        const Allocation& allocation = memory.allocations[index];
        auto [found, added] = stacks.try_emplace(allocation.stack);
        if (added)
            found->second = shownStack(snapshot, allocation.stack);
        std::vector<quint32> path(found->second.frames.rbegin(), found->second.frames.rend());
        if (path.empty())
            path.push_back(FrameNode::kNoFrame);
        quint32 node = 0;
        nodes[0].bytes += allocation.size;
        ++nodes[0].count;
        for (const quint32 frame : path) {
            const quint64 key = (quint64(node) << 32) | frame;
            auto [child, isNew] = childOf.try_emplace(key, quint32(nodes.size()));
            if (isNew) {
                nodes[node].children.push_back(child->second);
                nodes.push_back({ frame, 0, 0, {} });
            }
            node = child->second;
            nodes[node].bytes += allocation.size;
            ++nodes[node].count;
        }
    }
    for (FrameNode& node : nodes) {
        std::stable_sort(node.children.begin(), node.children.end(),
            [&](quint32 a, quint32 b) { return nodes[a].bytes > nodes[b].bytes; });
    }
    return nodes;
}

QByteArray addressText(quint64 address) { return QByteArray("0x").append(QByteArray::number(address, 16)); }

QByteArray streamText(const Snapshot& snapshot, quint32 stream)
{
    const qint64 value = stream < snapshot.streams.size() ? snapshot.streams[stream] : 0;
    return value == 0 ? QByteArray("0") : addressText(quint64(value));
}

QByteArray frameText(const Snapshot& snapshot, const Frame& frame)
{
    return snapshot.string(frame.name)
        .toByteArray()
        .append("  ")
        .append(snapshot.string(frame.fileName))
        .append(':')
        .append(QByteArray::number(frame.line));
}

std::vector<quint32> largestFirst(const DeviceMemory& memory, std::vector<quint32> allocations)
{
    std::stable_sort(allocations.begin(), allocations.end(),
        [&](quint32 a, quint32 b) { return memory.allocations[a].size > memory.allocations[b].size; });
    return allocations;
}

qint64 microsecondsToAction(const Snapshot& snapshot, const DeviceMemory& memory, qint64 action)
{
    if (!snapshot.hasTimes || action < 0 || size_t(action) >= memory.actionEvents.size())
        return -1;
    return snapshot.events[memory.actionEvents[size_t(action)]].timeUs
        - snapshot.events[memory.actionEvents.front()].timeUs;
}

std::vector<quint32> neverFreed(const DeviceMemory& memory)
{
    return allocationsWhere(memory, [](const Allocation& allocation) { return allocation.neverFreed(); });
}

} // namespace memscope::torch
