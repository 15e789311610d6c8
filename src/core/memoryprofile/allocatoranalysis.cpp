// SPDX-License-Identifier: Apache-2.0
#include "core/memoryprofile/allocatoranalysis.h"

#include "core/util/units.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <numeric>
#include <unordered_map>

namespace memscope::memoryprofile {

namespace {

    // A fragmentation spike rises this far (absolute, 0..1) above the allocator's median.
    constexpr double kSpikeRise = 0.25;
    constexpr size_t kMaxSpikes = 50;
    // The heap "grows" when the fitted line explains at least half of the variance
    // and climbs by at least this share of the window-peak heap over the window.
    constexpr double kMinTrendRSquared = 0.5;
    constexpr double kMinStepGrowthShare = 0.01;
    constexpr double kMinTimeGrowthShare = 0.05;

    // Sorts the keys, which arrive as runs already in order: an allocator's events come line by line,
    // each line in time order, so merging the runs pairwise takes log2(runs) passes over the keys
    // where a sort takes log2(n) (8 lines of 5 M events written elsewhere: 3 passes, not 20). Keys
    // are unique (file index), so the order is std::sort's.
    void mergeRuns(std::vector<std::pair<qint64, int>>& keys)
    {
        std::vector<size_t> bounds { 0 }; // the start of each run, then the end
        for (size_t i = 1; i < keys.size(); ++i) {
            if (keys[i] < keys[i - 1])
                bounds.push_back(i);
        }
        bounds.push_back(keys.size());
        std::vector<std::pair<qint64, int>> merged(keys.size());
        while (bounds.size() > 2) {
            std::vector<size_t> next { 0 };
            for (size_t run = 0; run + 1 < bounds.size(); run += 2) {
                const size_t middle = bounds[run + 1];
                const size_t end = run + 2 < bounds.size() ? bounds[run + 2] : middle;
                std::merge(keys.begin() + qsizetype(bounds[run]), keys.begin() + qsizetype(middle),
                    keys.begin() + qsizetype(middle), keys.begin() + qsizetype(end),
                    merged.begin() + qsizetype(bounds[run]));
                next.push_back(end);
            }
            keys.swap(merged);
            bounds = std::move(next);
        }
    }

    // Time order, file order among equal times (XProf's sort is unstable; a stable
    // one keeps the order the allocator wrote the events in). Returns the
    // file-order index of each snapshot, empty when they were in order already.
    std::vector<int> sortByTime(std::vector<Snapshot>& snapshots)
    {
        const auto earlier = [](const Snapshot& a, const Snapshot& b) { return a.timePs < b.timePs; };
        if (std::is_sorted(snapshots.begin(), snapshots.end(), earlier))
            return {};
        // Sorting 16-byte keys and moving each snapshot once, in place along
        // the permutation's cycles, beats sorting (or copying) the snapshots.
        std::vector<std::pair<qint64, int>> keys(snapshots.size());
        for (size_t i = 0; i < snapshots.size(); ++i)
            keys[i] = { snapshots[i].timePs, static_cast<int>(i) };
        mergeRuns(keys);
        std::vector<int> fileIndex(snapshots.size());
        for (size_t i = 0; i < keys.size(); ++i)
            fileIndex[i] = keys[i].second;
        keys = {};
        std::vector<bool> placed(snapshots.size());
        for (size_t start = 0; start < snapshots.size(); ++start) {
            if (placed[start])
                continue;
            const Snapshot first = snapshots[start];
            size_t position = start;
            while (true) {
                placed[position] = true;
                const auto from = static_cast<size_t>(fileIndex[position]);
                if (from == start) {
                    snapshots[position] = first;
                    break;
                }
                snapshots[position] = snapshots[from];
                position = from;
            }
        }
        return fileIndex;
    }

    // The value changes of a file-order timeline, in time order.
    std::vector<ValueChange> changesInTimeOrder(std::vector<ValueChange>&& fileOrder, const std::vector<int>& fileIndex)
    {
        if (fileIndex.empty())
            return std::move(fileOrder);
        std::vector<ValueChange> changes;
        for (size_t i = 0; i < fileIndex.size(); ++i) {
            const auto after = std::upper_bound(fileOrder.begin(), fileOrder.end(), fileIndex[i],
                [](int index, const ValueChange& change) { return index < change.firstSnapshot; });
            const qint64 value = after == fileOrder.begin() ? 0 : std::prev(after)->value;
            if (changes.empty() || changes.back().value != value)
                changes.push_back({ static_cast<int>(i), value });
        }
        return changes;
    }

    // XProf's UpdateDeallocation, plus the pairing Memscope needs for lifetimes:
    // a deallocation takes op, region, data type and shape of the allocation at
    // its address and, when it carries no sizes (TPU/PJRT), its sizes too.
    void pairDeallocations(std::vector<Snapshot>& snapshots, ScannedAllocator& scanned)
    {
        std::unordered_map<quint64, int> openByAddress;
        for (size_t i = 0; i < snapshots.size(); ++i) {
            Snapshot& snapshot = snapshots[i];
            if (snapshot.isAllocation()) {
                openByAddress.try_emplace(snapshot.address, static_cast<int>(i)); // XProf keeps the first of duplicates
                continue;
            }
            const auto open = openByAddress.find(snapshot.address);
            if (open == openByAddress.end())
                continue; // allocated before the window
            Snapshot& allocation = snapshots[static_cast<size_t>(open->second)];
            const AllocationDetails& own = scanned.details[snapshot.details];
            if (own.requestedBytes == 0 && own.allocationBytes == 0) {
                snapshot.details = allocation.details;
            } else {
                AllocationDetails inherited = scanned.details[allocation.details];
                inherited.requestedBytes = own.requestedBytes;
                inherited.allocationBytes = own.allocationBytes;
                snapshot.details = scanned.internDetails(inherited);
            }
            snapshot.pairIndex = open->second;
            allocation.pairIndex = static_cast<int>(i);
            openByAddress.erase(open);
        }
    }

    // XProf's UpdateStepId (an event without group_id belongs to the step
    // after the last known one), then the per-step balance; Snapshot::step
    // ends as an index into the result, which is in step id order.
    std::vector<StepBalance> fixUpSteps(std::vector<Snapshot>& snapshots, const ScannedAllocator& scanned,
        const std::vector<AllocationDetails>& details)
    {
        std::vector<qint64> ids;
        std::unordered_map<qint64, quint32> indexOf;
        qint64 lastValid = -1;
        quint32 previous = 0;
        for (Snapshot& snapshot : snapshots) {
            qint64 id = scanned.stepIds[snapshot.step];
            if (id == -1)
                id = saturatingAdd(lastValid, 1);
            else
                lastValid = id;
            // Events come step after step: the previous event's step is the likely one.
            if (ids.empty() || ids[previous] != id) {
                const auto [position, inserted] = indexOf.try_emplace(id, static_cast<quint32>(ids.size()));
                if (inserted)
                    ids.push_back(id);
                previous = position->second;
            }
            snapshot.step = previous;
        }
        std::vector<quint32> order(ids.size());
        std::iota(order.begin(), order.end(), 0u);
        std::sort(order.begin(), order.end(), [&](quint32 a, quint32 b) { return ids[a] < ids[b]; });
        std::vector<quint32> rank(ids.size());
        std::vector<StepBalance> steps(ids.size());
        for (size_t i = 0; i < order.size(); ++i) {
            rank[order[i]] = static_cast<quint32>(i);
            steps[i].stepId = ids[order[i]];
        }
        std::vector<bool> seen(steps.size());
        for (Snapshot& snapshot : snapshots) {
            snapshot.step = rank[snapshot.step];
            StepBalance& step = steps[snapshot.step];
            if (!seen[snapshot.step]) {
                seen[snapshot.step] = true;
                step.startPs = snapshot.timePs;
            }
            step.endPs = snapshot.timePs;
            step.heapAtEndBytes = snapshot.heapBytes;
            const qint64 bytes = details[snapshot.details].allocationBytes;
            if (snapshot.isAllocation()) {
                ++step.allocations;
                step.allocatedBytes = saturatingAdd(step.allocatedBytes, bytes);
            } else {
                ++step.deallocations;
                step.freedBytes = saturatingAdd(step.freedBytes, bytes);
            }
        }
        return steps;
    }

    void summarize(const Allocator& allocator, qint64 xprofLifetimePeak, const Options& options, Summary& summary)
    {
        const std::vector<Snapshot>& snapshots = allocator.snapshots;
        summary.xprofLifetimePeakBytes = xprofLifetimePeak;
        if (snapshots.empty())
            return;
        for (const ValueChange& change : allocator.peakBytesInUse)
            summary.lifetimePeakBytes = std::max(summary.lifetimePeakBytes, change.value);
        int peakIndex = 0;
        for (size_t i = 0; i < snapshots.size(); ++i) {
            const Snapshot& snapshot = snapshots[i];
            if (snapshot.isAllocation())
                ++summary.allocations;
            else
                ++summary.deallocations;
            // >= as in XProf: of equal peaks the later one counts.
            if (snapshot.inUseBytes() >= snapshots[static_cast<size_t>(peakIndex)].inUseBytes())
                peakIndex = static_cast<int>(i);
        }
        const Snapshot& peak = snapshots[static_cast<size_t>(peakIndex)];
        summary.windowPeak
            = { peakIndex, peak.timePs, peak.stackBytes, peak.heapBytes, peak.freeBytes, peak.fragmentation };
        summary.capacityBytes = saturatingAdd(peak.inUseBytes(), peak.freeBytes);
        summary.peakStepId = allocator.stepIdOf(peak);
        summary.firstTimePs = snapshots.front().timePs;
        summary.lastTimePs = snapshots.back().timePs;
        for (const int index : sampleTimeline(snapshots, options.maxSampledSnapshots)) {
            if (snapshots[static_cast<size_t>(index)].isAllocation())
                ++summary.xprofAllocations;
            else
                ++summary.xprofDeallocations;
        }
    }

    struct RowKey
    {
        qint64 allocationBytes;
        qint64 requestedBytes;
        const QString* op;
        const QString* region;
        QString dataType;
        const QString* shape;
    };

    // XProf's order: larger allocation, larger request, then op, region, data type, shape as strings.
    bool rowLess(const RowKey& a, const RowKey& b)
    {
        if (a.allocationBytes != b.allocationBytes)
            return a.allocationBytes > b.allocationBytes;
        if (a.requestedBytes != b.requestedBytes)
            return a.requestedBytes > b.requestedBytes;
        if (const int c = a.op->compare(*b.op))
            return c < 0;
        if (const int c = a.region->compare(*b.region))
            return c < 0;
        if (const int c = a.dataType.compare(b.dataType))
            return c < 0;
        return a.shape->compare(*b.shape) < 0;
    }

    bool rowEqual(const RowKey& a, const RowKey& b) { return !rowLess(a, b) && !rowLess(b, a); }

    // XProf's active allocations at the peak, merged into rows of identical
    // allocations, with the "unused preallocated device memory" and "stack" rows.
    // Memscope replays every allocation of the window up to the peak event (XProf
    // only those of the peak's step and up to the peak's time).
    std::vector<BreakdownRow> breakdownAtPeak(const Allocator& allocator, const StringTable& strings)
    {
        const std::vector<Snapshot>& snapshots = allocator.snapshots;
        const PeakStats& peak = allocator.summary.windowPeak;
        std::vector<BreakdownRow> candidates;
        if (peak.snapshotIndex < 0)
            return candidates;
        qint64 aliveBytes = 0;
        for (int i = 0; i <= peak.snapshotIndex; ++i) {
            const Snapshot& snapshot = snapshots[static_cast<size_t>(i)];
            if (!snapshot.isAllocation() || (snapshot.pairIndex >= 0 && snapshot.pairIndex <= peak.snapshotIndex))
                continue;
            const AllocationDetails& details = allocator.detailsOf(snapshot);
            aliveBytes = saturatingAdd(aliveBytes, details.allocationBytes);
            candidates.push_back({ BreakdownRow::Kind::Allocation, details.op, details.region, details.shape,
                details.dataType, details.requestedBytes, details.allocationBytes, { i } });
        }
        const auto special = [&](BreakdownRow::Kind kind, const char* op, const char* region, qint64 bytes) {
            candidates.push_back(
                { kind, strings.find(op), strings.find(region), strings.find("unknown"), 0, bytes, bytes, {} });
        };
        if (const qint64 unmapped = saturatingSubtract(peak.heapBytes, aliveBytes); unmapped > 0)
            special(BreakdownRow::Kind::UnusedPreallocated, "unused preallocated device memory", "persist/dynamic",
                unmapped);
        if (peak.stackBytes > 0)
            special(BreakdownRow::Kind::Stack, "stack", "stack", peak.stackBytes);

        std::vector<RowKey> keys;
        keys.reserve(candidates.size());
        for (const BreakdownRow& row : candidates) {
            keys.push_back({ row.allocationBytes, row.requestedBytes, &strings.at(row.op), &strings.at(row.region),
                dataTypeName(row.dataType), &strings.at(row.shape) });
        }
        std::vector<size_t> order(candidates.size());
        std::iota(order.begin(), order.end(), size_t(0));
        std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return rowLess(keys[a], keys[b]); });

        std::vector<BreakdownRow> rows;
        for (size_t position = 0; position < order.size(); ++position) {
            const size_t index = order[position];
            if (position > 0 && rowEqual(keys[index], keys[order[position - 1]])
                && candidates[index].kind == BreakdownRow::Kind::Allocation
                && rows.back().kind == BreakdownRow::Kind::Allocation) {
                rows.back().snapshotIndices.push_back(candidates[index].snapshotIndices.front());
                continue;
            }
            rows.push_back(std::move(candidates[index]));
        }
        return rows;
    }

    std::vector<NeverFreed> neverFreedAllocations(const Allocator& allocator, qint64* totalBytes)
    {
        const std::vector<Snapshot>& snapshots = allocator.snapshots;
        const qint64 lastTimePs = allocator.summary.lastTimePs;
        std::vector<NeverFreed> result;
        *totalBytes = 0;
        for (size_t i = 0; i < snapshots.size(); ++i) {
            const Snapshot& snapshot = snapshots[i];
            if (!snapshot.isAllocation() || snapshot.pairIndex >= 0)
                continue;
            result.push_back({ static_cast<int>(i), saturatingSubtract(lastTimePs, snapshot.timePs) });
            *totalBytes = saturatingAdd(*totalBytes, allocator.detailsOf(snapshot).allocationBytes);
        }
        std::sort(result.begin(), result.end(), [&](const NeverFreed& a, const NeverFreed& b) {
            const qint64 left = allocator.detailsOf(snapshots[static_cast<size_t>(a.snapshotIndex)]).allocationBytes;
            const qint64 right = allocator.detailsOf(snapshots[static_cast<size_t>(b.snapshotIndex)]).allocationBytes;
            if (left != right)
                return left > right;
            return a.snapshotIndex < b.snapshotIndex; // time order: the longest-lived first
        });
        return result;
    }

    struct LineFit
    {
        double slope = 0;
        double rSquared = 0;
    };

    // Ordinary least squares of y over x, centred for precision with large values.
    template <typename X, typename Y> LineFit fitLine(size_t count, X x, Y y)
    {
        if (count < 2)
            return {};
        double meanX = 0;
        double meanY = 0;
        for (size_t i = 0; i < count; ++i) {
            meanX += x(i);
            meanY += y(i);
        }
        meanX /= static_cast<double>(count);
        meanY /= static_cast<double>(count);
        double sxx = 0;
        double sxy = 0;
        double syy = 0;
        for (size_t i = 0; i < count; ++i) {
            const double dx = x(i) - meanX;
            const double dy = y(i) - meanY;
            sxx += dx * dx;
            sxy += dx * dy;
            syy += dy * dy;
        }
        if (sxx <= 0)
            return {};
        LineFit fit;
        fit.slope = sxy / sxx;
        fit.rSquared = syy > 0 ? (sxy * sxy) / (sxx * syy) : 0;
        return fit;
    }

    HeapTrend heapTrend(
        const std::vector<Snapshot>& snapshots, const std::vector<StepBalance>& steps, const Summary& summary)
    {
        HeapTrend trend;
        const double peakHeap = static_cast<double>(std::max<qint64>(summary.windowPeak.heapBytes, 1));
        if (steps.size() >= 3) {
            trend.steps = static_cast<int>(steps.size());
            const LineFit fit = fitLine(
                steps.size(), [](size_t i) { return static_cast<double>(i); },
                [&](size_t i) { return static_cast<double>(steps[i].heapAtEndBytes); });
            trend.bytesPerStep = fit.slope;
            trend.stepRSquared = fit.rSquared;
            const double growth = fit.slope * static_cast<double>(steps.size() - 1);
            trend.growing
                = fit.slope > 0 && fit.rSquared >= kMinTrendRSquared && growth >= kMinStepGrowthShare * peakHeap;
        }
        const LineFit overTime = fitLine(
            snapshots.size(), [&](size_t i) { return static_cast<double>(snapshots[i].timePs) / 1e12; },
            [&](size_t i) { return static_cast<double>(snapshots[i].heapBytes); });
        trend.bytesPerSecond = overTime.slope;
        trend.timeRSquared = overTime.rSquared;
        if (trend.steps == 0) {
            const double seconds
                = static_cast<double>(saturatingSubtract(summary.lastTimePs, summary.firstTimePs)) / 1e12;
            trend.growing = overTime.slope > 0 && overTime.rSquared >= kMinTrendRSquared
                && overTime.slope * seconds >= kMinTimeGrowthShare * peakHeap;
        }
        return trend;
    }

    std::vector<FragmentationSpike> fragmentationSpikes(const std::vector<Snapshot>& snapshots)
    {
        std::vector<FragmentationSpike> spikes;
        if (snapshots.empty())
            return spikes;
        std::vector<double> values(snapshots.size());
        for (size_t i = 0; i < snapshots.size(); ++i)
            values[i] = snapshots[i].fragmentation;
        const auto middle = values.begin() + static_cast<std::ptrdiff_t>(values.size() / 2);
        std::nth_element(values.begin(), middle, values.end());
        const double baseline = *middle;
        const double threshold = baseline + kSpikeRise;
        FragmentationSpike* open = nullptr;
        for (const Snapshot& snapshot : snapshots) {
            if (snapshot.fragmentation < threshold) {
                open = nullptr;
                continue;
            }
            if (!open) {
                spikes.push_back({ snapshot.timePs, snapshot.timePs, snapshot.timePs, snapshot.fragmentation, baseline,
                    snapshot.freeBytes });
                open = &spikes.back();
            }
            open->endPs = snapshot.timePs;
            if (snapshot.fragmentation > open->peak) {
                open->peak = snapshot.fragmentation;
                open->peakPs = snapshot.timePs;
                open->freeBytesAtPeak = snapshot.freeBytes;
            }
        }
        std::stable_sort(spikes.begin(), spikes.end(),
            [](const FragmentationSpike& a, const FragmentationSpike& b) { return a.peak > b.peak; });
        if (spikes.size() > kMaxSpikes)
            spikes.resize(kMaxSpikes);
        return spikes;
    }

} // namespace

void analyzeAllocator(
    ScannedAllocator&& scanned, const Options& options, const StringTable& strings, Allocator& allocator)
{
    allocator.snapshots = std::move(scanned.snapshots);
    allocator.hasStepMarkers = scanned.hasStepMarkers;
    std::vector<Snapshot>& snapshots = allocator.snapshots;
    const qint64 xprofLifetimePeak = scanned.peakBytesInUse.empty() ? 0 : scanned.peakBytesInUse.back().value;
    const std::vector<int> fileIndex = scanned.fileOrder.empty() ? sortByTime(snapshots) : std::move(scanned.fileOrder);
    if (options.snapshotsOnly)
        return;
    allocator.peakBytesInUse = changesInTimeOrder(std::move(scanned.peakBytesInUse), fileIndex);
    pairDeallocations(snapshots, scanned);
    allocator.details = std::move(scanned.details);
    allocator.steps = fixUpSteps(snapshots, scanned, allocator.details);
    summarize(allocator, xprofLifetimePeak, options, allocator.summary);
    allocator.breakdown = breakdownAtPeak(allocator, strings);
    allocator.neverFreed = neverFreedAllocations(allocator, &allocator.neverFreedBytes);
    allocator.trend = heapTrend(snapshots, allocator.steps, allocator.summary);
    allocator.fragmentationSpikes = fragmentationSpikes(snapshots);
    allocator.findings = composeFindings(allocator, strings);
}

namespace {

    struct MemoryProfileText
    {
        Q_DECLARE_TR_FUNCTIONS(memscope::memoryprofile)
    };

    QString milliseconds(qint64 ps) { return formatNumber(static_cast<double>(ps) / 1e9, 3); }

    QString percent(double fraction) { return formatNumber(fraction * 100.0, 1); }

    // "op (shape)", naming what is missing rather than printing nothing.
    QString describe(const AllocationDetails& details, const StringTable& strings)
    {
        const QString& op = strings.at(details.op);
        const QString& shape = strings.at(details.shape);
        const QString name = op.isEmpty() ? MemoryProfileText::tr("an allocation without op name") : op;
        return shape.isEmpty() ? name : MemoryProfileText::tr("%1 (%2)").arg(name, shape);
    }

} // namespace

QStringList composeFindings(const Allocator& allocator, const StringTable& strings)
{
    QStringList findings;
    const Summary& summary = allocator.summary;
    if (allocator.snapshots.empty())
        return findings;
    if (!allocator.neverFreed.empty()) {
        const Snapshot& largest = allocator.snapshots[static_cast<size_t>(allocator.neverFreed.front().snapshotIndex)];
        const AllocationDetails& details = allocator.detailsOf(largest);
        findings << MemoryProfileText::tr(
            "Never freed within the profile window: %1 allocations, %2 in all; the largest, %3 of %4, "
            "was allocated at %5 ms.")
                        .arg(formatNumber(qint64(allocator.neverFreed.size())), formatBytes(allocator.neverFreedBytes),
                            formatBytes(details.allocationBytes), describe(details, strings),
                            milliseconds(largest.timePs));
    }
    if (summary.allocations > summary.deallocations) {
        findings << MemoryProfileText::tr(
            "%1 allocations against %2 deallocations: tensors accumulate within the window.")
                        .arg(summary.allocations)
                        .arg(summary.deallocations);
    }
    const HeapTrend& trend = allocator.trend;
    if (trend.growing && trend.steps > 0) {
        findings << MemoryProfileText::tr(
            "The heap grows from step to step: %1 per step over %2 steps (least-squares fit of the heap at "
            "the end of each step, R\u00b2 = %3).")
                        .arg(formatBytes(trend.bytesPerStep))
                        .arg(trend.steps)
                        .arg(formatNumber(trend.stepRSquared, 2));
    } else if (trend.growing) {
        findings << MemoryProfileText::tr(
            "The heap grows over the window: %1 per second (least-squares fit over every event, "
            "R\u00b2 = %2).")
                        .arg(formatBytes(trend.bytesPerSecond))
                        .arg(formatNumber(trend.timeRSquared, 2));
    }
    if (!allocator.fragmentationSpikes.empty()) {
        const FragmentationSpike& highest = allocator.fragmentationSpikes.front();
        findings << MemoryProfileText::tr(
            "Fragmentation spikes to %1% at %2 ms (median %3%), with %4 free; spikes in all: %5.")
                        .arg(percent(highest.peak), milliseconds(highest.peakPs), percent(highest.baseline),
                            formatBytes(highest.freeBytesAtPeak),
                            formatNumber(qint64(allocator.fragmentationSpikes.size())));
    }
    // peak_bytes_in_use counts the heap alone, so it compares with the heap's own
    // maximum in the window, not with the heap at the stack + heap peak.
    const qint64 windowHeapPeak = std::max_element(
        allocator.snapshots.begin(), allocator.snapshots.end(), [](const Snapshot& a, const Snapshot& b) {
            return a.heapBytes < b.heapBytes;
        })->heapBytes;
    if (summary.lifetimePeakBytes > windowHeapPeak) {
        findings << MemoryProfileText::tr(
            "The allocator's lifetime peak, %1, is above the heap's peak in the window, %2: memory use "
            "was higher outside the profiling window.")
                        .arg(formatBytes(summary.lifetimePeakBytes), formatBytes(windowHeapPeak));
    }
    if (!allocator.hasStepMarkers) {
        findings << MemoryProfileText::tr(
            "The events carry no step markers (group_id), so all of them count as step 0 and the heap "
            "trend is fitted over time.");
    }
    return findings;
}

} // namespace memscope::memoryprofile
