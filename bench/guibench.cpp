// SPDX-License-Identifier: Apache-2.0
// memscope-gui-bench [PROFILE | --shape NAME [--keep-in DIR]] [--screenshots DIR]
//
// Drives the real window offscreen on a profile (a file, or one of the
// benchmark shapes of shapes.h, generated; by default module-heavy) and prints:
//   - the time from the file being chosen to the chart being shown,
//   - the hover-to-repaint latency of each view of the Memory Viewer,
//   - the time to switch to another module and show its chart.
// With --screenshots it also saves the window in a light and a dark palette.
// With --trace it times the Trace Viewer instead: file chosen -> the trace
// painted on its page, and the peak RSS. A PyTorch memory snapshot (a file, or a
// --shape torch-snapshot...) is timed on its own page: file chosen -> the device's
// analysis shown -> the Active Memory Timeline painted, then hover, wheel zoom and
// drag pan on the timeline, and the peak RSS.

#include "application.h"
#include "core/memoryviewer/memoryviewer.h"
#include "document/memoryviewertool.h"
#include "document/profiledocument.h"
#include "figures.h"
#include "mainwindow.h"
#include "memoryviewer/memoryviewerpage.h"
#include "models/modulelistmodel.h"
#include "settings/preferences.h"
#include "shapes.h"
#include "sidebar/sidebar.h"
#include "torch/activememorytimeline.h"
#include "torch/snapshottool.h"
#include "trace/tracepage.h"
#include "trace/tracetimeline.h"
#include "widgets/messagebar.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDeadlineTimer>
#include <QDir>
#include <QElapsedTimer>
#include <QLabel>
#include <QMouseEvent>
#include <QSettings>
#include <QSignalSpy>
#include <QStyle>
#include <QStyleFactory>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QWheelEvent>
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <sys/resource.h>

using namespace memscope;
using bench::print;
using bench::processCpuMs;
using bench::threadCpuMs;

namespace {

// Waits for the Memory Viewer's signal (chartShown or resultShown), then paints the page once, as the screen would.
bool waitAndPaint(MemoryViewerTool* tool, QSignalSpy& shown, int timeoutMs)
{
    if (shown.isEmpty() && !shown.wait(timeoutMs))
        return false;
    shown.clear();
    tool->repaint();
    return true;
}

struct Stopwatch
{
    QElapsedTimer wall;
    double cpuStartMs = 0;
    double guiCpuStartMs = 0;
    void start()
    {
        wall.start();
        cpuStartMs = processCpuMs();
        guiCpuStartMs = threadCpuMs();
    }
    // "W ms (CPU C ms, all threads; GUI thread CPU G ms"
    QString figures() const
    {
        return QStringLiteral("%1 ms (CPU %2 ms, all threads; GUI thread CPU %3 ms")
            .arg(wall.nsecsElapsed() / 1e6, 0, 'f', 1)
            .arg(processCpuMs() - cpuStartMs, 0, 'f', 1)
            .arg(threadCpuMs() - guiCpuStartMs, 0, 'f', 1);
    }
};

void saveScreenshots(MainWindow& window, const QString& dir, const QString& name)
{
    const QPalette light = QApplication::style()->standardPalette();
    for (const auto& [suffix, palette] :
        { std::pair { QStringLiteral("light"), light }, std::pair { QStringLiteral("dark"), darkPalette() } }) {
        QApplication::setPalette(palette);
        QApplication::processEvents();
        const QString path = QDir(dir).filePath(QStringLiteral("%1-%2.png").arg(name, suffix));
        if (window.grab().save(path))
            print(QStringLiteral("screenshot: %1").arg(path));
    }
    QApplication::setPalette(light);
}

// The median of `samples` (sorted here).
double median(std::vector<double>& samples)
{
    std::sort(samples.begin(), samples.end());
    return samples[samples.size() / 2];
}

struct Latency
{
    double wallMs = 0;
    double cpuMs = 0; // of the GUI thread
};

// Moves the mouse across a view and measures event handling plus the repaint
// it triggers; returns the medians in milliseconds.
Latency hoverLatency(QWidget* view)
{
    std::vector<double> samples;
    std::vector<double> cpuSamples;
    const int steps = 40;
    for (int i = 0; i < steps; ++i) {
        const QPointF position(view->width() * (i + 0.5) / steps, view->height() / 2.0);
        QElapsedTimer timer;
        timer.start();
        const double cpuStart = threadCpuMs();
        QWidget* target = view->childAt(position.toPoint()) ? view->childAt(position.toPoint()) : view;
        QMouseEvent local(QEvent::MouseMove, target->mapFrom(view, position), view->mapToGlobal(position), Qt::NoButton,
            Qt::NoButton, Qt::NoModifier);
        QApplication::sendEvent(target, &local);
        QApplication::processEvents(); // delivers the update requests the hover made
        view->window()->repaint();
        samples.push_back(timer.nsecsElapsed() / 1e6);
        cpuSamples.push_back(threadCpuMs() - cpuStart);
    }
    return { median(samples), median(cpuSamples) };
}

double peakRssBytes()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) * 1024.0; // ru_maxrss is in KiB on Linux
}

// One interaction with `view` sent by `send`, then the repaint it asks for: the medians of `steps`.
template <typename Send> Latency interactionLatency(QWidget* view, int steps, Send send)
{
    std::vector<double> samples;
    std::vector<double> cpuSamples;
    for (int i = 0; i < steps; ++i) {
        QElapsedTimer timer;
        timer.start();
        const double cpuStart = threadCpuMs();
        send(i);
        QApplication::processEvents();
        view->repaint();
        samples.push_back(timer.nsecsElapsed() / 1e6);
        cpuSamples.push_back(threadCpuMs() - cpuStart);
    }
    return { median(samples), median(cpuSamples) };
}

// A snapshot's page: the first device's analysis, then its Active Memory Timeline painted, as a
// user who opens a snapshot and turns to the timeline sees them; then the timeline's interactions.
int timeSnapshot(ProfileDocument& document, const QString& path, const Stopwatch& stopwatch, QSignalSpy& shown)
{
    auto* tool = document.findChild<SnapshotTool*>();
    if (shown.isEmpty() && !shown.wait(600000)) {
        std::fprintf(stderr, "no device shown after 10 minutes\n");
        return 1;
    }
    document.toolTabs()->setCurrentWidget(tool);
    tool->repaint();
    const QString analysed = stopwatch.figures();
    ActiveMemoryTimeline* timeline = tool->timeline();
    for (int i = 0; i < tool->views()->count(); ++i) {
        if (tool->views()->widget(i)->isAncestorOf(timeline))
            tool->views()->setCurrentIndex(i);
    }
    QApplication::processEvents();
    timeline->repaint();
    const QString painted = stopwatch.figures();
    print(QStringLiteral("snapshot: %1 trace events on device %2")
              .arg(document.profile()->torchSnapshot->events.size())
              .arg(tool->shownDevice()));
    print(QStringLiteral("file chosen -> device analysed, its peak shown: %1)").arg(analysed));
    print(QStringLiteral("file chosen -> Active Memory Timeline of the whole file painted: %1)").arg(painted));
    const Latency hover = hoverLatency(timeline);
    print(
        QStringLiteral("hover -> repaint, Active Memory Timeline: %1 ms (median; GUI thread CPU %2 ms; goal <= 16 ms)")
            .arg(hover.wallMs, 0, 'f', 2)
            .arg(hover.cpuMs, 0, 'f', 2));
    const QPointF centre(timeline->width() / 2.0, timeline->height() / 2.0);
    const Latency zoom = interactionLatency(timeline, 16, [&](int i) {
        QWheelEvent wheel(centre, timeline->mapToGlobal(centre), QPoint(), QPoint(0, i < 8 ? 120 : -120), Qt::NoButton,
            Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(timeline, &wheel);
    });
    print(QStringLiteral("wheel zoom -> repaint: %1 ms (median of 16; GUI thread CPU %2 ms; goal <= 16 ms)")
              .arg(zoom.wallMs, 0, 'f', 2)
              .arg(zoom.cpuMs, 0, 'f', 2));
    // Zoomed in to a tenth first, so that a drag has somewhere to go.
    timeline->showRange(timeline->visibleLast() * 0.45, timeline->visibleLast() * 0.55);
    QApplication::processEvents();
    QTest::mousePress(timeline, Qt::LeftButton, Qt::NoModifier, centre.toPoint());
    const Latency pan = interactionLatency(timeline, 20, [&](int i) {
        const QPointF at = centre + QPointF(10.0 * (i + 1), 0);
        QMouseEvent move(
            QEvent::MouseMove, at, timeline->mapToGlobal(at), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(timeline, &move);
    });
    QTest::mouseRelease(timeline, Qt::LeftButton, Qt::NoModifier, (centre + QPointF(200, 0)).toPoint());
    print(QStringLiteral("drag pan -> repaint: %1 ms (median of 20; GUI thread CPU %2 ms; goal <= 16 ms)")
              .arg(pan.wallMs, 0, 'f', 2)
              .arg(pan.cpuMs, 0, 'f', 2));
    // The summary of the last range, built off the UI thread, arriving.
    QElapsedTimer settled;
    settled.start();
    while (timeline->isBuilding())
        QApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    print(QStringLiteral("the last range's own summary shown %1 ms after the drag")
              .arg(settled.nsecsElapsed() / 1e6, 0, 'f', 1));
    // The Allocator State's far jumps: the history walks every event between (off the UI thread).
    while (!tool->shownState() || tool->isMovingState())
        QApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    QSignalSpy stateShown(tool, &SnapshotTool::stateShown);
    const qint64 end = tool->shownState()->position;
    const auto jump = [&](qint64 position) {
        QElapsedTimer timer;
        timer.start();
        const qsizetype before = stateShown.count();
        tool->showStateAt(position);
        while (stateShown.count() == before)
            QApplication::processEvents(QEventLoop::WaitForMoreEvents, 20);
        return timer.nsecsElapsed() / 1e6;
    };
    const double toStart = jump(0);
    const double toMiddle = jump(end / 2);
    const double toEnd = jump(end);
    print(QStringLiteral("Allocator State, a jump over the trace of %1 events: end -> start %2 ms, start -> middle %3 "
                         "ms, middle -> end %4 ms (off the UI thread)")
              .arg(end)
              .arg(toStart, 0, 'f', 0)
              .arg(toMiddle, 0, 'f', 0)
              .arg(toEnd, 0, 'f', 0));
    print(QStringLiteral("peak RSS: %1 MiB = %2 x the file")
              .arg(peakRssBytes() / 1048576.0, 0, 'f', 1)
              .arg(peakRssBytes() / static_cast<double>(bench::profileBytes(path)), 0, 'f', 2));
    return 0;
}

// The Trace Viewer page shown at once, as a user who opens a file for its timeline does.
// With `screenshots` set, the window is saved (light and dark) as first painted ("<name>-trace-first")
// and with everything ("<name>-trace").
int timeTrace(MainWindow& window, ProfileDocument& document, const QString& path, QElapsedTimer& timer, double cpuStart,
    const QString& screenshots, const QString& name)
{
    auto* page = document.findChild<TracePage*>();
    document.toolTabs()->setCurrentWidget(page);
    // The page is told "no profile" while the document shows the new one (traceShown, without a
    // model), then builds the trace of the profile. Timed: the first trace painted (without its memory
    // counters when the run has memory events: the page shows it while they are read), and the trace
    // with everything (the next traceShown).
    QSignalSpy profileShown(&document, &ProfileDocument::profileShown);
    QSignalSpy traceShown(page, &TracePage::traceShown);
    const auto fail = [&] {
        std::fprintf(stderr, "no trace: %s %s\n", qUtf8Printable(window.messageBar()->text()),
            qUtf8Printable(page->statusLabel()->text()));
        return 1;
    };
    if (!profileShown.wait(600000))
        return fail();
    const qsizetype shownBefore = traceShown.count();
    QDeadlineTimer deadline(600000);
    while (!page->timeline()->model() && traceShown.count() == shownBefore && !deadline.hasExpired())
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    if (!page->timeline()->model())
        return fail();
    page->timeline()->repaint();
    const double firstPaintedMs = timer.nsecsElapsed() / 1e6;
    const double firstPaintedCpuMs = processCpuMs() - cpuStart;
    const bool early = traceShown.count() == shownBefore;
    if (early && !screenshots.isEmpty())
        saveScreenshots(window, screenshots, name + QStringLiteral("-trace-first"));
    if (early && !traceShown.wait(600000))
        return fail();
    page->timeline()->repaint();
    const double paintedMs = timer.nsecsElapsed() / 1e6;
    const double paintedCpuMs = processCpuMs() - cpuStart;
    if (!screenshots.isEmpty())
        saveScreenshots(window, screenshots, name + QStringLiteral("-trace"));
    print(QStringLiteral("trace: %1 events").arg(page->timeline()->model()->eventCount()));
    print(QStringLiteral("file chosen -> trace painted: %1 ms (CPU %2 ms, all threads; goal <= 3000 ms)%3")
              .arg(firstPaintedMs, 0, 'f', 1)
              .arg(firstPaintedCpuMs, 0, 'f', 1)
              .arg(early ? QStringLiteral(", without its memory counters") : QString()));
    if (early)
        print(QStringLiteral("file chosen -> memory counters painted: %1 ms (CPU %2 ms)")
                  .arg(paintedMs, 0, 'f', 1)
                  .arg(paintedCpuMs, 0, 'f', 1));
    print(QStringLiteral("peak RSS: %1 MiB = %2 x the file (goal <= 1.5)")
              .arg(peakRssBytes() / 1048576.0, 0, 'f', 1)
              .arg(peakRssBytes() / static_cast<double>(bench::profileBytes(path)), 0, 'f', 2));
    return 0;
}
} // namespace

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    setUpApplication();
    QCoreApplication::setApplicationName(QStringLiteral("memscope-gui-bench")); // keeps the user's settings untouched
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Times the Memscope window on a profile."));
    parser.addHelpOption();
    const QCommandLineOption screenshots(QStringLiteral("screenshots"),
        QStringLiteral("Save light and dark screenshots into DIR."), QStringLiteral("DIR"));
    const QCommandLineOption name(QStringLiteral("name"),
        QStringLiteral("Base name of the screenshots (default: the profile's file name)."), QStringLiteral("NAME"));
    const QCommandLineOption shapeOption(QStringLiteral("shape"),
        QStringLiteral("The benchmark shape to generate and open: %1, %2 (default module-heavy).")
            .arg(bench::shapeNames(), bench::shapeNames(bench::torchSnapshotShapes())),
        QStringLiteral("NAME"), QStringLiteral("module-heavy"));
    const QCommandLineOption traceOption(QStringLiteral("trace"),
        QStringLiteral("Time the Trace Viewer: file chosen -> trace painted (instead of the Memory Viewer)."));
    parser.addOptions({ screenshots, name, shapeOption, bench::keepInOption(), traceOption });
    parser.addPositionalArgument(QStringLiteral("PROFILE"),
        QStringLiteral("The profile to open (default: a generated one)."), QStringLiteral("[PROFILE]"));
    parser.process(app);
    if (parser.positionalArguments().size() > 1)
        parser.showHelp(2);

    QTemporaryDir workDir;
    // The window remembers recent files and its layout: not in the user's settings.
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, workDir.path());
    QString path = parser.positionalArguments().value(0);
    if (path.isEmpty()) {
        int exitCode = 0;
        const bench::Shape* shape = nullptr;
        path = bench::shapeProfileFromOptions(parser, shapeOption, workDir.path(), &exitCode, &shape);
        if (path.isEmpty())
            return exitCode;
        print(QStringLiteral("shape %1: %2").arg(shape->name, shape->description));
    }
    print(QStringLiteral("file: %1 (%2 MiB)").arg(path).arg(bench::profileBytes(path) / 1048576.0, 0, 'f', 1));

    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    QApplication::processEvents();

    Stopwatch stopwatch;
    stopwatch.start();
    ProfileDocument* document = window.openPath(path);
    const QString screenshotName = parser.isSet(name) ? parser.value(name) : QFileInfo(path).fileName();
    if (parser.isSet(screenshots))
        QDir().mkpath(parser.value(screenshots));
    if (parser.isSet(traceOption))
        return timeTrace(
            window, *document, path, stopwatch.wall, stopwatch.cpuStartMs, parser.value(screenshots), screenshotName);
    auto* tool = document->findChild<MemoryViewerTool*>();
    QSignalSpy shown(document, &ProfileDocument::profileShown);
    QSignalSpy deviceShown(document->findChild<SnapshotTool*>(), &SnapshotTool::deviceShown);
    // A large snapshot's timeline is shown from the events read so far while the rest is read.
    QString previewPainted;
    QObject::connect(document->findChild<SnapshotTool*>(), &SnapshotTool::previewShown, document,
        [&previewPainted, &stopwatch, document] {
            auto* snapshotTool = document->findChild<SnapshotTool*>();
            document->toolTabs()->setCurrentWidget(snapshotTool);
            snapshotTool->timeline()->repaint();
            previewPainted = QStringLiteral("%1 trace events read so far: %2")
                                 .arg(document->profile()->torchSnapshot->events.size())
                                 .arg(stopwatch.figures());
        });
    QSignalSpy chartShown(tool, &MemoryViewerTool::chartShown);
    QSignalSpy resultShown(tool, &MemoryViewerTool::resultShown);
    if (!shown.wait(600000)) {
        std::fprintf(stderr, "%s\n", qUtf8Printable(window.messageBar()->text()));
        return 1;
    }
    const QString loaded = stopwatch.figures();
    if (document->profile()->torchSnapshot) {
        if (!previewPainted.isEmpty())
            print(QStringLiteral("file chosen -> first Active Memory Timeline painted, of the %1; goal <= 2000 ms)")
                      .arg(previewPainted));
        else
            print(QStringLiteral("no preview: the file was read before one was due"));
        print(QStringLiteral("file chosen -> snapshot read: %1)").arg(loaded));
        return timeSnapshot(*document, path, stopwatch, deviceShown);
    }
    if (!waitAndPaint(tool, chartShown, 600000)) {
        std::fprintf(stderr, "no chart after 10 minutes\n");
        return 1;
    }
    const QString charted = stopwatch.figures();
    if (!waitAndPaint(tool, resultShown, 600000)) {
        std::fprintf(stderr, "no full analysis after 10 minutes\n");
        return 1;
    }
    const QString filled = stopwatch.figures();
    const ModuleSelection selection = document->sidebar()->selection();
    const HloModule& module = document->profile()->modules[selection.moduleIndex];
    print(QStringLiteral("profile: %1 (%2 modules)").arg(path).arg(document->profile()->modules.size()));
    print(QStringLiteral("module shown: %1, %2 buffers at the peak")
              .arg(module.displayName)
              .arg(tool->result()->peakBuffers.size()));
    print(QStringLiteral("file chosen -> profile loaded: %1)").arg(loaded));
    print(QStringLiteral("file chosen -> chart shown (peaks of all modules, the chart of the largest): %1; goal <= "
                         "1000 ms)")
              .arg(charted));
    print(QStringLiteral("file chosen -> every view filled (its full analysis): %1)").arg(filled));

    const QList<ExportTarget> targets = tool->exportTargets();
    for (const ExportTarget& target : targets) {
        if (target.widget && target.widget->isVisible()) {
            const Latency latency = hoverLatency(target.widget);
            print(QStringLiteral("hover -> repaint, %1: %2 ms (median; GUI thread CPU %3 ms; goal <= 16 ms)")
                      .arg(target.title)
                      .arg(latency.wallMs, 0, 'f', 2)
                      .arg(latency.cpuMs, 0, 'f', 2));
        }
    }

    if (parser.isSet(screenshots))
        saveScreenshots(window, parser.value(screenshots), screenshotName);

    if (document->profile()->modules.size() > 1) {
        // Switch to the second-largest module and back to the largest.
        const QAbstractItemModel* modules = document->sidebar()->moduleView()->model();
        const int other = modules->index(1, 0).data(ModuleListModel::ModuleIndexRole).toInt();
        for (int target : { other, selection.moduleIndex }) {
            stopwatch.start();
            document->sidebar()->selectModule(target);
            if (!waitAndPaint(tool, chartShown, 600000))
                return 1;
            const QString switched = stopwatch.figures();
            if (!waitAndPaint(tool, resultShown, 600000))
                return 1;
            print(QStringLiteral("module switch -> chart shown, %1: %2; goal <= 200 ms); every view filled: %3)")
                      .arg(document->profile()->modules[target].displayName, switched, stopwatch.figures()));
        }
    }
    const double peakBytes = peakRssBytes();
    print(QStringLiteral("peak RSS: %1 MiB = %2 x the file (goal <= 2)")
              .arg(peakBytes / 1048576.0, 0, 'f', 1)
              .arg(peakBytes / static_cast<double>(bench::profileBytes(path)), 0, 'f', 2));
    return 0;
}
