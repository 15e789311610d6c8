// SPDX-License-Identifier: Apache-2.0
#pragma once

// The bytes of one host for as long as a trace model refers to them: the
// bytes the loaded profile holds (HostSpace::input, a read-only mapping of the
// file or of its decompressed gzip content, whose pages are given back to the
// kernel once read, so the file costs no resident memory after the model is
// built, and the few pages of a selected event fault back in). Of Chrome
// trace-event JSON, the JSON the same way, and what the reader kept of it
// (chrometrace.h: an event's args are read again from the JSON when it is
// shown). The file is never opened again by its path: what the trace shows is
// what the other views read.

#include "core/profile/profile.h"
#include "core/trace/chrometrace.h"

#include <QString>
#include <atomic>
#include <memory>

namespace memscope::trace {

class TraceBytes
{
public:
    struct Opened
    {
        std::shared_ptr<TraceBytes> bytes;
        QString error; // without the file name
        bool cancelled = false;
    };
    // The XSpace of `host`, or its Chrome trace JSON (read by the trace builder, which hands what
    // it keeps to setChromeTraceEvents); a host with neither is an error.
    static Opened read(const HostSpace& host);

    // The XSpace; of a Chrome trace, its processes' metadata planes (ChromeTraceEvents::metadataPlanes).
    const char* data() const { return m_data; }
    qint64 size() const { return m_size; }
    // The file is Chrome trace-event JSON: its planes are pids, its lines tids, as the file has them.
    bool isChromeTrace() const { return m_chromeTrace; }
    std::shared_ptr<const OpenedInput> input() const { return m_host.input(); }
    void setChromeTraceEvents(ChromeTraceEvents events);
    // Of a Chrome trace once read: the XEvent of the event of plane `planeId` whose object is at
    // `jsonOffset`, made in `out` (ChromeTraceEvents::encodeEvent).
    QByteArrayView chromeTraceEvent(qint64 planeId, qint64 jsonOffset, QByteArray& out) const;
    // Gives the pages of [offset, offset + length) back when they are a file mapping; of a Chrome
    // trace, those of the whole JSON (a plane's events are anywhere in it).
    void release(qint64 offset, qint64 length) const;
    // `readError`, the outcome of a read of these bytes, unless the file changed under it: then why
    // ("the file changed while it was read ..."), without the file name.
    QString settled(const QString& readError = {}) const;

private:
    HostSpace m_host; // keeps the host's bytes, and knows whether its file changed
    ChromeTraceEvents m_chromeEvents;
    mutable std::atomic_uint32_t m_chromeEventsRead = 0;
    const char* m_data = nullptr;
    qint64 m_size = 0;
    bool m_mapped = false;
    bool m_chromeTrace = false;
};

} // namespace memscope::trace
