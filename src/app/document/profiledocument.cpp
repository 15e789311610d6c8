// SPDX-License-Identifier: Apache-2.0
#include "document/profiledocument.h"

#include "core/profile/loadservice.h"
#include "document/loadingpanel.h"
#include "models/modulelistmodel.h"
#include "sidebar/sidebar.h"

#include <QDir>
#include <QFileInfo>
#include <QLineEdit>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabBar>
#include <QTabWidget>
#include <QVBoxLayout>

namespace memscope {

ProfileDocument::ProfileDocument(QWidget* parent)
    : QWidget(parent)
    , m_analyses(std::make_shared<AnalysisCache>())
    , m_loader(new LoadService(this))
    , m_stack(new QStackedWidget(this))
    , m_loadingPanel(new LoadingPanel(m_stack))
    , m_previewLoading(new LoadingPanel(this))
    , m_splitter(new QSplitter(Qt::Horizontal, m_stack))
    , m_sidebar(new Sidebar(m_splitter))
    , m_toolTabs(new QTabWidget(m_splitter))
    , m_toolBar(new QTabBar(this))
{
    m_splitter->setObjectName(QStringLiteral("documentSplitter"));
    m_sidebar->moduleModel()->shareAnalyses(m_analyses);
    m_splitter->addWidget(m_sidebar);
    m_splitter->addWidget(m_toolTabs);
    // The tool tabs show in the document's own bar: the tab widget's bar stays hidden, and as the tab
    // widget's focus proxy it held Tab back, so the keyboard never got past the sidebar.
    m_toolTabs->setFocusPolicy(Qt::NoFocus);
    m_toolTabs->tabBar()->setFocusPolicy(Qt::NoFocus);
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setChildrenCollapsible(false);
    resetLayout();
    m_toolTabs->setDocumentMode(true);
    m_toolTabs->tabBar()->hide();
    m_toolBar->setObjectName(QStringLiteral("toolBar"));
    m_toolBar->setDocumentMode(true);
    m_toolBar->setExpanding(false);
    m_toolBar->setDrawBase(true);
    m_stack->addWidget(m_loadingPanel);
    m_stack->addWidget(m_splitter);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_toolBar);
    layout->addWidget(m_previewLoading);
    layout->addWidget(m_stack);
    m_previewLoading->setCompact();
    m_previewLoading->hide();
    connect(m_toolBar, &QTabBar::currentChanged, m_toolTabs, &QTabWidget::setCurrentIndex);
    connect(m_toolTabs, &QTabWidget::currentChanged, m_toolBar, &QTabBar::setCurrentIndex);

    connect(m_loadingPanel, &LoadingPanel::cancelRequested, this, &ProfileDocument::cancelLoading);
    connect(m_previewLoading, &LoadingPanel::cancelRequested, this, &ProfileDocument::cancelLoading);
    connect(m_loader, &LoadService::progressChanged, m_loadingPanel, &LoadingPanel::setProgress);
    connect(m_loader, &LoadService::progressChanged, m_previewLoading, &LoadingPanel::setProgress);
    // A first timeline within 2 s of the file being chosen, for files read in more than about a second
    // (none is offered past the middle of the file): the preview's analysis and painting take about
    // half a second for the 1 to 2 million events read by then (bench/README.md).
    m_loader->setPreviewAfter(500);
    connect(m_loader, &LoadService::previewed, this, &ProfileDocument::showPreview);
    connect(m_loader, &LoadService::loaded, this, [this](std::shared_ptr<const Profile> profile) {
        onLoadEnded();
        showProfile(std::move(profile));
    });
    connect(m_loader, &LoadService::failed, this, [this](const QString& path, const QString& message) {
        onLoadEnded();
        Q_EMIT loadFailed(path, message);
    });
    connect(m_loader, &LoadService::cancelled, this, [this](const QString& path) {
        onLoadEnded();
        Q_EMIT loadCancelled(path);
    });
    connect(m_sidebar, &Sidebar::selectionChanged, this, [this](const ModuleSelection& selection) {
        for (ToolPage* page : toolPages()) {
            if (!m_pagesWithoutProfile.contains(page))
                page->setModuleSelection(selection);
        }
    });
    connect(m_sidebar, &Sidebar::runRequested, this, [this](const QString& runName) {
        LoadOptions options;
        options.runName = runName;
        // Runs of one job usually compile the same modules: keep showing the same one.
        const int shown = m_sidebar->selection().moduleIndex;
        if (m_profile && shown >= 0)
            m_sidebar->preferModule(m_profile->modules[shown].name, false);
        open(m_profile ? m_profile->path : m_path, options);
    });
    connect(m_sidebar, &Sidebar::preferredModuleMissing, this, [this](const QString& module) {
        Q_EMIT warningsFound(
            m_path, { tr("There is no module named '%1'; showing the module with the largest HBM peak.").arg(module) });
    });
    connect(m_toolTabs, &QTabWidget::currentChanged, this, [this] {
        handProfileToCurrentPage();
        updateSidebar();
        Q_EMIT detailCardChanged();
        Q_EMIT exportTargetsChanged();
    });

    createToolPages(*this);
}

ProfileDocument::~ProfileDocument() = default; // ~LoadService cancels and waits

void ProfileDocument::resetLayout()
{
    // Wide enough for "jit_train_step(…)" and its peak; the tools get the rest.
    m_splitter->setSizes({ fontMetrics().averageCharWidth() * 50, fontMetrics().averageCharWidth() * 160 });
}

void ProfileDocument::open(const QString& path, const LoadOptions& options)
{
    dropPreview(); // of a load this one replaces
    m_loadingPath = path;
    if (!m_profile)
        m_path = path;
    m_loadingPanel->start(path);
    m_stack->setCurrentWidget(m_loadingPanel);
    m_loadingPanel->cancelButton()->setFocus();
    Q_EMIT titleChanged();
    m_loader->load(path, options);
}

void ProfileDocument::cancelLoading()
{
    if (m_loadingPath.isEmpty())
        return;
    m_loader->cancel();
}

void ProfileDocument::onLoadEnded()
{
    m_loadingPath.clear();
    // What the load had read so far goes with it: the loaded profile replaces it, or nothing does.
    dropPreview();
    if (m_profile)
        m_stack->setCurrentWidget(m_splitter);
    Q_EMIT titleChanged();
}

void ProfileDocument::dropPreview()
{
    m_previewLoading->hide();
    if (!m_showsPreview)
        return;
    m_showsPreview = false;
    m_profile.reset();
    for (ToolPage* page : toolPages())
        page->setProfile(nullptr);
    m_stack->setCurrentWidget(m_loadingPanel);
}

void ProfileDocument::showPreview(std::shared_ptr<const Profile> preview)
{
    if (m_profile)
        return; // a document that shows a profile keeps showing it until the new one is read
    m_showsPreview = true;
    m_previewLoading->start(
        tr("Still reading %1: what is shown is the part read so far").arg(QFileInfo(preview->path).fileName()),
        QDir::toNativeSeparators(preview->path));
    m_previewLoading->show();
    present(std::move(preview));
}

void ProfileDocument::showProfile(std::shared_ptr<const Profile> profile)
{
    present(std::move(profile));
    Q_EMIT profileShown(m_path);
    if (!m_profile->warnings.isEmpty())
        Q_EMIT warningsFound(m_path, m_profile->warnings);
}

void ProfileDocument::present(std::shared_ptr<const Profile> profile)
{
    m_profile = std::move(profile);
    m_path = m_profile->path;
    m_stack->setCurrentWidget(m_splitter);
    // The previous profile is let go of at once, not when each page is next shown.
    m_pagesWithoutProfile = toolPages();
    for (ToolPage* page : std::as_const(m_pagesWithoutProfile))
        page->setProfile(nullptr);
    m_sidebar->setProfile(m_profile); // selects a module, which reaches the pages
    m_sidebar->moduleFilter()->setFocus(); // not the list: focusing it would pick its first row
    updateToolTabs();
    if (const ToolPage* current = currentToolPage(); current && !current->hasDataFor(*m_profile)) {
        for (int index = 0; index < m_toolTabs->count(); ++index) {
            const auto* page = dynamic_cast<ToolPage*>(m_toolTabs->widget(index));
            if (m_toolTabs->isTabVisible(index) && page->hasDataFor(*m_profile)) {
                m_toolTabs->setCurrentIndex(index);
                break;
            }
        }
    }
    handProfileToCurrentPage();
    updateSidebar();
    Q_EMIT titleChanged();
    Q_EMIT exportTargetsChanged();
}

void ProfileDocument::handProfileToCurrentPage()
{
    ToolPage* page = currentToolPage();
    if (!page || !m_pagesWithoutProfile.removeOne(page))
        return;
    page->setProfile(m_profile);
    page->setModuleSelection(m_sidebar->selection());
}

void ProfileDocument::addToolPage(QWidget* page, const QString& title)
{
    Q_ASSERT(dynamic_cast<ToolPage*>(page));
    m_toolTabs->addTab(page, title);
    m_toolBar->addTab(title);
    if (m_profile)
        dynamic_cast<ToolPage*>(page)->setProfile(m_profile);
    updateToolTabs();
}

void ProfileDocument::updateToolTabs()
{
    // Hiding the current tab makes QTabWidget pick a neighbour; a page that
    // stops applying hands over to the first page instead (the Memory Viewer).
    const int current = m_toolTabs->currentIndex();
    bool currentApplies = false;
    int visible = 0;
    int firstVisible = -1;
    for (int index = 0; index < m_toolTabs->count(); ++index) {
        const auto* page = dynamic_cast<ToolPage*>(m_toolTabs->widget(index));
        const bool applies = !m_profile || (page && page->appliesTo(*m_profile));
        m_toolTabs->setTabVisible(index, applies);
        m_toolBar->setTabVisible(index, applies);
        currentApplies |= applies && index == current;
        if (applies) {
            ++visible;
            if (firstVisible < 0)
                firstVisible = index;
        }
    }
    if (firstVisible >= 0 && !currentApplies)
        m_toolTabs->setCurrentIndex(firstVisible);
    // More than one tool: the tab bar lets the user switch; one tool needs no bar.
    m_toolBar->setVisible(visible > 1);
}

void ProfileDocument::updateSidebar()
{
    const ToolPage* page = currentToolPage();
    m_sidebar->setModuleSectionVisible(page && page->usesModuleSelection());
    // An out-of-memory log has no runs and no modules to choose from.
    m_sidebar->setVisible(m_profile && m_profile->kind != SourceKind::OomLog && m_sidebar->hasVisibleSection());
}

QList<ToolPage*> ProfileDocument::toolPages() const
{
    QList<ToolPage*> pages;
    for (int i = 0; i < m_toolTabs->count(); ++i) {
        if (auto* page = dynamic_cast<ToolPage*>(m_toolTabs->widget(i)))
            pages.append(page);
    }
    return pages;
}

void ProfileDocument::stepToolPage(int delta)
{
    const int count = m_toolTabs->count();
    for (int step = 1; step < count; ++step) {
        const int index = ((m_toolTabs->currentIndex() + step * delta) % count + count) % count;
        if (m_toolTabs->isTabVisible(index)) {
            m_toolTabs->setCurrentIndex(index);
            return;
        }
    }
}

void ProfileDocument::showToolPageNumber(int number)
{
    for (int index = 0; index < m_toolTabs->count(); ++index) {
        if (m_toolTabs->isTabVisible(index) && --number == 0) {
            m_toolTabs->setCurrentIndex(index);
            return;
        }
    }
}

ToolPage* ProfileDocument::currentToolPage() const { return dynamic_cast<ToolPage*>(m_toolTabs->currentWidget()); }

bool ProfileDocument::isLoading() const { return !m_loadingPath.isEmpty(); }

QString ProfileDocument::title() const
{
    QString name = QFileInfo(m_path).fileName();
    if (m_profile && !m_profile->runName.isEmpty())
        name = tr("%1 — %2").arg(name, m_profile->runName);
    return isLoading() && (!m_profile || m_showsPreview) ? tr("%1 (loading)").arg(name) : name;
}

QString ProfileDocument::toolTip() const { return QDir::toNativeSeparators(m_path); }

QWidget* ProfileDocument::detailCard() const
{
    if (!m_profile)
        return nullptr; // nothing to detail while the first load runs
    const ToolPage* current = currentToolPage();
    return current ? current->detailCard() : nullptr;
}

} // namespace memscope
