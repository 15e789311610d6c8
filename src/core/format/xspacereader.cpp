// SPDX-License-Identifier: Apache-2.0
#include "core/format/xspacereader.h"

#include "core/format/wire.h"
#include "hlo.pb.h"
#include "xplane.pb.h"

#include <QCoreApplication>
#include <google/protobuf/arena.h>
#include <optional>
#include <set>

namespace memscope::format {
namespace {

    using tensorflow::profiler::XEventMetadata;
    using tensorflow::profiler::XPlane;
    using tensorflow::profiler::XSpace;
    using tensorflow::profiler::XStatMetadata;

    struct XSpaceText
    {
        Q_DECLARE_TR_FUNCTIONS(memscope::format)
    };

    // Field numbers of xplane.proto that the reader walks by hand.
    enum XSpaceField : quint32
    {
        kSpacePlanes = 1
    };
    enum XPlaneField : quint32
    {
        kPlaneName = 2,
        kPlaneEventMetadata = 4,
        kPlaneStatMetadata = 5
    };
    enum MapEntryField : quint32
    {
        kEntryKey = 1,
        kEntryValue = 2
    };
    enum XEventMetadataField : quint32
    {
        kEventMetadataId = 1,
        kEventMetadataName = 2,
        kEventMetadataStats = 5
    };
    enum XStatField : quint32
    {
        kStatMetadataId = 1,
        kStatUint64 = 3,
        kStatInt64 = 4,
        kStatBytes = 6
    };

    std::shared_ptr<google::protobuf::Arena> newArena()
    {
        google::protobuf::ArenaOptions options;
        options.start_block_size = 64 << 10;
        options.max_block_size = 8 << 20;
        return std::make_shared<google::protobuf::Arena>(options);
    }

    template <typename T> std::shared_ptr<T> newOnArena()
    {
        std::shared_ptr<google::protobuf::Arena> arena = newArena();
        T* message = google::protobuf::Arena::CreateMessage<T>(arena.get());
        return std::shared_ptr<T>(std::move(arena), message); // the message lives as long as its arena
    }

    // A plane or module name for steps and messages. Names come from the file
    // and may be gigabytes long (a hostile or damaged file); the start is enough.
    QString labelOf(QByteArrayView name)
    {
        constexpr qsizetype kMaxLabelBytes = 200;
        if (name.size() <= kMaxLabelBytes)
            return QString::fromUtf8(name);
        return QString::fromUtf8(name.first(kMaxLabelBytes)) + QChar(0x2026); // …
    }

    QByteArrayView planeName(const char* data, qint64 size)
    {
        WireWalker walker(data, size);
        WireField field;
        while (walker.next(field) == WireWalker::Status::Field) {
            if (field.number == kPlaneName && field.type == WireType::LengthDelimited)
                return field.payload(data);
        }
        return {};
    }

    // One stat of an event metadata entry in the metadata plane, as found on the wire.
    struct RawStat
    {
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

    // A plane parse the reader has planned. Planning is a cheap walk over the
    // wire format; the parses, where the time goes, then run on as many
    // threads as the options allow.
    struct PlaneTask
    {
        const char* data = nullptr;
        qint64 size = 0;
        qint64 fileOffset = 0;
        QString label; // plane name, for steps and messages
        XPlane* plane = nullptr; // parsed into this
        int planeNumber = 0;
        ParseStatus status = ParseStatus::Invalid;
    };

    // HloModuleProto.name, from the wire: HloProto.hlo_module (1), then its name (1).
    QString hloModuleName(const char* data, qint64 size)
    {
        WireWalker walker(data, size);
        WireField field;
        while (walker.next(field) == WireWalker::Status::Field) {
            if (field.number != 1 || field.type != WireType::LengthDelimited)
                continue;
            WireWalker module(data + field.valueOffset, field.length);
            WireField moduleField;
            while (module.next(moduleField) == WireWalker::Status::Field) {
                if (moduleField.number == 1 && moduleField.type == WireType::LengthDelimited)
                    return QString::fromUtf8(data + field.valueOffset + moduleField.valueOffset, moduleField.length);
            }
        }
        return {};
    }

    // Builds the kept copy of the /host:metadata plane (without HloProto bytes)
    // and finds the modules.
    class MetadataPlaneReader
    {
    public:
        MetadataPlaneReader(const char* fileStart, const char* data, qint64 size, XPlane& kept)
            : m_fileStart(fileStart)
            , m_data(data)
            , m_size(size)
            , m_kept(kept)
        {
        }

        void plan(std::vector<XSpaceModule>& modules)
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
            for (const WireField& entry : entries)
                planEntry(entry, modules);
        }

    private:
        void planEntry(const WireField& entry, std::vector<XSpaceModule>& modules)
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
                return;

            // The kept copy has every field and every stat except bytes values:
            // in this plane those are serialized HLO protos (optimized and
            // original), which the modules point to.
            XEventMetadata& kept = (*m_kept.mutable_event_metadata())[key];
            QByteArrayView name;
            std::optional<RawStat> hloProto;
            std::optional<quint64> programId;
            const char* valueData = entryData + value.valueOffset;
            WireWalker valueWalker(valueData, value.length);
            while (valueWalker.next(field) == WireWalker::Status::Field) {
                if (field.number == kEventMetadataName && field.type == WireType::LengthDelimited)
                    name = field.payload(valueData);
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
                return;

            // Program id: the "program_id" stat (newer layout), else the map key (older layout).
            const quint64 id = programId ? *programId : quint64(key);
            if (!m_seenProgramIds.insert(id).second)
                return; // within one XSpace the first proto per program id wins
            XSpaceModule module;
            module.programId = id;
            module.label = labelOf(name);
            module.name = hloModuleName(hloProto->bytes, hloProto->bytesSize);
            // A damaged proto may not say; XProf names the entry "name(program id)".
            const QString idSuffix = QStringLiteral("(%1)").arg(id);
            if (module.name.isEmpty())
                module.name = module.label.endsWith(idSuffix) ? module.label.chopped(idSuffix.size()) : module.label;
            module.offset = hloProto->bytes - m_fileStart;
            module.size = hloProto->bytesSize;
            modules.push_back(std::move(module));
        }

        const char* m_fileStart; // module offsets are relative to it
        const char* m_data;
        qint64 m_size;
        XPlane& m_kept;
        qint64 m_hloProtoStatId = -1;
        qint64 m_programIdStatId = -1;
        std::set<quint64> m_seenProgramIds;
    };

    void runTask(PlaneTask& task, const XSpaceReadOptions& options)
    {
        if (options.step)
            options.step(XSpaceText::tr("Parsing plane %1").arg(task.label));
        task.status = parseBinary(*task.plane, task.data, task.size, options.control);
    }

    // Walks the top level of an XSpace: planes go to `onPlane` (with their
    // 1-based number and name), other fields (errors, warnings, hostnames) to
    // `onOtherField`, which returns false when it cannot take the field. Returns
    // the error, without the file name, or "" when the walk reached the end.
    QString walkSpace(const char* data, qint64 size, const ParseControl& control, bool& cancelled,
        const std::function<bool(const WireField& field)>& onOtherField,
        const std::function<void(const WireField& plane, int planeNumber, QByteArrayView name)>& onPlane)
    {
        WireWalker walker(data, size);
        WireField field;
        int planeNumber = 0;
        while (true) {
            if (control.isCancelled()) {
                cancelled = true;
                return {};
            }
            const WireWalker::Status status = walker.next(field);
            if (status == WireWalker::Status::End)
                return {};
            if (status == WireWalker::Status::Truncated)
                return truncatedPlaneError(planeNumber + 1, walker.requiredEnd(), size);
            if (status == WireWalker::Status::Malformed)
                return XSpaceText::tr("not a valid XSpace: unreadable data at byte %1 of %2")
                    .arg(walker.position())
                    .arg(size);
            if (field.number != kSpacePlanes || field.type != WireType::LengthDelimited) {
                if (!onOtherField(field))
                    return XSpaceText::tr("not a valid XSpace: unreadable field at byte %1 of %2")
                        .arg(field.tagOffset)
                        .arg(size);
                continue;
            }
            ++planeNumber;
            onPlane(field, planeNumber, planeName(data + field.valueOffset, field.length));
        }
    }

} // namespace

std::shared_ptr<xla::HloProto> newHloProtoOnArena() { return newOnArena<xla::HloProto>(); }

std::shared_ptr<tensorflow::profiler::XSpace> newXSpaceOnArena() { return newOnArena<XSpace>(); }

QString damagedModuleError(const XSpaceModule& module)
{
    return XSpaceText::tr("module %1: its HloProto (%2 bytes at byte %3) is damaged")
        .arg(module.label)
        .arg(module.size)
        .arg(module.offset);
}

QString truncatedPlaneError(int planeNumber, qint64 requiredEnd, qint64 fileSize)
{
    return XSpaceText::tr("truncated: plane %1 should end at byte %2; the file ends at byte %3")
        .arg(planeNumber)
        .arg(requiredEnd)
        .arg(fileSize);
}

std::shared_ptr<xla::HloProto> parseXSpaceModule(
    const char* data, const XSpaceModule& module, const ParseControl& control, bool* cancelled)
{
    std::shared_ptr<xla::HloProto> proto = newHloProtoOnArena();
    const ParseStatus status = parseBinary(*proto, data + module.offset, module.size, control);
    if (cancelled)
        *cancelled = status == ParseStatus::Cancelled;
    return status == ParseStatus::Ok ? proto : nullptr;
}

XSpaceIndex indexXSpace(const char* data, qint64 size, const ParseControl& control)
{
    XSpaceIndex index;
    // The top-level fields are checked as readXSpace checks them, then dropped.
    XSpace header;
    const auto checkField = [&](const WireField& field) {
        return mergeFields(header, data + field.tagOffset, field.endOffset() - field.tagOffset);
    };
    // Only the metadata plane is read; the others are skipped unparsed.
    const auto planPlane = [&](const WireField& field, int, QByteArrayView name) {
        ++index.planeCount;
        if (name != QByteArrayView(kMetadataPlaneName))
            return;
        XPlane kept; // the plan needs the plane's stat metadata; the plane itself is not kept
        MetadataPlaneReader(data, data + field.valueOffset, field.length, kept).plan(index.modules);
    };
    index.error = walkSpace(data, size, control, index.cancelled, checkField, planPlane);
    return index;
}

XSpaceContents readXSpace(const char* data, qint64 size, const XSpaceReadOptions& options)
{
    XSpaceContents contents;
    std::shared_ptr<XSpace> space = newXSpaceOnArena();
    std::vector<PlaneTask> tasks;
    const auto mergeIntoSpace = [&](const WireField& field) {
        return mergeFields(*space, data + field.tagOffset, field.endOffset() - field.tagOffset); // small strings
    };
    const auto planPlane = [&](const WireField& field, int planeNumber, QByteArrayView name) {
        const char* planeData = data + field.valueOffset;
        // Planes are allocated now, in file order; the parses may finish in any order.
        XPlane& plane = *space->add_planes();
        if (name == QByteArrayView(kMetadataPlaneName)) {
            MetadataPlaneReader(data, planeData, field.length, plane).plan(contents.modules);
            return;
        }
        PlaneTask task;
        task.data = planeData;
        task.size = field.length;
        task.fileOffset = field.valueOffset;
        task.label = labelOf(name);
        task.plane = &plane;
        task.planeNumber = planeNumber;
        tasks.push_back(std::move(task));
    };
    contents.error = walkSpace(data, size, options.control, contents.cancelled, mergeIntoSpace, planPlane);
    if (contents.cancelled || !contents.error.isEmpty())
        return contents;

    std::for_each(tasks.begin(), tasks.end(), [&options](PlaneTask& task) { runTask(task, options); });

    for (const PlaneTask& task : tasks) {
        if (task.status == ParseStatus::Cancelled || options.control.isCancelled()) {
            contents.cancelled = true;
            return contents;
        }
        if (task.status != ParseStatus::Ok) {
            contents.error = XSpaceText::tr("plane %1 (\"%2\", bytes %3 to %4) is damaged")
                                 .arg(task.planeNumber)
                                 .arg(task.label)
                                 .arg(task.fileOffset)
                                 .arg(task.fileOffset + task.size);
            return contents;
        }
    }
    contents.space = std::move(space);
    return contents;
}

} // namespace memscope::format
