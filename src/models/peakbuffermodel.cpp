// SPDX-License-Identifier: Apache-2.0
#include "models/peakbuffermodel.h"

#include "core/util/units.h"
#include "models/buffercolor.h"

#include <QColor>
#include <QLocale>

namespace memscope {

PeakBufferModel::PeakBufferModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void PeakBufferModel::setRows(std::shared_ptr<const memoryviewer::PeakBufferRows> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    m_rowOfId.clear();
    if (m_rows) {
        for (size_t row = 0; row < m_rows->peakBuffers.size(); ++row) {
            const auto& buffer = m_rows->peakBuffers[row];
            if (!buffer.isSmallGroup())
                m_rowOfId.emplace(buffer.logicalBufferId, static_cast<int>(row));
        }
    }
    endResetModel();
}

const memoryviewer::PeakBuffer* PeakBufferModel::buffer(int row) const
{
    if (!m_rows || row < 0 || row >= static_cast<int>(m_rows->peakBuffers.size()))
        return nullptr;
    return &m_rows->peakBuffers[static_cast<size_t>(row)];
}

int PeakBufferModel::rowOfLogicalBuffer(qint64 logicalBufferId) const
{
    const auto found = m_rowOfId.find(logicalBufferId);
    return found == m_rowOfId.end() ? -1 : found->second;
}

int PeakBufferModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid() || !m_rows)
        return 0;
    return static_cast<int>(m_rows->peakBuffers.size());
}

int PeakBufferModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

namespace {

    // The raw value of a cell: numbers as qint64 so that sorting is numeric.
    QVariant rawValue(const memoryviewer::PeakBufferRows& rows, const memoryviewer::PeakBuffer& buffer, int column)
    {
        switch (column) {
        case PeakBufferModel::NameColumn:
            return rows.text(buffer.isSmallGroup() ? buffer.label : buffer.instructionName);
        case PeakBufferModel::SizeColumn:
            return buffer.sizeBytes;
        case PeakBufferModel::UnpaddedColumn:
            return buffer.unpaddedBytes;
        case PeakBufferModel::PaddingColumn:
            return buffer.paddingBytes();
        case PeakBufferModel::ShapeColumn:
            return rows.text(buffer.shape);
        case PeakBufferModel::FrameworkOpColumn:
            return rows.text(buffer.tfOpName);
        case PeakBufferModel::OpcodeColumn:
            return rows.text(buffer.opcode);
        case PeakBufferModel::AllocationTypeColumn:
            return rows.text(buffer.allocationType);
        case PeakBufferModel::SpanStartColumn:
            return qint64(buffer.spanStart);
        case PeakBufferModel::SpanLimitColumn:
            return qint64(buffer.spanLimit);
        default:
            return {};
        }
    }

    bool isByteColumn(int column)
    {
        return column == PeakBufferModel::SizeColumn || column == PeakBufferModel::UnpaddedColumn
            || column == PeakBufferModel::PaddingColumn;
    }

    bool isNumberColumn(int column)
    {
        return isByteColumn(column) || column == PeakBufferModel::SpanStartColumn
            || column == PeakBufferModel::SpanLimitColumn;
    }

} // namespace

QVariant PeakBufferModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const memoryviewer::PeakBuffer* peakBuffer = buffer(index.row());
    if (!peakBuffer)
        return {};
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole: {
        const QVariant raw = rawValue(*m_rows, *peakBuffer, column);
        if (isByteColumn(column))
            return (column == UnpaddedColumn && peakBuffer->unpaddedBytes == 0) ? QString()
                                                                                : formatBytes(raw.toLongLong());
        if (column == SpanStartColumn || column == SpanLimitColumn)
            return raw.toLongLong() < 0 ? QString() : raw.toString();
        return raw;
    }
    case SortRole:
        return rawValue(*m_rows, *peakBuffer, column);
    case Qt::ToolTipRole:
        if (isByteColumn(column))
            return tr("%1 bytes").arg(QLocale().toString(rawValue(*m_rows, *peakBuffer, column).toLongLong()));
        if (column == NameColumn)
            return m_rows->text(peakBuffer->label);
        return {};
    case Qt::DecorationRole:
        return column == NameColumn ? QVariant(bufferColor(peakBuffer->colorIndex)) : QVariant();
    case BufferColorRole:
        return bufferColor(peakBuffer->colorIndex);
    case LogicalBufferIdRole:
        return peakBuffer->logicalBufferId;
    case Qt::TextAlignmentRole:
        return isNumberColumn(column) ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    default:
        return {};
    }
}

void PeakBufferModel::setTerms(PeakTerms terms)
{
    if (m_terms == terms)
        return;
    m_terms = terms;
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

QVariant PeakBufferModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (m_terms == PeakTerms::TorchSnapshot) {
        switch (section) {
        case NameColumn:
            return tr("Allocated by");
        case UnpaddedColumn:
            return tr("Requested size");
        case PaddingColumn:
            return tr("Rounding");
        case ShapeColumn:
            return tr("Address");
        case FrameworkOpColumn:
            return tr("Context");
        case AllocationTypeColumn:
            return tr("Stream");
        case SpanStartColumn:
            return tr("Allocated after action");
        case SpanLimitColumn:
            return tr("Freed after action");
        default:
            break;
        }
    }
    switch (section) {
    case NameColumn:
        return tr("Name");
    case SizeColumn:
        return tr("Size");
    case UnpaddedColumn:
        return tr("Unpadded size");
    case PaddingColumn:
        return tr("Padding");
    case ShapeColumn:
        return tr("Shape");
    case FrameworkOpColumn:
        return tr("Framework op");
    case OpcodeColumn:
        return tr("Opcode");
    case AllocationTypeColumn:
        return tr("Allocation type");
    case SpanStartColumn:
        return tr("Allocated at");
    case SpanLimitColumn:
        return tr("Freed at");
    default:
        return {};
    }
}

ProgramOrderSpan overlaySpan(int spanStart, int spanLimit, int lastProgramOrder)
{
    if (spanStart < 0)
        return { 0, lastProgramOrder };
    return { spanStart, spanLimit < 0 ? lastProgramOrder : spanLimit };
}

} // namespace memscope
