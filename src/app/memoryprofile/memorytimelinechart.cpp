// SPDX-License-Identifier: Apache-2.0
#include "memoryprofile/memorytimelinechart.h"

#include "core/util/units.h"
#include "widgets/chartticks.h"

#include <QAreaSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QMouseEvent>
#include <QRubberBand>
#include <QScatterSeries>
#include <QTimer>
#include <QToolTip>
#include <QValueAxis>
#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace memscope {

using memoryprofile::Snapshot;

namespace {

    // XProf's series colours (stack red, heap orange, free green), which users
    // know from its Memory Profile; fragmentation gets an explicit blue.
    const QColor kStackColor(0xd9, 0x30, 0x25);
    const QColor kHeapColor(0xe8, 0x71, 0x0a);
    const QColor kFreeColor(0x1e, 0x8e, 0x3e);
    const QColor kFragmentationColor(0x1a, 0x73, 0xe8);
    constexpr int kAreaAlpha = 90;
    constexpr int kClickTolerancePixels = 4;
    constexpr int kMinPixelsPerStepBoundary = 4;
    constexpr double kPixelsPerTimeTick = 110;
    constexpr double kPixelsPerMemoryTick = 45;
    constexpr int kMemoryRangeSteps = 8;

    double toMs(qint64 ps) { return static_cast<double>(ps) / 1e9; }

    qint64 toPs(double ms) { return static_cast<qint64>(ms * 1e9); }

    QAreaSeries* makeArea(const QString& name, QLineSeries* upper, QLineSeries* lower, const QColor& color)
    {
        auto* area = new QAreaSeries(upper, lower);
        area->setName(name);
        QColor fill = color;
        fill.setAlpha(kAreaAlpha);
        area->setBrush(fill);
        area->setPen(QPen(color, 1));
        return area;
    }

} // namespace

MemoryTimelineChart::MemoryTimelineChart(QWidget* parent)
    // Our chart from the start: setChart() would orphan the default one, which
    // nothing deletes (one QChart leaked per page).
    : QChartView(new QChart, parent)
{
    QChart* chart = this->chart();
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->setLocalizeNumbers(true); // the axes in the user's digits, as every page's figures
    chart->legend()->setAlignment(Qt::AlignTop);
    // Steps are horizontal and vertical lines, which need no antialiasing, and the curves of a busy
    // allocator are jagged from pixel to pixel: antialiased 1.5-pixel outlines and a dashed line
    // along them took 1.3 s to draw a zoom of 6 500 points (5 M events written elsewhere), solid
    // 1-pixel lines without antialiasing 0.12 s.
    setRenderHint(QPainter::Antialiasing, false);
    setRubberBand(QChartView::HorizontalRubberBand);
    setMinimumHeight(260);

    m_baseline = new QLineSeries(this);
    m_stackTop = new QLineSeries(this);
    m_heapTop = new QLineSeries(this);
    m_freeTop = new QLineSeries(this);
    m_stackArea = makeArea(tr("stack"), m_stackTop, m_baseline, kStackColor);
    m_heapArea = makeArea(tr("heap"), m_heapTop, m_stackTop, kHeapColor);
    m_freeArea = makeArea(tr("free"), m_freeTop, m_heapTop, kFreeColor);
    m_fragmentation = new QLineSeries;
    m_fragmentation->setName(tr("fragmentation"));
    m_fragmentation->setPen(QPen(kFragmentationColor, 1));
    m_peak = new QScatterSeries;
    m_peak->setName(tr("window peak"));
    m_peak->setMarkerSize(9);

    m_timeAxis = new QValueAxis;
    m_timeAxis->setTitleText(tr("Timestamp (ms)"));
    m_memoryAxis = new QValueAxis;
    m_fragmentationAxis = new QValueAxis;
    m_fragmentationAxis->setTitleText(tr("Fragmentation (%)"));
    m_fragmentationAxis->setRange(0, 100);
    // "%.0f", not "%d": Qt Charts prints no label of a "%d" format once it localises the numbers.
    m_fragmentationAxis->setLabelFormat(QStringLiteral("%.0f"));
    chart->addAxis(m_timeAxis, Qt::AlignBottom);
    chart->addAxis(m_memoryAxis, Qt::AlignLeft);
    chart->addAxis(m_fragmentationAxis, Qt::AlignRight);
    for (QAbstractSeries* series :
        std::initializer_list<QAbstractSeries*> { m_stackArea, m_heapArea, m_freeArea, m_peak }) {
        chart->addSeries(series);
        series->attachAxis(m_timeAxis);
        series->attachAxis(m_memoryAxis);
    }
    chart->addSeries(m_fragmentation);
    m_fragmentation->attachAxis(m_timeAxis);
    m_fragmentation->attachAxis(m_fragmentationAxis);
    // The legend reads like XProf's: stack, heap, free, fragmentation.
    const QList<QLegendMarker*> markers = chart->legend()->markers();
    for (QLegendMarker* marker : markers)
        marker->setShape(
            marker->series() == m_fragmentation ? QLegend::MarkerShapeFromSeries : QLegend::MarkerShapeRectangle);

    connect(m_timeAxis, &QValueAxis::rangeChanged, this, [this](double from, double to) {
        if (m_rebuilding)
            return;
        // A rubber-band zoom: ticks for the new range now, the curves soon.
        setNiceRange(m_timeAxis, from, to, this->chart()->plotArea().width(), kPixelsPerTimeTick);
        scheduleRebuild();
        Q_EMIT zoomChanged();
    });
    applyPalette();
    setToolTip(
        tr("Drag to zoom into a time range, right-click to see the whole window, click for the event at that time."));
}

MemoryTimelineChart::~MemoryTimelineChart() = default;

void MemoryTimelineChart::setAllocator(
    std::shared_ptr<const memoryprofile::Result> result, const memoryprofile::Allocator* allocator)
{
    m_result = std::move(result);
    m_allocator = allocator;
    m_marked.clear();
    resetZoom();
    rebuildSeries();
}

void MemoryTimelineChart::setMarkedAllocations(const std::vector<int>& snapshotIndices)
{
    m_marked.clear();
    if (m_allocator) {
        for (const int index : snapshotIndices)
            m_marked.push_back(MemoryProfileTimeline::lifetime(*m_allocator, index));
    }
    viewport()->update();
}

void MemoryTimelineChart::setFreeMemoryVisible(bool visible)
{
    m_showFree = visible;
    m_freeArea->setVisible(visible);
    rebuildSeries();
}

void MemoryTimelineChart::resetZoom()
{
    double first = 0;
    double last = 1;
    if (m_allocator && !m_allocator->snapshots.empty()) {
        first = toMs(m_allocator->snapshots.front().timePs);
        last = toMs(m_allocator->snapshots.back().timePs);
    }
    if (last <= first)
        last = first + 1; // a single event still gets a visible axis
    const double margin = (last - first) * 0.01;
    showRange(first - margin, last + margin);
}

void MemoryTimelineChart::showRange(double fromMs, double toMs)
{
    setNiceRange(m_timeAxis, fromMs, std::max(toMs, fromMs + 1e-6), chart()->plotArea().width(), kPixelsPerTimeTick);
}

QPair<double, double> MemoryTimelineChart::visibleRangeMs() const { return { m_timeAxis->min(), m_timeAxis->max() }; }

int MemoryTimelineChart::plottedPointCount() const { return m_plottedPoints; }

void MemoryTimelineChart::scheduleRebuild()
{
    if (m_rebuildPending)
        return;
    m_rebuildPending = true;
    QTimer::singleShot(0, this, [this] {
        m_rebuildPending = false;
        rebuildSeries();
    });
}

void MemoryTimelineChart::rebuildSeries()
{
    m_rebuilding = true;
    QList<QPointF> zero, stack, heap, free, fragmentation, peak;
    double top = 0;
    if (m_allocator && !m_allocator->snapshots.empty()) {
        const std::vector<Snapshot>& snapshots = m_allocator->snapshots;
        const int columns = std::max(100, static_cast<int>(chart()->plotArea().width()));
        const int peakIndex = m_allocator->summary.windowPeak.snapshotIndex;
        const std::vector<int> kept = MemoryProfileTimeline::decimate(
            snapshots, toPs(m_timeAxis->min()), toPs(m_timeAxis->max()), columns, peakIndex);
        for (const int index : kept) {
            const Snapshot& s = snapshots[static_cast<size_t>(index)];
            top = std::max(top, static_cast<double>(s.inUseBytes() + (m_showFree ? s.freeBytes : 0)));
        }
        // One unit that keeps the axis labels short.
        m_unitBytes = byteScaleFor(top).bytesPerUnit;
        const auto scaled = [&](qint64 bytes) { return static_cast<double>(bytes) / m_unitBytes; };
        // Memory holds its level until the next event: draw steps, not slopes. Within one pixel
        // column a curve is a vertical stroke from its lowest to its highest value there: the
        // column's points are where it enters, that stroke and where it leaves, at the column's
        // first time; a level that holds over many columns is one horizontal line (the baseline is
        // two points, not thousands). Qt Charts strokes every point of a series again on a zoom.
        const double first = m_timeAxis->min();
        const double msPerColumn = std::max(1e-12, (m_timeAxis->max() - first) / columns);
        struct Curve
        {
            QList<QPointF> points;
            long long column = std::numeric_limits<long long>::min();
            double x = 0, low = 0, high = 0, exit = 0;
        };
        std::array<Curve, 5> curves;
        const auto append = [](QList<QPointF>& points, double x, double y) {
            const qsizetype count = points.size();
            if (count >= 2 && points[count - 1].y() == y && points[count - 2].y() == y) {
                points.last().setX(x); // the level goes on
                return;
            }
            if (count > 0 && points.last() == QPointF(x, y))
                return;
            if (count > 0 && points.last().y() != y && points.last().x() != x)
                points.append(QPointF(x, points.last().y()));
            points.append(QPointF(x, y));
        };
        const auto flush = [&](Curve& curve) {
            if (curve.column == std::numeric_limits<long long>::min())
                return;
            // From the level before the column (the corner) down or up through the column's extent
            // (which holds its first value) to the level it leaves at.
            for (const double y : { curve.low, curve.high, curve.exit })
                append(curve.points, curve.x, y);
        };
        const auto add = [&](Curve& curve, double x, double y) {
            const auto column = static_cast<long long>(std::floor((x - first) / msPerColumn));
            if (column != curve.column) {
                flush(curve);
                curve.column = column;
                curve.x = x;
                curve.low = curve.high = y;
            }
            curve.low = std::min(curve.low, y);
            curve.high = std::max(curve.high, y);
            curve.exit = y;
        };
        for (const int index : kept) {
            const Snapshot& s = snapshots[static_cast<size_t>(index)];
            const double x = toMs(s.timePs);
            add(curves[0], x, 0);
            add(curves[1], x, scaled(s.stackBytes));
            add(curves[2], x, scaled(s.inUseBytes()));
            add(curves[3], x, scaled(s.inUseBytes() + s.freeBytes));
            add(curves[4], x, s.fragmentation * 100.0);
        }
        for (Curve& curve : curves)
            flush(curve);
        zero = std::move(curves[0].points);
        stack = std::move(curves[1].points);
        heap = std::move(curves[2].points);
        free = std::move(curves[3].points);
        fragmentation = std::move(curves[4].points);
        if (peakIndex >= 0 && std::binary_search(kept.begin(), kept.end(), peakIndex)) {
            const Snapshot& s = snapshots[static_cast<size_t>(peakIndex)];
            peak.append(QPointF(toMs(s.timePs), scaled(s.inUseBytes())));
        }
        m_plottedPoints = static_cast<int>(kept.size());
    } else {
        m_plottedPoints = 0;
    }
    m_baseline->replace(zero);
    m_stackTop->replace(stack);
    m_heapTop->replace(heap);
    m_freeTop->replace(free);
    m_fragmentation->replace(fragmentation);
    m_peak->replace(peak);
    const QRectF plot = chart()->plotArea();
    setNiceRange(m_memoryAxis, 0, niceUpperBound(top / m_unitBytes * 1.05, kMemoryRangeSteps), plot.height(),
        kPixelsPerMemoryTick);
    // Whatever a zoom did to the vertical axes, the fragmentation scale is 0 to 100 % on every
    // redraw (after a zoom and a reset it was seen labelled 0, 24, 49, 75, 100).
    m_fragmentationAxis->setRange(0, 100);
    setNiceRange(m_timeAxis, m_timeAxis->min(), m_timeAxis->max(), plot.width(), kPixelsPerTimeTick);
    m_memoryAxis->setTitleText(tr("Memory Usage (%1)").arg(unitTitle()));
    m_rebuilding = false;
    viewport()->update();
}

QString MemoryTimelineChart::unitTitle() const { return byteScaleFor(m_unitBytes).name; }

QString MemoryTimelineChart::describeEventAt(double ms) const
{
    if (!m_allocator || m_allocator->snapshots.empty())
        return {};
    const std::vector<Snapshot>& snapshots = m_allocator->snapshots;
    const qint64 time = toPs(ms);
    auto next = std::lower_bound(
        snapshots.begin(), snapshots.end(), time, [](const Snapshot& s, qint64 t) { return s.timePs < t; });
    if (next == snapshots.end() || (next != snapshots.begin() && time - (next - 1)->timePs < next->timePs - time))
        --next;
    const Snapshot& s = *next;
    const memoryprofile::AllocationDetails& what = m_allocator->detailsOf(s);
    QStringList lines;
    lines << tr("timestamp (ms): %1").arg(formatNumber(toMs(s.timePs), 3))
          << tr("event: %1").arg(s.isAllocation() ? tr("allocation") : tr("deallocation"));
    if (what.requestedBytes > 0)
        lines << tr("requested size: %1").arg(formatBytes(what.requestedBytes));
    if (what.allocationBytes > 0)
        lines << tr("allocation size: %1").arg(formatBytes(what.allocationBytes));
    const std::array<std::pair<QString, QString>, 4> details = { {
        { tr("tf_op: %1"), m_result->string(what.op) },
        { tr("region_type: %1"), m_result->string(what.region) },
        { tr("data_type: %1"), what.dataType == 0 ? QString() : memoryprofile::dataTypeName(what.dataType) },
        { tr("tensor_shape: %1"), m_result->string(what.shape) },
    } };
    for (const auto& [label, value] : details) {
        if (!value.isEmpty())
            lines << label.arg(value);
    }
    lines << tr("step_id: %1").arg(m_allocator->stepIdOf(s)) << QString()
          << tr("memory in use (stack + heap): %1").arg(formatBytes(s.inUseBytes()))
          << tr("heap: %1, stack: %2, free: %3")
                 .arg(formatBytes(s.heapBytes), formatBytes(s.stackBytes), formatBytes(s.freeBytes))
          << tr("fragmentation: %1%").arg(formatNumber(s.fragmentation * 100.0, 2));
    return lines.join(QLatin1Char('\n'));
}

double MemoryTimelineChart::sceneX(qint64 ps) const
{
    // Through a series the chart holds: the areas' boundary lines are not in
    // the chart, and mapping through them puts every time at the left edge.
    return chart()->mapToScene(chart()->mapToPosition(QPointF(toMs(ps), 0), m_heapArea)).x();
}

std::optional<double> MemoryTimelineChart::timeAt(const QPoint& viewPosition) const
{
    const QPointF chartPosition = chart()->mapFromScene(mapToScene(viewPosition));
    if (!chart()->plotArea().contains(chartPosition))
        return std::nullopt;
    return chart()->mapToValue(chartPosition, m_heapArea).x();
}

QRectF MemoryTimelineChart::markedBand(const MemoryProfileTimeline::Lifetime& lifetime) const
{
    const QRectF plot = chart()->mapRectToScene(chart()->plotArea());
    const double left = sceneX(lifetime.startPs);
    const double right = std::max(left + 2.0, sceneX(lifetime.endPs));
    return QRectF(QPointF(left, plot.top()), QPointF(right, plot.bottom()));
}

void MemoryTimelineChart::drawForeground(QPainter* painter, const QRectF& rect)
{
    QChartView::drawForeground(painter, rect);
    if (!m_allocator)
        return;
    const QRectF plot = chart()->mapRectToScene(chart()->plotArea());
    const auto xAt = [&](qint64 ps) { return sceneX(ps); };
    painter->save();
    painter->setClipRect(plot);
    // Step boundaries: thin dashed lines, as many as fit without hiding the curve.
    const int maxBoundaries = static_cast<int>(plot.width()) / kMinPixelsPerStepBoundary;
    QPen stepPen(palette().color(QPalette::WindowText), 1, Qt::DotLine);
    stepPen.setColor(QColor(stepPen.color().red(), stepPen.color().green(), stepPen.color().blue(), 110));
    painter->setPen(stepPen);
    for (const qint64 boundary : MemoryProfileTimeline::stepBoundaries(
             m_allocator->snapshots, toPs(m_timeAxis->min()), toPs(m_timeAxis->max()), maxBoundaries)) {
        const double x = xAt(boundary);
        painter->drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
    }
    // Lifetimes of the selected allocations.
    QColor band = palette().color(QPalette::Highlight);
    for (const MemoryProfileTimeline::Lifetime& lifetime : m_marked) {
        const QRectF area = markedBand(lifetime);
        const double left = area.left();
        const double right = area.right();
        band.setAlpha(60);
        painter->fillRect(area, band);
        band.setAlpha(255);
        painter->setPen(QPen(band, 2));
        painter->drawLine(QPointF(left, plot.top()), QPointF(left, plot.bottom()));
        painter->setPen(QPen(band, 2, lifetime.freed ? Qt::SolidLine : Qt::DashLine));
        painter->drawLine(QPointF(right, plot.top()), QPointF(right, plot.bottom()));
    }
    painter->restore();
}

void MemoryTimelineChart::mousePressEvent(QMouseEvent* event)
{
    m_pressPosition = event->position().toPoint();
    QChartView::mousePressEvent(event);
}

void MemoryTimelineChart::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() == Qt::RightButton) {
        resetZoom();
        event->accept();
        return;
    }
    if (event->button() == Qt::LeftButton
        && (event->position().toPoint() - m_pressPosition).manhattanLength() <= kClickTolerancePixels) {
        // A click, not a drag: no zoom, show the event under the mouse.
        if (auto* band = findChild<QRubberBand*>())
            band->hide();
        if (const std::optional<double> ms = timeAt(event->position().toPoint())) {
            const QString text = describeEventAt(*ms);
            QToolTip::showText(event->globalPosition().toPoint(), text, this);
            Q_EMIT eventDescribed(*ms, text);
        }
        event->accept();
        return;
    }
    QChartView::mouseReleaseEvent(event);
}

void MemoryTimelineChart::changeEvent(QEvent* event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
}

void MemoryTimelineChart::resizeEvent(QResizeEvent* event)
{
    QChartView::resizeEvent(event);
    scheduleRebuild(); // the number of pixel columns changed
}

void MemoryTimelineChart::applyPalette()
{
    const QPalette colors = palette();
    chart()->setBackgroundBrush(colors.brush(QPalette::Base));
    chart()->setBackgroundPen(Qt::NoPen);
    chart()->legend()->setLabelColor(colors.color(QPalette::Text));
    QColor grid = colors.color(QPalette::Mid);
    for (QValueAxis* axis : { m_timeAxis, m_memoryAxis, m_fragmentationAxis }) {
        axis->setLabelsColor(colors.color(QPalette::Text));
        axis->setTitleBrush(colors.brush(QPalette::Text));
        axis->setLinePenColor(grid);
        axis->setGridLineColor(grid);
        axis->setMinorGridLineColor(grid);
    }
    m_fragmentationAxis->setGridLineVisible(false);
    // The peak dot in the text colour with a base-coloured ring stands out on
    // the red and orange areas in light and dark themes alike.
    m_peak->setColor(colors.color(QPalette::Text));
    m_peak->setBorderColor(colors.color(QPalette::Base));
}

} // namespace memscope
