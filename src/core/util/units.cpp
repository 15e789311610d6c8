// SPDX-License-Identifier: Apache-2.0
#include "core/util/units.h"

#include <QCoreApplication>
#include <QLocale>
#include <array>
#include <atomic>
#include <cmath>

namespace memscope {

namespace {

    std::atomic<ByteUnitSystem> g_byteUnitSystem { ByteUnitSystem::Binary };

    constexpr std::array<const char*, 6> kBinaryUnits
        = { QT_TRANSLATE_NOOP("memscope", "B"), QT_TRANSLATE_NOOP("memscope", "KiB"),
              QT_TRANSLATE_NOOP("memscope", "MiB"), QT_TRANSLATE_NOOP("memscope", "GiB"),
              QT_TRANSLATE_NOOP("memscope", "TiB"), QT_TRANSLATE_NOOP("memscope", "PiB") };
    constexpr std::array<const char*, 6> kDecimalUnits = { QT_TRANSLATE_NOOP("memscope", "B"),
        QT_TRANSLATE_NOOP("memscope", "kB"), QT_TRANSLATE_NOOP("memscope", "MB"), QT_TRANSLATE_NOOP("memscope", "GB"),
        QT_TRANSLATE_NOOP("memscope", "TB"), QT_TRANSLATE_NOOP("memscope", "PB") };

    // The digits and decimal sign of the language shown (QLocale::setDefault), without group
    // separators, as XProf writes its figures ("1023.50 KiB"; Persian "۱۰۲۳٫۵۰").
    QLocale figureLocale()
    {
        QLocale locale;
        locale.setNumberOptions(QLocale::OmitGroupSeparator);
        return locale;
    }

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
    return { perUnit, QCoreApplication::translate("memscope", names[unit]) };
}

QString formatNumber(double value, int decimals, char format)
{
    return figureLocale().toString(value, format, decimals);
}

QString formatNumber(qint64 value) { return figureLocale().toString(value); }

QString localizedFigure(const QString& figure)
{
    const QLocale locale;
    const char32_t zero = locale.zeroDigit().toUcs4().value(0, U'0');
    QString result;
    for (const QChar c : figure) {
        if (c.isDigit()) {
            const char32_t digit = zero + static_cast<char32_t>(c.digitValue());
            result += QString::fromUcs4(&digit, 1);
        } else if (c == QLatin1Char('.')) {
            result += locale.decimalPoint();
        } else if (c == QLatin1Char('-')) {
            result += locale.negativeSign();
        } else {
            result += c;
        }
    }
    return result;
}

QString formatBytes(double bytes)
{
    if (!std::isfinite(bytes))
        return QCoreApplication::translate("memscope", "n/a");
    const ByteScale scale = byteScaleFor(bytes);
    const double value = bytes / scale.bytesPerUnit;
    if (scale.bytesPerUnit == 1)
        return QStringLiteral("%1 %2").arg(formatNumber(static_cast<qint64>(value)), scale.name);
    return QStringLiteral("%1 %2").arg(formatNumber(value, 2), scale.name);
}

QString formatBytes(qint64 bytes) { return formatBytes(static_cast<double>(bytes)); }

QString formatMiB(double mib, int decimals)
{
    return QCoreApplication::translate("memscope", "%1 MiB").arg(formatNumber(mib, decimals));
}

} // namespace memscope
