// SPDX-License-Identifier: Apache-2.0
#include "widgets/sharerows.h"

#include "core/util/units.h"

#include <QCoreApplication>
#include <QTreeWidgetItem>
#include <algorithm>

namespace memscope {

void setShareRow(QTreeWidgetItem* item, const QString& text, qint64 bytes, qint64 total, qint64 count)
{
    item->setText(0, text);
    item->setText(1, formatBytes(bytes));
    item->setText(2,
        QCoreApplication::translate("memscope::ShareRows", "%1%")
            .arg(formatNumber(100.0 * double(bytes) / double(std::max<qint64>(1, total)), 1)));
    item->setText(3, formatNumber(count));
    for (int column = 1; column < 4; ++column)
        item->setTextAlignment(column, Qt::AlignRight | Qt::AlignVCenter);
}

bool opensBranch(qint64 bytes, qint64 total) { return bytes * 10 >= std::max<qint64>(1, total); }

} // namespace memscope
