// SPDX-License-Identifier: Apache-2.0
#include "torch/allocatorstatemap.h"

#include "core/memoryviewer/palette.h"
#include "models/buffercolor.h"

#include <QEvent>
#include <QMouseEvent>
#include <QPainter>
#include <algorithm>
#include <cmath>
#include <functional>
#include <numeric>

namespace memscope {

namespace {

    constexpr int kLineHeight = 18;
    constexpr int kLineGap = 6;
    constexpr double kSegmentGap = 4;
    constexpr double kNarrowestSegment = 3;
    constexpr int kMargin = 8;

    constexpr int kSwatch = 12;

    // Freed and awaiting its stream: crossed out in the text's colour, unlike any stack's colour (MemoryViz's
    // red was one of them), in light and dark.
    void paintPendingFree(QPainter& painter, const QRectF& rect, const QPalette& palette)
    {
        painter.fillRect(rect, palette.color(QPalette::Base));
        painter.fillRect(rect, QBrush(palette.color(QPalette::WindowText), Qt::DiagCrossPattern));
    }

    // What rounding added to a request: the block's colour, lighter and hatched.
    void paintRounding(QPainter& painter, const QRectF& rect, const QColor& color, const QPalette& palette)
    {
        painter.fillRect(rect, color.lighter(130));
        painter.fillRect(rect, QBrush(palette.color(QPalette::WindowText), Qt::BDiagPattern));
    }

} // namespace

AllocatorStateMap::AllocatorStateMap(QWidget* parent)
    : QWidget(parent)
{
    setMouseTracking(true);
}

QSize AllocatorStateMap::sizeHint() const { return { 800, 300 }; }

QSize AllocatorStateMap::minimumSizeHint() const { return { 240, 4 * (kLineHeight + kLineGap) }; }

void AllocatorStateMap::setState(std::shared_ptr<const torch::AllocatorState> state)
{
    m_state = std::move(state);
    m_hovered = {};
    layOut();
    update();
}

void AllocatorStateMap::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    layOut();
}

void AllocatorStateMap::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        layOut();
}

QStringList AllocatorStateMap::legendTexts() const
{
    return { tr("allocated (colour of its stack)"), tr("added by rounding"), tr("freed, awaiting its stream"),
        tr("inactive (cached, unused)") };
}

std::vector<QPoint> AllocatorStateMap::legendPlaces() const
{
    // Flowed like words: an entry that does not fit on the line starts the next.
    const QFontMetrics metrics = fontMetrics();
    std::vector<QPoint> places;
    QPoint at(kMargin, kMargin);
    for (const QString& text : legendTexts()) {
        const int entry = kSwatch + 5 + metrics.horizontalAdvance(text);
        if (at.x() > kMargin && at.x() + entry > width() - kMargin)
            at = QPoint(kMargin, at.y() + metrics.height() + 4);
        places.push_back(at);
        at.rx() += entry + 16;
    }
    return places;
}

void AllocatorStateMap::layOut()
{
    m_picture = QPixmap();
    m_order.clear();
    m_flowStart.clear();
    const std::vector<QPoint> places = legendPlaces();
    const int legend = (places.empty() ? 0 : places.back().y()) + fontMetrics().height() + 8 - kMargin;
    m_area = rect().adjusted(kMargin, kMargin + legend, -kMargin, -kMargin);
    if (!m_state || m_state->segments.empty() || m_area.width() < 1 || m_area.height() < kLineHeight)
        return;
    const auto& segments = m_state->segments;
    m_order.resize(segments.size());
    std::iota(m_order.begin(), m_order.end(), size_t(0));
    std::stable_sort(
        m_order.begin(), m_order.end(), [&](size_t a, size_t b) { return segments[a].size > segments[b].size; });
    // One scale for all: reserved memory fills the lines the view has, less the gaps between segments.
    const int lines = std::max(1, (m_area.height() + kLineGap) / (kLineHeight + kLineGap));
    const double room = double(lines) * m_area.width() - double(segments.size()) * (kSegmentGap + kNarrowestSegment);
    m_bytesPerPixel = double(std::max<qint64>(1, m_state->reservedBytes)) / std::max(double(m_area.width()), room);
    double flow = 0;
    m_flowStart.reserve(segments.size());
    for (const size_t index : m_order) {
        m_flowStart.push_back(flow);
        flow += std::max(kNarrowestSegment, double(segments[index].size) / m_bytesPerPixel) + kSegmentGap;
    }
}

double AllocatorStateMap::flowOf(size_t orderIndex, quint64 address) const
{
    const torch::StateSegment& segment = m_state->segments[m_order[orderIndex]];
    const double width = std::max(kNarrowestSegment, double(segment.size) / m_bytesPerPixel);
    const double offset = double(std::clamp<qint64>(qint64(address - segment.address), 0, segment.size));
    return m_flowStart[orderIndex] + offset / double(std::max<qint64>(1, segment.size)) * width;
}

std::vector<QRectF> AllocatorStateMap::flowRects(double first, double last) const
{
    std::vector<QRectF> rects;
    const double lineWidth = m_area.width();
    while (first < last) {
        const double line = std::floor(first / lineWidth);
        const double top = m_area.top() + line * (kLineHeight + kLineGap);
        if (top + kLineHeight > m_area.bottom() + 1)
            break; // past the last line: not drawn
        const double x = first - line * lineWidth;
        const double take = std::min(last - first, lineWidth - x);
        rects.emplace_back(m_area.left() + x, top, take, kLineHeight);
        first += take;
    }
    return rects;
}

void AllocatorStateMap::paintBlock(QPainter& painter, size_t orderIndex, const torch::StateBlock& block) const
{
    const double start = flowOf(orderIndex, block.address);
    // A block narrower than a pixel still shows where it is.
    const double end = std::max(start + 1, flowOf(orderIndex, block.address + quint64(block.size)));
    if (block.state != torch::BlockState::ActiveAllocated) {
        for (const QRectF& rect : flowRects(start, end))
            paintPendingFree(painter, rect, palette());
        return;
    }
    const QColor color = bufferColor(int(block.stack % quint32(std::max(1, memoryviewer::paletteSize()))));
    const double asked = std::clamp(flowOf(orderIndex, block.address + quint64(block.requestedSize)), start, end);
    for (const QRectF& rect : flowRects(start, std::max(asked, start + 1)))
        painter.fillRect(rect, color);
    for (const QRectF& rect : flowRects(asked, end))
        paintRounding(painter, rect, color, palette());
}

void AllocatorStateMap::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    if (!m_state || m_state->segments.empty()) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(rect(), Qt::AlignCenter, tr("No segments are reserved at this point."));
        return;
    }
    if (m_picture.isNull()) {
        m_picture = QPixmap(size() * devicePixelRatioF());
        m_picture.setDevicePixelRatio(devicePixelRatioF());
        m_picture.fill(Qt::transparent);
        QPainter picture(&m_picture);
        paintPicture(picture);
    }
    painter.drawPixmap(0, 0, m_picture);
    // The hovered block, or its segment when the cursor is on inactive space.
    if (m_hovered.segment >= 0) {
        const auto order = std::find(m_order.begin(), m_order.end(), size_t(m_hovered.segment)) - m_order.begin();
        const torch::StateSegment& segment = m_state->segments[size_t(m_hovered.segment)];
        double start = m_flowStart[size_t(order)];
        double end = flowOf(size_t(order), segment.address + quint64(segment.size));
        if (m_hovered.block >= 0) {
            const torch::StateBlock& block = m_state->blocks[size_t(m_hovered.block)];
            start = flowOf(size_t(order), block.address);
            end = std::max(start + 1, flowOf(size_t(order), block.address + quint64(block.size)));
        }
        painter.setPen(QPen(palette().color(QPalette::WindowText), 2));
        for (const QRectF& rect : flowRects(start, end))
            painter.drawRect(rect.adjusted(-1, -1, 1, 1));
    }
}

void AllocatorStateMap::paintPicture(QPainter& painter) const
{
    // The legend: what each fill means.
    const QFontMetrics metrics = fontMetrics();
    const std::function<void(const QRect&)> swatches[] = {
        [&](const QRect& box) { painter.fillRect(box, bufferColor(0)); },
        [&](const QRect& box) { paintRounding(painter, box, bufferColor(0), palette()); },
        [&](const QRect& box) { paintPendingFree(painter, box, palette()); },
        [&](const QRect& box) {
            painter.fillRect(box, palette().color(QPalette::Base));
            painter.setPen(palette().color(QPalette::Mid));
            painter.drawRect(box.adjusted(0, 0, -1, -1));
        },
    };
    const QStringList texts = legendTexts();
    const std::vector<QPoint> places = legendPlaces();
    for (int i = 0; i < texts.size(); ++i) {
        // Laid out left to right; a right-to-left language reads it mirrored, swatch first from the right.
        const int textWidth = metrics.horizontalAdvance(texts[i]);
        QRect entry(places[size_t(i)].x(), places[size_t(i)].y(), kSwatch + 5 + textWidth, metrics.height());
        if (isRightToLeft())
            entry.moveLeft(width() - entry.left() - entry.width());
        const int swatchLeft = isRightToLeft() ? entry.right() - kSwatch + 1 : entry.left();
        swatches[i](QRect(swatchLeft, entry.top() + (metrics.height() - kSwatch) / 2, kSwatch, kSwatch));
        painter.setPen(palette().color(QPalette::WindowText));
        painter.drawText(QRect(isRightToLeft() ? entry.left() : entry.left() + kSwatch + 5, entry.top(), textWidth,
                             metrics.height()),
            Qt::AlignVCenter, texts[i]);
    }

    const auto& segments = m_state->segments;
    for (size_t i = 0; i < m_order.size(); ++i) {
        const torch::StateSegment& segment = segments[m_order[i]];
        const double start = m_flowStart[i];
        const double end = flowOf(i, segment.address + quint64(segment.size));
        const std::vector<QRectF> rects = flowRects(start, end);
        for (const QRectF& rect : rects)
            painter.fillRect(rect, palette().color(QPalette::Base));
        const auto [first, last] = m_state->segmentBlocks[m_order[i]];
        for (size_t block = first; block < last; ++block)
            paintBlock(painter, i, m_state->blocks[block]);
        painter.setPen(palette().color(QPalette::Mid));
        for (const QRectF& rect : rects)
            painter.drawRect(rect.adjusted(0, 0, -0.5, -0.5));
    }
}

AllocatorStateMap::Hit AllocatorStateMap::hitAt(const QPoint& position) const
{
    Hit hit;
    if (m_order.empty() || !m_area.contains(position))
        return hit;
    const int line = (position.y() - m_area.top()) / (kLineHeight + kLineGap);
    if (position.y() - m_area.top() - line * (kLineHeight + kLineGap) >= kLineHeight)
        return hit; // between lines
    const double flow = double(line) * m_area.width() + (position.x() - m_area.left());
    const size_t order = size_t(std::upper_bound(m_flowStart.begin(), m_flowStart.end(), flow) - m_flowStart.begin());
    if (order == 0)
        return hit;
    const size_t index = m_order[order - 1];
    const torch::StateSegment& segment = m_state->segments[index];
    const double start = m_flowStart[order - 1];
    const double width = flowOf(order - 1, segment.address + quint64(segment.size)) - start;
    if (flow >= start + width)
        return hit; // the gap after a segment
    hit.segment = qint64(index);
    // The bytes under this pixel; a block smaller than it is found too.
    const double bytesPerPixel = double(segment.size) / std::max(1e-9, width);
    const quint64 pixelFirst = segment.address + quint64(std::max(0.0, (flow - start) * bytesPerPixel));
    const quint64 pixelLast = segment.address + quint64(std::max(0.0, (flow + 1 - start) * bytesPerPixel));
    const auto [first, last] = m_state->segmentBlocks[index];
    const auto begin = m_state->blocks.begin() + qint64(first);
    const auto end = m_state->blocks.begin() + qint64(last);
    auto after = std::upper_bound(
        begin, end, pixelLast, [](quint64 address, const torch::StateBlock& block) { return address < block.address; });
    if (after != begin && std::prev(after)->address + quint64(std::prev(after)->size) > pixelFirst)
        hit.block = qint64(std::prev(after) - m_state->blocks.begin());
    return hit;
}

QPoint AllocatorStateMap::blockPoint(qint64 block) const
{
    if (!m_state || block < 0 || size_t(block) >= m_state->blocks.size())
        return {};
    for (size_t order = 0; order < m_order.size(); ++order) {
        const auto [first, last] = m_state->segmentBlocks[m_order[order]];
        if (size_t(block) < first || size_t(block) >= last)
            continue;
        const double start = flowOf(order, m_state->blocks[size_t(block)].address);
        const std::vector<QRectF> rects = flowRects(start, start + 1);
        return rects.empty() ? QPoint() : rects.front().center().toPoint();
    }
    return {};
}

void AllocatorStateMap::setHovered(Hit hit)
{
    if (hit == m_hovered)
        return;
    m_hovered = hit;
    update();
    Q_EMIT hovered(hit.segment, hit.block);
}

void AllocatorStateMap::mouseMoveEvent(QMouseEvent* event) { setHovered(hitAt(event->position().toPoint())); }

void AllocatorStateMap::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton)
        return QWidget::mouseReleaseEvent(event);
    const Hit hit = hitAt(event->position().toPoint());
    Q_EMIT clicked(hit.segment, hit.block);
}

void AllocatorStateMap::leaveEvent(QEvent* event)
{
    QWidget::leaveEvent(event);
    setHovered({});
}

} // namespace memscope
