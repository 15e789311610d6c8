// SPDX-License-Identifier: Apache-2.0
#include "core/profile/loader.h"

#include "core/format/inputfile.h"
#include "core/format/sniff.h"
#include "core/format/wire.h"
#include "core/format/xspacereader.h"
#include "core/profile/fileerror.h"
#include "core/profile/loadprogress.h"
#include "core/profile/oomlogloading.h"
#include "core/profile/openedinput.h"
#include "core/profile/tracefolder.h"
#include "core/torch/snapshotreader.h"
#include "core/util/units.h"
#include "core/util/workers.h"
#include "hlo.pb.h"
#include "xplane.pb.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QSet>
#include <google/protobuf/stubs/logging.h>

namespace memscope {
namespace {

    Q_LOGGING_CATEGORY(lcProtobuf, "memscope.protobuf")

    // libprotobuf prints to stderr when it meets bad input (invalid UTF-8, ...);
    // the loader reports such input as an error value already, so its own lines
    // only matter when debugging.
    void routeProtobufLog(google::protobuf::LogLevel, const char* file, int line, const std::string& message)
    {
        qCDebug(lcProtobuf, "%s:%d: %s", file, line, message.c_str());
    }

    void routeProtobufLogOnce()
    {
        static const bool routed = (google::protobuf::SetLogHandler(&routeProtobufLog), true);
        Q_UNUSED(routed);
    }

    using format::ContentKind;
    using format::ParseStatus;

    struct LoaderText
    {
        Q_DECLARE_TR_FUNCTIONS(memscope)
    };

    bool isCancelled(const std::atomic_bool* cancel) { return cancel && cancel->load(std::memory_order_relaxed); }

    LoadOutcome failure(const QString& path, const QString& reason)
    {
        LoadOutcome outcome;
        outcome.error = fileError(path, reason);
        return outcome;
    }

    LoadOutcome cancelledOutcome()
    {
        LoadOutcome outcome;
        outcome.cancelled = true;
        outcome.error = LoaderText::tr("cancelled");
        return outcome;
    }

    // Why content is not what the caller can load.
    QString contentError(const format::Sniffed& content)
    {
        switch (content.kind) {
        case ContentKind::Empty:
            return LoaderText::tr("the file is empty (0 bytes)");
        case ContentKind::NotAProfile:
            return LoaderText::tr("not a profile: looks like %1").arg(content.description);
        case ContentKind::HloProtoBinary:
        case ContentKind::HloProtoJson:
        case ContentKind::HloProtoText:
            return LoaderText::tr("not an XSpace but an HloProto; open it on its own, not as a host of a trace folder");
        case ContentKind::OomLog:
            return LoaderText::tr("not an XSpace but an XLA out-of-memory log; open it on its own");
        case ContentKind::ChromeTraceJson:
            return LoaderText::tr("a Chrome trace-event JSON file has a trace only; open it in the Trace Viewer");
        case ContentKind::TorchSnapshot:
            return LoaderText::tr("not an XSpace but a PyTorch memory snapshot; open it on its own");
        default:
            return LoaderText::tr(
                "not a recognised profile: neither an XSpace, an HloProto (binary, JSON or text) nor an XLA "
                "out-of-memory log");
        }
    }

    constexpr char kGzipInGzipError[]
        = QT_TRANSLATE_NOOP("memscope", "gzip inside gzip is not supported; decompress the file once first");

    // What a pipe, a device or a gzip file delivers is read on only while its
    // head may start a profile: /dev/zero or a gzip bomb of zeros ends at once.
    format::HeadCheck headCheck(const QString& fileName, bool decompressed)
    {
        return [fileName, decompressed](QByteArrayView head) {
            const ContentKind kind = format::sniffContent(head.data(), head.size(), fileName).kind;
            return kind != ContentKind::Unknown && kind != ContentKind::NotAProfile
                && !(decompressed && kind == ContentKind::Gzip);
        };
    }

    QString rejectedHeadError(const QByteArray& head, const QString& fileName, bool decompressed)
    {
        const format::Sniffed content = format::sniffContent(head.constData(), head.size(), fileName);
        if (content.kind == ContentKind::Gzip)
            return LoaderText::tr(kGzipInGzipError);
        const QString seen = formatBytes(qint64(head.size()));
        return decompressed
            ? LoaderText::tr("%1 (seen in its first %2 decompressed; the rest was not decompressed)")
                  .arg(contentError(content), seen)
            : LoaderText::tr("%1 (seen in its first %2; the rest was not read)").arg(contentError(content), seen);
    }

    QString problemError(const format::InputProblem& problem, const QString& fileName, bool decompressed)
    {
        return problem.rejectedHead.isEmpty() ? problem.error
                                              : rejectedHeadError(problem.rejectedHead, fileName, decompressed);
    }

    // One input being loaded: its bytes (kept by the profile when parts of it
    // are parsed later) and what they hold.
    struct Source
    {
        std::shared_ptr<OpenedInput> input;
        const char* data = nullptr;
        qint64 size = 0;
        double progressWeight = 1.0; // share of the file's progress per content byte
        format::Sniffed content;
        QString error; // without the file name
        bool cancelled = false;

        QString settled(const QString& readError) const { return input ? input->settled(readError) : readError; }
    };

    Source openSource(const QString& path, LoadProgress& progress, const std::atomic_bool* cancel)
    {
        Source source;
        const QString fileName = QFileInfo(path).fileName();
        progress.setStep(LoaderText::tr("Reading %1").arg(fileName));
        const format::ReadLimits limits = format::readLimits();
        format::InputProblem problem;
        std::unique_ptr<format::InputFile> file
            = format::InputFile::open(path, limits, headCheck(fileName, false), cancel, problem);
        if (problem.any()) {
            source.cancelled = problem.cancelled;
            source.error = problemError(problem, fileName, false);
            return source;
        }
        source.input = std::make_shared<OpenedInput>(path, std::move(file));
        source.data = source.input->data();
        source.size = source.input->size();
        source.content = format::sniffContent(source.data, source.size, fileName);
        if (source.content.kind != ContentKind::Gzip)
            return source;

        progress.setStep(LoaderText::tr("Decompressing %1").arg(fileName));
        std::unique_ptr<format::MappedFile> decompressed = format::decompressGzip(
            source.data, source.size, limits, headCheck(fileName, true), cancel, progress.consumer(0.5), problem);
        source.cancelled = problem.cancelled;
        source.error = source.settled(problemError(problem, fileName, true));
        if (source.cancelled || !source.error.isEmpty())
            return source;
        const qint64 compressedSize = source.size;
        source.input->setDecompressed(std::move(decompressed));
        source.data = source.input->data();
        source.size = source.input->size();
        source.progressWeight = source.size > 0 ? 0.5 * double(compressedSize) / double(source.size) : 0.0;
        source.content = format::sniffContent(source.data, source.size, fileName);
        if (source.content.kind == ContentKind::Gzip)
            source.error = LoaderText::tr(kGzipInGzipError);
        return source;
    }

    format::ParseControl parseControl(const Source& source, LoadProgress& progress, const std::atomic_bool* cancel)
    {
        format::ParseControl control;
        control.cancel = cancel;
        control.consumed = progress.consumer(source.progressWeight);
        control.releaseConsumedPages = true; // every source is a file mapping
        return control;
    }

    HloModule moduleOf(const QString& hostName, quint64 programId, const QString& name)
    {
        HloModule module;
        module.name = name;
        module.programId = programId;
        module.hasProgramId = true;
        module.displayName = QStringLiteral("%1(%2)").arg(module.name).arg(module.programId);
        module.host = hostName;
        return module;
    }

    constexpr char kNoPlanesError[] = QT_TRANSLATE_NOOP("memscope", "the XSpace holds no planes");

    struct HostLoad
    {
        HostSpace host;
        std::vector<HloModule> modules;
        QString error; // without the file name
        bool cancelled = false;
    };

    // Walks the XSpace's top level and its metadata plane, parsing neither
    // planes nor modules: those are parsed from the mapped file when read.
    HostLoad readHost(const QString& path, const Source& source, LoadProgress& progress, const std::atomic_bool* cancel)
    {
        HostLoad load;
        const QString hostName = hostNameFromFile(path);
        progress.setStep(LoaderText::tr("Indexing %1").arg(QFileInfo(path).fileName()));
        const format::XSpaceIndex index
            = format::indexXSpace(source.data, source.size, parseControl(source, progress, cancel));
        load.cancelled = index.cancelled;
        load.error = source.settled(index.error);
        if (load.cancelled || !load.error.isEmpty())
            return load;
        if (index.planeCount == 0) {
            load.error = LoaderText::tr(kNoPlanesError);
            return load;
        }
        load.host = HostSpace::read(hostName, QFileInfo(path).absoluteFilePath(), source.input);
        for (const format::XSpaceModule& where : index.modules) {
            HloModule module = moduleOf(hostName, where.programId, where.name);
            module.setSource(source.input, where);
            load.modules.push_back(std::move(module));
        }
        return load;
    }

    // A host that is an older <host>.trace.json(.gz): no XSpace, a trace the trace model reads from the bytes kept.
    HostSpace traceJsonHost(const QString& path, const Source& source)
    {
        return HostSpace::chromeTrace(hostNameFromFile(path), QFileInfo(path).absoluteFilePath(), source.input);
    }

    // A host file of a trace folder: must hold an XSpace.
    HostLoad loadHostFile(const QString& path, LoadProgress& progress, const std::atomic_bool* cancel)
    {
        const Source source = openSource(path, progress, cancel);
        HostLoad load;
        if (source.cancelled || !source.error.isEmpty()) {
            load.cancelled = source.cancelled;
            load.error = source.error;
            return load;
        }
        if (source.content.kind == ContentKind::ChromeTraceJson) {
            // A host with only the older trace.json(.gz): its trace is all there is.
            load.host = traceJsonHost(path, source);
            return load;
        }
        if (source.content.kind != ContentKind::XSpace) {
            load.error = source.settled(contentError(source.content));
            return load;
        }
        return readHost(path, source, progress, cancel);
    }

    // XProf's merge across hosts: keyed by program id and by display name; a
    // module is kept when either key is new.
    void mergeModules(Profile& profile, std::vector<HloModule>&& modules)
    {
        QSet<quint64> programIds;
        QSet<QString> displayNames;
        for (const HloModule& module : profile.modules) {
            programIds.insert(module.programId);
            displayNames.insert(module.displayName);
        }
        for (HloModule& module : modules) {
            const bool newId = !programIds.contains(module.programId);
            const bool newName = !displayNames.contains(module.displayName);
            if (!newId && !newName)
                continue;
            programIds.insert(module.programId);
            displayNames.insert(module.displayName);
            profile.modules.push_back(std::move(module));
        }
    }

    void addHost(Profile& profile, HostLoad&& load)
    {
        profile.hosts.push_back(std::move(load.host));
        mergeModules(profile, std::move(load.modules));
    }

    std::shared_ptr<xla::HloProto> parseHloProto(
        const Source& source, LoadProgress& progress, const std::atomic_bool* cancel, QString& error, bool& cancelled)
    {
        std::shared_ptr<xla::HloProto> proto = format::newHloProtoOnArena();
        const format::ParseControl control = parseControl(source, progress, cancel);
        ParseStatus status = ParseStatus::Invalid;
        QString detail;
        switch (source.content.kind) {
        case ContentKind::HloProtoBinary: {
            // Walk the top level first: it finds truncation and says where.
            format::WireWalker walker(source.data, source.size);
            format::WireField field;
            format::WireWalker::Status walked;
            while ((walked = walker.next(field)) == format::WireWalker::Status::Field) { }
            if (walked == format::WireWalker::Status::Truncated) {
                error = LoaderText::tr("truncated: a field of the HloProto should end at byte %1; the file ends at "
                                       "byte %2")
                            .arg(walker.requiredEnd())
                            .arg(source.size);
                return nullptr;
            }
            status = format::parseBinary(*proto, source.data, source.size, control);
            if (status == ParseStatus::TooLarge)
                error = LoaderText::tr("the HloProto is larger than 2 GiB, the most protobuf can represent");
            else if (status == ParseStatus::Invalid)
                error = LoaderText::tr("not a valid HloProto: the protobuf data is damaged");
            break;
        }
        case ContentKind::HloProtoJson:
            status = format::parseJson(*proto, source.data, source.size, control, detail);
            if (status == ParseStatus::Invalid)
                error = LoaderText::tr("JSON that is not an HloProto: %1").arg(detail);
            break;
        case ContentKind::HloProtoText:
            status = format::parseText(*proto, source.data, source.size, control, detail);
            if (status == ParseStatus::Invalid
                && QByteArrayView(source.data, source.size).trimmed().startsWith("HloModule "))
                error = LoaderText::tr(
                    "HLO text (the module in HLO syntax) carries no buffer assignment; dump the module as an "
                    "HloProto instead (XLA flag --xla_dump_hlo_as_proto)");
            else if (status == ParseStatus::Invalid)
                error = LoaderText::tr(
                    "neither a profile nor an HloProto in text format: %1; and no XLA out-of-memory report found in it")
                            .arg(detail);
            break;
        default:
            break;
        }
        cancelled = status == ParseStatus::Cancelled;
        if (status != ParseStatus::Ok)
            return nullptr;
        if (!proto->has_hlo_module()) {
            error = source.content.kind == ContentKind::HloProtoJson
                ? LoaderText::tr("JSON that is not an HloProto: it has no \"hloModule\" object")
                : LoaderText::tr("not an HloProto: it has no hlo_module");
            return nullptr;
        }
        return proto;
    }

    SourceKind sourceKindOf(ContentKind content)
    {
        switch (content) {
        case ContentKind::HloProtoBinary:
            return SourceKind::HloProtoBinary;
        case ContentKind::HloProtoJson:
            return SourceKind::HloProtoJson;
        case ContentKind::HloProtoText:
            return SourceKind::HloProtoText;
        case ContentKind::OomLog:
            return SourceKind::OomLog;
        case ContentKind::ChromeTraceJson:
            return SourceKind::ChromeTraceJson;
        case ContentKind::TorchSnapshot:
            return SourceKind::TorchSnapshot;
        default:
            return SourceKind::XSpaceFile;
        }
    }

    LoadOutcome loadFile(const QString& path, const LoadOptions& options, const ProgressCallback& callback,
        const std::atomic_bool* cancel)
    {
        LoadProgress progress(callback, QFileInfo(path).size());
        Source source = openSource(path, progress, cancel);
        if (source.cancelled)
            return cancelledOutcome();
        if (!source.error.isEmpty())
            return failure(path, source.error);

        auto profile = std::make_shared<Profile>();
        profile->path = path;
        profile->kind = sourceKindOf(source.content.kind);
        switch (source.content.kind) {
        case ContentKind::XSpace: {
            HostLoad load = readHost(path, source, progress, cancel);
            if (load.cancelled)
                return cancelledOutcome();
            if (!load.error.isEmpty())
                return failure(path, load.error);
            addHost(*profile, std::move(load));
            break;
        }
        case ContentKind::ChromeTraceJson:
            // Nothing but a trace.
            profile->hosts.push_back(traceJsonHost(path, source));
            break;
        case ContentKind::HloProtoBinary:
        case ContentKind::HloProtoJson:
        case ContentKind::HloProtoText: {
            QString error;
            bool cancelled = false;
            std::shared_ptr<xla::HloProto> proto = parseHloProto(source, progress, cancel, error, cancelled);
            if (cancelled)
                return cancelledOutcome();
            error = source.settled(proto ? QString() : error);
            if (!error.isEmpty())
                return failure(path, error);
            HloModule module;
            module.name = QString::fromStdString(proto->hlo_module().name());
            module.displayName = module.name;
            module.setProto(std::move(proto));
            profile->modules.push_back(std::move(module));
            break;
        }
        case ContentKind::TorchSnapshot: {
            progress.setStep(LoaderText::tr("Reading the memory snapshot %1").arg(QFileInfo(path).fileName()));
            torch::SnapshotReadControl control;
            control.cancel = cancel;
            control.consumed = progress.consumer(source.progressWeight);
            control.releasePages = true; // every input is a file mapping
            if (options.preview) {
                control.previewAfterMs = options.previewAfterMs;
                // Past the middle of the file, what is left is read sooner than a preview is worth
                // showing: it would flash for a moment before the whole file replaces it.
                control.previewBeforeByte = source.size / 2;
                control.preview = [&](std::shared_ptr<const torch::Snapshot> snapshot) {
                    auto preview = std::make_shared<Profile>();
                    preview->path = path;
                    preview->kind = SourceKind::TorchSnapshot;
                    preview->torchSnapshot = std::move(snapshot);
                    options.preview(std::move(preview));
                    return true;
                };
            }
            torch::SnapshotRead read = torch::readSnapshot(source.data, source.size, control);
            if (read.cancelled)
                return cancelledOutcome();
            if (const QString error = source.settled(read.error); !error.isEmpty())
                return failure(path, error);
            profile->torchSnapshot = std::move(read.snapshot);
            break;
        }
        case ContentKind::OomLog: {
            progress.setStep(LoaderText::tr("Reading the out-of-memory reports of %1").arg(QFileInfo(path).fileName()));
            LoadOutcome outcome
                = loadOomLog(path, source.data, source.size, cancel, progress.consumer(source.progressWeight));
            if (outcome.cancelled)
                return outcome;
            const QString readError = outcome.profile ? QString() : outcome.error;
            if (const QString settled = source.settled(readError); settled != readError)
                return failure(path, settled);
            if (outcome.profile)
                progress.finish();
            return outcome;
        }
        default:
            return failure(path, source.settled(contentError(source.content)));
        }
        progress.finish();
        LoadOutcome outcome;
        outcome.profile = std::move(profile);
        return outcome;
    }

    LoadOutcome loadTraceFolder(const QString& path, const LoadOptions& options, const ProgressCallback& callback,
        const std::atomic_bool* cancel)
    {
        TraceFolderScan scan = scanTraceFolder(path);
        if (!scan.error.isEmpty())
            return failure(path, scan.error);
        auto run = scan.runs.cbegin();
        if (!options.runName.isEmpty()) {
            run = std::find_if(scan.runs.cbegin(), scan.runs.cend(),
                [&](const RunInfo& candidate) { return candidate.name == options.runName; });
            if (run == scan.runs.cend()) {
                QStringList names;
                for (const RunInfo& candidate : scan.runs)
                    names.append(candidate.name);
                return failure(path,
                    LoaderText::tr("no run named \"%1\"; the runs are: %2")
                        .arg(options.runName, names.join(QStringLiteral(", "))));
            }
        }
        const QStringList hostFiles = run->hostFiles;
        qint64 totalBytes = 0;
        for (const QString& file : hostFiles)
            totalBytes += QFileInfo(file).size();
        LoadProgress progress(callback, totalBytes);

        // Hosts load in parallel on the cores that are free.
        std::vector<HostLoad> loads(size_t(hostFiles.size()));
        parallelFor(hostFiles.size(),
            [&](qsizetype index) { loads[size_t(index)] = loadHostFile(hostFiles[index], progress, cancel); });
        if (isCancelled(cancel))
            return cancelledOutcome();

        auto profile = std::make_shared<Profile>();
        profile->path = path;
        profile->kind = SourceKind::TraceFolder;
        profile->runName = run->name;
        QStringList errors;
        for (size_t i = 0; i < loads.size(); ++i) {
            HostLoad& load = loads[i];
            if (load.cancelled)
                return cancelledOutcome();
            if (!load.error.isEmpty()) {
                errors.append(fileError(hostFiles[int(i)], load.error));
                continue;
            }
            addHost(*profile, std::move(load));
        }
        if (profile->hosts.empty()) {
            LoadOutcome outcome;
            outcome.error = errors.size() == 1
                ? errors.first()
                : LoaderText::tr("%1: none of the %2 host files of run %3 could be loaded:\n%4")
                      .arg(QDir::toNativeSeparators(path))
                      .arg(errors.size())
                      .arg(run->name, errors.join(QLatin1Char('\n')));
            return outcome;
        }
        // A damaged host does not hide the others; the user still sees why it is missing.
        profile->warnings = errors + profile->warnings;
        if (scan.searchCut)
            profile->warnings.append(
                LoaderText::tr("%1: the search for runs stopped after %2 folders below it; runs further down are "
                               "not listed (open a folder nearer them)")
                    .arg(QDir::toNativeSeparators(path))
                    .arg(scan.foldersSearched));
        profile->runs = std::move(scan.runs);
        progress.finish();
        LoadOutcome outcome;
        outcome.profile = std::move(profile);
        return outcome;
    }

} // namespace

LoadOutcome loadProfile(
    const QString& path, const LoadOptions& options, const ProgressCallback& progress, const std::atomic_bool* cancel)
{
    routeProtobufLogOnce();
    if (isCancelled(cancel))
        return cancelledOutcome();
    const QFileInfo info(path);
    if (!info.exists())
        return failure(path, LoaderText::tr("no such file or folder"));
    if (info.isDir())
        return loadTraceFolder(path, options, progress, cancel);
    return loadFile(path, options, progress, cancel);
}

} // namespace memscope
