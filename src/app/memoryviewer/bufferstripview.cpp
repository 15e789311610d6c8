// SPDX-License-Identifier: Apache-2.0
#include "memoryviewer/bufferstripview.h"

#include "core/util/units.h"
#include "models/axisticks.h"
#include "models/buffercolor.h"
#include "models/bufferselection.h"
#include "models/peakbuffermodel.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>
#include <algorithm>
#include <cmath>
#include <limits>

namespace memscope {

namespace {
    constexpr int kBarHeight = 56;
    constexpr int kMarkerHeight = 9;
    constexpr int kMargin = 2;
    constexpr double kMinHitWidth = 5; // pixels a segment can be hovered over, however thin it is drawn
} // namespace

BufferStripView::BufferStripView(QWidget* parent)
    : QWidget(parent)
{
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void BufferStripView::setSelection(BufferSelection* selection, Order order)
{
    m_selection = selection;
    m_order = order;
    setAccessibleName(title());
    connect(selection->model(), &QAbstractItemModel::modelReset, this, &BufferStripView::rebuild);
    connect(selection, &BufferSelection::focusedRowChanged, this, qOverload<>(&QWidget::update));
    connect(selection, &BufferSelection::selectedRowChanged, this, qOverload<>(&QWidget::update));
    rebuild();
}

PeakTerms BufferStripView::terms() const { return m_selection ? m_selection->model()->terms() : PeakTerms::XlaModule; }

QString BufferStripView::title() const
{
    const QString count = formatNumber(qint64(m_rows.size()));
    if (terms() == PeakTerms::TorchSnapshot) {
        switch (m_order) {
        case Order::ProgramOrder:
            return tr("by Allocation Order (%1)").arg(count);
        case Order::Size:
            return tr("by Size (%1)").arg(count);
        case Order::Padding:
            return tr("by Allocator Rounding (%1)").arg(count);
        }
    }
    switch (m_order) {
    case Order::ProgramOrder:
        return tr("by Program Order (%1)").arg(count);
    case Order::Size:
        return tr("by Buffer Size (%1)").arg(count);
    case Order::Padding:
        return tr("by Padding Size (%1)").arg(count);
    }
    return {};
}

void BufferStripView::rebuild()
{
    m_rows.clear();
    const auto& peak = m_selection->model()->rows();
    if (peak) {
        const auto& buffers = peak->peakBuffers;
        const int count = static_cast<int>(buffers.size());
        const std::vector<int>* order = m_order == Order::Size ? &peak->bySize
            : m_order == Order::Padding                        ? &peak->byPadding
                                                               : nullptr;
        if (order && static_cast<int>(order->size()) == count) {
            m_rows = *order;
        } else {
            for (int row = 0; row < count; ++row)
                m_rows.push_back(row);
        }
    }
    m_positionOfRow.assign(m_rows.size(), -1);
    m_prefixBytes.assign(1, 0.0);
    for (size_t position = 0; position < m_rows.size(); ++position) {
        const int row = m_rows[position];
        if (row >= 0 && row < static_cast<int>(m_positionOfRow.size()))
            m_positionOfRow[static_cast<size_t>(row)] = static_cast<int>(position);
        const auto* buffer = m_selection->model()->buffer(row);
        m_prefixBytes.push_back(m_prefixBytes.back() + (buffer ? std::max<double>(0, buffer->sizeBytes) : 0));
    }
    setAccessibleName(title());
    invalidateStripCache();
}

int BufferStripView::titleHeight() const { return fontMetrics().height() + 4; }

QRect BufferStripView::barRect() const { return QRect(kMargin, titleHeight(), width() - 2 * kMargin, kBarHeight); }

QRect BufferStripView::scaleRect() const
{
    const QRect bar = barRect();
    return QRect(bar.left(), bar.bottom() + 1 + kMarkerHeight, bar.width(), fontMetrics().height() + 2);
}

QSize BufferStripView::sizeHint() const
{
    return QSize(600, titleHeight() + kBarHeight + kMarkerHeight + fontMetrics().height() + 2 + kMargin);
}

QSize BufferStripView::minimumSizeHint() const { return QSize(120, sizeHint().height()); }

QRectF BufferStripView::segmentRect(int row) const
{
    if (row < 0 || row >= static_cast<int>(m_positionOfRow.size()) || m_positionOfRow[static_cast<size_t>(row)] < 0)
        return {};
    return segmentRectAt(static_cast<size_t>(m_positionOfRow[static_cast<size_t>(row)]));
}

QRectF BufferStripView::segmentRectAt(size_t position) const
{
    const QRect bar = barRect();
    const double total = m_prefixBytes.back();
    if (total <= 0)
        return {};
    const double left = bar.left() + bar.width() * m_prefixBytes[position] / total;
    const double right = bar.left() + bar.width() * m_prefixBytes[position + 1] / total;
    // At least a pixel, inside the bar: the last sliver would otherwise be drawn past its end.
    const double width = std::max(1.0, right - left);
    return QRectF(std::min(left, bar.left() + bar.width() - width), bar.top(), width, bar.height());
}

int BufferStripView::rowAt(const QPoint& position) const
{
    const QRect bar = barRect();
    const double total = m_prefixBytes.back();
    if (m_rows.empty() || total <= 0 || position.y() < bar.top() || position.y() > bar.bottom() + kMarkerHeight
        || position.x() < bar.left() || position.x() > bar.right())
        return -1;
    const double bytes = (position.x() - bar.left() + 0.5) * total / bar.width();
    // The segment whose [prefix, next prefix) holds `bytes`.
    const auto next = std::upper_bound(m_prefixBytes.begin() + 1, m_prefixBytes.end(), bytes);
    const auto segment = std::min<size_t>(static_cast<size_t>(next - m_prefixBytes.begin()) - 1, m_rows.size() - 1);
    // A segment drawn narrower than kMinHitWidth (the small-buffer group's sliver is often one pixel,
    // less in bytes) is hit within that width around it, before its wider neighbours; of several,
    // the one drawn nearest the pointer.
    const size_t first = segment >= 2 ? segment - 2 : 0;
    const size_t last = std::min(segment + 2, m_rows.size() - 1);
    size_t hit = segment;
    double nearest = std::numeric_limits<double>::max();
    for (size_t near = first; near <= last; ++near) {
        const QRectF drawn = segmentRectAt(near);
        const double grow = std::max(0.0, (kMinHitWidth - drawn.width()) / 2);
        const double distance = std::abs(position.x() + 0.5 - drawn.center().x());
        if (grow > 0 && position.x() >= drawn.left() - grow && position.x() <= drawn.right() + grow
            && distance < nearest) {
            hit = near;
            nearest = distance;
        }
    }
    return m_rows[hit];
}

void BufferStripView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    // Vector exports (SVG, PDF) get real segments, not a bitmap of them.
    if (painter.paintEngine() && painter.paintEngine()->type() == QPaintEngine::Raster) {
        const qreal ratio = devicePixelRatioF();
        if (m_stripCache.isNull() || m_stripCache.devicePixelRatio() != ratio) {
            m_stripCache = QPixmap(size() * ratio);
            m_stripCache.setDevicePixelRatio(ratio);
            QPainter cachePainter(&m_stripCache);
            paintStrip(cachePainter);
        }
        painter.drawPixmap(0, 0, m_stripCache);
    } else {
        paintStrip(painter);
    }
    paintMarks(painter);
}

void BufferStripView::paintStrip(QPainter& painter) const
{
    const QPalette palette = this->palette();
    painter.fillRect(rect(), palette.base());
    QFont titleFont = font();
    titleFont.setBold(true);
    painter.setFont(titleFont);
    painter.setPen(palette.color(QPalette::Text));
    painter.drawText(
        QRect(kMargin, 0, width() - 2 * kMargin, titleHeight()), Qt::AlignLeft | Qt::AlignVCenter, title());

    const QRect bar = barRect();
    if (m_rows.empty() || m_prefixBytes.back() <= 0) {
        painter.setPen(palette.color(QPalette::PlaceholderText));
        painter.drawText(bar, Qt::AlignCenter, tr("No buffers are live at the peak."));
        return;
    }
    const auto* model = m_selection->model();
    for (size_t position = 0; position < m_rows.size(); ++position) {
        const memoryviewer::PeakBuffer* buffer = model->buffer(m_rows[position]);
        if (buffer->isSmallGroup()) {
            // Hatched in the palette's text colour: the group is no buffer, and a palette colour would be
            // some real buffer's too.
            painter.fillRect(segmentRectAt(position), palette.color(QPalette::Mid));
            painter.fillRect(segmentRectAt(position), QBrush(palette.color(QPalette::Text), Qt::BDiagPattern));
            continue;
        }
        painter.fillRect(segmentRectAt(position), bufferColor(buffer->colorIndex));
    }
    // Thin separators keep neighbouring segments of similar colour apart.
    QColor separator = palette.color(QPalette::Base);
    separator.setAlphaF(0.6f);
    painter.setPen(QPen(separator, 1));
    for (size_t position = 0; position < m_rows.size(); ++position) {
        const QRectF segment = segmentRectAt(position);
        if (segment.width() >= 4)
            painter.drawLine(QPointF(segment.left(), segment.top()), QPointF(segment.left(), segment.bottom()));
    }
    paintSegmentLabels(painter);
    paintScale(painter);
}

void BufferStripView::paintSegmentLabels(QPainter& painter) const
{
    // A segment wide enough says whose it is and how large: an exported strip reads without the
    // card, and so does a glance at the page.
    const QFontMetrics metrics = fontMetrics();
    const int minimumWidth = metrics.averageCharWidth() * 12;
    const auto* model = m_selection->model();
    painter.setFont(font());
    for (size_t position = 0; position < m_rows.size(); ++position) {
        const QRectF segment = segmentRectAt(position);
        if (segment.width() < minimumWidth)
            continue;
        const int row = m_rows[position];
        const memoryviewer::PeakBuffer* buffer = model->buffer(row);
        const QColor fill = buffer->isSmallGroup() ? palette().color(QPalette::Mid) : bufferColor(buffer->colorIndex);
        painter.setPen(textColorOn(fill));
        const QRect text = segment.toAlignedRect().adjusted(4, 2, -4, -2);
        const QString name = model->index(row, PeakBufferModel::NameColumn).data().toString();
        const QString size = model->index(row, PeakBufferModel::SizeColumn).data().toString();
        painter.drawText(text, Qt::AlignLeft | Qt::AlignTop, metrics.elidedText(name, Qt::ElideMiddle, text.width()));
        painter.drawText(text, Qt::AlignLeft | Qt::AlignBottom, metrics.elidedText(size, Qt::ElideRight, text.width()));
    }
}

void BufferStripView::paintScale(QPainter& painter) const
{
    // Bytes from the bar's start, as the chart's axes say them: a segment's width reads as its size.
    const QRect scale = scaleRect();
    const double total = m_prefixBytes.back();
    const ByteScale unit = byteScaleFor(total);
    const QFontMetrics metrics = fontMetrics();
    const int targetCount = std::max(2, scale.width() / (metrics.averageCharWidth() * 14));
    const AxisTicks ticks = niceTicks(0, unit.fromBytes(total), targetCount);
    painter.setPen(palette().color(QPalette::PlaceholderText));
    int labelEnd = std::numeric_limits<int>::min();
    for (const double value : ticks.values) {
        const int x = scale.left() + int(std::lround(scale.width() * value / unit.fromBytes(total)));
        painter.drawLine(x, scale.top(), x, scale.top() + 3);
        const QString label = formatNumber(value, ticks.decimals) + QLatin1Char(' ') + unit.name;
        const int width = metrics.horizontalAdvance(label);
        const int left = std::clamp(x - width / 2, scale.left(), scale.right() - width);
        if (left <= labelEnd)
            continue;
        painter.drawText(QRect(left, scale.top() + 2, width, scale.height() - 2), Qt::AlignCenter, label);
        labelEnd = left + width + metrics.averageCharWidth();
    }
}

void BufferStripView::paintMarks(QPainter& painter) const
{
    const QPalette palette = this->palette();
    const QRect bar = barRect();
    painter.setRenderHint(QPainter::Antialiasing);
    auto mark = [&](int row, const QColor& color, qreal penWidth) {
        const QRectF segment = segmentRect(row);
        if (segment.isEmpty())
            return;
        painter.setPen(QPen(color, penWidth));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(segment.adjusted(penWidth / 2, penWidth / 2, -penWidth / 2, -penWidth / 2));
        // A caret under the segment finds even a one-pixel buffer.
        QPainterPath caret;
        const qreal middle = segment.center().x();
        const qreal top = bar.bottom() + 2;
        caret.moveTo(middle, top);
        caret.lineTo(middle - kMarkerHeight / 2.0 - 1, top + kMarkerHeight - 2);
        caret.lineTo(middle + kMarkerHeight / 2.0 + 1, top + kMarkerHeight - 2);
        caret.closeSubpath();
        painter.setPen(Qt::NoPen);
        painter.setBrush(color);
        painter.drawPath(caret);
    };
    const int selected = m_selection->selectedRow();
    const int hovered = m_selection->hoveredRow();
    if (selected >= 0)
        mark(selected, palette.color(QPalette::Highlight), 3);
    if (hovered >= 0 && hovered != selected)
        mark(hovered, palette.color(QPalette::Text), 2);
    if (hasFocus()) {
        painter.setPen(QPen(palette.color(QPalette::Highlight), 1, Qt::DotLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(QRectF(bar).adjusted(-1.5, -1.5, 1.5, 1.5));
    }
}

void BufferStripView::invalidateStripCache()
{
    m_stripCache = QPixmap();
    update();
}

void BufferStripView::resizeEvent(QResizeEvent* event)
{
    invalidateStripCache();
    QWidget::resizeEvent(event);
}

void BufferStripView::changeEvent(QEvent* event)
{
    // The strip's colours, title font and layout follow these.
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange
        || event->type() == QEvent::StyleChange)
        invalidateStripCache();
    QWidget::changeEvent(event);
}

void BufferStripView::mouseMoveEvent(QMouseEvent* event)
{
    m_selection->setHoveredRow(rowAt(event->position().toPoint()));
}

void BufferStripView::mousePressEvent(QMouseEvent* event)
{
    setFocus(Qt::MouseFocusReason);
    if (event->button() != Qt::LeftButton)
        return;
    const int row = rowAt(event->position().toPoint());
    // Clicking the selected buffer again deselects it.
    m_selection->selectRow(row == m_selection->selectedRow() ? -1 : row);
}

void BufferStripView::leaveEvent(QEvent* event)
{
    m_selection->setHoveredRow(-1);
    QWidget::leaveEvent(event);
}

void BufferStripView::keyPressEvent(QKeyEvent* event)
{
    if (m_rows.empty())
        return QWidget::keyPressEvent(event);
    const int selected = m_selection->selectedRow();
    const int position = selected >= 0 ? m_positionOfRow[static_cast<size_t>(selected)] : -1;
    const int last = static_cast<int>(m_rows.size()) - 1;
    int target = -2;
    switch (event->key()) {
    case Qt::Key_Right:
        target = position < 0 ? 0 : std::min(position + 1, last);
        break;
    case Qt::Key_Left:
        target = position < 0 ? last : std::max(position - 1, 0);
        break;
    case Qt::Key_Home:
        target = 0;
        break;
    case Qt::Key_End:
        target = last;
        break;
    case Qt::Key_Escape:
        target = -1;
        break;
    default:
        return QWidget::keyPressEvent(event);
    }
    m_selection->selectRow(target < 0 ? -1 : m_rows[static_cast<size_t>(target)]);
    event->accept();
}

bool BufferStripView::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        const auto* buffer = m_selection->model()->buffer(rowAt(help->pos()));
        if (!buffer) {
            QToolTip::hideText();
            return true;
        }
        const double share = m_prefixBytes.back() > 0 ? 100.0 * buffer->sizeBytes / m_prefixBytes.back() : 0;
        QToolTip::showText(help->globalPos(),
            (terms() == PeakTerms::TorchSnapshot ? tr("%1\n%2 (%3% of the allocations at the peak)")
                                                 : tr("%1\n%2 (%3% of the buffers at the peak)"))
                .arg(m_selection->model()->rows()->text(
                         buffer->isSmallGroup() ? buffer->label : buffer->instructionName),
                    formatBytes(buffer->sizeBytes))
                .arg(formatNumber(share, 1)),
            this);
        return true;
    }
    if (event->type() == QEvent::FocusIn || event->type() == QEvent::FocusOut)
        update();
    return QWidget::event(event);
}

} // namespace memscope
