// SPDX-License-Identifier: Apache-2.0
#pragma once

// Builds a TraceModel by walking the host files' wire format once
// (format::WireWalker): no XPlane is parsed for the events, so memory is the
// flat arrays of the model, not protobuf objects, and files of 2 GiB or more
// work. Which planes and lines become processes and tracks, their ids, names
// and order follow XProf (../shared/spec/trace-viewer-and-steps.md A.1-A.3).

#include "core/profile/profile.h"
#include "core/trace/tracemodel.h"

#include <atomic>
#include <functional>

namespace memscope::memoryprofile {
struct Result;
}

namespace tensorflow::profiler {
class XSpace;
}

namespace memscope::trace {

struct TraceInput
{
    // A host of a loaded profile: the trace reads the bytes it holds, never its file again.
    HostSpace host;
    // The host's parsed XSpace when the caller has it (a loaded Profile that parsed it): the event grouping
    // (Steps tracks, group ids and step names) runs on it. Without it, a file that was not
    // grouped when written is parsed once for the grouping; a grouped one needs no parse.
    std::shared_ptr<const tensorflow::profiler::XSpace> space = nullptr;
};

// The hosts of a loaded profile that have a trace (one per host of a run), with their parsed XSpaces.
std::vector<TraceInput> traceInputs(const Profile& profile);

struct TraceBuildOptions
{
    const std::atomic_bool* cancel = nullptr;
    // Counter tracks of the allocators: the Memory Profile's analysis of the hosts (its snapshots).
    bool memoryCounters = true;
    // Given the trace without its memory counters, when the run has memory events, before the Memory
    // Profile's analysis behind them runs (seconds on millions of events): the window paints it
    // meanwhile. The trace built last has them; its tracks are this one's, in the same places, and
    // its planes too unless one is left without anything to show. Called on the building thread.
    std::function<void(std::shared_ptr<const TraceModel>)> withoutMemoryCounters;
    // Told how far the build is, in permille; called from the worker threads, several at once.
    std::function<void(int permille)> progress;
    // A Memory Profile analysis of the inputs' hosts, in their order, made elsewhere (the window's
    // Memory Profile page): the counters take its snapshots instead of analysing the memory events
    // again. Asked when the counters are due; nullptr, or an analysis that failed, and the build
    // analyses them itself.
    std::function<std::shared_ptr<const memoryprofile::Result>()> memoryProfile;
};

struct TraceBuildOutcome
{
    std::shared_ptr<const TraceModel> model;
    QString error; // names the file, what is wrong and where
    bool cancelled = false;
};

TraceBuildOutcome buildTrace(const std::vector<TraceInput>& inputs, const TraceBuildOptions& options = {});

// XProf's event types that never reach a trace (spec A.2.2, IsInternalEvent).
bool isInternalEventName(QByteArrayView name);
// Lines XProf's trace leaves out: "counters_..." (its "_counters_" line is the counters').
bool isSkippedLineName(QByteArrayView name);

} // namespace memscope::trace
