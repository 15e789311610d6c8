// SPDX-License-Identifier: Apache-2.0
#pragma once

// Memory spaces. Two numberings meet in a profile, and "1" means different
// memories in them; each has one typed enum:
//
// - MemorySpace (here): XLA's numbering, which the Memory Viewer filters by
//   (BufferAllocationProto.color, LayoutProto.memory_space, the "memory_space"
//   of a TPU backend_config's used_scoped_memory_configs). 0 is the device
//   memory (HBM), 1 TPU VMEM (XLA's kGenericFastMemorySpace), 5 host memory
//   (kHostMemorySpace); the others are TPU memories. XProf's "Memory Types"
//   list shows them in kXprofOrder (spec memory-viewer.md §3).
// - tensorflow::profiler::MemorySpace (generated from proto/op_metrics.proto):
//   the numbering in which the memory_access_breakdown stat of device ops
//   counts bytes; there 1 is HBM (MEMORY_SPACE_HBM, spec
//   memory-profile-and-overview.md, hbm_bytes).

#include <QString>
#include <array>

namespace memscope {

enum class MemorySpace : qint64
{
    Hbm = 0,
    Vmem = 1,
    SFlag = 2,
    Cmem = 3,
    Smem = 4,
    Host = 5,
    SparseCore = 6,
};

// A module may use colours beyond the named ones, so analyses take the number.
constexpr qint64 colorOf(MemorySpace space) { return static_cast<qint64>(space); }

// The order of XProf's "Memory Types" list: HBM, CMEM, SFlag, VMEM, SMEM, Host, SparseCore.
constexpr std::array<MemorySpace, 7> kXprofOrder = { MemorySpace::Hbm, MemorySpace::Cmem, MemorySpace::SFlag,
    MemorySpace::Vmem, MemorySpace::Smem, MemorySpace::Host, MemorySpace::SparseCore };

// The name users know a colour by ("HBM", "VMEM", ...), else the number.
QString memorySpaceName(qint64 color);

} // namespace memscope
