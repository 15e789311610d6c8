// SPDX-License-Identifier: Apache-2.0
#pragma once

// The pieces of an XLA out-of-memory report's text, read one at a time: the
// printed byte counts, the logger prefixes in front of its lines, the opcode of
// an XLA label, and the escaped OpMetadata of an "Operator:" line.

#include "core/oom/oomreport.h"

#include <QString>
#include <QStringView>

namespace memscope {

// Parses one printed byte count: "1.2KiB", "34.00MiB", "6.00G", "4.0K", "123B".
// Returns an unknown ReportedBytes (bytes -1) for anything else.
ReportedBytes parseReportedBytes(QStringView text);

// Removes what a logger put in front of a report line: "2025-06-02 09:30:00.123456: W tensorflow/x.cc:76] ",
// "E1111 07:35:00.272763 140408571025152 error_handling.py:81] ", "[2025-06-02T09:30:00Z] ".
QStringView stripLogPrefix(QStringView line);

// The opcode an XLA label names: "fusion" for "fusion", "copy" for
// "%copy.40488 = s32[8]{0} copy(s32[8]{0} %p)", "reduce-window" for "reduce-window.4 = reduce-window(a, b)".
QString opcodeFromXlaLabel(QStringView label);

// absl::CEscape undone: XLA escapes op names and file names in "Operator:",
// and a report quoted in a log record has its line breaks escaped as "\n".
QString unescapeC(QStringView text);

// Reads op_type, op_name, source_file and source_line out of OpMetadataToString
// text ("op_type=\"Dense\" op_name=\"...\" source_file=... source_line=88").
void readOpMetadata(QStringView text, OomBuffer& buffer);

} // namespace memscope
