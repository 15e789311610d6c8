// SPDX-License-Identifier: Apache-2.0
#pragma once

// The Trace Viewer's model: every event of every traced plane of a run, in
// flat per-track arrays (../shared/spec/trace-viewer-and-steps.md part A).
// Planes are processes, lines are tracks, events are boxes stacked by
// nesting depth. Names live once per plane; an event keeps where its XEvent
// is in the file, so its stats are decoded only when someone asks
// (eventdetails.h). Immutable once built (tracebuilder.h); queries are
// const and safe from any thread.

#include <QHash>
#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <memory>
#include <optional>
#include <vector>

namespace memscope::trace {

// The bytes of one host file: a read-only mapping, or the decompressed content of a gzip file.
class TraceBytes;

// Where an event's XEvent is in its host's bytes; derived events have none.
inline constexpr qint64 kNoFileOffset = -1;

struct TimeRange
{
    qint64 startPs = 0;
    qint64 endPs = 0;
    qint64 length() const { return endPs - startPs; }
    bool operator==(const TimeRange&) const = default;
};

struct TraceHost
{
    QString name; // file name without .xplane.pb(.gz)
    QString filePath;
    std::shared_ptr<const TraceBytes> bytes;
    // The event grouping's group names by group id (XProf's step names, spec B.6); empty when not grouped.
    QHash<qint64, QString> groupNames;
};

// The group of an event the grouping left out (grouping::kNoGroup).
inline constexpr qint32 kNoGroup = -1;

// A name shown on boxes: the event metadata's display name when it has one,
// else its name; step events are named by their step_name (spec A.3.3).
struct EventName
{
    QString name;
    // The name `name` replaced: the metadata name when the display name replaced it, or the event's
    // own name when its step name did (TensorFlow's "EagerKernelExecute" shown as step "0"); else "".
    // Search matches it too. XProf's long_name arg is the first only.
    QString longName;
    bool isStepName = false; // a step name (stored or from the grouping) replaced the metadata's
};

enum class TrackKind
{
    Line, // an XLine of the file
    Steps, // derived from the event grouping's device step spans (spec A.2.4), no file bytes behind it
    // XProf's other derived lines (spec A.2.4, derivedlines.h): framework, XLA and source lines
    // of GPU streams and TPU TensorCores, Launch Stats; no file bytes behind them
    Derived,
};

// A stat XProf gives a derived event (Launch Stats' num_launches, max_launch_time_us, avg_launch_time_us).
struct DerivedStat
{
    QString name;
    bool isInteger = true;
    qint64 integer = 0;
    double real = 0;
};

// One line of a plane: its events sorted by nesting depth, then start time
// (longer first among equal starts). Events of one depth never overlap, so at
// every depth both starts and ends are sorted and a time range is two binary
// searches away.
struct TraceTrack
{
    TrackKind kind = TrackKind::Line;
    QString name; // line display_name, else name
    quint32 tid = 0; // (uint32) display_id, else id
    qint64 sortIndex = 0; // XProf's thread_sort_index
    int process = 0; // index into TraceModel::processes()
    TimeRange lineSpan; // the line's own timestamp_ns / duration_ps; events may lie outside it
    std::vector<qint64> startsPs; // since TraceModel::originNs()
    std::vector<qint64> durationsPs;
    std::vector<quint32> names; // into the process's names
    std::vector<qint64> fileOffsets; // of the XEvent field (its tag) in the host's bytes, or kNoFileOffset
    std::vector<quint32> depthBegin; // events of depth d are [depthBegin[d], depthBegin[d + 1])
    // The host's group (step) of each event, or kNoGroup; empty when no event of the track has one.
    std::vector<qint32> groupIds;
    // The stats of each derived event; empty when no event of the track has any.
    std::vector<std::vector<DerivedStat>> derivedStats;

    int eventCount() const { return int(startsPs.size()); }
    int depthCount() const { return depthBegin.empty() ? 0 : int(depthBegin.size()) - 1; }
    int depthOf(int event) const;
    qint64 endPs(int event) const { return startsPs[size_t(event)] + durationsPs[size_t(event)]; }
    qint32 groupOf(int event) const { return groupIds.empty() ? kNoGroup : groupIds[size_t(event)]; }
};

enum class CounterKind
{
    Memory, // an allocator's memory from the MemoryAllocation/Deallocation events, as the Memory Profile reads them
    Device, // the events of a "_counters_" line (spec A.3.7)
};

// Values over time; every series has one value per time.
struct CounterTrack
{
    CounterKind kind = CounterKind::Memory;
    QString name; // the allocator's memory id, or the counter event name
    int process = 0;
    QStringList seriesNames; // Memory: "heap", "stack", "free" (bytes); Device: the stat name
    std::vector<qint64> timesPs;
    std::vector<std::vector<double>> values; // [series][time]

    // The series' value at `timePs`: the last one set at or before it (a counter holds its value
    // until the next), nullopt before the first.
    std::optional<double> valueAt(size_t series, qint64 timePs) const;
};

struct TraceProcess
{
    QString name; // the plane name
    qint64 pid = 0; // XProf's process id (spec A.1)
    qint64 planeId = 0;
    int host = 0; // index into TraceModel::hosts()
    qint64 planeOffset = 0; // the XPlane message in the host's bytes
    qint64 planeSize = 0;
    std::vector<EventName> names;
    std::vector<int> tracks; // indices into TraceModel::track(), in XProf's thread order
    std::vector<int> counters; // indices into TraceModel::counters()
    bool isDevice = false;
};

// A flow endpoint (spec A.3.6): events sharing a flow id are linked.
struct FlowPoint
{
    enum class Direction : quint8
    {
        None = 0,
        In = 1, // FLOW_END
        Out = 2, // FLOW_START
        InOut = 3, // FLOW_MID
    };
    quint64 id = 0; // 56-bit flow id, unique per (id, category)
    quint8 category = 0; // ContextType
    Direction direction = Direction::None;
    int track = 0;
    int event = 0;
};

// One thing to draw on a track: an event, or several events narrower than a
// pixel merged into one mark per pixel column.
struct TraceBox
{
    qint64 startPs = 0;
    qint64 endPs = 0;
    int depth = 0;
    int event = -1; // the event when the box is one event, -1 for a merged mark
    int mergedCount = 1;
};

struct EventRef
{
    int track = -1;
    int event = -1;
    bool isValid() const { return track >= 0 && event >= 0; }
    bool operator==(const EventRef&) const = default;
};

struct SearchResult
{
    std::vector<EventRef> hits; // by start time, then track order
    QString error; // the pattern is not a valid regular expression (without the pattern)
};

enum class SearchMode
{
    Substring, // case-insensitive
    RegularExpression,
};

struct RangeStatRow
{
    QString name;
    qint64 count = 0;
    qint64 totalPs = 0;
    qint64 selfPs = 0;
    qint64 averagePs() const { return count > 0 ? totalPs / count : 0; }
};

class TraceModel
{
public:
    TraceModel() = default;
    TraceModel(std::vector<TraceHost> hosts, std::vector<TraceProcess> processes,
        std::vector<std::shared_ptr<const TraceTrack>> tracks, std::vector<CounterTrack> counters,
        std::vector<FlowPoint> flows, qint64 originNs, QStringList warnings,
        std::optional<qint64> memoryOriginNs = std::nullopt);

    const std::vector<TraceHost>& hosts() const { return m_hosts; }
    // Why what was read of the hosts' files cannot be trusted, because one changed while it was
    // read (the build, and every export, which reads the events' arguments again), naming the
    // file; "" when every file is as it was.
    QString changedWhileRead() const;
    const std::vector<TraceProcess>& processes() const { return m_processes; } // by pid
    int trackCount() const { return int(m_tracks.size()); }
    const TraceTrack& track(int index) const { return *m_tracks[size_t(index)]; }
    const std::vector<CounterTrack>& counters() const { return m_counters; }
    const std::vector<FlowPoint>& flows() const { return m_flows; } // by (id, category, start)
    qint64 originNs() const { return m_originNs; } // the line timestamp that time 0 stands for
    // The Memory Profile's time origin (memoryprofile::Result::originNs) when the run has memory events.
    std::optional<qint64> memoryOriginNs() const { return m_memoryOriginNs; }
    // A Memory Profile time (ms since its origin) on this model's time axis, and back.
    std::optional<qint64> fromMemoryProfileMs(double ms) const;
    std::optional<double> toMemoryProfileMs(qint64 timePs) const;
    TimeRange extent() const { return m_extent; } // every event and counter
    qint64 eventCount() const { return m_eventCount; }
    const QStringList& warnings() const { return m_warnings; }

    const EventName& nameOf(EventRef ref) const;
    qint64 startPs(EventRef ref) const { return track(ref.track).startsPs[size_t(ref.event)]; }
    qint64 durationPs(EventRef ref) const { return track(ref.track).durationsPs[size_t(ref.event)]; }
    // Duration minus the time covered by the event's direct children.
    qint64 selfTimePs(EventRef ref) const;

    // What to draw of a track for `range` at `pixels` columns, depth by depth
    // in time order: O(pixels · depths · log n), whatever the event count.
    void boxes(int trackIndex, TimeRange range, int pixels, std::vector<TraceBox>& out) const;
    // The track's events overlapping `range`, by start time (deeper last among equal starts).
    std::vector<int> eventsInTimeOrder(int trackIndex, TimeRange range) const;
    // The event at `depth` that covers `timePs`, or the nearest one within `tolerancePs`.
    int eventAt(int trackIndex, int depth, qint64 timePs, qint64 tolerancePs) const;

    // Every event whose name or long name matches.
    SearchResult search(const QString& pattern, SearchMode mode) const;
    // The events overlapping `range` on `trackIndices` (all tracks when empty), by name, largest total first.
    std::vector<RangeStatRow> rangeStatistics(TimeRange range, const std::vector<int>& trackIndices = {}) const;
    // The other endpoints of the event's flows, in time order.
    std::vector<FlowPoint> flowsOf(EventRef ref) const;

    // The event's group (step) and its name, "" when it has none.
    qint32 groupOf(EventRef ref) const { return track(ref.track).groupOf(ref.event); }
    QString groupName(EventRef ref) const;

private:
    std::vector<TraceHost> m_hosts;
    std::vector<TraceProcess> m_processes;
    std::vector<std::shared_ptr<const TraceTrack>> m_tracks;
    std::vector<CounterTrack> m_counters;
    std::vector<FlowPoint> m_flows;
    qint64 m_originNs = 0;
    std::optional<qint64> m_memoryOriginNs;
    TimeRange m_extent;
    qint64 m_eventCount = 0;
    QStringList m_warnings;
};

// Sorts `track`'s events (given in any order) by start, longer first, and
// assigns nesting depths; `order` receives, for each sorted event, its index
// in the input. Builders of tracks call it once.
void arrangeByDepth(TraceTrack& track, std::vector<quint32>* order = nullptr);

} // namespace memscope::trace
