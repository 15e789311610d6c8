// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/memoryviewer/memoryviewer.h"
#include "models/timelinescene.h"

#include <QImage>
#include <QRgb>
#include <QWidget>
#include <memory>
#include <vector>

namespace memscope {

// The buffer allocation timeline (spec §4.4): one block per buffer, x = its
// lifetime in program order, y = its offset in memory (0 at the bottom),
// height = its size. Wheel zooms around the pointer, dragging pans, a click
// selects, hovering shows the block's details. Only blocks in view are
// visited (TimelineIndex) and blocks smaller than a pixel are drawn once per
// pixel, so half a million blocks stay smooth. Search matches op names with
// a case-insensitive regular expression (or plain text when the expression is
// invalid) and steps through the matches.
class AllocationTimelineView : public QWidget
{
    Q_OBJECT
public:
    explicit AllocationTimelineView(QWidget* parent = nullptr);

    // layout: the result's, built off the UI thread; nullptr builds it here.
    void setResult(
        std::shared_ptr<const memoryviewer::Result> result, std::shared_ptr<const TimelineScene> layout = nullptr);
    const std::vector<memoryviewer::BufferBlock>& blocks() const;

    // Selection: every block of a logical buffer (from the shared buffer
    // selection), or one block that is not live at the peak. -1 clears.
    void setSelectedBuffer(qint64 logicalBufferId);
    void setSelectedBlock(int blockIndex);
    // Outlines the blocks of a buffer hovered elsewhere (a bar of the peak
    // views, a table row); -1 clears.
    void setFocusedBuffer(qint64 logicalBufferId);
    int selectedBlock() const { return m_selectedBlock; }

    // Search by framework op or instruction name; returns the match count.
    int setSearchPattern(const QString& pattern);
    const std::vector<int>& matches() const { return m_matches; }
    int currentMatch() const { return m_currentMatch; } // index into matches(), -1 before the first step
    void nextMatch();
    void previousMatch();

    // The view, in program order and bytes.
    QRectF visibleArea() const { return QRectF(m_x0, m_y0, m_x1 - m_x0, m_y1 - m_y0); }
    QRectF fullArea() const { return QRectF(0, 0, m_layout->xMax, m_layout->yMax); }
    void resetView();
    void zoomAt(const QPointF& position, double factor);
    // Centres a block and zooms in to at least `minimumZoom` (and enough to show it whole).
    void zoomToBlock(int blockIndex, double minimumZoom = 5);

    int blockAt(const QPoint& position) const; // -1 if none
    QRectF blockScreenRect(int blockIndex) const;
    QString blockDescription(int blockIndex) const; // the hover tooltip
    QRect plotRect() const { return m_plot; }
    int lastPaintedBlockCount() const { return m_lastPaintedBlockCount; }

    QSize sizeHint() const override { return QSize(900, 420); }

Q_SIGNALS:
    void blockHovered(int blockIndex); // -1 when leaving blocks
    void blockClicked(int blockIndex); // -1 for a click on empty space
    void currentMatchChanged(int blockIndex);
    void viewChanged();

protected:
    void paintEvent(QPaintEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    QPointF toScreen(double x, double y) const;
    QPointF toData(const QPointF& screen) const;
    void setView(double x0, double x1, double y0, double y1);
    void panBy(const QPointF& screenDelta);
    void stepMatch(int delta);
    bool isHighlighted(int blockIndex) const;
    void paintAxes(QPainter& painter, const QRect& plot) const;
    // The y ticks for the current view and the plot rectangle that leaves
    // room for their labels.
    void updateAxisLayout();

    std::shared_ptr<const memoryviewer::Result> m_result;
    std::shared_ptr<const TimelineScene> m_layout = TimelineScene::build(nullptr);
    double m_x0 = 0, m_x1 = 1, m_y0 = 0, m_y1 = 1;
    QRect m_plot { 0, 0, 1, 1 };
    std::vector<std::pair<double, QString>> m_yTicks; // offset in bytes, label
    qint64 m_selectedBufferId = -1;
    qint64 m_focusedBufferId = -1;
    int m_selectedBlock = -1;
    int m_hoveredBlock = -1;
    std::vector<int> m_matches;
    std::vector<char> m_isMatch; // per block
    int m_currentMatch = -1;
    bool m_searchActive = false;
    QPoint m_pressPosition;
    bool m_pressed = false;
    bool m_dragging = false;
    QPointF m_lastDragPosition;
    std::vector<int> m_visible; // positions in m_layout->index.boxes() in view, reused between frames
    QImage m_subPixelLayer;
    int m_lastPaintedBlockCount = 0;
};

} // namespace memscope
