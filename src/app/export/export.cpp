// SPDX-License-Identifier: Apache-2.0
#include "export/export.h"

#include "core/util/csv.h"
#include "core/util/savefile.h"

#include <QAbstractButton>
#include <QAbstractItemModel>
#include <QApplication>
#include <QBuffer>
#include <QClipboard>
#include <QCoreApplication>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPdfWriter>
#include <QScreen>
#include <QSvgGenerator>
#include <QWidget>

namespace memscope {

namespace {

    struct ExportText
    {
        Q_DECLARE_TR_FUNCTIONS(memscope)
    };

    void setError(QString* error, const QString& message)
    {
        if (error)
            *error = message;
    }

    // True when `failure` (writeFileAtomically's answer) is empty; else sets the error.
    bool succeeded(const QString& failure, QString* error)
    {
        if (!failure.isEmpty())
            setError(error, failure);
        return failure.isEmpty();
    }

    // Device pixels per logical pixel for raster exports: at least 2 so that
    // images stay sharp on high-density screens and in documents.
    qreal exportPixelRatio()
    {
        const QScreen* screen = QGuiApplication::primaryScreen();
        return std::max<qreal>(2.0, screen ? screen->devicePixelRatio() : 1.0);
    }

    void paintInto(QPaintDevice& device, const QSize& size, const PaintFunction& paint, qreal scale)
    {
        QPainter painter(&device);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::TextAntialiasing);
        painter.scale(scale, scale);
        painter.setClipRect(QRect(QPoint(0, 0), size));
        paint(painter);
    }

} // namespace

std::optional<ImageFormat> imageFormatFromName(const QString& name)
{
    const QString lower = name.toLower();
    if (lower == QLatin1String("png"))
        return ImageFormat::Png;
    if (lower == QLatin1String("svg"))
        return ImageFormat::Svg;
    if (lower == QLatin1String("pdf"))
        return ImageFormat::Pdf;
    return std::nullopt;
}

QString imageFormatSuffix(ImageFormat format)
{
    switch (format) {
    case ImageFormat::Png:
        return QStringLiteral("png");
    case ImageFormat::Svg:
        return QStringLiteral("svg");
    case ImageFormat::Pdf:
        return QStringLiteral("pdf");
    }
    return {};
}

bool exportPainting(
    const QSize& size, const PaintFunction& paint, const QString& path, ImageFormat format, QString* error)
{
    if (size.isEmpty()) {
        setError(error, ExportText::tr("Cannot write %1: there is nothing to draw").arg(path));
        return false;
    }
    // Encoded before the file is opened, so that an encoder failure is told apart from a write failure.
    QByteArray png;
    if (format == ImageFormat::Png) {
        const qreal ratio = exportPixelRatio();
        QImage image(size * ratio, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(ratio);
        image.fill(Qt::transparent);
        paintInto(image, size, paint, 1.0);
        QBuffer buffer(&png);
        if (!buffer.open(QIODevice::WriteOnly) || !image.save(&buffer, "PNG")) {
            setError(error, ExportText::tr("Cannot write %1: the PNG encoder failed").arg(path));
            return false;
        }
        return succeeded(writeFileAtomically(path, png), error);
    }
    return succeeded(
        writeFileAtomically(path,
            [&](QIODevice& file) {
                if (format == ImageFormat::Svg) {
                    QSvgGenerator generator;
                    generator.setOutputDevice(&file);
                    generator.setSize(size);
                    generator.setViewBox(QRect(QPoint(0, 0), size));
                    generator.setTitle(ExportText::tr("Memscope export"));
                    paintInto(generator, size, paint, 1.0);
                    return true;
                }
                QPdfWriter writer(&file);
                writer.setCreator(QStringLiteral("Memscope"));
                writer.setResolution(96);
                // One page exactly the size of the drawing (96 logical px per inch).
                writer.setPageSize(
                    QPageSize(QSizeF(size.width() * 72.0 / 96.0, size.height() * 72.0 / 96.0), QPageSize::Point));
                writer.setPageMargins(QMarginsF(0, 0, 0, 0));
                const QRect page = writer.pageLayout().paintRectPixels(writer.resolution());
                const qreal scale = std::min(qreal(page.width()) / size.width(), qreal(page.height()) / size.height());
                paintInto(writer, size, paint, scale);
                return true;
            }),
        error);
}

namespace {

    constexpr const char* kCaptionProperty = "memscopeExportCaption";

    QString captionOf(const QWidget* widget)
    {
        for (; widget; widget = widget->parentWidget()) {
            const QString caption = widget->property(kCaptionProperty).toString();
            if (!caption.isEmpty())
                return caption;
        }
        return {};
    }

} // namespace

void setExportCaption(QWidget* page, const QString& caption) { page->setProperty(kCaptionProperty, caption); }

bool exportView(const ExportTarget& target, const QString& path, ImageFormat format, QString* error)
{
    QWidget* widget = target.widget;
    if (!widget) {
        setError(error, ExportText::tr("Cannot write %1: there is no view to export").arg(path));
        return false;
    }
    if (widget->size().isEmpty()) {
        setError(error, ExportText::tr("Cannot write %1: there is nothing to draw").arg(path));
        return false;
    }
    widget->ensurePolished();
    const QString caption = captionOf(widget);
    const QString heading = caption.isEmpty() ? target.title : ExportText::tr("%1 — %2").arg(target.title, caption);
    QFont font = widget->font();
    font.setBold(true);
    const QFontMetrics metrics(font);
    const int headingHeight = metrics.height() * 2;
    // Controls, and the labels that say how to use a view (named "…Hint" in the forms: "hover…",
    // "drag…"), are no part of a picture. Hidden, not removed: the layout keeps its place, so nothing moves.
    const auto isHint = [](const QWidget* child) {
        return qobject_cast<const QLabel*>(child) && child->objectName().endsWith(u"Hint");
    };
    QList<QWidget*> controls;
    for (QWidget* child : widget->findChildren<QWidget*>()) {
        if (child->isVisible()
            && (qobject_cast<QAbstractButton*>(child) || qobject_cast<QLineEdit*>(child) || isHint(child)))
            controls << child;
    }
    for (QWidget* control : controls)
        control->setAttribute(Qt::WA_WState_Hidden);
    const QSize size(
        std::max(widget->width(), metrics.horizontalAdvance(heading) + 24), widget->height() + headingHeight);
    const bool ok = exportPainting(
        size,
        [&](QPainter& painter) {
            const QPalette palette = widget->palette();
            painter.fillRect(QRect(QPoint(0, 0), size), palette.color(QPalette::Base));
            painter.setFont(font);
            painter.setPen(palette.color(QPalette::Text));
            painter.drawText(QRect(12, 0, size.width() - 24, headingHeight), Qt::AlignLeft | Qt::AlignVCenter, heading);
            widget->render(
                &painter, QPoint(0, headingHeight), QRegion(), QWidget::DrawWindowBackground | QWidget::DrawChildren);
        },
        path, format, error);
    for (QWidget* control : controls)
        control->setAttribute(Qt::WA_WState_Hidden, false);
    return ok;
}

QImage renderWidgetImage(QWidget* widget)
{
    const qreal ratio = exportPixelRatio();
    QImage image(widget->size() * ratio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    widget->render(&painter, QPoint(), QRegion(), QWidget::DrawWindowBackground | QWidget::DrawChildren);
    return image;
}

void copyWidgetToClipboard(QWidget* widget)
{
    if (QClipboard* clipboard = QGuiApplication::clipboard())
        clipboard->setImage(renderWidgetImage(widget));
}

bool writeTextFile(const QString& path, const QByteArray& contents, QString* error)
{
    return succeeded(writeFileAtomically(path, contents), error);
}

namespace {
    // One CSV line of `columns` fields, `leading` first when given.
    QByteArray csvFields(int columns, const std::function<QString(int)>& field, const QString* leading = nullptr)
    {
        QStringList fields;
        if (leading)
            fields << *leading;
        for (int column = 0; column < columns; ++column)
            fields << field(column);
        return csvLine(fields).toUtf8();
    }

    QString headerOf(const QAbstractItemModel& model, int column)
    {
        return model.headerData(column, Qt::Horizontal).toString();
    }
} // namespace

QByteArray modelToCsv(const QAbstractItemModel& model, int role)
{
    const int columns = model.columnCount();
    QByteArray csv = csvFields(columns, [&model](int column) { return headerOf(model, column); });
    for (int row = 0; row < model.rowCount(); ++row)
        csv += csvFields(
            columns, [&model, row, role](int column) { return model.index(row, column).data(role).toString(); });
    return csv;
}

QByteArray treeToCsv(const QAbstractItemModel& model)
{
    const int columns = model.columnCount();
    const QString level = QStringLiteral("level");
    QByteArray csv = csvFields(
        columns, [&model](int column) { return headerOf(model, column); }, &level);
    const auto rows = [&](const auto& self, const QModelIndex& parent, int depth) -> void {
        const QString depthText = QString::number(depth);
        for (int row = 0; row < model.rowCount(parent); ++row) {
            csv += csvFields(
                columns, [&](int column) { return model.index(row, column, parent).data().toString(); }, &depthText);
            self(self, model.index(row, 0, parent), depth + 1);
        }
    };
    rows(rows, QModelIndex(), 0);
    return csv;
}

} // namespace memscope
