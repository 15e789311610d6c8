// SPDX-License-Identifier: Apache-2.0
#include "core/compare/memoryprofilecompare.h"

#include <QCoreApplication>
#include <algorithm>
#include <cstdlib>
#include <map>

namespace memscope::compare {

namespace {

    using memoryprofile::Allocator;

    struct CompareText
    {
        Q_DECLARE_TR_FUNCTIONS(memscope::compare)
    };

    qint64 originPs(const Allocator* allocator, TimelineAlignment alignment)
    {
        if (!allocator || alignment != TimelineAlignment::FirstStep || !allocator->hasStepMarkers
            || allocator->steps.empty())
            return 0;
        return allocator->steps.front().startPs;
    }

    struct OpTotals
    {
        qint64 allocationBytes = 0;
        qint64 requestedBytes = 0;
        qint64 occurrences = 0;
    };

    std::map<QString, OpTotals> breakdownByOp(const memoryprofile::Result* result, const Allocator* allocator)
    {
        std::map<QString, OpTotals> totals;
        if (!allocator)
            return totals;
        for (const memoryprofile::BreakdownRow& row : allocator->breakdown) {
            OpTotals& entry = totals[result->string(row.op)];
            entry.allocationBytes = saturatingAdd(entry.allocationBytes, row.allocationBytes);
            entry.requestedBytes = saturatingAdd(entry.requestedBytes, row.requestedBytes);
            entry.occurrences += row.occurrences();
        }
        return totals;
    }

    std::vector<OpBreakdownDelta> compareBreakdowns(const memoryprofile::Result* resultA, const Allocator* a,
        const memoryprofile::Result* resultB, const Allocator* b)
    {
        const std::map<QString, OpTotals> totalsA = breakdownByOp(resultA, a);
        const std::map<QString, OpTotals> totalsB = breakdownByOp(resultB, b);
        std::map<QString, OpBreakdownDelta> merged;
        for (const auto& [totalsOfSide, side] :
            { std::pair(&totalsA, &IntegerDelta::a), std::pair(&totalsB, &IntegerDelta::b) }) {
            for (const auto& [op, totals] : *totalsOfSide) {
                OpBreakdownDelta& row = merged[op];
                row.op = op;
                row.allocationBytes.*side = totals.allocationBytes;
                row.requestedBytes.*side = totals.requestedBytes;
                row.occurrences.*side = totals.occurrences;
            }
        }
        std::vector<OpBreakdownDelta> rows;
        rows.reserve(merged.size());
        for (auto& entry : merged)
            rows.push_back(std::move(entry.second));
        std::stable_sort(rows.begin(), rows.end(), [](const OpBreakdownDelta& left, const OpBreakdownDelta& right) {
            return std::abs(left.allocationBytes.delta()) > std::abs(right.allocationBytes.delta());
        });
        return rows;
    }

    AllocatorComparison compareAllocators(const memoryprofile::Result& resultA, const Allocator* a,
        const memoryprofile::Result& resultB, const Allocator* b, TimelineAlignment alignment)
    {
        AllocatorComparison comparison;
        comparison.id = a ? a->id : b->id;
        comparison.a = a;
        comparison.b = b;
        comparison.originPsA = originPs(a, alignment);
        comparison.originPsB = originPs(b, alignment);
        for (const AllocatorFigure figure : allocatorFigures())
            comparison.figures.push_back(
                { a ? allocatorFigureValue(*a, figure) : 0, b ? allocatorFigureValue(*b, figure) : 0 });
        if (a)
            comparison.fragmentation.a = a->summary.windowPeak.fragmentation;
        if (b)
            comparison.fragmentation.b = b->summary.windowPeak.fragmentation;
        comparison.breakdown = compareBreakdowns(&resultA, a, &resultB, b);
        return comparison;
    }

    // B's allocator for A's: the same id, else (other hosts) the same memory id.
    const Allocator* partnerOf(const Allocator& a, const memoryprofile::Result& b, const std::vector<bool>& taken)
    {
        for (const bool sameId : { true, false }) {
            for (size_t i = 0; i < b.allocators.size(); ++i) {
                const Allocator& candidate = b.allocators[i];
                if (!taken[i] && (sameId ? candidate.id == a.id : candidate.memoryId == a.memoryId))
                    return &candidate;
            }
        }
        return nullptr;
    }

} // namespace

QString timelineAlignmentKey(TimelineAlignment alignment)
{
    return alignment == TimelineAlignment::FirstStep ? QStringLiteral("first_step") : QStringLiteral("profile_start");
}

const std::vector<AllocatorFigure>& allocatorFigures()
{
    static const std::vector<AllocatorFigure> figures = { AllocatorFigure::PeakInUse, AllocatorFigure::PeakHeap,
        AllocatorFigure::PeakStack, AllocatorFigure::PeakFree, AllocatorFigure::LifetimePeak, AllocatorFigure::Capacity,
        AllocatorFigure::Allocations, AllocatorFigure::Deallocations };
    return figures;
}

QString allocatorFigureKey(AllocatorFigure figure)
{
    switch (figure) {
    case AllocatorFigure::PeakInUse:
        return QStringLiteral("peak_in_use_bytes");
    case AllocatorFigure::PeakHeap:
        return QStringLiteral("peak_heap_bytes");
    case AllocatorFigure::PeakStack:
        return QStringLiteral("peak_stack_bytes");
    case AllocatorFigure::PeakFree:
        return QStringLiteral("peak_free_bytes");
    case AllocatorFigure::LifetimePeak:
        return QStringLiteral("lifetime_peak_bytes");
    case AllocatorFigure::Capacity:
        return QStringLiteral("capacity_bytes");
    case AllocatorFigure::Allocations:
        return QStringLiteral("allocations");
    case AllocatorFigure::Deallocations:
        return QStringLiteral("deallocations");
    }
    return {};
}

QString allocatorFigureLabel(AllocatorFigure figure)
{
    switch (figure) {
    case AllocatorFigure::PeakInUse:
        return CompareText::tr("Peak memory usage (stack + heap)");
    case AllocatorFigure::PeakHeap:
        return CompareText::tr("Heap at the peak");
    case AllocatorFigure::PeakStack:
        return CompareText::tr("Stack at the peak");
    case AllocatorFigure::PeakFree:
        return CompareText::tr("Free memory at the peak");
    case AllocatorFigure::LifetimePeak:
        return CompareText::tr("Lifetime peak heap usage");
    case AllocatorFigure::Capacity:
        return CompareText::tr("Memory capacity");
    case AllocatorFigure::Allocations:
        return CompareText::tr("Allocations");
    case AllocatorFigure::Deallocations:
        return CompareText::tr("Deallocations");
    }
    return {};
}

bool allocatorFigureIsBytes(AllocatorFigure figure)
{
    return figure != AllocatorFigure::Allocations && figure != AllocatorFigure::Deallocations;
}

qint64 allocatorFigureValue(const Allocator& allocator, AllocatorFigure figure)
{
    const memoryprofile::Summary& summary = allocator.summary;
    switch (figure) {
    case AllocatorFigure::PeakInUse:
        return summary.windowPeak.inUseBytes();
    case AllocatorFigure::PeakHeap:
        return summary.windowPeak.heapBytes;
    case AllocatorFigure::PeakStack:
        return summary.windowPeak.stackBytes;
    case AllocatorFigure::PeakFree:
        return summary.windowPeak.freeBytes;
    case AllocatorFigure::LifetimePeak:
        return summary.lifetimePeakBytes;
    case AllocatorFigure::Capacity:
        return summary.capacityBytes;
    case AllocatorFigure::Allocations:
        return summary.allocations;
    case AllocatorFigure::Deallocations:
        return summary.deallocations;
    }
    return 0;
}

const IntegerDelta& AllocatorComparison::figure(AllocatorFigure figure) const
{
    return figures[static_cast<size_t>(figure)];
}

const AllocatorComparison* MemoryProfileComparison::find(const QString& id) const
{
    for (const AllocatorComparison& allocator : allocators) {
        for (const Allocator* side : { allocator.a, allocator.b }) {
            if (side && (side->id == id || side->memoryId == id))
                return &allocator;
        }
    }
    return nullptr;
}

MemoryProfileComparison compareMemoryProfiles(std::shared_ptr<const memoryprofile::Result> a,
    std::shared_ptr<const memoryprofile::Result> b, TimelineAlignment alignment)
{
    MemoryProfileComparison comparison;
    comparison.alignment = alignment;
    std::vector<bool> takenB(b->allocators.size(), false);
    for (const Allocator& allocatorA : a->allocators) {
        const Allocator* allocatorB = partnerOf(allocatorA, *b, takenB);
        if (allocatorB)
            takenB[static_cast<size_t>(allocatorB - b->allocators.data())] = true;
        comparison.allocators.push_back(compareAllocators(*a, &allocatorA, *b, allocatorB, alignment));
    }
    for (size_t i = 0; i < b->allocators.size(); ++i) {
        if (!takenB[i])
            comparison.allocators.push_back(compareAllocators(*a, nullptr, *b, &b->allocators[i], alignment));
    }
    comparison.a = std::move(a);
    comparison.b = std::move(b);
    return comparison;
}

} // namespace memscope::compare
