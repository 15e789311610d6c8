// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "export/export.h"

#include <QDir>
#include <QStringList>
#include <functional>

namespace memscope {

// A page's "export everything" (the Export menu and memscope --export): creates
// `directory`, writes each view of `targets()` in each format as "<id>.<suffix>",
// then calls `writeFiles` for the page's other files (CSV, DOT, JSON). A hidden
// `page` is laid out off screen meanwhile (at least 1400×1000), with `content`
// at its full size so the whole-page image is not clipped by a scroll area (none: nothing to unclip).
// false with *error naming the file and the reason.
bool exportPageToFolder(QWidget* page, QWidget* content, const QString& directory, const QStringList& formats,
    const std::function<QList<ExportTarget>()>& targets,
    const std::function<bool(const QDir& folder, QString* error)>& writeFiles, QString* error);

} // namespace memscope
