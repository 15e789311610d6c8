// SPDX-License-Identifier: Apache-2.0
#include "core/profile/loader.h"

#include "core/format/inputfile.h"
#include "core/format/sniff.h"
#include "core/format/wire.h"
#include "core/format/xspacereader.h"
#include "core/profile/loadprogress.h"
#include "core/profile/oomlogloading.h"
#include "core/profile/tracefolder.h"
#include "core/util/units.h"
#include "hlo.pb.h"
#include "xplane.pb.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QSet>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>
#include <google/protobuf/stubs/logging.h>
#include <numeric>

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

    QString tr(const char* text) { return QCoreApplication::translate("loader", text); }

    // Every message names the file first, then what is wrong and where.
    QString fileError(const QString& path, const QString& reason)
    {
        return tr("%1: %2").arg(QDir::toNativeSeparators(path), reason);
    }

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
        outcome.error = tr("cancelled");
        return outcome;
    }

    // Why content is not what the caller can load.
    QString contentError(const format::Sniffed& content)
    {
        switch (content.kind) {
        case ContentKind::Empty:
            return tr("the file is empty (0 bytes)");
        case ContentKind::NotAProfile:
            return tr("not a profile: looks like %1").arg(content.description);
        case ContentKind::HloProtoBinary:
        case ContentKind::HloProtoJson:
        case ContentKind::HloProtoText:
            return tr("not an XSpace but an HloProto; open it on its own, not as a host of a trace folder");
        case ContentKind::OomLog:
            return tr("not an XSpace but an XLA out-of-memory log; open it on its own");
        case ContentKind::ChromeTraceJson:
            return tr("a Chrome trace-event JSON file has a trace only; open it in the Trace Viewer");
        default:
            return tr("not a recognised profile: neither an XSpace, an HloProto (binary, JSON or text) nor an XLA "
                      "out-of-memory log");
        }
    }

    constexpr char kGzipInGzipError[]
        = QT_TRANSLATE_NOOP("loader", "gzip inside gzip is not supported; decompress the file once first");

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
            return tr(kGzipInGzipError);
        const QString seen = formatBytes(qint64(head.size()));
        return decompressed ? tr("%1 (seen in its first %2 decompressed; the rest was not decompressed)")
                                  .arg(contentError(content), seen)
                            : tr("%1 (seen in its first %2; the rest was not read)").arg(contentError(content), seen);
    }

    QString problemError(const format::InputProblem& problem, const QString& fileName, bool decompressed)
    {
        return problem.rejectedHead.isEmpty() ? problem.error
                                              : rejectedHeadError(problem.rejectedHead, fileName, decompressed);
    }

    // The message for a file that changed while it was read, or "" when it did
    // not or it does not matter: a file that shrank under the read always
    // fails (what was read past its new end is zeros); one that grew or was
    // rewritten is named as the cause only when the read failed.
    QString changeError(const format::InputFile& file, bool readFailed)
    {
        const format::FileChange change = file.change();
        if (!change.shrankUnderRead && !(readFailed && change.changed))
            return {};
        return tr("the file changed while it was read (%1 bytes when opened, %2 bytes now); open it again once it "
                  "is complete")
            .arg(change.sizeWhenOpened)
            .arg(change.sizeNow);
    }

    // The bytes of one input: the file mapped where it lies, a temporary copy
    // of what a pipe or device delivered, or the decompressed content of a
    // gzip file (then the compressed file is closed).
    struct Source
    {
        std::unique_ptr<format::InputFile> file;
        std::unique_ptr<format::MappedFile> decompressed;
        const char* data = nullptr;
        qint64 size = 0;
        double progressWeight = 1.0; // share of the file's progress per content byte
        format::Sniffed content;
        QString error; // without the file name
        bool cancelled = false;

        // `error`, the outcome of a read of this source, unless the file
        // changed under it (changeError).
        QString settled(const QString& readError) const
        {
            const QString changed = file ? changeError(*file, !readError.isEmpty()) : QString();
            return changed.isEmpty() ? readError : changed;
        }
    };

    Source openSource(const QString& path, LoadProgress& progress, const std::atomic_bool* cancel)
    {
        Source source;
        const QString fileName = QFileInfo(path).fileName();
        progress.setStep(tr("Reading %1").arg(fileName));
        const format::ReadLimits limits = format::readLimits();
        format::InputProblem problem;
        source.file = format::InputFile::open(path, limits, headCheck(fileName, false), cancel, problem);
        if (problem.any()) {
            source.cancelled = problem.cancelled;
            source.error = problemError(problem, fileName, false);
            return source;
        }
        source.data = source.file->data();
        source.size = source.file->size();
        source.content = format::sniffContent(source.data, source.size, fileName);
        if (source.content.kind != ContentKind::Gzip)
            return source;

        progress.setStep(tr("Decompressing %1").arg(fileName));
        source.decompressed = format::decompressGzip(
            source.data, source.size, limits, headCheck(fileName, true), cancel, progress.consumer(0.5), problem);
        source.cancelled = problem.cancelled;
        source.error = source.settled(problemError(problem, fileName, true));
        if (source.cancelled || !source.error.isEmpty())
            return source;
        const qint64 compressedSize = source.size;
        source.file.reset(); // read to its end: its changes no longer matter
        source.data = source.decompressed ? source.decompressed->data() : nullptr;
        source.size = source.decompressed ? source.decompressed->size() : 0;
        source.progressWeight = source.size > 0 ? 0.5 * double(compressedSize) / double(source.size) : 0.0;
        source.content = format::sniffContent(source.data, source.size, fileName);
        if (source.content.kind == ContentKind::Gzip)
            source.error = tr(kGzipInGzipError);
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

    HloModule moduleOf(const QString& hostName, format::XSpaceModule&& extracted)
    {
        HloModule module;
        module.name = QString::fromStdString(extracted.proto->hlo_module().name());
        module.programId = extracted.programId;
        module.hasProgramId = true;
        module.displayName = QStringLiteral("%1(%2)").arg(module.name).arg(module.programId);
        module.host = hostName;
        module.proto = std::move(extracted.proto);
        return module;
    }

    constexpr char kNoPlanesError[] = QT_TRANSLATE_NOOP("loader", "the XSpace holds no planes");

    struct HostLoad
    {
        HostSpace host;
        std::vector<HloModule> modules;
        QStringList warnings;
        QString error; // without the file name
        bool cancelled = false;
    };

    HostLoad readHost(const QString& path, const Source& source, LoadProgress& progress, const std::atomic_bool* cancel,
        QThreadPool* parsePool)
    {
        HostLoad load;
        const QString hostName = hostNameFromFile(path);
        format::XSpaceReadOptions options;
        options.control = parseControl(source, progress, cancel);
        options.step = [&progress](const QString& step) { progress.setStep(step); };
        options.pool = parsePool;
        format::XSpaceContents contents = format::readXSpace(source.data, source.size, options);
        load.cancelled = contents.cancelled;
        load.error = source.settled(contents.error);
        load.warnings = contents.warnings;
        if (load.cancelled || !load.error.isEmpty())
            return load;
        if (contents.space->planes_size() == 0) {
            load.error = tr(kNoPlanesError);
            return load;
        }
        load.host = { hostName, QFileInfo(path).absoluteFilePath(), std::move(contents.space) };
        for (format::XSpaceModule& extracted : contents.modules)
            load.modules.push_back(moduleOf(hostName, std::move(extracted)));
        return load;
    }

    // A host file of a trace folder: must hold an XSpace.
    HostLoad loadHostFile(
        const QString& path, LoadProgress& progress, const std::atomic_bool* cancel, QThreadPool* parsePool)
    {
        const Source source = openSource(path, progress, cancel);
        HostLoad load;
        if (source.cancelled || !source.error.isEmpty()) {
            load.cancelled = source.cancelled;
            load.error = source.error;
            return load;
        }
        if (source.content.kind == ContentKind::ChromeTraceJson) {
            // A host with only the older trace.json(.gz): its trace is all there is (the trace model reads it).
            load.host = { hostNameFromFile(path), QFileInfo(path).absoluteFilePath(), nullptr };
            return load;
        }
        if (source.content.kind != ContentKind::XSpace) {
            load.error = source.settled(contentError(source.content));
            return load;
        }
        return readHost(path, source, progress, cancel, parsePool);
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

    void addHost(Profile& profile, const QString& path, HostLoad&& load)
    {
        for (const QString& warning : std::as_const(load.warnings))
            profile.warnings.append(fileError(path, warning));
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
                error = tr("truncated at byte %1 of %2").arg(source.size).arg(walker.requiredEnd());
                return nullptr;
            }
            status = format::parseBinary(*proto, source.data, source.size, control);
            if (status == ParseStatus::TooLarge)
                error = tr("the HloProto is larger than 2 GiB, the most protobuf can represent");
            else if (status == ParseStatus::Invalid)
                error = tr("not a valid HloProto: the protobuf data is damaged");
            break;
        }
        case ContentKind::HloProtoJson:
            status = format::parseJson(*proto, source.data, source.size, control, detail);
            if (status == ParseStatus::Invalid)
                error = tr("JSON that is not an HloProto: %1").arg(detail);
            break;
        case ContentKind::HloProtoText:
            status = format::parseText(*proto, source.data, source.size, control, detail);
            if (status == ParseStatus::Invalid
                && QByteArrayView(source.data, source.size).trimmed().startsWith("HloModule "))
                error = tr("HLO text (the module in HLO syntax) carries no buffer assignment; dump the module as an "
                           "HloProto instead (XLA flag --xla_dump_hlo_as_proto)");
            else if (status == ParseStatus::Invalid)
                error = tr(
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
                ? tr("JSON that is not an HloProto: it has no \"hloModule\" object")
                : tr("not an HloProto: it has no hlo_module");
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
        default:
            return SourceKind::XSpaceFile;
        }
    }

    LoadOutcome loadFile(const QString& path, const ProgressCallback& callback, const std::atomic_bool* cancel)
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
            QThreadPool parsePool;
            HostLoad load = readHost(path, source, progress, cancel, &parsePool);
            if (load.cancelled)
                return cancelledOutcome();
            if (!load.error.isEmpty())
                return failure(path, load.error);
            addHost(*profile, path, std::move(load));
            break;
        }
        case ContentKind::ChromeTraceJson:
            // Nothing but a trace: the trace model reads the file itself (openInput).
            profile->hosts.push_back({ hostNameFromFile(path), QFileInfo(path).absoluteFilePath(), nullptr });
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
            module.proto = std::move(proto);
            profile->modules.push_back(std::move(module));
            break;
        }
        case ContentKind::OomLog: {
            progress.setStep(tr("Reading the out-of-memory reports of %1").arg(QFileInfo(path).fileName()));
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
                    tr("no run named \"%1\"; the runs are: %2").arg(options.runName, names.join(QStringLiteral(", "))));
            }
        }
        const QStringList hostFiles = run->hostFiles;
        qint64 totalBytes = 0;
        for (const QString& file : hostFiles)
            totalBytes += QFileInfo(file).size();
        LoadProgress progress(callback, totalBytes);

        // Hosts load in parallel on all cores, on a pool of our own so that a
        // caller running on the global pool cannot starve them. A single host
        // parses its planes in parallel instead.
        std::vector<HostLoad> loads(size_t(hostFiles.size()));
        QThreadPool pool;
        if (loads.size() == 1) {
            loads[0] = loadHostFile(hostFiles[0], progress, cancel, &pool);
        } else {
            std::vector<int> indices(loads.size());
            std::iota(indices.begin(), indices.end(), 0);
            QtConcurrent::blockingMap(&pool, indices,
                [&](int index) { loads[size_t(index)] = loadHostFile(hostFiles[index], progress, cancel, nullptr); });
        }
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
            addHost(*profile, hostFiles[int(i)], std::move(load));
        }
        if (profile->hosts.empty()) {
            LoadOutcome outcome;
            outcome.error = errors.size() == 1 ? errors.first()
                                               : tr("%1: none of the %2 host files of run %3 could be loaded:\n%4")
                                                     .arg(QDir::toNativeSeparators(path))
                                                     .arg(errors.size())
                                                     .arg(run->name, errors.join(QLatin1Char('\n')));
            return outcome;
        }
        // A damaged host does not hide the others; the user still sees why it is missing.
        profile->warnings = errors + profile->warnings;
        profile->runs = std::move(scan.runs);
        progress.finish();
        LoadOutcome outcome;
        outcome.profile = std::move(profile);
        return outcome;
    }

    ModuleStreamOutcome streamXSpaceFile(const QString& path, const Source& source, const ModuleVisitor& visit,
        const std::function<bool(quint64 programId)>& wanted, const std::atomic_bool* cancel)
    {
        ModuleStreamOutcome outcome;
        LoadProgress progress({}, source.size);
        format::XSpaceReadOptions options;
        options.control = parseControl(source, progress, cancel);
        const QString hostName = hostNameFromFile(path);
        const format::XSpaceStreamResult streamed = format::forEachXSpaceModule(
            source.data, source.size, options,
            [&](format::XSpaceModule&& extracted) {
                ++outcome.visited;
                return visit(moduleOf(hostName, std::move(extracted)), true);
            },
            wanted);
        outcome.cancelled = streamed.cancelled;
        outcome.stopped = streamed.stopped;
        const QString error = source.settled(streamed.error);
        if (streamed.cancelled)
            outcome.error = tr("cancelled");
        else if (!error.isEmpty())
            outcome.error = fileError(path, error);
        else if (streamed.planeCount == 0)
            outcome.error = fileError(path, tr(kNoPlanesError));
        for (const QString& warning : streamed.warnings)
            outcome.warnings.append(fileError(path, warning));
        return outcome;
    }

} // namespace

InputBytes openInput(const QString& path, const std::atomic_bool* cancel)
{
    LoadProgress progress({}, QFileInfo(path).size());
    auto source = std::make_shared<Source>(openSource(path, progress, cancel));
    InputBytes bytes;
    bytes.cancelled = source->cancelled;
    bytes.error = source->error;
    bytes.content = source->content;
    bytes.decompressed = bool(source->decompressed);
    bytes.data = source->data;
    bytes.size = source->size;
    bytes.owner = std::move(source);
    return bytes;
}

ModuleStreamOutcome forEachModule(const QString& path, const ModuleVisitor& visit,
    const std::function<bool(quint64 programId)>& wanted, const std::atomic_bool* cancel)
{
    routeProtobufLogOnce();
    const QFileInfo info(path);
    if (info.isFile()) {
        LoadProgress progress({}, info.size());
        const Source source = openSource(path, progress, cancel);
        if (source.error.isEmpty() && !source.cancelled && source.content.kind == ContentKind::XSpace)
            return streamXSpaceFile(path, source, visit, wanted, cancel);
    }
    // Folders, bare HloProtos, OOM logs and unreadable files: loadProfile says what they hold or why not.
    ModuleStreamOutcome outcome;
    const LoadOutcome loaded = loadProfile(path, {}, {}, cancel);
    outcome.cancelled = loaded.cancelled;
    if (!loaded.profile) {
        outcome.error = loaded.error;
        return outcome;
    }
    outcome.warnings = loaded.profile->warnings;
    for (const HloModule& module : loaded.profile->modules) {
        if (wanted && !wanted(module.programId))
            continue;
        ++outcome.visited;
        if (!visit(module, false)) {
            outcome.stopped = true;
            break;
        }
    }
    return outcome;
}

LoadOutcome loadProfile(
    const QString& path, const LoadOptions& options, const ProgressCallback& progress, const std::atomic_bool* cancel)
{
    routeProtobufLogOnce();
    if (isCancelled(cancel))
        return cancelledOutcome();
    const QFileInfo info(path);
    if (!info.exists())
        return failure(path, tr("no such file or folder"));
    if (info.isDir())
        return loadTraceFolder(path, options, progress, cancel);
    return loadFile(path, progress, cancel);
}

} // namespace memscope
