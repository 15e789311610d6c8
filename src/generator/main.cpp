// SPDX-License-Identifier: Apache-2.0
// memscope-generate: writes a realistic synthetic XProf profile.

#include "generator/generator.h"
#include "generator/torchsnapshot.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <cstdio>

namespace {

using namespace memscope::generator;

// memscope-generate's command line, whose texts are this class's tr().
struct GenerateCommand
{
    Q_DECLARE_TR_FUNCTIONS(memscope::generator)
public:
    static int run(int& argc, char** argv);
    static int writeSnapshot(const QCommandLineParser& parser, const QCommandLineOption& events,
        const QCommandLineOption& devices, TorchSnapshotOptions options);
    template <typename Integer>
    static bool readInteger(const QCommandLineParser& parser, const QCommandLineOption& option, Integer* value,
        QString* error, long long minimum = 0);
};

void print(FILE* stream, const QString& text)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<size_t>(bytes.size()), stream);
}

int fail(const QString& message)
{
    print(stderr, message + QLatin1Char('\n'));
    return 2;
}

template <typename Integer>
bool GenerateCommand::readInteger(const QCommandLineParser& parser, const QCommandLineOption& option, Integer* value,
    QString* error, long long minimum)
{
    if (!parser.isSet(option))
        return true;
    bool ok = false;
    const long long parsed = parser.value(option).toLongLong(&ok);
    if (!ok || parsed < minimum) {
        *error = tr("--%1 needs a whole number of at least %2, not '%3'.")
                     .arg(option.names().constFirst())
                     .arg(minimum)
                     .arg(parser.value(option));
        return false;
    }
    *value = static_cast<Integer>(parsed);
    return true;
}

} // namespace

int GenerateCommand::writeSnapshot(const QCommandLineParser& parser, const QCommandLineOption& events,
    const QCommandLineOption& devices, TorchSnapshotOptions options)
{
    QString error;
    if (!readInteger(parser, events, &options.eventsPerDevice, &error, 1)
        || !readInteger(parser, devices, &options.devices, &error, 1))
        return fail(error);
    QElapsedTimer timer;
    timer.start();
    const QString path = parser.value(QStringLiteral("output"));
    if (!QDir().mkpath(QFileInfo(path).absolutePath()))
        return fail(tr("Cannot create the folder %1").arg(QFileInfo(path).absolutePath()));
    TorchSnapshotFacts facts;
    error = writeTorchSnapshot(options, path, &facts);
    if (!error.isEmpty())
        return fail(error);
    print(stdout,
        tr("Wrote %1 (PyTorch memory snapshot, seed %2) in %3 s\n  %4 bytes: %5 trace events on %6 devices, %7 "
           "allocations, %8 segments at the end\n")
            .arg(path)
            .arg(options.seed)
            .arg(timer.elapsed() / 1000.0, 0, 'f', 2)
            .arg(facts.bytes)
            .arg(facts.events)
            .arg(options.devices)
            .arg(facts.allocations)
            .arg(facts.segments));
    return 0;
}

int GenerateCommand::run(int& argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("memscope-generate"));
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Writes a realistic synthetic XProf profile (an XSpace, *.xplane.pb): compiled modules with buffer "
           "assignments and heap-simulator traces, memory allocation events and device traces. The same options "
           "always give the same bytes. A name ending in .gz is gzip-compressed; with --hosts above 1 the output "
           "is a TensorBoard log directory with one XSpace per host."));
    parser.addHelpOption();
    const QCommandLineOption seed(
        QStringLiteral("seed"), tr("Seed of the profile (default 1)."), tr("N"), QStringLiteral("1"));
    const QCommandLineOption output(
        QStringLiteral("output"), tr("File (or folder with --hosts > 1) to write."), tr("PATH"));
    const QCommandLineOption kind(
        QStringLiteral("kind"), tr("tpu-training (default), tpu-inference or gpu."), tr("KIND"));
    const QCommandLineOption scale(QStringLiteral("scale"),
        tr("Size relative to the bundled example: 0.02 is tiny, 100 is hundreds of MB."), tr("X"));
    const QCommandLineOption tiny(
        QStringLiteral("tiny"), tr("A small profile (about 150 KiB) with every feature, as the tests use."));
    const QCommandLineOption modules(QStringLiteral("modules"), tr("Number of modules."), tr("N"));
    const QCommandLineOption buffers(QStringLiteral("buffers"), tr("Logical buffers of the main module."), tr("N"));
    const QCommandLineOption events(
        QStringLiteral("events"), tr("Heap-simulator events of the main module (at most 2 per buffer)."), tr("N"));
    const QCommandLineOption activation(
        QStringLiteral("activation-bytes"), tr("Typical activation tensor size; sets the heap size."), tr("BYTES"));
    const QCommandLineOption moduleScale(QStringLiteral("module-scale"),
        tr("Size of each other module relative to the main one (default 0.08)."), tr("X"));
    const QCommandLineOption uniformModules(QStringLiteral("uniform-modules"),
        tr("Every other module is --module-scale times the main one (by default they take turns at 1, 1/2 and 1/3 "
           "of that)."));
    const QCommandLineOption fused(
        QStringLiteral("fused-instructions"), tr("Instructions in each fused computation."), tr("N"));
    const QCommandLineOption metadataBytes(
        QStringLiteral("metadata-bytes"), tr("Add modules until the HloProtos take this many bytes."), tr("BYTES"));
    const QCommandLineOption hosts(QStringLiteral("hosts"), tr("Hosts; above 1 writes a log directory."), tr("N"));
    const QCommandLineOption devices(QStringLiteral("devices"), tr("Devices per host."), tr("N"));
    const QCommandLineOption steps(QStringLiteral("steps"), tr("Training steps (or inference requests)."), tr("N"));
    const QCommandLineOption ops(QStringLiteral("ops-per-step"), tr("Device op events per step and device."), tr("N"));
    const QCommandLineOption allocators(
        QStringLiteral("allocators"), tr("Memory allocators on the host plane."), tr("N"));
    const QCommandLineOption allocationEvents(
        QStringLiteral("allocation-events"), tr("Memory allocation and deallocation events per step."), tr("N"));
    const QCommandLineOption leak(
        QStringLiteral("leak-bytes"), tr("Bytes allocated every step and never freed."), tr("BYTES"));
    const QCommandLineOption memoryThreads(QStringLiteral("memory-threads"),
        tr("Spread every allocator's memory events over N host threads, each thread holding every allocator's "
           "events (by default one thread per allocator)."),
        tr("N"));
    const QCommandLineOption heavyTailed(QStringLiteral("heavy-tailed-lifetimes"),
        tr("Buffer lifetimes follow a Pareto law: most temporaries die within a few ops, a few live across much of "
           "the program."));
    const QCommandLineOption noGroupIds(QStringLiteral("no-group-ids"),
        tr("Write no group_id stats, as a profiler writes the file before XProf groups its events."));
    const QCommandLineOption torchSnapshot(QStringLiteral("torch-snapshot"),
        tr("Write a PyTorch CUDA memory snapshot pickle (torch.cuda.memory._dump_snapshot) with N trace events per "
           "device instead of a profile; with --devices (default 1) and --seed."),
        tr("N"));
    const QCommandLineOption noTimes(
        QStringLiteral("no-times"), tr("With --torch-snapshot: write no time_us, as PyTorch versions before 2.1 did."));
    const QCommandLineOption repeatedSteps(QStringLiteral("repeated-steps"),
        tr("With --torch-snapshot: every training step makes the same allocations, as a real loop does (and keeps 1 "
           "MiB), so that the iterations and their growth can be found."));
    parser.addOptions({ seed, output, kind, scale, tiny, modules, buffers, events, moduleScale, uniformModules,
        activation, fused, metadataBytes, hosts, devices, steps, ops, allocators, allocationEvents, leak, memoryThreads,
        heavyTailed, noGroupIds, torchSnapshot, noTimes, repeatedSteps });
    parser.process(app);

    if (!parser.isSet(output))
        return fail(tr("--output PATH is required.\n\n%1").arg(parser.helpText()));
    QString error;
    std::uint64_t seedValue = 1;
    if (!readInteger(parser, seed, &seedValue, &error))
        return fail(error);
    if (parser.isSet(torchSnapshot))
        return writeSnapshot(parser, torchSnapshot, devices,
            { .seed = seedValue, .times = !parser.isSet(noTimes), .repeatedSteps = parser.isSet(repeatedSteps) });
    Kind kindValue = Kind::TpuTraining;
    if (parser.isSet(kind) && !parseKind(parser.value(kind), &kindValue))
        return fail(tr("Unknown --kind '%1': use tpu-training, tpu-inference or gpu.").arg(parser.value(kind)));

    Options options = exampleOptions(seedValue);
    options.kind = kindValue;
    if (parser.isSet(tiny)) {
        options = tinyOptions(seedValue, kindValue);
    } else if (parser.isSet(scale)) {
        bool ok = false;
        const double factor = parser.value(scale).toDouble(&ok);
        if (!ok || factor <= 0)
            return fail(tr("--scale needs a positive number, not '%1'.").arg(parser.value(scale)));
        options = scaledOptions(factor, seedValue, kindValue);
    }
    if (parser.isSet(moduleScale)) {
        bool ok = false;
        options.secondaryModuleScale = parser.value(moduleScale).toDouble(&ok);
        if (!ok || options.secondaryModuleScale <= 0)
            return fail(tr("--module-scale needs a positive number, not '%1'.").arg(parser.value(moduleScale)));
    }
    options.uniformModules = parser.isSet(uniformModules);
    options.groupIds = !parser.isSet(noGroupIds);
    options.heavyTailedLifetimes = parser.isSet(heavyTailed);
    const bool valid = readInteger(parser, modules, &options.modules, &error, 1)
        && readInteger(parser, buffers, &options.logicalBuffers, &error, 12)
        && readInteger(parser, events, &options.heapEvents, &error, 8)
        && readInteger(parser, activation, &options.activationBytes, &error, 4096)
        && readInteger(parser, fused, &options.fusedInstructionsPerFusion, &error, 1)
        && readInteger(parser, metadataBytes, &options.targetMetadataBytes, &error)
        && readInteger(parser, hosts, &options.hosts, &error, 1)
        && readInteger(parser, devices, &options.devicesPerHost, &error, 1)
        && readInteger(parser, steps, &options.steps, &error, 1)
        && readInteger(parser, ops, &options.opsPerStep, &error, 1)
        && readInteger(parser, allocators, &options.allocators, &error, 1)
        && readInteger(parser, allocationEvents, &options.allocationEventsPerStep, &error)
        && readInteger(parser, leak, &options.leakBytesPerStep, &error)
        && readInteger(parser, memoryThreads, &options.memoryThreads, &error);
    if (!valid)
        return fail(error);

    QElapsedTimer timer;
    timer.start();
    ProfileFacts facts;
    const QString path = parser.value(output);
    // Like `mkdir -p`: run.sh writes into build/example/ before anything created it.
    const QString parent = options.hosts > 1 ? path : QFileInfo(path).absolutePath();
    if (!QDir().mkpath(parent))
        return fail(tr("Cannot create the folder %1").arg(parent));
    error = options.hosts > 1 ? writeTraceFolder(options, path, QString(), &facts)
                              : writeXSpace(options, path, 0, &facts);
    if (!error.isEmpty())
        return fail(error);

    QString summary = tr("Wrote %1 (%2, seed %3) in %4 s\n")
                          .arg(path, kindName(options.kind))
                          .arg(options.seed)
                          .arg(timer.elapsed() / 1000.0, 0, 'f', 2);
    if (options.hosts == 1)
        summary += tr("  %1 bytes\n").arg(QFileInfo(path).size());
    for (const ModuleFacts& module : facts.modules) {
        summary += tr("  module %1(%2): %3 logical buffers, %4 heap events, %5 instructions, HBM trace peak %6 bytes\n")
                       .arg(module.name)
                       .arg(module.programId)
                       .arg(module.logicalBuffers)
                       .arg(module.heapEvents)
                       .arg(module.instructions)
                       .arg(module.hbmTracePeakBytes);
    }
    summary += tr("  %1 memory events on %2 allocators, %3 steps, %4 device op events on %5 devices\n")
                   .arg(facts.memoryEvents)
                   .arg(facts.allocators.size())
                   .arg(facts.steps.size())
                   .arg(facts.deviceOpEvents)
                   .arg(facts.devicePlanes.size());
    print(stdout, summary);
    return 0;
}

int main(int argc, char** argv) { return GenerateCommand::run(argc, argv); }
