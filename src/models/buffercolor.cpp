// SPDX-License-Identifier: Apache-2.0
#include "models/buffercolor.h"

#include "core/memoryviewer/palette.h"

namespace memscope {

QColor bufferColor(int colorIndex)
{
    return colorIndex < 0 ? QColor(Qt::white) : QColor(QRgb(memoryviewer::paletteRgb(colorIndex)));
}

QColor textColorOn(const QColor& background)
{
    const double luminance = 0.299 * background.red() + 0.587 * background.green() + 0.114 * background.blue();
    return luminance > 140 ? QColor(Qt::black) : QColor(Qt::white);
}

} // namespace memscope
