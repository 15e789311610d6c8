// SPDX-License-Identifier: Apache-2.0
#include "models/analysiscache.h"

namespace memscope {

AnalysisKey AnalysisKey::of(const memoryviewer::Options& options)
{
    return { options.memorySpace, options.smallBufferSize, options.renderDot, options.peakOnly };
}

bool AnalysisKey::serves(const AnalysisKey& wanted) const
{
    return memorySpace == wanted.memorySpace && smallBufferSize == wanted.smallBufferSize
        && (renderDot || !wanted.renderDot) && (!peakOnly || wanted.peakOnly);
}

std::shared_ptr<const memoryviewer::Result> AnalysisCache::find(
    const std::shared_ptr<const format::HloRows>& module, const memoryviewer::Options& options) const
{
    const AnalysisKey wanted = AnalysisKey::of(options);
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
    const QMutexLocker locker(&m_mutex);
    std::erase_if(m_entries, [](const Entry& entry) { return entry.module.expired(); });
    m_entries.push_front({ module, AnalysisKey::of(options), std::move(result) });
    if (m_entries.size() > kCapacity)
        m_entries.pop_back();
}

std::shared_ptr<const memoryviewer::Result> AnalysisCache::analyze(
    const std::shared_ptr<const format::HloRows>& module, const memoryviewer::Options& options)
{
    if (auto cached = find(module, options))
        return cached;
    auto result = std::make_shared<const memoryviewer::Result>(memoryviewer::analyze(*module, options));
    if (!(options.cancel && options.cancel->load()))
        insert(module, options, result);
    return result;
}

} // namespace memscope
