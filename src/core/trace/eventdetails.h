// SPDX-License-Identifier: Apache-2.0
#pragma once

// Everything about one event, decoded from the file bytes when asked for:
// its stats with their metadata names resolved (event-metadata stats first,
// then the event's own, as XProf visits them, spec A.3.4), self time and flows.

#include "core/trace/tracemodel.h"

#include <QHash>

namespace memscope::trace {

class TraceBytes;

struct EventStat
{
    enum class Kind
    {
        Int64,
        Uint64,
        Double,
        String,
        Ref, // text holds the name of the referenced stat metadata
        Bytes, // byteCount bytes of opaque data
    };
    QString name; // the stat metadata name
    Kind kind = Kind::Int64;
    qint64 int64 = 0;
    quint64 uint64 = 0;
    double real = 0;
    QString text;
    qint64 byteCount = 0;
    bool fromMetadata = false;
};

struct EventDetails
{
    EventRef ref;
    QString name; // as shown
    QString metadataName;
    QString displayName; // "" when the metadata has none
    qint64 startPs = 0;
    qint64 durationPs = 0;
    qint64 selfPs = 0;
    std::vector<EventStat> stats;
    std::vector<FlowPoint> flows; // the linked events, in time order
    qint32 groupId = kNoGroup; // the event grouping's group (step) of the event
    QString stepName; // that group's name ("" when none)
    QString error; // the event's bytes could not be read (names the file)
};

// The metadata of one process's plane, found by one walk over it: what the
// stats of its events need to be named.
class PlaneIndex
{
public:
    PlaneIndex(const TraceModel& model, int process);

    // The event's stats, metadata stats first; false when its bytes are not an XEvent.
    bool readStats(qint64 fileOffset, std::vector<EventStat>& stats, qint64* metadataId = nullptr) const;
    // The XEvent message whose field starts at `fileOffset` (of a Chrome trace, made of the event
    // object there, valid until the next call); empty when there is none.
    QByteArrayView eventBytes(qint64 fileOffset) const;
    QByteArrayView eventMetadata(qint64 id) const { return m_eventMetadata.value(id); }
    const QHash<qint64, QByteArrayView>& statNames() const { return m_statNames; }
    QString statName(qint64 id) const { return QString::fromUtf8(m_statNames.value(id)); }

private:
    void appendStat(const char* data, qint64 size, bool fromMetadata, std::vector<EventStat>& stats) const;

    const TraceBytes* m_bytes = nullptr;
    bool m_chromeTrace = false; // of a Chrome trace JSON: its events are read from it
    qint64 m_planeId = 0;
    mutable QByteArray m_encoded; // the last event read from a Chrome trace, which eventBytes views
    const char* m_data = nullptr;
    qint64 m_size = 0;
    QHash<qint64, QByteArrayView> m_eventMetadata;
    QHash<qint64, QByteArrayView> m_statNames;
};

EventDetails eventDetails(const TraceModel& model, EventRef ref);

} // namespace memscope::trace
