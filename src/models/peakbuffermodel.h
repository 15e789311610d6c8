// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/memoryviewer/memoryviewer.h"

#include <QAbstractTableModel>
#include <memory>
#include <unordered_map>

namespace memscope {

// The buffers live at a peak (a module's analysis or an out-of-memory
// report), one row per PeakBuffer in its rows' own order (the row is the index
// into PeakBufferRows::peakBuffers, which the by-size and by-padding orders
// refer to). Sort with SortRole: it
// holds raw numbers for the numeric columns.
// What the peak views show: an XLA module's buffers over its program order, or a PyTorch memory
// snapshot's allocations over its trace's actions (torch::peakResult). The views name them in the
// words of each.
enum class PeakTerms
{
    XlaModule,
    TorchSnapshot,
};

class PeakBufferModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        NameColumn,
        SizeColumn,
        UnpaddedColumn,
        PaddingColumn,
        ShapeColumn,
        FrameworkOpColumn,
        OpcodeColumn,
        AllocationTypeColumn,
        SpanStartColumn,
        SpanLimitColumn,
        ColumnCount
    };
    enum Role
    {
        SortRole = Qt::UserRole, // qint64 for numbers, QString otherwise
        BufferColorRole, // QColor from the buffer palette
        LogicalBufferIdRole, // qint64, -1 for the small group
    };

    explicit PeakBufferModel(QObject* parent = nullptr);

    void setRows(std::shared_ptr<const memoryviewer::PeakBufferRows> rows);
    void setTerms(PeakTerms terms);
    PeakTerms terms() const { return m_terms; }
    const std::shared_ptr<const memoryviewer::PeakBufferRows>& rows() const { return m_rows; }
    // The buffer of a row; nullptr when the row is out of range.
    const memoryviewer::PeakBuffer* buffer(int row) const;
    // The row of a logical buffer id, -1 when it is not live at the peak.
    int rowOfLogicalBuffer(qint64 logicalBufferId) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const memoryviewer::PeakBufferRows> m_rows;
    std::unordered_map<qint64, int> m_rowOfId;
    PeakTerms m_terms = PeakTerms::XlaModule;
};

// The span a buffer's lifetime overlay covers on the program-order chart
// (spec §4.2): [spanStart, spanLimit] of the buffer, a negative limit meaning
// the end, and the whole range for buffers without a span (spanStart < 0:
// indefinite ones, the small group).
struct ProgramOrderSpan
{
    int start = 0;
    int limit = 0;
};
ProgramOrderSpan overlaySpan(int spanStart, int spanLimit, int lastProgramOrder);

} // namespace memscope
