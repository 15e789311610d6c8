// SPDX-License-Identifier: Apache-2.0
#include "export/exportactions.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QSettings>
#include <QStandardPaths>

namespace memscope {

namespace {

    const QString kLastExportFolderKey = QStringLiteral("export/lastFolder");

    struct ExportText
    {
        Q_DECLARE_TR_FUNCTIONS(memscope)
    };

    QString filterFor(ImageFormat format)
    {
        switch (format) {
        case ImageFormat::Png:
            return ExportText::tr("PNG image (*.png)");
        case ImageFormat::Svg:
            return ExportText::tr("SVG image (*.svg)");
        case ImageFormat::Pdf:
            return ExportText::tr("PDF document (*.pdf)");
        }
        return {};
    }

    QString actionText(ImageFormat format)
    {
        switch (format) {
        case ImageFormat::Png:
            return ExportText::tr("Save as PNG…");
        case ImageFormat::Svg:
            return ExportText::tr("Save as SVG…");
        case ImageFormat::Pdf:
            return ExportText::tr("Save as PDF…");
        }
        return {};
    }

} // namespace

QString askExportPath(
    QWidget* dialogParent, const QString& title, const QString& baseName, const QString& suffix, const QString& filter)
{
    QSettings settings;
    const QString folder
        = settings.value(kLastExportFolderKey, QStandardPaths::writableLocation(QStandardPaths::PicturesLocation))
              .toString();
    QString path = QFileDialog::getSaveFileName(
        dialogParent, title, QDir(folder).filePath(baseName + QLatin1Char('.') + suffix), filter);
    if (path.isEmpty())
        return {};
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + suffix;
    settings.setValue(kLastExportFolderKey, QFileInfo(path).absolutePath());
    return path;
}

void exportTextFile(QWidget* dialogParent, const QString& title, const QString& baseName, const QString& suffix,
    const QString& filter, const std::function<QByteArray()>& contents)
{
    const QString path = askExportPath(dialogParent, title, baseName, suffix, filter);
    if (path.isEmpty())
        return;
    QString error;
    if (!writeTextFile(path, contents(), &error))
        reportExportError(dialogParent, error);
}

void reportExportError(QWidget* dialogParent, const QString& error)
{
    if (!error.isEmpty())
        QMessageBox::warning(dialogParent, ExportText::tr("Export failed"), error);
}

void addImageExportActions(QMenu* menu, const ExportTarget& target, QWidget* dialogParent)
{
    QPointer<QWidget> widget = target.widget;
    for (const ImageFormat format : { ImageFormat::Png, ImageFormat::Svg, ImageFormat::Pdf }) {
        QObject::connect(menu->addAction(actionText(format)), &QAction::triggered, dialogParent, [=] {
            if (!widget)
                return;
            const QString path = askExportPath(dialogParent, ExportText::tr("Export %1").arg(target.title), target.id,
                imageFormatSuffix(format), filterFor(format));
            if (path.isEmpty())
                return;
            QString error;
            if (!exportView({ target.id, target.title, widget }, path, format, &error))
                reportExportError(dialogParent, error);
        });
    }
    QObject::connect(menu->addAction(ExportText::tr("Copy as Image")), &QAction::triggered, dialogParent, [widget] {
        if (widget)
            copyWidgetToClipboard(widget);
    });
}

} // namespace memscope
