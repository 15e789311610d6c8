// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QColor>

namespace memscope {

// The colour the views paint a buffer or a timeline block in: its entry of the Memory Viewer's
// palette (core/memoryviewer/palette.h), white for a block's container (colour index -1).
QColor bufferColor(int colorIndex);
// Readable text on a fill of any palette colour: black on light fills, white on dark ones.
QColor textColorOn(const QColor& background);

} // namespace memscope
