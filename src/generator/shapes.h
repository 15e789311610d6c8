// SPDX-License-Identifier: Apache-2.0
#pragma once

// Array shapes as XLA lays them out on TPU (tiled, padded) and GPU (untiled),
// with the padded size the compiler would assign and the text XLA prints.

#include "core/format/memoryspace.h"
#include "xla_data.pb.h"

#include <cstdint>
#include <string>
#include <vector>

namespace memscope::generator {

enum class Tiling
{
    None,
    Tpu
};

struct ArrayShape
{
    xla::PrimitiveType type = xla::F32;
    std::vector<std::int64_t> dims;
    std::int64_t memorySpace = colorOf(MemorySpace::Hbm); // LayoutProto.memory_space (XLA's numbering)
    Tiling tiling = Tiling::Tpu;

    std::int64_t elementBytes() const;
    std::int64_t unpaddedBytes() const; // elements x width, as XLA's unpadded size
    std::int64_t paddedBytes() const; // tile-rounded, what buffer assignment allocates
    std::vector<std::vector<std::int64_t>> tiles() const; // e.g. {{8,128},{2,1}} for bf16
    void toProto(xla::ShapeProto* proto) const;
    std::string text() const; // "bf16[8,512]{1,0:T(8,128)(2,1)}"
};

std::string tupleText(const std::vector<ArrayShape>& elements);
void tupleToProto(const std::vector<ArrayShape>& elements, xla::ShapeProto* proto);
const char* typeName(xla::PrimitiveType type);

} // namespace memscope::generator
