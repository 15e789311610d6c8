// SPDX-License-Identifier: Apache-2.0
#include "core/util/units.h"

#include <QCoreApplication>
#include <array>
#include <atomic>
#include <cmath>

namespace memscope {

namespace {

    std::atomic<ByteUnitSystem> g_byteUnitSystem { ByteUnitSystem::Binary };

    constexpr std::array<const char*, 6> kBinaryUnits
        = { QT_TRANSLATE_NOOP("Units", "B"), QT_TRANSLATE_NOOP("Units", "KiB"), QT_TRANSLATE_NOOP("Units", "MiB"),
              QT_TRANSLATE_NOOP("Units", "GiB"), QT_TRANSLATE_NOOP("Units", "TiB"), QT_TRANSLATE_NOOP("Units", "PiB") };
    constexpr std::array<const char*, 6> kDecimalUnits
        = { QT_TRANSLATE_NOOP("Units", "B"), QT_TRANSLATE_NOOP("Units", "kB"), QT_TRANSLATE_NOOP("Units", "MB"),
              QT_TRANSLATE_NOOP("Units", "GB"), QT_TRANSLATE_NOOP("Units", "TB"), QT_TRANSLATE_NOOP("Units", "PB") };

} // namespace

void setByteUnitSystem(ByteUnitSystem system) { g_byteUnitSystem.store(system, std::memory_order_relaxed); }

ByteUnitSystem byteUnitSystem() { return g_byteUnitSystem.load(std::memory_order_relaxed); }

ByteScale byteScaleFor(double bytes)
{
    const bool decimal = byteUnitSystem() == ByteUnitSystem::Decimal;
    const auto& names = decimal ? kDecimalUnits : kBinaryUnits;
    const double step = decimal ? 1000.0 : 1024.0;
    const double magnitude = std::fabs(bytes);
    size_t unit = 0;
    double perUnit = 1;
    while (magnitude >= perUnit * step && unit + 1 < names.size()) {
        perUnit *= step;
        ++unit;
    }
    return { perUnit, QCoreApplication::translate("Units", names[unit]) };
}

QString formatBytes(double bytes)
{
    if (!std::isfinite(bytes))
        return QCoreApplication::translate("Units", "n/a");
    const ByteScale scale = byteScaleFor(bytes);
    const double value = bytes / scale.bytesPerUnit;
    if (scale.bytesPerUnit == 1)
        return QStringLiteral("%1 %2").arg(static_cast<qint64>(value)).arg(scale.name);
    return QStringLiteral("%1 %2").arg(value, 0, 'f', 2).arg(scale.name);
}

QString formatBytes(qint64 bytes) { return formatBytes(static_cast<double>(bytes)); }

QString formatMiB(double mib, int decimals)
{
    return QCoreApplication::translate("Units", "%1 MiB").arg(mib, 0, 'f', decimals);
}

} // namespace memscope
