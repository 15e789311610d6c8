// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/profile/loader.h"
#include "widgets/messagebar.h"

#include <QMainWindow>
#include <memory>

class QDockWidget;
class QTabWidget;

namespace memscope {

namespace Ui {
    class MainWindow;
}

class CompareLauncher;
class DropOverlay;
class MessageBar;
class ProfileDocument;
class RecentFiles;
class StartPage;
class ToolPage;

// How the window opens a path: the command line can pre-select a module.
struct OpenRequest
{
    QString path;
    LoadOptions options;
    QString module; // name, id or display name; empty = the largest HBM peak
    qint64 memorySpace = -1; // -1 = keep the default
    qint64 smallBufferSize = -1;
};

// The application window (ui/mainwindow.ui): one tab (ProfileDocument) per opened profile, a start
// page when none is open, a message bar for errors, the "Buffer Details" dock
// showing the active document's detail card, and the menus. Files, folders,
// recent entries, drops and the command line all go through openPath().
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Opens the path in a new tab next to the others, or activates the tab that
    // already shows it. Loading runs in the background.
    ProfileDocument* openPath(const QString& path);
    ProfileDocument* open(const OpenRequest& request);
    void closeDocument(ProfileDocument* document);

    QList<ProfileDocument*> documents() const;
    ProfileDocument* currentDocument() const;
    MessageBar* messageBar() const;
    QTabWidget* documentTabs() const;
    QDockWidget* detailDock() const;
    StartPage* startPage() const;
    RecentFiles* recentFiles() const { return m_recent; }
    CompareLauncher* compareLauncher() const { return m_compare; }

    // Writes "opened: <path>" to stdout each time a profile is shown (integration tests).
    void setPrintOpened(bool enabled) { m_printOpened = enabled; }

    void restoreDefaultLayout();

Q_SIGNALS:
    void profileShown(const QString& path);

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dragLeaveEvent(QDragLeaveEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createActions();
    // A new, empty document tab, wired to the window.
    ProfileDocument* addDocument();
    // Edit > Paste: the clipboard's out-of-memory reports as a new document.
    void pasteReport();
    void createMenus();
    void chooseFiles();
    void chooseFolder();
    void rememberFolderOf(const QString& path);
    QString lastFolder() const;
    void updateRecentMenu();
    void updateExportMenu();
    void exportAllViews(ToolPage* page, const QString& format);
    void updateForCurrentDocument();
    void updateWindowTitle();
    void showDetailCardOf(ProfileDocument* document);
    void onDocumentShown(ProfileDocument* document, const QString& path);
    void onDocumentFailed(ProfileDocument* document, const QString& path, const QString& message);
    void onDocumentCancelled(ProfileDocument* document);
    // What opening `path` said (an error, or the warnings of a profile that opened), beside what the
    // other files opened with it said: the bar lists every file's message until it is dismissed.
    void addOpenMessage(const QString& path, const QString& text, MessageBar::Kind kind);
    void showOpenMessages();
    void showAbout();
    void showSettings();
    void showShortcuts();

    std::unique_ptr<Ui::MainWindow> m_ui;
    DropOverlay* m_dropOverlay = nullptr;
    // The paths a drag brought when it entered: some X11 drag sources hand no data at the drop.
    QStringList m_dragPaths;
    RecentFiles* m_recent;
    CompareLauncher* m_compare;

    QByteArray m_defaultState;
    bool m_detailDockWanted = true; // the user's choice, see showDetailCardOf()
    bool m_placingDetailDock = false; // the window, not the user, shows or hides the dock
    bool m_detailDockNeedsDefaultWidth = true; // no saved layout gave it a width yet
    QByteArray m_defaultGeometry;
    bool m_printOpened = false;
    int m_pastedReports = 0;

    struct OpenMessage
    {
        QString path;
        QString text;
        MessageBar::Kind kind = MessageBar::Kind::Error;
        int afterRequest = 0; // opens requested before it was said
    };
    std::vector<OpenMessage> m_openMessages; // while the bar shows them
    QString m_openMessagesText; // what the bar shows of them
    int m_openRequests = 0;
};

} // namespace memscope
