// SPDX-License-Identifier: Apache-2.0
#include "core/format/wire.h"

#include <google/protobuf/descriptor.h>

namespace memscope::format {

bool WireWalker::readLongVarint(quint64& value)
{
    const quint8* at = m_data + m_position;
    const bool read = decodeVarint(at, m_data + m_size, value);
    m_position = at - m_data;
    return read;
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
