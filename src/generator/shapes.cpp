// SPDX-License-Identifier: Apache-2.0
#include "generator/shapes.h"

namespace memscope::generator {

const char* typeName(xla::PrimitiveType type)
{
    switch (type) {
    case xla::PRED:
        return "pred";
    case xla::S8:
        return "s8";
    case xla::S32:
        return "s32";
    case xla::U32:
        return "u32";
    case xla::U8:
        return "u8";
    case xla::F32:
        return "f32";
    case xla::BF16:
        return "bf16";
    case xla::F16:
        return "f16";
    default:
        return "f32";
    }
}

std::int64_t ArrayShape::elementBytes() const
{
    switch (type) {
    case xla::PRED:
    case xla::S8:
    case xla::U8:
        return 1;
    case xla::BF16:
    case xla::F16:
        return 2;
    default:
        return 4;
    }
}

std::vector<std::vector<std::int64_t>> ArrayShape::tiles() const
{
    if (tiling == Tiling::None || dims.empty())
        return {};
    if (dims.size() == 1)
        return { { elementBytes() == 4 ? 128 : 256 } };
    // The usual TPU tiles: (8,128) for 32-bit, (8,128)(2,1) for 16-bit, (2,128)
    // when the second-minor dimension is tiny, 8-bit types pack four rows.
    const std::int64_t secondMinor = dims[dims.size() - 2];
    if (elementBytes() == 2)
        return { { 8, 128 }, { 2, 1 } };
    if (elementBytes() == 1)
        return { { 8, 128 }, { 4, 1 } };
    if (secondMinor <= 2)
        return { { 2, 128 } };
    return { { 8, 128 } };
}

std::int64_t ArrayShape::unpaddedBytes() const
{
    std::int64_t elements = 1;
    for (std::int64_t dim : dims)
        elements *= dim;
    return elements * elementBytes();
}

std::int64_t ArrayShape::paddedBytes() const
{
    // XLA rounds the i-th most-minor dimension up to the matching dimension of
    // the first tile (counted from the tile's minor end); the rest stay as they are.
    const auto allTiles = tiles();
    std::int64_t elements = 1;
    const std::size_t rank = dims.size();
    for (std::size_t i = 0; i < rank; ++i) {
        std::int64_t dim = dims[rank - 1 - i];
        if (!allTiles.empty() && i < allTiles.front().size()) {
            const std::int64_t tile = allTiles.front()[allTiles.front().size() - 1 - i];
            dim = (dim + tile - 1) / tile * tile;
        }
        elements *= dim;
    }
    return elements * elementBytes();
}

void ArrayShape::toProto(xla::ShapeProto* proto) const
{
    proto->set_element_type(type);
    for (std::int64_t dim : dims)
        proto->add_dimensions(dim);
    xla::LayoutProto* layout = proto->mutable_layout();
    for (std::size_t i = dims.size(); i > 0; --i)
        layout->add_minor_to_major(static_cast<std::int64_t>(i - 1));
    for (const auto& tile : tiles()) {
        xla::TileProto* tileProto = layout->add_tiles();
        for (std::int64_t dim : tile)
            tileProto->add_dimensions(dim);
    }
    if (memorySpace != colorOf(MemorySpace::Hbm))
        layout->set_memory_space(memorySpace);
}

std::string ArrayShape::text() const
{
    std::string out = typeName(type);
    out += '[';
    for (std::size_t i = 0; i < dims.size(); ++i) {
        if (i > 0)
            out += ',';
        out += std::to_string(dims[i]);
    }
    out += ']';
    std::string layout;
    for (std::size_t i = dims.size(); i > 0; --i) {
        if (i < dims.size())
            layout += ',';
        layout += std::to_string(i - 1);
    }
    std::string extras;
    const auto allTiles = tiles();
    if (!allTiles.empty()) {
        extras += 'T';
        for (const auto& tile : allTiles) {
            extras += '(';
            for (std::size_t i = 0; i < tile.size(); ++i) {
                if (i > 0)
                    extras += ',';
                extras += std::to_string(tile[i]);
            }
            extras += ')';
        }
    }
    if (memorySpace != colorOf(MemorySpace::Hbm))
        extras += "S(" + std::to_string(memorySpace) + ')';
    if (!extras.empty())
        layout += ':' + extras;
    if (!dims.empty() || !extras.empty())
        out += '{' + layout + '}';
    return out;
}

std::string tupleText(const std::vector<ArrayShape>& elements)
{
    std::string out = "(";
    for (std::size_t i = 0; i < elements.size(); ++i) {
        if (i > 0)
            out += ", ";
        if (i > 0 && i % 5 == 0)
            out += "/*index=" + std::to_string(i) + "*/";
        out += elements[i].text();
    }
    return out + ')';
}

void tupleToProto(const std::vector<ArrayShape>& elements, xla::ShapeProto* proto)
{
    proto->set_element_type(xla::TUPLE);
    for (const ArrayShape& element : elements)
        element.toProto(proto->add_tuple_shapes());
}

} // namespace memscope::generator
