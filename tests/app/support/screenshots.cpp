// SPDX-License-Identifier: Apache-2.0
#include "app/support/screenshots.h"

#include <QColor>
#include <QDir>
#include <algorithm>

namespace memscope::test {

QPalette darkPalette()
{
    QPalette palette;
    palette.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    palette.setColor(QPalette::WindowText, QColor(0xe6, 0xe6, 0xe6));
    palette.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    palette.setColor(QPalette::AlternateBase, QColor(0x2a, 0x2a, 0x2a));
    palette.setColor(QPalette::Text, QColor(0xe6, 0xe6, 0xe6));
    palette.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
    palette.setColor(QPalette::ButtonText, QColor(0xe6, 0xe6, 0xe6));
    palette.setColor(QPalette::Highlight, QColor(0x3d, 0xae, 0xe9));
    palette.setColor(QPalette::HighlightedText, Qt::black);
    palette.setColor(QPalette::Link, QColor(0x8a, 0xb4, 0xf8));
    palette.setColor(QPalette::Mid, QColor(0x50, 0x50, 0x50));
    palette.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x9a, 0x9a));
    return palette;
}

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
