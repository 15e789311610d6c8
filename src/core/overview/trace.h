// SPDX-License-Identifier: Apache-2.0
#pragma once

// Internal to the overview engine: the events of one host's XSpace, read once
// into plain records on one time origin (ps), so every analysis works on the same view.

#include "core/grouping/eventgroups.h"
#include "core/grouping/groupingspace.h"
#include "core/overview/hlofacts.h"
#include "core/overview/overview.h"

#include <QCoreApplication>
#include <QString>
#include <map>
#include <memory>
#include <optional>
#include <unordered_set>
#include <vector>

namespace tensorflow::profiler {
class XSpace;
}
namespace xla {
class HloProto;
}

namespace memscope::overview {

// User-visible text of the engine, in the translation context "memscope::overview".
struct OverviewText
{
    Q_DECLARE_TR_FUNCTIONS(memscope::overview)
};

// Event types of XProf's non-overlapped step breakdown; the value is the priority
// (a higher type wins where events overlap).
enum class EventType : int
{
    Unknown = 0,
    HostCompute = 10,
    HostCompile = 60,
    HostToHost = 70,
    HostToDevice = 80,
    HostPrepare = 90,
    DeviceCollectives = 100,
    HostWaitInput = 110,
    DeviceToDevice = 120,
    DeviceToHost = 130,
    DeviceCompute32 = 140,
    DeviceCompute16 = 150,
};

struct Interval
{
    qint64 startPs = 0;
    qint64 endPs = 0;
    qint64 length() const { return endPs - startPs; }
};

// Length of the union of intervals (overlapping and touching ones merged).
qint64 unionLength(std::vector<Interval> intervals);
// The intervals clipped to [window.startPs, window.endPs), empty ones dropped.
std::vector<Interval> clipped(const std::vector<Interval>& intervals, const Interval& window);

// What an op event says of its op beyond its time and step: the same for every execution of the op,
// so held once per distinct content (HostTrace::opKinds) and pointed at by each execution. A pod's host
// has 400 000 op events; each held its eight names and three figures (350 bytes) before.
struct OpKind
{
    QString name; // short name (HLO display name, hlo_op, framework op or kernel name)
    QString longName; // full HLO text / kernel name
    QString category; // hlo_category, or the framework op type on GPU
    QString provenance; // framework op (tf_op / annotation)
    QString shape; // shape_with_layout (TPU) or the tensor-shapes stat (GPU)
    QString programId; // decimal; XLA program ids are unsigned 64-bit ("" when absent)
    QString module; // GPU: hlo_module stat
    QString hloOp; // GPU: hlo_op stat, the HLO instruction the kernel runs
    qint64 symbolId = -1;
    std::optional<double> flops; // per occurrence
    std::optional<double> bytesAccessed; // per occurrence
    std::optional<double> hbmBytes; // per occurrence, read + write
    bool operator==(const OpKind&) const = default;
};
struct OpKindHash
{
    size_t operator()(const OpKind& kind) const;
};

// One op (TPU) or kernel/memcpy (GPU) event on a device.
struct DeviceOp
{
    int core = 0; // index into HostTrace::cores
    EventType type = EventType::Unknown; // GPU classification (B.4)
    Interval span; // event clock
    Interval deviceSpan; // device clock (device_offset_ps/device_duration_ps), else span
    qint64 selfPs = 0; // device span minus direct children
    qint64 groupId = -1; // from the grouping (core/grouping)
    const OpKind* kind = nullptr; // in HostTrace::opKinds, never null
    bool isEager = false;
    bool hasCorrelationId = false; // a launched kernel or copy: only those count for GPU steps (B.8.2)
};

struct StepMarker
{
    Interval span;
    qint64 number = 0; // the group id, else step_num, the number in the name or the ordinal
    QString name;
    qint64 groupId = -1;
};

struct ModuleExecution
{
    Interval span;
    QString name;
};

struct DeviceCore
{
    QString planeName;
    std::optional<qint64> chipId; // CoreDetails.local_chip_id
    std::vector<Interval> activeIntervals; // duty cycle: on-duty op spans
    std::optional<Interval> window; // duty cycle: every op and module span
    std::vector<StepMarker> stepMarkers; // the plane's "Steps" line
    std::vector<ModuleExecution> modules; // "XLA Modules" line, or derived on GPU
};

struct HostEvent
{
    Interval span;
    QString name;
    int line = 0;
    qint64 groupId = -1; // from the grouping (core/grouping)
    bool hasCorrelationId = false; // a kernel launch
    bool countsForSteps = true; // EagerExecute & co. are ignored by the step breakdown
    bool isStepMarker = false; // an explicit (train…) or implicit (a root with a step name) step marker (B.8.1)
    bool isUserRoot = false; // has the _r stat: a request of an inference run (B.12)
    qint64 stepNumber = -1; // step markers: the group's step number
    bool isFrameworkOp = false; // counts for op placement
    QString frameworkOp; // its framework op name
    bool isEager = false;
    qint64 selfPs = 0; // framework ops only: self time among framework ops
    bool isTransfer = false; // host-device transfer (inference communication)
};

struct HostTrace
{
    // Moved, never copied: a copy's ops would point at the kinds of the trace it was copied from.
    HostTrace() = default;
    HostTrace(HostTrace&&) = default;
    HostTrace& operator=(HostTrace&&) = default;
    HostTrace(const HostTrace&) = delete;
    HostTrace& operator=(const HostTrace&) = delete;

    QString hostName;
    HardwareType hardware = HardwareType::CpuOnly;
    QString deviceType;
    int deviceCoreCount = 0;
    std::vector<DeviceCore> cores;
    std::vector<DeviceOp> deviceOps; // every device op event, in core then time order
    // The ops' kinds, each once; a node container, so the ops' pointers hold while the trace is moved.
    std::unordered_set<OpKind, OpKindHash> opKinds;
    std::vector<HostEvent> hostEvents; // every host event but the instant memory events (below)
    // The host's memory events (MemoryAllocation, MemoryDeallocation: millions of instants in a memory
    // profile) are records only when they last or mark a step or a request; what the analyses take of the
    // rest is here.
    qint64 memoryEventFrameworkOps = 0; // framework ops by the placement rule (a tf_op stat, files grouped here)
    std::vector<qint64> memoryEventGroups; // the groups they belong to, ascending
    // The host's framework ops for the training verdict: whether there are any, and the name of the first
    // (in file order) that belongs to a backward pass ("" when none does).
    bool hasFrameworkOp = false;
    QString firstBackwardFrameworkOp;
    std::optional<double> peakTeraflops;
    std::optional<double> peakHbmGBps;
    std::optional<double> matrixUnitUtilization; // host-plane hardware counter
    std::optional<double> hbmUtilization; // host-plane hardware counter
    std::optional<qint64> profileStartNs;
    std::optional<qint64> profileStopNs;
    std::optional<Interval> eventSpan; // first event start to last event end, over every plane
    grouping::GroupingSource grouping = grouping::GroupingSource::Computed;
    std::vector<grouping::Group> groups; // by id
    QStringList errors;
    QStringList warnings;
    std::vector<HloFacts> embeddedHlo; // of the "Hlo Proto" stats of /host:metadata
};

// Steps found in the hosts' traces (B.4/B.5), combined across hosts by step number.
StepTime computeStepTime(const std::vector<HostTrace>& hosts, HardwareType hardware);
// Inference sessions: host root events split into device, host-device transfer and host time (B.12, simplified).
InferenceLatency computeInferenceLatency(const std::vector<HostTrace>& hosts);
// The time of each event type after XProf's non-overlap rule, inside `window`.
std::map<EventType, qint64> nonOverlappedTimes(
    std::vector<std::pair<Interval, EventType>> events, const Interval& window);

// Reads one host with times relative to `originNs` (ps), its events grouped (core/grouping): the XSpace
// a reader holds parsed already, else its planes parsed with what the grouping reads of memory events and
// their tf_op (parseSpaceToGroup), those without either left out. nullopt when the host
// has no XSpace, when it is damaged (*error) or when the read was cancelled.
std::optional<HostTrace> readHostTrace(
    const HostSpace& host, qint64 originNs, const std::atomic_bool* cancel, QString* error);

// Whether a framework op name marks a backward pass (TF gradients scope, JAX transpose).
bool isBackwardPassOpName(const QString& opName);
// Whether an event name parses as a TensorFlow, JAX, tf.data or memcpy op (XProf's ParseTfOpFullname).
bool isFrameworkOpName(const QString& eventName);
// "name:Type" framework op names (TF ops); returns the type or "" when the name is no framework op.
QString frameworkOpType(const QString& eventName);

} // namespace memscope::overview
