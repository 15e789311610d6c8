// SPDX-License-Identifier: Apache-2.0
#include "core/util/units.h"

#include <QCoreApplication>
#include <QLocale>
#include <array>
#include <cmath>

namespace memscope {
namespace {

    // The digits and decimal sign of the language shown (QLocale::setDefault), without group
    // separators, as XProf writes its figures ("1023.50 KiB"; Persian "۱۰۲۳٫۵۰").
    QLocale figureLocale()
    {
        QLocale locale;
        locale.setNumberOptions(QLocale::OmitGroupSeparator);
        return locale;
    }

} // namespace

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
        return QStringLiteral("%1 %2").arg(formatNumber(static_cast<qint64>(signedValue)), unitName);
    return QStringLiteral("%1 %2").arg(formatNumber(signedValue, 2), unitName);
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

QString formatBytes(qint64 bytes) { return formatBytes(static_cast<double>(bytes)); }

QString formatMiB(double mib, int decimals)
{
    return QCoreApplication::translate("Units", "%1 MiB").arg(formatNumber(mib, decimals));
}

} // namespace memscope
