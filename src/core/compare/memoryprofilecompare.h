// SPDX-License-Identifier: Apache-2.0
#pragma once

// The Memory Profile comparison of two runs, allocator by allocator: both
// timelines on one time axis, the summary figures and the breakdown at the
// peak by op name. Every figure comes from memoryprofile::analyze's result.

#include "core/compare/delta.h"
#include "core/memoryprofile/memoryprofile.h"

#include <QString>
#include <memory>
#include <vector>

namespace memscope::compare {

// Where time 0 of the common axis lies for each profile.
enum class TimelineAlignment
{
    ProfileStart, // each profile's own time origin (memoryprofile::Result::originNs)
    FirstStep, // each allocator's first step (group_id); its profile start when it has no steps
};
QString timelineAlignmentKey(TimelineAlignment alignment); // "profile_start", "first_step"

// The summary figures compared, in the order of the Memory Profile's summary.
enum class AllocatorFigure
{
    PeakInUse, // stack + heap at the profile-window peak
    PeakHeap,
    PeakStack,
    PeakFree,
    LifetimePeak,
    Capacity,
    Allocations,
    Deallocations,
};
const std::vector<AllocatorFigure>& allocatorFigures();
QString allocatorFigureKey(AllocatorFigure figure); // "peak_in_use_bytes", ..., "allocations"
QString allocatorFigureLabel(AllocatorFigure figure); // translated
bool allocatorFigureIsBytes(AllocatorFigure figure); // false for the counts
qint64 allocatorFigureValue(const memoryprofile::Allocator& allocator, AllocatorFigure figure);

// The breakdown at the peak of one op name (its rows summed: shapes and region types merged).
struct OpBreakdownDelta
{
    QString op; // "" for rows without an op name (the stack, unused preallocated memory, ...)
    IntegerDelta allocationBytes;
    IntegerDelta requestedBytes;
    IntegerDelta occurrences;
};

struct AllocatorComparison
{
    QString id; // A's id, or B's when only B has the allocator
    const memoryprofile::Allocator* a = nullptr; // nullptr when only the other profile has it
    const memoryprofile::Allocator* b = nullptr;
    qint64 originPsA = 0; // subtract from A's snapshot times for the common axis
    qint64 originPsB = 0;
    std::vector<IntegerDelta> figures; // parallel to allocatorFigures(); 0 on a missing side
    RealDelta fragmentation; // at the window peak, 0..1
    std::vector<OpBreakdownDelta> breakdown; // largest |allocation delta| first, then by op name

    const IntegerDelta& figure(AllocatorFigure figure) const;
};

struct MemoryProfileComparison
{
    std::shared_ptr<const memoryprofile::Result> a;
    std::shared_ptr<const memoryprofile::Result> b;
    TimelineAlignment alignment = TimelineAlignment::ProfileStart;
    // Paired by id, then by memory id; A's order, then B's allocators A lacks.
    std::vector<AllocatorComparison> allocators;

    const AllocatorComparison* find(const QString& id) const;
};

MemoryProfileComparison compareMemoryProfiles(std::shared_ptr<const memoryprofile::Result> a,
    std::shared_ptr<const memoryprofile::Result> b, TimelineAlignment alignment = TimelineAlignment::ProfileStart);

} // namespace memscope::compare
