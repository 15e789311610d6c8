// SPDX-License-Identifier: Apache-2.0
#pragma once

// The Memory Viewer's buffer palette (spec memory-viewer-palette.json): the 209 colours XProf's
// frontend and backend use, duplicates included, so buffer colours match XProf's. A result holds
// a buffer's colour as an index into it (PeakBuffer::colorIndex, BufferBlock::colorIndex); the
// GUI paints the entry as a QColor, XProf's outputs write it as "#rrggbb" (xprofvalues.h).

#include <QtGlobal>

namespace memscope::memoryviewer {

int paletteSize();
// The colour at `index` modulo paletteSize() (negative indices wrap too), as 0xRRGGBB.
quint32 paletteRgb(int index);

} // namespace memscope::memoryviewer
