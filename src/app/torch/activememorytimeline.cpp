// SPDX-License-Identifier: Apache-2.0
#include "torch/activememorytimeline.h"

#include "core/memoryviewer/palette.h"
#include "models/axisticks.h"
#include "models/buffercolor.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QTransform>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>
#include <functional>

namespace memscope {

namespace {

    constexpr int kPixelsPerXTick = 110;
    constexpr int kPixelsPerYTick = 45;
    constexpr double kZoomPerWheelStep = 1.25;
    constexpr int kDragThreshold = 4;

} // namespace

ActiveMemoryTimeline::ActiveMemoryTimeline(QWidget* parent)
    : QWidget(parent)
{
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent, false);
    // Long enough to span the steps of one turn of the wheel, short enough not to be seen waiting.
    m_rasterDue.setSingleShot(true);
    m_rasterDue.setInterval(30);
    connect(&m_rasterDue, &QTimer::timeout, this, &ActiveMemoryTimeline::startRaster);
}

QSize ActiveMemoryTimeline::sizeHint() const { return { 800, 420 }; }

QSize ActiveMemoryTimeline::minimumSizeHint() const { return { 320, 200 }; }

void ActiveMemoryTimeline::setAllocations(std::shared_ptr<const ActiveMemoryLayout> layout)
{
    m_layout = std::move(layout);
    m_hovered = -1;
    m_selected = -1;
    m_marker = -1;
    m_firstX = 0;
    m_lastX = m_layout ? m_layout->lastX() : 1;
    m_unit = byteScaleFor(std::max(1.0, topBytes()));
    m_rasterDue.stop();
    m_rasterJob.cancel();
    m_rasterDirty = true;
    update();
}

void ActiveMemoryTimeline::setSelectedAllocation(qint64 allocation)
{
    if (m_selected == allocation)
        return;
    m_selected = allocation;
    update();
}

void ActiveMemoryTimeline::setMarker(double x)
{
    if (m_marker == x)
        return;
    m_marker = x;
    update();
}

double ActiveMemoryTimeline::topBytes() const
{
    if (!m_layout || m_layout->largestTotal() <= 0)
        return 1;
    const ByteScale unit = byteScaleFor(double(m_layout->largestTotal()));
    return unit.bytesPerUnit * niceUpperBound(unit.fromBytes(double(m_layout->largestTotal()) * 1.05), 6);
}

QRect ActiveMemoryTimeline::plotRect() const
{
    const QFontMetrics metrics = fontMetrics();
    const int left = metrics.horizontalAdvance(QStringLiteral("0000.00 MiB")) + 12;
    const int bottom = 2 * metrics.height() + 10;
    return QRect(left, 8, std::max(1, width() - left - 12), std::max(1, height() - 8 - bottom));
}

void ActiveMemoryTimeline::showRange(double first, double last)
{
    if (!m_layout)
        return;
    const double end = m_layout->lastX();
    // Never narrower than what a few pixels can tell apart, never outside the trace.
    const double narrowest = m_layout->usesTime() ? 1.0 : 4.0;
    const double span = std::clamp(last - first, narrowest, end);
    first = std::clamp(first, 0.0, end - span);
    if (first == m_firstX && first + span == m_lastX)
        return;
    m_firstX = first;
    m_lastX = first + span;
    requestRaster();
    update();
}

void ActiveMemoryTimeline::resetView()
{
    if (m_layout)
        showRange(0, m_layout->lastX());
}

void ActiveMemoryTimeline::rebuildRaster()
{
    m_rasterDirty = false;
    m_rasterDue.stop();
    m_rasterJob.cancel();
    const QRect plot = plotRect();
    m_raster = m_layout ? m_layout->raster(m_firstX, m_lastX, plot.width(), plot.height(), topBytes())
                        : ActiveMemoryLayout::Raster();
    m_rasterFirstX = m_firstX;
    m_rasterLastX = m_lastX;
    colourImage();
}

void ActiveMemoryTimeline::requestRaster()
{
    if (!m_layout || m_rasterDirty)
        return; // the next paint builds it
    m_rasterDue.start();
}

void ActiveMemoryTimeline::startRaster()
{
    if (!m_layout || m_rasterDirty)
        return;
    const QRect plot = plotRect();
    const double first = m_firstX, last = m_lastX;
    m_rasterJob.start(
        [layout = m_layout, first, last, size = plot.size(), top = topBytes()](const std::atomic_bool& cancel) {
            return layout->raster(first, last, size.width(), size.height(), top, &cancel);
        },
        [this, first, last](ActiveMemoryLayout::Raster raster) {
            if (raster.width == 0 || m_rasterDirty)
                return;
            m_raster = std::move(raster);
            m_rasterFirstX = first;
            m_rasterLastX = last;
            colourImage();
            update();
        });
}

void ActiveMemoryTimeline::colourImage()
{
    m_imageDirty = false;
    m_image = QImage(std::max(1, m_raster.width), std::max(1, m_raster.height), QImage::Format_RGB32);
    m_image.fill(palette().color(QPalette::Base));
    std::vector<QRgb> colors(size_t(std::max(1, memoryviewer::paletteSize())));
    for (size_t i = 0; i < colors.size(); ++i)
        colors[i] = bufferColor(int(i)).rgb();
    for (int column = 0; column < m_raster.width; ++column) {
        for (int row = 0; row < m_raster.height; ++row) {
            const qint32 allocation = m_raster.at(column, row);
            if (allocation >= 0)
                reinterpret_cast<QRgb*>(m_image.scanLine(m_raster.height - 1 - row))[column]
                    = colors[size_t(allocation) % colors.size()];
        }
    }
}

QTransform ActiveMemoryTimeline::rasterToView() const
{
    const QRect plot = plotRect();
    const double span = std::max(1e-9, m_lastX - m_firstX);
    const double xScale = (m_rasterLastX - m_rasterFirstX) / span;
    const double xOffset = (m_rasterFirstX - m_firstX) / span * plot.width();
    return QTransform(xScale, 0, 0, 1, plot.left() + xOffset, plot.top());
}

qint64 ActiveMemoryTimeline::allocationAt(const QPoint& position) const
{
    const QRect plot = plotRect();
    if (!plot.contains(position))
        return -1;
    const QPointF pixel = rasterToView().inverted().map(QPointF(position) + QPointF(0.5, 0.5));
    return m_raster.at(int(std::floor(pixel.x())), m_raster.height - 1 - int(std::floor(pixel.y())));
}

QRect ActiveMemoryTimeline::allocationRect(qint64 allocation) const
{
    if (allocation < 0)
        return {};
    QRect box;
    for (int column = 0; column < m_raster.width; ++column) {
        for (int row = 0; row < m_raster.height; ++row) {
            if (m_raster.at(column, row) == allocation)
                box |= QRect(column, m_raster.height - 1 - row, 1, 1);
        }
    }
    return box.isEmpty() ? box : rasterToView().mapRect(box) & plotRect();
}

void ActiveMemoryTimeline::paintBand(QPainter& painter, qint64 allocation, const QColor& color) const
{
    // The band's pixels in each column, as one rectangle per run, in raster pixels (the painter
    // maps them to the range shown): a hover costs a scan of the raster.
    for (int column = 0; column < m_raster.width; ++column) {
        int row = 0;
        while (row < m_raster.height) {
            if (m_raster.at(column, row) != allocation) {
                ++row;
                continue;
            }
            const int first = row;
            while (row < m_raster.height && m_raster.at(column, row) == allocation)
                ++row;
            painter.fillRect(QRect(column, m_raster.height - row, 1, row - first), color);
        }
    }
}

void ActiveMemoryTimeline::paintAxes(QPainter& painter, const QRect& plot) const
{
    const QColor text = palette().color(QPalette::WindowText);
    QColor grid = palette().color(QPalette::Mid);
    grid.setAlphaF(0.5f);
    const QFontMetrics metrics = fontMetrics();
    const double top = m_unit.fromBytes(topBytes());
    const AxisTicks yTicks = niceTicks(0, top, std::max(2, plot.height() / kPixelsPerYTick));
    for (const double value : yTicks.values) {
        const int y = plot.bottom() - int(std::lround(value / top * plot.height()));
        painter.setPen(grid);
        painter.drawLine(plot.left(), y, plot.right(), y);
        painter.setPen(text);
        const QString label = tr("%1 %2").arg(formatNumber(value, yTicks.decimals), m_unit.name);
        painter.drawText(QRect(0, y - metrics.height() / 2, plot.left() - 6, metrics.height()),
            Qt::AlignRight | Qt::AlignVCenter, label);
    }
    const bool time = m_layout && m_layout->usesTime();
    const double scale = time ? 1000.0 : 1.0; // microseconds shown as milliseconds
    const AxisTicks xTicks = niceTicks(m_firstX / scale, m_lastX / scale, std::max(2, plot.width() / kPixelsPerXTick),
        time ? AxisValues::Real : AxisValues::Integer);
    for (const double value : xTicks.values) {
        const int x = plot.left() + int(std::lround((value * scale - m_firstX) / (m_lastX - m_firstX) * plot.width()));
        painter.setPen(grid);
        painter.drawLine(x, plot.top(), x, plot.bottom());
        painter.setPen(text);
        painter.drawText(QRect(x - 60, plot.bottom() + 4, 120, metrics.height()), Qt::AlignHCenter | Qt::AlignTop,
            formatNumber(value, xTicks.decimals));
    }
    painter.drawText(QRect(plot.left(), plot.bottom() + 4 + metrics.height(), plot.width(), metrics.height()),
        Qt::AlignHCenter | Qt::AlignTop,
        time ? tr("Time since the first action (ms)") : tr("Allocator actions (this file records no times)"));
    painter.setPen(palette().color(QPalette::Mid));
    painter.drawRect(plot.adjusted(0, 0, -1, -1));
}

void ActiveMemoryTimeline::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    const QRect plot = plotRect();
    if (!m_layout) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(rect(), Qt::AlignCenter, tr("No allocations to show."));
        return;
    }
    if (m_rasterDirty || QSize(m_raster.width, m_raster.height) != plot.size())
        rebuildRaster();
    else if (m_imageDirty)
        colourImage();
    // The image and the bands in raster pixels, mapped to the range shown; the grid between them.
    const auto inRaster = [&](const std::function<void()>& paint) {
        painter.save();
        painter.setClipRect(plot);
        painter.setTransform(rasterToView(), true);
        paint();
        painter.restore();
    };
    inRaster([&] { painter.drawImage(0, 0, m_image); });
    paintAxes(painter, plot);
    inRaster([&] {
        if (m_selected >= 0)
            paintBand(painter, m_selected, palette().color(QPalette::Highlight));
        if (m_hovered >= 0 && m_hovered != m_selected)
            paintBand(painter, m_hovered, palette().color(QPalette::WindowText));
    });
    if (m_marker >= m_firstX && m_marker <= m_lastX) {
        const int x = plot.left() + int(std::lround((m_marker - m_firstX) / (m_lastX - m_firstX) * plot.width()));
        painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
        painter.drawLine(x, plot.top(), x, plot.bottom());
    }
    if (hasFocus()) {
        painter.setPen(QPen(palette().color(QPalette::Highlight), 1, Qt::DashLine));
        painter.drawRect(plot.adjusted(-2, -2, 1, 1));
    }
}

void ActiveMemoryTimeline::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    m_rasterDirty = true;
}

void ActiveMemoryTimeline::setHovered(qint64 allocation)
{
    if (m_hovered == allocation)
        return;
    m_hovered = allocation;
    update();
    Q_EMIT allocationHovered(allocation);
}

void ActiveMemoryTimeline::mouseMoveEvent(QMouseEvent* event)
{
    const QPoint position = event->position().toPoint();
    if (event->buttons() & Qt::LeftButton) {
        if (!m_dragging && (position - m_pressPosition).manhattanLength() >= kDragThreshold)
            m_dragging = true;
        if (m_dragging) {
            const double xPerPixel = (m_lastX - m_firstX) / plotRect().width();
            const double first = m_pressFirstX - (position.x() - m_pressPosition.x()) * xPerPixel;
            showRange(first, first + (m_lastX - m_firstX));
            return;
        }
    }
    setHovered(allocationAt(position));
}

void ActiveMemoryTimeline::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton)
        return QWidget::mousePressEvent(event);
    m_pressPosition = event->position().toPoint();
    m_pressFirstX = m_firstX;
    m_dragging = false;
}

void ActiveMemoryTimeline::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton)
        return QWidget::mouseReleaseEvent(event);
    if (!m_dragging) {
        const QPoint position = event->position().toPoint();
        const QRect plot = plotRect();
        Q_EMIT allocationClicked(allocationAt(position));
        if (m_layout && plot.contains(position))
            Q_EMIT pointClicked(m_firstX + double(position.x() - plot.left()) / plot.width() * (m_lastX - m_firstX));
    }
    m_dragging = false;
}

void ActiveMemoryTimeline::mouseDoubleClickEvent(QMouseEvent*) { resetView(); }

void ActiveMemoryTimeline::wheelEvent(QWheelEvent* event)
{
    const QRect plot = plotRect();
    const double steps = event->angleDelta().y() / 120.0;
    if (!m_layout || steps == 0 || plot.width() <= 0)
        return;
    // The point under the cursor stays where it is.
    const double fraction = std::clamp(double(event->position().x() - plot.left()) / plot.width(), 0.0, 1.0);
    const double anchor = m_firstX + fraction * (m_lastX - m_firstX);
    const double span = (m_lastX - m_firstX) / std::pow(kZoomPerWheelStep, steps);
    showRange(anchor - fraction * span, anchor + (1 - fraction) * span);
    setHovered(allocationAt(event->position().toPoint()));
    event->accept();
}

void ActiveMemoryTimeline::keyPressEvent(QKeyEvent* event)
{
    const double span = m_lastX - m_firstX;
    switch (event->key()) {
    case Qt::Key_Escape:
    case Qt::Key_Home:
        resetView();
        return;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        showRange(m_firstX + span / 4, m_lastX - span / 4);
        return;
    case Qt::Key_Minus:
        showRange(m_firstX - span / 2, m_lastX + span / 2);
        return;
    case Qt::Key_Left:
        showRange(m_firstX - span / 8, m_lastX - span / 8);
        return;
    case Qt::Key_Right:
        showRange(m_firstX + span / 8, m_lastX + span / 8);
        return;
    default:
        QWidget::keyPressEvent(event);
    }
}

void ActiveMemoryTimeline::leaveEvent(QEvent* event)
{
    QWidget::leaveEvent(event);
    setHovered(-1);
}

void ActiveMemoryTimeline::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        m_imageDirty = true;
}

} // namespace memscope
