// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/overview/overview.h"

#include <QAbstractTableModel>
#include <vector>

namespace memscope {

// The Overview Page's top device ops. Qt::DisplayRole is formatted text;
// SortRole the raw number (or the text) so the table sorts on values.
class OverviewTopOpsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        TimePercentColumn,
        CumulativePercentColumn,
        CategoryColumn,
        OperationColumn,
        OccurrencesColumn,
        SelfTimeColumn,
        FlopRateColumn,
        BytesAccessedColumn,
        ColumnCount
    };
    enum Roles
    {
        SortRole = Qt::UserRole + 1,
        // What a CSV holds: numbers in the unit the header names (percent in
        // the % columns), empty where a value is not available.
        ExportRole,
    };

    explicit OverviewTopOpsModel(QObject* parent = nullptr);

    void setOps(std::vector<overview::TopOp> ops);
    const overview::TopOp& op(int row) const { return m_ops.at(static_cast<size_t>(row)); }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<overview::TopOp> m_ops;
};

} // namespace memscope
