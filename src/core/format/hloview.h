// SPDX-License-Identifier: Apache-2.0
#pragma once

// A pruned binary parse of an HloProto: what the Memory Viewer's analysis
// reads, without the rest. A big module's instructions, most of which define
// no logical buffer, take several times their wire size once parsed; here
// only the instructions the analysis can look at become messages.

#include "core/format/slicestream.h"

namespace xla {
class HloProto;
}

namespace memscope::format {

struct HloRows; // core/format/hlorows.h

// Parses the HloProto at `data` like parseBinary, but keeps of the module's
// instructions only those that define a logical buffer of the buffer
// assignment (by id) or whose backend_config names scoped memory
// ("used_scoped_memory_configs"), and of those only the fields the analysis
// reads (name, opcode, shape, id, the metadata's op name, source file and
// line and stack frame id, a backend config that names scoped memory); drops
// the computations left without instructions, the computations' and the
// module's program shapes and the heap-simulator events' computation names.
// Everything else (module and computation fields, the stack frame index, the
// rest of the buffer assignment) is parsed as is. So memoryviewer::analyze
// gives the same result on it as on the whole proto.
// What is dropped is walked, not parsed: damage inside it that the wire
// format does not show (invalid UTF-8, ...) goes unnoticed.
ParseStatus parseHloProtoForBuffers(xla::HloProto& proto, const char* data, qint64 size, const ParseControl& control);

// Reads from the HloProto at `data` what the Memory Viewer's analysis reads
// (HloRows: the same fields parseHloProtoForBuffers keeps, the instructions that
// define a buffer, the backend configs that name scoped memory) straight from
// the wire, without a message per instruction or event. Invalid when the
// fields it reads, or the frame of any message around them, are not wire
// format or a shape does not parse; what it skips is walked, not checked.
ParseStatus readHloRows(HloRows& rows, const char* data, qint64 size, const ParseControl& control);

} // namespace memscope::format
