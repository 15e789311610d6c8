// SPDX-License-Identifier: Apache-2.0
#include "core/profile/profile.h"

#include <QCoreApplication>

namespace memscope {

const HloModule* Profile::findModule(const QString& nameOrIdOrDisplayName) const
{
    // Most specific first: a display name is unique, a module name may repeat
    // across programs, a program id is unique but rarely typed.
    for (const HloModule& module : modules) {
        if (module.displayName == nameOrIdOrDisplayName)
            return &module;
    }
    for (const HloModule& module : modules) {
        if (module.name == nameOrIdOrDisplayName)
            return &module;
    }
    bool isNumber = false;
    const quint64 programId = nameOrIdOrDisplayName.toULongLong(&isNumber);
    if (isNumber) {
        for (const HloModule& module : modules) {
            if (module.hasProgramId && module.programId == programId)
                return &module;
        }
    }
    return nullptr;
}

QString memorySpaceName(qint64 memorySpace)
{
    switch (memorySpace) {
    case 0:
        return QCoreApplication::translate("memorySpace", "HBM");
    case 1:
        return QCoreApplication::translate("memorySpace", "VMEM");
    case 2:
        return QCoreApplication::translate("memorySpace", "SFlag");
    case 3:
        return QCoreApplication::translate("memorySpace", "CMEM");
    case 4:
        return QCoreApplication::translate("memorySpace", "SMEM");
    case 5:
        return QCoreApplication::translate("memorySpace", "Host");
    case 6:
        return QCoreApplication::translate("memorySpace", "SparseCore");
    default:
        return QString::number(memorySpace);
    }
}

} // namespace memscope
