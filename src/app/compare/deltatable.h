// SPDX-License-Identifier: Apache-2.0
#pragma once

// The side-by-side tables of the Compare tab: one row per figure with A, B,
// the delta and the change in percent, sortable by the numbers (not the text).

#include "core/compare/delta.h"

#include <QTreeWidget>

namespace memscope {

class DeltaTable : public QTreeWidget
{
    Q_OBJECT
public:
    enum Column
    {
        LabelColumn,
        AColumn,
        BColumn,
        DeltaColumn,
        ChangeColumn,
        ColumnCount
    };

    // The label column's header is the form's (it names what the rows are).
    explicit DeltaTable(QWidget* parent = nullptr);

    // Bytes (formatted with binary units) or counts; returns the row (for rows under it).
    QTreeWidgetItem* addRow(const QString& label, const compare::IntegerDelta& delta, bool bytes = true);
    // Milliseconds or percent (then the delta is in percentage points).
    void addRow(const QString& label, const compare::RealDelta& delta, const QString& unit, int decimals);

    // The row of a label, nullptr when there is none (tests).
    QTreeWidgetItem* rowOf(const QString& label) const;
};

} // namespace memscope
