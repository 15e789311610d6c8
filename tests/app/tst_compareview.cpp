// SPDX-License-Identifier: Apache-2.0
// The Compare tab: the hand-written pair tests/data/compare/{before,after}.hlo.textproto
// (its figures are worked out in tests/core/tst_compare.cpp) shown side by side,
// hovered and clicked at computed positions; exports; and the window's ways in:
// File > Compare…, the module list's "Compare with…" and dropping two files.

#include "app/support/screenshots.h"
#include "app/support/useractions.h"
#include "compare/comparedialog.h"
#include "compare/comparelauncher.h"
#include "compare/compareview.h"
#include "compare/comparisonchart.h"
#include "compare/deltatable.h"
#include "compare/memoryprofilecomparepage.h"
#include "compare/memoryviewercomparepage.h"
#include "compare/overviewcomparepage.h"
#include "compare/snapshotcomparepage.h"
#include "core/profile/loader.h"
#include "document/profiledocument.h"
#include "mainwindow.h"
#include "models/buffermatchmodel.h"
#include "settings/preferences.h"
#include "sidebar/sidebar.h"
#include "widgets/messagebar.h"
#include "widgets/startpage.h"

#include <QComboBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeView>

using namespace memscope;
using compare::BufferChange;

namespace {

const QString kBefore = QStringLiteral(MEMSCOPE_TEST_DATA "/compare/before.hlo.textproto");
const QString kAfter = QStringLiteral(MEMSCOPE_TEST_DATA "/compare/after.hlo.textproto");

std::shared_ptr<const Profile> load(const QString& path)
{
    const LoadOutcome outcome = loadProfile(path);
    if (!outcome.profile)
        qFatal("cannot load %s: %s", qPrintable(path), qPrintable(outcome.error));
    return outcome.profile;
}

// Two profiles of ../shared/data compared, each side on its default module as the Compare dialog
// leaves it; nullptr when the data is absent.
std::unique_ptr<CompareView> compareSharedData(const char* a, const char* b)
{
    const QString pathA = QStringLiteral(MEMSCOPE_SHARED_DATA "/") + QLatin1String(a);
    const QString pathB = QStringLiteral(MEMSCOPE_SHARED_DATA "/") + QLatin1String(b);
    if (!QFileInfo::exists(pathA) || !QFileInfo::exists(pathB))
        return nullptr;
    auto view = std::make_unique<CompareView>(ComparisonSide { load(pathA), -1 }, ComparisonSide { load(pathB), -1 });
    view->resize(1200, 800);
    view->show();
    return view;
}

QString cell(DeltaTable* table, const QString& row, int column)
{
    QTreeWidgetItem* item = table->rowOf(row);
    return item ? item->text(column) : QStringLiteral("<no row %1>").arg(row);
}

// Moves the mouse over a view's row as a user would.
void hoverRow(QTreeView* view, int row)
{
    const QRect rect = view->visualRect(view->model()->index(row, 0));
    QTest::mouseMove(view->viewport(), rect.center());
    // QTest's move sets the cursor; the view reacts to the event.
    QMouseEvent move(QEvent::MouseMove, rect.center(), view->viewport()->mapToGlobal(rect.center()), Qt::NoButton,
        Qt::NoButton, Qt::NoModifier);
    QCoreApplication::sendEvent(view->viewport(), &move);
}

// Shows the window with each path opened in its tab, in order; false when one did not open.
bool showOpened(MainWindow& window, const QStringList& paths)
{
    window.resize(1400, 900);
    window.show();
    QSignalSpy shown(&window, &MainWindow::profileShown);
    for (const QString& path : paths) {
        const qsizetype before = shown.count();
        window.openPath(path);
        if (!QTest::qWaitFor([&] { return shown.count() > before; }, 10000))
            return false;
    }
    return true;
}

struct ShownComparison
{
    ShownComparison(const QString& a = kBefore, const QString& b = kAfter)
        : view({ load(a), 0 }, { load(b), 0 })
    {
        view.resize(1500, 950);
        view.show();
        if (!QTest::qWaitForWindowExposed(&view))
            qFatal("the comparison was not shown");
    }
    MemoryViewerComparePage* page() { return view.memoryViewerPage(); }
    CompareView view;
};

} // namespace

class TestCompareView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void overviewSideBySide()
    {
        ShownComparison shown;
        QTRY_VERIFY(shown.page()->comparison());
        DeltaTable* figures = shown.page()->figureTable();
        const QString peak = compare::moduleFigureLabel(compare::ModuleFigure::Peak);
        QCOMPARE(cell(figures, peak, DeltaTable::AColumn), QStringLiteral("2.75 MiB"));
        QCOMPARE(cell(figures, peak, DeltaTable::BColumn), QStringLiteral("3.25 MiB"));
        QCOMPARE(cell(figures, peak, DeltaTable::DeltaColumn), QStringLiteral("+512.00 KiB"));
        QCOMPARE(cell(figures, peak, DeltaTable::ChangeColumn), QStringLiteral("+18.18 %"));
        const QString padding = compare::moduleFigureLabel(compare::ModuleFigure::Padding);
        QCOMPARE(cell(figures, padding, DeltaTable::ChangeColumn), QStringLiteral("new"));
        QTabWidget* lists = shown.page()->listTabs();
        QCOMPARE(lists->tabText(0), QStringLiteral("Grown (1)"));
        QCOMPARE(lists->tabText(1), QStringLiteral("Shrunk (0)"));
        QCOMPARE(lists->tabText(2), QStringLiteral("Only in A (0)"));
        QCOMPARE(lists->tabText(3), QStringLiteral("Only in B (1)"));
        QCOMPARE(lists->tabText(4), QStringLiteral("Unchanged (3)"));
        // moved.4 kept its size but moved in program order: the list says so.
        QTreeView* unchanged = shown.page()->listView(BufferChange::Unchanged);
        QStringList moved;
        for (int row = 0; row < unchanged->model()->rowCount(); ++row) {
            if (unchanged->model()
                    ->index(row, BufferMatchModel::MatchColumn)
                    .data()
                    .toString()
                    .endsWith(QStringLiteral(", moved")))
                moved << unchanged->model()->index(row, BufferMatchModel::BufferColumn).data().toString();
        }
        QCOMPARE(moved, QStringList { QStringLiteral("moved.4") });
        // The renamed buffer shows both names.
        QVERIFY(!unchanged->model()
                     ->match(unchanged->model()->index(0, 0), Qt::DisplayRole, QStringLiteral("fusion.3 → fusion.7"))
                     .isEmpty());
        QCOMPARE(shown.page()->moduleBox(ComparisonChart::A)->currentText(), QStringLiteral("jit_step"));
    }

    // The batch-size pair (worked out in tests/core/tst_compare.cpp): add.3 changed
    // shape and grew; its row shows both shapes and names the name-only match,
    // and hovering it puts both shapes on the card.
    void shapeChangeShowsBothShapes()
    {
        ShownComparison shown(QStringLiteral(MEMSCOPE_TEST_DATA "/compare/batch8.hlo.textproto"),
            QStringLiteral(MEMSCOPE_TEST_DATA "/compare/batch16.hlo.textproto"));
        QTRY_VERIFY(shown.page()->comparison());
        QCOMPARE(shown.page()->listTabs()->tabText(0), QStringLiteral("Grown (2)"));
        QTreeView* grown = shown.page()->listView(BufferChange::Grown);
        QCOMPARE(grown->model()->index(0, BufferMatchModel::BufferColumn).data().toString(), QStringLiteral("add.3"));
        QCOMPARE(grown->model()->index(0, BufferMatchModel::ShapeColumn).data().toString(),
            QStringLiteral("f32[8,4096]{1,0} → f32[16,4096]{1,0}"));
        QCOMPARE(grown->model()->index(0, BufferMatchModel::MatchColumn).data().toString(),
            QStringLiteral("instruction, shape changed"));
        hoverRow(grown, 0);
        const QString card = shown.page()->detailsCard()->text();
        QVERIFY2(
            card.contains(QStringLiteral("f32[8,4096]{1,0}")) && card.contains(QStringLiteral("f32[16,4096]{1,0}")),
            qPrintable(card));
    }

    // Hovering the grown buffer shows both sides on the card and shades both lifetimes
    // as the Memory Viewer does: grow.2 lives from 1 to 3 in A and from 0 to 4 in B.
    void hoveringAPairHighlightsBoth()
    {
        ShownComparison shown;
        QTRY_VERIFY(shown.page()->comparison());
        QTreeView* grown = shown.page()->listView(BufferChange::Grown);
        QCOMPARE(grown->model()->rowCount(), 1);
        hoverRow(grown, 0);
        const QString card = shown.page()->detailsCard()->text();
        QVERIFY2(card.contains(QStringLiteral("grow.2")), qPrintable(card));
        QVERIFY(card.contains(QStringLiteral("1.00 MiB")));
        QVERIFY(card.contains(QStringLiteral("1.25 MiB")));
        QVERIFY(card.contains(QStringLiteral("+256.00 KiB")));
        QCOMPARE(shown.page()->chart()->highlight(ComparisonChart::A), std::optional(std::pair(1.0, 3.0)));
        QCOMPARE(shown.page()->chart()->highlight(ComparisonChart::B), std::optional(std::pair(0.0, 4.0)));

        shown.page()->listTabs()->setCurrentIndex(3);
        QTreeView* added = shown.page()->listView(BufferChange::OnlyInB);
        hoverRow(added, 0);
        QVERIFY(shown.page()->detailsCard()->text().contains(QStringLiteral("new.5")));
        QVERIFY(!shown.page()->chart()->highlight(ComparisonChart::A)); // no partner in A
        QCOMPARE(shown.page()->chart()->highlight(ComparisonChart::B), std::optional(std::pair(3.0, 7.0)));
    }

    // Both curves with both peaks; hovering at A's peak (point 3) shows A's 2.75 MiB
    // and B's 3.00 MiB at point 3 (param 1 MiB + grow.2 1.25 + fusion.7 0.5 + moved.4 0.25).
    void chartShowsBothCurvesAndPeaks()
    {
        ShownComparison shown;
        QTRY_VERIFY(shown.page()->comparison());
        ComparisonChart* chart = shown.page()->chart();
        QCOMPARE(chart->series(ComparisonChart::A).points.size(), size_t(7));
        QCOMPARE(chart->series(ComparisonChart::B).points.size(), size_t(9));
        QCOMPARE(chart->peakLabel(ComparisonChart::A), QStringLiteral("Peak A: 2.75 MiB at 3"));
        QCOMPARE(chart->peakLabel(ComparisonChart::B), QStringLiteral("Peak B: 3.25 MiB at 4"));
        const QPointF peak = chart->pixelOf(3, 2.75 * 1048576);
        QVERIFY(chart->plotRect().contains(peak));
        QTest::mouseMove(chart, peak.toPoint());
        QMouseEvent move(QEvent::MouseMove, peak, chart->mapToGlobal(peak), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
        QCoreApplication::sendEvent(chart, &move);
        const QString tip = chart->toolTip();
        QVERIFY2(tip.contains(QStringLiteral("A: jit_step: 2.75 MiB")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("B: jit_step: 3.00 MiB")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("Delta: +256.00 KiB")), qPrintable(tip));

        // Normalised, both run over 0-100 % and both peaks sit half way.
        QComboBox* axis = shown.page()->axisBox();
        axis->setCurrentIndex(1);
        Q_EMIT axis->activated(1);
        QCOMPARE(chart->series(ComparisonChart::A).points.back().x(), 100.0);
        QCOMPARE(chart->series(ComparisonChart::B).points.back().x(), 100.0);
        QCOMPARE(chart->peakLabel(ComparisonChart::A), QStringLiteral("Peak A: 2.75 MiB at 50 %"));
        QCOMPARE(chart->peakLabel(ComparisonChart::B), QStringLiteral("Peak B: 3.25 MiB at 50 %"));
    }

    // Both peaks at the same x: B's label lies on A's falling curve, so it is
    // drawn on the palette's base, where none of A's curve shows through.
    void peakLabelsHideTheCurveBehindThem()
    {
        ComparisonChart chart;
        chart.resize(800, 500);
        // A stays at its peak for a while, as a heap does, right under B's label.
        chart.setSeries(
            ComparisonChart::A, { QStringLiteral("A"), { { 0, 0 }, { 1, 100 << 20 }, { 3, 100 << 20 }, { 4, 0 } }, 1 });
        chart.setSeries(ComparisonChart::B, { QStringLiteral("B"), { { 0, 0 }, { 1, 50 << 20 }, { 4, 0 } }, 1 });
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        const std::optional<QRectF> label = chart.peakLabelRect(ComparisonChart::B);
        QVERIFY(label);
        QVERIFY(!label->intersects(*chart.peakLabelRect(ComparisonChart::A)));
        const QImage image = chart.grab().toImage();
        const QRect inside = label->toAlignedRect().adjusted(2, 2, -2, -2);
        const QColor curveA = chart.colorOf(ComparisonChart::A);
        int curvePixels = 0;
        for (int y = inside.top(); y <= inside.bottom(); ++y) {
            for (int x = inside.left(); x <= inside.right(); ++x)
                curvePixels += image.pixelColor(x, y) == curveA ? 1 : 0;
        }
        QCOMPARE(curvePixels, 0);
        QCOMPARE(image.pixelColor(inside.right(), inside.top()), chart.palette().color(QPalette::Base));
        image.save(test::screenshotPath(QStringLiteral("memscope-gui-compare"), QStringLiteral("peak-labels.png")));
    }

    // Clicking the Delta header sorts a list by the number, both ways.
    void listsSortByDelta()
    {
        // Against itself reversed: B = before, A = after: new.5 only in A, grow.2 shrunk.
        ShownComparison shown(kAfter, kBefore);
        QTRY_VERIFY(shown.page()->comparison());
        QTreeView* onlyA = shown.page()->listView(BufferChange::OnlyInA);
        QCOMPARE(onlyA->model()->rowCount(), 1);
        QTreeView* shrunk = shown.page()->listView(BufferChange::Shrunk);
        shown.page()->listTabs()->setCurrentWidget(shrunk);
        QCOMPARE(
            shrunk->model()->index(0, BufferMatchModel::DeltaColumn).data().toString(), QStringLiteral("−256.00 KiB"));
        // Sorting works on the raw bytes: a proxy over the real pair has several rows.
        QHeaderView* header = shrunk->header();
        const int x = header->sectionViewportPosition(BufferMatchModel::DeltaColumn)
            + header->sectionSize(BufferMatchModel::DeltaColumn) / 2;
        QTest::mouseClick(header->viewport(), Qt::LeftButton, Qt::NoModifier, QPoint(x, header->height() / 2));
        QCOMPARE(header->sortIndicatorSection(), int(BufferMatchModel::DeltaColumn));
        const Qt::SortOrder first = header->sortIndicatorOrder();
        QTest::mouseClick(header->viewport(), Qt::LeftButton, Qt::NoModifier, QPoint(x, header->height() / 2));
        QVERIFY(header->sortIndicatorOrder() != first);
    }

    // A module against itself: nothing grew, so the page opens on the list that has the buffers
    // (the unchanged ones) rather than on an empty "Grown (0)".
    void opensOnAListThatHasBuffers()
    {
        ShownComparison shown(kBefore, kBefore);
        QTRY_VERIFY(shown.page()->comparison());
        QTabWidget* tabs = shown.page()->listTabs();
        QTreeView* unchanged = shown.page()->listView(BufferChange::Unchanged);
        QCOMPARE(shown.page()->listView(BufferChange::Grown)->model()->rowCount(), 0);
        QCOMPARE(tabs->currentWidget(), unchanged);
        QVERIFY(unchanged->isVisible());
        QVERIFY(unchanged->model()->rowCount() > 0);
        QVERIFY(tabs->tabText(tabs->currentIndex()).startsWith(QStringLiteral("Unchanged (")));
    }

    void realModulesSortByDelta()
    {
        const QString path = QStringLiteral(MEMSCOPE_SHARED_DATA "/xprof/tpu_inference_2.xplane.pb");
        if (!QFileInfo::exists(path))
            QSKIP("../shared/data/xprof/tpu_inference_2.xplane.pb is absent");
        const std::shared_ptr<const Profile> profile = load(path);
        CompareView view({ profile, 0 }, { profile, 1 });
        view.resize(1500, 950);
        view.show();
        QTRY_VERIFY_WITH_TIMEOUT(view.memoryViewerPage()->comparison(), 20000);
        for (const BufferChange change :
            { BufferChange::Grown, BufferChange::Shrunk, BufferChange::OnlyInA, BufferChange::OnlyInB }) {
            QTreeView* list = view.memoryViewerPage()->listView(change);
            list->sortByColumn(BufferMatchModel::DeltaColumn, Qt::DescendingOrder);
            for (int row = 1; row < list->model()->rowCount(); ++row)
                QVERIFY(list->model()->index(row - 1, BufferMatchModel::DeltaColumn).data(Qt::UserRole).toLongLong()
                    >= list->model()->index(row, BufferMatchModel::DeltaColumn).data(Qt::UserRole).toLongLong());
        }
    }

    // B has no module of A's name: the page says which it shows instead.
    void unpairedModuleIsNamed()
    {
        const auto compared
            = compareSharedData("tracelens/mi300_jax08_attention.xplane.pb", "tracelens/mi300_jax08_gemm.xplane.pb");
        if (!compared)
            QSKIP("../shared/data/tracelens is absent");
        CompareView& view = *compared;
        QTRY_VERIFY_WITH_TIMEOUT(view.memoryViewerPage()->comparison(), 20000);
        QCOMPARE(
            view.memoryViewerPage()->moduleBox(ComparisonChart::A)->currentText(), QStringLiteral("jit_matmul(59)"));
        QCOMPARE(view.memoryViewerPage()->moduleBox(ComparisonChart::B)->currentText(), QStringLiteral("jit_dot(49)"));
        QVERIFY(view.memoryViewerPage()
                    ->findChild<QLabel*>(QStringLiteral("compareStatus"))
                    ->text()
                    .contains(QStringLiteral("B has no module named jit_matmul")));
    }

    // A profile without an XLA module leaves nothing to compare: the page says so in place of empty views.
    void aSideWithoutModulesIsSaidInPlaceOfTheViews()
    {
        const auto compared = compareSharedData("xprof/gpu_multi_worker.xplane.pb", "xprof/tpu_inference_2.xplane.pb");
        if (!compared)
            QSKIP("../shared/data/xprof is absent");
        CompareView& view = *compared;
        MemoryViewerComparePage* page = view.memoryViewerPage();
        QTRY_VERIFY_WITH_TIMEOUT(!page->error().isEmpty(), 20000);
        QVERIFY(page->error().contains(QStringLiteral("gpu_multi_worker.xplane.pb has no XLA module")));
        const auto* status = page->findChild<QLabel*>(QStringLiteral("compareStatus"));
        QVERIFY(status->isVisibleTo(page));
        QCOMPARE(status->text(), page->error());
        QVERIFY(!page->chart()->isVisibleTo(page));
        QVERIFY(!page->figureTable()->isVisibleTo(page));
        QVERIFY(!page->listTabs()->isVisibleTo(page));
        QStringList exported;
        for (const ExportTarget& target : page->exportTargets())
            exported << target.id;
        QCOMPARE(exported, QStringList { QStringLiteral("compare-memory-viewer") });
    }

    // An allocator in one profile only compares with nothing: the page says so, and what the other has.
    void anAllocatorInOneProfileOnlyIsSaid()
    {
        const auto compared = compareSharedData("xprof/tpu_inference_2.xplane.pb", "xprof/gpu_multi_worker.xplane.pb");
        if (!compared)
            QSKIP("../shared/data/xprof is absent");
        CompareView& view = *compared;
        view.pages()->setCurrentWidget(view.memoryProfilePage());
        QTRY_VERIFY_WITH_TIMEOUT(view.memoryProfilePage()->comparison(), 20000);
        QCOMPARE(view.memoryProfilePage()->allocatorBox()->currentText(), QStringLiteral("0"));
        const QLabel* status = view.memoryProfilePage()->statusLabel();
        QVERIFY(status->isVisibleTo(view.memoryProfilePage()));
        QCOMPARE(status->text(),
            QStringLiteral("Only A has memory ID 0: B's column counts nothing. B's memory IDs: GPU_1_bfc, GPU_4_bfc, "
                           "GPU_6_bfc, gpu_host_bfc."));
        const int gpu = view.memoryProfilePage()->allocatorBox()->findText(QStringLiteral("GPU_1_bfc"));
        QVERIFY(gpu > 0);
        view.memoryProfilePage()->allocatorBox()->setCurrentIndex(gpu);
        Q_EMIT view.memoryProfilePage()->allocatorBox()->activated(gpu);
        QVERIFY(status->text().startsWith(QStringLiteral("Only B has memory ID GPU_1_bfc: A's column counts nothing. "
                                                         "A's memory IDs: 0")));
    }

    void memoryProfileAndOverviewPages()
    {
        ShownComparison shown;
        shown.view.pages()->setCurrentWidget(shown.view.memoryProfilePage());
        // HloProto dumps have no run-time memory events: the page says so.
        QTRY_VERIFY(shown.view.memoryProfilePage()->comparison());
        QVERIFY(shown.view.memoryProfilePage()->statusLabel()->text().contains(QStringLiteral("host_trace_level")));
        shown.view.pages()->setCurrentWidget(shown.view.overviewPage());
        QTRY_VERIFY(shown.view.overviewPage()->comparison());
        QCOMPARE(cell(shown.view.overviewPage()->table(), QStringLiteral("Average step time"), DeltaTable::AColumn),
            QStringLiteral("n/a"));
    }

    void realMemoryProfiles()
    {
        const QString a = QStringLiteral(MEMSCOPE_SHARED_DATA "/xprof/tpu_inference_2.xplane.pb");
        if (!QFileInfo::exists(a))
            QSKIP("../shared/data/xprof/tpu_inference_2.xplane.pb is absent");
        ShownComparison shown(a, a);
        MemoryProfileComparePage* page = shown.view.memoryProfilePage();
        shown.view.pages()->setCurrentWidget(page);
        QTRY_VERIFY_WITH_TIMEOUT(page->comparison(), 30000);
        QVERIFY(page->currentAllocator());
        const QString peak = compare::allocatorFigureLabel(compare::AllocatorFigure::PeakInUse);
        QCOMPARE(cell(page->summaryTable(), peak, DeltaTable::DeltaColumn), QStringLiteral("0 B"));
        QCOMPARE(cell(page->summaryTable(), peak, DeltaTable::ChangeColumn), QStringLiteral("0.00 %"));
        QVERIFY(!page->chart()->series(ComparisonChart::A).points.empty());
        // The same peak at the same time: "Peak A: …" and "Peak B: …" say the same after the side.
        QCOMPARE(
            page->chart()->peakLabel(ComparisonChart::A).mid(6), page->chart()->peakLabel(ComparisonChart::B).mid(6));
        // The time axis prints every tick with the same decimals ("5.000 ms, 10.0 ms" it read), and the
        // curves are steps as in the page's own chart: no sloped segment.
        for (const QSize size : { QSize(900, 400), QSize(400, 300), QSize(1600, 500) }) {
            const QStringList labels = page->chart()->xTickLabels(size);
            QVERIFY(!labels.isEmpty());
            const auto decimalsOf = [](const QString& label) {
                const qsizetype point = label.indexOf(QLatin1Char('.'));
                return point < 0 ? 0 : label.indexOf(QLatin1Char(' ')) - point - 1;
            };
            for (const QString& label : labels)
                QVERIFY2(label.endsWith(QStringLiteral(" ms")) && decimalsOf(label) == decimalsOf(labels.first()),
                    qPrintable(labels.join(QStringLiteral(", "))));
            for (const ComparisonChart::Side side : { ComparisonChart::A, ComparisonChart::B }) {
                const QPolygonF line = page->chart()->curvePixels(side, size);
                QVERIFY(line.size() > 2);
                for (qsizetype i = 1; i < line.size(); ++i)
                    QVERIFY(line[i].x() == line[i - 1].x() || line[i].y() == line[i - 1].y());
            }
        }
    }

    void exportsEveryView()
    {
        ShownComparison shown;
        QTRY_VERIFY(shown.page()->comparison());
        QTRY_VERIFY(shown.view.overviewPage()->comparison());
        QTRY_VERIFY(shown.view.memoryProfilePage()->comparison());
        QTemporaryDir dir;
        QString error;
        QVERIFY2(shown.view.exportAll(
                     dir.path(), { QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf") }, &error),
            qPrintable(error));
        for (const char* name : { "compare-memory-viewer-chart.png", "compare-memory-viewer-chart.svg",
                 "compare-memory-viewer-chart.pdf", "compare-memory-viewer.png", "compare-overview.png",
                 "compare-memory-viewer-buffers.csv", "compare-memory-viewer-figures.csv", "compare-overview.csv" })
            QVERIFY2(QFileInfo(dir.filePath(QLatin1String(name))).size() > 0, name);
        QFile csv(dir.filePath(QStringLiteral("compare-memory-viewer-buffers.csv")));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        QVERIFY(csv.readAll().contains("grown,instruction_and_shape,false,grow.2,grow.2,"));
        // The Export button offers the current page's views and tables.
        shown.view.exportButton()->menu()->aboutToShow();
        QStringList actions;
        for (QAction* action : shown.view.exportButton()->menu()->actions())
            actions << action->text();
        QVERIFY2(actions.contains(QStringLiteral("Save compare-memory-viewer-buffers.csv…")),
            qPrintable(actions.join(QLatin1Char('|'))));
        QVERIFY(actions.contains(QStringLiteral("Memory Viewer Comparison Chart")));
    }

    void lookInDark()
    {
        ShownComparison shown;
        shown.view.setPalette(darkPalette());
        QTRY_VERIFY(shown.page()->comparison());
        hoverRow(shown.page()->listView(BufferChange::Grown), 0);
        QVERIFY(shown.page()->chart()->colorOf(ComparisonChart::A) == darkPalette().color(QPalette::Highlight));
        shown.view.grab().save(
            test::screenshotPath(QStringLiteral("memscope-gui-compare"), QStringLiteral("compare-dark.png")));
    }

    // Two files dropped at once: the window asks, and "Compare" opens a comparison tab.
    void droppingTwoFilesOffersToCompare()
    {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QSignalSpy opened(window.compareLauncher(), &CompareLauncher::comparisonOpened);
        test::clickWhenAsked(QStringLiteral("compareDropQuestion"), QStringLiteral("Compare"));
        QVERIFY(test::dropPaths(&window, { kBefore, kAfter }));
        QTRY_COMPARE_WITH_TIMEOUT(opened.count(), 1, 10000);
        QCOMPARE(window.documents().size(), 0); // compared, not opened
        QCOMPARE(window.documentTabs()->count(), 1);
        auto* view = qobject_cast<CompareView*>(window.documentTabs()->currentWidget());
        QVERIFY(view);
        QCOMPARE(
            window.documentTabs()->tabText(0), QStringLiteral("Compare before.hlo.textproto ↔ after.hlo.textproto"));
        // The title bar names what is compared, as it names a profile's file.
        QCOMPARE(window.windowTitle(), QStringLiteral("Compare before.hlo.textproto ↔ after.hlo.textproto — Memscope"));
        QTRY_VERIFY(view->memoryViewerPage()->comparison());
        QCOMPARE(view->memoryViewerPage()->comparison()->figure(compare::ModuleFigure::Peak).delta(), 524288);
        // The window's Export menu offers the comparison's views and tables.
        QMenu* exportMenu = window.menuBar()->actions().at(2)->menu();
        Q_EMIT exportMenu->aboutToShow();
        QStringList entries;
        for (QAction* action : exportMenu->actions())
            entries << action->text();
        QVERIFY2(entries.contains(QStringLiteral("Save compare-memory-viewer-buffers.csv…")),
            qPrintable(entries.join(QLatin1Char('|'))));
        // Ctrl+W closes the comparison like a profile.
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTest::keySequence(&window, QKeySequence::Close);
        QTRY_COMPARE(window.documentTabs()->count(), 0);
        QVERIFY(window.startPage()->isVisible());
        QCOMPARE(window.windowTitle(), QStringLiteral("Memscope"));
    }

    // A file that cannot be loaded: the message bar names it, and no comparison opens.
    void unreadableFileIsReported()
    {
        MainWindow window;
        window.show();
        QSignalSpy opened(window.compareLauncher(), &CompareLauncher::comparisonOpened);
        window.compareLauncher()->compareFiles(kBefore, QStringLiteral("/nonexistent/other.xplane.pb"));
        QTRY_VERIFY(window.messageBar()->kind() == MessageBar::Kind::Error && window.messageBar()->isVisible());
        QVERIFY2(window.messageBar()->text().contains(QStringLiteral("/nonexistent/other.xplane.pb")),
            qPrintable(window.messageBar()->text()));
        QCOMPARE(opened.count(), 0);
        QCOMPARE(window.documentTabs()->count(), 0);
    }

    // An out-of-memory log has no modules, memory profile or steps: File > Compare… does not offer
    // it, and comparing it as a file says why instead of opening a comparison of empty pages.
    void outOfMemoryReportsAreNotCompared()
    {
        const QString log = QStringLiteral(MEMSCOPE_TEST_DATA "/oom/tpu_hbm.log");
        MainWindow window;
        QVERIFY(showOpened(window, { kBefore, log }));
        QStringList offered[2];
        test::whenModalAppears(QStringLiteral("compareDialog"), [&offered](QWidget* widget) {
            auto* dialog = qobject_cast<CompareDialog*>(widget);
            for (int side = 0; side < 2; ++side) {
                for (int item = 0; item < dialog->sourceBox(side)->count(); ++item)
                    offered[side] << dialog->sourceBox(side)->itemText(item);
            }
            dialog->reject();
        });
        window.compareLauncher()->chooseAndCompare(window.documents().last()); // from the log's tab
        QTRY_VERIFY(!offered[0].isEmpty());
        QCOMPARE(offered[0], QStringList { QStringLiteral("before.hlo.textproto") });
        QCOMPARE(offered[1], QStringList { QStringLiteral("before.hlo.textproto") });

        QSignalSpy opened(window.compareLauncher(), &CompareLauncher::comparisonOpened);
        window.compareLauncher()->compareFiles(kBefore, log);
        QTRY_VERIFY(window.messageBar()->kind() == MessageBar::Kind::Error && window.messageBar()->isVisible());
        const QString message = window.messageBar()->text();
        QVERIFY2(message.contains(QStringLiteral("tpu_hbm.log holds XLA out-of-memory reports, not a profile")),
            qPrintable(message));
        QCOMPARE(opened.count(), 0);
        QCOMPARE(window.documentTabs()->count(), 2);
    }

    // Two PyTorch snapshots: a page of their own with the figures and the peaks by call stack, as
    // memscope-report compare prints them; a snapshot against a profile is refused, naming both.
    void comparesTwoSnapshots()
    {
        const QString pathA = QStringLiteral(MEMSCOPE_SHARED_DATA "/pytorch/cs336_benchmark_memory_snapshot.pickle");
        const QString pathB = QStringLiteral(MEMSCOPE_SHARED_DATA "/pytorch/cs336_ddp_memory_snapshot.pickle");
        if (!QFileInfo::exists(pathA) || !QFileInfo::exists(pathB))
            QSKIP("no ../shared/data in this checkout");
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QSignalSpy opened(window.compareLauncher(), &CompareLauncher::comparisonOpened);
        window.compareLauncher()->compareFiles(pathA, pathB);
        QTRY_COMPARE_WITH_TIMEOUT(opened.count(), 1, 20000);
        auto* view = qobject_cast<CompareView*>(window.documentTabs()->currentWidget());
        QVERIFY(view);
        QCOMPARE(view->pages()->count(), 1);
        QCOMPARE(view->pages()->tabText(0), QStringLiteral("PyTorch Snapshots"));
        QVERIFY(!view->memoryViewerPage() && !view->overviewPage());
        SnapshotComparePage* page = view->snapshotsPage();
        QTRY_VERIFY_WITH_TIMEOUT(page->comparison(), 20000);
        QCOMPARE(page->deviceChoice()->currentText(), QStringLiteral("cuda:0"));
        DeltaTable* figures = page->figures();
        QCOMPARE(cell(figures, QStringLiteral("Peak allocated"), DeltaTable::AColumn), QStringLiteral("3.58 GiB"));
        QCOMPARE(cell(figures, QStringLiteral("Peak allocated"), DeltaTable::BColumn), QStringLiteral("12.97 GiB"));
        QCOMPARE(cell(figures, QStringLiteral("Segments"), DeltaTable::DeltaColumn), QStringLiteral("+120"));
        // The stacks, largest change first: the einsum outputs only B holds at its peak, with their frames.
        DeltaTable* stacks = page->stacks();
        QCOMPARE(stacks->topLevelItemCount(), 40);
        QTreeWidgetItem* first = stacks->topLevelItem(0);
        QVERIFY2(first->text(DeltaTable::LabelColumn).startsWith(QLatin1String("einsum  "))
                && first->text(DeltaTable::LabelColumn).endsWith(QStringLiteral(" — 0 → 24 allocations")),
            qPrintable(first->text(DeltaTable::LabelColumn)));
        QCOMPARE(first->text(DeltaTable::DeltaColumn), QStringLiteral("+2.25 GiB"));
        QVERIFY(first->childCount() > 3);
        // Its CSVs are those of the command line.
        const QList<std::pair<QString, QByteArray>> tables = page->csvExports();
        QCOMPARE(tables.size(), 2);
        QCOMPARE(tables[1].first, QStringLiteral("compare-snapshot-stacks"));
        QCOMPARE(tables[1].second.count('\n'), 41);

        // A snapshot and a profile: refused, naming both.
        window.compareLauncher()->compareFiles(pathA, kBefore);
        QTRY_VERIFY(window.messageBar()->kind() == MessageBar::Kind::Error && window.messageBar()->isVisible());
        QVERIFY2(window.messageBar()->text().contains(
                     QLatin1String("cs336_benchmark_memory_snapshot.pickle is a PyTorch memory snapshot and")),
            qPrintable(window.messageBar()->text()));
        QCOMPARE(opened.count(), 1);
    }

    // File > Compare… and the module list's "Compare with…" over two open profiles.
    void compareOpenProfilesFromTheMenus()
    {
        MainWindow window;
        QVERIFY(showOpened(window, { kBefore, kAfter }));
        ProfileDocument* before = window.documents().first();

        // The module list's context menu, at the first row.
        window.documentTabs()->setCurrentWidget(before);
        QTreeView* modules = before->sidebar()->moduleView();
        QTRY_VERIFY(modules->model()->rowCount() > 0);
        QString menuText;
        test::whenModalAppears(QStringLiteral("moduleContextMenu"), [&menuText](QWidget* widget) {
            auto* menu = qobject_cast<QMenu*>(widget);
            menuText = menu->actions().first()->text();
            menu->close();
        });
        Q_EMIT modules->customContextMenuRequested(modules->visualRect(modules->model()->index(0, 0)).center());
        QCOMPARE(menuText, QStringLiteral("Compare with…"));
        // Its action opens the dialog with A on that profile and module; cancelled, nothing opens.
        QString sourceA;
        QString moduleA;
        test::whenModalAppears(QStringLiteral("moduleContextMenu"),
            [](QWidget* widget) { qobject_cast<QMenu*>(widget)->actions().first()->trigger(); });
        test::whenModalAppears(QStringLiteral("compareDialog"), [&](QWidget* widget) {
            auto* dialog = qobject_cast<CompareDialog*>(widget);
            sourceA = dialog->sourceBox(0)->currentText();
            moduleA = dialog->moduleBox(0)->currentText();
            dialog->reject();
        });
        Q_EMIT modules->customContextMenuRequested(modules->visualRect(modules->model()->index(0, 0)).center());
        QTRY_COMPARE(sourceA, QStringLiteral("before.hlo.textproto"));
        QCOMPARE(moduleA, QStringLiteral("jit_step"));
        QCOMPARE(window.documentTabs()->count(), 2);

        // File > Compare…: A is the current profile, B the other open one.
        window.documentTabs()->setCurrentIndex(1);
        QSignalSpy opened(window.compareLauncher(), &CompareLauncher::comparisonOpened);
        test::whenModalAppears(QStringLiteral("compareDialog"), [](QWidget* widget) {
            auto* dialog = qobject_cast<CompareDialog*>(widget);
            QCOMPARE(dialog->sourceBox(0)->currentText(), QStringLiteral("after.hlo.textproto"));
            QCOMPARE(dialog->sourceBox(1)->currentText(), QStringLiteral("before.hlo.textproto"));
            QCOMPARE(dialog->moduleBox(0)->currentText(), QStringLiteral("jit_step"));
            QCOMPARE(dialog->moduleBox(1)->currentText(), QStringLiteral("Paired by name"));
            dialog->compareButton()->click();
        });
        QAction* compareAction = nullptr;
        for (QAction* action : window.findChildren<QAction*>()) {
            if (action->text() == QStringLiteral("Co&mpare…"))
                compareAction = action;
        }
        QVERIFY(compareAction);
        compareAction->trigger();
        QTRY_COMPARE(opened.count(), 1);
        auto* view = qobject_cast<CompareView*>(window.documentTabs()->currentWidget());
        QVERIFY(view);
        QTRY_VERIFY(view->memoryViewerPage()->comparison());
        QCOMPARE(view->memoryViewerPage()->comparison()->count(BufferChange::OnlyInA), 1); // after against before
        QCOMPARE(window.documents().size(), 2); // the profiles stay open
    }
};

QTEST_MAIN(TestCompareView)
#include "tst_compareview.moc"
