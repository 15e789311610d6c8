// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QIcon>
#include <QWidget>
#include <memory>

class QListWidget;

namespace memscope {

namespace Ui {
    class StartPage;
}

// Shown when no profile is open: says what Memscope opens, offers Open and
// Open Folder, invites dropping, and lists the recent profiles (ui/startpage.ui).
class StartPage : public QWidget
{
    Q_OBJECT
public:
    explicit StartPage(QWidget* parent = nullptr);
    ~StartPage() override;

    void setRecentFiles(const QStringList& paths);
    QListWidget* recentList() const;

Q_SIGNALS:
    void openFileRequested();
    void openFolderRequested();
    void openPathRequested(const QString& path);

private:
    std::unique_ptr<Ui::StartPage> m_ui;
    // Made once: every standardIcon() call is a new icon, and each new icon
    // painted leaves its own scaled pixmaps in QPixmapCache, so rebuilding the
    // list on each profile shown grew the cache by about 20 KiB a time.
    QIcon m_fileIcon;
    QIcon m_folderIcon;
};

} // namespace memscope
