// SPDX-License-Identifier: Apache-2.0
#include "core/compare/memoryviewercompare.h"

#include "core/memoryviewer/overview.h"
#include "core/profile/profile.h"
#include "core/util/bestranked.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <deque>
#include <map>
#include <string_view>

namespace memscope::compare {

namespace {

    struct CompareText
    {
        Q_DECLARE_TR_FUNCTIONS(memscope::compare)
    };

    // The Memory Viewer's own overview figure (memoryviewer::overviewOf), so the
    // comparison shows exactly what each module's Memory Viewer page shows.
    qint64 figureOf(const memoryviewer::Overview& overview, ModuleFigure figure)
    {
        switch (figure) {
        case ModuleFigure::Peak:
            return overview.peakBytes;
        case ModuleFigure::PeakWithFragmentation:
            return overview.peakWithFragmentationBytes;
        case ModuleFigure::Arguments:
            return overview.argumentBytes;
        case ModuleFigure::Temporaries:
            return overview.simulatedTemporaryBytes;
        case ModuleFigure::Padding:
            return overview.paddingBytes;
        }
        return 0;
    }

    // The lists in BufferChange order, each with the largest change first, then in program order.
    bool beforeInList(const BufferMatch& left, const BufferMatch& right)
    {
        if (left.change != right.change)
            return left.change < right.change;
        const qint64 leftSize = std::abs(left.sizeBytes.delta());
        const qint64 rightSize = std::abs(right.sizeBytes.delta());
        if (leftSize != rightSize)
            return leftSize > rightSize;
        return std::pair(left.a, left.b) < std::pair(right.a, right.b);
    }

    BufferChange changeOf(const IntegerDelta& size)
    {
        return size.b > size.a ? BufferChange::Grown : size.b < size.a ? BufferChange::Shrunk : BufferChange::Unchanged;
    }

    // Pairs the not yet matched buffers of A with those of B that have the same
    // key, each key's buffers in program order; an empty key matches nothing.
    // A key: two texts (UTF-8, in the rows' string table).
    using MatchKey = std::pair<std::string_view, std::string_view>;
    template <typename Key>
    void matchBy(const memoryviewer::PeakBufferRows& rowsA, const memoryviewer::PeakBufferRows& rowsB,
        std::vector<int>& partnerOfA, std::vector<int>& partnerOfB, std::vector<MatchKind>& kindOfA, MatchKind kind,
        const Key& keyOf)
    {
        const std::vector<memoryviewer::PeakBuffer>& a = rowsA.peakBuffers;
        const std::vector<memoryviewer::PeakBuffer>& b = rowsB.peakBuffers;
        std::map<MatchKey, std::deque<int>> unmatchedB;
        for (size_t i = 0; i < b.size(); ++i) {
            if (partnerOfB[i] < 0) {
                const MatchKey key = keyOf(rowsB.strings, b[i]);
                if (!key.first.empty())
                    unmatchedB[key].push_back(static_cast<int>(i));
            }
        }
        for (size_t i = 0; i < a.size(); ++i) {
            if (partnerOfA[i] >= 0)
                continue;
            const auto found = unmatchedB.find(keyOf(rowsA.strings, a[i]));
            if (found == unmatchedB.end() || found->second.empty())
                continue;
            const int partner = found->second.front();
            found->second.pop_front();
            partnerOfA[i] = partner;
            partnerOfB[static_cast<size_t>(partner)] = static_cast<int>(i);
            kindOfA[i] = kind;
        }
    }

    // For each buffer of A (in A's program order) whether its partner in B is
    // off one longest increasing run of partner positions (patience sorting).
    std::vector<bool> movedPairs(const std::vector<int>& partnerOfA)
    {
        std::vector<int> runEnds; // runEnds[k]: the A index ending the best run of length k + 1
        std::vector<int> previous(partnerOfA.size(), -1);
        for (size_t i = 0; i < partnerOfA.size(); ++i) {
            const int partner = partnerOfA[i];
            if (partner < 0)
                continue;
            const auto place = std::lower_bound(runEnds.begin(), runEnds.end(), partner,
                [&](int end, int value) { return partnerOfA[static_cast<size_t>(end)] < value; });
            if (place != runEnds.begin())
                previous[i] = *(place - 1);
            if (place == runEnds.end())
                runEnds.push_back(static_cast<int>(i));
            else
                *place = static_cast<int>(i);
        }
        std::vector<bool> moved(partnerOfA.size(), false);
        for (size_t i = 0; i < partnerOfA.size(); ++i)
            moved[i] = partnerOfA[i] >= 0;
        for (int i = runEnds.empty() ? -1 : runEnds.back(); i >= 0; i = previous[static_cast<size_t>(i)])
            moved[static_cast<size_t>(i)] = false;
        return moved;
    }

    std::vector<BufferMatch> matchBuffers(const memoryviewer::Result& resultA, const memoryviewer::Result& resultB)
    {
        const std::vector<memoryviewer::PeakBuffer>& a = resultA.peakBuffers;
        const std::vector<memoryviewer::PeakBuffer>& b = resultB.peakBuffers;
        std::vector<int> partnerOfA(a.size(), -1);
        std::vector<int> partnerOfB(b.size(), -1);
        std::vector<MatchKind> kindOfA(a.size(), MatchKind::Unmatched);
        using memoryviewer::PeakBuffer;
        using memoryviewer::StringTable;
        matchBy(resultA, resultB, partnerOfA, partnerOfB, kindOfA, MatchKind::SmallBuffers,
            [](const StringTable&, const PeakBuffer& buffer) {
                return buffer.isSmallGroup() ? MatchKey("small", {}) : MatchKey();
            });
        matchBy(resultA, resultB, partnerOfA, partnerOfB, kindOfA, MatchKind::InstructionAndShape,
            [](const StringTable& strings, const PeakBuffer& buffer) {
                return buffer.isSmallGroup()
                    ? MatchKey()
                    : MatchKey(strings.utf8(buffer.instructionName), strings.utf8(buffer.shape));
            });
        matchBy(resultA, resultB, partnerOfA, partnerOfB, kindOfA, MatchKind::FrameworkOpAndShape,
            [](const StringTable& strings, const PeakBuffer& buffer) {
                return buffer.isSmallGroup() ? MatchKey()
                                             : MatchKey(strings.utf8(buffer.tfOpName), strings.utf8(buffer.shape));
            });
        // Last, a buffer whose shape changed (a new batch size) pairs by its
        // instruction name alone: it grew or shrank, rather than being one
        // buffer only in A and another only in B.
        matchBy(resultA, resultB, partnerOfA, partnerOfB, kindOfA, MatchKind::InstructionName,
            [](const StringTable& strings, const PeakBuffer& buffer) {
                return buffer.isSmallGroup() ? MatchKey() : MatchKey(strings.utf8(buffer.instructionName), {});
            });

        const std::vector<bool> moved = movedPairs(partnerOfA);
        std::vector<BufferMatch> matches;
        matches.reserve(a.size() + b.size());
        for (size_t i = 0; i < a.size(); ++i) {
            BufferMatch match;
            match.a = static_cast<int>(i);
            match.b = partnerOfA[i];
            match.kind = kindOfA[i];
            match.sizeBytes.a = a[i].sizeBytes;
            match.movedInProgramOrder = moved[i];
            if (match.b < 0) {
                match.change = BufferChange::OnlyInA;
            } else {
                const PeakBuffer& partner = b[static_cast<size_t>(match.b)];
                match.sizeBytes.b = partner.sizeBytes;
                match.change = changeOf(match.sizeBytes);
            }
            matches.push_back(match);
        }
        for (size_t i = 0; i < b.size(); ++i) {
            if (partnerOfB[i] >= 0)
                continue;
            BufferMatch match;
            match.b = static_cast<int>(i);
            match.change = BufferChange::OnlyInB;
            match.sizeBytes.b = b[i].sizeBytes;
            matches.push_back(match);
        }
        std::sort(matches.begin(), matches.end(), beforeInList);
        return matches;
    }

} // namespace

const std::vector<ModuleFigure>& moduleFigures()
{
    static const std::vector<ModuleFigure> figures = { ModuleFigure::Peak, ModuleFigure::PeakWithFragmentation,
        ModuleFigure::Arguments, ModuleFigure::Temporaries, ModuleFigure::Padding };
    return figures;
}

QString moduleFigureKey(ModuleFigure figure)
{
    switch (figure) {
    case ModuleFigure::Peak:
        return QStringLiteral("peak_bytes");
    case ModuleFigure::PeakWithFragmentation:
        return QStringLiteral("peak_with_fragmentation_bytes");
    case ModuleFigure::Arguments:
        return QStringLiteral("argument_bytes");
    case ModuleFigure::Temporaries:
        return QStringLiteral("temporary_bytes");
    case ModuleFigure::Padding:
        return QStringLiteral("padding_bytes");
    }
    return {};
}

QString moduleFigureLabel(ModuleFigure figure)
{
    switch (figure) {
    case ModuleFigure::Peak:
        return CompareText::tr("Peak memory allocation");
    case ModuleFigure::PeakWithFragmentation:
        return CompareText::tr("Peak with fragmentation");
    case ModuleFigure::Arguments:
        return CompareText::tr("Arguments");
    case ModuleFigure::Temporaries:
        return CompareText::tr("Temporaries at the peak");
    case ModuleFigure::Padding:
        return CompareText::tr("Padding at the peak");
    }
    return {};
}

Curve curveOf(const memoryviewer::Result& result)
{
    Curve curve;
    curve.heapBytes = result.heapSizes;
    curve.unpaddedHeapBytes = result.unpaddedHeapSizes;
    // The peak event's value is the point after it (memoryviewer::Result::peakHeapSizePosition).
    const int peakIndex = result.peakHeapSizePosition + 1;
    if (peakIndex >= 0 && peakIndex < static_cast<int>(curve.heapBytes.size())) {
        curve.peakIndex = peakIndex;
        curve.peakBytes = curve.heapBytes[static_cast<size_t>(peakIndex)];
    }
    return curve;
}

double normalisedPosition(int index, int count) { return count <= 1 ? 0.0 : 100.0 * index / (count - 1); }

QString matchKindKey(MatchKind kind)
{
    switch (kind) {
    case MatchKind::InstructionAndShape:
        return QStringLiteral("instruction_and_shape");
    case MatchKind::FrameworkOpAndShape:
        return QStringLiteral("framework_op_and_shape");
    case MatchKind::InstructionName:
        return QStringLiteral("instruction_name");
    case MatchKind::SmallBuffers:
        return QStringLiteral("small_buffers");
    case MatchKind::Unmatched:
        return QStringLiteral("unmatched");
    }
    return {};
}

QString bufferChangeKey(BufferChange change)
{
    switch (change) {
    case BufferChange::Grown:
        return QStringLiteral("grown");
    case BufferChange::Shrunk:
        return QStringLiteral("shrunk");
    case BufferChange::Unchanged:
        return QStringLiteral("unchanged");
    case BufferChange::OnlyInA:
        return QStringLiteral("only_in_a");
    case BufferChange::OnlyInB:
        return QStringLiteral("only_in_b");
    }
    return {};
}

QString bufferChangeLabel(BufferChange change)
{
    switch (change) {
    case BufferChange::Grown:
        return CompareText::tr("Grown");
    case BufferChange::Shrunk:
        return CompareText::tr("Shrunk");
    case BufferChange::Unchanged:
        return CompareText::tr("Unchanged");
    case BufferChange::OnlyInA:
        return CompareText::tr("Only in A");
    case BufferChange::OnlyInB:
        return CompareText::tr("Only in B");
    }
    return {};
}

const IntegerDelta& ModuleComparison::figure(ModuleFigure figure) const { return figures[static_cast<size_t>(figure)]; }

std::optional<memoryviewer::BufferDetails> ModuleComparison::bufferA(const BufferMatch& match) const
{
    return match.a < 0 ? std::nullopt : std::optional(a->details(match.a));
}

std::optional<memoryviewer::BufferDetails> ModuleComparison::bufferB(const BufferMatch& match) const
{
    return match.b < 0 ? std::nullopt : std::optional(b->details(match.b));
}

int ModuleComparison::count(BufferChange change) const
{
    return static_cast<int>(std::count_if(
        buffers.begin(), buffers.end(), [change](const BufferMatch& match) { return match.change == change; }));
}

ModuleComparison compareModules(
    std::shared_ptr<const memoryviewer::Result> a, std::shared_ptr<const memoryviewer::Result> b)
{
    ModuleComparison comparison;
    const memoryviewer::Overview overviewA = memoryviewer::overviewOf(*a);
    const memoryviewer::Overview overviewB = memoryviewer::overviewOf(*b);
    for (const ModuleFigure figure : moduleFigures())
        comparison.figures.push_back({ figureOf(overviewA, figure), figureOf(overviewB, figure) });
    comparison.curveA = curveOf(*a);
    comparison.curveB = curveOf(*b);
    comparison.buffers = matchBuffers(*a, *b);
    comparison.a = std::move(a);
    comparison.b = std::move(b);
    return comparison;
}

ModulePairing modulePairing(const HloModule& a, const HloModule& candidate)
{
    if (candidate.name != a.name)
        return ModulePairing::None;
    return candidate.displayName == a.displayName ? ModulePairing::SameDisplayName : ModulePairing::SameName;
}

const HloModule* pairedModule(const HloModule& a, const std::vector<HloModule>& candidates)
{
    return bestRanked(candidates, [&](const HloModule& candidate) { return modulePairing(a, candidate); });
}

} // namespace memscope::compare
