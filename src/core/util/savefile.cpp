// SPDX-License-Identifier: Apache-2.0
#include "core/util/savefile.h"

#include <QSaveFile>

namespace memscope {

bool commitSaveFile(QSaveFile& file)
{
    if (file.flush())
        return file.commit();
    file.cancelWriting();
    return false;
}

} // namespace memscope
