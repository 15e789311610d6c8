// SPDX-License-Identifier: Apache-2.0
#include "app/support/screenshots.h"

#include <QDir>
#include <algorithm>

namespace memscope::test {

QString screenshotPath(const QString& folder, const QString& name)
{
    const QString path = QDir::temp().filePath(folder);
    QDir().mkpath(path);
    return QDir(path).filePath(name);
}

bool isUniform(const QImage& image)
{
    const QImage pixels = image.convertToFormat(QImage::Format_RGB32);
    const QRgb first = pixels.isNull() ? 0 : pixels.pixel(0, 0);
    for (int y = 0; y < pixels.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(pixels.constScanLine(y));
        if (std::any_of(line, line + pixels.width(), [first](QRgb pixel) { return pixel != first; }))
            return false;
    }
    return true;
}

bool containsAnyColor(const QImage& image, const std::vector<QColor>& colors)
{
    const QImage pixels = image.convertToFormat(QImage::Format_RGB32);
    std::vector<QRgb> wanted;
    for (const QColor& color : colors)
        wanted.push_back(color.rgb());
    std::sort(wanted.begin(), wanted.end());
    for (int y = 0; y < pixels.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(pixels.constScanLine(y));
        if (std::any_of(line, line + pixels.width(),
                [&wanted](QRgb pixel) { return std::binary_search(wanted.begin(), wanted.end(), pixel); }))
            return true;
    }
    return false;
}

} // namespace memscope::test
