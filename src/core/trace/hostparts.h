// SPDX-License-Identifier: Apache-2.0
#pragma once

// What a trace model is built of, one host at a time: its processes, tracks and
// counters with their times on their own lines' time bases (the run's origin is
// known only once every host is read). The XSpace wire walk (tracebuilder.cpp)
// and the Chrome trace JSON reader (chrometrace.h) each make them; buildTrace
// joins the hosts.

#include "core/trace/tracemodel.h"

#include <QStringList>
#include <limits>
#include <memory>
#include <vector>

namespace memscope::trace {

// Times and durations a damaged file may make huge are kept within a quarter
// of the int64 range, so that start + duration and the view's arithmetic
// never overflow.
constexpr qint64 kMaxTimePs = std::numeric_limits<qint64>::max() / 4;

// A track while its host is read: starts from its line's time base.
struct PendingTrack
{
    std::shared_ptr<TraceTrack> track;
    qint64 lineTimestampNs = 0;
    std::vector<FlowPoint> flows; // event = index in file order
};

struct PendingCounter
{
    CounterTrack counter;
    std::vector<qint64> lineTimestampsNs; // per value
};

struct HostTraceParts
{
    std::vector<TraceProcess> processes;
    std::vector<PendingTrack> tracks;
    std::vector<PendingCounter> counters;
    qint64 earliestLineNs = 0; // of the lines the host has
    bool hasLine = false;
    QStringList warnings;
};

} // namespace memscope::trace
