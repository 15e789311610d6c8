// SPDX-License-Identifier: Apache-2.0
#include "core/trace/tracebytes.h"

#include "core/format/gzip.h"
#include "core/format/slicestream.h"
#include "core/format/sniff.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace memscope::trace {

TraceBytes::Opened TraceBytes::open(const QString& path, const std::atomic_bool* cancel)
{
    Opened opened;
    auto bytes = std::make_shared<TraceBytes>();
    bytes->m_file = std::make_unique<QFile>(path);
    if (!bytes->m_file->open(QIODevice::ReadOnly)) {
        opened.error = QCoreApplication::translate("memscope::trace", "cannot open the file (%1)")
                           .arg(bytes->m_file->errorString());
        return opened;
    }
    const qint64 size = bytes->m_file->size();
    if (uchar* mapping = size > 0 ? bytes->m_file->map(0, size) : nullptr) {
        bytes->m_data = reinterpret_cast<const char*>(mapping);
        bytes->m_size = size;
        bytes->m_mapped = true;
    } else { // pipes and special files cannot be mapped
        bytes->m_owned = bytes->m_file->readAll();
        bytes->m_data = bytes->m_owned.constData();
        bytes->m_size = bytes->m_owned.size();
    }
    const QString fileName = QFileInfo(path).fileName();
    format::Sniffed content = format::sniffContent(bytes->m_data, bytes->m_size, fileName);
    if (content.kind == format::ContentKind::Gzip) {
        format::GunzipResult inflated = format::gunzip(bytes->m_data, bytes->m_size, cancel, {});
        if (inflated.cancelled || !inflated.error.isEmpty()) {
            opened.cancelled = inflated.cancelled;
            opened.error = inflated.error;
            return opened;
        }
        bytes->m_file.reset();
        bytes->m_mapped = false;
        bytes->m_owned = std::move(inflated.data);
        bytes->m_data = bytes->m_owned.constData();
        bytes->m_size = bytes->m_owned.size();
        content = format::sniffContent(bytes->m_data, bytes->m_size, fileName);
    }
    if (content.kind == format::ContentKind::Empty)
        opened.error = QCoreApplication::translate("memscope::trace", "the file is empty (0 bytes)");
    else if (content.kind != format::ContentKind::XSpace)
        opened.error = QCoreApplication::translate("memscope::trace", "not an XSpace, so it has no trace");
    else
        opened.bytes = std::move(bytes);
    return opened;
}

void TraceBytes::release(qint64 offset, qint64 length) const
{
    if (m_mapped)
        format::releasePages(m_data + offset, m_data + offset + length);
}

} // namespace memscope::trace
