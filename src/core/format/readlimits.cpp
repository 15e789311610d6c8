// SPDX-License-Identifier: Apache-2.0
#include "core/format/readlimits.h"

#include "core/util/units.h"

#include <QCoreApplication>
#include <limits>
#include <unistd.h>

namespace memscope::format {
namespace {

    constexpr int kDefaultIdleTimeoutMs = 10'000;

    qint64 physicalMemory()
    {
        const long pages = sysconf(_SC_PHYS_PAGES);
        const long pageSize = sysconf(_SC_PAGESIZE);
        return pages > 0 && pageSize > 0 ? qint64(pages) * qint64(pageSize) : qint64(16) << 30;
    }

    // "1048576", "512K", "64M", "8G", "1T"; 0 when it is none of these.
    qint64 parseSize(QByteArray text)
    {
        text = text.trimmed().toUpper();
        if (text.endsWith('B'))
            text.chop(1);
        int shift = 0;
        if (!text.isEmpty()) {
            const qsizetype unit = QByteArrayView("KMGT").indexOf(text.back());
            if (unit >= 0) {
                shift = 10 * int(unit + 1);
                text.chop(1);
            }
        }
        bool ok = false;
        const qint64 value = text.toLongLong(&ok);
        if (!ok || value <= 0 || value > (std::numeric_limits<qint64>::max() >> shift))
            return 0;
        return value << shift;
    }

} // namespace

ReadLimits readLimits()
{
    ReadLimits limits;
    limits.maxBytes = parseSize(qgetenv(kReadLimitVariable));
    limits.maxBytesFromEnvironment = limits.maxBytes > 0;
    if (!limits.maxBytesFromEnvironment)
        limits.maxBytes = physicalMemory();
    bool ok = false;
    const double seconds = qEnvironmentVariable(kReadTimeoutVariable).toDouble(&ok);
    limits.idleTimeoutMs = ok && seconds > 0 && seconds < 86400 ? int(seconds * 1000) : kDefaultIdleTimeoutMs;
    return limits;
}

QString readLimitExplanation(const ReadLimits& limits)
{
    const QString variable = QString::fromLatin1(kReadLimitVariable);
    if (limits.maxBytesFromEnvironment)
        return QCoreApplication::translate("memscope::format", "the read limit of %1 that %2 sets")
            .arg(formatBytes(limits.maxBytes), variable);
    return QCoreApplication::translate(
        "memscope::format", "the read limit of %1, this machine's memory; set %2 (e.g. %2=64G) to raise it")
        .arg(formatBytes(limits.maxBytes), variable);
}

} // namespace memscope::format
