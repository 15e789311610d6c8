// SPDX-License-Identifier: Apache-2.0
#pragma once

// Memscope's generator of realistic synthetic XProf profiles: the bundled
// example, the test fixtures and the benchmark inputs. An XSpace holds
//  - /host:metadata: HloProtos (both producer layouts of memory-viewer spec §1.1)
//    with buffer assignments and heap-simulator traces in HBM (0), VMEM (1) and
//    host memory (5), TPU tiled layouts with padding, tuples, parameters, outputs,
//    constants, thread-local buffers and temporaries, SHARE_WITH reuse, op
//    metadata with source lines and stack frames, scoped-VMEM backend configs;
//  - /host:CPU: MemoryAllocation / MemoryDeallocation events of several
//    allocators over training steps (group_id), a configurable leak per step,
//    fragmentation values, deallocations without sizes on TPU; step markers;
//  - /device:TPU:n (or /device:GPU:n): XLA Modules / XLA Ops / Steps lines with
//    flops, bytes_accessed and the peak-throughput plane stats the Overview reads.
// Everything is a pure function of Options: the same options give the same bytes.

#include <QString>
#include <QStringList>
#include <cstdint>
#include <memory>
#include <vector>

namespace xla {
class HloProto;
}
namespace tensorflow::profiler {
class XSpace;
}

namespace memscope::generator {

enum class Kind
{
    TpuTraining, // JAX training on TPU TensorCores: backward pass ops, Steps line
    TpuInference, // JAX serving on TPU: no backward pass, requests as roots, no Steps line
    Gpu, // JAX on GPUs: untiled layouts, stream lines with kernels, BFC allocators
};

struct Options
{
    std::uint64_t seed = 1;
    Kind kind = Kind::TpuTraining;

    // --- Modules (/host:metadata) ---
    int modules = 5; // the first is the main one (jit_train_step, ...)
    std::int64_t logicalBuffers = 3000; // of the main module; the others are smaller
    std::int64_t heapEvents = 5600; // of the main module, over all its traces (2 per traced buffer at most)
    double secondaryModuleScale = 0.08; // size of each other module relative to the main one
    bool uniformModules = false; // false: the other modules take turns at 1, 1/2 and 1/3 of that size
    std::int64_t activationBytes = 256 << 10; // typical activation tensor of the main module
    int fusedInstructionsPerFusion = 3; // instructions inside each fused computation (module size without more buffers)
    // false: a temporary lives 1 to 4 ops. true: lifetimes follow a Pareto law (most die within a few
    // ops, a few live across much of the program), as in a pipelined or rematerialised program.
    bool heavyTailedLifetimes = false;
    std::int64_t targetMetadataBytes = 0; // > 0: add further modules until the HloProtos reach this many bytes

    // --- Device planes ---
    int hosts = 1; // writeTraceFolder writes one XSpace per host
    int devicesPerHost = 4; // TensorCores or GPUs per host
    int steps = 8;
    int opsPerStep = 60; // XLA Ops events per step and device

    // --- Memory profile (/host:CPU) ---
    int allocators = 3;
    std::int64_t allocationEventsPerStep = 400; // MemoryAllocation + MemoryDeallocation events per step, all allocators
    // 0: one line per allocator. N > 0: every allocator's events spread over N lines (executor threads),
    // each line holding the events of every allocator in time order, as a threaded runtime writes them.
    int memoryThreads = 0;
    std::int64_t leakBytesPerStep = 4 << 20; // allocated on allocator 0 every step and never freed
    int fragmentationSpikeStep = -1; // step whose frees leave many holes; -1 = the middle step, -2 = none

    // false: no event carries a group_id and no plane declares one, as a profiler writes the file
    // before XProf groups its events (the reader then groups them itself).
    bool groupIds = true;
};

// The bundled example (`memscope-generate --seed N`): a small TPU training run.
Options exampleOptions(std::uint64_t seed = 1);
// Tiny: every feature present, about 150 KiB, generated in milliseconds (for tests).
Options tinyOptions(std::uint64_t seed = 1, Kind kind = Kind::TpuTraining);
// Scaled: `scale` 1 is the example; sizes and counts grow roughly linearly with it.
Options scaledOptions(double scale, std::uint64_t seed = 1, Kind kind = Kind::TpuTraining);

QString kindName(Kind kind); // "tpu-training", "tpu-inference", "gpu"
bool parseKind(const QString& text, Kind* kind);

// What the generator put into a profile, for tests and benchmarks to assert against.
struct ModuleFacts
{
    QString name;
    std::uint64_t programId = 0;
    bool newerLayout = true; // program_id stat + display_name (spec §1.1 "newer"), else keyed by program id
    std::int64_t logicalBuffers = 0;
    std::int64_t instructions = 0; // over all computations
    std::int64_t heapEvents = 0; // over all traces
    std::vector<std::int64_t> memorySpaces; // colours present, ascending
    std::int64_t hbmTracePeakBytes = 0; // peak of the HBM heap-simulator trace alone (spec §2.6 `peak`)
    std::int64_t serializedBytes = 0;
};

struct AllocatorFacts
{
    QString memoryId; // "0", "1", ... or "GPU_0_bfc"
    std::int64_t allocations = 0;
    std::int64_t deallocations = 0;
    std::int64_t neverFreedBytes = 0; // allocated and not freed by the end (persistent + leaked)
    std::int64_t leakedBytes = 0; // the per-step leak alone
    std::int64_t peakBytesInUse = 0; // bytes_allocated high-water mark
    double maxFragmentation = 0;
    int maxFragmentationStep = -1;
};

struct StepFacts
{
    std::int64_t number = 0; // step_num / group id
    std::int64_t beginPs = 0; // relative to the line timestamp
    std::int64_t durationPs = 0;
};

struct ProfileFacts
{
    std::vector<ModuleFacts> modules;
    std::vector<AllocatorFacts> allocators;
    std::vector<StepFacts> steps;
    std::int64_t memoryEvents = 0;
    std::int64_t deviceOpEvents = 0; // XLA Ops (or kernel) events over all devices
    std::int64_t deviceBusyPsPerStep = 0; // sum of the op (kernel) durations of one step on one device
    QStringList devicePlanes;
};

// One module's HloProto. Index 0 is the main module.
xla::HloProto generateModule(const Options& options, int moduleIndex, ModuleFacts* facts = nullptr);

// A whole host XSpace in memory (fine up to a few hundred MB; use writeXSpace for more).
std::unique_ptr<tensorflow::profiler::XSpace> generateXSpace(
    const Options& options, int hostIndex = 0, ProfileFacts* facts = nullptr);

// Writes the host XSpace to `path` atomically (QSaveFile), gzip-compressed when the
// name ends in ".gz". Streams the large parts: the bytes equal generateXSpace's
// deterministic serialization. Returns "" or an error message naming the file.
QString writeXSpace(const Options& options, const QString& path, int hostIndex = 0, ProfileFacts* facts = nullptr);

// A TensorBoard log directory: <dir>/plugins/profile/<run>/<host>.xplane.pb, one per host.
// Returns "" or an error message.
QString writeTraceFolder(const Options& options, const QString& directory, const QString& runName = QString(),
    ProfileFacts* facts = nullptr);

QString hostName(const Options& options, int hostIndex);

} // namespace memscope::generator
