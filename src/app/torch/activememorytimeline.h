// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/util/units.h"
#include "models/activememoryraster.h"
#include "models/jobtracker.h"

#include <QImage>
#include <QTimer>
#include <QWidget>
#include <memory>

namespace memscope {

// MemoryViz's Active Memory Timeline: every allocation of a device a band stacked over the trace,
// drawn from a per-pixel summary (ActiveMemoryLayout) that is rebuilt on a resize, a zoom or a pan
// only; a hover repaints the cached image and the hovered band. The wheel zooms around the cursor,
// a drag pans, a double-click, Esc or Home shows the whole trace. A zoom or a pan draws the image it
// has, stretched and moved to the new range, at once, and the summary of the new range is built off
// the UI thread (the latest range wins) and replaces it when ready: a frame never waits for the
// walk over millions of actions. Hover, click and outlines follow the image shown.
class ActiveMemoryTimeline : public QWidget
{
    Q_OBJECT
public:
    explicit ActiveMemoryTimeline(QWidget* parent = nullptr);

    // The device's layout; nullptr clears the view.
    void setAllocations(std::shared_ptr<const ActiveMemoryLayout> layout);
    // Outlines an allocation (DeviceMemory::allocations index, -1: none), as the selection does.
    void setSelectedAllocation(qint64 allocation);
    // A vertical line at x (the Allocator State's point); a negative x removes it.
    void setMarker(double x);
    double marker() const { return m_marker; }

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
    // The summary of the range shown is being built (the image shown is another range's, stretched).
    bool isBuilding() const { return m_rasterDue.isActive() || m_rasterJob.isRunning(); }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void allocationHovered(qint64 allocation); // -1 when the cursor leaves every band
    void allocationClicked(qint64 allocation);
    // A click (not a drag) at x, wherever it lands in the plot.
    void pointClicked(double x);

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
    // The summary of the range shown, built here and now (a new layout, a new size).
    void rebuildRaster();
    // The summary of the range shown, built off the UI thread once the range stops changing; the
    // image shown meanwhile is stretched.
    void requestRaster();
    void startRaster();
    void colourImage();
    // Raster pixels (column, row from the top) to widget coordinates, for the range shown.
    QTransform rasterToView() const;
    void setHovered(qint64 allocation);
    void paintAxes(QPainter& painter, const QRect& plot) const;
    void paintBand(QPainter& painter, qint64 allocation, const QColor& color) const;
    double topBytes() const;

    std::shared_ptr<const ActiveMemoryLayout> m_layout;
    ActiveMemoryLayout::Raster m_raster;
    double m_rasterFirstX = 0; // the range m_raster summarises
    double m_rasterLastX = 1;
    JobTracker m_rasterJob { this };
    QTimer m_rasterDue; // a burst of wheel steps or drag moves starts one build, after it
    QImage m_image; // m_raster in colour
    bool m_rasterDirty = true; // a new layout or size: rebuilt before the next paint
    bool m_imageDirty = true;
    double m_firstX = 0;
    double m_lastX = 1;
    qint64 m_hovered = -1;
    qint64 m_selected = -1;
    double m_marker = -1;
    ByteScale m_unit;
    QPoint m_pressPosition;
    double m_pressFirstX = 0;
    bool m_dragging = false;
};

} // namespace memscope
