// SPDX-License-Identifier: Apache-2.0
#include "core/format/wire.h"

#include <google/protobuf/descriptor.h>

namespace memscope::format {

bool WireWalker::readVarint(quint64& value)
{
    value = 0;
    for (int shift = 0; shift < 64; shift += 7) {
        if (m_position >= m_size)
            return false;
        const quint8 byte = m_data[m_position++];
        value |= quint64(byte & 0x7f) << shift;
        if (!(byte & 0x80))
            return true;
    }
    return false; // more than ten bytes: not a varint
}

WireWalker::Status WireWalker::next(WireField& field)
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
    case WireType::Varint:
        field.valueOffset = m_position;
        if (!readVarint(field.varint)) {
            m_requiredEnd = m_size + 1;
            return m_position >= m_size ? Status::Truncated : Status::Malformed;
        }
        field.length = m_position - field.valueOffset;
        return Status::Field;
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

namespace {

    WireType expectedWireType(const google::protobuf::FieldDescriptor* field)
    {
        using FD = google::protobuf::FieldDescriptor;
        switch (field->type()) {
        case FD::TYPE_DOUBLE:
        case FD::TYPE_FIXED64:
        case FD::TYPE_SFIXED64:
            return WireType::Fixed64;
        case FD::TYPE_FLOAT:
        case FD::TYPE_FIXED32:
        case FD::TYPE_SFIXED32:
            return WireType::Fixed32;
        case FD::TYPE_STRING:
        case FD::TYPE_BYTES:
        case FD::TYPE_MESSAGE:
            return WireType::LengthDelimited;
        case FD::TYPE_GROUP:
            return WireType::StartGroup;
        default:
            return WireType::Varint;
        }
    }

    constexpr int kContradiction = -8;

} // namespace

int schemaScore(const google::protobuf::Descriptor* descriptor, const char* data, qint64 size, int depth, int& budget)
{
    WireWalker walker(data, size);
    WireField field;
    int score = 0;
    while (budget > 0) {
        --budget;
        const WireWalker::Status status = walker.next(field);
        if (status == WireWalker::Status::End)
            break;
        if (status == WireWalker::Status::Malformed)
            return score + kContradiction;
        // A field cut off by the end of the data (a truncated file, or a
        // sniffing window) still tells what it is; score what is there.
        const bool truncated = status == WireWalker::Status::Truncated;
        if (truncated && field.type != WireType::LengthDelimited)
            break;
        const google::protobuf::FieldDescriptor* known = descriptor->FindFieldByNumber(int(field.number));
        if (!known)
            continue; // a field of the upstream format that our subset does not model
        const WireType expected = expectedWireType(known);
        const bool packed = known->is_packable() && field.type == WireType::LengthDelimited;
        if (field.type != expected && !packed)
            return score + kContradiction;
        ++score;
        if (known->type() == google::protobuf::FieldDescriptor::TYPE_MESSAGE && depth > 0) {
            const qint64 available = std::min(field.length, size - field.valueOffset);
            score += schemaScore(known->message_type(), data + field.valueOffset, available, depth - 1, budget);
        }
        if (truncated)
            break;
    }
    return score;
}

} // namespace memscope::format
