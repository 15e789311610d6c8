// SPDX-License-Identifier: Apache-2.0
#include "core/trace/tracebytes.h"

#include "core/format/slicestream.h"
#include "core/profile/openedinput.h"

#include <QCoreApplication>

namespace memscope::trace {

TraceBytes::Opened TraceBytes::read(const HostSpace& host)
{
    Opened opened;
    auto bytes = std::make_shared<TraceBytes>();
    bytes->m_host = host;
    if (host.holdsXSpace()) {
        const QByteArrayView view = host.bytes();
        bytes->m_data = view.data();
        bytes->m_size = view.size();
        bytes->m_mapped = host.bytesMapped();
    } else if (host.input()) {
        // Every input is a file mapping (InputFile maps a pipe's and a gzip file's content too).
        bytes->m_chromeTrace = true;
    } else {
        opened.error = QCoreApplication::translate(
            "memscope::trace", "neither an XSpace nor Chrome trace-event JSON, so it has no trace");
        return opened;
    }
    opened.bytes = std::move(bytes);
    return opened;
}

void TraceBytes::setChromeTraceEvents(ChromeTraceEvents events)
{
    m_chromeEvents = std::move(events);
    const QByteArrayView planes = m_chromeEvents.metadataPlanes();
    m_data = planes.data();
    m_size = planes.size();
}

QByteArrayView TraceBytes::chromeTraceEvent(qint64 planeId, qint64 jsonOffset, QByteArray& out) const
{
    // Each event's object is read from the JSON again: its pages go back every 1024 events, so that
    // writing a whole trace keeps a few of them resident, not the file (the kernel maps 64 KiB around
    // each page touched, and a track's events lie all over the file).
    if ((m_chromeEventsRead.fetch_add(1, std::memory_order_relaxed) & 0x3ff) == 0x3ff)
        release(0, 0);
    return m_chromeEvents.encodeEvent(planeId, jsonOffset, out);
}

void TraceBytes::release(qint64 offset, qint64 length) const
{
    if (m_chromeTrace) {
        // A plane's events are objects anywhere in the JSON, which was read again to write or show them.
        if (const std::shared_ptr<const OpenedInput> json = m_host.input())
            format::releasePages(json->data(), json->data() + json->size());
        return;
    }
    if (m_mapped)
        format::releasePages(m_data + offset, m_data + offset + length);
}

QString TraceBytes::settled(const QString& readError) const { return m_host.settled(readError); }

} // namespace memscope::trace
