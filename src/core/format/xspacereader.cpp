// SPDX-License-Identifier: Apache-2.0
#include "core/format/xspacereader.h"

#include "core/format/wire.h"

#include "hlo.pb.h"
#include "xplane.pb.h"

#include <QCoreApplication>

#include <google/protobuf/arena.h>
#include <google/protobuf/io/coded_stream.h>

#include <optional>
#include <set>
#include <unordered_map>

namespace memscope::format {
namespace {

using tensorflow::profiler::XEventMetadata;
using tensorflow::profiler::XPlane;
using tensorflow::profiler::XSpace;
using tensorflow::profiler::XStatMetadata;

QString tr(const char* text)
{
    return QCoreApplication::translate("xspace", text);
}

// Field numbers of xplane.proto that the reader walks by hand.
enum XSpaceField : quint32 { kSpacePlanes = 1 };
enum XPlaneField : quint32 { kPlaneName = 2, kPlaneEventMetadata = 4, kPlaneStatMetadata = 5 };
enum MapEntryField : quint32 { kEntryKey = 1, kEntryValue = 2 };
enum XEventMetadataField : quint32 { kEventMetadataId = 1, kEventMetadataName = 2, kEventMetadataStats = 5 };
enum XStatField : quint32 { kStatMetadataId = 1, kStatUint64 = 3, kStatInt64 = 4, kStatBytes = 6 };

std::shared_ptr<google::protobuf::Arena> newArena()
{
    google::protobuf::ArenaOptions options;
    options.start_block_size = 64 << 10;
    options.max_block_size = 8 << 20;
    return std::make_shared<google::protobuf::Arena>(options);
}

template<typename T>
std::shared_ptr<T> newOnArena()
{
    std::shared_ptr<google::protobuf::Arena> arena = newArena();
    T* message = google::protobuf::Arena::CreateMessage<T>(arena.get());
    return std::shared_ptr<T>(std::move(arena), message); // the message lives as long as its arena
}

// Merges the raw bytes of some fields (tag included) into `message`: protobuf
// merge semantics make this equal to having parsed them in place.
bool mergeFields(google::protobuf::MessageLite& message, const char* data, qint64 size)
{
    google::protobuf::io::CodedInputStream input(reinterpret_cast<const quint8*>(data), int(size));
    input.SetRecursionLimit(kRecursionLimit);
    return message.MergePartialFromCodedStream(&input) && input.ConsumedEntireMessage();
}

QByteArrayView planeName(const char* data, qint64 size)
{
    WireWalker walker(data, size);
    WireField field;
    while (walker.next(field) == WireWalker::Status::Field) {
        if (field.number == kPlaneName && field.type == WireType::LengthDelimited)
            return QByteArrayView(data + field.valueOffset, field.length);
    }
    return {};
}

// One stat of an event metadata entry in the metadata plane, as found on the wire.
struct RawStat {
    qint64 metadataId = 0;
    bool hasInteger = false;
    quint64 integer = 0;
    const char* bytes = nullptr; // bytes_value, pointing into the file
    qint64 bytesSize = 0;
};

RawStat readStat(const char* data, qint64 size)
{
    RawStat stat;
    WireWalker walker(data, size);
    WireField field;
    while (walker.next(field) == WireWalker::Status::Field) {
        if (field.number == kStatMetadataId && field.type == WireType::Varint) {
            stat.metadataId = qint64(field.varint);
        } else if ((field.number == kStatUint64 || field.number == kStatInt64) && field.type == WireType::Varint) {
            stat.hasInteger = true;
            stat.integer = field.varint;
        } else if (field.number == kStatBytes && field.type == WireType::LengthDelimited) {
            stat.bytes = data + field.valueOffset;
            stat.bytesSize = field.length;
        }
    }
    return stat;
}

class MetadataPlaneReader
{
public:
    MetadataPlaneReader(const char* fileStart, const char* data, qint64 size, const XSpaceReadOptions& options,
                        XPlane& kept, XSpaceContents& contents)
        : m_fileStart(fileStart), m_data(data), m_size(size), m_options(options), m_kept(kept), m_contents(contents)
    {
    }

    // Returns false when cancelled.
    bool read()
    {
        std::vector<WireField> entries;
        WireWalker walker(m_data, m_size);
        WireField field;
        // Pass 1: everything but the event metadata goes into the kept plane
        // as is; the stat metadata tells which stat ids hold what.
        while (walker.next(field) == WireWalker::Status::Field) {
            if (field.number == kPlaneEventMetadata && field.type == WireType::LengthDelimited)
                entries.push_back(field);
            else
                mergeFields(m_kept, m_data + field.tagOffset, field.endOffset() - field.tagOffset);
        }
        for (const auto& [id, metadata] : m_kept.stat_metadata()) {
            if (metadata.name() == kHloProtoStatName)
                m_hloProtoStatId = id;
            else if (metadata.name() == kProgramIdStatName)
                m_programIdStatId = id;
        }
        // Pass 2: one event metadata entry per compiled module.
        for (size_t i = 0; i < entries.size(); ++i) {
            if (m_options.control.isCancelled())
                return false;
            if (!readEntry(entries[i], int(i) + 1, int(entries.size())))
                return false;
        }
        return true;
    }

private:
    bool readEntry(const WireField& entry, int ordinal, int count)
    {
        const char* entryData = m_data + entry.valueOffset;
        qint64 key = 0;
        WireField value;
        bool hasValue = false;
        WireWalker walker(entryData, entry.length);
        WireField field;
        while (walker.next(field) == WireWalker::Status::Field) {
            if (field.number == kEntryKey && field.type == WireType::Varint)
                key = qint64(field.varint);
            else if (field.number == kEntryValue && field.type == WireType::LengthDelimited) {
                value = field;
                hasValue = true;
            }
        }
        if (!hasValue)
            return true;

        // The kept copy has every field and every stat except bytes values:
        // in this plane those are serialized HLO protos (optimized and
        // original), which the modules below hold parsed.
        XEventMetadata& kept = (*m_kept.mutable_event_metadata())[key];
        QByteArrayView name;
        std::optional<RawStat> hloProto;
        std::optional<quint64> programId;
        const char* valueData = entryData + value.valueOffset;
        WireWalker valueWalker(valueData, value.length);
        while (valueWalker.next(field) == WireWalker::Status::Field) {
            if (field.number == kEventMetadataName && field.type == WireType::LengthDelimited)
                name = QByteArrayView(valueData + field.valueOffset, field.length);
            if (field.number == kEventMetadataStats && field.type == WireType::LengthDelimited) {
                const RawStat stat = readStat(valueData + field.valueOffset, field.length);
                if (stat.metadataId == m_programIdStatId && stat.hasInteger)
                    programId = stat.integer;
                if (stat.bytes) {
                    if (stat.metadataId == m_hloProtoStatId && !hloProto)
                        hloProto = stat;
                    continue;
                }
            }
            mergeFields(kept, valueData + field.tagOffset, field.endOffset() - field.tagOffset);
        }
        if (!kept.id() && key)
            kept.set_id(key);
        if (!hloProto || m_hloProtoStatId < 0)
            return true;

        // Program id: the "program_id" stat (newer layout), else the map key (older layout).
        const quint64 id = programId ? *programId : quint64(key);
        const QString label = QString::fromUtf8(name);
        if (!m_seenProgramIds.insert(id).second)
            return true; // within one XSpace the first proto per program id wins
        if (m_options.step)
            m_options.step(tr("Parsing module %1 (%2 of %3)").arg(label).arg(ordinal).arg(count));
        std::shared_ptr<xla::HloProto> proto = newHloProtoOnArena();
        switch (parseBinary(*proto, hloProto->bytes, hloProto->bytesSize, m_options.control)) {
        case ParseStatus::Ok:
            m_contents.modules.push_back({id, std::move(proto)});
            return true;
        case ParseStatus::Cancelled:
            return false;
        case ParseStatus::TooLarge:
        case ParseStatus::Invalid:
            m_contents.warnings.append(tr("module %1: its HloProto (%2 bytes at byte %3) is damaged and was skipped")
                                           .arg(label)
                                           .arg(hloProto->bytesSize)
                                           .arg(hloProto->bytes - m_fileStart));
            return true;
        }
        return true;
    }

    const char* m_fileStart; // for byte offsets in messages
    const char* m_data;
    qint64 m_size;
    const XSpaceReadOptions& m_options;
    XPlane& m_kept;
    XSpaceContents& m_contents;
    qint64 m_hloProtoStatId = -1;
    qint64 m_programIdStatId = -1;
    std::set<quint64> m_seenProgramIds;
};

} // namespace

std::shared_ptr<xla::HloProto> newHloProtoOnArena()
{
    return newOnArena<xla::HloProto>();
}

std::shared_ptr<tensorflow::profiler::XSpace> newXSpaceOnArena()
{
    return newOnArena<XSpace>();
}

XSpaceContents readXSpace(const char* data, qint64 size, const XSpaceReadOptions& options)
{
    XSpaceContents contents;
    std::shared_ptr<XSpace> space = newXSpaceOnArena();
    WireWalker walker(data, size);
    WireField field;
    int planeNumber = 0;
    while (true) {
        if (options.control.isCancelled()) {
            contents.cancelled = true;
            return contents;
        }
        const WireWalker::Status status = walker.next(field);
        if (status == WireWalker::Status::End)
            break;
        if (status == WireWalker::Status::Truncated) {
            contents.error = tr("truncated at byte %1 of %2: plane %3 is incomplete")
                                 .arg(size)
                                 .arg(walker.requiredEnd())
                                 .arg(planeNumber + 1);
            return contents;
        }
        if (status == WireWalker::Status::Malformed) {
            contents.error = tr("not a valid XSpace: unreadable data at byte %1 of %2").arg(walker.position()).arg(size);
            return contents;
        }
        if (field.number != kSpacePlanes || field.type != WireType::LengthDelimited) {
            // errors, warnings, hostnames: small strings.
            if (!mergeFields(*space, data + field.tagOffset, field.endOffset() - field.tagOffset)) {
                contents.error = tr("not a valid XSpace: unreadable field at byte %1 of %2").arg(field.tagOffset).arg(size);
                return contents;
            }
            continue;
        }
        ++planeNumber;
        const char* planeData = data + field.valueOffset;
        const QByteArrayView name = planeName(planeData, field.length);
        XPlane& plane = *space->add_planes();
        if (name == QByteArrayView(kMetadataPlaneName)) {
            MetadataPlaneReader reader(data, planeData, field.length, options, plane, contents);
            if (!reader.read()) {
                contents.cancelled = true;
                return contents;
            }
            continue;
        }
        if (options.step)
            options.step(tr("Parsing plane %1").arg(QString::fromUtf8(name)));
        switch (parseBinary(plane, planeData, field.length, options.control)) {
        case ParseStatus::Ok:
            break;
        case ParseStatus::Cancelled:
            contents.cancelled = true;
            return contents;
        case ParseStatus::TooLarge:
        case ParseStatus::Invalid:
            contents.error = tr("plane %1 (\"%2\", bytes %3 to %4) is damaged")
                                 .arg(planeNumber)
                                 .arg(QString::fromUtf8(name))
                                 .arg(field.valueOffset)
                                 .arg(field.endOffset());
            return contents;
        }
    }
    contents.space = std::move(space);
    return contents;
}

} // namespace memscope::format
