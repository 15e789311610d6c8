// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QMutex>
#include <memory>

namespace memscope {

struct Profile;
namespace memoryprofile {
    struct Result;
}

// A document's Memory Profile analysis, for as long as the Memory Profile page shows it: the Trace
// Viewer's memory counters take its snapshots instead of analysing millions of memory events again.
// Held by weak reference, so it costs no memory of its own and ends with the page's result; an
// analysis of another profile (the document opened another run) is never handed out. Thread-safe.
class MemoryProfileShare
{
public:
    void offer(
        const std::shared_ptr<const Profile>& profile, const std::shared_ptr<const memoryprofile::Result>& result);
    // The analysis of `profile` offered and still held, or nullptr.
    std::shared_ptr<const memoryprofile::Result> find(const std::shared_ptr<const Profile>& profile) const;

private:
    mutable QMutex m_mutex;
    std::weak_ptr<const Profile> m_profile;
    std::weak_ptr<const memoryprofile::Result> m_result;
};

} // namespace memscope
