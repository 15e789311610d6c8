// SPDX-License-Identifier: Apache-2.0
#include "models/analysiscache.h"

#include "core/format/hlorows.h"
#include "models/timelinescene.h"

#include <algorithm>

namespace memscope {

bool showsHeapCurveFirst(const format::HloRows& module) { return module.events.size() >= kHeapCurveFirstEvents; }

AnalysisKey AnalysisKey::of(const memoryviewer::Options& options)
{
    return { options.memorySpace, options.smallBufferSize, options.renderDot, options.peakOnly, false };
}

AnalysisKey AnalysisKey::ofHeapCurve(const memoryviewer::Options& options)
{
    return { options.memorySpace, 0, false, false, true };
}

bool AnalysisKey::serves(const AnalysisKey& wanted) const
{
    if (memorySpace != wanted.memorySpace)
        return false;
    if (wanted.heapCurveOnly)
        return !peakOnly;
    return !heapCurveOnly && smallBufferSize == wanted.smallBufferSize && (renderDot || !wanted.renderDot)
        && (!peakOnly || wanted.peakOnly);
}

std::shared_ptr<const memoryviewer::Result> AnalysisCache::find(
    const std::shared_ptr<const format::HloRows>& module, const memoryviewer::Options& options) const
{
    return find(module, AnalysisKey::of(options));
}

std::shared_ptr<const memoryviewer::Result> AnalysisCache::findHeapCurve(
    const std::shared_ptr<const format::HloRows>& module, const memoryviewer::Options& options) const
{
    return find(module, AnalysisKey::ofHeapCurve(options));
}

std::shared_ptr<const memoryviewer::Result> AnalysisCache::find(
    const std::shared_ptr<const format::HloRows>& module, const AnalysisKey& wanted) const
{
    const QMutexLocker locker(&m_mutex);
    for (const Entry& entry : m_entries) {
        if (entry.module.lock() == module && entry.key.serves(wanted))
            return entry.result;
    }
    return nullptr;
}

void AnalysisCache::insert(const std::shared_ptr<const format::HloRows>& module, const memoryviewer::Options& options,
    std::shared_ptr<const memoryviewer::Result> result)
{
    insert(module, AnalysisKey::of(options), std::move(result));
}

void AnalysisCache::insert(const std::shared_ptr<const format::HloRows>& module, const AnalysisKey& key,
    std::shared_ptr<const memoryviewer::Result> result)
{
    const QMutexLocker locker(&m_mutex);
    // A full analysis has the heap curve: the curve alone of that module and space serves nothing more.
    const bool full = !key.peakOnly && !key.heapCurveOnly;
    std::erase_if(m_entries, [&](const Entry& entry) {
        return entry.module.expired()
            || (full && entry.key.heapCurveOnly && entry.key.memorySpace == key.memorySpace
                && entry.module.lock() == module);
    });
    m_entries.push_front({ module, key, std::move(result), nullptr });
    if (m_entries.size() > kCapacity)
        m_entries.pop_back();
}

std::shared_ptr<const memoryviewer::Result> AnalysisCache::analyze(
    const std::shared_ptr<const format::HloRows>& module, const memoryviewer::Options& options)
{
    return findOrAnalyze(module, AnalysisKey::of(options), options, memoryviewer::analyze);
}

std::shared_ptr<const memoryviewer::Result> AnalysisCache::analyzeHeapCurve(
    const std::shared_ptr<const format::HloRows>& module, const memoryviewer::Options& options)
{
    return findOrAnalyze(module, AnalysisKey::ofHeapCurve(options), options, memoryviewer::analyzeHeapCurve);
}

std::shared_ptr<const memoryviewer::Result> AnalysisCache::findOrAnalyze(
    const std::shared_ptr<const format::HloRows>& module, const AnalysisKey& key, const memoryviewer::Options& options,
    memoryviewer::Result (*analysis)(const format::HloRows&, const memoryviewer::Options&))
{
    if (auto cached = find(module, key))
        return cached;
    auto result = std::make_shared<const memoryviewer::Result>(analysis(*module, options));
    if (!(options.cancel && options.cancel->load()))
        insert(module, key, result);
    return result;
}

std::shared_ptr<const TimelineScene> AnalysisCache::timelineOf(
    const std::shared_ptr<const memoryviewer::Result>& result)
{
    const auto entryOf = [&] {
        return std::find_if(
            m_entries.begin(), m_entries.end(), [&](const Entry& entry) { return entry.result == result; });
    };
    {
        const QMutexLocker locker(&m_mutex);
        if (const auto entry = entryOf(); entry != m_entries.end() && entry->timeline)
            return entry->timeline;
    }
    std::shared_ptr<const TimelineScene> scene = TimelineScene::build(result.get());
    const QMutexLocker locker(&m_mutex);
    if (const auto entry = entryOf(); entry != m_entries.end())
        entry->timeline = scene;
    return scene;
}

} // namespace memscope
