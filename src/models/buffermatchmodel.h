// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/compare/memoryviewercompare.h"

#include <QAbstractTableModel>
#include <memory>

namespace memscope {

// One list of matched buffers of a ModuleComparison (grown, shrunk, only in A,
// only in B): a row per match. Qt::UserRole holds the raw value of a cell
// (bytes, percent) so a QSortFilterProxyModel sorts by delta, not by text;
// MatchRole the index into ModuleComparison::buffers.
class BufferMatchModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        BufferColumn,
        ShapeColumn,
        SizeAColumn,
        SizeBColumn,
        DeltaColumn,
        PercentColumn,
        MatchColumn,
        ColumnCount
    };
    static constexpr int MatchRole = Qt::UserRole + 1;

    BufferMatchModel(compare::BufferChange change, QObject* parent = nullptr);

    void setComparison(std::shared_ptr<const compare::ModuleComparison> comparison);
    compare::BufferChange change() const { return m_change; }
    // The match shown in `row`, nullptr when out of range.
    const compare::BufferMatch* matchAt(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    compare::BufferChange m_change;
    std::shared_ptr<const compare::ModuleComparison> m_comparison;
    std::vector<int> m_rows; // indices into m_comparison->buffers
};

} // namespace memscope
