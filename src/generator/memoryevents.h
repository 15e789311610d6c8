// SPDX-License-Identifier: Apache-2.0
#pragma once

// MemoryAllocation / MemoryDeallocation events of the host plane (memory-profile
// spec A.2–A.4): one line per allocator, generated in time order by replaying a
// best-fit allocator over the steps. The replay is deterministic and cheap, so a
// writer can run it twice (sizes, then bytes) instead of holding millions of events.

#include "generator/planes.h"

#include <array>
#include <functional>

namespace memscope::generator {

class MemoryEventSource
{
public:
    MemoryEventSource(const Options& options, int hostIndex, const std::vector<DeviceOp>& ops,
        const std::vector<StepFacts>& steps, PlaneBuilder& host);

    // The memory lines: one per allocator, or Options::memoryThreads lines sharing every allocator.
    int lineCount() const;
    // Memory line `line` with its id, name and timestamp but no events.
    tensorflow::profiler::XLine lineHeader(int line) const;
    // Calls `sink` for every event of memory line `line` in time order. `facts` (optional) gets what
    // happened to each allocator whose every event this replay walked (all of them for line 0 when
    // the allocators share the lines), keyed by allocator index.
    void replayLine(int line, const std::function<void(const tensorflow::profiler::XEvent&)>& sink,
        std::vector<std::pair<int, AllocatorFacts>>* facts = nullptr) const;

private:
    // Calls `sink` for every event of the allocator in time order; returns what happened.
    AllocatorFacts replay(int allocator, const std::function<void(const tensorflow::profiler::XEvent&)>& sink) const;

    struct Label
    {
        std::int64_t opRef = 0, shapeRef = 0;
        std::int64_t dataType = 0;
        std::int64_t requested = 0;
    };

    const Options& m_options;
    int m_hostIndex;
    const std::vector<StepFacts>& m_steps;
    std::vector<Label> m_labels; // what ops allocate: framework op, shape, size
    Label m_leakLabel, m_weightLabel, m_spikeLabel;
    std::int64_t m_threadBase = 0;
    // Interned metadata ids, registered once so that replays never add metadata.
    std::int64_t m_allocationId = 0, m_deallocationId = 0;
    std::int64_t m_memoryIdStat = 0, m_reservedStat = 0, m_allocatedStat = 0, m_availableStat = 0,
                 m_fragmentationStat = 0, m_peakStat = 0, m_requestedStat = 0, m_allocationBytesStat = 0,
                 m_addressStat = 0, m_opStat = 0, m_groupStat = 0, m_regionStat = 0, m_dataTypeStat = 0,
                 m_shapeStat = 0;
    std::array<std::int64_t, 3> m_regionRefs {};
    std::vector<std::int64_t> m_allocatorNameRefs;
};

} // namespace memscope::generator
