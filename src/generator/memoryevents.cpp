// SPDX-License-Identifier: Apache-2.0
#include "generator/memoryevents.h"

#include "generator/random.h"

#include <algorithm>
#include <map>

namespace memscope::generator {

namespace pb = tensorflow::profiler;

namespace {

    constexpr std::int64_t kPsPerUs = 1000000;
    constexpr std::int64_t kAlignment = 256;

    // A best-fit allocator over one address range: freed blocks coalesce, the
    // range shrinks when its top block is freed. Fragmentation is the share of the
    // used range lying in holes, which is what a user means by the word.
    class AddressSpace
    {
    public:
        std::int64_t allocate(std::int64_t size)
        {
            auto fit = m_bySize.lower_bound(size);
            if (fit == m_bySize.end()) {
                const std::int64_t offset = m_top;
                m_top += size;
                m_inUse += size;
                return offset;
            }
            const std::int64_t offset = fit->second;
            const std::int64_t blockSize = fit->first;
            m_bySize.erase(fit);
            m_byOffset.erase(offset);
            if (blockSize > size)
                insertFree(offset + size, blockSize - size);
            m_inUse += size;
            return offset;
        }

        void release(std::int64_t offset, std::int64_t size)
        {
            m_inUse -= size;
            auto next = m_byOffset.lower_bound(offset);
            if (next != m_byOffset.end() && next->first == offset + size) {
                size += next->second;
                eraseFree(next->first, next->second);
            }
            auto previous = m_byOffset.lower_bound(offset);
            if (previous != m_byOffset.begin()) {
                --previous;
                if (previous->first + previous->second == offset) {
                    offset = previous->first;
                    size += previous->second;
                    eraseFree(previous->first, previous->second);
                }
            }
            if (offset + size == m_top)
                m_top = offset;
            else
                insertFree(offset, size);
        }

        std::int64_t inUse() const { return m_inUse; }
        double fragmentation() const
        {
            return m_top == 0 ? 0.0 : static_cast<double>(m_top - m_inUse) / static_cast<double>(m_top);
        }

    private:
        void insertFree(std::int64_t offset, std::int64_t size)
        {
            m_byOffset.emplace(offset, size);
            m_bySize.emplace(size, offset);
        }
        void eraseFree(std::int64_t offset, std::int64_t size)
        {
            m_byOffset.erase(offset);
            auto [first, last] = m_bySize.equal_range(size);
            for (auto it = first; it != last; ++it) {
                if (it->second == offset) {
                    m_bySize.erase(it);
                    break;
                }
            }
        }

        std::map<std::int64_t, std::int64_t> m_byOffset;
        std::multimap<std::int64_t, std::int64_t> m_bySize;
        std::int64_t m_top = 0;
        std::int64_t m_inUse = 0;
    };

    enum Region
    {
        Output = 0,
        Temp = 1,
        Persist = 2
    };

    struct Planned
    {
        std::int64_t timePs = 0;
        std::int64_t sequence = 0; // tie-break: keeps the order deterministic
        bool allocation = true;
        std::int64_t block = 0; // index into the step's blocks
    };

    struct Block
    {
        std::int64_t size = 0;
        std::int64_t requested = 0;
        std::int64_t offset = -1;
        std::int64_t step = -1; // -1: before the first step (no group_id)
        int label = 0; // -1 leak, -2 weights, -3 spike, else index of m_labels
        Region region = Output;
    };

} // namespace

MemoryEventSource::MemoryEventSource(const Options& options, int hostIndex, const std::vector<DeviceOp>& ops,
    const std::vector<StepFacts>& steps, PlaneBuilder& host)
    : m_options(options)
    , m_hostIndex(hostIndex)
    , m_steps(steps)
{
    m_threadBase = 3118851 + 7919 * hostIndex;
    m_allocationId = host.eventId("MemoryAllocation");
    m_deallocationId = host.eventId("MemoryDeallocation");
    const bool gpu = options.kind == Kind::Gpu;
    m_memoryIdStat = host.statId(gpu ? "allocator_name" : "index_on_host");
    m_reservedStat = host.statId("bytes_reserved");
    m_allocatedStat = host.statId("bytes_allocated");
    m_availableStat = host.statId("bytes_available");
    m_fragmentationStat = host.statId("fragmentation");
    m_peakStat = host.statId("peak_bytes_in_use");
    m_requestedStat = host.statId("requested_bytes");
    m_allocationBytesStat = host.statId("allocation_bytes");
    m_addressStat = host.statId("addr");
    m_opStat = host.statId("tf_op");
    m_groupStat = host.groupIdStat();
    m_regionStat = host.statId("region_type");
    m_dataTypeStat = host.statId("data_type");
    m_shapeStat = host.statId("shape");
    m_regionRefs = { host.statId("output"), host.statId("temp"), host.statId("persist") };
    for (int a = 0; a < options.allocators; ++a)
        m_allocatorNameRefs.push_back(host.statId("GPU_" + std::to_string(a) + "_bfc"));
    for (const DeviceOp& op : ops) {
        if (op.outputBytes <= 0)
            continue;
        m_labels.push_back({ host.statId(op.opName), host.statId(op.shapeText), op.tfDataType, op.outputBytes });
    }
    if (m_labels.empty())
        m_labels.push_back({ host.statId("broadcast_in_dim"), host.statId("f32[1024]"), 1, 4096 });
    const std::string scope
        = ops.empty() ? std::string("jit(main)") : ops.front().opName.substr(0, ops.front().opName.find('/'));
    const std::int64_t leakElements = std::max<std::int64_t>(1, options.leakBytesPerStep / 4);
    // Training keeps every step's loss array alive; serving keeps growing its KV cache.
    const bool serving = options.kind == Kind::TpuInference;
    m_leakLabel
        = { host.statId(scope + (serving ? "/jit(main)/kv_cache/concatenate" : "/jit(main)/loss_history/concatenate")),
              host.statId("f32[" + std::to_string(leakElements) + "]"), 1,
              std::max<std::int64_t>(options.leakBytesPerStep, 4) };
    m_weightLabel = { host.statId(serving ? "jit(init_cache)/jit(main)/broadcast_in_dim"
                                          : "jit(init_train_state)/jit(main)/broadcast_in_dim"),
        host.statId("f32[1024,4096]"), 1, 16 << 20 };
    m_spikeLabel = { host.statId(scope + "/jit(main)/dynamic_slice"), host.statId("bf16[64,1024]"), 14, 128 << 10 };
}

int MemoryEventSource::lineCount() const
{
    return m_options.memoryThreads > 0 ? m_options.memoryThreads : m_options.allocators;
}

pb::XLine MemoryEventSource::lineHeader(int line) const
{
    pb::XLine header;
    header.set_id(m_threadBase + line);
    header.set_name(
        (m_options.memoryThreads > 0 ? "tf_executor/" : "py_xla_execute/") + std::to_string(m_threadBase + line));
    header.set_timestamp_ns(kLineTimestampNs);
    return header;
}

void MemoryEventSource::replayLine(int line, const std::function<void(const pb::XEvent&)>& sink,
    std::vector<std::pair<int, AllocatorFacts>>* facts) const
{
    if (m_options.memoryThreads <= 0) {
        const AllocatorFacts walked = replay(line, sink);
        if (facts)
            facts->emplace_back(line, walked);
        return;
    }
    // The allocators' events dealt round-robin over the threads, then merged by time: every line
    // interleaves every allocator. Stable, so one allocator's events keep their order at equal times.
    std::vector<pb::XEvent> events;
    for (int allocator = 0; allocator < m_options.allocators; ++allocator) {
        std::int64_t index = 0;
        const AllocatorFacts walked = replay(allocator, [&](const pb::XEvent& event) {
            if ((index++ + allocator) % m_options.memoryThreads == line)
                events.push_back(event);
        });
        if (facts && line == 0)
            facts->emplace_back(allocator, walked);
    }
    std::stable_sort(events.begin(), events.end(),
        [](const pb::XEvent& a, const pb::XEvent& b) { return a.offset_ps() < b.offset_ps(); });
    for (const pb::XEvent& event : events)
        sink(event);
}

AllocatorFacts MemoryEventSource::replay(int allocator, const std::function<void(const pb::XEvent&)>& sink) const
{
    const bool gpu = m_options.kind == Kind::Gpu;
    Random random = Random::derived(
        m_options.seed, 5000 + 97 * static_cast<std::uint64_t>(m_hostIndex) + static_cast<std::uint64_t>(allocator));
    const std::int64_t capacity = gpu ? (80ll << 30) : (16ll << 30);
    const std::int64_t reserved = allocator == 0 ? (32ll << 20) : 0;
    const std::uint64_t base = 0x7f3a00000000ull + (static_cast<std::uint64_t>(allocator) << 36);
    const int spikeStep
        = m_options.fragmentationSpikeStep == -1 ? m_options.steps / 2 : m_options.fragmentationSpikeStep;

    AllocatorFacts facts;
    facts.memoryId = gpu ? QStringLiteral("GPU_%1_bfc").arg(allocator) : QString::number(allocator);
    AddressSpace space;
    std::int64_t peak = 0;
    pb::XEvent event;

    auto labelOf = [&](const Block& block) -> const Label& {
        switch (block.label) {
        case -1:
            return m_leakLabel;
        case -2:
            return m_weightLabel;
        case -3:
            return m_spikeLabel;
        default:
            return m_labels[static_cast<std::size_t>(block.label)];
        }
    };
    auto emit = [&](const Block& block, bool allocation, std::int64_t timePs) {
        event.Clear();
        event.set_metadata_id(allocation ? m_allocationId : m_deallocationId);
        event.set_offset_ps(timePs);
        auto stat = [&](std::int64_t id) {
            auto* s = event.add_stats();
            s->set_metadata_id(id);
            return s;
        };
        if (gpu)
            stat(m_memoryIdStat)
                ->set_ref_value(static_cast<std::uint64_t>(m_allocatorNameRefs[static_cast<std::size_t>(allocator)]));
        else
            stat(m_memoryIdStat)->set_int64_value(allocator);
        stat(m_reservedStat)->set_int64_value(reserved);
        stat(m_allocatedStat)->set_int64_value(space.inUse());
        stat(m_availableStat)->set_int64_value(std::max<std::int64_t>(0, capacity - reserved - space.inUse()));
        stat(m_fragmentationStat)->set_double_value(space.fragmentation());
        stat(m_peakStat)->set_int64_value(peak);
        // TPU (PJRT) deallocations carry no sizes; readers take them from the allocation by address.
        if (allocation || gpu) {
            stat(m_requestedStat)->set_int64_value(block.requested);
            stat(m_allocationBytesStat)->set_int64_value(block.size);
        }
        stat(m_addressStat)
            ->set_int64_value(static_cast<std::int64_t>(base + static_cast<std::uint64_t>(block.offset)));
        if (allocation || gpu) {
            const Label& label = labelOf(block);
            stat(m_opStat)->set_ref_value(static_cast<std::uint64_t>(label.opRef));
            stat(m_regionStat)->set_ref_value(static_cast<std::uint64_t>(m_regionRefs[block.region]));
            stat(m_dataTypeStat)->set_int64_value(label.dataType);
            stat(m_shapeStat)->set_ref_value(static_cast<std::uint64_t>(label.shapeRef));
        }
        if (block.step >= 0 && m_groupStat >= 0)
            stat(m_groupStat)->set_int64_value(block.step);
        sink(event);
    };
    auto allocate = [&](Block& block, std::int64_t timePs) {
        block.offset = space.allocate(block.size);
        peak = std::max(peak, space.inUse());
        ++facts.allocations;
        facts.peakBytesInUse = std::max(facts.peakBytesInUse, space.inUse());
        emit(block, true, timePs);
    };
    auto release = [&](const Block& block, std::int64_t timePs, std::int64_t step) {
        space.release(block.offset, block.size);
        ++facts.deallocations;
        emit(block, false, timePs);
        if (space.fragmentation() > facts.maxFragmentation) {
            facts.maxFragmentation = space.fragmentation();
            facts.maxFragmentationStep = static_cast<int>(step);
        }
    };
    auto aligned = [](std::int64_t bytes) {
        return std::max<std::int64_t>(kAlignment, (bytes + kAlignment - 1) / kAlignment * kAlignment);
    };

    // Weights, before the first step: allocated once, never freed (not a leak).
    const std::int64_t firstStep = m_steps.empty() ? 2000 * kPsPerUs : m_steps.front().beginPs;
    for (int w = 0; w < 3; ++w) {
        Block weights { aligned(m_weightLabel.requested), m_weightLabel.requested, -1, -1, -2, Persist };
        allocate(weights, firstStep / 4 + w * 20 * kPsPerUs);
        facts.neverFreedBytes += weights.size;
    }

    const std::int64_t perAllocator = m_options.allocationEventsPerStep / std::max(1, m_options.allocators);
    const std::int64_t extra = m_options.allocationEventsPerStep % std::max(1, m_options.allocators);
    std::vector<Block> blocks;
    std::vector<Planned> plan;
    for (const StepFacts& step : m_steps) {
        blocks.clear();
        plan.clear();
        std::int64_t budget = perAllocator + (allocator < extra ? 1 : 0);
        const std::int64_t begin = step.beginPs;
        const std::int64_t duration = std::max<std::int64_t>(step.durationPs, 1000);
        std::int64_t sequence = 0;
        auto add = [&](Block block, std::int64_t allocTime, std::int64_t freeTime) {
            blocks.push_back(block);
            const std::int64_t index = static_cast<std::int64_t>(blocks.size()) - 1;
            plan.push_back({ allocTime, sequence++, true, index });
            if (freeTime >= 0)
                plan.push_back({ freeTime, sequence++, false, index });
        };
        if (allocator == 0 && m_options.leakBytesPerStep > 0 && budget > 0) {
            // Kept alive by the Python program across steps: the leak users hunt for.
            add({ aligned(m_options.leakBytesPerStep), m_options.leakBytesPerStep, -1, step.number, -1, Output },
                begin + duration * 9 / 10, -1);
            facts.leakedBytes += aligned(m_options.leakBytesPerStep);
            facts.neverFreedBytes += aligned(m_options.leakBytesPerStep);
            --budget;
        }
        if (allocator == 0 && step.number == spikeStep && budget >= 16) {
            // Many mid-sized blocks, every other one freed early: holes that nothing fits into.
            // Sized after what is in use, so that the spike stands out at any scale.
            const std::int64_t count = std::min<std::int64_t>(budget / 4, 2048);
            const std::int64_t unit = std::max(m_spikeLabel.requested, space.inUse() / count);
            for (std::int64_t i = 0; i < count; ++i) {
                const std::int64_t size = unit * (1 + i % 5);
                const std::int64_t freeTime = begin + duration * (i % 2 == 1 ? 5 : 8) / 10 + i * 1000;
                add({ aligned(size), size, -1, step.number, -3, Temp }, begin + duration * 3 / 10 + i * 1000, freeTime);
            }
            budget -= 2 * count;
        }
        for (std::int64_t pair = 0; pair + 1 < budget; pair += 2) {
            const int label = static_cast<int>(random.below(m_labels.size()));
            const std::int64_t requested = m_labels[static_cast<std::size_t>(label)].requested;
            const std::int64_t allocTime
                = begin + static_cast<std::int64_t>(random.unit() * static_cast<double>(duration) * 0.9);
            const std::int64_t freeTime = allocTime + 1
                + static_cast<std::int64_t>(
                    (0.02 + 0.5 * random.unit()) * static_cast<double>(begin + duration - allocTime - 1));
            add({ aligned(requested), requested, -1, step.number, label, random.chance(0.7) ? Output : Temp },
                allocTime, freeTime);
        }
        std::sort(plan.begin(), plan.end(), [](const Planned& a, const Planned& b) {
            return a.timePs != b.timePs ? a.timePs < b.timePs : a.sequence < b.sequence;
        });
        for (const Planned& planned : plan) {
            Block& block = blocks[static_cast<std::size_t>(planned.block)];
            if (planned.allocation)
                allocate(block, planned.timePs);
            else
                release(block, planned.timePs, step.number);
        }
    }
    return facts;
}

} // namespace memscope::generator
