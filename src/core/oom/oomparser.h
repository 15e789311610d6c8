// SPDX-License-Identifier: Apache-2.0
#pragma once

// Finds XLA out-of-memory reports inside arbitrary log text: GPU/CPU
// "BufferAssignment OOM Debugging." reports and TPU "Ran out of memory in
// memory space ..." reports, several per log, behind log prefixes
// (timestamps, glog headers), indented with tabs or spaces, and with the
// hard line breaks that log viewers insert into long lines. The stages, one
// file each: oomlinejoiner (the repair of the log's lines), oomreportreader
// with oombufferassignmentgrammar and oomtpugrammar (the two report grammars),
// oomlines (what a line is) and oomtext (the pieces of a line).

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

} // namespace memscope
