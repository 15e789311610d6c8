// SPDX-License-Identifier: Apache-2.0
#include "core/xplane/wirefields.h"

#include "core/xplane/planevisitor.h"
#include "xplane.pb.h"

#include <cstring>

namespace memscope::xplane {

using format::WireField;
using format::WireType;
using format::WireWalker;

// readMetadataNames reads both kinds of metadata by one field number.
static_assert(int(XStatMetadata::kNameFieldNumber) == int(XEventMetadata::kNameFieldNumber));

MapEntry readMapEntry(const char* data, qint64 size)
{
    MapEntry entry;
    WireWalker walker(data, size);
    WireField field;
    while (walker.next(field) == WireWalker::Status::Field) {
        if (field.number == kMapEntryKey && field.type == WireType::Varint)
            entry.key = qint64(field.varint);
        else if (field.number == kMapEntryValue && field.type == WireType::LengthDelimited)
            entry.value = field.payload(data);
    }
    return entry;
}

MetadataNames readMetadataNames(QByteArrayView metadata)
{
    MetadataNames names;
    WireWalker walker(metadata.data(), metadata.size());
    WireField field;
    while (walker.next(field) == WireWalker::Status::Field) {
        if (field.type != WireType::LengthDelimited)
            continue;
        if (field.number == XEventMetadata::kNameFieldNumber)
            names.name = field.payload(metadata.data());
        else if (field.number == XEventMetadata::kDisplayNameFieldNumber)
            names.displayName = field.payload(metadata.data());
    }
    return names;
}

QByteArrayView metadataName(QByteArrayView metadata) { return readMetadataNames(metadata).name; }

WireWalker::Status readLineHeader(const char* data, qint64 size, LineHeader& line)
{
    WireWalker walker(data, size);
    WireField field;
    WireWalker::Status status;
    while ((status = walker.next(field)) == WireWalker::Status::Field) {
        const QByteArrayView text = field.payload(data);
        const bool isVarint = field.type == WireType::Varint;
        const bool isBytes = field.type == WireType::LengthDelimited;
        switch (field.number) {
        case XLine::kIdFieldNumber:
            if (isVarint)
                line.id = qint64(field.varint);
            break;
        case XLine::kNameFieldNumber:
            if (isBytes)
                line.name = text;
            break;
        case XLine::kTimestampNsFieldNumber:
            if (isVarint)
                line.timestampNs = qint64(field.varint);
            break;
        case XLine::kEventsFieldNumber:
            line.eventCount += isBytes ? 1 : 0;
            break;
        case XLine::kDurationPsFieldNumber:
            if (isVarint)
                line.durationPs = qint64(field.varint);
            break;
        case XLine::kDisplayIdFieldNumber:
            if (isVarint)
                line.displayId = qint64(field.varint);
            break;
        case XLine::kDisplayNameFieldNumber:
            if (isBytes)
                line.displayName = text;
            break;
        default:
            break;
        }
    }
    return status;
}

double WireStat::number() const
{
    switch (kind) {
    case Kind::Double:
        return doubleValue;
    case Kind::Int64:
        return double(qint64(integer));
    case Kind::Uint64:
        return double(integer);
    default:
        return 0;
    }
}

static_assert(wirefields_detail::kStatMetadataId == XStat::kMetadataIdFieldNumber);
static_assert(wirefields_detail::kDoubleValue == XStat::kDoubleValueFieldNumber);
static_assert(wirefields_detail::kUint64Value == XStat::kUint64ValueFieldNumber);
static_assert(wirefields_detail::kInt64Value == XStat::kInt64ValueFieldNumber);
static_assert(wirefields_detail::kStrValue == XStat::kStrValueFieldNumber);
static_assert(wirefields_detail::kBytesValue == XStat::kBytesValueFieldNumber);
static_assert(wirefields_detail::kRefValue == XStat::kRefValueFieldNumber);

namespace {

    bool isText(const WireStat& stat)
    {
        return stat.kind == WireStat::Kind::String || stat.kind == WireStat::Kind::Ref;
    }
    bool isInteger(const WireStat& stat)
    {
        return stat.kind == WireStat::Kind::Uint64 || stat.kind == WireStat::Kind::Int64;
    }

    StatText textOf(const WireStat& stat)
    {
        return { stat.bytes, stat.integer, stat.kind == WireStat::Kind::Ref, true };
    }

    void applyStat(const WireStat& stat, const WantedStats& wanted, bool wantsValue, EventFields& event)
    {
        const qint64 id = stat.metadataId;
        if (id >= 0 && id == wanted.stepName && isText(stat)) {
            event.stepName = textOf(stat);
        } else if (id >= 0 && id == wanted.flow && isInteger(stat)) {
            event.hasFlow = true; // the last one wins, as in XProf
            event.flow = stat.integer;
        } else if (id >= 0 && id == wanted.correlationId && isInteger(stat)) {
            event.hasCorrelationId = true;
            event.correlationId = stat.integer;
        } else if (id >= 0 && id == wanted.hloModule && isText(stat)) {
            event.hloModule = textOf(stat);
        } else if (id >= 0 && id == wanted.hloOp && isText(stat)) {
            event.hloOp = textOf(stat);
        } else if (id >= 0 && id == wanted.programId && isInteger(stat)) {
            event.hasProgramId = true;
            event.programId = stat.integer;
        } else if (id >= 0 && (id == wanted.kernelDetails || id == wanted.cudaGraphExecId)
            && stat.kind != WireStat::Kind::None) {
            event.isKernel = true;
        } else if (id >= 0 && id == wanted.tfOp && isText(stat)) {
            event.tfOp = textOf(stat);
        } else if (id >= 0 && id == wanted.sourceInfo && isText(stat)) {
            event.sourceInfo = textOf(stat);
        } else if (id >= 0 && id == wanted.isAsync && isInteger(stat)) {
            event.hasIsAsync = true;
            event.isAsync = stat.integer != 0;
        } else if (id >= 0 && id == wanted.deviceId && isInteger(stat)) {
            event.hasDeviceId = true;
            event.deviceId = stat.integer;
        } else if (wantsValue && !event.hasValue && stat.isNumber()) {
            event.hasValue = true;
            event.value = stat.number();
            event.valueStatId = stat.metadataId;
        }
    }

} // namespace

void readEventFields(const char* data, qint64 size, const WantedStats& wanted, bool wantsValue, EventFields& event)
{
    WireWalker walker(data, size);
    WireField field;
    while (walker.next(field) == WireWalker::Status::Field) {
        if (field.type == WireType::Varint) {
            if (field.number == XEvent::kMetadataIdFieldNumber)
                event.metadataId = qint64(field.varint);
            else if (field.number == XEvent::kOffsetPsFieldNumber)
                event.offsetPs = qint64(field.varint);
            else if (field.number == XEvent::kDurationPsFieldNumber)
                event.durationPs = qint64(field.varint);
            continue;
        }
        if (field.number != XEvent::kStatsFieldNumber || field.type != WireType::LengthDelimited
            || !(wanted.any() || wantsValue))
            continue;
        if (!wantsValue) {
            // Serializers write the metadata id first: a stat the builder does not want is skipped undecoded.
            WireWalker peek(data + field.valueOffset, field.length);
            WireField first;
            if (peek.next(first) == WireWalker::Status::Field && first.number == XStat::kMetadataIdFieldNumber
                && first.type == WireType::Varint && !wanted.wants(qint64(first.varint)))
                continue;
        }
        applyStat(readStat(data + field.valueOffset, field.length), wanted, wantsValue, event);
    }
}

void readMetadataStats(QByteArrayView metadata, const WantedStats& wanted, EventFields& fields)
{
    WireWalker walker(metadata.data(), metadata.size());
    WireField field;
    while (walker.next(field) == WireWalker::Status::Field) {
        if (field.number == XEventMetadata::kStatsFieldNumber && field.type == WireType::LengthDelimited)
            applyStat(readStat(metadata.data() + field.valueOffset, field.length), wanted, false, fields);
    }
}

} // namespace memscope::xplane
