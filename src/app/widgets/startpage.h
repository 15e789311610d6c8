// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QWidget>

class QListWidget;
class QListWidgetItem;
class QPushButton;

namespace memscope {

// Shown when no profile is open: says what Memscope opens, offers Open and
// Open Folder, invites dropping, and lists the recent profiles.
class StartPage : public QWidget
{
    Q_OBJECT
public:
    explicit StartPage(QWidget* parent = nullptr);

    void setRecentFiles(const QStringList& paths);
    QListWidget* recentList() const { return m_recent; }

Q_SIGNALS:
    void openFileRequested();
    void openFolderRequested();
    void openPathRequested(const QString& path);

private:
    QPushButton* m_openFile;
    QPushButton* m_openFolder;
    QListWidget* m_recent;
    QWidget* m_recentHeading;
};

} // namespace memscope
