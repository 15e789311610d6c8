// SPDX-License-Identifier: Apache-2.0
// Shape strings and unpadded sizes exactly as XLA computes them for the Memory
// Viewer (spec §2.3): ShapeUtil::HumanStringWithLayout, Layout::Print and
// ShapeUtil::ByteSizeOf on the default layout.
#include "core/memoryviewer/memoryviewer.h"
#include "xla_data.pb.h"

#include <charconv>
#include <cstdint>
#include <limits>
#include <vector>

namespace memscope::memoryviewer {

namespace {

    constexpr qint64 kUnboundedSize = std::numeric_limits<qint64>::min(); // Shape::kUnboundedSize
    constexpr qint64 kCombineDimension = std::numeric_limits<qint64>::min(); // Tile::kCombineDimension
    constexpr qint64 kPointerSize = 8;

    // XLA's LowercasePrimitiveTypeName: the enum name in lower case, "opaque" for OPAQUE_TYPE.
    // Made once per type: a module has a shape per instruction.
    const QString& primitiveTypeName(int type)
    {
        static const std::vector<QString> names = [] {
            std::vector<QString> table(static_cast<size_t>(xla::PrimitiveType_MAX) + 1);
            for (int value = 0; value <= xla::PrimitiveType_MAX; ++value) {
                if (value == xla::OPAQUE_TYPE)
                    table[static_cast<size_t>(value)] = QStringLiteral("opaque");
                else if (value == xla::PRIMITIVE_TYPE_INVALID || !xla::PrimitiveType_IsValid(value))
                    table[static_cast<size_t>(value)] = QStringLiteral("invalid");
                else
                    table[static_cast<size_t>(value)]
                        = QString::fromStdString(xla::PrimitiveType_Name(static_cast<xla::PrimitiveType>(value)))
                              .toLower();
            }
            return table;
        }();
        return type >= 0 && type <= xla::PrimitiveType_MAX ? names[static_cast<size_t>(type)] : names.front();
    }

    bool isIntegralType(int type)
    {
        switch (type) {
        case xla::S1:
        case xla::S2:
        case xla::S4:
        case xla::S8:
        case xla::S16:
        case xla::S32:
        case xla::S64:
        case xla::U1:
        case xla::U2:
        case xla::U4:
        case xla::U8:
        case xla::U16:
        case xla::U32:
        case xla::U64:
            return true;
        default:
            return false;
        }
    }

    // ByteSizeOfPrimitiveType: ceil(bits / 8); 0 for types without an array size.
    qint64 byteWidth(int type)
    {
        switch (type) {
        case xla::PRED:
        case xla::S1:
        case xla::S2:
        case xla::S4:
        case xla::U1:
        case xla::U2:
        case xla::U4:
        case xla::F4E2M1FN:
        case xla::S8:
        case xla::U8:
        case xla::F8E5M2:
        case xla::F8E4M3:
        case xla::F8E4M3FN:
        case xla::F8E4M3B11FNUZ:
        case xla::F8E3M4:
        case xla::F8E5M2FNUZ:
        case xla::F8E4M3FNUZ:
        case xla::F8E8M0FNU:
            return 1;
        case xla::S16:
        case xla::U16:
        case xla::F16:
        case xla::BF16:
            return 2;
        case xla::S32:
        case xla::U32:
        case xla::F32:
            return 4;
        case xla::S64:
        case xla::U64:
        case xla::F64:
        case xla::C64:
            return 8;
        case xla::C128:
            return 16;
        default:
            return 0;
        }
    }

    void appendNumber(QString& text, qint64 value)
    {
        char digits[24];
        const auto end = std::to_chars(digits, digits + sizeof(digits), value).ptr;
        text += QLatin1String(digits, static_cast<qsizetype>(end - digits));
    }

    void appendJoined(QString& text, const google::protobuf::RepeatedField<int64_t>& values)
    {
        for (int i = 0; i < values.size(); ++i) {
            if (i > 0)
                text += QLatin1Char(',');
            appendNumber(text, values.Get(i));
        }
    }

    void appendShape(QString& text, const xla::ShapeProto& shape);

    void appendTypeName(QString& text, int type, QLatin1String prefix)
    {
        text += prefix;
        text += QLatin1Char('(');
        text += isIntegralType(type) ? primitiveTypeName(type) : primitiveTypeName(xla::PRIMITIVE_TYPE_INVALID);
        text += QLatin1Char(')');
    }

    // Layout::Print, appended to text.
    void appendLayout(QString& text, const xla::LayoutProto& layout)
    {
        text += QLatin1Char('{');
        appendJoined(text, layout.minor_to_major());
        bool colonPrinted = false;
        const auto colon = [&] {
            if (!colonPrinted)
                text += QLatin1Char(':');
            colonPrinted = true;
        };
        if (layout.dim_level_types_size() > 0) {
            colon();
            text += QLatin1String("D(");
            for (int i = 0; i < layout.dim_level_types_size(); ++i) {
                if (i > 0)
                    text += QLatin1Char(',');
                static const char* const abbreviations[] = { "D", "C", "S", "H" };
                const int type = layout.dim_level_types(i);
                text += QLatin1String(type >= 0 && type < 4 ? abbreviations[type] : "?");
                if (i < layout.dim_unique_size() && !layout.dim_unique(i))
                    text += QLatin1Char('+');
                if (i < layout.dim_ordered_size() && !layout.dim_ordered(i))
                    text += QLatin1Char('~');
            }
            text += QLatin1Char(')');
        }
        if (layout.tiles_size() > 0) {
            colon();
            text += QLatin1Char('T');
            for (const xla::TileProto& tile : layout.tiles()) {
                text += QLatin1Char('(');
                for (int i = 0; i < tile.dimensions_size(); ++i) {
                    if (i > 0)
                        text += QLatin1Char(',');
                    if (tile.dimensions(i) == kCombineDimension)
                        text += QLatin1Char('*');
                    else
                        appendNumber(text, tile.dimensions(i));
                }
                text += QLatin1Char(')');
            }
        }
        const qint64 tailAlignment
            = layout.tail_padding_alignment_in_elements() == 0 ? 1 : layout.tail_padding_alignment_in_elements();
        if (tailAlignment != 1) {
            colon();
            text += QLatin1String("L(");
            appendNumber(text, tailAlignment);
            text += QLatin1Char(')');
        }
        if (layout.index_primitive_type() != xla::PRIMITIVE_TYPE_INVALID) {
            colon();
            appendTypeName(text, layout.index_primitive_type(), QLatin1String("#"));
        }
        if (layout.pointer_primitive_type() != xla::PRIMITIVE_TYPE_INVALID) {
            colon();
            appendTypeName(text, layout.pointer_primitive_type(), QLatin1String("*"));
        }
        if (layout.element_size_in_bits() != 0) {
            colon();
            text += QLatin1String("E(");
            appendNumber(text, layout.element_size_in_bits());
            text += QLatin1Char(')');
        }
        if (layout.memory_space() != 0) {
            colon();
            text += QLatin1String("S(");
            appendNumber(text, layout.memory_space());
            text += QLatin1Char(')');
        }
        if (layout.split_configs_size() > 0) {
            colon();
            text += QLatin1String("SC");
            for (const xla::SplitConfigProto& split : layout.split_configs()) {
                text += QLatin1Char('(');
                appendNumber(text, split.dimension());
                text += QLatin1Char(':');
                appendJoined(text, split.split_indices());
                text += QLatin1Char(')');
            }
        }
        if (layout.has_physical_shape()) {
            colon();
            text += QLatin1String("P(");
            appendShape(text, layout.physical_shape());
            text += QLatin1Char(')');
        }
        if (layout.dynamic_shape_metadata_prefix_bytes() > 0) {
            colon();
            text += QLatin1String("M(");
            appendNumber(text, layout.dynamic_shape_metadata_prefix_bytes());
            text += QLatin1Char(')');
        }
        text += QLatin1Char('}');
    }

    // ShapeUtil::PrintHumanStringWithLayout.
    void appendShape(QString& text, const xla::ShapeProto& shape)
    {
        if (shape.element_type() == xla::TUPLE) {
            text += QLatin1Char('(');
            for (int i = 0; i < shape.tuple_shapes_size(); ++i) {
                if (i > 0) {
                    text += QLatin1String(", ");
                    if (i % 5 == 0)
                        text += QLatin1String("/*index=") + QString::number(i) + QLatin1String("*/");
                }
                appendShape(text, shape.tuple_shapes(i));
            }
            text += QLatin1Char(')');
            return;
        }
        text += primitiveTypeName(shape.element_type());
        text += QLatin1Char('[');
        for (int i = 0; i < shape.dimensions_size(); ++i) {
            if (i > 0)
                text += QLatin1Char(',');
            const bool dynamic = i < shape.is_dynamic_dimension_size() && shape.is_dynamic_dimension(i);
            if (dynamic && shape.dimensions(i) == kUnboundedSize) {
                text += QLatin1Char('?');
            } else {
                if (dynamic)
                    text += QLatin1String("<=");
                appendNumber(text, shape.dimensions(i));
            }
        }
        text += QLatin1Char(']');
        // Tokens and opaques never carry layouts; arrays print theirs, scalars only when it says more than "{}".
        const bool isArray = shape.element_type() != xla::TOKEN && shape.element_type() != xla::OPAQUE_TYPE;
        if (!isArray || !shape.has_layout())
            return;
        const qsizetype layoutStart = text.size();
        appendLayout(text, shape.layout());
        if (shape.dimensions_size() == 0 && QStringView(text).mid(layoutStart) == QLatin1String("{}"))
            text.truncate(layoutStart);
    }

} // namespace

QString shapeString(const xla::ShapeProto& shape)
{
    QString text;
    appendShape(text, shape);
    return text;
}

qint64 unpaddedSizeBytes(const xla::ShapeProto& shape)
{
    switch (shape.element_type()) {
    case xla::TUPLE:
        return kPointerSize * shape.tuple_shapes_size();
    case xla::TOKEN:
        return 0;
    case xla::OPAQUE_TYPE:
        return kPointerSize;
    default:
        break;
    }
    const qint64 width = byteWidth(shape.element_type());
    if (width == 0)
        return -1;
    // Dynamic dimensions count at their bound; a scalar holds one element.
    qint64 elements = 1;
    for (const int64_t dimension : shape.dimensions()) {
        if (dimension < 0)
            return -1;
        if (__builtin_mul_overflow(elements, static_cast<qint64>(dimension), &elements))
            return -1;
    }
    const qint64 bits = shape.has_layout() ? shape.layout().element_size_in_bits() : 0;
    qint64 bytes = 0;
    if (bits != 0) {
        qint64 totalBits = 0;
        if (bits < 0 || __builtin_mul_overflow(elements, bits, &totalBits))
            return -1;
        bytes = totalBits / 8 + (totalBits % 8 != 0 ? 1 : 0);
    } else if (__builtin_mul_overflow(elements, width, &bytes)) {
        return -1;
    }
    return bytes;
}

} // namespace memscope::memoryviewer
