// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/trace/tracemodel.h"
#include "models/blockextremes.h"

#include <QHash>
#include <QStaticText>
#include <QWidget>
#include <memory>
#include <optional>
#include <set>
#include <utility>
#include <vector>

class QScrollBar;

namespace memscope {

// The Trace Viewer's timeline: one collapsible group per process, one row per
// nesting depth of each track, counter tracks as line charts, a time ruler.
// Drawing asks the model for level-of-detail boxes, so a frame costs the same
// at any zoom. Keys and mouse as XProf users know them: W/S zoom, A/D pan,
// the wheel zooms at the cursor, a drag pans, a click selects, a shift-drag
// selects a range, F zooms to the selection, M marks a measurement, 0 resets.
class TraceTimeline : public QWidget
{
    Q_OBJECT
public:
    explicit TraceTimeline(QWidget* parent = nullptr);
    ~TraceTimeline() override;

    void setModel(std::shared_ptr<const trace::TraceModel> model);
    // Shows `model` when it is the trace shown with counters added (the same tracks in the same places:
    // trace::TraceBuildOptions::withoutMemoryCounters), keeping the view, the selection and what is
    // collapsed; a view of the whole trace widens to the counters. False, and nothing changed, for any
    // other model.
    bool addCounters(std::shared_ptr<const trace::TraceModel> model);
    const std::shared_ptr<const trace::TraceModel>& model() const { return m_model; }

    trace::TimeRange visibleRange() const { return m_visible; }
    void setVisibleRange(trace::TimeRange range);
    trace::EventRef selectedEvent() const { return m_selected; }
    // Selects the event; `reveal` brings it into view (expanding its process, zooming out if needed).
    void selectEvent(trace::EventRef event, bool reveal);
    // Zooms to the selected range, else the selected event, with a tenth of it around (the F key).
    void frameSelection();
    std::optional<trace::TimeRange> selectedRange() const { return m_selectedRange; }
    std::optional<trace::TimeRange> measurement() const { return m_measurement; }
    bool isCollapsed(int process) const { return m_collapsed.count(process) > 0; }
    void setCollapsed(int process, bool collapsed);

    // Geometry, for the page and for tests that click at computed places.
    int plotLeft() const;
    int plotWidth() const;
    int xOf(qint64 timePs) const;
    qint64 timeAt(double x) const;
    std::optional<QPoint> eventCenter(trace::EventRef event) const; // nullopt when not on screen
    QRect processHeaderRect(int process) const; // empty when not on screen
    // A counter series' chart on screen (its own row and scale); empty when not shown.
    QRect counterPlotRect(int counter, int series) const;
    // What a hover or a click on a counter says: "heap: 300 B at 1.000 µs".
    QString counterValueText(int counter, int series, qint64 timePs) const;
    // The counter and time whose values a click pinned (drawn as the hover's are), if any.
    std::optional<std::pair<int, qint64>> pinnedCounterTime() const;

    // A duration as XProf's tooltip writes it: three decimals of the largest fitting unit.
    static QString formatDuration(qint64 ps);
    // The ruler's ticks in view: where each stands and what it says ("" when its label is left out).
    struct RulerTick
    {
        int x = 0;
        QString label;
    };
    std::vector<RulerTick> rulerTicks() const;

Q_SIGNALS:
    void visibleRangeChanged(trace::TimeRange range);
    void eventSelected(trace::EventRef event);
    void rangeSelected(trace::TimeRange range);

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    struct Row
    {
        enum class Kind
        {
            ProcessHeader,
            TrackDepth,
            Counter,
        };
        Kind kind = Kind::ProcessHeader;
        int process = -1;
        int track = -1;
        int depth = 0;
        int counter = -1;
        int y = 0; // in content coordinates (before scrolling)
        int height = 0;
        int series = 0; // counter rows: one row per series, each on its own scale
    };
    // A time on a counter's rows where its values are shown (under the mouse, or pinned by a click).
    struct CounterMark
    {
        int counter = -1;
        qint64 timePs = 0;
    };

    void layoutRows();
    // The block extremes of every counter series (BlockExtremes), from which the counters draw.
    void findSeriesExtremes();
    // The model's extent, at least the shortest span shown.
    trace::TimeRange wholeTrace() const;
    void updateScrollBar();
    int rowTop(const Row& row) const; // on screen
    const Row* rowAt(int y) const;
    trace::EventRef eventAt(const QPoint& position) const;
    void zoomAround(double factor, qint64 anchorPs);
    // `range` held to what a user's zoom or pan may show of the trace.
    trace::TimeRange boundedByTrace(trace::TimeRange range) const;
    void panBy(qint64 deltaPs);
    void paintRuler(QPainter& painter) const;
    void paintTrackRows(QPainter& painter, int track, const std::vector<const Row*>& rows);
    void paintCounter(QPainter& painter, const Row& row);
    void paintCounterMark(QPainter& painter, const Row& row, const CounterMark& mark) const;
    QColor seriesColor(int series) const;
    QString counterTitle(int counter) const;
    // Repaints the rows of `counter` alone (a hover's cost follows the rows it changes).
    void updateCounterRows(int counter);
    void setCounterHover(std::optional<CounterMark> hover);
    void paintOverlays(QPainter& painter) const;
    QColor colorOf(const QString& name) const;
    // Text at the left of `rect`, vertically centred, elided to fit: laid out once per text and width.
    void drawLabel(QPainter& painter, const QRect& rect, const QString& text, Qt::TextElideMode mode);

    std::shared_ptr<const trace::TraceModel> m_model;
    trace::TimeRange m_visible;
    trace::EventRef m_selected;
    std::optional<trace::TimeRange> m_selectedRange;
    std::optional<trace::TimeRange> m_measurement;
    std::set<int> m_collapsed;
    std::vector<Row> m_rows;
    int m_contentHeight = 0;
    QScrollBar* m_scrollBar;
    std::vector<trace::TraceBox> m_boxes; // reused by every frame
    // [counter][series]: each series' own scale and the extremes a pixel column is drawn from.
    std::vector<std::vector<BlockExtremes>> m_seriesExtremes;
    std::optional<CounterMark> m_counterHover;
    std::optional<CounterMark> m_counterPin;
    // What a frame would otherwise compute again and again: each name's colour (per process,
    // by name id; invalid until needed) and the laid-out labels. Cleared with the model, palette or font.
    std::vector<std::vector<QColor>> m_nameColors;
    QHash<std::pair<QString, int>, QStaticText> m_labels;

    // Mouse gestures.
    QPoint m_pressPosition;
    trace::TimeRange m_pressVisible;
    int m_pressScroll = 0;
    bool m_pressed = false;
    bool m_dragged = false;
    bool m_rangeDrag = false;
};

} // namespace memscope
