// SPDX-License-Identifier: Apache-2.0
#include "core/trace/tracebytes.h"

#include "core/format/slicestream.h"
#include "core/profile/loader.h"
#include "core/trace/chrometrace.h"

#include <QCoreApplication>

namespace memscope::trace {

TraceBytes::Opened TraceBytes::open(const QString& path, const std::atomic_bool* cancel)
{
    Opened opened;
    InputBytes input = openInput(path, cancel);
    if (input.cancelled || !input.error.isEmpty()) {
        opened.cancelled = input.cancelled;
        opened.error = input.error;
        return opened;
    }
    auto bytes = std::make_shared<TraceBytes>();
    switch (input.content.kind) {
    case format::ContentKind::XSpace:
        bytes->m_input = std::move(input.owner);
        bytes->m_data = input.data;
        bytes->m_size = input.size;
        break;
    case format::ContentKind::ChromeTraceJson: {
        ChromeTraceConversion converted = convertChromeTrace(input.data, input.size, input.decompressed, cancel);
        if (converted.cancelled || !converted.error.isEmpty()) {
            opened.cancelled = converted.cancelled;
            opened.error = converted.error;
            return opened;
        }
        bytes->m_owned = std::move(converted.xspace);
        bytes->m_data = bytes->m_owned.constData();
        bytes->m_size = bytes->m_owned.size();
        bytes->m_chromeTrace = true;
        opened.warnings = std::move(converted.warnings);
        break;
    }
    case format::ContentKind::Empty:
        opened.error = QCoreApplication::translate("memscope::trace", "the file is empty (0 bytes)");
        return opened;
    default:
        opened.error = QCoreApplication::translate(
            "memscope::trace", "neither an XSpace nor Chrome trace-event JSON, so it has no trace");
        return opened;
    }
    opened.bytes = std::move(bytes);
    return opened;
}

void TraceBytes::release(qint64 offset, qint64 length) const
{
    if (m_input)
        format::releasePages(m_data + offset, m_data + offset + length);
}

} // namespace memscope::trace
