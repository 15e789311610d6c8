// SPDX-License-Identifier: Apache-2.0
#pragma once

// The Overview Page: a performance summary of one profiling run on TPU or GPU,
// derived from the host and device planes of every host (spec part B).
// All times are on one origin: (line.timestamp_ns - the run's earliest line timestamp)*1000 + offset_ps.

#include "core/profile/profile.h"

#include <QDateTime>
#include <QString>
#include <QStringList>
#include <atomic>
#include <optional>
#include <vector>

namespace memscope::overview {

// A number the profile may not be able to give. When it cannot, `value` is empty
// and `unavailableReason` says why in words a user understands.
struct Figure
{
    std::optional<double> value;
    QString unavailableReason;

    static Figure of(double number) { return Figure { number, {} }; }
    static Figure unavailable(const QString& reason) { return Figure { std::nullopt, reason }; }
    bool available() const { return value.has_value(); }
};

enum class HardwareType
{
    CpuOnly,
    Gpu,
    Tpu
};

struct RunEnvironment
{
    QStringList hostNames; // distinct, in host order
    HardwareType hardware = HardwareType::CpuOnly;
    QString deviceType; // "TPU v6 Lite", "Nvidia GPU (Volta)", "CPU"
    int deviceCoreCount = 0; // TensorCore planes, or GPU planes
    std::optional<bool> isTraining; // empty when the profile carries no evidence either way
    QString trainingEvidence; // why isTraining is what it is
    std::optional<QDateTime> profileStart; // "Task Environment" plane, UTC
    Figure profileDurationMs;
    Figure peakTeraflopsPerSecond; // device-plane stat, per core
    Figure peakHbmBandwidthGBps; // device-plane stat (TPU) or memory_bandwidth (GPU), per core
};

// Where the steps come from.
enum class StepSource
{
    DeviceStepMarkers, // "Steps" lines of the device planes (TPU, or GPU derived steps)
    HostStepMarkers, // host root events (_r / step_num), e.g. StepTraceAnnotation
    ModuleExecutions, // no step markers: each XLA module execution stands in for a step
    None, // neither step markers nor module executions
};

// Step-time categories. TPU and GPU use different sets (stepCategories()).
enum class StepCategory
{
    TensorCoreCompute,
    TensorCoreInput,
    TensorCoreOutput,
    TensorCoreIdle,
    HostTransfer,
    DeviceCompute,
    DeviceToDevice,
    DeviceCollectives,
    HostCompute,
    KernelLaunch,
    Input,
    Output,
    Compilation,
    AllOthers,
};
// The categories of a hardware type, in the order of XProf's stacked graph (bottom first).
const std::vector<StepCategory>& stepCategories(HardwareType hardware);
QString stepCategoryKey(StepCategory category); // stable JSON key, e.g. "device_compute"
QString stepCategoryLabel(StepCategory category); // translated, e.g. "Device compute"

struct Step
{
    qint64 number = 0; // step_num / group id when the profile has one, else the ordinal
    QString name; // step name, or the module name for module executions
    qint64 startPs = 0;
    qint64 durationPs = 0; // the step time: the longest marker, over cores the longest
    std::vector<qint64> categoryPs; // parallel to StepTime::categories; sums to durationPs
};

struct MeanDeviation
{
    double meanMs = 0;
    double standardDeviationMs = 0; // sample standard deviation; 0 for a single step
};

struct StepTime
{
    StepSource source = StepSource::None;
    std::vector<StepCategory> categories;
    std::vector<Step> steps;
    MeanDeviation stepTime;
    std::vector<MeanDeviation> categoryTimes; // parallel to categories
    int droppedIncompleteSteps = 0; // first and last step when there were more than 5
};

struct Utilization
{
    Figure dutyCyclePercent; // TPU: busy / (busy + idle) per chip, summed
    Figure flopsUtilizationPercent; // measured FLOP rate vs the device's peak
    Figure matrixUnitUtilizationPercent; // hardware counter (host-plane stat)
    Figure flopsComparedToOptimalPercent; // XProf OSS constant: never available
    Figure memoryBandwidthUtilizationPercent; // measured HBM bandwidth vs the device's peak
    Figure hbmUtilizationPercent; // hardware counter (host-plane stat)
    Figure bandwidthComparedToOptimalPercent; // XProf OSS constant: never available
    Figure totalFlops; // over all device ops and cores
    Figure hbmBytes; // HBM read + write bytes over all ops and cores
    Figure deviceTimeMs; // op-database time summed over cores
    Figure measuredGflopsPerSecond; // per core
    Figure measuredHbmGBytesPerSecond; // per core
    Figure deviceIdlePercent; // 100 * (1 - op time / device time)
};

struct OpPlacement
{
    qint64 hostOpCount = 0; // occurrences of framework ops on the host
    qint64 deviceOpCount = 0; // occurrences of framework ops on the device
    Figure hostPercent;
    Figure devicePercent;
};

struct EagerExecution
{
    Figure hostPercent; // eager self time / host framework-op self time
    Figure devicePercent; // eager self time / device framework-op self time
};

struct Precision
{
    Figure sixteenBitPercent; // bf16/f16 share of device compute time
    Figure thirtyTwoBitPercent; // f32 share
    Figure otherPercent; // integers, 8-bit, 64-bit, tuples without a float element, unknown
    QString method; // how ops were classified, in words
};

// One row of the inference session latency breakdown.
struct LatencyBreakdown
{
    QString label; // "Avg", "50.0%", ...
    double hostMs = 0;
    double deviceMs = 0;
    double communicationMs = 0; // host-device transfers
    double totalMs() const { return hostMs + deviceMs + communicationMs; }
};

struct InferenceLatency
{
    int sessionCount = 0;
    QString unavailableReason; // set when sessionCount == 0
    std::vector<LatencyBreakdown> rows; // "Avg" first, then 50, 75, 90, 99, 99.9 %
    Figure averageSessionMs;
    Figure minimumSessionMs;
    Figure maximumSessionMs;
    Figure sessionsPerSecond; // sessions / (last end - first start)
};

struct TopOp
{
    QString name; // short op name ("fusion.3") or kernel / framework op on GPU
    QString longName; // full HLO text where known
    QString category; // hlo_category, or the GPU classification
    QString provenance; // framework op (tf_op) the op came from
    qint64 occurrences = 0;
    double selfTimeMs = 0;
    double totalTimeMs = 0;
    double selfTimeFraction = 0; // of all device op self time
    double cumulativeFraction = 0; // this and every op above it
    Figure flopRateGflopsPerSecond; // flops / time
    Figure bytesAccessed; // all memory spaces, over every occurrence
    Figure memoryBandwidthGBytesPerSecond;
};

struct Recommendation
{
    QString key; // stable id: "input_bound", "host_bound", "low_flops_utilization", ...
    QString text; // translated sentence
};

struct Diagnostics
{
    QStringList errors;
    QStringList warnings;
};

struct OverviewReport
{
    RunEnvironment environment;
    StepTime stepTime;
    Utilization utilization;
    OpPlacement placement;
    EagerExecution eager;
    Precision precision;
    InferenceLatency inference;
    std::vector<TopOp> topOps;
    std::vector<Recommendation> recommendations;
    Diagnostics diagnostics;
    bool cancelled = false; // computeOverview stopped at its cancel flag: the rest is empty
};

// How many device ops the report keeps (XProf shows ten).
constexpr int kTopOpCount = 10;

// Computes the overview of a loaded profile (every host of its run). `cancel` is looked at between
// the hosts' parses and traces and the modules, the long steps.
OverviewReport computeOverview(const Profile& profile, const std::atomic_bool* cancel = nullptr);
// The same from the pieces, for callers that build XSpaces themselves.
OverviewReport computeOverview(const std::vector<HostSpace>& hosts, const std::vector<HloModule>& modules,
    const std::atomic_bool* cancel = nullptr);

} // namespace memscope::overview
