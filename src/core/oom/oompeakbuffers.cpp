// SPDX-License-Identifier: Apache-2.0
#include "core/oom/oompeakbuffers.h"

#include "core/util/units.h"

#include <QCoreApplication>
#include <algorithm>
#include <numeric>

namespace memscope {

namespace {

    double mibOf(const OomReport& report, const char* figureLabel)
    {
        const OomFigure* figure = report.figure(QString::fromLatin1(figureLabel));
        return figure && figure->value.isKnown() ? static_cast<double>(figure->value.bytes) / kBytesPerMiB : 0.0;
    }

} // namespace

memoryviewer::Result oomPeakBuffers(const OomReport& report)
{
    memoryviewer::Result result;
    result.moduleName = report.summary();
    result.smallBufferSize = 0; // the report lists what it lists; nothing is folded
    result.entryComputationParametersMib = mibOf(report, "parameter allocation");
    result.maybeLiveOutMib = mibOf(report, "maybe_live_out allocation");
    result.totalBufferAllocationMib = mibOf(report, "total allocation");

    for (const OomBuffer& buffer : report.buffers) {
        memoryviewer::PeakBuffer peak;
        peak.logicalBufferId = buffer.rank;
        peak.colorIndex = static_cast<int>(result.peakBuffers.size());
        peak.color = memoryviewer::paletteColor(peak.colorIndex);
        peak.instructionName = buffer.instructionName.isEmpty()
            ? QCoreApplication::translate("OomReport", "Buffer %1").arg(buffer.rank)
            : buffer.instructionName;
        peak.label = buffer.opName.isEmpty()
            ? QStringLiteral("%1: %2").arg(peak.instructionName, buffer.shape)
            : QStringLiteral("%1: %2 # %3").arg(peak.instructionName, buffer.shape, buffer.opName);
        peak.shape = buffer.shape;
        peak.tfOpName = buffer.opName;
        peak.opcode = buffer.opcode;
        peak.allocationType = buffer.allocationType;
        peak.sizeBytes = std::max<qint64>(0, buffer.size.bytes);
        peak.unpaddedBytes = std::max<qint64>(0, buffer.unpaddedSize.bytes);
        peak.source.file = buffer.sourceFile;
        peak.source.line = buffer.sourceLine;
        result.peakBuffers.push_back(std::move(peak));
    }

    // The Memory Viewer's two other orders: size descending, then padding
    // descending over the by-size order, both stable.
    const auto& buffers = result.peakBuffers;
    result.bySize.resize(buffers.size());
    std::iota(result.bySize.begin(), result.bySize.end(), 0);
    std::stable_sort(result.bySize.begin(), result.bySize.end(),
        [&buffers](int a, int b) { return buffers[a].sizeBytes > buffers[b].sizeBytes; });
    result.byPadding = result.bySize;
    std::stable_sort(result.byPadding.begin(), result.byPadding.end(),
        [&buffers](int a, int b) { return buffers[a].paddingBytes() > buffers[b].paddingBytes(); });
    result.bySizeToMaxHeap = result.bySize;
    result.maxHeapToBySize.resize(buffers.size());
    for (size_t position = 0; position < result.bySize.size(); ++position)
        result.maxHeapToBySize[result.bySize[position]] = static_cast<int>(position);
    result.warnings = report.warnings;
    return result;
}

} // namespace memscope
