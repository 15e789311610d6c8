// SPDX-License-Identifier: Apache-2.0
#include "core/format/memoryspace.h"

#include <QCoreApplication>

namespace memscope {

QString memorySpaceName(qint64 color)
{
    switch (static_cast<MemorySpace>(color)) {
    case MemorySpace::Hbm:
        return QCoreApplication::translate("memscope", "HBM");
    case MemorySpace::Vmem:
        return QCoreApplication::translate("memscope", "VMEM");
    case MemorySpace::SFlag:
        return QCoreApplication::translate("memscope", "SFlag");
    case MemorySpace::Cmem:
        return QCoreApplication::translate("memscope", "CMEM");
    case MemorySpace::Smem:
        return QCoreApplication::translate("memscope", "SMEM");
    case MemorySpace::Host:
        return QCoreApplication::translate("memscope", "Host");
    case MemorySpace::SparseCore:
        return QCoreApplication::translate("memscope", "SparseCore");
    }
    return QString::number(color);
}

} // namespace memscope
