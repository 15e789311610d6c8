// SPDX-License-Identifier: Apache-2.0
#pragma once

// Read-only access to one XPlane, the way XProf's XPlaneVisitor reads it: stat metadata
// ids are resolved to typed StatType values once per plane (ids are per plane and
// meaningless across planes), and every event time is put on one time origin.

#include "xplane.pb.h"

#include <QByteArray>
#include <QString>
#include <array>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace memscope::xplane {

// The generated messages of an XSpace by their short names, for the code that
// walks planes with a visitor (`using namespace xplane;` in its .cpp).
using tensorflow::profiler::XEvent;
using tensorflow::profiler::XEventMetadata;
using tensorflow::profiler::XLine;
using tensorflow::profiler::XPlane;
using tensorflow::profiler::XSpace;
using tensorflow::profiler::XStat;
using tensorflow::profiler::XStatMetadata;

// The stats of XProf's StatType table that Memscope reads (names as in xplane_schema.cc).
enum class StatType : quint8
{
    Unknown,
    // grouping (spec trace-viewer-and-steps B.1)
    IsRoot, // "_r"
    ProducerType, // "_pt"
    ProducerId, // "_p"
    ConsumerType, // "_ct"
    ConsumerId, // "_c"
    ConsumerPid, // "_pid"
    ProcessId, // "process_id"
    IsAsync, // "_a"
    StepId, // "id"
    IterNum, // "iter_num"
    StepNum, // "step_num"
    GraphType, // "graph_type"
    CorrelationId, // "correlation_id"
    GroupId, // "group_id"
    StepName, // "step_name"
    IsEager, // "is_eager"
    IsFunc, // "is_func"
    // ops and kernels
    TfOp, // "tf_op"
    Level0, // "level 0": TF <= 2.11 carried the TF op of a kernel here
    HloOp, // "hlo_op"
    HloModule, // "hlo_module"
    HloCategory, // "hlo_category"
    ProgramId, // "program_id"
    SymbolId, // "symbol_id"
    Shape, // "shape": tensor shapes of GPU kernels
    ShapeWithLayout, // "shape_with_layout"
    Flops, // "flops"
    BytesAccessed, // "bytes_accessed"
    MemoryAccessBreakdown, // "memory_access_breakdown": a serialized MemoryAccessBreakdown
    DeviceOffsetPs, // "device_offset_ps"
    DeviceDurationPs, // "device_duration_ps"
    KernelDetails, // "kernel_details"
    CudaGraphExecId, // "cuda_graph_exec_id"
    SourceInfo, // "source"
    DeviceId, // "device_id"
    Flow, // "flow"
    // memory events of /host:CPU (the Memory Profile)
    IndexOnHost, // "index_on_host"
    DeviceOrdinal, // "device_ordinal"
    AllocatorName, // "allocator_name"
    BytesReserved, // "bytes_reserved"
    BytesAllocated, // "bytes_allocated"
    BytesAvailable, // "bytes_available"
    Fragmentation, // "fragmentation"
    PeakBytesInUse, // "peak_bytes_in_use"
    RequestedBytes, // "requested_bytes"
    AllocationBytes, // "allocation_bytes"
    Address, // "addr"
    RegionType, // "region_type"
    DataType, // "data_type"
    // plane stats
    CoreDetails, // "core_details": a serialized CoreDetails
    DeviceTypeString, // "device_type_string"
    DeviceVendor, // "device_vendor"
    ComputeCapMajor, // "compute_cap_major"
    ComputeCapMinor, // "compute_cap_minor"
    MemoryBandwidth, // "memory_bandwidth"
    PeakTeraflopsPerSecond, // "peak_teraflops_per_second"
    PeakHbmBwGigabytesPerSecond, // "peak_hbm_bw_gigabytes_per_second"
    MatrixUnitUtilizationPercent, // "matrix_unit_utilization_percent"
    HbmUtilizationPercent, // "hbm_utilization_percent"
    ProfileStartTime, // "profile_start_time"
    ProfileStopTime, // "profile_stop_time"
    HloProto, // "Hlo Proto"
    Count
};

// The stat type named `name` in XProf's table, Unknown for any other name.
StatType statTypeOf(std::string_view name);

// The metadata ids of the plane's memory events (format::isMemoryEventName), in the map's order.
std::vector<qint64> memoryEventMetadataIds(const tensorflow::profiler::XPlane& plane);

class PlaneVisitor
{
public:
    // originNs: the run's earliest line timestamp, subtracted before converting to ps so
    // that epoch timestamps (1.7e18 ns) cannot overflow.
    explicit PlaneVisitor(const tensorflow::profiler::XPlane& plane, qint64 originNs = 0);

    const tensorflow::profiler::XPlane& plane() const { return *m_plane; }
    QString name() const;

    // The event's metadata, or nullptr when the id is unknown to the plane.
    const tensorflow::profiler::XEventMetadata* metadata(const tensorflow::profiler::XEvent& event) const;
    QString eventName(const tensorflow::profiler::XEvent& event) const; // metadata name
    QString eventDisplayName(const tensorflow::profiler::XEvent& event) const; // display name, else name

    // Event start in ps on the one time origin of a run: (line.timestamp_ns - origin)*1000 + offset_ps.
    // Aggregated events (num_occurrences set) have no start and return the line's start.
    qint64 startPs(const tensorflow::profiler::XLine& line, const tensorflow::profiler::XEvent& event) const;
    // Start plus the clamped duration.
    qint64 endPs(const tensorflow::profiler::XLine& line, const tensorflow::profiler::XEvent& event) const;
    // A line-relative offset (offset_ps, device_offset_ps) on the same origin, within ±kMaxTimePs.
    qint64 onOrigin(const tensorflow::profiler::XLine& line, qint64 offsetPs) const;
    // A duration within [0, kMaxTimePs], so that start + duration never overflows.
    static qint64 durationPs(qint64 durationPs);
    static constexpr qint64 kMaxTimePs = std::numeric_limits<qint64>::max() / 4;

    // The type of a stat, from its metadata id (resolved when the visitor was made).
    StatType statType(const tensorflow::profiler::XStat& stat) const;
    // Whether the plane declares a stat of this type at all.
    bool declares(StatType type) const { return m_idOfType[static_cast<size_t>(type)].has_value(); }

    // The event's own stat of a type (XProf's GetStat: metadata stats are not searched).
    const tensorflow::profiler::XStat* eventStat(const tensorflow::profiler::XEvent& event, StatType type) const;
    // The event's own stat, else its metadata's.
    const tensorflow::profiler::XStat* stat(const tensorflow::profiler::XEvent& event, StatType type) const;
    const tensorflow::profiler::XStat* planeStat(StatType type) const;

    // Typed reads: any numeric oneof case is accepted; ref values resolve to the named string.
    std::optional<double> number(const tensorflow::profiler::XStat* stat) const;
    std::optional<qint64> integer(const tensorflow::profiler::XStat* stat) const;
    QString string(const tensorflow::profiler::XStat* stat) const;
    QByteArray bytes(const tensorflow::profiler::XStat* stat) const;
    // A bytes stat holding a serialized message (CoreDetails, MemoryAccessBreakdown):
    // false when the stat is absent, not bytes, or not a well-formed message.
    template <typename Message> bool parse(const tensorflow::profiler::XStat* stat, Message& message) const
    {
        return stat && stat->value_case() == tensorflow::profiler::XStat::kBytesValue
            && message.ParseFromString(stat->bytes_value());
    }

private:
    const tensorflow::profiler::XStat* findIn(
        const google::protobuf::RepeatedPtrField<tensorflow::profiler::XStat>& stats, StatType type) const;

    // `text` (a string of the plane) as a QString made once per distinct text: readers keep a name or
    // a stat per event, and events repeat a few of them, so the copies share one allocation.
    QString shared(const std::string& text) const;
    // The same for the string of metadata `id`, found by the id in `byId` when ids are small.
    QString sharedById(std::vector<QString>& byId, qint64 id, const std::string& text) const;
    // Metadata ids are dense small numbers in most writers; vectors serve those, maps the rest.
    static constexpr qint64 kDenseIdLimit = 1 << 16;

    const tensorflow::profiler::XPlane* m_plane;
    qint64 m_originNs = 0;
    mutable std::unordered_map<std::string_view, QString> m_strings; // views into the plane
    mutable std::vector<QString> m_eventNames, m_eventDisplayNames, m_statNames; // by metadata id
    std::array<std::optional<qint64>, static_cast<size_t>(StatType::Count)> m_idOfType {};
    std::vector<StatType> m_denseTypes; // by id below kDenseIdLimit, else m_sparseTypes
    std::unordered_map<qint64, StatType> m_sparseTypes;
};

// Calls visit(eventIndex, event) for each event of `line` that has a place in time
// (an offset); XProf's aggregated events (num_occurrences, no offset) have none.
template <typename Visit> void forEachTimedEvent(const tensorflow::profiler::XLine& line, Visit&& visit)
{
    for (int eventIndex = 0; eventIndex < line.events_size(); ++eventIndex) {
        const tensorflow::profiler::XEvent& event = line.events(eventIndex);
        if (event.data_case() == tensorflow::profiler::XEvent::kOffsetPs)
            visit(eventIndex, event);
    }
}

} // namespace memscope::xplane
