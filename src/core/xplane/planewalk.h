// SPDX-License-Identifier: Apache-2.0
#pragma once

// Walking an XSpace on the wire: its planes, a plane's top-level fields, a line's events and an
// event's own fields, with where the data stops being wire format. Every reader of planes (the
// trace model, the Memory Profile's scan, the event grouping) walks with these and decodes on
// top of them only what it keeps.

#include "core/format/wire.h"

#include <QByteArrayView>
#include <QString>
#include <optional>
#include <vector>

namespace memscope::xplane {

// Where the data stops being wire format, as byte offsets into the XSpace.
struct WireDamage
{
    qint64 offset = -1;
    qint64 requiredEnd = -1; // a field that runs past the end: where it would end
    bool any() const { return offset >= 0; }
};

// What a reader says of damage at `position` of an XSpace of `spaceSize` bytes, without the file name.
// Inside a plane, whose bytes are all in the file, a field that runs past its end is damage too.
QString damageError(qint64 position, qint64 spaceSize);

// Notes the first damage: unless the walk ended cleanly (or was stopped by its visitor, Field).
void noteDamage(
    const format::WireWalker& walker, format::WireWalker::Status status, const char* spaceStart, WireDamage& damage);

// Calls visit(planeIndex, planeBytes) for each plane of the XSpace in file order, until it returns
// false. Returns End when every plane was visited, Field when the visitor stopped, else the damage.
template <typename Visit>
format::WireWalker::Status forEachPlane(QByteArrayView space, WireDamage& damage, Visit&& visit);

// The plane's name without collecting anything else (the last one, as protobuf parses it).
QByteArrayView planeName(QByteArrayView plane);

// The top-level fields of one plane that the readers keep as views, in file order.
struct PlaneFields
{
    qint64 id = 0;
    QByteArrayView name;
    std::vector<QByteArrayView> lines; // with `withLines`
    std::vector<QByteArrayView> eventMetadata; // map entries
    std::vector<QByteArrayView> statMetadata; // map entries
};
PlaneFields readPlaneFields(QByteArrayView plane, bool withLines, const char* spaceStart, WireDamage& damage);

// The fields of an event that give it a place in time; its stats stay on the wire.
struct EventTiming
{
    qint64 metadataId = 0;
    qint64 offsetPs = 0;
    qint64 durationPs = 0;
    bool aggregated = false; // num_occurrences set (the oneof's last field on the wire)
};
// Reads the event; its stats go to `stats` (cleared first) when given.
void readEventTiming(QByteArrayView event, EventTiming& timing, std::vector<QByteArrayView>* stats,
    const char* spaceStart, WireDamage& damage);
// The event's metadata id: its first field as writers put it, else read from the whole event.
qint64 eventMetadataId(QByteArrayView event, const char* spaceStart, WireDamage& damage);

// A line's name, timestamp and events, as views.
struct LineEvents
{
    QByteArrayView name;
    qint64 timestampNs = 0;
    std::vector<QByteArrayView> events;
};
// Reads the line into `line` (its vector reused). With `onlyNamed`, a line whose name (serializers
// write it before the events) is another one is left at its first event.
void readLineEvents(
    QByteArrayView bytes, LineEvents& line, const char* spaceStart, WireDamage& damage, QByteArrayView onlyNamed = {});

// Walks the line's fields: the last timestamp_ns to *timestampNs (when given), each event to
// visit(eventBytes), which returns false to stop.
template <typename Visit>
void forEachEvent(QByteArrayView line, qint64* timestampNs, const char* spaceStart, WireDamage& damage, Visit&& visit);

// The earliest timestamp_ns of the lines that hold events, over every plane (XProf's origin of a
// trace); nullopt when no line holds one. Damage ends the walk where it is (a parse reports it).
std::optional<qint64> earliestEventLineNs(QByteArrayView space);

// ---- the templates ----

namespace planewalk_detail {
    // XSpace.planes, XLine.events and XLine.timestamp_ns, constants here so that the walks inline
    // without xplane.pb.h; planewalk.cpp asserts they are protoc's.
    inline constexpr quint32 kPlanesField = 1;
    inline constexpr quint32 kEventsField = 4;
    inline constexpr quint32 kTimestampNsField = 3;
} // namespace planewalk_detail

template <typename Visit>
format::WireWalker::Status forEachPlane(QByteArrayView space, WireDamage& damage, Visit&& visit)
{
    format::WireWalker walker(space.data(), space.size());
    format::WireField field;
    format::WireWalker::Status status;
    int planeIndex = -1;
    while ((status = walker.next(field)) == format::WireWalker::Status::Field) {
        if (field.number == planewalk_detail::kPlanesField && field.type == format::WireType::LengthDelimited
            && !visit(++planeIndex, field.payload(space.data())))
            return status;
    }
    noteDamage(walker, status, space.data(), damage);
    return status;
}

template <typename Visit>
void forEachEvent(QByteArrayView line, qint64* timestampNs, const char* spaceStart, WireDamage& damage, Visit&& visit)
{
    format::WireWalker walker(line.data(), line.size());
    format::WireField field;
    format::WireWalker::Status status;
    while ((status = walker.next(field)) == format::WireWalker::Status::Field) {
        if (field.number == planewalk_detail::kTimestampNsField && field.type == format::WireType::Varint) {
            if (timestampNs)
                *timestampNs = qint64(field.varint);
        } else if (field.number == planewalk_detail::kEventsField && field.type == format::WireType::LengthDelimited) {
            if (!visit(field.payload(line.data())))
                return;
        }
    }
    noteDamage(walker, status, spaceStart, damage);
}

} // namespace memscope::xplane
