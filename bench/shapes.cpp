// SPDX-License-Identifier: Apache-2.0
#include "shapes.h"

#include "figures.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QStringList>
#include <cstdio>
#include <sys/wait.h>
#include <unistd.h>

namespace memscope::bench {

namespace {

    QString mib(qint64 bytes) { return QString::number(static_cast<double>(bytes) / 1048576.0, 'f', 1); }

    // Debian's own interpreter first: python3-protobuf installs for it, not for one on PATH before it.
    QString python()
    {
        const QString debian = QStringLiteral("/usr/bin/python3");
        return QFileInfo(debian).isExecutable() ? debian : QStandardPaths::findExecutable(QStringLiteral("python3"));
    }

    // A script of ../shared/bench by its name, or one of ours by its absolute path.
    QString externalScript(const Shape& shape)
    {
        return QDir(QStringLiteral(MEMSCOPE_SHARED_BENCH)).filePath(shape.externalWriter.first());
    }

    bool writesProtobuf(const Shape& shape) { return !QFileInfo(shape.externalWriter.first()).isAbsolute(); }

    // A real snapshot of ../shared/data scaled up `copies` times by Python's pickler.
    Shape scaledSnapshot(const QString& name, const QString& description, const QString& source, int copies)
    {
        Shape shape { name, description, {}, {}, true, { .eventsPerDevice = 0 } };
        shape.externalWriter = { QStringLiteral(MEMSCOPE_BENCH_WRITERS "/scale_torch_snapshot.py"),
            QDir(QStringLiteral(MEMSCOPE_SHARED_DATA)).filePath(source), QString::number(copies) };
        return shape;
    }

    // Runs the shape's script into `path`; "" when it wrote the file, else why not.
    QString writeExternal(const Shape& shape, const QString& path)
    {
        QProcess writer;
        writer.setProcessChannelMode(QProcess::ForwardedOutputChannel);
        writer.start(python(),
            QStringList { externalScript(shape), path } + shape.externalWriter.mid(1)
                << QString::number(shape.torch ? shape.torchSnapshot.seed : shape.options.seed));
        // The 670 MB shape takes minutes in Python.
        if (!writer.waitForFinished(-1) || writer.exitStatus() != QProcess::NormalExit || writer.exitCode() != 0) {
            QFile::remove(path);
            return BenchText::tr("%1 failed: %2")
                .arg(externalScript(shape), QString::fromLocal8Bit(writer.readAllStandardError()));
        }
        return {};
    }

} // namespace

QString shapeUnavailable(const Shape& shape)
{
    if (shape.externalWriter.isEmpty())
        return {};
    for (const QString& file : { externalScript(shape), shape.externalWriter.value(1) }) {
        if (QFileInfo(file).isAbsolute() && !QFileInfo::exists(file))
            return BenchText::tr("%1 is absent (no ../shared beside the checkout)").arg(file);
    }
    if (python().isEmpty())
        return BenchText::tr("no python3 to run %1").arg(externalScript(shape));
    if (!writesProtobuf(shape))
        return {};
    QProcess check;
    check.start(python(), { QStringLiteral("-c"), QStringLiteral("import google.protobuf") });
    if (!check.waitForFinished(60000) || check.exitCode() != 0)
        return BenchText::tr("%1 cannot import google.protobuf, which %2 needs (apt-get install python3-protobuf)")
            .arg(python(), externalScript(shape));
    return {};
}

// What the profile shapes hold in Shape::torchSnapshot: no snapshot.
constexpr generator::TorchSnapshotOptions kNoSnapshot { .eventsPerDevice = 0 };

std::vector<Shape> shapes(std::uint64_t seed)
{
    using generator::Options;
    std::vector<Shape> all;

    // (a) The benchmark of issue 3: one big module among the other modules of a
    // training run, and about 1 GB in all, most of it device events.
    Options deviceEvents = generator::exampleOptions(seed);
    deviceEvents.logicalBuffers = 500000;
    deviceEvents.heapEvents = 1000000;
    deviceEvents.activationBytes = 64 << 10;
    deviceEvents.fusedInstructionsPerFusion = 4;
    deviceEvents.secondaryModuleScale = 0.2;
    deviceEvents.targetMetadataBytes = qint64 { 1 } << 30;
    deviceEvents.steps = 10;
    all.push_back({ QStringLiteral("device-events"),
        BenchText::tr(
            "one module of 500 000 buffers among other modules, ~1 GB, device events the Memory Viewer skips"),
        deviceEvents, {}, false, kNoSnapshot });

    // (b) One module whose HloProto is nearly the whole file.
    Options moduleHeavy = generator::exampleOptions(seed);
    moduleHeavy.modules = 1;
    moduleHeavy.logicalBuffers = 500000;
    moduleHeavy.heapEvents = 1000000;
    moduleHeavy.activationBytes = 64 << 10;
    moduleHeavy.devicesPerHost = 1;
    all.push_back({ QStringLiteral("module-heavy"),
        BenchText::tr(
            "one module of 500 000 logical buffers and 1 000 000 heap-simulator events, the HloProto most of the "
            "file"),
        moduleHeavy, {}, false, kNoSnapshot });

    // (c) Many small modules: per-module costs dominate.
    Options manyModules = generator::exampleOptions(seed);
    manyModules.modules = 2000;
    manyModules.logicalBuffers = 200;
    manyModules.heapEvents = 400;
    manyModules.secondaryModuleScale = 1.0;
    manyModules.uniformModules = true;
    manyModules.activationBytes = 16 << 10;
    manyModules.fusedInstructionsPerFusion = 1;
    all.push_back({ QStringLiteral("many-modules"), BenchText::tr("2 000 modules of 200 logical buffers each"),
        manyModules, {}, false, kNoSnapshot });

    // (d) The Memory Profile's input: millions of allocation events on the host plane.
    Options memoryEvents = generator::tinyOptions(seed);
    memoryEvents.devicesPerHost = 4;
    memoryEvents.allocators = 4;
    memoryEvents.steps = 50;
    memoryEvents.allocationEventsPerStep = 5000000 / memoryEvents.steps;
    memoryEvents.leakBytesPerStep = 8 << 20;
    all.push_back({ QStringLiteral("memory-events"),
        BenchText::tr("5 000 000 memory events on 4 allocators over 50 steps"), memoryEvents, {}, false, kNoSnapshot });

    // (e) The same written without group ids, as a profiler writes it: the reader groups the host's events.
    Options ungrouped = memoryEvents;
    ungrouped.groupIds = false;
    all.push_back({ QStringLiteral("memory-events-ungrouped"),
        BenchText::tr("the memory-events shape without group ids (grouped by the reader, as XProf does)"), ungrouped,
        {}, false, kNoSnapshot });

    // (f) A pod's log directory: what a multi-host TPU job leaves, where the hosts' costs add up.
    Options pod = generator::exampleOptions(seed);
    pod.hosts = 8;
    pod.devicesPerHost = 4;
    pod.modules = 2;
    pod.secondaryModuleScale = 0.5;
    pod.uniformModules = true;
    pod.logicalBuffers = 60000;
    pod.heapEvents = 120000;
    pod.heavyTailedLifetimes = true;
    pod.activationBytes = 128 << 10;
    pod.steps = 20;
    pod.opsPerStep = 5000; // 100 000 ops on each of the 4 TPU planes
    pod.allocators = 2;
    pod.memoryThreads = 16;
    pod.allocationEventsPerStep = 300000 / pod.steps;
    all.push_back({ QStringLiteral("pod"),
        BenchText::tr("a log directory of 8 hosts, each with 2 modules of heavy-tailed buffer lifetimes, 300 000 "
                      "memory events of 2 allocators on 16 threads and 4 TPU planes of 100 000 ops"),
        pod, {}, false, kNoSnapshot });

    // Written by someone else's scripts (../shared/bench/README.md): shapes nobody here tuned for.
    Options external;
    external.seed = seed;
    all.push_back({ QStringLiteral("external-module-heavy-100k"),
        BenchText::tr("one module of 100 000 logical buffers with a jagged heap curve, written elsewhere"), external,
        { QStringLiteral("make_module_heavy.py"), QStringLiteral("100000") }, false, kNoSnapshot });
    all.push_back({ QStringLiteral("external-module-heavy"),
        BenchText::tr("one module of 500 000 logical buffers with a jagged heap curve, written elsewhere"), external,
        { QStringLiteral("make_module_heavy.py"), QStringLiteral("500000") }, false, kNoSnapshot });
    all.push_back({ QStringLiteral("external-memory-events"),
        BenchText::tr("5 000 000 memory events of 4 allocators interleaved over 8 threads and 200 000 GPU ops, "
                      "written elsewhere"),
        external, { QStringLiteral("make_memory_events.py"), QStringLiteral("5000000"), QStringLiteral("200000") },
        false, kNoSnapshot });
    return all;
}

std::vector<Shape> torchSnapshotShapes(std::uint64_t seed)
{
    std::vector<Shape> all;
    generator::TorchSnapshotOptions large;
    large.seed = seed;
    large.eventsPerDevice = 5000000;
    large.devices = 2;
    all.push_back({ QStringLiteral("torch-snapshot"),
        BenchText::tr("a PyTorch memory snapshot of 10 000 000 trace events on 2 devices, ~1 GB, frames shared as "
                      "torch writes them"),
        {}, {}, true, large });
    generator::TorchSnapshotOptions deep;
    deep.seed = seed;
    deep.eventsPerDevice = 1000000;
    deep.distinctStacks = 200000;
    deep.framesPerStack = 40;
    deep.times = false;
    all.push_back({ QStringLiteral("torch-snapshot-deep-stacks"),
        BenchText::tr("a PyTorch memory snapshot of 1 000 000 events with 200 000 distinct stacks of ~40 frames and "
                      "no time_us (older PyTorch)"),
        {}, {}, true, deep });
    // The real snapshots of ../shared/data (SOURCES.md), a longer run of each written by Python.
    all.push_back(scaledSnapshot(QStringLiteral("external-torch-benchmark"),
        BenchText::tr("the real snapshot with Python frames, its steps repeated 300 times by Python's pickler"),
        QStringLiteral("pytorch/cs336_benchmark_memory_snapshot.pickle"), 300));
    all.push_back(scaledSnapshot(QStringLiteral("external-torch-ddp"),
        BenchText::tr("the real snapshot with only C++ frames, its steps repeated 1 000 times by Python's pickler"),
        QStringLiteral("pytorch/cs336_ddp_memory_snapshot.pickle"), 1000));
    return all;
}

std::vector<Shape> allShapes(std::uint64_t seed)
{
    std::vector<Shape> all = shapes(seed);
    for (Shape& shape : torchSnapshotShapes(seed))
        all.push_back(std::move(shape));
    return all;
}

const Shape* findShape(const std::vector<Shape>& all, const QString& name)
{
    for (const Shape& shape : all) {
        if (shape.name == name)
            return &shape;
    }
    return nullptr;
}

QString shapeNames(const std::vector<Shape>& all)
{
    QStringList names;
    for (const Shape& shape : all)
        names << shape.name;
    return names.join(QStringLiteral(", "));
}

qint64 profileBytes(const QString& path)
{
    if (!QFileInfo(path).isDir())
        return QFileInfo(path).size();
    qint64 bytes = 0;
    QDirIterator files(path, QDir::Files, QDirIterator::Subdirectories);
    while (files.hasNext())
        bytes += files.nextFileInfo().size();
    return bytes;
}

QStringList hostFiles(const QString& path)
{
    if (!QFileInfo(path).isDir())
        return { path };
    QStringList files;
    QDirIterator found(path, { QStringLiteral("*.xplane.pb") }, QDir::Files, QDirIterator::Subdirectories);
    while (found.hasNext())
        files << found.next();
    files.sort();
    return files;
}

QString shapeProfile(const Shape& shape, const QString& directory, QString* error)
{
    const bool torch = shape.torch;
    const bool logDirectory = !torch && shape.options.hosts > 1;
    const QString path = QDir(directory).filePath(QStringLiteral("%1-seed%2%3")
                                                      .arg(shape.name)
                                                      .arg(torch ? shape.torchSnapshot.seed : shape.options.seed)
                                                      .arg(torch             ? QStringLiteral(".pickle")
                                                              : logDirectory ? QString()
                                                                             : QStringLiteral(".xplane.pb")));
    if (QFileInfo::exists(path))
        return path;
    if (!QDir().mkpath(directory)) {
        *error = BenchText::tr("Cannot create the folder %1").arg(directory);
        return {};
    }
    printText(BenchText::tr("Generating %1 (%2) ...\n").arg(path, shape.description));
    if (!shape.externalWriter.isEmpty()) {
        if (const QString why = shapeUnavailable(shape); !why.isEmpty()) {
            *error = why;
            return {};
        }
        *error = writeExternal(shape, path);
        return error->isEmpty() ? path : QString();
    }
    const pid_t pid = fork();
    if (pid < 0) {
        *error = BenchText::tr("Cannot fork to generate the profile.");
        return {};
    }
    if (pid == 0) {
        QElapsedTimer timer;
        timer.start();
        if (torch) {
            generator::TorchSnapshotFacts facts;
            const QString failure = generator::writeTorchSnapshot(shape.torchSnapshot, path, &facts);
            if (!failure.isEmpty()) {
                std::fprintf(stderr, "%s\n", qUtf8Printable(failure));
                _exit(1);
            }
            printText(BenchText::tr("  %1 MiB in %2 s: %3 trace events, %4 allocations, %5 segments at the end\n")
                          .arg(mib(facts.bytes))
                          .arg(timer.elapsed() / 1000.0, 0, 'f', 1)
                          .arg(facts.events)
                          .arg(facts.allocations)
                          .arg(facts.segments));
            _exit(0);
        }
        generator::ProfileFacts facts;
        // A log directory is written beside its name and renamed when whole: an interrupted run leaves
        // nothing the next one would take for the shape.
        const QString partial = path + QStringLiteral(".partial");
        QDir(partial).removeRecursively();
        QString failure = logDirectory ? generator::writeTraceFolder(shape.options, partial, QString(), &facts)
                                       : generator::writeXSpace(shape.options, path, 0, &facts);
        if (failure.isEmpty() && logDirectory && !QDir().rename(partial, path))
            failure = BenchText::tr("Cannot rename %1 to %2").arg(partial, path);
        if (!failure.isEmpty()) {
            std::fprintf(stderr, "%s\n", qUtf8Printable(failure));
            _exit(1);
        }
        qint64 moduleBytes = 0;
        for (const generator::ModuleFacts& module : facts.modules)
            moduleBytes += module.serializedBytes;
        const qint64 fileBytes = profileBytes(path);
        const generator::ModuleFacts& main = facts.modules.front();
        printText(
            BenchText::tr("  %1 MiB in %2 s: %3 modules (HloProtos %4 % of the file; %5 has %6 logical buffers, %7 "
                          "heap-simulator events), %8 device op events, %9 memory events\n")
                .arg(mib(fileBytes))
                .arg(timer.elapsed() / 1000.0, 0, 'f', 1)
                .arg(facts.modules.size())
                .arg(100.0 * static_cast<double>(moduleBytes) / static_cast<double>(fileBytes), 0, 'f', 1)
                .arg(main.name)
                .arg(main.logicalBuffers)
                .arg(main.heapEvents)
                .arg(facts.deviceOpEvents)
                .arg(facts.memoryEvents));
        _exit(0); // not exit(): nothing of the parent's may be torn down here
    }
    int status = 0;
    if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        *error = BenchText::tr("Generating %1 failed.").arg(path);
        return {};
    }
    return path;
}

QString shapeProfile(const QString& name, const QString& directory, QString* error, const Shape** shape)
{
    static const std::vector<Shape> all = allShapes();
    const Shape* found = findShape(all, name);
    if (shape)
        *shape = found;
    if (!found) {
        *error = QStringLiteral("unknown shape %1: use %2").arg(name, shapeNames());
        return {};
    }
    return shapeProfile(*found, directory, error);
}

QCommandLineOption keepInOption()
{
    return QCommandLineOption(QStringLiteral("keep-in"),
        QStringLiteral("Keep the generated profile in DIR and reuse it next time."), QStringLiteral("DIR"));
}

QString shapeProfileFromOptions(const QCommandLineParser& parser, const QCommandLineOption& shapeOption,
    const QString& scratch, int* exitCode, const Shape** shape)
{
    const QCommandLineOption keepIn = keepInOption();
    QString error;
    const Shape* found = nullptr;
    const QString path = shapeProfile(
        parser.value(shapeOption), parser.isSet(keepIn) ? parser.value(keepIn) : scratch, &error, &found);
    if (shape)
        *shape = found;
    if (path.isEmpty()) {
        std::fprintf(stderr, "%s\n", qUtf8Printable(error));
        *exitCode = found ? 1 : 2;
    }
    return path;
}

} // namespace memscope::bench
