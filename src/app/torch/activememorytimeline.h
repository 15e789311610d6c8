// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/util/units.h"
#include "models/activememoryraster.h"

#include <QImage>
#include <QWidget>
#include <memory>

namespace memscope {

// MemoryViz's Active Memory Timeline: every allocation of a device a band stacked over the trace,
// drawn from a per-pixel summary (ActiveMemoryLayout) that is rebuilt on a resize, a zoom or a pan
// only; a hover repaints the cached image and the hovered band. The wheel zooms around the cursor,
// a drag pans, a double-click, Esc or Home shows the whole trace.
class ActiveMemoryTimeline : public QWidget
{
    Q_OBJECT
public:
    explicit ActiveMemoryTimeline(QWidget* parent = nullptr);

    // The device's layout; nullptr clears the view.
    void setAllocations(std::shared_ptr<const ActiveMemoryLayout> layout);
    // Outlines an allocation (DeviceMemory::allocations index, -1: none), as the selection does.
    void setSelectedAllocation(qint64 allocation);

    // The x range shown (microseconds or action numbers, ActiveMemoryLayout::usesTime).
    double visibleFirst() const { return m_firstX; }
    double visibleLast() const { return m_lastX; }
    void showRange(double first, double last);
    void resetView();
    // The allocation drawn at a point, -1 if none; where the plot is.
    qint64 allocationAt(const QPoint& position) const;
    QRect plotRect() const;
    // Where an allocation is drawn in the view's current image (its pixels' bounding box); empty if not shown.
    QRect allocationRect(qint64 allocation) const;
    qint64 hoveredAllocation() const { return m_hovered; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void allocationHovered(qint64 allocation); // -1 when the cursor leaves every band
    void allocationClicked(qint64 allocation);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void rebuildImage();
    void setHovered(qint64 allocation);
    void paintAxes(QPainter& painter, const QRect& plot) const;
    void paintBand(QPainter& painter, const QRect& plot, qint64 allocation, const QColor& color) const;
    double topBytes() const;

    std::shared_ptr<const ActiveMemoryLayout> m_layout;
    ActiveMemoryLayout::Raster m_raster;
    QImage m_image;
    bool m_imageDirty = true;
    double m_firstX = 0;
    double m_lastX = 1;
    qint64 m_hovered = -1;
    qint64 m_selected = -1;
    ByteScale m_unit;
    QPoint m_pressPosition;
    double m_pressFirstX = 0;
    bool m_dragging = false;
};

} // namespace memscope
