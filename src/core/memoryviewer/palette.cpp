// SPDX-License-Identifier: Apache-2.0
// The palette is a fact of the format: the list is
// resources/palette/memory-viewer-palette.json (the spec's file), embedded into the core (Qt's
// resource system is QtCore; src/core/CMakeLists.txt) and read once.
#include "core/memoryviewer/palette.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <vector>

namespace memscope::memoryviewer {

namespace {

    const std::vector<quint32>& palette()
    {
        static const std::vector<quint32> colors = [] {
            const QString path = QStringLiteral(":/palette/memory-viewer-palette.json");
            QFile file(path);
            std::vector<quint32> list;
            if (file.open(QIODevice::ReadOnly)) {
                const QJsonArray array = QJsonDocument::fromJson(file.readAll()).array();
                for (const QJsonValue& color : array) {
                    const QString name = color.toString(); // "#rrggbb"
                    bool ok = false;
                    const quint32 rgb = name.mid(1).toUInt(&ok, 16);
                    if (name.size() != 7 || !name.startsWith(QLatin1Char('#')) || !ok)
                        qFatal("memscope: the embedded buffer palette %s holds \"%s\", not a #rrggbb colour",
                            qUtf8Printable(path), qUtf8Printable(name));
                    list.push_back(rgb);
                }
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

quint32 paletteRgb(int index)
{
    const std::vector<quint32>& colors = palette();
    const int size = static_cast<int>(colors.size());
    return colors[static_cast<size_t>(((index % size) + size) % size)];
}

} // namespace memscope::memoryviewer
