// SPDX-License-Identifier: Apache-2.0
#pragma once

// Read-only access to one XPlane by metadata *name* (ids are per-plane and
// meaningless across planes), with every event on one time origin.

#include "xplane.pb.h"

#include <QByteArray>
#include <QHash>
#include <QString>
#include <limits>
#include <optional>
#include <vector>

namespace memscope::overview {

class PlaneView
{
public:
    // originNs: the run's earliest line timestamp, subtracted before converting to ps so
    // that epoch timestamps (1.7e18 ns) cannot overflow.
    explicit PlaneView(const tensorflow::profiler::XPlane& plane, qint64 originNs = 0);

    const tensorflow::profiler::XPlane& plane() const { return *m_plane; }
    QString name() const;

    // The event's metadata, or nullptr when the id is unknown to the plane.
    const tensorflow::profiler::XEventMetadata* metadata(const tensorflow::profiler::XEvent& event) const;
    QString eventName(const tensorflow::profiler::XEvent& event) const; // metadata name
    QString eventDisplayName(const tensorflow::profiler::XEvent& event) const; // display name, else name

    // Event start in ps on the one time origin of a run: (line.timestamp_ns - origin)*1000 + offset_ps.
    // Aggregated events (num_occurrences set) have no start and return the line's start.
    qint64 startPs(const tensorflow::profiler::XLine& line, const tensorflow::profiler::XEvent& event) const;
    // A line-relative offset (offset_ps, device_offset_ps) on the same origin, within ±kMaxTimePs.
    qint64 onOrigin(const tensorflow::profiler::XLine& line, qint64 offsetPs) const;
    // A duration within [0, kMaxTimePs], so that start + duration never overflows.
    static qint64 durationPs(qint64 durationPs);
    static constexpr qint64 kMaxTimePs = std::numeric_limits<qint64>::max() / 4;

    // Stat lookup by name: the event's own stats first, then its metadata's stats.
    const tensorflow::profiler::XStat* stat(const tensorflow::profiler::XEvent& event, const QString& name) const;
    const tensorflow::profiler::XStat* eventStat(const tensorflow::profiler::XEvent& event, const QString& name) const;
    const tensorflow::profiler::XStat* planeStat(const QString& name) const;

    // Typed reads: any numeric oneof case is accepted; ref values resolve to the named string.
    std::optional<double> number(const tensorflow::profiler::XStat* stat) const;
    std::optional<qint64> integer(const tensorflow::profiler::XStat* stat) const;
    QString string(const tensorflow::profiler::XStat* stat) const;
    QByteArray bytes(const tensorflow::profiler::XStat* stat) const;

    // Whether a stat with this name is declared on the plane at all.
    bool hasStatName(const QString& name) const { return m_statIdByName.contains(name); }

private:
    const tensorflow::profiler::XStat* findIn(
        const google::protobuf::RepeatedPtrField<tensorflow::profiler::XStat>& stats, const QString& name) const;

    const tensorflow::profiler::XPlane* m_plane;
    qint64 m_originNs = 0;
    QHash<QString, qint64> m_statIdByName;
};

// Field values of a serialized protobuf message, decoded without its schema (for the small
// embedded messages CoreDetails and MemoryAccessBreakdown that carry no generated class here).
struct WireField
{
    int number = 0;
    quint64 varint = 0; // varint fields
    QByteArray bytes; // length-delimited fields
    bool isBytes = false;
};
// Returns std::nullopt when the bytes are not a well-formed message.
std::optional<std::vector<WireField>> decodeWireFields(const QByteArray& message);

} // namespace memscope::overview
