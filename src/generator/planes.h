// SPDX-License-Identifier: Apache-2.0
#pragma once

// Building XPlanes: metadata by name (ids as XPlaneBuilder assigns them),
// stats, interned strings, and the step timeline every plane shares.

#include "generator/internal.h"
#include "xplane.pb.h"

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace memscope::generator {

// All lines share this timestamp_ns and events are offsets from it. Profilers
// write it relative to the session start, as real XSpaces have it (212990 in
// tpu_inference_2); the absolute start is in the "Task Environment" plane.
constexpr std::int64_t kLineTimestampNs = 198513;
constexpr std::int64_t kProfileStartEpochNs = 1764403200000000000; // 2025-11-29 08:00 UTC

class PlaneBuilder
{
public:
    // groupIds false: addGroupId adds nothing and groupIdStat() is -1 (Options::groupIds).
    explicit PlaneBuilder(tensorflow::profiler::XPlane* plane, bool groupIds = true)
        : m_plane(plane)
        , m_groupIds(groupIds)
    {
    }

    tensorflow::profiler::XPlane* plane() const { return m_plane; }
    std::int64_t statId(const std::string& name);
    std::int64_t eventId(const std::string& name, const std::string& displayName = {});
    tensorflow::profiler::XEventMetadata& eventMetadata(std::int64_t id)
    {
        return m_plane->mutable_event_metadata()->at(id);
    }
    tensorflow::profiler::XLine* addLine(std::int64_t id, const std::string& name);

    // Stats on an event, an event metadata or the plane.
    template <typename Owner> void addInt(Owner* owner, const std::string& name, std::int64_t value)
    {
        add(owner, name)->set_int64_value(value);
    }
    template <typename Owner> void addUint(Owner* owner, const std::string& name, std::uint64_t value)
    {
        add(owner, name)->set_uint64_value(value);
    }
    template <typename Owner> void addDouble(Owner* owner, const std::string& name, double value)
    {
        add(owner, name)->set_double_value(value);
    }
    template <typename Owner> void addString(Owner* owner, const std::string& name, const std::string& value)
    {
        add(owner, name)->set_str_value(value);
    }
    template <typename Owner> void addBytes(Owner* owner, const std::string& name, std::string value)
    {
        add(owner, name)->set_bytes_value(std::move(value));
    }
    template <typename Owner> void addGroupId(Owner* owner, std::int64_t group)
    {
        if (m_groupIds)
            addInt(owner, "group_id", group);
    }
    std::int64_t groupIdStat() { return m_groupIds ? statId("group_id") : -1; }
    // A string interned as the name of a stat metadata (XStat.ref_value), as profilers store repeated strings.
    template <typename Owner> void addRef(Owner* owner, const std::string& name, const std::string& value)
    {
        add(owner, name)->set_ref_value(static_cast<std::uint64_t>(statId(value)));
    }

private:
    template <typename Owner> tensorflow::profiler::XStat* add(Owner* owner, const std::string& name)
    {
        auto* stat = owner->add_stats();
        stat->set_metadata_id(statId(name));
        return stat;
    }

    tensorflow::profiler::XPlane* m_plane;
    const bool m_groupIds;
    std::unordered_map<std::string, std::int64_t> m_statIds;
    std::unordered_map<std::string, std::int64_t> m_eventIds;
};

// The steps every plane agrees on (host markers, device Steps line, memory events).
std::vector<StepFacts> stepTimeline(const Options& options, const std::vector<DeviceOp>& ops);
// Device op durations, in ps (the same on every device of a run).
std::vector<std::int64_t> opDurations(const Options& options, const std::vector<DeviceOp>& ops);

// A GPU kernel as the host launched it (linked to the device event by correlation_id).
struct KernelLaunch
{
    int device = 0;
    std::uint64_t correlationId = 0;
    std::int64_t kernelBeginPs = 0;
    std::int64_t kernelDurationPs = 0;
    std::int64_t step = 0;
};

void addDevicePlanes(const Options& options, int hostIndex, const ModulePlan& mainModule,
    const std::vector<DeviceOp>& ops, const std::vector<StepFacts>& steps, tensorflow::profiler::XSpace* space,
    ProfileFacts* facts, std::vector<KernelLaunch>* launches);

// The host plane without its memory-event lines' events (they are streamed, see memoryevents.h).
void addHostMarkers(const Options& options, int hostIndex, const ModulePlan& mainModule,
    const std::vector<StepFacts>& steps, const std::vector<KernelLaunch>& launches, PlaneBuilder& host);

} // namespace memscope::generator
