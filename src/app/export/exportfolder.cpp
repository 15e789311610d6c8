// SPDX-License-Identifier: Apache-2.0
#include "export/exportfolder.h"

#include <QCoreApplication>
#include <QWidget>

namespace memscope {

bool exportPageToFolder(QWidget* page, QWidget* content, const QString& directory, const QStringList& formats,
    const std::function<QList<ExportTarget>()>& targets,
    const std::function<bool(const QDir& folder, QString* error)>& writeFiles, QString* error)
{
    const auto fail = [error](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    if (!QDir().mkpath(directory))
        return fail(QCoreApplication::translate("memscope", "Cannot create the folder %1.").arg(directory));
    const bool wasShown = page->isVisible();
    if (!wasShown) {
        page->setAttribute(Qt::WA_DontShowOnScreen);
        if (page->width() < 1200)
            page->resize(1400, 1000);
        page->show();
    }
    if (content)
        content->adjustSize();
    const QDir folder(directory);
    bool ok = true;
    for (const QString& name : formats) {
        const std::optional<ImageFormat> format = imageFormatFromName(name);
        if (!format) {
            ok = fail(QCoreApplication::translate("memscope", "Unknown export format \"%1\": use png, svg or pdf.")
                          .arg(name));
            break;
        }
        for (const ExportTarget& target : targets()) {
            ok = exportView(
                target, folder.filePath(target.id + QLatin1Char('.') + imageFormatSuffix(*format)), *format, error);
            if (!ok)
                break;
        }
        if (!ok)
            break;
    }
    if (ok && writeFiles)
        ok = writeFiles(folder, error);
    if (!wasShown) {
        page->hide();
        page->setAttribute(Qt::WA_DontShowOnScreen, false);
    }
    return ok;
}

} // namespace memscope
