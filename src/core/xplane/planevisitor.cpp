// SPDX-License-Identifier: Apache-2.0
#include "core/xplane/planevisitor.h"

#include "core/format/xspacereader.h"

#include <algorithm>
#include <cmath>

namespace memscope::xplane {

StatType statTypeOf(std::string_view name)
{
    static const std::unordered_map<std::string_view, StatType> types = {
        { "_r", StatType::IsRoot },
        { "_pt", StatType::ProducerType },
        { "_p", StatType::ProducerId },
        { "_ct", StatType::ConsumerType },
        { "_c", StatType::ConsumerId },
        { "_pid", StatType::ConsumerPid },
        { "process_id", StatType::ProcessId },
        { "_a", StatType::IsAsync },
        { "id", StatType::StepId },
        { "iter_num", StatType::IterNum },
        { "step_num", StatType::StepNum },
        { "graph_type", StatType::GraphType },
        { "correlation_id", StatType::CorrelationId },
        { "group_id", StatType::GroupId },
        { "step_name", StatType::StepName },
        { "is_eager", StatType::IsEager },
        { "is_func", StatType::IsFunc },
        { "tf_op", StatType::TfOp },
        { "level 0", StatType::Level0 },
        { "hlo_op", StatType::HloOp },
        { "hlo_module", StatType::HloModule },
        { "hlo_category", StatType::HloCategory },
        { "program_id", StatType::ProgramId },
        { "symbol_id", StatType::SymbolId },
        { "shape", StatType::Shape },
        { "shape_with_layout", StatType::ShapeWithLayout },
        { "flops", StatType::Flops },
        { "bytes_accessed", StatType::BytesAccessed },
        { "memory_access_breakdown", StatType::MemoryAccessBreakdown },
        { "device_offset_ps", StatType::DeviceOffsetPs },
        { "device_duration_ps", StatType::DeviceDurationPs },
        { "kernel_details", StatType::KernelDetails },
        { "cuda_graph_exec_id", StatType::CudaGraphExecId },
        { "source", StatType::SourceInfo },
        { "device_id", StatType::DeviceId },
        { "flow", StatType::Flow },
        { "index_on_host", StatType::IndexOnHost },
        { "device_ordinal", StatType::DeviceOrdinal },
        { "allocator_name", StatType::AllocatorName },
        { "bytes_reserved", StatType::BytesReserved },
        { "bytes_allocated", StatType::BytesAllocated },
        { "bytes_available", StatType::BytesAvailable },
        { "fragmentation", StatType::Fragmentation },
        { "peak_bytes_in_use", StatType::PeakBytesInUse },
        { "requested_bytes", StatType::RequestedBytes },
        { "allocation_bytes", StatType::AllocationBytes },
        { "addr", StatType::Address },
        { "region_type", StatType::RegionType },
        { "data_type", StatType::DataType },
        { "core_details", StatType::CoreDetails },
        { "device_type_string", StatType::DeviceTypeString },
        { "device_vendor", StatType::DeviceVendor },
        { "compute_cap_major", StatType::ComputeCapMajor },
        { "compute_cap_minor", StatType::ComputeCapMinor },
        { "memory_bandwidth", StatType::MemoryBandwidth },
        { "peak_teraflops_per_second", StatType::PeakTeraflopsPerSecond },
        { "peak_hbm_bw_gigabytes_per_second", StatType::PeakHbmBwGigabytesPerSecond },
        { "matrix_unit_utilization_percent", StatType::MatrixUnitUtilizationPercent },
        { "hbm_utilization_percent", StatType::HbmUtilizationPercent },
        { "profile_start_time", StatType::ProfileStartTime },
        { "profile_stop_time", StatType::ProfileStopTime },
        { "Hlo Proto", StatType::HloProto },
    };
    const auto found = types.find(name);
    return found == types.end() ? StatType::Unknown : found->second;
}

PlaneVisitor::PlaneVisitor(const XPlane& plane, qint64 originNs)
    : m_plane(&plane)
    , m_originNs(originNs)
{
    for (const auto& [id, metadata] : plane.stat_metadata()) {
        const StatType type = statTypeOf(metadata.name());
        if (type == StatType::Unknown)
            continue;
        m_idOfType[static_cast<size_t>(type)] = id;
        if (id >= 0 && id < kDenseIdLimit) {
            if (static_cast<size_t>(id) >= m_denseTypes.size())
                m_denseTypes.resize(static_cast<size_t>(id) + 1, StatType::Unknown);
            m_denseTypes[static_cast<size_t>(id)] = type;
        } else {
            m_sparseTypes.emplace(id, type);
        }
    }
}

QString PlaneVisitor::name() const { return QString::fromStdString(m_plane->name()); }

const XEventMetadata* PlaneVisitor::metadata(const XEvent& event) const
{
    const auto found = m_plane->event_metadata().find(event.metadata_id());
    return found == m_plane->event_metadata().end() ? nullptr : &found->second;
}

QString PlaneVisitor::shared(const std::string& text) const
{
    const auto [slot, inserted] = m_strings.try_emplace(std::string_view(text));
    if (inserted)
        slot->second = QString::fromStdString(text);
    return slot->second;
}

QString PlaneVisitor::sharedById(std::vector<QString>& byId, qint64 id, const std::string& text) const
{
    if (id < 0 || id >= kDenseIdLimit)
        return shared(text);
    if (static_cast<size_t>(id) >= byId.size())
        byId.resize(static_cast<size_t>(id) + 1);
    QString& slot = byId[static_cast<size_t>(id)];
    if (slot.isNull())
        slot = shared(text);
    return slot;
}

QString PlaneVisitor::eventName(const XEvent& event) const
{
    const XEventMetadata* meta = metadata(event);
    return meta ? sharedById(m_eventNames, event.metadata_id(), meta->name()) : QString();
}

QString PlaneVisitor::eventDisplayName(const XEvent& event) const
{
    const XEventMetadata* meta = metadata(event);
    if (!meta)
        return {};
    return sharedById(
        m_eventDisplayNames, event.metadata_id(), meta->display_name().empty() ? meta->name() : meta->display_name());
}

qint64 PlaneVisitor::onOrigin(const XLine& line, qint64 offsetPs) const
{
    // Computed wide and clamped, so damaged timestamps give far-away times instead of overflow.
    __extension__ typedef __int128 Wide;
    const Wide exact = (static_cast<Wide>(line.timestamp_ns()) - m_originNs) * 1000 + offsetPs;
    return static_cast<qint64>(std::clamp<Wide>(exact, -kMaxTimePs, kMaxTimePs));
}

qint64 PlaneVisitor::durationPs(qint64 durationPs) { return std::clamp<qint64>(durationPs, 0, kMaxTimePs); }

qint64 PlaneVisitor::startPs(const XLine& line, const XEvent& event) const
{
    return onOrigin(line, event.data_case() == XEvent::kOffsetPs ? event.offset_ps() : 0);
}

qint64 PlaneVisitor::endPs(const XLine& line, const XEvent& event) const
{
    return startPs(line, event) + durationPs(event.duration_ps());
}

StatType PlaneVisitor::statType(const XStat& stat) const
{
    const qint64 id = stat.metadata_id();
    if (id >= 0 && static_cast<size_t>(id) < m_denseTypes.size())
        return m_denseTypes[static_cast<size_t>(id)];
    const auto found = m_sparseTypes.find(id);
    return found == m_sparseTypes.end() ? StatType::Unknown : found->second;
}

const XStat* PlaneVisitor::findIn(const google::protobuf::RepeatedPtrField<XStat>& stats, StatType type) const
{
    const std::optional<qint64>& id = m_idOfType[static_cast<size_t>(type)];
    if (!id)
        return nullptr;
    for (const XStat& stat : stats) {
        if (stat.metadata_id() == *id)
            return &stat;
    }
    return nullptr;
}

const XStat* PlaneVisitor::eventStat(const XEvent& event, StatType type) const { return findIn(event.stats(), type); }

const XStat* PlaneVisitor::stat(const XEvent& event, StatType type) const
{
    if (const XStat* own = findIn(event.stats(), type))
        return own;
    const XEventMetadata* meta = metadata(event);
    return meta ? findIn(meta->stats(), type) : nullptr;
}

const XStat* PlaneVisitor::planeStat(StatType type) const { return findIn(m_plane->stats(), type); }

std::optional<double> PlaneVisitor::number(const XStat* stat) const
{
    if (!stat)
        return std::nullopt;
    switch (stat->value_case()) {
    case XStat::kDoubleValue:
        // NaN or infinity is no figure: treated as absent, so no "nan%" is shown.
        if (!std::isfinite(stat->double_value()))
            return std::nullopt;
        return stat->double_value();
    case XStat::kInt64Value:
        return static_cast<double>(stat->int64_value());
    case XStat::kUint64Value:
        return static_cast<double>(stat->uint64_value());
    default:
        return std::nullopt;
    }
}

std::optional<qint64> PlaneVisitor::integer(const XStat* stat) const
{
    if (!stat)
        return std::nullopt;
    switch (stat->value_case()) {
    case XStat::kInt64Value:
        return stat->int64_value();
    case XStat::kUint64Value:
        return static_cast<qint64>(stat->uint64_value());
    case XStat::kDoubleValue: {
        const double value = stat->double_value();
        if (!std::isfinite(value) || std::abs(value) >= 9.2e18)
            return std::nullopt;
        return static_cast<qint64>(value);
    }
    case XStat::kStrValue: {
        bool ok = false;
        const qint64 value = QString::fromStdString(stat->str_value()).toLongLong(&ok);
        return ok ? std::optional<qint64>(value) : std::nullopt;
    }
    default:
        return std::nullopt;
    }
}

QString PlaneVisitor::string(const XStat* stat) const
{
    if (!stat)
        return {};
    switch (stat->value_case()) {
    case XStat::kStrValue:
        return shared(stat->str_value());
    case XStat::kRefValue: {
        const auto found = m_plane->stat_metadata().find(static_cast<qint64>(stat->ref_value()));
        return found == m_plane->stat_metadata().end()
            ? QString()
            : sharedById(m_statNames, static_cast<qint64>(stat->ref_value()), found->second.name());
    }
    case XStat::kInt64Value:
        return QString::number(stat->int64_value());
    case XStat::kUint64Value:
        return QString::number(stat->uint64_value());
    default:
        return {};
    }
}

QByteArray PlaneVisitor::bytes(const XStat* stat) const
{
    if (!stat || stat->value_case() != XStat::kBytesValue)
        return {};
    return QByteArray::fromStdString(stat->bytes_value());
}

std::vector<qint64> memoryEventMetadataIds(const XPlane& plane)
{
    std::vector<qint64> ids;
    for (const auto& [id, metadata] : plane.event_metadata()) {
        if (format::isMemoryEventName(metadata.name()))
            ids.push_back(id);
    }
    return ids;
}

} // namespace memscope::xplane
