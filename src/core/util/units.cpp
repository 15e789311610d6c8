// SPDX-License-Identifier: Apache-2.0
#include "core/util/units.h"

#include <QCoreApplication>
#include <array>
#include <cmath>

namespace memscope {

QString formatBytes(double bytes)
{
    if (!std::isfinite(bytes))
        return QCoreApplication::translate("Units", "n/a");
    static const std::array<const char*, 6> units
        = { QT_TRANSLATE_NOOP("Units", "B"), QT_TRANSLATE_NOOP("Units", "KiB"), QT_TRANSLATE_NOOP("Units", "MiB"),
              QT_TRANSLATE_NOOP("Units", "GiB"), QT_TRANSLATE_NOOP("Units", "TiB"), QT_TRANSLATE_NOOP("Units", "PiB") };
    const double magnitude = std::fabs(bytes);
    size_t unit = 0;
    double scaled = magnitude;
    while (scaled >= 1024.0 && unit + 1 < units.size()) {
        scaled /= 1024.0;
        ++unit;
    }
    const double signedValue = bytes < 0 ? -scaled : scaled;
    const QString unitName = QCoreApplication::translate("Units", units[unit]);
    if (unit == 0)
        return QStringLiteral("%1 %2").arg(static_cast<qint64>(signedValue)).arg(unitName);
    return QStringLiteral("%1 %2").arg(signedValue, 0, 'f', 2).arg(unitName);
}

QString formatBytes(qint64 bytes) { return formatBytes(static_cast<double>(bytes)); }

QString formatMiB(double mib, int decimals)
{
    return QCoreApplication::translate("Units", "%1 MiB").arg(mib, 0, 'f', decimals);
}

} // namespace memscope
