// SPDX-License-Identifier: Apache-2.0
#pragma once

// Chrome trace-event JSON (the <host>.trace.json.gz TensorFlow 2.x wrote
// beside the XSpace, spec A.4.6; also Perfetto's and chrome://tracing's JSON)
// read straight into the trace model's parts, as XProf's converter would show
// it: one process per pid (named by its process_name, plane id = pid), one
// track per tid (named by its thread_name) in thread_sort_index order, one event
// per complete event ("X", a "B"/"E" pair, an instant "i"/"I"/"n" lasting 0),
// counter events ("C") as counters, one per numeric arg. The args are not kept:
// an event's file offset is its object's offset in the JSON, and its args are
// read again when it is shown or written (ChromeTraceEvents::encodeEvent), as
// stats: strings as strings, integers as int64 (uint64 past its range), other
// numbers as doubles, true/false as 1/0, objects and arrays as their JSON text.
// A "long_name" arg is the event's metadata name (the event's name its display
// name), as XProf's converter splits them; "bind_id" with "flow_in"/"flow_out"
// make a flow. Timestamps (µs) are read as exact decimals: a track's time base
// is its first event's, so absolute clocks (µs since 1970) keep picosecond
// precision.

#include "core/trace/hostparts.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <atomic>
#include <memory>

namespace memscope::trace {

struct ChromeTraceSource
{
    const char* data = nullptr;
    qint64 size = 0;
    bool decompressed = false; // only words the error: its byte offsets are into the decompressed JSON
    bool fileMapping = false; // a read-only file mapping: its pages are given back as they are read
};

// What the trace keeps of a Chrome trace JSON after reading it, to show and write its events' args.
class ChromeTraceEvents
{
public:
    struct State; // the reader's tables (chrometrace.cpp)
    explicit ChromeTraceEvents(std::shared_ptr<State> state = {})
        : m_state(std::move(state))
    {
    }

    // Each process's metadata as an XPlane without lines (event and stat metadata: names, display
    // names), at TraceProcess::planeOffset / planeSize; PlaneIndex reads it as a plane of an XSpace.
    QByteArrayView metadataPlanes() const;
    // The XEvent (metadata id and stats) of the event of plane `planeId` whose object starts at
    // `jsonOffset` (TraceTrack::fileOffsets), made in `out` from its args; empty when there is none.
    // Several threads may call it: they take turns.
    QByteArrayView encodeEvent(qint64 planeId, qint64 jsonOffset, QByteArray& out) const;

private:
    std::shared_ptr<State> m_state;
};

struct ChromeTraceRead
{
    HostTraceParts parts; // on the host's own line time bases, as the XSpace walk gives them
    ChromeTraceEvents events;
    QString error; // what is wrong and where (byte offset into the JSON), without the file name
    bool cancelled = false;
};

// The trace of host `hostIndex` from its Chrome trace JSON; the source's bytes must outlive the events.
ChromeTraceRead readChromeTrace(
    const ChromeTraceSource& source, int hostIndex, const std::atomic_bool* cancel = nullptr);

// Reads the whole document with the reader's JSON tokenizer, visiting every value and keeping
// nothing: "" when it is JSON, else the error the reader gives for its syntax. For
// bench/json-parsers, which times the tokenizer alone against other JSON parsers.
QString checkJsonSyntax(const ChromeTraceSource& source);

struct ChromeTraceCount
{
    qint64 eventObjects = 0; // the objects of the traceEvents array, metadata and XProf's closing {} included
    QString error; // as readChromeTrace words it: the document is no trace-event JSON
};

// Walks the document as readChromeTrace reads it, down to the event objects, and counts them: for
// `memscope-report info`, which names what a file is only when the trace would read it.
ChromeTraceCount countChromeTraceEvents(const ChromeTraceSource& source);

} // namespace memscope::trace
