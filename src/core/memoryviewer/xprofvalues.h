// SPDX-License-Identifier: Apache-2.0
#pragma once

// How XProf's outputs of a Memory Viewer result (its PreprocessResult JSON and message, the
// allocation timeline's DOT, the buffers' CSV) write the result's typed values: sizes in MiB and
// colours as "#rrggbb". The result holds bytes and palette indices; only these writers, and
// text shown to people, make MiB and colour names of them.

#include "core/util/saturating.h"

#include <QString>

namespace memscope::memoryviewer {

// XProf's MiB: bytes / 2^20 as a double (exact for every count below 2^53).
inline double xprofMib(qint64 bytes) { return static_cast<double>(bytes) / 1048576.0; }

// A figure of the heap simulation (a point of a curve, a peak) in XProf's MiB. The result's
// figure includes the indefinite allocations (Result::indefiniteHeapBytes); XProf adds them in
// MiB, simulated MiB + indefinite MiB, and so does this, from the bytes, to give XProf's double
// even where one rounding of the sum would differ (beyond 2^53 bytes).
inline double xprofHeapMib(qint64 bytes, qint64 indefiniteBytes)
{
    return xprofMib(saturatingSubtract(bytes, indefiniteBytes)) + xprofMib(indefiniteBytes);
}

// "#rrggbb" of palette entry `colorIndex` (palette.h); white ("#ffffff") for a negative index (-1:
// a timeline block's container).
const QString& xprofColor(int colorIndex);

} // namespace memscope::memoryviewer
