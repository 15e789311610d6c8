// SPDX-License-Identifier: Apache-2.0
// A PyTorch memory snapshot in the window: its own tab with the peak the Memory Viewer way, the
// findings and the allocator's state, opened as a user opens a file, hovered and clicked at
// computed positions.

#include "core/profile/loadservice.h"
#include "core/support/loopsnapshot.h"
#include "core/torch/snapshotmemory.h"
#include "core/util/units.h"
#include "document/loadingpanel.h"
#include "document/profiledocument.h"
#include "export/export.h"
#include "generator/torchsnapshot.h"
#include "mainwindow.h"
#include "memoryviewer/bufferdetailcard.h"
#include "memoryviewer/bufferstripview.h"
#include "memoryviewer/memoryviewerpage.h"
#include "memoryviewer/programorderchart.h"
#include "models/activememoryraster.h"
#include "models/bufferselection.h"
#include "models/peakbuffermodel.h"
#include "torch/activememorytimeline.h"
#include "torch/allocatorstatemap.h"
#include "torch/snapshottool.h"

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSlider>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeWidget>
#include <QWheelEvent>

using namespace memscope;

namespace {

const QString kSharedData = QStringLiteral(MEMSCOPE_SHARED_DATA);

// The window with one snapshot opened from its path, and its tool once the device is shown.
struct OpenedSnapshot
{
    MainWindow window;
    ProfileDocument* document = nullptr;
    SnapshotTool* tool = nullptr;

    bool open(const QString& path)
    {
        window.resize(1400, 950);
        window.show();
        document = window.openPath(path);
        if (!document)
            return false;
        tool = document->findChild<SnapshotTool*>();
        return tool && QTest::qWaitFor([this] { return tool->shownDevice() >= 0; }, 20000);
    }
    BufferDetailCard* card() const { return qobject_cast<BufferDetailCard*>(tool->detailCard()); }
};

} // namespace

// `opened`: the window with ../shared/data/pytorch/<file>.pickle opened and shown; the test is
// skipped without the shared data.
#define OPEN_SNAPSHOT_OR_SKIP(opened, file)                                                                            \
    const QString path = kSharedData + QStringLiteral("/pytorch/" file ".pickle");                                     \
    if (!QFileInfo::exists(path))                                                                                      \
        QSKIP("no ../shared/data in this checkout");                                                                   \
    OpenedSnapshot opened;                                                                                             \
    QVERIFY(opened.open(path))

class TestSnapshotPage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void opensInItsOwnTabWithThePeak()
    {
        OPEN_SNAPSHOT_OR_SKIP(opened, "cs336_benchmark_memory_snapshot");
        // One tab, the snapshot's, shown; the XLA pages are not offered.
        QCOMPARE(opened.document->currentToolPage(), static_cast<ToolPage*>(opened.tool));
        int visibleTabs = 0;
        for (int index = 0; index < opened.document->toolBar()->count(); ++index)
            visibleTabs += opened.document->toolBar()->isTabVisible(index) ? 1 : 0;
        QCOMPARE(visibleTabs, 1);
        QCOMPARE(opened.tool->deviceChoice()->currentText(), QStringLiteral("cuda:0"));

        // The peak, as memscope-report and the reference script give it (tst_torchsnapshot).
        MemoryViewerPage* page = opened.tool->page();
        QVERIFY2(page->overviewText().contains(
                     QStringLiteral("Peak: %1 allocated after action 1232").arg(formatBytes(qint64(3849232640)))),
            qPrintable(page->overviewText()));
        QVERIFY2(page->overviewText().contains(QLatin1String("96 segments")), qPrintable(page->overviewText()));
        QCOMPARE(page->model()->rowCount(), 455);
        QCOMPARE(page->stripView(0)->title(), QStringLiteral("by Allocation Order (455)"));
        QCOMPARE(page->stripView(1)->title(), QStringLiteral("by Size (455)"));
        QCOMPARE(page->chart()->lastProgramOrder(), 4324);
        QVERIFY(page->chart()->isVisible());
        QCOMPARE(page->table()->model()->headerData(PeakBufferModel::UnpaddedColumn, Qt::Horizontal).toString(),
            QStringLiteral("Requested size"));

        // Hovering the largest allocation describes it on the card and draws its lifetime on the chart.
        BufferStripView* bySize = page->stripView(1);
        const int largest = bySize->rowsInOrder().front();
        QTest::mouseMove(bySize, bySize->segmentRect(largest).center().toPoint());
        QCOMPARE(page->selection()->focusedRow(), largest);
        const memoryviewer::PeakBuffer& buffer = *page->model()->buffer(largest);
        BufferDetailCard* card = opened.card();
        QCOMPARE(card->titleText(), page->model()->rows()->text(buffer.instructionName));
        QVERIFY(card->rowText(BufferDetailCard::ShapeRow).startsWith(QLatin1String("0x")));
        QVERIFY(!card->rowText(BufferDetailCard::LifetimeRow).isEmpty());
        QVERIFY(!card->detailsText().contains(QLatin1String("program order")));
        QVERIFY(card->detailsText().contains(QLatin1String("Address:")));
        const auto overlay = page->chart()->overlay();
        QVERIFY(overlay.has_value());
        QCOMPARE(overlay->start, buffer.spanStart);
        QCOMPARE(overlay->limit, buffer.spanLimit);
        QCOMPARE(overlay->bytes, double(buffer.sizeBytes));

        // The chart's tooltip at the peak speaks of actions, not of an HLO schedule.
        const QString peakPoint = page->chart()->pointDescription(1232);
        QVERIFY2(peakPoint.startsWith(
                     QStringLiteral("After action 1232\nAllocated: %1").arg(formatBytes(qint64(3849232640)))),
            qPrintable(peakPoint));

        // By source line: the top frames share the 455 allocations at the peak; the first (the
        // program's entry) holds most of them.
        QTreeWidget* sourceLines = opened.tool->sourceLines();
        QVERIFY(sourceLines->topLevelItemCount() > 0);
        int allocations = 0;
        for (int index = 0; index < sourceLines->topLevelItemCount(); ++index)
            allocations += sourceLines->topLevelItem(index)->text(3).toInt();
        QCOMPARE(allocations, 455);
        QVERIFY(sourceLines->topLevelItem(0)->isExpanded());

        // Findings: no out-of-memory event; the allocations made in the trace and never freed in it
        // (222 of them, 1.42 GiB: optimizer state made during the trace that replaces state freed
        // in it), largest first, each with its stack; the file records one step, so no iterations.
        QTreeWidget* findings = opened.tool->findings();
        QCOMPARE(findings->topLevelItemCount(), 3);
        QVERIFY2(findings->topLevelItem(1)->text(0).startsWith(
                     QLatin1String("Growth from one iteration to the next: no iterations found")),
            qPrintable(findings->topLevelItem(1)->text(0)));
        QCOMPARE(findings->topLevelItem(0)->text(0), QStringLiteral("Out of memory: none"));
        QTreeWidgetItem* never = findings->topLevelItem(2);
        QCOMPARE(never->text(0), QStringLiteral("Never freed in the trace: 222 allocations, 1.42 GiB"));
        QCOMPARE(never->childCount(), 222);
        QCOMPARE(never->child(0)->text(1), QStringLiteral("147.24 MiB"));
        QVERIFY2(never->child(0)->text(0).startsWith(QLatin1String("step  ")), qPrintable(never->child(0)->text(0)));
        QVERIFY(never->child(0)->childCount() > 0); // its stack

        // The allocator's state when the snapshot was taken: the device's 96 segments, by address,
        // each with its blocks.
        QTreeWidget* segments = opened.tool->segments();
        QTRY_COMPARE(segments->topLevelItemCount(), 96);
        int blocks = 0;
        for (int index = 0; index < segments->topLevelItemCount(); ++index)
            blocks += segments->topLevelItem(index)->childCount();
        QVERIFY(blocks >= 96);

        // Export offers the chart, the three views and the page, not an allocation timeline.
        QStringList targets;
        for (const ExportTarget& target : opened.tool->exportTargets())
            targets << target.id;
        QVERIFY2(targets.contains(QLatin1String("memory-viewer-chart")), qPrintable(targets.join(u',')));
        QVERIFY2(targets.contains(QLatin1String("buffers-by-size")), qPrintable(targets.join(u',')));
        QVERIFY2(!targets.contains(QLatin1String("allocation-timeline")), qPrintable(targets.join(u',')));
    }

    // Every allocation on the Active Memory Timeline: hovering a band names it, a click pins it in
    // every view, the wheel zooms around the cursor and Esc shows the whole trace again.
    void theTimelineHoversPinsAndZooms()
    {
        OPEN_SNAPSHOT_OR_SKIP(opened, "cs336_benchmark_memory_snapshot");
        ActiveMemoryTimeline* timeline = opened.tool->timeline();
        opened.tool->views()->setCurrentIndex(opened.tool->views()->indexOf(timeline->parentWidget()));
        QTRY_VERIFY(timeline->isVisible());
        timeline->repaint(); // lays the bands out for this size

        MemoryViewerPage* page = opened.tool->page();
        const int largestRow = page->stripView(1)->rowsInOrder().front();
        const memoryviewer::PeakBuffer& largest = *page->model()->buffer(largestRow);
        const QRect band = timeline->allocationRect(largest.logicalBufferId);
        QVERIFY(!band.isEmpty());
        // A point well inside the band (its neighbours in it too): the summary of a zoomed range
        // may draw the band's edges a pixel off.
        const auto within = [&](QPoint point) {
            for (const QPoint step : { QPoint(0, 0), QPoint(-3, 0), QPoint(3, 0), QPoint(0, -3), QPoint(0, 3) }) {
                if (timeline->allocationAt(point + step) != largest.logicalBufferId)
                    return false;
            }
            return true;
        };
        QPoint inside;
        for (int x = band.left(); x <= band.right() && inside.isNull(); ++x) {
            for (int y = band.top(); y <= band.bottom() && inside.isNull(); ++y) {
                if (within(QPoint(x, y)))
                    inside = QPoint(x, y);
            }
        }
        QVERIFY(!inside.isNull());
        QTest::mouseMove(timeline, inside);
        QCOMPARE(timeline->hoveredAllocation(), largest.logicalBufferId);
        const QString label = page->model()->rows()->text(largest.label);
        QVERIFY2(
            opened.tool->hoverText().startsWith(label + QStringLiteral(" — %1").arg(formatBytes(largest.sizeBytes))),
            qPrintable(opened.tool->hoverText()));

        QTest::mouseClick(timeline, Qt::LeftButton, {}, inside);
        QCOMPARE(page->selection()->selectedRow(), largestRow);
        QCOMPARE(opened.card()->titleText(), label);

        const double span = timeline->visibleLast() - timeline->visibleFirst();
        QWheelEvent wheel(QPointF(inside), timeline->mapToGlobal(QPointF(inside)), QPoint(), QPoint(0, 240),
            Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(timeline, &wheel);
        QVERIFY(timeline->visibleLast() - timeline->visibleFirst() < span * 0.7);
        // At once the image shown is the old one stretched about the cursor: the band under it
        // is still the one pinned, and so it is once the zoomed range's own summary has arrived.
        QVERIFY(timeline->isBuilding());
        QCOMPARE(timeline->allocationAt(inside), largest.logicalBufferId);
        const QRect stretched = timeline->allocationRect(largest.logicalBufferId);
        QVERIFY2(stretched.width() >= band.width() && stretched.contains(inside),
            qPrintable(QStringLiteral("%1 -> %2").arg(band.width()).arg(stretched.width())));
        // The zoomed range's own summary samples each narrower column again (bands freed inside a
        // column may move the ones above): the band is drawn still, and hovering it names it.
        QTRY_VERIFY(!timeline->isBuilding());
        const QRect zoomed = timeline->allocationRect(largest.logicalBufferId);
        QVERIFY(!zoomed.isEmpty());
        QVERIFY(qAbs(zoomed.width() - stretched.width()) <= 2);
        QPoint again;
        for (int y = zoomed.top(); y <= zoomed.bottom() && again.isNull(); ++y) {
            if (timeline->allocationAt(QPoint(zoomed.center().x(), y)) == largest.logicalBufferId)
                again = QPoint(zoomed.center().x(), y);
        }
        QVERIFY(!again.isNull());
        QTest::mouseMove(timeline, again);
        QCOMPARE(timeline->hoveredAllocation(), largest.logicalBufferId);
        QTest::keyClick(timeline, Qt::Key_Escape);
        QCOMPARE(timeline->visibleLast() - timeline->visibleFirst(), span);
    }

    // A click on a strip pins the allocation: the table follows, and the card comes back to it
    // once another has been hovered and left.
    void clickingPinsAnAllocation()
    {
        OPEN_SNAPSHOT_OR_SKIP(opened, "cs336_ddp_memory_snapshot");
        MemoryViewerPage* page = opened.tool->page();
        QCOMPARE(page->model()->rowCount(), 504);
        BufferStripView* byOrder = page->stripView(0);
        // The widest segment, so that its middle is its own pixel whatever the window's width.
        int widest = 0;
        for (const int row : byOrder->rowsInOrder()) {
            if (byOrder->segmentRect(row).width() > byOrder->segmentRect(widest).width())
                widest = row;
        }
        QTest::mouseClick(byOrder, Qt::LeftButton, {}, byOrder->segmentRect(widest).center().toPoint());
        QCOMPARE(page->selection()->selectedRow(), widest);
        const QModelIndexList selected = page->table()->selectionModel()->selectedRows();
        QCOMPARE(selected.size(), 1);
        const QString pinned = opened.card()->titleText();
        QVERIFY(!pinned.isEmpty());
        QTest::mouseMove(byOrder, byOrder->segmentRect(widest == 0 ? 1 : 0).center().toPoint());
        QTest::mouseMove(page->chart(), QPoint(2, 2));
        QCOMPARE(opened.card()->titleText(), pinned);
    }
    // The Allocator State at any point: it opens on the snapshot's own state, Peak moves it to just
    // after the peak action, a click on the Active Memory Timeline to the action under the cursor;
    // the figures, the picture and the list agree with the core's reconstruction there, a hovered
    // block is named and a clicked one is found in the list. The Cached Segment Timeline shows the
    // segments reserved (in this file all before the trace, so its curve is the reserved total).
    // A loop that keeps 1 MiB a step: Findings says memory grows, by how much over how many
    // iterations, and names the stack that holds the growth; the Peak tab's introduction says so too.
    void growthFromOneIterationToTheNext()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("loop.pickle"));
        QCOMPARE(test::writeLeakingLoopSnapshot(path), QString());
        OpenedSnapshot opened;
        QVERIFY(opened.open(path));
        SnapshotTool* tool = opened.tool;
        QTreeWidget* findings = tool->findings();
        tool->views()->setCurrentIndex(tool->views()->indexOf(findings->parentWidget()));
        QTRY_VERIFY(findings->isVisible());
        QTreeWidgetItem* growth = nullptr;
        for (int i = 0; i < findings->topLevelItemCount(); ++i) {
            if (findings->topLevelItem(i)->text(0).startsWith(QLatin1String("Memory grows from one iteration")))
                growth = findings->topLevelItem(i);
        }
        QVERIFY(growth);
        QVERIFY2(growth->text(0).contains(QRegularExpression(QStringLiteral("\\+\\d+\\.00 MiB over \\d+ iterations"))),
            qPrintable(growth->text(0)));
        QVERIFY(growth->isExpanded());
        // Its rows: where iterations start, live at each start, and the one stack that grew.
        QCOMPARE(growth->childCount(), 3);
        QVERIFY2(growth->child(0)->text(0).startsWith(QLatin1String("Each starts with an allocation at ")),
            qPrintable(growth->child(0)->text(0)));
        QTreeWidgetItem* grew = growth->child(2);
        QCOMPARE(grew->childCount(), 1);
        QVERIFY2(grew->child(0)->text(1).startsWith(QLatin1String("+")), qPrintable(grew->child(0)->text(1)));
        QVERIFY(grew->child(0)->childCount() > 0); // its stack
        // What the user sees: the group is on screen, under the out-of-memory one and above the long
        // list of never-freed allocations.
        QCOMPARE(findings->indexOfTopLevelItem(growth), 1);
        QVERIFY(findings->viewport()->rect().intersects(findings->visualItemRect(growth)));
    }

    // Every chart as an image and every tree as CSV: from the Export button and into a folder (the
    // Export menu's "everything" and memscope --export).
    void exportsEveryViewAndTable()
    {
        OPEN_SNAPSHOT_OR_SKIP(opened, "cs336_benchmark_memory_snapshot");
        SnapshotTool* tool = opened.tool;
        QTRY_VERIFY(tool->shownState());
        QStringList ids;
        for (const ExportTarget& target : tool->exportTargets())
            ids << target.id;
        for (const char* id :
            { "memory-viewer-chart", "active-memory-timeline", "allocator-state", "cached-segment-timeline" })
            QVERIFY2(ids.contains(QLatin1String(id)), qPrintable(ids.join(QLatin1Char(' '))));

        auto* button = tool->findChild<QToolButton*>(QStringLiteral("exportButton"));
        QVERIFY(button && button->isEnabled());
        Q_EMIT button->menu()->aboutToShow();
        QStringList entries;
        for (const QAction* action : button->menu()->actions())
            entries << action->text();
        QVERIFY2(entries.contains(QStringLiteral("Active Memory Timeline"))
                && entries.contains(QStringLiteral("Allocator State, after event 6486 of 6486 (+50.647 ms)"))
                && entries.contains(QStringLiteral("Findings as CSV…"))
                && entries.contains(QStringLiteral("Segments and Blocks as CSV…")),
            qPrintable(entries.join(QLatin1Char('|'))));

        QTemporaryDir dir;
        QString error;
        QVERIFY2(tool->exportAll(dir.path(), { QStringLiteral("png") }, &error), qPrintable(error));
        // The timeline is drawn, not blank: most of its plot is bands.
        const QImage timeline(dir.filePath(QStringLiteral("active-memory-timeline.png")));
        QVERIFY(!timeline.isNull());
        QSet<QRgb> colours;
        for (int x = 0; x < timeline.width(); x += 7)
            colours.insert(timeline.pixel(x, timeline.height() / 2));
        QVERIFY2(colours.size() > 10, qPrintable(QString::number(colours.size())));
        QVERIFY(!QImage(dir.filePath(QStringLiteral("allocator-state.png"))).isNull());
        QVERIFY(!QImage(dir.filePath(QStringLiteral("cached-segment-timeline.png"))).isNull());
        QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("peak-buffers.csv"))));

        const auto lines = [&](const char* name) {
            QFile file(dir.filePath(QLatin1String(name)));
            return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()).split(QStringLiteral("\r\n"))
                                                  : QStringList();
        };
        const QStringList findings = lines("snapshot-findings.csv");
        QCOMPARE(findings.value(0), QStringLiteral("level,Finding,Size,When"));
        QVERIFY(findings.contains(QStringLiteral("0,\"Never freed in the trace: 222 allocations, 1.42 GiB\",,")));
        const QStringList segments = lines("snapshot-segments.csv");
        QCOMPARE(segments.filter(QRegularExpression(QStringLiteral("^0,"))).size(), 96);
        QVERIFY(lines("snapshot-by-source-line.csv").size() > 10);
    }

    // One stream at a time: the generator's snapshot has the default stream and a second one.
    // A snapshot still read when its preview is due: the document shows the trace events read so far
    // on the Active Memory Timeline, under a strip that says the file is still read (with its
    // progress and Cancel), the other views waiting; then the whole file replaces it.
    void aPreviewWhileTheSnapshotIsRead()
    {
        QTemporaryDir dir;
        generator::TorchSnapshotOptions options;
        options.eventsPerDevice = 30000;
        options.devices = 2;
        options.distinctStacks = 300;
        const QString path = dir.filePath(QStringLiteral("large.pickle"));
        QCOMPARE(generator::writeTorchSnapshot(options, path, nullptr), QString());

        ProfileDocument document;
        document.resize(1200, 800);
        document.show();
        auto* tool = document.findChild<SnapshotTool*>();
        document.loadService()->setPreviewAfter(0);
        std::shared_ptr<const Profile> preview;
        bool stripShown = false;
        bool onlyTheTimeline = false;
        QString title;
        // Connected after the document's own handler: what the user sees once the preview is there.
        connect(document.loadService(), &LoadService::previewed, this, [&](std::shared_ptr<const Profile> shown) {
            preview = std::move(shown);
            QCOMPARE(document.profile(), preview);
            title = document.title();
            for (const LoadingPanel* panel : document.findChildren<LoadingPanel*>())
                // Esc stays the timeline's (the whole trace again), not a way to lose the load.
                stripShown |= panel->isVisible() && panel->cancelButton()->isEnabled()
                    && panel->cancelButton()->shortcut().isEmpty();
            onlyTheTimeline = tool->views()->currentWidget()->isAncestorOf(tool->timeline());
            for (int tab = 0; tab < tool->views()->count(); ++tab)
                onlyTheTimeline &= tool->views()->isTabEnabled(tab) == (tab == tool->views()->currentIndex());
            onlyTheTimeline &= tool->exportTargets().isEmpty();
        });
        QSignalSpy loaded(&document, &ProfileDocument::profileShown);
        document.open(path);
        QVERIFY(loaded.wait(20000));
        QVERIFY(preview && preview->torchSnapshot->preview);
        QCOMPARE(title, QStringLiteral("large.pickle (loading)"));
        QVERIFY(stripShown);
        QVERIFY(onlyTheTimeline);
        // The whole file replaces it: every view back, the strip gone.
        QTRY_VERIFY_WITH_TIMEOUT(tool->shownDevice() >= 0, 20000);
        QVERIFY(!document.profile()->torchSnapshot->preview);
        QCOMPARE(document.title(), QStringLiteral("large.pickle"));
        for (const LoadingPanel* panel : document.findChildren<LoadingPanel*>())
            QVERIFY(!panel->isVisible());
        for (int tab = 0; tab < tool->views()->count(); ++tab)
            QVERIFY(tool->views()->isTabEnabled(tab));
        QVERIFY(!tool->exportTargets().isEmpty());

        // The preview on its own (the file above is read before its analysis could end): its
        // timeline, with what hovering says of a band not freed in the part read.
        SnapshotTool previewTool;
        previewTool.resize(1200, 800);
        previewTool.setVisible(true);
        QSignalSpy previewShown(&previewTool, &SnapshotTool::previewShown);
        previewTool.setProfile(preview);
        QVERIFY(previewShown.wait(20000));
        QCOMPARE(previewShown[0][0].toLongLong(), preview->torchSnapshot->devices.front().device);
        QVERIFY2(previewTool.hoverText().contains(QLatin1String("read so far")), qPrintable(previewTool.hoverText()));
        ActiveMemoryTimeline* timeline = previewTool.timeline();
        QVERIFY(QTest::qWaitForWindowExposed(&previewTool));
        QTRY_VERIFY(timeline->isVisible());
        timeline->repaint();
        QTRY_VERIFY(!timeline->isBuilding());
        const torch::DeviceMemory memory
            = torch::analyseDevice(*preview->torchSnapshot, preview->torchSnapshot->devices.front().device);
        QCOMPARE(memory.eventCount, qint64(preview->torchSnapshot->events.size()));
        // A band still live where the part read ends, and a pixel of it that is its own.
        QPoint stillLive;
        qint64 allocation = -1;
        for (size_t i = 0; i < memory.allocations.size() && allocation < 0; ++i) {
            if (memory.allocations[i].died >= 0)
                continue;
            const QRect band = timeline->allocationRect(qint64(i));
            for (int x = band.left(); x <= band.right() && allocation < 0; x += 2) {
                for (int y = band.top(); y <= band.bottom() && allocation < 0; ++y) {
                    if (timeline->allocationAt(QPoint(x, y)) == qint64(i)) {
                        stillLive = QPoint(x, y);
                        allocation = qint64(i);
                    }
                }
            }
        }
        QVERIFY(allocation >= 0);
        QMouseEvent move(QEvent::MouseMove, QPointF(stillLive), timeline->mapToGlobal(QPointF(stillLive)), Qt::NoButton,
            Qt::NoButton, Qt::NoModifier);
        QApplication::sendEvent(timeline, &move);
        QCOMPARE(timeline->hoveredAllocation(), allocation);
        QVERIFY2(previewTool.hoverText().contains(QLatin1String("freed: not in what is read so far")),
            qPrintable(previewTool.hoverText()));
        QVERIFY(previewTool.exportTargets().isEmpty());
    }

    // A file that turns out damaged after its preview was shown: the preview goes with the load, so
    // the document shows no partial snapshot as if it were the file.
    void aPreviewGoesWithAFailedRead()
    {
        QTemporaryDir dir;
        generator::TorchSnapshotOptions options;
        options.eventsPerDevice = 30000;
        const QString whole = dir.filePath(QStringLiteral("whole.pickle"));
        QCOMPARE(generator::writeTorchSnapshot(options, whole, nullptr), QString());
        QFile file(whole);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString cut = dir.filePath(QStringLiteral("cut.pickle"));
        QFile cutFile(cut);
        QVERIFY(cutFile.open(QIODevice::WriteOnly));
        cutFile.write(file.read(file.size() * 3 / 4));
        cutFile.close();

        ProfileDocument document;
        document.show();
        document.loadService()->setPreviewAfter(0);
        QSignalSpy previewed(document.loadService(), &LoadService::previewed);
        QSignalSpy failed(&document, &ProfileDocument::loadFailed);
        document.open(cut);
        QVERIFY(failed.wait(20000));
        QCOMPARE(previewed.count(), 1);
        QVERIFY2(failed[0][1].toString().contains(QLatin1String("the file ends")), qPrintable(failed[0][1].toString()));
        QVERIFY(!document.profile());
        for (const LoadingPanel* panel : document.findChildren<LoadingPanel*>())
            QVERIFY(!panel->isVisible() || panel == document.loadingPanel());
        QCOMPARE(document.findChild<SnapshotTool*>()->shownDevice(), qint64(-1));
    }

    void oneStreamAtATime()
    {
        QTemporaryDir dir;
        generator::TorchSnapshotOptions options;
        options.eventsPerDevice = 20000;
        options.distinctStacks = 300;
        generator::TorchSnapshotFacts facts;
        const QString path = dir.filePath(QStringLiteral("streams.pickle"));
        QCOMPARE(generator::writeTorchSnapshot(options, path, &facts), QString());
        OpenedSnapshot opened;
        QVERIFY(opened.open(path));
        SnapshotTool* tool = opened.tool;
        QComboBox* streams = tool->streamChoice();
        QCOMPARE(streams->count(), 3);
        QVERIFY(streams->isEnabled());
        QCOMPARE(streams->itemText(0), QStringLiteral("All streams"));
        QCOMPARE(streams->itemText(1), QStringLiteral("0 (the default stream)"));
        QCOMPARE(streams->itemText(2), QStringLiteral("0x55d0e2f0a420"));

        const std::shared_ptr<const torch::Snapshot> snapshot = opened.document->profile()->torchSnapshot;
        const torch::DeviceMemory second = torch::analyseDevice(*snapshot, 0, streams->itemData(2).toUInt());
        QSignalSpy shown(tool, &SnapshotTool::deviceShown);
        streams->setCurrentIndex(2);
        QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, 20000);
        QCOMPARE(streams->currentIndex(), 2); // kept through the analysis
        QCOMPARE(tool->page()->model()->rowCount(), int(second.liveAtPeak));
        // The Allocator State follows the stream too: its segments alone, in the list and the figures.
        const QString streamText = QStringLiteral("stream 0x55d0e2f0a420");
        QTRY_VERIFY_WITH_TIMEOUT(tool->segments()->topLevelItemCount() > 0, 20000);
        for (int segment = 0; segment < tool->segments()->topLevelItemCount(); ++segment)
            QCOMPARE(tool->segments()->topLevelItem(segment)->text(4), streamText);
        QVERIFY2(
            tool->stateFigures().contains(QStringLiteral("in %1 segments").arg(tool->segments()->topLevelItemCount())),
            qPrintable(tool->stateFigures()));
        const QString introduction = tool->page()->findChild<QLabel*>(QStringLiteral("overview"))->text();
        QVERIFY2(introduction.contains(QLatin1String("device cuda:0, stream 0x55d0e2f0a420 only")),
            qPrintable(introduction));
        // Back to all of them.
        streams->setCurrentIndex(0);
        QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 2, 20000);
        QCOMPARE(tool->page()->model()->rowCount(), int(torch::analyseDevice(*snapshot, 0).liveAtPeak));
    }

    void allocatorStateAtAnyPoint()
    {
        OPEN_SNAPSHOT_OR_SKIP(opened, "cs336_benchmark_memory_snapshot");
        SnapshotTool* tool = opened.tool;
        AllocatorStateMap* map = tool->stateMap();
        tool->views()->setCurrentIndex(
            tool->views()->indexOf(tool->findChild<QWidget*>(QStringLiteral("allocatorTab"))));
        QTRY_VERIFY(map->isVisible());
        QTRY_VERIFY(tool->shownState() && tool->shownState()->position == 6486);
        QVERIFY2(tool->stateFigures().startsWith(QStringLiteral("after event 6486 of 6486 (+")),
            qPrintable(tool->stateFigures()));
        QVERIFY2(tool->stateFigures().contains(
                     QStringLiteral("reserved %1 in 96 segments").arg(formatBytes(qint64(4238344192)))),
            qPrintable(tool->stateFigures()));

        const std::shared_ptr<const torch::Snapshot> snapshot = opened.document->profile()->torchSnapshot;
        const torch::DeviceMemory memory = torch::analyseDevice(*snapshot, 0);
        const qint64 peakPosition
            = qint64(memory.actionEvents[size_t(memory.peakAction)]) + 1; // device 0 is the only one
        QSignalSpy shown(tool, &SnapshotTool::stateShown);
        tool->findChild<QPushButton*>(QStringLiteral("pointPeak"))->click();
        QTRY_COMPARE(shown.count(), 1);
        QCOMPARE(shown.front().front().toLongLong(), peakPosition);
        QCOMPARE(tool->findChild<QSlider*>(QStringLiteral("point"))->value(), int(peakPosition));
        const torch::AllocatorState* state = tool->shownState();
        QCOMPARE(state->position, peakPosition);
        // What the blocks there were asked for is the peak (a block awaiting its stream counts in MemoryViz's curve).
        qint64 requested = 0;
        for (const torch::StateBlock& block : state->blocks)
            requested += block.requestedSize;
        QCOMPARE(requested, qint64(3849232640));
        QVERIFY2(
            tool->stateFigures().contains(QStringLiteral("allocated %1 in").arg(formatBytes(state->allocatedBytes))),
            qPrintable(tool->stateFigures()));
        QCOMPARE(tool->segments()->topLevelItemCount(), int(state->segments.size()));

        // Hover the largest block: named with its address, size and segment; a click finds it in the list.
        qint64 largest = 0;
        for (size_t block = 0; block < state->blocks.size(); ++block) {
            if (state->blocks[block].size > state->blocks[size_t(largest)].size)
                largest = qint64(block);
        }
        // Hovered where it is drawn once the window has settled (a busy machine lays the tab out late).
        const auto hoverLargest = [&] {
            QTest::mouseMove(map, map->blockPoint(largest));
            return map->hoveredHit().block == largest;
        };
        QTRY_VERIFY(hoverLargest());
        const QPoint point = map->blockPoint(largest);
        const QString address = QString::fromLatin1(torch::addressText(state->blocks[size_t(largest)].address));
        QVERIFY2(tool->stateHoverText().startsWith(QStringLiteral("Block %1 — ").arg(address)),
            qPrintable(tool->stateHoverText()));
        QTest::mouseClick(map, Qt::LeftButton, {}, point);
        QTreeWidgetItem* current = tool->segments()->currentItem();
        QVERIFY(current);
        QCOMPARE(current->text(0), address);
        QCOMPARE(current->data(0, Qt::UserRole).toLongLong(), largest);

        // A click in the middle of the Active Memory Timeline moves the state to the action drawn there.
        ActiveMemoryTimeline* timeline = tool->timeline();
        tool->views()->setCurrentIndex(tool->views()->indexOf(timeline->parentWidget()));
        QTRY_VERIFY(timeline->isVisible());
        const QRect plot = timeline->plotRect();
        const QPoint middle(plot.center().x(), plot.top() + 2);
        const double x = timeline->visibleFirst()
            + double(middle.x() - plot.left()) / plot.width() * (timeline->visibleLast() - timeline->visibleFirst());
        ActiveMemoryLayout layout(*snapshot, std::make_shared<const torch::DeviceMemory>(memory));
        const qint64 action = layout.actionAt(x);
        QVERIFY(action > 0);
        QTest::mouseClick(timeline, Qt::LeftButton, {}, middle);
        QTRY_COMPARE(shown.count(), 2);
        QCOMPARE(tool->shownState()->position, qint64(memory.actionEvents[size_t(action)]) + 1);
        QCOMPARE(timeline->marker(), layout.xAfterEvents(memory.actionEvents[size_t(action)] + 1));

        // Start: before the first event.
        tool->findChild<QPushButton*>(QStringLiteral("pointStart"))->click();
        QTRY_COMPARE(shown.count(), 3);
        QVERIFY2(tool->stateFigures().startsWith(QStringLiteral("before the trace's first event: ")),
            qPrintable(tool->stateFigures()));
        // By Source Line follows the chosen point when asked: before the first event, what was made before
        // the trace; back at the peak, its 455 allocations.
        const auto liveInSourceLines = [tool] {
            qint64 allocations = 0;
            for (int index = 0; index < tool->sourceLines()->topLevelItemCount(); ++index)
                allocations += tool->sourceLines()->topLevelItem(index)->text(3).toLongLong();
            return allocations;
        };
        auto* sourceLinesAt = tool->findChild<QComboBox*>(QStringLiteral("sourceLinesAt"));
        sourceLinesAt->setCurrentIndex(1);
        QCOMPARE(liveInSourceLines(), memory.startCount);
        QCOMPARE(tool->findChild<QLabel*>(QStringLiteral("sourceLinesPoint"))->text(),
            QStringLiteral("Live before the trace's first event"));
        sourceLinesAt->setCurrentIndex(0);
        QCOMPARE(liveInSourceLines(), qint64(455));
        QVERIFY2(tool->findChild<QLabel*>(QStringLiteral("sourceLinesPoint"))
                     ->text()
                     .startsWith(QLatin1String("Live at the peak, after action")),
            qPrintable(tool->findChild<QLabel*>(QStringLiteral("sourceLinesPoint"))->text()));

        // The Cached Segment Timeline: the 96 segments, all reserved before the trace and kept.
        ActiveMemoryTimeline* segments = tool->segmentTimeline();
        tool->views()->setCurrentIndex(tool->views()->indexOf(segments->parentWidget()));
        QTRY_VERIFY(segments->isVisible());
        segments->repaint();
        // On the trace's own axis (its times), not one of its own: the file has no segment events.
        QCOMPARE(segments->visibleFirst(), 0.0);
        QCOMPARE(segments->visibleLast(), layout.lastX());
        QVERIFY(layout.usesTime());
        const QRect segmentPlot = segments->plotRect();
        const QPoint low(segmentPlot.center().x(), segmentPlot.bottom() - 3);
        QVERIFY(segments->allocationAt(low) >= 0);
        QTest::mouseMove(segments, low);
        QVERIFY2(
            tool->segmentHoverText().startsWith(QLatin1String("Segment 0x")), qPrintable(tool->segmentHoverText()));
        QVERIFY2(
            tool->segmentHoverText().contains(QLatin1String("reserved before the trace; released: still reserved")),
            qPrintable(tool->segmentHoverText()));
    }
};

QTEST_MAIN(TestSnapshotPage)
#include "tst_snapshotpage.moc"
