// SPDX-License-Identifier: Apache-2.0
#pragma once

// Reads one real profile of MEMSCOPE_SHARED_DATA as a host of a run, straight
// through protobuf (not the loader), so analyses are tested on their own.

#include "core/profile/profile.h"
#include "xplane.pb.h"

#include <QFile>
#include <QFileInfo>
#include <vector>

namespace memscope::test {

// Empty when the file is absent or unreadable (callers QSKIP).
inline std::vector<HostSpace> readSharedHost(const QString& relativePath)
{
    const QString path = QStringLiteral(MEMSCOPE_SHARED_DATA "/") + relativePath;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    auto space = std::make_shared<tensorflow::profiler::XSpace>();
    const QByteArray bytes = file.readAll();
    if (!space->ParseFromArray(bytes.constData(), static_cast<int>(bytes.size())))
        return {};
    return { HostSpace::parsed(QFileInfo(path).fileName().section(QLatin1Char('.'), 0, 0), path, space) };
}

} // namespace memscope::test
