// SPDX-License-Identifier: Apache-2.0
#include "core/overview/hlofacts.h"

#include "core/format/wire.h"
#include "core/overview/trace.h"

namespace memscope::overview {

namespace {

    using format::WireField;

    // Field numbers of hlo.proto and xla_data.proto (our subsets keep upstream's).
    constexpr quint32 kHloModule = 1; // HloProto.hlo_module
    constexpr quint32 kModuleName = 1, kModuleComputations = 3, kModuleId = 5; // HloModuleProto
    constexpr quint32 kComputationInstructions = 2; // HloComputationProto
    constexpr quint32 kInstructionName = 1, kInstructionShape = 3, kInstructionMetadata = 7; // HloInstructionProto
    constexpr quint32 kShapeElementType = 2, kShapeTupleShapes = 4; // ShapeProto
    constexpr quint32 kMetadataOpName = 2; // OpMetadata

    // Calls visit(field, bytes) for each field of the message in `bytes`; false when it is not wire
    // format. Protobuf merges a message's repeated occurrences: readers take the last value of a scalar.
    template <typename Visit> bool walk(QByteArrayView bytes, Visit&& visit)
    {
        return format::forEachField(
            bytes.data(), bytes.size(), [&](const WireField& field) { return visit(field, bytes.data()); });
    }

    using format::isMessageField;
    using format::isVarintField;

    // A shape's element type, a tuple's first leaf's (as precision reads it).
    bool leafElementType(QByteArrayView shape, int depth, qint64& type)
    {
        type = 0;
        std::optional<QByteArrayView> firstTuple;
        const bool ok = walk(shape, [&](const WireField& field, const char* data) {
            if (isVarintField(field, kShapeElementType))
                type = qint64(field.varint);
            else if (isMessageField(field, kShapeTupleShapes) && !firstTuple)
                firstTuple = field.payload(data);
            return true;
        });
        if (!ok)
            return false;
        if (type == xla::TUPLE && firstTuple && depth < 64)
            return leafElementType(*firstTuple, depth + 1, type);
        return true;
    }

} // namespace

std::optional<HloFacts> readHloFacts(
    QByteArrayView hloProto, bool withElementTypes, const format::ParseControl& control)
{
    HloFacts facts;
    format::PageRelease release(hloProto.data(), control.releaseConsumedPages);
    const auto readInstruction = [&](QByteArrayView instruction) {
        release.upTo(instruction.data());
        QByteArrayView name, opName, shape;
        bool hasShape = false;
        const bool ok = walk(instruction, [&](const WireField& field, const char* data) {
            if (isMessageField(field, kInstructionName)) {
                name = field.payload(data);
            } else if (isMessageField(field, kInstructionShape)) {
                shape = field.payload(data);
                hasShape = true;
            } else if (isMessageField(field, kInstructionMetadata) && facts.backwardPassOpName.isEmpty()) {
                return walk(field.payload(data), [&](const WireField& inner, const char* innerData) {
                    if (isMessageField(inner, kMetadataOpName))
                        opName = inner.payload(innerData);
                    return true;
                });
            }
            return true;
        });
        if (!ok)
            return false;
        if (facts.backwardPassOpName.isEmpty() && !opName.isEmpty()) {
            const QString text = QString::fromUtf8(opName);
            if (isBackwardPassOpName(text))
                facts.backwardPassOpName = text;
        }
        if (withElementTypes) {
            qint64 type = 0;
            if (hasShape && !leafElementType(shape, 0, type))
                return false;
            facts.elementTypes.insert(QString::fromUtf8(name), xla::PrimitiveType(type));
        }
        return true;
    };
    const auto readModule = [&](QByteArrayView module) {
        return walk(module, [&](const WireField& field, const char* data) {
            if (isMessageField(field, kModuleName)) {
                facts.name = QString::fromUtf8(field.payload(data));
            } else if (isVarintField(field, kModuleId)) {
                facts.id = field.varint;
            } else if (isMessageField(field, kModuleComputations)) {
                return walk(field.payload(data), [&](const WireField& inner, const char* innerData) {
                    return !isMessageField(inner, kComputationInstructions)
                        || readInstruction(inner.payload(innerData));
                });
            }
            return true;
        });
    };
    const bool ok = walk(hloProto, [&](const WireField& field, const char* data) {
        return !isMessageField(field, kHloModule) || readModule(field.payload(data));
    });
    if (control.releaseConsumedPages)
        format::releasePages(hloProto.data(), hloProto.data() + hloProto.size()); // the rest of the walk
    if (!ok)
        return std::nullopt;
    return facts;
}

} // namespace memscope::overview
