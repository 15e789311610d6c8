// SPDX-License-Identifier: Apache-2.0
#include "models/memoryprofileshare.h"

#include "core/memoryprofile/memoryprofile.h"

namespace memscope {

void MemoryProfileShare::offer(
    const std::shared_ptr<const Profile>& profile, const std::shared_ptr<const memoryprofile::Result>& result)
{
    const QMutexLocker locker(&m_mutex);
    m_profile = profile;
    m_result = result;
}

std::shared_ptr<const memoryprofile::Result> MemoryProfileShare::find(
    const std::shared_ptr<const Profile>& profile) const
{
    const QMutexLocker locker(&m_mutex);
    if (!profile || m_profile.lock() != profile)
        return nullptr;
    return m_result.lock();
}

} // namespace memscope
