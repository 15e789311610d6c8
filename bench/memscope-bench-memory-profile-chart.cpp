// SPDX-License-Identifier: Apache-2.0
// memscope-bench-memory-profile-chart: load-to-chart time and memory of the
// Memory Profile page, as a user opening a large profile experiences it.
//
//   memscope-bench-memory-profile-chart [--events N] [--without-group-ids] [--keep-in DIR]
//       # the memory-events shape (default 5 000 000 events), or memory-events-ungrouped
//   memscope-bench-memory-profile-chart --shape external-memory-events [--keep-in DIR]
//       # any shape of memscope-bench, such as the one written elsewhere
//   memscope-bench-memory-profile-chart PATH    # any profile
//
// Prints, each measured on its own: loading the profile (memscope::loadProfile),
// the Memory Profile analysis, the first drawing of the timeline chart, a zoom
// (re-reduction of the visible range), and the process's peak resident memory.

#include "core/profile/loader.h"
#include "figures.h"
#include "memoryprofile/memoryprofilepage.h"
#include "memoryprofile/memorytimelinechart.h"
#include "shapes.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QValueAxis>
#include <sys/resource.h>

namespace {

using memscope::bench::BenchText;
using memscope::bench::printText;

double peakResidentMiB()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0; // ru_maxrss is in KiB on Linux
}

QString seconds(qint64 ms) { return QString::number(static_cast<double>(ms) / 1000.0, 'f', 2); }

} // namespace

int main(int argc, char** argv)
{
    using namespace memscope;
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(BenchText::tr("Load-to-chart time and memory of the Memory Profile page."));
    parser.addHelpOption();
    parser.addOption({ QStringLiteral("events"), BenchText::tr("Memory events to generate (default 5000000)."),
        QStringLiteral("N"), QStringLiteral("5000000") });
    const QCommandLineOption shapeOption(QStringLiteral("shape"),
        BenchText::tr("A shape of memscope-bench instead (%1).").arg(bench::shapeNames()), QStringLiteral("NAME"));
    parser.addOption(shapeOption);
    parser.addOption({ QStringLiteral("without-group-ids"),
        BenchText::tr("Generate the memory-events-ungrouped shape: the same events without group ids.") });
    parser.addOption({ QStringLiteral("keep-in"),
        BenchText::tr("Keep the generated profile (the memory-events shape of memscope-bench) in DIR and reuse it."),
        QStringLiteral("DIR") });
    parser.addPositionalArgument(
        QStringLiteral("PATH"), BenchText::tr("A profile to open instead of a generated one."));
    parser.process(app);

    QString path = parser.positionalArguments().value(0);
    QTemporaryDir workDir(QDir::tempPath() + QStringLiteral("/memscope-bench-XXXXXX"));
    QElapsedTimer timer;
    if (path.isEmpty() && parser.isSet(shapeOption)) {
        int exitCode = 0;
        path = bench::shapeProfileFromOptions(parser, shapeOption, workDir.path(), &exitCode);
        if (path.isEmpty())
            return exitCode;
    } else if (path.isEmpty()) {
        bool ok = false;
        const qint64 events = parser.value(QStringLiteral("events")).toLongLong(&ok);
        if (!ok || events <= 0) {
            printText(BenchText::tr("--events needs a positive number\n"));
            return 2;
        }
        bench::Shape shape = *bench::findShape(bench::shapes(),
            parser.isSet(QStringLiteral("without-group-ids")) ? QStringLiteral("memory-events-ungrouped")
                                                              : QStringLiteral("memory-events"));
        shape.options.allocationEventsPerStep = events / shape.options.steps;
        if (events != 5000000)
            shape.name += QStringLiteral("-%1").arg(events);
        QString error;
        path = bench::shapeProfile(shape,
            parser.isSet(QStringLiteral("keep-in")) ? parser.value(QStringLiteral("keep-in")) : workDir.path(), &error);
        if (path.isEmpty()) {
            printText(error + QLatin1Char('\n'));
            return 1;
        }
    }

    timer.start();
    const LoadOutcome outcome = loadProfile(path);
    if (!outcome.profile) {
        printText(outcome.error + QLatin1Char('\n'));
        return 1;
    }
    const qint64 loadMs = timer.elapsed();
    printText(BenchText::tr("load (memscope::loadProfile): %1 s, peak RSS so far %2 MiB\n")
                  .arg(seconds(loadMs))
                  .arg(peakResidentMiB(), 0, 'f', 0));

    MemoryProfilePage page;
    page.resize(1600, 1000);
    page.show();
    QSignalSpy finished(&page, &MemoryProfilePage::analysisFinished);
    timer.start();
    page.setProfile(outcome.profile);
    if (!finished.wait(600000) || !page.currentAllocator()) {
        printText(BenchText::tr("the analysis did not finish: %1\n").arg(page.message()));
        return 1;
    }
    const qint64 analyseMs = timer.elapsed();
    printText(BenchText::tr("analysis (all allocators, page filled): %1 s\n").arg(seconds(analyseMs)));

    timer.start();
    QCoreApplication::processEvents(); // the chart lays out and reduces the snapshots for its width
    const QImage first = page.chart()->grab().toImage();
    const qint64 drawMs = timer.elapsed();
    printText(BenchText::tr("first chart drawing: %1 s (%2 of %3 snapshots of memory id %4 plotted)\n")
                  .arg(seconds(drawMs))
                  .arg(page.chart()->plottedPointCount())
                  .arg(page.currentAllocator()->snapshots.size())
                  .arg(page.currentAllocator()->id));

    timer.start();
    const auto range = page.chart()->visibleRangeMs();
    page.chart()->showRange(
        range.first + (range.second - range.first) * 0.4, range.first + (range.second - range.first) * 0.6);
    QCoreApplication::processEvents();
    page.chart()->grab();
    // In milliseconds: the goal is 50 ms, and hundredths of a second could not tell 45 from 54.
    printText(BenchText::tr("zoom to the middle fifth and redraw: %1 ms (%2 points; goal <= 50 ms)\n")
                  .arg(double(timer.nsecsElapsed()) / 1e6, 0, 'f', 1)
                  .arg(page.chart()->plottedPointCount()));

    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    const double cpuSeconds = static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
    printText(
        BenchText::tr("load to chart: %1 s (goal <= 2 s; CPU of the whole run %2 s); peak RSS %3 MiB = %4 x the file\n")
            .arg(seconds(loadMs + analyseMs + drawMs))
            .arg(cpuSeconds, 0, 'f', 2)
            .arg(peakResidentMiB(), 0, 'f', 0)
            .arg(peakResidentMiB() * 1048576.0 / static_cast<double>(bench::profileBytes(path)), 0, 'f', 2));
    return first.isNull() ? 1 : 0;
}
