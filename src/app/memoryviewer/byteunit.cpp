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

std::vector<double> niceTicks(double first, double last, int targetCount)
{
    std::vector<double> ticks;
    const double range = last - first;
    if (!(range > 0) || targetCount < 1)
        return ticks;
    const double rough = range / targetCount;
    const double magnitude = std::pow(10.0, std::floor(std::log10(rough)));
    double step = magnitude;
    for (const double factor : { 1.0, 2.0, 2.5, 5.0, 10.0 }) {
        step = factor * magnitude;
        if (step >= rough)
            break;
    }
    for (double tick = std::ceil(first / step) * step; tick <= last + step * 1e-9; tick += step)
        ticks.push_back(tick);
    return ticks;
}

} // namespace memscope
