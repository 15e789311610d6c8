// SPDX-License-Identifier: Apache-2.0
#include "core/memoryprofile/xprofoutput.h"

#include "core/util/csv.h"
#include "memory_profile.pb.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <google/protobuf/util/json_util.h>
#include <map>

namespace memscope::memoryprofile {

namespace {

    namespace pb = tensorflow::profiler;

    struct MemoryProfileText
    {
        Q_DECLARE_TR_FUNCTIONS(memscope::memoryprofile)
    };

    std::vector<const Allocator*> selectedAllocators(const Result& result, const QString& allocatorId)
    {
        std::vector<const Allocator*> selected;
        if (allocatorId.isEmpty()) {
            for (const Allocator& allocator : result.allocators)
                selected.push_back(&allocator);
        } else if (const Allocator* allocator = result.findAllocator(allocatorId)) {
            selected.push_back(allocator);
        }
        return selected;
    }

    void fillActivity(pb::MemoryActivityMetadata* metadata, const Allocator& allocator, const Snapshot& snapshot,
        const StringTable& strings)
    {
        const AllocationDetails& details = allocator.detailsOf(snapshot);
        metadata->set_memory_activity(snapshot.isAllocation() ? pb::ALLOCATION : pb::DEALLOCATION);
        metadata->set_requested_bytes(details.requestedBytes);
        metadata->set_allocation_bytes(details.allocationBytes);
        metadata->set_address(snapshot.address);
        metadata->set_tf_op_name(strings.at(details.op).toStdString());
        metadata->set_step_id(allocator.stepIdOf(snapshot));
        metadata->set_region_type(strings.at(details.region).toStdString());
        metadata->set_data_type(dataTypeName(details.dataType).toStdString());
        metadata->set_tensor_shape(strings.at(details.shape).toStdString());
    }

    void fillSnapshot(
        pb::MemoryProfileSnapshot* out, const Allocator& allocator, int snapshotIndex, const StringTable& strings)
    {
        const Snapshot& snapshot = allocator.snapshots[static_cast<size_t>(snapshotIndex)];
        out->set_time_offset_ps(snapshot.timePs);
        pb::MemoryAggregationStats* stats = out->mutable_aggregation_stats();
        stats->set_stack_reserved_bytes(snapshot.stackBytes);
        stats->set_heap_allocated_bytes(snapshot.heapBytes);
        stats->set_free_memory_bytes(snapshot.freeBytes);
        stats->set_fragmentation(snapshot.fragmentation);
        stats->set_peak_bytes_in_use(allocator.peakBytesInUseAt(snapshotIndex));
        fillActivity(out->mutable_activity_metadata(), allocator, snapshot, strings);
    }

    void fillSummary(pb::MemoryProfileSummary* out, const Summary& summary)
    {
        out->set_peak_bytes_usage_lifetime(summary.lifetimePeakBytes);
        pb::MemoryAggregationStats* peak = out->mutable_peak_stats();
        peak->set_stack_reserved_bytes(summary.windowPeak.stackBytes);
        peak->set_heap_allocated_bytes(summary.windowPeak.heapBytes);
        peak->set_free_memory_bytes(summary.windowPeak.freeBytes);
        peak->set_fragmentation(summary.windowPeak.fragmentation);
        peak->set_peak_bytes_in_use(summary.windowPeak.inUseBytes()); // XProf: stack + heap at the window peak
        out->set_peak_stats_time_ps(summary.windowPeak.timePs);
        out->set_memory_capacity(summary.capacityBytes);
    }

    // ActiveAllocation rows and XProf's snapshot compaction (A.5.7-8): special rows
    // point into special_allocations (created "unused preallocated" first, then
    // "stack"), the others into the compacted memory_profile_snapshots.
    void fillBreakdown(pb::PerAllocatorMemoryProfile* out, const Allocator& allocator, const StringTable& strings)
    {
        const bool hasUnused = std::any_of(allocator.breakdown.begin(), allocator.breakdown.end(),
            [](const BreakdownRow& row) { return row.kind == BreakdownRow::Kind::UnusedPreallocated; });
        for (const BreakdownRow::Kind kind : { BreakdownRow::Kind::UnusedPreallocated, BreakdownRow::Kind::Stack }) {
            for (const BreakdownRow& row : allocator.breakdown) {
                if (row.kind != kind)
                    continue;
                pb::MemoryActivityMetadata* special = out->add_special_allocations();
                special->set_memory_activity(pb::ALLOCATION);
                special->set_requested_bytes(row.requestedBytes);
                special->set_allocation_bytes(row.allocationBytes);
                special->set_tf_op_name(strings.at(row.op).toStdString());
                special->set_step_id(allocator.summary.peakStepId);
                special->set_region_type(strings.at(row.region).toStdString());
                special->set_data_type(dataTypeName(row.dataType).toStdString());
                special->set_tensor_shape(strings.at(row.shape).toStdString());
            }
        }
        qint64 compactedIndex = 0;
        for (const BreakdownRow& row : allocator.breakdown) {
            pb::ActiveAllocation* active = out->add_active_allocations();
            active->set_num_occurrences(row.occurrences());
            if (row.kind == BreakdownRow::Kind::Allocation) {
                active->set_snapshot_index(compactedIndex++);
                active->set_special_index(-1);
                fillSnapshot(out->add_memory_profile_snapshots(), allocator, row.snapshotIndices.front(), strings);
            } else {
                const qint64 specialIndex = row.kind == BreakdownRow::Kind::Stack && hasUnused ? 1 : 0;
                active->set_snapshot_index(-specialIndex - 1);
                active->set_special_index(specialIndex);
            }
        }
    }

    QJsonObject activityJson(const Allocator& allocator, const Snapshot& snapshot, const StringTable& strings)
    {
        const AllocationDetails& details = allocator.detailsOf(snapshot);
        return {
            { QStringLiteral("timePs"), static_cast<double>(snapshot.timePs) },
            { QStringLiteral("requestedBytes"), static_cast<double>(details.requestedBytes) },
            { QStringLiteral("allocationBytes"), static_cast<double>(details.allocationBytes) },
            { QStringLiteral("address"), QString::number(snapshot.address) },
            { QStringLiteral("tfOpName"), strings.at(details.op) },
            { QStringLiteral("stepId"), static_cast<double>(allocator.stepIdOf(snapshot)) },
            { QStringLiteral("regionType"), strings.at(details.region) },
            { QStringLiteral("dataType"), dataTypeName(details.dataType) },
            { QStringLiteral("tensorShape"), strings.at(details.shape) },
        };
    }

    QJsonObject allocatorFindingsJson(const Allocator& allocator, const StringTable& strings)
    {
        const Summary& summary = allocator.summary;
        QJsonArray neverFreed;
        for (const NeverFreed& entry : allocator.neverFreed) {
            QJsonObject item
                = activityJson(allocator, allocator.snapshots[static_cast<size_t>(entry.snapshotIndex)], strings);
            item.insert(QStringLiteral("aliveForPs"), static_cast<double>(entry.aliveForPs));
            neverFreed.append(item);
        }
        QJsonArray steps;
        for (const StepBalance& step : allocator.steps) {
            steps.append(QJsonObject {
                { QStringLiteral("stepId"), static_cast<double>(step.stepId) },
                { QStringLiteral("startPs"), static_cast<double>(step.startPs) },
                { QStringLiteral("endPs"), static_cast<double>(step.endPs) },
                { QStringLiteral("allocations"), step.allocations },
                { QStringLiteral("deallocations"), step.deallocations },
                { QStringLiteral("allocatedBytes"), static_cast<double>(step.allocatedBytes) },
                { QStringLiteral("freedBytes"), static_cast<double>(step.freedBytes) },
                { QStringLiteral("heapAtEndBytes"), static_cast<double>(step.heapAtEndBytes) },
            });
        }
        QJsonArray spikes;
        for (const FragmentationSpike& spike : allocator.fragmentationSpikes) {
            spikes.append(QJsonObject {
                { QStringLiteral("startPs"), static_cast<double>(spike.startPs) },
                { QStringLiteral("endPs"), static_cast<double>(spike.endPs) },
                { QStringLiteral("peakPs"), static_cast<double>(spike.peakPs) },
                { QStringLiteral("peak"), spike.peak },
                { QStringLiteral("baseline"), spike.baseline },
                { QStringLiteral("freeBytesAtPeak"), static_cast<double>(spike.freeBytesAtPeak) },
            });
        }
        const HeapTrend& trend = allocator.trend;
        return {
            { QStringLiteral("hostName"), allocator.hostName },
            { QStringLiteral("memoryId"), allocator.memoryId },
            { QStringLiteral("allocations"), summary.allocations },
            { QStringLiteral("deallocations"), summary.deallocations },
            { QStringLiteral("snapshots"), static_cast<double>(allocator.snapshots.size()) },
            { QStringLiteral("lifetimePeakBytes"), static_cast<double>(summary.lifetimePeakBytes) },
            { QStringLiteral("xprofDifferences"),
                QJsonObject {
                    { QStringLiteral("lifetimePeakOfLastEventBytes"),
                        static_cast<double>(summary.xprofLifetimePeakBytes) },
                    { QStringLiteral("sampledAllocations"), summary.xprofAllocations },
                    { QStringLiteral("sampledDeallocations"), summary.xprofDeallocations },
                } },
            { QStringLiteral("neverFreedBytes"), static_cast<double>(allocator.neverFreedBytes) },
            { QStringLiteral("neverFreed"), neverFreed },
            { QStringLiteral("hasStepMarkers"), allocator.hasStepMarkers },
            { QStringLiteral("steps"), steps },
            { QStringLiteral("heapTrend"),
                QJsonObject {
                    { QStringLiteral("steps"), trend.steps },
                    { QStringLiteral("bytesPerStep"), trend.bytesPerStep },
                    { QStringLiteral("stepRSquared"), trend.stepRSquared },
                    { QStringLiteral("bytesPerSecond"), trend.bytesPerSecond },
                    { QStringLiteral("timeRSquared"), trend.timeRSquared },
                    { QStringLiteral("growing"), trend.growing },
                } },
            { QStringLiteral("fragmentationSpikes"), spikes },
            { QStringLiteral("findings"), QJsonArray::fromStringList(allocator.findings) },
        };
    }

} // namespace

pb::MemoryProfile toMemoryProfileProto(const Result& result, const Options& options, const QString& allocatorId)
{
    pb::MemoryProfile profile;
    profile.set_num_hosts(result.numHosts);
    profile.set_version(1);
    for (const Allocator* allocator : selectedAllocators(result, allocatorId)) {
        const std::string id = allocator->id.toStdString();
        profile.add_memory_ids(id);
        pb::PerAllocatorMemoryProfile& out = (*profile.mutable_memory_profile_per_allocator())[id];
        fillSummary(out.mutable_profile_summary(), allocator->summary);
        fillBreakdown(&out, *allocator, *result.strings);
        for (const int index : sampleTimeline(allocator->snapshots, options.maxSampledSnapshots))
            fillSnapshot(out.add_sampled_timeline_snapshots(), *allocator, index, *result.strings);
    }
    for (const HloModuleSpan& span : result.hloModules) {
        pb::HloModule* module = profile.add_hlo_modules();
        module->set_id(span.id);
        module->set_name(span.name.toStdString());
        module->set_plane_name(span.planeName.toStdString());
        module->set_start_time_ps(span.startPs);
        module->set_end_time_ps(span.endPs);
    }
    return profile;
}

QJsonObject findingsJson(const Result& result, const QString& allocatorId)
{
    QJsonObject findings;
    for (const Allocator* allocator : selectedAllocators(result, allocatorId))
        findings.insert(allocator->id, allocatorFindingsJson(*allocator, *result.strings));
    return findings;
}

QByteArray toJson(const Result& result, const Options& options, const QString& allocatorId, QString* error)
{
    google::protobuf::util::JsonPrintOptions printOptions;
    printOptions.always_print_primitive_fields = true; // XProf: always_print_fields_with_no_presence
    const auto print = [&](const google::protobuf::Message& message, QByteArray* out) {
        std::string json;
        const auto status = google::protobuf::util::MessageToJsonString(message, &json, printOptions);
        if (!status.ok()) {
            *error = MemoryProfileText::tr("Cannot print the memory profile as JSON: %1")
                         .arg(QString::fromStdString(status.ToString()));
            return false;
        }
        *out = QByteArray::fromStdString(json);
        return true;
    };
    // Protobuf prints a map in hash order, which changes from run to run; the
    // allocators are printed one by one in memory id order instead, where
    // protobuf puts the (then empty) map: first, as field 1.
    pb::MemoryProfile profile = toMemoryProfileProto(result, options, allocatorId);
    std::map<std::string, pb::PerAllocatorMemoryProfile> allocators(
        profile.memory_profile_per_allocator().begin(), profile.memory_profile_per_allocator().end());
    profile.clear_memory_profile_per_allocator();
    QByteArray rest;
    if (!print(profile, &rest))
        return {};
    const QByteArray emptyMap = "{\"memoryProfilePerAllocator\":{}";
    if (!rest.startsWith(emptyMap)) {
        *error = MemoryProfileText::tr("Cannot print the memory profile as JSON: unexpected printer output");
        return {};
    }
    QByteArray bytes = "{\"memoryProfilePerAllocator\":{";
    for (auto entry = allocators.begin(); entry != allocators.end(); ++entry) {
        QByteArray allocatorJson;
        if (!print(entry->second, &allocatorJson))
            return {};
        const QByteArray key
            = QJsonDocument(QJsonArray { QString::fromStdString(entry->first) }).toJson(QJsonDocument::Compact);
        bytes += (entry == allocators.begin() ? "" : ",") + key.mid(1, key.size() - 2) + ':' + allocatorJson;
    }
    bytes += '}' + rest.mid(emptyMap.size());
    // The findings join as one more member before the closing brace.
    const QByteArray findings = QJsonDocument(findingsJson(result, allocatorId)).toJson(QJsonDocument::Compact);
    bytes.chop(1);
    bytes += ",\"" + QByteArray(kFindingsJsonKey) + "\":" + findings + "}\n";
    return bytes;
}

QByteArray breakdownCsv(const Result& result, const QString& allocatorId)
{
    const QStringList header = { MemoryProfileText::tr("Memory ID"), MemoryProfileText::tr("Op Name"),
        MemoryProfileText::tr("Allocation Size (bytes)"), MemoryProfileText::tr("Requested Size (bytes)"),
        MemoryProfileText::tr("Occurrences"), MemoryProfileText::tr("Region type"), MemoryProfileText::tr("Data type"),
        MemoryProfileText::tr("Shape") };
    QString csv = csvLine(header);
    const StringTable& strings = *result.strings;
    for (const Allocator* allocator : selectedAllocators(result, allocatorId)) {
        for (const BreakdownRow& row : allocator->breakdown) {
            csv += csvLine({ allocator->id, strings.at(row.op), QString::number(row.allocationBytes),
                QString::number(row.requestedBytes), QString::number(row.occurrences()), strings.at(row.region),
                dataTypeName(row.dataType), strings.at(row.shape) });
        }
    }
    return csv.toUtf8();
}

} // namespace memscope::memoryprofile
