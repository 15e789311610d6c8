// SPDX-License-Identifier: Apache-2.0
// The result's rows read back: texts from the rows' string table, one buffer
// decoded at a time.
#include "core/memoryviewer/memoryviewer.h"

#include <algorithm>
#include <numeric>

namespace memscope::memoryviewer {

SourceInfo PeakBufferRows::source(const SourceRef& source) const
{
    return { strings.text(source.file), source.line, strings.text(source.stack) };
}

BufferDetails PeakBufferRows::details(const PeakBuffer& buffer) const
{
    BufferDetails details;
    details.logicalBufferId = buffer.logicalBufferId;
    details.colorIndex = buffer.colorIndex;
    details.label = text(buffer.label);
    details.instructionName = text(buffer.instructionName);
    details.shape = text(buffer.shape);
    details.tfOpName = text(buffer.tfOpName);
    details.opcode = text(buffer.opcode);
    details.allocationType = text(buffer.allocationType);
    details.sizeBytes = buffer.sizeBytes;
    details.unpaddedBytes = buffer.unpaddedBytes;
    details.source = source(buffer.source);
    details.spanStart = buffer.spanStart;
    details.spanLimit = buffer.spanLimit;
    return details;
}

void PeakBufferRows::orderPeakBuffers()
{
    // Size descending, then padding descending over the by-size order, both stable.
    bySize.resize(peakBuffers.size());
    std::iota(bySize.begin(), bySize.end(), 0);
    std::stable_sort(bySize.begin(), bySize.end(), [this](int a, int b) {
        return peakBuffers[static_cast<size_t>(a)].sizeBytes > peakBuffers[static_cast<size_t>(b)].sizeBytes;
    });
    byPadding = bySize;
    std::stable_sort(byPadding.begin(), byPadding.end(), [this](int a, int b) {
        return peakBuffers[static_cast<size_t>(a)].paddingBytes() > peakBuffers[static_cast<size_t>(b)].paddingBytes();
    });
}

void Result::orderPeakBuffersWithMaps()
{
    orderPeakBuffers();
    bySizeToMaxHeap = bySize;
    maxHeapToBySize.assign(bySize.size(), 0);
    for (size_t position = 0; position < bySize.size(); ++position)
        maxHeapToBySize[static_cast<size_t>(bySize[position])] = static_cast<int>(position);
}

} // namespace memscope::memoryviewer
