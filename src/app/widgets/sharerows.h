// SPDX-License-Identifier: Apache-2.0
#pragma once

// The rows of a "what holds the memory" tree (a snapshot's By Source Line, a module's Peak by Scope):
// what, its bytes, its share of the total and how many items, the numbers aligned right.

#include <QString>

class QTreeWidgetItem;

namespace memscope {

void setShareRow(QTreeWidgetItem* item, const QString& text, qint64 bytes, qint64 total, qint64 count);
// Such a tree opens the branches that hold a tenth of the total or more.
bool opensBranch(qint64 bytes, qint64 total);

} // namespace memscope
