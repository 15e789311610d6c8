// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "export/export.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <utility>

namespace memscope {

// A page of the Compare tab (Memory Viewer, Memory Profile, Overview): a
// QWidget that also implements this, so the tab's Export button and its
// "export everything" treat every page alike.
class ComparePage
{
public:
    virtual ~ComparePage() = default;
    // The views that export as images (charts, the whole page).
    virtual QList<ExportTarget> exportTargets() = 0;
    // The tables as CSV: a file name without ".csv" and its contents; empty before the comparison is ready.
    virtual QList<std::pair<QString, QByteArray>> csvExports() const = 0;
};

} // namespace memscope
