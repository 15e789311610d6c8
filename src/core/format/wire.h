// SPDX-License-Identifier: Apache-2.0
#pragma once

// A minimal protobuf wire-format walker over raw memory with 64-bit offsets.
// libprotobuf's own readers use int sizes, so they cannot walk the top level
// of a file of 2 GiB or more; this one can, and it reports where data ends
// early so that errors can say "truncated at byte N of M".

#include <QtGlobal>
#include <cstdint>

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
    WireType type = WireType::Varint;
    qint64 tagOffset = 0; // where the field's tag starts, relative to the walker's data
    qint64 valueOffset = 0; // where the payload starts (after the length of a length-delimited field)
    qint64 length = 0; // payload length; for a varint, the bytes of its encoding
    quint64 varint = 0; // value of a varint field

    qint64 endOffset() const { return valueOffset + length; }
};

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
    qint64 position() const { return m_position; }
    qint64 requiredEnd() const { return m_requiredEnd; }
    const char* data() const { return reinterpret_cast<const char*>(m_data); }

private:
    bool readVarint(quint64& value);

    const quint8* m_data;
    qint64 m_size;
    qint64 m_position = 0;
    qint64 m_requiredEnd = 0;
};

// How well the start of `data` matches the message type `descriptor`: +1 per
// field whose number and wire type fit (recursing into sub-messages up to
// `depth` levels), a large penalty for a wire type that contradicts the schema
// or for bytes that are not wire format at all. Visits at most `budget` fields
// in total, so sniffing costs microseconds even on huge files.
int schemaScore(const google::protobuf::Descriptor* descriptor, const char* data, qint64 size, int depth, int& budget);

} // namespace memscope::format
