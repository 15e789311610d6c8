// SPDX-License-Identifier: Apache-2.0
#include "core/trace/tracebytes.h"

#include "core/format/slicestream.h"
#include "core/profile/openedinput.h"
#include "core/trace/chrometrace.h"

#include <QCoreApplication>

namespace memscope::trace {

TraceBytes::Opened TraceBytes::read(const HostSpace& host, const std::atomic_bool* cancel)
{
    Opened opened;
    auto bytes = std::make_shared<TraceBytes>();
    bytes->m_host = host;
    if (host.holdsXSpace()) {
        const QByteArrayView view = host.bytes();
        bytes->m_data = view.data();
        bytes->m_size = view.size();
        bytes->m_mapped = host.bytesMapped();
    } else if (const std::shared_ptr<const OpenedInput> input = host.input()) {
        // Every input is a file mapping (InputFile maps a pipe's and a gzip file's content too).
        ChromeTraceConversion converted
            = convertChromeTrace({ input->data(), input->size(), input->decompressed(), true }, cancel);
        const QString error = host.settled(converted.error);
        if (converted.cancelled || !error.isEmpty()) {
            opened.cancelled = converted.cancelled;
            opened.error = error;
            return opened;
        }
        bytes->m_converted = std::move(converted.xspace);
        bytes->m_data = bytes->m_converted.constData();
        bytes->m_size = bytes->m_converted.size();
        bytes->m_chromeTrace = true;
        opened.warnings = std::move(converted.warnings);
    } else {
        opened.error = QCoreApplication::translate(
            "memscope::trace", "neither an XSpace nor Chrome trace-event JSON, so it has no trace");
        return opened;
    }
    opened.bytes = std::move(bytes);
    return opened;
}

void TraceBytes::release(qint64 offset, qint64 length) const
{
    if (m_mapped)
        format::releasePages(m_data + offset, m_data + offset + length);
}

QString TraceBytes::settled(const QString& readError) const
{
    // A Chrome trace was converted whole and checked then: the trace shows only what it converted.
    return m_chromeTrace ? readError : m_host.settled(readError);
}

} // namespace memscope::trace
