// SPDX-License-Identifier: Apache-2.0
#include "overview/overviewpage.h"

#include "core/overview/overviewformat.h"
#include "core/util/units.h"
#include "export/exportactions.h"
#include "export/exportfolder.h"
#include "models/overviewtopopsmodel.h"
#include "overview/overviewchart.h"
#include "ui_overviewpage.h"
#include "widgets/formroles.h"

#include <QCoreApplication>
#include <QGridLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QMenu>
#include <QSortFilterProxyModel>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

namespace memscope {

using namespace overview;

namespace {

    void clearLayout(QLayout* layout)
    {
        while (QLayoutItem* item = layout->takeAt(0)) {
            delete item->widget();
            delete item;
        }
    }

    // XProf's row titles of the GPU step-time breakdown.
    QString summaryTitle(StepCategory category)
    {
        switch (category) {
        case StepCategory::AllOthers:
            return QCoreApplication::translate("memscope::OverviewPage", "All Others Time");
        case StepCategory::Compilation:
            return QCoreApplication::translate("memscope::OverviewPage", "Compilation Time");
        case StepCategory::Output:
            return QCoreApplication::translate("memscope::OverviewPage", "Output Time");
        case StepCategory::Input:
            return QCoreApplication::translate("memscope::OverviewPage", "Input Time");
        case StepCategory::KernelLaunch:
            return QCoreApplication::translate("memscope::OverviewPage", "Kernel Launch Time");
        case StepCategory::HostCompute:
            return QCoreApplication::translate("memscope::OverviewPage", "Host Compute Time");
        case StepCategory::DeviceCollectives:
            return QCoreApplication::translate("memscope::OverviewPage", "Device Collective Communication Time");
        case StepCategory::DeviceToDevice:
            return QCoreApplication::translate("memscope::OverviewPage", "Device to Device Time");
        case StepCategory::DeviceCompute:
            return QCoreApplication::translate("memscope::OverviewPage", "Device Compute Time");
        default:
            return stepCategoryLabel(category);
        }
    }

    // A value may wrap in a narrow card, but never between a number and its unit
    // or inside "σ = …": the spaces after a digit and around "=" do not break.
    QString keepFiguresTogether(QString text)
    {
        for (qsizetype i = 1; i + 1 < text.size(); ++i) {
            if (text[i] != QLatin1Char(' '))
                continue;
            const QChar before = text[i - 1];
            const QChar after = text[i + 1];
            if (before.isDigit() || before == QLatin1Char('=') || after == QLatin1Char('='))
                text[i] = QChar::Nbsp;
        }
        return text;
    }

    QString milliseconds(double value, int decimals = 3)
    {
        return QCoreApplication::translate("memscope::OverviewPage", "%1 ms").arg(formatNumber(value, decimals));
    }

} // namespace

OverviewPage::OverviewPage(QWidget* parent)
    : QWidget(parent)
    , m_ui(std::make_unique<Ui::OverviewPage>())
{
    m_ui->setupUi(this);
    applyFormRoles(this);
    m_ui->topOpsTitle->setText(tr("Top %1 Device Ops by Self Time").arg(formatNumber(qint64(kTopOpCount))));

    m_topOpsModel = new OverviewTopOpsModel(this);
    auto* proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(m_topOpsModel);
    proxy->setSortRole(OverviewTopOpsModel::SortRole);
    QTableView* topOps = m_ui->topOps;
    topOps->setModel(proxy);
    topOps->sortByColumn(OverviewTopOpsModel::TimePercentColumn, Qt::DescendingOrder);
    topOps->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    topOps->horizontalHeader()->setSectionResizeMode(OverviewTopOpsModel::OperationColumn, QHeaderView::Stretch);
    topOps->setMinimumHeight(topOps->verticalHeader()->defaultSectionSize() * (kTopOpCount + 1) + 8);
    for (QWidget* view : { static_cast<QWidget*>(m_ui->chart), static_cast<QWidget*>(topOps) }) {
        view->setContextMenuPolicy(Qt::CustomContextMenu);
        connect(view, &QWidget::customContextMenuRequested, this,
            [this, view](const QPoint& position) { showExportMenu(view, position); });
    }
    showMessage(tr("No profile is open."));
}

OverviewPage::~OverviewPage() = default;

void OverviewPage::showMessage(const QString& text)
{
    m_report.reset();
    m_ui->message->setText(text);
    m_ui->stack->setCurrentWidget(m_ui->message);
}

void OverviewPage::showReport(const OverviewReport& report)
{
    m_report = report;
    fillDiagnostics(report);
    fillSummary(report);
    fillEnvironment(report.environment);
    const bool inferenceChart
        = report.environment.isTraining == std::optional<bool>(false) && report.inference.sessionCount > 0;
    if (inferenceChart) {
        m_ui->chartTitle->setText(tr("Inference Session Latency Breakdown"));
        m_ui->chartNote->setText(tr("Sessions: %1; average session time %2.")
                                     .arg(formatNumber(qint64(report.inference.sessionCount)))
                                     .arg(formatFigure(report.inference.averageSessionMs, 3, tr("ms"))));
        m_ui->chart->showInferenceLatency(report.inference);
    } else {
        m_ui->chartTitle->setText(report.stepTime.source == StepSource::ModuleExecutions
                ? tr("Module Execution Time Graph")
                : tr("Step-time Graph"));
        m_ui->chartNote->setText(stepSourceDescription(report.stepTime.source));
        m_ui->chart->showStepTime(report.stepTime);
    }
    m_ui->chart->setVisible(!report.stepTime.steps.empty() || inferenceChart);
    m_topOpsModel->setOps(report.topOps);
    fillRecommendations(report);
    m_ui->stack->setCurrentIndex(1);
}

void OverviewPage::fillDiagnostics(const OverviewReport& report)
{
    clearLayout(m_ui->diagnostics);
    const auto add = [&](QStyle::StandardPixmap icon, const QString& text) {
        auto* row = new QWidget;
        auto* layout = new QHBoxLayout(row);
        layout->setContentsMargins(0, 0, 0, 0);
        auto* iconLabel = new QLabel;
        const int size = style()->pixelMetric(QStyle::PM_SmallIconSize);
        iconLabel->setPixmap(style()->standardIcon(icon).pixmap(size, size));
        iconLabel->setAlignment(Qt::AlignTop);
        auto* textLabel = new QLabel(text);
        textLabel->setWordWrap(true);
        textLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
        layout->addWidget(iconLabel);
        layout->addWidget(textLabel, 1);
        m_ui->diagnostics->addWidget(row);
    };
    for (const QString& error : report.diagnostics.errors)
        add(QStyle::SP_MessageBoxCritical, error);
    for (const QString& warning : report.diagnostics.warnings)
        add(QStyle::SP_MessageBoxWarning, warning);
    m_ui->diagnosticsFrame->setVisible(!report.diagnostics.errors.isEmpty() || !report.diagnostics.warnings.isEmpty());
}

void OverviewPage::addRow(QGridLayout* grid, const QString& title, const QString& hint, const QString& value,
    const QString& valueTip, bool indented, bool muted)
{
    const int row = grid->rowCount();
    auto* titleLabel = new QLabel(title);
    titleLabel->setWordWrap(true);
    if (!indented) {
        QFont bold = titleLabel->font();
        bold.setBold(true);
        titleLabel->setFont(bold);
    }
    auto* titleBox = new QVBoxLayout;
    titleBox->setSpacing(0);
    titleBox->setContentsMargins(indented ? 16 : 0, indented ? 0 : 6, 0, 0);
    titleBox->addWidget(titleLabel);
    if (!hint.isEmpty()) {
        auto* hintLabel = new QLabel(hint);
        hintLabel->setWordWrap(true);
        QFont italic = hintLabel->font();
        italic.setItalic(true);
        hintLabel->setFont(italic);
        hintLabel->setForegroundRole(QPalette::PlaceholderText);
        titleBox->addWidget(hintLabel);
    }
    auto* titleWidget = new QWidget;
    titleWidget->setLayout(titleBox);
    grid->addWidget(titleWidget, row, 0);
    auto* valueLabel = new QLabel(keepFiguresTogether(value));
    valueLabel->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    valueLabel->setWordWrap(true);
    valueLabel->setToolTip(valueTip);
    valueLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    if (muted)
        valueLabel->setForegroundRole(QPalette::PlaceholderText);
    grid->addWidget(valueLabel, row, 1);
    grid->setColumnStretch(0, 3);
    grid->setColumnStretch(1, 2);
}

void OverviewPage::addFigureRow(
    QGridLayout* grid, const QString& title, const QString& hint, const Figure& figure, bool indented)
{
    addRow(grid, title, hint, formatPercent(figure), figure.unavailableReason, indented, !figure.available());
}

void OverviewPage::fillSummary(const OverviewReport& report)
{
    clearLayout(m_ui->summary);
    const StepTime& steps = report.stepTime;
    const bool tpu = report.environment.hardware == HardwareType::Tpu;
    const bool inference = report.environment.isTraining == std::optional<bool>(false);
    const QString lowerIsBetter = tr("lower is better.");
    const QString higherIsBetter = tr("higher is better.");

    if (inference) {
        // Without sessions the row stays and says why (as memscope-report overview does).
        const Figure& average = report.inference.averageSessionMs;
        addRow(m_ui->summary, tr("Average Session Time"), lowerIsBetter, formatFigure(average, 3, tr("ms")),
            average.unavailableReason, false, !average.available());
    }
    if (!steps.steps.empty()) {
        const bool modules = steps.source == StepSource::ModuleExecutions;
        const qsizetype count = static_cast<qsizetype>(steps.steps.size());
        addRow(m_ui->summary, modules ? tr("Average Module Execution Time") : tr("Average Step Time"),
            tr("(σ = %1 ms, n = %2)")
                    .arg(formatNumber(steps.stepTime.standardDeviationMs, 3), formatNumber(qint64(count)))
                + QLatin1Char(' ') + lowerIsBetter,
            milliseconds(steps.stepTime.meanMs));
        // The categories: XProf's nine GPU rows in its order; on TPU the graph's categories.
        static const std::vector<StepCategory> gpuOrder { StepCategory::AllOthers, StepCategory::Compilation,
            StepCategory::Output, StepCategory::Input, StepCategory::KernelLaunch, StepCategory::HostCompute,
            StepCategory::DeviceCollectives, StepCategory::DeviceToDevice, StepCategory::DeviceCompute };
        for (StepCategory category : tpu ? steps.categories : gpuOrder) {
            const auto position = std::find(steps.categories.begin(), steps.categories.end(), category);
            if (position == steps.categories.end())
                continue;
            const MeanDeviation& time = steps.categoryTimes[static_cast<size_t>(position - steps.categories.begin())];
            addRow(m_ui->summary, summaryTitle(category), {},
                tr("%1 (σ = %2 ms)").arg(milliseconds(time.meanMs)).arg(formatNumber(time.standardDeviationMs, 3)), {},
                true);
        }
    } else if (!(inference && report.inference.sessionCount > 0)) {
        addRow(m_ui->summary, tr("Average Step Time"), stepSourceDescription(steps.source), tr("unknown"), {}, false,
            true);
    }
    if (tpu) {
        const Utilization& u = report.utilization;
        addFigureRow(m_ui->summary, tr("FLOPS Utilization"), higherIsBetter, u.flopsUtilizationPercent, false);
        addFigureRow(m_ui->summary, tr("Utilization of TPU Matrix Units"), {}, u.matrixUnitUtilizationPercent, true);
        addFigureRow(
            m_ui->summary, tr("Compared to Program's Optimal FLOPS"), {}, u.flopsComparedToOptimalPercent, true);
        // The measured rates behind the utilisations (memscope-report overview prints them too).
        addRow(m_ui->summary, tr("Measured FLOP rate per core"), {},
            formatFigure(u.measuredGflopsPerSecond, 1, tr("GFLOP/s")), u.measuredGflopsPerSecond.unavailableReason,
            true, !u.measuredGflopsPerSecond.available());
        addFigureRow(m_ui->summary, tr("TPU Duty Cycle"),
            tr("Percentage of the device time that is busy. Higher is better."), u.dutyCyclePercent, false);
        addFigureRow(m_ui->summary, tr("Memory Bandwidth Utilization"), higherIsBetter,
            u.memoryBandwidthUtilizationPercent, false);
        addFigureRow(m_ui->summary, tr("HBM Utilization"), {}, u.hbmUtilizationPercent, true);
        addFigureRow(m_ui->summary, tr("Compared to Program's Optimal Bandwidth"), {},
            u.bandwidthComparedToOptimalPercent, true);
        addRow(m_ui->summary, tr("Measured HBM bandwidth per core"), {},
            formatFigure(u.measuredHbmGBytesPerSecond, 1, tr("GB/s")), u.measuredHbmGBytesPerSecond.unavailableReason,
            true, !u.measuredHbmGBytesPerSecond.available());
    }
    // The counts behind the shares: op executions (docs/overview.md says which events count).
    addRow(m_ui->summary, tr("Framework Op Placement"),
        tr("generally desired to have more ops on device (%1 on the host, %2 on the device)")
            .arg(formatNumber(qint64(report.placement.hostOpCount)),
                formatNumber(qint64(report.placement.deviceOpCount))),
        {});
    addFigureRow(m_ui->summary, tr("Host"), {}, report.placement.hostPercent, true);
    addFigureRow(m_ui->summary, tr("Device"), {}, report.placement.devicePercent, true);
    addRow(m_ui->summary, tr("Op Time Spent on Eager Execution"), lowerIsBetter, {});
    addFigureRow(m_ui->summary, tr("Host"), {}, report.eager.hostPercent, true);
    addFigureRow(m_ui->summary, tr("Device"), {}, report.eager.devicePercent, true);
    addRow(m_ui->summary, tr("Device Compute Precisions"), tr("out of total device compute time"), {},
        report.precision.method);
    addFigureRow(m_ui->summary, tr("16-bit"), {}, report.precision.sixteenBitPercent, true);
    addFigureRow(m_ui->summary, tr("32-bit"), {}, report.precision.thirtyTwoBitPercent, true);
    if (tpu)
        addFigureRow(m_ui->summary, tr("Other (integer, 8- and 64-bit)"), {}, report.precision.otherPercent, true);
}

void OverviewPage::fillEnvironment(const RunEnvironment& environment)
{
    clearLayout(m_ui->environment);
    const QString training
        = environment.isTraining ? (*environment.isTraining ? tr("true") : tr("false")) : tr("unknown");
    addRow(m_ui->environment, tr("Is training job"), {}, training, environment.trainingEvidence, true);
    addRow(m_ui->environment, tr("Number of Hosts used"), {}, formatNumber(qint64(environment.hostNames.size())),
        environment.hostNames.join(QLatin1Char('\n')), true);
    addRow(m_ui->environment, tr("Device type"), {}, environment.deviceType, {}, true);
    addRow(m_ui->environment, tr("Number of device cores"), {}, formatNumber(qint64(environment.deviceCoreCount)), {},
        true);
    if (environment.profileStart)
        addRow(m_ui->environment, tr("Profile start time (UTC)"), {},
            QLocale().toString(*environment.profileStart, QLocale::ShortFormat), {}, true);
    addRow(m_ui->environment, tr("Profile duration"), {}, formatFigure(environment.profileDurationMs, 1, tr("ms")),
        environment.profileDurationMs.unavailableReason, true, !environment.profileDurationMs.available());
    addRow(m_ui->environment, tr("Peak FLOP rate per core"), {},
        formatFigure(environment.peakTeraflopsPerSecond, 1, tr("TFLOP/s")),
        environment.peakTeraflopsPerSecond.unavailableReason, true, !environment.peakTeraflopsPerSecond.available());
    addRow(m_ui->environment, tr("Peak HBM bandwidth per core"), {},
        formatFigure(environment.peakHbmBandwidthGBps, 1, tr("GB/s")),
        environment.peakHbmBandwidthGBps.unavailableReason, true, !environment.peakHbmBandwidthGBps.available());
}

void OverviewPage::fillRecommendations(const OverviewReport& report)
{
    clearLayout(m_ui->recommendations);
    if (report.recommendations.empty()) {
        auto* none = new QLabel(tr("Nothing stands out in this profile."));
        none->setForegroundRole(QPalette::PlaceholderText);
        m_ui->recommendations->addWidget(none);
    }
    for (const Recommendation& recommendation : report.recommendations) {
        auto* label = new QLabel(QStringLiteral("• ") + recommendation.text);
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        m_ui->recommendations->addWidget(label);
    }
}

OverviewChart* OverviewPage::chart() const { return m_ui->chart; }

QTableView* OverviewPage::topOpsTable() const { return m_ui->topOps; }

QWidget* OverviewPage::content() const { return m_ui->content; }

QList<ExportTarget> OverviewPage::exportTargets() const
{
    if (!m_report)
        return {};
    QList<ExportTarget> targets;
    if (!m_ui->chart->isHidden()) {
        const bool latency = m_ui->chartTitle->text() == tr("Inference Session Latency Breakdown");
        targets.append({ latency ? QStringLiteral("overview-inference-latency") : QStringLiteral("overview-step-time"),
            m_ui->chartTitle->text(), m_ui->chart });
    }
    targets.append({ QStringLiteral("overview-top-ops"), tr("Top Device Ops"), m_ui->topOps });
    targets.append({ QStringLiteral("overview-page"), tr("Overview Page"), m_ui->content });
    return targets;
}

bool OverviewPage::exportAll(const QString& directory, const QStringList& formats, QString* error)
{
    if (!m_report) {
        if (error)
            *error = tr("There is no overview to export.");
        return false;
    }
    return exportPageToFolder(
        this, m_ui->content, directory, formats, [this] { return exportTargets(); },
        [this](const QDir& folder, QString* writeError) {
            return writeTextFile(folder.filePath(QStringLiteral("overview.json")),
                       QJsonDocument(overviewToJson(*m_report)).toJson(), writeError)
                && writeTextFile(folder.filePath(QStringLiteral("overview-top-ops.csv")),
                    modelToCsv(*m_topOpsModel, OverviewTopOpsModel::ExportRole), writeError);
        },
        error);
}

void OverviewPage::showExportMenu(QWidget* view, const QPoint& position)
{
    const QList<ExportTarget> targets = exportTargets();
    const auto target = std::find_if(
        targets.begin(), targets.end(), [view](const ExportTarget& candidate) { return candidate.widget == view; });
    if (target == targets.end())
        return;
    QMenu menu(this);
    addImageExportActions(&menu, *target, this);
    if (view == m_ui->topOps)
        menu.addAction(tr("Save as CSV…"), this, &OverviewPage::exportTopOpsCsv);
    menu.exec(view->mapToGlobal(position));
}

void OverviewPage::exportTopOpsCsv()
{
    // The rows in the table's order, with raw numbers.
    exportTextFile(this, tr("Export Top Device Ops"), QStringLiteral("overview-top-ops"), QStringLiteral("csv"),
        tr("CSV file (*.csv)"), [this] { return modelToCsv(*m_ui->topOps->model(), OverviewTopOpsModel::ExportRole); });
}

} // namespace memscope
