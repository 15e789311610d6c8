// SPDX-License-Identifier: Apache-2.0
#include "core/format/xspacereader.h"

#include "core/format/hloview.h"
#include "core/format/wire.h"
#include "hlo.pb.h"
#include "xplane.pb.h"

#include <QCoreApplication>
#include <QtConcurrent/QtConcurrentMap>
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
        Q_DECLARE_TR_FUNCTIONS(xspace)
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
                return QByteArrayView(data + field.valueOffset, field.length);
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

    // One protobuf parse the reader has planned: a plane, or a module's HloProto.
    // Planning is a cheap walk over the wire format; the parses, where the time
    // goes, then run on as many threads as the options allow.
    struct ParseTask
    {
        const char* data = nullptr;
        qint64 size = 0;
        qint64 fileOffset = 0;
        QString label; // plane or module name, for steps and messages
        QString step; // "Parsing plane ...", "Parsing module ... (i of n)"
        XPlane* plane = nullptr; // a plane task parses into this
        std::shared_ptr<xla::HloProto> module; // a module task parses into this (made by runTask)
        quint64 programId = 0;
        int planeNumber = 0;
        ParseStatus status = ParseStatus::Invalid;
    };

    // Builds the kept copy of the /host:metadata plane (without HloProto bytes)
    // and plans one task per module.
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

        void plan(std::vector<ParseTask>& tasks)
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
            const size_t firstModule = tasks.size();
            for (const WireField& entry : entries)
                planEntry(entry, tasks);
            const int count = int(tasks.size() - firstModule);
            for (int i = 0; i < count; ++i) {
                ParseTask& task = tasks[firstModule + size_t(i)];
                task.step = XSpaceText::tr("Parsing module %1 (%2 of %3)").arg(task.label).arg(i + 1).arg(count);
            }
        }

    private:
        void planEntry(const WireField& entry, std::vector<ParseTask>& tasks)
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
            // original), which the modules hold parsed.
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
                return;

            // Program id: the "program_id" stat (newer layout), else the map key (older layout).
            const quint64 id = programId ? *programId : quint64(key);
            if (!m_seenProgramIds.insert(id).second)
                return; // within one XSpace the first proto per program id wins
            ParseTask task;
            task.data = hloProto->bytes;
            task.size = hloProto->bytesSize;
            task.fileOffset = hloProto->bytes - m_fileStart;
            task.label = labelOf(name);
            task.programId
                = id; // its message is made when it is parsed, so a streamed module's memory comes and goes with it
            tasks.push_back(std::move(task));
        }

        const char* m_fileStart; // for byte offsets in messages
        const char* m_data;
        qint64 m_size;
        XPlane& m_kept;
        qint64 m_hloProtoStatId = -1;
        qint64 m_programIdStatId = -1;
        std::set<quint64> m_seenProgramIds;
    };

    enum class ModuleParse
    {
        Whole,
        ForBuffers
    };

    void runTask(ParseTask& task, const XSpaceReadOptions& options, ModuleParse moduleParse = ModuleParse::Whole)
    {
        if (options.step)
            options.step(task.step);
        if (task.plane) {
            task.status = parseBinary(*task.plane, task.data, task.size, options.control);
        } else {
            task.module = newHloProtoOnArena();
            task.status = moduleParse == ModuleParse::ForBuffers
                ? parseHloProtoForBuffers(*task.module, task.data, task.size, options.control)
                : parseBinary(*task.module, task.data, task.size, options.control);
        }
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
                return XSpaceText::tr("truncated at byte %1 of %2: plane %3 is incomplete")
                    .arg(size)
                    .arg(walker.requiredEnd())
                    .arg(planeNumber + 1);
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

    QString damagedModuleWarning(const ParseTask& task)
    {
        return XSpaceText::tr("module %1: its HloProto (%2 bytes at byte %3) is damaged and was skipped")
            .arg(task.label)
            .arg(task.size)
            .arg(task.fileOffset);
    }

} // namespace

std::shared_ptr<xla::HloProto> newHloProtoOnArena() { return newOnArena<xla::HloProto>(); }

std::shared_ptr<tensorflow::profiler::XSpace> newXSpaceOnArena() { return newOnArena<XSpace>(); }

XSpaceContents readXSpace(const char* data, qint64 size, const XSpaceReadOptions& options)
{
    XSpaceContents contents;
    std::shared_ptr<XSpace> space = newXSpaceOnArena();
    std::vector<ParseTask> tasks;
    const auto mergeIntoSpace = [&](const WireField& field) {
        return mergeFields(*space, data + field.tagOffset, field.endOffset() - field.tagOffset); // small strings
    };
    const auto planPlane = [&](const WireField& field, int planeNumber, QByteArrayView name) {
        const char* planeData = data + field.valueOffset;
        // Planes are allocated now, in file order; the parses may finish in any order.
        XPlane& plane = *space->add_planes();
        if (name == QByteArrayView(kMetadataPlaneName)) {
            MetadataPlaneReader(data, planeData, field.length, plane).plan(tasks);
            return;
        }
        ParseTask task;
        task.data = planeData;
        task.size = field.length;
        task.fileOffset = field.valueOffset;
        task.label = labelOf(name);
        task.step = XSpaceText::tr("Parsing plane %1").arg(task.label);
        task.plane = &plane;
        task.planeNumber = planeNumber;
        tasks.push_back(std::move(task));
    };
    contents.error = walkSpace(data, size, options.control, contents.cancelled, mergeIntoSpace, planPlane);
    if (contents.cancelled || !contents.error.isEmpty())
        return contents;

    // Arena allocation is thread-safe, so planes of one XSpace parse side by side.
    if (options.pool && tasks.size() > 1)
        QtConcurrent::blockingMap(options.pool, tasks, [&options](ParseTask& task) { runTask(task, options); });
    else
        std::for_each(tasks.begin(), tasks.end(), [&options](ParseTask& task) { runTask(task, options); });

    for (ParseTask& task : tasks) {
        if (task.status == ParseStatus::Cancelled || options.control.isCancelled()) {
            contents.cancelled = true;
            return contents;
        }
        if (task.status == ParseStatus::Ok) {
            if (task.module)
                contents.modules.push_back({ task.programId, std::move(task.module) });
        } else if (task.plane) {
            contents.error = XSpaceText::tr("plane %1 (\"%2\", bytes %3 to %4) is damaged")
                                 .arg(task.planeNumber)
                                 .arg(task.label)
                                 .arg(task.fileOffset)
                                 .arg(task.fileOffset + task.size);
            return contents;
        } else {
            contents.warnings.append(damagedModuleWarning(task));
        }
    }
    contents.space = std::move(space);
    return contents;
}

XSpaceStreamResult forEachXSpaceModule(const char* data, qint64 size, const XSpaceReadOptions& options,
    const std::function<bool(XSpaceModule&& module)>& visit, const std::function<bool(quint64 programId)>& wanted)
{
    XSpaceStreamResult result;
    std::vector<ParseTask> tasks;
    // The top-level fields are checked as readXSpace checks them, then dropped.
    XSpace header;
    const auto checkField = [&](const WireField& field) {
        return mergeFields(header, data + field.tagOffset, field.endOffset() - field.tagOffset);
    };
    // Only the metadata plane is read; the others are skipped unparsed.
    const auto planPlane = [&](const WireField& field, int, QByteArrayView name) {
        ++result.planeCount;
        if (name != QByteArrayView(kMetadataPlaneName))
            return;
        XPlane kept; // the plan needs the plane's stat metadata; the plane itself is not kept
        MetadataPlaneReader(data, data + field.valueOffset, field.length, kept).plan(tasks);
    };
    result.error = walkSpace(data, size, options.control, result.cancelled, checkField, planPlane);
    if (result.cancelled || !result.error.isEmpty())
        return result;

    for (ParseTask& task : tasks) {
        if (wanted && !wanted(task.programId))
            continue;
        runTask(task, options, ModuleParse::ForBuffers);
        if (task.status == ParseStatus::Cancelled || options.control.isCancelled()) {
            result.cancelled = true;
            return result;
        }
        if (task.status != ParseStatus::Ok) {
            result.warnings.append(damagedModuleWarning(task));
            task.module.reset();
            continue;
        }
        const bool more = visit({ task.programId, std::move(task.module) });
        task.module.reset(); // frees the module unless `visit` kept it
        if (!more) {
            result.stopped = true;
            break;
        }
    }
    return result;
}

} // namespace memscope::format
