// SPDX-License-Identifier: Apache-2.0
// The Memory Viewer result in XProf's forms: the PreprocessResult message, the
// text overview of the frontend (spec §2.11), and a CSV of the peak buffers.
#include "core/memoryviewer/memoryviewer.h"
#include "core/memoryviewer/overview.h"
#include "core/memoryviewer/xprofvalues.h"
#include "core/util/csv.h"
#include "core/util/units.h"
#include "memory_viewer_preprocess.pb.h"

#include <QCoreApplication>
#include <charconv>
#include <cmath>
#include <numeric>

namespace memscope::memoryviewer {

namespace {

    std::string stdString(const StringTable& strings, StringId id) { return std::string(strings.utf8(id)); }

    void fillSourceInfo(const StringTable& strings, const SourceRef& source, tensorflow::profiler::SourceInfo* out)
    {
        out->set_file_name(stdString(strings, source.file));
        out->set_line_number(source.line);
        out->set_stack_frame(stdString(strings, source.stack));
    }

    void fillHeapObject(const StringTable& strings, const PeakBuffer& buffer, tensorflow::profiler::HeapObject* out)
    {
        out->set_numbered(buffer.colorIndex);
        out->set_label(stdString(strings, buffer.label));
        out->set_logical_buffer_id(static_cast<int32_t>(buffer.logicalBufferId));
        out->set_logical_buffer_size_mib(xprofMib(buffer.sizeBytes));
        out->set_unpadded_shape_mib(xprofMib(buffer.unpaddedBytes));
        if (buffer.isSmallGroup())
            return;
        out->set_instruction_name(stdString(strings, buffer.instructionName));
        out->set_shape_string(stdString(strings, buffer.shape));
        out->set_tf_op_name(stdString(strings, buffer.tfOpName));
        out->set_group_name(stdString(strings, buffer.allocationType));
        out->set_op_code(stdString(strings, buffer.opcode));
        if (buffer.source.file != 0)
            fillSourceInfo(strings, buffer.source, out->mutable_source_info());
    }

    struct MemoryViewerText
    {
        Q_DECLARE_TR_FUNCTIONS(memscope::memoryviewer)
    };

} // namespace

QString toFixed(double value, int decimals)
{
    if (!std::isfinite(value))
        return QString::number(value);
    // The exact decimal expansion of a double needs at most ~1075 digits; 1100 always suffices.
    static constexpr int kExactDigits = 1100;
    std::string exact(kExactDigits + 400, '\0');
    const auto written = std::to_chars(
        exact.data(), exact.data() + exact.size(), std::fabs(value), std::chars_format::fixed, kExactDigits);
    exact.resize(static_cast<size_t>(written.ptr - exact.data()));
    const size_t point = exact.find('.');
    std::string digits = exact.substr(0, point) + exact.substr(point + 1, static_cast<size_t>(decimals));
    // Round half up on the exact value (JavaScript picks the larger n on a tie).
    if (exact[point + 1 + static_cast<size_t>(decimals)] >= '5') {
        int i = static_cast<int>(digits.size()) - 1;
        for (; i >= 0; --i) {
            if (digits[static_cast<size_t>(i)] == '9') {
                digits[static_cast<size_t>(i)] = '0';
            } else {
                ++digits[static_cast<size_t>(i)];
                break;
            }
        }
        if (i < 0)
            digits.insert(digits.begin(), '1');
    }
    const size_t integerDigits = digits.size() - static_cast<size_t>(decimals);
    std::string text = digits.substr(0, integerDigits);
    if (decimals > 0)
        text += '.' + digits.substr(integerDigits);
    const bool negative = value < 0; // JavaScript keeps the sign: (-0.001).toFixed(2) is "-0.00"
    return (negative ? QStringLiteral("-") : QString())
        + QString::fromLatin1(text.data(), static_cast<qsizetype>(text.size()));
}

void toPreprocessResult(const Result& result, tensorflow::profiler::PreprocessResult* out)
{
    out->Clear();
    const auto heapMib = [&](qint64 bytes) { return xprofHeapMib(bytes, result.indefiniteHeapBytes); };
    out->mutable_heap_sizes()->Reserve(static_cast<int>(result.heapSizes.size()));
    for (const qint64 bytes : result.heapSizes)
        out->add_heap_sizes(heapMib(bytes));
    out->mutable_unpadded_heap_sizes()->Reserve(static_cast<int>(result.unpaddedHeapSizes.size()));
    for (const qint64 bytes : result.unpaddedHeapSizes)
        out->add_unpadded_heap_sizes(heapMib(bytes));
    out->mutable_hlo_instruction_names()->Reserve(static_cast<int>(result.instructionNames.size()));
    const StringTable& strings = result.strings;
    for (const StringId name : result.instructionNames)
        out->add_hlo_instruction_names(stdString(strings, name));
    for (const PeakBuffer& buffer : result.peakBuffers)
        fillHeapObject(strings, buffer, out->add_max_heap());
    for (const int index : result.bySize)
        fillHeapObject(strings, result.peakBuffers[static_cast<size_t>(index)], out->add_max_heap_by_size());
    out->mutable_max_heap_to_by_size()->Add(result.maxHeapToBySize.begin(), result.maxHeapToBySize.end());
    out->mutable_by_size_to_max_heap()->Add(result.bySizeToMaxHeap.begin(), result.bySizeToMaxHeap.end());
    auto& spans = *out->mutable_logical_buffer_spans();
    for (const auto& [id, span] : result.logicalBufferSpans) {
        tensorflow::profiler::BufferSpan& message = spans[static_cast<int32_t>(id)];
        message.set_start(span.first);
        message.set_limit(span.second);
    }
    out->set_module_name(result.moduleName.toStdString());
    out->set_entry_computation_name(result.entryComputationName.toStdString());
    out->set_peak_heap_mib(heapMib(result.peakHeapBytes));
    out->set_peak_unpadded_heap_mib(heapMib(result.peakUnpaddedHeapBytes));
    out->set_peak_heap_size_position(result.peakHeapSizePosition);
    out->set_entry_computation_parameters_mib(xprofMib(result.entryComputationParametersBytes));
    out->set_non_reusable_mib(xprofMib(result.nonReusableBytes));
    out->set_maybe_live_out_mib(xprofMib(result.maybeLiveOutBytes));
    out->set_total_buffer_allocation_mib(xprofMib(result.totalBufferAllocationBytes));
    out->set_indefinite_buffer_allocation_mib(xprofMib(result.indefiniteBufferAllocationBytes));
    out->set_max_scoped_vmem_allocation_mib(xprofMib(result.maxScopedVmemAllocationBytes));
    out->set_max_scoped_vmem_instruction_name(result.maxScopedVmemInstructionName.toStdString());
    for (const IndefiniteAllocation& allocation : result.indefiniteLifetimes) {
        tensorflow::profiler::BufferAllocation* message = out->add_indefinite_lifetimes();
        message->set_id(allocation.index);
        message->set_size_mib(xprofMib(allocation.sizeBytes));
        for (const QString& attribute : allocation.attributes)
            message->add_attributes(attribute.toStdString());
        for (const IndefiniteLogicalBuffer& logical : allocation.logicalBuffers) {
            tensorflow::profiler::LogicalBuffer* buffer = message->add_logical_buffers();
            buffer->set_id(logical.id);
            buffer->set_shape(logical.shape.toStdString());
            buffer->set_size_mib(xprofMib(logical.sizeBytes));
            buffer->set_hlo_name(logical.hloName.toStdString());
            buffer->mutable_shape_index()->Add(logical.shapeIndex.begin(), logical.shapeIndex.end());
        }
        message->set_common_shape(allocation.commonShape.toStdString());
    }
    out->mutable_buffer_blocks()->Reserve(static_cast<int>(result.bufferBlocks.size()));
    for (const BufferBlock& block : result.bufferBlocks) {
        tensorflow::profiler::BufferBlockProto* message = out->add_buffer_blocks();
        message->set_logical_buffer_id(static_cast<int32_t>(block.logicalBufferId));
        message->set_name(stdString(strings, block.name));
        message->set_offset(static_cast<double>(block.offset));
        message->set_size(static_cast<double>(block.size));
        message->set_start_step(block.startStep);
        message->set_end_step(block.endStep);
        message->set_tf_op_name(stdString(strings, block.tfOpName));
        message->set_category(stdString(strings, block.category));
        if (block.source.file != 0)
            fillSourceInfo(strings, block.source, message->mutable_source_info());
        message->set_shape_string(stdString(strings, block.shape));
        message->set_unpadded_size(static_cast<double>(block.unpaddedSize));
        message->set_color(xprofColor(block.colorIndex).toStdString());
    }
}

Overview overviewOf(const Result& result)
{
    const qint64 scoped = result.maxScopedVmemAllocationBytes;
    const qint64 indefinite = result.indefiniteBufferAllocationBytes;
    const qint64 total = result.totalBufferAllocationBytes;
    const qint64 peak = result.peakHeapBytes;
    Overview overview;
    overview.simulatedTemporaryBytes = peak - indefinite;
    overview.lifetimeTemporaryBytes = total - indefinite;
    overview.peakBytes = scoped > 0 ? overview.simulatedTemporaryBytes + scoped : peak;
    overview.peakWithFragmentationBytes = scoped > 0 ? overview.lifetimeTemporaryBytes + scoped : total;
    overview.paddingBytes = peak - result.peakUnpaddedHeapBytes;
    overview.argumentBytes = result.entryComputationParametersBytes;
    overview.fragmentationPercent = overview.lifetimeTemporaryBytes == 0
        ? 0
        : static_cast<double>(total - peak) / static_cast<double>(overview.lifetimeTemporaryBytes) * 100;
    overview.maxScopedVmemBytes = scoped;
    overview.maxScopedVmemInstruction = result.maxScopedVmemInstructionName;
    return overview;
}

QStringList overviewLines(const Result& result, const QString& moduleDisplayName)
{
    const Overview overview = overviewOf(result);
    const auto figure = [](qint64 bytes) { return toFixed(xprofMib(bytes), 2); };
    const auto mib = [&](qint64 bytes) { return localizedFigure(figure(bytes)); };
    QStringList lines;
    lines << MemoryViewerText::tr("Module Name: %1").arg(moduleDisplayName);
    lines << MemoryViewerText::tr("Peak memory allocation: %1 MiB, %2 MiB (with fragmentation)")
                 .arg(mib(overview.peakBytes), mib(overview.peakWithFragmentationBytes));
    lines << MemoryViewerText::tr("%1 MiB total padding overhead").arg(mib(overview.paddingBytes));
    lines << MemoryViewerText::tr("%1 MiB total argument size").arg(mib(overview.argumentBytes));
    lines << MemoryViewerText::tr("%1 MiB stack simulated HLO temporary variables")
                 .arg(mib(overview.simulatedTemporaryBytes));
    lines << MemoryViewerText::tr("%1 MiB HLO lifetime temporary variables with fragmentation (fragmentation  %2%)")
                 .arg(mib(overview.lifetimeTemporaryBytes), localizedFigure(toFixed(overview.fragmentationPercent, 2)));
    if (figure(overview.maxScopedVmemBytes) != QLatin1String("0.00"))
        lines << MemoryViewerText::tr("%1 MiB max scoped VMEM allocation (%2)")
                     .arg(mib(overview.maxScopedVmemBytes), overview.maxScopedVmemInstruction);
    lines << MemoryViewerText::tr(
        "Modifying your model's architecture, batch size and data dimensions may help reduce the memory footprint.");
    return lines;
}

QByteArray peakBuffersCsv(const PeakBufferRows& result)
{
    std::vector<int> rows(result.peakBuffers.size());
    std::iota(rows.begin(), rows.end(), 0);
    return peakBuffersCsv(result, rows);
}

QByteArray peakBuffersCsv(const PeakBufferRows& result, const std::vector<int>& buffers)
{
    QString csv = QStringLiteral(
        "program_order,logical_buffer_id,instruction_name,size_bytes,unpadded_size_bytes,padding_bytes,"
        "size_mib,shape,framework_op,opcode,allocation_type,source_file,source_line,source_stack,"
        "span_start,span_limit,color,label\r\n");
    for (const int i : buffers) {
        const BufferDetails buffer = result.details(i);
        const bool hasLine = !buffer.source.file.isEmpty();
        const bool hasSpan = buffer.spanStart >= 0;
        csv += csvLine({ QString::number(i), QString::number(buffer.logicalBufferId), buffer.instructionName,
            QString::number(buffer.sizeBytes), QString::number(buffer.unpaddedBytes),
            QString::number(buffer.paddingBytes()), csvNumber(xprofMib(buffer.sizeBytes)), buffer.shape,
            buffer.tfOpName, buffer.opcode, buffer.allocationType, buffer.source.file,
            hasLine ? QString::number(buffer.source.line) : QString(), buffer.source.stack,
            hasSpan ? QString::number(buffer.spanStart) : QString(),
            hasSpan ? QString::number(buffer.spanLimit) : QString(), xprofColor(buffer.colorIndex), buffer.label });
    }
    return csv.toUtf8();
}

} // namespace memscope::memoryviewer
