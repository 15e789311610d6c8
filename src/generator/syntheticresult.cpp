// SPDX-License-Identifier: Apache-2.0
#include "generator/syntheticresult.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>

namespace memscope::generator {

namespace {

    constexpr double kMiB = 1048576.0;

    qint64 bytesOfMiB(double mib) { return std::llround(mib * kMiB); }

} // namespace

std::shared_ptr<const memoryviewer::Result> makeSyntheticResult(const SyntheticResultSpec& spec)
{
    auto result = std::make_shared<memoryviewer::Result>();
    std::mt19937 random(4869);
    memoryviewer::StringTable& strings = result->strings;
    const auto intern = [&strings](const QString& text) { return strings.intern(QStringView(text)); };
    result->moduleName = QStringLiteral("jit_train_step");
    result->entryComputationName = QStringLiteral("main.42");

    // The curve: a random walk of plateaus between 4 and 9 GiB, the peak a
    // spike of 12 GiB in the middle.
    const int points = std::max(spec.curvePoints, 4);
    const int peakIndex = points / 2;
    result->heapSizes.resize(static_cast<size_t>(points));
    result->unpaddedHeapSizes.resize(static_cast<size_t>(points));
    result->instructionNames.resize(static_cast<size_t>(points));
    std::uniform_real_distribution<double> step(-60.0, 60.0);
    double level = 3000;
    for (int index = 0; index < points; ++index) {
        if (index % 97 == 0)
            level = std::clamp(level + step(random) * 20, 4000.0, 9000.0);
        const double value = std::clamp(level + step(random), 3000.0, 11000.0);
        result->heapSizes[static_cast<size_t>(index)] = bytesOfMiB(value);
        result->unpaddedHeapSizes[static_cast<size_t>(index)] = bytesOfMiB(value * 0.97);
        result->instructionNames[static_cast<size_t>(index)]
            = index + 1 < points ? strings.intern(QStringView(QStringLiteral("fusion.%1").arg(index))) : 0;
    }
    result->peakHeapBytes = bytesOfMiB(12106.12);
    result->peakUnpaddedHeapBytes = bytesOfMiB(12104.28);
    result->heapSizes[static_cast<size_t>(peakIndex)] = result->peakHeapBytes;
    result->unpaddedHeapSizes[static_cast<size_t>(peakIndex)] = result->peakUnpaddedHeapBytes;
    result->peakHeapSizePosition = peakIndex - 1;
    result->entryComputationParametersBytes = bytesOfMiB(3147.44);
    result->totalBufferAllocationBytes = bytesOfMiB(12115.20);
    result->indefiniteBufferAllocationBytes = bytesOfMiB(3147.70);

    // The buffers at the peak.
    const int bufferCount = std::max(spec.peakBuffers, 3);
    std::uniform_int_distribution<qint64> size(20 * 1024, 400LL * 1024 * 1024);
    for (int index = 0; index < bufferCount; ++index) {
        memoryviewer::PeakBuffer buffer;
        buffer.colorIndex = index;
        const bool small = index == bufferCount - 1;
        if (small) {
            buffer.label = intern(QStringLiteral("small (<%1 bytes)").arg(memoryviewer::kDefaultSmallBufferSize));
            buffer.sizeBytes = 3 * 1024 * 1024 + 512;
        } else {
            buffer.logicalBufferId = 1000 + index;
            const QString instructionName
                = index == 0 ? QStringLiteral("param.30") : QStringLiteral("convert_convert_fusion.%1").arg(index);
            const QString shape = QStringLiteral("bf16[8,56,24,%1]{3,2,1,0:T(8,128)(2,1)}").arg(128 * (index + 1));
            const QString tfOpName
                = QStringLiteral("jit(train_step)/jit(main)/transpose(jvp(Transformer))/decoder/layer_%1/matmul")
                      .arg(index);
            buffer.instructionName = intern(instructionName);
            buffer.shape = intern(shape);
            buffer.tfOpName = intern(tfOpName);
            buffer.label = intern(QStringLiteral("%1: %2 # %3").arg(instructionName, shape, tfOpName));
            buffer.opcode = intern(index == 0 ? QStringLiteral("parameter") : QStringLiteral("fusion"));
            buffer.allocationType = intern(index == 0 ? QStringLiteral("Parameter") : QStringLiteral("Temporary"));
            buffer.sizeBytes = index == 0 ? 336LL * 1024 * 1024 : index == 1 ? 84410368 : size(random);
            buffer.unpaddedBytes
                = index == 1 ? 83949568 : buffer.sizeBytes - (index % 3 == 0 ? 0 : buffer.sizeBytes / (5 + index));
            if (index > 0) {
                buffer.source.file = intern(QStringLiteral("/deps/MaxText/layers/linears.py"));
                buffer.source.line = 557 + index;
                buffer.source.stack
                    = intern(QStringLiteral("/deps/MaxText/layers/linears.py:%1:0\n/deps/MaxText/layers/"
                                            "models.py:407:0\n/deps/MaxText/train.py:425:0")
                                 .arg(557 + index));
                buffer.spanStart = index == 1 ? std::min(10, peakIndex) : std::max(0, peakIndex - 5 * index);
                buffer.spanLimit = index == 1 ? std::min(700, points - 1) : std::min(points - 1, peakIndex + 3 * index);
                // Ids ascend with the index, as the spans must.
                result->logicalBufferSpans.push_back(
                    { buffer.logicalBufferId, { buffer.spanStart, buffer.spanLimit } });
            }
        }
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
    const auto laneHeight = static_cast<qint64>(4 * kMiB);
    const int lanes = std::max(1, static_cast<int>(std::sqrt(double(std::max(spec.timelineBlocks, 1)))));
    qint64 peakStackTop = 0;
    for (const auto& buffer : buffers)
        peakStackTop += buffer.spanStart >= 0 ? buffer.sizeBytes : 0;
    const memoryviewer::StringId temporary = intern(QStringLiteral("Temporary"));
    memoryviewer::BufferBlock container;
    container.name = temporary;
    container.category = temporary;
    container.size = peakStackTop + lanes * laneHeight;
    container.endStep = points - 1;
    result->bufferBlocks.push_back(container);
    qint64 offset = 0;
    for (const auto& buffer : buffers) {
        if (buffer.spanStart < 0)
            continue;
        memoryviewer::BufferBlock block;
        block.logicalBufferId = buffer.logicalBufferId;
        block.name = buffer.instructionName;
        block.offset = offset;
        block.size = buffer.sizeBytes;
        block.unpaddedSize = buffer.unpaddedBytes;
        block.startStep = buffer.spanStart;
        block.endStep = buffer.spanLimit;
        block.tfOpName = buffer.tfOpName;
        block.category = temporary;
        block.shape = buffer.shape;
        block.colorIndex = buffer.colorIndex;
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
            block.name = intern(QStringLiteral("%1.%2")
                                    .arg(slot % 2 ? QStringLiteral("copy") : QStringLiteral("dot_general_fusion"))
                                    .arg(block.logicalBufferId));
            block.tfOpName = intern(QStringLiteral("jit(train_step)/layer_%1/%2")
                                        .arg(lane)
                                        .arg(slot % 2 ? QStringLiteral("copy") : QStringLiteral("dot_general")));
            block.offset = peakStackTop + lane * laneHeight;
            block.size = laneHeight / 4 * (1 + slot % 4);
            block.unpaddedSize = block.size / 10 * 9;
            block.startStep = static_cast<int>(slot * span);
            block.endStep = std::max(block.startStep + 1, static_cast<int>((slot + 1) * span) - gap(random));
            block.category = temporary;
            block.shape = intern(QStringLiteral("f32[%1,512]{1,0}").arg(64 + slot % 64));
            block.colorIndex = (lane + slot) % 24;
            result->bufferBlocks.push_back(block);
        }
    }
    if (spec.withDot)
        result->allocationTimelineDot = QStringLiteral(
            "graph G {\n epsilon=0.5 \n inputscale=72 \n node [shape=box,style=filled];\n  0 [pos=\"1.00,1.00!\"]\n}");
    return result;
}

} // namespace memscope::generator
