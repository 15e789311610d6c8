// SPDX-License-Identifier: Apache-2.0
#include "core/format/memoryspace.h"

#include <QCoreApplication>

namespace memscope {

QString memorySpaceName(qint64 color)
{
    switch (static_cast<MemorySpace>(color)) {
    case MemorySpace::Hbm:
        return QCoreApplication::translate("memorySpace", "HBM");
    case MemorySpace::Vmem:
        return QCoreApplication::translate("memorySpace", "VMEM");
    case MemorySpace::SFlag:
        return QCoreApplication::translate("memorySpace", "SFlag");
    case MemorySpace::Cmem:
        return QCoreApplication::translate("memorySpace", "CMEM");
    case MemorySpace::Smem:
        return QCoreApplication::translate("memorySpace", "SMEM");
    case MemorySpace::Host:
        return QCoreApplication::translate("memorySpace", "Host");
    case MemorySpace::SparseCore:
        return QCoreApplication::translate("memorySpace", "SparseCore");
    }
    return QString::number(color);
}

} // namespace memscope
