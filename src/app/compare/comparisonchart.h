// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/axisticks.h"

#include <QColor>
#include <QPointF>
#include <QWidget>
#include <functional>
#include <optional>
#include <vector>

namespace memscope {

// Two curves of bytes on one chart, A and B, each with its peak marked: the
// Memory Viewer's program-order curves of two modules, or two Memory Profile
// timelines. Painted directly (one point per pixel column is drawn, however
// many the curve has), so the same painting exports to PNG, SVG and PDF.
// Hovering shows both values at that x; a highlighted range per side shows
// the lifetimes of a matched pair of buffers.
class ComparisonChart : public QWidget
{
    Q_OBJECT
public:
    enum Side
    {
        A = 0,
        B = 1
    };

    struct Series
    {
        QString name; // in the legend: "A: module(1)"
        std::vector<QPointF> points; // x ascending, y in bytes
        int peakIndex = -1; // into points, -1 = none
        bool stepped = false; // each value holds until the next point (memory in use over time), as in one chart
    };

    explicit ComparisonChart(QWidget* parent = nullptr);

    void setSeries(Side side, Series series);
    const Series& series(Side side) const { return m_series[side]; }
    void setXAxisTitle(const QString& title);
    // Formats an x value for the axis (with the ticks' decimals, the same for every tick) and the
    // hover text (decimals -1: the page's own precision): "12", "50 %", "3.2 ms", in the locale's digits.
    using XFormat = std::function<QString(double value, int decimals)>;
    void setXFormat(XFormat format);
    // The x axis's labels at a chart of `size`, as drawn.
    QStringList xTickLabels(const QSize& size) const;
    // A side's curve in pixels at a chart of `size`, as drawn (decimated to the pixels; as steps when stepped).
    QPolygonF curvePixels(Side side, const QSize& size) const;
    // Whether x counts whole steps (program order): then no tick falls between two.
    void setIntegerX(bool integer);
    // A range [first, last] of x shaded in the side's colour; nullopt clears it.
    void setHighlight(Side side, std::optional<std::pair<double, double>> range);
    std::optional<std::pair<double, double>> highlight(Side side) const { return m_highlight[side]; }

    // The colour of a side's curve, from the palette.
    QColor colorOf(Side side) const;
    // Where the plot area lies, and where a value of it is drawn.
    QRectF plotRect() const;
    QPointF pixelOf(double x, double bytes) const;
    // The hover text for an x (both sides' values there), "" outside the data.
    QString describe(double x) const;
    double xAt(double pixelX) const;
    // The peak label drawn next to a side's peak marker ("Peak A: 3.25 MiB at 4").
    QString peakLabel(Side side) const;
    // Where that label is drawn, on the palette's base; nullopt without a peak.
    std::optional<QRectF> peakLabelRect(Side side) const;

    void paintChart(QPainter& painter, const QSize& size) const;

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    struct Extent
    {
        double firstX = 0;
        double lastX = 1;
        double maxBytes = 1;
    };
    Extent extent() const;
    QRectF plotRectFor(const QSize& size) const;
    AxisTicks xTicksFor(const QRectF& plot, const Extent& range) const;
    QPointF pixelFor(const QRectF& plot, const Extent& extent, double x, double bytes) const;
    std::optional<double> valueAt(Side side, double x) const;
    std::optional<QPointF> peakPixelFor(Side side, const QRectF& plot, const Extent& range) const;
    std::optional<QRectF> peakLabelRectFor(Side side, const QSize& size) const;

    Series m_series[2];
    std::optional<std::pair<double, double>> m_highlight[2];
    QString m_xTitle;
    XFormat m_xFormat;
    bool m_integerX = false;
    std::optional<double> m_hoverX;
};

} // namespace memscope
