// SPDX-License-Identifier: Apache-2.0
#include "app/support/chartlabels.h"
#include "app/support/screenshots.h"
#include "core/memoryviewer/overview.h"
#include "core/memoryviewer/xprofvalues.h"
#include "core/util/units.h"
#include "generator/syntheticresult.h"
#include "memoryviewer/allocationtimelineview.h"
#include "memoryviewer/bufferdetailcard.h"
#include "memoryviewer/bufferstripview.h"
#include "memoryviewer/memoryviewerpage.h"
#include "memoryviewer/programorderchart.h"
#include "models/buffercolor.h"
#include "models/bufferselection.h"
#include "models/peakbuffermodel.h"
#include "settings/preferences.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QCursor>
#include <QDir>
#include <QFile>
#include <QGraphicsTextItem>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QValueAxis>
#include <QXmlStreamReader>

using namespace memscope;

namespace {

// Screenshots for people to look at, in the temporary directory.
const QString kScreenshots = QStringLiteral("memscope-gui-viewer");

bool isWellFormedXml(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    QXmlStreamReader reader(&file);
    while (!reader.atEnd())
        reader.readNext();
    return !reader.hasError();
}

// A page showing a result, laid out in a window of a desktop size.
struct ShownPage
{
    explicit ShownPage(const generator::SyntheticResultSpec& spec = {})
    {
        result = generator::makeSyntheticResult(spec);
        page.resize(1400, 1000);
        page.setResult(result, QStringLiteral("jit_train_step(4869159985936022652)"));
        page.show();
        if (!QTest::qWaitForWindowExposed(&page))
            qFatal("the page was not shown");
    }
    BufferDetailCard* card() const { return qobject_cast<BufferDetailCard*>(page.detailCard()); }
    std::shared_ptr<const memoryviewer::Result> result;
    MemoryViewerPage page;
};

} // namespace

class TestMemoryViewerPage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void overviewReadsLikeXprofInReadableUnits()
    {
        ShownPage shown;
        const QString overview = shown.page.overviewText();
        QVERIFY(overview.contains(QStringLiteral("jit_train_step(4869159985936022652)")));
        // 12106.12 MiB reads as GiB; the small padding figure stays in MiB.
        QVERIFY2(overview.contains(QStringLiteral("11.82 GiB")), qPrintable(overview));
        QVERIFY2(overview.contains(QStringLiteral("1.84 MiB total padding overhead")), qPrintable(overview));
        bool hasStaticNote = false;
        for (const QLabel* label : shown.page.findChildren<QLabel*>())
            hasStaticNote
                |= label->isVisible() && label->text().contains(QStringLiteral("not from measuring the program"));
        QVERIFY(hasStaticNote);
        QCOMPARE(shown.page.stripView(0)->title(), QStringLiteral("by Program Order (40)"));
        QCOMPARE(shown.page.stripView(1)->title(), QStringLiteral("by Buffer Size (40)"));
        QCOMPARE(shown.page.stripView(2)->title(), QStringLiteral("by Padding Size (40)"));
    }

    void overviewValuesAreTheEnginesBytes()
    {
        // jit_broadcast_in_dim's figures: XProf's text rounds every one of them to 0.00 MiB.
        auto result = std::make_shared<memoryviewer::Result>();
        result->peakHeapBytes = 1024;
        result->peakUnpaddedHeapBytes = 1024 - 508;
        result->entryComputationParametersBytes = 512;
        result->totalBufferAllocationBytes = 1536;
        result->indefiniteBufferAllocationBytes = 512;
        result->heapSizes = { 0, 1024, 0 };
        result->unpaddedHeapSizes = { 0, 516, 0 };
        const memoryviewer::Overview overview = memoryviewer::overviewOf(*result);
        MemoryViewerPage page;
        page.setResult(result, QStringLiteral("jit_broadcast_in_dim(3)"));
        const QString text = page.overviewText();
        QVERIFY2(text.contains(QStringLiteral("Peak memory allocation: %1").arg(formatBytes(overview.peakBytes))),
            qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("1.00 KiB")));
        QVERIFY(text.contains(QStringLiteral("508 B total padding overhead")));
        QVERIFY(text.contains(QStringLiteral("512 B total argument size")));
        QVERIFY2(!text.contains(QStringLiteral(" 0 B")), qPrintable(text));
    }

    void programOrderTicksAreWholeAndTheRangeStays()
    {
        // A module of three steps: every tick a distinct whole program order.
        auto small = std::make_shared<memoryviewer::Result>();
        small->heapSizes = { 0, 30LL << 30, 12LL << 30, 0 };
        small->unpaddedHeapSizes = small->heapSizes;
        for (const char* name : { "a", "b", "c", "" })
            small->instructionNames.push_back(small->strings.intern(std::string_view(name)));
        small->peakHeapBytes = 30LL << 30;
        small->peakHeapSizePosition = 0;
        MemoryViewerPage page;
        page.resize(1400, 1000);
        page.setResult(small, QStringLiteral("three_steps"));
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        ProgramOrderChart* chart = page.chart();
        const auto checkLabels = [chart] {
            QApplication::processEvents();
            const QStringList labels = test::bottomAxisLabels(*chart);
            QVERIFY2(labels.size() >= 2, qPrintable(labels.join(QLatin1Char('|'))));
            double previous = -1;
            for (const QString& label : labels) {
                bool ok = false;
                const double value = QLocale().toDouble(label, &ok);
                QVERIFY2(
                    ok && value == std::round(value) && value > previous, qPrintable(labels.join(QLatin1Char('|'))));
                previous = value;
            }
        };
        checkLabels();
        const auto yAxis = qobject_cast<QValueAxis*>(chart->chart()->axes(Qt::Vertical).first());
        const std::pair range { yAxis->min(), yAxis->max() };
        // Another module and back: the same axis.
        ShownPage other;
        page.setResult(other.result, QStringLiteral("other"));
        chart->zoomToRange(600, 612);
        checkLabels();
        chart->zoomToRange(3.5, 7.25);
        checkLabels();
        page.setResult(small, QStringLiteral("three_steps"));
        QCOMPARE((std::pair { yAxis->min(), yAxis->max() }), range);
    }

    void aModuleWithoutHeapSimulationSaysWhyViewsAreMissing()
    {
        // jit__psum: buffers, but no heap simulator trace.
        auto result = std::make_shared<memoryviewer::Result>(*generator::makeSyntheticResult());
        result->heapSizes.clear();
        result->unpaddedHeapSizes.clear();
        result->bufferBlocks.clear();
        MemoryViewerPage page;
        page.resize(1400, 1000);
        page.setResult(result, QStringLiteral("jit__psum(1)"));
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(!page.chart()->isVisible());
        const auto* note = page.findChild<QLabel*>(QStringLiteral("missingViewsNote"));
        QVERIFY(note->isVisible());
        QVERIFY(note->text().contains(QStringLiteral("no heap simulator trace")));
        page.selection()->selectRow(1);
        const auto* card = qobject_cast<BufferDetailCard*>(page.detailCard());
        const QString lifetime = card->rowText(BufferDetailCard::LifetimeRow);
        QVERIFY2(lifetime.startsWith(QStringLiteral("not known")), qPrintable(lifetime));
        QVERIFY2(!lifetime.contains(QStringLiteral("out-of-memory")), qPrintable(lifetime));
        // A module with its heap curve has no such note.
        page.setResult(generator::makeSyntheticResult(), QStringLiteral("jit_train_step(1)"));
        QVERIFY(!note->isVisible());
    }

    void messagesReplaceThePageAndClearing()
    {
        ShownPage shown;
        shown.page.showMessage(QStringLiteral("Analysing jit_train_step…"));
        QVERIFY(!shown.page.contentWidget()->isVisible());
        shown.page.setResult(shown.result, QStringLiteral("m"));
        QVERIFY(shown.page.contentWidget()->isVisible());
        shown.page.setResult(nullptr, QString());
        QVERIFY(!shown.page.contentWidget()->isVisible());
        QCOMPARE(shown.page.model()->rowCount(), 0);
        QVERIFY(shown.page.exportTargets().isEmpty());
    }

    void hoveringABufferShowsItEverywhere()
    {
        ShownPage shown;
        BufferStripView* bySize = shown.page.stripView(1);
        const int row = 1; // convert_convert_fusion.1: 80.50 MiB, padded, span [10, 700]
        QTest::mouseMove(bySize, bySize->segmentRect(row).center().toPoint());
        QCOMPARE(shown.page.selection()->focusedRow(), row);

        // The card.
        BufferDetailCard* card = shown.card();
        QCOMPARE(card->titleText(), QStringLiteral("convert_convert_fusion.1"));
        QCOMPARE(card->rowText(BufferDetailCard::SizeRow), QStringLiteral("80.50 MiB (84,410,368 bytes)"));
        QCOMPARE(card->rowText(BufferDetailCard::UnpaddedRow), QStringLiteral("80.06 MiB (83,949,568 bytes)"));
        QCOMPARE(card->rowText(BufferDetailCard::PaddingRow), QStringLiteral("450.00 KiB (460,800 bytes)"));
        QCOMPARE(card->rowText(BufferDetailCard::ExpansionRow), QStringLiteral("1.01×"));
        QCOMPARE(card->rowText(BufferDetailCard::SourceRow), QStringLiteral("/deps/MaxText/layers/linears.py:558"));
        QCOMPARE(card->rowText(BufferDetailCard::LifetimeRow), QStringLiteral("program order 10 to 700"));
        QVERIFY(card->rowText(BufferDetailCard::SourceStackRow)
                    .startsWith(QStringLiteral("/deps/MaxText/layers/linears.py:558:0\n")));
        QVERIFY(card->detailsText().contains(QStringLiteral("Framework op: jit(train_step)")));

        // The overlay on the chart: the buffer's span, its size, its colour.
        const auto overlay = shown.page.chart()->overlay();
        QVERIFY(overlay.has_value());
        QCOMPARE(overlay->start, 10);
        QCOMPARE(overlay->limit, 700);
        QCOMPARE(overlay->bytes, 84410368.0);
        QCOMPARE(overlay->color, QColor(memoryviewer::xprofColor(shown.result->peakBuffers[row].colorIndex)));

        // The timeline outlines the buffer's block: its edge is drawn in the text colour.
        AllocationTimelineView* timeline = shown.page.timeline();
        const QRect block = timeline->blockScreenRect(1).toAlignedRect();
        const QImage hovered = timeline->grab().toImage();
        const QColor edge = hovered.pixelColor(block.center().x(), block.top() - 1);
        QCOMPARE(edge, timeline->palette().color(QPalette::Text));

        // Leaving the views drops the hover; nothing was selected.
        QEvent leave(QEvent::Leave);
        QApplication::sendEvent(bySize, &leave);
        QCOMPARE(shown.page.selection()->focusedRow(), -1);
        QVERIFY(!shown.page.chart()->overlay().has_value());
        QVERIFY(card->titleText().isEmpty());
    }

    void aBufferWithoutSpanCoversTheWholeProgram()
    {
        ShownPage shown;
        BufferStripView* byProgramOrder = shown.page.stripView(0);
        QTest::mouseMove(byProgramOrder, byProgramOrder->segmentRect(0).center().toPoint()); // param.30, indefinite
        const auto overlay = shown.page.chart()->overlay();
        QVERIFY(overlay.has_value());
        QCOMPARE(overlay->start, 0);
        QCOMPARE(overlay->limit, shown.page.chart()->lastProgramOrder());
        BufferDetailCard* card = shown.card();
        QCOMPARE(card->titleText(), QStringLiteral("param.30"));
        QVERIFY(!card->isRowShown(BufferDetailCard::PaddingRow)); // no padding: hidden
        QVERIFY(!card->isRowShown(BufferDetailCard::SourceRow)); // no source: hidden
        QVERIFY(card->rowText(BufferDetailCard::LifetimeRow).startsWith(QStringLiteral("the whole program")));
        QCOMPARE(card->circleColor(), QColor::fromRgbF(0, 0.7f, 0)); // no padding: green
    }

    void selectingHighlightsTheBufferInEveryView()
    {
        ShownPage shown;
        QAbstractItemModelTester tester(
            shown.page.tableProxy(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        BufferStripView* byPadding = shown.page.stripView(2);
        const int row = 5;
        QTest::mouseClick(byPadding, Qt::LeftButton, {}, byPadding->segmentRect(row).center().toPoint());
        QCOMPARE(shown.page.selection()->selectedRow(), row);
        // The table selects the same buffer through its proxy, the timeline its block.
        const QModelIndexList tableRows = shown.page.table()->selectionModel()->selectedRows();
        QCOMPARE(tableRows.size(), 1);
        QCOMPARE(shown.page.tableProxy()->mapToSource(tableRows.first()).row(), row);
        const int block = shown.page.timeline()->selectedBlock();
        QVERIFY(block >= 0);
        QCOMPARE(shown.page.timeline()->blocks()[size_t(block)].logicalBufferId,
            shown.result->peakBuffers[row].logicalBufferId);
        QCOMPARE(shown.card()->titleText(), shown.result->text(shown.result->peakBuffers[row].instructionName));

        // The arrow keys walk the view's own order.
        const std::vector<int>& order = byPadding->rowsInOrder();
        const auto position = std::find(order.begin(), order.end(), row) - order.begin();
        QTest::keyClick(byPadding, Qt::Key_Right);
        QCOMPARE(shown.page.selection()->selectedRow(), order[size_t(position + 1)]);
        QTest::keyClick(byPadding, Qt::Key_Home);
        QCOMPARE(shown.page.selection()->selectedRow(), order.front());
        QTest::keyClick(byPadding, Qt::Key_Escape);
        QCOMPARE(shown.page.selection()->selectedRow(), -1);
        QVERIFY(shown.page.table()->selectionModel()->selectedRows().isEmpty());

        // Selecting in the table selects everywhere else.
        shown.page.table()->sortByColumn(PeakBufferModel::SizeColumn, Qt::DescendingOrder);
        shown.page.table()->selectRow(0);
        QCOMPARE(shown.page.selection()->selectedRow(), shown.result->bySize.front()); // the largest buffer
        QCOMPARE(shown.card()->titleText(), shown.result->details(shown.result->bySize.front()).instructionName);
    }

    // The peak as a tree by name scope and by source line; a buffer's row selects it everywhere and
    // follows the selection made elsewhere.
    void thePeakByScopeAndByLine()
    {
        ShownPage shown;
        auto* groups = shown.page.findChild<QTreeWidget*>(QStringLiteral("peakGroups"));
        QVERIFY(groups && !groups->isHidden());
        // 39 buffers under jit(train_step), then XProf's small group (grouped off the UI thread).
        QTRY_COMPARE(groups->topLevelItemCount(), 2);
        QTreeWidgetItem* top = groups->topLevelItem(0);
        QCOMPARE(top->text(0), QStringLiteral("jit(train_step)"));
        QCOMPARE(top->text(3), QStringLiteral("39"));
        QCOMPARE(groups->topLevelItem(1)->text(0), QStringLiteral("(small buffers, grouped)"));
        QVERIFY(top->isExpanded());
        QTreeWidgetItem* decoder = top->child(0)->child(0)->child(0);
        QCOMPARE(decoder->text(0), QStringLiteral("decoder"));
        QCOMPARE(decoder->childCount(), 39); // layer_0 … layer_38, largest first

        // A closed branch's rows are made when it opens: open layer_5 and its matmul, as a user does.
        QTreeWidgetItem* layer = nullptr;
        for (int i = 0; i < decoder->childCount(); ++i) {
            if (decoder->child(i)->text(0) == QLatin1String("layer_5"))
                layer = decoder->child(i);
        }
        QVERIFY(layer);
        QVERIFY(!layer->isExpanded());
        QCOMPARE(layer->childCount(), 0);
        groups->scrollToItem(layer);
        groups->expand(groups->indexFromItem(layer));
        QCOMPARE(layer->childCount(), 1);
        QTreeWidgetItem* matmul = layer->child(0);
        QCOMPARE(matmul->text(0), QStringLiteral("matmul"));
        groups->expand(groups->indexFromItem(matmul));
        QCOMPARE(matmul->childCount(), 1);
        QTreeWidgetItem* leaf = matmul->child(0);
        QCOMPARE(leaf->data(0, Qt::UserRole).toInt(), 5);
        QVERIFY(leaf->text(0).startsWith(QLatin1String("convert_convert_fusion.5: ")));
        // Click buffer 5's row: it is selected in every view and on the card.
        groups->scrollToItem(leaf);
        QTest::mouseClick(groups->viewport(), Qt::LeftButton, {}, groups->visualItemRect(leaf).center());
        QCOMPARE(shown.page.selection()->selectedRow(), 5);
        QCOMPARE(shown.card()->titleText(), QStringLiteral("convert_convert_fusion.5"));
        // Chosen elsewhere (the table), the tree follows, making the rows of its closed branch.
        shown.page.selection()->selectRow(7);
        QVERIFY(groups->currentItem());
        QCOMPARE(groups->currentItem()->data(0, Qt::UserRole).toInt(), 7);

        // By source line: the stacks outermost first; the parameter has no source.
        auto* groupBy = shown.page.findChild<QComboBox*>(QStringLiteral("groupBy"));
        groupBy->setCurrentIndex(1);
        QTRY_VERIFY(groups->topLevelItemCount() > 0);
        QStringList tops;
        for (int i = 0; i < groups->topLevelItemCount(); ++i)
            tops << groups->topLevelItem(i)->text(0);
        QVERIFY2(tops.contains(QStringLiteral("/deps/MaxText/train.py:425:0"))
                && tops.contains(QStringLiteral("(no source line)")),
            qPrintable(tops.join(QLatin1Char('|'))));
        const QList<QTreeWidgetItem*> train
            = groups->findItems(QStringLiteral("/deps/MaxText/train.py:425:0"), Qt::MatchExactly);
        QCOMPARE(train.first()->text(3), QStringLiteral("38"));
        QCOMPARE(train.first()->child(0)->text(0), QStringLiteral("/deps/MaxText/layers/models.py:407:0"));
    }

    void cachedStripsHitTestAndHighlightTheHoveredBufferEverywhere()
    {
        ShownPage shown;
        const QColor hoverEdge = shown.page.palette().color(QPalette::Text);
        // The pixel on the top edge of a buffer's segment: the hover frame, or the segment itself.
        auto topEdge = [](BufferStripView* strip, int row) {
            const QRectF segment = strip->segmentRect(row);
            return strip->grab().toImage().pixelColor(int(segment.center().x()), int(segment.top()));
        };
        for (int order = 0; order < 3; ++order) {
            BufferStripView* strip = shown.page.stripView(order);
            strip->grab(); // fills the strip cache before the hit tests
            for (const int row : strip->rowsInOrder()) {
                const QRectF segment = strip->segmentRect(row);
                if (segment.width() >= 2)
                    QCOMPARE(strip->rowAt(segment.center().toPoint()), row);
            }
        }
        // The two largest buffers: wide enough in every view for a readable frame.
        const int first = shown.page.stripView(1)->rowsInOrder()[0], second = shown.page.stripView(1)->rowsInOrder()[1];
        for (int order = 0; order < 3; ++order) {
            BufferStripView* hovered = shown.page.stripView(order);
            QTest::mouseMove(hovered, hovered->segmentRect(first).center().toPoint());
            QCOMPARE(shown.page.selection()->focusedRow(), first);
            for (int other = 0; other < 3; ++other)
                QCOMPARE(topEdge(shown.page.stripView(other), first), hoverEdge);
            // Moving on redraws the highlight over the cached strip: the old one is gone.
            QTest::mouseMove(hovered, hovered->segmentRect(second).center().toPoint());
            QCOMPARE(shown.page.selection()->focusedRow(), second);
            for (int other = 0; other < 3; ++other) {
                BufferStripView* strip = shown.page.stripView(other);
                QCOMPARE(topEdge(strip, second), hoverEdge);
                QCOMPARE(topEdge(strip, first),
                    QColor(memoryviewer::xprofColor(shown.result->peakBuffers[first].colorIndex)));
            }
        }
        // A resized strip lays its segments out again, and hit-testing follows.
        BufferStripView* bySize = shown.page.stripView(1);
        const QRectF before = bySize->segmentRect(first);
        shown.page.resize(900, 1000);
        QTRY_VERIFY(bySize->segmentRect(first) != before);
        QCOMPARE(bySize->rowAt(bySize->segmentRect(first).center().toPoint()), first);
        QCOMPARE(topEdge(bySize, first), QColor(memoryviewer::xprofColor(shown.result->peakBuffers[first].colorIndex)));
        QCOMPARE(topEdge(bySize, second), hoverEdge);
        // Every wide segment shows its buffer's colour where the new layout puts it.
        for (int order = 0; order < 3; ++order) {
            BufferStripView* strip = shown.page.stripView(order);
            const QImage image = strip->grab().toImage();
            for (const int row : strip->rowsInOrder()) {
                const QRectF segment = strip->segmentRect(row);
                if (segment.width() >= 6 && row != second && !shown.result->peakBuffers[size_t(row)].isSmallGroup())
                    QCOMPARE(image.pixelColor(segment.center().toPoint()),
                        QColor(memoryviewer::xprofColor(shown.result->peakBuffers[size_t(row)].colorIndex)));
            }
        }
    }

    // The wheel scrolls the page under a still mouse: the buffer hovered is the one under it now,
    // or none, not the one it left.
    void scrollingThePageHoversWhatIsUnderTheMouse()
    {
        ShownPage shown;
        shown.page.resize(1400, 600); // the page scrolls
        auto* scroll = shown.page.findChild<QScrollArea*>(QStringLiteral("scroll"));
        QVERIFY(scroll->verticalScrollBar()->maximum() > 200);
        BufferStripView* strip = shown.page.stripView(0);
        scroll->ensureWidgetVisible(strip);
        const int row = strip->rowsInOrder()[0];
        const QPoint inStrip = strip->segmentRect(row).center().toPoint();
        QCursor::setPos(strip->mapToGlobal(inStrip));
        QTest::mouseMove(strip, inStrip);
        QCOMPARE(shown.page.selection()->hoveredRow(), row);
        // The strip moves away from under the mouse.
        const QPoint global = strip->mapToGlobal(inStrip);
        scroll->verticalScrollBar()->setValue(scroll->verticalScrollBar()->value() + 150);
        // What is under the mouse now: another strip's buffer (or none, off the views).
        auto* under = qobject_cast<BufferStripView*>(QApplication::widgetAt(global));
        const int expected = under ? under->rowAt(under->mapFromGlobal(global)) : -1;
        QVERIFY2(expected != row, "the scroll moves another buffer under the mouse");
        QCOMPARE(shown.page.selection()->hoveredRow(), expected);
    }

    // A wide segment says whose it is and how large (an exported strip reads without the card),
    // and a scale of bytes runs under the bar.
    void wideSegmentsAreLabelledAndTheStripHasAScale()
    {
        ShownPage shown;
        shown.page.resize(2400, 1000);
        BufferStripView* strip = shown.page.stripView(1);
        QTRY_VERIFY(strip->width() > 2000);
        const int largest = strip->rowsInOrder()[0];
        const QRect segment = strip->segmentRect(largest).toAlignedRect();
        QVERIFY(segment.width() > strip->fontMetrics().averageCharWidth() * 12);
        const QImage image = strip->grab().toImage();
        const QColor fill(memoryviewer::xprofColor(shown.result->peakBuffers[size_t(largest)].colorIndex));
        // Pixels of `area` nearer `colour` than the fill (antialiased text is seldom exactly its colour).
        const auto countOf = [&](const QRect& area, const QColor& colour, const QColor& background) {
            const auto distance = [](QRgb a, const QColor& b) {
                return std::abs(qRed(a) - b.red()) + std::abs(qGreen(a) - b.green()) + std::abs(qBlue(a) - b.blue());
            };
            int count = 0;
            for (int y = area.top(); y <= area.bottom(); ++y) {
                for (int x = area.left(); x <= area.right(); ++x)
                    count += distance(image.pixel(x, y), colour) < distance(image.pixel(x, y), background) ? 1 : 0;
            }
            return count;
        };
        // Text in the segment's top line, in the colour readable on its fill.
        const QRect nameLine(segment.left() + 4, segment.top() + 2, segment.width() - 8, strip->fontMetrics().height());
        QVERIFY(countOf(nameLine, textColorOn(fill), fill) > 10);
        // Under the bar and its carets, the scale's ticks and labels.
        const QRect scale(segment.left(), segment.bottom() + 10, strip->width() - 4, strip->fontMetrics().height());
        QVERIFY(scale.bottom() < strip->height());
        QVERIFY(
            countOf(scale, strip->palette().color(QPalette::PlaceholderText), strip->palette().color(QPalette::Base))
            > 10);
    }

    // The small-buffer group, a sliver of a pixel or two, can be hovered in every view, and is drawn
    // hatched, in no buffer's colour.
    void theSmallBufferSliverCanBeHoveredAndLooksLikeNoBuffer()
    {
        ShownPage shown;
        const int small = int(shown.result->peakBuffers.size()) - 1;
        QVERIFY(shown.result->peakBuffers[size_t(small)].isSmallGroup());
        for (int order = 0; order < 3; ++order) {
            BufferStripView* strip = shown.page.stripView(order);
            if (!strip->isVisible())
                continue;
            const QRectF segment = strip->segmentRect(small);
            QVERIFY2(segment.width() <= 2, qPrintable(QString::number(segment.width())));
            // On its pixel, it is what the pointer is on (the sizes put a neighbour there before).
            QTest::mouseMove(strip, QPoint(int(segment.center().x()), int(segment.center().y())));
            QCOMPARE(shown.page.selection()->focusedRow(), small);
            QTest::mouseMove(strip, strip->segmentRect(0).center().toPoint());
            QCOMPARE(shown.page.selection()->focusedRow(), 0);
            // Its pixels are none of the palette's buffer colours it would have had.
            const QImage image = strip->grab().toImage();
            const QColor drawn = image.pixelColor(int(segment.center().x()), int(segment.center().y()) + 10);
            QVERIFY(drawn != QColor(memoryviewer::xprofColor(shown.result->peakBuffers[size_t(small)].colorIndex)));
        }
    }

    void placeholderOfTheCardSitsAtTheTop()
    {
        BufferDetailCard card;
        card.resize(320, 900);
        card.show();
        QVERIFY(QTest::qWaitForWindowExposed(&card));
        const QLabel* placeholder = nullptr;
        for (const QLabel* label : card.findChildren<QLabel*>())
            if (label->isVisible() && label->text().startsWith(QStringLiteral("Hover over or select a buffer")))
                placeholder = label;
        QVERIFY(placeholder);
        QVERIFY2(
            placeholder->geometry().bottom() < card.height() / 4, "the placeholder must not be centred in a tall card");
        // With a buffer, the details take the height.
        card.showBuffer(generator::makeSyntheticResult()->details(1), 1499);
        QTRY_VERIFY(!placeholder->isVisible());
        for (const QWidget* child : card.findChildren<QWidget*>()) {
            if (child->inherits("QTextBrowser"))
                QVERIFY(child->height() > card.height() / 2);
        }
    }

    void tableSortsOnNumbersAndFiltersAsYouType()
    {
        ShownPage shown;
        QTableView* table = shown.page.table();
        table->sortByColumn(PeakBufferModel::SizeColumn, Qt::AscendingOrder);
        const QAbstractItemModel* proxy = table->model();
        for (int row = 1; row < proxy->rowCount(); ++row)
            QVERIFY(proxy->index(row - 1, PeakBufferModel::SizeColumn).data(PeakBufferModel::SortRole).toLongLong()
                <= proxy->index(row, PeakBufferModel::SizeColumn).data(PeakBufferModel::SortRole).toLongLong());
        QTest::keyClicks(shown.page.tableFilter(), QStringLiteral("fusion.1"));
        QCOMPARE(proxy->rowCount(), int(shown.result->peakBuffers.size())); // debounced: not yet
        QTRY_COMPARE(proxy->rowCount(), 11); // fusion.1 and fusion.10 … fusion.19
        const auto* count = shown.page.findChild<QLabel*>(QStringLiteral("tableCount"));
        const int all = int(shown.result->peakBuffers.size());
        QCOMPARE(count->text(), QStringLiteral("Buffers: 11 of %1").arg(all));
        QTest::keyClicks(shown.page.tableFilter(), QStringLiteral("7"));
        QTRY_COMPARE(proxy->rowCount(), 1);
        QCOMPARE(count->text(), QStringLiteral("Buffers: 1 of %1").arg(all)); // it read "1 of 40 buffers"
        shown.page.tableFilter()->clear();
        QTRY_COMPARE(proxy->rowCount(), all);
        QCOMPARE(count->text(), QStringLiteral("Buffers: %1").arg(all));
    }

    void chartDecimatesAMillionPointsAndKeepsThePeak()
    {
        ShownPage shown({ 1000000, 40, 300, false });
        ProgramOrderChart* chart = shown.page.chart();
        const QList<QPointF> points = chart->plottedSizePoints();
        const int peakIndex = shown.result->peakHeapSizePosition + 1;
        qInfo("1 000 000 curve points plotted as %lld", static_cast<long long>(points.size()));
        QVERIFY(points.size() <= chart->chart()->plotArea().width() * 5 + 10);
        QVERIFY(points.size() > 100);
        const auto peak = std::find_if(
            points.begin(), points.end(), [peakIndex](const QPointF& point) { return int(point.x()) == peakIndex; });
        QVERIFY(peak != points.end());
        QCOMPARE(qRound64(peak->y()), qRound64(12106.12 * 1048576.0));
        // The tooltip of a point.
        const QString tooltip = chart->pointDescription(peakIndex);
        QVERIFY(tooltip.contains(QStringLiteral("Program order: %1").arg(peakIndex)));
        QVERIFY(tooltip.contains(QStringLiteral("Size: 11.82 GiB")));
        QVERIFY(tooltip.contains(QStringLiteral("HLO instruction: fusion.%1").arg(peakIndex)));
        // Zooming re-decimates the range (its speed: memscope-bench-views).
        chart->zoomToRange(400000, 400100);
        QCOMPARE(chart->visibleFirst(), 400000.0);
        QCOMPARE(chart->visibleLast(), 400100.0);
        const QList<QPointF> zoomed = chart->plottedSizePoints();
        QVERIFY(zoomed.size() >= 101); // every point of the range is drawn
        QVERIFY(zoomed.first().x() >= 399999 && zoomed.last().x() <= 400101);
    }

    void chartZoomsWithTheMouseAndBack()
    {
        ShownPage shown;
        ProgramOrderChart* chart = shown.page.chart();
        QVERIFY(!chart->isZoomed());
        const QRectF plot = chart->chart()->plotArea();
        const QPoint from = chart->mapFromScene(
            chart->chart()->mapToScene(QPointF(plot.left() + plot.width() * 0.25, plot.center().y())));
        const QPoint to = chart->mapFromScene(
            chart->chart()->mapToScene(QPointF(plot.left() + plot.width() * 0.5, plot.center().y())));
        QTest::mousePress(chart->viewport(), Qt::LeftButton, {}, from);
        QTest::mouseMove(chart->viewport(), to);
        QTest::mouseRelease(chart->viewport(), Qt::LeftButton, {}, to);
        QVERIFY(chart->isZoomed());
        const double last = chart->lastProgramOrder();
        QVERIFY2(qAbs(chart->visibleFirst() - last * 0.25) < last * 0.02,
            qPrintable(QString::number(chart->visibleFirst())));
        QVERIFY2(
            qAbs(chart->visibleLast() - last * 0.5) < last * 0.02, qPrintable(QString::number(chart->visibleLast())));
        QTest::keyClick(chart, Qt::Key_Escape);
        QVERIFY(!chart->isZoomed());
        QCOMPARE(chart->visibleFirst(), 0.0);
        QCOMPARE(chart->visibleLast(), last);
        // After the zooms made new ticks, every item still draws from its cached pixmap and takes no
        // hover: a hover repaints the overlay and copies the curves (memscope-gui-bench times it).
        const QList<QGraphicsItem*> items = chart->scene()->items();
        QVERIFY(items.size() > 10);
        for (const QGraphicsItem* item : items) {
            const bool text = qgraphicsitem_cast<const QGraphicsTextItem*>(item) != nullptr;
            QCOMPARE(item->cacheMode(), text ? QGraphicsItem::NoCache : QGraphicsItem::DeviceCoordinateCache);
            QVERIFY(!item->acceptHoverEvents());
        }
        // And the texts are drawn: the labels and titles left of and below the plot hold text pixels.
        const QImage image = chart->grab().toImage();
        const QRect plotRect = chart->mapFromScene(chart->chart()->mapToScene(plot)).boundingRect();
        const auto holdsText = [&image](const QRect& area) {
            for (int y = area.top(); y <= area.bottom(); ++y) {
                for (int x = area.left(); x <= area.right(); ++x) {
                    if (image.pixelColor(x, y).lightness() < 80)
                        return true;
                }
            }
            return false;
        };
        QVERIFY(holdsText(QRect(QPoint(0, plotRect.top()), QPoint(plotRect.left() - 4, plotRect.bottom()))));
        QVERIFY(holdsText(
            QRect(QPoint(plotRect.left(), plotRect.bottom() + 4), QPoint(plotRect.right(), image.height() - 1))));
    }

    void timelineHitTestingAndClickSelection()
    {
        ShownPage shown;
        AllocationTimelineView* timeline = shown.page.timeline();
        shown.page.findChild<QScrollArea*>()->ensureWidgetVisible(timeline, 0, 0);
        // Block 1 is the first peak buffer with a span (row 1).
        const auto& blocks = timeline->blocks();
        QCOMPARE(blocks[1].logicalBufferId, shown.result->peakBuffers[1].logicalBufferId);
        timeline->zoomToBlock(1, 1);
        const QPoint centre = timeline->blockScreenRect(1).center().toPoint();
        QCOMPARE(timeline->blockAt(centre), 1);
        QVERIFY(timeline->blockDescription(1).contains(QStringLiteral("Lifetime: program order 10 to 700")));
        QTest::mouseMove(timeline, centre);
        QCOMPARE(shown.page.selection()->focusedRow(), 1); // hover focuses its bar
        QTest::mouseClick(timeline, Qt::LeftButton, {}, centre);
        QCOMPARE(shown.page.selection()->selectedRow(), 1);
        QCOMPARE(timeline->selectedBlock(), 1);

        // A block not live at the peak: no buffer selected, but the card shows it.
        const int other = int(blocks.size()) - 1;
        QCOMPARE(shown.page.model()->rowOfLogicalBuffer(blocks[size_t(other)].logicalBufferId), -1);
        timeline->zoomToBlock(other, 1);
        const QPoint otherCentre = timeline->blockScreenRect(other).center().toPoint();
        QTest::mouseClick(timeline, Qt::LeftButton, {}, otherCentre);
        QCOMPARE(timeline->selectedBlock(), other);
        QCOMPARE(shown.page.selection()->selectedRow(), -1);
        QEvent leave(QEvent::Leave);
        QApplication::sendEvent(timeline, &leave);
        QCOMPARE(shown.card()->titleText(), shown.result->text(blocks[size_t(other)].name));
        QVERIFY(shown.page.chart()->overlay().has_value());
        QCOMPARE(shown.page.chart()->overlay()->start, blocks[size_t(other)].startStep);
        // Clicking it again deselects.
        QTest::mouseClick(timeline, Qt::LeftButton, {}, otherCentre);
        QCOMPARE(timeline->selectedBlock(), -1);
        QVERIFY(shown.card()->titleText().isEmpty());
    }

    void timelineZoomsAroundThePointerAndPans()
    {
        ShownPage shown;
        AllocationTimelineView* timeline = shown.page.timeline();
        const QRectF full = timeline->visibleArea();
        const QRect plot = timeline->plotRect();
        const QPoint anchor(plot.left() + plot.width() / 4, plot.top() + plot.height() / 2);
        const QRectF before = timeline->visibleArea();
        const double anchorX = before.left() + 0.25 * before.width();
        QWheelEvent wheel(anchor, timeline->mapToGlobal(anchor), {}, QPoint(0, 120 * 5), Qt::NoButton,
            Qt::ControlModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(timeline, &wheel);
        const QRectF zoomed = timeline->visibleArea();
        QVERIFY(zoomed.width() < full.width() / 1.5);
        // The program order under the pointer stays under it.
        QVERIFY(qAbs(zoomed.left() + 0.25 * zoomed.width() - anchorX) < full.width() * 0.002);
        // Dragging right shows earlier program order.
        QTest::mousePress(timeline, Qt::LeftButton, {}, anchor);
        QTest::mouseMove(timeline, anchor + QPoint(40, 0));
        QTest::mouseMove(timeline, anchor + QPoint(80, 0));
        QTest::mouseRelease(timeline, Qt::LeftButton, {}, anchor + QPoint(80, 0));
        QVERIFY(timeline->visibleArea().left() < zoomed.left());
        QTest::keyClick(timeline, Qt::Key_Home);
        QCOMPARE(timeline->visibleArea(), full);
    }

    void theWheelOverTheTimelineScrollsThePage()
    {
        ShownPage shown;
        AllocationTimelineView* timeline = shown.page.timeline();
        const QRectF area = timeline->visibleArea();
        const QPoint middle = timeline->plotRect().center();
        QWheelEvent wheel(QPointF(middle), QPointF(timeline->mapToGlobal(middle)), {}, QPoint(0, -120 * 3),
            Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(timeline, &wheel);
        // Not zoomed, and left to the parents: Qt hands a real wheel on to the page's scroll area.
        QCOMPARE(timeline->visibleArea(), area);
        QVERIFY(!wheel.isAccepted());
    }

    void anInvalidSearchPatternSaysSo()
    {
        ShownPage shown;
        shown.page.timelineSearch()->setText(QStringLiteral("layer_3/(copy"));
        auto* matches = shown.page.findChild<QLabel*>(QStringLiteral("timelineMatches"));
        QTRY_VERIFY(!matches->text().isEmpty());
        QVERIFY2(matches->text().startsWith(QStringLiteral("invalid regular expression")), qPrintable(matches->text()));
        shown.page.timelineSearch()->setText(QStringLiteral("no such op"));
        QTRY_COMPARE(matches->text(), QStringLiteral("no matches"));
    }

    void timelineSearchHighlightsAndStepsThroughMatches()
    {
        ShownPage shown;
        AllocationTimelineView* timeline = shown.page.timeline();
        QLineEdit* search = shown.page.timelineSearch();
        search->setText(QStringLiteral("layer_3/C.PY")); // case-insensitive
        QTRY_VERIFY(!timeline->matches().empty());
        const size_t copies = timeline->matches().size();
        for (const int block : timeline->matches())
            QVERIFY(shown.result->text(timeline->blocks()[size_t(block)].tfOpName)
                        .endsWith(QStringLiteral("layer_3/copy")));
        // Enter steps to the first match: selects it and zooms to it.
        QTest::keyClick(search, Qt::Key_Return);
        QCOMPARE(timeline->currentMatch(), 0);
        const int first = timeline->matches().front();
        QCOMPARE(timeline->selectedBlock(), first);
        QVERIFY(timeline->visibleArea().width() <= timeline->fullArea().width() / 5 + 1e-6);
        QVERIFY(timeline->visibleArea().intersects(
            QRectF(timeline->blocks()[size_t(first)].startStep, timeline->blocks()[size_t(first)].offset, 1, 1)));
        QTest::keyClick(timeline, Qt::Key_F3);
        QCOMPARE(timeline->currentMatch(), 1);
        QTest::keyClick(timeline, Qt::Key_F3, Qt::ShiftModifier);
        QCOMPARE(timeline->currentMatch(), 0);
        // An invalid expression falls back to plain text.
        QCOMPARE(timeline->setSearchPattern(QStringLiteral("layer_3/(copy")), 0);
        QCOMPARE(size_t(timeline->setSearchPattern(QStringLiteral("layer_3/copy"))), copies);
        QVERIFY(timeline->setSearchPattern(QStringLiteral("dot_general_fusion.1000[0-9]")) > 0);
    }

    // Its speed: memscope-bench-views.
    void timelinePaintsHalfAMillionBlocksOncePerPixel()
    {
        ShownPage shown({ 2000, 40, 500000, false });
        AllocationTimelineView* timeline = shown.page.timeline();
        QVERIFY(timeline->blocks().size() >= 499000);
        // On screen: a repaint paints what the page's scroll area shows of the view.
        shown.page.findChild<QScrollArea*>(QStringLiteral("scroll"))->ensureWidgetVisible(timeline);
        timeline->repaint();
        const int fullCount = timeline->lastPaintedBlockCount();
        // Zoom into the busy part: around a block in the middle of the lanes.
        timeline->zoomAt(timeline->blockScreenRect(int(timeline->blocks().size() / 2)).center(), 50);
        timeline->repaint();
        const QRect plot = timeline->plotRect();
        // Sub-pixel blocks are drawn once per pixel, never once per block.
        QVERIFY(fullCount <= plot.width() * plot.height());
        QVERIFY(fullCount < 500000);
        QVERIFY(timeline->lastPaintedBlockCount() > 10);
        QVERIFY(timeline->blockAt(plot.center()) >= 0);
    }

    void exportsEveryViewInEveryFormat()
    {
        ShownPage shown({ 1500, 40, 300, true });
        QTemporaryDir folder;
        QString error;
        QStringList notes;
        QVERIFY2(shown.page.exportAll(folder.path(),
                     { QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf") }, &error, &notes),
            qPrintable(error));
        QVERIFY(notes.isEmpty());
        const QStringList views { QStringLiteral("memory-viewer-chart"), QStringLiteral("buffers-by-program-order"),
            QStringLiteral("buffers-by-size"), QStringLiteral("buffers-by-padding"),
            QStringLiteral("allocation-timeline"), QStringLiteral("memory-viewer-page") };
        for (const QString& view : views) {
            const QDir dir(folder.path());
            const QImage image(dir.filePath(view + QStringLiteral(".png")));
            QVERIFY2(!image.isNull(), qPrintable(view));
            QVERIFY2(isWellFormedXml(dir.filePath(view + QStringLiteral(".svg"))), qPrintable(view));
            QFile pdf(dir.filePath(view + QStringLiteral(".pdf")));
            QVERIFY(pdf.open(QIODevice::ReadOnly));
            QVERIFY(pdf.read(5) == "%PDF-");
        }
        // The page image is the whole page, taller than the window.
        QVERIFY(QImage(QDir(folder.path()).filePath(QStringLiteral("memory-viewer-page.png"))).height()
            > QImage(QDir(folder.path()).filePath(QStringLiteral("memory-viewer-chart.png"))).height() * 3);
        QFile csv(QDir(folder.path()).filePath(QStringLiteral("peak-buffers.csv")));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        // Records end in CRLF; a quoted source stack holds bare line feeds.
        const QList<QByteArray> lines = csv.readAll().split('\r');
        QCOMPARE(lines.size(), 40 + 2); // header, 40 rows, the "\n" after the last CR
        // What memscope-report writes: raw bytes, the source columns, no span written as nothing (not -1).
        QCOMPARE(lines[0], memoryviewer::peakBuffersCsv(*shown.result).split('\r').first());
        QVERIFY(lines[0].contains("source_file,source_line,source_stack,span_start,span_limit"));
        QVERIFY2(
            lines[2].startsWith("\n1,") && lines[2].contains(",convert_convert_fusion.1,84410368,83949568,460800,"),
            lines[2].constData());
        QVERIFY(!lines[1].contains(",-1,"));
        QFile dot(QDir(folder.path()).filePath(QStringLiteral("allocation-timeline.dot")));
        QVERIFY(dot.open(QIODevice::ReadOnly));
        QVERIFY(dot.readAll().startsWith("graph G {"));
    }

    void exportWithoutDotSaysSo()
    {
        ShownPage shown;
        QTemporaryDir folder;
        QString error;
        QStringList notes;
        QVERIFY(shown.page.exportAll(folder.path(), { QStringLiteral("png") }, &error, &notes));
        QVERIFY(!QFile::exists(QDir(folder.path()).filePath(QStringLiteral("allocation-timeline.dot"))));
        QCOMPARE(notes.size(), 1);
        QVERIFY(notes.first().contains(QStringLiteral("allocation-timeline.dot")));
        QVERIFY(!shown.page.exportAll(folder.path(), { QStringLiteral("gif") }, &error));
        QVERIFY(error.contains(QStringLiteral("gif")));
    }

    void exportsWithoutAWindow()
    {
        // memscope --export builds a page that is never shown.
        MemoryViewerPage page;
        page.setResult(generator::makeSyntheticResult(), QStringLiteral("m"));
        QTemporaryDir folder;
        QString error;
        QVERIFY2(page.exportAll(folder.path(), { QStringLiteral("png") }, &error), qPrintable(error));
        const QImage chart(QDir(folder.path()).filePath(QStringLiteral("memory-viewer-chart.png")));
        QVERIFY(chart.width() >= 1000);
        QVERIFY(!page.isVisible());
    }

    void followsADarkPalette()
    {
        ShownPage shown;
        QTest::mouseClick(
            shown.page.stripView(1), Qt::LeftButton, {}, shown.page.stripView(1)->segmentRect(1).center().toPoint());
        shown.page.contentWidget()->grab().save(test::screenshotPath(kScreenshots, QStringLiteral("page-light.png")));
        const QPalette dark = darkPalette();
        shown.page.setPalette(dark);
        shown.card()->setPalette(dark);
        QApplication::processEvents();
        const QImage page = shown.page.contentWidget()->grab().toImage();
        page.save(test::screenshotPath(kScreenshots, QStringLiteral("page-dark.png")));
        // The chart's and the timeline's backgrounds follow the palette.
        const QImage chart = shown.page.chart()->grab().toImage();
        QCOMPARE(chart.pixelColor(3, chart.height() - 3), dark.color(QPalette::Base));
        const QImage timeline = shown.page.timeline()->grab().toImage();
        QCOMPARE(timeline.pixelColor(2, 2), dark.color(QPalette::Base));
        shown.card()->resize(340, 640);
        shown.card()->grab().save(test::screenshotPath(kScreenshots, QStringLiteral("card-dark.png")));
    }

    // Every exported view is the size of its widget and draws: not one flat
    // colour, and (but for the chart's curves) in the buffer palette. The
    // images are saved for people to look at.
    void eachViewDrawsItsBuffers()
    {
        ShownPage shown({ 1500, 109, 3000, true });
        QTest::mouseMove(shown.page.stripView(0), shown.page.stripView(0)->segmentRect(1).center().toPoint());
        std::vector<QColor> bufferColors;
        for (const memoryviewer::PeakBuffer& buffer : shown.result->peakBuffers)
            bufferColors.emplace_back(memoryviewer::xprofColor(buffer.colorIndex));
        const QList<ExportTarget> targets = shown.page.exportTargets();
        QCOMPARE(targets.size(), 6); // chart, the three strips, timeline, page
        for (const ExportTarget& target : targets) {
            const QImage image = target.widget->grab().toImage();
            QCOMPARE(image.deviceIndependentSize().toSize(), target.widget->size());
            QVERIFY2(!test::isUniform(image), qPrintable(target.id));
            if (target.widget != shown.page.chart())
                QVERIFY2(test::containsAnyColor(image, bufferColors), qPrintable(target.id));
            image.save(test::screenshotPath(kScreenshots, target.id + QStringLiteral(".png")));
        }
        shown.card()->resize(340, 640);
        shown.card()->show();
        const QImage card = shown.card()->grab().toImage();
        QVERIFY(!test::isUniform(card));
        card.save(test::screenshotPath(kScreenshots, QStringLiteral("card.png")));
        shown.page.timelineSearch()->setText(QStringLiteral("layer_2"));
        QTest::keyClick(shown.page.timelineSearch(), Qt::Key_Return);
        const QImage search = shown.page.timeline()->grab().toImage();
        QVERIFY(!test::isUniform(search));
        search.save(test::screenshotPath(kScreenshots, QStringLiteral("allocation-timeline-search.png")));
    }
};

QTEST_MAIN(TestMemoryViewerPage)
#include "tst_memoryviewerpage.moc"
