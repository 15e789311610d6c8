// SPDX-License-Identifier: Apache-2.0
#pragma once

// What the benchmark commands print their figures with.

#include <QCoreApplication>
#include <QString>

namespace memscope::bench {

// The texts of the benchmark commands (developer tools that load no translation).
struct BenchText
{
    Q_DECLARE_TR_FUNCTIONS(memscope::bench)
};

// One line of UTF-8 on stdout, flushed at once (a figure is seen while the next is measured).
void print(const QString& text);
// The same for `text` as it is: it ends its own lines.
void printText(const QString& text);
// CPU time of the whole process (every thread), in ms: on a busy machine it is
// disturbed less than wall time.
double processCpuMs();
// CPU time of the calling thread (the GUI thread paints), in ms.
double threadCpuMs();

} // namespace memscope::bench
