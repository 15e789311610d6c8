// SPDX-License-Identifier: Apache-2.0
#pragma once

// The bytes of one host for as long as a trace model refers to them: the
// bytes the loaded profile holds (HostSpace::input, a read-only mapping of the
// file or of its decompressed gzip content, whose pages are given back to the
// kernel once read, so the file costs no resident memory after the model is
// built, and the few pages of a selected event fault back in); or, for Chrome
// trace-event JSON, the XSpace it converts into (chrometrace.h). The file is
// never opened again by its path: what the trace shows is what the other
// views read.

#include "core/profile/profile.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
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
        QStringList warnings; // what of a Chrome trace could not be shown
        bool cancelled = false;
    };
    // The XSpace of `host`, or the one made of its Chrome trace JSON; a host
    // with neither is an error.
    static Opened read(const HostSpace& host, const std::atomic_bool* cancel);

    const char* data() const { return m_data; }
    qint64 size() const { return m_size; }
    // The file is Chrome trace-event JSON: its planes are pids, its lines tids, as the file has them.
    bool isChromeTrace() const { return m_chromeTrace; }
    // Gives the pages of [offset, offset + length) back when they are a file mapping.
    void release(qint64 offset, qint64 length) const;
    // `readError`, the outcome of a read of these bytes, unless the file changed under it: then why
    // ("the file changed while it was read ..."), without the file name.
    QString settled(const QString& readError = {}) const;

private:
    HostSpace m_host; // keeps the host's bytes, and knows whether its file changed
    QByteArray m_converted; // the XSpace a Chrome trace converts into
    const char* m_data = nullptr;
    qint64 m_size = 0;
    bool m_mapped = false;
    bool m_chromeTrace = false;
};

} // namespace memscope::trace
