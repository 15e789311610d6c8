// SPDX-License-Identifier: Apache-2.0
#include "memoryviewer/byteunit.h"

#include <QCoreApplication>
#include <array>
#include <cmath>

namespace memscope {

ByteUnit ByteUnit::forLargest(double bytes)
{
    static const std::array<const char*, 5> names
        = { QT_TRANSLATE_NOOP("Units", "B"), QT_TRANSLATE_NOOP("Units", "KiB"), QT_TRANSLATE_NOOP("Units", "MiB"),
              QT_TRANSLATE_NOOP("Units", "GiB"), QT_TRANSLATE_NOOP("Units", "TiB") };
    size_t unit = 0;
    double perUnit = 1;
    while (std::fabs(bytes) >= perUnit * 1024.0 && unit + 1 < names.size()) {
        perUnit *= 1024.0;
        ++unit;
    }
    return { perUnit, QCoreApplication::translate("Units", names[unit]) };
}

} // namespace memscope
