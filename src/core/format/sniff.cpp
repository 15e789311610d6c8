// SPDX-License-Identifier: Apache-2.0
#include "core/format/sniff.h"

#include "core/format/wire.h"
#include "hlo.pb.h"
#include "xplane.pb.h"

#include <QByteArrayView>
#include <QCoreApplication>
#include <array>
#include <cstring>

namespace memscope::format {
namespace {

    struct Magic
    {
        QByteArrayView bytes;
        qint64 offset;
        const char* description;
    };

    // Files people open by mistake, so the error can say what they are.
    const Magic kKnownMagic[] = {
        { QByteArrayView("\x89PNG\r\n\x1a\n"), 0, QT_TRANSLATE_NOOP("memscope::format", "PNG image") },
        { QByteArrayView("\xff\xd8\xff"), 0, QT_TRANSLATE_NOOP("memscope::format", "JPEG image") },
        { QByteArrayView("GIF87a"), 0, QT_TRANSLATE_NOOP("memscope::format", "GIF image") },
        { QByteArrayView("GIF89a"), 0, QT_TRANSLATE_NOOP("memscope::format", "GIF image") },
        { QByteArrayView("WEBP"), 8, QT_TRANSLATE_NOOP("memscope::format", "WebP image") },
        { QByteArrayView("%PDF-"), 0, QT_TRANSLATE_NOOP("memscope::format", "PDF document") },
        { QByteArrayView("PK\x03\x04"), 0, QT_TRANSLATE_NOOP("memscope::format", "ZIP archive") },
        { QByteArrayView("PK\x05\x06"), 0, QT_TRANSLATE_NOOP("memscope::format", "ZIP archive") },
        { QByteArrayView("\x7f"
                         "ELF"),
            0, QT_TRANSLATE_NOOP("memscope::format", "ELF executable") },
        { QByteArrayView("BZh"), 0, QT_TRANSLATE_NOOP("memscope::format", "bzip2 archive") },
        { QByteArrayView("\xfd"
                         "7zXZ\x00",
              6),
            0, QT_TRANSLATE_NOOP("memscope::format", "xz archive") },
        { QByteArrayView("\x28\xb5\x2f\xfd"), 0, QT_TRANSLATE_NOOP("memscope::format", "Zstandard archive") },
        { QByteArrayView("7z\xbc\xaf\x27\x1c"), 0, QT_TRANSLATE_NOOP("memscope::format", "7-Zip archive") },
        { QByteArrayView("ustar"), 257, QT_TRANSLATE_NOOP("memscope::format", "tar archive") },
        { QByteArrayView("SQLite format 3"), 0, QT_TRANSLATE_NOOP("memscope::format", "SQLite database") },
        { QByteArrayView("\x89HDF\r\n\x1a\n"), 0, QT_TRANSLATE_NOOP("memscope::format", "HDF5 file") },
        { QByteArrayView("\x93NUMPY"), 0, QT_TRANSLATE_NOOP("memscope::format", "NumPy array") },
        { QByteArrayView("II*\x00", 4), 0, QT_TRANSLATE_NOOP("memscope::format", "TIFF image") },
        { QByteArrayView("MM\x00*", 4), 0, QT_TRANSLATE_NOOP("memscope::format", "TIFF image") },
        { QByteArrayView("MZ"), 0, QT_TRANSLATE_NOOP("memscope::format", "Windows executable") },
        { QByteArrayView("\xca\xfe\xba\xbe"), 0, QT_TRANSLATE_NOOP("memscope::format", "Java class or Mach-O file") },
        { QByteArrayView("<?xml"), 0, QT_TRANSLATE_NOOP("memscope::format", "XML document") },
        { QByteArrayView("<!DOCTYPE html", 14), 0, QT_TRANSLATE_NOOP("memscope::format", "HTML document") },
        { QByteArrayView("<html"), 0, QT_TRANSLATE_NOOP("memscope::format", "HTML document") },
    };

    const char* knownFileType(QByteArrayView head)
    {
        for (const Magic& magic : kKnownMagic) {
            if (head.size() >= magic.offset + magic.bytes.size()
                && head.sliced(magic.offset, magic.bytes.size()) == magic.bytes)
                return magic.description;
        }
        return nullptr;
    }

    // Text if the start holds no control characters other than white space
    // (binary protobuf always has them: tags 0x08, 0x10, lengths < 0x20, ...).
    bool looksLikeText(QByteArrayView head)
    {
        for (const char c : head) {
            const auto byte = static_cast<unsigned char>(c);
            if (byte < 0x20 && byte != '\n' && byte != '\r' && byte != '\t' && byte != '\f')
                return false;
        }
        return true;
    }

    // Chrome trace-event JSON (TensorFlow's <host>.trace.json.gz, Perfetto's and
    // chrome://tracing's files): the object form names its "traceEvents" near
    // the start, the array form starts with an event, which has a "ph".
    bool looksLikeChromeTrace(QByteArrayView json)
    {
        if (json.startsWith('{'))
            return json.contains("\"traceEvents\"");
        QByteArrayView element = json.sliced(1).trimmed();
        return element.startsWith('{') && element.contains("\"ph\"");
    }

    // A pickle of protocol 2 or later starts with PROTO and its number.
    bool looksLikePickle(QByteArrayView head)
    {
        return head.size() >= 2 && quint8(head[0]) == 0x80 && quint8(head[1]) >= 2 && quint8(head[1]) <= 5;
    }

    // A memory snapshot is a dict whose first keys come within a few dozen bytes: 'segments'
    // (written first) or 'device_traces' (when a file has no segments).
    bool looksLikeTorchSnapshot(QByteArrayView head)
    {
        constexpr qsizetype kKeysWithin = 256;
        const QByteArrayView start = head.first(std::min(head.size(), kKeysWithin));
        return start.contains("segments") || start.contains("device_traces");
    }

    int bestBinaryScore(const google::protobuf::Descriptor* descriptor, const char* data, qint64 size)
    {
        int budget = 4000;
        return schemaScore(descriptor, data, size, 3, budget);
    }

} // namespace

Sniffed sniffContent(const char* data, qint64 size, const QString& nameHint)
{
    if (size <= 0)
        return { ContentKind::Empty, {} };
    const QByteArrayView head(data, std::min<qint64>(size, 4096));
    if (head.size() >= 2 && quint8(head[0]) == 0x1f && quint8(head[1]) == 0x8b)
        return { ContentKind::Gzip, {} };
    if (const char* type = knownFileType(head))
        return { ContentKind::NotAProfile, QCoreApplication::translate("memscope::format", type) };
    if (looksLikePickle(head))
        return looksLikeTorchSnapshot(head) ? Sniffed { ContentKind::TorchSnapshot, {} }
                                            : Sniffed { ContentKind::NotAProfile,
                                                  QCoreApplication::translate("memscope::format",
                                                      "Python pickle that is not a PyTorch memory snapshot") };

    if (looksLikeText(head)) {
        QByteArrayView trimmed = head.trimmed();
        if (trimmed.startsWith("\xef\xbb\xbf"))
            trimmed = trimmed.sliced(3).trimmed();
        const bool json = trimmed.startsWith('{') || trimmed.startsWith('[');
        if (json && looksLikeChromeTrace(trimmed))
            return { ContentKind::ChromeTraceJson, {} };
        // An out-of-memory report can stand anywhere in a long log, also in a JSON log's
        // messages; in an HloProto in JSON it would be an op name, so look only near the start.
        constexpr qint64 kJsonReportScan = 16 << 20;
        if (mayContainOomReport(QByteArrayView(data, json ? std::min(size, kJsonReportScan) : size)))
            return { ContentKind::OomLog, {} };
        if (json)
            return { ContentKind::HloProtoJson, {} };
        // A log without a report is still a log: the OOM reader says that nothing was found.
        if (nameHint.endsWith(QLatin1String(".log"), Qt::CaseInsensitive))
            return { ContentKind::OomLog, {} };
        return { ContentKind::HloProtoText, {} };
    }

    // XSpace and HloProto both start with field 1, length-delimited; what is
    // inside tells them apart (an XPlane's field 1 is a varint id, an
    // HloModuleProto's is its name string, and so on down three levels).
    const int xspaceScore = bestBinaryScore(tensorflow::profiler::XSpace::descriptor(), data, size);
    const int hloScore = bestBinaryScore(xla::HloProto::descriptor(), data, size);
    constexpr int kMinimumEvidence = 2;
    if (std::max(xspaceScore, hloScore) < kMinimumEvidence)
        return { ContentKind::Unknown, {} };
    if (xspaceScore > hloScore)
        return { ContentKind::XSpace, {} };
    if (hloScore > xspaceScore)
        return { ContentKind::HloProtoBinary, {} };
    return { nameHint.contains(QLatin1String("xplane")) ? ContentKind::XSpace : ContentKind::HloProtoBinary, {} };
}

bool mayContainOomReport(QByteArrayView head)
{
    static const std::array<QByteArrayView, 4> markers
        = { QByteArrayView("Out of memory while trying to allocate"), QByteArrayView("BufferAssignment OOM Debugging"),
              QByteArrayView("Ran out of memory in memory space"), QByteArrayView("Peak buffers:") };
    for (const QByteArrayView marker : markers) {
        if (head.indexOf(marker) >= 0)
            return true;
    }
    return false;
}

} // namespace memscope::format
