// SPDX-License-Identifier: Apache-2.0
#include "core/torch/snapshotpeak.h"

#include <unordered_map>

namespace memscope::torch {
namespace {

    memoryviewer::StringId intern(memoryviewer::StringTable& strings, const QByteArray& text)
    {
        return strings.intern(std::string_view(text.constData(), size_t(text.size())));
    }

    // A stack as the rows name it, made once per stack: allocations share few stacks. The label names
    // every action of the curve; the whole stack's text only the allocations the rows list, so it is
    // made only for those (a snapshot may hold hundreds of thousands of stacks of 40 frames).
    struct StackTexts
    {
        memoryviewer::StringId label = 0; // "name (file:line)" of the innermost shown frame; 0: no frame
        memoryviewer::SourceRef source;
        bool hasSource = false; // `source` is made
    };

    class RowTexts
    {
    public:
        RowTexts(const Snapshot& snapshot, memoryviewer::StringTable& strings)
            : m_snapshot(snapshot)
            , m_strings(strings)
        {
        }

        memoryviewer::StringId label(StackId stack) { return labelled(stack).label; }

        const StackTexts& of(StackId stack)
        {
            StackTexts& texts = labelled(stack);
            if (!texts.hasSource) {
                texts.hasSource = true;
                const ShownStack shown = shownStack(m_snapshot, stack);
                if (!shown.frames.empty()) {
                    QByteArray lines;
                    for (const quint32 index : shown.frames) {
                        if (!lines.isEmpty())
                            lines += '\n';
                        lines += frameText(m_snapshot, m_snapshot.frames[index]);
                    }
                    const Frame& top = m_snapshot.frames[shown.frames.front()];
                    texts.source.file = intern(m_strings, m_snapshot.string(top.fileName).toByteArray());
                    texts.source.line = int(top.line);
                    texts.source.stack = intern(m_strings, lines);
                }
            }
            return texts;
        }

        memoryviewer::StringId address(quint64 address) { return intern(m_strings, addressText(address)); }

    private:
        StackTexts& labelled(StackId stack)
        {
            const auto [found, added] = m_stacks.try_emplace(stack);
            if (added) {
                if (const qint64 innermost = innermostShownFrame(m_snapshot, stack); innermost >= 0) {
                    const Frame& top = m_snapshot.frames[size_t(innermost)];
                    const QByteArray label = m_snapshot.string(top.name).toByteArray() + " ("
                        + m_snapshot.string(top.fileName).toByteArray() + ':' + QByteArray::number(top.line) + ')';
                    found->second.label = intern(m_strings, label);
                }
            }
            return found->second;
        }

        const Snapshot& m_snapshot;
        memoryviewer::StringTable& m_strings;
        std::unordered_map<StackId, StackTexts> m_stacks;
    };

    // What the snapshot's blocks say each address asked for: the requested_size of this device's
    // blocks still allocated.
    std::unordered_map<quint64, qint64> requestedSizes(const Snapshot& snapshot, qint64 device)
    {
        std::unordered_map<quint64, qint64> requested;
        for (const Segment& segment : snapshot.segments) {
            if (segment.device != device)
                continue;
            for (const Block& block : snapshot.segmentBlocks(segment)) {
                if (block.state == BlockState::ActiveAllocated && block.requestedSize > 0)
                    requested[block.address] = block.requestedSize;
            }
        }
        return requested;
    }

    memoryviewer::StringId contextText(const Snapshot& snapshot, quint32 context, memoryviewer::StringTable& strings)
    {
        if (context == 0 || context >= snapshot.contexts.size())
            return 0;
        const auto [compile, user] = snapshot.contexts[context];
        // torch writes "N/A" where no compile context was recorded.
        QByteArray text = snapshot.string(compile) == "N/A" ? QByteArray() : snapshot.string(compile).toByteArray();
        const QByteArrayView metadata = snapshot.string(user);
        if (!metadata.isEmpty()) {
            if (!text.isEmpty())
                text += '\n';
            text += metadata.toByteArray();
        }
        return intern(strings, text);
    }

    memoryviewer::PeakBuffer rowOf(const Snapshot& snapshot, const DeviceMemory& memory, quint32 index,
        const std::unordered_map<quint64, qint64>& requested, RowTexts& texts, memoryviewer::StringTable& strings)
    {
        const Allocation& allocation = memory.allocations[index];
        memoryviewer::PeakBuffer buffer;
        buffer.logicalBufferId = index;
        buffer.colorIndex = int(index);
        buffer.sizeBytes = allocation.size;
        if (allocation.block >= 0)
            buffer.unpaddedBytes = snapshot.blocks[size_t(allocation.block)].requestedSize;
        else if (const auto found = requested.find(allocation.address); allocation.died < 0 && found != requested.end())
            buffer.unpaddedBytes = found->second;
        buffer.spanStart = allocation.born < 0 ? 0 : int(allocation.born) + 1;
        buffer.spanLimit = allocation.died < 0 ? int(memory.actions.size()) : int(allocation.died) + 1;
        const StackTexts& stack = texts.of(allocation.stack);
        buffer.shape = texts.address(allocation.address);
        buffer.label = stack.label != 0 ? stack.label : buffer.shape;
        buffer.instructionName = buffer.label;
        buffer.source = stack.source;
        if (!allocation.beforeTrace())
            buffer.tfOpName = contextText(snapshot, snapshot.events[size_t(allocation.event)].context, strings);
        if (allocation.stream < snapshot.streams.size())
            buffer.allocationType = intern(strings, streamText(snapshot, allocation.stream));
        return buffer;
    }

} // namespace

memoryviewer::BufferDetails allocationDetails(const Snapshot& snapshot, const DeviceMemory& memory, quint32 allocation)
{
    memoryviewer::PeakBufferRows rows;
    RowTexts texts(snapshot, rows.strings);
    rows.peakBuffers.push_back(
        rowOf(snapshot, memory, allocation, requestedSizes(snapshot, memory.device), texts, rows.strings));
    return rows.details(0);
}

memoryviewer::Result peakResult(const Snapshot& snapshot, const DeviceMemory& memory)
{
    memoryviewer::Result result;
    RowTexts texts(snapshot, result.strings);
    const size_t actionCount = memory.actions.size();

    result.heapSizes.reserve(actionCount + 1);
    result.heapSizes.push_back(memory.startBytes);
    result.heapSizes.insert(result.heapSizes.end(), memory.totals.begin(), memory.totals.end());
    result.instructionNames.reserve(actionCount + 1);
    result.instructionNames.push_back(0);
    for (const quint32 allocation : memory.actions)
        result.instructionNames.push_back(texts.label(memory.allocations[allocation].stack));
    result.peakHeapBytes = memory.peakBytes;
    result.peakHeapSizePosition = int(memory.peakAction);
    result.heapSimulatorTraceIndex = 0;

    const auto requested = requestedSizes(snapshot, memory.device);
    const std::vector<quint32> live = liveAfter(memory, memory.peakAction);
    result.peakBuffers.reserve(live.size());
    for (const quint32 index : live) {
        const memoryviewer::PeakBuffer buffer = rowOf(snapshot, memory, index, requested, texts, result.strings);
        result.peakBuffers.push_back(buffer);
        result.logicalBufferSpans.push_back({ buffer.logicalBufferId, { buffer.spanStart, buffer.spanLimit } });
    }
    result.orderPeakBuffersWithMaps();
    result.strings.squeeze();
    return result;
}

} // namespace memscope::torch
