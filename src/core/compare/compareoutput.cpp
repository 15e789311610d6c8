// SPDX-License-Identifier: Apache-2.0
#include "core/compare/compareoutput.h"

#include "core/memoryprofile/xprofoutput.h"
#include "core/overview/overviewformat.h"
#include "core/profile/profile.h"
#include "core/util/csv.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace memscope::compare {

namespace {

    QJsonValue optionalJson(const std::optional<double>& value) { return value ? QJsonValue(*value) : QJsonValue(); }

    QString optionalCsv(const std::optional<double>& value)
    {
        return value ? QString::number(*value, 'g', 12) : QString();
    }

    QByteArray csvText(const QStringList& rows)
    {
        return (rows.join(QLatin1String("\r\n")) + QLatin1String("\r\n")).toUtf8();
    }

    QJsonObject inputsJson(const Inputs& inputs)
    {
        QJsonObject a { { QStringLiteral("path"), inputs.pathA } };
        QJsonObject b { { QStringLiteral("path"), inputs.pathB } };
        if (!inputs.moduleA.isEmpty())
            a.insert(QStringLiteral("module"), inputs.moduleA);
        if (!inputs.moduleB.isEmpty())
            b.insert(QStringLiteral("module"), inputs.moduleB);
        return { { QStringLiteral("a"), a }, { QStringLiteral("b"), b } };
    }

    // The scalar members of memory-viewer's JSON: printed by the Memory Viewer's
    // own JSON writer from a copy without the per-buffer and per-point arrays.
    QJsonObject preprocessResultScalars(const memoryviewer::Result& result)
    {
        memoryviewer::Result scalars;
        scalars.moduleName = result.moduleName;
        scalars.entryComputationName = result.entryComputationName;
        scalars.memorySpace = result.memorySpace;
        scalars.smallBufferSize = result.smallBufferSize;
        scalars.heapSimulatorTraceIndex = result.heapSimulatorTraceIndex;
        scalars.peakHeapBytes = result.peakHeapBytes;
        scalars.peakUnpaddedHeapBytes = result.peakUnpaddedHeapBytes;
        scalars.peakHeapSizePosition = result.peakHeapSizePosition;
        scalars.indefiniteHeapBytes = result.indefiniteHeapBytes;
        scalars.entryComputationParametersBytes = result.entryComputationParametersBytes;
        scalars.nonReusableBytes = result.nonReusableBytes;
        scalars.maybeLiveOutBytes = result.maybeLiveOutBytes;
        scalars.totalBufferAllocationBytes = result.totalBufferAllocationBytes;
        scalars.indefiniteBufferAllocationBytes = result.indefiniteBufferAllocationBytes;
        scalars.maxScopedVmemAllocationBytes = result.maxScopedVmemAllocationBytes;
        scalars.maxScopedVmemInstructionName = result.maxScopedVmemInstructionName;
        QJsonObject object = QJsonDocument::fromJson(memoryviewer::preprocessResultJson(scalars)).object();
        for (auto member = object.begin(); member != object.end();)
            member = member.value().isArray() || member.value().isObject() ? object.erase(member) : member + 1;
        return object;
    }

    QJsonObject curveJson(const Curve& curve)
    {
        QJsonArray heap;
        for (const qint64 bytes : curve.heapBytes)
            heap.append(bytes);
        QJsonArray unpadded;
        for (const qint64 bytes : curve.unpaddedHeapBytes)
            unpadded.append(bytes);
        return { { QStringLiteral("heap_bytes"), heap }, { QStringLiteral("unpadded_heap_bytes"), unpadded },
            { QStringLiteral("peak_index"), curve.peakIndex }, { QStringLiteral("peak_bytes"), curve.peakBytes } };
    }

    QJsonValue bufferJson(const std::optional<memoryviewer::BufferDetails>& buffer)
    {
        if (!buffer)
            return QJsonValue();
        return QJsonObject { { QStringLiteral("program_order"), buffer->colorIndex },
            { QStringLiteral("logical_buffer_id"), buffer->logicalBufferId },
            { QStringLiteral("label"), buffer->label }, { QStringLiteral("instruction_name"), buffer->instructionName },
            { QStringLiteral("shape"), buffer->shape }, { QStringLiteral("framework_op"), buffer->tfOpName },
            { QStringLiteral("allocation_type"), buffer->allocationType },
            { QStringLiteral("size_bytes"), buffer->sizeBytes },
            { QStringLiteral("unpadded_bytes"), buffer->unpaddedBytes },
            { QStringLiteral("span_start"), buffer->spanStart }, { QStringLiteral("span_limit"), buffer->spanLimit } };
    }

    // One side of memory-profile's JSON: its memory ids and each allocator's profileSummary.
    QJsonObject memoryProfileSide(const memoryprofile::Result& result)
    {
        QString error;
        const QJsonObject whole
            = QJsonDocument::fromJson(memoryprofile::toJson(result, memoryprofile::Options(), {}, &error)).object();
        QJsonObject allocators;
        const QJsonObject perAllocator = whole.value(QStringLiteral("memoryProfilePerAllocator")).toObject();
        for (auto entry = perAllocator.begin(); entry != perAllocator.end(); ++entry) {
            allocators.insert(entry.key(),
                QJsonObject { { QStringLiteral("profileSummary"),
                    entry.value().toObject().value(QStringLiteral("profileSummary")) } });
        }
        if (!error.isEmpty())
            return { { QStringLiteral("error"), error } };
        return { { QStringLiteral("memoryIds"), whole.value(QStringLiteral("memoryIds")) },
            { QStringLiteral("numHosts"), whole.value(QStringLiteral("numHosts")) },
            { QStringLiteral("memoryProfilePerAllocator"), allocators } };
    }

    // XProf's down-sampled timeline of an allocator, on the comparison's time axis.
    QJsonArray timelineJson(const memoryprofile::Allocator* allocator, qint64 originPs)
    {
        QJsonArray points;
        if (!allocator)
            return points;
        for (const int index :
            memoryprofile::sampleTimeline(allocator->snapshots, memoryprofile::Options().maxSampledSnapshots)) {
            const memoryprofile::Snapshot& snapshot = allocator->snapshots[static_cast<size_t>(index)];
            points.append(QJsonObject { { QStringLiteral("time_ps"), saturatingSubtract(snapshot.timePs, originPs) },
                { QStringLiteral("stack_bytes"), snapshot.stackBytes },
                { QStringLiteral("heap_bytes"), snapshot.heapBytes } });
        }
        return points;
    }

    QString unitKey(OverviewUnit unit)
    {
        return unit == OverviewUnit::Percent ? QStringLiteral("percent") : QStringLiteral("ms");
    }

} // namespace

QJsonObject deltaJson(const IntegerDelta& delta)
{
    return { { QStringLiteral("a"), delta.a }, { QStringLiteral("b"), delta.b },
        { QStringLiteral("delta"), delta.delta() }, { QStringLiteral("percent"), optionalJson(delta.percent()) } };
}

QJsonObject deltaJson(const RealDelta& delta)
{
    return { { QStringLiteral("a"), optionalJson(delta.a) }, { QStringLiteral("b"), optionalJson(delta.b) },
        { QStringLiteral("delta"), optionalJson(delta.delta()) },
        { QStringLiteral("percent"), optionalJson(delta.percent()) } };
}

QJsonObject memoryViewerComparisonJson(const ModuleComparison& comparison, const Inputs& inputs)
{
    QJsonObject figures;
    for (const ModuleFigure figure : moduleFigures())
        figures.insert(moduleFigureKey(figure), deltaJson(comparison.figure(figure)));
    QJsonArray buffers;
    for (const BufferMatch& match : comparison.buffers) {
        buffers.append(QJsonObject { { QStringLiteral("change"), bufferChangeKey(match.change) },
            { QStringLiteral("match"), matchKindKey(match.kind) },
            { QStringLiteral("moved_in_program_order"), match.movedInProgramOrder },
            { QStringLiteral("size_bytes"), deltaJson(match.sizeBytes) },
            { QStringLiteral("a"), bufferJson(comparison.bufferA(match)) },
            { QStringLiteral("b"), bufferJson(comparison.bufferB(match)) } });
    }
    QJsonObject counts;
    for (const BufferChange change : { BufferChange::Grown, BufferChange::Shrunk, BufferChange::OnlyInA,
             BufferChange::OnlyInB, BufferChange::Unchanged })
        counts.insert(bufferChangeKey(change), comparison.count(change));
    return { { QStringLiteral("tool"), QStringLiteral("memory-viewer") },
        { QStringLiteral("inputs"), inputsJson(inputs) }, { QStringLiteral("memory_space"), comparison.a->memorySpace },
        { QStringLiteral("memory_space_name"), memorySpaceName(comparison.a->memorySpace) },
        { QStringLiteral("a"), preprocessResultScalars(*comparison.a) },
        { QStringLiteral("b"), preprocessResultScalars(*comparison.b) }, { QStringLiteral("overview"), figures },
        { QStringLiteral("curves"),
            QJsonObject { { QStringLiteral("a"), curveJson(comparison.curveA) },
                { QStringLiteral("b"), curveJson(comparison.curveB) } } },
        { QStringLiteral("buffer_counts"), counts }, { QStringLiteral("buffers"), buffers } };
}

QJsonObject memoryProfileComparisonJson(const MemoryProfileComparison& comparison, const Inputs& inputs)
{
    QJsonArray allocators;
    for (const AllocatorComparison& allocator : comparison.allocators) {
        QJsonObject figures;
        for (const AllocatorFigure figure : allocatorFigures())
            figures.insert(allocatorFigureKey(figure), deltaJson(allocator.figure(figure)));
        QJsonArray breakdown;
        for (const OpBreakdownDelta& row : allocator.breakdown) {
            breakdown.append(QJsonObject { { QStringLiteral("op"), row.op },
                { QStringLiteral("allocation_bytes"), deltaJson(row.allocationBytes) },
                { QStringLiteral("requested_bytes"), deltaJson(row.requestedBytes) },
                { QStringLiteral("occurrences"), deltaJson(row.occurrences) } });
        }
        allocators.append(
            QJsonObject { { QStringLiteral("id"), allocator.id }, { QStringLiteral("in_a"), allocator.a != nullptr },
                { QStringLiteral("in_b"), allocator.b != nullptr }, { QStringLiteral("figures"), figures },
                { QStringLiteral("fragmentation"), deltaJson(allocator.fragmentation) },
                { QStringLiteral("breakdown_by_op"), breakdown },
                { QStringLiteral("timelines"),
                    QJsonObject { { QStringLiteral("origin_ps_a"), allocator.originPsA },
                        { QStringLiteral("origin_ps_b"), allocator.originPsB },
                        { QStringLiteral("a"), timelineJson(allocator.a, allocator.originPsA) },
                        { QStringLiteral("b"), timelineJson(allocator.b, allocator.originPsB) } } } });
    }
    return { { QStringLiteral("tool"), QStringLiteral("memory-profile") },
        { QStringLiteral("inputs"), inputsJson(inputs) },
        { QStringLiteral("alignment"), timelineAlignmentKey(comparison.alignment) },
        { QStringLiteral("a"), memoryProfileSide(*comparison.a) },
        { QStringLiteral("b"), memoryProfileSide(*comparison.b) }, { QStringLiteral("allocators"), allocators } };
}

QJsonObject overviewComparisonJson(const OverviewComparison& comparison, const Inputs& inputs)
{
    QJsonArray rows;
    for (const OverviewRow& row : comparison.rows) {
        QJsonObject object = deltaJson(row.value);
        object.insert(QStringLiteral("key"), row.key);
        object.insert(QStringLiteral("label"), row.label);
        object.insert(QStringLiteral("unit"), unitKey(row.unit));
        rows.append(object);
    }
    return { { QStringLiteral("tool"), QStringLiteral("overview") }, { QStringLiteral("inputs"), inputsJson(inputs) },
        { QStringLiteral("a"), overview::overviewToJson(comparison.a) },
        { QStringLiteral("b"), overview::overviewToJson(comparison.b) }, { QStringLiteral("rows"), rows } };
}

QByteArray bufferMatchesCsv(const ModuleComparison& comparison)
{
    QStringList rows { QStringLiteral(
        "change,match,moved_in_program_order,instruction_name_a,instruction_name_b,shape_a,shape_b,framework_op_a,"
        "framework_op_b,size_bytes_a,size_bytes_b,delta_bytes,delta_percent,program_order_a,program_order_b") };
    for (const BufferMatch& match : comparison.buffers) {
        const std::optional<memoryviewer::BufferDetails> a = comparison.bufferA(match);
        const std::optional<memoryviewer::BufferDetails> b = comparison.bufferB(match);
        const auto field = [](const std::optional<memoryviewer::BufferDetails>& buffer,
                               QString memoryviewer::BufferDetails::*member) {
            return buffer ? csvField((*buffer).*member) : QString();
        };
        rows << QStringList { bufferChangeKey(match.change), matchKindKey(match.kind),
            match.movedInProgramOrder ? QStringLiteral("true") : QStringLiteral("false"),
            field(a, &memoryviewer::BufferDetails::instructionName),
            field(b, &memoryviewer::BufferDetails::instructionName), field(a, &memoryviewer::BufferDetails::shape),
            field(b, &memoryviewer::BufferDetails::shape), field(a, &memoryviewer::BufferDetails::tfOpName),
            field(b, &memoryviewer::BufferDetails::tfOpName), QString::number(match.sizeBytes.a),
            QString::number(match.sizeBytes.b), QString::number(match.sizeBytes.delta()),
            optionalCsv(match.sizeBytes.percent()), a ? QString::number(a->colorIndex) : QString(),
            b ? QString::number(b->colorIndex) : QString() }
                    .join(QLatin1Char(','));
    }
    return csvText(rows);
}

QByteArray moduleFiguresCsv(const ModuleComparison& comparison)
{
    QStringList rows { QStringLiteral("figure,a_bytes,b_bytes,delta_bytes,delta_percent") };
    for (const ModuleFigure figure : moduleFigures()) {
        const IntegerDelta& delta = comparison.figure(figure);
        rows << QStringList { moduleFigureKey(figure), QString::number(delta.a), QString::number(delta.b),
            QString::number(delta.delta()), optionalCsv(delta.percent()) }
                    .join(QLatin1Char(','));
    }
    return csvText(rows);
}

QByteArray breakdownComparisonCsv(const MemoryProfileComparison& comparison, const QString& allocatorId)
{
    QStringList rows { QStringLiteral("memory_id,op,allocation_bytes_a,allocation_bytes_b,delta_bytes,delta_percent,"
                                      "requested_bytes_a,requested_bytes_b,occurrences_a,occurrences_b") };
    const AllocatorComparison* only = allocatorId.isEmpty() ? nullptr : comparison.find(allocatorId);
    for (const AllocatorComparison& allocator : comparison.allocators) {
        if (only && &allocator != only)
            continue;
        for (const OpBreakdownDelta& row : allocator.breakdown) {
            rows << QStringList { csvField(allocator.id), csvField(row.op), QString::number(row.allocationBytes.a),
                QString::number(row.allocationBytes.b), QString::number(row.allocationBytes.delta()),
                optionalCsv(row.allocationBytes.percent()), QString::number(row.requestedBytes.a),
                QString::number(row.requestedBytes.b), QString::number(row.occurrences.a),
                QString::number(row.occurrences.b) }
                        .join(QLatin1Char(','));
        }
    }
    return csvText(rows);
}

QByteArray overviewComparisonCsv(const OverviewComparison& comparison)
{
    QStringList rows { QStringLiteral("figure,unit,a,b,delta,delta_percent") };
    for (const OverviewRow& row : comparison.rows) {
        rows << QStringList { row.key, unitKey(row.unit), optionalCsv(row.value.a), optionalCsv(row.value.b),
            optionalCsv(row.value.delta()), optionalCsv(row.value.percent()) }
                    .join(QLatin1Char(','));
    }
    return csvText(rows);
}

} // namespace memscope::compare
