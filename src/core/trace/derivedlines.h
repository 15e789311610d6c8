// SPDX-License-Identifier: Apache-2.0
#pragma once

// The lines XProf derives for a trace it grouped itself (GenerateDerivedTimeLines,
// ../shared/spec/trace-viewer-and-steps.md A.2.4), from what the trace builder read of the
// events: per GPU stream the Framework Name Scope, Framework Ops, XLA Modules, XLA Ops and
// Source code lines; per TPU TensorCore plane Framework Name Scope, Framework Ops and Source
// code; per GPU plane the Launch Stats of the host's kernel launches. Times are relative to a
// base timestamp the caller chooses (the tracks are returned with it).

#include "core/trace/tracemodel.h"

#include <QByteArrayView>
#include <QHash>
#include <memory>
#include <vector>

namespace memscope::trace {

class HloSymbols;

// XProf's derived thread ids (trace_utils.h, spec A.2.1): kThreadIdDerivedMin = 0xdeadbeef plus
// an offset per line. Stored XLines carry them negative (an int that wrapped); tids are their uint32.
inline constexpr quint32 kThreadIdStepInfo = 0xdeadbeefU;
inline constexpr quint32 kThreadIdKernelLaunch = kThreadIdStepInfo + 1;
inline constexpr quint32 kThreadIdTfNameScope = kThreadIdStepInfo + 2;
inline constexpr quint32 kThreadIdTfOp = kThreadIdStepInfo + 3;
inline constexpr quint32 kThreadIdSource = kThreadIdStepInfo + 7;

// IsDerivedThreadId: a line XProf derived (an id from kThreadIdDerivedMin to kThreadIdDerivedMax).
bool isDerivedThreadId(qint64 lineId);

// Interns the names of derived events into a process's names.
class DerivedNames
{
public:
    explicit DerivedNames(std::vector<EventName>& names)
        : m_names(names)
    {
    }
    quint32 id(const QString& name, const QString& longName = {});

private:
    std::vector<EventName>& m_names;
    QHash<std::pair<QString, QString>, quint32> m_ids;
};

// What XProf's derived GPU lines take from a kernel (an event with kernel_details or
// cuda_graph_exec_id): its stats as views into the host's bytes, absent ones null.
struct KernelStats
{
    QByteArrayView hloModule;
    QByteArrayView hloOp;
    QByteArrayView tfOp;
    bool hasProgramId = false;
    quint64 programId = 0;
    bool operator==(const KernelStats&) const = default;
};

// The distinct stats of a plane's kernels: a kernel keeps only their index.
class KernelTable
{
public:
    quint32 intern(const KernelStats& stats);
    const KernelStats& operator[](quint32 index) const { return m_stats[index]; }
    size_t size() const { return m_stats.size(); }

private:
    std::vector<KernelStats> m_stats;
    QHash<KernelStats, quint32> m_index;
};
size_t qHash(const KernelStats& stats, size_t seed = 0);

struct GpuKernel
{
    qint64 startPs = 0; // relative to its stream's line timestamp
    qint64 endPs = 0;
    qint32 group = kNoGroup;
    quint32 stats = 0; // in the plane's KernelTable
};

struct GpuStream
{
    TraceTrack* track = nullptr; // the stream's track: its tid and sort index become its display id
    qint64 eventCount = 0; // the XLine's events, as XProf orders the streams
    qint64 lineTimestampNs = 0;
    std::vector<GpuKernel> kernels;
};

struct DerivedTrack
{
    std::shared_ptr<TraceTrack> track;
    qint64 baseNs = 0; // the timestamp its times are relative to
};

// DeriveEventsFromAnnotations on one GPU plane: streams with "Compute" in their name first, then
// by event count; each gets display ids (its tid) 1, 2, 3, ... followed by those of its derived
// lines. Only the non-empty derived lines are returned.
std::vector<DerivedTrack> deriveGpuStreamLines(
    std::vector<GpuStream>& streams, const KernelTable& kernels, int process, DerivedNames& names, HloSymbols& symbols);

// An event of a TensorCore plane with a tf_op or source stat (its own or its metadata's).
struct TensorCoreEvent
{
    qint64 startPs = 0; // relative to the base the caller chose for the plane
    qint64 endPs = 0;
    qint32 group = kNoGroup;
    QByteArrayView tfOp;
    QByteArrayView source;
};

// DeriveLinesFromStats on one TensorCore plane (async events left out by the caller).
std::vector<DerivedTrack> deriveTensorCoreLines(
    std::vector<TensorCoreEvent>& events, qint64 baseNs, int process, DerivedNames& names);

// A host event with group_id, device_id and correlation_id whose name does not start with "cu".
struct KernelLaunch
{
    qint64 startPs = 0; // relative to the host's base
    qint64 endPs = 0;
    qint32 group = kNoGroup;
    quint64 deviceId = 0; // the GPU plane's index among the XSpace's GPU planes
};

// DeriveEventsFromHostTrace for the device `deviceId`: per group with a name, "Launch Stats for
// <name>" over its launches, with num_launches, max_launch_time_us and avg_launch_time_us. Null
// without any.
std::shared_ptr<TraceTrack> launchStatsTrack(const std::vector<KernelLaunch>& launches, quint64 deviceId,
    const QHash<qint64, QString>& groupNames, int process, DerivedNames& names);

} // namespace memscope::trace
