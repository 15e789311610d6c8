// SPDX-License-Identifier: Apache-2.0
#include "core/compare/deltatext.h"

#include "core/util/units.h"

#include <QCoreApplication>
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

QString formatDeltaPercent(const std::optional<double>& percent, int decimals)
{
    if (!percent)
        return QCoreApplication::translate("compare", "new");
    const QString digits = QString::number(std::abs(*percent), 'f', decimals);
    const QString sign = *percent > 0 ? QStringLiteral("+") : *percent < 0 ? QString(kMinus) : QString();
    return QCoreApplication::translate("compare", "%1%2 %").arg(sign, digits);
}

} // namespace memscope::compare
