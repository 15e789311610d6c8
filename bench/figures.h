// SPDX-License-Identifier: Apache-2.0
#pragma once

// What the benchmark commands print their figures with.

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

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
// A field of /proc/self/status given in kB ("VmRSS:", "VmHWM:"), in bytes; 0 when it cannot be read.
qint64 statusBytes(const char* field);
// One line of UTF-8 on stderr (a measuring child's figures, which its parent shows).
void printError(const QString& text);

struct ChildResult
{
    bool started = false;
    int exitCode = -1;
    double seconds = 0;
    double cpuSeconds = 0; // user + system: less disturbed than wall time on a busy machine
    qint64 peakRssBytes = 0;
    QByteArray stderrText;
};

// Runs a program with stdout to /dev/null and stderr to a file; wall time and
// the child's own peak RSS (wait4's rusage, ru_maxrss in KiB on Linux).
ChildResult runChild(const QStringList& command, const QString& stderrPath);

} // namespace memscope::bench
