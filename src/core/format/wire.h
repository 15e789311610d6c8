// SPDX-License-Identifier: Apache-2.0
#pragma once

// A minimal protobuf wire-format walker over raw memory with 64-bit offsets.
// libprotobuf's own readers use int sizes, so they cannot walk the top level
// of a file of 2 GiB or more; this one can, and it reports where data ends
// early so that errors can say where the data should end and where it ends.

#include <QByteArrayView>
#include <QtGlobal>
#include <cstdint>
#include <limits>
#include <optional>

namespace google::protobuf {
class Descriptor;
}

namespace memscope::format {

enum class WireType : quint8
{
    Varint = 0,
    Fixed64 = 1,
    LengthDelimited = 2,
    StartGroup = 3,
    EndGroup = 4,
    Fixed32 = 5,
};

struct WireField
{
    quint32 number = 0;
    qint64 tagOffset = 0; // where the field's tag starts, relative to the walker's data
    qint64 valueOffset = 0; // where the payload starts (after the length of a length-delimited field)
    qint64 length = 0; // payload length; for a varint, the bytes of its encoding
    quint64 varint = 0; // value of a varint field
    // Apart from `number`: beside it, a test of both (a stats field: number 4, length-delimited)
    // compiled to one 8-byte load of the two smaller stores WireWalker::next had just made, which the
    // processor cannot forward (a third of the time of reading an event's fields).
    WireType type = WireType::Varint;

    qint64 endOffset() const { return valueOffset + length; }
    // A length-delimited field's payload in `data`, the bytes the walker walks.
    QByteArrayView payload(const char* data) const { return QByteArrayView(data + valueOffset, length); }
};

// One varint at `at`, which moves past what was read, not reading past `end`; false when the
// varint runs past `end` or over ten bytes. Inline: the walkers of millions of events call it for
// every field, and fast paths that read a message's few fields themselves (the grouping's memory
// events) decode with it too.
inline bool decodeVarint(const quint8*& at, const quint8* end, quint64& value)
{
    value = 0;
    for (int shift = 0; shift < 64 && at < end; shift += 7) {
        const quint8 byte = *at++;
        value |= quint64(byte & 0x7f) << shift;
        if (!(byte & 0x80))
            return true;
    }
    return false;
}

class WireWalker
{
public:
    enum class Status
    {
        Field, // `field` holds the next field
        End, // the data ended cleanly after the previous field
        Malformed, // not protobuf wire format at `position()`
        Truncated, // a field runs past the end of the data; `requiredEnd()` says to where
    };

    WireWalker(const char* data, qint64 size)
        : m_data(reinterpret_cast<const quint8*>(data))
        , m_size(size)
    {
    }

    Status next(WireField& field);
    // The next bare varint of a packed repeated scalar's payload (`Field` when read).
    Status nextPacked(quint64& value)
    {
        if (m_position >= m_size)
            return Status::End;
        if (readVarint(value))
            return Status::Field;
        return m_position >= m_size ? Status::Truncated : Status::Malformed;
    }
    qint64 position() const { return m_position; }
    qint64 requiredEnd() const { return m_requiredEnd; }
    const char* data() const { return reinterpret_cast<const char*>(m_data); }

private:
    // Inline: the walkers of millions of events call it for every field.
    bool readVarint(quint64& value)
    {
        if (m_position < m_size && !(m_data[m_position] & 0x80)) {
            value = m_data[m_position++]; // one byte: most tags, lengths and small values
            return true;
        }
        return readLongVarint(value);
    }
    bool readLongVarint(quint64& value);

    const quint8* m_data;
    qint64 m_size;
    qint64 m_position = 0;
    qint64 m_requiredEnd = 0;
};

// Inline, as readVarint: called for every field of millions of events.
inline WireWalker::Status WireWalker::next(WireField& field)
{
    if (m_position >= m_size)
        return Status::End;
    field = {};
    field.tagOffset = m_position;
    quint64 tag = 0;
    if (!readVarint(tag)) {
        m_requiredEnd = m_size + 1;
        return m_position >= m_size ? Status::Truncated : Status::Malformed;
    }
    field.number = quint32(tag >> 3);
    const quint64 type = tag & 7;
    if (field.number == 0 || (tag >> 3) > 0x1fffffff || type > 5)
        return Status::Malformed;
    field.type = WireType(type);
    switch (field.type) {
    case WireType::Varint: {
        field.valueOffset = m_position;
        // Read into a local: were the field's address handed to the out-of-line readLongVarint, the
        // caller's loop would keep the field in memory and reload it at every test.
        quint64 value = 0;
        if (!readVarint(value)) {
            m_requiredEnd = m_size + 1;
            return m_position >= m_size ? Status::Truncated : Status::Malformed;
        }
        field.varint = value;
        field.length = m_position - field.valueOffset;
        return Status::Field;
    }
    case WireType::Fixed64:
    case WireType::Fixed32: {
        const qint64 width = field.type == WireType::Fixed64 ? 8 : 4;
        field.valueOffset = m_position;
        field.length = width;
        if (m_size - m_position < width) {
            m_requiredEnd = m_position + width;
            return Status::Truncated;
        }
        m_position += width;
        return Status::Field;
    }
    case WireType::LengthDelimited: {
        quint64 length = 0;
        if (!readVarint(length)) {
            m_requiredEnd = m_size + 1;
            return m_position >= m_size ? Status::Truncated : Status::Malformed;
        }
        if (length > quint64(std::numeric_limits<qint64>::max() / 2))
            return Status::Malformed;
        field.valueOffset = m_position;
        field.length = qint64(length);
        if (m_size - m_position < field.length) {
            m_requiredEnd = m_position + field.length;
            return Status::Truncated;
        }
        m_position += field.length;
        return Status::Field;
    }
    case WireType::StartGroup:
    case WireType::EndGroup:
        // Groups do not exist in the proto3 formats we read.
        return Status::Malformed;
    }
    return Status::Malformed;
}

// How well the start of `data` matches the message type `descriptor`: +1 per
// field whose number and wire type fit (recursing into sub-messages up to
// `depth` levels), a large penalty for a wire type that contradicts the schema
// or for bytes that are not wire format at all. Visits at most `budget` fields
// in total, so sniffing costs microseconds even on huge files.
int schemaScore(const google::protobuf::Descriptor* descriptor, const char* data, qint64 size, int depth, int& budget);

// Calls `onField` for each field of the message at `data`; false when it
// returns false or the bytes are not wire format.
template <typename OnField> bool forEachField(const char* data, qint64 size, OnField&& onField)
{
    WireWalker walker(data, size);
    WireField field;
    WireWalker::Status status;
    while ((status = walker.next(field)) == WireWalker::Status::Field) {
        if (!onField(field))
            return false;
    }
    return status == WireWalker::Status::End;
}

// Whether `field` is field `number` holding a message (or bytes): length-delimited.
inline bool isMessageField(const WireField& field, quint32 number)
{
    return field.number == number && field.type == WireType::LengthDelimited;
}

// Whether `field` is varint field `number`.
inline bool isVarintField(const WireField& field, quint32 number)
{
    return field.number == number && field.type == WireType::Varint;
}

// The value of the message's first field when it is varint field `number`: writers put an
// XEvent's or XStat's metadata id first, so a scan finds it without walking the rest.
inline std::optional<quint64> leadingVarint(const char* data, qint64 size, quint32 number)
{
    WireWalker walker(data, size);
    WireField field;
    if (walker.next(field) == WireWalker::Status::Field && field.number == number && field.type == WireType::Varint)
        return field.varint;
    return std::nullopt;
}

} // namespace memscope::format
