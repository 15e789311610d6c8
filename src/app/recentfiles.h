// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QObject>
#include <QStringList>

namespace memscope {

// The most recently opened profiles, newest first, kept in QSettings.
class RecentFiles : public QObject
{
    Q_OBJECT
public:
    static constexpr int kMaximum = 10;

    explicit RecentFiles(QObject* parent = nullptr);

    QStringList paths() const { return m_paths; }
    void add(const QString& path);
    void clear();

Q_SIGNALS:
    void changed();

private:
    void save();

    QStringList m_paths;
};

} // namespace memscope
