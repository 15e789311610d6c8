// SPDX-License-Identifier: Apache-2.0
#include "core/util/savefile.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSaveFile>

namespace memscope {

bool commitSaveFile(QSaveFile& file)
{
    if (file.flush())
        return file.commit();
    file.cancelWriting();
    return false;
}

QString writeFileAtomically(const QString& path, const std::function<bool(QIODevice& device)>& write)
{
    const auto failed = [&path](const QFileDevice& file) {
        return QCoreApplication::translate("memscope", "Cannot write %1: %2").arg(path, file.errorString());
    };
    const QFileInfo target(path);
    if (target.exists() && !target.isFile()) {
        // Unbuffered, so that a device that refuses the bytes (/dev/full) fails
        // the write here instead of a flush whose error nobody sees.
        QFile device(path);
        // A writer that ignores write errors (QSvgGenerator) leaves them in error().
        if (!device.open(QIODevice::WriteOnly | QIODevice::Unbuffered) || !write(device)
            || device.error() != QFileDevice::NoError)
            return failed(device);
        return {};
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return failed(file);
    if (!write(file)) {
        const QString error = failed(file);
        file.cancelWriting();
        return error;
    }
    if (!commitSaveFile(file))
        return failed(file);
    return {};
}

QString writeFileAtomically(const QString& path, const QByteArray& data)
{
    return writeFileAtomically(path, [&data](QIODevice& device) { return device.write(data) == data.size(); });
}

} // namespace memscope
