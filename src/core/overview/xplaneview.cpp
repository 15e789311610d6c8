// SPDX-License-Identifier: Apache-2.0
#include "core/overview/xplaneview.h"

#include <algorithm>
#include <cmath>
#include <google/protobuf/io/coded_stream.h>
#include <limits>

namespace memscope::overview {

using tensorflow::profiler::XEvent;
using tensorflow::profiler::XEventMetadata;
using tensorflow::profiler::XLine;
using tensorflow::profiler::XPlane;
using tensorflow::profiler::XStat;

PlaneView::PlaneView(const XPlane& plane, qint64 originNs)
    : m_plane(&plane)
    , m_originNs(originNs)
{
    for (const auto& [id, metadata] : plane.stat_metadata())
        m_statIdByName.insert(QString::fromStdString(metadata.name()), id);
}

QString PlaneView::name() const { return QString::fromStdString(m_plane->name()); }

const XEventMetadata* PlaneView::metadata(const XEvent& event) const
{
    const auto found = m_plane->event_metadata().find(event.metadata_id());
    return found == m_plane->event_metadata().end() ? nullptr : &found->second;
}

QString PlaneView::eventName(const XEvent& event) const
{
    const XEventMetadata* meta = metadata(event);
    return meta ? QString::fromStdString(meta->name()) : QString();
}

QString PlaneView::eventDisplayName(const XEvent& event) const
{
    const XEventMetadata* meta = metadata(event);
    if (!meta)
        return {};
    return QString::fromStdString(meta->display_name().empty() ? meta->name() : meta->display_name());
}

qint64 PlaneView::onOrigin(const XLine& line, qint64 offsetPs) const
{
    // Computed wide and clamped, so damaged timestamps give far-away times instead of overflow.
    __extension__ typedef __int128 Wide;
    const Wide exact = (static_cast<Wide>(line.timestamp_ns()) - m_originNs) * 1000 + offsetPs;
    return static_cast<qint64>(std::clamp<Wide>(exact, -kMaxTimePs, kMaxTimePs));
}

qint64 PlaneView::durationPs(qint64 durationPs) { return std::clamp<qint64>(durationPs, 0, kMaxTimePs); }

qint64 PlaneView::startPs(const XLine& line, const XEvent& event) const
{
    return onOrigin(line, event.data_case() == XEvent::kOffsetPs ? event.offset_ps() : 0);
}

const XStat* PlaneView::findIn(const google::protobuf::RepeatedPtrField<XStat>& stats, const QString& name) const
{
    const auto id = m_statIdByName.constFind(name);
    if (id == m_statIdByName.constEnd())
        return nullptr;
    for (const XStat& stat : stats) {
        if (stat.metadata_id() == *id)
            return &stat;
    }
    return nullptr;
}

const XStat* PlaneView::eventStat(const XEvent& event, const QString& name) const
{
    return findIn(event.stats(), name);
}

const XStat* PlaneView::stat(const XEvent& event, const QString& name) const
{
    if (const XStat* own = findIn(event.stats(), name))
        return own;
    const XEventMetadata* meta = metadata(event);
    return meta ? findIn(meta->stats(), name) : nullptr;
}

const XStat* PlaneView::planeStat(const QString& name) const { return findIn(m_plane->stats(), name); }

std::optional<double> PlaneView::number(const XStat* stat) const
{
    if (!stat)
        return std::nullopt;
    switch (stat->value_case()) {
    case XStat::kDoubleValue:
        // NaN or infinity is no figure: treated as absent, so no "nan%" is shown.
        if (!std::isfinite(stat->double_value()))
            return std::nullopt;
        return stat->double_value();
    case XStat::kInt64Value:
        return static_cast<double>(stat->int64_value());
    case XStat::kUint64Value:
        return static_cast<double>(stat->uint64_value());
    default:
        return std::nullopt;
    }
}

std::optional<qint64> PlaneView::integer(const XStat* stat) const
{
    if (!stat)
        return std::nullopt;
    switch (stat->value_case()) {
    case XStat::kInt64Value:
        return stat->int64_value();
    case XStat::kUint64Value:
        return static_cast<qint64>(stat->uint64_value());
    case XStat::kDoubleValue: {
        const double value = stat->double_value();
        if (!std::isfinite(value) || std::abs(value) >= 9.2e18)
            return std::nullopt;
        return static_cast<qint64>(value);
    }
    case XStat::kStrValue: {
        bool ok = false;
        const qint64 value = QString::fromStdString(stat->str_value()).toLongLong(&ok);
        return ok ? std::optional<qint64>(value) : std::nullopt;
    }
    default:
        return std::nullopt;
    }
}

QString PlaneView::string(const XStat* stat) const
{
    if (!stat)
        return {};
    switch (stat->value_case()) {
    case XStat::kStrValue:
        return QString::fromStdString(stat->str_value());
    case XStat::kRefValue: {
        const auto found = m_plane->stat_metadata().find(static_cast<qint64>(stat->ref_value()));
        return found == m_plane->stat_metadata().end() ? QString() : QString::fromStdString(found->second.name());
    }
    case XStat::kInt64Value:
        return QString::number(stat->int64_value());
    case XStat::kUint64Value:
        return QString::number(stat->uint64_value());
    default:
        return {};
    }
}

QByteArray PlaneView::bytes(const XStat* stat) const
{
    if (!stat || stat->value_case() != XStat::kBytesValue)
        return {};
    return QByteArray::fromStdString(stat->bytes_value());
}

std::optional<std::vector<WireField>> decodeWireFields(const QByteArray& message)
{
    google::protobuf::io::CodedInputStream input(
        reinterpret_cast<const quint8*>(message.constData()), static_cast<int>(message.size()));
    std::vector<WireField> fields;
    while (true) {
        const uint32_t tag = input.ReadTag();
        if (tag == 0)
            return input.CurrentPosition() == message.size() ? std::optional(std::move(fields)) : std::nullopt;
        WireField field;
        field.number = static_cast<int>(tag >> 3);
        switch (tag & 7) {
        case 0: {
            uint64_t varint = 0;
            if (!input.ReadVarint64(&varint))
                return std::nullopt;
            field.varint = varint;
            break;
        }
        case 1: {
            uint64_t fixed = 0;
            if (!input.ReadLittleEndian64(&fixed))
                return std::nullopt;
            field.varint = fixed;
            break;
        }
        case 2: {
            uint32_t length = 0;
            std::string data;
            if (!input.ReadVarint32(&length) || !input.ReadString(&data, static_cast<int>(length)))
                return std::nullopt;
            field.bytes = QByteArray::fromStdString(data);
            field.isBytes = true;
            break;
        }
        case 5: {
            uint32_t fixed = 0;
            if (!input.ReadLittleEndian32(&fixed))
                return std::nullopt;
            field.varint = fixed;
            break;
        }
        default:
            return std::nullopt;
        }
        fields.push_back(std::move(field));
    }
}

} // namespace memscope::overview
