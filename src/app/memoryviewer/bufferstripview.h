// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QPixmap>
#include <QWidget>
#include <vector>

namespace memscope {

enum class PeakTerms; // models/peakbuffermodel.h

class BufferSelection;

// One of the three views of the buffers live at the peak: a single stacked
// horizontal bar, one segment per buffer with a width proportional to its
// padded size, in the buffer's palette colour, under a title with the count
// ("by Buffer Size (109)"). Hover focuses a buffer, a click or the arrow keys
// select one; the shared BufferSelection keeps the three views, the table,
// the chart overlay and the card in step.
class BufferStripView : public QWidget
{
    Q_OBJECT
public:
    enum class Order
    {
        ProgramOrder,
        Size,
        Padding
    };

    explicit BufferStripView(QWidget* parent = nullptr);
    // The selection the view shows and changes, and the order of its
    // segments: set once, before the view is shown (a form creates the view).
    void setSelection(BufferSelection* selection, Order order);

    Order order() const { return m_order; }
    QString title() const;
    // The rows of the peak-buffer model in this view's order, left to right.
    const std::vector<int>& rowsInOrder() const { return m_rows; }
    // The model row under a point, -1 if none.
    int rowAt(const QPoint& position) const;
    // Where a row's segment is drawn (at least one pixel wide).
    QRectF segmentRect(int row) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool event(QEvent* event) override;

private:
    void rebuild();
    QRect barRect() const;
    int titleHeight() const;
    // Under the bar: the carets of the marks, then the scale of bytes.
    QRect scaleRect() const;
    void paintScale(QPainter& painter) const;
    void paintSegmentLabels(QPainter& painter) const;
    QRectF segmentRectAt(size_t position) const;
    // The title and every segment: what does not change on hover or selection.
    void paintStrip(QPainter& painter) const;
    // The highlight of the selected and hovered buffers and the focus frame.
    void paintMarks(QPainter& painter) const;
    void invalidateStripCache();
    PeakTerms terms() const;

    BufferSelection* m_selection = nullptr;
    Order m_order = Order::ProgramOrder;
    std::vector<int> m_rows; // model rows, left to right
    std::vector<int> m_positionOfRow; // model row -> index in m_rows
    std::vector<double> m_prefixBytes; // m_prefixBytes[i] = bytes left of segment i; size = m_rows.size() + 1
    // paintStrip() as last drawn on screen: with tens of thousands of buffers
    // at the peak, drawing every segment on each hover took hundreds of ms.
    QPixmap m_stripCache;
};

} // namespace memscope
