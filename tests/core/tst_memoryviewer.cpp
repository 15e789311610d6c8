// SPDX-License-Identifier: Apache-2.0
// The Memory Viewer engine on hand-written HloProto cases (tests/data/memoryviewer),
// one per rule of spec memory-viewer.md §2. Expected numbers are worked out in the
// comments (and in each case file's header) from the spec, not read back from the code.
#include "core/memoryviewer/memoryviewer.h"
#include "core/memoryviewer/palette.h"
#include "core/memoryviewer/xprofvalues.h"
#include "core/support/testdata.h"
#include "hlo.pb.h"
#include "memory_viewer_preprocess.pb.h"
#include "xla_data.pb.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>
#include <cmath>
#include <cstring>
#include <google/protobuf/text_format.h>
#include <google/protobuf/util/json_util.h>
#include <limits>

using namespace memscope::memoryviewer;

namespace {

constexpr double kMiB = 1048576.0;

Result analyzeCase(const QString& name, qint64 memorySpace = 0, qint64 smallBufferSize = 0, bool renderDot = false)
{
    Options options;
    options.memorySpace = memorySpace;
    options.smallBufferSize = smallBufferSize;
    options.renderDot = renderDot;
    return analyze(memscope::test::memoryViewerCase(name), options);
}

QStringList instructionNames(const Result& result)
{
    QStringList names;
    for (const PeakBuffer& buffer : result.peakBuffers)
        names << result.text(buffer.instructionName);
    return names;
}

constexpr qint64 kMiBBytes = 1 << 20;

// Bytes of each figure in MiB (the cases' sizes are simple fractions of a MiB).
std::vector<qint64> bytesOfMiB(std::initializer_list<double> mibs)
{
    std::vector<qint64> values;
    for (const double mib : mibs)
        values.push_back(static_cast<qint64>(mib * kMiB));
    return values;
}

struct DotRect
{
    QString tooltip;
    double x = 0, y = 0, width = 0, height = 0; // points
    QString label;
    double fontSize = 0;
};

std::vector<DotRect> parseDot(const QString& dot)
{
    // Written without a raw string literal: moc's preprocessor does not understand those.
    static const QRegularExpression rect(QStringLiteral(
        "\"(\\d+)\" \\[tooltip=\"([^\"]*)\", pos=\"([-\\d.]+),([-\\d.]+)!\", width=\"([\\d.]+)\", "
        "height=\"([\\d.]+)\", fixedsize=true, color=\"[^\"]*\", fontsize=([\\d.]+), label=\"([^\"]*)\"\\];"));
    std::vector<DotRect> rects;
    auto it = rect.globalMatch(dot);
    while (it.hasNext()) {
        const auto match = it.next();
        rects.push_back({ match.captured(2), match.captured(3).toDouble(), match.captured(4).toDouble(),
            match.captured(5).toDouble() * 72, match.captured(6).toDouble() * 72, match.captured(8),
            match.captured(7).toDouble() });
    }
    return rects;
}

// preprocessResultJson must print what protobuf prints for the same message; only
// the order of map entries may differ (protobuf's is its hash table's).
void compareJson(const Result& result)
{
    tensorflow::profiler::PreprocessResult message;
    toPreprocessResult(result, &message);
    std::string expected;
    QVERIFY(google::protobuf::util::MessageToJsonString(message, &expected).ok());
    const QByteArray direct = preprocessResultJson(result);
    static const QRegularExpression spans(QStringLiteral("\"logicalBufferSpans\":\\{(?:[^{}]|\\{[^{}]*\\})*\\},?"));
    QString expectedText = QString::fromStdString(expected);
    QString directText = QString::fromUtf8(direct);
    QCOMPARE(QJsonDocument::fromJson(direct), QJsonDocument::fromJson(QByteArray::fromStdString(expected)));
    QCOMPARE(directText.remove(spans), expectedText.remove(spans));
}

} // namespace

class TestMemoryViewer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void shareWithLiveMemoryIsNotDoubled()
    {
        // ALLOC 1 (0.5 MiB), SHARE 2->1: the heap stays 0.5 MiB; + the 1 MiB constant.
        const Result result = analyzeCase(QStringLiteral("share_with_live"));
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.peakHeapBytes, 3 * kMiBBytes / 2);
        QCOMPARE(result.peakUnpaddedHeapBytes, 8 + kMiBBytes); // one u64 scalar + the padded constant
        QCOMPARE(result.indefiniteHeapBytes, kMiBBytes);
        QCOMPARE(result.totalBufferAllocationBytes, 2 * kMiBBytes);
        QCOMPARE(result.indefiniteBufferAllocationBytes, kMiBBytes);
        QCOMPARE(result.heapSizes, bytesOfMiB({ 1, 1.5, 1.5, 1.5, 1 }));
        // The sharer joined live memory, so it has no span of its own.
        QCOMPARE(result.logicalBufferSpans, (Result::Spans { { 1, { 0, 3 } } }));
        QVERIFY(result.warnings.isEmpty());
    }

    void shareWithFreedMemoryReusesIt()
    {
        const Result result = analyzeCase(QStringLiteral("share_with_freed"), 0, 0, true);
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.peakHeapBytes, 3 * kMiBBytes / 2);
        QCOMPARE(result.peakUnpaddedHeapBytes, 8 + kMiBBytes);
        QCOMPARE(result.heapSizes, bytesOfMiB({ 1, 1.5, 1, 1.5, 1 }));
        QVERIFY(!result.allocationTimelineDot.isEmpty());
        // Buffer 2 reused freed memory: it gets a span from its SHARE_WITH to its FREE.
        QCOMPARE(result.logicalBufferSpans, (Result::Spans { { 1, { 0, 3 } }, { 2, { 2, 3 } } }));
    }

    void shareChainAfterFreeHasNoPhantom()
    {
        const Result result = analyzeCase(QStringLiteral("share_chain_freed"));
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.peakHeapBytes, kMiBBytes / 2);
        QCOMPARE(result.peakBuffers.size(), size_t(1));
    }

    void shareChainWorkedExample()
    {
        // Spec §2.6: heap .25/.5/.75, peak at event 5 with live [D, A] shown as D and C.
        const Result result = analyzeCase(QStringLiteral("share_chain_display"), 1);
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.heapSizes, bytesOfMiB({ 0, .25, .25, .25, 0, .5, .75, .5, 0 }));
        QCOMPARE(result.unpaddedHeapSizes, (std::vector<qint64> { 0, 8, 8, 8, 0, 8, 16, 8, 0 }));
        QCOMPARE(result.peakHeapBytes, 3 * kMiBBytes / 4);
        QCOMPARE(result.peakHeapSizePosition, 5);
        QCOMPARE(
            instructionNames(result), (QStringList { QStringLiteral("fusion.4{0}"), QStringLiteral("fusion.3{0}") }));
        QCOMPARE(result.peakBuffers[1].logicalBufferId, qint64(3));
        // A's span keeps its first ALLOC although its memory was freed and reused (a quirk).
        QCOMPARE(result.logicalBufferSpans, (Result::Spans { { 1, { 0, 6 } }, { 3, { 5, 6 } }, { 4, { 4, 7 } } }));
        QCOMPARE(result.peakBuffers[0].spanStart, 4);
        QCOMPARE(result.peakBuffers[0].spanLimit, 7);
        QCOMPARE(result.text(result.instructionNames.front()), QStringLiteral("fusion.1"));
        QCOMPARE(result.text(result.instructionNames.back()), QString());
        // Timeline: the container, then A under its own name (the root of the chain) and D.
        // C is a sharer and gets no block. D is at the peak (colour 0); A is not, so it
        // takes the colour of its DOT node number (1: the container is node 0).
        QCOMPARE(result.bufferBlocks.size(), size_t(3));
        QVERIFY(result.bufferBlocks[0].isContainer());
        QCOMPARE(result.bufferBlocks[0].endStep, 8);
        QCOMPARE(result.text(result.bufferBlocks[1].name), QStringLiteral("fusion.1{0}"));
        QCOMPARE(result.bufferBlocks[1].startStep, 0);
        QCOMPARE(result.bufferBlocks[1].endStep, 6);
        QCOMPARE(result.bufferBlocks[1].colorIndex, 1);
        QCOMPARE(result.text(result.bufferBlocks[2].name), QStringLiteral("fusion.4{0}"));
        QCOMPARE(result.bufferBlocks[2].offset, 262144);
        QCOMPARE(result.bufferBlocks[2].colorIndex, 0);

        // HBM of the same module: nothing there, and that is not an error.
        const Result hbm = analyzeCase(QStringLiteral("share_chain_display"), 0);
        QVERIFY(hbm.ok());
        QVERIFY(hbm.heapSizes.empty());
        QCOMPARE(hbm.heapSimulatorTraceIndex, -1);
        QCOMPARE(hbm.peakHeapBytes, 0);
    }

    void bufferAllocatedTwice()
    {
        // ALLOC 1, ALLOC 1, FREE 1, FREE 1: both ALLOCs add 0.25 MiB; the FREE that
        // brings the count to 0 removes it once, so 0.25 MiB stays at the end.
        const Result result = analyzeCase(QStringLiteral("allocated_twice"));
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.heapSizes, bytesOfMiB({ 0, .25, .5, .5, .25 }));
        QCOMPARE(result.peakHeapBytes, kMiBBytes / 2);
        QCOMPARE(result.peakHeapSizePosition, 1);
        QCOMPARE(result.peakBuffers.size(), size_t(2));
        QCOMPARE(result.peakBuffers[0].logicalBufferId, qint64(1));
        QCOMPARE(result.peakBuffers[1].logicalBufferId, qint64(1));
        QCOMPARE(result.logicalBufferSpans, (Result::Spans { { 1, { 1, 3 } } }));
        // Logical buffer 2 is assigned to allocations 0 and 2: the last wins, with a warning.
        QCOMPARE(result.warnings.size(), 1);
        QVERIFY(result.warnings[0].contains(QLatin1String("Logical buffer 2 is assigned to more than one")));
        // Allocation 2 (no trace) has no timeline container; buffer 1's block has the
        // colour of its last bar (index 1).
        QCOMPARE(result.bufferBlocks.size(), size_t(2));
        QCOMPARE(result.bufferBlocks[1].logicalBufferId, qint64(1));
        QCOMPARE(result.bufferBlocks[1].startStep, 1);
        QCOMPARE(result.bufferBlocks[1].colorIndex, 1);
        QCOMPARE(result.totalBufferAllocationBytes, 1048576 + 131072);
    }

    void unknownIdsBecomeWarnings()
    {
        const Result result = analyzeCase(QStringLiteral("unknown_ids"));
        QVERIFY2(result.ok(), qPrintable(result.error));
        // The unknown ALLOC and the SHARE_WITH onto an unknown buffer still add curve points.
        QCOMPARE(result.heapSizes, (std::vector<qint64> { 0, 32768, 32768, 32768, 0 }));
        QCOMPARE(result.warnings.size(), 4);
        const QString all = result.warnings.join(QLatin1Char('\n'));
        QVERIFY(all.contains(QLatin1String("names logical buffer 7, which the buffer assignment does not define")));
        QVERIFY(all.contains(QLatin1String("instruction id 99, which the module does not contain")));
        QVERIFY(all.contains(QLatin1String("names logical buffer 5, which no buffer allocation holds")));
        QVERIFY(all.contains(QLatin1String("with unknown buffer 42")));
        QCOMPARE(instructionNames(result), QStringList { QStringLiteral("a") });
    }

    void shareCyclesAreIgnoredWithWarnings()
    {
        const Result result = analyzeCase(QStringLiteral("share_cycle"));
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.heapSizes, (std::vector<qint64> { 0, 32768, 32768, 32768, 32768, 32768, 0 }));
        // Warnings of one kind fold into the first example and a count.
        QCOMPARE(result.warnings,
            QStringList {
                QStringLiteral("Heap-simulator event 2 would make logical buffer 2 share with itself; the event is "
                               "ignored. (and 1 more like it)") });
    }

    void noTraceShowsOnlyIndefiniteBuffers()
    {
        const Result result = analyzeCase(QStringLiteral("no_trace"), 0, 16384, true);
        QVERIFY2(result.ok(), qPrintable(result.error));
        QVERIFY(result.heapSizes.empty());
        QVERIFY(result.instructionNames.empty());
        QCOMPARE(result.heapSimulatorTraceIndex, -1);
        // Peak = parameter 2 MiB + output 1 MiB; the thread-local allocation has only a
        // 0-byte buffer, so it adds nothing to the peak but counts as indefinite.
        QCOMPARE(result.peakHeapBytes, 3 * kMiBBytes);
        QCOMPARE(result.peakUnpaddedHeapBytes, 3 * kMiBBytes);
        QCOMPARE(result.indefiniteHeapBytes, 3 * kMiBBytes);
        QCOMPARE(result.indefiniteBufferAllocationBytes, 4 * kMiBBytes);
        QCOMPARE(result.totalBufferAllocationBytes, 8 * kMiBBytes);
        QCOMPARE(result.entryComputationParametersBytes, 2 * kMiBBytes);
        QCOMPARE(result.maybeLiveOutBytes, kMiBBytes);
        QCOMPARE(result.nonReusableBytes, kMiBBytes);
        QVERIFY(result.bufferBlocks.empty());
        QVERIFY(result.allocationTimelineDot.isEmpty());

        QCOMPARE(result.peakBuffers.size(), size_t(2));
        const BufferDetails parameter = result.details(0);
        QCOMPARE(parameter.instructionName, QStringLiteral("param.0"));
        QCOMPARE(parameter.allocationType, QStringLiteral("Parameter"));
        QCOMPARE(parameter.shape, QStringLiteral("f32[512,1024]{1,0}"));
        QCOMPARE(parameter.label, QStringLiteral("param.0: f32[512,1024]{1,0} # jit(f)/x"));
        QCOMPARE(parameter.opcode, QStringLiteral("parameter"));
        QCOMPARE(parameter.source.file, QStringLiteral("/src/model.py"));
        QCOMPARE(parameter.source.line, 17);
        QCOMPARE(parameter.spanStart, -1);
        // The output allocation is represented by its largest buffer, element {0}.
        const BufferDetails output = result.details(1);
        QCOMPARE(output.instructionName, QStringLiteral("out{0}"));
        QCOMPARE(output.allocationType, QStringLiteral("Output"));
        QCOMPARE(output.shape, QStringLiteral("bf16[512,1024]{1,0}"));
        QCOMPARE(output.unpaddedBytes, qint64(1048576));
        // No source_file: the innermost stack frame gives file and line.
        QCOMPARE(output.source.file, QStringLiteral("/src/layers.py"));
        QCOMPARE(output.source.line, 12);
        QCOMPARE(output.source.stack, QStringLiteral("/src/layers.py:12:9\n/src/model.py:30:5"));

        QCOMPARE(result.indefiniteLifetimes.size(), size_t(3));
        const IndefiniteAllocation& parameterAllocation = result.indefiniteLifetimes[0];
        QCOMPARE(parameterAllocation.attributes,
            (QStringList { QStringLiteral("entry computation parameter"), QStringLiteral("reusable") }));
        QCOMPARE(parameterAllocation.commonShape, QStringLiteral("f32[512,1024]{1,0}"));
        const IndefiniteAllocation& outputAllocation = result.indefiniteLifetimes[1];
        QCOMPARE(outputAllocation.index, qint64(1));
        QCOMPARE(outputAllocation.attributes,
            (QStringList { QStringLiteral("may-be live out"), QStringLiteral("reusable") }));
        QCOMPARE(outputAllocation.logicalBuffers.size(), size_t(2));
        QCOMPARE(outputAllocation.logicalBuffers[1].shapeIndex, std::vector<qint64> { 1 });
        QCOMPARE(outputAllocation.logicalBuffers[1].sizeBytes, qint64(524288));
        QCOMPARE(outputAllocation.logicalBuffers[1].hloName, QStringLiteral("out"));
        QVERIFY(outputAllocation.commonShape.isEmpty()); // two different shapes
        QVERIFY(result.indefiniteLifetimes[2].attributes.isEmpty()); // thread-local: not reusable

        // §2.11: stack temporaries = 3 - 4; fragmentation = (8 - 3) / (8 - 4).
        QCOMPARE(overviewLines(result, QStringLiteral("no_trace(7)")),
            (QStringList { QStringLiteral("Module Name: no_trace(7)"),
                QStringLiteral("Peak memory allocation: 3.00 MiB, 8.00 MiB (with fragmentation)"),
                QStringLiteral("0.00 MiB total padding overhead"), QStringLiteral("2.00 MiB total argument size"),
                QStringLiteral("-1.00 MiB stack simulated HLO temporary variables"),
                QStringLiteral("4.00 MiB HLO lifetime temporary variables with fragmentation (fragmentation  125.00%)"),
                QStringLiteral("Modifying your model's architecture, batch size and data dimensions may help reduce "
                               "the memory footprint.") }));
    }

    void tracesAndColors()
    {
        const xla::HloProto proto = memscope::test::memoryViewerCase(QStringLiteral("traces_and_colors"));
        QCOMPARE(memorySpacesPresent(proto), (std::vector<qint64> { 0, 1, 5 }));

        Options options;
        options.smallBufferSize = 0;
        const Result hbm = analyze(proto, options);
        QCOMPARE(hbm.heapSimulatorTraceIndex, 0);
        QCOMPARE(hbm.peakHeapBytes, kMiBBytes);

        // VMEM: trace 1, plus the 64 KiB parameter on every point but not as a bar.
        options.memorySpace = 1;
        const Result vmem = analyze(proto, options);
        QVERIFY2(vmem.ok(), qPrintable(vmem.error));
        QCOMPARE(vmem.heapSimulatorTraceIndex, 1);
        QCOMPARE(vmem.heapSizes, (std::vector<qint64> { 65536, 196608, 327680, 196608, 65536 }));
        QCOMPARE(vmem.peakHeapBytes, 327680);
        QCOMPARE(vmem.indefiniteHeapBytes, 65536);
        QCOMPARE(vmem.peakHeapSizePosition, 1);
        QCOMPARE(instructionNames(vmem), (QStringList { QStringLiteral("v3"), QStringLiteral("v4") }));
        QCOMPARE(vmem.text(vmem.peakBuffers[0].shape), QStringLiteral("f32[32768]{0:S(1)}"));
        QCOMPARE(vmem.entryComputationParametersBytes, 65536);
        QCOMPARE(vmem.logicalBufferSpans, (Result::Spans { { 3, { 0, 3 } }, { 4, { 1, 2 } } }));

        // Colour 5: its only allocation is thread-local, so the trace is found by counting events.
        options.memorySpace = 5;
        const Result host = analyze(proto, options);
        QVERIFY2(host.ok(), qPrintable(host.error));
        QCOMPARE(host.heapSimulatorTraceIndex, 2);
        QCOMPARE(host.heapSizes, (std::vector<qint64> { 4096, 8192, 4096 }));
        QCOMPARE(host.peakBuffers.size(), size_t(1));
        QCOMPARE(host.text(host.peakBuffers[0].allocationType), QStringLiteral("Thread-local"));
        QVERIFY(host.bufferBlocks.empty()); // no temporary allocation

        options.memorySpace = 7;
        const Result absent = analyze(proto, options);
        QVERIFY(absent.ok());
        QVERIFY(absent.warnings.isEmpty());
        QVERIFY(absent.peakBuffers.empty());
        QCOMPARE(absent.totalBufferAllocationBytes, 0);

        for (const Result* result : { &hbm, &vmem, &host })
            QVERIFY2(result->warnings.isEmpty(), qPrintable(result->warnings.join(QLatin1Char('\n'))));
    }

    void tpuTilesPaddingAndShapeIndices()
    {
        const Result result = analyzeCase(QStringLiteral("tpu_padding"));
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.warnings.size(), 1);
        QVERIFY(result.warnings[0].contains(QLatin1String("shape index element 9, outside the 5 tuple elements")));

        QCOMPARE(instructionNames(result),
            (QStringList { QStringLiteral("tuple.wide"), QStringLiteral("fusion.7{0}"), QStringLiteral("fusion.7{1}"),
                QStringLiteral("fusion.7{1,3}"), QStringLiteral("fusion.7{9}"), QStringLiteral("fusion.7{2}") }));
        QStringList shapes;
        std::vector<qint64> unpadded;
        for (const PeakBuffer& buffer : result.peakBuffers) {
            shapes << result.text(buffer.shape);
            unpadded.push_back(buffer.unpaddedBytes);
        }
        QCOMPARE(shapes,
            (QStringList { QStringLiteral("(f32[], f32[], f32[], f32[], f32[], /*index=5*/f32[], f32[])"),
                QStringLiteral("f32[29184,1,2560]{2,1,0:T(2,128)}"),
                QStringLiteral("bf16[8,56,24,16384]{3,2,1,0:T(8,128)(2,1)}"),
                QStringLiteral("f32[32,1,1]{2,1,0:T(2,128)S(5)}"),
                QStringLiteral("(f32[29184,1,2560]{2,1,0:T(2,128)}, bf16[8,56,24,16384]{3,2,1,0:T(8,128)(2,1)}, "
                               "(s32[], (f32[2]{0})), f32[32,1,1]{2,1,0:T(2,128)S(5)}, pred[3]{0})"),
                QStringLiteral("(s32[], (f32[2]{0}))") }));
        QCOMPARE(unpadded, (std::vector<qint64> { 56, 298844160, 352321536, 128, 40, 16 }));
        QCOMPARE(result.text(result.peakBuffers[1].label),
            QStringLiteral("fusion.7: f32[29184,1,2560]{2,1,0:T(2,128)} # jit(step)/dot_general"));
        QCOMPARE(result.text(result.peakBuffers[0].allocationType), QStringLiteral("Output"));

        // Sizes 56, 597688320, 352321536, 32768, 64, 16; paddings 0, 298844160, 0, 32640, 24, 0.
        QCOMPARE(result.bySize, (std::vector<int> { 1, 2, 3, 4, 0, 5 }));
        QCOMPARE(result.bySizeToMaxHeap, result.bySize);
        QCOMPARE(result.maxHeapToBySize, (std::vector<int> { 4, 0, 1, 2, 3, 5 }));
        QCOMPARE(result.byPadding, (std::vector<int> { 1, 3, 4, 2, 0, 5 }));

        QCOMPARE(result.peakHeapSizePosition, 4);
        QCOMPARE(result.peakHeapBytes, 950042704 + 56);
        QCOMPARE(result.peakUnpaddedHeapBytes, 651165880 + 56);
        // 298876824 bytes of padding = 285.0311508... MiB.
        QCOMPARE(overviewLines(result, QStringLiteral("tpu_padding"))[2],
            QStringLiteral("285.03 MiB total padding overhead"));

        // The quick mode that compares modules gives the same peak and nothing else.
        Options quick;
        quick.peakOnly = true;
        const Result peakOnly = analyze(memscope::test::memoryViewerCase(QStringLiteral("tpu_padding")), quick);
        QCOMPARE(peakOnly.peakHeapBytes, result.peakHeapBytes);
        QCOMPARE(peakOnly.peakUnpaddedHeapBytes, result.peakUnpaddedHeapBytes);
        QCOMPARE(peakOnly.indefiniteHeapBytes, result.indefiniteHeapBytes);
        QCOMPARE(peakOnly.peakHeapSizePosition, 4);
        QVERIFY(peakOnly.peakBuffers.empty());
        QVERIFY(peakOnly.heapSizes.empty());
        QVERIFY(peakOnly.bufferBlocks.empty());
    }

    void subByteAndDynamicShapes()
    {
        const Result result = analyzeCase(QStringLiteral("subbyte_dynamic"));
        QVERIFY2(result.ok(), qPrintable(result.error));
        QVERIFY(result.warnings.isEmpty());
        // The 0-byte token ALLOC at event 7 does not raise the peak: it stays at event 6.
        QCOMPARE(result.peakHeapSizePosition, 6);
        QCOMPARE(result.peakHeapBytes, 7680);
        QCOMPARE(result.peakUnpaddedHeapBytes, 1067);
        QStringList shapes;
        for (const PeakBuffer& buffer : result.peakBuffers)
            shapes << result.text(buffer.shape);
        QCOMPARE(shapes,
            (QStringList { QStringLiteral("s4[1000]{0:E(4)}"), QStringLiteral("u4[3]"),
                QStringLiteral("f32[<=10,3]{1,0}"), QStringLiteral("pred[7]{0}"), QStringLiteral("c128[2]{0}"),
                QStringLiteral("f4e2m1fn[9]{0:E(4)}"), QStringLiteral("f32[100]{0:T(128)L(1024)}") }));
    }

    void shapeStrings_data()
    {
        QTest::addColumn<QString>("shapeProto");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<qint64>("unpadded");
        QTest::newRow("scalar without layout")
            << QStringLiteral("element_type: F32") << QStringLiteral("f32[]") << qint64(4);
        QTest::newRow("scalar, empty layout omitted")
            << QStringLiteral("element_type: BF16 layout { }") << QStringLiteral("bf16[]") << qint64(2);
        QTest::newRow("scalar in SMEM") << QStringLiteral("element_type: S32 layout { memory_space: 4 }")
                                        << QStringLiteral("s32[]{:S(4)}") << qint64(4);
        QTest::newRow("unbounded dynamic") << QStringLiteral(
            "element_type: F32 dimensions: -9223372036854775808 dimensions: 3 is_dynamic_dimension: true")
                                           << QStringLiteral("f32[?,3]") << qint64(-1);
        QTest::newRow("empty tuple") << QStringLiteral("element_type: TUPLE") << QStringLiteral("()") << qint64(0);
        QTest::newRow("opaque") << QStringLiteral("element_type: OPAQUE_TYPE") << QStringLiteral("opaque[]")
                                << qint64(8);
        QTest::newRow("token") << QStringLiteral("element_type: TOKEN") << QStringLiteral("token[]") << qint64(0);
        QTest::newRow("combined tile dimension") << QStringLiteral(
            "element_type: F32 dimensions: 4 dimensions: 256 layout { minor_to_major: 1 minor_to_major: 0 "
            "tiles { dimensions: -9223372036854775808 dimensions: 128 } }")
                                                 << QStringLiteral("f32[4,256]{1,0:T(*,128)}") << qint64(4096);
        QTest::newRow("index and pointer types, element bits, split, prefix")
            << QStringLiteral(
                   "element_type: S4 dimensions: 8 dimensions: 8 layout { minor_to_major: 1 minor_to_major: 0 "
                   "index_primitive_type: U16 pointer_primitive_type: S64 element_size_in_bits: 4 memory_space: 1 "
                   "split_configs { dimension: 0 split_indices: 2 split_indices: 4 } "
                   "dynamic_shape_metadata_prefix_bytes: 8 }")
            << QStringLiteral("s4[8,8]{1,0:#(u16)*(s64)E(4)S(1)SC(0:2,4)M(8)}") << qint64(32);
        QTest::newRow("physical shape") << QStringLiteral(
            "element_type: PRED dimensions: 3 layout { minor_to_major: 0 physical_shape { element_type: U8 "
            "dimensions: 4 layout { minor_to_major: 0 } } }")
                                        << QStringLiteral("pred[3]{0:P(u8[4]{0})}") << qint64(3);
        QTest::newRow("f8 and c64") << QStringLiteral(
            "element_type: TUPLE tuple_shapes { element_type: F8E4M3FN dimensions: 2 } "
            "tuple_shapes { element_type: C64 dimensions: 2 }")
                                    << QStringLiteral("(f8e4m3fn[2], c64[2])") << qint64(16);
        QTest::newRow("invalid element type")
            << QStringLiteral("dimensions: 2") << QStringLiteral("invalid[2]") << qint64(-1);
    }

    void shapeStrings()
    {
        QFETCH(QString, shapeProto);
        QFETCH(QString, expected);
        QFETCH(qint64, unpadded);
        xla::ShapeProto shape;
        QVERIFY(google::protobuf::TextFormat::ParseFromString(shapeProto.toStdString(), &shape));
        QCOMPARE(shapeString(shape), expected);
        QCOMPARE(unpaddedSizeBytes(shape), unpadded);
    }

    void scopedVmem()
    {
        const Result vmem = analyzeCase(QStringLiteral("scoped_vmem"), 1);
        QVERIFY2(vmem.ok(), qPrintable(vmem.error));
        QCOMPARE(vmem.maxScopedVmemAllocationBytes, 2 * kMiBBytes);
        QCOMPARE(vmem.maxScopedVmemInstructionName, QStringLiteral("fusion.2"));
        // Not added to the peak; the overview adds it: (1 - 0) + 2 and (1 - 0) + 2.
        QCOMPARE(vmem.peakHeapBytes, kMiBBytes);
        const QStringList lines = overviewLines(vmem, QStringLiteral("scoped"));
        QCOMPARE(lines[1], QStringLiteral("Peak memory allocation: 3.00 MiB, 3.00 MiB (with fragmentation)"));
        QCOMPARE(lines[6], QStringLiteral("2.00 MiB max scoped VMEM allocation (fusion.2)"));

        const Result hbm = analyzeCase(QStringLiteral("scoped_vmem"), 0);
        QCOMPARE(hbm.maxScopedVmemAllocationBytes, 0);
        QVERIFY(hbm.maxScopedVmemInstructionName.isEmpty());
        QCOMPARE(overviewLines(hbm, QStringLiteral("scoped")).size(), 7); // no scoped line
    }

    void smallBufferGroup()
    {
        const Result defaults = analyzeCase(QStringLiteral("small_buffers"), 0, 16384);
        // 8192 and 16383 bytes fold; 16384 is not strictly smaller, so it stays.
        QCOMPARE(instructionNames(defaults), (QStringList { QStringLiteral("s2"), QStringLiteral("big"), QString() }));
        const BufferDetails small = defaults.details(static_cast<int>(defaults.peakBuffers.size()) - 1);
        QVERIFY(small.isSmallGroup());
        QCOMPARE(small.label, QStringLiteral("small (<16384 bytes)"));
        QCOMPARE(small.sizeBytes, qint64(8192 + 16383));
        QCOMPARE(small.unpaddedBytes, qint64(0));
        QCOMPARE(small.colorIndex, 2);
        QCOMPARE(small.paddingBytes(), qint64(0));

        QCOMPARE(analyzeCase(QStringLiteral("small_buffers"), 0, 0).peakBuffers.size(), size_t(4));
        const Result larger = analyzeCase(QStringLiteral("small_buffers"), 0, 20000);
        QCOMPARE(larger.peakBuffers.size(), size_t(2));
        QCOMPARE(larger.text(larger.peakBuffers[1].label), QStringLiteral("small (<20000 bytes)"));
        QCOMPARE(larger.peakBuffers[1].sizeBytes, qint64(8192 + 16384 + 16383));
    }

    void timelineNear64GiB()
    {
        const Result result = analyzeCase(QStringLiteral("timeline_64gib"), 0, 16384, true);
        QVERIFY2(result.ok(), qPrintable(result.error));
        // Container 0, tiny, fusion.1, fusion.2, container 1. Only the chosen trace is
        // simulated, so fusion.4 (traced by trace 1) has no span and no block; its
        // allocation still stacks above as a container.
        QCOMPARE(result.bufferBlocks.size(), size_t(5));
        const auto& blocks = result.bufferBlocks;
        QCOMPARE(blocks[2].offset, 68451041280);
        QCOMPARE(blocks[3].offset, 68585259008);
        QCOMPARE(blocks[4].offset, 68719476736);
        QVERIFY(blocks[4].isContainer());
        QCOMPARE(blocks[4].endStep, 6); // the longest trace
        // Adjacent in memory, adjacent in the blocks: no gaps or overlaps from rounding.
        QCOMPARE(blocks[2].offset + blocks[2].size, blocks[3].offset);
        QCOMPARE(blocks[3].offset + blocks[3].size, blocks[4].offset);

        // The DOT rects: the 1000-byte buffer is far below a point high, so it has none.
        std::vector<DotRect> rects = parseDot(result.allocationTimelineDot);
        QCOMPARE(rects.size(), size_t(4));
        QVERIFY(rects[1].tooltip.startsWith(QLatin1String("buffer_id:1\n")));
        QVERIFY(rects[2].tooltip.startsWith(QLatin1String("buffer_id:2\n")));
        QVERIFY(rects[3].tooltip.startsWith(QLatin1String("buffer_allocation_id:1\n")));
        const auto top = [](const DotRect& r) { return r.y + r.height / 2; };
        const auto bottom = [](const DotRect& r) { return r.y - r.height / 2; };
        QVERIFY(qAbs(top(rects[1]) - bottom(rects[2])) < 0.05);
        QVERIFY(qAbs(top(rects[2]) - bottom(rects[3])) < 0.05);
        QVERIFY(qAbs(top(rects[3]) - 4096) < 0.05);
        QVERIFY(top(rects[0]) <= bottom(rects[3]) + 0.05);
    }

    void dotLabelsAndFontSizes()
    {
        // Expected text from an independent script of spec §2.9 (python, "%.2f"/"%.4f"/"%.1f"):
        // container (0,0,6,4096); buffer 1 (2,0,1,2048); buffer 2 (0,2048,5,8); buffer 3 (1,2056,3,20),
        // sx = 4096/6, sy = 1; none is at the peak (all below 16 KiB), so colours follow the node number.
        const Result result = analyzeCase(QStringLiteral("dot_labels"), 0, 16384, true);
        QVERIFY2(result.ok(), qPrintable(result.error));
        const QString longName = QStringLiteral("fusion.") + QString(133, QLatin1Char('x'));
        const QString expected = QStringLiteral(
            "graph G {\n epsilon=0.5 \n inputscale=72 \n node "
            "[shape=box,style=filled,fontname=\"Arial\",margin=\"0.02,0.02\"];\n  "
            "\"0\" [tooltip=\"buffer_allocation_id:0\nsize:4096\nbuffer_counts:3\n\", pos=\"2048.00,2048.00!\", "
            "width=\"56.8889\", "
            "height=\"56.8889\", fixedsize=true, color=\"#ffffffff\", fontsize=14.0, label=\"\"];\n"
            "\"1\" "
            "[tooltip=\"buffer_id:1\nhlo_op:%1\nshape:u8[2048]{0}\nsize:2048\nunpadded_size:2048\noffset:0\nspan:(2,3)"
            "\", "
            "pos=\"1706.67,1024.00!\", width=\"9.4815\", height=\"28.4444\", fixedsize=true, color=\"#2196f3\", "
            "fontsize=14.0, "
            "label=\"%2...\"];\n"
            "\"2\" "
            "[tooltip=\"buffer_id:2\nhlo_op:b\nshape:u8[8]{0}\nsize:8\nunpadded_size:8\noffset:2048\nspan:(0,5)\", "
            "pos=\"1706.67,2052.00!\", width=\"47.4074\", height=\"0.1111\", fixedsize=true, color=\"#81c784\", "
            "fontsize=8.0, label=\"\"];\n"
            "\"3\" "
            "[tooltip=\"buffer_id:3\nhlo_op:c\nshape:u8[20]{0}\nsize:20\nunpadded_size:20\noffset:2056\nspan:(1,4)\", "
            "pos=\"1706.67,2066.00!\", width=\"28.4444\", height=\"0.2778\", fixedsize=true, color=\"#4dd0e1\", "
            "fontsize=12.0, label=\"c\"];\n}")
                                     .arg(longName, longName.left(85));
        QCOMPARE(result.allocationTimelineDot, expected);
        QCOMPARE(xprofColor(result.bufferBlocks[1].colorIndex), QStringLiteral("#2196f3"));

        // With every buffer at the peak, blocks take their bar colours: live order b, c, long.
        const Result colored = analyzeCase(QStringLiteral("dot_labels"), 0, 0, false);
        QVERIFY(colored.allocationTimelineDot.isEmpty());
        QCOMPARE(colored.bufferBlocks[0].colorIndex, -1); // the container, white
        QCOMPARE(colored.bufferBlocks[1].colorIndex, 2);
        QCOMPARE(colored.bufferBlocks[2].colorIndex, 0);
        QCOMPARE(colored.bufferBlocks[3].colorIndex, 1);
    }

    void conversionErrors_data()
    {
        QTest::addColumn<QString>("caseName");
        QTest::addColumn<QString>("error");
        QTest::newRow("freed twice") << QStringLiteral("freed_twice")
                                     << QStringLiteral(
                                            "Failed to process heap simulator trace: Buffer 1is freed multiple times.");
        QTest::newRow("two allocations")
            << QStringLiteral("two_allocations")
            << QStringLiteral(
                   "Failed to process heap simulator trace: All heap simulation should work out of a single buffer "
                   "allocation, actual seen_buffer_allocations.size():2");
    }

    void conversionErrors()
    {
        QFETCH(QString, caseName);
        QFETCH(QString, error);
        const Result result = analyzeCase(caseName);
        QCOMPARE(result.error, error);
        QVERIFY(result.peakBuffers.empty());
    }

    void unhandledKindAndNegativeHeap()
    {
        xla::HloProto proto = memscope::test::memoryViewerCase(QStringLiteral("freed_twice"));
        auto* events = proto.mutable_buffer_assignment()->mutable_heap_simulator_traces(0)->mutable_events();
        events->Mutable(2)->set_kind(static_cast<xla::HeapSimulatorTrace::Event::Kind>(7));
        QCOMPARE(
            analyze(proto).error, QStringLiteral("Failed to process heap simulator trace: Unhandled event kind: 7"));

        // A negative logical-buffer size drives the heap below 0 at the next FREE.
        proto = memscope::test::memoryViewerCase(QStringLiteral("two_allocations"));
        auto* assignment = proto.mutable_buffer_assignment();
        assignment->mutable_buffer_allocations(0)->add_assigned()->set_logical_buffer_id(2);
        assignment->mutable_buffer_allocations(1)->clear_assigned();
        assignment->mutable_logical_buffers(1)->set_size(-20);
        QCOMPARE(analyze(proto).error,
            QStringLiteral("Failed to process heap simulator trace: Heap size should be non-negative, but get: -20"));
    }

    void cancellation()
    {
        std::atomic_bool cancel { true };
        Options options;
        options.cancel = &cancel;
        QCOMPARE(analyze(memscope::test::memoryViewerCase(QStringLiteral("tpu_padding")), options).error,
            QStringLiteral("cancelled"));
    }

    void protoJsonFieldsAndOmissions()
    {
        tensorflow::profiler::PreprocessResult message;
        toPreprocessResult(analyzeCase(QStringLiteral("share_with_live"), 0, 16384), &message);
        std::string json;
        QVERIFY(google::protobuf::util::MessageToJsonString(message, &json).ok());
        const QJsonObject root = QJsonDocument::fromJson(QByteArray::fromStdString(json)).object();
        QCOMPARE(root.value(QLatin1String("moduleName")).toString(), QStringLiteral("test_module"));
        QCOMPARE(root.value(QLatin1String("peakHeapMib")).toDouble(), 1.5);
        QCOMPARE(root.value(QLatin1String("heapSizes")).toArray().size(), 5);
        QCOMPARE(root.value(QLatin1String("hloInstructionNames")).toArray().size(), 5);
        // Defaults are omitted: the peak is at event 0 and nothing is scoped.
        QVERIFY(!root.contains(QLatin1String("peakHeapSizePosition")));
        QVERIFY(!root.contains(QLatin1String("maxScopedVmemAllocationMib")));
        QVERIFY(!root.contains(QLatin1String("maxScopedVmemInstructionName")));
        QVERIFY(!root.contains(QLatin1String("allocationTimeline")));
        // max_heap: the constant first, numbered 0 (present: it is in a oneof), then buffer 1.
        const QJsonArray maxHeap = root.value(QLatin1String("maxHeap")).toArray();
        QCOMPARE(maxHeap.size(), 2);
        QCOMPARE(maxHeap[0].toObject().value(QLatin1String("numbered")).toInt(-1), 0);
        QCOMPARE(maxHeap[0].toObject().value(QLatin1String("groupName")).toString(), QStringLiteral("Constant"));
        QCOMPARE(
            maxHeap[0].toObject().value(QLatin1String("instructionName")).toString(), QStringLiteral("constant.1{0}"));
        QCOMPARE(maxHeap[1].toObject().value(QLatin1String("logicalBufferId")).toInt(), 1);
        QVERIFY(!maxHeap[1].toObject().contains(QLatin1String("sourceInfo")));
        QCOMPARE(root.value(QLatin1String("maxHeapToBySize")).toArray(), (QJsonArray { 0, 1 }));
        // Map keys are strings; span start 0 is omitted.
        const QJsonObject spans = root.value(QLatin1String("logicalBufferSpans")).toObject();
        QCOMPARE(spans.keys(), QStringList { QStringLiteral("1") });
        QVERIFY(!spans.value(QLatin1String("1")).toObject().contains(QLatin1String("start")));
        QCOMPARE(spans.value(QLatin1String("1")).toObject().value(QLatin1String("limit")).toInt(), 3);
        // int64 fields are strings.
        const QJsonObject lifetime = root.value(QLatin1String("indefiniteLifetimes")).toArray()[0].toObject();
        QCOMPARE(lifetime.value(QLatin1String("id")).toString(), QStringLiteral("1"));
        QCOMPARE(lifetime.value(QLatin1String("logicalBuffers"))
                     .toArray()[0]
                     .toObject()
                     .value(QLatin1String("id"))
                     .toString(),
            QStringLiteral("3"));
        QCOMPARE(lifetime.value(QLatin1String("logicalBuffers"))
                     .toArray()[0]
                     .toObject()
                     .value(QLatin1String("shapeIndex"))
                     .toArray(),
            (QJsonArray { QStringLiteral("0") }));
        const QJsonArray blocks = root.value(QLatin1String("bufferBlocks")).toArray();
        QCOMPARE(blocks[0].toObject().value(QLatin1String("logicalBufferId")).toInt(), -1);
        QCOMPARE(blocks[0].toObject().value(QLatin1String("color")).toString(), QStringLiteral("#ffffff"));
        QVERIFY(!blocks[0].toObject().contains(QLatin1String("startStep")));
    }

    void directJsonMatchesProtobuf_data()
    {
        QTest::addColumn<QString>("caseName");
        QTest::addColumn<qint64>("memorySpace");
        for (const char* name : { "share_with_live", "share_with_freed", "share_chain_display", "allocated_twice",
                 "unknown_ids", "share_cycle", "no_trace", "tpu_padding", "subbyte_dynamic", "scoped_vmem",
                 "small_buffers", "timeline_64gib", "dot_labels" }) {
            for (const qint64 space : { 0, 1 })
                QTest::addRow("%s/%lld", name, static_cast<long long>(space)) << QString::fromLatin1(name) << space;
        }
        QTest::newRow("traces_and_colors/5") << QStringLiteral("traces_and_colors") << qint64(5);
    }

    void directJsonMatchesProtobuf()
    {
        QFETCH(QString, caseName);
        QFETCH(qint64, memorySpace);
        xla::HloProto proto = memscope::test::memoryViewerCase(caseName);
        // Strings protobuf escapes: quotes, angle brackets, control characters, non-ASCII.
        auto* instruction = proto.mutable_hlo_module()->mutable_computations(0)->mutable_instructions(0);
        instruction->mutable_metadata()->set_op_name("jit(f)/\"<é>\"\t\u2028");
        compareJson(analyze(proto, { memorySpace, 0, false, nullptr }));
    }

    void asciiEscapesMatchProtobuf()
    {
        // ASCII strings are escaped from a table, the rest by protobuf: every ASCII character, in a string without
        // others.
        xla::HloProto proto = memscope::test::memoryViewerCase(QStringLiteral("tpu_padding"));
        std::string everyCharacter;
        for (int c = 0; c < 0x80; ++c)
            everyCharacter += static_cast<char>(c);
        auto* instruction = proto.mutable_hlo_module()->mutable_computations(0)->mutable_instructions(0);
        instruction->mutable_metadata()->set_op_name(everyCharacter);
        compareJson(analyze(proto, { 0, 0, false, nullptr }));
    }

    void spanKeysAreXprofsInt32Keys()
    {
        // XProf keys the spans by int32: ids that do not fit wrap, sort by the wrapped key, and of two
        // ids with one key the larger (later in id order) wins, as in protobuf's map.
        Result result;
        result.logicalBufferSpans = { { 5, { 1, 2 } }, { 7, { 3, 4 } }, { (qint64(1) << 32) - 1, { 7, 8 } },
            { (qint64(1) << 32) + 5, { 5, 6 } } };
        const QByteArray json = preprocessResultJson(result);
        QVERIFY2(json.contains(R"("logicalBufferSpans":{"-1":{"start":7,"limit":8},"5":{"start":5,"limit":6},)"
                               R"("7":{"start":3,"limit":4}})"),
            json.constData());
        compareJson(result);
    }

    void doublesPrintAsProtobuf()
    {
        // The MiB the JSON holds, bytes / 2^20, and the curves' simulated + indefinite MiB, of every
        // magnitude: small counts, MiB fractions, counts beyond 2^53 and random bit patterns.
        std::vector<qint64> values { 0, 1, -1, 1067, 524288, 1048576, 1572864, 123456789012345, 1LL << 53,
            (1LL << 53) + 1, std::numeric_limits<qint64>::max(), std::numeric_limits<qint64>::min() };
        quint64 state = 0x9e3779b97f4a7c15ULL;
        for (int i = 0; i < 20000; ++i) {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            if (i % 3 == 0)
                values.push_back(static_cast<qint64>(state));
            else if (i % 3 == 1)
                values.push_back(static_cast<qint64>(state % 100000000000ULL));
            else
                values.push_back(static_cast<qint64>(state % 1000000) << (state % 40));
        }
        Result result;
        result.heapSizes = values; // printed as xprofHeapMib
        result.indefiniteHeapBytes = 3 * 1048576 + 1067;
        for (const qint64 bytes : values) {
            PeakBuffer buffer; // the small group: sizes printed as xprofMib
            buffer.sizeBytes = bytes;
            result.peakBuffers.push_back(buffer);
        }
        tensorflow::profiler::PreprocessResult message;
        toPreprocessResult(result, &message);
        std::string expected;
        QVERIFY(google::protobuf::util::MessageToJsonString(message, &expected).ok());
        QCOMPARE(preprocessResultJson(result), QByteArray::fromStdString(expected));
    }

    void memscopeExtrasInJson()
    {
        const Result result = analyzeCase(QStringLiteral("tpu_padding"));
        const JsonExtras extras { QStringLiteral("tpu_padding(42)"), QStringLiteral("HBM") };
        const QJsonObject root = QJsonDocument::fromJson(preprocessResultJson(result, &extras)).object();
        QVERIFY(root.contains(QLatin1String("heapSizes")));
        const QJsonObject memscope = root.value(QLatin1String("memscope")).toObject();
        QCOMPARE(memscope.value(QLatin1String("moduleDisplayName")).toString(), QStringLiteral("tpu_padding(42)"));
        QCOMPARE(memscope.value(QLatin1String("memorySpaceName")).toString(), QStringLiteral("HBM"));
        QCOMPARE(memscope.value(QLatin1String("memorySpace")).toInt(-1), 0);
        QCOMPARE(memscope.value(QLatin1String("smallBufferSize")).toInt(), 0);
        QCOMPARE(memscope.value(QLatin1String("heapSimulatorTraceIndex")).toInt(), 0);
        QCOMPARE(memscope.value(QLatin1String("byPaddingToMaxHeap")).toArray(), (QJsonArray { 1, 3, 4, 2, 0, 5 }));
        const QJsonArray byPadding = memscope.value(QLatin1String("maxHeapByPadding")).toArray();
        QCOMPARE(byPadding.size(), 6);
        QCOMPARE(byPadding[1].toObject().value(QLatin1String("instructionName")).toString(),
            QStringLiteral("fusion.7{1,3}"));
        QCOMPARE(memscope.value(QLatin1String("warnings")).toArray().size(), 1);
    }

    void csvRows()
    {
        const QByteArray csv = peakBuffersCsv(analyzeCase(QStringLiteral("tpu_padding")));
        const QList<QByteArray> rows = csv.split('\n');
        QCOMPARE(rows.size(), 8); // header, 6 buffers, the empty tail after the last CRLF
        QVERIFY(rows[0].startsWith(
            "program_order,logical_buffer_id,instruction_name,size_bytes,unpadded_size_bytes,padding_bytes"));
        // Shapes with commas are quoted; "fusion.7{1,3}" too.
        QCOMPARE(rows[4],
            QByteArray("3,12,\"fusion.7{1,3}\",32768,128,32640,0.03125,\"f32[32,1,1]{2,1,0:T(2,128)S(5)}\",jit(step)/"
                       "dot_general,"
                       "fusion,Temporary,,,,2,7,#4dd0e1,\"fusion.7: f32[32,1,1]{2,1,0:T(2,128)S(5)} # "
                       "jit(step)/dot_general\"\r"));
    }

    void toFixedMatchesJavaScript_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<int>("decimals");
        QTest::addColumn<QString>("expected");
        QTest::newRow("exact tie rounds up") << 0.125 << 2 << QStringLiteral("0.13");
        QTest::newRow("below tie in binary") << 1.005 << 2 << QStringLiteral("1.00");
        QTest::newRow("negative tie") << -0.125 << 2 << QStringLiteral("-0.13");
        QTest::newRow("negative to zero keeps sign") << -0.001 << 2 << QStringLiteral("-0.00");
        QTest::newRow("carry") << 9.995 << 2 << QStringLiteral("9.99"); // 9.99499999... in binary
        QTest::newRow("carry into integer") << 99.999 << 2 << QStringLiteral("100.00");
        QTest::newRow("zero decimals") << 2.5 << 0 << QStringLiteral("3");
        QTest::newRow("zero") << 0.0 << 2 << QStringLiteral("0.00");
    }

    void toFixedMatchesJavaScript()
    {
        QFETCH(double, value);
        QFETCH(int, decimals);
        QFETCH(QString, expected);
        QCOMPARE(toFixed(value, decimals), expected);
    }

    void palette()
    {
        QCOMPARE(paletteSize(), 209);
        QCOMPARE(paletteRgb(0), 0xe91e63u);
        QCOMPARE(paletteRgb(208), 0xf06292u);
        QCOMPARE(paletteRgb(209), 0xe91e63u);
        QCOMPARE(paletteRgb(-1), 0xf06292u);
        // XProf's outputs name them "#rrggbb"; a container's -1 is white.
        QCOMPARE(xprofColor(0), QStringLiteral("#e91e63"));
        QCOMPARE(xprofColor(12), QStringLiteral("#2196f3"));
        QCOMPARE(xprofColor(208), QStringLiteral("#f06292"));
        QCOMPARE(xprofColor(209), QStringLiteral("#e91e63"));
        QCOMPARE(xprofColor(-1), QStringLiteral("#ffffff"));
    }

    void heapMibIsXProfsSum()
    {
        // XProf adds the simulated MiB and the indefinite MiB. Below 2^53 bytes that is the MiB of
        // the sum; beyond, the two roundings differ, and XProf's sum is the one written.
        QCOMPARE(xprofHeapMib(3 * kMiBBytes / 2, kMiBBytes), 1.5);
        const qint64 simulated = (1LL << 53) + 1;
        QCOMPARE(xprofHeapMib(simulated + 1, 1), xprofMib(simulated) + xprofMib(1));
        QVERIFY(xprofHeapMib(simulated + 1, 1) != xprofMib(simulated + 1));
    }
};

QTEST_GUILESS_MAIN(TestMemoryViewer)
#include "tst_memoryviewer.moc"
