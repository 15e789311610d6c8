// SPDX-License-Identifier: Apache-2.0
#pragma once

// The lines of the two XLA out-of-memory report grammars, as patterns
// (matched ignoring case, compiled once per thread), and the tests that tell
// what a line of a log is: the start of a report, a line of one, or neither.
// Shared by the repair of wrapped lines and by the grammars.

#include <QRegularExpression>
#include <QString>
#include <QStringView>

namespace memscope::oomlines {

// A printed size as XLA's HumanReadableNumBytes writes it: "4B", "38.7KiB",
// "20.74GiB"; TPU reports drop the "iB": "6.00G", "4.0K".
extern const QString kSizePattern;

// GPU/CPU "BufferAssignment OOM Debugging." reports.
extern const QString kRequestedLine; // "Out of memory while trying to allocate N bytes."
extern const QString kDebuggingHeader;
extern const QString kStatsHeader;
extern const QString kStatLine; // "parameter allocation: 1.02GiB", "total fragmentation: 2.0KiB (0.00%)"
extern const QString kPeakBuffersHeader;
extern const QString kGpuBufferStart; // "Buffer 3:"

// TPU "Ran out of memory in memory space hbm." reports.
extern const QString kTpuHeadline; // memory space, used, capacity, exceeded by
extern const QString kTpuHeadlineEnd;
extern const QString kTpuBuffersHeader; // "Largest program allocations in hbm:"
extern const QString kTpuGroupTitle; // "Total hbm usage >= 41.74G:"
extern const QString kTitleTotal; // the size at the end of a group title
extern const QString kOutputSizeNote;
extern const QString kTpuFigure; // "HLO temp  41.19G (24.2% utilization, ...)"
extern const QString kTpuBufferStart; // "3. Size: 8.00G"

// The buffer lists of both.
extern const QString kField; // "Shape: f32[8]", "XLA Label: fusion", ...
extern const QString kSeparator; // XLA's "====" after each buffer
extern const QString kPaddingValue; // "4.00G (2.0x expansion)"

QRegularExpressionMatch matchAt(const QString& pattern, QStringView text);

// A cheap test before the regular expressions: most log lines mention nothing of a report.
bool mentionsReport(QStringView text);
// The lines that open a report wherever they stand in a log line.
bool startsReport(QStringView text);
// Lines that begin something in a report; anything else directly below a
// report line (no blank line between) is that line broken by a log viewer.
bool beginsReportLine(QStringView trimmed);
bool isSeparator(QStringView trimmed);
bool isIndented(QStringView line);
// A figure group's title or the output-size note of a TPU report's summary.
bool isTpuSummaryLine(QStringView trimmed);

} // namespace memscope::oomlines
