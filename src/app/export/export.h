// SPDX-License-Identifier: Apache-2.0
#pragma once

// Exporting what a page shows: images of widgets (PNG, SVG, PDF, the
// clipboard) and text (CSV, DOT). Every file goes through writeFileAtomically
// (core/util/savefile.h), so a
// failed export leaves an existing file untouched; errors name the file and
// the reason. Used by every page.

#include <QByteArray>
#include <QImage>
#include <QList>
#include <QString>
#include <functional>
#include <optional>

class QAbstractItemModel;
class QPainter;
class QWidget;

namespace memscope {

// One exportable view of a page: `id` names its files ("memory-viewer-chart"),
// `title` is shown to users.
struct ExportTarget
{
    QString id;
    QString title;
    QWidget* widget = nullptr;
};

enum class ImageFormat
{
    Png,
    Svg,
    Pdf
};

// "png", "svg" or "pdf" (any case); nullopt for anything else.
std::optional<ImageFormat> imageFormatFromName(const QString& name);
QString imageFormatSuffix(ImageFormat format);

// Something that paints itself into a rectangle of `size` logical pixels.
using PaintFunction = std::function<void(QPainter& painter)>;

// Writes a painting of `size` to `path` in `format`.
bool exportPainting(
    const QSize& size, const PaintFunction& paint, const QString& path, ImageFormat format, QString* error);
// Names what a page shows ("train.xplane.pb — jit_step(3) — HBM") for the
// images exported from it and its children; pages set it whenever it changes.
void setExportCaption(QWidget* page, const QString& caption);
// Writes a view as an image that says what it is: a heading of its title and
// the caption of its page above it, then the widget as it looks at its
// current size (children included). Buttons and text fields are left out (an
// image shows what the page says, not how to operate it).
bool exportView(const ExportTarget& target, const QString& path, ImageFormat format, QString* error);

// The widget as an image at the screen's device pixel ratio.
QImage renderWidgetImage(QWidget* widget);
// Puts the widget's image on the clipboard.
void copyWidgetToClipboard(QWidget* widget);

// Writes `contents` to `path` atomically.
bool writeTextFile(const QString& path, const QByteArray& contents, QString* error);

// A model's rows as RFC 4180 CSV (UTF-8, CRLF line ends): one header line from
// the horizontal header, then one line per row with the values of `role`.
QByteArray modelToCsv(const QAbstractItemModel& model, int role = Qt::DisplayRole);
// A tree's rows the same way, depth first, each line starting with its depth ("level", 0 at the top).
QByteArray treeToCsv(const QAbstractItemModel& model);

} // namespace memscope
