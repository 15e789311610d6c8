// SPDX-License-Identifier: Apache-2.0
#include "core/util/hugepages.h"

#include <QtGlobal>
#include <sys/mman.h>

namespace memscope {

void adviseHugePages(const void* begin, size_t bytes)
{
#ifdef MADV_HUGEPAGE
    constexpr quintptr kHugePage = 2 << 20;
    const auto first = (quintptr(begin) + kHugePage - 1) & ~(kHugePage - 1);
    const auto last = (quintptr(begin) + bytes) & ~(kHugePage - 1);
    if (last > first)
        madvise(reinterpret_cast<void*>(first), last - first, MADV_HUGEPAGE);
#else
    Q_UNUSED(begin);
    Q_UNUSED(bytes);
#endif
}

} // namespace memscope
