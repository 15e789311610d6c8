// SPDX-License-Identifier: Apache-2.0
// The Overview Page as a user sees it: cards, chart, top ops table, diagnostics.
#include "core/overview/overview.h"
#include "core/profile/loader.h"
#include "core/support/sharedxspace.h"
#include "document/profiledocument.h"
#include "models/overviewtopopsmodel.h"
#include "overview/overviewchart.h"
#include "overview/overviewpage.h"
#include "overview/overviewtool.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QDir>
#include <QGridLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPointer>
#include <QSignalSpy>
#include <QStackedBarSeries>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextLayout>
#include <QToolTip>
#include <QValueAxis>
#include <cmath>

using namespace memscope;
using namespace memscope::overview;

namespace {

// A TPU training report with three steps, built by hand so every shown number is known.
OverviewReport tpuTrainingReport()
{
    OverviewReport report;
    report.environment.hardware = HardwareType::Tpu;
    report.environment.deviceType = QStringLiteral("TPU test");
    report.environment.deviceCoreCount = 4;
    report.environment.hostNames = { QStringLiteral("host-a"), QStringLiteral("host-b") };
    report.environment.isTraining = true;
    report.environment.profileDurationMs = Figure::unavailable(QStringLiteral("no Task Environment plane"));
    report.stepTime.source = StepSource::DeviceStepMarkers;
    report.stepTime.categories = stepCategories(HardwareType::Tpu);
    for (int i = 0; i < 3; ++i) {
        Step step;
        step.number = 20 + i; // the traced step numbers, not 0..2
        step.durationPs = 1000000000LL * (10 + i);
        step.categoryPs = { 6000000000LL + i * 1000000000LL, 1000000000LL, 0, 3000000000LL, 0 };
        report.stepTime.steps.push_back(step);
    }
    report.stepTime.stepTime = { 11.0, 1.0 };
    report.stepTime.categoryTimes = { { 7.0, 1.0 }, { 1.0, 0 }, { 0, 0 }, { 3.0, 0 }, { 0, 0 } };
    report.utilization.dutyCyclePercent = Figure::of(27.777);
    report.utilization.flopsUtilizationPercent = Figure::of(0.00049);
    report.utilization.matrixUnitUtilizationPercent = Figure::unavailable(QStringLiteral("hardware counters"));
    report.placement.hostPercent = Figure::of(7.7);
    report.placement.devicePercent = Figure::of(92.3);
    TopOp small { QStringLiteral("fusion.9"), {}, QStringLiteral("loop fusion"), {}, 4, 9.5, 9.5, 0.4, 0.4,
        Figure::of(2.0), Figure::of(1024), Figure::of(1) };
    TopOp large { QStringLiteral("fusion.10"), {}, QStringLiteral("convolution"), {}, 2, 10.25, 10.25, 0.6, 1.0,
        Figure::unavailable(QStringLiteral("no flops")), Figure::of(2048), Figure::of(1) };
    report.topOps = { large, small };
    report.recommendations
        = { { QStringLiteral("input_bound"), QStringLiteral("Your program is MODERATELY input-bound.") } };
    return report;
}

// Shows `report` in a window of `size`; false when it did not appear.
bool showOnScreen(OverviewPage& view, const OverviewReport& report, const QSize& size)
{
    view.resize(size);
    view.showReport(report);
    view.show();
    return QTest::qWaitForWindowExposed(&view);
}

// The label of the value in the same card row as the title `title` (the n-th such row).
QLabel* valueLabelOf(OverviewPage& view, const QString& title, int occurrence = 0)
{
    for (QLabel* label : view.content()->findChildren<QLabel*>()) {
        if (label->text() != title || occurrence-- > 0)
            continue;
        QWidget* titleWidget = label->parentWidget();
        auto* grid = qobject_cast<QGridLayout*>(titleWidget->parentWidget()->layout());
        int row = 0, column = 0, rowSpan = 0, columnSpan = 0;
        grid->getItemPosition(grid->indexOf(titleWidget), &row, &column, &rowSpan, &columnSpan);
        return qobject_cast<QLabel*>(grid->itemAtPosition(row, 1)->widget());
    }
    return nullptr;
}

// The value as read (a no-break space reads as a space).
QString valueOf(OverviewPage& view, const QString& title, int occurrence = 0)
{
    QLabel* label = valueLabelOf(view, title, occurrence);
    return label ? label->text().replace(QChar::Nbsp, QLatin1Char(' ')) : QStringLiteral("<no row '%1'>").arg(title);
}

// The lines a word-wrapped label shows at its width.
QStringList shownLines(QLabel* label)
{
    QTextLayout layout(label->text(), label->font());
    QTextOption option;
    option.setWrapMode(QTextOption::WordWrap);
    layout.setTextOption(option);
    layout.beginLayout();
    QStringList lines;
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(label->contentsRect().width());
        lines << label->text().mid(line.textStart(), line.textLength()).trimmed();
    }
    layout.endLayout();
    return lines;
}

QLabel* labelWithText(QWidget* root, const QString& text)
{
    for (QLabel* label : root->findChildren<QLabel*>()) {
        if (label->text() == text)
            return label;
    }
    return nullptr;
}

// 1, 2 or 5 times a power of ten.
bool isRoundStep(double step)
{
    if (step <= 0)
        return false;
    const double mantissa = step / std::pow(10.0, std::floor(std::log10(step) + 1e-9));
    return std::abs(mantissa - 1) < 1e-9 || std::abs(mantissa - 2) < 1e-9 || std::abs(mantissa - 5) < 1e-9;
}

QStackedBarSeries* barSeries(OverviewChart* chart)
{
    return chart->chart()->series().isEmpty() ? nullptr
                                              : qobject_cast<QStackedBarSeries*>(chart->chart()->series().first());
}

} // namespace

class TestOverviewPage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void summaryShowsFiguresAndSaysWhatIsMissing()
    {
        OverviewPage view;
        view.resize(1400, 900);
        view.showReport(tpuTrainingReport());
        QCOMPARE(valueOf(view, QStringLiteral("Average Step Time")), QStringLiteral("11.000 ms"));
        QCOMPARE(valueOf(view, QStringLiteral("TPU Duty Cycle")), QStringLiteral("27.8%"));
        // A tiny utilisation is shown with its digits, not as XProf's constant 0.0%.
        QCOMPARE(valueOf(view, QStringLiteral("FLOPS Utilization")), QStringLiteral("0.00049%"));
        QCOMPARE(valueOf(view, QStringLiteral("Utilization of TPU Matrix Units")),
            QStringLiteral("not available in this profile"));
        QCOMPARE(valueOf(view, QStringLiteral("Host")), QStringLiteral("7.7%"));
        QCOMPARE(valueOf(view, QStringLiteral("Device")), QStringLiteral("92.3%"));
        QCOMPARE(valueOf(view, QStringLiteral("Is training job")), QStringLiteral("true"));
        QCOMPARE(valueOf(view, QStringLiteral("Number of Hosts used")), QStringLiteral("2"));
        QCOMPARE(valueOf(view, QStringLiteral("Number of device cores")), QStringLiteral("4"));
        QCOMPARE(valueOf(view, QStringLiteral("Profile duration")), QStringLiteral("not available in this profile"));
        QVERIFY(labelWithText(view.content(), QStringLiteral("• Your program is MODERATELY input-bound.")));
        // No warnings: no diagnostics banner.
        QVERIFY(!labelWithText(view.content(), QStringLiteral("No step marker observed")));
    }

    // In a narrow window a value wraps between its parts, never between a number and its unit.
    void narrowCardsKeepNumbersWithTheirUnits()
    {
        OverviewPage view;
        QVERIFY(showOnScreen(view, tpuTrainingReport(), QSize(560, 900)));
        QLabel* compute = valueLabelOf(view, QStringLiteral("TensorCore compute"));
        QVERIFY(compute);
        const QStringList lines = shownLines(compute);
        QVERIFY2(lines.size() == 2, qPrintable(lines.join(QLatin1Char('|'))));
        QCOMPARE(lines.at(0).split(QChar::Nbsp).join(QLatin1Char(' ')), QStringLiteral("7.000 ms"));
        QCOMPARE(lines.at(1).split(QChar::Nbsp).join(QLatin1Char(' ')), QStringLiteral("(σ = 1.000 ms)"));
    }

    void stepTimeGraphIsStackedByCategoryWithTheStepNumbers()
    {
        OverviewPage view;
        view.showReport(tpuTrainingReport());
        QStackedBarSeries* series = barSeries(view.chart());
        QVERIFY(series);
        QCOMPARE(series->count(), 5);
        QCOMPARE(series->barSets().at(0)->label(), QStringLiteral("TensorCore compute"));
        QCOMPARE(series->barSets().at(0)->at(2), 8.0);
        QCOMPARE(series->barSets().at(3)->label(), QStringLiteral("TensorCore idle"));
        QCOMPARE(series->barSets().at(3)->at(0), 3.0);
        auto* axis = qobject_cast<QBarCategoryAxis*>(view.chart()->chart()->axes(Qt::Horizontal).first());
        QCOMPARE(
            axis->categories(), (QStringList { QStringLiteral("20"), QStringLiteral("21"), QStringLiteral("22") }));
        QCOMPARE(view.chart()->chart()->title(), QStringLiteral("Step Time (in milliseconds)"));
        view.resize(1400, 900);
        view.grab().save(QStringLiteral(MEMSCOPE_BINARY_DIR "/overview-tpu-training.png"));
    }

    // Pointing at a bar says which step it is and what that part of it took.
    void hoveringABarShowsItsStepAndCategory()
    {
        OverviewPage view;
        QVERIFY(showOnScreen(view, tpuTrainingReport(), QSize(1400, 900)));
        OverviewChart* chart = view.chart();
        QStackedBarSeries* series = barSeries(chart);
        // The middle of step 21's compute part (0 to 7 ms).
        const QPointF scene = chart->chart()->mapToPosition(QPointF(1, 3.5), series);
        const QPoint point = chart->mapFromScene(scene);
        QTest::mouseMove(chart->viewport(), point - QPoint(3, 3));
        QTest::mouseMove(chart->viewport(), point);
        QTRY_VERIFY(QToolTip::isVisible());
        QCOMPARE(QToolTip::text(), QStringLiteral("Step 21, duration 11.000 ms\nTensorCore compute: 7.000 ms"));
        // It stays while the mouse rests there, after Qt's own tooltip request comes.
        QTest::qWait(1500);
        QVERIFY(QToolTip::isVisible());

        // Without step markers a bar is a module's execution, and its tooltip says so.
        OverviewReport executions = tpuTrainingReport();
        executions.stepTime.source = StepSource::ModuleExecutions;
        executions.stepTime.steps[1].name = QStringLiteral("jit_f(7)");
        view.showReport(executions);
        QToolTip::hideText();
        QTest::mouseMove(chart->viewport(), point - QPoint(3, 3));
        QTest::mouseMove(chart->viewport(), point);
        QTRY_VERIFY(QToolTip::isVisible());
        QCOMPARE(QToolTip::text(),
            QStringLiteral("Module execution 21 (jit_f(7)), duration 11.000 ms\nTensorCore compute: 7.000 ms"));
    }

    void inferenceShowsTheLatencyChart()
    {
        OverviewReport report = tpuTrainingReport();
        report.environment.isTraining = false;
        report.inference.sessionCount = 4;
        report.inference.averageSessionMs = Figure::of(2.5);
        report.inference.rows
            = { { QStringLiteral("Avg"), 1.15, 1.25, 0.1 }, { QStringLiteral("50.0%"), 1.4, 1.5, 0.1 } };
        OverviewPage view;
        view.showReport(report);
        QVERIFY(labelWithText(view.content(), QStringLiteral("Inference Session Latency Breakdown")));
        QCOMPARE(valueOf(view, QStringLiteral("Average Session Time")), QStringLiteral("2.500 ms"));
        QCOMPARE(view.chart()->chart()->title(), QStringLiteral("Inference Session Latency at Percentile"));
        QStackedBarSeries* series = barSeries(view.chart());
        QCOMPARE(series->count(), 3);
        QCOMPARE(series->barSets().at(1)->label(), QStringLiteral("Device time (in ms)"));
        QCOMPARE(series->barSets().at(1)->at(0), 1.25);
        auto* axis = qobject_cast<QBarCategoryAxis*>(view.chart()->chart()->axes(Qt::Horizontal).first());
        QCOMPARE(axis->categories(), (QStringList { QStringLiteral("Avg"), QStringLiteral("50.0%") }));
    }

    // Each report shown (a profile opened, another run of a folder) replaces the axes.
    void showingAnotherReportDeletesTheOldAxes()
    {
        OverviewPage view;
        view.showReport(tpuTrainingReport());
        QList<QPointer<QAbstractAxis>> oldAxes;
        const QList<QAbstractAxis*> axes = view.chart()->chart()->axes();
        for (QAbstractAxis* axis : axes)
            oldAxes << axis;
        QCOMPARE(oldAxes.size(), 2);
        view.showReport(tpuTrainingReport());
        QCOMPARE(view.chart()->chart()->axes().size(), 2);
        for (const QPointer<QAbstractAxis>& axis : std::as_const(oldAxes))
            QVERIFY(axis.isNull());
    }

    void topOpsSortOnNumbersNotText()
    {
        OverviewPage view;
        view.showReport(tpuTrainingReport());
        QTableView* table = view.topOpsTable();
        QCOMPARE(table->model()->rowCount(), 2);
        // By self time, ascending: 9.5 before 10.25 (as text "10.25" would come first).
        table->sortByColumn(OverviewTopOpsModel::SelfTimeColumn, Qt::AscendingOrder);
        QCOMPARE(table->model()->index(0, OverviewTopOpsModel::OperationColumn).data().toString(),
            QStringLiteral("fusion.9"));
        QCOMPARE(
            table->model()->index(0, OverviewTopOpsModel::SelfTimeColumn).data().toString(), QStringLiteral("9.500"));
        table->sortByColumn(OverviewTopOpsModel::SelfTimeColumn, Qt::DescendingOrder);
        QCOMPARE(table->model()->index(0, OverviewTopOpsModel::OperationColumn).data().toString(),
            QStringLiteral("fusion.10"));
        // An unknown FLOP rate says so, with the reason as its tooltip.
        const QModelIndex flops = table->model()->index(0, OverviewTopOpsModel::FlopRateColumn);
        QCOMPARE(flops.data().toString(), QStringLiteral("n/a"));
        QCOMPARE(flops.data(Qt::ToolTipRole).toString(), QStringLiteral("no flops"));
        QCOMPARE(table->model()->index(0, OverviewTopOpsModel::BytesAccessedColumn).data().toString(),
            QStringLiteral("2.00 KiB"));
    }

    void chartFollowsThePalette()
    {
        OverviewPage view;
        view.showReport(tpuTrainingReport());
        QPalette dark = view.palette();
        dark.setColor(QPalette::Base, QColor(0x20, 0x20, 0x20));
        dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
        view.setPalette(dark);
        QCOMPARE(view.chart()->chart()->backgroundBrush().color(), QColor(0x20, 0x20, 0x20));
        QCOMPARE(view.chart()->chart()->titleBrush().color(), QColor(0xee, 0xee, 0xee));
        // Series keep XProf's colours.
        QCOMPARE(barSeries(view.chart())->barSets().at(0)->color(), QColor(0x00, 0xAA, 0x55));
    }

    void exportsChartsTableAndReport()
    {
        OverviewPage view;
        QVERIFY(view.exportTargets().isEmpty()); // nothing to export before a report
        view.showReport(tpuTrainingReport());
        QStringList ids;
        for (const ExportTarget& target : view.exportTargets())
            ids.append(target.id);
        QCOMPARE(ids,
            (QStringList { QStringLiteral("overview-step-time"), QStringLiteral("overview-top-ops"),
                QStringLiteral("overview-page") }));
        QTemporaryDir directory;
        QString error;
        QVERIFY2(view.exportAll(directory.path(), { QStringLiteral("png"), QStringLiteral("svg") }, &error),
            qPrintable(error));
        const QDir folder(directory.path());
        QImage chart(folder.filePath(QStringLiteral("overview-step-time.png")));
        QVERIFY(!chart.isNull());
        QVERIFY(chart.width() > 200);
        QFile svg(folder.filePath(QStringLiteral("overview-step-time.svg")));
        QVERIFY(svg.open(QIODevice::ReadOnly));
        QVERIFY(svg.readAll().contains("<svg"));
        QVERIFY(QFile::exists(folder.filePath(QStringLiteral("overview-page.svg"))));
        // The report as memscope-report writes it, and the table with raw numbers.
        QFile json(folder.filePath(QStringLiteral("overview.json")));
        QVERIFY(json.open(QIODevice::ReadOnly));
        QCOMPARE(QJsonDocument::fromJson(json.readAll())
                     .object()
                     .value(QStringLiteral("utilization"))
                     .toObject()
                     .value(QStringLiteral("duty_cycle_percent"))
                     .toDouble(),
            27.777);
        QFile csv(folder.filePath(QStringLiteral("overview-top-ops.csv")));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = csv.readAll().split('\n');
        QVERIFY(lines.at(0).startsWith("Time (%),"));
        QVERIFY(lines.at(1).contains("fusion.10,2,10.25,"));
        // Percentages in the "(%)" columns, and nothing where the page says n/a (no flops).
        QVERIFY2(lines.at(1).startsWith("60,100,convolution,fusion.10,2,10.25,,2048"), lines.at(1).constData());
        QVERIFY(!view.exportAll(directory.path(), { QStringLiteral("bmp") }, &error));
        QVERIFY(error.contains(QLatin1String("bmp")));
    }

    void realTpuInferenceProfile()
    {
        const auto hosts = test::readSharedHost(QStringLiteral("xprof/tpu_inference_2.xplane.pb"));
        if (hosts.empty())
            QSKIP("xprof/tpu_inference_2.xplane.pb is not in MEMSCOPE_SHARED_DATA");
        OverviewPage view;
        view.resize(1500, 1000);
        view.showReport(computeOverview(hosts, {}));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        // No step markers: XProf's diagnostic on top and the module executions in the graph.
        const QList<QLabel*> labels = view.content()->findChildren<QLabel*>();
        QVERIFY(std::any_of(labels.begin(), labels.end(), [](QLabel* label) {
            return label->text().startsWith(QLatin1String("No step marker observed")) && label->isVisible();
        }));
        QVERIFY(labelWithText(view.content(), QStringLiteral("Module Execution Time Graph")));
        QCOMPARE(barSeries(view.chart())->barSets().at(0)->count(), 105);
        // 105 executions: round ticks from 0 (as every chart: 1, 2 or 5 x 10^k), not every 11th.
        auto* executions = qobject_cast<QValueAxis*>(view.chart()->chart()->axes(Qt::Horizontal).first());
        QVERIFY(executions);
        QCOMPARE(executions->tickAnchor(), 0.0);
        QVERIFY2(isRoundStep(executions->tickInterval()), qPrintable(QString::number(executions->tickInterval())));
        QCOMPARE(executions->labelFormat(), QStringLiteral("%.0f"));
        auto* milliseconds = qobject_cast<QValueAxis*>(view.chart()->chart()->axes(Qt::Vertical).first());
        QVERIFY(isRoundStep(milliseconds->tickInterval()));
        QCOMPARE(milliseconds->min(), 0.0);
        QVERIFY(milliseconds->max() >= 982.115); // the longest execution
        // A narrower chart has fewer ticks, still round.
        const double wide = executions->tickInterval();
        view.resize(700, 1000);
        QTRY_VERIFY(executions->tickInterval() > wide);
        QVERIFY(isRoundStep(executions->tickInterval()));
        QCOMPARE(valueOf(view, QStringLiteral("TPU Duty Cycle")), QStringLiteral("86.5%"));
        QCOMPARE(valueOf(view, QStringLiteral("Device type")), QStringLiteral("TPU v6 Lite"));
        // An inference run without sessions: the session time is there and says why it is missing.
        QCOMPARE(
            valueOf(view, QStringLiteral("Average Session Time")), QStringLiteral("not available in this profile"));
        QVERIFY(valueLabelOf(view, QStringLiteral("Average Session Time"))
                    ->toolTip()
                    .startsWith(QStringLiteral("No inference sessions: the host trace has no request root events")));
        // The measured rates and the peaks they are measured against, as memscope-report overview prints them.
        QCOMPARE(valueOf(view, QStringLiteral("Measured FLOP rate per core")), QStringLiteral("4.5 GFLOP/s"));
        QCOMPARE(valueOf(view, QStringLiteral("Measured HBM bandwidth per core")), QStringLiteral("71.2 GB/s"));
        QCOMPARE(valueOf(view, QStringLiteral("Peak FLOP rate per core")), QStringLiteral("918.0 TFLOP/s"));
        QCOMPARE(valueOf(view, QStringLiteral("Peak HBM bandwidth per core")), QStringLiteral("1638.0 GB/s"));
        QCOMPARE(view.topOpsTable()->model()->index(0, OverviewTopOpsModel::OperationColumn).data().toString(),
            QStringLiteral("copy-done.4"));
        view.grab().save(QStringLiteral(MEMSCOPE_BINARY_DIR "/overview-tpu-inference.png"));
    }

    void documentHasAnOverviewTabFilledOffTheUiThread()
    {
        const QString path = QStringLiteral(MEMSCOPE_SHARED_DATA "/xprof/gpu_multi_worker.xplane.pb");
        if (!QFile::exists(path))
            QSKIP("xprof/gpu_multi_worker.xplane.pb is not in MEMSCOPE_SHARED_DATA");
        const LoadOutcome outcome = loadProfile(path);
        QVERIFY2(outcome.profile, qPrintable(outcome.error));
        ProfileDocument document;
        OverviewTool* tool = nullptr;
        for (int i = 0; i < document.toolTabs()->count(); ++i) {
            if (document.toolTabs()->tabText(i) == QLatin1String("Overview"))
                tool = qobject_cast<OverviewTool*>(document.toolTabs()->widget(i));
        }
        QVERIFY(tool);
        QSignalSpy shown(tool, &OverviewTool::reportShown);
        document.showProfile(outcome.profile);
        QCOMPARE(shown.count(), 0); // nothing is computed for a page that is not shown
        document.toolTabs()->setCurrentWidget(tool);
        QVERIFY(shown.wait(20000) || shown.count() > 0);
        QVERIFY(tool->page()->report().has_value());
        QCOMPARE(tool->page()->report()->environment.deviceCoreCount, 8);
        QCOMPARE(tool->exportTargets().size(), 3);
        document.toolTabs()->setCurrentWidget(tool);
        document.resize(1600, 1000);
        document.grab().save(QStringLiteral(MEMSCOPE_BINARY_DIR "/overview-document-gpu.png"));
    }

    void realGpuProfile()
    {
        const auto hosts = test::readSharedHost(QStringLiteral("xprof/gpu_multi_worker.xplane.pb"));
        if (hosts.empty())
            QSKIP("xprof/gpu_multi_worker.xplane.pb is not in MEMSCOPE_SHARED_DATA");
        OverviewPage view;
        view.resize(1500, 1000);
        view.showReport(computeOverview(hosts, {}));
        QCOMPARE(valueOf(view, QStringLiteral("Average Step Time")), QStringLiteral("21.310 ms"));
        QCOMPARE(valueOf(view, QStringLiteral("Kernel Launch Time")), QStringLiteral("3.566 ms (σ = 0.000 ms)"));
        QCOMPARE(valueOf(view, QStringLiteral("16-bit")), QStringLiteral("30.5%"));
        QVERIFY(!labelWithText(view.content(), QStringLiteral("TPU Duty Cycle"))); // TPU only
        QCOMPARE(barSeries(view.chart())->count(), 9);
        view.grab().save(QStringLiteral(MEMSCOPE_BINARY_DIR "/overview-gpu.png"));
    }
};

QTEST_MAIN(TestOverviewPage)
#include "tst_overviewpage.moc"
