// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QItemSelectionModel>

namespace memscope {

class PeakBufferModel;

// The one selection of the Memory Viewer page: a QItemSelectionModel over the
// PeakBufferModel that every view (the three buffer strips, the table through
// its proxy, the timeline, the detail card) reads and writes, plus the
// transient hover. The focused buffer is the hovered one while the pointer is
// over a buffer, else the selected one; the chart overlay and the card follow
// it.
class BufferSelection : public QObject
{
    Q_OBJECT
public:
    explicit BufferSelection(PeakBufferModel* model, QObject* parent = nullptr);

    PeakBufferModel* model() const { return m_model; }
    QItemSelectionModel* selectionModel() const { return m_selectionModel; }

    int selectedRow() const;
    void selectRow(int row); // -1 clears
    int hoveredRow() const { return m_hoveredRow; }
    void setHoveredRow(int row); // -1 when the pointer leaves
    int focusedRow() const { return m_hoveredRow >= 0 ? m_hoveredRow : selectedRow(); }

Q_SIGNALS:
    void selectedRowChanged(int row);
    void focusedRowChanged(int row);

private:
    void emitFocusIfChanged();

    PeakBufferModel* m_model;
    QItemSelectionModel* m_selectionModel;
    int m_hoveredRow = -1;
    int m_lastFocusedRow = -1;
};

} // namespace memscope
