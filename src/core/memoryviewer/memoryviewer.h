// SPDX-License-Identifier: Apache-2.0
#pragma once

// The Memory Viewer engine: XProf's analysis of one module's buffer
// assignment for one memory space (../shared/spec/memory-viewer.md §2),
// with Memscope's deterministic choices where XProf's order is unspecified.

#include "core/format/memoryspace.h"
#include "core/memoryviewer/stringtable.h"

#include <QString>
#include <QStringList>
#include <atomic>
#include <vector>

namespace xla {
class HloProto;
class ShapeProto;
} // namespace xla
namespace memscope::format {
struct HloRows;
}
namespace tensorflow::profiler {
class PreprocessResult;
}

class QIODevice;

namespace memscope::memoryviewer {

// Buffers strictly smaller fold into one "small (<N bytes)" entry unless the user chooses otherwise:
// XProf's 16 KiB, the window's, the command line's and every analysis's default. (The --help texts
// of both programs and the man page say the number too.)
inline constexpr qint64 kDefaultSmallBufferSize = 16 * 1024;

struct Options
{
    qint64 memorySpace = colorOf(MemorySpace::Hbm); // BufferAllocationProto.color to analyse
    qint64 smallBufferSize = kDefaultSmallBufferSize; // 0 = no folding
    bool renderDot = false; // also build the Graphviz DOT text of §2.9
    const std::atomic_bool* cancel = nullptr; // checked in long loops; a cancelled analysis returns error "cancelled"
    bool peakOnly = false; // only the peak figures (no curves, buffers, blocks or strings): to compare modules quickly
};

// Where an instruction comes from, as the views show it.
struct SourceInfo
{
    QString file;
    int line = -1;
    QString stack; // one frame "file:line:column" per line, innermost first
    bool isEmpty() const { return file.isEmpty() && stack.isEmpty(); }
};

// The same in a result's rows: its texts in the rows' StringTable.
struct SourceRef
{
    StringId file = 0; // 0: no source
    int line = -1;
    StringId stack = 0;
};

// One buffer live at the peak (XProf's HeapObject), or the "small" group. Its
// texts are ids into the StringTable of the rows that hold it
// (PeakBufferRows::strings); details() decodes one buffer for a view.
struct PeakBuffer
{
    qint64 logicalBufferId = -1; // -1 for the small group
    qint64 sizeBytes = 0; // padded (LogicalBufferProto.size)
    qint64 unpaddedBytes = 0; // 0 when unknown (the small group)
    int colorIndex = 0; // position in program order; the colour is palette entry colorIndex (palette.h)
    int spanStart = -1; // lifetime in program order from logical_buffer_spans;
    int spanLimit = -1; // -1/-1 when the buffer has no span (indefinite buffers, the small group)
    StringId label = 0; // "<instr>: <shape> # <op_name>" or "small (<N bytes)"
    StringId instructionName = 0; // with "{shape index}" when the index is non-empty
    StringId shape = 0; // XLA's HumanStringWithLayout
    StringId tfOpName = 0; // framework op (metadata.op_name)
    StringId opcode = 0;
    StringId allocationType = 0; // Parameter, Output, Thread-local, Constant, Temporary
    SourceRef source;
    bool isSmallGroup() const { return logicalBufferId == -1; }
    // XProf's padding: 0 when either size is 0 or unknown.
    qint64 paddingBytes() const { return sizeBytes > 0 && unpaddedBytes > 0 ? sizeBytes - unpaddedBytes : 0; }
};

// One buffer with its texts decoded: what a view shows of one row (a peak
// buffer, or a timeline block described like one).
struct BufferDetails
{
    qint64 logicalBufferId = -1; // -1 for the small group (and a timeline block's container)
    int colorIndex = 0; // palette index (palette.h)
    QString label;
    QString instructionName;
    QString shape;
    QString tfOpName;
    QString opcode;
    QString allocationType;
    qint64 sizeBytes = 0;
    qint64 unpaddedBytes = 0;
    SourceInfo source;
    int spanStart = -1;
    int spanLimit = -1;
    bool isSmallGroup() const { return logicalBufferId == -1; }
    qint64 paddingBytes() const { return sizeBytes > 0 && unpaddedBytes > 0 ? sizeBytes - unpaddedBytes : 0; }
};

// One block of the allocation timeline (XProf's BufferBlockProto); its texts
// are ids into its Result's strings.
struct BufferBlock
{
    qint64 logicalBufferId = -1; // -1 for an allocation's container block
    qint64 offset = 0; // bytes, stacked: the allocation's y-base + Assigned.offset
    qint64 size = 0; // bytes
    qint64 unpaddedSize = 0; // bytes
    int startStep = 0;
    int endStep = 0;
    int colorIndex = -1; // palette index (palette.h); -1 for a container (white)
    StringId name = 0;
    StringId tfOpName = 0;
    StringId category = 0;
    StringId shape = 0;
    SourceRef source;
    bool isContainer() const { return logicalBufferId == -1; }
};

struct IndefiniteLogicalBuffer
{
    qint64 id = 0;
    QString shape;
    qint64 sizeBytes = 0; // Assigned.size
    QString hloName;
    std::vector<qint64> shapeIndex;
};

// An allocation whose lifetime the heap simulator does not model
// (parameter, output, thread-local, constant).
struct IndefiniteAllocation
{
    qint64 index = 0;
    qint64 sizeBytes = 0;
    QStringList attributes; // "entry computation parameter", "may-be live out", "reusable"
    std::vector<IndefiniteLogicalBuffer> logicalBuffers;
    QString commonShape;
};

// The buffers live at a peak in their own order and in the two other orders
// the buffer views show: what a module's analysis (Result) and an XLA
// out-of-memory report (OomPeakBuffers) have in common.
struct PeakBufferRows
{
    StringTable strings; // the texts of peakBuffers (and of a Result's other rows)
    std::vector<PeakBuffer> peakBuffers; // a Result's in program order
    // The two other orders as indices into peakBuffers.
    std::vector<int> bySize; // padded size descending, stable
    std::vector<int> byPadding; // absolute padding descending, stable over bySize

    QString text(StringId id) const { return strings.text(id); }
    SourceInfo source(const SourceRef& source) const;
    BufferDetails details(const PeakBuffer& buffer) const;
    BufferDetails details(int index) const { return details(peakBuffers[static_cast<size_t>(index)]); }
    // Fills bySize and byPadding from peakBuffers.
    void orderPeakBuffers();
};

struct Result : PeakBufferRows
{
    QString moduleName;
    QString entryComputationName;
    qint64 memorySpace = 0;
    qint64 smallBufferSize = kDefaultSmallBufferSize;
    int heapSimulatorTraceIndex = -1; // the trace simulated (§2.5), -1 when none

    // Curves over program order (N+1 points for N heap-simulator events) in bytes: the simulated
    // heap plus indefiniteHeapBytes at each point (the padded figure on the unpadded curve too, as
    // XProf counts it). XProf's MiB of these figures: xprofHeapMib (xprofvalues.h).
    std::vector<qint64> heapSizes;
    std::vector<qint64> unpaddedHeapSizes;
    std::vector<StringId> instructionNames; // the event's instruction at each point; the last is ""

    qint64 peakHeapBytes = 0; // indefiniteHeapBytes included, as in the curves
    qint64 peakUnpaddedHeapBytes = 0;
    int peakHeapSizePosition = 0; // event index of the peak; the peak value is heapSizes[position + 1]
    // The indefinite allocations counted in every figure of the simulation above (spec §2.6's
    // indefinite_bytes): those with a buffer that stands for them at the peak.
    qint64 indefiniteHeapBytes = 0;

    // The buffers live at the peak are the PeakBufferRows; their program order is XProf's max_heap.
    std::vector<int> maxHeapToBySize; // peakBuffers index -> position in bySize
    std::vector<int> bySizeToMaxHeap; // == bySize
    // orderPeakBuffers() and the two maps above.
    void orderPeakBuffersWithMaps();

    // (id, (start, limit)) of every buffer with a span, ascending id: a flat
    // table, where a map node per buffer cost 48 bytes and an allocation each.
    using Spans = std::vector<std::pair<qint64, std::pair<int, int>>>;
    Spans logicalBufferSpans;
    // The (start, limit) of logical buffer `id`; nullptr when it has no span.
    const std::pair<int, int>* spanOf(qint64 id) const;

    // Sums of the memory space's allocations, in bytes.
    qint64 entryComputationParametersBytes = 0;
    qint64 nonReusableBytes = 0;
    qint64 maybeLiveOutBytes = 0;
    qint64 totalBufferAllocationBytes = 0;
    qint64 indefiniteBufferAllocationBytes = 0; // every indefinite allocation (spec §2.6)
    // The largest scoped VMEM allocation of an instruction (§2.8; VMEM only), and that instruction.
    qint64 maxScopedVmemAllocationBytes = 0;
    QString maxScopedVmemInstructionName;

    std::vector<IndefiniteAllocation> indefiniteLifetimes;
    std::vector<BufferBlock> bufferBlocks;
    QString allocationTimelineDot; // only with Options::renderDot

    QStringList warnings; // inconsistent input that did not stop the analysis
    QString error; // set when XProf would fail the conversion (e.g. "Failed to process heap simulator trace: ...")
    bool ok() const { return error.isEmpty(); }
};

// Runs the analysis on what format::readHloRows read of a module. Never aborts on malformed input.
Result analyze(const format::HloRows& module, const Options& options = {});
// The same on a parsed module: its bytes read the same way (error when it is too large for protobuf's 2 GiB).
// For tests and fuzzing, which build or parse whole protos; the programs read rows (HloModule::rows(), which
// serializes a bare HloProto file's parsed module the same way).
Result analyze(const xla::HloProto& proto, const Options& options = {});
// The heap curves over program order and the peak alone: heapSizes, unpaddedHeapSizes,
// instructionNames, the peak figures, heapSimulatorTraceIndex, warnings and error, as analyze()
// gives them, without the buffers at the peak, the overview's other figures or the timeline
// (Options::peakOnly and renderDot are ignored). What the program-order chart draws, in about
// the time of the peak alone: the window shows it while the full analysis runs.
Result analyzeHeapCurve(const format::HloRows& module, const Options& options = {});

// The memory spaces (allocation colours) present in a module, ascending.
std::vector<qint64> memorySpacesPresent(const format::HloRows& module);
std::vector<qint64> memorySpacesPresent(const xla::HloProto& proto);

// XProf's proto message for the same result (for proto3 JSON output).
void toPreprocessResult(const Result& result, tensorflow::profiler::PreprocessResult* out);

// Memscope's additions to XProf's JSON, printed as one top-level "memscope"
// object so tools written for XProf's output are not disturbed.
struct JsonExtras
{
    QString moduleDisplayName;
    QString memorySpaceName;
};

// The result as proto3 JSON: byte for byte what protobuf's MessageToJsonString
// prints for toPreprocessResult's message (map entries in ascending key order),
// but written directly, which is an order of magnitude faster on big modules.
// With extras, a "memscope" member follows: moduleDisplayName, memorySpace,
// memorySpaceName, smallBufferSize, heapSimulatorTraceIndex, maxHeapByPadding
// (HeapObjects), byPaddingToMaxHeap and warnings.
QByteArray preprocessResultJson(const Result& result, const JsonExtras* extras = nullptr);
// The same text written to `device` in chunks as it is made; false when writing failed.
bool writePreprocessResultJson(QIODevice& device, const Result& result, const JsonExtras* extras = nullptr);

// The text overview of spec §2.11, one line each, as XProf words it.
QStringList overviewLines(const Result& result, const QString& moduleDisplayName);

// XLA's ShapeUtil::HumanStringWithLayout of a shape (spec §2.3).
QString shapeString(const xla::ShapeProto& shape);
// The unpadded byte size of a shape (XLA's ByteSizeOf with the default layout,
// pointer size 8). Returns -1 for a shape XLA cannot size (an invalid element type).
qint64 unpaddedSizeBytes(const xla::ShapeProto& shape);

// JavaScript's Number.prototype.toFixed: exact decimal value, ties away from
// zero. XProf's frontend formats every MiB figure this way; printf would round
// exact ties such as 0.125 to even.
QString toFixed(double value, int decimals);

// The buffers at the peak as CSV (RFC 4180), one row each in program order,
// with every column of PeakBuffer and a header row.
QByteArray peakBuffersCsv(const PeakBufferRows& result);
// The same for the buffers of `rows` (indices into peakBuffers), in that order.
QByteArray peakBuffersCsv(const PeakBufferRows& result, const std::vector<int>& rows);

} // namespace memscope::memoryviewer
