// SPDX-License-Identifier: Apache-2.0
#include "entrypoints.h"

#include "core/format/gzip.h"
#include "core/format/hlorows.h"
#include "core/format/hloview.h"
#include "core/format/inputfile.h"
#include "core/format/slicestream.h"
#include "core/format/sniff.h"
#include "core/format/xspacereader.h"
#include "core/memoryprofile/memoryprofile.h"
#include "core/memoryviewer/memoryviewer.h"
#include "core/oom/oomparser.h"
#include "core/overview/overview.h"
#include "core/profile/loader.h"
#include "core/torch/snapshotmemory.h"
#include "core/torch/snapshotreader.h"
#include "hlo.pb.h"
#include "xplane.pb.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <csignal>
#include <fcntl.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

namespace memscope::fuzz {
namespace {

    const char* chars(const uint8_t* data) { return reinterpret_cast<const char*>(data); }

    // Fuzzed inputs can name absurd sizes; the analyses must cope, but a bound on
    // what one input may decompress keeps each run fast.
    constexpr qint64 kFuzzDecompressLimit = qint64(64) << 20;

    // Runs the Memory Viewer in every memory space on a module (an HloProto or
    // its rows); returns what it shows.
    template <typename Module> QByteArray analyzeModule(const Module& module)
    {
        QByteArray shown;
        for (qint64 space : memoryviewer::memorySpacesPresent(module)) {
            memoryviewer::Options options;
            options.memorySpace = space;
            options.renderDot = true;
            const memoryviewer::Result result = memoryviewer::analyze(module, options);
            shown += memoryviewer::overviewLines(result, QStringLiteral("fuzz")).join(QLatin1Char('\n')).toUtf8();
            shown += memoryviewer::preprocessResultJson(result) + result.allocationTimelineDot.toUtf8();
            shown += (result.warnings.join(QLatin1Char('\n')) + result.error).toUtf8();
        }
        return shown;
    }

    void sniff(const uint8_t* data, size_t size)
    {
        format::sniffContent(chars(data), qint64(size), QStringLiteral("input.xplane.pb"));
    }

    void gzip(const uint8_t* data, size_t size)
    {
        format::gunzip(chars(data), qint64(size), nullptr, {}, kFuzzDecompressLimit);
    }

    // XSpace bytes through the reader, then every analysis on what it produced.
    void xspace(const uint8_t* data, size_t size)
    {
        // The loader walks only the top level; the memory events are read from the wire, whatever the planes hold.
        const QByteArray bytes(chars(data), qsizetype(size));
        const std::vector<HostSpace> hosts { HostSpace::serialized(QStringLiteral("fuzz"), {}, bytes) };
        memoryprofile::analyze(hosts);
        const format::XSpaceContents contents = format::readXSpace(chars(data), qint64(size), {});
        if (!contents.space)
            return;
        std::vector<HloModule> modules;
        for (const format::XSpaceModule& module : contents.modules) {
            // memscope-report reads the module's rows from the file, damaged or not.
            format::HloRows rows;
            if (format::readHloRows(rows, chars(data) + module.offset, module.size, {}) == format::ParseStatus::Ok)
                analyzeModule(rows);
            std::shared_ptr<const xla::HloProto> proto = format::parseXSpaceModule(chars(data), module, {}, nullptr);
            if (!proto)
                continue;
            analyzeModule(*proto);
            HloModule entry;
            entry.name = module.name;
            entry.setProto(std::move(proto));
            modules.push_back(entry);
        }
        overview::computeOverview(hosts, modules);
    }

    // The first byte picks the HloProto encoding; the rest is the message.
    void hloProto(const uint8_t* data, size_t size)
    {
        if (size == 0)
            return;
        xla::HloProto proto;
        QString error;
        const char* body = chars(data) + 1;
        const qint64 bodySize = qint64(size) - 1;
        format::ParseStatus status;
        switch (data[0] % 3) {
        case 0: {
            if (format::parseBinary(proto, body, bodySize, {}) != format::ParseStatus::Ok)
                return;
            const QByteArray shown = analyzeModule(proto);
            // The rows every program reads from the bytes themselves must show the same (the proto's are
            // re-serialized).
            format::HloRows rows;
            if (format::readHloRows(rows, body, bodySize, {}) == format::ParseStatus::Ok
                && analyzeModule(rows) != shown)
                qFatal("reading the HloProto's rows from its bytes changed the Memory Viewer's analysis");
            return;
        }
        case 1:
            status = format::parseJson(proto, body, bodySize, {}, error);
            break;
        default:
            status = format::parseText(proto, body, bodySize, {}, error);
            break;
        }
        if (status == format::ParseStatus::Ok)
            analyzeModule(proto);
    }

    void oomLog(const uint8_t* data, size_t size)
    {
        parseOomReportBytes(QByteArrayView(chars(data), qsizetype(size)), QStringLiteral("fuzz.log"));
    }

    // The whole loader on one file: sniffing, gzip, every format, the OOM parser.
    void loadFile(const uint8_t* data, size_t size)
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("input.xplane.pb"));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return;
        file.write(chars(data), qint64(size));
        file.close();
        loadProfile(path);
    }

    // The whole loader on a file cut short between its mapping and its parse
    // (a profile re-captured into the same path): the first two bytes give the
    // size it is cut to, in 65536ths of the rest.
    void shrinkingFile(const uint8_t* data, size_t size)
    {
        if (size < 2)
            return;
        const qint64 content = qint64(size) - 2;
        const qint64 keep = content * (data[0] << 8 | data[1]) / 65536;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("input.xplane.pb"));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return;
        file.write(chars(data) + 2, content);
        file.close();
        format::setAfterMappingHookForTesting([keep](const QString& mapped) { QFile::resize(mapped, keep); });
        const LoadOutcome outcome = loadProfile(path);
        format::setAfterMappingHookForTesting({});
        if (!outcome.profile && outcome.error.isEmpty())
            qFatal("a load failed without a message");
    }

    // The whole loader on a FIFO that delivers the bytes and closes.
    void fifo(const uint8_t* data, size_t size)
    {
        static const bool pipeSignalIgnored = (signal(SIGPIPE, SIG_IGN), true); // the loader may stop reading early
        Q_UNUSED(pipeSignalIgnored);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("input.fifo"));
        if (mkfifo(QFile::encodeName(path).constData(), 0600) != 0)
            return;
        std::thread writer([&path, data, size] {
            const int fd = ::open(QFile::encodeName(path).constData(), O_WRONLY | O_CLOEXEC); // waits for the loader
            for (size_t written = 0; fd >= 0 && written < size;) {
                const ssize_t count = write(fd, data + written, size - written);
                if (count <= 0)
                    break;
                written += size_t(count);
            }
            close(fd);
        });
        loadProfile(path);
        writer.join();
    }

    // A trace folder described by the bytes: records of [name selector][length][content]
    // laid out as plugins/profile/<run>/<host>.xplane.pb(.gz), then loaded.
    void folder(const uint8_t* data, size_t size)
    {
        static const char* const runs[] = { "2025_06_01_12_00_00", "2025_06_02_09_30_00", "not-a-date", ".." };
        static const char* const hosts[] = { "host0.xplane.pb", "host1.xplane.pb.gz", "h.xplane.pb", "readme.txt" };
        QTemporaryDir dir;
        size_t position = 0;
        int files = 0;
        while (position + 2 <= size && files < 16) {
            const uint8_t selector = data[position];
            const size_t length = std::min<size_t>(data[position + 1] * 16u, size - position - 2);
            const QString runDir
                = dir.filePath(QStringLiteral("plugins/profile/%1").arg(QLatin1String(runs[selector % 4])));
            QDir().mkpath(runDir);
            QFile file(QDir(runDir).filePath(QLatin1String(hosts[(selector / 4) % 4])));
            if (file.open(QIODevice::WriteOnly)) {
                file.write(chars(data) + position + 2, qint64(length));
                file.close();
            }
            position += 2 + length;
            ++files;
        }
        loadProfile(dir.path());
    }

    // A PyTorch memory snapshot through the pickle reader, then every figure of every device.
    void torchSnapshot(const uint8_t* data, size_t size)
    {
        const torch::SnapshotRead read = torch::readSnapshot(chars(data), qint64(size));
        if (!read.snapshot)
            return;
        for (const qint64 device : torch::snapshotDevices(*read.snapshot)) {
            const torch::DeviceMemory memory = torch::analyseDevice(*read.snapshot, device);
            for (const quint32 live : torch::liveAfter(memory, memory.peakAction))
                torch::shownStack(*read.snapshot, memory.allocations[live].stack);
        }
    }

} // namespace

const std::vector<EntryPoint>& entryPoints()
{
    static const std::vector<EntryPoint> all = {
        { "sniff", sniff },
        { "gzip", gzip },
        { "xspace", xspace },
        { "hloproto", hloProto },
        { "oomlog", oomLog },
        { "loadfile", loadFile },
        { "folder", folder },
        { "shrink", shrinkingFile },
        { "fifo", fifo },
        { "torchsnapshot", torchSnapshot },
    };
    return all;
}

const EntryPoint* findEntryPoint(const QString& name)
{
    for (const EntryPoint& entry : entryPoints()) {
        if (name == QLatin1String(entry.name))
            return &entry;
    }
    return nullptr;
}

} // namespace memscope::fuzz
