// SPDX-License-Identifier: Apache-2.0
#pragma once

// What the Memory Viewer's analysis reads of an HloProto, read from its wire
// bytes without the rest. A big module's instructions, most of which define
// no logical buffer, take several times their wire size once parsed; here
// none becomes a message.

#include "core/format/slicestream.h"

#include <optional>
#include <vector>

namespace memscope::format {

struct HloRows; // core/format/hlorows.h

// Reads from the HloProto at `data` what the Memory Viewer's analysis reads
// (HloRows: the buffer assignment without the heap-simulator events'
// computation names, the instructions that define a buffer, the backend
// configs that name scoped memory, the stack frame index) straight from the
// wire, without a message per instruction or event: memoryviewer::analyze
// gives the same result on the rows as on the whole proto. Invalid when the
// fields it reads, or the frame of any message around them, are not wire
// format, a text it keeps is not UTF-8 or a shape does not parse; what it
// skips is walked, not checked.
ParseStatus readHloRows(HloRows& rows, const char* data, qint64 size, const ParseControl& control);

// What `memscope-report info` says of a module's buffer assignment.
struct BufferAssignmentCounts
{
    qint64 logicalBuffers = 0;
    qint64 allocations = 0;
    std::vector<qint64> allocationColors; // the memory spaces: distinct BufferAllocationProto.color, ascending
};

// Counts the buffer assignment of the HloProto at `data` on the wire: nothing becomes a row or a
// message, and the pages behind the walk go back when `control` says so. nullopt when the fields
// it walks (or the frames around them) are not wire format, or when cancelled.
std::optional<BufferAssignmentCounts> countBufferAssignment(const char* data, qint64 size, const ParseControl& control);

} // namespace memscope::format
