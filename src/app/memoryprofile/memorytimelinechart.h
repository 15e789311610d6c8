// SPDX-License-Identifier: Apache-2.0
#pragma once

// The Memory Profile's "Memory Timeline Graph": stack (red), heap (orange) and
// free memory (green) stacked over time in ms, fragmentation dashed on its own
// axis. Every snapshot is kept; what is drawn is reduced per pixel column for
// the visible range (models/memoryprofiletimeline.h) and recomputed on zoom.
// Drag to zoom into a time range, right-click to see everything again, click
// for the event under the mouse. Step boundaries and the lifetimes of the
// selected allocations are painted over the plot.

#include "core/memoryprofile/memoryprofile.h"
#include "models/memoryprofiletimeline.h"

#include <QChartView>
#include <memory>
#include <optional>

class QAreaSeries;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace memscope {

class MemoryTimelineChart : public QChartView
{
    Q_OBJECT
public:
    explicit MemoryTimelineChart(QWidget* parent = nullptr);
    ~MemoryTimelineChart() override;

    void setAllocator(std::shared_ptr<const memoryprofile::Result> result, const memoryprofile::Allocator* allocator);
    // Marks these allocations' lifetimes (snapshot indices); empty clears the marks.
    void setMarkedAllocations(const std::vector<int>& snapshotIndices);
    void setFreeMemoryVisible(bool visible);
    bool isFreeMemoryVisible() const { return m_showFree; }
    void resetZoom();
    // Zooms to [fromMs, toMs].
    void showRange(double fromMs, double toMs);

    // The visible time range in ms, and the number of points drawn (for tests).
    QPair<double, double> visibleRangeMs() const;
    int plottedPointCount() const;
    const std::vector<MemoryProfileTimeline::Lifetime>& markedLifetimes() const { return m_marked; }
    // The event text shown when clicking at time `ms` (XProf's tooltip lines).
    QString describeEventAt(double ms) const;
    // The time in ms under a point of the view; nothing outside the plot.
    std::optional<double> timeAt(const QPoint& viewPosition) const;
    // Where a marked lifetime is painted, in scene (= view) coordinates.
    QRectF markedBand(const MemoryProfileTimeline::Lifetime& lifetime) const;

Q_SIGNALS:
    void zoomChanged();
    // A click showed the event nearest to `ms`, described as `text`.
    void eventDescribed(double ms, const QString& text);

protected:
    void drawForeground(QPainter* painter, const QRectF& rect) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void applyPalette();
    void scheduleRebuild();
    void rebuildSeries();
    QString unitTitle() const;
    double sceneX(qint64 ps) const;

    std::shared_ptr<const memoryprofile::Result> m_result;
    const memoryprofile::Allocator* m_allocator = nullptr;
    QLineSeries* m_stackTop = nullptr;
    QLineSeries* m_heapTop = nullptr;
    QLineSeries* m_freeTop = nullptr;
    QLineSeries* m_baseline = nullptr;
    QAreaSeries* m_stackArea = nullptr;
    QAreaSeries* m_heapArea = nullptr;
    QAreaSeries* m_freeArea = nullptr;
    QLineSeries* m_fragmentation = nullptr;
    QScatterSeries* m_peak = nullptr;
    QValueAxis* m_timeAxis = nullptr;
    QValueAxis* m_memoryAxis = nullptr;
    QValueAxis* m_fragmentationAxis = nullptr;
    std::vector<MemoryProfileTimeline::Lifetime> m_marked;
    double m_unitBytes = 1;
    bool m_showFree = true;
    bool m_rebuildPending = false;
    bool m_rebuilding = false;
    QPoint m_pressPosition;
    int m_plottedPoints = 0;
};

} // namespace memscope
