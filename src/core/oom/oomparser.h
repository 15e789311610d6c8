// SPDX-License-Identifier: Apache-2.0
#pragma once

// Finds XLA out-of-memory reports inside arbitrary log text: GPU/CPU
// "BufferAssignment OOM Debugging." reports and TPU "Ran out of memory in
// memory space ..." reports, several per log, behind log prefixes
// (timestamps, glog headers), indented with tabs or spaces, and with the
// hard line breaks that log viewers insert into long lines.

#include "core/oom/oomreport.h"

#include <QByteArrayView>
#include <QString>
#include <QStringView>
#include <atomic>
#include <functional>
#include <memory>
#include <vector>

namespace memscope {

// Errors are values: either reports is non-empty or error says why not.
struct OomParseOutcome
{
    std::vector<std::shared_ptr<const OomReport>> reports;
    QString error;
    bool cancelled = false;
};

// Parses text already in memory (a pasted clipboard, a test fixture).
// sourceName names it in messages ("clipboard", a file path).
OomParseOutcome parseOomReports(QStringView text, const QString& sourceName);

// Parses UTF-8 text in memory (a file the loader has mapped). `cancel` is polled
// often; `consumed` (optional) is told how many more bytes were read, for progress.
OomParseOutcome parseOomReportBytes(QByteArrayView utf8, const QString& sourceName,
    const std::atomic_bool* cancel = nullptr, const std::function<void(qint64 bytes)>& consumed = {});

// Reads a text file line by line (read-only, any size) and parses it.
// `cancel` is polled between lines.
OomParseOutcome readOomReportFile(const QString& path, const std::atomic_bool* cancel = nullptr);

// A cheap check on the first bytes of a file: does it contain the start of an
// XLA out-of-memory report? For format sniffing; the parser decides for real.
bool mayContainOomReport(QByteArrayView head);

// Parses one printed byte count: "1.2KiB", "34.00MiB", "6.00G", "4.0K", "123B".
// Returns an unknown ReportedBytes (bytes -1) for anything else.
ReportedBytes parseReportedBytes(QStringView text);

// Removes what a logger put in front of a report line: "2025-06-02 09:30:00.123456: W tensorflow/x.cc:76] ",
// "E1111 07:35:00.272763 140408571025152 error_handling.py:81] ", "[2025-06-02T09:30:00Z] ".
QStringView stripLogPrefix(QStringView line);

// The opcode an XLA label names: "fusion" for "fusion", "copy" for
// "%copy.40488 = s32[8]{0} copy(s32[8]{0} %p)", "reduce-window" for "reduce-window.4 = reduce-window(a, b)".
QString opcodeFromXlaLabel(QStringView label);

} // namespace memscope
