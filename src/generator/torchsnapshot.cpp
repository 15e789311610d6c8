// SPDX-License-Identifier: Apache-2.0
#include "generator/torchsnapshot.h"

#include "generator/internal.h"
#include "generator/random.h"

#include <QFileInfo>
#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <functional>
#include <google/protobuf/io/coded_stream.h>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace memscope::generator {

namespace {

    // Python's pickler, protocol 4, as far as a snapshot needs it: the opcodes it writes for dicts,
    // lists, strings and ints, every container and string memoized once, and the output cut into
    // frames of at least 64 KiB.
    class PickleWriter
    {
    public:
        explicit PickleWriter(google::protobuf::io::CodedOutputStream& out)
            : m_out(out)
        {
            m_out.WriteRaw("\x80\x04", 2); // PROTO 4, outside the frames as Python writes it
        }

        // Where Python's pickler may start a new frame: before an object is written.
        void boundary()
        {
            if (m_frame.size() >= kFrameTarget)
                commitFrame();
        }

        void finish()
        {
            op('.'); // STOP
            commitFrame();
        }

        void none() { op('N'); }
        void boolean(bool value) { op(value ? '\x88' : '\x89'); }

        void integer(std::int64_t value)
        {
            if (value >= 0 && value <= 0xff) {
                op('K');
                m_frame.push_back(char(value));
            } else if (value >= 0 && value <= 0xffff) {
                op('M');
                little(std::uint64_t(value), 2);
            } else if (value >= INT32_MIN && value <= INT32_MAX) {
                op('J');
                little(std::uint64_t(value), 4);
            } else {
                // LONG1: the fewest little-endian two's complement bytes that keep the sign.
                int bytes = 8;
                while (bytes > 1) {
                    const std::int64_t shifted = value >> (8 * (bytes - 1) - 1);
                    if (shifted != 0 && shifted != -1)
                        break;
                    --bytes;
                }
                op('\x8a');
                m_frame.push_back(char(bytes));
                little(std::uint64_t(value), bytes);
            }
        }

        void real(double value)
        {
            op('G');
            const std::uint64_t bits = std::bit_cast<std::uint64_t>(value);
            for (int shift = 56; shift >= 0; shift -= 8)
                m_frame.push_back(char(bits >> shift));
        }

        // A string; written once, fetched from the memo after that (torch hands Python one object
        // for each distinct key and name, so its pickler shares them the same way).
        void text(std::string_view value)
        {
            const auto found = m_strings.find(std::string(value));
            if (found != m_strings.end()) {
                get(found->second);
                return;
            }
            if (value.size() < 256) {
                op('\x8c');
                m_frame.push_back(char(value.size()));
            } else {
                op('X');
                little(value.size(), 4);
            }
            m_frame.append(value);
            m_strings.emplace(std::string(value), memoize());
        }

        // An object written before, by its memo index.
        void get(std::uint32_t index)
        {
            if (index < 256) {
                op('h');
                m_frame.push_back(char(index));
            } else {
                op('j');
                little(index, 4);
            }
        }

        std::uint32_t emptyDict()
        {
            op('}');
            return memoize();
        }
        std::uint32_t emptyList()
        {
            op(']');
            return memoize();
        }
        // (0, 0), segment_pool_id's value.
        void pairOfZeros()
        {
            integer(0);
            integer(0);
            op('\x86'); // TUPLE2
            memoize();
        }

        // Items of a list or dict, in Python's batches of 1 000: MARK ... APPENDS (SETITEMS), or
        // APPEND (SETITEM) for a batch of one. `item(i)` writes the i-th value (key and value).
        void items(std::int64_t count, bool dict, const std::function<void(std::int64_t)>& item)
        {
            constexpr std::int64_t kBatch = 1000;
            for (std::int64_t first = 0; first < count; first += kBatch) {
                const std::int64_t end = std::min(count, first + kBatch);
                if (end - first > 1)
                    op('(');
                for (std::int64_t i = first; i < end; ++i)
                    item(i);
                if (end - first > 1)
                    op(dict ? 'u' : 'e');
                else
                    op(dict ? 's' : 'a');
            }
        }

        // A dict of string keys, each value written by its function, in the order given.
        using Field = std::pair<const char*, std::function<void()>>;
        void dict(const std::vector<Field>& fields)
        {
            boundary();
            emptyDict();
            items(std::int64_t(fields.size()), true, [&](std::int64_t i) {
                text(fields[size_t(i)].first);
                fields[size_t(i)].second();
            });
        }

        std::int64_t written() const { return m_written + std::int64_t(m_frame.size()); }
        // The memo index the next memoized object gets.
        std::uint32_t nextMemo() const { return m_memo; }

    private:
        static constexpr std::size_t kFrameTarget = 64 * 1024;

        void op(char code) { m_frame.push_back(code); }

        void little(std::uint64_t value, int bytes)
        {
            for (int i = 0; i < bytes; ++i)
                m_frame.push_back(char(value >> (8 * i)));
        }

        std::uint32_t memoize()
        {
            op('\x94');
            return m_memo++;
        }

        void commitFrame()
        {
            if (m_frame.empty())
                return;
            char header[9] = { '\x95' };
            for (int i = 0; i < 8; ++i)
                header[1 + i] = char(std::uint64_t(m_frame.size()) >> (8 * i));
            m_out.WriteRaw(header, sizeof(header));
            m_out.WriteRaw(m_frame.data(), int(m_frame.size()));
            m_written += std::int64_t(sizeof(header) + m_frame.size());
            m_frame.clear();
        }

        google::protobuf::io::CodedOutputStream& m_out;
        std::string m_frame;
        std::uint32_t m_memo = 0;
        std::int64_t m_written = 2;
        std::unordered_map<std::string, std::uint32_t> m_strings;
    };

    struct FrameText
    {
        std::string name;
        std::string fileName;
        std::int64_t line = 0;
    };

    // The frames of the run and the call stacks made of them, innermost first: the caching
    // allocator's C++ frames, then Python's from the op that allocates up to the training loop.
    struct CallStacks
    {
        std::vector<FrameText> frames;
        std::vector<std::vector<std::uint32_t>> stacks;

        CallStacks(const TorchSnapshotOptions& options)
        {
            Random random = Random::derived(options.seed, 0x70);
            const char* const allocator[] = { "c10::cuda::CUDACachingAllocator::Native::DeviceCachingAllocator::malloc",
                "c10::cuda::CUDACachingAllocator::Native::NativeCachingAllocator::malloc",
                "c10::cuda::CUDACachingAllocator::Native::NativeCachingAllocator::allocate",
                "at::detail::empty_generic", "at::detail::empty_strided_cuda", "at::native::empty_cuda",
                "at::_ops::empty_strided::call", "at::native::mm_out_cuda", "at::native::add_out",
                "at::native::softmax_cuda", "at::native::layer_norm_cuda", "at::native::gelu_backward_cuda",
                "torch::autograd::generated::MmBackward0::apply", "torch::autograd::Engine::evaluate_function" };
            for (const char* name : allocator)
                frames.push_back({ name, "??", 0 });
            const int cppFrames = int(frames.size());
            const std::array<const char*, 7> functions
                = { "forward", "_call_impl", "_wrapped_call_impl", "attention", "mlp", "backward", "step" };
            constexpr int kPythonFrames = 1200;
            for (int i = 0; i < kPythonFrames; ++i) {
                frames.push_back(
                    { random.pick(functions), "/home/user/project/model/layer_" + std::to_string(i % 48) + ".py",
                        std::int64_t(random.between(10, 900)) });
            }
            frames.push_back({ "train_step", "/home/user/project/train.py", 212 });
            frames.push_back({ "main", "/home/user/project/train.py", 340 });
            const std::uint32_t trainStep = std::uint32_t(frames.size() - 2);
            for (int s = 0; s < std::max(1, options.distinctStacks); ++s) {
                std::vector<std::uint32_t> stack;
                const int depth
                    = std::max(2, int(random.between(options.framesPerStack / 2, options.framesPerStack * 3 / 2)));
                const int cpp = std::min(depth - 1, int(random.between(1, 4)));
                for (int i = 0; i < cpp; ++i)
                    stack.push_back(std::uint32_t(random.below(std::uint64_t(cppFrames))));
                for (int i = cpp; i < depth - 2; ++i)
                    stack.push_back(std::uint32_t(cppFrames + random.below(kPythonFrames)));
                stack.push_back(trainStep);
                stack.push_back(trainStep + 1);
                stacks.push_back(std::move(stack));
            }
        }
    };

    enum class EventKind
    {
        Alloc,
        FreeRequested,
        FreeCompleted,
        SegmentAlloc,
        Oom,
    };

    struct SimulatedEvent
    {
        EventKind kind;
        std::uint64_t address;
        std::int64_t size;
        std::int64_t stream;
        std::int64_t timeUs;
        std::uint32_t stack;
        std::int64_t deviceFree; // oom only
    };

    struct LiveBlock
    {
        std::int64_t size = 0;
        std::int64_t requested = 0;
        std::uint32_t stack = 0;
        std::int64_t stream = 0; // its segment's, as torch records a block's events
    };

    struct CachedBlock
    {
        std::uint64_t address = 0;
        std::int64_t stream = 0;
    };

    struct SimulatedSegment
    {
        std::uint64_t address = 0;
        std::int64_t size = 0;
        std::int64_t stream = 0;
        std::uint32_t stack = 0;
    };

    // One device's caching allocator over training steps: the forward pass allocates activations,
    // the backward pass frees them with temporaries of its own, one allocation a step is never
    // freed, a freed block is reused by the next request of its rounded size, and a segment is
    // reserved when the current one is full. Run twice with the same seed it makes the same trace:
    // once for the state at the end (written first, in 'segments'), once to write the trace.
    class DeviceSimulation
    {
    public:
        DeviceSimulation(const TorchSnapshotOptions& options, const CallStacks& stacks, int device)
            : m_options(options)
            , m_stacks(stacks)
            , m_random(Random::derived(options.seed, 0x100 + std::uint64_t(device)))
            , m_next(0x7f0000000000ull + (std::uint64_t(device) << 40))
        {
        }

        void run(const std::function<void(const SimulatedEvent&)>& emit)
        {
            m_emit = &emit;
            const int activations = 120;
            while (m_events < m_options.eventsPerDevice) {
                if (m_options.repeatedSteps)
                    m_stepRandom = Random::derived(m_options.seed, 0x200);
                std::vector<std::uint64_t> stepBlocks;
                for (int i = 0; i < activations && m_events < m_options.eventsPerDevice; ++i)
                    stepBlocks.push_back(allocate(activationSize(), stackFor()));
                while (!stepBlocks.empty() && m_events < m_options.eventsPerDevice) {
                    if (stepRandom().chance(0.5)) {
                        const std::uint64_t temporary = allocate(activationSize() / 4 + 512, stackFor());
                        free(temporary);
                    }
                    free(stepBlocks.back());
                    stepBlocks.pop_back();
                }
                if (m_events < m_options.eventsPerDevice)
                    allocate(std::int64_t(1) << 20, 0); // the leak: kept by stack 0, every step
                ++m_step;
                if (m_step % 97 == 0 && m_events < m_options.eventsPerDevice)
                    event({ EventKind::Oom, 0, std::int64_t(8) << 30, 0, m_time, stackFor(), std::int64_t(1) << 30 });
            }
        }

        const std::map<std::uint64_t, LiveBlock>& live() const { return m_live; }
        const std::vector<SimulatedSegment>& segments() const { return m_segments; }
        std::int64_t allocations() const { return m_allocations; }

    private:
        std::int64_t activationSize()
        {
            // Heavy-tailed: mostly a few KiB to a few MiB, now and then hundreds of MiB.
            const double exponent = 9 + 14 * std::pow(stepRandom().unit(), 2.0);
            return std::int64_t(std::exp2(exponent)) + std::int64_t(stepRandom().below(4096));
        }

        std::uint32_t stackFor()
        {
            // A few stacks allocate most (cube of a uniform number): as in a real model.
            const double u = stepRandom().unit();
            return std::uint32_t(double(m_stacks.stacks.size()) * u * u * u);
        }

        // What shapes a step: its own draws, or the same ones every step.
        Random& stepRandom() { return m_options.repeatedSteps ? m_stepRandom : m_random; }

        std::int64_t stream() { return m_random.chance(0.05) ? 0x55d0e2f0a420 : 0; }

        void event(SimulatedEvent simulated)
        {
            ++m_events;
            m_time += std::int64_t(m_random.between(1, 40));
            simulated.timeUs = m_time;
            if (*m_emit)
                (*m_emit)(simulated);
        }

        std::uint64_t allocate(std::int64_t requested, std::uint32_t stack)
        {
            const std::int64_t size = (requested + 511) / 512 * 512;
            std::uint64_t address;
            std::int64_t onStream;
            std::vector<CachedBlock>& cached = m_cached[size];
            if (!cached.empty()) {
                address = cached.back().address;
                onStream = cached.back().stream;
                cached.pop_back();
            } else {
                if (m_segments.empty() || m_segmentUsed + size > m_segments.back().size) {
                    const std::int64_t segmentSize = std::max<std::int64_t>(
                        (size + (std::int64_t(2) << 20) - 1) / (std::int64_t(2) << 20) * (std::int64_t(2) << 20),
                        std::int64_t(20) << 20);
                    m_segments.push_back({ m_next, segmentSize, stream(), stack });
                    m_next += std::uint64_t(segmentSize) + (std::uint64_t(2) << 20);
                    m_segmentUsed = 0;
                    event({ EventKind::SegmentAlloc, m_segments.back().address, segmentSize, m_segments.back().stream,
                        0, stack, 0 });
                }
                address = m_segments.back().address + std::uint64_t(m_segmentUsed);
                onStream = m_segments.back().stream;
                m_segmentUsed += size;
            }
            m_live[address] = { size, requested, stack, onStream };
            ++m_allocations;
            event({ EventKind::Alloc, address, size, onStream, 0, stack, 0 });
            return address;
        }

        void free(std::uint64_t address)
        {
            const auto found = m_live.find(address);
            const LiveBlock block = found->second;
            m_live.erase(found);
            m_cached[block.size].push_back({ address, block.stream });
            const std::uint32_t stack = stackFor();
            event({ EventKind::FreeRequested, address, block.size, block.stream, 0, stack, 0 });
            event({ EventKind::FreeCompleted, address, block.size, block.stream, 0, stack, 0 });
        }

        const TorchSnapshotOptions& m_options;
        const CallStacks& m_stacks;
        Random m_random;
        Random m_stepRandom = Random::derived(0, 0);
        const std::function<void(const SimulatedEvent&)>* m_emit = nullptr;
        std::int64_t m_events = 0;
        std::int64_t m_time = 1733000000000000;
        std::int64_t m_step = 0;
        std::int64_t m_allocations = 0;
        std::uint64_t m_next;
        std::int64_t m_segmentUsed = 0;
        std::vector<SimulatedSegment> m_segments;
        std::map<std::uint64_t, LiveBlock> m_live;
        std::unordered_map<std::int64_t, std::vector<CachedBlock>> m_cached;
    };

    class SnapshotWriter
    {
    public:
        SnapshotWriter(PickleWriter& pickle, const CallStacks& stacks)
            : m_pickle(pickle)
            , m_stacks(stacks)
            , m_frameMemo(stacks.frames.size(), kUnwritten)
        {
        }

        void frames(std::uint32_t stack)
        {
            const std::vector<std::uint32_t>& frames = m_stacks.stacks[stack];
            m_pickle.emptyList();
            m_pickle.items(std::int64_t(frames.size()), false, [&](std::int64_t i) { frame(frames[size_t(i)]); });
        }

    private:
        static constexpr std::uint32_t kUnwritten = ~std::uint32_t(0);

        // A frame dict, written once and shared by every stack that holds it.
        void frame(std::uint32_t index)
        {
            if (m_frameMemo[index] != kUnwritten) {
                m_pickle.get(m_frameMemo[index]);
                return;
            }
            const FrameText& frame = m_stacks.frames[index];
            m_frameMemo[index] = m_pickle.nextMemo(); // the dict's, memoized first
            m_pickle.dict({ { "name", [&] { m_pickle.text(frame.name); } },
                { "filename", [&] { m_pickle.text(frame.fileName); } },
                { "line", [&] { m_pickle.integer(frame.line); } } });
        }

        PickleWriter& m_pickle;
        const CallStacks& m_stacks;
        std::vector<std::uint32_t> m_frameMemo;
    };

    const char* actionText(EventKind kind)
    {
        switch (kind) {
        case EventKind::Alloc:
            return "alloc";
        case EventKind::FreeRequested:
            return "free_requested";
        case EventKind::FreeCompleted:
            return "free_completed";
        case EventKind::SegmentAlloc:
            return "segment_alloc";
        case EventKind::Oom:
            return "oom";
        }
        return "alloc";
    }

    void writeSegment(PickleWriter& pickle, SnapshotWriter& writer, int device, const SimulatedSegment& segment,
        const std::map<std::uint64_t, LiveBlock>& live)
    {
        // The segment's blocks in address order: the live ones, and the free space between them.
        struct BlockRow
        {
            std::uint64_t address;
            std::int64_t size;
            std::int64_t requested;
            std::uint32_t stack;
            bool active;
        };
        std::vector<BlockRow> blocks;
        std::uint64_t next = segment.address;
        const std::uint64_t end = segment.address + std::uint64_t(segment.size);
        std::int64_t allocated = 0, requested = 0;
        for (auto it = live.lower_bound(segment.address); it != live.end() && it->first < end; ++it) {
            if (it->first > next)
                blocks.push_back({ next, std::int64_t(it->first - next), 0, 0, false });
            blocks.push_back({ it->first, it->second.size, it->second.requested, it->second.stack, true });
            allocated += it->second.size;
            requested += it->second.requested;
            next = it->first + std::uint64_t(it->second.size);
        }
        if (next < end)
            blocks.push_back({ next, std::int64_t(end - next), 0, 0, false });

        const auto integer = [&pickle](std::int64_t value) { return [&pickle, value] { pickle.integer(value); }; };
        pickle.dict({ { "device", integer(device) }, { "address", integer(std::int64_t(segment.address)) },
            { "total_size", integer(segment.size) }, { "allocated_size", integer(allocated) },
            { "active_size", integer(allocated) }, { "requested_size", integer(requested) },
            { "stream", integer(segment.stream) },
            { "segment_type", [&] { pickle.text(segment.size > (std::int64_t(1) << 20) ? "large" : "small"); } },
            { "segment_pool_id", [&] { pickle.pairOfZeros(); } }, { "is_expandable", [&] { pickle.boolean(false); } },
            { "frames", [&] { writer.frames(segment.stack); } },
            { "blocks", [&] {
                 pickle.emptyList();
                 pickle.items(std::int64_t(blocks.size()), false, [&](std::int64_t b) {
                     const BlockRow& block = blocks[size_t(b)];
                     pickle.dict({ { "address", integer(std::int64_t(block.address)) }, { "size", integer(block.size) },
                         { "requested_size", integer(block.requested) },
                         { "state", [&] { pickle.text(block.active ? "active_allocated" : "inactive"); } },
                         { "frames", [&] {
                              if (block.active)
                                  writer.frames(block.stack);
                              else
                                  pickle.emptyList();
                          } } });
                 });
             } } });
    }

    void writeEvent(PickleWriter& pickle, SnapshotWriter& writer, const SimulatedEvent& event, bool times)
    {
        std::vector<PickleWriter::Field> fields { { "action", [&] { pickle.text(actionText(event.kind)); } },
            { "addr", [&] { pickle.integer(std::int64_t(event.address)); } },
            { "size", [&] { pickle.integer(event.size); } }, { "stream", [&] { pickle.integer(event.stream); } } };
        if (times)
            fields.push_back({ "time_us", [&] { pickle.integer(event.timeUs); } });
        fields.push_back({ "compile_context", [&] { pickle.text("N/A"); } });
        fields.push_back({ "user_metadata", [&] { pickle.text(""); } });
        fields.push_back({ "frames", [&] { writer.frames(event.stack); } });
        if (event.kind == EventKind::Oom)
            fields.push_back({ "device_free", [&] { pickle.integer(event.deviceFree); } });
        pickle.dict(fields);
    }

} // namespace

QString writeTorchSnapshot(const TorchSnapshotOptions& options, const QString& path, TorchSnapshotFacts* facts)
{
    const CallStacks stacks(options);
    TorchSnapshotFacts counted;
    // First the state at the end of every device's trace: 'segments' comes first in the file.
    std::vector<std::unique_ptr<DeviceSimulation>> ends;
    for (int device = 0; device < options.devices; ++device) {
        ends.push_back(std::make_unique<DeviceSimulation>(options, stacks, device));
        ends.back()->run({});
    }
    const QString error = writeOutputFile(path, [&](google::protobuf::io::ZeroCopyOutputStream* stream) {
        google::protobuf::io::CodedOutputStream out(stream);
        PickleWriter pickle(out);
        SnapshotWriter writer(pickle, stacks);
        std::vector<std::pair<int, const SimulatedSegment*>> segments;
        for (int device = 0; device < options.devices; ++device) {
            for (const SimulatedSegment& segment : ends[size_t(device)]->segments())
                segments.push_back({ device, &segment });
        }
        counted.segments = std::int64_t(segments.size());
        const auto writeTraces = [&] {
            pickle.emptyList();
            pickle.items(options.devices, false, [&](std::int64_t device) {
                DeviceSimulation simulation(options, stacks, int(device));
                std::vector<SimulatedEvent> batch;
                const auto writeBatch = [&] {
                    pickle.items(std::int64_t(batch.size()), false,
                        [&](std::int64_t i) { writeEvent(pickle, writer, batch[size_t(i)], options.times); });
                    batch.clear();
                };
                pickle.emptyList();
                // The events in Python's batches of 1 000, simulated as they are written.
                std::function<void(const SimulatedEvent&)> emit = [&](const SimulatedEvent& event) {
                    batch.push_back(event);
                    ++counted.events;
                    if (batch.size() == 1000)
                        writeBatch();
                };
                simulation.run(emit);
                writeBatch();
                counted.allocations += simulation.allocations();
            });
        };
        pickle.dict({ { "segments",
                          [&] {
                              pickle.emptyList();
                              pickle.items(std::int64_t(segments.size()), false, [&](std::int64_t i) {
                                  const auto [device, segment] = segments[size_t(i)];
                                  writeSegment(pickle, writer, device, *segment, ends[size_t(device)]->live());
                              });
                          } },
            { "device_traces", writeTraces },
            { "allocator_settings",
                [&] {
                    pickle.dict({ { "PYTORCH_CUDA_ALLOC_CONF", [&] { pickle.text(""); } },
                        { "expandable_segments", [&] { pickle.boolean(false); } } });
                } },
            { "external_annotations", [&] { pickle.emptyList(); } } });
        pickle.finish();
        return !out.HadError();
    });
    counted.bytes = QFileInfo(path).size();
    if (facts)
        *facts = counted;
    return error;
}

} // namespace memscope::generator
