// SPDX-License-Identifier: Apache-2.0
#include "trace/tracetimeline.h"

#include "core/util/units.h"
#include "widgets/colormix.h"

#include <QKeyEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>
#include <limits>

namespace memscope {

using trace::EventRef;
using trace::TimeRange;

namespace {

    constexpr int kLabelWidth = 220;
    constexpr int kRulerHeight = 24;
    constexpr int kHeaderHeight = 22;
    constexpr int kRowHeight = 18;
    constexpr int kCounterHeight = 48;
    constexpr int kDragThreshold = 4;
    constexpr qint64 kMinimumVisiblePs = 100; // below a picosecond per pixel there is nothing more to see
    constexpr double kKeyZoomFactor = 0.8;
    constexpr double kKeyPanShare = 0.2;
    constexpr size_t kCollapsedTrackCount = 20;

    // 1, 2, 5 × 10^k picoseconds: the smallest such step at least `minimum` long.
    qint64 roundStep(double minimum)
    {
        qint64 step = 1;
        while (true) {
            for (const qint64 multiple : { 1, 2, 5 }) {
                if (double(step * multiple) >= minimum)
                    return step * multiple;
            }
            if (step > std::numeric_limits<qint64>::max() / 100)
                return step;
            step *= 10;
        }
    }

    struct TimeUnit
    {
        double psPerUnit;
        const char* name;
    };

    TimeUnit unitFor(double ps)
    {
        static constexpr TimeUnit kUnits[] = { { 1e12, "s" }, { 1e9, "ms" }, { 1e6, "µs" }, { 1e3, "ns" } };
        for (const TimeUnit& unit : kUnits) {
            if (std::abs(ps) >= unit.psPerUnit)
                return unit;
        }
        return { 1, "ps" };
    }

    // A counter's value as its kind reads: memory in bytes, other counters as numbers.
    QString counterAmount(trace::CounterKind kind, double value)
    {
        if (kind == trace::CounterKind::Memory)
            return formatBytes(qint64(std::llround(value)));
        return formatNumber(value, value == std::floor(value) ? 0 : 3);
    }

} // namespace

TraceTimeline::TraceTimeline(QWidget* parent)
    : QWidget(parent)
    , m_scrollBar(new QScrollBar(Qt::Vertical, this))
{
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true); // a counter says its value under the mouse
    setMinimumSize(400, 200);
    setAttribute(Qt::WA_OpaquePaintEvent);
    connect(m_scrollBar, &QScrollBar::valueChanged, this, qOverload<>(&QWidget::update));
}

TraceTimeline::~TraceTimeline() = default;

QString TraceTimeline::formatDuration(qint64 ps)
{
    const TimeUnit unit = unitFor(double(ps));
    return QStringLiteral("%1 %2").arg(formatNumber(double(ps) / unit.psPerUnit, 3)).arg(QString::fromUtf8(unit.name));
}

void TraceTimeline::setModel(std::shared_ptr<const trace::TraceModel> model)
{
    m_model = std::move(model);
    m_selected = {};
    m_selectedRange.reset();
    m_measurement.reset();
    m_collapsed.clear();
    // As XProf's viewer does on first load: a process with many threads starts collapsed.
    for (size_t p = 0; m_model && p < m_model->processes().size(); ++p) {
        if (m_model->processes()[p].tracks.size() > kCollapsedTrackCount)
            m_collapsed.insert(int(p));
    }
    m_counterHover.reset();
    m_counterPin.reset();
    m_nameColors.clear();
    m_labels.clear();
    for (size_t p = 0; m_model && p < m_model->processes().size(); ++p)
        m_nameColors.emplace_back(m_model->processes()[p].names.size());
    findSeriesExtremes();
    m_visible = wholeTrace();
    layoutRows();
    update();
    Q_EMIT visibleRangeChanged(m_visible);
}

bool TraceTimeline::addCounters(std::shared_ptr<const trace::TraceModel> model)
{
    if (!m_model || !model || model->processes().size() != m_model->processes().size()
        || model->trackCount() != m_model->trackCount() || model->counters().size() < m_model->counters().size())
        return false;
    for (int t = 0; t < model->trackCount(); ++t) {
        if (&model->track(t) != &m_model->track(t))
            return false;
    }
    const bool showedWhole = m_visible == wholeTrace();
    m_model = std::move(model);
    m_counterHover.reset(); // the counters before keep their indices, and a pin its place
    findSeriesExtremes();
    if (showedWhole)
        m_visible = wholeTrace();
    layoutRows();
    update();
    if (showedWhole)
        Q_EMIT visibleRangeChanged(m_visible);
    return true;
}

void TraceTimeline::findSeriesExtremes()
{
    m_seriesExtremes.clear();
    for (size_t c = 0; m_model && c < m_model->counters().size(); ++c) {
        std::vector<BlockExtremes>& extremes = m_seriesExtremes.emplace_back();
        for (const std::vector<double>& series : m_model->counters()[c].values)
            extremes.emplace_back(series);
    }
}

TimeRange TraceTimeline::wholeTrace() const
{
    TimeRange whole = m_model ? m_model->extent() : TimeRange {};
    if (whole.length() <= 0)
        whole.endPs = whole.startPs + kMinimumVisiblePs;
    return whole;
}

void TraceTimeline::setVisibleRange(TimeRange range)
{
    if (range.length() < kMinimumVisiblePs) {
        const qint64 middle = range.startPs + range.length() / 2;
        range = { middle - kMinimumVisiblePs / 2, middle + kMinimumVisiblePs / 2 };
    }
    if (range == m_visible)
        return;
    m_visible = range;
    update();
    Q_EMIT visibleRangeChanged(m_visible);
}

void TraceTimeline::setCollapsed(int process, bool collapsed)
{
    if (collapsed)
        m_collapsed.insert(process);
    else
        m_collapsed.erase(process);
    layoutRows();
    update();
}

void TraceTimeline::selectEvent(EventRef event, bool reveal)
{
    m_selected = event;
    if (reveal && m_model && event.isValid()) {
        const int process = m_model->track(event.track).process;
        if (isCollapsed(process))
            setCollapsed(process, false);
        const qint64 start = m_model->startPs(event);
        const qint64 end = start + m_model->durationPs(event);
        if (start < m_visible.startPs || end > m_visible.endPs) {
            // Keep the zoom when the event fits; centre it.
            const qint64 length = std::max(m_visible.length(), (end - start) * 2);
            const qint64 middle = start + (end - start) / 2;
            setVisibleRange({ middle - length / 2, middle + length / 2 });
        }
        const int depth = m_model->track(event.track).depthOf(event.event);
        for (const Row& row : m_rows) {
            if (row.kind == Row::Kind::TrackDepth && row.track == event.track && row.depth == depth) {
                const int visibleHeight = height() - kRulerHeight;
                if (row.y < m_scrollBar->value() || row.y + row.height > m_scrollBar->value() + visibleHeight)
                    m_scrollBar->setValue(row.y - visibleHeight / 3);
            }
        }
    }
    update();
    Q_EMIT eventSelected(event);
}

void TraceTimeline::frameSelection()
{
    std::optional<TimeRange> target = m_selectedRange;
    if (!target && m_model && m_selected.isValid())
        target = TimeRange { m_model->startPs(m_selected),
            m_model->startPs(m_selected) + m_model->durationPs(m_selected) };
    if (target) {
        const qint64 margin = target->length() / 10;
        setVisibleRange({ target->startPs - margin, target->endPs + margin });
    }
}

int TraceTimeline::plotLeft() const { return kLabelWidth; }

int TraceTimeline::plotWidth() const
{
    return std::max(1, width() - kLabelWidth - (m_scrollBar->isVisible() ? m_scrollBar->width() : 0));
}

int TraceTimeline::xOf(qint64 timePs) const
{
    const double x = plotLeft() + double(timePs - m_visible.startPs) * plotWidth() / double(m_visible.length());
    return int(std::clamp(std::floor(x), -1e6, 1e6));
}

qint64 TraceTimeline::timeAt(double x) const
{
    return m_visible.startPs + qint64(std::llround((x - plotLeft()) * double(m_visible.length()) / plotWidth()));
}

void TraceTimeline::layoutRows()
{
    m_rows.clear();
    int y = 0;
    // A counter's row holds three lines of its legend: the counter, the series, its scale.
    const int counterHeight = std::max(kCounterHeight, 3 * fontMetrics().lineSpacing() + 6);
    if (m_model) {
        for (size_t p = 0; p < m_model->processes().size(); ++p) {
            const trace::TraceProcess& process = m_model->processes()[p];
            m_rows.push_back({ Row::Kind::ProcessHeader, int(p), -1, 0, -1, y, kHeaderHeight });
            y += kHeaderHeight;
            if (isCollapsed(int(p)))
                continue;
            for (const int counter : process.counters) {
                const int seriesCount = int(m_model->counters()[size_t(counter)].values.size());
                for (int series = 0; series < seriesCount; ++series) {
                    m_rows.push_back({ Row::Kind::Counter, int(p), -1, 0, counter, y, counterHeight, series });
                    y += counterHeight;
                }
            }
            for (const int track : process.tracks) {
                const int depths = std::max(1, m_model->track(track).depthCount());
                for (int depth = 0; depth < depths; ++depth) {
                    m_rows.push_back({ Row::Kind::TrackDepth, int(p), track, depth, -1, y, kRowHeight });
                    y += kRowHeight;
                }
            }
        }
    }
    m_contentHeight = y;
    updateScrollBar();
}

void TraceTimeline::updateScrollBar()
{
    const int visibleHeight = std::max(0, height() - kRulerHeight);
    m_scrollBar->setGeometry(
        width() - m_scrollBar->sizeHint().width(), kRulerHeight, m_scrollBar->sizeHint().width(), visibleHeight);
    m_scrollBar->setRange(0, std::max(0, m_contentHeight - visibleHeight));
    m_scrollBar->setPageStep(std::max(1, visibleHeight));
    m_scrollBar->setSingleStep(kRowHeight);
    m_scrollBar->setVisible(m_contentHeight > visibleHeight);
}

int TraceTimeline::rowTop(const Row& row) const { return kRulerHeight + row.y - m_scrollBar->value(); }

const TraceTimeline::Row* TraceTimeline::rowAt(int y) const
{
    const int contentY = y - kRulerHeight + m_scrollBar->value();
    if (y < kRulerHeight)
        return nullptr;
    const auto found = std::upper_bound(
        m_rows.begin(), m_rows.end(), contentY, [](int value, const Row& row) { return value < row.y; });
    if (found == m_rows.begin())
        return nullptr;
    const Row& row = *(found - 1);
    return contentY < row.y + row.height ? &row : nullptr;
}

EventRef TraceTimeline::eventAt(const QPoint& position) const
{
    const Row* row = rowAt(position.y());
    if (!m_model || !row || row->kind != Row::Kind::TrackDepth || position.x() < plotLeft())
        return {};
    // Three pixels of slack, so thin events can be hit.
    const qint64 tolerance = qint64(3.0 * double(m_visible.length()) / plotWidth());
    const int event = m_model->eventAt(row->track, row->depth, timeAt(position.x() + 0.5), tolerance);
    return event >= 0 ? EventRef { row->track, event } : EventRef {};
}

std::optional<QPoint> TraceTimeline::eventCenter(EventRef event) const
{
    if (!m_model || !event.isValid())
        return std::nullopt;
    const int depth = m_model->track(event.track).depthOf(event.event);
    for (const Row& row : m_rows) {
        if (row.kind != Row::Kind::TrackDepth || row.track != event.track || row.depth != depth)
            continue;
        const qint64 start = std::max(m_model->startPs(event), m_visible.startPs);
        const qint64 end = std::min(m_model->startPs(event) + m_model->durationPs(event), m_visible.endPs);
        const QPoint center((xOf(start) + xOf(end)) / 2, rowTop(row) + row.height / 2);
        if (start > end || center.y() < kRulerHeight || center.y() >= height())
            return std::nullopt;
        return center;
    }
    return std::nullopt;
}

QRect TraceTimeline::processHeaderRect(int process) const
{
    for (const Row& row : m_rows) {
        if (row.kind == Row::Kind::ProcessHeader && row.process == process) {
            const QRect rect(0, rowTop(row), plotLeft() + plotWidth(), row.height);
            return rect.top() >= kRulerHeight && rect.top() < height() ? rect : QRect();
        }
    }
    return {};
}

QRect TraceTimeline::counterPlotRect(int counter, int series) const
{
    for (const Row& row : m_rows) {
        if (row.kind == Row::Kind::Counter && row.counter == counter && row.series == series) {
            const QRect plot(plotLeft(), rowTop(row), plotWidth(), row.height);
            return plot.intersected(QRect(0, kRulerHeight, width(), height() - kRulerHeight));
        }
    }
    return {};
}

QString TraceTimeline::counterTitle(int counter) const
{
    const trace::CounterTrack& track = m_model->counters()[size_t(counter)];
    return track.kind == trace::CounterKind::Memory ? tr("Memory %1").arg(track.name) : track.name;
}

QString TraceTimeline::counterValueText(int counter, int series, qint64 timePs) const
{
    if (!m_model || counter < 0 || size_t(counter) >= m_model->counters().size())
        return {};
    const trace::CounterTrack& track = m_model->counters()[size_t(counter)];
    const std::optional<double> value = track.valueAt(size_t(series), timePs);
    if (!value)
        return {};
    return tr("%1: %2 at %3")
        .arg(track.seriesNames.value(series), counterAmount(track.kind, *value),
            formatDuration(timePs - m_model->extent().startPs));
}

std::optional<std::pair<int, qint64>> TraceTimeline::pinnedCounterTime() const
{
    if (!m_counterPin)
        return std::nullopt;
    return std::pair { m_counterPin->counter, m_counterPin->timePs };
}

void TraceTimeline::updateCounterRows(int counter)
{
    for (const Row& row : m_rows) {
        if (row.kind == Row::Kind::Counter && row.counter == counter)
            update(QRect(0, rowTop(row), width(), row.height));
    }
}

void TraceTimeline::setCounterHover(std::optional<CounterMark> hover)
{
    const bool same = hover.has_value() == m_counterHover.has_value()
        && (!hover || (hover->counter == m_counterHover->counter && hover->timePs == m_counterHover->timePs));
    if (same)
        return;
    if (m_counterHover)
        updateCounterRows(m_counterHover->counter);
    m_counterHover = hover;
    if (m_counterHover)
        updateCounterRows(m_counterHover->counter);
}

void TraceTimeline::zoomAround(double factor, qint64 anchorPs)
{
    const double length = std::max(double(kMinimumVisiblePs), double(m_visible.length()) * factor);
    const double share = double(anchorPs - m_visible.startPs) / double(m_visible.length());
    const qint64 start = anchorPs - qint64(std::llround(share * length));
    setVisibleRange(boundedByTrace({ start, start + qint64(std::llround(length)) }));
}

void TraceTimeline::panBy(qint64 deltaPs)
{
    setVisibleRange(boundedByTrace({ m_visible.startPs + deltaPs, m_visible.endPs + deltaPs }));
}

TimeRange TraceTimeline::boundedByTrace(TimeRange range) const
{
    // Zoomed out to twice the trace at most, the middle of the view on the trace: zoomed out all the
    // way the whole trace is in view wherever the view stands, and no zoom or pan leaves the user in
    // the empty time before or after it. (A range another page shows, such as the Memory Profile's,
    // is shown as it is.)
    if (!m_model)
        return range;
    const TimeRange extent = m_model->extent();
    const qint64 length = std::min(range.length(), std::max(kMinimumVisiblePs, 2 * extent.length()));
    const qint64 middle
        = std::clamp(range.startPs + range.length() / 2, extent.startPs, std::max(extent.startPs, extent.endPs));
    return { middle - length / 2, middle - length / 2 + length };
}

QColor TraceTimeline::colorOf(const QString& name) const
{
    // Colour carries no meaning (as in XProf): one hue per name, light or dark
    // to suit the palette, so the text on boxes stays readable.
    const bool dark = palette().color(QPalette::Base).lightness() < 128;
    return QColor::fromHsv(int(qHash(name) % 360), dark ? 110 : 80, dark ? 150 : 235);
}

void TraceTimeline::drawLabel(QPainter& painter, const QRect& rect, const QString& text, Qt::TextElideMode mode)
{
    if (rect.width() <= 0)
        return;
    constexpr qsizetype kMostLabels = 4096; // zooming makes new widths: start again rather than grow
    if (m_labels.size() > kMostLabels)
        m_labels.clear();
    auto label = m_labels.find({ text, rect.width() });
    if (label == m_labels.end()) {
        QStaticText laidOut(painter.fontMetrics().elidedText(text, mode, rect.width()));
        laidOut.setTextFormat(Qt::PlainText);
        laidOut.prepare(QTransform(), painter.font());
        label = m_labels.insert({ text, rect.width() }, laidOut);
    }
    const int height = int(std::ceil(label->size().height()));
    painter.drawStaticText(rect.left(), rect.top() + (rect.height() - height) / 2, *label);
}

void TraceTimeline::paintEvent(QPaintEvent* event)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Base));
    if (!m_model) {
        paintRuler(painter);
        return;
    }
    // Rows on screen, the rows of a track together (one box query per track).
    std::vector<const Row*> trackRows;
    int currentTrack = -1;
    const auto flushTrack = [&] {
        if (currentTrack >= 0)
            paintTrackRows(painter, currentTrack, trackRows);
        trackRows.clear();
        currentTrack = -1;
    };
    painter.setClipRect(QRect(0, kRulerHeight, width(), height() - kRulerHeight));
    for (const Row& row : m_rows) {
        const int top = rowTop(row);
        // Rows outside what is repainted are skipped: a counter's hover repaints its rows alone.
        if (top + row.height < std::max(kRulerHeight, event->rect().top()) || top > event->rect().bottom())
            continue;
        if (row.kind == Row::Kind::TrackDepth) {
            if (row.track != currentTrack)
                flushTrack();
            currentTrack = row.track;
            trackRows.push_back(&row);
            continue;
        }
        flushTrack();
        if (row.kind == Row::Kind::Counter) {
            paintCounter(painter, row);
            continue;
        }
        const trace::TraceProcess& process = m_model->processes()[size_t(row.process)];
        const QRect header(0, top, width(), row.height);
        painter.fillRect(header, palette().color(QPalette::Button));
        painter.setPen(palette().color(QPalette::ButtonText));
        const QString arrow = isCollapsed(row.process) ? QStringLiteral("▸") : QStringLiteral("▾");
        drawLabel(painter, header.adjusted(6, 0, -6, 0),
            tr("%1 %2 (pid %3, tracks: %4)")
                .arg(arrow, process.name)
                .arg(process.pid)
                .arg(formatNumber(qint64(process.tracks.size()))),
            Qt::ElideRight);
    }
    flushTrack();
    painter.setClipping(false);
    paintOverlays(painter);
    paintRuler(painter);
}

void TraceTimeline::paintTrackRows(QPainter& painter, int track, const std::vector<const Row*>& rows)
{
    const trace::TraceTrack& owner = m_model->track(track);
    const trace::TraceProcess& process = m_model->processes()[size_t(owner.process)];
    m_model->boxes(track, m_visible, plotWidth(), m_boxes);
    // Between the plot's background and its text: QPalette::Mid is about the background in dark palettes.
    const QColor mergedColor = mixed(palette().color(QPalette::Base), palette().color(QPalette::Text), 0.45);
    const QColor textColor = palette().color(QPalette::Base).lightness() < 128 ? QColor(Qt::white) : QColor(Qt::black);
    painter.setClipRect(QRect(plotLeft(), kRulerHeight, plotWidth(), height() - kRulerHeight));
    std::vector<int> topOfDepth(size_t(std::max(1, owner.depthCount())), -1);
    for (const Row* row : rows)
        topOfDepth[size_t(row->depth)] = rowTop(*row);
    // Merged marks in touching columns are filled as one rectangle.
    QRect pendingMarks;
    const auto flushMarks = [&] {
        if (!pendingMarks.isEmpty())
            painter.fillRect(pendingMarks, mergedColor);
        pendingMarks = QRect();
    };
    for (const trace::TraceBox& box : m_boxes) {
        const int top = topOfDepth[size_t(box.depth)];
        if (top < 0)
            continue;
        const int x0 = std::max(plotLeft() - 1, xOf(box.startPs));
        const int x1 = std::max(x0 + 1, std::min(plotLeft() + plotWidth() + 1, xOf(box.endPs)));
        const QRect rect(x0, top + 1, x1 - x0, kRowHeight - 2);
        if (box.event < 0) {
            if (!pendingMarks.isEmpty() && pendingMarks.top() == rect.top()
                && rect.left() <= pendingMarks.right() + 1) {
                pendingMarks.setRight(std::max(pendingMarks.right(), rect.right()));
            } else {
                flushMarks();
                pendingMarks = rect;
            }
            continue;
        }
        flushMarks();
        const quint32 nameId = owner.names[size_t(box.event)];
        const QString& name = process.names[nameId].name;
        QColor& color = m_nameColors[size_t(owner.process)][nameId];
        if (!color.isValid())
            color = colorOf(name);
        painter.fillRect(rect, color);
        if (rect.width() > 24) {
            painter.setPen(textColor);
            const QRect textRect = rect.intersected(QRect(plotLeft(), rect.top(), plotWidth(), rect.height()));
            drawLabel(painter, textRect.adjusted(3, 0, -2, 0), name, Qt::ElideRight);
        }
        if (EventRef { track, box.event } == m_selected) {
            painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
            painter.drawRect(rect.adjusted(1, 1, -1, -1));
        }
    }
    flushMarks();
    painter.setClipRect(QRect(0, kRulerHeight, width(), height() - kRulerHeight));
    // Labels: the track's name on its first row, thin separators between tracks.
    for (const Row* row : rows) {
        const QRect label(0, rowTop(*row), plotLeft(), row->height);
        painter.fillRect(label, palette().color(QPalette::AlternateBase));
        if (row->depth == 0) {
            painter.setPen(palette().color(QPalette::Text));
            drawLabel(painter, label.adjusted(16, 0, -4, 0), owner.name, Qt::ElideMiddle);
            painter.setPen(palette().color(QPalette::Midlight));
            painter.drawLine(0, label.top(), plotLeft() + plotWidth(), label.top());
        }
    }
}

QColor TraceTimeline::seriesColor(int series) const
{
    // Three that show on the base of the light and the dark palette alike: the third a grey halfway
    // between the text and the base.
    const QColor text = palette().color(QPalette::Text), base = palette().color(QPalette::Base);
    const QColor grey(
        (text.red() + base.red()) / 2, (text.green() + base.green()) / 2, (text.blue() + base.blue()) / 2);
    const QColor colors[] = { palette().color(QPalette::Highlight), palette().color(QPalette::Link), grey };
    return colors[series % 3];
}

void TraceTimeline::paintCounter(QPainter& painter, const Row& row)
{
    const trace::CounterTrack& counter = m_model->counters()[size_t(row.counter)];
    const size_t series = size_t(row.series);
    const int top = rowTop(row);
    const BlockExtremes& extremes = m_seriesExtremes[size_t(row.counter)][series];
    const double maximum = extremes.maximum();
    // The legend: the counter, the series with its colour, the top of its scale.
    const QRect label(0, top, plotLeft(), row.height);
    painter.fillRect(label, palette().color(QPalette::AlternateBase));
    painter.setPen(palette().color(QPalette::Midlight));
    painter.drawLine(0, top, plotLeft() + plotWidth(), top);
    const int lineHeight = fontMetrics().lineSpacing();
    const QRect text = label.adjusted(16, 3, -4, -3);
    painter.setPen(palette().color(QPalette::Text));
    drawLabel(
        painter, QRect(text.left(), text.top(), text.width(), lineHeight), counterTitle(row.counter), Qt::ElideMiddle);
    const int swatch = lineHeight / 2;
    const QRect seriesLine(text.left(), text.top() + lineHeight, text.width(), lineHeight);
    painter.fillRect(
        QRect(seriesLine.left(), seriesLine.center().y() - swatch / 2, swatch, swatch), seriesColor(row.series));
    drawLabel(painter, seriesLine.adjusted(swatch + 4, 0, 0, 0), counter.seriesNames.value(row.series), Qt::ElideRight);
    painter.setPen(palette().color(QPalette::PlaceholderText));
    drawLabel(painter, QRect(text.left(), text.top() + 2 * lineHeight, text.width(), lineHeight),
        tr("up to %1").arg(counterAmount(counter.kind, maximum)), Qt::ElideRight);
    if (counter.timesPs.empty())
        return;
    const auto first = std::upper_bound(counter.timesPs.begin(), counter.timesPs.end(), m_visible.startPs);
    const size_t begin = size_t(std::max<qint64>(0, (first - counter.timesPs.begin()) - 1));
    const size_t end = size_t(
        std::upper_bound(counter.timesPs.begin(), counter.timesPs.end(), m_visible.endPs) - counter.timesPs.begin());
    painter.save();
    painter.setClipRect(QRect(plotLeft(), top, plotWidth(), row.height));
    const double scale = double(row.height - 6) / std::max(maximum, std::numeric_limits<double>::min());
    const auto yOf = [&](double value) { return top + row.height - 3 - value * scale; };
    const size_t last = std::min(end + 1, counter.timesPs.size());
    // A step line with at most four points per pixel column: where it enters the column, its
    // lowest and highest values there, where it leaves. On whole pixels, without repeated points:
    // fewer for the rasterizer to stroke.
    std::vector<QPointF> points;
    const std::vector<double>& values = counter.values[series];
    for (size_t i = begin; i < last;) {
        const int x = xOf(counter.timesPs[i]);
        // The points of this column: up to the first time of the next one.
        const size_t next = std::max(i + 1,
            size_t(std::lower_bound(
                       counter.timesPs.begin() + qint64(i), counter.timesPs.begin() + qint64(last), timeAt(x + 1))
                - counter.timesPs.begin()));
        const auto add = [&](double y) {
            const QPointF point(x, std::round(y));
            if (points.empty() || points.back() != point)
                points.push_back(point);
        };
        if (!points.empty() && x > points.back().x() + 1)
            points.emplace_back(x, points.back().y()); // the step, where the previous value ends
        add(yOf(values[i]));
        if (next - i > 1) {
            const auto [low, high] = extremes.of(values, i, next);
            add(yOf(high));
            add(yOf(low));
            add(yOf(values[next - 1]));
        }
        i = next;
    }
    if (!points.empty())
        points.emplace_back(plotLeft() + plotWidth(), points.back().y());
    painter.setPen(QPen(seriesColor(row.series), 0)); // cosmetic: the fast path for long lines
    painter.drawPolyline(points.data(), int(points.size()));
    for (const std::optional<CounterMark>& mark : { m_counterPin, m_counterHover }) {
        if (mark && mark->counter == row.counter)
            paintCounterMark(painter, row, *mark);
    }
    painter.restore();
}

void TraceTimeline::paintCounterMark(QPainter& painter, const Row& row, const CounterMark& mark) const
{
    const trace::CounterTrack& counter = m_model->counters()[size_t(row.counter)];
    const int top = rowTop(row);
    const int x = xOf(mark.timePs);
    painter.setPen(QPen(palette().color(QPalette::Text), 1, Qt::DotLine));
    painter.drawLine(x, top, x, top + row.height);
    const std::optional<double> value = counter.valueAt(size_t(row.series), mark.timePs);
    if (!value)
        return;
    const double maximum = std::max(
        m_seriesExtremes[size_t(row.counter)][size_t(row.series)].maximum(), std::numeric_limits<double>::min());
    const double y = top + row.height - 3 - *value * double(row.height - 6) / maximum;
    painter.setPen(palette().color(QPalette::Text));
    painter.setBrush(seriesColor(row.series));
    painter.drawEllipse(QPointF(x, y), 3, 3);
    painter.setBrush(Qt::NoBrush);
    // The value beside the mark, on the side with room.
    const QString text = counterValueText(row.counter, row.series, mark.timePs);
    QRect box = painter.fontMetrics().boundingRect(text).adjusted(-4, -2, 4, 2);
    const bool left = x + 8 + box.width() > plotLeft() + plotWidth();
    box.moveTo(left ? x - 8 - box.width() : x + 8, top + (row.height - box.height()) / 2);
    painter.fillRect(box, palette().color(QPalette::ToolTipBase));
    painter.setPen(palette().color(QPalette::ToolTipText));
    painter.drawText(box, Qt::AlignCenter, text);
}

void TraceTimeline::paintOverlays(QPainter& painter) const
{
    const QRect plot(plotLeft(), kRulerHeight, plotWidth(), height() - kRulerHeight);
    painter.save();
    painter.setClipRect(plot);
    QColor shade = palette().color(QPalette::Highlight);
    if (m_selectedRange) {
        shade.setAlpha(50);
        painter.fillRect(QRect(QPoint(xOf(m_selectedRange->startPs), plot.top()),
                             QPoint(xOf(m_selectedRange->endPs), plot.bottom())),
            shade);
    }
    if (m_measurement) {
        const int x0 = xOf(m_measurement->startPs), x1 = xOf(m_measurement->endPs);
        painter.setPen(QPen(palette().color(QPalette::Text), 1, Qt::DashLine));
        painter.drawLine(x0, plot.top(), x0, plot.bottom());
        painter.drawLine(x1, plot.top(), x1, plot.bottom());
        const QString text = formatDuration(m_measurement->length());
        const QRect box = painter.fontMetrics().boundingRect(text).adjusted(-4, -2, 4, 2);
        const QRect placed = box.translated((x0 + x1) / 2 - box.center().x(), plot.top() + 4 - box.top());
        painter.fillRect(placed, palette().color(QPalette::ToolTipBase));
        painter.setPen(palette().color(QPalette::ToolTipText));
        painter.drawText(placed, Qt::AlignCenter, text);
    }
    // Flow arrows of the selected event to the linked events on screen.
    if (m_model && m_selected.isValid()) {
        const std::optional<QPoint> from = eventCenter(m_selected);
        painter.setPen(QPen(palette().color(QPalette::Highlight), 1.5));
        for (const trace::FlowPoint& flow : m_model->flowsOf(m_selected)) {
            const std::optional<QPoint> to = eventCenter({ flow.track, flow.event });
            if (from && to)
                painter.drawLine(*from, *to);
        }
    }
    painter.restore();
}

std::vector<TraceTimeline::RulerTick> TraceTimeline::rulerTicks() const
{
    std::vector<RulerTick> ticks;
    if (!m_model)
        return ticks;
    const qint64 origin = m_model->extent().startPs; // the ruler counts from the trace's start
    const double psPerPixel = double(m_visible.length()) / plotWidth();
    const qint64 step = roundStep(psPerPixel * 90);
    const auto decimalsFor = [step](const TimeUnit& unit) {
        return std::max(0, int(std::ceil(-std::log10(double(step) / unit.psPerUnit) - 1e-9)));
    };
    const auto label = [](double value, int decimals, const TimeUnit& unit) {
        return QStringLiteral("%1 %2").arg(formatNumber(value, decimals), QString::fromUtf8(unit.name));
    };
    // A tick says its time from the trace's start in that time's unit, with the decimals the step
    // needs ("19.0176964295 s", not "19017696429500 ps"). Where that is more than 8 digits, the first
    // tick in view says it and the others their distance from it ("+100 ps"). A label that would run
    // into the one before it (after the long first one) or past the ruler's end is left out.
    const QFontMetrics metrics = fontMetrics();
    const qint64 firstTick = origin + ((m_visible.startPs - origin) / step) * step;
    std::optional<qint64> firstShown;
    int labelEnd = 0;
    for (qint64 tick = firstTick; tick <= m_visible.endPs; tick += step) {
        const int x = xOf(tick);
        if (x < plotLeft())
            continue;
        const double fromStart = double(tick - origin);
        const TimeUnit unit = unitFor(std::max(std::abs(fromStart), double(step)));
        const int decimals = decimalsFor(unit);
        const int digits
            = std::max(1, int(std::floor(std::log10(std::max(1.0, std::abs(fromStart) / unit.psPerUnit)))) + 1);
        QString text;
        if (firstShown && digits + decimals > 8) {
            const TimeUnit stepUnit = unitFor(double(step));
            text = QStringLiteral("+")
                + label(double(tick - *firstShown) / stepUnit.psPerUnit, decimalsFor(stepUnit), stepUnit);
        } else {
            text = label(fromStart / unit.psPerUnit, decimals, unit);
        }
        if (!firstShown)
            firstShown = tick;
        // Not over the one before it, nor cut at the ruler's end.
        if (x + 3 < labelEnd || x + 3 + metrics.horizontalAdvance(text) > width()) {
            ticks.push_back({ x, {} });
            continue;
        }
        labelEnd = x + 3 + metrics.horizontalAdvance(text) + metrics.averageCharWidth();
        ticks.push_back({ x, text });
    }
    return ticks;
}

void TraceTimeline::paintRuler(QPainter& painter) const
{
    const QRect ruler(0, 0, width(), kRulerHeight);
    painter.fillRect(ruler, palette().color(QPalette::Window));
    painter.setPen(palette().color(QPalette::WindowText));
    for (const RulerTick& tick : rulerTicks()) {
        painter.drawLine(tick.x, kRulerHeight - 6, tick.x, kRulerHeight);
        // rulerTicks measured the labels and left out those that would overlap or not fit.
        if (!tick.label.isEmpty())
            painter.drawText(QRect(tick.x + 3, 0, width() - tick.x, kRulerHeight - 4),
                Qt::AlignLeft | Qt::AlignAbsolute | Qt::AlignVCenter,
                tick.label); // after its tick in right-to-left languages too: time runs left to right
    }
    painter.drawLine(0, kRulerHeight - 1, width(), kRulerHeight - 1);
}

bool TraceTimeline::event(QEvent* event)
{
    if (event->type() != QEvent::ToolTip)
        return QWidget::event(event);
    const auto* help = static_cast<QHelpEvent*>(event);
    // A counter's values are drawn at the mark under the mouse: a tooltip would only cover them.
    if (const Row* row = rowAt(help->pos().y()); row && row->kind == Row::Kind::Counter) {
        QToolTip::hideText();
        return true;
    }
    const EventRef hovered = eventAt(help->pos());
    if (!hovered.isValid()) {
        QToolTip::hideText();
        return true;
    }
    // As XProf's viewer: the name cut at 50 characters, then the duration.
    constexpr int kTitleLength = 50;
    QString title = m_model->nameOf(hovered).name;
    if (title.size() > kTitleLength)
        title = title.left(kTitleLength) + QStringLiteral("...");
    QToolTip::showText(help->globalPos(), tr("%1 [%2]").arg(title, formatDuration(m_model->durationPs(hovered))), this);
    return true;
}

void TraceTimeline::resizeEvent(QResizeEvent*) { updateScrollBar(); }

void TraceTimeline::leaveEvent(QEvent* event)
{
    setCounterHover(std::nullopt);
    QWidget::leaveEvent(event);
}

void TraceTimeline::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) {
        for (std::vector<QColor>& colors : m_nameColors)
            std::fill(colors.begin(), colors.end(), QColor());
        m_labels.clear();
        update();
    }
    QWidget::changeEvent(event);
}

void TraceTimeline::keyPressEvent(QKeyEvent* event)
{
    if (!m_model) {
        QWidget::keyPressEvent(event);
        return;
    }
    const qint64 middle = m_visible.startPs + m_visible.length() / 2;
    const qint64 panStep = qint64(double(m_visible.length()) * kKeyPanShare);
    switch (event->key()) {
    case Qt::Key_W:
        zoomAround(kKeyZoomFactor, middle);
        break;
    case Qt::Key_S:
        zoomAround(1 / kKeyZoomFactor, middle);
        break;
    case Qt::Key_A:
        panBy(-panStep);
        break;
    case Qt::Key_D:
        panBy(panStep);
        break;
    case Qt::Key_0:
        setVisibleRange(m_model->extent());
        break;
    case Qt::Key_F:
        frameSelection();
        break;
    case Qt::Key_M:
        if (m_selectedRange)
            m_measurement = m_selectedRange;
        else if (m_selected.isValid())
            m_measurement = TimeRange { m_model->startPs(m_selected),
                m_model->startPs(m_selected) + m_model->durationPs(m_selected) };
        update();
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

void TraceTimeline::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    setFocus(Qt::MouseFocusReason);
    m_pressPosition = event->position().toPoint();
    m_pressVisible = m_visible;
    m_pressScroll = m_scrollBar->value();
    m_pressed = true;
    m_dragged = false;
    m_rangeDrag = event->modifiers().testFlag(Qt::ShiftModifier) && m_pressPosition.x() >= plotLeft();
}

void TraceTimeline::mouseMoveEvent(QMouseEvent* event)
{
    if (!m_model)
        return;
    const QPoint position = event->position().toPoint();
    if (!m_pressed) {
        const Row* row = rowAt(position.y());
        if (row && row->kind == Row::Kind::Counter && position.x() >= plotLeft())
            setCounterHover(CounterMark { row->counter, timeAt(position.x() + 0.5) });
        else
            setCounterHover(std::nullopt);
        return;
    }
    if (!m_dragged && (position - m_pressPosition).manhattanLength() < kDragThreshold)
        return;
    m_dragged = true;
    if (m_rangeDrag) {
        const qint64 a = timeAt(m_pressPosition.x()), b = timeAt(position.x());
        m_selectedRange = TimeRange { std::min(a, b), std::max(a, b) };
        update();
        return;
    }
    const double psPerPixel = double(m_pressVisible.length()) / plotWidth();
    const qint64 shift = qint64(std::llround((m_pressPosition.x() - position.x()) * psPerPixel));
    setVisibleRange(boundedByTrace({ m_pressVisible.startPs + shift, m_pressVisible.endPs + shift }));
    m_scrollBar->setValue(m_pressScroll + m_pressPosition.y() - position.y());
}

void TraceTimeline::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || !m_pressed) {
        QWidget::mouseReleaseEvent(event);
        return;
    }
    m_pressed = false;
    if (m_dragged) {
        if (m_rangeDrag && m_selectedRange)
            Q_EMIT rangeSelected(*m_selectedRange);
        return;
    }
    const QPoint position = event->position().toPoint();
    const Row* row = rowAt(position.y());
    if (row && row->kind == Row::Kind::ProcessHeader) {
        setCollapsed(row->process, !isCollapsed(row->process));
        return;
    }
    // A click on a counter pins its values at that time; a click elsewhere lets them go.
    if (m_counterPin)
        updateCounterRows(m_counterPin->counter);
    m_counterPin.reset();
    if (row && row->kind == Row::Kind::Counter && position.x() >= plotLeft()) {
        m_counterPin = CounterMark { row->counter, timeAt(position.x() + 0.5) };
        updateCounterRows(row->counter);
        return;
    }
    m_selectedRange.reset();
    selectEvent(eventAt(position), false);
}

void TraceTimeline::wheelEvent(QWheelEvent* event)
{
    if (!m_model || event->angleDelta().y() == 0) {
        event->ignore();
        return;
    }
    const double steps = event->angleDelta().y() / 120.0;
    const double x = std::clamp(event->position().x(), double(plotLeft()), double(plotLeft() + plotWidth()));
    zoomAround(std::pow(kKeyZoomFactor, steps), timeAt(x));
    event->accept();
}

} // namespace memscope
