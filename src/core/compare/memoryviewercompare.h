// SPDX-License-Identifier: Apache-2.0
#pragma once

// The Memory Viewer comparison of two modules (one memory space of each, from
// one profile or two): the overview figures, both program-order curves and
// the buffers live at each peak, matched. Every figure is read from the
// Memory Viewer's own analysis (memoryviewer::Result), never recomputed.

#include "core/compare/delta.h"
#include "core/memoryviewer/memoryviewer.h"

#include <QString>
#include <memory>
#include <optional>
#include <vector>

namespace memscope {
struct HloModule;
}

namespace memscope::compare {

// The figures of the Memory Viewer's overview (memoryviewer::Overview), in bytes.
enum class ModuleFigure
{
    Peak, // peak memory allocation (with the largest scoped VMEM allocation when there is one)
    PeakWithFragmentation,
    Arguments, // total argument size
    Temporaries, // stack-simulated HLO temporaries at the peak
    Padding, // total padding overhead at the peak
};
const std::vector<ModuleFigure>& moduleFigures(); // in the overview's order
QString moduleFigureKey(ModuleFigure figure); // stable JSON / CSV key: "peak_bytes", ...
QString moduleFigureLabel(ModuleFigure figure); // translated, for column and row headers

// A module's "Memory Allocation Size vs Program Order" curve in bytes.
struct Curve
{
    std::vector<qint64> heapBytes; // one point per program-order position (Result::heapSizes)
    std::vector<qint64> unpaddedHeapBytes;
    int peakIndex = -1; // the point of the peak; -1 when the curve is empty
    qint64 peakBytes = 0;
};
Curve curveOf(const memoryviewer::Result& result);
// Where point `index` of a curve of `count` points lies on the 0-100 % axis
// that lines up curves of different lengths.
double normalisedPosition(int index, int count);

// How a buffer live at A's peak was paired with one live at B's peak.
enum class MatchKind
{
    InstructionAndShape, // the same instruction name (with shape index) and shape
    FrameworkOpAndShape, // renamed instruction: the same framework op name and shape
    InstructionName, // shape changed (a new batch size): the same instruction name, any shape
    SmallBuffers, // the two "small (<N bytes)" groups
    Unmatched,
};
QString matchKindKey(MatchKind kind); // "instruction_and_shape", ...

enum class BufferChange
{
    Grown,
    Shrunk,
    OnlyInA,
    OnlyInB,
    Unchanged,
};
QString bufferChangeKey(BufferChange change); // "grown", ...
QString bufferChangeLabel(BufferChange change); // translated

struct BufferMatch
{
    int a = -1; // index into A's peakBuffers, -1 for a buffer only in B
    int b = -1; // index into B's peakBuffers, -1 for a buffer only in A
    MatchKind kind = MatchKind::Unmatched;
    BufferChange change = BufferChange::Unchanged;
    IntegerDelta sizeBytes; // padded sizes; 0 on the side that lacks the buffer
    // The pair's place among the matched buffers changed: it is not on the
    // longest run of pairs that keep their order in both program orders (the
    // fewest buffers that explain the reordering, as a diff finds them).
    bool movedInProgramOrder = false;
};

struct ModuleComparison
{
    std::shared_ptr<const memoryviewer::Result> a;
    std::shared_ptr<const memoryviewer::Result> b;
    std::vector<IntegerDelta> figures; // parallel to moduleFigures()
    Curve curveA;
    Curve curveB;
    // Grown, shrunk, only in A, only in B, unchanged; within each the largest |delta| first.
    std::vector<BufferMatch> buffers;

    const IntegerDelta& figure(ModuleFigure figure) const;
    // The buffers of a match, decoded; nullopt on the side that lacks it.
    std::optional<memoryviewer::BufferDetails> bufferA(const BufferMatch& match) const;
    std::optional<memoryviewer::BufferDetails> bufferB(const BufferMatch& match) const;
    int count(BufferChange change) const;
};

// Compares two analyses of the same memory space; both must be ok().
ModuleComparison compareModules(
    std::shared_ptr<const memoryviewer::Result> a, std::shared_ptr<const memoryviewer::Result> b);

// How well `candidate` pairs with module `a` of the other profile: a module is
// paired by its name; among several of that name the one with the same
// program id (display name) wins. Lower is better.
enum class ModulePairing
{
    SameDisplayName,
    SameName,
    None,
};
ModulePairing modulePairing(const HloModule& a, const HloModule& candidate);
// The best partner of `a` among `candidates`, or nullptr when no module has its name.
const HloModule* pairedModule(const HloModule& a, const std::vector<HloModule>& candidates);

} // namespace memscope::compare
