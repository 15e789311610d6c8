// SPDX-License-Identifier: Apache-2.0
#include "core/profile/fileerror.h"

#include <QCoreApplication>
#include <QDir>

namespace memscope {

namespace {

    struct LoaderText
    {
        Q_DECLARE_TR_FUNCTIONS(memscope)
    };

} // namespace

QString fileError(const QString& path, const QString& reason)
{
    return LoaderText::tr("%1: %2").arg(QDir::toNativeSeparators(path), reason);
}

} // namespace memscope
