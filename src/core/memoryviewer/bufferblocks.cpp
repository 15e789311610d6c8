// SPDX-License-Identifier: Apache-2.0
#include "core/memoryviewer/bufferblocks.h"

#include "core/memoryviewer/rowtexts.h"
#include "core/memoryviewer/timelinelayout.h"
#include "core/util/hugepages.h"
#include "core/util/saturating.h"

namespace memscope::memoryviewer::analysis {

bool buildBufferBlocks(const Records& records, const std::unordered_map<qint64, int>& colorOf, RowTexts& rowTexts,
    const Options& options, Result& result)
{
    const qint64 color = options.memorySpace;
    const auto& traces = records.rows.traces;
    std::vector<const AllocationRecord*> temporaries;
    std::vector<qint64> bases;
    qint64 totalY = 0;
    qint64 totalX = 0;
    for (const AllocationRecord& allocation : records.allocations) {
        if (allocation.row->color != color || isIndefinite(*allocation.row) || allocation.traceId < 0)
            continue;
        temporaries.push_back(&allocation);
        bases.push_back(totalY);
        totalY = saturatingAdd(totalY, allocation.row->size);
        totalX = std::max<qint64>(totalX, traces[static_cast<size_t>(allocation.traceId)].eventCount);
    }
    if (totalY == 0 || totalX == 0)
        return true;

    // At most one block per allocation and per assigned buffer; reserved so that
    // growing the vector of a big module never holds two copies of it.
    size_t blockCount = temporaries.size();
    for (const AllocationRecord* allocation : temporaries)
        blockCount += allocation->row->assignedCount;
    reserveOnHugePages(result.bufferBlocks, blockCount);
    TimelineLayout layout(totalX, totalY, options.renderDot);
    for (size_t i = 0; i < temporaries.size(); ++i) {
        const HloRows::Allocation& allocation = *temporaries[i]->row;
        const qint64 base = bases[i];
        const StringId category = rowTexts.category(allocation);
        BufferBlock container;
        container.name = category;
        container.offset = base;
        container.size = allocation.size;
        container.endStep = static_cast<int>(totalX);
        container.category = category;
        result.bufferBlocks.push_back(container);
        layout.addContainer(base, allocation.index, allocation.size, static_cast<int>(allocation.assignedCount));

        for (const HloRows::Assigned& assigned : records.assignedOf(allocation)) {
            if ((result.bufferBlocks.size() % kCancelCheckInterval) == 0 && options.cancel
                && options.cancel->load(std::memory_order_relaxed))
                return false;
            const int record = records.recordOf(assigned.logicalBufferId);
            if (record < 0)
                continue;
            const BufferRecord& buffer = records.buffers[static_cast<size_t>(record)];
            // Only buffers ALLOCated in the trace; sharers appear through their root.
            if (!buffer.hasSpan() || buffer.canonical >= 0)
                continue;
            const auto colorIndex = colorOf.find(buffer.id());
            BufferBlock block;
            block.logicalBufferId = buffer.id();
            block.name = rowTexts.nameWithShapeIndex(buffer.instructionOrdinal, records.shapeIndexOf(buffer));
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
            layout.addBuffer(TimelineLayout::BufferRect { buffer.id(),
                records.rows.text(records.instructionOf(buffer).name), rowTexts.utf8(block.shape), buffer.size(),
                buffer.unpadded, buffer.offset, offset, buffer.spanStart, buffer.spanEnd, block.colorIndex });
            result.bufferBlocks.push_back(block);
        }
    }
    if (options.renderDot)
        result.allocationTimelineDot = layout.dot();
    return true;
}

} // namespace memscope::memoryviewer::analysis
