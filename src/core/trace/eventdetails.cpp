// SPDX-License-Identifier: Apache-2.0
#include "core/trace/eventdetails.h"

#include "core/trace/tracebytes.h"
#include "core/xplane/planevisitor.h"
#include "core/xplane/wirefields.h"
#include "xplane.pb.h"

#include <QCoreApplication>
#include <QDir>

namespace memscope::trace {

using format::WireField;
using format::WireType;
using format::WireWalker;
using namespace xplane;

PlaneIndex::PlaneIndex(const TraceModel& model, int process)
{
    const TraceProcess& owner = model.processes()[size_t(process)];
    const TraceBytes& bytes = *model.hosts()[size_t(owner.host)].bytes;
    m_bytes = &bytes;
    m_chromeTrace = bytes.isChromeTrace();
    m_planeId = owner.planeId;
    m_data = bytes.data();
    m_size = bytes.size();
    const char* plane = m_data + owner.planeOffset;
    WireWalker walker(plane, owner.planeSize);
    WireField field;
    while (walker.next(field) == WireWalker::Status::Field) {
        if (field.type != WireType::LengthDelimited
            || (field.number != XPlane::kEventMetadataFieldNumber && field.number != XPlane::kStatMetadataFieldNumber))
            continue;
        const MapEntry entry = readMapEntry(plane + field.valueOffset, field.length);
        if (field.number == XPlane::kEventMetadataFieldNumber)
            m_eventMetadata.insert(entry.key, entry.value);
        else
            m_statNames.insert(entry.key, metadataName(entry.value));
    }
}

void PlaneIndex::appendStat(const char* data, qint64 size, bool fromMetadata, std::vector<EventStat>& stats) const
{
    const WireStat wire = readStat(data, size);
    if (wire.kind == WireStat::Kind::None)
        return; // a stat without a value: XProf skips it
    EventStat stat;
    stat.name = statName(wire.metadataId);
    stat.fromMetadata = fromMetadata;
    switch (wire.kind) {
    case WireStat::Kind::Double:
        stat.kind = EventStat::Kind::Double;
        stat.real = wire.doubleValue;
        break;
    case WireStat::Kind::Uint64:
        stat.kind = EventStat::Kind::Uint64;
        stat.uint64 = wire.integer;
        break;
    case WireStat::Kind::Int64:
        stat.kind = EventStat::Kind::Int64;
        stat.int64 = qint64(wire.integer);
        break;
    case WireStat::Kind::String:
        stat.kind = EventStat::Kind::String;
        stat.text = QString::fromUtf8(wire.bytes);
        break;
    case WireStat::Kind::Ref:
        stat.kind = EventStat::Kind::Ref;
        stat.text = statName(qint64(wire.integer));
        break;
    case WireStat::Kind::Bytes:
    case WireStat::Kind::None:
        stat.kind = EventStat::Kind::Bytes;
        stat.byteCount = wire.bytes.size();
        break;
    }
    stats.push_back(std::move(stat));
}

QByteArrayView PlaneIndex::eventBytes(qint64 fileOffset) const
{
    if (m_chromeTrace)
        return m_bytes->chromeTraceEvent(m_planeId, fileOffset, m_encoded);
    if (fileOffset < 0 || fileOffset >= m_size)
        return {};
    WireWalker outer(m_data + fileOffset, m_size - fileOffset);
    WireField field;
    if (outer.next(field) != WireWalker::Status::Field || field.type != WireType::LengthDelimited)
        return {};
    return field.payload(m_data + fileOffset);
}

bool PlaneIndex::readStats(qint64 fileOffset, std::vector<EventStat>& stats, qint64* metadataId) const
{
    const QByteArrayView bytes = eventBytes(fileOffset);
    if (bytes.isNull())
        return false;
    const char* event = bytes.data();
    std::vector<std::pair<const char*, qint64>> own;
    qint64 metadata = 0;
    WireWalker walker(event, bytes.size());
    WireField field;
    while (walker.next(field) == WireWalker::Status::Field) {
        if (field.number == XEvent::kMetadataIdFieldNumber && field.type == WireType::Varint)
            metadata = qint64(field.varint);
        else if (field.number == XEvent::kStatsFieldNumber && field.type == WireType::LengthDelimited)
            own.push_back({ event + field.valueOffset, field.length });
    }
    const QByteArrayView metadataBytes = eventMetadata(metadata);
    WireWalker metadataWalker(metadataBytes.data(), metadataBytes.size());
    while (metadataWalker.next(field) == WireWalker::Status::Field) {
        if (field.number == XEventMetadata::kStatsFieldNumber && field.type == WireType::LengthDelimited)
            appendStat(metadataBytes.data() + field.valueOffset, field.length, true, stats);
    }
    for (const auto& [data, size] : own)
        appendStat(data, size, false, stats);
    if (metadataId)
        *metadataId = metadata;
    return true;
}

EventDetails eventDetails(const TraceModel& model, EventRef ref)
{
    EventDetails details;
    details.ref = ref;
    const TraceTrack& track = model.track(ref.track);
    details.name = model.nameOf(ref).name;
    details.startPs = model.startPs(ref);
    details.durationPs = model.durationPs(ref);
    details.selfPs = model.selfTimePs(ref);
    details.flows = model.flowsOf(ref);
    details.groupId = model.groupOf(ref);
    details.stepName = model.groupName(ref);
    if (!track.derivedStats.empty()) {
        for (const DerivedStat& derived : track.derivedStats[size_t(ref.event)]) {
            EventStat stat;
            stat.name = derived.name;
            stat.kind = derived.isInteger ? EventStat::Kind::Int64 : EventStat::Kind::Double;
            stat.int64 = derived.integer;
            stat.real = derived.real;
            details.stats.push_back(std::move(stat));
        }
    }
    const qint64 offset = track.fileOffsets[size_t(ref.event)];
    if (offset == kNoFileOffset) {
        // A derived event's metadata is its long name (XProf's full name: "<program id>/<op>", a
        // framework op's "<name>:<type>"), shown as its display name.
        const EventName& shown = model.nameOf(ref);
        if (!shown.longName.isEmpty()) {
            details.metadataName = shown.longName;
            details.displayName = shown.name;
        }
        return details;
    }
    const PlaneIndex index(model, track.process);
    qint64 metadataId = 0;
    if (!index.readStats(offset, details.stats, &metadataId)) {
        const TraceProcess& process = model.processes()[size_t(track.process)];
        details.error = QCoreApplication::translate("memscope::trace", "%1: the event at byte %2 cannot be read")
                            .arg(QDir::toNativeSeparators(model.hosts()[size_t(process.host)].filePath))
                            .arg(offset);
        return details;
    }
    const MetadataNames names = readMetadataNames(index.eventMetadata(metadataId));
    details.metadataName = QString::fromUtf8(names.name);
    details.displayName = QString::fromUtf8(names.displayName);
    return details;
}

} // namespace memscope::trace
