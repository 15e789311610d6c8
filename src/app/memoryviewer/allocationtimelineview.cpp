// SPDX-License-Identifier: Apache-2.0
#include "memoryviewer/allocationtimelineview.h"

#include "core/util/units.h"
#include "models/axisticks.h"
#include "models/buffercolor.h"

#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QRegularExpression>
#include <QToolTip>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

namespace memscope {

namespace {

    constexpr double kMaxZoom = 100000.0;
    constexpr int kClickSlop = 3; // pixels a press may move and still be a click

    const std::vector<memoryviewer::BufferBlock> kNoBlocks;

} // namespace

AllocationTimelineView::AllocationTimelineView(QWidget* parent)
    : QWidget(parent)
{
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setMinimumHeight(260);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAccessibleName(tr("Buffer allocation timeline"));
}

const std::vector<memoryviewer::BufferBlock>& AllocationTimelineView::blocks() const
{
    return m_result ? m_result->bufferBlocks : kNoBlocks;
}

void AllocationTimelineView::setResult(
    std::shared_ptr<const memoryviewer::Result> result, std::shared_ptr<const TimelineScene> layout)
{
    m_result = std::move(result);
    m_layout = layout ? std::move(layout) : TimelineScene::build(m_result.get());
    const auto& blocks = this->blocks();
    m_selectedBufferId = -1;
    m_focusedBufferId = -1;
    m_selectedBlock = -1;
    m_hoveredBlock = -1;
    m_matches.clear();
    m_isMatch.assign(blocks.size(), 0);
    m_currentMatch = -1;
    m_searchActive = false;
    resetView();
}

void AllocationTimelineView::updateAxisLayout()
{
    const QFontMetrics metrics = fontMetrics();
    constexpr int top = 8;
    const int bottom = 2 * metrics.height() + 10;
    const int plotHeight = std::max(1, height() - bottom - top);
    // Offsets in the unit of the highest value in view, with as many decimals
    // as the tick step needs, so that deep zooms still tell ticks apart.
    const ByteScale unit = byteScaleFor(m_y1);
    const AxisTicks ticks = niceTicks(unit.fromBytes(m_y0), unit.fromBytes(m_y1), std::max(2, plotHeight / 50));
    const QLocale locale;
    m_yTicks.clear();
    int labelWidth = metrics.horizontalAdvance(QStringLiteral("0 MiB"));
    for (const double tick : ticks.values) {
        const QString label = QStringLiteral("%1 %2").arg(locale.toString(tick, 'f', ticks.decimals), unit.name);
        labelWidth = std::max(labelWidth, metrics.horizontalAdvance(label));
        m_yTicks.emplace_back(tick * unit.bytesPerUnit, label);
    }
    const int left = labelWidth + metrics.height() + 14;
    m_plot = QRect(left, top, std::max(1, width() - left - 10), plotHeight);
}

QPointF AllocationTimelineView::toScreen(double x, double y) const
{
    const QRect plot = plotRect();
    return QPointF(plot.left() + (x - m_x0) / (m_x1 - m_x0) * plot.width(),
        plot.top() + plot.height() - (y - m_y0) / (m_y1 - m_y0) * plot.height());
}

QPointF AllocationTimelineView::toData(const QPointF& screen) const
{
    const QRect plot = plotRect();
    return QPointF(m_x0 + (screen.x() - plot.left()) / plot.width() * (m_x1 - m_x0),
        m_y0 + (plot.top() + plot.height() - screen.y()) / plot.height() * (m_y1 - m_y0));
}

void AllocationTimelineView::setView(double x0, double x1, double y0, double y1)
{
    auto clampSpan = [](double& first, double& last, double full) {
        const double span = std::clamp(last - first, full / kMaxZoom, full);
        first = std::clamp(first, 0.0, full - span);
        last = first + span;
    };
    clampSpan(x0, x1, m_layout->xMax);
    clampSpan(y0, y1, m_layout->yMax);
    m_x0 = x0;
    m_x1 = x1;
    m_y0 = y0;
    m_y1 = y1;
    updateAxisLayout();
    update();
    Q_EMIT viewChanged();
}

void AllocationTimelineView::resetView() { setView(0, m_layout->xMax, 0, m_layout->yMax); }

void AllocationTimelineView::zoomAt(const QPointF& position, double factor)
{
    const QPointF anchor = toData(position);
    const double xFraction = (anchor.x() - m_x0) / (m_x1 - m_x0);
    const double yFraction = (anchor.y() - m_y0) / (m_y1 - m_y0);
    const double xSpan = std::clamp((m_x1 - m_x0) / factor, m_layout->xMax / kMaxZoom, m_layout->xMax);
    const double ySpan = std::clamp((m_y1 - m_y0) / factor, m_layout->yMax / kMaxZoom, m_layout->yMax);
    const double x0 = anchor.x() - xFraction * xSpan;
    const double y0 = anchor.y() - yFraction * ySpan;
    setView(x0, x0 + xSpan, y0, y0 + ySpan);
}

void AllocationTimelineView::zoomToBlock(int blockIndex, double minimumZoom)
{
    const auto& blocks = this->blocks();
    if (blockIndex < 0 || blockIndex >= static_cast<int>(blocks.size()))
        return;
    const auto& block = blocks[static_cast<size_t>(blockIndex)];
    // Show the whole block with a margin, but at least `minimumZoom` in.
    const double xSpan = std::min(m_layout->xMax / minimumZoom, std::max(1.0, (block.endStep - block.startStep) * 1.4));
    const double ySpan = std::min(m_layout->yMax / minimumZoom, std::max(1.0, block.size * 1.4));
    const double xCentre = (block.startStep + block.endStep) / 2.0;
    const double yCentre = block.offset + block.size / 2.0;
    setView(xCentre - xSpan / 2, xCentre + xSpan / 2, yCentre - ySpan / 2, yCentre + ySpan / 2);
}

void AllocationTimelineView::panBy(const QPointF& screenDelta)
{
    const QRect plot = plotRect();
    const double dx = -screenDelta.x() / plot.width() * (m_x1 - m_x0);
    const double dy = screenDelta.y() / plot.height() * (m_y1 - m_y0);
    setView(m_x0 + dx, m_x1 + dx, m_y0 + dy, m_y1 + dy);
}

QRectF AllocationTimelineView::blockScreenRect(int blockIndex) const
{
    const auto& blocks = this->blocks();
    if (blockIndex < 0 || blockIndex >= static_cast<int>(blocks.size()))
        return {};
    const auto& block = blocks[static_cast<size_t>(blockIndex)];
    const QPointF topLeft = toScreen(block.startStep, block.offset + block.size);
    const QPointF bottomRight = toScreen(block.endStep, block.offset);
    return QRectF(topLeft, bottomRight);
}

int AllocationTimelineView::blockAt(const QPoint& position) const
{
    if (!plotRect().contains(position))
        return -1;
    const QPointF point = toData(position);
    return m_layout->index.hitTest(point.x(), point.y());
}

QString AllocationTimelineView::blockDescription(int blockIndex) const
{
    const auto& blocks = this->blocks();
    if (blockIndex < 0 || blockIndex >= static_cast<int>(blocks.size()))
        return {};
    const auto& block = blocks[static_cast<size_t>(blockIndex)];
    const QLocale locale;
    auto bytes = [&locale](double value) {
        return tr("%1 (%2 bytes)").arg(formatBytes(value), locale.toString(static_cast<qint64>(value)));
    };
    QStringList lines;
    lines << QStringLiteral("<b>%1</b>").arg(m_result->text(block.name).toHtmlEscaped());
    auto add = [&lines](const QString& label, const QString& value) {
        if (!value.isEmpty())
            lines << QStringLiteral("%1 %2").arg(label.toHtmlEscaped(), value.toHtmlEscaped());
    };
    if (block.isContainer()) {
        add(tr("Allocation:"), m_result->text(block.category));
        add(tr("Size:"), bytes(block.size));
        add(tr("Offset:"), bytes(block.offset));
        return lines.join(QStringLiteral("<br>"));
    }
    add(tr("Buffer ID:"), QString::number(block.logicalBufferId));
    add(tr("Size:"), bytes(block.size));
    add(tr("Unpadded:"), block.unpaddedSize > 0 ? bytes(block.unpaddedSize) : tr("n/a"));
    if (block.unpaddedSize > 0 && block.size > block.unpaddedSize)
        add(tr("Padding overhead:"), bytes(block.size - block.unpaddedSize));
    add(tr("Offset:"),
        tr("%1 bytes (0x%2)")
            .arg(locale.toString(static_cast<qint64>(block.offset)))
            .arg(static_cast<qint64>(block.offset), 0, 16));
    add(tr("Lifetime:"), tr("program order %1 to %2").arg(block.startStep).arg(block.endStep));
    add(tr("Category:"), m_result->text(block.category));
    add(tr("Shape:"), m_result->text(block.shape));
    const memoryviewer::SourceInfo source = m_result->source(block.source);
    if (!source.file.isEmpty())
        add(tr("Source:"), source.line < 0 ? source.file : QStringLiteral("%1:%2").arg(source.file).arg(source.line));
    add(tr("Framework op:"), m_result->text(block.tfOpName));
    return lines.join(QStringLiteral("<br>"));
}

void AllocationTimelineView::setSelectedBuffer(qint64 logicalBufferId)
{
    m_selectedBufferId = logicalBufferId;
    m_selectedBlock = -1;
    if (logicalBufferId >= 0) {
        if (const auto blocks = m_layout->blocksOf(logicalBufferId); !blocks.empty())
            m_selectedBlock = blocks.front().second;
    }
    update();
}

void AllocationTimelineView::setSelectedBlock(int blockIndex)
{
    const auto& blocks = this->blocks();
    m_selectedBlock = blockIndex >= 0 && blockIndex < static_cast<int>(blocks.size()) ? blockIndex : -1;
    m_selectedBufferId = m_selectedBlock >= 0 ? blocks[static_cast<size_t>(m_selectedBlock)].logicalBufferId : -1;
    update();
}

void AllocationTimelineView::setFocusedBuffer(qint64 logicalBufferId)
{
    if (logicalBufferId == m_focusedBufferId)
        return;
    m_focusedBufferId = logicalBufferId;
    update();
}

bool AllocationTimelineView::isHighlighted(int blockIndex) const
{
    if (blockIndex == m_selectedBlock)
        return true;
    return m_selectedBufferId >= 0 && blocks()[static_cast<size_t>(blockIndex)].logicalBufferId == m_selectedBufferId;
}

int AllocationTimelineView::setSearchPattern(const QString& pattern)
{
    const auto& blocks = this->blocks();
    m_matches.clear();
    m_isMatch.assign(blocks.size(), 0);
    m_currentMatch = -1;
    m_searchActive = !pattern.isEmpty();
    if (m_searchActive) {
        const QRegularExpression expression(pattern, QRegularExpression::CaseInsensitiveOption);
        const bool useExpression = expression.isValid();
        // Blocks share their texts: each distinct one is decoded and matched once.
        const memoryviewer::StringTable& strings = m_result->strings;
        std::vector<char> known(strings.size(), 0); // 0: not matched yet, 1: matches, 2: does not
        auto matches = [&](memoryviewer::StringId id) {
            char& state = known[id];
            if (state == 0) {
                const QString text = strings.text(id);
                state
                    = (useExpression ? expression.match(text).hasMatch() : text.contains(pattern, Qt::CaseInsensitive))
                    ? 1
                    : 2;
            }
            return state == 1;
        };
        for (int index = 0; index < static_cast<int>(blocks.size()); ++index) {
            const auto& block = blocks[static_cast<size_t>(index)];
            if (!block.isContainer() && block.size > 0 && (matches(block.tfOpName) || matches(block.name))) {
                m_matches.push_back(index);
                m_isMatch[static_cast<size_t>(index)] = 1;
            }
        }
        // Step through matches left to right, bottom to top.
        std::stable_sort(m_matches.begin(), m_matches.end(), [&blocks](int a, int b) {
            const auto& first = blocks[static_cast<size_t>(a)];
            const auto& second = blocks[static_cast<size_t>(b)];
            return first.startStep != second.startStep ? first.startStep < second.startStep
                                                       : first.offset < second.offset;
        });
    }
    update();
    return static_cast<int>(m_matches.size());
}

void AllocationTimelineView::nextMatch() { stepMatch(1); }
void AllocationTimelineView::previousMatch() { stepMatch(-1); }

void AllocationTimelineView::stepMatch(int delta)
{
    if (m_matches.empty())
        return;
    const int count = static_cast<int>(m_matches.size());
    m_currentMatch
        = m_currentMatch < 0 ? (delta > 0 ? 0 : count - 1) : ((m_currentMatch + delta) % count + count) % count;
    const int block = m_matches[static_cast<size_t>(m_currentMatch)];
    zoomToBlock(block);
    Q_EMIT currentMatchChanged(block);
}

void AllocationTimelineView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    const QPalette palette = this->palette();
    painter.fillRect(rect(), palette.base());
    const QRect plot = plotRect();
    const auto& blocks = this->blocks();
    if (m_layout->index.isEmpty()) {
        painter.setPen(palette.color(QPalette::PlaceholderText));
        painter.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap,
            tr("No allocation timeline: this memory space has no heap-simulator trace."));
        m_lastPaintedBlockCount = 0;
        return;
    }
    paintAxes(painter, plot);
    painter.save();
    painter.setClipRect(plot);
    m_visible.clear();
    m_layout->index.query(m_x0, m_x1, m_y0, m_y1, m_visible);

    // Containers under everything, in a quiet shade of the palette.
    QColor containerFill = palette.color(QPalette::AlternateBase);
    QColor containerEdge = palette.color(QPalette::Mid);
    painter.setPen(QPen(containerEdge, 1));
    painter.setBrush(containerFill);
    const auto& boxes = m_layout->index.boxes();
    // toScreen() folded into one scale and offset per axis for the hot loop.
    const double xScale = plot.width() / (m_x1 - m_x0);
    const double yScale = plot.height() / (m_y1 - m_y0);
    const double xOrigin = plot.left() - m_x0 * xScale;
    const double yOrigin = plot.top() + plot.height() + m_y0 * yScale;
    auto screenRect = [=](const TimelineIndex::Box& box) {
        return QRectF(QPointF(xOrigin + box.start * xScale, yOrigin - box.top * yScale),
            QPointF(xOrigin + box.end * xScale, yOrigin - box.bottom * yScale));
    };
    for (const int position : m_visible) {
        const auto& box = boxes[static_cast<size_t>(position)];
        if (box.container)
            painter.drawRect(screenRect(box));
    }

    const bool dimOthers = m_searchActive || m_selectedBlock >= 0 || m_selectedBufferId >= 0;
    const QColor base = palette.color(QPalette::Base);
    auto dimmed = [&base](QRgb color) {
        // 30 % of the colour over the background, as XProf dims.
        return qRgb((qRed(color) * 3 + qRed(base.rgb()) * 7) / 10, (qGreen(color) * 3 + qGreen(base.rgb()) * 7) / 10,
            (qBlue(color) * 3 + qBlue(base.rgb()) * 7) / 10);
    };
    m_subPixelLayer = QImage(plot.size(), QImage::Format_ARGB32_Premultiplied);
    m_subPixelLayer.fill(Qt::transparent);
    const QColor separator = [&] {
        QColor color = base;
        color.setAlphaF(0.7f);
        return color;
    }();
    const QFontMetrics metrics = fontMetrics();
    int painted = 0;
    painter.setBrush(Qt::NoBrush);
    for (const int position : m_visible) {
        const auto& box = boxes[static_cast<size_t>(position)];
        if (box.container)
            continue;
        const int index = box.block;
        const QRgb boxColor = m_layout->boxColors[static_cast<size_t>(position)];
        const bool bright
            = !dimOthers || (m_searchActive ? m_isMatch[static_cast<size_t>(index)] != 0 : isHighlighted(index));
        const QRgb color = bright ? boxColor : dimmed(boxColor);
        const QRectF area = screenRect(box);
        if (area.width() < 2 || area.height() < 2) {
            // Thin blocks go into the pixel layer: cost by covered pixels,
            // not by block count, and the first block on a pixel keeps it.
            const int left = std::clamp(static_cast<int>(std::floor(area.left())) - plot.left(), 0, plot.width() - 1);
            const int right
                = std::clamp(static_cast<int>(std::ceil(area.right())) - plot.left(), left + 1, plot.width());
            const int top = std::clamp(static_cast<int>(std::floor(area.top())) - plot.top(), 0, plot.height() - 1);
            const int bottom
                = std::clamp(static_cast<int>(std::ceil(area.bottom())) - plot.top(), top + 1, plot.height());
            bool wrote = false;
            for (int y = top; y < bottom; ++y) {
                auto* line = reinterpret_cast<QRgb*>(m_subPixelLayer.scanLine(y));
                for (int x = left; x < right; ++x) {
                    if (line[x] == 0) {
                        line[x] = color | 0xff000000u;
                        wrote = true;
                    }
                }
            }
            painted += wrote ? 1 : 0;
            continue;
        }
        const QRectF visible = area.intersected(QRectF(plot).adjusted(-2, -2, 2, 2));
        painter.fillRect(
            QRectF(visible.topLeft(), QSizeF(std::max(1.0, visible.width()), std::max(1.0, visible.height()))),
            QColor(color));
        ++painted;
        if (visible.width() >= 6 && visible.height() >= 6) {
            painter.setPen(QPen(separator, 1));
            painter.drawRect(visible.adjusted(0.5, 0.5, -0.5, -0.5));
        }
        if (visible.height() >= metrics.height() + 2 && visible.width() >= 36) {
            const QString label = metrics.elidedText(m_result->text(blocks[static_cast<size_t>(index)].name),
                Qt::ElideRight, static_cast<int>(visible.width()) - 6);
            if (!label.isEmpty() && label != QStringLiteral("…")) {
                painter.setPen(textColorOn(QColor::fromRgb(color)));
                painter.drawText(visible.adjusted(3, 0, -3, 0), Qt::AlignLeft | Qt::AlignVCenter, label);
            }
        }
    }
    painter.drawImage(plot.topLeft(), m_subPixelLayer);
    m_lastPaintedBlockCount = painted;

    auto outline = [&](int index, const QColor& color, qreal width) {
        if (index < 0)
            return;
        painter.setPen(QPen(color, width));
        painter.setBrush(Qt::NoBrush);
        const QRectF area = blockScreenRect(index).normalized();
        painter.drawRect(area.adjusted(-width / 2, -width / 2, width / 2, width / 2));
    };
    if (m_selectedBufferId >= 0) {
        for (const auto& [buffer, block] : m_layout->blocksOf(m_selectedBufferId))
            outline(block, palette.color(QPalette::Highlight), 3);
    } else {
        outline(m_selectedBlock, palette.color(QPalette::Highlight), 3);
    }
    if (m_currentMatch >= 0)
        outline(m_matches[static_cast<size_t>(m_currentMatch)], palette.color(QPalette::Highlight), 3);
    if (m_focusedBufferId >= 0 && m_focusedBufferId != m_selectedBufferId) {
        for (const auto& [buffer, block] : m_layout->blocksOf(m_focusedBufferId))
            outline(block, palette.color(QPalette::Text), 2);
    }
    outline(m_hoveredBlock, palette.color(QPalette::Text), 2);
    painter.restore();

    painter.setPen(palette.color(QPalette::Mid));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(QRectF(plot).adjusted(-0.5, -0.5, 0.5, 0.5));
    if (hasFocus()) {
        painter.setPen(QPen(palette.color(QPalette::Highlight), 1, Qt::DotLine));
        painter.drawRect(QRectF(plot).adjusted(-2.5, -2.5, 2.5, 2.5));
    }
}

void AllocationTimelineView::paintAxes(QPainter& painter, const QRect& plot) const
{
    const QPalette palette = this->palette();
    const QFontMetrics metrics = fontMetrics();
    QColor grid = palette.color(QPalette::Text);
    grid.setAlphaF(0.12f);
    painter.setPen(palette.color(QPalette::Text));
    const int xTickCount = std::max(2, plot.width() / 90);
    const AxisTicks xTicks = niceTicks(m_x0, m_x1, xTickCount, AxisValues::Integer);
    for (const double tick : xTicks.values) {
        const double x = toScreen(tick, 0).x();
        painter.setPen(grid);
        painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        painter.setPen(palette.color(QPalette::Text));
        const QString label = QLocale().toString(tick, 'f', xTicks.decimals);
        painter.drawText(
            QRectF(x - 50, plot.bottom() + 3, 100, metrics.height()), Qt::AlignHCenter | Qt::AlignTop, label);
    }
    for (const auto& [tick, label] : m_yTicks) {
        const double y = toScreen(0, tick).y();
        painter.setPen(grid);
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        painter.setPen(palette.color(QPalette::Text));
        painter.drawText(QRectF(0, y - metrics.height() / 2.0, plot.left() - 6, metrics.height()),
            Qt::AlignRight | Qt::AlignVCenter, label);
    }
    painter.drawText(QRect(plot.left(), plot.bottom() + metrics.height() + 6, plot.width(), metrics.height()),
        Qt::AlignHCenter, tr("Heap simulation time (program order)"));
    painter.save();
    painter.translate(2, plot.center().y());
    painter.rotate(-90);
    painter.drawText(QRect(-plot.height() / 2, 0, plot.height(), metrics.height()), Qt::AlignHCenter | Qt::AlignTop,
        tr("Memory offset (0 at the bottom)"));
    painter.restore();
}

void AllocationTimelineView::wheelEvent(QWheelEvent* event)
{
    // The view sits in a scrolling page: a plain wheel scrolls the page (a user
    // scrolling down must not get caught zooming), Ctrl+wheel zooms.
    const double steps = event->angleDelta().y() / 120.0;
    if (steps == 0 || !(event->modifiers() & Qt::ControlModifier))
        return QWidget::wheelEvent(event);
    zoomAt(event->position(), std::pow(1.1, steps));
    event->accept();
}

void AllocationTimelineView::mousePressEvent(QMouseEvent* event)
{
    setFocus(Qt::MouseFocusReason);
    if (event->button() != Qt::LeftButton)
        return QWidget::mousePressEvent(event);
    m_pressed = true;
    m_dragging = false;
    m_pressPosition = event->position().toPoint();
    m_lastDragPosition = event->position();
}

void AllocationTimelineView::mouseMoveEvent(QMouseEvent* event)
{
    if (m_pressed && (event->buttons() & Qt::LeftButton)) {
        if (!m_dragging && (event->position().toPoint() - m_pressPosition).manhattanLength() > kClickSlop) {
            m_dragging = true;
            setCursor(Qt::ClosedHandCursor);
            QToolTip::hideText();
        }
        if (m_dragging) {
            panBy(event->position() - m_lastDragPosition);
            m_lastDragPosition = event->position();
        }
        return;
    }
    const int hovered = blockAt(event->position().toPoint());
    if (hovered != m_hoveredBlock) {
        m_hoveredBlock = hovered;
        update();
        Q_EMIT blockHovered(hovered);
    }
    if (hovered >= 0)
        QToolTip::showText(event->globalPosition().toPoint(), blockDescription(hovered), this);
    else
        QToolTip::hideText();
}

void AllocationTimelineView::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || !m_pressed)
        return QWidget::mouseReleaseEvent(event);
    m_pressed = false;
    if (m_dragging) {
        m_dragging = false;
        unsetCursor();
        return;
    }
    const int clicked = blockAt(event->position().toPoint());
    // A click on the selected block deselects it, as in XProf.
    Q_EMIT blockClicked(clicked >= 0 && clicked == m_selectedBlock ? -1 : clicked);
}

void AllocationTimelineView::mouseDoubleClickEvent(QMouseEvent* event)
{
    const int block = blockAt(event->position().toPoint());
    if (block >= 0 && !blocks()[static_cast<size_t>(block)].isContainer())
        zoomToBlock(block, 1);
}

void AllocationTimelineView::leaveEvent(QEvent* event)
{
    if (m_hoveredBlock >= 0) {
        m_hoveredBlock = -1;
        update();
        Q_EMIT blockHovered(-1);
    }
    QWidget::leaveEvent(event);
}

void AllocationTimelineView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    updateAxisLayout();
}

void AllocationTimelineView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        updateAxisLayout();
}

void AllocationTimelineView::keyPressEvent(QKeyEvent* event)
{
    const QPointF centre = plotRect().center();
    const QRect plot = plotRect();
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomAt(centre, 1.5);
        break;
    case Qt::Key_Minus:
        zoomAt(centre, 1 / 1.5);
        break;
    case Qt::Key_0:
    case Qt::Key_Home:
        resetView();
        break;
    case Qt::Key_Left:
        panBy(QPointF(plot.width() / 10.0, 0));
        break;
    case Qt::Key_Right:
        panBy(QPointF(-plot.width() / 10.0, 0));
        break;
    case Qt::Key_Up:
        panBy(QPointF(0, plot.height() / 10.0));
        break;
    case Qt::Key_Down:
        panBy(QPointF(0, -plot.height() / 10.0));
        break;
    case Qt::Key_F3:
        stepMatch(event->modifiers() & Qt::ShiftModifier ? -1 : 1);
        break;
    case Qt::Key_Escape:
        Q_EMIT blockClicked(-1);
        break;
    default:
        return QWidget::keyPressEvent(event);
    }
    event->accept();
}

} // namespace memscope
