// SPDX-License-Identifier: Apache-2.0
#pragma once

// Post-processing of one allocator's events (spec A.5) and Memscope's findings.

#include "core/memoryprofile/eventscan.h"

namespace memscope::memoryprofile {

// Turns the scanned events into the allocator's timeline, summary, breakdown
// at the peak, never-freed list, per-step balance, heap trend and fragmentation
// spikes. Reads `strings` only, so allocators can be analysed in parallel.
void analyzeAllocator(
    ScannedAllocator&& scanned, const Options& options, const StringTable& strings, Allocator& allocator);

// The sentences of Allocator::findings, most important first.
QStringList composeFindings(const Allocator& allocator, const StringTable& strings);

} // namespace memscope::memoryprofile
