// SPDX-License-Identifier: Apache-2.0
// memscope-bench: generates a large profile, then measures in child processes
// (a) plain protobuf parsing of it and (b) a memscope-report subcommand on it,
// and prints wall times, their ratio and peak resident memory. See README.md.

#include "generator/generator.h"
#include "hlo.pb.h"
#include "xplane.pb.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdio>
#include <fcntl.h>
#include <google/protobuf/io/coded_stream.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace {

using namespace memscope::generator;
namespace pb = tensorflow::profiler;

QString tr(const char* text) { return QCoreApplication::translate("memscope-bench", text); }

void print(const QString& text)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<size_t>(bytes.size()), stdout);
    std::fflush(stdout);
}

void printError(const QString& text)
{
    const QByteArray bytes = (text + QLatin1Char('\n')).toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<size_t>(bytes.size()), stderr);
}

QString mib(double bytes) { return QString::number(bytes / 1048576.0, 'f', 1) + QStringLiteral(" MiB"); }

struct ChildResult
{
    bool started = false;
    int exitCode = -1;
    double seconds = 0;
    double cpuSeconds = 0; // user + system: less disturbed than wall time on a busy machine
    qint64 peakRssBytes = 0;
    QByteArray stderrText;
};

// Runs a program with stdout to /dev/null and stderr to a file; wall time and
// the child's own peak RSS (wait4's rusage, ru_maxrss in KiB on Linux).
ChildResult runChild(const QStringList& command, const QString& stderrPath)
{
    ChildResult result;
    std::vector<QByteArray> storage;
    for (const QString& argument : command)
        storage.push_back(QFile::encodeName(argument));
    std::vector<char*> argv;
    for (QByteArray& argument : storage)
        argv.push_back(argument.data());
    argv.push_back(nullptr);
    const QByteArray errorPath = QFile::encodeName(stderrPath);

    QElapsedTimer timer;
    timer.start();
    const pid_t pid = fork();
    if (pid < 0)
        return result;
    if (pid == 0) {
        const int devNull = open("/dev/null", O_WRONLY);
        const int errors = open(errorPath.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        if (devNull >= 0)
            dup2(devNull, STDOUT_FILENO);
        if (errors >= 0)
            dup2(errors, STDERR_FILENO);
        execv(argv[0], argv.data());
        _exit(127);
    }
    int status = 0;
    rusage usage {};
    if (wait4(pid, &status, 0, &usage) != pid)
        return result;
    result.seconds = static_cast<double>(timer.nsecsElapsed()) / 1e9;
    result.started = true;
    result.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    result.peakRssBytes = static_cast<qint64>(usage.ru_maxrss) * 1024;
    auto seconds = [](const timeval& time) {
        return static_cast<double>(time.tv_sec) + static_cast<double>(time.tv_usec) / 1e6;
    };
    result.cpuSeconds = seconds(usage.ru_utime) + seconds(usage.ru_stime);
    QFile errors(stderrPath);
    if (errors.open(QIODevice::ReadOnly))
        result.stderrText = errors.readAll();
    return result;
}

// The baseline: read the file, parse the XSpace, parse every HloProto of the metadata plane.
int parseBaseline(const QString& path)
{
    QElapsedTimer timer;
    timer.start();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        printError(tr("Cannot read %1: %2").arg(path, file.errorString()));
        return 1;
    }
    const QByteArray bytes = file.readAll();
    pb::XSpace space;
    google::protobuf::io::CodedInputStream input(
        reinterpret_cast<const std::uint8_t*>(bytes.constData()), static_cast<int>(bytes.size()));
    input.SetTotalBytesLimit(INT_MAX);
    if (!space.ParseFromCodedStream(&input)) {
        printError(tr("%1 is not an XSpace").arg(path));
        return 1;
    }
    qint64 modules = 0;
    for (const pb::XPlane& plane : space.planes()) {
        if (plane.name() != "/host:metadata")
            continue;
        for (const auto& [id, metadata] : plane.event_metadata()) {
            for (const pb::XStat& stat : metadata.stats()) {
                if (stat.value_case() != pb::XStat::kBytesValue)
                    continue;
                xla::HloProto proto;
                if (proto.ParseFromString(stat.bytes_value()))
                    ++modules;
            }
        }
    }
    // The parent shows this line: the parse alone, without process start and exit.
    printError(tr("%1 planes and %2 modules parsed in %3 s")
                   .arg(space.planes_size())
                   .arg(modules)
                   .arg(timer.elapsed() / 1000.0, 0, 'f', 2));
    return 0;
}

QString findReport(const QString& given)
{
    if (!given.isEmpty())
        return given;
    const QString sibling
        = QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("../src/report/memscope-report"));
    if (QFileInfo(sibling).isExecutable())
        return QFileInfo(sibling).canonicalFilePath();
    return QStandardPaths::findExecutable(QStringLiteral("memscope-report"));
}

struct Arguments
{
    QString tool;
    qint64 buffers = 500000;
    qint64 heapEvents = 1000000;
    qint64 memoryEvents = 5000000;
    qint64 targetBytes = qint64 { 1 } << 30;
    std::uint64_t seed = 1;
    QString report;
    QString workDirectory;
};

bool parseArguments(const QStringList& list, Arguments* arguments, QString* error)
{
    if (list.isEmpty()) {
        *error = tr("Usage: memscope-bench memory-viewer [--buffers N] [--events N] [--target-mb MB]\n"
                    "       memscope-bench memory-profile [--events N]\n"
                    "Common options: [--seed N] [--report PATH-TO-memscope-report] [--work-dir DIR]");
        return false;
    }
    arguments->tool = list.first();
    for (int i = 1; i < list.size(); ++i) {
        const QString& name = list[i];
        if (i + 1 >= list.size()) {
            *error = tr("%1 needs a value").arg(name);
            return false;
        }
        const QString value = list[++i];
        bool ok = true;
        if (name == QLatin1String("--buffers"))
            arguments->buffers = value.toLongLong(&ok);
        else if (name == QLatin1String("--events")) {
            arguments->heapEvents = value.toLongLong(&ok);
            arguments->memoryEvents = arguments->heapEvents;
        } else if (name == QLatin1String("--target-mb"))
            arguments->targetBytes = value.toLongLong(&ok) << 20;
        else if (name == QLatin1String("--seed"))
            arguments->seed = value.toULongLong(&ok);
        else if (name == QLatin1String("--report"))
            arguments->report = value;
        else if (name == QLatin1String("--work-dir"))
            arguments->workDirectory = value;
        else {
            *error = tr("Unknown option %1").arg(name);
            return false;
        }
        if (!ok) {
            *error = tr("%1 needs a number, not '%2'").arg(name, value);
            return false;
        }
    }
    if (arguments->tool == QLatin1String("memory-profile") && !list.contains(QStringLiteral("--events")))
        arguments->memoryEvents = 5000000;
    return true;
}

Options memoryViewerOptions(const Arguments& arguments)
{
    // One module with the asked-for buffers and events (the one the report picks:
    // the largest peak), other modules of a real training run until ~target size.
    Options options = exampleOptions(arguments.seed);
    options.logicalBuffers = arguments.buffers;
    options.heapEvents = arguments.heapEvents;
    options.activationBytes = 64 << 10;
    options.fusedInstructionsPerFusion = 4;
    options.secondaryModuleScale = 0.2;
    options.targetMetadataBytes = arguments.targetBytes;
    options.steps = 10;
    return options;
}

Options memoryProfileOptions(const Arguments& arguments)
{
    Options options = tinyOptions(arguments.seed);
    options.devicesPerHost = 4;
    options.allocators = 4;
    options.steps = 50;
    options.allocationEventsPerStep = std::max<qint64>(2, arguments.memoryEvents / options.steps);
    options.leakBytesPerStep = 8 << 20;
    return options;
}

} // namespace

// Generates the profile in a forked child, which prints what it made. A
// child forked later for a measurement starts with this process's resident
// pages, and Linux carries that high-water mark over exec into the
// measured program's ru_maxrss: had this process generated the profile, its
// memory (which the allocator keeps) would be counted as the program's.
int generateInChild(const Options& options, const QString& profile, bool memoryViewer)
{
    const pid_t pid = fork();
    if (pid < 0) {
        printError(tr("Cannot fork to generate the profile."));
        return 1;
    }
    if (pid == 0) {
        QElapsedTimer timer;
        timer.start();
        ProfileFacts facts;
        const QString error = writeXSpace(options, profile, 0, &facts);
        if (!error.isEmpty()) {
            printError(error);
            _exit(1);
        }
        print(tr("  %1 in %2 s")
                  .arg(mib(static_cast<double>(QFileInfo(profile).size())))
                  .arg(timer.elapsed() / 1000.0, 0, 'f', 1));
        if (memoryViewer) {
            const ModuleFacts& main = facts.modules.front();
            print(tr(": %1 modules; %2 has %3 logical buffers, %4 heap-simulator events, %5 instructions\n")
                      .arg(facts.modules.size())
                      .arg(main.name)
                      .arg(main.logicalBuffers)
                      .arg(main.heapEvents)
                      .arg(main.instructions));
        } else {
            print(tr(": %1 memory events on %2 allocators over %3 steps\n")
                      .arg(facts.memoryEvents)
                      .arg(facts.allocators.size())
                      .arg(facts.steps.size()));
        }
        _exit(0); // not exit(): the temporary folder belongs to the parent
    }
    int status = 0;
    if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status))
        return 1;
    return WEXITSTATUS(status);
}

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QStringList list = QCoreApplication::arguments().mid(1);
    if (list.size() == 2 && list.first() == QLatin1String("parse-baseline"))
        return parseBaseline(list.last());
    Arguments arguments;
    QString error;
    if (!parseArguments(list, &arguments, &error)) {
        printError(error);
        return 2;
    }
    const bool memoryViewer = arguments.tool == QLatin1String("memory-viewer");
    if (!memoryViewer && arguments.tool != QLatin1String("memory-profile")) {
        printError(tr("Unknown benchmark '%1': use memory-viewer or memory-profile.").arg(arguments.tool));
        return 2;
    }
    const QString report = findReport(arguments.report);

    QTemporaryDir directory(arguments.workDirectory.isEmpty()
            ? QDir::tempPath() + QStringLiteral("/memscope-bench-XXXXXX")
            : QDir(arguments.workDirectory).filePath(QStringLiteral("memscope-bench-XXXXXX")));
    if (!directory.isValid()) {
        printError(tr("Cannot create a temporary folder: %1").arg(directory.errorString()));
        return 1;
    }
    const QString profile = directory.filePath(QStringLiteral("bench.xplane.pb"));
    const Options options = memoryViewer ? memoryViewerOptions(arguments) : memoryProfileOptions(arguments);

    print(tr("Generating %1 ...\n").arg(profile));
    if (generateInChild(options, profile, memoryViewer) != 0)
        return 1;
    const qint64 fileSize = QFileInfo(profile).size();

    const QString errors = directory.filePath(QStringLiteral("stderr.txt"));
    const ChildResult baseline
        = runChild({ QCoreApplication::applicationFilePath(), QStringLiteral("parse-baseline"), profile }, errors);
    if (!baseline.started || baseline.exitCode != 0) {
        printError(tr("The protobuf baseline failed: %1").arg(QString::fromUtf8(baseline.stderrText)));
        return 1;
    }
    print(tr("(a) plain protobuf parsing (XSpace + each HloProto): %1 s (CPU %2 s), peak RSS %3 (%4 x file size); %5\n")
              .arg(baseline.seconds, 0, 'f', 2)
              .arg(baseline.cpuSeconds, 0, 'f', 2)
              .arg(mib(static_cast<double>(baseline.peakRssBytes)))
              .arg(static_cast<double>(baseline.peakRssBytes) / static_cast<double>(fileSize), 0, 'f', 2)
              .arg(QString::fromUtf8(baseline.stderrText).trimmed()));

    if (report.isEmpty() || !QFileInfo(report).isExecutable()) {
        print(tr("(b) memscope-report not found (looked beside this program and on PATH; use --report PATH)\n"));
        return 3;
    }
    const QStringList command = { report, arguments.tool, profile, QStringLiteral("--format"), QStringLiteral("json"),
        QStringLiteral("--output"), QStringLiteral("/dev/null") };
    const ChildResult measured = runChild(command, errors);
    if (!measured.started || measured.exitCode != 0) {
        const QString text = QString::fromUtf8(measured.stderrText).trimmed();
        if (text.contains(QStringLiteral("Unknown command")))
            print(tr("(b) memscope-report has no '%1' subcommand yet: nothing to measure\n").arg(arguments.tool));
        else
            print(tr("(b) memscope-report %1 failed (exit code %2): %3\n")
                      .arg(arguments.tool)
                      .arg(measured.exitCode)
                      .arg(text));
        return 3;
    }
    const double ratio = measured.seconds / baseline.seconds;
    const double rssRatio = static_cast<double>(measured.peakRssBytes) / static_cast<double>(fileSize);
    print(tr("(b) memscope-report %1 --format json: %2 s (CPU %3 s), peak RSS %4\n")
              .arg(arguments.tool)
              .arg(measured.seconds, 0, 'f', 2)
              .arg(measured.cpuSeconds, 0, 'f', 2)
              .arg(mib(static_cast<double>(measured.peakRssBytes))));
    // The goals of the Memory Viewer issue; the Memory Profile issue asks for the figures only.
    print(tr("time ratio (b)/(a): %1 wall, %2 CPU%3\n")
              .arg(ratio, 0, 'f', 2)
              .arg(measured.cpuSeconds / std::max(baseline.cpuSeconds, 1e-9), 0, 'f', 2)
              .arg(memoryViewer ? tr(" (goal <= 1.5)") : QString()));
    print(
        tr("peak RSS / file size: %1%2\n").arg(rssRatio, 0, 'f', 2).arg(memoryViewer ? tr(" (goal < 2)") : QString()));
    return 0;
}
