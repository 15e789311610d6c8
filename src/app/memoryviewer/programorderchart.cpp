// SPDX-License-Identifier: Apache-2.0
#include "memoryviewer/programorderchart.h"

#include "core/util/units.h"
#include "models/curvedecimator.h"
#include "widgets/chartticks.h"

#include <QAreaSeries>
#include <QGraphicsTextItem>
#include <QKeyEvent>
#include <QLegendMarker>
#include <QLineSeries>
#include <QMouseEvent>
#include <QPainter>
#include <QTimer>
#include <QToolTip>
#include <QValueAxis>
#include <algorithm>
#include <cmath>
#include <utility>

namespace memscope {

namespace {

    constexpr double kPixelsPerXTick = 90;
    constexpr double kPixelsPerYTick = 45;
    constexpr int kYRangeSteps = 8;

} // namespace

ProgramOrderChart::ProgramOrderChart(QWidget* parent)
    : QChartView(new QChart, parent)
    , m_sizeSeries(new QLineSeries)
    , m_unpaddedSeries(new QLineSeries)
    , m_peakSeries(new QLineSeries)
    , m_overlayUpper(new QLineSeries)
    , m_overlaySeries(new QAreaSeries(m_overlayUpper))
    , m_xAxis(new QValueAxis)
    , m_yAxis(new QValueAxis)
{
    // QAreaSeries does not own its boundary series; without a parent it would leak.
    m_overlayUpper->setParent(m_overlaySeries);
    QChart* chart = this->chart();
    chart->legend()->setAlignment(Qt::AlignTop);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->setBackgroundRoundness(0);
    chart->setLocalizeNumbers(true); // "200,000" in the user's locale, not "200000"
    // Overlay first so that the curves are drawn over it; the size over the unpadded size, which is
    // never above it and shows beneath it where there is padding (on a jagged curve, the unpadded
    // line drawn last hid the size).
    for (QAbstractSeries* series :
        std::initializer_list<QAbstractSeries*> { m_overlaySeries, m_unpaddedSeries, m_sizeSeries, m_peakSeries })
        chart->addSeries(series);
    chart->addAxis(m_xAxis, Qt::AlignBottom);
    chart->addAxis(m_yAxis, Qt::AlignLeft);
    for (QAbstractSeries* series : chart->series()) {
        series->attachAxis(m_xAxis);
        series->attachAxis(m_yAxis);
    }
    chart->legend()->markers(m_overlaySeries).first()->setVisible(false);
    m_overlaySeries->setVisible(false);
    applyTerms();
    setRubberBand(QChartView::HorizontalRubberBand);
    setRenderHint(QPainter::Antialiasing);
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setMinimumHeight(300);
    connect(m_xAxis, &QValueAxis::rangeChanged, this, &ProgramOrderChart::onXRangeChanged);
    applyPalette();
}

void ProgramOrderChart::setTerms(PeakTerms terms)
{
    m_terms = terms;
    applyTerms();
}

void ProgramOrderChart::applyTerms()
{
    const bool snapshot = m_terms == PeakTerms::TorchSnapshot;
    chart()->setTitle(
        snapshot ? tr("Allocated Memory vs Allocator Actions") : tr("Memory Allocation Size vs Program Order"));
    m_sizeSeries->setName(snapshot ? tr("Allocated") : tr("Size"));
    m_unpaddedSeries->setName(tr("Unpadded Size"));
    m_peakSeries->setName(tr("Peak"));
    m_xAxis->setTitleText(snapshot ? tr("Allocator actions (allocations and frees in trace order, not time)")
                                   : tr("Program order (position in the HLO schedule, not time)"));
}

void ProgramOrderChart::setResult(std::shared_ptr<const memoryviewer::Result> result)
{
    m_result = std::move(result);
    m_overlay.reset();
    m_keyboardPoint.reset();
    const int last = lastProgramOrder();
    qint64 largest = 0;
    if (m_result) {
        for (const auto* curve : { &m_result->heapSizes, &m_result->unpaddedHeapSizes }) {
            if (!curve->empty())
                largest = std::max(largest, *std::max_element(curve->begin(), curve->end()));
        }
    }
    const double largestBytes = std::max(static_cast<double>(largest), 1.0);
    m_unit = byteScaleFor(largestBytes);
    m_yAxis->setTitleText(m_terms == PeakTerms::TorchSnapshot ? tr("Allocated memory (%1)").arg(m_unit.name)
                                                              : tr("Allocated heap size (%1)").arg(m_unit.name));
    // A curve the result does not have (a snapshot has no unpadded one) has no legend entry either.
    const bool unpadded = m_result && !m_result->unpaddedHeapSizes.empty();
    m_unpaddedSeries->setVisible(unpadded);
    chart()->legend()->markers(m_unpaddedSeries).first()->setVisible(unpadded);
    // Only the result decides the range, so a module shows the same axis when the user comes back to it.
    setNiceRange(m_yAxis, 0, niceUpperBound(m_unit.fromBytes(largestBytes * 1.05), kYRangeSteps),
        chart()->plotArea().height(), kPixelsPerYTick);
    if (m_result && !m_result->heapSizes.empty()) {
        const int peakIndex = std::clamp(m_result->peakHeapSizePosition + 1, 0, last);
        const double peakTop = m_unit.fromBytes(static_cast<double>(m_result->peakHeapBytes));
        m_peakSeries->replace(QList<QPointF> { { double(peakIndex), 0.0 }, { double(peakIndex), peakTop } });
        m_peakSeries->setName(m_terms == PeakTerms::TorchSnapshot
                ? tr("Peak: %1 after action %2")
                      .arg(formatBytes(m_result->peakHeapBytes), formatNumber(qint64(peakIndex)))
                : tr("Peak: %1 at program order %2").arg(formatBytes(m_result->peakHeapBytes)).arg(peakIndex));
    } else {
        m_peakSeries->clear();
        m_peakSeries->setName(tr("Peak"));
    }
    const std::pair rangeBefore { m_xAxis->min(), m_xAxis->max() };
    resetZoom(); // a new range updates the view through onXRangeChanged()
    if (rangeBefore == std::pair { m_xAxis->min(), m_xAxis->max() })
        updateView(); // decimating the curves twice cost tens of ms for a million steps
    updateOverlaySeries();
}

int ProgramOrderChart::lastProgramOrder() const
{
    return m_result ? std::max(0, static_cast<int>(m_result->heapSizes.size()) - 1) : 0;
}

double ProgramOrderChart::visibleFirst() const { return m_xAxis->min(); }
double ProgramOrderChart::visibleLast() const { return m_xAxis->max(); }

void ProgramOrderChart::zoomToRange(double first, double last)
{
    const double end = std::max(1, lastProgramOrder());
    first = std::clamp(first, 0.0, end);
    last = std::clamp(last, 0.0, end);
    if (last - first < 1.0) { // never narrower than one step
        const double middle = (first + last) / 2;
        first = std::clamp(middle - 0.5, 0.0, end - 1.0);
        last = first + 1.0;
    }
    setNiceRange(m_xAxis, first, last, chart()->plotArea().width(), kPixelsPerXTick, AxisValues::Integer);
}

void ProgramOrderChart::resetZoom() { zoomToRange(0, std::max(1, lastProgramOrder())); }

bool ProgramOrderChart::isZoomed() const
{
    return visibleFirst() > 0 || visibleLast() < std::max(1, lastProgramOrder());
}

void ProgramOrderChart::onXRangeChanged()
{
    if (m_updatingRange)
        return;
    // The rubber band zooms the y axis too and may leave the data range;
    // keep y fixed and x inside the program.
    m_updatingRange = true;
    const double first = m_xAxis->min();
    const double last = m_xAxis->max();
    const double end = std::max(1, lastProgramOrder());
    if (first < 0 || last > end || last - first < 1.0)
        zoomToRange(first, last);
    m_updatingRange = false;
    updateView();
    Q_EMIT zoomChanged();
}

void ProgramOrderChart::updateView()
{
    // Round tick values for whatever range is shown; program orders are whole numbers.
    const QRectF plot = chart()->plotArea();
    setNiceRange(m_xAxis, m_xAxis->min(), m_xAxis->max(), plot.width(), kPixelsPerXTick, AxisValues::Integer);
    setNiceRange(m_yAxis, m_yAxis->min(), m_yAxis->max(), plot.height(), kPixelsPerYTick);
    updateCurves();
    cacheDrawnItems();
}

void ProgramOrderChart::cacheDrawnItems()
{
    // Every item of the chart keeps its drawing in a pixmap until it changes, so a hover, which
    // moves only the overlay, repaints the overlay and copies the rest: stroking the curves again
    // costs in proportion to how jagged they are (a dashed line along a million-step curve takes
    // 100 ms and more on a jagged 500 000-buffer module). Hover events are off too: Qt Charts tests
    // a moving pointer against the stroked outline of every curve (another 190 ms there), and the
    // tooltip here comes from mouseMoveEvent. Items appear with new ticks, so this runs after each
    // change of the view.
    // Text (the title, the axes' labels and titles) stays uncached: cheap to draw, and a cached
    // QGraphicsTextItem of Qt Charts draws nothing.
    for (QGraphicsItem* item : scene()->items()) {
        if (!qgraphicsitem_cast<QGraphicsTextItem*>(item))
            item->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
        item->setAcceptHoverEvents(false);
    }
}

void ProgramOrderChart::updateCurves()
{
    if (!m_result || m_result->heapSizes.empty()) {
        m_sizeSeries->clear();
        m_unpaddedSeries->clear();
        return;
    }
    const int first = static_cast<int>(std::floor(visibleFirst()));
    const int last = static_cast<int>(std::ceil(visibleLast()));
    const int columns = std::max(1, static_cast<int>(chart()->plotArea().width()));
    const int peakIndex = m_result->peakHeapSizePosition + 1;
    auto plot = [&](QLineSeries* series, const std::vector<qint64>& curve) {
        QList<QPointF> points;
        // One point either side of the range so that the line reaches the edges.
        for (const int index : CurveDecimator::decimate(curve, first - 1, last + 1, columns, peakIndex))
            points.append(QPointF(index, m_unit.fromBytes(static_cast<double>(curve[static_cast<size_t>(index)]))));
        series->replace(points);
    };
    plot(m_sizeSeries, m_result->heapSizes);
    plot(m_unpaddedSeries, m_result->unpaddedHeapSizes);
}

QList<QPointF> ProgramOrderChart::plottedSizePoints() const
{
    QList<QPointF> points = m_sizeSeries->points();
    for (QPointF& point : points)
        point.setY(point.y() * m_unit.bytesPerUnit);
    return points;
}

void ProgramOrderChart::setOverlay(std::optional<Overlay> overlay)
{
    m_overlay = overlay;
    updateOverlaySeries();
}

void ProgramOrderChart::updateOverlaySeries()
{
    if (!m_overlay || !m_result) {
        m_overlaySeries->setVisible(false);
        return;
    }
    const double height = m_unit.fromBytes(m_overlay->bytes);
    m_overlayUpper->replace(
        QList<QPointF> { { double(m_overlay->start), height }, { double(m_overlay->limit), height } });
    QColor fill = m_overlay->color;
    fill.setAlphaF(0.7f);
    m_overlaySeries->setBrush(fill);
    m_overlaySeries->setPen(QPen(m_overlay->color.darker(130), 1));
    m_overlaySeries->setVisible(true);
    chart()->legend()->markers(m_overlaySeries).first()->setVisible(false);
}

QString ProgramOrderChart::pointDescription(int programOrder) const
{
    if (!m_result || programOrder < 0 || programOrder >= static_cast<int>(m_result->heapSizes.size()))
        return {};
    const auto index = static_cast<size_t>(programOrder);
    const QString unpadded
        = index < m_result->unpaddedHeapSizes.size() ? formatBytes(m_result->unpaddedHeapSizes[index]) : tr("n/a");
    const QString instruction
        = index < m_result->instructionNames.size() ? m_result->text(m_result->instructionNames[index]) : QString();
    if (m_terms == PeakTerms::TorchSnapshot)
        return programOrder == 0 ? tr("Start of the trace\nAllocated: %1").arg(formatBytes(m_result->heapSizes[index]))
                                 : tr("After action %1\nAllocated: %2\nThe action's allocation: %3")
                                       .arg(formatNumber(qint64(programOrder)), formatBytes(m_result->heapSizes[index]),
                                           instruction.isEmpty() ? tr("(no frames recorded)") : instruction);
    return tr("Program order: %1\nSize: %2\nUnpadded size: %3\nHLO instruction: %4")
        .arg(programOrder)
        .arg(formatBytes(m_result->heapSizes[index]), unpadded,
            instruction.isEmpty() ? tr("(end of program)") : instruction);
}

int ProgramOrderChart::programOrderAt(const QPoint& viewPosition) const
{
    if (!m_result || m_result->heapSizes.empty())
        return -1;
    const QPointF scenePosition = mapToScene(viewPosition);
    const QPointF chartPosition = chart()->mapFromScene(scenePosition);
    if (!chart()->plotArea().contains(chartPosition))
        return -1;
    const double value = chart()->mapToValue(chartPosition, m_sizeSeries).x();
    return std::clamp(static_cast<int>(std::lround(value)), 0, lastProgramOrder());
}

void ProgramOrderChart::resizeEvent(QResizeEvent* event)
{
    QChartView::resizeEvent(event);
    updateView();
}

void ProgramOrderChart::mouseMoveEvent(QMouseEvent* event)
{
    QChartView::mouseMoveEvent(event);
    if (event->buttons() != Qt::NoButton)
        return; // zooming
    const int programOrder = programOrderAt(event->position().toPoint());
    if (programOrder < 0)
        QToolTip::hideText();
    else
        QToolTip::showText(event->globalPosition().toPoint(), pointDescription(programOrder), this);
}

void ProgramOrderChart::mouseReleaseEvent(QMouseEvent* event)
{
    // QChartView zooms out one step on a right click; here the right button
    // opens the context menu (export), and Esc or Reset Zoom zooms out.
    if (event->button() == Qt::RightButton) {
        event->accept();
        return;
    }
    QChartView::mouseReleaseEvent(event);
}

void ProgramOrderChart::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Escape && isZoomed()) {
        resetZoom();
        event->accept();
        return;
    }
    if (!m_result || m_result->heapSizes.empty()) {
        QChartView::keyPressEvent(event);
        return;
    }
    // The arrows walk the curve point by point, Page Up/Down a tenth of the range in view, Home and
    // End to its ends; the first press starts at the peak.
    const int first = int(std::ceil(visibleFirst())), last = int(std::floor(visibleLast()));
    const int page = std::max(1, (last - first) / 10);
    const int current = m_keyboardPoint.value_or(m_result->peakHeapSizePosition + 1);
    const bool started = m_keyboardPoint.has_value();
    switch (event->key()) {
    case Qt::Key_Left:
        moveKeyboardPoint(started ? current - 1 : current);
        break;
    case Qt::Key_Right:
        moveKeyboardPoint(started ? current + 1 : current);
        break;
    case Qt::Key_PageUp:
        moveKeyboardPoint(current - page);
        break;
    case Qt::Key_PageDown:
        moveKeyboardPoint(current + page);
        break;
    case Qt::Key_Home:
        moveKeyboardPoint(first);
        break;
    case Qt::Key_End:
        moveKeyboardPoint(last);
        break;
    default:
        QChartView::keyPressEvent(event);
        return;
    }
    event->accept();
}

void ProgramOrderChart::moveKeyboardPoint(int programOrder)
{
    const int first = std::max(0, int(std::ceil(visibleFirst())));
    const int last = std::min(lastProgramOrder(), int(std::floor(visibleLast())));
    m_keyboardPoint = std::clamp(programOrder, first, std::max(first, last));
    viewport()->update();
    const QPoint at = viewPositionOf(*m_keyboardPoint);
    QToolTip::showText(viewport()->mapToGlobal(at), pointDescription(*m_keyboardPoint), this);
}

QPoint ProgramOrderChart::viewPositionOf(int programOrder) const
{
    if (!m_result || programOrder < 0 || programOrder >= int(m_result->heapSizes.size()))
        return {};
    const double bytes = m_unit.fromBytes(double(m_result->heapSizes[size_t(programOrder)]));
    const QPointF inChart = chart()->mapToPosition(QPointF(programOrder, bytes), m_sizeSeries);
    return mapFromScene(chart()->mapToScene(inChart));
}

void ProgramOrderChart::paintEvent(QPaintEvent* event)
{
    QChartView::paintEvent(event);
    if (!hasFocus())
        return;
    // Where the keyboard is: a frame around the chart, and the point the arrows reached.
    QPainter painter(viewport());
    painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
    painter.drawRect(viewport()->rect().adjusted(1, 1, -1, -1));
    if (m_keyboardPoint) {
        const QPoint at = viewPositionOf(*m_keyboardPoint);
        const QRectF plot = chart()->mapToScene(chart()->plotArea()).boundingRect();
        const QRect plotInView = mapFromScene(plot).boundingRect();
        painter.setPen(QPen(palette().color(QPalette::Text), 1, Qt::DashLine));
        painter.drawLine(at.x(), plotInView.top(), at.x(), plotInView.bottom());
        painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
        painter.setBrush(palette().color(QPalette::Base));
        painter.drawEllipse(at, 4, 4);
    }
}

void ProgramOrderChart::focusInEvent(QFocusEvent* event)
{
    QChartView::focusInEvent(event);
    viewport()->update();
}

void ProgramOrderChart::focusOutEvent(QFocusEvent* event)
{
    QChartView::focusOutEvent(event);
    viewport()->update();
}

void ProgramOrderChart::changeEvent(QEvent* event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
}

void ProgramOrderChart::applyPalette()
{
    const QPalette palette = this->palette();
    QChart* chart = this->chart();
    chart->setBackgroundBrush(palette.base());
    chart->setBackgroundPen(Qt::NoPen);
    chart->setTitleBrush(palette.text());
    QFont titleFont = font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.15);
    chart->setTitleFont(titleFont);
    chart->legend()->setLabelColor(palette.color(QPalette::Text));
    QColor grid = palette.color(QPalette::Text);
    grid.setAlphaF(0.12f);
    for (QValueAxis* axis : { m_xAxis, m_yAxis }) {
        axis->setLabelsBrush(palette.text());
        axis->setTitleBrush(palette.text());
        axis->setGridLineColor(grid);
        axis->setMinorGridLineColor(grid);
        axis->setLinePenColor(palette.color(QPalette::Mid));
    }
    m_sizeSeries->setPen(QPen(palette.color(QPalette::Highlight), 2));
    QPen unpaddedPen(palette.color(QPalette::Text), 1);
    m_unpaddedSeries->setPen(unpaddedPen);
    QPen peakPen(palette.color(QPalette::Link), 2, Qt::DotLine);
    m_peakSeries->setPen(peakPen);
    setBackgroundBrush(palette.base());
}

} // namespace memscope
