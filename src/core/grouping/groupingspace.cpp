// SPDX-License-Identifier: Apache-2.0
#include "core/grouping/groupingspace.h"

#include "core/format/slicestream.h"
#include "core/format/wire.h"
#include "core/format/xspacereader.h"
#include "core/xplane/planevisitor.h"

#include <unordered_set>

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
        PlaneReader(XPlane& plane, int planeIndex, MemoryEvents memoryEvents, const std::atomic_bool* cancel,
            bool mapped, std::vector<LeftOutEvents>& leftOut)
            : m_plane(plane)
            , m_planeIndex(planeIndex)
            , m_memoryEventsMode(memoryEvents)
            , m_cancel(cancel)
            , m_mapped(mapped)
            , m_leftOut(leftOut)
        {
        }

        // false when the plane does not parse (or the read was cancelled: cancelled()).
        bool read(const char* data, qint64 size)
        {
            // First everything but the lines (names, metadata, stats), which says which events are memory events.
            if (!forEachField(data, size, [&](const WireField& field) {
                    return field.number == XPlane::kLinesFieldNumber
                        || format::mergeFields(m_plane, data + field.tagOffset, field.endOffset() - field.tagOffset);
                }))
                return false;
            if (m_plane.name() == format::kMetadataPlaneName) {
                const std::string name = m_plane.name();
                m_plane.Clear();
                m_plane.set_name(name);
                return true;
            }
            for (const auto& [id, metadata] : m_plane.event_metadata()) {
                if (metadata.name() == "MemoryAllocation" || metadata.name() == "MemoryDeallocation")
                    m_memoryEvents.insert(id);
            }
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
                if (groupingReads(statTypeOf(metadata.name())))
                    m_keptStats.insert(id);
            }
            m_leavesOut = m_memoryEventsMode == MemoryEvents::LeftOut && m_plane.name() == "/host:CPU";
            return forEachField(data, size, [&](const WireField& field) {
                if (field.number != XPlane::kLinesFieldNumber)
                    return true;
                return field.type == WireType::LengthDelimited && readLine(data + field.valueOffset, field.length);
            });
        }

        bool cancelled() const { return m_cancelled; }

    private:
        bool readLine(const char* data, qint64 size)
        {
            XLine& line = *m_plane.add_lines();
            LeftOutEvents leftOut;
            leftOut.plane = m_planeIndex;
            leftOut.line = m_plane.lines_size() - 1;
            int fileIndex = 0;
            const bool read = forEachField(data, size, [&](const WireField& field) {
                const char* bytes = data + field.tagOffset;
                const qint64 length = field.endOffset() - field.tagOffset;
                if (field.number != XLine::kEventsFieldNumber || field.type != WireType::LengthDelimited)
                    return format::mergeFields(line, bytes, length);
                if (m_events++ % kCancelCheckEvents == 0 && m_cancel && m_cancel->load(std::memory_order_relaxed)) {
                    m_cancelled = true;
                    return false;
                }
                const char* event = data + field.valueOffset;
                bool read = true;
                if (!m_memoryEvents.count(metadataIdOf<XEvent>(event, field.length))) {
                    read = format::mergeFields(line, bytes, length);
                    leftOut.keptFileIndex.push_back(fileIndex);
                } else if (!m_leavesOut) {
                    read = readMemoryEvent(event, field.length, *line.add_events());
                } else {
                    m_scratch.Clear();
                    read = readMemoryEvent(event, field.length, m_scratch);
                    if (m_scratch.stats_size() == 0 && m_scratch.duration_ps() == 0
                        && m_scratch.data_case() == XEvent::kOffsetPs) {
                        leftOut.events.push_back({ fileIndex, m_scratch.offset_ps() });
                    } else {
                        *line.add_events() = m_scratch;
                        leftOut.keptFileIndex.push_back(fileIndex);
                    }
                }
                ++fileIndex;
                releasePagesBefore(event + field.length);
                return read;
            });
            if (!leftOut.events.empty())
                m_leftOut.push_back(std::move(leftOut));
            return read;
        }

        // The pages of a mapped file behind the walk go back, in batches (format::releasePages).
        void releasePagesBefore(const char* position)
        {
            if (!m_mapped)
                return;
            if (!m_released)
                m_released = position;
            if (position - m_released >= format::kPageReleaseBatch) {
                format::releasePages(m_released, position);
                m_released = position;
            }
        }

        // An event's or a stat's metadata id, its first field in the files XProf writes; 0 (no metadata's id)
        // when the message does not parse.
        template <typename Message> static qint64 metadataIdOf(const char* data, qint64 size)
        {
            WireWalker walker(data, size);
            WireField field;
            if (walker.next(field) == WireWalker::Status::Field && field.number == Message::kMetadataIdFieldNumber
                && field.type == WireType::Varint)
                return qint64(field.varint);
            Message message;
            return format::mergeFields(message, data, size) ? message.metadata_id() : 0;
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
                    && !m_keptStats.count(metadataIdOf<XStat>(data + field.valueOffset, field.length)))
                    return true;
                return format::mergeFields(event, data + field.tagOffset, field.endOffset() - field.tagOffset);
            });
        }

        XPlane& m_plane;
        const int m_planeIndex;
        const MemoryEvents m_memoryEventsMode;
        bool m_leavesOut = false; // this plane's memory events may be left out
        XEvent m_scratch; // a memory event that may be left out
        const std::atomic_bool* m_cancel;
        std::unordered_set<qint64> m_memoryEvents; // event metadata ids
        std::unordered_set<qint64> m_keptStats; // stat metadata ids
        const bool m_mapped;
        std::vector<LeftOutEvents>& m_leftOut;
        const char* m_released = nullptr; // pages before it are given back
        qint64 m_events = 0;
        bool m_cancelled = false;
    };

} // namespace

SpaceToGroup parseSpaceToGroup(
    QByteArrayView bytes, bool mapped, MemoryEvents memoryEvents, const std::atomic_bool* cancel)
{
    SpaceToGroup outcome;
    const std::shared_ptr<XSpace> space = format::newXSpaceOnArena();
    WireWalker walker(bytes.data(), bytes.size());
    WireField field;
    WireWalker::Status status;
    while ((status = walker.next(field)) == WireWalker::Status::Field) {
        if (field.number != XSpace::kPlanesFieldNumber || field.type != WireType::LengthDelimited)
            continue;
        XPlane& plane = *space->add_planes();
        PlaneReader reader(plane, space->planes_size() - 1, memoryEvents, cancel, mapped, outcome.leftOut);
        if (!reader.read(bytes.data() + field.valueOffset, field.length)) {
            outcome.cancelled = reader.cancelled();
            if (!outcome.cancelled)
                outcome.damagedPlaneOffset = field.valueOffset;
            return outcome;
        }
    }
    if (status != WireWalker::Status::End) {
        outcome.damagedPlaneOffset = walker.position();
        return outcome;
    }
    outcome.space = space;
    return outcome;
}

} // namespace memscope::grouping
