// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/memoryviewer/memoryviewer.h"

#include <QMutex>
#include <deque>
#include <memory>

namespace memscope {

// The last few Memory Viewer analyses. The module list analyses every module
// to find the largest HBM peak and leaves the winner here, so the Memory
// Viewer shows that module without analysing it a second time (seconds on a
// 500 000-buffer module); switching back to a module seen a moment ago is
// instant too. Thread-safe; entries of a freed HloProto never match.
class AnalysisCache
{
public:
    static AnalysisCache& instance();

    // A result for this module and these options (one with the DOT text also
    // serves a request without), or nullptr.
    std::shared_ptr<const memoryviewer::Result> find(
        const std::shared_ptr<const xla::HloProto>& proto, const memoryviewer::Options& options) const;
    void insert(const std::shared_ptr<const xla::HloProto>& proto, const memoryviewer::Options& options,
        std::shared_ptr<const memoryviewer::Result> result);
    // find(), else analyse and insert (unless the analysis was cancelled).
    std::shared_ptr<const memoryviewer::Result> analyze(
        const std::shared_ptr<const xla::HloProto>& proto, const memoryviewer::Options& options);
    void clear();

private:
    struct Entry
    {
        std::weak_ptr<const xla::HloProto> proto;
        qint64 memorySpace = 0;
        qint64 smallBufferSize = 0;
        bool renderDot = false;
        std::shared_ptr<const memoryviewer::Result> result;
    };
    static constexpr size_t kCapacity = 3; // a big module's result takes tens of MB

    mutable QMutex m_mutex;
    std::deque<Entry> m_entries; // most recent first
};

} // namespace memscope
