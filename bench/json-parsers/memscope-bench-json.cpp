// SPDX-License-Identifier: Apache-2.0
// memscope-bench-json: the Chrome-trace JSON reader of core/trace/chrometrace.cpp against
// RapidJSON's SAX reader and simdjson (on demand and DOM), each visiting every value of a
// trace.json and keeping nothing, then our whole reading (JSON -> the trace model's tracks) and the
// Trace Viewer's whole path (load the file, read it, build the trace model). Each measurement
// runs in a fresh child process, the rounds interleaved; the table gives medians. See README.md.

#include "core/profile/loader.h"
#include "core/trace/chrometrace.h"
#include "core/trace/tracebuilder.h"
#include "figures.h"
#include "ondemand.h"
#include "shapes.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <ctime>
#include <map>
#include <memory>
#include <optional>

// RapidJSON skips white space with SSE2 when told (every x86-64 has it); the build targets no newer
// instruction set, so SSE4.2 is not assumed. simdjson picks its best kernel at run time.
#if defined(__SSE2__)
#define RAPIDJSON_SSE2
#endif
#include <rapidjson/error/en.h>
#include <rapidjson/memorystream.h>
#include <rapidjson/reader.h>
#include <simdjson.h>

namespace {

using namespace memscope;
using bench::BenchText;
using bench::printError;
using bench::printText;
using bench::statusBytes;

constexpr qint64 kPadding = 64; // simdjson reads up to 64 bytes past the end

// What can be measured: the three parsers alone, our conversion, the Trace Viewer's path.
const QStringList& parserNames()
{
    static const QStringList names
        = { QStringLiteral("ours"), QStringLiteral("rapidjson"), QStringLiteral("simdjson-ondemand"),
              QStringLiteral("simdjson-dom"), QStringLiteral("read"), QStringLiteral("model") };
    return names;
}

// ---- The measuring child ----

// Resets VmHWM to the current RSS (Linux >= 4.0), so the peak that follows is the measured work's.
void resetPeakRss()
{
    QFile clearRefs(QStringLiteral("/proc/self/clear_refs"));
    if (clearRefs.open(QIODevice::WriteOnly))
        clearRefs.write("5");
}

double processCpuSeconds()
{
    timespec now {};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return double(now.tv_sec) + double(now.tv_nsec) / 1e9;
}

// The whole file in memory with kPadding zero bytes after it: every parser reads the same bytes.
struct Input
{
    std::unique_ptr<char[]> data;
    qint64 size = 0;
};

std::optional<Input> readInput(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    Input input;
    input.size = file.size();
    input.data.reset(new char[size_t(input.size + kPadding)]);
    qint64 done = 0;
    while (done < input.size) {
        const qint64 read = file.read(input.data.get() + done, input.size - done);
        if (read <= 0)
            return std::nullopt;
        done += read;
    }
    std::fill_n(input.data.get() + input.size, kPadding, '\0');
    return input;
}

// RapidJSON's SAX reader with a handler that counts every value and key (as the simdjson
// visitors count them: the ends of objects and arrays are not values) and keeps nothing.
struct CountingHandler : rapidjson::BaseReaderHandler<rapidjson::UTF8<>, CountingHandler>
{
    qint64 values = 0;
    bool Default()
    {
        ++values;
        return true;
    }
    bool EndObject(rapidjson::SizeType) { return true; }
    bool EndArray(rapidjson::SizeType) { return true; }
};

QString runRapidJson(const Input& input)
{
    rapidjson::MemoryStream stream(input.data.get(), size_t(input.size));
    rapidjson::Reader reader;
    CountingHandler handler;
    const rapidjson::ParseResult result = reader.Parse<rapidjson::kParseDefaultFlags>(stream, handler);
    if (result.IsError())
        return QStringLiteral("error at byte %1: %2")
            .arg(result.Offset())
            .arg(QLatin1String(GetParseError_En(result.Code())));
    return QStringLiteral("%1 values").arg(handler.values);
}

// simdjson's DOM: the whole document parsed into its tape, then every value visited.
qint64 countDom(simdjson::dom::element element)
{
    qint64 values = 1;
    if (element.is_object()) {
        for (const auto field : simdjson::dom::object(element))
            values += 1 + countDom(field.value);
    } else if (element.is_array()) {
        for (const simdjson::dom::element child : simdjson::dom::array(element))
            values += countDom(child);
    }
    return values;
}

QString runSimdjsonDom(const Input& input)
{
    // The library's kernels, picked at run time (the active implementation).
    simdjson::dom::parser parser(size_t(input.size) + 1);
    simdjson::dom::element root;
    if (const auto error = parser.parse(input.data.get(), size_t(input.size), false).get(root))
        return QStringLiteral("error: %1").arg(QLatin1String(simdjson::error_message(error)));
    return QStringLiteral("%1 values (%2)")
        .arg(countDom(root))
        .arg(QLatin1String(simdjson::get_active_implementation()->name().c_str()));
}

// What a reading gave, as bytes to hash: the processes' metadata and every track's events.
QByteArray partsBytes(const trace::ChromeTraceRead& read)
{
    QByteArray bytes = read.events.metadataPlanes().toByteArray();
    const auto append = [&bytes](const auto& values) {
        bytes.append(reinterpret_cast<const char*>(values.data()), qsizetype(values.size() * sizeof(values[0])));
    };
    for (const trace::PendingTrack& pending : read.parts.tracks) {
        const trace::TraceTrack& track = *pending.track;
        bytes += track.name.toUtf8() + '\0' + QByteArray::number(track.tid) + '\0'
            + QByteArray::number(pending.lineTimestampNs) + '\0';
        append(track.startsPs);
        append(track.durationsPs);
        append(track.names);
        append(track.fileOffsets);
    }
    return bytes;
}

// `measure PARSER FILE [--hash]`: one measurement; its figures go to stderr as one line,
// "figures CPU WALL PEAK_DELTA WHAT", which the parent reads.
int measure(const QString& parser, const QString& path, bool hash)
{
    std::optional<Input> input;
    if (parser != QLatin1String("model")) {
        input = readInput(path);
        if (!input) {
            printError(BenchText::tr("Cannot read %1").arg(path));
            return 1;
        }
    }
    const trace::ChromeTraceSource source = input
        ? trace::ChromeTraceSource { input->data.get(), input->size, false, false }
        : trace::ChromeTraceSource {};
    resetPeakRss();
    const qint64 rssBefore = statusBytes("VmRSS:");
    const double cpuBefore = processCpuSeconds();
    const auto wallBefore = std::chrono::steady_clock::now();
    QString what;
    QByteArray output; // the reading's, hashed after the clock stops
    if (parser == QLatin1String("ours")) {
        const QString error = trace::checkJsonSyntax(source);
        what = error.isEmpty() ? QStringLiteral("valid") : QStringLiteral("error: ") + error;
    } else if (parser == QLatin1String("rapidjson")) {
        what = runRapidJson(*input);
    } else if (parser == QLatin1String("simdjson-ondemand")) {
        what = bench::runSimdjsonOnDemand(input->data.get(), input->size, input->size + kPadding);
    } else if (parser == QLatin1String("simdjson-dom")) {
        what = runSimdjsonDom(*input);
    } else if (parser == QLatin1String("read")) {
        const trace::ChromeTraceRead read = trace::readChromeTrace(source, 0);
        qint64 events = 0;
        for (const trace::PendingTrack& track : read.parts.tracks)
            events += track.track->eventCount();
        what = read.error.isEmpty()
            ? QStringLiteral("%1 events, %2 warnings").arg(events).arg(read.parts.warnings.size())
            : QStringLiteral("error: ") + read.error;
        if (hash)
            output = partsBytes(read);
    } else if (parser == QLatin1String("model")) {
        // As the Trace Viewer does: the one loader, then the trace of the bytes the profile holds.
        const LoadOutcome loaded = loadProfile(path);
        const trace::TraceBuildOutcome built
            = loaded.profile ? trace::buildTrace(trace::traceInputs(*loaded.profile)) : trace::TraceBuildOutcome {};
        what = built.model ? QStringLiteral("%1 events").arg(built.model->eventCount())
                           : QStringLiteral("error: ") + (loaded.profile ? built.error : loaded.error);
    } else {
        printError(BenchText::tr("Unknown parser %1: use %2").arg(parser, parserNames().join(QStringLiteral(", "))));
        return 2;
    }
    const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - wallBefore).count();
    const double cpu = processCpuSeconds() - cpuBefore;
    const qint64 peakDelta = statusBytes("VmHWM:") - rssBefore;
    if (hash && !output.isEmpty())
        what += QStringLiteral(", sha1 ")
            + QString::fromLatin1(QCryptographicHash::hash(output, QCryptographicHash::Sha1).toHex());
    printError(QStringLiteral("figures %1 %2 %3 %4").arg(cpu, 0, 'f', 4).arg(wall, 0, 'f', 4).arg(peakDelta).arg(what));
    return 0;
}

// ---- The parent: files, rounds, table ----

QString mib(double bytes) { return QString::number(bytes / 1048576.0, 'f', 1) + QStringLiteral(" MiB"); }

QString sibling(const QString& relative)
{
    return QFileInfo(QDir(QCoreApplication::applicationDirPath()).filePath(relative)).absoluteFilePath();
}

// Runs `command` (stdout to /dev/null); false with a message when it fails.
bool runStep(const QStringList& command, const QString& scratch)
{
    const bench::ChildResult result = bench::runChild(command, QDir(scratch).filePath(QStringLiteral("step.err")));
    if (result.exitCode == 0)
        return true;
    printError(BenchText::tr("%1 failed (exit code %2): %3")
                   .arg(command.join(QLatin1Char(' ')))
                   .arg(result.exitCode)
                   .arg(QString::fromUtf8(result.stderrText).trimmed()));
    return false;
}

// An XSpace written as Chrome-trace JSON by memscope-report trace, unless `json` is there already.
bool writeTraceJson(const QString& xspace, const QString& json, const QString& scratch)
{
    if (QFileInfo::exists(json))
        return true;
    printText(BenchText::tr("Writing %1 (memscope-report trace) ...\n").arg(json));
    const QString partial = json + QStringLiteral(".partial");
    if (!runStep({ sibling(QStringLiteral("../../src/report/memscope-report")), QStringLiteral("trace"), xspace,
                     QStringLiteral("--output"), partial },
            scratch))
        return false;
    return QFile::rename(partial, json);
}

// The project's generator: four TPU cores of XLA Ops (memscope-bench-trace's profile) with as many
// steps as make about `sizeMib` of JSON, written by memscope-report trace.
QString generatedTrace(double sizeMib, const QString& directory, const QString& scratch)
{
    constexpr double kJsonBytesPerStep = 8.28e6; // measured: 4 devices x ~2 430 ops of ~850 bytes
    bench::Shape shape;
    const int steps = std::max(1, int(std::lround(sizeMib * 1048576.0 / kJsonBytesPerStep)));
    shape.name = QStringLiteral("json-generated-%1-steps").arg(steps);
    shape.description = BenchText::tr("4 TPU cores, %1 steps of 2 500 ops").arg(steps);
    shape.options = generator::exampleOptions(1);
    shape.options.devicesPerHost = 4;
    shape.options.opsPerStep = 2500;
    shape.options.steps = steps;
    QString error;
    const QString xspace = bench::shapeProfile(shape, directory, &error);
    if (xspace.isEmpty()) {
        printError(error);
        return {};
    }
    const QString json = QDir(directory).filePath(shape.name + QStringLiteral("-seed1.trace.json"));
    return writeTraceJson(xspace, json, scratch) ? json : QString();
}

// A PyTorch profiler (Kineto) layout, written by make_kineto_trace.py beside this file's source.
QString kinetoTrace(double sizeMib, const QString& directory, const QString& scratch)
{
    const QString json = QDir(directory).filePath(QStringLiteral("json-kineto-%1mib-seed1.trace.json").arg(sizeMib));
    if (QFileInfo::exists(json))
        return json;
    printText(BenchText::tr("Writing %1 (make_kineto_trace.py) ...\n").arg(json));
    const QString partial = json + QStringLiteral(".partial");
    if (!runStep({ QStringLiteral("/usr/bin/python3"),
                     QStringLiteral(MEMSCOPE_BENCH_JSON_SOURCE_DIR "/make_kineto_trace.py"), partial,
                     QString::number(sizeMib), QStringLiteral("1") },
            scratch))
        return {};
    return QFile::rename(partial, json) ? json : QString();
}

// An external shape (../shared/bench): none of its writers writes trace JSON, so the XSpace of
// make_memory_events.py (at the bench's sizes, scaled down below 1 000 MiB) is written as JSON by
// memscope-report trace: the events' shape is external, the JSON's layout is our writer's.
QString externalTrace(double sizeMib, const QString& shared, const QString& directory, const QString& scratch)
{
    const double scale = std::min(1.0, sizeMib / 1000.0);
    const qint64 memoryEvents = std::max<qint64>(1000, std::llround(5'000'000 * scale));
    const qint64 opEvents = std::max<qint64>(100, std::llround(200'000 * scale));
    const QString base = QDir(directory).filePath(
        QStringLiteral("json-external-memory-events-%1-%2-seed1").arg(memoryEvents).arg(opEvents));
    const QString xspace = base + QStringLiteral(".xplane.pb");
    if (!QFileInfo::exists(xspace)) {
        printText(BenchText::tr("Writing %1 (%2/make_memory_events.py) ...\n").arg(xspace, shared));
        const QString partial = xspace + QStringLiteral(".partial");
        if (!runStep(
                { QStringLiteral("/usr/bin/python3"), QDir(shared).filePath(QStringLiteral("make_memory_events.py")),
                    partial, QString::number(memoryEvents), QString::number(opEvents), QStringLiteral("1") },
                scratch)
            || !QFile::rename(partial, xspace))
            return {};
    }
    const QString json = base + QStringLiteral(".trace.json");
    return writeTraceJson(xspace, json, scratch) ? json : QString();
}

struct Run
{
    double cpu = 0;
    double wall = 0;
    qint64 peakDelta = 0;
    QString what;
};

std::optional<Run> measureInChild(
    const QString& binary, const QString& parser, const QString& file, bool hash, const QString& scratch)
{
    QStringList command = { binary, QStringLiteral("measure"), parser, file };
    if (hash)
        command << QStringLiteral("--hash");
    const bench::ChildResult child = bench::runChild(command, QDir(scratch).filePath(QStringLiteral("measure.err")));
    const QString text = QString::fromUtf8(child.stderrText).trimmed();
    const qsizetype at = text.lastIndexOf(QLatin1String("figures "));
    if (child.exitCode != 0 || at < 0) {
        printError(BenchText::tr("%1 measure %2 %3 failed (exit code %4): %5")
                       .arg(binary, parser, file)
                       .arg(child.exitCode)
                       .arg(text));
        return std::nullopt;
    }
    const QStringList fields = text.mid(at).split(QLatin1Char(' '));
    Run run;
    run.cpu = fields.value(1).toDouble();
    run.wall = fields.value(2).toDouble();
    run.peakDelta = fields.value(3).toLongLong();
    run.what = fields.mid(4).join(QLatin1Char(' '));
    return run;
}

double median(std::vector<double> values)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const size_t middle = values.size() / 2;
    return values.size() % 2 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
}

struct Series
{
    std::vector<Run> runs;
    std::vector<double> of(double Run::*field) const
    {
        std::vector<double> values;
        for (const Run& run : runs)
            values.push_back(run.*field);
        return values;
    }
    double cpu() const { return median(of(&Run::cpu)); }
    double wall() const { return median(of(&Run::wall)); }
    double peakDelta() const
    {
        std::vector<double> values;
        for (const Run& run : runs)
            values.push_back(double(run.peakDelta));
        return median(values);
    }
};

QString loadAverage()
{
    QFile file(QStringLiteral("/proc/loadavg"));
    return file.open(QIODevice::ReadOnly) ? QString::fromLatin1(file.readAll().split(' ').mid(0, 3).join(' '))
                                          : QString();
}

QString seconds(double value) { return QString::number(value, 'f', 2) + QStringLiteral(" s"); }

QString range(const Series& series)
{
    const std::vector<double> cpu = series.of(&Run::cpu);
    if (cpu.empty())
        return {};
    const auto [low, high] = std::minmax_element(cpu.begin(), cpu.end());
    return QStringLiteral("%1 to %2").arg(*low, 0, 'f', 2).arg(*high, 0, 'f', 2);
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList arguments = QCoreApplication::arguments();
    if (arguments.size() >= 4 && arguments[1] == QLatin1String("measure"))
        return measure(arguments[2], arguments[3], arguments.contains(QStringLiteral("--hash")));

    QCommandLineParser parser;
    parser.setApplicationDescription(BenchText::tr(
        "Times the Chrome-trace JSON reader against RapidJSON and simdjson, our conversion and the trace model's "
        "path, on trace.json files of three shapes (generated, kineto, external) or given ones."));
    parser.addHelpOption();
    parser.addPositionalArgument(
        QStringLiteral("shape"), BenchText::tr("generated, kineto, external or all (default)"));
    const QCommandLineOption sizeOption(QStringLiteral("size-mib"),
        BenchText::tr(
            "Size of the generated and kineto files, and scale of the external one below 1000 (default 1000)."),
        QStringLiteral("MIB"), QStringLiteral("1000"));
    const QCommandLineOption runsOption(QStringLiteral("runs"), BenchText::tr("Rounds of measurements (default 3)."),
        QStringLiteral("N"), QStringLiteral("3"));
    const QCommandLineOption parsersOption(QStringLiteral("parsers"),
        BenchText::tr("What to measure, of %1 (default all).").arg(parserNames().join(QLatin1Char(','))),
        QStringLiteral("LIST"), parserNames().join(QLatin1Char(',')));
    const QCommandLineOption fileOption(
        QStringLiteral("file"), BenchText::tr("Also measure this trace.json (repeatable)."), QStringLiteral("PATH"));
    const QCommandLineOption sharedOption(QStringLiteral("shared"),
        BenchText::tr("The external writers' folder (default ../shared/bench beside the checkout)."),
        QStringLiteral("DIR"), QStringLiteral(MEMSCOPE_BENCH_JSON_SOURCE_DIR "/../../../shared/bench"));
    const QCommandLineOption compareOption(QStringLiteral("compare-with"),
        BenchText::tr("Another build of this command: ours and read are measured with it too, interleaved."),
        QStringLiteral("BINARY"));
    const QCommandLineOption hashOption(
        QStringLiteral("hash"), BenchText::tr("Print the SHA-1 of each reading's output (after the clock stops)."));
    parser.addOptions({ sizeOption, runsOption, parsersOption, fileOption, sharedOption, compareOption, hashOption,
        bench::keepInOption() });
    parser.process(app);

    const double sizeMib = parser.value(sizeOption).toDouble();
    const int runs = parser.value(runsOption).toInt();
    const QStringList parsers = parser.value(parsersOption).split(QLatin1Char(','), Qt::SkipEmptyParts);
    const QString compareWith = parser.value(compareOption);
    QStringList shapes = parser.positionalArguments();
    if (shapes.isEmpty() && !parser.isSet(fileOption))
        shapes << QStringLiteral("all");
    if (shapes.contains(QStringLiteral("all")))
        shapes = { QStringLiteral("generated"), QStringLiteral("kineto"), QStringLiteral("external") };
    for (const QString& name : parsers) {
        if (!parserNames().contains(name)) {
            printError(BenchText::tr("Unknown parser %1: use %2").arg(name, parserNames().join(QLatin1Char(','))));
            return 2;
        }
    }
    if (sizeMib <= 0 || runs <= 0) {
        printError(BenchText::tr("--size-mib and --runs must be positive."));
        return 2;
    }
    QTemporaryDir temporary(QDir::tempPath() + QStringLiteral("/memscope-bench-json-XXXXXX"));
    if (!temporary.isValid()) {
        printError(BenchText::tr("Cannot create a temporary folder: %1").arg(temporary.errorString()));
        return 1;
    }
    const QString scratch = temporary.path();
    const QString directory
        = parser.isSet(QStringLiteral("keep-in")) ? parser.value(QStringLiteral("keep-in")) : scratch;
    QDir().mkpath(directory);

    std::vector<std::pair<QString, QString>> files; // (shape, path)
    for (const QString& shape : shapes) {
        QString path;
        if (shape == QLatin1String("generated"))
            path = generatedTrace(sizeMib, directory, scratch);
        else if (shape == QLatin1String("kineto"))
            path = kinetoTrace(sizeMib, directory, scratch);
        else if (shape == QLatin1String("external"))
            path = externalTrace(sizeMib, QDir::cleanPath(parser.value(sharedOption)), directory, scratch);
        else {
            printError(BenchText::tr("Unknown shape %1: use generated, kineto, external or all.").arg(shape));
            return 2;
        }
        if (path.isEmpty())
            return 1;
        files.emplace_back(shape, path);
    }
    for (const QString& path : parser.values(fileOption))
        files.emplace_back(QFileInfo(path).fileName(), path);

    // Every round measures everything once, in an order that turns from round to round; with
    // --compare-with, each of ours and read runs with both builds, the first of the pair alternating.
    const QString self = QCoreApplication::applicationFilePath();
    std::map<std::tuple<size_t, QString, bool>, Series> results; // (file, parser, other build)
    for (int round = 0; round < runs; ++round) {
        printText(BenchText::tr("Round %1 of %2 (load average %3)\n").arg(round + 1).arg(runs).arg(loadAverage()));
        for (size_t f = 0; f < files.size(); ++f) {
            for (qsizetype p = 0; p < parsers.size(); ++p) {
                const QString& name = parsers[(p + round) % parsers.size()];
                const bool paired
                    = !compareWith.isEmpty() && (name == QLatin1String("ours") || name == QLatin1String("read"));
                for (int side = 0; side < (paired ? 2 : 1); ++side) {
                    const bool other = paired && (side + round) % 2 == 1;
                    const std::optional<Run> run = measureInChild(
                        other ? compareWith : self, name, files[f].second, parser.isSet(hashOption), scratch);
                    if (!run)
                        return 1;
                    printText(QStringLiteral("  %1 %2%3: CPU %4, wall %5, peak RSS +%6 (%7)\n")
                                  .arg(files[f].first, name, other ? BenchText::tr(" (other build)") : QString(),
                                      seconds(run->cpu), seconds(run->wall), mib(double(run->peakDelta)), run->what));
                    results[{ f, name, other }].runs.push_back(*run);
                }
            }
        }
    }

    printText(BenchText::tr("\nMedians of %1 runs (CPU = user + system of the measured work only; the input was "
                            "read into memory before the clock started, except for model, which loads the file "
                            "itself; peak RSS is above the process's RSS at the start of the work).\n\n")
                  .arg(runs));
    printText(BenchText::tr("| shape | file | what | CPU | CPU range | wall | peak RSS + | MiB/s (CPU) | CPU / ours |\n"
                            "|---|---|---|---|---|---|---|---|---|\n"));
    for (size_t f = 0; f < files.size(); ++f) {
        const double fileBytes = double(QFileInfo(files[f].second).size());
        const auto oursFound = results.find({ f, QStringLiteral("ours"), false });
        const double ours = oursFound != results.end() ? oursFound->second.cpu() : 0;
        for (const QString& name : parsers) {
            for (const bool other : { false, true }) {
                const auto found = results.find({ f, name, other });
                if (found == results.end())
                    continue;
                const Series& series = found->second;
                printText(
                    QStringLiteral("| %1 | %2 | %3%4 | %5 | %6 | %7 | %8 | %9 | %10 |\n")
                        .arg(files[f].first, mib(fileBytes), name, other ? BenchText::tr(" (other build)") : QString(),
                            seconds(series.cpu()), range(series), seconds(series.wall()), mib(series.peakDelta()))
                        .arg(fileBytes / 1048576.0 / std::max(1e-9, series.cpu()), 0, 'f', 0)
                        .arg(ours > 0 ? QString::number(series.cpu() / ours, 'f', 2) : QStringLiteral("-")));
            }
        }
        // A/B: the ratio of each round's pair, then its median (the pair ran back to back).
        for (const QString& name : { QStringLiteral("ours"), QStringLiteral("read") }) {
            const auto mine = results.find({ f, name, false });
            const auto theirs = results.find({ f, name, true });
            if (mine == results.end() || theirs == results.end())
                continue;
            std::vector<double> ratios;
            for (size_t i = 0; i < std::min(mine->second.runs.size(), theirs->second.runs.size()); ++i)
                ratios.push_back(mine->second.runs[i].cpu / std::max(1e-9, theirs->second.runs[i].cpu));
            const bool same = mine->second.runs.front().what == theirs->second.runs.front().what;
            printText(BenchText::tr("%1, %2: this build / other build, paired CPU ratio median %3%4\n")
                          .arg(files[f].first, name)
                          .arg(median(ratios), 0, 'f', 3)
                          .arg(same ? BenchText::tr(" (same result)")
                                    : BenchText::tr(" (RESULTS DIFFER: %1 / %2)")
                                          .arg(mine->second.runs.front().what, theirs->second.runs.front().what)));
        }
        // The reading's share of the whole path (the rest: loading, and the model from the tracks).
        const auto reading = results.find({ f, QStringLiteral("read"), false });
        const auto model = results.find({ f, QStringLiteral("model"), false });
        if (reading != results.end() && model != results.end()) {
            const double whole = model->second.cpu();
            const double read = reading->second.cpu();
            printText(BenchText::tr("%1: JSON -> tracks %2 CPU of the whole path's %3 (%4 %); loading and the model "
                                    "from the tracks about %5\n")
                          .arg(files[f].first, seconds(read), seconds(whole))
                          .arg(100.0 * read / std::max(1e-9, whole), 0, 'f', 0)
                          .arg(seconds(whole - read)));
        }
    }
    return 0;
}
