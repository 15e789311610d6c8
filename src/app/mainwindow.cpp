// SPDX-License-Identifier: Apache-2.0
#include "mainwindow.h"

#include "compare/comparelauncher.h"
#include "compare/compareview.h"
#include "core/oom/oomparser.h"
#include "core/profile/oomlogloading.h"
#include "document/profiledocument.h"
#include "export/exportactions.h"
#include "language.h"
#include "recentfiles.h"
#include "sidebar/sidebar.h"
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
#include <QVBoxLayout>
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
    , m_center(new QStackedWidget(this))
    , m_startPage(new StartPage(m_center))
    , m_tabs(new QTabWidget(m_center))
    , m_messageBar(new MessageBar(this))
    , m_detailDock(new QDockWidget(tr("Buffer Details"), this))
    , m_detailStack(new QStackedWidget(m_detailDock))
    , m_recent(new RecentFiles(this))
    , m_compare(new CompareLauncher(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("Memscope"));
    setAcceptDrops(true);

    m_tabs->setObjectName(QStringLiteral("documentTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->setTabsClosable(true);
    m_tabs->setMovable(true);
    m_tabs->setElideMode(Qt::ElideMiddle);
    m_tabs->setUsesScrollButtons(true);
    connect(m_tabs, &QTabWidget::tabCloseRequested, this, [this](int index) {
        if (auto* document = qobject_cast<ProfileDocument*>(m_tabs->widget(index)))
            closeDocument(document);
        else
            m_tabs->widget(index)->deleteLater(); // a comparison
    });
    connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::updateForCurrentDocument);

    m_center->addWidget(m_startPage);
    m_center->addWidget(m_tabs);
    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    // The bar under the content: showing it must not move what the user is about to click.
    layout->addWidget(m_center, 1);
    layout->addWidget(m_messageBar);
    setCentralWidget(central);
    m_dropOverlay = new DropOverlay(central);

    connect(m_startPage, &StartPage::openFileRequested, this, &MainWindow::chooseFiles);
    connect(m_startPage, &StartPage::openFolderRequested, this, &MainWindow::chooseFolder);
    connect(m_startPage, &StartPage::openPathRequested, this, &MainWindow::openPath);

    m_detailDock->setObjectName(QStringLiteral("detailDock"));
    m_detailDock->setWidget(m_detailStack);
    m_detailDock->setAllowedAreas(Qt::LeftDockWidgetArea | Qt::RightDockWidgetArea | Qt::BottomDockWidgetArea);
    addDockWidget(Qt::RightDockWidgetArea, m_detailDock);
    connect(m_detailDock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
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
    // ~QWidget hides the window, and with it the dock: its visibilityChanged
    // would reach the lambda above after MainWindow's members are gone.
    disconnect(m_detailDock, nullptr, this, nullptr);
}

void MainWindow::createActions()
{
    // Window-wide shortcuts that have no menu entry of their own.
    auto* nextTab = new QAction(tr("Next Profile"), this);
    nextTab->setShortcuts(keysFor(QKeySequence::NextChild, QKeySequence(Qt::CTRL | Qt::Key_Tab)));
    connect(nextTab, &QAction::triggered, this, [this] {
        if (m_tabs->count() > 1)
            m_tabs->setCurrentIndex((m_tabs->currentIndex() + 1) % m_tabs->count());
    });
    auto* previousTab = new QAction(tr("Previous Profile"), this);
    previousTab->setShortcuts(keysFor(QKeySequence::PreviousChild, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Tab)));
    connect(previousTab, &QAction::triggered, this, [this] {
        if (m_tabs->count() > 1)
            m_tabs->setCurrentIndex((m_tabs->currentIndex() + m_tabs->count() - 1) % m_tabs->count());
    });
    // Pages of the current profile: Ctrl+PgDown/PgUp step through them, Ctrl+1 to 9 pick one.
    const auto stepPage = [this](int delta) {
        if (ProfileDocument* document = currentDocument())
            document->stepToolPage(delta);
    };
    auto* nextPage = new QAction(tr("Next Page"), this);
    nextPage->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    connect(nextPage, &QAction::triggered, this, [stepPage] { stepPage(1); });
    auto* previousPage = new QAction(tr("Previous Page"), this);
    previousPage->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageUp));
    connect(previousPage, &QAction::triggered, this, [stepPage] { stepPage(-1); });
    addActions({ nextTab, previousTab, nextPage, previousPage });
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
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* open = file->addAction(tr("&Open…"), this, &MainWindow::chooseFiles);
    open->setShortcuts(keysFor(QKeySequence::Open, QKeySequence(Qt::CTRL | Qt::Key_O)));
    open->setStatusTip(tr("Open XProf profiles (*.xplane.pb) or HloProto dumps"));
    QAction* openFolder = file->addAction(tr("Open &Folder…"), this, &MainWindow::chooseFolder);
    openFolder->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    openFolder->setStatusTip(tr("Open a TensorBoard log directory or a profiling run folder"));
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    file->addAction(tr("Co&mpare…"), this, [this] { m_compare->chooseAndCompare(currentDocument()); })
        ->setStatusTip(tr("Compare two profiles, or two modules, side by side"));
    file->addSeparator();
    m_closeTabAction = file->addAction(tr("&Close Profile"), this, [this] {
        if (m_tabs->currentIndex() >= 0) // a profile or a comparison
            Q_EMIT m_tabs->tabCloseRequested(m_tabs->currentIndex());
    });
    m_closeTabAction->setShortcuts(keysFor(QKeySequence::Close, QKeySequence(Qt::CTRL | Qt::Key_W)));
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcuts(keysFor(QKeySequence::Quit, QKeySequence(Qt::CTRL | Qt::Key_Q)));
    quit->setMenuRole(QAction::QuitRole);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* paste = edit->addAction(tr("&Paste"), this, &MainWindow::pasteReport);
    paste->setShortcuts(keysFor(QKeySequence::Paste, QKeySequence(Qt::CTRL | Qt::Key_V)));
    paste->setStatusTip(tr("Open the XLA out-of-memory report on the clipboard (copied from a log or a notebook)"));

    m_exportMenu = menuBar()->addMenu(tr("&Export"));
    connect(m_exportMenu, &QMenu::aboutToShow, this, &MainWindow::updateExportMenu);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QAction* goToModule = view->addAction(tr("Go to &Module…"), this, [this] {
        if (ProfileDocument* document = currentDocument()) {
            document->sidebar()->moduleFilter()->setFocus(Qt::ShortcutFocusReason);
            document->sidebar()->moduleFilter()->selectAll();
        }
    });
    goToModule->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    QAction* details = m_detailDock->toggleViewAction();
    details->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    view->addAction(details);
    view->addSeparator();
    view->addAction(tr("Restore &Default Layout"), this, &MainWindow::restoreDefaultLayout);
    view->addMenu(createLanguageMenu(this));

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* shortcuts = help->addAction(tr("&Keyboard Shortcuts"), this, &MainWindow::showShortcuts);
    shortcuts->setShortcuts(keysFor(QKeySequence::HelpContents, QKeySequence(Qt::Key_F1)));
    help->addSeparator();
    QAction* about = help->addAction(tr("&About Memscope"), this, &MainWindow::showAbout);
    about->setMenuRole(QAction::AboutRole);
    QAction* aboutQt = help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
    aboutQt->setMenuRole(QAction::AboutQtRole);
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
            m_tabs->setCurrentWidget(document);
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
    document->open(absolute, request.options);
    return document;
}

ProfileDocument* MainWindow::addDocument()
{
    auto* document = new ProfileDocument(m_tabs);
    document->splitter()->restoreState(QSettings().value(kSplitterKey).toByteArray());
    connect(document, &ProfileDocument::profileShown, this,
        [this, document](const QString& path) { onDocumentShown(document, path); });
    connect(document, &ProfileDocument::loadFailed, this,
        [this, document](const QString& path, const QString& message) { onDocumentFailed(document, path, message); });
    connect(document, &ProfileDocument::loadCancelled, this, [this, document] { onDocumentCancelled(document); });
    connect(document, &ProfileDocument::warningsFound, this, [this](const QString& path, const QStringList& warnings) {
        m_messageBar->showMessage(
            tr("%1 opened with problems:\n%2").arg(QDir::toNativeSeparators(path), warnings.join(QLatin1Char('\n'))),
            MessageBar::Kind::Warning);
    });
    connect(document, &ProfileDocument::titleChanged, this, [this, document] {
        const int index = m_tabs->indexOf(document);
        m_tabs->setTabText(index, document->title().replace(QLatin1Char('&'), QLatin1String("&&")));
        m_tabs->setTabToolTip(index, document->toolTip());
        updateWindowTitle();
    });
    connect(document, &ProfileDocument::detailCardChanged, this, [this, document] {
        if (document == currentDocument())
            showDetailCardOf(document);
    });
    m_compare->installModuleMenu(document);
    m_tabs->addTab(document, QString());
    m_tabs->setCurrentWidget(document);
    m_center->setCurrentWidget(m_tabs);
    return document;
}

void MainWindow::pasteReport()
{
    const QString text = QGuiApplication::clipboard()->text();
    if (text.trimmed().isEmpty()) {
        m_messageBar->showMessage(
            tr("The clipboard holds no text. Copy an XLA out-of-memory report from a log or a notebook, "
               "then paste it here."),
            MessageBar::Kind::Information);
        return;
    }
    // The same report pasted again shows the tab that has it rather than a copy.
    const QByteArray digest = QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha256);
    for (ProfileDocument* document : documents()) {
        if (document->property(kPastedDigestProperty).toByteArray() == digest) {
            m_tabs->setCurrentWidget(document);
            return;
        }
    }
    OomParseOutcome parsed = parseOomReports(text, tr("the clipboard"));
    if (!parsed.error.isEmpty()) {
        // A notice, not an error: the next profile shown clears it.
        m_messageBar->showMessage(parsed.error, MessageBar::Kind::Information);
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
    // A profile that opened answers the error of an earlier attempt; its own
    // warnings (shown just before) stay.
    if (m_messageBar->kind() != MessageBar::Kind::Warning)
        m_messageBar->hide();
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
    m_messageBar->showMessage(message.startsWith(file) ? tr("Could not open %1").arg(message)
                                                       : tr("Could not open %1: %2").arg(file, message),
        MessageBar::Kind::Error);
    // A document that never showed a profile has nothing left to show; one that
    // did (a failed switch to another run) keeps its profile.
    if (!document->profile())
        closeDocument(document);
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
        if (QWidget* card = page->detailCard(); card && m_detailStack->indexOf(card) >= 0) {
            m_detailStack->removeWidget(card);
            card->setParent(document);
        }
    }
    document->cancelLoading();
    m_tabs->removeTab(m_tabs->indexOf(document));
    // destroyed() comes before the children (the pages holding the profile)
    // are deleted: trim once the whole deletion is over.
    connect(document, &QObject::destroyed, this, [] { QTimer::singleShot(0, &releaseFreedMemory); });
    document->deleteLater();
    updateForCurrentDocument();
}

QList<ProfileDocument*> MainWindow::documents() const
{
    QList<ProfileDocument*> list;
    for (int i = 0; i < m_tabs->count(); ++i) {
        if (auto* document = qobject_cast<ProfileDocument*>(m_tabs->widget(i))) // not a comparison
            list.append(document);
    }
    return list;
}

ProfileDocument* MainWindow::currentDocument() const { return qobject_cast<ProfileDocument*>(m_tabs->currentWidget()); }

void MainWindow::updateForCurrentDocument()
{
    ProfileDocument* document = currentDocument();
    m_center->setCurrentWidget(m_tabs->currentWidget() ? static_cast<QWidget*>(m_tabs) : m_startPage);
    m_tabs->tabBar()->setVisible(m_tabs->count() > 0);
    m_closeTabAction->setEnabled(m_tabs->currentWidget() != nullptr);
    showDetailCardOf(document);
    updateWindowTitle();
}

void MainWindow::updateWindowTitle()
{
    ProfileDocument* document = currentDocument();
    setWindowTitle(document ? tr("%1 — Memscope").arg(document->title()) : tr("Memscope"));
    setWindowFilePath(document ? document->path() : QString());
}

void MainWindow::showDetailCardOf(ProfileDocument* document)
{
    // The dock shows only while the page has details to show, and only if the
    // user has not closed it; pages without a card give its room to their views.
    QWidget* card = document ? document->detailCard() : nullptr;
    if (card) {
        if (m_detailStack->indexOf(card) < 0)
            m_detailStack->addWidget(card);
        m_detailStack->setCurrentWidget(card);
    }
    m_detailDock->toggleViewAction()->setEnabled(card != nullptr);
    const bool shown = card && m_detailDockWanted;
    {
        const QScopedValueRollback placing(m_placingDetailDock, true);
        m_detailDock->setVisible(shown);
    }
    if (shown && m_detailDockNeedsDefaultWidth) {
        // Wide enough for a shape with its layout on one line.
        m_detailDockNeedsDefaultWidth = false;
        resizeDocks({ m_detailDock }, { fontMetrics().averageCharWidth() * 48 }, Qt::Horizontal);
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
    m_startPage->setRecentFiles(paths);
    m_recentMenu->clear();
    for (int i = 0; i < paths.size(); ++i) {
        const QString& path = paths[i];
        // Number the first nine for keyboard users: Alt+F, R, 1.
        const QString text
            = i < 9 ? tr("&%1 %2").arg(i + 1).arg(QDir::toNativeSeparators(path)) : QDir::toNativeSeparators(path);
        QAction* action = m_recentMenu->addAction(text, this, [this, path] { openPath(path); });
        action->setEnabled(QFileInfo::exists(path));
    }
    if (!paths.isEmpty())
        m_recentMenu->addSeparator();
    QAction* clear = m_recentMenu->addAction(tr("&Clear Recent"), m_recent, &RecentFiles::clear);
    clear->setEnabled(!paths.isEmpty());
}

void MainWindow::updateExportMenu()
{
    m_exportMenu->clear();
    if (auto* comparison = qobject_cast<CompareView*>(m_tabs->currentWidget())) {
        comparison->fillExportMenu(m_exportMenu);
        return;
    }
    ProfileDocument* document = currentDocument();
    ToolPage* page = document ? document->currentToolPage() : nullptr;
    const QList<ExportTarget> targets = page ? page->exportTargets() : QList<ExportTarget>();
    if (targets.isEmpty()) {
        m_exportMenu->addAction(tr("Nothing to export yet"))->setEnabled(false);
        return;
    }
    for (const ExportTarget& target : targets)
        addImageExportActions(m_exportMenu->addMenu(target.title), target, this);
    m_exportMenu->addSeparator();
    const std::pair<QString, QString> formats[] = { { tr("All Views as P&NG…"), QStringLiteral("png") },
        { tr("All Views as S&VG…"), QStringLiteral("svg") }, { tr("All Views as PD&F…"), QStringLiteral("pdf") } };
    // A pair, not a structured binding: clang before 16 cannot capture bindings (the fuzz and sanitizer builds use
    // clang).
    for (const auto& entry : formats)
        m_exportMenu->addAction(
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
        m_messageBar->showMessage(
            tr("Exported every view as %1 into %2.").arg(format.toUpper(), QDir::toNativeSeparators(dir)),
            MessageBar::Kind::Information);
    else
        m_messageBar->showMessage(tr("Export failed: %1").arg(error), MessageBar::Kind::Error);
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
    QMessageBox::about(this, tr("About Memscope"),
        tr("<h3>Memscope %1</h3>"
           "<p>A native viewer for XProf memory profiles: see which buffers make up the peak "
           "memory of each compiled XLA program, with their sizes, padding, shapes and lifetimes.</p>"
           "<p>The Memory Viewer is static: it shows what the XLA compiler assigned, not what "
           "was measured at run time.</p>"
           "<p>Licensed under the Apache License 2.0. Built with Qt %2.</p>")
            .arg(QCoreApplication::applicationVersion(), QString::fromLatin1(qVersion())));
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
                   "shows the highlighted module.</p>")
                    .arg(rows));
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
    const QStringList paths = localPaths(event->mimeData());
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    m_dropOverlay->showFor(paths.size());
}

void MainWindow::dragLeaveEvent(QDragLeaveEvent*) { m_dropOverlay->hide(); }

void MainWindow::dragMoveEvent(QDragMoveEvent* event)
{
    if (!localPaths(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    m_dropOverlay->hide();
    const QStringList paths = localPaths(event->mimeData());
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    m_compare->openDropped(paths); // two files: the user may compare them
}

} // namespace memscope
