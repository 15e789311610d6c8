// SPDX-License-Identifier: Apache-2.0
#pragma once

// The Memory Profile engine: XProf's run-time allocation timeline per
// allocator (../shared/spec/memory-profile-and-overview.md part A) from the
// MemoryAllocation / MemoryDeallocation events of the /host:CPU planes of a
// run, plus the findings the leak guide asks users to look for by eye.
// Where XProf's numbers are accidents of its implementation (line-relative
// times, the lifetime peak of the last event, counts over down-sampled
// points, ...) the engine gives the correct value; docs/memory-profile.md
// lists every difference.

#include "core/memoryprofile/stringtable.h"
#include "core/util/saturating.h"

#include <QString>
#include <QStringList>
#include <atomic>
#include <functional>
#include <memory>
#include <vector>

namespace memscope {
struct HostSpace;
struct Profile;
} // namespace memscope

namespace memscope::memoryprofile {

enum class Activity : quint8
{
    Allocation = 1, // MemoryActivity ALLOCATION
    Deallocation = 2, // MemoryActivity DEALLOCATION
};

// What an event allocates or frees: op, region, data type, shape and sizes.
// A training loop repeats a few of these per op step after step, so every
// distinct one is stored once per allocator and a snapshot holds its index.
struct AllocationDetails
{
    qint64 requestedBytes = 0; // deallocations without sizes inherit them from their allocation
    qint64 allocationBytes = 0;
    StringId op = 0; // tf_op
    StringId region = 0; // region_type
    StringId shape = 0; // tensor shape
    qint16 dataType = 0; // TF DataType enum value
    bool operator==(const AllocationDetails&) const = default;
};

// One MemoryAllocation / MemoryDeallocation event: XProf's MemoryProfileSnapshot,
// flat so that millions of them stay cheap (64 bytes; the event on the wire
// is about 100). What repeats from event to event is in tables of the allocator.
struct Snapshot
{
    qint64 timePs = 0; // since Result::originNs (absolute, not line-relative)
    qint64 stackBytes = 0; // bytes_reserved
    qint64 heapBytes = 0; // bytes_allocated
    qint64 freeBytes = 0; // bytes_available
    double fragmentation = 0; // 0..1
    quint64 address = 0;
    quint32 details = 0; // index into Allocator::details
    quint32 step = 0; // index into Allocator::steps: the step (group_id) after XProf's fix-up
    qint32 pairIndex = -1; // the matching deallocation / allocation (snapshot index), -1 when none
    Activity activity = Activity::Allocation;

    qint64 inUseBytes() const { return saturatingAdd(stackBytes, heapBytes); }
    bool isAllocation() const { return activity == Activity::Allocation; }
};

// XProf's TF DataType names: 1 -> "float", 14 -> "bfloat16", 101 -> "float_ref", ...
QString dataTypeName(int dataType);

struct PeakStats
{
    int snapshotIndex = -1; // into Allocator::snapshots; -1 when the allocator has none
    qint64 timePs = 0;
    qint64 stackBytes = 0;
    qint64 heapBytes = 0;
    qint64 freeBytes = 0;
    double fragmentation = 0;
    qint64 inUseBytes() const { return saturatingAdd(stackBytes, heapBytes); }
};

struct Summary
{
    int allocations = 0; // every MemoryAllocation event in the window
    int deallocations = 0;
    PeakStats windowPeak; // the largest stack + heap in the window (the last such event in time)
    qint64 lifetimePeakBytes = 0; // the largest peak_bytes_in_use of any event
    qint64 capacityBytes = 0; // stack + heap + free at the window peak
    qint64 peakStepId = 0;
    qint64 firstTimePs = 0;
    qint64 lastTimePs = 0;
    // What XProf shows instead, where it differs (docs/memory-profile.md).
    qint64 xprofLifetimePeakBytes = 0; // peak_bytes_in_use of the last event in file order
    int xprofAllocations = 0; // counted over the <= 1000 down-sampled points
    int xprofDeallocations = 0;
};

// One row of the memory breakdown at the window peak (XProf's ActiveAllocation).
struct BreakdownRow
{
    enum class Kind
    {
        Allocation,
        UnusedPreallocated,
        Stack
    };
    Kind kind = Kind::Allocation;
    StringId op = 0;
    StringId region = 0;
    StringId shape = 0;
    qint16 dataType = 0;
    qint64 requestedBytes = 0;
    qint64 allocationBytes = 0;
    std::vector<int> snapshotIndices; // the merged allocations, first one first; empty for special rows
    int occurrences() const { return snapshotIndices.empty() ? 1 : static_cast<int>(snapshotIndices.size()); }
};

// An allocation of the window without a deallocation before the window ends.
struct NeverFreed
{
    int snapshotIndex = 0;
    qint64 aliveForPs = 0; // from the allocation to the last event of the allocator
};

// Allocations and deallocations of one step (group_id).
struct StepBalance
{
    qint64 stepId = 0;
    qint64 startPs = 0; // first and last event of the step
    qint64 endPs = 0;
    int allocations = 0;
    int deallocations = 0;
    qint64 allocatedBytes = 0;
    qint64 freedBytes = 0;
    qint64 heapAtEndBytes = 0; // heap after the step's last event
    qint64 netBytes() const { return saturatingSubtract(allocatedBytes, freedBytes); }
};

// Least-squares line through the heap: per step (heap at each step's end) when
// the profile has at least three steps, and over time (every snapshot).
struct HeapTrend
{
    int steps = 0; // points of the per-step fit; < 3 means no per-step fit
    double bytesPerStep = 0;
    double stepRSquared = 0;
    double bytesPerSecond = 0; // over time, every snapshot
    double timeRSquared = 0;
    bool growing = false; // the heap grows: a finding
};

struct FragmentationSpike
{
    qint64 startPs = 0;
    qint64 endPs = 0;
    qint64 peakPs = 0;
    double peak = 0; // 0..1
    double baseline = 0; // median fragmentation of the allocator
    qint64 freeBytesAtPeak = 0;
};

// A value that changes at a few snapshots of a timeline: it holds from
// `firstSnapshot` (index in time order) until the next change.
struct ValueChange
{
    int firstSnapshot = 0;
    qint64 value = 0;
};

struct Allocator
{
    QString hostName;
    int hostIndex = 0;
    QString memoryId; // as XProf names it: allocator name, device ordinal or index on host
    QString id; // unique in the result: memoryId, or "host/memoryId" when the run has several hosts
    std::vector<Snapshot> snapshots; // time order (stable: file order among equal times)
    std::vector<AllocationDetails> details; // what Snapshot::details points to
    // peak_bytes_in_use, the allocator's lifetime high-water mark, at each
    // event: it changes only when the heap reaches a new high.
    std::vector<ValueChange> peakBytesInUse;
    Summary summary;
    std::vector<BreakdownRow> breakdown; // XProf's order: largest first
    std::vector<NeverFreed> neverFreed; // largest first, then longest-lived
    qint64 neverFreedBytes = 0;
    std::vector<StepBalance> steps; // by step id; what Snapshot::step points to
    bool hasStepMarkers = false; // some event carried a group_id
    HeapTrend trend;
    std::vector<FragmentationSpike> fragmentationSpikes; // highest first
    QStringList findings; // sentences for people, most important first

    const AllocationDetails& detailsOf(const Snapshot& snapshot) const { return details[snapshot.details]; }
    qint64 stepIdOf(const Snapshot& snapshot) const { return steps[snapshot.step].stepId; }
    qint64 peakBytesInUseAt(int snapshotIndex) const;
};

// XProf's "XLA Modules" of the TPU planes (A.7), on the same time origin as the snapshots.
struct HloModuleSpan
{
    qint64 id = 0;
    QString name;
    QString planeName; // "TPU:0"
    qint64 startPs = 0;
    qint64 endPs = 0;
};

struct Result
{
    std::vector<Allocator> allocators; // sorted by id as strings, as XProf sorts memory ids
    std::vector<HloModuleSpan> hloModules;
    int numHosts = 0;
    qint64 originNs = 0; // line timestamp that time 0 stands for
    std::shared_ptr<StringTable> strings;
    QStringList warnings;
    QString error; // "cancelled", or what made the analysis impossible

    const Allocator* findAllocator(const QString& idOrMemoryId) const;
    const QString& string(StringId id) const { return strings->at(id); }
};

struct Options
{
    int maxSampledSnapshots = 1000; // XProf's down-sampling, used for its JSON and its counts
    const std::atomic_bool* cancel = nullptr;
    // Each allocator's snapshots in time order and nothing else (no pairs, steps, summary,
    // breakdown or findings): what the Trace Viewer's memory counters draw.
    bool snapshotsOnly = false;
    // Told how far the analysis is, in permille (the hosts' /host:CPU lines scanned, the
    // allocators analysed); called from the worker threads, several at once.
    std::function<void(int permille)> progress;
};

Result analyze(const std::vector<HostSpace>& hosts, const Options& options = {});
Result analyze(const Profile& profile, const Options& options = {});

// XProf's max-box down-sampling (A.5.5): indices into `snapshots`, at most `maxSamples`.
std::vector<int> sampleTimeline(const std::vector<Snapshot>& snapshots, int maxSamples);

} // namespace memscope::memoryprofile
