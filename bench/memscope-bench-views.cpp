// SPDX-License-Identifier: Apache-2.0
// memscope-bench-views [--load PROFILE | --shape NAME [--keep-in DIR]] [--no-load]
//
// The speed goals of the views and of the loading service, which the tests
// check only for what they do (timed assertions made the suite flaky under
// ASan and on a busy machine). Prints, each as wall time and CPU time of the
// calling thread (the GUI thread draws):
//   - decimating a 1 000 000-point curve to 1 200 columns (goal < 200 ms),
//   - building the timeline index of 500 000 blocks and finding a 10-step
//     window (goal: the query < 50 ms),
//   - zooming the Memory Viewer chart of 1 000 000 points to 100 (goal < 500 ms),
//   - painting the allocation timeline of 500 000 blocks whole and zoomed ×50
//     (goals < 500 ms and < 200 ms),
//   - LoadService on a large profile: cancel() in the middle of the parse until
//     `cancelled` (goal < 200 ms), and destroying a loading service (goal < 500 ms).

#include "core/profile/loadservice.h"
#include "figures.h"
#include "generator/syntheticresult.h"
#include "memoryviewer/allocationtimelineview.h"
#include "memoryviewer/memoryviewerpage.h"
#include "memoryviewer/programorderchart.h"
#include "models/curvedecimator.h"
#include "models/timelineindex.h"
#include "shapes.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <ctime>
#include <random>

using namespace memscope;
using bench::print;
using bench::threadCpuMs;

namespace {

// Wall and thread CPU time of one step.
class Stopwatch
{
public:
    Stopwatch() { restart(); }
    void restart()
    {
        m_wall.start();
        m_cpu = threadCpuMs();
    }
    // "12.3 ms wall, 11.9 ms CPU (goal < 200 ms)", and starts again.
    QString lap(double goalMs)
    {
        const double wall = static_cast<double>(m_wall.nsecsElapsed()) / 1e6;
        const double cpu = threadCpuMs() - m_cpu;
        restart();
        return QStringLiteral("%1 ms wall, %2 ms CPU (goal < %3 ms)")
            .arg(wall, 0, 'f', 2)
            .arg(cpu, 0, 'f', 2)
            .arg(goalMs);
    }

private:
    QElapsedTimer m_wall;
    double m_cpu = 0;
};

void benchCurveDecimation()
{
    std::vector<qint64> values(1000000);
    std::mt19937 random(7);
    std::uniform_int_distribution<qint64> noise(0, 1000000000000);
    for (qint64& value : values)
        value = noise(random);
    Stopwatch watch;
    const std::vector<int> kept = CurveDecimator::decimate(values, 0, 999999, 1200, 654321);
    print(QStringLiteral("curve of 1 000 000 points decimated to %1 for 1 200 columns: %2")
              .arg(kept.size())
              .arg(watch.lap(200)));
}

void benchTimelineIndex()
{
    const auto result = generator::makeSyntheticResult({ 1000, 40, 500000, false });
    TimelineIndex index;
    Stopwatch watch;
    index.build(result->bufferBlocks);
    print(
        QStringLiteral("timeline index of %1 blocks built: %2").arg(result->bufferBlocks.size()).arg(watch.lap(1000)));
    const auto top = double(result->bufferBlocks.front().size);
    std::vector<int> found;
    index.query(100, 110, 0, top, found);
    print(QStringLiteral("a 10-step window (%1 blocks) found: %2").arg(found.size()).arg(watch.lap(50)));
}

// Shows a synthetic result on the page, as a window; false when it could not be shown.
bool showResult(MemoryViewerPage& page, const generator::SyntheticResultSpec& spec)
{
    page.resize(1400, 1000);
    page.setResult(generator::makeSyntheticResult(spec), QStringLiteral("bench"));
    page.show();
    return QTest::qWaitForWindowExposed(&page);
}

void benchChartZoom()
{
    MemoryViewerPage page;
    if (!showResult(page, { 1000000, 40, 300, false }))
        return;
    Stopwatch watch;
    page.chart()->zoomToRange(400000, 400100);
    print(QStringLiteral("chart of 1 000 000 points zoomed to 100: %1").arg(watch.lap(500)));
}

void benchTimelinePaint()
{
    MemoryViewerPage page;
    if (!showResult(page, { 2000, 40, 500000, false }))
        return;
    AllocationTimelineView* timeline = page.timeline();
    timeline->repaint(); // warm caches (fonts, glyphs) as any earlier frame would
    Stopwatch watch;
    timeline->repaint();
    print(QStringLiteral("timeline of %1 blocks painted whole (%2 fills): %3")
              .arg(timeline->blocks().size())
              .arg(timeline->lastPaintedBlockCount())
              .arg(watch.lap(500)));
    timeline->zoomAt(timeline->blockScreenRect(int(timeline->blocks().size() / 2)).center(), 50);
    watch.restart();
    timeline->repaint();
    print(QStringLiteral("  zoomed ×50 (%1 fills): %2").arg(timeline->lastPaintedBlockCount()).arg(watch.lap(200)));
}

void benchLoadService(const QString& path)
{
    print(QStringLiteral("loading %1 (%2 MiB)").arg(path).arg(bench::profileBytes(path) / 1048576.0, 0, 'f', 1));
    {
        LoadService service;
        QSignalSpy cancelled(&service, &LoadService::cancelled);
        int lastPermille = 0;
        QObject::connect(&service, &LoadService::progressChanged, &service,
            [&lastPermille](int permille, const QString&) { lastPermille = permille; });
        service.load(path);
        // Cancel in the middle of the parse, not while reading.
        QElapsedTimer waiting;
        waiting.start();
        while (lastPermille < 100 && waiting.elapsed() < 600000)
            QTest::qWait(1);
        Stopwatch watch;
        service.cancel();
        if (!cancelled.wait(60000)) {
            print(QStringLiteral("LoadService: not cancelled within a minute"));
            return;
        }
        print(QStringLiteral("LoadService cancel() at %1 permille -> cancelled: %2")
                  .arg(lastPermille)
                  .arg(watch.lap(200)));
    }
    Stopwatch watch;
    {
        LoadService service;
        service.load(path);
        QTest::qWait(100);
        watch.restart();
    }
    print(QStringLiteral("LoadService destroyed while loading: %1").arg(watch.lap(500)));
}

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Prints the speed figures of the views and of the loading."));
    parser.addHelpOption();
    const QCommandLineOption load(QStringLiteral("load"),
        QStringLiteral("The large profile the loading service is measured on (default: a generated one)."),
        QStringLiteral("PROFILE"));
    const QCommandLineOption shapeOption(QStringLiteral("shape"),
        QStringLiteral("The shape of the generated profile: %1 (default module-heavy).").arg(bench::shapeNames()),
        QStringLiteral("NAME"), QStringLiteral("module-heavy"));
    const QCommandLineOption noLoad(QStringLiteral("no-load"), QStringLiteral("Skip the loading service."));
    parser.addOptions({ load, shapeOption, bench::keepInOption(), noLoad });
    parser.process(app);

    benchCurveDecimation();
    benchTimelineIndex();
    benchChartZoom();
    benchTimelinePaint();
    if (parser.isSet(noLoad))
        return 0;
    QTemporaryDir workDir;
    QString path = parser.value(load);
    if (path.isEmpty()) {
        int exitCode = 0;
        path = bench::shapeProfileFromOptions(parser, shapeOption, workDir.path(), &exitCode);
        if (path.isEmpty())
            return exitCode;
    }
    benchLoadService(path);
    return 0;
}
