// SPDX-License-Identifier: Apache-2.0
#include "mainwindow.h"

#include "compare/comparelauncher.h"
#include "compare/compareloading.h"
#include "compare/compareview.h"
#include "core/oom/oomparser.h"
#include "core/profile/oomlogloading.h"
#include "document/profiledocument.h"
#include "export/exportactions.h"
#include "language.h"
#include "recentfiles.h"
#include "settings/settingsdialog.h"
#include "sidebar/sidebar.h"
#include "ui_mainwindow.h"
#include "widgets/aboutdialog.h"
#include "widgets/dropoverlay.h"
#include "widgets/messagebar.h"
#include "widgets/startpage.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QCryptographicHash>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QScopedValueRollback>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>
#include <algorithm>
#include <cstdio>

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace memscope {

namespace {

    const QString kGeometryKey = QStringLiteral("window/geometry");
    const QString kStateKey = QStringLiteral("window/state");
    // Whether the user keeps the Buffer Details dock open; the saved state alone
    // cannot tell, as the dock is also hidden on pages without buffer details.
    const QString kDetailsShownKey = QStringLiteral("window/detailsShown");
    const QString kSplitterKey = QStringLiteral("window/documentSplitter");
    const QString kLastFolderKey = QStringLiteral("lastFolder");
    const QString kExportFolderKey = QStringLiteral("exportFolder");
    constexpr const char* kPastedDigestProperty = "memscopePastedDigest";
    constexpr const char* kOpenRequestProperty = "memscopeOpenRequest"; // MainWindow::m_openRequests when opened

    QStringList localPaths(const QMimeData* mime)
    {
        QStringList paths;
        if (!mime || !mime->hasUrls())
            return paths;
        const QList<QUrl> urls = mime->urls();
        for (const QUrl& url : urls) {
            if (url.isLocalFile())
                paths.append(url.toLocalFile());
        }
        return paths;
    }

    // The platform's keys for a standard action plus the key most desktops use,
    // without duplicates (some platforms define no Quit key, or Ctrl+F4 for Close).
    QList<QKeySequence> keysFor(QKeySequence::StandardKey standard, const QKeySequence& common)
    {
        QList<QKeySequence> keys = QKeySequence::keyBindings(standard);
        if (!keys.contains(common))
            keys.prepend(common);
        return keys;
    }

    // Gives the pages malloc holds free back to the system. glibc keeps what a
    // closed profile freed for later allocations, and that free space fragments a
    // little more with each profile opened and closed (in the soak of issue 8,
    // 11 MB more resident, growing until round 10). glibc does not trim the top of
    // the worker threads' arenas, so some of a large profile's memory still stays.
    void releaseFreedMemory()
    {
#ifdef __GLIBC__
        malloc_trim(0);
#endif
    }

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_ui(std::make_unique<Ui::MainWindow>())
    , m_recent(new RecentFiles(this))
    , m_compare(new CompareLauncher(this))
{
    m_ui->setupUi(this);
    connect(m_ui->documentTabs, &QTabWidget::tabCloseRequested, this, [this](int index) {
        if (auto* document = qobject_cast<ProfileDocument*>(m_ui->documentTabs->widget(index)))
            closeDocument(document);
        else
            m_ui->documentTabs->widget(index)->deleteLater(); // a comparison
    });
    connect(m_ui->documentTabs, &QTabWidget::currentChanged, this, &MainWindow::updateForCurrentDocument);
    m_dropOverlay = new DropOverlay(m_ui->centralWidget);

    connect(m_ui->startPage, &StartPage::openFileRequested, this, &MainWindow::chooseFiles);
    connect(m_ui->startPage, &StartPage::openFolderRequested, this, &MainWindow::chooseFolder);
    connect(m_ui->startPage, &StartPage::openPathRequested, this, &MainWindow::openPath);

    connect(m_ui->detailDock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        // Only the user's own showing and hiding is a choice to remember.
        if (!m_placingDetailDock && isVisible())
            m_detailDockWanted = visible;
    });

    createActions();
    createMenus();
    connect(m_recent, &RecentFiles::changed, this, &MainWindow::updateRecentMenu);
    updateRecentMenu();

    resize(QSize(1400, 900).boundedTo(screen() ? screen()->availableSize() * 0.9 : QSize(1400, 900)));
    m_defaultGeometry = saveGeometry();
    const QSettings settings;
    restoreGeometry(settings.value(kGeometryKey).toByteArray());
    const QByteArray savedState = settings.value(kStateKey).toByteArray();
    // Dock sizes only apply once the window is laid out: take the default
    // layout then, and restore the user's over it.
    QTimer::singleShot(0, this, [this, savedState] {
        m_defaultState = saveState();
        {
            const QScopedValueRollback placing(m_placingDetailDock, true);
            m_detailDockNeedsDefaultWidth = !restoreState(savedState);
        }
        m_detailDockWanted = QSettings().value(kDetailsShownKey, true).toBool();
        showDetailCardOf(currentDocument());
    });
    updateForCurrentDocument();
}

MainWindow::~MainWindow()
{
    // ~QWidget hides the window and deletes the children, after the form's
    // pointers are gone: their signals (the dock's visibilityChanged, the
    // tabs' currentChanged) must not reach this window any more.
    const QList<QObject*> children = findChildren<QObject*>();
    for (QObject* child : children)
        child->disconnect(this);
}

void MainWindow::createActions()
{
    // The form holds each action's text, icon and common key; the platform's own
    // keys for the standard actions come on top of it.
    const auto addPlatformKeys = [](QAction* action, QKeySequence::StandardKey standard) {
        action->setShortcuts(keysFor(standard, action->shortcut()));
    };
    addPlatformKeys(m_ui->actionOpen, QKeySequence::Open);
    addPlatformKeys(m_ui->actionCloseProfile, QKeySequence::Close);
    addPlatformKeys(m_ui->actionQuit, QKeySequence::Quit);
    addPlatformKeys(m_ui->actionPaste, QKeySequence::Paste);
    addPlatformKeys(m_ui->actionSettings, QKeySequence::Preferences);
    addPlatformKeys(m_ui->actionKeyboardShortcuts, QKeySequence::HelpContents);
    addPlatformKeys(m_ui->actionNextProfile, QKeySequence::NextChild);
    addPlatformKeys(m_ui->actionPreviousProfile, QKeySequence::PreviousChild);

    connect(m_ui->actionOpen, &QAction::triggered, this, &MainWindow::chooseFiles);
    connect(m_ui->actionOpenFolder, &QAction::triggered, this, &MainWindow::chooseFolder);
    connect(m_ui->actionCompare, &QAction::triggered, this, [this] { m_compare->chooseAndCompare(currentDocument()); });
    connect(m_ui->actionCloseProfile, &QAction::triggered, this, [this] {
        if (m_ui->documentTabs->currentIndex() >= 0) // a profile or a comparison
            Q_EMIT m_ui->documentTabs->tabCloseRequested(m_ui->documentTabs->currentIndex());
    });
    connect(m_ui->actionQuit, &QAction::triggered, this, &QWidget::close);
    connect(m_ui->actionPaste, &QAction::triggered, this, &MainWindow::pasteReport);
    connect(m_ui->actionSettings, &QAction::triggered, this, &MainWindow::showSettings);
    connect(m_ui->actionGoToModule, &QAction::triggered, this, [this] {
        if (ProfileDocument* document = currentDocument()) {
            document->sidebar()->moduleFilter()->setFocus(Qt::ShortcutFocusReason);
            document->sidebar()->moduleFilter()->selectAll();
        }
    });
    connect(m_ui->actionRestoreDefaultLayout, &QAction::triggered, this, &MainWindow::restoreDefaultLayout);
    connect(m_ui->actionKeyboardShortcuts, &QAction::triggered, this, &MainWindow::showShortcuts);
    connect(m_ui->actionAbout, &QAction::triggered, this, &MainWindow::showAbout);
    connect(m_ui->actionAboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);

    // Window-wide shortcuts that have no menu entry of their own.
    connect(m_ui->actionNextProfile, &QAction::triggered, this, [this] {
        QTabWidget* tabs = m_ui->documentTabs;
        if (tabs->count() > 1)
            tabs->setCurrentIndex((tabs->currentIndex() + 1) % tabs->count());
    });
    connect(m_ui->actionPreviousProfile, &QAction::triggered, this, [this] {
        QTabWidget* tabs = m_ui->documentTabs;
        if (tabs->count() > 1)
            tabs->setCurrentIndex((tabs->currentIndex() + tabs->count() - 1) % tabs->count());
    });
    // Pages of the current profile: Ctrl+PgDown/PgUp step through them, Ctrl+1 to 9 pick one.
    const auto stepPage = [this](int delta) {
        if (ProfileDocument* document = currentDocument())
            document->stepToolPage(delta);
    };
    connect(m_ui->actionNextPage, &QAction::triggered, this, [stepPage] { stepPage(1); });
    connect(m_ui->actionPreviousPage, &QAction::triggered, this, [stepPage] { stepPage(-1); });
    addActions(
        { m_ui->actionNextProfile, m_ui->actionPreviousProfile, m_ui->actionNextPage, m_ui->actionPreviousPage });
    for (int number = 1; number <= 9; ++number) {
        auto* page = new QAction(tr("Page %1").arg(number), this);
        page->setShortcut(QKeySequence(Qt::CTRL | (Qt::Key_0 + number)));
        connect(page, &QAction::triggered, this, [this, number] {
            if (ProfileDocument* document = currentDocument())
                document->showToolPageNumber(number);
        });
        addAction(page);
    }
}

void MainWindow::createMenus()
{
    connect(m_ui->menuExport, &QMenu::aboutToShow, this, &MainWindow::updateExportMenu);
    // The dock's own toggle, after Go to Module (before the separator the form puts there).
    QAction* details = m_ui->detailDock->toggleViewAction();
    details->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    const QList<QAction*> viewItems = m_ui->menuView->actions();
    m_ui->menuView->insertAction(viewItems.value(viewItems.indexOf(m_ui->actionGoToModule) + 1), details);
    m_ui->menuView->addMenu(createLanguageMenu(this));
}

ProfileDocument* MainWindow::openPath(const QString& path)
{
    OpenRequest request;
    request.path = path;
    return open(request);
}

ProfileDocument* MainWindow::open(const OpenRequest& request)
{
    const QString absolute = QFileInfo(request.path).absoluteFilePath();
    for (ProfileDocument* document : documents()) {
        if (QFileInfo(document->path()).absoluteFilePath() == absolute) {
            m_ui->documentTabs->setCurrentWidget(document);
            return document;
        }
    }
    ProfileDocument* document = addDocument();
    if (!request.module.isEmpty())
        document->sidebar()->preferModule(request.module, true);
    if (request.smallBufferSize >= 0)
        document->sidebar()->setSmallBufferSize(request.smallBufferSize);
    if (request.memorySpace >= 0) {
        // The memory type can only be chosen once the module's spaces are known.
        connect(
            document->sidebar(), &Sidebar::selectionChanged, document,
            [document, space = request.memorySpace] { document->sidebar()->selectMemorySpace(space); },
            Qt::SingleShotConnection);
    }
    rememberFolderOf(absolute);
    document->setProperty(kOpenRequestProperty, ++m_openRequests);
    document->open(absolute, request.options);
    return document;
}

ProfileDocument* MainWindow::addDocument()
{
    auto* document = new ProfileDocument(m_ui->documentTabs);
    document->splitter()->restoreState(QSettings().value(kSplitterKey).toByteArray());
    connect(document, &ProfileDocument::profileShown, this,
        [this, document](const QString& path) { onDocumentShown(document, path); });
    connect(document, &ProfileDocument::loadFailed, this,
        [this, document](const QString& path, const QString& message) { onDocumentFailed(document, path, message); });
    connect(document, &ProfileDocument::loadCancelled, this, [this, document] { onDocumentCancelled(document); });
    connect(document, &ProfileDocument::warningsFound, this, [this](const QString& path, const QStringList& warnings) {
        addOpenMessage(path,
            tr("%1 opened with problems:\n%2").arg(QDir::toNativeSeparators(path), warnings.join(QLatin1Char('\n'))),
            MessageBar::Kind::Warning);
    });
    connect(document, &ProfileDocument::titleChanged, this, [this, document] {
        const int index = m_ui->documentTabs->indexOf(document);
        m_ui->documentTabs->setTabText(index, document->title().replace(QLatin1Char('&'), QLatin1String("&&")));
        m_ui->documentTabs->setTabToolTip(index, document->toolTip());
        updateWindowTitle();
    });
    connect(document, &ProfileDocument::detailCardChanged, this, [this, document] {
        if (document == currentDocument())
            showDetailCardOf(document);
    });
    m_compare->installModuleMenu(document);
    m_ui->documentTabs->addTab(document, QString());
    m_ui->documentTabs->setCurrentWidget(document);
    m_ui->center->setCurrentWidget(m_ui->documentTabs);
    return document;
}

void MainWindow::pasteReport()
{
    const QString text = QGuiApplication::clipboard()->text();
    if (text.trimmed().isEmpty()) {
        m_ui->messageBar->showMessage(
            tr("The clipboard holds no text. Copy an XLA out-of-memory report from a log or a notebook, "
               "then paste it here."),
            MessageBar::Kind::Information);
        return;
    }
    // The same report pasted again shows the tab that has it rather than a copy.
    const QByteArray digest = QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha256);
    for (ProfileDocument* document : documents()) {
        if (document->property(kPastedDigestProperty).toByteArray() == digest) {
            m_ui->documentTabs->setCurrentWidget(document);
            return;
        }
    }
    OomParseOutcome parsed = parseOomReports(text, tr("the clipboard"));
    if (!parsed.error.isEmpty()) {
        // A notice, not an error: the next profile shown clears it.
        m_ui->messageBar->showMessage(parsed.error, MessageBar::Kind::Information);
        return;
    }
    ProfileDocument* document = addDocument();
    document->setProperty(kPastedDigestProperty, digest);
    document->showProfile(oomLogProfile(tr("Pasted report %1").arg(++m_pastedReports), std::move(parsed.reports)));
}

void MainWindow::onDocumentShown(ProfileDocument* document, const QString& path)
{
    if (QFileInfo::exists(path)) // not a pasted report
        m_recent->add(path);
    if (document == currentDocument())
        showDetailCardOf(document);
    // A profile that opened answers the errors said before it was asked for, and an earlier
    // attempt at the same file; its own warnings (shown just before) and the errors of the files
    // opened with it stay.
    if (!m_openMessages.empty() && m_ui->messageBar->text() == m_openMessagesText) {
        const int request = document->property(kOpenRequestProperty).toInt();
        std::erase_if(m_openMessages, [&](const OpenMessage& message) {
            return message.kind == MessageBar::Kind::Error && (message.path == path || message.afterRequest < request);
        });
        showOpenMessages();
    } else if (m_ui->messageBar->kind() != MessageBar::Kind::Warning) {
        m_ui->messageBar->hide();
    }
    if (m_printOpened) {
        std::printf("opened: %s\n", qUtf8Printable(QDir::toNativeSeparators(path)));
        std::fflush(stdout);
    }
    Q_EMIT profileShown(path);
}

void MainWindow::onDocumentFailed(ProfileDocument* document, const QString& path, const QString& message)
{
    // Loader errors already read "<file>: <reason>"; name the file only once.
    const QString file = QDir::toNativeSeparators(path);
    addOpenMessage(path,
        message.startsWith(file) ? tr("Could not open %1").arg(message)
                                 : tr("Could not open %1: %2").arg(file, message),
        MessageBar::Kind::Error);
    // A document that never showed a profile has nothing left to show; one that
    // did (a failed switch to another run) keeps its profile.
    if (!document->profile())
        closeDocument(document);
}

void MainWindow::addOpenMessage(const QString& path, const QString& text, MessageBar::Kind kind)
{
    // Messages of earlier opens stay only while the bar still shows them (not dismissed, not replaced).
    if (m_ui->messageBar->text() != m_openMessagesText)
        m_openMessages.clear();
    std::erase_if(m_openMessages, [&](const OpenMessage& message) { return message.path == path; });
    m_openMessages.push_back({ path, text, kind, m_openRequests });
    showOpenMessages();
}

void MainWindow::showOpenMessages()
{
    if (m_openMessages.empty()) {
        m_ui->messageBar->hide();
        m_openMessagesText.clear();
        return;
    }
    QStringList texts;
    bool anyError = false;
    for (const OpenMessage& message : m_openMessages) {
        texts << message.text;
        anyError = anyError || message.kind == MessageBar::Kind::Error;
    }
    m_openMessagesText = texts.join(QLatin1Char('\n'));
    m_ui->messageBar->showMessage(m_openMessagesText, anyError ? MessageBar::Kind::Error : MessageBar::Kind::Warning);
}

void MainWindow::onDocumentCancelled(ProfileDocument* document)
{
    if (!document->profile())
        closeDocument(document);
}

void MainWindow::closeDocument(ProfileDocument* document)
{
    if (!document)
        return;
    QSettings().setValue(kSplitterKey, document->splitter()->saveState());
    // Its detail cards live in the dock: hand them back so they die with their page.
    for (ToolPage* page : document->toolPages()) {
        if (QWidget* card = page->detailCard(); card && m_ui->detailStack->indexOf(card) >= 0) {
            m_ui->detailStack->removeWidget(card);
            card->setParent(document);
        }
    }
    document->cancelLoading();
    m_ui->documentTabs->removeTab(m_ui->documentTabs->indexOf(document));
    // destroyed() comes before the children (the pages holding the profile)
    // are deleted: trim once the whole deletion is over.
    connect(document, &QObject::destroyed, this, [] { QTimer::singleShot(0, &releaseFreedMemory); });
    document->deleteLater();
    updateForCurrentDocument();
}

QList<ProfileDocument*> MainWindow::documents() const
{
    QList<ProfileDocument*> list;
    for (int i = 0; i < m_ui->documentTabs->count(); ++i) {
        if (auto* document = qobject_cast<ProfileDocument*>(m_ui->documentTabs->widget(i))) // not a comparison
            list.append(document);
    }
    return list;
}

MessageBar* MainWindow::messageBar() const { return m_ui->messageBar; }

QTabWidget* MainWindow::documentTabs() const { return m_ui->documentTabs; }

QDockWidget* MainWindow::detailDock() const { return m_ui->detailDock; }

StartPage* MainWindow::startPage() const { return m_ui->startPage; }

ProfileDocument* MainWindow::currentDocument() const
{
    return qobject_cast<ProfileDocument*>(m_ui->documentTabs->currentWidget());
}

void MainWindow::updateForCurrentDocument()
{
    ProfileDocument* document = currentDocument();
    m_ui->center->setCurrentWidget(
        m_ui->documentTabs->currentWidget() ? static_cast<QWidget*>(m_ui->documentTabs) : m_ui->startPage);
    m_ui->documentTabs->tabBar()->setVisible(m_ui->documentTabs->count() > 0);
    m_ui->actionCloseProfile->setEnabled(m_ui->documentTabs->currentWidget() != nullptr);
    showDetailCardOf(document);
    updateWindowTitle();
}

void MainWindow::updateWindowTitle()
{
    ProfileDocument* document = currentDocument();
    const auto* comparison = qobject_cast<CompareView*>(m_ui->documentTabs->currentWidget());
    const auto* comparing = qobject_cast<CompareLoading*>(m_ui->documentTabs->currentWidget());
    const QString title = document ? document->title()
        : comparison               ? comparison->title()
        : comparing                ? comparing->windowTitle()
                                   : QString();
    setWindowTitle(title.isEmpty() ? tr("Memscope") : tr("%1 — Memscope").arg(title));
    setWindowFilePath(document ? document->path() : QString());
}

void MainWindow::showDetailCardOf(ProfileDocument* document)
{
    // The dock shows only while the page has details to show, and only if the
    // user has not closed it; pages without a card give its room to their views.
    QWidget* card = document ? document->detailCard() : nullptr;
    if (card) {
        if (m_ui->detailStack->indexOf(card) < 0)
            m_ui->detailStack->addWidget(card);
        m_ui->detailStack->setCurrentWidget(card);
    }
    m_ui->detailDock->toggleViewAction()->setEnabled(card != nullptr);
    const bool shown = card && m_detailDockWanted;
    {
        const QScopedValueRollback placing(m_placingDetailDock, true);
        m_ui->detailDock->setVisible(shown);
    }
    if (shown && m_detailDockNeedsDefaultWidth) {
        // Wide enough for a shape with its layout on one line, but never more than
        // a quarter of the window: the page is what the user came for.
        m_detailDockNeedsDefaultWidth = false;
        resizeDocks(
            { m_ui->detailDock }, { std::min(fontMetrics().averageCharWidth() * 48, width() / 4) }, Qt::Horizontal);
    }
}

void MainWindow::chooseFiles()
{
    const QStringList paths = QFileDialog::getOpenFileNames(this, tr("Open Profiles"), lastFolder(),
        tr("Profiles (*.xplane.pb *.xplane.pb.gz *.pb *.pb.gz *.pbtxt *.textproto *.txt *.json);;All files (*)"));
    for (const QString& path : paths)
        openPath(path);
}

void MainWindow::chooseFolder()
{
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Open Trace Folder"), lastFolder());
    if (!folder.isEmpty())
        openPath(folder);
}

void MainWindow::rememberFolderOf(const QString& path)
{
    const QFileInfo info(path);
    QSettings().setValue(kLastFolderKey, info.isDir() ? info.absoluteDir().absolutePath() : info.absolutePath());
}

QString MainWindow::lastFolder() const
{
    const QString folder = QSettings().value(kLastFolderKey).toString();
    return QFileInfo(folder).isDir() ? folder : QStandardPaths::writableLocation(QStandardPaths::HomeLocation);
}

void MainWindow::updateRecentMenu()
{
    const QStringList paths = m_recent->paths();
    m_ui->startPage->setRecentFiles(paths);
    m_ui->menuRecent->clear();
    for (int i = 0; i < paths.size(); ++i) {
        const QString& path = paths[i];
        // Number the first nine for keyboard users: Alt+F, R, 1.
        const QString text
            = i < 9 ? tr("&%1 %2").arg(i + 1).arg(QDir::toNativeSeparators(path)) : QDir::toNativeSeparators(path);
        QAction* action = m_ui->menuRecent->addAction(text, this, [this, path] { openPath(path); });
        action->setEnabled(QFileInfo::exists(path));
    }
    if (!paths.isEmpty())
        m_ui->menuRecent->addSeparator();
    QAction* clear = m_ui->menuRecent->addAction(tr("&Clear Recent"), m_recent, &RecentFiles::clear);
    clear->setEnabled(!paths.isEmpty());
}

void MainWindow::updateExportMenu()
{
    m_ui->menuExport->clear();
    if (auto* comparison = qobject_cast<CompareView*>(m_ui->documentTabs->currentWidget())) {
        comparison->fillExportMenu(m_ui->menuExport);
        return;
    }
    ProfileDocument* document = currentDocument();
    ToolPage* page = document ? document->currentToolPage() : nullptr;
    const QList<ExportTarget> targets = page ? page->exportTargets() : QList<ExportTarget>();
    if (targets.isEmpty()) {
        m_ui->menuExport->addAction(tr("Nothing to export yet"))->setEnabled(false);
        return;
    }
    for (const ExportTarget& target : targets)
        addImageExportActions(m_ui->menuExport->addMenu(target.title), target, this);
    m_ui->menuExport->addSeparator();
    const std::pair<QString, QString> formats[] = { { tr("All Views as P&NG…"), QStringLiteral("png") },
        { tr("All Views as S&VG…"), QStringLiteral("svg") }, { tr("All Views as PD&F…"), QStringLiteral("pdf") } };
    // A pair, not a structured binding: clang before 16 cannot capture bindings (the fuzz and sanitizer builds use
    // clang).
    for (const auto& entry : formats)
        m_ui->menuExport->addAction(
            entry.first, this, [this, page, format = entry.second] { exportAllViews(page, format); });
}

void MainWindow::exportAllViews(ToolPage* page, const QString& format)
{
    const QString dir = QFileDialog::getExistingDirectory(
        this, tr("Export All Views to Folder"), QSettings().value(kExportFolderKey).toString());
    // The dialog is modal, but be sure the page is still the one the menu offered.
    if (dir.isEmpty() || !currentDocument() || currentDocument()->currentToolPage() != page)
        return;
    QSettings().setValue(kExportFolderKey, dir);
    QString error;
    if (page->exportAll(dir, { format }, &error))
        m_ui->messageBar->showMessage(
            tr("Exported every view as %1 into %2.").arg(format.toUpper(), QDir::toNativeSeparators(dir)),
            MessageBar::Kind::Information);
    else
        m_ui->messageBar->showMessage(tr("Export failed: %1").arg(error), MessageBar::Kind::Error);
}

void MainWindow::restoreDefaultLayout()
{
    {
        const QScopedValueRollback placing(m_placingDetailDock, true);
        restoreState(m_defaultState);
    }
    restoreGeometry(m_defaultGeometry);
    m_detailDockWanted = true;
    m_detailDockNeedsDefaultWidth = true;
    showDetailCardOf(currentDocument());
    QSettings().remove(kSplitterKey);
    for (ProfileDocument* document : documents())
        document->resetLayout();
}

void MainWindow::showAbout()
{
    AboutDialog dialog(this);
    dialog.exec();
}

void MainWindow::showSettings()
{
    SettingsDialog dialog(this);
    dialog.exec();
}

void MainWindow::showShortcuts()
{
    // Collected from the actions themselves, so the list never goes stale.
    QString rows;
    const auto addRow = [&rows](const QAction* action, const QString& where) {
        const QList<QKeySequence> keys = action->shortcuts();
        if (keys.isEmpty())
            return;
        QStringList keyTexts;
        for (const QKeySequence& key : keys)
            keyTexts << key.toString(QKeySequence::NativeText).toHtmlEscaped();
        rows += QStringLiteral("<tr><td>%1</td><td>%2</td><td><b>%3</b></td></tr>")
                    .arg(where.toHtmlEscaped(),
                        QString(action->text()).remove(QLatin1Char('&')).remove(QStringLiteral("…")).toHtmlEscaped(),
                        keyTexts.join(QStringLiteral(", ")));
    };
    const QList<QAction*> menus = menuBar()->actions();
    for (const QAction* menuAction : menus) {
        if (!menuAction->menu())
            continue;
        const QString menuName = QString(menuAction->text()).remove(QLatin1Char('&'));
        const QList<QAction*> items = menuAction->menu()->actions();
        for (const QAction* action : items)
            addRow(action, menuName);
    }
    const QList<QAction*> windowActions = actions();
    for (const QAction* action : windowActions)
        addRow(action, tr("Window"));
    QMessageBox box(this);
    box.setWindowTitle(tr("Keyboard Shortcuts"));
    box.setTextFormat(Qt::RichText);
    box.setText(tr("<table cellpadding='3'>%1</table>"
                   "<p>In the sidebar, Alt with the underlined letter moves to the runs, the modules, the memory type "
                   "and the small-buffer threshold. In the module filter, Up and Down move through the list and Return "
                   "shows the highlighted module.</p>"
                   "<p>In the Trace Viewer's timeline: W and S zoom in and out, A and D move left and right, 0 shows "
                   "the whole trace, F zooms to the selected event or range, M measures it, / goes to the search "
                   "field (Return there shows the next match, Shift+Return the previous), and Esc stops the trace "
                   "while it is being read.</p>")
                    .arg(rows)
        + tr("<p>In the Memory Viewer, Tab goes from the sidebar through the chart, the three views at the "
             "peak, the timeline and the table. In the chart the arrows walk the curve point by point from the "
             "peak (Page Up and Page Down a tenth of the range in view, Home and End to its ends); in the views "
             "at the peak and the timeline they move the selection, and the details card follows.</p>"));
    box.exec();
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    QSettings settings;
    settings.setValue(kGeometryKey, saveGeometry());
    settings.setValue(kStateKey, saveState());
    settings.setValue(kDetailsShownKey, m_detailDockWanted);
    if (ProfileDocument* document = currentDocument())
        settings.setValue(kSplitterKey, document->splitter()->saveState());
    for (ProfileDocument* document : documents())
        document->cancelLoading();
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    m_dragPaths = localPaths(event->mimeData());
    if (m_dragPaths.isEmpty())
        return;
    event->acceptProposedAction();
    m_dropOverlay->showFor(m_dragPaths.size());
}

void MainWindow::dragLeaveEvent(QDragLeaveEvent*)
{
    m_dragPaths.clear();
    m_dropOverlay->hide();
}

void MainWindow::dragMoveEvent(QDragMoveEvent* event)
{
    if (!m_dragPaths.isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    m_dropOverlay->hide();
    QStringList paths = localPaths(event->mimeData());
    if (paths.isEmpty())
        paths = m_dragPaths;
    m_dragPaths.clear();
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    m_compare->openDropped(paths); // two files: the user may compare them
}

} // namespace memscope
