// SPDX-License-Identifier: Apache-2.0
// The Memory Profile page as a user sees it, on the real TPU and GPU profiles
// (numbers as in tests/core/tst_memoryprofile_real.cpp) and on generated ones.
// Set MEMSCOPE_SCREENSHOTS=DIR to also save what the page looks like.

#include "app/support/chartlabels.h"
#include "app/support/screenshots.h"
#include "core/memoryeventbuilder.h"
#include "core/profile/loader.h"
#include "document/loadingpanel.h"
#include "export/export.h"
#include "memoryprofile/memoryprofilepage.h"
#include "memoryprofile/memoryprofilesummary.h"
#include "memoryprofile/memorytimelinechart.h"
#include "settings/preferences.h"

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QGraphicsTextItem>
#include <QHeaderView>
#include <QImage>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QValueAxis>

using namespace memscope;
using namespace memscope::memoryprofile;

namespace {

QString sharedFile(const char* relative) { return QStringLiteral(MEMSCOPE_SHARED_DATA "/") + QLatin1String(relative); }

std::shared_ptr<const Profile> loadShared(const char* relative)
{
    const LoadOutcome outcome = loadProfile(sharedFile(relative));
    return outcome.profile;
}

QStringList columnTexts(const QTableView* view, int column)
{
    QStringList texts;
    for (int row = 0; row < view->model()->rowCount(); ++row)
        texts << view->model()->index(row, column).data().toString();
    return texts;
}

void saveScreenshot(QWidget* widget, const QString& name)
{
    const QString dir = qEnvironmentVariable("MEMSCOPE_SCREENSHOTS");
    if (dir.isEmpty())
        return;
    QTest::qWait(50); // the chart's deferred rebuild counts its ticks for the laid-out plot
    widget->grab().save(dir + QLatin1Char('/') + name);
}

// A shown page that analysed `profile` the way the application does.
std::unique_ptr<MemoryProfilePage> shownPage(std::shared_ptr<const Profile> profile)
{
    auto page = std::make_unique<MemoryProfilePage>();
    page->resize(1500, 950);
    page->show();
    QSignalSpy finished(page.get(), &MemoryProfilePage::analysisFinished);
    page->setProfile(std::move(profile));
    finished.wait(30000);
    return page;
}

// A shown page with the analysis of the events built.
std::unique_ptr<MemoryProfilePage> shownPage(const testing::MemoryEventBuilder& builder, QSize size = { 1200, 800 })
{
    auto page = std::make_unique<MemoryProfilePage>();
    page->resize(size);
    page->show();
    page->setResult(std::make_shared<const Result>(analyze(std::vector<HostSpace> { builder.host() })));
    if (!QTest::qWaitForWindowExposed(page.get()))
        qFatal("the page was not shown");
    return page;
}

// An allocation and a deallocation of 1 MiB every microsecond for 40 ms.
testing::MemoryEventBuilder eventEveryMicrosecond()
{
    testing::MemoryEventBuilder builder;
    for (int i = 0; i < 20000; ++i) {
        builder.allocate(qint64(i) * 2000000, { .address = quint64(i + 1), .bytes = 1 << 20, .op = "fill" });
        builder.deallocate(qint64(i) * 2000000 + 1000000, "0", quint64(i + 1));
    }
    return builder;
}

} // namespace

class TestMemoryProfilePage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tpuProfileShowsXProfsSummaryAndBreakdown()
    {
        const auto profile = loadShared("xprof/tpu_inference_2.xplane.pb");
        if (!profile)
            QSKIP("../shared/data is not present: the real TPU profile cannot be read");
        const std::unique_ptr<MemoryProfilePage> shown = shownPage(profile);
        MemoryProfilePage& page = *shown;
        QVERIFY(page.currentAllocator());
        QVERIFY(page.message().isEmpty());

        QComboBox* selector = page.allocatorSelector();
        QCOMPARE(selector->count(), 4);
        QCOMPARE(selector->currentText(), QStringLiteral("0"));
        MemoryProfileSummary* summary = page.summary();
        QCOMPARE(summary->value(QStringLiteral("#Allocation")), QStringLiteral("117"));
        QCOMPARE(summary->value(QStringLiteral("#Deallocation")), QStringLiteral("117"));
        QCOMPARE(summary->value(QStringLiteral("Memory Capacity")), QStringLiteral("31.25 GiB"));
        QCOMPARE(summary->value(QStringLiteral("Lifetime Peak Heap Usage")), QStringLiteral("15.00 GiB"));
        QCOMPARE(summary->value(QStringLiteral("Profile-window Peak Memory Usage")), QStringLiteral("20.02 GiB"));
        QCOMPARE(summary->value(QStringLiteral("Timestamp")), QStringLiteral("72829.494 ms"));
        QCOMPARE(summary->value(QStringLiteral("Heap Allocation")), QStringLiteral("837.13 KiB"));
        QCOMPARE(summary->value(QStringLiteral("Fragmentation")), QStringLiteral("0.00%"));

        // Every row, also the small ones XProf hides: the stack and five allocation rows.
        QTableView* breakdown = page.breakdownView();
        QCOMPARE(columnTexts(breakdown, 1),
            (QStringList { QStringLiteral("20.02 GiB"), QStringLiteral("802.50 KiB"), QStringLiteral("29.00 KiB"),
                QStringLiteral("1.50 KiB"), QStringLiteral("128 B"), QStringLiteral("128 B") }));
        QCOMPARE(breakdown->model()->index(0, 0).data().toString(), QStringLiteral("stack"));
        QCOMPARE(breakdown->model()->index(5, 3).data().toString(), QStringLiteral("32"));
        QCOMPARE(page.tabs()->tabText(1), QStringLiteral("Never Freed (0)"));
        QVERIFY(page.findingsView()->toPlainText().contains(QStringLiteral("Fragmentation spikes to 38.1%")));
        QVERIFY(page.findingsView()->toPlainText().contains(QStringLiteral("no step markers")));
        // The heap reaches the lifetime peak (15 GiB) inside the window, though not at the stack + heap peak.
        QVERIFY2(!page.findingsView()->toPlainText().contains(QStringLiteral("higher outside the profiling window")),
            qPrintable(page.findingsView()->toPlainText()));
        saveScreenshot(&page, QStringLiteral("memory-profile-tpu.png"));
        if (qEnvironmentVariableIsSet("MEMSCOPE_SCREENSHOTS")) {
            const QPalette light = page.palette();
            page.setPalette(darkPalette());
            saveScreenshot(&page, QStringLiteral("memory-profile-tpu-dark.png"));
            page.setPalette(light);
        }

        // A click on the header sorts on the bytes, not on the text.
        breakdown->horizontalHeader()->setSortIndicator(1, Qt::AscendingOrder);
        QCOMPARE(columnTexts(breakdown, 1).first(), QStringLiteral("128 B"));
        QCOMPARE(columnTexts(breakdown, 1).last(), QStringLiteral("20.02 GiB"));

        // Selecting the 32 merged allocations marks their 32 lifetimes on the chart.
        const int mergedRow = columnTexts(breakdown, 3).indexOf(QStringLiteral("32"));
        breakdown->selectRow(mergedRow);
        QCOMPARE(page.chart()->markedLifetimes().size(), size_t(32));
        for (const auto& lifetime : page.chart()->markedLifetimes())
            QVERIFY(lifetime.freed && lifetime.endPs >= lifetime.startPs);

        // XProf's HLO Modules table: a click zooms the chart to the module, a second click back out.
        QCOMPARE(page.tabs()->tabText(3), QStringLiteral("HLO Modules (414)"));
        QVERIFY(page.tabs()->isTabVisible(3));
        QTableView* modules = page.hloModuleView();
        QCOMPARE(modules->model()->index(0, 1).data().toString(),
            QStringLiteral("jit_convert_element_type(2433868464432466958)"));
        QCOMPARE(modules->model()->index(0, 2).data().toString(), QStringLiteral("TPU:0"));
        QCOMPARE(modules->model()->index(0, 3).data().toString(), QStringLiteral("5353.039"));
        const auto fullRange = page.chart()->visibleRangeMs();
        page.tabs()->setCurrentIndex(3);
        const QRect firstRow = modules->visualRect(modules->model()->index(0, 1));
        QTest::mouseClick(modules->viewport(), Qt::LeftButton, {}, firstRow.center());
        QCOMPARE(page.chart()->visibleRangeMs().first, 5353.03860325);
        QTest::mouseClick(modules->viewport(), Qt::LeftButton, {}, firstRow.center());
        QCOMPARE(page.chart()->visibleRangeMs(), fullRange);

        QVERIFY(page.selectAllocator(QStringLiteral("1")));
        QCOMPARE(summary->value(QStringLiteral("#Allocation")), QStringLiteral("112"));
        QCOMPARE(summary->value(QStringLiteral("Fragmentation")), QStringLiteral("10.96%"));
        QVERIFY(page.chart()->markedLifetimes().empty());
    }

    void gpuProfileListsNeverFreedAndFilters()
    {
        const auto profile = loadShared("xprof/gpu_multi_worker.xplane.pb");
        if (!profile)
            QSKIP("../shared/data is not present: the real GPU profile cannot be read");
        const std::unique_ptr<MemoryProfilePage> shown = shownPage(profile);
        MemoryProfilePage& page = *shown;
        QVERIFY(page.currentAllocator());
        QVERIFY(!page.tabs()->isTabVisible(3)); // GPU profiles have no HLO modules list, as in XProf
        QVERIFY(page.selectAllocator(QStringLiteral("GPU_4_bfc")));
        QCOMPARE(page.summary()->value(QStringLiteral("Lifetime Peak Heap Usage")), QStringLiteral("5.78 GiB"));
        QCOMPARE(page.summary()->value(QStringLiteral("Never freed")), QStringLiteral("553 (2.04 GiB)"));
        QCOMPARE(page.tabs()->tabText(1), QStringLiteral("Never Freed (553)"));
        QTableView* neverFreed = page.neverFreedView();
        QCOMPARE(neverFreed->model()->rowCount(), 553);
        QCOMPARE(neverFreed->model()->index(0, 0).data().toString(),
            QStringLiteral("replica_4/bert_span_labeler/bert_encoder_1/word_embeddings/GatherV2/Cast"));
        QCOMPARE(neverFreed->model()->index(0, 1).data().toString(), QStringLiteral("59.61 MiB"));
        QCOMPARE(neverFreed->model()->index(0, 3).data().toString(), QStringLiteral("1927.896"));

        QTableView* breakdown = page.breakdownView();
        QCOMPARE(breakdown->model()->rowCount(), 555);
        QCOMPARE(
            breakdown->model()->index(0, 0).data().toString(), QStringLiteral("unused preallocated device memory"));
        QTest::keyClicks(page.breakdownFilter(), QStringLiteral("WORD_EMBEDDINGS"));
        QCOMPARE(breakdown->model()->rowCount(), 1);
        QCOMPARE(breakdown->model()->index(0, 6).data().toString(), QStringLiteral("[30522,1024]"));
        QCOMPARE(breakdown->model()->index(0, 5).data().toString(), QStringLiteral("half"));

        page.tabs()->setCurrentIndex(1);
        neverFreed->selectRow(0);
        QCOMPARE(page.chart()->markedLifetimes().size(), size_t(1));
        QVERIFY(!page.chart()->markedLifetimes().front().freed);
        saveScreenshot(&page, QStringLiteral("memory-profile-gpu.png"));
    }

    void chartZoomsAndDescribesEvents()
    {
        const std::unique_ptr<MemoryProfilePage> shown = shownPage(eventEveryMicrosecond());
        MemoryProfilePage& page = *shown;
        MemoryTimelineChart* chart = page.chart();
        QTRY_VERIFY(chart->plottedPointCount() > 0);
        // 40 000 events, drawn per pixel column: far fewer points, the whole range visible.
        QVERIFY(chart->plottedPointCount() < 40000);
        const auto full = chart->visibleRangeMs();
        QVERIFY(full.first <= 0.0 && full.second >= 39.998);

        // Zooming into 1.5 µs shows its two events and the neighbours just outside.
        auto* axis = qobject_cast<QValueAxis*>(chart->chart()->axes(Qt::Horizontal).first());
        axis->setRange(10.0, 10.0015);
        QTRY_COMPARE(chart->plottedPointCount(), 4);
        page.findChild<QPushButton*>(QStringLiteral("resetZoom"))->click();
        QCOMPARE(chart->visibleRangeMs(), full);

        // A zoom with the mouse, then Reset Zoom: the fragmentation scale is 0 to 100 % exactly
        // (a user saw it labelled 0, 24, 49, 75, 100 after a zoom and a reset).
        QValueAxis* fragmentation = nullptr;
        for (QAbstractAxis* candidate : chart->chart()->axes(Qt::Vertical)) {
            if (candidate->titleText().startsWith(QStringLiteral("Fragmentation")))
                fragmentation = qobject_cast<QValueAxis*>(candidate);
        }
        QVERIFY(fragmentation);
        const QRectF plot = chart->chart()->plotArea();
        const QPoint from = chart->mapFromScene(
            chart->chart()->mapToScene(QPointF(plot.left() + plot.width() * 0.3, plot.center().y())));
        const QPoint to = chart->mapFromScene(
            chart->chart()->mapToScene(QPointF(plot.left() + plot.width() * 0.6, plot.center().y())));
        QTest::mousePress(chart->viewport(), Qt::LeftButton, {}, from);
        QTest::mouseMove(chart->viewport(), to);
        QTest::mouseRelease(chart->viewport(), Qt::LeftButton, {}, to);
        QTRY_VERIFY(chart->visibleRangeMs() != full);
        page.findChild<QPushButton*>(QStringLiteral("resetZoom"))->click();
        QTRY_COMPARE(chart->visibleRangeMs(), full);
        // Exactly: QCOMPARE's fuzzy comparison of doubles would take 99.99999 for 100.
        QVERIFY2(fragmentation->min() == 0.0 && fragmentation->max() == 100.0,
            qPrintable(QStringLiteral("%1 to %2")
                           .arg(fragmentation->min(), 0, 'g', 17)
                           .arg(fragmentation->max(), 0, 'g', 17)));
        // And labelled (its "%d" label format printed nothing once the chart localised its numbers).
        QCOMPARE(test::rightAxisLabels(*chart), QStringLiteral("0 25 50 75 100").split(QLatin1Char(' ')));

        const QString text = chart->describeEventAt(10.0009);
        QVERIFY2(text.contains(QStringLiteral("event: deallocation")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("allocation size: 1.00 MiB")));
        QVERIFY(text.contains(QStringLiteral("tf_op: fill")));
    }

    void clickingTheChartDescribesTheEventUnderTheCursor()
    {
        const std::unique_ptr<MemoryProfilePage> page = shownPage(eventEveryMicrosecond());
        MemoryTimelineChart* chart = page->chart();
        for (const auto& [from, to] : { std::pair { 19.5, 20.389 }, std::pair { 31.0, 31.01 } }) {
            chart->showRange(from, to);
            QTRY_VERIFY(chart->plottedPointCount() > 0);
            const QRectF plot = chart->chart()->mapRectToScene(chart->chart()->plotArea());
            for (const double fraction : { 0.25, 0.75 }) {
                const QPoint position
                    = chart->mapFromScene(QPointF(plot.left() + fraction * plot.width(), plot.center().y()));
                QSignalSpy described(chart, &MemoryTimelineChart::eventDescribed);
                QTest::mouseClick(chart->viewport(), Qt::LeftButton, {}, position);
                QCOMPARE(described.size(), 1);
                const double ms = described.first().at(0).toDouble();
                QVERIFY2(std::fabs(ms - (from + fraction * (to - from))) < (to - from) / 100,
                    qPrintable(QString::number(ms)));
                const QString text = described.first().at(1).toString();
                const double shown = text.section(QLatin1Char('\n'), 0, 0).section(QLatin1Char(' '), -1).toDouble();
                QVERIFY2(shown >= from && shown <= to, qPrintable(text));
            }
        }
    }

    void aSelectedAllocationsBandSpansItsLifetime()
    {
        testing::MemoryEventBuilder builder;
        builder.allocate(0, { .address = 0x1, .bytes = 1 << 20, .op = "first" });
        builder.allocate(1000000000, { .address = 0x2, .bytes = 4 << 20, .op = "marked" }); // 1 ms
        builder.deallocate(3000000000, "0", 0x2); // 3 ms
        builder.deallocate(5000000000, "0", 0x1);
        const std::unique_ptr<MemoryProfilePage> page = shownPage(builder);
        MemoryTimelineChart* chart = page->chart();
        chart->setMarkedAllocations({ 1 });
        QCOMPARE(chart->markedLifetimes().size(), size_t(1));
        const QRectF plot = chart->chart()->mapRectToScene(chart->chart()->plotArea());
        const auto [from, to] = chart->visibleRangeMs();
        const auto xOf = [&](double ms) { return plot.left() + (ms - from) / (to - from) * plot.width(); };
        const QRectF band = chart->markedBand(chart->markedLifetimes().front());
        QVERIFY2(std::fabs(band.left() - xOf(1.0)) < 1.5, qPrintable(QString::number(band.left())));
        QVERIFY2(std::fabs(band.right() - xOf(3.0)) < 1.5, qPrintable(QString::number(band.right())));
        // The painted band is there: the highlight tints the plot between the two times.
        const QImage image = chart->grab().toImage();
        const QPoint inside = chart->mapFromScene(QPointF(xOf(2.0), plot.top() + 5));
        const QPoint outside = chart->mapFromScene(QPointF(xOf(4.5), plot.top() + 5));
        QVERIFY(image.pixelColor(inside * image.devicePixelRatio())
            != image.pixelColor(outside * image.devicePixelRatio()));
    }

    // On the shortest chart (a 1280 x 720 window) both axis titles are drawn whole, inside the view.
    void axisTitlesAreWholeOnAShortChart()
    {
        testing::MemoryEventBuilder builder;
        builder.allocate(1000000000, { .address = 0x1, .bytes = 3 << 20, .op = "kept" });
        const std::unique_ptr<MemoryProfilePage> page = shownPage(builder, { 960, 560 });
        QTest::qWait(50);
        MemoryTimelineChart* chart = page->chart();
        QCOMPARE(chart->height(), chart->minimumHeight());
        QStringList titles;
        for (const QGraphicsItem* item : chart->scene()->items()) {
            const auto* text = dynamic_cast<const QGraphicsTextItem*>(item);
            if (!text || !item->isVisible())
                continue;
            const QString plain = text->toPlainText();
            if (plain.startsWith(QStringLiteral("Memory")) || plain.startsWith(QStringLiteral("Fragm"))) {
                titles << plain;
                QVERIFY2(chart->sceneRect().contains(item->sceneBoundingRect()), qPrintable(plain));
            }
        }
        titles.sort();
        QCOMPARE(titles, (QStringList { QStringLiteral("Fragmentation (%)"), QStringLiteral("Memory Usage (MiB)") }));
    }

    void timeAxisLabelsAreRoundAtEveryZoom()
    {
        testing::MemoryEventBuilder builder;
        for (int i = 0; i < 2000; ++i)
            builder.allocate(qint64(2781500 + i * 12119) * 1000000, { .address = quint64(i + 1), .bytes = 1024 });
        const std::unique_ptr<MemoryProfilePage> page = shownPage(builder, { 1400, 800 });
        MemoryTimelineChart* chart = page->chart();
        for (const auto& [from, to] :
            { std::pair { 2781.5, 27020.0 }, std::pair { 19500.0, 20389.0 }, std::pair { 20000.0, 20000.75 } }) {
            chart->showRange(from, to);
            QTest::qWait(20);
            QApplication::processEvents();
            const QStringList labels = test::bottomAxisLabels(*chart);
            QVERIFY2(labels.size() >= 3, qPrintable(labels.join(QLatin1Char('|'))));
            std::vector<double> values;
            for (const QString& label : labels)
                values.push_back(QLocale().toDouble(label));
            const double step = values[1] - values[0];
            const double mantissa = step / std::pow(10.0, std::floor(std::log10(step) + 1e-9));
            QVERIFY2(std::fabs(mantissa - 1) < 1e-6 || std::fabs(mantissa - 2) < 1e-6 || std::fabs(mantissa - 5) < 1e-6,
                qPrintable(labels.join(QLatin1Char('|'))));
            for (size_t i = 1; i < values.size(); ++i)
                QVERIFY2(std::fabs(values[i] - values[i - 1] - step) < step * 1e-6,
                    qPrintable(labels.join(QLatin1Char('|'))));
        }
    }

    // While the analysis runs the page shows how far it is, with Cancel; cancelled, it says so, and it
    // starts again when the page is shown again.
    void analysisShowsProgressAndCancels()
    {
        auto profile = std::make_shared<Profile>();
        profile->path = QStringLiteral("/profiles/run.xplane.pb");
        profile->hosts = { eventEveryMicrosecond().host() };
        MemoryProfilePage page;
        page.resize(1200, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.setProfile(profile);
        // Before the event loop runs again, the analysis cannot have been delivered.
        QVERIFY(page.analysisProgress()->isVisible());
        QVERIFY(page.message().isEmpty());
        QVERIFY(page.isAnalysing());
        page.analysisProgress()->cancelButton()->click();
        QVERIFY(page.message().contains(QStringLiteral("was cancelled")));
        QVERIFY(!page.analysisProgress()->isVisible());
        QTest::qWait(50);
        QVERIFY(!page.currentAllocator()); // the cancelled analysis is not shown

        QSignalSpy finished(&page, &MemoryProfilePage::analysisFinished);
        page.hide();
        page.show();
        QVERIFY(finished.wait(30000));
        QVERIFY(page.message().isEmpty());
        QVERIFY(page.currentAllocator());
        QVERIFY(!page.isAnalysing());
    }

    void emptyAndMissingData()
    {
        MemoryProfilePage page;
        QVERIFY(page.message().contains(QStringLiteral("Open a profile")));
        page.setResult(std::make_shared<const Result>());
        QVERIFY(page.message().startsWith(QStringLiteral("There is no memory profile to display")));
        QVERIFY(page.message().contains(QStringLiteral("host_trace_level >= 2")));
        QCOMPARE(page.allocatorSelector()->count(), 0);
        QVERIFY(!page.selectAllocator(QStringLiteral("0")));
    }

    void exportWritesChartsAndTables()
    {
        testing::MemoryEventBuilder builder;
        builder.allocate(1000000000, { .address = 0x1, .bytes = 3 << 20, .op = "kept, with a comma" });
        builder.allocate(2000000000, { .address = 0x2, .bytes = 1 << 20, .op = "freed" });
        builder.deallocate(3000000000, "0", 0x2);
        MemoryProfilePage page;
        page.resize(1200, 800);
        page.show();
        page.setResult(std::make_shared<const Result>(analyze(std::vector<HostSpace> { builder.host() })));
        QTemporaryDir dir;
        QString error;
        QVERIFY2(
            page.exportAll(dir.path(), { QStringLiteral("png"), QStringLiteral("svg") }, &error), qPrintable(error));
        for (const char* name : { "memory-profile-timeline.png", "memory-profile-timeline.svg",
                 "memory-profile-summary.png", "memory-profile-breakdown.svg" })
            QVERIFY2(QFile(dir.filePath(QLatin1String(name))).size() > 1000, name);
        QFile svg(dir.filePath(QStringLiteral("memory-profile-timeline.svg")));
        QVERIFY(svg.open(QIODevice::ReadOnly));
        QVERIFY(svg.readAll().contains("<svg"));
        QFile csv(dir.filePath(QStringLiteral("memory-profile-never-freed.csv")));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = csv.readAll().split('\n');
        QVERIFY(lines[0].startsWith("Op Name,Allocation Size,Requested Size,Allocated at (ms)"));
        QVERIFY2(lines[1].startsWith("\"kept, with a comma\",3145728,3145728,1"), lines[1].constData());
        QVERIFY(!page.exportAll(dir.path(), { QStringLiteral("gif") }, &error));
        QVERIFY(error.contains(QStringLiteral("gif")));
    }

    // The summary image holds the card and nothing below it: on a tall page no
    // band of empty rows taller than a few text lines (it was half empty).
    void summaryExportFitsItsContent()
    {
        testing::MemoryEventBuilder builder;
        builder.allocate(1000000000, { .address = 0x1, .bytes = 3 << 20, .op = "kept" });
        const auto page = shownPage(builder, { 1400, 1300 });
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("summary.png"));
        QString error;
        QVERIFY2(exportView(page->exportTargets()[1], path, ImageFormat::Png, &error), qPrintable(error));
        const QImage image(path);
        QVERIFY(!image.isNull());
        const qreal ratio = std::max<qreal>(2.0, qApp->devicePixelRatio()); // export's rule for PNGs
        const int lineHeight = qRound(page->summary()->fontMetrics().height() * ratio);
        int emptyRun = 0, longestEmptyRun = 0;
        const int margin = qRound(6 * ratio); // the card's frame is not content
        for (int y = margin; y < image.height() - margin; ++y) {
            bool empty = true;
            for (int x = margin; x < image.width() - margin && empty; ++x)
                empty = image.pixel(x, y) == image.pixel(margin, y);
            emptyRun = empty ? emptyRun + 1 : 0;
            longestEmptyRun = std::max(longestEmptyRun, emptyRun);
        }
        QVERIFY2(longestEmptyRun < 3 * lineHeight,
            qPrintable(QStringLiteral("%1 empty rows in a %2 px image").arg(longestEmptyRun).arg(image.height())));
    }
};

QTEST_MAIN(TestMemoryProfilePage)
#include "tst_memoryprofilepage.moc"
