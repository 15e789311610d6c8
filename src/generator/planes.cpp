// SPDX-License-Identifier: Apache-2.0
// Device planes (TPU TensorCores or GPUs) and the host plane's step markers,
// with the stats the Overview reads (overview spec B.3–B.13, C).

#include "generator/planes.h"

#include "generator/random.h"
#include "op_metrics.pb.h"
#include "op_stats.pb.h"

#include <algorithm>

namespace memscope::generator {

namespace pb = tensorflow::profiler;

std::int64_t PlaneBuilder::statId(const std::string& name)
{
    auto [it, inserted] = m_statIds.try_emplace(name, static_cast<std::int64_t>(m_plane->stat_metadata_size()) + 1);
    if (inserted) {
        pb::XStatMetadata& metadata = (*m_plane->mutable_stat_metadata())[it->second];
        metadata.set_id(it->second);
        metadata.set_name(name);
    }
    return it->second;
}

std::int64_t PlaneBuilder::eventId(const std::string& name, const std::string& displayName)
{
    auto [it, inserted] = m_eventIds.try_emplace(name, static_cast<std::int64_t>(m_plane->event_metadata_size()) + 1);
    if (inserted) {
        pb::XEventMetadata& metadata = (*m_plane->mutable_event_metadata())[it->second];
        metadata.set_id(it->second);
        metadata.set_name(name);
        if (!displayName.empty())
            metadata.set_display_name(displayName);
    }
    return it->second;
}

pb::XLine* PlaneBuilder::addLine(std::int64_t id, const std::string& name)
{
    pb::XLine* line = m_plane->add_lines();
    line->set_id(id);
    line->set_name(name);
    line->set_timestamp_ns(kLineTimestampNs);
    return line;
}

namespace {

    struct DeviceSpec
    {
        const char* type;
        double peakTeraflops;
        double peakHbmGigabytesPerSecond;
    };

    DeviceSpec deviceSpec(Kind kind)
    {
        if (kind == Kind::Gpu)
            return { "NVIDIA A100-SXM4-80GB", 312.0, 2039.0 };
        return { "TPU v5 lite", 197.0, 819.0 };
    }

    constexpr std::int64_t kPsPerUs = 1000000;

    std::string coreDetails(const std::string& host, int ordinal, int globalCore)
    {
        tensorflow::profiler::CoreDetails details;
        details.set_hostname(host);
        details.set_device_ordinal(static_cast<std::uint32_t>(ordinal));
        details.set_local_chip_id(static_cast<std::uint32_t>(ordinal));
        details.set_global_chip_id(static_cast<std::uint32_t>(globalCore));
        details.set_global_core_id(static_cast<std::uint32_t>(globalCore));
        return details.SerializeAsString();
    }

    // Two thirds of the bytes read from HBM, one third written to it.
    std::string memoryAccessBreakdown(std::int64_t bytes)
    {
        using tensorflow::profiler::OpMetrics;
        tensorflow::profiler::MemoryAccessBreakdown breakdown;
        const std::int64_t written = bytes / 3;
        for (auto [operation, amount] : { std::pair { OpMetrics::MemoryAccessed::READ, bytes - written },
                 std::pair { OpMetrics::MemoryAccessed::WRITE, written } }) {
            OpMetrics::MemoryAccessed& accessed = *breakdown.add_memory_accessed();
            accessed.set_operation_type(operation);
            accessed.set_memory_space(tensorflow::profiler::MEMORY_SPACE_HBM);
            accessed.set_bytes_accessed(static_cast<std::uint64_t>(amount));
        }
        return breakdown.SerializeAsString();
    }

    constexpr std::int64_t kOpGapPs = 180000; // between consecutive ops on a core

    std::int64_t moduleLaunchDelayPs(Kind kind) { return kind == Kind::Gpu ? 25 * kPsPerUs : 40 * kPsPerUs; }

} // namespace

std::vector<std::int64_t> opDurations(const Options& options, const std::vector<DeviceOp>& ops)
{
    const DeviceSpec spec = deviceSpec(options.kind);
    Random random = Random::derived(options.seed, 3000);
    std::vector<std::int64_t> durations;
    durations.reserve(ops.size());
    for (const DeviceOp& op : ops) {
        // 1 TFLOP/s is 1 flop per ps; 1 GB/s is 1e-3 bytes per ps.
        const double efficiency = 0.35 + 0.45 * random.unit();
        const double computePs = static_cast<double>(op.flops) / (spec.peakTeraflops * efficiency);
        const double memoryPs
            = static_cast<double>(op.bytesAccessed) * 1000.0 / (spec.peakHbmGigabytesPerSecond * efficiency);
        durations.push_back(static_cast<std::int64_t>(std::max(computePs, memoryPs)) + 800000);
    }
    return durations;
}

std::vector<StepFacts> stepTimeline(const Options& options, const std::vector<DeviceOp>& ops)
{
    std::int64_t busy = 0;
    for (std::int64_t duration : opDurations(options, ops))
        busy += duration + kOpGapPs;
    Random random = Random::derived(options.seed, 3100);
    std::vector<StepFacts> steps;
    std::int64_t begin = 2000 * kPsPerUs; // the first step starts 2 ms into the profile
    for (int s = 0; s < options.steps; ++s) {
        StepFacts step;
        step.number = s;
        step.beginPs = begin;
        // Launch delay, the program, then the host's turn-around: the device idles
        // a few percent of the step, as in a healthy training loop.
        const std::int64_t idle = 20 * kPsPerUs + busy * random.between(3, 12) / 100;
        step.durationPs = moduleLaunchDelayPs(options.kind) + busy + 10 * kPsPerUs + idle;
        steps.push_back(step);
        begin += step.durationPs;
    }
    return steps;
}

void addDevicePlanes(const Options& options, int hostIndex, const ModulePlan& mainModule,
    const std::vector<DeviceOp>& ops, const std::vector<StepFacts>& steps, pb::XSpace* space, ProfileFacts* facts,
    std::vector<KernelLaunch>* launches)
{
    const DeviceSpec spec = deviceSpec(options.kind);
    const bool gpu = options.kind == Kind::Gpu;
    const bool training = options.kind != Kind::TpuInference;
    const std::vector<std::int64_t> durations = opDurations(options, ops);
    if (facts) {
        facts->deviceBusyPsPerStep = 0;
        for (std::int64_t duration : durations)
            facts->deviceBusyPsPerStep += duration;
    }
    const std::string moduleEventName = mainModule.name + '(' + std::to_string(mainModule.programId) + ')';
    const std::string host = hostName(options, hostIndex).toStdString();
    std::uint64_t correlation = 1000 + 100000 * static_cast<std::uint64_t>(hostIndex);

    for (int d = 0; d < options.devicesPerHost; ++d) {
        pb::XPlane* plane = space->add_planes();
        const int ordinal = d;
        const int globalCore = hostIndex * options.devicesPerHost + d;
        plane->set_id(d + 1);
        plane->set_name((gpu ? "/device:GPU:" : "/device:TPU:") + std::to_string(ordinal));
        if (facts)
            facts->devicePlanes.push_back(QString::fromStdString(plane->name()));
        PlaneBuilder builder(plane, options.groupIds);
        if (gpu) {
            builder.addString(plane, "device_vendor", "Nvidia");
            builder.addInt(plane, "clock_rate", 1410000);
            builder.addInt(plane, "core_count", 108);
            builder.addUint(
                plane, "memory_bandwidth", static_cast<std::uint64_t>(spec.peakHbmGigabytesPerSecond * 1e9));
            builder.addUint(plane, "memory_size", 80ull << 30);
            builder.addInt(plane, "compute_cap_major", 8);
            builder.addInt(plane, "compute_cap_minor", 0);
            builder.addDouble(plane, "peak_teraflops_per_second", spec.peakTeraflops);
        } else {
            builder.addBytes(plane, "core_details", coreDetails(host, ordinal, globalCore));
            builder.addString(plane, "device_type_string", spec.type);
            builder.addDouble(plane, "peak_teraflops_per_second", spec.peakTeraflops);
            builder.addDouble(plane, "peak_hbm_bw_gigabytes_per_second", spec.peakHbmGigabytesPerSecond);
            builder.addDouble(plane, "peak_cmem_rd_bw_gigabytes_per_second", 0);
            builder.addDouble(plane, "peak_cmem_wr_bw_gigabytes_per_second", 0);
            builder.addDouble(plane, "peak_vmem_rd_bw_gigabytes_per_second", 23296.0);
            builder.addDouble(plane, "peak_vmem_wr_bw_gigabytes_per_second", 16128.0);
            builder.addDouble(plane, "peak_sram_rd_bw_gigabytes_per_second", 23296.0);
            builder.addDouble(plane, "peak_sram_wr_bw_gigabytes_per_second", 16128.0);
            builder.addInt(plane, "has_megacore", 0);
            builder.addInt(plane, "has_merged_vmem", 1);
        }

        // Op metadata once per plane; the events refer to it.
        std::vector<std::int64_t> opIds;
        for (const DeviceOp& op : ops) {
            const std::string eventName = gpu ? op.name : op.hloText;
            const std::int64_t id = builder.eventId(eventName, gpu ? std::string() : op.name);
            opIds.push_back(id);
            if (gpu)
                continue;
            pb::XEventMetadata& metadata = builder.eventMetadata(id);
            if (metadata.stats_size() > 0)
                continue;
            builder.addString(&metadata, "hlo_category", op.category);
            builder.addUint(&metadata, "program_id", mainModule.programId);
            builder.addUint(&metadata, "symbol_id", op.symbolId);
            builder.addInt(&metadata, "flops", op.flops);
            builder.addInt(&metadata, "model_flops", op.flops);
            builder.addInt(&metadata, "bytes_accessed", op.bytesAccessed);
            builder.addBytes(&metadata, "memory_access_breakdown", memoryAccessBreakdown(op.bytesAccessed));
            builder.addString(&metadata, "source", op.source);
            builder.addString(&metadata, "source_stack", op.sourceStack);
            builder.addInt(&metadata, "raw_bytes_accessed", op.bytesAccessed);
            builder.addString(&metadata, "shape_with_layout", op.shapeText);
            builder.addString(&metadata, "tf_op", op.opName);
            builder.addString(&metadata, "deduplicated_name", op.name);
        }
        const std::int64_t moduleId = builder.eventId(moduleEventName);
        const std::int64_t clockSkewPs = 37000000 * (d + 1);

        if (gpu) {
            pb::XLine* compute = builder.addLine(7, "Stream #7(Compute)");
            pb::XLine* copies = builder.addLine(13, "Stream #13(MemcpyH2D)");
            pb::XLine* collectives = builder.addLine(22, "Stream #22(Collectives)");
            const std::int64_t copyId = builder.eventId("MEMCPYHToD");
            const std::int64_t allReduceId = builder.eventId("ncclDevKernel_AllReduce_Sum_bf16_RING_LL");
            for (const StepFacts& step : steps) {
                std::int64_t t = step.beginPs + moduleLaunchDelayPs(options.kind);
                pb::XEvent* copy = copies->add_events();
                copy->set_metadata_id(copyId);
                copy->set_offset_ps(t - 20 * kPsPerUs);
                copy->set_duration_ps(15 * kPsPerUs);
                builder.addUint(copy, "correlation_id", correlation++);
                builder.addGroupId(copy, step.number);
                builder.addString(
                    copy, "memcpy_details", "kind_src:pinned kind_dst:device size:" + std::to_string(4 << 20));
                for (std::size_t i = 0; i < ops.size(); ++i) {
                    pb::XEvent* kernel = compute->add_events();
                    kernel->set_metadata_id(opIds[i]);
                    kernel->set_offset_ps(t);
                    kernel->set_duration_ps(durations[i]);
                    launches->push_back({ d, correlation, t, durations[i], step.number });
                    builder.addUint(kernel, "correlation_id", correlation++);
                    builder.addGroupId(kernel, step.number);
                    builder.addString(kernel, "hlo_op", ops[i].name);
                    builder.addString(kernel, "hlo_module", mainModule.name);
                    builder.addString(kernel, "tf_op", ops[i].opName);
                    builder.addString(kernel, "kernel_details",
                        "regs:64 static_shared:0 dynamic_shared:49152 grid:108,1,1 block:256,1,1 occ_pct:50");
                    t += durations[i] + kOpGapPs;
                    if (facts)
                        ++facts->deviceOpEvents;
                }
                if (training && options.devicesPerHost > 1) {
                    pb::XEvent* reduce = collectives->add_events();
                    reduce->set_metadata_id(allReduceId);
                    reduce->set_offset_ps(t);
                    reduce->set_duration_ps(6 * kPsPerUs);
                    builder.addUint(reduce, "correlation_id", correlation++);
                    builder.addGroupId(reduce, step.number);
                }
            }
            continue;
        }

        pb::XLine* modules = builder.addLine(1, "XLA Modules");
        pb::XLine* opsLine = builder.addLine(2, "XLA Ops");
        pb::XLine* stepsLine = training ? builder.addLine(3, "Steps") : nullptr;
        for (const StepFacts& step : steps) {
            const std::int64_t moduleBegin = step.beginPs + moduleLaunchDelayPs(options.kind);
            std::int64_t t = moduleBegin;
            for (std::size_t i = 0; i < ops.size(); ++i) {
                pb::XEvent* event = opsLine->add_events();
                event->set_metadata_id(opIds[i]);
                event->set_offset_ps(t);
                event->set_duration_ps(durations[i]);
                builder.addUint(event, "device_offset_ps", static_cast<std::uint64_t>(t + clockSkewPs));
                builder.addUint(event, "device_duration_ps", static_cast<std::uint64_t>(durations[i]));
                builder.addGroupId(event, step.number);
                t += durations[i] + kOpGapPs;
                if (facts)
                    ++facts->deviceOpEvents;
            }
            pb::XEvent* module = modules->add_events();
            module->set_metadata_id(moduleId);
            module->set_offset_ps(moduleBegin);
            module->set_duration_ps(t - moduleBegin + 10 * kPsPerUs);
            builder.addUint(module, "run_id", static_cast<std::uint64_t>(step.number + 1));
            builder.addInt(module, "replica_id", 0);
            builder.addUint(module, "queue_id", 0);
            builder.addUint(module, "core_type", 0);
            builder.addGroupId(module, step.number);
            if (stepsLine) {
                pb::XEvent* marker = stepsLine->add_events();
                marker->set_metadata_id(builder.eventId(std::to_string(step.number)));
                marker->set_offset_ps(step.beginPs);
                marker->set_duration_ps(step.durationPs);
                builder.addGroupId(marker, step.number);
                builder.addInt(marker, "step_num", step.number);
            }
        }
    }
}

void addHostMarkers(const Options& options, int hostIndex, const ModulePlan& mainModule,
    const std::vector<StepFacts>& steps, const std::vector<KernelLaunch>& launches, PlaneBuilder& host)
{
    const std::int64_t threadBase = 3116817 + 7919 * hostIndex;
    const bool inference = options.kind == Kind::TpuInference;
    pb::XLine* main = host.addLine(threadBase, "python3/" + std::to_string(threadBase));
    // JAX's StepTraceAnnotation: a root (_r) event per step with step_num, grouped by group_id.
    const std::int64_t stepId = host.eventId(inference ? "decode_request" : "train");
    const std::int64_t dispatchId = host.eventId("PjitFunction(" + mainModule.name.substr(4) + ')');
    pb::XLine* transfers
        = inference ? host.addLine(threadBase + 5, "tpu_transfer/" + std::to_string(threadBase + 5)) : nullptr;
    pb::XLine* input = options.kind == Kind::Gpu
        ? host.addLine(threadBase + 9, "tf_data_iterator/" + std::to_string(threadBase + 9))
        : nullptr;
    for (const StepFacts& step : steps) {
        pb::XEvent* marker = main->add_events();
        marker->set_metadata_id(stepId);
        marker->set_offset_ps(step.beginPs);
        marker->set_duration_ps(step.durationPs);
        host.addInt(marker, "step_num", step.number);
        host.addInt(marker, "_r", 1);
        host.addGroupId(marker, step.number);
        pb::XEvent* dispatch = main->add_events();
        dispatch->set_metadata_id(dispatchId);
        dispatch->set_offset_ps(step.beginPs + 2 * kPsPerUs);
        dispatch->set_duration_ps(30 * kPsPerUs);
        host.addGroupId(dispatch, step.number);
        if (transfers) {
            pb::XEvent* in = transfers->add_events();
            in->set_metadata_id(host.eventId("TransferH2DRequest"));
            in->set_offset_ps(step.beginPs + 5 * kPsPerUs);
            in->set_duration_ps(30 * kPsPerUs);
            host.addGroupId(in, step.number);
            pb::XEvent* out = transfers->add_events();
            out->set_metadata_id(host.eventId("TransferD2HRequest"));
            out->set_offset_ps(step.beginPs + step.durationPs - 120 * kPsPerUs);
            out->set_duration_ps(60 * kPsPerUs);
            host.addGroupId(out, step.number);
        }
        if (input) {
            pb::XEvent* next = input->add_events();
            next->set_metadata_id(host.eventId("IteratorGetNext"));
            next->set_offset_ps(step.beginPs);
            next->set_duration_ps(12 * kPsPerUs);
            host.addGroupId(next, step.number);
        }
    }
    // One launch thread per GPU; each launch ends before its kernel starts.
    std::vector<pb::XLine*> launchLines;
    for (const KernelLaunch& launch : launches) {
        while (static_cast<int>(launchLines.size()) <= launch.device) {
            const std::int64_t thread = threadBase + 20 + static_cast<std::int64_t>(launchLines.size());
            launchLines.push_back(host.addLine(thread, "cuda_launch/" + std::to_string(thread)));
        }
        pb::XEvent* event = launchLines[static_cast<std::size_t>(launch.device)]->add_events();
        event->set_metadata_id(host.eventId("cuLaunchKernel"));
        const std::int64_t duration = std::min<std::int64_t>(3 * kPsPerUs, (launch.kernelDurationPs + kOpGapPs) / 2);
        event->set_offset_ps(launch.kernelBeginPs - duration - kOpGapPs / 2);
        event->set_duration_ps(duration);
        host.addUint(event, "correlation_id", launch.correlationId);
        host.addGroupId(event, launch.step);
    }
}

} // namespace memscope::generator
