// SPDX-License-Identifier: Apache-2.0
// Build-time tool: renders the application's SVG icon to the PNG sizes the
// hicolor icon theme wants, so only the SVG is kept in the repository.
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <cstdio>

int main(int argc, char** argv)
{
    // Offscreen: the tool runs during the build, without a display.
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const QStringList arguments = QGuiApplication::arguments();
    if (arguments.size() != 4) {
        std::fprintf(stderr, "usage: memscope-render-icon SVG SIZE OUTPUT.png\n");
        return 2;
    }
    QSvgRenderer renderer(arguments.at(1));
    if (!renderer.isValid()) {
        std::fprintf(stderr, "cannot read SVG %s\n", qPrintable(arguments.at(1)));
        return 1;
    }
    const int size = arguments.at(2).toInt();
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    renderer.render(&painter);
    painter.end();
    if (!image.save(arguments.at(3))) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(arguments.at(3)));
        return 1;
    }
    return 0;
}
