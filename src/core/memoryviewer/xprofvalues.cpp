// SPDX-License-Identifier: Apache-2.0
#include "core/memoryviewer/xprofvalues.h"

#include "core/memoryviewer/palette.h"

#include <vector>

namespace memscope::memoryviewer {

const QString& xprofColor(int colorIndex)
{
    // Every block and buffer of a big module names a colour: each name is made once.
    static const std::vector<QString> names = [] {
        std::vector<QString> list;
        for (int index = 0; index < paletteSize(); ++index)
            list.push_back(QStringLiteral("#%1").arg(paletteRgb(index), 6, 16, QLatin1Char('0')));
        return list;
    }();
    static const QString white = QStringLiteral("#ffffff");
    if (colorIndex < 0)
        return white;
    return names[static_cast<size_t>(colorIndex % static_cast<int>(names.size()))];
}

} // namespace memscope::memoryviewer
