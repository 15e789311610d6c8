// SPDX-License-Identifier: Apache-2.0
// The Trace Viewer page as a user drives it: keys and mouse at computed
// places, with the visible range, the selection, the details, the range
// statistics and the search count asserted as shown.
#include "core/profile/loader.h"
#include "core/support/tracecases.h"
#include "core/util/units.h"
#include "document/memoryviewertool.h"
#include "document/profiledocument.h"
#include "generator/generator.h"
#include "memoryprofile/memoryprofilepage.h"
#include "memoryprofile/memorytimelinechart.h"
#include "memoryviewer/bufferdetailcard.h"
#include "settings/preferences.h"
#include "trace/tracepage.h"
#include "trace/tracetimeline.h"

#include <QApplication>
#include <QCheckBox>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QToolTip>
#include <QTreeWidget>

using namespace memscope;
using trace::EventRef;
using trace::TimeRange;

namespace {

// tests/data/trace/<name>.textproto as a binary XSpace file in `dir`.
QString writeCase(const QTemporaryDir& dir, const QString& name)
{
    const QString path = dir.filePath(name + QStringLiteral(".xplane.pb"));
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(test::traceCase(name)) < 0)
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

void sendMouse(QWidget* widget, QEvent::Type type, QPoint position, Qt::MouseButtons buttons,
    Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QMouseEvent event(type, QPointF(position), widget->mapToGlobal(QPointF(position)),
        type == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton, buttons, modifiers);
    QCoreApplication::sendEvent(widget, &event);
}

void drag(QWidget* widget, QPoint from, QPoint to, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    sendMouse(widget, QEvent::MouseButtonPress, from, Qt::LeftButton, modifiers);
    sendMouse(widget, QEvent::MouseMove, (from + to) / 2, Qt::LeftButton, modifiers);
    sendMouse(widget, QEvent::MouseMove, to, Qt::LeftButton, modifiers);
    sendMouse(widget, QEvent::MouseButtonRelease, to, Qt::NoButton, modifiers);
}

QStringList detailRows(const QTreeWidget* tree)
{
    QStringList rows;
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        rows << tree->topLevelItem(i)->text(0) + QLatin1Char('=') + tree->topLevelItem(i)->text(1);
    return rows;
}

} // namespace

class TestTracePage : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<TracePage> m_page;

    TraceTimeline* timeline() const { return m_page->timeline(); }
    EventRef eventNamed(const QString& name) const
    {
        const trace::TraceModel& model = *timeline()->model();
        for (int t = 0; t < model.trackCount(); ++t) {
            for (int e = 0; e < model.track(t).eventCount(); ++e) {
                if (model.nameOf({ t, e }).name == name)
                    return { t, e };
            }
        }
        return {};
    }

private Q_SLOTS:
    void init()
    {
        const LoadOutcome loaded = loadProfile(writeCase(m_dir, QStringLiteral("nesting")));
        QVERIFY2(loaded.profile, qPrintable(loaded.error));
        m_page = std::make_unique<TracePage>();
        m_page->resize(1200, 800);
        m_page->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
        QSignalSpy shown(m_page.get(), &TracePage::traceShown);
        m_page->setProfile(loaded.profile);
        QVERIFY(shown.wait(10000));
        QVERIFY(timeline()->model());
        timeline()->setFocus();
    }

    void cleanup() { m_page.reset(); }

    // The trace shown before its memory counters (trace::TraceBuildOptions::withoutMemoryCounters):
    // when they come, what the user chose stays, and a view of the whole trace widens to them.
    void memoryCountersJoinTheTraceShown()
    {
        const QString path = m_dir.filePath(QStringLiteral("memory.xplane.pb"));
        QVERIFY(generator::writeXSpace(generator::tinyOptions(7, generator::Kind::Gpu), path).isEmpty());
        std::shared_ptr<const trace::TraceModel> preview;
        trace::TraceBuildOptions options;
        options.withoutMemoryCounters = [&](std::shared_ptr<const trace::TraceModel> model) { preview = model; };
        const trace::TraceBuildOutcome built = test::buildTraceOf(path, options);
        QVERIFY2(built.model && preview, qPrintable(built.error));
        const auto isMemory
            = [](const trace::CounterTrack& counter) { return counter.kind == trace::CounterKind::Memory; };
        const auto& counters = built.model->counters();
        const int memoryCounter = int(std::find_if(counters.begin(), counters.end(), isMemory) - counters.begin());
        QVERIFY(memoryCounter < int(counters.size()));

        // A timeline of its own: the page's shows the page's trace.
        TraceTimeline timeline;
        timeline.resize(1200, 800);
        // Zoomed in, an event selected: both stay.
        timeline.setModel(preview);
        const EventRef selected { 0, preview->track(0).eventCount() / 2 };
        timeline.selectEvent(selected, true);
        const TimeRange zoomed { preview->startPs(selected) - 1000, preview->startPs(selected) + 1000000 };
        timeline.setVisibleRange(zoomed);
        QVERIFY(timeline.counterPlotRect(memoryCounter, 0).isEmpty());
        QVERIFY(timeline.addCounters(built.model));
        QCOMPARE(timeline.model(), built.model);
        QCOMPARE(timeline.selectedEvent(), selected);
        QCOMPARE(timeline.visibleRange(), zoomed);
        QVERIFY(!timeline.counterPlotRect(memoryCounter, 0).isEmpty());

        // The whole trace shown: the whole trace with its counters (which reach past the events).
        QVERIFY(built.model->extent() != preview->extent());
        timeline.setModel(preview);
        QSignalSpy moved(&timeline, &TraceTimeline::visibleRangeChanged);
        QVERIFY(timeline.addCounters(built.model));
        QCOMPARE(timeline.visibleRange(), built.model->extent());
        QCOMPARE(moved.count(), 1);

        // Another trace is not taken as counters.
        const trace::TraceBuildOutcome other = test::buildTraceOf(writeCase(m_dir, QStringLiteral("steps")));
        QVERIFY(other.model);
        QVERIFY(!timeline.addCounters(other.model));
        QCOMPARE(timeline.model(), built.model);
    }

    // Events narrower than a pixel are drawn as merged marks, which must stand out from the plot on a
    // light and on a dark palette (QPalette::Mid, their colour once, is about the background in dark).
    void mergedMarksShowOnLightAndDarkPalettes()
    {
        const QString path = m_dir.filePath(QStringLiteral("merged.xplane.pb"));
        QVERIFY(generator::writeXSpace(generator::tinyOptions(7, generator::Kind::Gpu), path).isEmpty());
        const trace::TraceBuildOutcome built = test::buildTraceOf(path);
        QVERIFY2(built.model, qPrintable(built.error));
        TraceTimeline timeline;
        timeline.resize(1200, 800);
        timeline.setModel(built.model);
        // The first merged mark on screen, and an event under it.
        std::optional<QPoint> mark;
        std::vector<trace::TraceBox> boxes;
        for (int t = 0; t < built.model->trackCount() && !mark; ++t) {
            built.model->boxes(t, timeline.visibleRange(), timeline.plotWidth(), boxes);
            for (const trace::TraceBox& box : boxes) {
                if (box.event >= 0 || box.depth != 0)
                    continue;
                for (const int event : built.model->eventsInTimeOrder(t, { box.startPs, box.endPs })) {
                    if (built.model->track(t).depthOf(event) == 0)
                        mark = timeline.eventCenter({ t, event });
                    if (mark)
                        break;
                }
                if (mark)
                    break;
            }
        }
        QVERIFY(mark);
        for (const QPalette& palette : { QApplication::style()->standardPalette(), darkPalette() }) {
            timeline.setPalette(palette);
            const QImage image = timeline.grab().toImage();
            const int contrast
                = std::abs(image.pixelColor(*mark).lightness() - palette.color(QPalette::Base).lightness());
            QVERIFY2(contrast > 40, qPrintable(QString::number(contrast)));
        }
    }

    void keysZoomAndPan()
    {
        const TimeRange full { 0, 1001000 };
        QCOMPARE(timeline()->visibleRange(), full);
        QTest::keyClick(timeline(), Qt::Key_W);
        // 80 % of the span, around its middle.
        QCOMPARE(timeline()->visibleRange(), (TimeRange { 100100, 900900 }));
        QTest::keyClick(timeline(), Qt::Key_S);
        QCOMPARE(timeline()->visibleRange().length(), full.length());
        QTest::keyClick(timeline(), Qt::Key_0);
        QTest::keyClick(timeline(), Qt::Key_D);
        QCOMPARE(timeline()->visibleRange(), (TimeRange { 200200, 1201200 }));
        QTest::keyClick(timeline(), Qt::Key_A);
        QTest::keyClick(timeline(), Qt::Key_A);
        QCOMPARE(timeline()->visibleRange(), (TimeRange { -200200, 800800 }));
        QTest::keyClick(timeline(), Qt::Key_0);
        QCOMPARE(timeline()->visibleRange(), full);
        // Zooming out stops at twice the trace, and panning stops with the view's middle on the
        // trace's edge: the trace never leaves the view.
        for (int i = 0; i < 40; ++i)
            QTest::keyClick(timeline(), Qt::Key_S);
        QCOMPARE(timeline()->visibleRange(), (TimeRange { -500500, 1501500 }));
        for (int i = 0; i < 40; ++i)
            QTest::keyClick(timeline(), Qt::Key_D);
        QCOMPARE(timeline()->visibleRange(), (TimeRange { 0, 2002000 }));
        QTest::keyClick(timeline(), Qt::Key_0);
        for (int i = 0; i < 40; ++i)
            QTest::keyClick(timeline(), Qt::Key_A);
        QCOMPARE(timeline()->visibleRange().startPs + timeline()->visibleRange().length() / 2, full.startPs);
        QTest::keyClick(timeline(), Qt::Key_0);
    }

    // The ruler says each tick's time in that time's unit; a time of more digits than a label holds
    // (19 s into a trace at picosecond zoom) is said once, the ticks after it by their distance.
    void rulerSaysLongTimesOnceAndTheStepsAfter()
    {
        const auto labels = [this] {
            QStringList shown;
            for (const TraceTimeline::RulerTick& tick : timeline()->rulerTicks()) {
                if (!tick.label.isEmpty())
                    shown << tick.label;
            }
            return shown;
        };
        const QStringList whole = labels();
        QVERIFY2(whole.size() >= 4, qPrintable(whole.join(QLatin1Char('|'))));
        QCOMPARE(whole.first(), QStringLiteral("0 ns"));
        QVERIFY2(std::none_of(whole.begin(), whole.end(),
                     [](const QString& label) { return label.startsWith(QLatin1Char('+')); }),
            qPrintable(whole.join(QLatin1Char('|'))));
        timeline()->setVisibleRange({ 19017696429500, 19017696429600 });
        const QStringList deep = labels();
        QVERIFY2(deep.size() >= 3, qPrintable(deep.join(QLatin1Char('|'))));
        QVERIFY2(deep.first().startsWith(QStringLiteral("19.01769642")) && deep.first().endsWith(QStringLiteral(" s")),
            qPrintable(deep.join(QLatin1Char('|'))));
        for (qsizetype i = 1; i < deep.size(); ++i)
            QVERIFY2(deep[i].startsWith(QLatin1Char('+')) && deep[i].endsWith(QStringLiteral(" ps")),
                qPrintable(deep.join(QLatin1Char('|'))));
    }

    // In a right-to-left language time still runs left to right: each label stands right after its
    // tick (they were all drawn at the ruler's right end).
    void rulerLabelsStandByTheirTicksRightToLeft()
    {
        timeline()->setLayoutDirection(Qt::RightToLeft);
        const QImage image = timeline()->grab().toImage();
        const QColor text = timeline()->palette().color(QPalette::WindowText);
        int labelled = 0;
        for (const TraceTimeline::RulerTick& tick : timeline()->rulerTicks()) {
            if (tick.label.isEmpty())
                continue;
            ++labelled;
            int inked = 0;
            const int width = timeline()->fontMetrics().horizontalAdvance(tick.label);
            for (int x = tick.x + 3; x < std::min(image.width(), tick.x + 3 + width); ++x) {
                for (int y = 2; y < 20; ++y)
                    inked += image.pixelColor(x, y).lightness() < (text.lightness() + 255) / 2 ? 1 : 0;
            }
            QVERIFY2(inked > 5, qPrintable(tick.label));
        }
        QVERIFY(labelled >= 3);
        timeline()->setLayoutDirection(Qt::LeftToRight);
    }

    void wheelZoomsAtTheCursor()
    {
        const int x = timeline()->plotLeft() + timeline()->plotWidth() / 4;
        const qint64 anchor = timeline()->timeAt(x);
        QWheelEvent wheel(QPointF(x, 100), timeline()->mapToGlobal(QPointF(x, 100)), QPoint(), QPoint(0, 240),
            Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(timeline(), &wheel);
        QVERIFY(timeline()->visibleRange().length() < 1001000 * 0.7);
        QVERIFY(std::abs(timeline()->timeAt(x) - anchor) <= timeline()->visibleRange().length() / 500);
    }

    void dragPans()
    {
        const TimeRange before = timeline()->visibleRange();
        const double psPerPixel = double(before.length()) / timeline()->plotWidth();
        const QPoint from(timeline()->plotLeft() + 400, 100);
        drag(timeline(), from, from - QPoint(100, 0));
        const qint64 expected = qint64(std::llround(100 * psPerPixel));
        QCOMPARE(timeline()->visibleRange().startPs, before.startPs + expected);
        QCOMPARE(timeline()->visibleRange().length(), before.length());
    }

    void clickSelectsAndShowsDetails()
    {
        const EventRef middle = eventNamed(QStringLiteral("middle"));
        // At full view "middle" is 40 ns of 1 µs: zoom so that it is wide.
        timeline()->setVisibleRange({ 0, 200000 });
        const std::optional<QPoint> center = timeline()->eventCenter(middle);
        QVERIFY(center);
        QSignalSpy selected(timeline(), &TraceTimeline::eventSelected);
        QTest::mouseClick(timeline(), Qt::LeftButton, Qt::NoModifier, *center);
        QCOMPARE(selected.count(), 1);
        QCOMPARE(timeline()->selectedEvent(), middle);
        const QStringList rows = detailRows(m_page->detailsView());
        QVERIFY2(rows.contains(QStringLiteral("Name=middle")), qPrintable(rows.join(QLatin1Char(';'))));
        QVERIFY(rows.contains(QStringLiteral("Duration=40.000 ns")));
        QVERIFY(rows.contains(QStringLiteral("Self time=30.000 ns")));
        // f zooms to the selected event.
        QTest::keyClick(timeline(), Qt::Key_F);
        QCOMPARE(timeline()->visibleRange(), (TimeRange { 6000, 54000 }));
        // A click on empty space clears the selection.
        QTest::mouseClick(
            timeline(), Qt::LeftButton, Qt::NoModifier, QPoint(timeline()->plotLeft() + 5, timeline()->height() - 5));
        QVERIFY(!timeline()->selectedEvent().isValid());
    }

    void stepsTrackShowsTheGrouping()
    {
        // The window's profile of a GPU run written without groups: the page groups it and
        // shows the GPU's derived Steps track, whose steps are named and clickable.
        const LoadOutcome loaded = loadProfile(writeCase(m_dir, QStringLiteral("steps")));
        QVERIFY2(loaded.profile, qPrintable(loaded.error));
        QSignalSpy shown(m_page.get(), &TracePage::traceShown);
        m_page->setProfile(loaded.profile);
        QVERIFY(shown.wait(10000));
        const trace::TraceModel& model = *timeline()->model();
        const trace::TraceProcess& gpu = model.processes()[0];
        const int stepsTrack = gpu.tracks.back();
        QCOMPARE(model.track(stepsTrack).name, QStringLiteral("Steps"));
        const EventRef second { stepsTrack, 1 };
        QCOMPARE(model.nameOf(second).name, QStringLiteral("train 2"));
        const std::optional<QPoint> center = timeline()->eventCenter(second);
        QVERIFY(center); // the Steps row is on screen, its step drawn
        QTest::mouseClick(timeline(), Qt::LeftButton, Qt::NoModifier, *center);
        QCOMPARE(timeline()->selectedEvent(), second);
        const QStringList rows = detailRows(m_page->detailsView());
        QVERIFY2(rows.contains(QStringLiteral("Name=train 2")), qPrintable(rows.join(QLatin1Char(';'))));
        QVERIFY(rows.contains(QStringLiteral("Group id=1")));
        QVERIFY(rows.contains(QStringLiteral("Step=train 2")));
        QVERIFY(rows.contains(QStringLiteral("Duration=2.000 ms")));
        // A kernel of the first step names its step too.
        timeline()->selectEvent(eventNamed(QStringLiteral("relu_kernel")), true);
        QVERIFY(detailRows(m_page->detailsView()).contains(QStringLiteral("Step=train 1")));
    }

    void derivedLinesShowInTheGpuGroup()
    {
        // A JAX-style GPU run written without groups: the page shows XProf's derived lines under
        // the GPU, named as XProf names them, and their events' details.
        const LoadOutcome loaded = loadProfile(writeCase(m_dir, QStringLiteral("derived_gpu")));
        QVERIFY2(loaded.profile, qPrintable(loaded.error));
        QSignalSpy shown(m_page.get(), &TracePage::traceShown);
        m_page->setProfile(loaded.profile);
        QVERIFY(shown.wait(10000));
        const trace::TraceModel& model = *timeline()->model();
        const auto showDetailsOf = [&](const QString& trackName) {
            const int track = test::trackNamed(model, trackName);
            if (track < 0)
                return QStringList { QStringLiteral("no track ") + trackName };
            const EventRef first { track, model.eventsInTimeOrder(track, model.extent()).front() };
            timeline()->selectEvent(first, true);
            const std::optional<QPoint> center = timeline()->eventCenter(first);
            if (!center)
                return QStringList { QStringLiteral("not on screen: ") + trackName };
            QTest::mouseClick(timeline(), Qt::LeftButton, Qt::NoModifier, *center);
            QStringList rows = detailRows(m_page->detailsView());
            const QTreeWidget* tree = m_page->detailsView();
            for (int i = 0; i < tree->topLevelItemCount(); ++i) {
                for (int c = 0; c < tree->topLevelItem(i)->childCount(); ++c)
                    rows << tree->topLevelItem(i)->child(c)->text(0) + QLatin1Char('=')
                            + tree->topLevelItem(i)->child(c)->text(1);
            }
            return rows;
        };
        QStringList rows = showDetailsOf(QStringLiteral("Framework Ops - from #7"));
        QVERIFY2(rows.contains(QStringLiteral("Name=dot_general"))
                && rows.contains(QStringLiteral("Long name=jit(f)/dense/dot_general:"))
                && rows.contains(QStringLiteral("Where=/device:GPU:0 / Framework Ops - from #7")),
            qPrintable(rows.join(QLatin1Char(';'))));
        for (const char* line : { "Framework Name Scope - from #7", "XLA Modules - from #7", "XLA Ops - from #7",
                 "Source code - from #7" }) {
            rows = showDetailsOf(QString::fromUtf8(line));
            QVERIFY2(rows.contains(QStringLiteral("Where=/device:GPU:0 / ") + QString::fromUtf8(line)),
                qPrintable(rows.join(QLatin1Char(';'))));
        }
        rows = showDetailsOf(QStringLiteral("Launch Stats"));
        QVERIFY2(rows.contains(QStringLiteral("Name=Launch Stats for train 1"))
                && rows.contains(QStringLiteral("num_launches=2"))
                && rows.contains(QStringLiteral("max_launch_time_us=3"))
                && rows.contains(QStringLiteral("avg_launch_time_us=2"))
                && rows.contains(QStringLiteral("Step=train 1")),
            qPrintable(rows.join(QLatin1Char(';'))));
    }

    void shiftDragSelectsARange()
    {
        timeline()->setVisibleRange({ 0, 200000 });
        const QPoint from(timeline()->xOf(0) + 1, 60);
        const QPoint to(timeline()->xOf(60000), 60);
        drag(timeline(), from, to, Qt::ShiftModifier);
        QVERIFY(timeline()->selectedRange());
        const TimeRange range = *timeline()->selectedRange();
        QVERIFY(range.startPs >= 0 && range.startPs < 1000);
        QVERIFY(std::abs(range.endPs - 60000) < 1000);
        // The range statistics list what overlaps it, largest total first.
        const QAbstractItemModel* statistics = m_page->statisticsView()->model();
        QCOMPARE(statistics->rowCount(), 4);
        QCOMPARE(statistics->index(0, 0).data().toString(), QStringLiteral("outer"));
        QCOMPARE(statistics->index(0, 4).data().toString(), QStringLiteral("60.000 ns"));
        QVERIFY(m_page->statisticsCsv().startsWith("Name,Count,Total,Average,Self time"));
        // Sorting by a column re-orders.
        m_page->statisticsView()->sortByColumn(0, Qt::AscendingOrder);
        QCOMPARE(statistics->index(0, 0).data().toString(), QStringLiteral("inner"));
        // m marks a measurement of the range; f zooms to it.
        QTest::keyClick(timeline(), Qt::Key_M);
        QCOMPARE(timeline()->measurement(), timeline()->selectedRange());
        QTest::keyClick(timeline(), Qt::Key_F);
        QCOMPARE(timeline()->visibleRange().startPs, range.startPs - range.length() / 10);
    }

    void searchCountsAndSteps()
    {
        QTest::keyClicks(m_page->searchField(), QStringLiteral("e"));
        QTRY_COMPARE(m_page->searchStatus()->text(), QStringLiteral("Matches: 6"));
        QTest::keyClick(m_page->searchField(), Qt::Key_Return);
        QCOMPARE(m_page->searchStatus()->text(), QStringLiteral("Match 1 of 6"));
        QCOMPARE(timeline()->selectedEvent(), eventNamed(QStringLiteral("outer")));
        QTest::keyClick(m_page->searchField(), Qt::Key_Return);
        QCOMPARE(timeline()->selectedEvent(), eventNamed(QStringLiteral("middle")));
        QTest::keyClick(m_page->searchField(), Qt::Key_Return, Qt::ShiftModifier);
        QCOMPARE(m_page->searchStatus()->text(), QStringLiteral("Match 1 of 6"));
        // The last match is far right: next-from-last wraps, previous-from-first goes there and reveals it.
        QTest::keyClick(m_page->searchField(), Qt::Key_Return, Qt::ShiftModifier);
        QCOMPARE(timeline()->selectedEvent(), eventNamed(QStringLiteral("late")));
        QVERIFY(timeline()->eventCenter(eventNamed(QStringLiteral("late"))));
        m_page->regularExpressionBox()->setChecked(true);
        m_page->searchField()->setText(QStringLiteral("^(in"));
        QTRY_VERIFY(m_page->searchStatus()->text().startsWith(QStringLiteral("Invalid regular expression")));
        m_page->searchField()->setText(QStringLiteral("^in"));
        QTRY_COMPARE(m_page->searchStatus()->text(), QStringLiteral("Matches: 2"));
        m_page->searchField()->setText(QStringLiteral("zzz"));
        QTRY_COMPARE(m_page->searchStatus()->text(), QStringLiteral("No match"));
    }

    // Each search goes over every event: typing searches when the keys pause, Enter at once.
    void typingSearchesWhenTheKeysPause()
    {
        QTest::keyClicks(m_page->searchField(), QStringLiteral("in"));
        QCOMPARE(m_page->searchStatus()->text(), QString()); // not yet, nor once per key
        QTRY_COMPARE(m_page->searchStatus()->text(), QStringLiteral("Matches: 2"));
        QTest::keyClicks(m_page->searchField(), QStringLiteral("n"));
        QTest::keyClick(m_page->searchField(), Qt::Key_Return);
        QCOMPARE(m_page->searchStatus()->text(), QStringLiteral("Match 1 of 1"));
        QCOMPARE(timeline()->selectedEvent(), eventNamed(QStringLiteral("inner")));
    }

    void tooltipNamesAndTimesTheEvent()
    {
        timeline()->setVisibleRange({ 0, 200000 });
        const std::optional<QPoint> center = timeline()->eventCenter(eventNamed(QStringLiteral("outer")));
        QVERIFY(center);
        QHelpEvent help(QEvent::ToolTip, *center, timeline()->mapToGlobal(*center));
        QCoreApplication::sendEvent(timeline(), &help);
        QCOMPARE(QToolTip::text(), QStringLiteral("outer [100.000 ns]"));
    }

    void exportEverything()
    {
        QTemporaryDir out;
        QString error;
        QVERIFY2(m_page->exportAll(out.path(), { QStringLiteral("png") }, &error), qPrintable(error));
        QVERIFY(QFileInfo(out.filePath(QStringLiteral("trace-viewer-timeline.png"))).size() > 0);
        QFile json(out.filePath(QStringLiteral("trace.json")));
        QVERIFY(json.open(QIODevice::ReadOnly));
        const QJsonArray events
            = QJsonDocument::fromJson(json.readAll()).object().value(QStringLiteral("traceEvents")).toArray();
        QCOMPARE(events.size(), 2 + 4 + 8 + 1); // process and thread metadata (2 tracks), the events, the closing {}
    }

    void headerClickCollapses()
    {
        const QRect header = timeline()->processHeaderRect(0);
        QVERIFY(!header.isEmpty());
        const EventRef outer = eventNamed(QStringLiteral("outer"));
        QVERIFY(timeline()->eventCenter(outer));
        QTest::mouseClick(timeline(), Qt::LeftButton, Qt::NoModifier, header.center());
        QVERIFY(timeline()->isCollapsed(0));
        QVERIFY(!timeline()->eventCenter(outer));
        QTest::mouseClick(timeline(), Qt::LeftButton, Qt::NoModifier, header.center());
        QVERIFY(!timeline()->isCollapsed(0));
    }

    void showInTraceViewerFromTheBufferCard_data()
    {
        QTest::addColumn<bool>("traceBuiltBefore");
        QTest::newRow("fresh start: the trace is built first") << false;
        QTest::newRow("the trace was built") << true;
    }

    void showInTraceViewerFromTheBufferCard()
    {
        QFETCH(bool, traceBuiltBefore);
        const LoadOutcome loaded = loadProfile(writeCase(m_dir, QStringLiteral("nesting")));
        QVERIFY(loaded.profile);
        ProfileDocument document;
        document.resize(1200, 800);
        document.show();
        document.showProfile(loaded.profile);
        TracePage* page = nullptr;
        BufferDetailCard* card = nullptr;
        for (ToolPage* tool : document.toolPages()) {
            if (auto* trace = dynamic_cast<TracePage*>(tool))
                page = trace;
            if (auto* viewer = dynamic_cast<MemoryViewerTool*>(tool))
                card = qobject_cast<BufferDetailCard*>(viewer->detailCard());
        }
        QVERIFY(page && card);
        // A page computes once it is shown: the trace is built, then the user goes back to the Memory Viewer.
        QWidget* memoryViewer = document.toolTabs()->currentWidget();
        if (traceBuiltBefore) {
            document.toolTabs()->setCurrentWidget(page);
            QTRY_VERIFY_WITH_TIMEOUT(page->timeline()->model(), 10000);
            document.toolTabs()->setCurrentWidget(memoryViewer);
        }
        memoryviewer::BufferDetails buffer;
        buffer.logicalBufferId = 7;
        buffer.instructionName = QStringLiteral("inner{1}");
        buffer.opcode = QStringLiteral("fusion");
        card->showBuffer(buffer);
        const auto buttons = card->findChildren<QPushButton*>();
        const auto show = std::find_if(buttons.begin(), buttons.end(), [](QPushButton* b) {
            return b->text().remove(QLatin1Char('&')) == QStringLiteral("Show in Trace Viewer");
        });
        QVERIFY(show != buttons.end());
        QVERIFY(!(*show)->isHidden());
        QTest::mouseClick(*show, Qt::LeftButton);
        QCOMPARE(document.currentToolPage(), static_cast<ToolPage*>(page));
        QTRY_COMPARE_WITH_TIMEOUT(page->searchStatus()->text(), QStringLiteral("Match 1 of 1"), 10000);
        const EventRef selected = page->timeline()->selectedEvent();
        QVERIFY(selected.isValid());
        QCOMPARE(page->timeline()->model()->nameOf(selected).name, QStringLiteral("inner"));
        // Zoomed to it, a tenth of its length either side, and the keys work on the timeline at once.
        const qint64 start = page->timeline()->model()->startPs(selected);
        const qint64 length = page->timeline()->model()->durationPs(selected);
        QCOMPARE(page->timeline()->visibleRange().startPs, start - length / 10);
        QCOMPARE(page->timeline()->visibleRange().endPs, start + length + length / 10);
        QVERIFY(page->timeline()->hasFocus());
        // A card nobody listens to (the out-of-memory report's) has no such button.
        BufferDetailCard alone;
        alone.showBuffer(buffer);
        for (QPushButton* b : alone.findChildren<QPushButton*>())
            QVERIFY(b->text().remove(QLatin1Char('&')) != QStringLiteral("Show in Trace Viewer") || b->isHidden());
    }

    void memoryProfileAndTraceShowTheSameTime()
    {
        const QString path = QStringLiteral(MEMSCOPE_SHARED_DATA "/xprof/tpu_inference_2.xplane.pb");
        if (!QFileInfo::exists(path))
            QSKIP("real profiles are absent (no ../shared/data in this checkout)");
        const LoadOutcome loaded = loadProfile(path);
        QVERIFY(loaded.profile);
        ProfileDocument document;
        document.resize(1400, 900);
        document.show();
        document.showProfile(loaded.profile);
        TracePage* page = nullptr;
        MemoryProfilePage* memory = nullptr;
        for (ToolPage* tool : document.toolPages()) {
            if (auto* trace = dynamic_cast<TracePage*>(tool))
                page = trace;
            if (auto* profile = dynamic_cast<MemoryProfilePage*>(tool))
                memory = profile;
        }
        QVERIFY(page && memory);
        document.toolTabs()->setCurrentWidget(page); // a page computes once it is shown
        QTRY_VERIFY_WITH_TIMEOUT(page->timeline()->model(), 10000);
        document.toolTabs()->setCurrentWidget(memory);
        QTRY_VERIFY_WITH_TIMEOUT(!memory->isAnalysing() && memory->currentAllocator(), 10000);
        const trace::TraceModel& model = *page->timeline()->model();
        // Zooming the Memory Profile chart shows that range in the trace.
        memory->chart()->showRange(10.0, 20.0);
        QCOMPARE(page->timeline()->visibleRange(),
            (TimeRange { *model.fromMemoryProfileMs(10.0), *model.fromMemoryProfileMs(20.0) }));
        // A range selected on the trace is shown on the chart.
        document.toolTabs()->setCurrentWidget(page);
        TraceTimeline* timeline = page->timeline();
        const QPoint from(timeline->plotLeft() + 100, 60), to(timeline->plotLeft() + 300, 60);
        drag(timeline, from, to, Qt::ShiftModifier);
        QVERIFY(timeline->selectedRange());
        const auto [fromMs, toMs] = memory->chart()->visibleRangeMs();
        QVERIFY(std::abs(fromMs - *model.toMemoryProfileMs(timeline->selectedRange()->startPs)) < 1e-3);
        QVERIFY(std::abs(toMs - *model.toMemoryProfileMs(timeline->selectedRange()->endPs)) < 1e-3);
    }

    // TensorFlow's older trace.json.gz: the document shows the Trace Viewer alone (no tab bar),
    // and a click on an event shows it as the file has it.
    // A memory counter's series (heap, stack, free) each show in a row of their own on their own
    // scale with a legend; the value under the mouse is said and drawn, and a click pins it.
    void countersShowEachSeriesOnItsOwnScaleAndTheirValues()
    {
        const QString path = m_dir.filePath(QStringLiteral("counters.xplane.pb"));
        QVERIFY(generator::writeXSpace(generator::tinyOptions(), path).isEmpty());
        const LoadOutcome loaded = loadProfile(path);
        QVERIFY2(loaded.profile, qPrintable(loaded.error));
        QSignalSpy shown(m_page.get(), &TracePage::traceShown);
        m_page->setProfile(loaded.profile);
        QVERIFY(shown.wait(10000));
        TraceTimeline* view = timeline();
        const trace::TraceModel& model = *view->model();
        int memory = -1;
        for (size_t c = 0; c < model.counters().size() && memory < 0; ++c)
            memory = model.counters()[c].kind == trace::CounterKind::Memory ? int(c) : -1;
        QVERIFY(memory >= 0);
        const trace::CounterTrack& counter = model.counters()[size_t(memory)];
        QVERIFY(counter.values.size() >= 2);
        view->setCollapsed(model.counters()[size_t(memory)].process, false);
        // The smallest series beside the largest: on one scale it would lie low in its row.
        std::vector<double> maxima;
        for (const std::vector<double>& values : counter.values)
            maxima.push_back(*std::max_element(values.begin(), values.end()));
        const int largest = int(std::max_element(maxima.begin(), maxima.end()) - maxima.begin());
        int smallest = largest;
        for (int series = 0; series < int(maxima.size()); ++series) {
            if (maxima[size_t(series)] > 0 && maxima[size_t(series)] < maxima[size_t(smallest)])
                smallest = series;
        }
        QVERIFY(maxima[size_t(smallest)] < maxima[size_t(largest)] / 2);
        QRect rows[2];
        for (int i = 0; i < 2; ++i) {
            const int series = i == 0 ? smallest : largest;
            rows[i] = view->counterPlotRect(memory, series);
            // A track's own row.
            QVERIFY(!rows[i].isEmpty());
            QVERIFY(rows[i].height() >= 3 * view->fontMetrics().lineSpacing());
        }
        QVERIFY(!rows[0].intersects(rows[1]));
        // Each series' largest values are drawn in the top third of its own row.
        const QImage image = view->grab().toImage();
        const QColor text = view->palette().color(QPalette::Text), base = view->palette().color(QPalette::Base);
        const QColor colors[] = { view->palette().color(QPalette::Highlight), view->palette().color(QPalette::Link),
            QColor((text.red() + base.red()) / 2, (text.green() + base.green()) / 2, (text.blue() + base.blue()) / 2) };
        for (int i = 0; i < 2; ++i) {
            const int series = i == 0 ? smallest : largest;
            bool drawnAtTheTop = false;
            for (int y = rows[i].top() + 1; y < rows[i].top() + rows[i].height() / 3 && !drawnAtTheTop; ++y) {
                for (int x = rows[i].left(); x < rows[i].right() && !drawnAtTheTop; ++x)
                    drawnAtTheTop = image.pixel(x, y) == colors[series % 3].rgb();
            }
            QVERIFY2(drawnAtTheTop, qPrintable(counter.seriesNames.value(series)));
        }
        // The value under the mouse, drawn beside the mark (no tooltip over it).
        const size_t middle = counter.timesPs.size() / 2;
        const qint64 time = counter.timesPs[middle];
        const QPoint at(view->xOf(time), rows[1].center().y());
        const qint64 timeAtMouse = view->timeAt(at.x() + 0.5);
        const size_t shownIndex = size_t(std::upper_bound(counter.timesPs.begin(), counter.timesPs.end(), timeAtMouse)
            - counter.timesPs.begin() - 1);
        const QString expected = QStringLiteral("%1: %2 at %3")
                                     .arg(counter.seriesNames.value(largest),
                                         formatBytes(qint64(counter.values[size_t(largest)][shownIndex])),
                                         TraceTimeline::formatDuration(timeAtMouse - model.extent().startPs));
        QCOMPARE(view->counterValueText(memory, largest, timeAtMouse), expected);
        QHelpEvent help(QEvent::ToolTip, at, view->mapToGlobal(at));
        QCoreApplication::sendEvent(view, &help);
        QVERIFY(!QToolTip::isVisible());
        const QImage before = view->grab().toImage();
        sendMouse(view, QEvent::MouseMove, at, Qt::NoButton);
        QVERIFY(view->grab().toImage() != before);
        // A click pins the values there; a click elsewhere lets them go.
        QTest::mouseClick(view, Qt::LeftButton, Qt::NoModifier, at);
        QVERIFY(view->pinnedCounterTime());
        QCOMPARE(view->pinnedCounterTime()->first, memory);
        QCOMPARE(view->pinnedCounterTime()->second, timeAtMouse);
        QTest::mouseClick(view, Qt::LeftButton, Qt::NoModifier, QPoint(view->plotLeft() + 5, 5)); // the ruler
        QVERIFY(!view->pinnedCounterTime());
    }

    void chromeTraceJsonOpensOnTheTraceViewer()
    {
        QFile json(QStringLiteral(MEMSCOPE_TEST_DATA "/trace/tf_gpu.trace.json"));
        QVERIFY(json.open(QIODevice::ReadOnly));
        const QString path = m_dir.filePath(QStringLiteral("host.trace.json"));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly) && out.write(json.readAll()) > 0);
        out.close();
        const LoadOutcome loaded = loadProfile(path);
        QVERIFY2(loaded.profile, qPrintable(loaded.error));
        ProfileDocument document;
        document.resize(1200, 800);
        document.show();
        QVERIFY(QTest::qWaitForWindowExposed(&document));
        document.showProfile(loaded.profile);
        auto* page = dynamic_cast<TracePage*>(document.currentToolPage());
        QVERIFY(page);
        QVERIFY(!document.toolBar()->isVisible());
        int shownTabs = 0;
        for (int index = 0; index < document.toolTabs()->count(); ++index)
            shownTabs += document.toolTabs()->isTabVisible(index) ? 1 : 0;
        QCOMPARE(shownTabs, 1);
        QTRY_VERIFY_WITH_TIMEOUT(page->timeline()->model(), 10000);
        TraceTimeline* view = page->timeline();
        const trace::TraceModel& model = *view->model();
        int python = -1;
        for (int t = 0; t < model.trackCount(); ++t)
            python = model.track(t).name == QLatin1String("python3") ? t : python;
        QVERIFY(python >= 0);
        const std::optional<QPoint> center = view->eventCenter({ python, 0 });
        QVERIFY(center);
        QTest::mouseClick(view, Qt::LeftButton, Qt::NoModifier, *center);
        QCOMPARE(view->selectedEvent(), (EventRef { python, 0 }));
        const QStringList rows = detailRows(page->detailsView());
        QVERIFY2(rows.contains(QStringLiteral("Name=EagerKernelExecute 0")), qPrintable(rows.join(QLatin1Char(','))));
        QVERIFY(rows.contains(QStringLiteral("Where=/host:CPU / python3")));
    }

    // While the trace is read the page shows how far it is and Cancel (Esc): the build stops, the
    // page says so and no trace arrives later. Once read, both go.
    void progressAndCancel()
    {
        const LoadOutcome loaded = loadProfile(writeCase(m_dir, QStringLiteral("nesting")));
        QVERIFY(loaded.profile);
        QSignalSpy shown(m_page.get(), &TracePage::traceShown);
        m_page->setProfile(loaded.profile);
        QVERIFY(m_page->isBuilding());
        QVERIFY(m_page->buildProgress()->isVisible());
        QVERIFY(m_page->cancelBuildButton()->isVisible());
        QCOMPARE(m_page->cancelBuildButton()->shortcut(), QKeySequence(QKeySequence::Cancel));
        QTest::mouseClick(m_page->cancelBuildButton(), Qt::LeftButton);
        QVERIFY(!m_page->isBuilding());
        QVERIFY(!m_page->buildProgress()->isVisible());
        QVERIFY(!m_page->cancelBuildButton()->isVisible());
        QCOMPARE(m_page->statusLabel()->text(), QStringLiteral("Reading the trace was cancelled."));
        QTest::qWait(300);
        QVERIFY(!timeline()->model());
        QCOMPARE(shown.count(), 0);
        m_page->setProfile(loaded.profile);
        QVERIFY(shown.wait(10000));
        QVERIFY(timeline()->model());
        QVERIFY(!m_page->buildProgress()->isVisible());
        QVERIFY(!m_page->cancelBuildButton()->isVisible());
    }

    // The trace reads the bytes the loaded profile holds, never the file again: a file removed since
    // the load still shows what was loaded; one cut since the load says so and shows none of the
    // zeros read in place of what it lost.
    void aFileGoneOrCutSinceTheLoad()
    {
        QTemporaryDir dir;
        QSignalSpy shown(m_page.get(), &TracePage::traceShown);
        {
            const QString path = writeCase(dir, QStringLiteral("nesting"));
            const LoadOutcome loaded = loadProfile(path);
            QVERIFY(loaded.profile);
            QVERIFY(QFile::remove(path));
            m_page->setProfile(loaded.profile);
            QVERIFY(shown.wait(10000));
            QVERIFY(timeline()->model());
        }
        const QString path = writeCase(dir, QStringLiteral("nesting"));
        const LoadOutcome loaded = loadProfile(path);
        QVERIFY(loaded.profile);
        QVERIFY(QFile::resize(path, 0));
        m_page->setProfile(loaded.profile);
        QVERIFY(shown.wait(10000));
        QVERIFY(!timeline()->model());
        const QString status = m_page->statusLabel()->text();
        QVERIFY2(status.contains(path) && status.contains(QStringLiteral("the file changed while it was read")),
            qPrintable(status));
        // The long message wraps: it does not ask for its width in one line (the window grew past the
        // screen and squeezed the search field).
        const int lineWidth = m_page->statusLabel()->fontMetrics().horizontalAdvance(status);
        QVERIFY2(m_page->statusLabel()->minimumSizeHint().width() < lineWidth / 2,
            qPrintable(QString::number(m_page->statusLabel()->minimumSizeHint().width())));
    }
};

QTEST_MAIN(TestTracePage)
#include "tst_tracepage.moc"
