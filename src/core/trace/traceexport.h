// SPDX-License-Identifier: Apache-2.0
#pragma once

// The trace as files: Chrome trace-event JSON as XProf's converter writes it
// (TraceEventsToJson: metadata events, then "X" events with ts/dur in µs and
// the stats as string args sorted by key; spec A.3, A.4.6), plus flow
// bindings and "C" counter events so Perfetto and chrome://tracing show
// arrows and memory; and a flat CSV of the events.

#include "core/trace/tracemodel.h"

#include <QRegularExpression>
#include <atomic>
#include <optional>

class QIODevice;

namespace memscope::trace {

struct ExportOptions
{
    QRegularExpression planes; // processes whose plane name matches; an empty pattern takes all
    std::optional<TimeRange> range; // events overlapping it, counters inside it; all when unset
    const std::atomic_bool* cancel = nullptr; // looked at between processes; a cancelled write returns false
};

// False when writing to `device` failed.
bool writeChromeJson(const TraceModel& model, const ExportOptions& options, QIODevice& device);
bool writeCsv(const TraceModel& model, const ExportOptions& options, QIODevice& device);

enum class TraceFormat
{
    ChromeJson,
    Csv,
};
// Every export of a trace (the window's, memscope-report's): writes it in `format`, then asks
// whether a host's file changed under the read. False when the write failed or the file changed;
// `changed` then says so (TraceModel::changedWhileRead), and what was written is to be dropped.
bool writeTrace(
    const TraceModel& model, const ExportOptions& options, TraceFormat format, QIODevice& device, QString& changed);

} // namespace memscope::trace
