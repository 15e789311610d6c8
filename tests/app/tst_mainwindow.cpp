// SPDX-License-Identifier: Apache-2.0
#include "app/support/screenshots.h"
#include "app/support/useractions.h"
#include "commandline.h"
#include "compare/comparelauncher.h"
#include "compare/compareloading.h"
#include "core/memoryviewer/memoryviewer.h"
#include "core/profile/loadservice.h"
#include "core/support/testprofiles.h"
#include "core/util/workers.h"
#include "document/loadingpanel.h"
#include "document/memoryviewertool.h"
#include "document/profiledocument.h"
#include "generator/generator.h"
#include "headlessexport.h"
#include "mainwindow.h"
#include "recentfiles.h"
#include "sidebar/sidebar.h"
#include "singleinstance.h"
#include "widgets/messagebar.h"
#include "widgets/startpage.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QDropEvent>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QMap>
#include <QMessageBox>
#include <QMimeData>
#include <QMutex>
#include <QPointer>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QShortcut>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeView>
#include <set>
#include <sys/stat.h>
#include <utility>

// The hooks Qt keeps for inspection tools (GammaRay): called with each QObject
// constructed and destroyed. Declared in the private qhooks_p.h, which is not
// installed; AddQObject and RemoveQObject are entries 3 and 4 of hook data
// version 1 and later.
extern Q_DECL_IMPORT quintptr qtHookData[];

using namespace memscope;

namespace {

const QString kSharedData = QStringLiteral(MEMSCOPE_SHARED_DATA);

// Every QObject alive while it exists, by class: a leak of widgets, charts or
// models shows up as a class whose count grows with each round.
class LiveObjects
{
public:
    LiveObjects()
    {
        Q_ASSERT(!s_instance);
        s_instance = this;
        m_previousAdd = std::exchange(qtHookData[kAddQObject], reinterpret_cast<quintptr>(&added));
        m_previousRemove = std::exchange(qtHookData[kRemoveQObject], reinterpret_cast<quintptr>(&removed));
    }
    ~LiveObjects()
    {
        qtHookData[kAddQObject] = m_previousAdd;
        qtHookData[kRemoveQObject] = m_previousRemove;
        s_instance = nullptr;
    }
    Q_DISABLE_COPY_MOVE(LiveObjects)

    static bool available() { return qtHookData[kHookDataVersion] >= 1 && qtHookData[kHookDataSize] > kRemoveQObject; }

    QMap<QByteArray, int> countByClass() const
    {
        const QMutexLocker locker(&m_mutex);
        QMap<QByteArray, int> counts;
        for (const QObject* object : m_objects) {
            // Thread pools start threads (and their event dispatchers) as work
            // comes and let them expire on a timer, up to their maximum.
            if (!object->inherits("QThread") && !object->inherits("QAbstractEventDispatcher"))
                ++counts[object->metaObject()->className()];
        }
        return counts;
    }

private:
    static constexpr int kHookDataVersion = 0;
    static constexpr int kHookDataSize = 1;
    static constexpr int kAddQObject = 3;
    static constexpr int kRemoveQObject = 4;

    // Loading and analysis threads make and delete objects too.
    static void added(QObject* object)
    {
        const QMutexLocker locker(&s_instance->m_mutex);
        s_instance->m_objects.insert(object);
    }
    static void removed(QObject* object)
    {
        const QMutexLocker locker(&s_instance->m_mutex);
        s_instance->m_objects.erase(object);
    }

    static inline LiveObjects* s_instance = nullptr;
    mutable QMutex m_mutex;
    std::set<QObject*> m_objects;
    quintptr m_previousAdd = 0;
    quintptr m_previousRemove = 0;
};

// "QChart +3" for each class with more objects in after than in before.
QStringList grownClasses(const QMap<QByteArray, int>& before, const QMap<QByteArray, int>& after)
{
    QStringList grown;
    for (auto it = after.cbegin(); it != after.cend(); ++it) {
        if (const int more = it.value() - before.value(it.key()); more > 0)
            grown << QStringLiteral("%1 +%2").arg(QString::fromLatin1(it.key())).arg(more);
    }
    return grown;
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        // Every test executable links tests/testmode: the user's folders are out of reach.
        QVERIFY(QStandardPaths::isTestModeEnabled());
        QVERIFY(m_settingsDir.isValid());
        QCoreApplication::setOrganizationName(QStringLiteral("MemscopeTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settingsDir.path());
        QVERIFY(m_files.isValid());
        m_goodFile = m_files.filePath(QStringLiteral("train.hlo.textproto"));
        QVERIFY(QFile::copy(test::fixturePath(), m_goodFile));
        m_badFile = m_files.filePath(QStringLiteral("broken.xplane.pb"));
        QFile bad(m_badFile);
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("\x0a\xff\xff\xff\xff\x0f this is not a profile");
    }

    void init() { QSettings().clear(); }

    void startsOnTheStartPage()
    {
        MainWindow window;
        window.show();
        QVERIFY(window.startPage()->isVisible());
        QCOMPARE(window.windowTitle(), QStringLiteral("Memscope"));
        QVERIFY(!window.recentFiles()->paths().contains(m_goodFile));
    }

    void opensAFileInATab()
    {
        MainWindow window;
        window.show();
        QSignalSpy shown(&window, &MainWindow::profileShown);
        ProfileDocument* document = window.openPath(m_goodFile);
        QVERIFY(document);
        // Loading runs in the background: the window is already on the document.
        QVERIFY(!window.startPage()->isVisible());
        QVERIFY(shown.wait(10000));
        QCOMPARE(shown.constFirst().constFirst().toString(), m_goodFile);
        QCOMPARE(window.documentTabs()->count(), 1);
        QCOMPARE(window.documentTabs()->tabText(0), QStringLiteral("train.hlo.textproto"));
        QCOMPARE(window.windowTitle(), QStringLiteral("train.hlo.textproto — Memscope"));
        QVERIFY(window.messageBar()->isHidden());
        QCOMPARE(window.recentFiles()->paths().constFirst(), m_goodFile);
        QCOMPARE(window.startPage()->recentList()->item(0)->toolTip(), m_goodFile);
        auto* tool = document->findChild<MemoryViewerTool*>();
        QTRY_VERIFY(tool->result());
        QCOMPARE(tool->result()->moduleName, QStringLiteral("jit_train_step"));
        // Opening the same path again shows the open tab instead of a second one.
        QCOMPARE(window.openPath(m_goodFile), document);
        QCOMPARE(window.documentTabs()->count(), 1);
    }

    void aBadFileShowsTheReasonAndKeepsTheOpenProfile()
    {
        MainWindow window;
        window.show();
        QSignalSpy shown(&window, &MainWindow::profileShown);
        ProfileDocument* good = window.openPath(m_goodFile);
        QVERIFY(shown.wait(10000));
        window.openPath(m_badFile);
        QTRY_VERIFY(!window.messageBar()->isHidden());
        const QString message = window.messageBar()->text();
        QVERIFY2(message.startsWith(QStringLiteral("Could not open %1: ").arg(m_badFile)), qPrintable(message));
        QVERIFY(message.size() > QStringLiteral("Could not open %1: ").arg(m_badFile).size());
        QCOMPARE(window.messageBar()->kind(), MessageBar::Kind::Error);
        QCOMPARE(window.documentTabs()->count(), 1);
        QCOMPARE(window.currentDocument(), good);
        QVERIFY(good->profile());
        QVERIFY(!window.recentFiles()->paths().contains(m_badFile));
        // Esc in the bar dismisses it, even while a window-wide Esc is on (as the Memory Viewer's while
        // it measures the modules, which under load outlasts the bad file's error).
        QShortcut windowEscape(QKeySequence(Qt::Key_Escape), &window);
        QSignalSpy windowEscapes(&windowEscape, &QShortcut::activated);
        QVERIFY(QTest::qWaitForWindowActive(&window)); // shortcuts are looked up in the active window only
        window.messageBar()->setFocus();
        QTest::keyClick(window.messageBar(), Qt::Key_Escape);
        QVERIFY(window.messageBar()->isHidden());
        QCOMPARE(windowEscapes.count(), 0);
    }

    void theCommandLineCanPickTheModuleAndMemoryType()
    {
        MainWindow window;
        window.show();
        OpenRequest request;
        request.path = m_goodFile;
        request.module = QStringLiteral("jit_train_step");
        request.memorySpace = 1;
        request.smallBufferSize = 0;
        ProfileDocument* document = window.open(request);
        auto* tool = document->findChild<MemoryViewerTool*>();
        QTRY_VERIFY(tool->result() && !tool->isAnalysing() && tool->result()->memorySpace == 1);
        QCOMPARE(tool->result()->moduleName, QStringLiteral("jit_train_step"));
        QCOMPARE(tool->result()->smallBufferSize, 0);

        request.path = m_files.filePath(QStringLiteral("other.hlo.textproto"));
        QFile::remove(request.path);
        QVERIFY(QFile::copy(test::fixturePath(), request.path));
        request.module = QStringLiteral("jit_nonexistent");
        window.open(request);
        QTRY_VERIFY(!window.messageBar()->isHidden());
        QCOMPARE(window.messageBar()->kind(), MessageBar::Kind::Warning);
        QVERIFY(window.messageBar()->text().contains(QStringLiteral("no module named 'jit_nonexistent'")));
    }

    void aMissingFileIsAnErrorToo()
    {
        MainWindow window;
        window.show();
        const QString missing = m_files.filePath(QStringLiteral("does-not-exist.xplane.pb"));
        window.openPath(missing);
        QTRY_VERIFY(!window.messageBar()->isHidden());
        QVERIFY(window.messageBar()->text().contains(missing));
        QCOMPARE(window.documentTabs()->count(), 0);
        QVERIFY(window.startPage()->isVisible());
    }

    // Some X11 drag sources (and drags made with XTest) hand the paths when the drag enters and
    // none at the drop: the window opens what it was shown entering.
    void aDropWithoutDataOpensThePathsTheDragBrought()
    {
        MainWindow window;
        window.resize(1000, 700);
        window.show();
        QSignalSpy shown(&window, &MainWindow::profileShown);
        QMimeData entering;
        entering.setUrls({ QUrl::fromLocalFile(m_goodFile) });
        const QPoint middle(window.width() / 2, window.height() / 2);
        QDragEnterEvent enter(middle, Qt::CopyAction, &entering, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&window, &enter);
        QVERIFY(enter.isAccepted());
        QMimeData empty;
        QDropEvent drop(QPointF(middle), Qt::CopyAction, &empty, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&window, &drop);
        QVERIFY(drop.isAccepted());
        QTRY_COMPARE(shown.count(), 1);
        QCOMPARE(shown.first().first().toString(), m_goodFile);
        // A drag that left takes its paths with it.
        QDragLeaveEvent leave;
        QCoreApplication::sendEvent(&window, &enter);
        QCoreApplication::sendEvent(&window, &leave);
        QDropEvent stray(QPointF(middle), Qt::CopyAction, &empty, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&window, &stray);
        QVERIFY(!stray.isAccepted());
    }

    void droppingTwoFilesOpensTwoTabsWithTheirOwnState()
    {
        const QString second = m_files.filePath(QStringLiteral("second.hlo.textproto"));
        QFile::remove(second);
        QVERIFY(QFile::copy(test::fixturePath(), second));
        MainWindow window;
        window.resize(1200, 800);
        window.show();
        QSignalSpy shown(&window, &MainWindow::profileShown);
        // Two files: the window offers to compare them; open both instead.
        test::clickWhenAsked(QStringLiteral("compareDropQuestion"), QStringLiteral("Open Both"));
        QVERIFY(test::dropPaths(&window, { m_goodFile, second }));
        QTRY_COMPARE(shown.count(), 2);
        // The question was the active window; the shortcuts below go to the main window.
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QCOMPARE(window.documentTabs()->count(), 2);
        QList<ProfileDocument*> documents = window.documents();
        for (ProfileDocument* document : documents)
            QTRY_VERIFY(document->findChild<MemoryViewerTool*>()->result());
        documents[0]->sidebar()->selectMemorySpace(1);
        QCOMPARE(documents[0]->sidebar()->selection().memorySpace, 1);
        QCOMPARE(documents[1]->sidebar()->selection().memorySpace, 0);
        // The detail dock follows the active tab.
        window.documentTabs()->setCurrentIndex(0);
        QCOMPARE(window.detailDock()->widget()->findChildren<QWidget*>().contains(documents[0]->detailCard()), true);
        window.documentTabs()->setCurrentIndex(1);
        QVERIFY(documents[1]->detailCard()->isVisibleTo(window.detailDock()));
        QVERIFY(!documents[0]->detailCard()->isVisibleTo(window.detailDock()));
        QCOMPARE(window.windowTitle(), QStringLiteral("second.hlo.textproto — Memscope"));
        // Ctrl+W closes the active profile; the other stays with its state.
        QTest::keySequence(&window, QKeySequence::Close);
        QCOMPARE(window.documentTabs()->count(), 1);
        QCOMPARE(window.currentDocument(), documents[0]);
        QCOMPARE(documents[0]->sidebar()->selection().memorySpace, 1);
    }

    void theToolTabsStayInPlaceAndKeysSwitchPages()
    {
        MainWindow window;
        window.resize(1400, 900);
        ProfileDocument* document = showGoodFile(window);
        QVERIFY(document);
        QTabWidget* tools = document->toolTabs();
        QVERIFY(document->toolBar()->isVisible());
        const QPoint barAt = document->toolBar()->mapTo(&window, QPoint(0, 0));
        const QRect firstTab = document->toolBar()->tabRect(0);
        // Ctrl+PgDown: the next page; its sidebar hides, the tabs do not move.
        QTest::keyClick(&window, Qt::Key_PageDown, Qt::ControlModifier);
        QCOMPARE(tools->currentIndex(), 1);
        QVERIFY(!document->sidebar()->isVisible());
        QCOMPARE(document->toolBar()->currentIndex(), 1);
        QCOMPARE(document->toolBar()->mapTo(&window, QPoint(0, 0)), barAt);
        QCOMPARE(document->toolBar()->tabRect(0), firstTab);
        QTest::keyClick(&window, Qt::Key_PageUp, Qt::ControlModifier);
        QCOMPARE(tools->currentIndex(), 0);
        QTest::keyClick(&window, Qt::Key_PageUp, Qt::ControlModifier); // wraps around the shown pages
        QVERIFY(tools->isTabVisible(tools->currentIndex()));
        QVERIFY(tools->currentIndex() > 0);
        QTest::keyClick(&window, Qt::Key_2, Qt::ControlModifier);
        QCOMPARE(tools->currentIndex(), 1);
        QTest::keyClick(&window, Qt::Key_1, Qt::ControlModifier);
        QCOMPARE(tools->currentIndex(), 0);
        // Clicking a tab of the bar shows its page.
        QTest::mouseClick(document->toolBar(), Qt::LeftButton, {}, document->toolBar()->tabRect(1).center());
        QCOMPARE(tools->currentIndex(), 1);

        // A message does not move the page down.
        const QPoint pageAt = document->mapTo(&window, QPoint(0, 0));
        window.messageBar()->showMessage(QStringLiteral("Something to say"), MessageBar::Kind::Warning);
        QApplication::processEvents();
        QCOMPARE(document->mapTo(&window, QPoint(0, 0)), pageAt);
        QCOMPARE(document->toolBar()->mapTo(&window, QPoint(0, 0)), barAt);
    }

    void anErrorGoesOnceAProfileOpens()
    {
        MainWindow window;
        window.show();
        window.openPath(m_badFile);
        QTRY_COMPARE(window.messageBar()->kind(), MessageBar::Kind::Error);
        QTRY_VERIFY(!window.messageBar()->isHidden());
        QSignalSpy shown(&window, &MainWindow::profileShown);
        window.openPath(m_goodFile);
        QVERIFY(shown.wait(10000));
        QVERIFY(window.messageBar()->isHidden());
    }

    // F1 lists the menus' keys and the views' own, the Trace Viewer's included.
    void f1ListsTheKeysOfEveryView()
    {
        MainWindow window;
        window.show();
        QString shown;
        QTimer::singleShot(0, &window, [&shown] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box)
                return;
            shown = box->text();
            box->accept();
        });
        window.findChild<QAction*>(QStringLiteral("actionKeyboardShortcuts"))->trigger();
        QVERIFY2(shown.contains(QStringLiteral("<table")), qPrintable(shown)); // the menus' keys
        for (const char* key : { "W and S zoom in and out", "A and D move", "0 shows the whole trace",
                 "F zooms to the selected event", "M measures", "/ goes to the search field" })
            QVERIFY2(shown.contains(QLatin1String(key)), key);
    }

    // The bar floats over the bottom corner: the sidebar's controls under the module list stay put.
    void aMessageMovesNoControl()
    {
        MainWindow window;
        window.resize(1280, 720);
        window.show();
        ProfileDocument* document = showGoodFile(window);
        auto* smallBuffers = document->sidebar()->findChild<QSpinBox*>(QStringLiteral("smallBufferSize"));
        QVERIFY(smallBuffers && smallBuffers->isVisible());
        const QPoint before = smallBuffers->mapTo(&window, QPoint(0, 0));
        const QSize moduleList = document->sidebar()->findChild<QTreeView*>(QStringLiteral("moduleView"))->size();
        window.messageBar()->showMessage(
            QStringLiteral("Could not open /a/b.xplane.pb: one\nCould not open /c.xplane.pb: two"),
            MessageBar::Kind::Error);
        QApplication::processEvents();
        QCOMPARE(smallBuffers->mapTo(&window, QPoint(0, 0)), before);
        QCOMPARE(document->sidebar()->findChild<QTreeView*>(QStringLiteral("moduleView"))->size(), moduleList);
        // It sits in the bottom trailing corner, whole, and follows the window's size.
        const QRect bar = window.messageBar()->geometry();
        const QWidget* central = window.centralWidget();
        QVERIFY(central->rect().contains(bar));
        QVERIFY(bar.bottom() > central->height() - 20);
        QVERIFY(bar.right() > central->width() - 20);
        QVERIFY(bar.height() >= window.messageBar()->heightForWidth(bar.width()));
        window.resize(900, 600);
        QApplication::processEvents();
        QVERIFY(window.centralWidget()->rect().contains(window.messageBar()->geometry()));
        QVERIFY(window.messageBar()->geometry().right() > window.centralWidget()->width() - 20);
    }

    // `memscope a.xplane.pb empty.xplane.pb b.gz`: every file that fails says why, and a file opened
    // with them that opens does not take their messages away.
    void everyFileOpenedTogetherKeepsItsMessage()
    {
        const QString empty = m_files.filePath(QStringLiteral("empty.xplane.pb"));
        QFile(empty).open(QIODevice::WriteOnly);
        const QString notGzip = m_files.filePath(QStringLiteral("b.xplane.pb.gz"));
        QFile garbage(notGzip);
        QVERIFY(garbage.open(QIODevice::WriteOnly));
        garbage.write("\x1f\x8b\x08 cut short");
        garbage.close();
        MainWindow window;
        window.show();
        QSignalSpy shown(&window, &MainWindow::profileShown);
        for (const QString& path : { m_badFile, empty, m_goodFile, notGzip })
            window.openPath(path);
        QVERIFY(shown.wait(10000));
        QTRY_COMPARE(window.documentTabs()->count(), 1);
        QTRY_COMPARE(window.messageBar()->text().count(QStringLiteral("Could not open ")), 3);
        const QString message = window.messageBar()->text();
        QCOMPARE(window.messageBar()->kind(), MessageBar::Kind::Error);
        for (const QString& path : { m_badFile, empty, notGzip })
            QVERIFY2(message.contains(QStringLiteral("Could not open %1: ").arg(path)), qPrintable(message));
        QVERIFY(message.contains(QStringLiteral("the file is empty")));
        // A profile asked for after the errors were said (here one of the files, fixed) answers them.
        QVERIFY(QFile::remove(empty));
        QVERIFY(QFile::copy(test::fixturePath(), empty));
        window.openPath(empty);
        QVERIFY(shown.wait(10000));
        QTRY_VERIFY(window.messageBar()->isHidden());
        // Dismissed, they do not come back with the next error.
        window.openPath(m_badFile);
        QTRY_COMPARE(window.messageBar()->text().count(QStringLiteral("Could not open ")), 1);
        window.messageBar()->hide();
        window.openPath(notGzip);
        QTRY_COMPARE(window.messageBar()->text().count(QStringLiteral("Could not open ")), 1);
        QVERIFY(window.messageBar()->text().contains(notGzip));
    }

    void aProfileWithoutXlaModulesOpensOnThePageWithData()
    {
        const QString path = QStringLiteral(MEMSCOPE_SHARED_DATA "/xprof/gpu_multi_worker.xplane.pb");
        if (!QFileInfo::exists(path))
            QSKIP("../shared/data is not present");
        MainWindow window;
        window.show();
        QSignalSpy shown(&window, &MainWindow::profileShown);
        ProfileDocument* document = window.openPath(path);
        QVERIFY(shown.wait(60000));
        QVERIFY(document->profile()->modules.empty());
        QVERIFY(!dynamic_cast<MemoryViewerTool*>(document->currentToolPage()));
        QVERIFY(document->currentToolPage()->hasDataFor(*document->profile()));
    }

    // In a small window the empty Buffer Details dock leaves most of the width to the page.
    void detailsDockKeepsToAQuarterOfASmallWindow()
    {
        MainWindow window;
        window.resize(1000, 650);
        ProfileDocument* document = showGoodFile(window);
        QVERIFY(document);
        QTRY_VERIFY(window.detailDock()->isVisible());
        QVERIFY2(window.detailDock()->width() <= window.width() / 4,
            qPrintable(QString::number(window.detailDock()->width())));
        QVERIFY(document->width() >= window.width() * 2 / 3);
    }

    void sidebarAndDetailsFollowThePage()
    {
        MainWindow window;
        ProfileDocument* document = showGoodFile(window);
        QVERIFY(document);
        QTabWidget* tools = document->toolTabs();
        QVERIFY(dynamic_cast<MemoryViewerTool*>(document->currentToolPage()));
        QTRY_VERIFY(window.detailDock()->isVisible());
        QVERIFY(document->sidebar()->isVisible());
        // The other pages ignore the module and memory type: a single file
        // has no runs either, so the sidebar and the buffer dock make room.
        for (int index = 1; index < tools->count(); ++index) {
            if (!tools->isTabVisible(index))
                continue;
            tools->setCurrentIndex(index);
            QVERIFY2(!document->sidebar()->isVisible(), qPrintable(tools->tabText(index)));
            QVERIFY2(!window.detailDock()->isVisible(), qPrintable(tools->tabText(index)));
            QVERIFY(!window.detailDock()->toggleViewAction()->isEnabled());
        }
        tools->setCurrentIndex(0);
        QVERIFY(document->sidebar()->isVisible());
        QVERIFY(window.detailDock()->isVisible());
        // Closed by the user on the Memory Viewer, it stays closed after a round trip.
        window.detailDock()->close();
        tools->setCurrentIndex(1);
        tools->setCurrentIndex(0);
        QVERIFY(window.detailDock()->isHidden());
    }

    void droppingATraceFolderListsItsRuns()
    {
        const QString logdir = kSharedData + QStringLiteral("/logdir-example");
        if (!QFileInfo(logdir).isDir())
            QSKIP("../shared/data/logdir-example is not available");
        MainWindow window;
        window.show();
        QSignalSpy shown(&window, &MainWindow::profileShown);
        QVERIFY(test::dropPaths(window.startPage(), { logdir }));
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty() || !window.messageBar()->isHidden(), 30000);
        QVERIFY2(!shown.isEmpty(), qPrintable(window.messageBar()->text()));
        ProfileDocument* document = window.currentDocument();
        QVERIFY(document->profile());
        QCOMPARE(document->profile()->kind, SourceKind::TraceFolder);
        QTreeView* runs = document->sidebar()->runView();
        QVERIFY(runs->isVisible());
        // Every page follows the run: on the Overview the runs stay, the module list goes.
        document->toolTabs()->setCurrentIndex(2);
        QVERIFY(runs->isVisible());
        QVERIFY(!document->sidebar()->moduleView()->isVisible());
        document->toolTabs()->setCurrentIndex(0);
        QVERIFY(document->sidebar()->moduleView()->isVisible());
        QCOMPARE(runs->model()->rowCount(), 2);
        QCOMPARE(runs->model()->index(0, 0).data().toString(), QStringLiteral("2025_06_02_09_30_00"));
        QCOMPARE(document->profile()->runName, QStringLiteral("2025_06_02_09_30_00"));
        QVERIFY(window.windowTitle().contains(QStringLiteral("2025_06_02_09_30_00")));
        // Activating the older run reloads the folder with it.
        const QModelIndex older = runs->model()->index(1, 0);
        runs->setCurrentIndex(older);
        Q_EMIT runs->activated(older);
        QTRY_VERIFY_WITH_TIMEOUT(shown.count() == 2 || !window.messageBar()->isHidden(), 30000);
        QVERIFY2(shown.count() == 2, qPrintable(window.messageBar()->text()));
        QCOMPARE(document->profile()->runName, QStringLiteral("2025_06_01_12_00_00"));
        QCOMPARE(window.documentTabs()->count(), 1);
    }

    void opensTheRealTpuProfile()
    {
        const QString path = kSharedData + QStringLiteral("/xprof/tpu_inference_2.xplane.pb");
        if (!QFileInfo::exists(path))
            QSKIP("../shared/data/xprof/tpu_inference_2.xplane.pb is not available");
        MainWindow window;
        window.show();
        QSignalSpy shown(&window, &MainWindow::profileShown);
        ProfileDocument* document = window.openPath(path);
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty() || !window.messageBar()->isHidden(), 60000);
        QVERIFY2(!shown.isEmpty(), qPrintable(window.messageBar()->text()));
        QVERIFY(!document->profile()->modules.empty());
        auto* tool = document->findChild<MemoryViewerTool*>();
        QTRY_VERIFY_WITH_TIMEOUT(tool->result() && !tool->isAnalysing(), 60000);
        QVERIFY(tool->result()->ok());
        QVERIFY(tool->result()->peakHeapBytes > 0);
        // The module shown is the one with the largest HBM peak.
        const int shownModule = document->sidebar()->selection().moduleIndex;
        const QModelIndex top = document->sidebar()->moduleView()->model()->index(0, 0);
        QCOMPARE(top.data().toString(), document->profile()->modules[shownModule].displayName);
    }

    void closingALoadingTabCancelsItsLoad()
    {
        MainWindow window;
        window.show();
        QSignalSpy shown(&window, &MainWindow::profileShown);
        ProfileDocument* document = window.openPath(m_goodFile);
        QVERIFY(document->isLoading());
        QVERIFY(document->loadService()->isLoading());
        QVERIFY(!document->loadingPanel()->stepText().isEmpty());
        QCOMPARE(window.documentTabs()->tabText(0), QStringLiteral("train.hlo.textproto (loading)"));
        // The service dies with its document, and its destructor only returns
        // once the cancelled worker has stopped.
        QPointer<LoadService> service(document->loadService());
        window.closeDocument(document);
        QCOMPARE(window.documentTabs()->count(), 0);
        QVERIFY(window.startPage()->isVisible());
        QTRY_VERIFY(!service);
        QTest::qWait(200);
        QCOMPARE(shown.count(), 0);
        QVERIFY(!window.recentFiles()->paths().contains(m_goodFile));
    }

    // Quitting while every analysis runs: the Memory Viewer's, the Memory Profile's, the Overview's,
    // the trace build and a comparison's two loads. The window goes (as it does when the application
    // quits), every job sees its cancel flag and the worker pool is idle within seconds, where the
    // jobs of a profile this size run far longer; ASan in CI sees any use of what the window freed.
    void quittingDuringEveryAnalysisIsClean()
    {
        const QString path = m_files.filePath(QStringLiteral("busy.xplane.pb"));
        const QString other = m_files.filePath(QStringLiteral("other.xplane.pb"));
        QVERIFY(generator::writeXSpace(generator::scaledOptions(3), path).isEmpty());
        QVERIFY(generator::writeXSpace(generator::scaledOptions(3, 2), other).isEmpty());
        auto window = std::make_unique<MainWindow>();
        window->show();
        QSignalSpy shown(window.get(), &MainWindow::profileShown);
        ProfileDocument* document = window->openPath(path);
        QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, 60000);
        for (int page = 0; page < document->toolTabs()->count(); ++page)
            document->toolTabs()->setCurrentIndex(page);
        window->compareLauncher()->compareFiles(path, other);
        QVERIFY(workerPool().activeThreadCount() > 0);
        QElapsedTimer quitting;
        quitting.start();
        window.reset();
        QVERIFY2(workerPool().waitForDone(10000), "a job went on after its window was gone");
        qInfo("every job stopped %lld ms after the window went", quitting.elapsed());
    }

    // Files not open yet load for a comparison in a tab of their own that shows both loads' progress
    // and a Cancel that stops both: the tab goes, no comparison opens and no job goes on. Side B is a
    // pipe nobody writes to, so its load is still waiting when Cancel is clicked.
    void comparingFilesNotOpenShowsProgressAndCancels()
    {
        const QString path = m_files.filePath(QStringLiteral("compare-a.xplane.pb"));
        const QString silent = m_files.filePath(QStringLiteral("compare-b.fifo"));
        QVERIFY(generator::writeXSpace(generator::scaledOptions(1), path).isEmpty());
        QCOMPARE(mkfifo(QFile::encodeName(silent).constData(), 0600), 0);
        MainWindow window;
        window.show();
        QSignalSpy opened(window.compareLauncher(), &CompareLauncher::comparisonOpened);
        window.compareLauncher()->compareFiles(path, silent);
        const QPointer loading = qobject_cast<CompareLoading*>(window.documentTabs()->currentWidget());
        QVERIFY(loading);
        const QString title = QStringLiteral("Compare compare-a.xplane.pb ↔ compare-b.fifo");
        QCOMPARE(window.documentTabs()->tabText(0), title);
        QCOMPARE(window.windowTitle(), title + QStringLiteral(" — Memscope"));
        // The step of the side that is behind: B, waiting for its pipe.
        QTRY_VERIFY_WITH_TIMEOUT(
            loading && loading->panel()->stepText() == QStringLiteral("Reading compare-b.fifo"), 30000);
        QVERIFY(loading && loading->panel()->isVisible());
        window.grab().save(
            test::screenshotPath(QStringLiteral("memscope-gui-window"), QStringLiteral("compare-loading.png")));
        QElapsedTimer cancelling;
        cancelling.start();
        QTest::mouseClick(loading->panel()->cancelButton(), Qt::LeftButton);
        QTRY_COMPARE(window.documentTabs()->count(), 0);
        QVERIFY2(workerPool().waitForDone(10000), "a load went on after the comparison was cancelled");
        QVERIFY2(cancelling.elapsed() < 5000, "cancelling waited for the pipe's timeout");
        QTRY_VERIFY(!loading); // deleted, and with it the two loads
        QCOMPARE(opened.count(), 0);
        QVERIFY(window.startPage()->isVisible());
    }

    void theCancelButtonStopsLoadingAndClosesTheEmptyTab()
    {
        MainWindow window;
        window.show();
        ProfileDocument* document = window.openPath(m_goodFile);
        QSignalSpy cancelled(document, &ProfileDocument::loadCancelled);
        QTest::mouseClick(document->loadingPanel()->cancelButton(), Qt::LeftButton);
        QTRY_COMPARE(window.documentTabs()->count(), 0);
        QCOMPARE(cancelled.count(), 1);
        QVERIFY(window.messageBar()->isHidden());
    }

    void remembersRecentFilesAndLayout()
    {
        {
            MainWindow window;
            window.show();
            QSignalSpy shown(&window, &MainWindow::profileShown);
            window.openPath(m_goodFile);
            QVERIFY(shown.wait(10000));
            window.detailDock()->hide();
            window.close();
        }
        MainWindow window;
        window.show();
        QCOMPARE(window.recentFiles()->paths(), QStringList { m_goodFile });
        QSignalSpy shown(&window, &MainWindow::profileShown);
        window.openPath(m_goodFile);
        QVERIFY(shown.wait(10000));
        // The user's choice survives: the Memory Viewer has a card, yet the dock stays closed.
        QTRY_VERIFY(window.detailDock()->isHidden());
        QVERIFY(window.detailDock()->toggleViewAction()->isEnabled());
        window.restoreDefaultLayout();
        QVERIFY(!window.detailDock()->isHidden());
        window.recentFiles()->clear();
        QVERIFY(window.startPage()->recentList()->isHidden());
    }

    // The soak of issue 8 in small: each open and close used to leave a QChart
    // behind (with its legend, theme and presenter), about 40 KiB a round.
    void openingAndClosingLeavesNoObjectsBehind()
    {
        if (!LiveObjects::available())
            QSKIP("this Qt has no object hooks");
        MainWindow window;
        window.show();
        const LiveObjects live;
        // The first rounds fill the caches that last (fonts, styles, the analysis cache).
        for (int round = 0; round < 2; ++round) {
            openShowAndClose(window);
            if (QTest::currentTestFailed())
                return;
        }
        const QMap<QByteArray, int> before = live.countByClass();
        constexpr int kRounds = 4;
        for (int round = 0; round < kRounds; ++round) {
            openShowAndClose(window);
            if (QTest::currentTestFailed())
                return;
        }
        const QStringList grown = grownClasses(before, live.countByClass());
        QVERIFY2(grown.isEmpty(),
            qPrintable(QStringLiteral("after %1 more rounds: %2").arg(kRounds).arg(grown.join(QStringLiteral(", ")))));
    }

    // A new icon per rebuild of the list would leave new scaled pixmaps in
    // QPixmapCache each time a profile is shown.
    void theRecentListReusesItsIcons()
    {
        StartPage page;
        page.setRecentFiles({ m_goodFile });
        const qint64 fileIcon = page.recentList()->item(0)->icon().cacheKey();
        page.setRecentFiles({ m_files.path(), m_goodFile });
        QCOMPARE(page.recentList()->item(1)->icon().cacheKey(), fileIcon);
        QVERIFY(page.recentList()->item(0)->icon().cacheKey() != fileIcon);
    }

    // The form's roles style the start page: a title twice the page's font, a quiet drop hint.
    void theStartPageTitleIsLargeAndTheHintQuiet()
    {
        StartPage page;
        const auto* title = page.findChild<QLabel*>(QStringLiteral("title"));
        const auto* hint = page.findChild<QLabel*>(QStringLiteral("dropHint"));
        QVERIFY(title && hint);
        QCOMPARE(title->font().pointSizeF(), page.font().pointSizeF() * 2);
        QVERIFY(title->font().bold());
        QCOMPARE(hint->foregroundRole(), QPalette::PlaceholderText);
    }

    void parsesTheCommandLine()
    {
        const auto parse = [](QStringList arguments) {
            arguments.prepend(QStringLiteral("memscope"));
            return parseCommandLine(arguments);
        };
        CommandLine plain = parse({ QStringLiteral("a.xplane.pb"), QStringLiteral("logs") });
        QVERIFY(plain.error.isEmpty());
        QCOMPARE(plain.paths, (QStringList { QStringLiteral("a.xplane.pb"), QStringLiteral("logs") }));
        QVERIFY(plain.exportDir.isEmpty());

        CommandLine exporting = parse({ QStringLiteral("--export"), QStringLiteral("/tmp/out"),
            QStringLiteral("--export-format"), QStringLiteral("svg,PDF"), QStringLiteral("--module"),
            QStringLiteral("jit_train_step"), QStringLiteral("--memory-space"), QStringLiteral("1"),
            QStringLiteral("--small-buffer-size"), QStringLiteral("0"), QStringLiteral("a.xplane.pb") });
        QVERIFY2(exporting.error.isEmpty(), qPrintable(exporting.error));
        QCOMPARE(exporting.exportDir, QStringLiteral("/tmp/out"));
        QCOMPARE(exporting.exportFormats, (QStringList { QStringLiteral("svg"), QStringLiteral("pdf") }));
        QCOMPARE(exporting.module, QStringLiteral("jit_train_step"));
        QCOMPARE(exporting.memorySpace, 1);
        QCOMPARE(exporting.smallBufferSize, 0);

        QVERIFY(parse({ QStringLiteral("--export"), QStringLiteral("/tmp/out") })
                    .error.contains(QStringLiteral("exactly one PATH")));
        QVERIFY(parse({ QStringLiteral("--export-format"), QStringLiteral("gif"), QStringLiteral("a") })
                    .error.contains(QStringLiteral("gif")));
        QVERIFY(parse({ QStringLiteral("--memory-space"), QStringLiteral("x"), QStringLiteral("a") })
                    .error.contains(QStringLiteral("memory-space")));
        QVERIFY(parse({ QStringLiteral("--bogus") }).error.contains(QStringLiteral("bogus")));
        CommandLine help = parse({ QStringLiteral("--help") });
        QVERIFY(help.showHelp);
        QVERIFY(help.helpText.contains(QStringLiteral("--print-opened")));
    }

    void exportsWithoutAWindow()
    {
        QTemporaryDir out;
        CommandLine commandLine;
        commandLine.paths = { m_goodFile };
        commandLine.exportDir = out.path();
        commandLine.exportFormats = { QStringLiteral("png"), QStringLiteral("svg") };
        QCOMPARE(runHeadlessExport(commandLine), 0);
        const QStringList written = QDir(out.path()).entryList(QDir::Files);
        QVERIFY(!written.filter(QStringLiteral(".png")).isEmpty());
        QVERIFY(!written.filter(QStringLiteral(".svg")).isEmpty());

        commandLine.module = QStringLiteral("no_such_module");
        QCOMPARE(runHeadlessExport(commandLine), 1);
        commandLine.module.clear();
        commandLine.memorySpace = 4; // the fixture has no SMEM
        QCOMPARE(runHeadlessExport(commandLine), 1);
        commandLine.memorySpace = -1;
        commandLine.paths = { m_badFile };
        QCOMPARE(runHeadlessExport(commandLine), 1);
    }

    void theExecutableExportsWithoutADisplay()
    {
        const QString program = QStringLiteral(MEMSCOPE_BINARY_DIR "/src/app/memscope");
        if (!QFileInfo::exists(program))
            QSKIP("the memscope executable is not built");
        QTemporaryDir out;
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.remove(QStringLiteral("QT_QPA_PLATFORM")); // memscope picks offscreen itself
        environment.remove(QStringLiteral("DISPLAY"));
        environment.remove(QStringLiteral("WAYLAND_DISPLAY"));
        process.setProcessEnvironment(environment);
        process.start(program,
            { QStringLiteral("--export"), out.path(), QStringLiteral("--export-format"), QStringLiteral("png"),
                m_goodFile });
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 0);
        const QString output = QString::fromUtf8(process.readAllStandardOutput());
        const QStringList written = QDir(out.path()).entryList({ QStringLiteral("*.png") }, QDir::Files);
        QVERIFY(!written.isEmpty());
        for (const QString& file : written)
            QVERIFY2(
                output.contains(QStringLiteral("wrote %1").arg(QDir(out.path()).filePath(file))), qPrintable(output));

        process.start(program,
            { QStringLiteral("--export"), out.path(), QStringLiteral("--module"), QStringLiteral("nope"), m_goodFile });
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 1);
        QVERIFY(QString::fromUtf8(process.readAllStandardError()).contains(QStringLiteral("no module named 'nope'")));
    }

    void aSecondInstanceHandsItsFileToTheFirst()
    {
        const QString program = QStringLiteral(MEMSCOPE_BINARY_DIR "/src/app/memscope");
        if (!QFileInfo::exists(program))
            QSKIP("the memscope executable is not built");
        const QString second = m_files.filePath(QStringLiteral("handed.hlo.textproto"));
        QFile::remove(second);
        QVERIFY(QFile::copy(test::fixturePath(), second));
        QTemporaryDir runtime; // the instances of this test see only each other
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        environment.insert(QStringLiteral("XDG_CONFIG_HOME"), m_settingsDir.path());
        environment.insert(QStringLiteral("XDG_RUNTIME_DIR"), runtime.path());
        QFile::setPermissions(runtime.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);

        QProcess first;
        first.setProcessEnvironment(environment);
        first.start(program, { QStringLiteral("--print-opened"), m_goodFile });
        QVERIFY(first.waitForStarted());
        QByteArray output;
        QTRY_VERIFY_WITH_TIMEOUT(
            (output += first.readAllStandardOutput()).contains(QStringLiteral("opened: %1\n").arg(m_goodFile).toUtf8()),
            20000);

        QProcess secondInstance;
        secondInstance.setProcessEnvironment(environment);
        secondInstance.start(program, { second });
        QVERIFY(secondInstance.waitForFinished(10000));
        QCOMPARE(secondInstance.exitStatus(), QProcess::NormalExit);
        QCOMPARE(secondInstance.exitCode(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(
            (output += first.readAllStandardOutput()).contains(QStringLiteral("opened: %1\n").arg(second).toUtf8()),
            20000);

        // The same user on another display gets a window of its own.
        QProcessEnvironment otherDisplay = environment;
        otherDisplay.insert(QStringLiteral("DISPLAY"), QStringLiteral(":97"));
        QProcess elsewhere;
        elsewhere.setProcessEnvironment(otherDisplay);
        elsewhere.start(program, { QStringLiteral("--print-opened"), second });
        QVERIFY(elsewhere.waitForStarted());
        QByteArray elsewhereOutput;
        QTRY_VERIFY_WITH_TIMEOUT((elsewhereOutput += elsewhere.readAllStandardOutput())
                                     .contains(QStringLiteral("opened: %1\n").arg(second).toUtf8()),
            20000);
        QCOMPARE(elsewhere.state(), QProcess::Running);
        elsewhere.terminate();
        QVERIFY(elsewhere.waitForFinished(10000));
        first.terminate();
        QVERIFY(first.waitForFinished(10000));
    }

    void theInstanceSocketIsTheUsersAndTheSessions()
    {
        QTemporaryDir runtime;
        qputenv("XDG_RUNTIME_DIR", runtime.path().toUtf8());
        qputenv("DISPLAY", ":1");
        const QString onOne = SingleInstance::socketPath();
        qputenv("DISPLAY", ":2");
        const QString onTwo = SingleInstance::socketPath();
        QVERIFY(!onOne.isEmpty());
        QVERIFY(onOne != onTwo);
        const QFileInfo folder(QFileInfo(onOne).absolutePath());
        QVERIFY(folder.absoluteFilePath().startsWith(runtime.path()));
        QCOMPARE(folder.permissions() & (QFile::ReadGroup | QFile::ExeGroup | QFile::ReadOther | QFile::ExeOther),
            QFile::Permissions());
        // Our folder opened to others is closed again before it is used.
        QFile::setPermissions(folder.absoluteFilePath(),
            QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadOther | QFile::ExeOther
                | QFile::WriteOther);
        QCOMPARE(SingleInstance::socketPath(), onTwo);
        QCOMPARE(QFileInfo(folder.absoluteFilePath()).permissions() & (QFile::ReadOther | QFile::WriteOther),
            QFile::Permissions());
        qunsetenv("DISPLAY");
        qunsetenv("XDG_RUNTIME_DIR");
    }

private:
    // Shows the window with the good file open; nullptr when it did not open.
    ProfileDocument* showGoodFile(MainWindow& window)
    {
        window.show();
        QSignalSpy shown(&window, &MainWindow::profileShown);
        window.openPath(m_goodFile);
        return shown.wait(10000) ? window.currentDocument() : nullptr;
    }

    // Opens the good file, waits for its Memory Viewer chart, closes the tab and
    // lets the deferred deletes run.
    void openShowAndClose(MainWindow& window)
    {
        ProfileDocument* document = window.openPath(m_goodFile);
        QSignalSpy shown(document, &ProfileDocument::profileShown);
        QVERIFY(shown.wait(10000));
        auto* tool = document->findChild<MemoryViewerTool*>();
        QTRY_VERIFY(tool->result());
        window.closeDocument(document);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QCoreApplication::processEvents();
    }

    QTemporaryDir m_settingsDir;
    QTemporaryDir m_files;
    QString m_goodFile;
    QString m_badFile;
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
