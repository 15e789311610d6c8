// SPDX-License-Identifier: Apache-2.0
#include "models/bufferselection.h"

#include "models/peakbuffermodel.h"

namespace memscope {

BufferSelection::BufferSelection(PeakBufferModel* model, QObject* parent)
    : QObject(parent)
    , m_model(model)
    , m_selectionModel(new QItemSelectionModel(model, this))
{
    connect(m_selectionModel, &QItemSelectionModel::selectionChanged, this, [this] {
        Q_EMIT selectedRowChanged(selectedRow());
        emitFocusIfChanged();
    });
    connect(model, &QAbstractItemModel::modelReset, this, [this] {
        m_hoveredRow = -1;
        Q_EMIT selectedRowChanged(selectedRow());
        emitFocusIfChanged();
    });
}

int BufferSelection::selectedRow() const
{
    const QModelIndexList rows = m_selectionModel->selectedRows();
    return rows.isEmpty() ? -1 : rows.first().row();
}

void BufferSelection::selectRow(int row)
{
    if (row == selectedRow())
        return;
    if (row < 0 || row >= m_model->rowCount()) {
        m_selectionModel->clear();
        return;
    }
    const QModelIndex index = m_model->index(row, 0);
    m_selectionModel->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
}

void BufferSelection::setHoveredRow(int row)
{
    if (row >= m_model->rowCount())
        row = -1;
    if (row == m_hoveredRow)
        return;
    m_hoveredRow = row;
    emitFocusIfChanged();
}

void BufferSelection::emitFocusIfChanged()
{
    const int focused = focusedRow();
    if (focused == m_lastFocusedRow)
        return;
    m_lastFocusedRow = focused;
    Q_EMIT focusedRowChanged(focused);
}

} // namespace memscope
