// SPDX-License-Identifier: Apache-2.0
#include "core/memoryviewer/memoryviewer.h"
#include "core/memoryviewer/overview.h"
#include "core/profile/loader.h"
#include "core/support/testdata.h"
#include "core/support/testprofiles.h"
#include "core/util/units.h"
#include "document/memoryviewertool.h"
#include "document/profiledocument.h"
#include "generator/generator.h"
#include "memoryviewer/allocationtimelineview.h"
#include "memoryviewer/bufferstripview.h"
#include "memoryviewer/memoryviewerpage.h"
#include "memoryviewer/programorderchart.h"
#include "models/analysiscache.h"
#include "models/modulelistmodel.h"
#include "models/peakbuffermodel.h"
#include "sidebar/sidebar.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLayout>
#include <QLegend>
#include <QLegendMarker>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>
#include <QTreeView>

using namespace memscope;

namespace {

MemoryViewerTool* memoryViewer(ProfileDocument& document)
{
    auto* tool = document.findChild<MemoryViewerTool*>();
    if (!tool)
        qFatal("the document has no Memory Viewer");
    return tool;
}

// Waits until the Memory Viewer shows the analysis of the sidebar's current selection.
bool waitForAnalysis(ProfileDocument& document)
{
    MemoryViewerTool* tool = memoryViewer(document);
    return QTest::qWaitFor(
        [&] { return tool->result() && !tool->isAnalysing() && tool->selection() == document.sidebar()->selection(); },
        10000);
}

QString currentModuleText(ProfileDocument& document)
{
    return document.sidebar()
        ->moduleView()
        ->currentIndex()
        .siblingAtColumn(ModuleListModel::NameColumn)
        .data()
        .toString();
}

// What the page shows the user, taken when the chart first appears and again when every view is filled.
struct PageState
{
    QString peakLegend; // the chart's "Peak: … at program order …"
    bool filling = false; // the note that the buffer views are still filling is shown
    bool buffersShown = false; // the three peak views and the table
    int bufferRows = 0;
    QRect chartArea; // where the chart stands on the page, once its layout has settled
};

PageState pageState(MemoryViewerPage* page)
{
    PageState state;
    for (const QLegendMarker* marker : page->chart()->chart()->legend()->markers()) {
        if (marker->label().startsWith(QStringLiteral("Peak: ")))
            state.peakLegend = marker->label();
    }
    const auto* note = page->findChild<QLabel*>(QStringLiteral("fillingNote"));
    state.filling = note->isVisibleTo(page) && page->isFilling();
    state.buffersShown = page->stripView(1)->isVisibleTo(page) && page->table()->isVisibleTo(page);
    state.bufferRows = page->model()->rowCount();
    // As the user sees it: once the scroll area has fitted the content to what is shown (a pending
    // layout request), not while the content still has the size of the views before.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    page->contentWidget()->layout()->activate();
    state.chartArea = QRect(page->chart()->mapTo(page->contentWidget(), QPoint(0, 0)), page->chart()->size());
    return state;
}

// Shows the document and records in `atChart` what the page shows each time a chart appears.
MemoryViewerTool* showRecordingCharts(ProfileDocument& document, std::vector<PageState>& atChart)
{
    document.resize(1200, 800);
    document.show();
    MemoryViewerTool* tool = memoryViewer(document);
    QObject::connect(
        tool, &MemoryViewerTool::chartShown, tool, [tool, &atChart] { atChart.push_back(pageState(tool->page())); });
    return tool;
}

QString peakLegendOf(const memoryviewer::Result& result)
{
    return QStringLiteral("Peak: %1 at program order %2")
        .arg(formatBytes(result.peakHeapBytes))
        .arg(result.peakHeapSizePosition + 1);
}

} // namespace

class TestDocument : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void selectsTheModuleWithTheLargestPeakAndAnalysesIt()
    {
        ProfileDocument document;
        document.resize(1200, 800);
        document.show();
        document.showProfile(test::makeProfile(
            { QStringLiteral("jit_small"), QStringLiteral("jit_train_step"), QStringLiteral("jit_medium") },
            { 1, 4, 2 }));
        QVERIFY(waitForAnalysis(document));
        QCOMPARE(currentModuleText(document), QStringLiteral("jit_train_step(2)"));
        QCOMPARE(memoryViewer(document)->result()->moduleName, QStringLiteral("jit_train_step"));
        QCOMPARE(memoryViewer(document)->result()->memorySpace, 0);
        QCOMPARE(document.sidebar()->memoryTypeBox()->currentText(), QStringLiteral("HBM (0)"));
        // The fixture allocates in HBM and VMEM only.
        const QAbstractItemModel* typeModel = document.sidebar()->memoryTypeBox()->model();
        QStringList enabled;
        for (int row = 0; row < typeModel->rowCount(); ++row) {
            if (typeModel->flags(typeModel->index(row, 0)) & Qt::ItemIsEnabled)
                enabled << typeModel->index(row, 0).data().toString();
        }
        QCOMPARE(enabled, (QStringList { QStringLiteral("HBM (0)"), QStringLiteral("VMEM (1)") }));
        // Largest peak first in the list.
        QCOMPARE(document.sidebar()->moduleView()->model()->index(0, 0).data().toString(),
            QStringLiteral("jit_train_step(2)"));
        QCOMPARE(document.title(), QStringLiteral("profile"));
    }

    // Finding the largest peak says how far it is, and Esc shows the largest so far at once.
    void escStopsFindingTheLargestPeak()
    {
        ProfileDocument document;
        document.resize(1200, 800);
        document.show();
        const auto profile = test::makeProfile(
            { QStringLiteral("jit_small"), QStringLiteral("jit_train_step"), QStringLiteral("jit_medium") },
            { 1, 4, 2 });
        QSignalSpy measured(document.sidebar()->moduleModel(), &ModuleListModel::peaksMeasured);
        document.showProfile(profile);
        MemoryViewerTool* tool = memoryViewer(document);
        auto* message = tool->page()->findChild<QLabel*>(QStringLiteral("message"));
        QVERIFY(message && message->isVisible());
        QVERIFY2(message->text().contains(QStringLiteral("Press Esc")), qPrintable(message->text()));
        QVERIFY(measured.wait(10000));
        // The first batch leaves the other job's modules to come.
        QVERIFY2(message->text().contains(QStringLiteral("of 3 modules measured")), qPrintable(message->text()));

        ProfileDocument second;
        second.resize(1200, 800);
        second.show();
        second.showProfile(profile);
        QVERIFY(!second.sidebar()->moduleModel()->peaksComplete());
        QCOMPARE(memoryViewer(second)->selection().moduleIndex, -1);
        second.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&second));
        // Where the focus is after opening: the module filter.
        QVERIFY(second.sidebar()->moduleFilter()->hasFocus());
        QTest::keyClick(second.sidebar()->moduleFilter(), Qt::Key_Escape);
        // Chosen before any peak is known: the largest module, the one measured first (the page
        // gets it once its memory spaces are read).
        QCOMPARE(second.sidebar()->selection().moduleIndex, 1);
        QTRY_COMPARE(memoryViewer(second)->selection().moduleIndex, 1);
        QVERIFY(waitForAnalysis(second));
        QCOMPARE(memoryViewer(second)->result()->moduleName, QStringLiteral("jit_train_step"));
        // Once chosen, the list's peaks arriving choose nothing else.
        QTRY_VERIFY(second.sidebar()->moduleModel()->peaksComplete());
        QCOMPARE(memoryViewer(second)->selection().moduleIndex, 1);
    }

    // A view shows the same whatever was shown before it: jit_f in HBM has its padding columns and
    // view after SparseCore of another module as on a fresh start; SparseCore's padding, all in the
    // small-buffer group, is said in the overview.
    void thePaddingViewsFollowTheModuleShownNotTheOneBefore()
    {
        MEMSCOPE_SHARED_DATA_OR_SKIP(path, "xprof/tpu_inference_2.xplane.pb");
        const LoadOutcome loaded = loadProfile(path);
        QVERIFY(loaded.profile);
        const auto moduleIndex = [&](const char* name) {
            return int(loaded.profile->findModule(QString::fromLatin1(name)) - loaded.profile->modules.data());
        };
        const auto paddingShown = [](ProfileDocument& document) {
            MemoryViewerPage* page = memoryViewer(document)->page();
            return page->stripView(2)->isVisibleTo(page)
                && !page->table()->isColumnHidden(PeakBufferModel::PaddingColumn)
                && page->table()->columnWidth(PeakBufferModel::PaddingColumn) > 0;
        };
        // Each document shows the profile at a module of its own.
        const auto showAt = [&](ProfileDocument& document, const QString& module) {
            document.resize(1200, 800);
            document.show();
            document.sidebar()->preferModule(module, true);
            document.showProfile(loaded.profile);
            return waitForAnalysis(document);
        };
        ProfileDocument fresh;
        QVERIFY(showAt(fresh, QStringLiteral("jit_f")));
        const bool freshPadding = paddingShown(fresh);
        ProfileDocument document;
        QVERIFY(showAt(document, QStringLiteral("jit_broadcast_in_dim")));
        document.sidebar()->selectMemorySpace(6);
        QVERIFY(waitForAnalysis(document));
        QCOMPARE(memoryViewer(document)->result()->memorySpace, 6);
        const memoryviewer::Overview sparseCore = memoryviewer::overviewOf(*memoryViewer(document)->result());
        // Its 508 B of padding are all in buffers under the small-buffer threshold: no view shows them,
        // and the overview says where they are.
        QCOMPARE(sparseCore.paddingBytes, qint64(508));
        QVERIFY(!paddingShown(document));
        QVERIFY2(memoryViewer(document)->page()->overviewText().contains(
                     QStringLiteral("508 B total padding overhead, all of it in buffers smaller than 16.00 KiB")),
            qPrintable(memoryViewer(document)->page()->overviewText()));
        document.sidebar()->selectModule(moduleIndex("jit_f"));
        QVERIFY(waitForAnalysis(document));
        document.sidebar()->selectMemorySpace(0);
        QVERIFY(waitForAnalysis(document));
        QCOMPARE(memoryViewer(document)->result()->moduleName, memoryViewer(fresh)->result()->moduleName);
        QCOMPARE(memoryViewer(document)->result()->memorySpace, 0);
        QCOMPARE(paddingShown(document), freshPadding);
    }

    void switchingModuleMemoryTypeAndThresholdReanalyses()
    {
        ProfileDocument document;
        document.show();
        document.showProfile(test::makeProfile({ QStringLiteral("jit_a"), QStringLiteral("jit_b") }, { 1, 3 }));
        QVERIFY(waitForAnalysis(document));
        QCOMPARE(memoryViewer(document)->result()->moduleName, QStringLiteral("jit_b"));

        // Click the other module.
        QTreeView* modules = document.sidebar()->moduleView();
        const QModelIndex other = modules->model()->index(1, 0);
        QCOMPARE(other.data().toString(), QStringLiteral("jit_a(1)"));
        QTest::mouseClick(modules->viewport(), Qt::LeftButton, {}, modules->visualRect(other).center());
        QVERIFY(waitForAnalysis(document));
        QCOMPARE(memoryViewer(document)->result()->moduleName, QStringLiteral("jit_a"));

        // Choose VMEM with the keyboard: Down skips the disabled CMEM and SFlag.
        QComboBox* types = document.sidebar()->memoryTypeBox();
        types->setFocus();
        QTest::keyClick(types, Qt::Key_Down);
        QCOMPARE(types->currentText(), QStringLiteral("VMEM (1)"));
        QVERIFY(waitForAnalysis(document));
        QCOMPARE(memoryViewer(document)->result()->memorySpace, 1);

        // A module keeps the memory type the user chose when it has it.
        document.sidebar()->selectModule(1);
        QVERIFY(waitForAnalysis(document));
        QCOMPARE(memoryViewer(document)->result()->moduleName, QStringLiteral("jit_b"));
        QCOMPARE(memoryViewer(document)->result()->memorySpace, 1);

        // The threshold is in KiB in the sidebar and bytes in the analysis; 0 = none.
        QSpinBox* threshold = document.sidebar()->smallBufferBox();
        QCOMPARE(threshold->value(), 16);
        threshold->setValue(0);
        QCOMPARE(threshold->text(), QStringLiteral("None"));
        // The analysis waits until the user stops typing.
        QCOMPARE(document.sidebar()->selection().smallBufferSize, 16384);
        QTRY_COMPARE(document.sidebar()->selection().smallBufferSize, 0);
        QVERIFY(waitForAnalysis(document));
        QCOMPARE(memoryViewer(document)->result()->smallBufferSize, 0);
        threshold->setValue(64);
        QTRY_COMPARE(document.sidebar()->selection().smallBufferSize, 64 * 1024);
        QVERIFY(waitForAnalysis(document));
        QCOMPARE(memoryViewer(document)->result()->smallBufferSize, 64 * 1024);
    }

    void switchingModuleReadsItsMemorySpacesOnTheJobPool()
    {
        ProfileDocument document;
        document.show();
        document.showProfile(test::makeProfile({ QStringLiteral("jit_a"), QStringLiteral("jit_b") }, { 1, 3 }));
        QVERIFY(waitForAnalysis(document));
        QSignalSpy published(document.sidebar(), &Sidebar::selectionChanged);
        document.sidebar()->selectModule(0);
        // The switch returns before the module is read (its parse would block the window)...
        QCOMPARE(published.count(), 0);
        QCOMPARE(document.sidebar()->selection().moduleIndex, 0);
        // ... and publishes once its memory spaces are known, the list filled.
        QTRY_COMPARE(published.count(), 1);
        QCOMPARE(published.at(0).at(0).value<ModuleSelection>().moduleIndex, 0);
        QCOMPARE(document.sidebar()->memoryTypeBox()->currentText(), QStringLiteral("HBM (0)"));
        QVERIFY(waitForAnalysis(document));
        QCOMPARE(memoryViewer(document)->result()->moduleName, QStringLiteral("jit_a"));
    }

    // The chart and its peak come from the heap curve, before the full analysis fills the buffer views: the
    // views are hidden behind a note meanwhile, never showing another module's buffers. So for a module switch.
    // The modules are generated with enough heap-simulator events to be shown curve first (showsHeapCurveFirst).
    void theChartAndItsPeakAreShownBeforeTheBufferViewsFill()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("large.xplane.pb"));
        generator::Options options = generator::tinyOptions();
        options.modules = 3;
        options.logicalBuffers = 2 * kHeapCurveFirstEvents;
        options.heapEvents = 3 * kHeapCurveFirstEvents;
        options.secondaryModuleScale = 1.0; // the others at 1 and 1/2 of the main module's events
        QCOMPARE(generator::writeXSpace(options, path), QString());
        ProfileDocument document;
        std::vector<PageState> atChart;
        MemoryViewerTool* tool = showRecordingCharts(document, atChart);
        document.open(path);
        QVERIFY(waitForAnalysis(document));
        const int first = tool->selection().moduleIndex;
        QCOMPARE(atChart.size(), size_t(1));
        QCOMPARE(atChart[0].peakLegend, peakLegendOf(*tool->result()));
        QVERIFY(atChart[0].filling);
        QVERIFY(!atChart[0].buffersShown);
        QCOMPARE(atChart[0].bufferRows, 0);
        PageState filled = pageState(tool->page());
        QCOMPARE(filled.peakLegend, atChart[0].peakLegend);
        // The overview's figures and the views below fill in without moving or resizing the chart.
        QCOMPARE(filled.chartArea, atChart[0].chartArea);
        QVERIFY(!filled.filling);
        QVERIFY(filled.buffersShown);
        QVERIFY(filled.bufferRows > 0);

        const int other = first == 0 ? 1 : 0;
        document.sidebar()->selectModule(other);
        QVERIFY(waitForAnalysis(document));
        QCOMPARE(tool->selection().moduleIndex, other);
        QCOMPARE(atChart.size(), size_t(2));
        QCOMPARE(atChart[1].peakLegend, peakLegendOf(*tool->result()));
        QVERIFY(atChart[1].peakLegend != atChart[0].peakLegend);
        QVERIFY(atChart[1].filling);
        QVERIFY(!atChart[1].buffersShown);
        QCOMPARE(atChart[1].bufferRows, 0);
        filled = pageState(tool->page());
        QCOMPARE(filled.peakLegend, atChart[1].peakLegend);
        QVERIFY(!filled.filling);
        QVERIFY(filled.buffersShown);

        // Back to a module analysed a moment ago: its full analysis is cached, shown at once.
        document.sidebar()->selectModule(first);
        QVERIFY(waitForAnalysis(document));
        QCOMPARE(atChart.size(), size_t(3));
        QVERIFY(!atChart[2].filling);
        QVERIFY(atChart[2].buffersShown);
        QCOMPARE(atChart[2].peakLegend, atChart[0].peakLegend);
    }

    // A small module's full analysis is about as quick as its heap curve: it is shown in one step, the page
    // laid out once.
    void aSmallModuleIsShownInOneStep()
    {
        ProfileDocument document;
        std::vector<PageState> atChart;
        showRecordingCharts(document, atChart);
        document.showProfile(
            test::makeProfile({ QStringLiteral("jit_small"), QStringLiteral("jit_medium") }, { 1, 2 }));
        QVERIFY(waitForAnalysis(document));
        document.sidebar()->selectModule(0);
        QVERIFY(waitForAnalysis(document));
        QCOMPARE(atChart.size(), size_t(2));
        for (const PageState& state : atChart) {
            QVERIFY(!state.filling);
            QVERIFY(state.buffersShown);
            QVERIFY(state.bufferRows > 0);
        }
    }

    void filteringFindsAModuleAndReturnPicksIt()
    {
        ProfileDocument document;
        document.show();
        document.showProfile(test::makeProfile(
            { QStringLiteral("jit_generate"), QStringLiteral("jit_train_step"), QStringLiteral("jit_eval") },
            { 5, 1, 2 }));
        QVERIFY(waitForAnalysis(document));
        QCOMPARE(currentModuleText(document), QStringLiteral("jit_generate(1)"));
        QLineEdit* filter = document.sidebar()->moduleFilter();
        QTest::keyClicks(filter, QStringLiteral("TRAIN"));
        QCOMPARE(document.sidebar()->moduleView()->model()->rowCount(), 1);
        QTest::keyClick(filter, Qt::Key_Return);
        QVERIFY(waitForAnalysis(document));
        QCOMPARE(currentModuleText(document), QStringLiteral("jit_train_step(2)"));
        QCOMPARE(memoryViewer(document)->result()->moduleName, QStringLiteral("jit_train_step"));
    }

    void documentsKeepTheirOwnSelection()
    {
        ProfileDocument first;
        ProfileDocument second;
        first.show();
        second.show();
        first.showProfile(
            test::makeProfile({ QStringLiteral("a1"), QStringLiteral("a2") }, { 1, 2 }, QStringLiteral("/test/first")));
        second.showProfile(test::makeProfile(
            { QStringLiteral("b1"), QStringLiteral("b2") }, { 2, 1 }, QStringLiteral("/test/second")));
        QVERIFY(waitForAnalysis(first));
        QVERIFY(waitForAnalysis(second));
        first.sidebar()->selectModule(0);
        first.sidebar()->selectMemorySpace(1);
        QVERIFY(waitForAnalysis(first));
        QCOMPARE(first.sidebar()->selection().moduleIndex, 0);
        QCOMPARE(first.sidebar()->selection().memorySpace, 1);
        QCOMPARE(second.sidebar()->selection().moduleIndex, 0); // b1 has the larger peak
        QCOMPARE(second.sidebar()->selection().memorySpace, 0);
        QCOMPARE(memoryViewer(second)->result()->moduleName, QStringLiteral("b1"));
        QCOMPARE(memoryViewer(first)->result()->moduleName, QStringLiteral("a1"));
    }

    // From the sidebar, Tab reaches every view of the Memory Viewer in the order they stand (the
    // chart, the three views at the peak, the timeline, the table), each shows it has the focus,
    // Shift+Tab goes back, and the chart's arrows walk the curve from the peak.
    void theKeyboardReachesEveryView()
    {
        MEMSCOPE_SHARED_DATA_OR_SKIP(path, "xprof/tpu_inference_2.xplane.pb");
        const LoadOutcome loaded = loadProfile(path);
        QVERIFY(loaded.profile);
        ProfileDocument document;
        document.resize(1400, 900);
        document.show();
        QVERIFY(QTest::qWaitForWindowExposed(&document));
        document.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&document));
        document.showProfile(loaded.profile);
        QVERIFY(waitForAnalysis(document));
        MemoryViewerPage* page = memoryViewer(document)->page();
        QTRY_VERIFY(pageState(page).buffersShown);
        const QList<QWidget*> views { page->chart(), page->stripView(0), page->stripView(1), page->timeline(),
            page->table() };
        document.sidebar()->moduleFilter()->setFocus();
        QList<QWidget*> reached;
        for (int press = 0; press < 40 && reached.size() < views.size(); ++press) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            QWidget* focused = QApplication::focusWidget();
            QVERIFY(focused);
            if (views.contains(focused) && !reached.contains(focused))
                reached << focused;
        }
        QCOMPARE(reached, views);
        // Back from the table to the timeline.
        QTest::keyClick(page->table(), Qt::Key_Backtab);
        for (int press = 0; press < 10 && QApplication::focusWidget() != page->timeline(); ++press)
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab);
        QCOMPARE(QApplication::focusWidget(), page->timeline());
        // The chart shows its focus, and its arrows walk the curve from the peak, described as a
        // hover describes it.
        ProgramOrderChart* chart = page->chart();
        const QImage unfocused = chart->grab().toImage();
        chart->setFocus(Qt::TabFocusReason);
        QVERIFY(chart->grab().toImage() != unfocused);
        const int peak = memoryViewer(document)->result()->peakHeapSizePosition + 1;
        QTest::keyClick(chart, Qt::Key_Right);
        QCOMPARE(chart->keyboardPoint(), std::optional<int>(peak));
        QTest::keyClick(chart, Qt::Key_Right);
        QCOMPARE(chart->keyboardPoint(), std::optional<int>(std::min(peak + 1, chart->lastProgramOrder())));
        QCOMPARE(QToolTip::text(), chart->pointDescription(*chart->keyboardPoint()));
        QTest::keyClick(chart, Qt::Key_Home);
        QCOMPARE(chart->keyboardPoint(), std::optional<int>(0));
        QTest::keyClick(chart, Qt::Key_Left);
        QCOMPARE(chart->keyboardPoint(), std::optional<int>(0));
    }

    void aProfileWithoutModulesSaysSo()
    {
        ProfileDocument document;
        auto profile = std::make_shared<Profile>();
        profile->path = QStringLiteral("/test/empty.xplane.pb");
        document.showProfile(profile);
        QCOMPARE(document.sidebar()->moduleView()->model()->rowCount(), 0);
        QVERIFY(!memoryViewer(document)->result());
        QCOMPARE(document.title(), QStringLiteral("empty.xplane.pb"));
    }
};

QTEST_MAIN(TestDocument)
#include "tst_document.moc"
