// SPDX-License-Identifier: Apache-2.0
#include "models/buffercolor.h"

#include "core/memoryviewer/palette.h"

namespace memscope {

QColor bufferColor(int colorIndex)
{
    return colorIndex < 0 ? QColor(Qt::white) : QColor(QRgb(memoryviewer::paletteRgb(colorIndex)));
}

} // namespace memscope
