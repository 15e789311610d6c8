// SPDX-License-Identifier: Apache-2.0
#pragma once

// What the benchmark commands print their figures with.

#include <QString>

namespace memscope::bench {

// One line of UTF-8 on stdout, flushed at once (a figure is seen while the next is measured).
void print(const QString& text);
// CPU time of the whole process (every thread), in ms: on a busy machine it is
// disturbed less than wall time.
double processCpuMs();
// CPU time of the calling thread (the GUI thread paints), in ms.
double threadCpuMs();

} // namespace memscope::bench
