// SPDX-License-Identifier: Apache-2.0
#include "core/grouping/groupingspace.h"

#include "core/format/slicestream.h"
#include "core/format/wire.h"
#include "core/format/xspacereader.h"
#include "core/grouping/eventgroups.h"
#include "core/util/workers.h"
#include "core/xplane/planevisitor.h"
#include "core/xplane/planewalk.h"
#include "core/xplane/wirefields.h"

#include <algorithm>
#include <atomic>
#include <iterator>
#include <limits>
#include <optional>
#include <string_view>
#include <vector>

namespace memscope::grouping {

using namespace xplane;
using format::forEachField;
using format::WireField;
using format::WireType;
using format::WireWalker;

namespace {

    // The stats of an event that groupEvents() reads (eventforest, tpugroups, stepspans).
    bool groupingReads(StatType type)
    {
        switch (type) {
        case StatType::IsRoot:
        case StatType::ProducerType:
        case StatType::ProducerId:
        case StatType::ConsumerType:
        case StatType::ConsumerId:
        case StatType::ConsumerPid:
        case StatType::ProcessId:
        case StatType::IsAsync:
        case StatType::StepId:
        case StatType::IterNum:
        case StatType::StepNum:
        case StatType::GraphType:
        case StatType::CorrelationId:
        case StatType::GroupId:
        case StatType::StepName:
        case StatType::IsEager:
        case StatType::IsFunc:
            return true;
        default:
            return false;
        }
    }

    constexpr qint64 kCancelCheckEvents = 1 << 16;

    class PlaneReader
    {
    public:
        PlaneReader(XPlane& plane, int planeIndex, MemoryEventStats memoryEventStats, const std::atomic_bool* cancel,
            bool mapped, std::vector<LeftOutEvents>& leftOut)
            : m_plane(plane)
            , m_planeIndex(planeIndex)
            , m_memoryEventStats(memoryEventStats)
            , m_cancel(cancel)
            , m_mapped(mapped)
            , m_leftOut(leftOut)
        {
        }

        // false when the plane does not parse (or the read was cancelled: cancelled()).
        bool read(const char* data, qint64 size)
        {
            // The metadata plane's stats hold the HloProtos, most of a file: its name is read alone.
            std::string_view name;
            if (!forEachField(data, size, [&](const WireField& field) {
                    if (field.number == XPlane::kNameFieldNumber && field.type == WireType::LengthDelimited)
                        name = std::string_view(data + field.valueOffset, static_cast<size_t>(field.length));
                    return true;
                }))
                return false;
            if (name == format::kMetadataPlaneName) {
                m_plane.set_name(std::string(name));
                return true;
            }
            // Then everything but the lines (names, metadata, stats), which says which events are memory events.
            if (!forEachField(data, size, [&](const WireField& field) {
                    return field.number == XPlane::kLinesFieldNumber
                        || format::mergeFields(m_plane, data + field.tagOffset, field.endOffset() - field.tagOffset);
                }))
                return false;
            m_memoryEvents = memoryEventMetadataIds(m_plane);
            if (m_memoryEvents.empty()) {
                // Parsed whole, as protobuf would, with its cancel checks inside long lines.
                format::ParseControl control;
                control.cancel = m_cancel;
                control.releaseConsumedPages = m_mapped;
                const format::ParseStatus status = format::parseBinary(m_plane, data, size, control);
                m_cancelled = status == format::ParseStatus::Cancelled;
                return status == format::ParseStatus::Ok;
            }
            for (const auto& [id, metadata] : m_plane.stat_metadata()) {
                const StatType type = statTypeOf(metadata.name());
                if (groupingReads(type) || (m_memoryEventStats == MemoryEventStats::WithTfOp && type == StatType::TfOp))
                    m_keptStats.push_back(id);
                if (type == StatType::GroupId)
                    m_groupIdStat = id;
            }
            m_leavesOut = m_plane.name() == "/host:CPU";
            return readLines(data, size);
        }

        bool cancelled() const { return m_cancelled.load(); }

    private:
        // What one thread reading lines keeps to itself.
        struct LineWork
        {
            XEvent scratch; // a memory event that may be left out
            qint64 events = 0;
            std::vector<LeftOutEvents> leftOut;
        };

        // The lines on the machine's cores (a memory profile's host plane holds millions of
        // events on a few lines); each line's messages on the space's arena, which is thread-safe.
        bool readLines(const char* data, qint64 size)
        {
            std::vector<std::pair<const char*, qint64>> lines;
            if (!forEachField(data, size, [&](const WireField& field) {
                    if (field.number != XPlane::kLinesFieldNumber)
                        return true;
                    lines.emplace_back(data + field.valueOffset, field.length);
                    return field.type == WireType::LengthDelimited;
                }))
                return false;
            for (size_t i = 0; i < lines.size(); ++i)
                m_plane.add_lines();
            // One LineWork a line, so the left-out events come out in line order.
            std::atomic_bool failed = false;
            std::vector<LineWork> work(lines.size());
            parallelFor(
                qsizetype(lines.size()),
                [&](qsizetype i) {
                    if (!readLine(lines[size_t(i)].first, lines[size_t(i)].second, int(i), work[size_t(i)]))
                        failed = true;
                },
                &failed);
            for (LineWork& line : work)
                std::move(line.leftOut.begin(), line.leftOut.end(), std::back_inserter(m_leftOut));
            return !failed.load();
        }

        bool readLine(const char* data, qint64 size, int lineIndex, LineWork& work)
        {
            XLine& line = *m_plane.mutable_lines(lineIndex);
            format::PageRelease release(data, m_mapped);
            LeftOutEvents leftOut;
            leftOut.plane = m_planeIndex;
            leftOut.line = lineIndex;
            int fileIndex = 0;
            const bool read = forEachField(data, size, [&](const WireField& field) {
                const char* bytes = data + field.tagOffset;
                const qint64 length = field.endOffset() - field.tagOffset;
                if (field.number != XLine::kEventsFieldNumber || field.type != WireType::LengthDelimited)
                    return format::mergeFields(line, bytes, length);
                if (work.events++ % kCancelCheckEvents == 0 && m_cancel && m_cancel->load(std::memory_order_relaxed)) {
                    m_cancelled = true;
                    return false;
                }
                const char* event = data + field.valueOffset;
                bool read = true;
                if (!contains(m_memoryEvents, metadataIdOf<XEvent>(event, field.length))) {
                    read = format::mergeFields(line, bytes, length);
                    leftOut.keptFileIndex.push_back(fileIndex);
                } else if (!m_leavesOut) {
                    read = readMemoryEvent(event, field.length, *line.add_events());
                } else if (std::optional<LeftOutEvents::Event> plain = plainInstant(event, field.length)) {
                    plain->fileIndex = fileIndex;
                    leftOut.events.push_back(*plain);
                } else {
                    XEvent& scratch = work.scratch;
                    scratch.Clear();
                    read = readMemoryEvent(event, field.length, scratch);
                    if (scratch.stats_size() == 0 && scratch.duration_ps() == 0
                        && scratch.data_case() == XEvent::kOffsetPs) {
                        leftOut.events.push_back({ fileIndex, qint32(kNoGroup), scratch.offset_ps() });
                    } else {
                        *line.add_events() = scratch;
                        leftOut.keptFileIndex.push_back(fileIndex);
                    }
                }
                ++fileIndex;
                release.upTo(event + field.length);
                return read;
            });
            if (!leftOut.events.empty())
                work.leftOut.push_back(std::move(leftOut));
            return read;
        }

        static bool contains(const std::vector<qint64>& ids, qint64 id)
        {
            return std::find(ids.begin(), ids.end(), id) != ids.end();
        }

        // An event's or a stat's metadata id, its first field in the files XProf writes; 0 (no metadata's id)
        // when the message does not parse.
        template <typename Message> static qint64 metadataIdOf(const char* data, qint64 size)
        {
            if (const std::optional<quint64> id = format::leadingVarint(data, size, Message::kMetadataIdFieldNumber))
                return qint64(*id);
            Message message;
            return format::mergeFields(message, data, size) ? message.metadata_id() : 0;
        }

        // A memory event that is left out for certain (its offset, and its group_id when it was written with
        // one), read from its bytes as profilers write them: an instant at an offset, only XEvent's fields,
        // each stat's metadata id first, none that the grouping reads but a group_id of varint value.
        // Millions of such events take two of the parse's cycles in five through readMemoryEvent; anything
        // else (nothing returned) goes that way and is decided on as protobuf parsed it.
        std::optional<LeftOutEvents::Event> plainInstant(const char* data, qint64 size) const
        {
            const auto* at = reinterpret_cast<const quint8*>(data);
            const quint8* const end = at + size;
            const auto varint = [&](quint64& value) { return format::decodeVarint(at, end, value); };
            constexpr auto tag = [](int number, WireType type) { return quint8((number << 3) | int(type)); };
            quint64 offset = 0;
            quint64 duration = 0;
            bool atOffset = false; // the oneof's last member set is the offset
            std::optional<quint64> group;
            quint64 value = 0;
            while (at < end) {
                const quint8 fieldTag = *at++;
                if (fieldTag == tag(XEvent::kStatsFieldNumber, WireType::LengthDelimited)) {
                    quint64 length = 0;
                    if (!varint(length) || length > quint64(end - at))
                        return std::nullopt;
                    const quint8* const statEnd = at + length;
                    if (at == statEnd || *at++ != tag(XStat::kMetadataIdFieldNumber, WireType::Varint) || !varint(value)
                        || at > statEnd)
                        return std::nullopt;
                    if (m_groupIdStat && qint64(value) == *m_groupIdStat) {
                        // Its value alone, an integer, once.
                        if (group || at == statEnd
                            || (*at != tag(XStat::kInt64ValueFieldNumber, WireType::Varint)
                                && *at != tag(XStat::kUint64ValueFieldNumber, WireType::Varint)))
                            return std::nullopt;
                        ++at;
                        if (!varint(value) || at != statEnd)
                            return std::nullopt;
                        group = value;
                    } else if (contains(m_keptStats, qint64(value))) {
                        return std::nullopt;
                    }
                    at = statEnd;
                    continue;
                }
                if (!varint(value))
                    return std::nullopt;
                if (fieldTag == tag(XEvent::kOffsetPsFieldNumber, WireType::Varint)) {
                    offset = value;
                    atOffset = true;
                } else if (fieldTag == tag(XEvent::kNumOccurrencesFieldNumber, WireType::Varint)) {
                    atOffset = false;
                } else if (fieldTag == tag(XEvent::kDurationPsFieldNumber, WireType::Varint)) {
                    duration = value;
                } else if (fieldTag != tag(XEvent::kMetadataIdFieldNumber, WireType::Varint)) {
                    return std::nullopt;
                }
            }
            if (!atOffset || duration != 0)
                return std::nullopt;
            // As the stored grouping reads it: a group between 0 and the largest qint32, else none.
            const auto groupId = group ? qint64(*group) : qint64(kNoGroup);
            return LeftOutEvents::Event { 0,
                groupId >= 0 && groupId <= std::numeric_limits<qint32>::max() ? qint32(groupId) : qint32(kNoGroup),
                static_cast<qint64>(offset) };
        }

        // A memory event with the stats the grouping reads alone; its other fields as they are.
        bool readMemoryEvent(const char* data, qint64 size, XEvent& event)
        {
            return forEachField(data, size, [&](const WireField& field) {
                // The scalars set as protobuf parses them (the last value counts); five million
                // events made a parser per field cost a second.
                if (field.type == WireType::Varint) {
                    const auto value = static_cast<qint64>(field.varint);
                    switch (field.number) {
                    case XEvent::kMetadataIdFieldNumber:
                        event.set_metadata_id(value);
                        return true;
                    case XEvent::kOffsetPsFieldNumber:
                        event.set_offset_ps(value);
                        return true;
                    case XEvent::kDurationPsFieldNumber:
                        event.set_duration_ps(value);
                        return true;
                    case XEvent::kNumOccurrencesFieldNumber:
                        event.set_num_occurrences(value);
                        return true;
                    default:
                        break;
                    }
                }
                if (field.number == XEvent::kStatsFieldNumber && field.type == WireType::LengthDelimited
                    && (m_keptStats.empty()
                        || !contains(m_keptStats, metadataIdOf<XStat>(data + field.valueOffset, field.length))))
                    return true;
                return format::mergeFields(event, data + field.tagOffset, field.endOffset() - field.tagOffset);
            });
        }

        XPlane& m_plane;
        const int m_planeIndex;
        const MemoryEventStats m_memoryEventStats;
        bool m_leavesOut = false; // this plane's memory events may be left out
        const std::atomic_bool* m_cancel;
        // A plane declares two memory event kinds and a few of the stats the grouping reads:
        // searched in a line, these are faster than a hash set for tens of millions of looks.
        std::vector<qint64> m_memoryEvents; // event metadata ids
        std::vector<qint64> m_keptStats; // stat metadata ids
        std::optional<qint64> m_groupIdStat; // its metadata id, when the plane declares group_id
        const bool m_mapped;
        std::vector<LeftOutEvents>& m_leftOut;
        std::atomic_bool m_cancelled = false;
    };

} // namespace

SpaceToGroup parseSpaceToGroup(
    QByteArrayView bytes, bool mapped, const std::atomic_bool* cancel, MemoryEventStats memoryEventStats)
{
    SpaceToGroup outcome;
    const std::shared_ptr<XSpace> space = format::newXSpaceOnArena();
    xplane::WireDamage damage;
    bool readAll = true;
    xplane::forEachPlane(bytes, damage, [&](int planeIndex, QByteArrayView planeBytes) {
        PlaneReader reader(*space->add_planes(), planeIndex, memoryEventStats, cancel, mapped, outcome.leftOut);
        if (reader.read(planeBytes.data(), planeBytes.size()))
            return true;
        outcome.cancelled = reader.cancelled();
        if (!outcome.cancelled)
            outcome.damagedPlaneOffset = planeBytes.data() - bytes.data();
        readAll = false;
        return false;
    });
    if (!readAll)
        return outcome;
    if (damage.any()) {
        outcome.damagedPlaneOffset = damage.offset;
        return outcome;
    }
    // The space's own fields (host names, errors, warnings) as they are: the walk above found them well formed.
    forEachField(bytes.data(), bytes.size(), [&](const WireField& field) {
        return field.number == XSpace::kPlanesFieldNumber
            || format::mergeFields(*space, bytes.data() + field.tagOffset, field.endOffset() - field.tagOffset);
    });
    outcome.space = space;
    return outcome;
}

bool declaresGroupIds(QByteArrayView space)
{
    bool declared = false;
    xplane::WireDamage damage;
    xplane::forEachPlane(space, damage, [&](int, QByteArrayView plane) {
        for (QByteArrayView entry : xplane::readPlaneFields(plane, false, space.data(), damage).statMetadata) {
            const xplane::MapEntry metadata = xplane::readMapEntry(entry.data(), entry.size());
            const QByteArrayView name = xplane::metadataName(metadata.value);
            declared = declared
                || xplane::statTypeOf(std::string_view(name.data(), size_t(name.size()))) == xplane::StatType::GroupId;
        }
        return !declared;
    });
    return declared;
}

} // namespace memscope::grouping
