// SPDX-License-Identifier: Apache-2.0
#include "core/profile/profile.h"

#include <QCoreApplication>

namespace memscope {

ModuleMatch matchModule(const HloModule& module, const QString& nameOrIdOrDisplayName)
{
    if (module.displayName == nameOrIdOrDisplayName)
        return ModuleMatch::DisplayName;
    if (module.name == nameOrIdOrDisplayName)
        return ModuleMatch::Name;
    bool isNumber = false;
    const quint64 programId = nameOrIdOrDisplayName.toULongLong(&isNumber);
    if (isNumber && module.hasProgramId && module.programId == programId)
        return ModuleMatch::ProgramId;
    return ModuleMatch::None;
}

const HloModule* Profile::findModule(const QString& nameOrIdOrDisplayName) const
{
    const HloModule* best = nullptr;
    ModuleMatch bestMatch = ModuleMatch::None;
    for (const HloModule& module : modules) {
        const ModuleMatch match = matchModule(module, nameOrIdOrDisplayName);
        if (match < bestMatch) {
            best = &module;
            bestMatch = match;
        }
    }
    return best;
}

} // namespace memscope
