// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "export/export.h"

#include <QList>
#include <functional>

class QAction;
class QMenu;

namespace memscope {

// The user's side of exporting: "Save as PNG/SVG/PDF…" and "Copy as image"
// actions for a view, and a file dialog that remembers the last folder.
// Errors are shown in a message box over `dialogParent`.
void addImageExportActions(QMenu* menu, const ExportTarget& target, QWidget* dialogParent);

// Asks for a file name (suggesting `baseName`.`suffix` in the last export
// folder); empty when the user cancels.
QString askExportPath(
    QWidget* dialogParent, const QString& title, const QString& baseName, const QString& suffix, const QString& filter);

// Asks for a file name as askExportPath() does and writes `contents()` into it,
// showing any error; `contents` runs only once the user has chosen a file.
void exportTextFile(QWidget* dialogParent, const QString& title, const QString& baseName, const QString& suffix,
    const QString& filter, const std::function<QByteArray()>& contents);

// Shows an export error, if any, to the user.
void reportExportError(QWidget* dialogParent, const QString& error);

} // namespace memscope
