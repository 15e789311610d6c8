// SPDX-License-Identifier: Apache-2.0
#include "compare/deltatable.h"

#include "core/compare/deltatext.h"
#include "core/util/units.h"

#include <QHeaderView>
#include <limits>

namespace memscope {

namespace {

    // Sorts by the numbers kept in Qt::UserRole where a column has them.
    class NumericItem : public QTreeWidgetItem
    {
    public:
        using QTreeWidgetItem::QTreeWidgetItem;
        bool operator<(const QTreeWidgetItem& other) const override
        {
            const int column = treeWidget() ? treeWidget()->sortColumn() : 0;
            const QVariant left = data(column, Qt::UserRole);
            const QVariant right = other.data(column, Qt::UserRole);
            if (left.isValid() && right.isValid())
                return left.toDouble() < right.toDouble();
            return QTreeWidgetItem::operator<(other);
        }
    };

    QString number(const std::optional<double>& value, const QString& unit, int decimals, bool sign)
    {
        if (!value)
            return DeltaTable::tr("n/a");
        return (sign ? compare::formatSignedNumber(*value, decimals) : formatNumber(*value, decimals)) + unit;
    }

} // namespace

DeltaTable::DeltaTable(QWidget* parent)
    : QTreeWidget(parent)
{
    setColumnCount(ColumnCount);
    setHeaderLabels({ QString(), tr("A"), tr("B"), tr("Delta"), tr("Change") });
    setRootIsDecorated(false);
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    setSelectionMode(QAbstractItemView::SingleSelection);
    header()->setSectionResizeMode(LabelColumn, QHeaderView::Stretch);
    for (int column = AColumn; column < ColumnCount; ++column)
        header()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    header()->setStretchLastSection(false);
}

QTreeWidgetItem* DeltaTable::addRow(const QString& label, const compare::IntegerDelta& delta, bool bytes)
{
    auto* item = new NumericItem(this);
    const auto text = [bytes](qint64 value) { return bytes ? formatBytes(value) : QString::number(value); };
    item->setText(LabelColumn, label);
    item->setText(AColumn, text(delta.a));
    item->setText(BColumn, text(delta.b));
    const qint64 change = delta.delta();
    item->setText(DeltaColumn,
        bytes ? compare::formatDeltaBytes(change) : compare::formatSignedNumber(static_cast<double>(change)));
    item->setText(ChangeColumn, compare::formatDeltaPercent(delta.percent()));
    item->setData(AColumn, Qt::UserRole, static_cast<double>(delta.a));
    item->setData(BColumn, Qt::UserRole, static_cast<double>(delta.b));
    item->setData(DeltaColumn, Qt::UserRole, static_cast<double>(change));
    item->setData(ChangeColumn, Qt::UserRole, delta.percent().value_or(std::numeric_limits<double>::infinity()));
    for (int column = AColumn; column < ColumnCount; ++column)
        item->setTextAlignment(column, Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

void DeltaTable::addRow(const QString& label, const compare::RealDelta& delta, const QString& unit, int decimals)
{
    auto* item = new NumericItem(this);
    item->setText(LabelColumn, label);
    item->setText(AColumn, number(delta.a, unit, decimals, false));
    item->setText(BColumn, number(delta.b, unit, decimals, false));
    item->setText(
        DeltaColumn, number(delta.delta(), unit == QLatin1String(" %") ? tr(" points") : unit, decimals, true));
    item->setText(ChangeColumn, delta.a && delta.b ? compare::formatDeltaPercent(delta.percent()) : tr("n/a"));
    if (delta.delta())
        item->setData(DeltaColumn, Qt::UserRole, *delta.delta());
    for (int column = AColumn; column < ColumnCount; ++column)
        item->setTextAlignment(column, Qt::AlignRight | Qt::AlignVCenter);
}

QTreeWidgetItem* DeltaTable::rowOf(const QString& label) const
{
    const QList<QTreeWidgetItem*> found = findItems(label, Qt::MatchExactly, LabelColumn);
    return found.isEmpty() ? nullptr : found.first();
}

} // namespace memscope
