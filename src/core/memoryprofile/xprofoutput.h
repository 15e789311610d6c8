// SPDX-License-Identifier: Apache-2.0
#pragma once

// The Memory Profile as XProf's tools hand it over: the MemoryProfile proto
// (proto/memory_profile.proto) and its proto3 JSON, plus Memscope's findings.

#include "core/memoryprofile/memoryprofile.h"

#include <QByteArray>
#include <QJsonObject>

namespace tensorflow::profiler {
class MemoryProfile;
}

namespace memscope::memoryprofile {

// XProf's MemoryProfile (A.4-A.7) of every allocator, or only of `allocatorId`:
// snapshots compacted to those of the breakdown, the timeline down-sampled to
// Options::maxSampledSnapshots, version 1.
tensorflow::profiler::MemoryProfile toMemoryProfileProto(
    const Result& result, const Options& options, const QString& allocatorId = {});

// Memscope's findings per allocator id: true counts, the never-freed
// allocations, per-step balance, heap trend, fragmentation spikes, sentences.
QJsonObject findingsJson(const Result& result, const QString& allocatorId = {});

// The top-level JSON key that holds findingsJson() next to XProf's fields.
inline constexpr char kFindingsJsonKey[] = "memscopeFindings";

// XProf's JSON (lowerCamelCase, int64 as strings, default values printed) with
// findingsJson() under kFindingsJsonKey. Empty with *error set on failure.
QByteArray toJson(const Result& result, const Options& options, const QString& allocatorId, QString* error);

// The breakdown tables at the peak as CSV (RFC 4180): one row per breakdown
// row of every allocator, or only of `allocatorId`, the memory id first.
QByteArray breakdownCsv(const Result& result, const QString& allocatorId = {});

} // namespace memscope::memoryprofile
