// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/axisticks.h"

class QValueAxis;

namespace memscope {

// Puts round ticks (models/axisticks.h) on a Qt Charts value axis for
// [min, max], about one per `pixelsPerTick` of its `pixelLength`, with as many
// decimals as the step needs, then shows that range. The ticks are set first:
// Qt lays out every tick of the old interval over a new range, and a zoom out
// from 1 µs to 25 s would make millions of labels.
void setNiceRange(QValueAxis* axis, double min, double max, double pixelLength, double pixelsPerTick,
    AxisValues kind = AxisValues::Real);

} // namespace memscope
