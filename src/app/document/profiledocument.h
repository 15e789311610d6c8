// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/profile/loader.h"
#include "document/toolpage.h"

#include <QWidget>
#include <memory>

class QSplitter;
class QStackedWidget;
class QTabBar;
class QTabWidget;

namespace memscope {

class AnalysisCache;
class LoadService;
class LoadingPanel;
class Sidebar;

// One opened profile: its loading (progress, cancel), its sidebar (runs,
// modules, memory type) and its tool pages. Each document has its own
// LoadService, so closing (deleting) a document stops its loading, and its own
// ModuleSelection, so documents side by side never share state.
//
// Tool pages are created by createToolPages() (toolpages.cpp) and receive the
// profile and the sidebar's selection through the ToolPage interface.
class ProfileDocument : public QWidget
{
    Q_OBJECT
public:
    explicit ProfileDocument(QWidget* parent = nullptr);
    ~ProfileDocument() override;

    // Starts loading off the UI thread. A document that already shows a profile
    // keeps showing it if this load fails or is cancelled.
    void open(const QString& path, const LoadOptions& options = {});
    // Shows a profile loaded elsewhere (tests, the headless path).
    void showProfile(std::shared_ptr<const Profile> profile);
    void cancelLoading();
    // The sidebar back at its default width.
    void resetLayout();

    // page must also implement ToolPage.
    void addToolPage(QWidget* page, const QString& title);
    QList<ToolPage*> toolPages() const;
    ToolPage* currentToolPage() const;
    // The next (delta 1) or previous (-1) page whose tab is shown, wrapping around.
    void stepToolPage(int delta);
    // The n-th (1-based) page whose tab is shown; nothing when there are fewer.
    void showToolPageNumber(int number);

    bool isLoading() const;
    QString path() const { return m_path; }
    std::shared_ptr<const Profile> profile() const { return m_profile; }
    // Tab text and tooltip for the window.
    QString title() const;
    QString toolTip() const;
    // The detail card of the current tool page; nullptr when that page has
    // none, or before a profile is shown.
    QWidget* detailCard() const;

    Sidebar* sidebar() const { return m_sidebar; }
    LoadingPanel* loadingPanel() const { return m_loadingPanel; }
    QTabWidget* toolTabs() const { return m_toolTabs; }
    // The tab bar the user sees (see m_toolBar).
    QTabBar* toolBar() const { return m_toolBar; }
    QSplitter* splitter() const { return m_splitter; }
    LoadService* loadService() const { return m_loader; }
    // The Memory Viewer analyses of this document, shared by its module list and its Memory Viewer.
    const std::shared_ptr<AnalysisCache>& analyses() const { return m_analyses; }

Q_SIGNALS:
    void profileShown(const QString& path);
    void loadFailed(const QString& path, const QString& message);
    void loadCancelled(const QString& path);
    // Non-fatal problems of a loaded profile (a damaged host file, ...).
    void warningsFound(const QString& path, const QStringList& warnings);
    void titleChanged();
    void detailCardChanged();
    // The current tool page changed or its export targets may have.
    void exportTargetsChanged();

private:
    void onLoadEnded();
    // The pages show `profile` (the loaded one, or a preview while the load goes on).
    void present(std::shared_ptr<const Profile> profile);
    // The load handed out a partial profile: shown, under a strip that says it is still read.
    void showPreview(std::shared_ptr<const Profile> preview);
    // The preview shown, if any, is let go of: the pages show nothing until a profile is loaded.
    void dropPreview();
    // Shows the tabs of the pages that apply to the profile (all before one is shown).
    void updateToolTabs();
    void updateSidebar();
    void handProfileToCurrentPage();

    std::shared_ptr<AnalysisCache> m_analyses;
    LoadService* m_loader;
    QStackedWidget* m_stack;
    LoadingPanel* m_loadingPanel;
    LoadingPanel* m_previewLoading; // above the pages while they show a preview
    QSplitter* m_splitter;
    Sidebar* m_sidebar;
    // The pages, with their own tab bar hidden: m_toolBar, above the sidebar
    // and the pages, stands in for it, so that the tabs stay in place when a
    // page hides the sidebar.
    QTabWidget* m_toolTabs;
    QTabBar* m_toolBar;
    QString m_path; // the profile shown, or being loaded when none is shown
    QString m_loadingPath; // empty when not loading
    std::shared_ptr<const Profile> m_profile;
    bool m_showsPreview = false; // m_profile is a preview of the load running
    // Pages not shown since the profile was loaded: they get it when shown, so
    // that opening a file computes only what is on screen.
    QList<ToolPage*> m_pagesWithoutProfile;
};

// Adds the tool pages every document shows, in tab order (toolpages.cpp).
void createToolPages(ProfileDocument& document);

} // namespace memscope
