// SPDX-License-Identifier: Apache-2.0
#include "compare/comparisonchart.h"

#include "core/util/units.h"
#include "models/axisticks.h"

#include <QEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>
#include <algorithm>
#include <cmath>

namespace memscope {

namespace {

    constexpr int kMargin = 8;
    constexpr int kLeftAxis = 64; // room for the byte labels
    constexpr int kBottomAxis = 40; // tick labels and the axis title
    constexpr int kLegend = 22;
    constexpr double kHighlightBar = 5;

    // The points of a curve as drawn: within one pixel column only the first,
    // the lowest, the highest and the last point, which look the same.
    QPolygonF decimated(const std::vector<QPointF>& points, const std::function<QPointF(const QPointF&)>& toPixel)
    {
        QPolygonF polygon;
        size_t i = 0;
        while (i < points.size()) {
            const QPointF first = toPixel(points[i]);
            const int column = static_cast<int>(std::floor(first.x()));
            QPointF low = first;
            QPointF high = first;
            QPointF last = first;
            size_t j = i + 1;
            for (; j < points.size(); ++j) {
                const QPointF next = toPixel(points[j]);
                if (static_cast<int>(std::floor(next.x())) != column)
                    break;
                low = next.y() > low.y() ? next : low; // pixel y grows downwards
                high = next.y() < high.y() ? next : high;
                last = next;
            }
            polygon << first;
            if (j - i > 1)
                polygon << (low.x() < high.x() ? low : high) << (low.x() < high.x() ? high : low) << last;
            i = j;
        }
        return polygon;
    }

} // namespace

ComparisonChart::ComparisonChart(QWidget* parent)
    : QWidget(parent)
    , m_xFormat(
          [](double x, int decimals) { return formatNumber(x, decimals < 0 ? 6 : decimals, decimals < 0 ? 'g' : 'f'); })
{
    setMouseTracking(true);
    setMinimumSize(320, 200);
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
}

void ComparisonChart::setSeries(Side side, Series series)
{
    m_series[side] = std::move(series);
    update();
}

void ComparisonChart::setXAxisTitle(const QString& title)
{
    m_xTitle = title;
    update();
}

void ComparisonChart::setXFormat(XFormat format)
{
    m_xFormat = std::move(format);
    update();
}

void ComparisonChart::setIntegerX(bool integer)
{
    m_integerX = integer;
    update();
}

void ComparisonChart::setHighlight(Side side, std::optional<std::pair<double, double>> range)
{
    m_highlight[side] = range;
    update();
}

QColor ComparisonChart::colorOf(Side side) const
{
    return palette().color(side == A ? QPalette::Highlight : QPalette::LinkVisited);
}

ComparisonChart::Extent ComparisonChart::extent() const
{
    Extent extent;
    bool any = false;
    double maxBytes = 0;
    for (const Series& series : m_series) {
        if (series.points.empty())
            continue;
        extent.firstX = any ? std::min(extent.firstX, series.points.front().x()) : series.points.front().x();
        extent.lastX = any ? std::max(extent.lastX, series.points.back().x()) : series.points.back().x();
        any = true;
        for (const QPointF& point : series.points)
            maxBytes = std::max(maxBytes, point.y());
    }
    if (!(extent.lastX > extent.firstX))
        extent.lastX = extent.firstX + 1;
    extent.maxBytes = maxBytes > 0 ? maxBytes * 1.08 : 1; // room above the peaks for their labels
    return extent;
}

QRectF ComparisonChart::plotRectFor(const QSize& size) const
{
    return QRectF(kLeftAxis, kMargin + kLegend, std::max(10, size.width() - kLeftAxis - kMargin * 2),
        std::max(10, size.height() - kMargin - kLegend - kBottomAxis));
}

QRectF ComparisonChart::plotRect() const { return plotRectFor(size()); }

QPointF ComparisonChart::pixelFor(const QRectF& plot, const Extent& extent, double x, double bytes) const
{
    return { plot.left() + (x - extent.firstX) / (extent.lastX - extent.firstX) * plot.width(),
        plot.bottom() - bytes / extent.maxBytes * plot.height() };
}

QPointF ComparisonChart::pixelOf(double x, double bytes) const { return pixelFor(plotRect(), extent(), x, bytes); }

double ComparisonChart::xAt(double pixelX) const
{
    const QRectF plot = plotRect();
    const Extent range = extent();
    return range.firstX + (pixelX - plot.left()) / plot.width() * (range.lastX - range.firstX);
}

// The curve's value at x: the last point at or before it (curves are steps of the heap).
std::optional<double> ComparisonChart::valueAt(Side side, double x) const
{
    const std::vector<QPointF>& points = m_series[side].points;
    if (points.empty() || x < points.front().x() || x > points.back().x())
        return std::nullopt;
    const auto after = std::upper_bound(
        points.begin(), points.end(), x, [](double value, const QPointF& point) { return value < point.x(); });
    return (after - 1)->y();
}

QString ComparisonChart::describe(double x) const
{
    QStringList lines;
    for (const Side side : { A, B }) {
        if (const std::optional<double> bytes = valueAt(side, x))
            lines << tr("%1: %2").arg(m_series[side].name, formatBytes(*bytes));
    }
    if (lines.isEmpty())
        return {};
    const std::optional<double> a = valueAt(A, x);
    const std::optional<double> b = valueAt(B, x);
    if (a && b)
        lines << tr("Delta: %1%2")
                     .arg(*b >= *a ? QStringLiteral("+") : QStringLiteral("−"), formatBytes(std::abs(*b - *a)));
    return tr("At %1\n%2").arg(m_xFormat(x, -1), lines.join(QLatin1Char('\n')));
}

QString ComparisonChart::peakLabel(Side side) const
{
    const Series& series = m_series[side];
    if (series.peakIndex < 0 || series.peakIndex >= static_cast<int>(series.points.size()))
        return {};
    const QPointF peak = series.points[static_cast<size_t>(series.peakIndex)];
    return side == A ? tr("Peak A: %1 at %2").arg(formatBytes(peak.y()), m_xFormat(peak.x(), -1))
                     : tr("Peak B: %1 at %2").arg(formatBytes(peak.y()), m_xFormat(peak.x(), -1));
}

std::optional<QPointF> ComparisonChart::peakPixelFor(Side side, const QRectF& plot, const Extent& range) const
{
    const Series& series = m_series[side];
    if (series.peakIndex < 0 || series.peakIndex >= static_cast<int>(series.points.size()))
        return std::nullopt;
    const QPointF peak = series.points[static_cast<size_t>(series.peakIndex)];
    return pixelFor(plot, range, peak.x(), peak.y());
}

std::optional<QRectF> ComparisonChart::peakLabelRectFor(Side side, const QSize& size) const
{
    const QRectF plot = plotRectFor(size);
    const Extent range = extent();
    const std::optional<QPointF> peak = peakPixelFor(side, plot, range);
    if (!peak)
        return std::nullopt;
    // Beside the marker, or left of it near the right edge; B's below A's.
    const QFontMetrics metrics(font());
    const double width = metrics.horizontalAdvance(peakLabel(side)) + 8;
    const double x = peak->x() + 6 + width > plot.right() ? peak->x() - 6 - width : peak->x() + 6;
    const int above = side == B && peakPixelFor(A, plot, range) ? 1 : 0;
    return QRectF(x, plot.top() + 4 + above * (metrics.height() + 2), width, metrics.height());
}

std::optional<QRectF> ComparisonChart::peakLabelRect(Side side) const { return peakLabelRectFor(side, size()); }

AxisTicks ComparisonChart::xTicksFor(const QRectF& plot, const Extent& range) const
{
    const int xTickCount = std::max(2, static_cast<int>(plot.width() / 90));
    return niceTicks(range.firstX, range.lastX, xTickCount, m_integerX ? AxisValues::Integer : AxisValues::Real);
}

QStringList ComparisonChart::xTickLabels(const QSize& size) const
{
    const AxisTicks ticks = xTicksFor(plotRectFor(size), extent());
    QStringList labels;
    for (const double tick : ticks.values)
        labels << m_xFormat(tick, ticks.decimals);
    return labels;
}

QPolygonF ComparisonChart::curvePixels(Side side, const QSize& size) const
{
    const QRectF plot = plotRectFor(size);
    const Extent range = extent();
    QPolygonF line = decimated(
        m_series[side].points, [&](const QPointF& point) { return pixelFor(plot, range, point.x(), point.y()); });
    if (!m_series[side].stepped)
        return line;
    // Across a column the value holds, then changes: a level line, then a vertical one.
    QPolygonF steps;
    steps.reserve(line.size() * 2);
    for (qsizetype i = 0; i < line.size(); ++i) {
        if (i > 0 && line[i].x() != line[i - 1].x() && line[i].y() != line[i - 1].y())
            steps << QPointF(line[i].x(), line[i - 1].y());
        steps << line[i];
    }
    return steps;
}

void ComparisonChart::paintChart(QPainter& painter, const QSize& size) const
{
    const QPalette palette = this->palette();
    const QRectF plot = plotRectFor(size);
    const Extent range = extent();
    const auto toPixel = [&](const QPointF& point) { return pixelFor(plot, range, point.x(), point.y()); };
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setFont(font());
    const QFontMetrics metrics(font());

    // Grid and axes.
    QColor grid = palette.color(QPalette::Text);
    grid.setAlphaF(0.12);
    const ByteScale unit = byteScaleFor(range.maxBytes);
    const AxisTicks yTicks = niceTicks(0, unit.fromBytes(range.maxBytes), 5);
    for (const double tick : yTicks.values) {
        const double y = plot.bottom() - tick * unit.bytesPerUnit / range.maxBytes * plot.height();
        painter.setPen(grid);
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        painter.setPen(palette.color(QPalette::Text));
        painter.drawText(QRectF(0, y - 8, kLeftAxis - 6, 16), Qt::AlignRight | Qt::AlignVCenter,
            QStringLiteral("%1 %2").arg(formatNumber(tick, yTicks.decimals), unit.name));
    }
    const AxisTicks xTicks = xTicksFor(plot, range);
    for (const double tick : xTicks.values) {
        const double x = toPixel({ tick, 0 }).x();
        painter.setPen(grid);
        painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        painter.setPen(palette.color(QPalette::Text));
        painter.drawText(QRectF(x - 45, plot.bottom() + 2, 90, 16), Qt::AlignHCenter | Qt::AlignTop,
            m_xFormat(tick, xTicks.decimals));
    }
    painter.setPen(palette.color(QPalette::Mid));
    painter.drawRect(plot);
    painter.setPen(palette.color(QPalette::Text));
    painter.drawText(
        QRectF(plot.left(), plot.bottom() + 18, plot.width(), 18), Qt::AlignHCenter | Qt::AlignTop, m_xTitle);

    // Highlighted lifetimes, under the curves.
    for (const Side side : { A, B }) {
        if (!m_highlight[side])
            continue;
        QColor fill = colorOf(side);
        fill.setAlphaF(0.16);
        const double left = toPixel({ m_highlight[side]->first, 0 }).x();
        const double right = std::max(toPixel({ m_highlight[side]->second, 0 }).x(), left + 2);
        painter.fillRect(QRectF(QPointF(left, plot.top()), QPointF(right, plot.bottom())), fill);
        // Where both overlap the shading mixes: a solid bar per side along the bottom tells them apart.
        const double barTop = plot.bottom() - (side == A ? 1 : 2) * kHighlightBar;
        painter.fillRect(QRectF(QPointF(left, barTop), QPointF(right, barTop + kHighlightBar)), colorOf(side));
    }

    // The curves, their peaks and the legend.
    painter.save();
    painter.setClipRect(plot.adjusted(-1, -1, 1, 1));
    for (const Side side : { A, B }) {
        painter.setPen(QPen(colorOf(side), side == A ? 2.0 : 1.6, side == A ? Qt::SolidLine : Qt::DashLine));
        painter.drawPolyline(curvePixels(side, size));
    }
    painter.restore();
    for (const Side side : { A, B }) {
        const std::optional<QPointF> peak = peakPixelFor(side, plot, range);
        if (!peak)
            continue;
        painter.setPen(QPen(colorOf(side), 1, Qt::DotLine));
        painter.drawLine(QPointF(peak->x(), plot.top()), QPointF(peak->x(), plot.bottom()));
        painter.setPen(QPen(colorOf(side), 2));
        painter.setBrush(palette.color(QPalette::Base));
        painter.drawEllipse(*peak, 4, 4);
    }
    // The labels after both markers, each on the palette's base: where both
    // peaks share an x, B's label would otherwise lie on A's curve.
    for (const Side side : { A, B }) {
        const std::optional<QRectF> rect = peakLabelRectFor(side, size);
        if (!rect)
            continue;
        painter.setPen(QPen(colorOf(side), 1));
        painter.setBrush(palette.color(QPalette::Base));
        painter.drawRect(*rect);
        painter.drawText(rect->adjusted(4, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, peakLabel(side));
    }
    double legendX = plot.left();
    for (const Side side : { A, B }) {
        const double y = kMargin + kLegend / 2.0;
        painter.setPen(QPen(colorOf(side), 2, side == A ? Qt::SolidLine : Qt::DashLine));
        painter.drawLine(QPointF(legendX, y), QPointF(legendX + 24, y));
        painter.setPen(palette.color(QPalette::Text));
        const QString name = m_series[side].name;
        painter.drawText(QPointF(legendX + 30, y + metrics.ascent() / 2.0 - 1), name);
        legendX += 30 + metrics.horizontalAdvance(name) + 24;
    }

    if (m_hoverX) {
        const double x = toPixel({ *m_hoverX, 0 }).x();
        painter.setPen(QPen(palette.color(QPalette::Text), 1, Qt::DashLine));
        painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
    }
}

void ComparisonChart::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    paintChart(painter, size());
}

void ComparisonChart::mouseMoveEvent(QMouseEvent* event)
{
    const QPointF position = event->position();
    if (!plotRect().contains(position)) {
        leaveEvent(event);
        return;
    }
    m_hoverX = xAt(position.x());
    const QString text = describe(*m_hoverX);
    setToolTip(text);
    if (!text.isEmpty())
        QToolTip::showText(event->globalPosition().toPoint(), text, this);
    update();
}

void ComparisonChart::leaveEvent(QEvent*)
{
    m_hoverX.reset();
    setToolTip(QString());
    QToolTip::hideText();
    update();
}

void ComparisonChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        update();
    QWidget::changeEvent(event);
}

} // namespace memscope
