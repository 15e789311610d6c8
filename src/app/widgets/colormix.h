// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QColor>

namespace memscope {

// `from` moved `amount` (0 to 1) of the way towards `to`, channel by channel: a tint of the palette's
// colours that reads on light and dark palettes alike.
inline QColor mixed(const QColor& from, const QColor& to, double amount)
{
    return QColor::fromRgbF(float(from.redF() * (1 - amount) + to.redF() * amount),
        float(from.greenF() * (1 - amount) + to.greenF() * amount),
        float(from.blueF() * (1 - amount) + to.blueF() * amount));
}

} // namespace memscope
