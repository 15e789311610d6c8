// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/memoryviewer/memoryviewer.h"
#include "core/util/units.h"
#include "models/peakbuffermodel.h"

#include <QChartView>
#include <memory>
#include <optional>

class QAreaSeries;
class QLineSeries;
class QValueAxis;

namespace memscope {

// "Memory Allocation Size vs Program Order": the heap size (padded and
// unpadded) at each point of the HLO schedule, the peak, and the lifetime of
// the focused buffer. Only what the plot's pixels can show is handed to Qt
// Charts (CurveDecimator), so a million points stay smooth. Drag horizontally
// to zoom into a range; Esc or resetZoom() shows everything.
class ProgramOrderChart : public QChartView
{
    Q_OBJECT
public:
    // The lifetime overlay: a bar over [start, limit] in program order whose
    // height is the buffer's size.
    struct Overlay
    {
        int start = 0;
        int limit = 0;
        double bytes = 0;
        QColor color;
    };

    explicit ProgramOrderChart(QWidget* parent = nullptr);

    void setResult(std::shared_ptr<const memoryviewer::Result> result);
    // The words of the title, the axes and the tooltips; set before setResult().
    void setTerms(PeakTerms terms);
    void setOverlay(std::optional<Overlay> overlay);
    std::optional<Overlay> overlay() const { return m_overlay; }

    // The program-order range in view.
    double visibleFirst() const;
    double visibleLast() const;
    void zoomToRange(double first, double last);
    void resetZoom();
    bool isZoomed() const;

    // What is plotted, in program order and bytes (for tests and exports).
    QList<QPointF> plottedSizePoints() const;
    int lastProgramOrder() const;
    const ByteScale& yUnit() const { return m_unit; }
    // The tooltip text for one point of the curve.
    QString pointDescription(int programOrder) const;
    int programOrderAt(const QPoint& viewPosition) const; // -1 outside the plot
    // The point the arrow keys moved to (the first press starts at the peak), described as the
    // mouse's is; nullopt before a key moved it or after the result changed.
    std::optional<int> keyboardPoint() const { return m_keyboardPoint; }
    // Where a point of the curve stands in the view.
    QPoint viewPositionOf(int programOrder) const;

Q_SIGNALS:
    void zoomChanged();

protected:
    void resizeEvent(QResizeEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    void onXRangeChanged();
    void updateView(); // ticks and curves for the current range and size
    void updateCurves();
    void updateOverlaySeries();
    void applyPalette();
    void cacheDrawnItems();
    void applyTerms();
    void moveKeyboardPoint(int programOrder);

    std::shared_ptr<const memoryviewer::Result> m_result;
    std::optional<Overlay> m_overlay;
    ByteScale m_unit;
    QLineSeries* m_sizeSeries;
    QLineSeries* m_unpaddedSeries;
    QLineSeries* m_peakSeries;
    QLineSeries* m_overlayUpper;
    QAreaSeries* m_overlaySeries;
    QValueAxis* m_xAxis;
    QValueAxis* m_yAxis;
    bool m_updatingRange = false;
    PeakTerms m_terms = PeakTerms::XlaModule;
    std::optional<int> m_keyboardPoint;
};

} // namespace memscope
