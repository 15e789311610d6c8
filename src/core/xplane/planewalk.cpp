// SPDX-License-Identifier: Apache-2.0
#include "core/xplane/planewalk.h"

#include "xplane.pb.h"

#include <QCoreApplication>

namespace memscope::xplane {

namespace {

    struct WireText
    {
        Q_DECLARE_TR_FUNCTIONS(memscope::xplane)
    };

} // namespace

using format::WireField;
using format::WireType;
using format::WireWalker;
using tensorflow::profiler::XEvent;
using tensorflow::profiler::XLine;
using tensorflow::profiler::XPlane;
using tensorflow::profiler::XSpace;

static_assert(planewalk_detail::kPlanesField == XSpace::kPlanesFieldNumber);
static_assert(planewalk_detail::kEventsField == XLine::kEventsFieldNumber);
static_assert(planewalk_detail::kTimestampNsField == XLine::kTimestampNsFieldNumber);

QString damageError(qint64 position, qint64 spaceSize)
{
    return WireText::tr("the XSpace is damaged at byte %1 of %2").arg(position).arg(spaceSize);
}

void noteDamage(const WireWalker& walker, WireWalker::Status status, const char* spaceStart, WireDamage& damage)
{
    if (status == WireWalker::Status::End || status == WireWalker::Status::Field || damage.any())
        return;
    const qint64 base = walker.data() - spaceStart;
    damage.offset = base + walker.position();
    if (status == WireWalker::Status::Truncated)
        damage.requiredEnd = base + walker.requiredEnd();
}

QByteArrayView planeName(QByteArrayView plane)
{
    QByteArrayView name;
    WireWalker walker(plane.data(), plane.size());
    WireField field;
    while (walker.next(field) == WireWalker::Status::Field) {
        if (field.number == XPlane::kNameFieldNumber && field.type == WireType::LengthDelimited)
            name = field.payload(plane.data());
    }
    return name;
}

PlaneFields readPlaneFields(QByteArrayView plane, bool withLines, const char* spaceStart, WireDamage& damage)
{
    PlaneFields fields;
    WireWalker walker(plane.data(), plane.size());
    WireField field;
    WireWalker::Status status;
    while ((status = walker.next(field)) == WireWalker::Status::Field) {
        if (field.type == WireType::Varint) {
            if (field.number == XPlane::kIdFieldNumber)
                fields.id = qint64(field.varint);
            continue;
        }
        if (field.type != WireType::LengthDelimited)
            continue;
        if (field.number == XPlane::kNameFieldNumber)
            fields.name = field.payload(plane.data());
        else if (field.number == XPlane::kLinesFieldNumber && withLines)
            fields.lines.push_back(field.payload(plane.data()));
        else if (field.number == XPlane::kEventMetadataFieldNumber)
            fields.eventMetadata.push_back(field.payload(plane.data()));
        else if (field.number == XPlane::kStatMetadataFieldNumber)
            fields.statMetadata.push_back(field.payload(plane.data()));
    }
    noteDamage(walker, status, spaceStart, damage);
    return fields;
}

void readEventTiming(QByteArrayView event, EventTiming& timing, std::vector<QByteArrayView>* stats,
    const char* spaceStart, WireDamage& damage)
{
    timing = {};
    if (stats)
        stats->clear();
    WireWalker walker(event.data(), event.size());
    WireField field;
    WireWalker::Status status;
    while ((status = walker.next(field)) == WireWalker::Status::Field) {
        if (field.type == WireType::Varint) {
            switch (field.number) {
            case XEvent::kMetadataIdFieldNumber:
                timing.metadataId = qint64(field.varint);
                break;
            case XEvent::kOffsetPsFieldNumber:
                timing.offsetPs = qint64(field.varint);
                timing.aggregated = false;
                break;
            case XEvent::kDurationPsFieldNumber:
                timing.durationPs = qint64(field.varint);
                break;
            case XEvent::kNumOccurrencesFieldNumber:
                timing.aggregated = true;
                break;
            default:
                break;
            }
        } else if (field.number == XEvent::kStatsFieldNumber && field.type == WireType::LengthDelimited && stats) {
            stats->push_back(field.payload(event.data()));
        }
    }
    noteDamage(walker, status, spaceStart, damage);
}

qint64 eventMetadataId(QByteArrayView event, const char* spaceStart, WireDamage& damage)
{
    if (const std::optional<quint64> id
        = format::leadingVarint(event.data(), event.size(), XEvent::kMetadataIdFieldNumber))
        return qint64(*id);
    EventTiming timing;
    readEventTiming(event, timing, nullptr, spaceStart, damage);
    return timing.metadataId;
}

void readLineEvents(
    QByteArrayView bytes, LineEvents& line, const char* spaceStart, WireDamage& damage, QByteArrayView onlyNamed)
{
    line.name = {};
    line.timestampNs = 0;
    line.events.clear();
    WireWalker walker(bytes.data(), bytes.size());
    WireField field;
    WireWalker::Status status;
    bool nameSeen = false;
    while ((status = walker.next(field)) == WireWalker::Status::Field) {
        if (field.number == XLine::kTimestampNsFieldNumber && field.type == WireType::Varint) {
            line.timestampNs = qint64(field.varint);
        } else if (field.number == XLine::kNameFieldNumber && field.type == WireType::LengthDelimited) {
            line.name = field.payload(bytes.data());
            nameSeen = true;
        } else if (field.number == XLine::kEventsFieldNumber && field.type == WireType::LengthDelimited) {
            if (!onlyNamed.isNull() && nameSeen && line.name != onlyNamed) {
                line.events.clear();
                return;
            }
            line.events.push_back(field.payload(bytes.data()));
        }
    }
    noteDamage(walker, status, spaceStart, damage);
}

std::optional<qint64> earliestEventLineNs(QByteArrayView space)
{
    std::optional<qint64> earliest;
    WireDamage damage;
    forEachPlane(space, damage, [&](int, QByteArrayView plane) {
        for (const QByteArrayView line : readPlaneFields(plane, true, space.data(), damage).lines) {
            qint64 timestampNs = 0;
            bool holdsEvents = false;
            forEachEvent(line, &timestampNs, space.data(), damage, [&](QByteArrayView) {
                holdsEvents = true;
                return true; // on to the end: the last timestamp_ns counts, as a parse keeps it
            });
            if (holdsEvents)
                earliest = std::min(earliest.value_or(timestampNs), timestampNs);
        }
        return true;
    });
    return earliest;
}

} // namespace memscope::xplane
