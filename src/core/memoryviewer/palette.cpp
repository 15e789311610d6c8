// SPDX-License-Identifier: Apache-2.0
// The Memory Viewer's buffer palette (spec memory-viewer-palette.json, the same
// 209 colours XProf's frontend and backend use, duplicates included): a fact of
// the format, so buffer colours match XProf's. The list is
// resources/palette/memory-viewer-palette.json, embedded into the core (Qt's
// resource system is QtCore; src/core/CMakeLists.txt).
#include "core/memoryviewer/memoryviewer.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <vector>

namespace memscope::memoryviewer {

namespace {

    const std::vector<QString>& palette()
    {
        static const std::vector<QString> colors = [] {
            const QString path = QStringLiteral(":/palette/memory-viewer-palette.json");
            QFile file(path);
            std::vector<QString> list;
            if (file.open(QIODevice::ReadOnly)) {
                const QJsonArray array = QJsonDocument::fromJson(file.readAll()).array();
                for (const QJsonValue& color : array)
                    list.push_back(color.toString());
            }
            // Built into every program that links the core: only a broken build lacks it.
            if (list.empty())
                qFatal("memscope: the embedded buffer palette %s is missing or empty", qUtf8Printable(path));
            return list;
        }();
        return colors;
    }

} // namespace

int paletteSize() { return static_cast<int>(palette().size()); }

const QString& paletteColor(int index)
{
    const std::vector<QString>& colors = palette();
    const int size = static_cast<int>(colors.size());
    return colors[static_cast<size_t>(((index % size) + size) % size)];
}

} // namespace memscope::memoryviewer
