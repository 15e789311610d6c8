// SPDX-License-Identifier: Apache-2.0
// memscope-bench-trace: the Trace Viewer on a large XSpace (generated, ~10 000 000
// device events, or given). A child process measures, from a fresh start:
// building the trace model, the first paint of the timeline, frame times at
// several zoom levels, search over all events and RSS against the file size.
// Then `memscope-report trace` is timed against plain protobuf parsing of the
// file (memscope-bench parse-baseline), each in its own child. See README.md.

#include "core/profile/loader.h"
#include "core/trace/tracebuilder.h"
#include "figures.h"
#include "generator/generator.h"
#include "shapes.h"
#include "trace/tracetimeline.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>
#include <algorithm>
#include <cmath>
#include <condition_variable>
#include <ctime>
#include <fcntl.h>
#include <mutex>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <thread>

extern char** environ;

namespace {

using memscope::bench::BenchText;
using memscope::bench::printText;
using memscope::bench::statusBytes;

using namespace memscope;

QString mib(double bytes) { return QString::number(bytes / 1048576.0, 'f', 0) + QStringLiteral(" MiB"); }

// CPU seconds of this process so far: less disturbed than wall time on a busy machine.
double cpuSeconds()
{
    timespec now {};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return double(now.tv_sec) + double(now.tv_nsec) / 1e9;
}

// CPU seconds of the calling thread: a frame's or a search's own work, whatever the machine's load.
double threadCpuSeconds()
{
    timespec now {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) + double(now.tv_nsec) / 1e9;
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values.empty() ? 0 : values[values.size() / 2];
}

// The measurements in this (fresh) process.
int measure(const QString& path)
{
    const qint64 fileSize = bench::profileBytes(path);
    QElapsedTimer clock;
    clock.start();
    // As the Trace Viewer does: the one loader, then the trace of the bytes the profile holds.
    const LoadOutcome loaded = loadProfile(path);
    if (!loaded.profile) {
        printText(loaded.error + QLatin1Char('\n'));
        return 1;
    }
    // As the page does: the build on a worker, the trace painted as soon as the build hands it out,
    // without its memory counters when the run has memory events, and again when they come.
    std::mutex mutex;
    std::condition_variable handedOut;
    std::shared_ptr<const trace::TraceModel> early;
    bool finished = false;
    trace::TraceBuildOutcome built;
    trace::TraceBuildOptions options;
    options.withoutMemoryCounters = [&](std::shared_ptr<const trace::TraceModel> model) {
        const std::lock_guard<std::mutex> lock(mutex);
        early = std::move(model);
        handedOut.notify_one();
    };
    std::thread builder([&] {
        trace::TraceBuildOutcome outcome = trace::buildTrace(trace::traceInputs(*loaded.profile), options);
        const std::lock_guard<std::mutex> lock(mutex);
        built = std::move(outcome);
        finished = true;
        handedOut.notify_one();
    });
    std::shared_ptr<const trace::TraceModel> first;
    {
        std::unique_lock<std::mutex> lock(mutex);
        handedOut.wait(lock, [&] { return early || finished; });
        first = early ? early : built.model;
    }
    TraceTimeline timeline;
    timeline.resize(1600, 1000);
    QImage frame(timeline.size(), QImage::Format_ARGB32_Premultiplied);
    const auto paint = [&] {
        QPainter painter(&frame);
        timeline.render(&painter);
    };
    if (first) {
        timeline.setModel(first);
        paint();
    }
    const double firstPaintSeconds = clock.nsecsElapsed() / 1e9;
    const double firstPaintCpuSeconds = cpuSeconds();
    builder.join();
    if (!built.model) {
        printText(built.error + QLatin1Char('\n'));
        return 1;
    }
    const double buildSeconds = clock.nsecsElapsed() / 1e9;
    const double buildCpuSeconds = cpuSeconds();
    const trace::TraceModel& model = *built.model;
    if (!timeline.addCounters(built.model))
        timeline.setModel(built.model);
    paint();
    printText(BenchText::tr("model: %1 events on %2 tracks of %3 planes, %4 counter tracks\n")
                  .arg(model.eventCount())
                  .arg(model.trackCount())
                  .arg(model.processes().size())
                  .arg(model.counters().size()));
    printText(BenchText::tr("first paint %1 s after the file was chosen (CPU %2 s; goal <= 3 s)%3\n")
                  .arg(firstPaintSeconds, 0, 'f', 2)
                  .arg(firstPaintCpuSeconds, 0, 'f', 2)
                  .arg(early ? BenchText::tr(", without the memory counters") : QString()));
    printText(BenchText::tr("build %1 s (CPU %2 s), everything painted %3 s after the file was chosen\n")
                  .arg(buildSeconds, 0, 'f', 2)
                  .arg(buildCpuSeconds, 0, 'f', 2)
                  .arg(clock.nsecsElapsed() / 1e9, 0, 'f', 2));
    printText(
        BenchText::tr("RSS with the whole trace painted %1 (peak %2) for a %3 file: %4 x the file (goal <= 1.5)\n")
            .arg(mib(double(statusBytes("VmRSS:"))), mib(double(statusBytes("VmHWM:"))), mib(double(fileSize)))
            .arg(double(statusBytes("VmRSS:")) / double(fileSize), 0, 'f', 2));

    // Frames while panning, at zoom levels from the whole trace down to a millionth of it.
    const trace::TimeRange extent = model.extent();
    for (int level = 0; level <= 6; ++level) {
        const qint64 length = std::max<qint64>(1000, extent.length() / qint64(std::pow(10.0, level)));
        qint64 start = extent.startPs + (extent.length() - length) / 2;
        std::vector<double> milliseconds;
        std::vector<double> cpuMilliseconds;
        for (int i = 0; i < 21; ++i) {
            timeline.setVisibleRange({ start, start + length });
            QElapsedTimer frameClock;
            frameClock.start();
            const double cpuStart = threadCpuSeconds();
            paint();
            milliseconds.push_back(frameClock.nsecsElapsed() / 1e6);
            cpuMilliseconds.push_back((threadCpuSeconds() - cpuStart) * 1e3);
            start += length / 50;
        }
        // The model's part of a frame: the boxes of every track.
        QElapsedTimer queryClock;
        queryClock.start();
        std::vector<trace::TraceBox> boxes;
        size_t boxCount = 0;
        for (int t = 0; t < model.trackCount(); ++t) {
            model.boxes(t, { start, start + length }, timeline.plotWidth(), boxes);
            boxCount += boxes.size();
        }
        printText(BenchText::tr(
            "frame at 1/10^%1 of the trace (%2 visible): median %3 ms (CPU %4 ms), worst %5 ms (goal <= 16 "
            "ms); %6 boxes from the model in %7 ms\n")
                      .arg(level)
                      .arg(TraceTimeline::formatDuration(length))
                      .arg(median(milliseconds), 0, 'f', 1)
                      .arg(median(cpuMilliseconds), 0, 'f', 1)
                      .arg(*std::max_element(milliseconds.begin(), milliseconds.end()), 0, 'f', 1)
                      .arg(boxCount)
                      .arg(queryClock.nsecsElapsed() / 1e6, 0, 'f', 2));
    }

    const auto timeSearch = [&](const QString& pattern, trace::SearchMode mode) {
        QElapsedTimer searchClock;
        searchClock.start();
        const double cpuStart = threadCpuSeconds();
        const trace::SearchResult result = model.search(pattern, mode);
        printText(
            BenchText::tr("search '%1'%2: %3 matches in %4 s (CPU %5 s; goal <= 1 s)\n")
                .arg(pattern,
                    mode == trace::SearchMode::RegularExpression ? BenchText::tr(" (regular expression)") : QString())
                .arg(result.hits.size())
                .arg(searchClock.nsecsElapsed() / 1e9, 0, 'f', 3)
                .arg(threadCpuSeconds() - cpuStart, 0, 'f', 3));
    };
    timeSearch(QStringLiteral("fusion"), trace::SearchMode::Substring);
    timeSearch(QStringLiteral("^(convolution|dot)\\.\\d+$"), trace::SearchMode::RegularExpression);
    timeSearch(QStringLiteral("no such event"), trace::SearchMode::Substring);
    QElapsedTimer statisticsClock;
    statisticsClock.start();
    const auto rows = model.rangeStatistics({ extent.startPs, extent.startPs + extent.length() / 10 });
    printText(BenchText::tr("range statistics over a tenth of the trace: %1 names in %2 s\n")
                  .arg(rows.size())
                  .arg(statisticsClock.nsecsElapsed() / 1e9, 0, 'f', 3));
    return 0;
}

struct Child
{
    int exitCode = -1;
    double seconds = 0;
    double cpuSeconds = 0;
    qint64 peakRssBytes = 0;
};

// Runs `command`, its output shown or sent to /dev/null; wall and CPU time, peak RSS (wait4).
Child runChild(const QStringList& command, bool showOutput = false)
{
    Child child;
    std::vector<QByteArray> arguments;
    for (const QString& argument : command)
        arguments.push_back(argument.toLocal8Bit());
    std::vector<char*> argv;
    for (QByteArray& argument : arguments)
        argv.push_back(argument.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    if (!showOutput) {
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    }
    QElapsedTimer clock;
    clock.start();
    pid_t pid = 0;
    const bool spawned = posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ) == 0;
    posix_spawn_file_actions_destroy(&actions);
    int status = 0;
    rusage usage {};
    if (!spawned || wait4(pid, &status, 0, &usage) != pid)
        return child;
    child.seconds = clock.nsecsElapsed() / 1e9;
    child.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    child.cpuSeconds = double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
    child.peakRssBytes = qint64(usage.ru_maxrss) * 1024;
    return child;
}

QString sibling(const QString& relative)
{
    return QFileInfo(QDir(QCoreApplication::applicationDirPath()).filePath(relative)).absoluteFilePath();
}

} // namespace

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const QStringList arguments = QCoreApplication::arguments().mid(1);
    if (arguments.size() == 2 && arguments.first() == QLatin1String("measure"))
        return measure(arguments.last());

    QString path;
    qint64 events = 10000000;
    QStringList options = arguments;
    // The XSpace as TensorFlow's older <host>.trace.json.gz (written by memscope-report trace, gzipped):
    // the measurements then open that file.
    const bool chromeJson = options.removeAll(QStringLiteral("--chrome-json")) > 0;
    QString keepIn; // where the generated file is kept and found again
    for (int i = 0; i + 1 < options.size(); i += 2) {
        if (options[i] == QLatin1String("--file"))
            path = options[i + 1];
        else if (options[i] == QLatin1String("--events"))
            events = options[i + 1].toLongLong();
        else if (options[i] == QLatin1String("--keep-in"))
            keepIn = options[i + 1];
    }
    if (options.size() % 2 != 0 || events <= 0) {
        printText(BenchText::tr(
            "Usage: memscope-bench-trace [--file XSPACE | --events N [--keep-in DIR]] [--chrome-json]\n"));
        return 2;
    }
    QTemporaryDir directory(QDir::tempPath() + QStringLiteral("/memscope-bench-trace-XXXXXX"));
    // Four TPU cores whose XLA Ops lines hold the events: steps x ops per step
    // (the main module has about 2 400 ops) x 4 devices.
    generator::Options generated = generator::exampleOptions(1);
    generated.devicesPerHost = 4;
    generated.opsPerStep = 2500;
    generated.steps = int(std::max<qint64>(1, events / (4 * 2428)));
    const QString keptPath
        = QDir(keepIn).filePath(QStringLiteral("trace-%1-steps-seed1.xplane.pb").arg(generated.steps));
    if (path.isEmpty() && !keepIn.isEmpty() && QFileInfo::exists(keptPath))
        path = keptPath;
    if (path.isEmpty()) {
        path = keepIn.isEmpty() ? directory.filePath(QStringLiteral("bench.xplane.pb")) : keptPath;
        if (!keepIn.isEmpty())
            QDir().mkpath(keepIn);
        printText(BenchText::tr("Generating %1 (%2 steps) ...\n").arg(path).arg(generated.steps));
        const QString error = generator::writeXSpace(generated, path);
        if (!error.isEmpty()) {
            printText(error + QLatin1Char('\n'));
            return 1;
        }
    }
    if (chromeJson) {
        const QString json = directory.filePath(QStringLiteral("bench.trace.json"));
        const Child written = runChild({ sibling(QStringLiteral("../src/report/memscope-report")),
            QStringLiteral("trace"), path, QStringLiteral("--output"), json });
        const Child compressed = runChild({ QStringLiteral("/bin/gzip"), QStringLiteral("-1f"), json });
        if (written.exitCode != 0 || compressed.exitCode != 0) {
            printText(BenchText::tr("Writing %1.gz failed.\n").arg(json));
            return 1;
        }
        path = json + QStringLiteral(".gz");
    }
    const qint64 fileSize = bench::profileBytes(path);
    printText(BenchText::tr("File %1: %2\n").arg(path, mib(double(fileSize))));
    // A fresh process, so that generating the file does not count in its memory.
    const Child measured = runChild({ QCoreApplication::applicationFilePath(), QStringLiteral("measure"), path }, true);
    if (measured.exitCode != 0) {
        printText(BenchText::tr("The measuring child failed (exit code %1).\n").arg(measured.exitCode));
        return 1;
    }

    if (chromeJson)
        return 0; // the baseline parses an XSpace: no comparison for JSON
    const Child baseline
        = runChild({ sibling(QStringLiteral("memscope-bench")), QStringLiteral("parse-baseline"), path });
    const Child report = runChild({ sibling(QStringLiteral("../src/report/memscope-report")), QStringLiteral("trace"),
        path, QStringLiteral("--output"), QStringLiteral("/dev/null") });
    if (baseline.exitCode != 0 || report.exitCode != 0) {
        printText(BenchText::tr("A child failed: parse-baseline exit %1, memscope-report trace exit %2.\n")
                      .arg(baseline.exitCode)
                      .arg(report.exitCode));
        return 1;
    }
    const auto line = [&](const QString& what, const Child& child) {
        printText(BenchText::tr("%1: %2 s (CPU %3 s), peak RSS %4 (%5 x file)\n")
                      .arg(what)
                      .arg(child.seconds, 0, 'f', 2)
                      .arg(child.cpuSeconds, 0, 'f', 2)
                      .arg(mib(double(child.peakRssBytes)))
                      .arg(double(child.peakRssBytes) / double(fileSize), 0, 'f', 2));
    };
    line(BenchText::tr("(a) plain protobuf parsing (memscope-bench parse-baseline)"), baseline);
    line(BenchText::tr("(b) memscope-report trace --output /dev/null (Chrome JSON)"), report);
    printText(BenchText::tr("(b) / (a): wall %1, CPU %2 (goal <= 1.0)\n")
                  .arg(report.seconds / baseline.seconds, 0, 'f', 2)
                  .arg(report.cpuSeconds / baseline.cpuSeconds, 0, 'f', 2));
    return 0;
}
