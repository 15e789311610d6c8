// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/memoryviewer/memoryviewer.h"

#include <QMutex>
#include <deque>
#include <memory>

namespace memscope {

struct TimelineScene;

// What a Memory Viewer analysis depends on besides the module: every option
// of memoryviewer::Options that changes the result (not the cancel flag).
struct AnalysisKey
{
    qint64 memorySpace = colorOf(MemorySpace::Hbm);
    qint64 smallBufferSize = 0;
    bool renderDot = false;
    bool peakOnly = false;
    bool heapCurveOnly = false; // memoryviewer::analyzeHeapCurve's result

    static AnalysisKey of(const memoryviewer::Options& options);
    static AnalysisKey ofHeapCurve(const memoryviewer::Options& options);
    bool operator==(const AnalysisKey&) const = default;
    // Whether a result made with this key answers a request with `wanted`: the
    // same analysis, or one that has more (the DOT text, all of the figures; for
    // a heap curve, any analysis of the memory space with curves: the threshold
    // does not change them).
    bool serves(const AnalysisKey& wanted) const;
};

// Whether the window shows a module's heap curve (memoryviewer::analyzeHeapCurve)
// before its full analysis. The extra step lays the Memory Viewer page out twice
// and runs the index and simulation twice; the soak (bench/README.md) grew and
// slowed with it on small modules, where it gains nothing. The full analysis
// costs about 2 us of CPU per heap-simulator event (1.9 s for the 1 000 000
// events of the device-events shape's largest module), so below
// kHeapCurveFirstEvents it is done in about 50 ms, as soon as the curve would be.
inline constexpr size_t kHeapCurveFirstEvents = 25000;
bool showsHeapCurveFirst(const format::HloRows& module);

// The last few Memory Viewer analyses of one document. The module list
// measures every module's HBM peak and leaves the heap curve of the module
// most likely shown here, so the Memory Viewer draws its chart without a
// second pass (a second on a 500 000-buffer module); switching back to a
// module seen a moment ago is instant too. Owned by the document (shared with the jobs that
// run on it); thread-safe; entries of freed rows never match.
class AnalysisCache
{
public:
    // A result for this module and these options, or nullptr.
    std::shared_ptr<const memoryviewer::Result> find(
        const std::shared_ptr<const format::HloRows>& module, const memoryviewer::Options& options) const;
    void insert(const std::shared_ptr<const format::HloRows>& module, const memoryviewer::Options& options,
        std::shared_ptr<const memoryviewer::Result> result);
    // find(), else analyse and insert (unless the analysis was cancelled).
    std::shared_ptr<const memoryviewer::Result> analyze(
        const std::shared_ptr<const format::HloRows>& module, const memoryviewer::Options& options);
    // The same for memoryviewer::analyzeHeapCurve; a full analysis found here serves too.
    std::shared_ptr<const memoryviewer::Result> findHeapCurve(
        const std::shared_ptr<const format::HloRows>& module, const memoryviewer::Options& options) const;
    std::shared_ptr<const memoryviewer::Result> analyzeHeapCurve(
        const std::shared_ptr<const format::HloRows>& module, const memoryviewer::Options& options);

    // The allocation timeline's scene of `result`, built once (off the UI thread: about 100 ms for
    // 500 000 blocks) and kept with the result while the cache holds it, so that coming back to a
    // module does not build it again.
    std::shared_ptr<const TimelineScene> timelineOf(const std::shared_ptr<const memoryviewer::Result>& result);

private:
    std::shared_ptr<const memoryviewer::Result> find(
        const std::shared_ptr<const format::HloRows>& module, const AnalysisKey& wanted) const;
    void insert(const std::shared_ptr<const format::HloRows>& module, const AnalysisKey& key,
        std::shared_ptr<const memoryviewer::Result> result);
    std::shared_ptr<const memoryviewer::Result> findOrAnalyze(const std::shared_ptr<const format::HloRows>& module,
        const AnalysisKey& key, const memoryviewer::Options& options,
        memoryviewer::Result (*analysis)(const format::HloRows&, const memoryviewer::Options&));

    struct Entry
    {
        std::weak_ptr<const format::HloRows> module;
        AnalysisKey key;
        std::shared_ptr<const memoryviewer::Result> result;
        std::shared_ptr<const TimelineScene> timeline; // built when first asked for
    };
    static constexpr size_t kCapacity = 3; // a big module's result takes tens of MB

    mutable QMutex m_mutex;
    std::deque<Entry> m_entries; // most recent first
};

} // namespace memscope
