// SPDX-License-Identifier: Apache-2.0
#pragma once

// Chrome trace-event JSON (the <host>.trace.json.gz TensorFlow 2.x wrote
// beside the XSpace, spec A.4.6; also Perfetto's and chrome://tracing's JSON)
// turned into XSpace wire bytes, so that the trace model reads it like any
// XSpace: one plane per pid (named by its process_name, id = pid), one line
// per tid (named by its thread_name, id = tid) in thread_sort_index order,
// one XEvent per complete event ("X", a "B"/"E" pair, an instant "i"/"I"/"n"
// lasting 0), counter events ("C") on the plane's "_counters_" line, one per
// numeric arg. Args become stats: strings as strings, integers as int64
// (uint64 past its range), other numbers as doubles, true/false as 1/0,
// objects and arrays as their JSON text. A "long_name" arg is the event
// metadata's name (the event's name its display name), as XProf's converter
// splits them; "bind_id" with "flow_in"/"flow_out" become a flow stat.
// Timestamps (µs) are read as exact decimals: a line's time is its first
// event's, so absolute clocks (µs since 1970) keep picosecond precision.

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <atomic>

namespace memscope::trace {

struct ChromeTraceConversion
{
    QByteArray xspace; // XSpace wire bytes; empty on error
    QString error; // what is wrong and where (byte offset into the JSON), without the file name
    QStringList warnings; // events that could not be shown, by kind
    bool cancelled = false;
};

struct ChromeTraceSource
{
    const char* data = nullptr;
    qint64 size = 0;
    bool decompressed = false; // only words the error: its byte offsets are into the decompressed JSON
    bool fileMapping = false; // a read-only file mapping: its pages are given back as they are read
};

ChromeTraceConversion convertChromeTrace(const ChromeTraceSource& source, const std::atomic_bool* cancel = nullptr);

// Reads the whole document with the converter's JSON tokenizer, visiting every value and keeping
// nothing: "" when it is JSON, else the error the conversion gives for its syntax. For
// bench/json-parsers, which times the tokenizer alone against other JSON parsers.
QString checkJsonSyntax(const ChromeTraceSource& source);

struct ChromeTraceCount
{
    qint64 eventObjects = 0; // the objects of the traceEvents array, metadata and XProf's closing {} included
    QString error; // as the conversion words it: the document is no trace-event JSON
};

// Walks the document as the conversion reads it, down to the event objects, and counts them: for
// `memscope-report info`, which names what a file is only when the trace would read it.
ChromeTraceCount countChromeTraceEvents(const ChromeTraceSource& source);

} // namespace memscope::trace
