// SPDX-License-Identifier: Apache-2.0
#include "core/memoryviewer/bufferblocks.h"

#include "core/memoryviewer/instructiontexts.h"
#include "core/memoryviewer/rowtexts.h"
#include "core/memoryviewer/timelinelayout.h"
#include "core/util/saturating.h"

namespace memscope::memoryviewer::analysis {

bool buildBufferBlocks(const Records& records, const xla::BufferAssignmentProto& assignment,
    const std::unordered_map<qint64, int>& colorOf, InstructionTexts& texts, RowTexts& rowTexts, const Options& options,
    Result& result)
{
    const qint64 color = options.memorySpace;
    const auto& traces = assignment.heap_simulator_traces();
    std::vector<const AllocationRecord*> temporaries;
    std::vector<qint64> bases;
    qint64 totalY = 0;
    qint64 totalX = 0;
    for (const AllocationRecord& allocation : records.allocations) {
        if (allocation.proto->color() != color || isIndefinite(*allocation.proto) || allocation.traceId < 0)
            continue;
        temporaries.push_back(&allocation);
        bases.push_back(totalY);
        totalY = saturatingAdd(totalY, allocation.proto->size());
        totalX = std::max<qint64>(totalX, traces[allocation.traceId].events_size());
    }
    if (totalY == 0 || totalX == 0)
        return true;

    // At most one block per allocation and per assigned buffer; reserved so that
    // growing the vector of a big module never holds two copies of it.
    size_t blockCount = temporaries.size();
    for (const AllocationRecord* allocation : temporaries)
        blockCount += static_cast<size_t>(allocation->proto->assigned_size());
    result.bufferBlocks.reserve(blockCount);
    TimelineLayout layout(totalX, totalY, options.renderDot);
    for (size_t i = 0; i < temporaries.size(); ++i) {
        const xla::BufferAllocationProto& allocation = *temporaries[i]->proto;
        const qint64 base = bases[i];
        const StringId category = rowTexts.category(allocation);
        BufferBlock container;
        container.name = category;
        container.offset = base;
        container.size = allocation.size();
        container.endStep = static_cast<int>(totalX);
        container.category = category;
        result.bufferBlocks.push_back(container);
        layout.addContainer(base, allocation.index(), allocation.size(), allocation.assigned_size());

        for (const auto& assigned : allocation.assigned()) {
            if ((result.bufferBlocks.size() % kCancelCheckInterval) == 0 && options.cancel
                && options.cancel->load(std::memory_order_relaxed))
                return false;
            const int record = records.recordOf(assigned.logical_buffer_id());
            if (record < 0)
                continue;
            const BufferRecord& buffer = records.buffers[static_cast<size_t>(record)];
            // Only buffers ALLOCated in the trace; sharers appear through their root.
            if (!buffer.hasSpan() || buffer.canonical >= 0)
                continue;
            const auto colorIndex = colorOf.find(buffer.id());
            BufferBlock block;
            block.logicalBufferId = buffer.id();
            block.name
                = rowTexts.nameWithShapeIndex(buffer.instructionOrdinal, buffer.proto->defined_at().shape_index());
            const qint64 offset = saturatingAdd(base, buffer.offset);
            block.offset = offset;
            block.size = buffer.size();
            block.startStep = buffer.spanStart;
            block.endStep = buffer.spanEnd;
            block.tfOpName = rowTexts.opName(buffer.instructionOrdinal);
            block.category = rowTexts.category(records.allocationOf(buffer));
            block.shape = rowTexts.shape(buffer.instructionOrdinal, buffer.shape);
            block.unpaddedSize = buffer.unpadded;
            block.colorIndex = colorIndex != colorOf.end() ? colorIndex->second : layout.nodeCount();
            block.source = rowTexts.source(buffer.instructionOrdinal);
            layout.addBuffer(TimelineLayout::BufferRect { buffer.id(), buffer.instruction->name(),
                texts.shapeText(buffer.instructionOrdinal, buffer.shape), buffer.size(), buffer.unpadded, buffer.offset,
                offset, buffer.spanStart, buffer.spanEnd, block.color() });
            result.bufferBlocks.push_back(block);
        }
    }
    if (options.renderDot)
        result.allocationTimelineDot = layout.dot();
    return true;
}

} // namespace memscope::memoryviewer::analysis
