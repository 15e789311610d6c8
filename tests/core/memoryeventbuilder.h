// SPDX-License-Identifier: Apache-2.0
#pragma once

// Builds XSpaces with MemoryAllocation / MemoryDeallocation events for the
// Memory Profile tests: an allocator simulation keeps heap, peak and free
// consistent, so each test states only what happens, and knows the answer.

#include "core/profile/profile.h"
#include "xplane.pb.h"

#include <map>
#include <memory>
#include <string>

namespace memscope::testing {

class MemoryEventBuilder
{
public:
    MemoryEventBuilder()
        : m_space(std::make_shared<tensorflow::profiler::XSpace>())
    {
        m_plane = m_space->add_planes();
        m_plane->set_name("/host:CPU");
        m_plane->set_id(1);
        setEventName(kAllocationMetadataId, "MemoryAllocation");
        setEventName(kDeallocationMetadataId, "MemoryDeallocation");
        setEventName(kOtherMetadataId, "ThreadpoolListener::Record");
        line(1, 0);
    }

    // Later events go to the line `id` with the timestamp `timestampNs`.
    MemoryEventBuilder& line(qint64 id, qint64 timestampNs)
    {
        for (auto& existing : *m_plane->mutable_lines()) {
            if (existing.id() == id) {
                m_line = &existing;
                return *this;
            }
        }
        m_line = m_plane->add_lines();
        m_line->set_id(id);
        m_line->set_name("thread/" + std::to_string(id));
        m_line->set_timestamp_ns(timestampNs);
        return *this;
    }

    struct Allocation
    {
        std::string allocator = "0"; // a number is written as device_ordinal, text as allocator_name
        quint64 address = 0;
        qint64 bytes = 0;
        qint64 requestedBytes = -1; // -1: the same as bytes
        std::string op = {};
        std::string region = {};
        std::string shape = {};
        int dataType = 0;
        qint64 groupId = -1; // -1: no group_id stat
        double fragmentation = 0;
    };

    // Stack (bytes_reserved) and capacity of an allocator, before its first event.
    MemoryEventBuilder& configure(
        const std::string& allocator, qint64 stackBytes, qint64 capacityBytes, qint64 heapBeforeWindow = 0)
    {
        State& state = m_states[allocator];
        state.stack = stackBytes;
        state.capacity = capacityBytes;
        state.heap = heapBeforeWindow;
        state.peak = heapBeforeWindow;
        return *this;
    }

    MemoryEventBuilder& allocate(qint64 offsetPs, const Allocation& allocation)
    {
        State& state = m_states[allocation.allocator];
        state.heap += allocation.bytes;
        state.peak = std::max(state.peak, state.heap);
        state.live[allocation.address] = allocation;
        auto* event = addEvent(kAllocationMetadataId, offsetPs, allocation.allocator, state, allocation.fragmentation);
        addInt(event, "requested_bytes", allocation.requestedBytes < 0 ? allocation.bytes : allocation.requestedBytes);
        addInt(event, "allocation_bytes", allocation.bytes);
        addInt(event, "addr", static_cast<qint64>(allocation.address));
        if (!allocation.op.empty())
            addRef(event, "tf_op", allocation.op);
        if (!allocation.region.empty())
            addString(event, "region_type", allocation.region);
        if (!allocation.shape.empty())
            addRef(event, "shape", allocation.shape);
        addInt(event, "data_type", allocation.dataType);
        if (allocation.groupId >= 0)
            addInt(event, "group_id", allocation.groupId);
        return *this;
    }

    // withSizes = false writes no requested/allocation bytes, as TPU/PJRT does.
    MemoryEventBuilder& deallocate(qint64 offsetPs, const std::string& allocator, quint64 address,
        bool withSizes = true, qint64 groupId = -1, double fragmentation = 0)
    {
        State& state = m_states[allocator];
        const Allocation allocation = state.live.at(address);
        state.live.erase(address);
        state.heap -= allocation.bytes;
        auto* event = addEvent(kDeallocationMetadataId, offsetPs, allocator, state, fragmentation);
        if (withSizes) {
            addInt(
                event, "requested_bytes", allocation.requestedBytes < 0 ? allocation.bytes : allocation.requestedBytes);
            addInt(event, "allocation_bytes", allocation.bytes);
        }
        addInt(event, "addr", static_cast<qint64>(address));
        if (groupId >= 0)
            addInt(event, "group_id", groupId);
        return *this;
    }

    // An event that is not a memory event, which the engine must skip.
    MemoryEventBuilder& otherEvent(qint64 offsetPs)
    {
        auto* event = m_line->add_events();
        event->set_metadata_id(kOtherMetadataId);
        event->set_offset_ps(offsetPs);
        addInt(event, "bytes_allocated", 1 << 30);
        return *this;
    }

    qint64 heap(const std::string& allocator) const { return m_states.at(allocator).heap; }
    tensorflow::profiler::XPlane& plane() { return *m_plane; }
    tensorflow::profiler::XLine& currentLine() { return *m_line; }

    HostSpace host(const QString& name = QStringLiteral("host")) const
    {
        return HostSpace::parsed(name, name + QStringLiteral(".xplane.pb"), m_space);
    }

    qint64 statId(const std::string& name)
    {
        for (const auto& [id, metadata] : m_plane->stat_metadata()) {
            if (metadata.name() == name)
                return id;
        }
        const qint64 id = static_cast<qint64>(m_plane->stat_metadata_size()) + 1;
        auto& metadata = (*m_plane->mutable_stat_metadata())[id];
        metadata.set_id(id);
        metadata.set_name(name);
        return id;
    }

private:
    static constexpr qint64 kAllocationMetadataId = 7;
    static constexpr qint64 kDeallocationMetadataId = 3;
    static constexpr qint64 kOtherMetadataId = 11;

    struct State
    {
        qint64 stack = 0;
        qint64 capacity = qint64(16) << 30;
        qint64 heap = 0;
        qint64 peak = 0;
        std::map<quint64, Allocation> live;
    };

    void setEventName(qint64 id, const std::string& name)
    {
        auto& metadata = (*m_plane->mutable_event_metadata())[id];
        metadata.set_id(id);
        metadata.set_name(name);
    }

    tensorflow::profiler::XEvent* addEvent(
        qint64 metadataId, qint64 offsetPs, const std::string& allocator, const State& state, double fragmentation)
    {
        auto* event = m_line->add_events();
        event->set_metadata_id(metadataId);
        event->set_offset_ps(offsetPs);
        if (!allocator.empty() && std::isdigit(static_cast<unsigned char>(allocator.front())))
            addInt(event, "device_ordinal", std::stoll(allocator));
        else if (!allocator.empty())
            addString(event, "allocator_name", allocator);
        addInt(event, "bytes_reserved", state.stack);
        addInt(event, "bytes_allocated", state.heap);
        addInt(event, "bytes_available", state.capacity - state.stack - state.heap);
        auto* stat = event->add_stats();
        stat->set_metadata_id(statId("fragmentation"));
        stat->set_double_value(fragmentation);
        addInt(event, "peak_bytes_in_use", state.peak);
        return event;
    }

    void addInt(tensorflow::profiler::XEvent* event, const std::string& name, qint64 value)
    {
        auto* stat = event->add_stats();
        stat->set_metadata_id(statId(name));
        stat->set_int64_value(value);
    }

    void addString(tensorflow::profiler::XEvent* event, const std::string& name, const std::string& value)
    {
        auto* stat = event->add_stats();
        stat->set_metadata_id(statId(name));
        stat->set_str_value(value);
    }

    // Interned as XProf writers do: the value is the id of a stat metadata named by the string.
    void addRef(tensorflow::profiler::XEvent* event, const std::string& name, const std::string& value)
    {
        const qint64 valueId = statId(value);
        auto* stat = event->add_stats();
        stat->set_metadata_id(statId(name));
        stat->set_ref_value(static_cast<quint64>(valueId));
    }

    std::shared_ptr<tensorflow::profiler::XSpace> m_space;
    tensorflow::profiler::XPlane* m_plane = nullptr;
    tensorflow::profiler::XLine* m_line = nullptr;
    std::map<std::string, State> m_states;
};

} // namespace memscope::testing
