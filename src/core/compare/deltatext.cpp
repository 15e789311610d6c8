// SPDX-License-Identifier: Apache-2.0
#include "core/compare/deltatext.h"

#include "core/util/units.h"

#include <QCoreApplication>
#include <cmath>
#include <limits>

namespace memscope::compare {

namespace {
    const QChar kMinus(0x2212);
}

QString formatDeltaBytes(qint64 bytes)
{
    const qint64 magnitude = bytes == std::numeric_limits<qint64>::min() ? std::numeric_limits<qint64>::max()
                                                                         : (bytes < 0 ? -bytes : bytes);
    const QString text = formatBytes(magnitude);
    return bytes > 0 ? QLatin1Char('+') + text : bytes < 0 ? kMinus + text : text;
}

QString formatSignedNumber(double value, int decimals)
{
    const QString digits = formatNumber(std::abs(value), decimals);
    // A value that rounds to zero shows no sign.
    if (digits == formatNumber(0.0, decimals))
        return digits;
    return (value > 0 ? QStringLiteral("+") : QString(kMinus)) + digits;
}

QString formatDeltaPercent(const std::optional<double>& percent, int decimals)
{
    if (!percent)
        return QCoreApplication::translate("memscope::compare", "new");
    return QCoreApplication::translate("memscope::compare", "%1 %").arg(formatSignedNumber(*percent, decimals));
}

} // namespace memscope::compare
