// SPDX-License-Identifier: Apache-2.0
// The result's rows read back: texts from the rows' string table, one buffer
// decoded at a time.
#include "core/memoryviewer/memoryviewer.h"

namespace memscope::memoryviewer {

SourceInfo PeakBufferRows::source(const SourceRef& source) const
{
    return { strings.text(source.file), source.line, strings.text(source.stack) };
}

BufferDetails PeakBufferRows::details(const PeakBuffer& buffer) const
{
    BufferDetails details;
    details.logicalBufferId = buffer.logicalBufferId;
    details.colorIndex = buffer.colorIndex;
    details.label = text(buffer.label);
    details.instructionName = text(buffer.instructionName);
    details.shape = text(buffer.shape);
    details.tfOpName = text(buffer.tfOpName);
    details.opcode = text(buffer.opcode);
    details.allocationType = text(buffer.allocationType);
    details.sizeBytes = buffer.sizeBytes;
    details.unpaddedBytes = buffer.unpaddedBytes;
    details.source = source(buffer.source);
    details.spanStart = buffer.spanStart;
    details.spanLimit = buffer.spanLimit;
    return details;
}

} // namespace memscope::memoryviewer
