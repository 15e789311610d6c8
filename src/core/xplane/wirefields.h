// SPDX-License-Identifier: Apache-2.0
#pragma once

// The XSpace messages read by hand from their wire bytes (xplane.proto field numbers): map entries,
// metadata names, line headers, stats and the fields of an event. The readers that walk planes on
// the wire (the trace model, the Memory Profile's scan) keep their fast paths on top of these.

#include "core/format/wire.h"

#include <QByteArrayView>
#include <cstring>

namespace memscope::xplane {

// The fields of a protobuf map entry, fixed by the protobuf encoding (protoc generates no constants for them).
enum : quint32
{
    kMapEntryKey = 1,
    kMapEntryValue = 2,
};

// One entry of a protobuf map<int64, message>.
struct MapEntry
{
    qint64 key = 0;
    QByteArrayView value;
};
MapEntry readMapEntry(const char* data, qint64 size);

// XEventMetadata / XStatMetadata name and XEventMetadata display_name.
struct MetadataNames
{
    QByteArrayView name;
    QByteArrayView displayName;
};
MetadataNames readMetadataNames(QByteArrayView metadata);
QByteArrayView metadataName(QByteArrayView metadata);

struct LineHeader
{
    qint64 id = 0;
    qint64 displayId = 0;
    QByteArrayView name;
    QByteArrayView displayName;
    qint64 timestampNs = 0;
    qint64 durationPs = 0;
    qint64 eventCount = 0;
};
// Reads every field of the line but the events, and counts them. Returns End when the line is well formed.
format::WireWalker::Status readLineHeader(const char* data, qint64 size, LineHeader& line);

// One XStat as found on the wire.
struct WireStat
{
    enum class Kind
    {
        None,
        Double,
        Uint64,
        Int64,
        String,
        Bytes,
        Ref,
    };
    qint64 metadataId = 0;
    Kind kind = Kind::None;
    double doubleValue = 0;
    quint64 integer = 0; // uint64, int64 (two's complement) and ref values
    QByteArrayView bytes; // str and bytes values
    bool isNumber() const { return kind == Kind::Double || kind == Kind::Uint64 || kind == Kind::Int64; }
    double number() const;
};
// Inline: the scans of millions of events read a dozen stats of each.
WireStat readStat(const char* data, qint64 size);

// The stat ids of a plane whose values the builder reads for every event; -1 when the plane has none.
struct WantedStats
{
    qint64 stepName = -1;
    qint64 flow = -1;
    qint64 correlationId = -1;
    // What XProf's derived GPU lines are made of (spec A.2.4): asked for only when they are derived.
    qint64 hloModule = -1;
    qint64 hloOp = -1;
    qint64 programId = -1;
    qint64 kernelDetails = -1;
    qint64 cudaGraphExecId = -1;
    qint64 tfOp = -1;
    qint64 sourceInfo = -1; // "source"
    qint64 isAsync = -1; // "_a"
    qint64 deviceId = -1;
    bool wants(qint64 id) const
    {
        return id >= 0
            && (id == stepName || id == flow || id == correlationId || id == hloModule || id == hloOp || id == programId
                || id == kernelDetails || id == cudaGraphExecId || id == tfOp || id == sourceInfo || id == isAsync
                || id == deviceId);
    }
    bool any() const
    {
        return stepName >= 0 || flow >= 0 || correlationId >= 0 || hloModule >= 0 || hloOp >= 0 || programId >= 0
            || kernelDetails >= 0 || cudaGraphExecId >= 0 || tfOp >= 0 || sourceInfo >= 0 || isAsync >= 0
            || deviceId >= 0;
    }
};

// A str or ref stat's value as found on the wire (a ref names a stat metadata).
struct StatText
{
    QByteArrayView text;
    quint64 ref = 0;
    bool isRef = false;
    bool present = false;
    bool isEmpty() const { return !present; }
};

struct EventFields
{
    qint64 metadataId = 0;
    qint64 offsetPs = 0;
    qint64 durationPs = 0;
    StatText stepName;
    StatText hloModule;
    StatText hloOp;
    bool hasProgramId = false;
    quint64 programId = 0;
    bool isKernel = false; // has kernel_details or cuda_graph_exec_id
    StatText tfOp;
    StatText sourceInfo;
    bool hasIsAsync = false;
    bool isAsync = false;
    bool hasDeviceId = false;
    quint64 deviceId = 0;
    bool hasFlow = false;
    quint64 flow = 0;
    bool hasCorrelationId = false;
    quint64 correlationId = 0;
    bool hasValue = false; // the first numeric stat, when asked for
    double value = 0;
    qint64 valueStatId = 0;
};
void readEventFields(const char* data, qint64 size, const WantedStats& wanted, bool wantsValue, EventFields& event);
// The wanted stats of an XEventMetadata (its field 5), into `fields`: what every event of it has.
void readMetadataStats(QByteArrayView metadata, const WantedStats& wanted, EventFields& fields);

// ---- inline ----

namespace wirefields_detail {
    // XStat's fields, constants here so that readStat inlines without xplane.pb.h; wirefields.cpp
    // asserts they are protoc's.
    inline constexpr quint32 kStatMetadataId = 1;
    inline constexpr quint32 kDoubleValue = 2;
    inline constexpr quint32 kUint64Value = 3;
    inline constexpr quint32 kInt64Value = 4;
    inline constexpr quint32 kStrValue = 5;
    inline constexpr quint32 kBytesValue = 6;
    inline constexpr quint32 kRefValue = 7;
} // namespace wirefields_detail

inline WireStat readStat(const char* data, qint64 size)
{
    using namespace wirefields_detail;
    using format::WireType;
    WireStat stat;
    format::WireWalker walker(data, size);
    format::WireField field;
    while (walker.next(field) == format::WireWalker::Status::Field) {
        const bool isVarint = field.type == WireType::Varint;
        const bool isBytes = field.type == WireType::LengthDelimited;
        switch (field.number) {
        case kStatMetadataId:
            if (isVarint)
                stat.metadataId = qint64(field.varint);
            break;
        case kDoubleValue:
            if (field.type == WireType::Fixed64) {
                std::memcpy(&stat.doubleValue, data + field.valueOffset, sizeof(double));
                stat.kind = WireStat::Kind::Double;
            }
            break;
        case kUint64Value:
        case kInt64Value:
        case kRefValue:
            if (isVarint) {
                stat.integer = field.varint;
                stat.kind = field.number == kUint64Value ? WireStat::Kind::Uint64
                    : field.number == kInt64Value        ? WireStat::Kind::Int64
                                                         : WireStat::Kind::Ref;
            }
            break;
        case kStrValue:
        case kBytesValue:
            if (isBytes) {
                stat.bytes = field.payload(data);
                stat.kind = field.number == kStrValue ? WireStat::Kind::String : WireStat::Kind::Bytes;
            }
            break;
        default:
            break;
        }
    }
    return stat;
}

} // namespace memscope::xplane
