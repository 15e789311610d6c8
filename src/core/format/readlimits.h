// SPDX-License-Identifier: Apache-2.0
#pragma once

// How much the loader reads of an input it cannot map as it lies on disk (what
// a pipe or a device delivers, what a gzip file decompresses to), and how long
// it waits for a pipe or device that delivers nothing. Such data is written to
// a temporary file and mapped from there, never held in memory, so these
// bound the disk and the parse, and make an endless input end.

#include <QString>

namespace memscope::format {

inline constexpr char kReadLimitVariable[] = "MEMSCOPE_READ_LIMIT";
inline constexpr char kReadTimeoutVariable[] = "MEMSCOPE_READ_TIMEOUT";

struct ReadLimits
{
    // MEMSCOPE_READ_LIMIT (bytes, or with a K, M, G or T suffix: binary
    // units), else the physical memory: a profile is parsed into memory.
    qint64 maxBytes = 0;
    bool maxBytesFromEnvironment = false;
    // MEMSCOPE_READ_TIMEOUT (seconds), else 10 s: a pipe or device silent for
    // this long (a pipe no program writes to) ends the read.
    int idleTimeoutMs = 0;
};

// From the environment at each call, so that a change applies to the next load.
ReadLimits readLimits();

// Which limit `limits.maxBytes` is and how to raise it, for messages:
// "the read limit of 23.42 GiB, this machine's memory; set MEMSCOPE_READ_LIMIT
// (e.g. MEMSCOPE_READ_LIMIT=64G) to raise it".
QString readLimitExplanation(const ReadLimits& limits);

} // namespace memscope::format
