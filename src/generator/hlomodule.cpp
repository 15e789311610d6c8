// SPDX-License-Identifier: Apache-2.0
// One compiled module: an HloProto shaped like what XLA writes for a JAX
// transformer (forward layers, backward pass in reverse, optimizer update),
// with a buffer assignment and heap-simulator traces that are consistent by
// construction (memory-viewer spec §2): every assigned buffer exists, every
// defining instruction exists, each trace works out of one allocation, and
// buffers that share memory have the same size and offset.

#include "core/format/memoryspace.h"
#include "generator/internal.h"
#include "generator/random.h"
#include "hlo.pb.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <unordered_map>

namespace memscope::generator {

namespace {

    constexpr std::int64_t kHbm = colorOf(MemorySpace::Hbm);
    constexpr std::int64_t kVmem = colorOf(MemorySpace::Vmem);
    constexpr std::int64_t kHost = colorOf(MemorySpace::Host);

    struct NameSpec
    {
        const char* main;
        std::array<const char*, 6> others;
    };

    NameSpec moduleNames(Kind kind)
    {
        switch (kind) {
        case Kind::TpuInference:
            return { "jit_decode_step",
                { "jit_prefill", "jit_sample_tokens", "jit_init_cache", "jit_convert_element_type", "jit__psum",
                    "jit_broadcast_in_dim" } };
        case Kind::Gpu:
            return { "jit_train_step",
                { "jit_eval_step", "jit_init_train_state", "jit__psum", "jit_convert_element_type",
                    "jit_clip_by_global_norm", "jit_broadcast_in_dim" } };
        case Kind::TpuTraining:
            break;
        }
        return { "jit_train_step",
            { "jit_init_train_state", "jit_eval_step", "jit__psum", "jit_convert_element_type",
                "jit_clip_by_global_norm", "jit_broadcast_in_dim" } };
    }

    // Model dimensions derived from the typical activation size, so that tensors
    // (and the heap) scale from KiB to GiB while keeping TPU-unfriendly minor
    // dimensions (head size 64, 12 heads, vocabulary 1000) that make padding.
    struct Dims
    {
        std::int64_t batch = 1, seq = 8, hidden = 256, heads = 4, headDim = 64, mlp = 1024, vocab = 1000;
    };

    Dims dimsFor(std::int64_t activationBytes)
    {
        Dims dims;
        while (dims.seq < 2048 && dims.batch * dims.seq * 2 * dims.hidden * 2 <= activationBytes)
            dims.seq *= 2;
        while (dims.batch * dims.seq * dims.hidden * 2 * 2 <= activationBytes)
            dims.batch *= 2;
        return dims;
    }

    // Where an instruction comes from in the (imaginary) Python program.
    enum class Frame
    {
        Main,
        TrainStep,
        LossFn,
        Transformer,
        Block,
        Attention,
        Mlp,
        LayerNorm,
        Optimizer,
        Count
    };

    struct StackFrames
    {
        std::array<int, static_cast<int>(Frame::Count)> frameId {};
        std::array<std::string, static_cast<int>(Frame::Count)> file {};
        std::array<int, static_cast<int>(Frame::Count)> line {};
    };

    StackFrames buildStackFrames(bool training, xla::StackFrameIndexProto* index)
    {
        const std::string train = training ? "/home/researcher/lm/train.py" : "/home/researcher/lm/serve.py";
        const std::string model = "/home/researcher/lm/model.py";
        const std::string linen = "/usr/lib/python3/dist-packages/flax/linen/module.py";
        index->add_file_names(train);
        index->add_file_names(model);
        index->add_file_names(linen);
        struct FrameSpec
        {
            Frame frame;
            Frame parent;
            int file; // 1-based into file_names
            const char* function;
            int line;
            int column;
        };
        const bool t = training;
        const std::array<FrameSpec, static_cast<int>(Frame::Count)> specs = { {
            { Frame::Main, Frame::Count, 1, "main", t ? 212 : 140, 4 },
            { Frame::TrainStep, Frame::Main, 1, t ? "train_step" : "decode_step", t ? 88 : 61, 12 },
            { Frame::LossFn, Frame::TrainStep, 1, t ? "loss_fn" : "logits_fn", t ? 57 : 44, 11 },
            { Frame::Transformer, Frame::LossFn, 2, "Transformer.__call__", 171, 15 },
            { Frame::Block, Frame::Transformer, 2, "TransformerBlock.__call__", 118, 13 },
            { Frame::Attention, Frame::Block, 2, "Attention.__call__", 74, 16 },
            { Frame::Mlp, Frame::Block, 2, "MlpBlock.__call__", 97, 12 },
            { Frame::LayerNorm, Frame::Block, 3, "Module._call_wrapped_method", 1222, 13 },
            { Frame::Optimizer, Frame::TrainStep, 1, "apply_updates", t ? 96 : 70, 19 },
        } };
        StackFrames frames;
        int functionId = 0;
        for (const FrameSpec& spec : specs) {
            index->add_function_names(spec.function);
            ++functionId;
            auto* location = index->add_file_locations();
            location->set_file_name_id(spec.file);
            location->set_function_name_id(functionId);
            location->set_line(spec.line);
            location->set_column(spec.column);
            location->set_end_line(spec.line);
            location->set_end_column(spec.column + 24);
            auto* frame = index->add_stack_frames();
            frame->set_file_location_id(index->file_locations_size());
            if (spec.parent != Frame::Count)
                frame->set_parent_frame_id(frames.frameId[static_cast<int>(spec.parent)]);
            const int slot = static_cast<int>(spec.frame);
            frames.frameId[slot] = index->stack_frames_size();
            frames.file[slot] = index->file_names(spec.file - 1);
            frames.line[slot] = spec.line;
        }
        return frames;
    }

    // One step of the layer program: an op with its output shape(s).
    struct OpTemplate
    {
        const char* opcode; // "fusion", "convolution", ...
        const char* component; // "Attention_0/dot_general"
        const char* primitive; // op_type
        Frame frame;
        const char* category; // hlo_category on the device
        bool saved; // training: kept alive for the backward pass
        int outputs; // 1, or 2 for a multi-output fusion (a tuple)
    };

    // The forward layer of a transformer block, in program order.
    const std::array<OpTemplate, 12> kLayerProgram = { {
        { "fusion", "LayerNorm_0", "reduce_sum", Frame::LayerNorm, "loop fusion", true, 1 },
        { "convolution", "Attention_0/query_key_value/dot_general", "dot_general", Frame::Attention, "convolution",
            false, 1 },
        { "fusion", "Attention_0/transpose", "transpose", Frame::Attention, "data formatting", true, 1 },
        { "convolution", "Attention_0/attention_weights/dot_general", "dot_general", Frame::Attention,
            "convolution fusion", false, 1 },
        { "fusion", "Attention_0/softmax", "reduce_max", Frame::Attention, "output fusion", true, 2 },
        { "convolution", "Attention_0/attention_values/dot_general", "dot_general", Frame::Attention,
            "convolution fusion", false, 1 },
        { "convolution", "Attention_0/out/dot_general", "dot_general", Frame::Attention, "convolution", false, 1 },
        { "fusion", "LayerNorm_1", "reduce_sum", Frame::LayerNorm, "loop fusion", true, 1 },
        { "convolution", "MlpBlock_0/Dense_0/dot_general", "dot_general", Frame::Mlp, "convolution fusion", false, 1 },
        { "fusion", "MlpBlock_0/gelu", "tanh", Frame::Mlp, "loop fusion", true, 1 },
        { "convolution", "MlpBlock_0/Dense_1/dot_general", "dot_general", Frame::Mlp, "convolution", false, 1 },
        { "fusion", "add", "add", Frame::Block, "loop fusion", false, 1 },
    } };

    struct Instr
    {
        xla::HloInstructionProto* proto = nullptr;
        std::int64_t firstBuffer = -1; // index into the module's buffer list
        int bufferCount = 0;
    };

    // A logical buffer while the module is built.
    struct Buffer
    {
        std::int64_t instruction = 0; // instruction id
        std::int64_t shapeIndex = -1; // -1: {}; else {k}
        std::int64_t size = 0; // padded
        std::int64_t space = kHbm;
        // Heap-simulator schedule (traced temporaries only), in body-stream positions.
        bool traced = false;
        std::int64_t allocAt = -1;
        std::int64_t freeAt = -1;
        bool freeBeforeAllocs = false; // freed before the allocations of position freeAt
        std::int64_t shareWith = -1; // index of the buffer whose memory it reuses
        bool savedForBackward = false;
        std::int64_t offset = 0;
    };

    class ModuleBuilder
    {
    public:
        ModuleBuilder(const Options& options, const ModulePlan& plan, xla::HloProto* proto)
            : m_options(options)
            , m_plan(plan)
            , m_proto(proto)
            , m_random(plan.seed)
            , m_tpu(options.kind != Kind::Gpu)
            , m_dims(dimsFor(plan.activationBytes))
        {
        }

        void build(ModuleFacts* facts, std::vector<DeviceOp>* deviceOps, int maxDeviceOps);

    private:
        std::string nextName(const std::string& base);
        ArrayShape shape(xla::PrimitiveType type, std::vector<std::int64_t> dims, std::int64_t space = kHbm) const;
        xla::HloInstructionProto* addInstruction(
            xla::HloComputationProto* computation, const std::string& base, const char* opcode);
        void setMetadata(xla::HloInstructionProto* instruction, const std::string& component, const char* primitive,
            Frame frame, bool backward);
        std::int64_t addBuffer(
            std::int64_t instructionId, std::int64_t shapeIndex, std::int64_t size, std::int64_t space);
        void addFusedComputation(xla::HloInstructionProto* fusion, const ArrayShape& shape,
            const std::string& component, const char* primitive, Frame frame, bool backward);
        std::vector<ArrayShape> layerShapes(int step) const;
        std::string backendConfig();

        void planCounts();
        void addParameters();
        void addConstants();
        void addBody();
        void addOutputs();
        void addThreadLocal();
        void scheduleLifetimes();
        void simulateAndAssign();
        void writeAllocations();
        void collectDeviceOps(std::vector<DeviceOp>* deviceOps, int maxDeviceOps) const;

        const Options& m_options;
        const ModulePlan& m_plan;
        xla::HloProto* m_proto;
        Random m_random;
        bool m_tpu;
        Dims m_dims;
        StackFrames m_frames;
        std::string m_scope;

        xla::HloComputationProto* m_entry = nullptr;
        std::vector<xla::HloComputationProto*>
            m_helperComputations; // fused and reduction computations, before the entry
        std::unordered_map<std::string, std::int64_t> m_nameCounters;
        std::int64_t m_nextInstructionId = 1;
        std::int64_t m_nextComputationId = 1;

        std::vector<Buffer> m_buffers;
        std::vector<Instr> m_body; // traced instructions in program order
        std::vector<std::int64_t> m_parameterBuffers, m_constantBuffers, m_outputBuffers, m_threadLocalBuffers;
        std::int64_t m_rootTupleBuffer = -1;
        std::vector<ArrayShape> m_outputShapes;
        std::vector<std::int64_t> m_outputInstructionIds;

        std::int64_t m_parameters = 0, m_constants = 0, m_outputs = 0, m_threadLocal = 0, m_traced = 0;
        std::int64_t m_shares = 0;
        bool m_hasScopedVmem = false;
        bool m_hasVmem = false;
        bool m_hasHostOffload = false;
        std::int64_t m_forwardEnd = 0; // body position where the backward pass starts
        std::int64_t m_heapEvents = 0;
        std::int64_t m_hbmPeak = 0;
        std::array<std::int64_t, 6> m_spaceTop {};
        std::array<xla::HeapSimulatorTrace*, 6> m_traces {};
    };

    std::string ModuleBuilder::nextName(const std::string& base)
    {
        std::int64_t& counter = m_nameCounters[base];
        const std::string name = counter == 0 ? base : base + '.' + std::to_string(counter);
        ++counter;
        return name;
    }

    ArrayShape ModuleBuilder::shape(xla::PrimitiveType type, std::vector<std::int64_t> dims, std::int64_t space) const
    {
        ArrayShape result;
        result.type = type;
        result.dims = std::move(dims);
        result.memorySpace = m_tpu ? space : 0;
        result.tiling = m_tpu ? Tiling::Tpu : Tiling::None;
        return result;
    }

    xla::HloInstructionProto* ModuleBuilder::addInstruction(
        xla::HloComputationProto* computation, const std::string& base, const char* opcode)
    {
        xla::HloInstructionProto* instruction = computation->add_instructions();
        instruction->set_name(nextName(base));
        instruction->set_opcode(opcode);
        instruction->set_id(m_nextInstructionId++);
        return instruction;
    }

    void ModuleBuilder::setMetadata(xla::HloInstructionProto* instruction, const std::string& component,
        const char* primitive, Frame frame, bool backward)
    {
        xla::OpMetadata* metadata = instruction->mutable_metadata();
        metadata->set_op_type(primitive);
        std::string name = m_scope;
        if (m_plan.training)
            name += backward ? "/transpose(jvp(Transformer))/" : "/jvp(Transformer)/";
        else
            name += "/Transformer/";
        name += component;
        if (!component.ends_with(primitive))
            (name += '/') += primitive;
        metadata->set_op_name(name);
        const int slot = static_cast<int>(frame);
        metadata->set_source_file(m_frames.file[slot]);
        metadata->set_source_line(m_frames.line[slot]);
        metadata->set_stack_frame_id(m_frames.frameId[slot]);
    }

    std::int64_t ModuleBuilder::addBuffer(
        std::int64_t instructionId, std::int64_t shapeIndex, std::int64_t size, std::int64_t space)
    {
        Buffer buffer;
        buffer.instruction = instructionId;
        buffer.shapeIndex = shapeIndex;
        buffer.size = size;
        buffer.space = space;
        m_buffers.push_back(buffer);
        return static_cast<std::int64_t>(m_buffers.size()) - 1;
    }

    void ModuleBuilder::addFusedComputation(xla::HloInstructionProto* fusion, const ArrayShape& shape,
        const std::string& component, const char* primitive, Frame frame, bool backward)
    {
        auto* computation = m_proto->mutable_hlo_module()->add_computations();
        m_helperComputations.push_back(computation);
        computation->set_name(nextName("fused_computation"));
        computation->set_id(m_nextComputationId++);
        computation->set_is_fusion_computation(true);
        ArrayShape inner = shape;
        inner.memorySpace = kHbm;
        const int count = std::max(1, m_options.fusedInstructionsPerFusion);
        const int parameters = std::max(1, count / 2);
        std::int64_t previous = 0;
        for (int i = 0; i < count; ++i) {
            const bool isParameter = i < parameters && i + 1 < count;
            auto* instruction = addInstruction(computation, isParameter ? "param_" + std::to_string(i) : primitive,
                isParameter ? "parameter" : primitive);
            inner.toProto(instruction->mutable_shape());
            if (!isParameter) {
                instruction->add_operand_ids(previous);
                setMetadata(instruction, component, primitive, frame, backward);
            }
            previous = instruction->id();
        }
        computation->set_root_id(previous);
        fusion->add_called_computation_ids(computation->id());
    }

    std::vector<ArrayShape> ModuleBuilder::layerShapes(int step) const
    {
        const Dims& d = m_dims;
        const std::int64_t space = kHbm;
        switch (step) {
        case 1:
            return { shape(xla::BF16, { d.batch, d.seq, 3 * d.hidden }, space) };
        case 2:
            return { shape(xla::BF16, { d.batch, d.heads, d.seq, d.headDim },
                space) }; // head dim 64: half of each tile is padding
        case 3:
            return { shape(xla::F32, { d.batch, d.heads, d.seq, d.seq }, space) };
        case 4:
            return { shape(xla::BF16, { d.batch, d.heads, d.seq, d.seq }, space),
                shape(xla::F32, { d.batch, d.seq, d.heads }, space) };
        case 5:
            return { shape(xla::BF16, { d.batch, d.seq, d.heads, d.headDim }, space) };
        case 8:
            return { shape(xla::BF16, { d.batch, d.seq, d.mlp }, space) };
        case 9:
            return { shape(xla::BF16, { d.batch, d.seq, d.mlp }, space) };
        default:
            return { shape(xla::BF16, { d.batch, d.seq, d.hidden }, space) };
        }
    }

    std::string ModuleBuilder::backendConfig()
    {
        // Scoped VMEM the kernel reserved; upstream writes proto3 JSON (int64 as strings),
        // some producers plain numbers: the reader must take both.
        const std::int64_t size = (std::int64_t { 1 } << m_random.between(14, 22)) + 4096 * m_random.between(0, 7);
        if (m_random.chance(0.2))
            return "{\"used_scoped_memory_configs\":[{\"memory_space\":1,\"offset\":0,\"size\":" + std::to_string(size)
                + "}]}";
        return "{\"flag_configs\":[],\"scoped_memory_configs\":[],\"used_scoped_memory_configs\":[{\"memory_space\":"
               "\"1\","
               "\"offset\":\"0\",\"size\":\""
            + std::to_string(size) + "\"}],\"output_chunk_bound_config\":{\"output_chunk_bound\":[\"1\",\"1\"]}}";
    }

    void ModuleBuilder::planCounts()
    {
        const std::int64_t total = std::max<std::int64_t>(m_plan.logicalBuffers, 12);
        m_parameters = std::clamp<std::int64_t>(total / 60, 3, 400);
        m_constants = std::clamp<std::int64_t>(total / 500, 1, 16);
        m_outputs = m_plan.training ? m_parameters - 1 : std::max<std::int64_t>(1, m_parameters / 4);
        const std::int64_t minThreadLocal = total >= 100 ? 3 : 0;
        const std::int64_t fixed = m_parameters + m_constants + m_outputs + 1;
        const std::int64_t room = std::max<std::int64_t>(total - fixed - minThreadLocal, 4);
        m_traced = std::min(room, std::max<std::int64_t>(m_plan.heapEvents / 2, 4));
        m_threadLocal = std::max<std::int64_t>(total - fixed - m_traced, 0);
    }

    void ModuleBuilder::addParameters()
    {
        const Dims& d = m_dims;
        for (std::int64_t p = 0; p < m_parameters; ++p) {
            ArrayShape s;
            std::int64_t space = kHbm;
            if (p == 0)
                s = shape(xla::S32, { d.batch, d.seq });
            else if (p == 1)
                s = shape(xla::S32, { d.batch, d.seq, 1 }); // labels: minor dimension 1 padded to 128
            else if (p == m_parameters - 1 && m_tpu && m_parameters >= 4) {
                space = kHost; // optimizer state offloaded to host memory
                s = shape(xla::F32, { d.hidden, d.mlp }, kHost);
            } else {
                switch (p % 5) {
                case 0:
                    s = shape(xla::F32, { d.hidden, 3 * d.hidden });
                    break;
                case 1:
                    s = shape(xla::F32, { d.hidden, d.hidden });
                    break;
                case 2:
                    s = shape(xla::F32, { d.hidden, d.mlp });
                    break;
                case 3:
                    s = shape(xla::F32, { d.mlp, d.hidden });
                    break;
                default:
                    s = shape(xla::F32, { d.hidden });
                    break;
                }
            }
            auto* instruction = addInstruction(m_entry, "param", "parameter");
            s.toProto(instruction->mutable_shape());
            instruction->mutable_metadata()->set_op_name(
                p < 2 ? "args[" + std::to_string(p) + "]" : "state.params['layer_" + std::to_string(p) + "']");
            m_parameterBuffers.push_back(addBuffer(instruction->id(), -1, s.paddedBytes(), space));
        }
    }

    void ModuleBuilder::addConstants()
    {
        for (std::int64_t c = 0; c < m_constants; ++c) {
            const ArrayShape s = c % 2 == 0 ? shape(xla::F32, {}) : shape(xla::BF16, { m_dims.hidden });
            auto* instruction = addInstruction(m_entry, "constant", "constant");
            s.toProto(instruction->mutable_shape());
            setMetadata(instruction, "Block_0/LayerNorm_0", "broadcast_in_dim", Frame::LayerNorm, false);
            m_constantBuffers.push_back(
                addBuffer(instruction->id(), -1, std::max<std::int64_t>(s.paddedBytes(), 4), kHbm));
        }
    }

    void ModuleBuilder::addBody()
    {
        const double vmemShare = m_tpu ? 0.03 : 0.0;
        const double hostShare = m_tpu && m_plan.training ? 0.02 : 0.0;
        std::int64_t emitted = 0;
        std::int64_t step = 0;
        std::int64_t layer = 0;
        bool backward = false;
        const std::int64_t forwardBudget = m_plan.training ? m_traced * 45 / 100 : m_traced;
        std::int64_t previousWeight = m_parameterBuffers.size() > 2 ? 2 : 0;

        auto emit = [&](const char* opcode, const std::string& component, const char* primitive, Frame frame,
                        const std::vector<ArrayShape>& outputs, bool saved, std::int64_t space) {
            const bool tuple = outputs.size() > 1;
            // Half of the matmuls are fused with their epilogue into a "convolution fusion".
            const bool fusedMatmul = std::string(opcode) == "convolution" && m_random.chance(0.5);
            auto* instruction
                = addInstruction(m_entry, fusedMatmul ? "convolution_fusion" : opcode, fusedMatmul ? "fusion" : opcode);
            if (tuple)
                tupleToProto(outputs, instruction->mutable_shape());
            else
                outputs.front().toProto(instruction->mutable_shape());
            if (!m_body.empty())
                instruction->add_operand_ids(m_body.back().proto->id());
            instruction->add_operand_ids(
                m_buffers[static_cast<std::size_t>(m_parameterBuffers[static_cast<std::size_t>(previousWeight)])]
                    .instruction);
            setMetadata(instruction, component, primitive, frame, backward);
            if (instruction->opcode() == "fusion") {
                addFusedComputation(instruction, outputs.front(), component, primitive, frame, backward);
                if (m_tpu && (!m_hasScopedVmem || m_random.chance(0.35))) {
                    instruction->set_backend_config(backendConfig());
                    m_hasScopedVmem = true;
                }
            }
            Instr instr;
            instr.proto = instruction;
            instr.firstBuffer = static_cast<std::int64_t>(m_buffers.size());
            const std::int64_t position = static_cast<std::int64_t>(m_body.size());
            if (tuple) {
                std::int64_t table
                    = addBuffer(instruction->id(), -1, 8 * static_cast<std::int64_t>(outputs.size()), space);
                m_buffers[static_cast<std::size_t>(table)].freeAt = position + 1;
            }
            for (std::size_t k = 0; k < outputs.size(); ++k) {
                const std::int64_t b = addBuffer(
                    instruction->id(), tuple ? static_cast<std::int64_t>(k) : -1, outputs[k].paddedBytes(), space);
                m_buffers[static_cast<std::size_t>(b)].savedForBackward = saved;
            }
            instr.bufferCount = static_cast<int>(m_buffers.size() - static_cast<std::size_t>(instr.firstBuffer));
            for (int k = 0; k < instr.bufferCount; ++k) {
                Buffer& buffer = m_buffers[static_cast<std::size_t>(instr.firstBuffer + k)];
                buffer.traced = true;
                buffer.allocAt = position;
            }
            m_body.push_back(instr);
            emitted += instr.bufferCount;
        };

        while (emitted < m_traced) {
            const std::int64_t remaining = m_traced - emitted;
            if (!backward && m_plan.training && emitted >= forwardBudget) {
                backward = true;
                m_forwardEnd = static_cast<std::int64_t>(m_body.size());
                step = static_cast<std::int64_t>(kLayerProgram.size()) - 1;
            }
            const std::string layerName = "TransformerBlock_" + std::to_string(layer) + "/";
            // In-place elementwise ops reuse the memory of their dying operand (SHARE_WITH).
            // The first two opportunities are always taken (one of each kind), so that
            // even tiny modules have both.
            if (!m_body.empty() && m_body.back().bufferCount == 1 && (m_shares < 2 || m_random.chance(0.08))) {
                const Buffer& previous = m_buffers[static_cast<std::size_t>(m_body.back().firstBuffer)];
                if (!previous.savedForBackward && previous.shareWith < 0 && previous.space == kHbm) {
                    const std::int64_t shared = m_body.back().firstBuffer;
                    xla::ShapeProto previousShape = m_body.back().proto->shape();
                    const char* primitive = m_random.chance(0.5) ? "add" : "multiply";
                    auto* instruction = addInstruction(m_entry, primitive, primitive);
                    *instruction->mutable_shape() = previousShape;
                    instruction->add_operand_ids(m_body.back().proto->id());
                    setMetadata(instruction, layerName + "residual", primitive, Frame::Block, backward);
                    const std::int64_t position = static_cast<std::int64_t>(m_body.size());
                    const std::int64_t b = addBuffer(instruction->id(), -1, previous.size, kHbm);
                    Buffer& sharer = m_buffers[static_cast<std::size_t>(b)];
                    sharer.traced = true;
                    sharer.allocAt = position;
                    sharer.shareWith = shared;
                    Buffer& canonical = m_buffers[static_cast<std::size_t>(shared)];
                    canonical.freeAt = position;
                    // Mostly the operand is still live (the sharer adds nothing to the heap);
                    // sometimes it was freed just before and its memory is taken up again.
                    canonical.freeBeforeAllocs = m_shares == 0 || (m_shares > 1 && m_random.chance(0.25));
                    ++m_shares;
                    m_body.push_back({ instruction, b, 1 });
                    ++emitted;
                    continue;
                }
            }
            // Every TPU module has some VMEM and (training) host-offloaded buffers, however small.
            const std::size_t position = m_body.size();
            if (m_random.chance(vmemShare) || (vmemShare > 0 && !m_hasVmem && position >= 2)) {
                m_hasVmem = true;
                const ArrayShape s = shape(m_random.chance(0.5) ? xla::BF16 : xla::F32,
                    { 8 * m_random.between(1, 4), 128 * m_random.between(1, 8) }, kVmem);
                emit("copy-done", layerName + "prefetch", "copy", Frame::Block, { s }, false, kVmem);
                continue;
            }
            if (!backward && (m_random.chance(hostShare) || (hostShare > 0 && !m_hasHostOffload && position >= 4))) {
                m_hasHostOffload = true;
                const ArrayShape s = shape(xla::BF16, { m_dims.batch, m_dims.seq, m_dims.hidden }, kHost);
                emit("copy-done", layerName + "offload", "copy", Frame::Block, { s }, true, kHost);
                continue;
            }
            const OpTemplate& op = kLayerProgram[static_cast<std::size_t>(step)];
            std::vector<ArrayShape> outputs = layerShapes(static_cast<int>(step));
            if (outputs.size() > 1 && remaining < 3)
                outputs.resize(1);
            emit(op.opcode, layerName + op.component, op.primitive, op.frame, outputs,
                op.saved && m_plan.training && !backward, kHbm);
            previousWeight = 2
                + (previousWeight + 1)
                    % std::max<std::int64_t>(1, static_cast<std::int64_t>(m_parameterBuffers.size()) - 3);
            if (!backward) {
                if (++step == static_cast<std::int64_t>(kLayerProgram.size())) {
                    step = 0;
                    ++layer;
                }
            } else if (--step < 0) {
                step = static_cast<std::int64_t>(kLayerProgram.size()) - 1;
                layer = std::max<std::int64_t>(0, layer - 1);
            }
        }
        if (!m_plan.training || m_forwardEnd == 0)
            m_forwardEnd = static_cast<std::int64_t>(m_body.size());
    }

    void ModuleBuilder::addOutputs()
    {
        // Training: the updated weights and the loss; inference: the sampled tokens and cache.
        for (std::int64_t o = 0; o < m_outputs; ++o) {
            ArrayShape s;
            const bool loss = o == m_outputs - 1;
            if (loss)
                s = shape(xla::F32, {});
            else if (m_plan.training) {
                const std::size_t parameter = static_cast<std::size_t>(std::min<std::int64_t>(o + 2, m_parameters - 1));
                const auto& parameterShape = m_entry->instructions(static_cast<int>(parameter)).shape();
                s = shape(xla::F32, { parameterShape.dimensions().begin(), parameterShape.dimensions().end() });
            } else {
                s = shape(xla::S32, { m_dims.batch, o + 1 });
            }
            auto* instruction = addInstruction(m_entry, "fusion", "fusion");
            s.toProto(instruction->mutable_shape());
            if (!m_body.empty())
                instruction->add_operand_ids(m_body.back().proto->id());
            if (m_plan.training)
                setMetadata(instruction, loss ? "loss/reduce_sum" : "adam/update", loss ? "reduce_sum" : "add",
                    loss ? Frame::LossFn : Frame::Optimizer, false);
            else
                setMetadata(instruction, "sample/argmax", "argmax", Frame::LossFn, false);
            // Optimizer updates belong to the optimizer, not to the model's backward pass.
            if (m_plan.training && !loss) {
                auto* metadata = instruction->mutable_metadata();
                metadata->set_op_name(m_scope + "/optax/adam/add");
            }
            addFusedComputation(instruction, s, "adam/update", "add", Frame::Optimizer, false);
            m_outputBuffers.push_back(
                addBuffer(instruction->id(), -1, std::max<std::int64_t>(s.paddedBytes(), 4), kHbm));
            m_outputShapes.push_back(s);
            m_outputInstructionIds.push_back(instruction->id());
        }
        auto* root = addInstruction(m_entry, "tuple", "tuple");
        tupleToProto(m_outputShapes, root->mutable_shape());
        for (std::int64_t id : m_outputInstructionIds)
            root->add_operand_ids(id);
        m_entry->set_root_id(root->id());
        m_rootTupleBuffer = addBuffer(root->id(), -1, 8 * static_cast<std::int64_t>(m_outputShapes.size()), kHbm);
    }

    void ModuleBuilder::addThreadLocal()
    {
        // Reduction bodies (to_apply computations) work on thread-local scalars.
        xla::HloComputationProto* region = nullptr;
        for (std::int64_t t = 0; t < m_threadLocal; ++t) {
            if (t % 3 == 0) {
                region = m_proto->mutable_hlo_module()->add_computations();
                m_helperComputations.push_back(region);
                region->set_name(nextName("region_" + std::to_string(t / 3)));
                region->set_id(m_nextComputationId++);
            }
            const bool argument = t % 3 < 2 && t + 1 < m_threadLocal;
            auto* instruction = addInstruction(
                region, argument ? "Arg_" + std::to_string(t % 3) : std::string("add"), argument ? "parameter" : "add");
            shape(xla::F32, {}).toProto(instruction->mutable_shape());
            setMetadata(instruction, "loss/reduce_sum", "reduce_sum", Frame::LossFn, false);
            region->set_root_id(instruction->id());
            m_threadLocalBuffers.push_back(addBuffer(instruction->id(), -1, 4, kHbm));
        }
    }

    void ModuleBuilder::scheduleLifetimes()
    {
        const std::int64_t bodyLength = static_cast<std::int64_t>(m_body.size());
        const std::int64_t last = std::max<std::int64_t>(bodyLength - 1, 0);
        const std::int64_t backwardLength = std::max<std::int64_t>(bodyLength - m_forwardEnd, 1);
        for (Buffer& buffer : m_buffers) {
            if (!buffer.traced || buffer.freeAt >= 0)
                continue;
            std::int64_t freeAt;
            if (buffer.savedForBackward && m_forwardEnd > 0) {
                // Freed by the backward op that mirrors the forward op which made it.
                const std::int64_t mirrored
                    = m_forwardEnd + (m_forwardEnd - 1 - buffer.allocAt) * backwardLength / m_forwardEnd;
                freeAt = std::max(mirrored, buffer.allocAt + 1);
            } else if (m_options.heavyTailedLifetimes) {
                // Pareto with shape 1.2: P(length > x) = x^-1.2, cut at the program's length.
                const double length = std::pow(std::max(m_random.unit(), 1e-12), -1.0 / 1.2);
                freeAt = buffer.allocAt + static_cast<std::int64_t>(std::min(length, static_cast<double>(last) + 1.0));
            } else if (!m_plan.training && m_random.chance(0.1)) {
                freeAt = buffer.allocAt + m_random.between(5, 40);
            } else {
                freeAt = buffer.allocAt + m_random.between(1, 4);
            }
            buffer.freeAt = freeAt;
        }
        // Everything is freed by the end of the program; a buffer freed at its own
        // position (only at the very end) is freed after it is allocated.
        for (Buffer& buffer : m_buffers) {
            if (buffer.traced)
                buffer.freeAt = std::min(buffer.freeAt, last);
            if (buffer.traced && buffer.freeAt < buffer.allocAt)
                buffer.freeAt = buffer.allocAt;
            if (buffer.traced && buffer.freeAt == buffer.allocAt)
                buffer.freeBeforeAllocs = false;
        }
    }

    void ModuleBuilder::simulateAndAssign()
    {
        // Walks the body once and writes the trace of each memory space. Offsets come
        // from a simple allocator that reuses freed blocks of the same size and
        // otherwise grows, so the allocation size (the top) exceeds the peak by the
        // fragmentation a real best-fit heap would also show.
        const std::int64_t bodyLength = static_cast<std::int64_t>(m_body.size());
        std::vector<std::int64_t> freeCount(static_cast<std::size_t>(bodyLength) + 1, 0);
        for (const Buffer& buffer : m_buffers)
            if (buffer.traced)
                ++freeCount[static_cast<std::size_t>(buffer.freeAt)];
        std::vector<std::int64_t> freeStart(freeCount.size() + 1, 0);
        for (std::size_t i = 0; i < freeCount.size(); ++i)
            freeStart[i + 1] = freeStart[i] + freeCount[i];
        std::vector<std::int64_t> freeOrder(static_cast<std::size_t>(freeStart.back()));
        {
            std::vector<std::int64_t> fill(freeStart.begin(), freeStart.end() - 1);
            for (std::size_t b = 0; b < m_buffers.size(); ++b)
                if (m_buffers[b].traced)
                    freeOrder[static_cast<std::size_t>(fill[static_cast<std::size_t>(m_buffers[b].freeAt)]++)]
                        = static_cast<std::int64_t>(b);
        }

        std::vector<int> refs(m_buffers.size(), 0);
        std::array<std::int64_t, 6> heap {};
        std::array<std::unordered_map<std::int64_t, std::vector<std::int64_t>>, 6> freeBlocks;
        const std::string& computationName = m_entry->name();
        auto root = [&](std::int64_t b) {
            while (m_buffers[static_cast<std::size_t>(b)].shareWith >= 0)
                b = m_buffers[static_cast<std::size_t>(b)].shareWith;
            return b;
        };
        auto traceFor = [&](std::int64_t space) {
            xla::HeapSimulatorTrace*& trace = m_traces[static_cast<std::size_t>(space)];
            if (!trace)
                trace = m_proto->mutable_buffer_assignment()->add_heap_simulator_traces();
            return trace;
        };
        auto event = [&](std::int64_t b, xla::HeapSimulatorTrace_Event_Kind kind) {
            const Buffer& buffer = m_buffers[static_cast<std::size_t>(b)];
            auto* e = traceFor(buffer.space)->add_events();
            e->set_kind(kind);
            e->set_buffer_id(b);
            e->set_computation_name(computationName);
            e->set_instruction_name(m_body[static_cast<std::size_t>(buffer.allocAt)].proto->name());
            if (kind == xla::HeapSimulatorTrace_Event_Kind_SHARE_WITH)
                e->set_share_with_canonical_id(buffer.shareWith);
            ++m_heapEvents;
            return e;
        };
        auto takeBlock = [&](Buffer& buffer) {
            auto& blocks = freeBlocks[static_cast<std::size_t>(buffer.space)][buffer.size];
            if (!blocks.empty()) {
                buffer.offset = blocks.back();
                blocks.pop_back();
            } else {
                buffer.offset = m_spaceTop[static_cast<std::size_t>(buffer.space)];
                m_spaceTop[static_cast<std::size_t>(buffer.space)] += (buffer.size + 63) / 64 * 64;
            }
        };
        auto grow = [&](const Buffer& buffer) {
            std::int64_t& h = heap[static_cast<std::size_t>(buffer.space)];
            h += buffer.size;
            if (buffer.space == kHbm)
                m_hbmPeak = std::max(m_hbmPeak, h);
        };
        auto release = [&](std::int64_t b) {
            const std::int64_t r = root(b);
            Buffer& canonical = m_buffers[static_cast<std::size_t>(r)];
            event(b, xla::HeapSimulatorTrace_Event_Kind_FREE);
            if (--refs[static_cast<std::size_t>(r)] == 0) {
                heap[static_cast<std::size_t>(canonical.space)] -= canonical.size;
                freeBlocks[static_cast<std::size_t>(canonical.space)][canonical.size].push_back(canonical.offset);
            }
        };
        auto frees = [&](std::int64_t position, bool beforeAllocs) {
            for (std::int64_t k = freeStart[static_cast<std::size_t>(position)];
                 k < freeStart[static_cast<std::size_t>(position) + 1]; ++k) {
                const std::int64_t b = freeOrder[static_cast<std::size_t>(k)];
                if (m_buffers[static_cast<std::size_t>(b)].freeBeforeAllocs == beforeAllocs)
                    release(b);
            }
        };

        for (std::int64_t position = 0; position < bodyLength; ++position) {
            frees(position, true);
            const Instr& instr = m_body[static_cast<std::size_t>(position)];
            for (int k = 0; k < instr.bufferCount; ++k) {
                const std::int64_t b = instr.firstBuffer + k;
                Buffer& buffer = m_buffers[static_cast<std::size_t>(b)];
                if (buffer.shareWith >= 0) {
                    const std::int64_t r = root(b);
                    Buffer& canonical = m_buffers[static_cast<std::size_t>(r)];
                    buffer.offset = canonical.offset;
                    event(b, xla::HeapSimulatorTrace_Event_Kind_SHARE_WITH);
                    if (++refs[static_cast<std::size_t>(r)] == 1) {
                        // Reusing memory freed just before: take its block back.
                        auto& blocks = freeBlocks[static_cast<std::size_t>(canonical.space)][canonical.size];
                        blocks.erase(std::find(blocks.begin(), blocks.end(), canonical.offset));
                        grow(canonical);
                    }
                } else {
                    takeBlock(buffer);
                    event(b, xla::HeapSimulatorTrace_Event_Kind_ALLOC);
                    refs[static_cast<std::size_t>(b)] = 1;
                    grow(buffer);
                }
            }
            frees(position, false);
        }
    }

    void ModuleBuilder::writeAllocations()
    {
        auto* assignment = m_proto->mutable_buffer_assignment();
        for (std::size_t b = 0; b < m_buffers.size(); ++b) {
            auto* logical = assignment->add_logical_buffers();
            logical->set_id(static_cast<std::int64_t>(b));
            logical->set_size(m_buffers[b].size);
            logical->set_color(m_buffers[b].space);
            logical->mutable_defined_at()->set_instruction_id(m_buffers[b].instruction);
            if (m_buffers[b].shapeIndex >= 0)
                logical->mutable_defined_at()->add_shape_index(m_buffers[b].shapeIndex);
        }
        std::int64_t index = 0;
        auto allocation = [&](std::int64_t size, std::int64_t space) {
            auto* a = assignment->add_buffer_allocations();
            a->set_index(index++);
            a->set_size(size);
            a->set_color(space);
            return a;
        };
        auto assign = [&](xla::BufferAllocationProto* a, std::int64_t b, std::int64_t offset) {
            auto* assigned = a->add_assigned();
            assigned->set_logical_buffer_id(b);
            assigned->set_offset(offset);
            assigned->set_size(m_buffers[static_cast<std::size_t>(b)].size);
        };
        for (std::size_t p = 0; p < m_parameterBuffers.size(); ++p) {
            const std::int64_t b = m_parameterBuffers[p];
            auto* a
                = allocation(m_buffers[static_cast<std::size_t>(b)].size, m_buffers[static_cast<std::size_t>(b)].space);
            a->set_is_entry_computation_parameter(true);
            a->set_parameter_number(static_cast<std::int64_t>(p));
            assign(a, b, 0);
        }
        for (std::int64_t b : m_constantBuffers) {
            auto* a = allocation(m_buffers[static_cast<std::size_t>(b)].size, kHbm);
            a->set_is_constant(true);
            assign(a, b, 0);
        }
        for (std::size_t t = 0; t < m_threadLocalBuffers.size(); t += 3) {
            const std::size_t end = std::min(t + 3, m_threadLocalBuffers.size());
            auto* a = allocation(static_cast<std::int64_t>(end - t) * 4, kHbm);
            a->set_is_thread_local(true);
            for (std::size_t k = t; k < end; ++k)
                assign(a, m_threadLocalBuffers[k], static_cast<std::int64_t>(k - t) * 4);
        }
        for (std::int64_t b : m_outputBuffers) {
            auto* a = allocation(m_buffers[static_cast<std::size_t>(b)].size, kHbm);
            a->set_maybe_live_out(true);
            assign(a, b, 0);
        }
        {
            auto* a = allocation(m_buffers[static_cast<std::size_t>(m_rootTupleBuffer)].size, kHbm);
            a->set_maybe_live_out(true);
            a->set_is_tuple(true);
            assign(a, m_rootTupleBuffer, 0);
        }
        for (std::int64_t space : { kHbm, kVmem, kHost }) {
            if (m_spaceTop[static_cast<std::size_t>(space)] == 0)
                continue;
            auto* a = allocation(m_spaceTop[static_cast<std::size_t>(space)], space);
            for (std::size_t b = 0; b < m_buffers.size(); ++b)
                if (m_buffers[b].traced && m_buffers[b].space == space)
                    assign(a, static_cast<std::int64_t>(b), m_buffers[b].offset);
            if (auto* trace = m_traces[static_cast<std::size_t>(space)])
                trace->set_buffer_allocation_index(a->index());
        }
    }

    void ModuleBuilder::collectDeviceOps(std::vector<DeviceOp>* deviceOps, int maxDeviceOps) const
    {
        if (!deviceOps || maxDeviceOps <= 0 || m_body.empty())
            return;
        const std::size_t stride = std::max<std::size_t>(1, m_body.size() / static_cast<std::size_t>(maxDeviceOps));
        for (std::size_t i = 0; i < m_body.size() && deviceOps->size() < static_cast<std::size_t>(maxDeviceOps);
             i += stride) {
            const xla::HloInstructionProto& instruction = *m_body[i].proto;
            DeviceOp op;
            op.name = instruction.name();
            std::vector<ArrayShape> elements;
            auto fromProto = [&](const xla::ShapeProto& proto) {
                ArrayShape s = shape(proto.element_type(), { proto.dimensions().begin(), proto.dimensions().end() },
                    proto.has_layout() ? proto.layout().memory_space() : 0);
                return s;
            };
            std::int64_t outputBytes = 0;
            std::int64_t elementsOut = 0;
            if (instruction.shape().element_type() == xla::TUPLE) {
                for (const auto& element : instruction.shape().tuple_shapes())
                    elements.push_back(fromProto(element));
                op.shapeText = tupleText(elements);
            } else {
                elements.push_back(fromProto(instruction.shape()));
                op.shapeText = elements.front().text();
            }
            for (const ArrayShape& s : elements) {
                op.paddedOutputBytes += s.paddedBytes();
                outputBytes += s.unpaddedBytes();
                elementsOut += s.unpaddedBytes() / s.elementBytes();
            }
            const std::string& opcode = instruction.opcode();
            const bool matmul = instruction.name().rfind("convolution", 0) == 0;
            op.category = matmul        ? (opcode == "fusion" ? "convolution fusion" : "convolution")
                : opcode == "copy-done" ? "data formatting"
                : opcode == "fusion"    ? (m_body[i].bufferCount > 1 ? "output fusion" : "loop fusion")
                                        : "non-fusion elementwise";
            op.outputBytes = outputBytes;
            op.tfDataType = elements.front().type == xla::BF16 ? 14 : elements.front().type == xla::S32 ? 3 : 1;
            op.flops = matmul ? 2 * elementsOut * m_dims.hidden : elementsOut * 4;
            op.bytesAccessed = matmul ? 3 * outputBytes : 2 * outputBytes;
            op.hloText = '%' + op.name + " = " + op.shapeText + ' ' + opcode + '(' + op.shapeText + ' ' + '%'
                + m_entry->instructions(0).name() + ')';
            if (opcode == "fusion")
                op.hloText
                    += matmul ? ", kind=kOutput, calls=%fused_computation" : ", kind=kLoop, calls=%fused_computation";
            op.opName = instruction.metadata().op_name();
            op.source
                = instruction.metadata().source_file() + ':' + std::to_string(instruction.metadata().source_line());
            op.sourceStack = op.source + ":1\n" + m_frames.file[static_cast<int>(Frame::Main)] + ':'
                + std::to_string(m_frames.line[static_cast<int>(Frame::Main)]) + ":4\n";
            op.symbolId = static_cast<std::uint64_t>(instruction.id());
            deviceOps->push_back(std::move(op));
        }
    }

    void ModuleBuilder::build(ModuleFacts* facts, std::vector<DeviceOp>* deviceOps, int maxDeviceOps)
    {
        auto* module = m_proto->mutable_hlo_module();
        module->set_name(m_plan.name);
        module->set_id(static_cast<std::int64_t>(m_plan.programId & 0x7fffffffffffffffull));
        m_scope = jaxScope(m_plan.name) + "/jit(main)";
        m_frames = buildStackFrames(m_plan.training, module->mutable_stack_frame_index());

        planCounts();
        // XLA lists called computations before their callers: build the entry in a
        // detached computation and append it last.
        auto* entry = google::protobuf::Arena::CreateMessage<xla::HloComputationProto>(m_proto->GetArena());
        m_entry = entry;
        entry->set_name(m_plan.training ? "main.42_spmd" : "main.17");
        addParameters();
        addConstants();
        addBody();
        addOutputs();
        addThreadLocal();
        entry->set_id(m_nextComputationId++);
        scheduleLifetimes();
        simulateAndAssign();
        writeAllocations();
        collectDeviceOps(deviceOps, maxDeviceOps);

        module->mutable_computations()->AddAllocated(entry); // same arena: no copy
        module->set_entry_computation_name(entry->name());
        module->set_entry_computation_id(entry->id());

        if (facts) {
            facts->name = QString::fromStdString(m_plan.name);
            facts->programId = m_plan.programId;
            facts->newerLayout = m_plan.newerLayout;
            facts->logicalBuffers = static_cast<std::int64_t>(m_buffers.size());
            facts->instructions = m_nextInstructionId - 1;
            facts->heapEvents = m_heapEvents;
            facts->hbmTracePeakBytes = m_hbmPeak;
            facts->memorySpaces.clear();
            for (std::int64_t space : { kHbm, kVmem, kHost }) {
                const bool present = std::any_of(
                    m_buffers.begin(), m_buffers.end(), [space](const Buffer& b) { return b.space == space; });
                if (present)
                    facts->memorySpaces.push_back(space);
            }
        }
    }

} // namespace

std::string jaxScope(const std::string& moduleName)
{
    if (moduleName.rfind("jit_", 0) == 0)
        return "jit(" + moduleName.substr(4) + ')';
    return moduleName;
}

ModulePlan planModule(const Options& options, int index)
{
    const NameSpec names = moduleNames(options.kind);
    ModulePlan plan;
    plan.index = index;
    plan.seed = Random::derived(options.seed, 1000 + static_cast<std::uint64_t>(index)).next();
    Random random = Random::derived(options.seed, 2000 + static_cast<std::uint64_t>(index));
    plan.name = index == 0 ? names.main : names.others[static_cast<std::size_t>(index - 1) % names.others.size()];
    // Program ids are fingerprints: spread over 64 bits. Keep the main module's
    // below 2^63; the third module's is above, as real profiles have them.
    plan.programId = random.next() >> 1;
    if (index == 2)
        plan.programId |= 0x8000000000000000ull;
    plan.newerLayout = index % 2 == 0;
    plan.training = options.kind != Kind::TpuInference && plan.name.find("train") != std::string::npos;
    const double turn = options.uniformModules ? 1.0 : static_cast<double>(1 + (index - 1) % 3);
    const double scale = index == 0 ? 1.0 : options.secondaryModuleScale / turn;
    plan.logicalBuffers
        = std::max<std::int64_t>(12, static_cast<std::int64_t>(static_cast<double>(options.logicalBuffers) * scale));
    plan.heapEvents
        = std::max<std::int64_t>(8, static_cast<std::int64_t>(static_cast<double>(options.heapEvents) * scale));
    plan.activationBytes = std::max<std::int64_t>(
        4096, static_cast<std::int64_t>(static_cast<double>(options.activationBytes) * (index == 0 ? 1.0 : 0.25)));
    return plan;
}

void buildModule(const Options& options, const ModulePlan& plan, xla::HloProto* proto, ModuleFacts* facts,
    std::vector<DeviceOp>* deviceOps, int maxDeviceOps)
{
    ModuleBuilder(options, plan, proto).build(facts, deviceOps, maxDeviceOps);
}

} // namespace memscope::generator
