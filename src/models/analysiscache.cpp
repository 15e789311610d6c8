// SPDX-License-Identifier: Apache-2.0
#include "models/analysiscache.h"

namespace memscope {

AnalysisCache& AnalysisCache::instance()
{
    static AnalysisCache cache;
    return cache;
}

std::shared_ptr<const memoryviewer::Result> AnalysisCache::find(
    const std::shared_ptr<const xla::HloProto>& proto, const memoryviewer::Options& options) const
{
    const QMutexLocker locker(&m_mutex);
    for (const Entry& entry : m_entries) {
        if (entry.proto.lock() == proto && entry.memorySpace == options.memorySpace
            && entry.smallBufferSize == options.smallBufferSize && (entry.renderDot || !options.renderDot))
            return entry.result;
    }
    return nullptr;
}

void AnalysisCache::insert(const std::shared_ptr<const xla::HloProto>& proto, const memoryviewer::Options& options,
    std::shared_ptr<const memoryviewer::Result> result)
{
    const QMutexLocker locker(&m_mutex);
    std::erase_if(m_entries, [](const Entry& entry) { return entry.proto.expired(); });
    m_entries.push_front({ proto, options.memorySpace, options.smallBufferSize, options.renderDot, std::move(result) });
    if (m_entries.size() > kCapacity)
        m_entries.pop_back();
}

std::shared_ptr<const memoryviewer::Result> AnalysisCache::analyze(
    const std::shared_ptr<const xla::HloProto>& proto, const memoryviewer::Options& options)
{
    if (auto cached = find(proto, options))
        return cached;
    auto result = std::make_shared<const memoryviewer::Result>(memoryviewer::analyze(*proto, options));
    if (!(options.cancel && options.cancel->load()))
        insert(proto, options, result);
    return result;
}

void AnalysisCache::clear()
{
    const QMutexLocker locker(&m_mutex);
    m_entries.clear();
}

} // namespace memscope
