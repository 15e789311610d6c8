// SPDX-License-Identifier: Apache-2.0
// memscope-bench: for each shape of profile (shapes.h), generated once, measures
// in child processes the floor (plain protobuf parsing of it) and memscope-report's
// memory-viewer, memory-profile, overview and info on it, and prints wall and CPU times, their
// ratios to the floor and peak resident memory against the file size. For a PyTorch
// memory snapshot the floor is Python's own pickle.load and the tool torch-snapshot.
// See README.md.

#include "figures.h"
#include "hlo.pb.h"
#include "shapes.h"
#include "xplane.pb.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fcntl.h>
#include <google/protobuf/io/coded_stream.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace {

using memscope::bench::BenchText;
using memscope::bench::ChildResult;
using memscope::bench::printError;
using memscope::bench::printText;
using memscope::bench::runChild;

namespace pb = tensorflow::profiler;

QString mib(double bytes) { return QString::number(bytes / 1048576.0, 'f', 1) + QStringLiteral(" MiB"); }

// The baseline: read the file, parse the XSpace, parse every HloProto of the metadata plane; for a
// log directory, every host's file one after the other.
int parseBaseline(const QString& profile)
{
    QElapsedTimer timer;
    timer.start();
    qint64 planes = 0;
    qint64 modules = 0;
    for (const QString& path : memscope::bench::hostFiles(profile)) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            printError(BenchText::tr("Cannot read %1: %2").arg(path, file.errorString()));
            return 1;
        }
        const QByteArray bytes = file.readAll();
        pb::XSpace space;
        google::protobuf::io::CodedInputStream input(
            reinterpret_cast<const std::uint8_t*>(bytes.constData()), static_cast<int>(bytes.size()));
        input.SetTotalBytesLimit(INT_MAX);
        if (!space.ParseFromCodedStream(&input)) {
            printError(BenchText::tr("%1 is not an XSpace").arg(path));
            return 1;
        }
        planes += space.planes_size();
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
    }
    // The parent shows this line: the parse alone, without process start and exit.
    printError(BenchText::tr("%1 planes and %2 modules parsed in %3 s")
                   .arg(planes)
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

const QStringList kXSpaceTools { QStringLiteral("memory-viewer"), QStringLiteral("memory-profile"),
    QStringLiteral("overview"), QStringLiteral("info") };
const QString kTorchTool = QStringLiteral("torch-snapshot");

// The tools measured on `shape`: those asked for that read it.
QStringList toolsFor(const memscope::bench::Shape& shape, const QStringList& asked)
{
    const QStringList reading = shape.torch ? QStringList { kTorchTool } : kXSpaceTools;
    if (asked.isEmpty())
        return reading;
    QStringList tools;
    for (const QString& tool : asked) {
        if (reading.contains(tool))
            tools << tool;
    }
    return tools;
}

// The floor of a snapshot: Python's C unpickler on the file, where every Python tool starts.
QStringList pickleFloor(const QString& path)
{
    return { QStringLiteral("/usr/bin/python3"), QStringLiteral("-c"),
        QStringLiteral("import pickle, sys\nwith open(sys.argv[1], 'rb') as f: pickle.load(f)"), path };
}

struct Arguments
{
    QStringList shapes; // names; empty = all
    QStringList tools; // empty: every tool that reads the shape
    std::uint64_t seed = 1;
    QString report;
    QString keepIn; // folder where the generated profiles are kept and reused
};

bool parseArguments(const QStringList& list, Arguments* arguments, QString* error)
{
    int i = 0;
    for (; i < list.size() && !list[i].startsWith(QLatin1String("--")); ++i) {
        if (list[i] != QLatin1String("all"))
            arguments->shapes << list[i];
    }
    for (; i < list.size(); ++i) {
        const QString& name = list[i];
        if (name == QLatin1String("--help")) {
            *error = BenchText::tr("Usage: memscope-bench [SHAPE... | all] [--tools "
                                   "memory-viewer,memory-profile,overview,info,torch-snapshot] [--seed N]\n"
                                   "                     [--keep-in DIR] [--report PATH-TO-memscope-report]\n"
                                   "Shapes: %1")
                         .arg(memscope::bench::shapeNames(memscope::bench::allShapes()));
            return false;
        }
        if (i + 1 >= list.size()) {
            *error = BenchText::tr("%1 needs a value").arg(name);
            return false;
        }
        const QString value = list[++i];
        bool ok = true;
        if (name == QLatin1String("--tools"))
            arguments->tools = value.split(QLatin1Char(','));
        else if (name == QLatin1String("--seed"))
            arguments->seed = value.toULongLong(&ok);
        else if (name == QLatin1String("--report"))
            arguments->report = value;
        else if (name == QLatin1String("--keep-in"))
            arguments->keepIn = value;
        else {
            *error = BenchText::tr("Unknown option %1").arg(name);
            return false;
        }
        if (!ok) {
            *error = BenchText::tr("%1 needs a number, not '%2'").arg(name, value);
            return false;
        }
    }
    for (const QString& tool : arguments->tools) {
        if (!kXSpaceTools.contains(tool) && tool != kTorchTool) {
            *error = BenchText::tr(
                "Unknown tool '%1': use memory-viewer, memory-profile, overview, info and/or torch-snapshot.")
                         .arg(tool);
            return false;
        }
    }
    return true;
}

} // namespace

struct Goal
{
    double timeRatio; // of the floor, CPU time
    double rssRatio; // of the file size
};

Goal goalOf(const QString& tool)
{
    if (tool == kTorchTool)
        return { 0.2, 1.0 }; // issue 30
    if (tool == QLatin1String("info"))
        return { 0.25, 0.2 }; // issue 28: walks the wire, parses nothing it does not print
    if (tool == QLatin1String("memory-profile"))
        return { 0.5, 1.0 };
    return { 1.0, 1.5 }; // memory-viewer, overview
}

QString met(bool ok) { return ok ? BenchText::tr("met") : BenchText::tr("MISSED"); }

// The XLA modules the profile holds, from `memscope-report info --json` (which reads no plane's
// events); -1 when it cannot tell, and the tools then run as usual.
int moduleCount(const QString& report, const QString& profile)
{
    QProcess info;
    info.start(report, { QStringLiteral("info"), profile, QStringLiteral("--json") });
    if (!info.waitForFinished(-1) || info.exitStatus() != QProcess::NormalExit || info.exitCode() != 0)
        return -1;
    const QJsonDocument document = QJsonDocument::fromJson(info.readAllStandardOutput());
    return document.isObject() ? static_cast<int>(document.object().value(QLatin1String("modules")).toArray().size())
                               : -1;
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
    const std::vector<memscope::bench::Shape> all = memscope::bench::allShapes(arguments.seed);
    std::vector<const memscope::bench::Shape*> chosen;
    for (const memscope::bench::Shape& shape : all) {
        if (arguments.shapes.isEmpty() || arguments.shapes.contains(shape.name))
            chosen.push_back(&shape);
    }
    for (const QString& name : arguments.shapes) {
        if (!memscope::bench::findShape(all, name)) {
            printError(BenchText::tr("Unknown shape '%1': use %2 or all.").arg(name, memscope::bench::shapeNames(all)));
            return 2;
        }
    }
    const QString report = findReport(arguments.report);
    if (report.isEmpty() || !QFileInfo(report).isExecutable()) {
        printError(
            BenchText::tr("memscope-report not found (looked beside this program and on PATH; use --report PATH)"));
        return 3;
    }

    QTemporaryDir temporary(QDir::tempPath() + QStringLiteral("/memscope-bench-XXXXXX"));
    if (!temporary.isValid()) {
        printError(BenchText::tr("Cannot create a temporary folder: %1").arg(temporary.errorString()));
        return 1;
    }
    const QString profiles = arguments.keepIn.isEmpty() ? temporary.path() : arguments.keepIn;
    const QString errors = temporary.filePath(QStringLiteral("stderr.txt"));
    QStringList table { BenchText::tr("| shape | file | what | wall | CPU | CPU / floor | peak RSS | RSS / file |"),
        QStringLiteral("|---|---|---|---|---|---|---|---|") };
    bool allMet = true;
    for (const memscope::bench::Shape* shape : chosen) {
        printText(BenchText::tr("\n== %1: %2\n").arg(shape->name, shape->description));
        if (const QString why = memscope::bench::shapeUnavailable(*shape); !why.isEmpty()) {
            printText(BenchText::tr("  skipped: %1\n").arg(why));
            table << BenchText::tr("| %1 | | skipped: %2 | | | | | |").arg(shape->name, why);
            continue;
        }
        const QString profile = memscope::bench::shapeProfile(*shape, profiles, &error);
        if (profile.isEmpty()) {
            printError(error);
            return 1;
        }
        const qint64 fileSize = memscope::bench::profileBytes(profile);
        const double file = static_cast<double>(fileSize);
        printText(BenchText::tr("  file %1 (%2)\n").arg(profile, mib(file)));
        const bool torch = shape->torch;
        const ChildResult floor = runChild(torch
                ? pickleFloor(profile)
                : QStringList { QCoreApplication::applicationFilePath(), QStringLiteral("parse-baseline"), profile },
            errors);
        if (!floor.started || floor.exitCode != 0) {
            printError(BenchText::tr("The floor failed: %1").arg(QString::fromUtf8(floor.stderrText)));
            return 1;
        }
        printText(
            (torch ? BenchText::tr("  floor, Python's pickle.load: %1 s wall, %2 s CPU, peak RSS %3 (%4 x file)%5\n")
                   : BenchText::tr("  floor, plain protobuf parse (XSpace + each HloProto): %1 s wall, %2 s CPU, "
                                   "peak RSS %3 (%4 x file); %5\n"))
                .arg(floor.seconds, 0, 'f', 2)
                .arg(floor.cpuSeconds, 0, 'f', 2)
                .arg(mib(static_cast<double>(floor.peakRssBytes)))
                .arg(static_cast<double>(floor.peakRssBytes) / file, 0, 'f', 2)
                .arg(QString::fromUtf8(floor.stderrText).trimmed()));
        table << QStringLiteral("| %1 | %2 | %3 | %4 s | %5 s | 1 | %6 | %7 |")
                     .arg(shape->name, mib(file), torch ? BenchText::tr("floor: pickle.load") : BenchText::tr("floor"))
                     .arg(floor.seconds, 0, 'f', 2)
                     .arg(floor.cpuSeconds, 0, 'f', 2)
                     .arg(mib(static_cast<double>(floor.peakRssBytes)))
                     .arg(static_cast<double>(floor.peakRssBytes) / file, 0, 'f', 2);
        const int modules = torch ? -1 : moduleCount(report, profile);
        for (const QString& tool : toolsFor(*shape, arguments.tools)) {
            if (tool == QLatin1String("memory-viewer") && modules == 0) {
                printText(
                    BenchText::tr("  memscope-report %1: not applicable, the file holds no XLA module\n").arg(tool));
                table << BenchText::tr("| %1 | %2 | %3 | not applicable: no XLA module | | | | |")
                             .arg(shape->name, mib(file), tool);
                continue;
            }
            // info prints JSON with --json and has no --output.
            const QStringList json = tool == QLatin1String("info")
                ? QStringList { QStringLiteral("--json") }
                : QStringList { QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--output"),
                      QStringLiteral("/dev/null") };
            const ChildResult measured = runChild(QStringList { report, tool, profile } + json, errors);
            if (!measured.started || measured.exitCode != 0) {
                printText(BenchText::tr("  memscope-report %1 failed (exit code %2): %3\n")
                              .arg(tool)
                              .arg(measured.exitCode)
                              .arg(QString::fromUtf8(measured.stderrText).trimmed()));
                allMet = false;
                continue;
            }
            const Goal goal = goalOf(tool);
            const double wallRatio = measured.seconds / std::max(floor.seconds, 1e-9);
            const double cpuRatio = measured.cpuSeconds / std::max(floor.cpuSeconds, 1e-9);
            const double rssRatio = static_cast<double>(measured.peakRssBytes) / file;
            const bool timeMet = cpuRatio <= goal.timeRatio;
            const bool rssMet = rssRatio <= goal.rssRatio;
            allMet = allMet && timeMet && rssMet;
            printText(
                BenchText::tr("  memscope-report %1 (JSON): %2 s wall (%3 x floor), %4 s CPU (%5 x floor, goal <= %6: "
                              "%7), peak RSS %8 = %9 x file (goal <= %10: %11)\n")
                    .arg(tool)
                    .arg(measured.seconds, 0, 'f', 2)
                    .arg(wallRatio, 0, 'f', 2)
                    .arg(measured.cpuSeconds, 0, 'f', 2)
                    .arg(cpuRatio, 0, 'f', 2)
                    .arg(goal.timeRatio, 0, 'g', 3)
                    .arg(met(timeMet))
                    .arg(mib(static_cast<double>(measured.peakRssBytes)))
                    .arg(rssRatio, 0, 'f', 2)
                    .arg(goal.rssRatio, 0, 'g', 3)
                    .arg(met(rssMet)));
            table << QStringLiteral("| %1 | %2 | %3 | %4 s | %5 s | %6 | %7 | %8 |")
                         .arg(shape->name, mib(file), tool)
                         .arg(measured.seconds, 0, 'f', 2)
                         .arg(measured.cpuSeconds, 0, 'f', 2)
                         .arg(cpuRatio, 0, 'f', 2)
                         .arg(mib(static_cast<double>(measured.peakRssBytes)))
                         .arg(rssRatio, 0, 'f', 2);
        }
    }
    double load[3] = {};
    if (getloadavg(load, 3) == 3)
        printText(BenchText::tr("\nload average at the end: %1 %2 %3\n")
                      .arg(load[0], 0, 'f', 2)
                      .arg(load[1], 0, 'f', 2)
                      .arg(load[2], 0, 'f', 2));
    printText(QLatin1Char('\n') + table.join(QLatin1Char('\n')) + QLatin1Char('\n'));
    return allMet ? 0 : 4;
}
