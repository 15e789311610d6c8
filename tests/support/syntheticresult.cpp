// SPDX-License-Identifier: Apache-2.0
#include "support/syntheticresult.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>

namespace memscope::test {

namespace {

    // The first colours of the spec's palette (memory-viewer-palette.json).
    const char* const kPalette[] = { "#e91e63", "#2196f3", "#81c784", "#4dd0e1", "#3f51b5", "#e53935", "#ff9100",
        "#b39ddb", "#90a4ae", "#26c6da", "#ad1457", "#03a9f4", "#2196f3", "#c2185b", "#795548", "#f9a825", "#00bfa5",
        "#880e4f", "#d500f9", "#ce93d8", "#ec407a", "#4caf50", "#ff8f00", "#ffca28" };
    constexpr int kPaletteSize = sizeof(kPalette) / sizeof(kPalette[0]);
    constexpr double kMiB = 1048576.0;

} // namespace

std::shared_ptr<const memoryviewer::Result> makeSyntheticResult(const SyntheticResultSpec& spec)
{
    auto result = std::make_shared<memoryviewer::Result>();
    std::mt19937 random(4869);
    result->moduleName = QStringLiteral("jit_train_step");
    result->entryComputationName = QStringLiteral("main.42");

    // The curve: a random walk of plateaus between 4 and 9 GiB, the peak a
    // spike of 12 GiB in the middle.
    const int points = std::max(spec.curvePoints, 4);
    const int peakIndex = points / 2;
    result->heapSizesMib.resize(static_cast<size_t>(points));
    result->unpaddedHeapSizesMib.resize(static_cast<size_t>(points));
    result->instructionNames.resize(static_cast<size_t>(points));
    std::uniform_real_distribution<double> step(-60.0, 60.0);
    double level = 3000;
    for (int index = 0; index < points; ++index) {
        if (index % 97 == 0)
            level = std::clamp(level + step(random) * 20, 4000.0, 9000.0);
        const double value = std::clamp(level + step(random), 3000.0, 11000.0);
        result->heapSizesMib[static_cast<size_t>(index)] = value;
        result->unpaddedHeapSizesMib[static_cast<size_t>(index)] = value * 0.97;
        result->instructionNames[static_cast<size_t>(index)]
            = index + 1 < points ? QStringLiteral("fusion.%1").arg(index) : QString();
    }
    result->heapSizesMib[static_cast<size_t>(peakIndex)] = 12106.12;
    result->unpaddedHeapSizesMib[static_cast<size_t>(peakIndex)] = 12104.28;
    result->peakHeapMib = 12106.12;
    result->peakUnpaddedHeapMib = 12104.28;
    result->peakHeapSizePosition = peakIndex - 1;
    result->entryComputationParametersMib = 3147.44;
    result->totalBufferAllocationMib = 12115.20;
    result->indefiniteBufferAllocationMib = 3147.70;

    // The buffers at the peak.
    const int bufferCount = std::max(spec.peakBuffers, 3);
    std::uniform_int_distribution<qint64> size(20 * 1024, 400LL * 1024 * 1024);
    for (int index = 0; index < bufferCount; ++index) {
        memoryviewer::PeakBuffer buffer;
        buffer.colorIndex = index;
        buffer.color = QString::fromLatin1(kPalette[index % kPaletteSize]);
        const bool small = index == bufferCount - 1;
        if (small) {
            buffer.label = QStringLiteral("small (<16384 bytes)");
            buffer.sizeBytes = 3 * 1024 * 1024 + 512;
        } else {
            buffer.logicalBufferId = 1000 + index;
            buffer.instructionName
                = index == 0 ? QStringLiteral("param.30") : QStringLiteral("convert_convert_fusion.%1").arg(index);
            buffer.shape = QStringLiteral("bf16[8,56,24,%1]{3,2,1,0:T(8,128)(2,1)}").arg(128 * (index + 1));
            buffer.tfOpName
                = QStringLiteral("jit(train_step)/jit(main)/transpose(jvp(Transformer))/decoder/layer_%1/matmul")
                      .arg(index);
            buffer.opcode = index == 0 ? QStringLiteral("parameter") : QStringLiteral("fusion");
            buffer.allocationType = index == 0 ? QStringLiteral("Parameter") : QStringLiteral("Temporary");
            buffer.sizeBytes = index == 0 ? 336LL * 1024 * 1024 : index == 1 ? 84410368 : size(random);
            buffer.unpaddedBytes
                = index == 1 ? 83949568 : buffer.sizeBytes - (index % 3 == 0 ? 0 : buffer.sizeBytes / (5 + index));
            if (index > 0) {
                buffer.source.file = QStringLiteral("/deps/MaxText/layers/linears.py");
                buffer.source.line = 557 + index;
                buffer.source.stack = QStringLiteral("/deps/MaxText/layers/linears.py:%1:0\n/deps/MaxText/layers/"
                                                     "models.py:407:0\n/deps/MaxText/train.py:425:0")
                                          .arg(557 + index);
                buffer.spanStart = index == 1 ? std::min(10, peakIndex) : std::max(0, peakIndex - 5 * index);
                buffer.spanLimit = index == 1 ? std::min(700, points - 1) : std::min(points - 1, peakIndex + 3 * index);
                // Ids ascend with the index, as the spans must.
                result->logicalBufferSpans.push_back(
                    { buffer.logicalBufferId, { buffer.spanStart, buffer.spanLimit } });
            }
        }
        buffer.label = small ? buffer.label
                             : QStringLiteral("%1: %2 # %3").arg(buffer.instructionName, buffer.shape, buffer.tfOpName);
        result->peakBuffers.push_back(buffer);
    }
    const auto& buffers = result->peakBuffers;
    result->bySize.resize(buffers.size());
    std::iota(result->bySize.begin(), result->bySize.end(), 0);
    std::stable_sort(result->bySize.begin(), result->bySize.end(),
        [&buffers](int a, int b) { return buffers[size_t(a)].sizeBytes > buffers[size_t(b)].sizeBytes; });
    result->byPadding = result->bySize;
    std::stable_sort(result->byPadding.begin(), result->byPadding.end(),
        [&buffers](int a, int b) { return buffers[size_t(a)].paddingBytes() > buffers[size_t(b)].paddingBytes(); });
    result->bySizeToMaxHeap = result->bySize;
    result->maxHeapToBySize.resize(buffers.size());
    for (size_t position = 0; position < result->bySize.size(); ++position)
        result->maxHeapToBySize[size_t(result->bySize[position])] = static_cast<int>(position);

    // The timeline: one container over everything, the peak buffers with a
    // span stacked from offset 0, then lanes of short-lived buffers above them.
    const double laneHeight = 4 * kMiB;
    const int lanes = std::max(1, static_cast<int>(std::sqrt(double(std::max(spec.timelineBlocks, 1)))));
    double peakStackTop = 0;
    for (const auto& buffer : buffers)
        peakStackTop += buffer.spanStart >= 0 ? double(buffer.sizeBytes) : 0.0;
    memoryviewer::BufferBlock container;
    container.name = QStringLiteral("Temporary");
    container.category = QStringLiteral("Temporary");
    container.size = peakStackTop + lanes * laneHeight;
    container.endStep = points - 1;
    container.color = QStringLiteral("#ffffff");
    result->bufferBlocks.push_back(container);
    double offset = 0;
    for (const auto& buffer : buffers) {
        if (buffer.spanStart < 0)
            continue;
        memoryviewer::BufferBlock block;
        block.logicalBufferId = buffer.logicalBufferId;
        block.name = buffer.instructionName;
        block.offset = offset;
        block.size = double(buffer.sizeBytes);
        block.unpaddedSize = double(buffer.unpaddedBytes);
        block.startStep = buffer.spanStart;
        block.endStep = buffer.spanLimit;
        block.tfOpName = buffer.tfOpName;
        block.category = QStringLiteral("Temporary");
        block.shape = buffer.shape;
        block.color = buffer.color;
        block.source = buffer.source;
        result->bufferBlocks.push_back(block);
        offset += block.size;
    }
    const int perLane = std::max(1, spec.timelineBlocks / lanes);
    std::uniform_int_distribution<int> gap(0, 3);
    qint64 nextId = 100000;
    for (int lane = 0; lane < lanes; ++lane) {
        const double span = double(points - 1) / perLane;
        for (int slot = 0; slot < perLane; ++slot) {
            memoryviewer::BufferBlock block;
            block.logicalBufferId = nextId++;
            block.name = QStringLiteral("%1.%2")
                             .arg(slot % 2 ? QStringLiteral("copy") : QStringLiteral("dot_general_fusion"))
                             .arg(block.logicalBufferId);
            block.tfOpName = QStringLiteral("jit(train_step)/layer_%1/%2")
                                 .arg(lane)
                                 .arg(slot % 2 ? QStringLiteral("copy") : QStringLiteral("dot_general"));
            block.offset = peakStackTop + lane * laneHeight;
            block.size = laneHeight * (0.25 + 0.75 * (slot % 4) / 3.0);
            block.unpaddedSize = block.size * 0.9;
            block.startStep = static_cast<int>(slot * span);
            block.endStep = std::max(block.startStep + 1, static_cast<int>((slot + 1) * span) - gap(random));
            block.category = QStringLiteral("Temporary");
            block.shape = QStringLiteral("f32[%1,512]{1,0}").arg(64 + slot % 64);
            block.color = QString::fromLatin1(kPalette[(lane + slot) % kPaletteSize]);
            result->bufferBlocks.push_back(block);
        }
    }
    if (spec.withDot)
        result->allocationTimelineDot = QStringLiteral(
            "graph G {\n epsilon=0.5 \n inputscale=72 \n node [shape=box,style=filled];\n  0 [pos=\"1.00,1.00!\"]\n}");
    return result;
}

} // namespace memscope::test
