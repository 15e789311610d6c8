// SPDX-License-Identifier: Apache-2.0
#include "app/helpers/screenshots.h"

#include <QDir>

namespace memscope::test {

QString screenshotPath(const QString& folder, const QString& name)
{
    const QString path = QDir::temp().filePath(folder);
    QDir().mkpath(path);
    return QDir(path).filePath(name);
}

} // namespace memscope::test
