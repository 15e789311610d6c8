// SPDX-License-Identifier: Apache-2.0
#include "recentfiles.h"

#include <QFileInfo>
#include <QSettings>

namespace memscope {

namespace {
    const QString kKey = QStringLiteral("recentFiles");
}

RecentFiles::RecentFiles(QObject* parent)
    : QObject(parent)
    , m_paths(QSettings().value(kKey).toStringList())
{
}

void RecentFiles::add(const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    m_paths.removeAll(absolute);
    m_paths.prepend(absolute);
    while (m_paths.size() > kMaximum)
        m_paths.removeLast();
    save();
}

void RecentFiles::clear()
{
    m_paths.clear();
    save();
}

void RecentFiles::save()
{
    QSettings().setValue(kKey, m_paths);
    Q_EMIT changed();
}

} // namespace memscope
