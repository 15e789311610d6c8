// SPDX-License-Identifier: Apache-2.0
#include "overview/overviewpage.h"

#include "core/overview/overviewformat.h"
#include "core/util/units.h"
#include "export/exportactions.h"
#include "export/exportfolder.h"
#include "models/overviewtopopsmodel.h"
#include "overview/overviewchart.h"

#include <QCoreApplication>
#include <QGridLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QMenu>
#include <QScrollArea>
#include <QSortFilterProxyModel>
#include <QStackedWidget>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

namespace memscope {

using namespace overview;

namespace {

    // A card: a large title over a framed panel holding `layout`. Returns the title label.
    QLabel* addCard(QBoxLayout* parent, const QString& title, QLayout* layout, int stretch = 0)
    {
        auto* titleLabel = new QLabel(title);
        QFont font = titleLabel->font();
        font.setPointSizeF(font.pointSizeF() * 1.25);
        titleLabel->setFont(font);
        auto* panel = new QFrame;
        panel->setFrameShape(QFrame::StyledPanel);
        panel->setLayout(layout);
        auto* box = new QVBoxLayout;
        box->setSpacing(4);
        box->addWidget(titleLabel);
        box->addWidget(panel, 1);
        parent->addLayout(box, stretch);
        return titleLabel;
    }

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

    QString milliseconds(double value, int decimals = 3)
    {
        return QCoreApplication::translate("memscope::OverviewPage", "%1 ms").arg(formatNumber(value, decimals));
    }

} // namespace

OverviewPage::OverviewPage(QWidget* parent)
    : QWidget(parent)
{
    m_stack = new QStackedWidget(this);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(m_stack);

    m_message = new QLabel;
    m_message->setAlignment(Qt::AlignCenter);
    m_message->setWordWrap(true);
    m_stack->addWidget(m_message);

    auto* scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    m_content = new QWidget;
    scroll->setWidget(m_content);
    m_stack->addWidget(scroll);

    auto* page = new QVBoxLayout(m_content);
    m_diagnosticsFrame = new QFrame;
    m_diagnosticsFrame->setAutoFillBackground(true);
    m_diagnosticsFrame->setBackgroundRole(QPalette::AlternateBase);
    m_diagnostics = new QVBoxLayout(m_diagnosticsFrame);
    page->addWidget(m_diagnosticsFrame);

    auto* columns = new QHBoxLayout;
    page->addLayout(columns);
    auto* left = new QVBoxLayout;
    auto* right = new QVBoxLayout;
    columns->addLayout(left, 2);
    columns->addLayout(right, 3);

    m_summary = new QGridLayout;
    addCard(left, tr("Performance Summary"), m_summary);
    m_environment = new QGridLayout;
    addCard(left, tr("Run Environment"), m_environment);
    left->addStretch(1);

    auto* chartLayout = new QVBoxLayout;
    m_chartNote = new QLabel;
    m_chartNote->setWordWrap(true);
    m_chart = new OverviewChart;
    chartLayout->addWidget(m_chartNote);
    chartLayout->addWidget(m_chart, 1);
    m_chartTitle = addCard(right, tr("Step-time Graph"), chartLayout, 1);

    m_topOpsModel = new OverviewTopOpsModel(this);
    auto* proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(m_topOpsModel);
    proxy->setSortRole(OverviewTopOpsModel::SortRole);
    m_topOps = new QTableView;
    m_topOps->setModel(proxy);
    m_topOps->setSortingEnabled(true);
    m_topOps->sortByColumn(OverviewTopOpsModel::TimePercentColumn, Qt::DescendingOrder);
    m_topOps->verticalHeader()->hide();
    m_topOps->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_topOps->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_topOps->setWordWrap(false);
    m_topOps->setTextElideMode(Qt::ElideMiddle);
    m_topOps->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_topOps->horizontalHeader()->setSectionResizeMode(OverviewTopOpsModel::OperationColumn, QHeaderView::Stretch);
    m_topOps->setMinimumHeight(m_topOps->verticalHeader()->defaultSectionSize() * (kTopOpCount + 1) + 8);
    for (QWidget* view : { static_cast<QWidget*>(m_chart), static_cast<QWidget*>(m_topOps) }) {
        view->setContextMenuPolicy(Qt::CustomContextMenu);
        connect(view, &QWidget::customContextMenuRequested, this,
            [this, view](const QPoint& position) { showExportMenu(view, position); });
    }

    m_recommendations = new QVBoxLayout;
    addCard(right, tr("Recommendations"), m_recommendations);

    auto* opsLayout = new QVBoxLayout;
    opsLayout->addWidget(m_topOps);
    addCard(page, tr("Top %1 Device Ops by Self Time").arg(kTopOpCount), opsLayout);
    showMessage(tr("No profile is open."));
}

OverviewPage::~OverviewPage() = default;

void OverviewPage::showMessage(const QString& text)
{
    m_report.reset();
    m_message->setText(text);
    m_stack->setCurrentWidget(m_message);
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
        m_chartTitle->setText(tr("Inference Session Latency Breakdown"));
        m_chartNote->setText(tr("Sessions: %1; average session time %2.")
                                 .arg(report.inference.sessionCount)
                                 .arg(formatFigure(report.inference.averageSessionMs, 3, tr("ms"))));
        m_chart->showInferenceLatency(report.inference);
    } else {
        m_chartTitle->setText(report.stepTime.source == StepSource::ModuleExecutions ? tr("Module Execution Time Graph")
                                                                                     : tr("Step-time Graph"));
        m_chartNote->setText(stepSourceDescription(report.stepTime.source));
        m_chart->showStepTime(report.stepTime);
    }
    m_chart->setVisible(!report.stepTime.steps.empty() || inferenceChart);
    m_topOpsModel->setOps(report.topOps);
    fillRecommendations(report);
    m_stack->setCurrentIndex(1);
}

void OverviewPage::fillDiagnostics(const OverviewReport& report)
{
    clearLayout(m_diagnostics);
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
        m_diagnostics->addWidget(row);
    };
    for (const QString& error : report.diagnostics.errors)
        add(QStyle::SP_MessageBoxCritical, error);
    for (const QString& warning : report.diagnostics.warnings)
        add(QStyle::SP_MessageBoxWarning, warning);
    m_diagnosticsFrame->setVisible(!report.diagnostics.errors.isEmpty() || !report.diagnostics.warnings.isEmpty());
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
    auto* valueLabel = new QLabel(value);
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
    clearLayout(m_summary);
    const StepTime& steps = report.stepTime;
    const bool tpu = report.environment.hardware == HardwareType::Tpu;
    const bool inference = report.environment.isTraining == std::optional<bool>(false);
    const QString lowerIsBetter = tr("lower is better.");
    const QString higherIsBetter = tr("higher is better.");

    if (inference && report.inference.sessionCount > 0) {
        addRow(m_summary, tr("Average Session Time"), lowerIsBetter,
            formatFigure(report.inference.averageSessionMs, 3, tr("ms")));
    }
    if (!steps.steps.empty()) {
        const bool modules = steps.source == StepSource::ModuleExecutions;
        const qsizetype count = static_cast<qsizetype>(steps.steps.size());
        addRow(m_summary, modules ? tr("Average Module Execution Time") : tr("Average Step Time"),
            tr("(σ = %1 ms, n = %2)").arg(formatNumber(steps.stepTime.standardDeviationMs, 3)).arg(count)
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
            addRow(m_summary, summaryTitle(category), {},
                tr("%1 (σ = %2 ms)").arg(milliseconds(time.meanMs)).arg(formatNumber(time.standardDeviationMs, 3)), {},
                true);
        }
    } else if (!(inference && report.inference.sessionCount > 0)) {
        addRow(m_summary, tr("Average Step Time"), stepSourceDescription(steps.source), tr("unknown"), {}, false, true);
    }
    if (tpu) {
        const Utilization& u = report.utilization;
        addFigureRow(m_summary, tr("FLOPS Utilization"), higherIsBetter, u.flopsUtilizationPercent, false);
        addFigureRow(m_summary, tr("Utilization of TPU Matrix Units"), {}, u.matrixUnitUtilizationPercent, true);
        addFigureRow(m_summary, tr("Compared to Program's Optimal FLOPS"), {}, u.flopsComparedToOptimalPercent, true);
        addFigureRow(m_summary, tr("TPU Duty Cycle"),
            tr("Percentage of the device time that is busy. Higher is better."), u.dutyCyclePercent, false);
        addFigureRow(
            m_summary, tr("Memory Bandwidth Utilization"), higherIsBetter, u.memoryBandwidthUtilizationPercent, false);
        addFigureRow(m_summary, tr("HBM Utilization"), {}, u.hbmUtilizationPercent, true);
        addFigureRow(
            m_summary, tr("Compared to Program's Optimal Bandwidth"), {}, u.bandwidthComparedToOptimalPercent, true);
    }
    // The counts behind the shares: op executions (docs/overview.md says which events count).
    addRow(m_summary, tr("Framework Op Placement"),
        tr("generally desired to have more ops on device (%1 on the host, %2 on the device)")
            .arg(report.placement.hostOpCount)
            .arg(report.placement.deviceOpCount),
        {});
    addFigureRow(m_summary, tr("Host"), {}, report.placement.hostPercent, true);
    addFigureRow(m_summary, tr("Device"), {}, report.placement.devicePercent, true);
    addRow(m_summary, tr("Op Time Spent on Eager Execution"), lowerIsBetter, {});
    addFigureRow(m_summary, tr("Host"), {}, report.eager.hostPercent, true);
    addFigureRow(m_summary, tr("Device"), {}, report.eager.devicePercent, true);
    addRow(m_summary, tr("Device Compute Precisions"), tr("out of total device compute time"), {},
        report.precision.method);
    addFigureRow(m_summary, tr("16-bit"), {}, report.precision.sixteenBitPercent, true);
    addFigureRow(m_summary, tr("32-bit"), {}, report.precision.thirtyTwoBitPercent, true);
    if (tpu)
        addFigureRow(m_summary, tr("Other (integer, 8- and 64-bit)"), {}, report.precision.otherPercent, true);
}

void OverviewPage::fillEnvironment(const RunEnvironment& environment)
{
    clearLayout(m_environment);
    const QString training
        = environment.isTraining ? (*environment.isTraining ? tr("true") : tr("false")) : tr("unknown");
    addRow(m_environment, tr("Is training job"), {}, training, environment.trainingEvidence, true);
    addRow(m_environment, tr("Number of Hosts used"), {}, QString::number(environment.hostNames.size()),
        environment.hostNames.join(QLatin1Char('\n')), true);
    addRow(m_environment, tr("Device type"), {}, environment.deviceType, {}, true);
    addRow(m_environment, tr("Number of device cores"), {}, QString::number(environment.deviceCoreCount), {}, true);
    if (environment.profileStart)
        addRow(m_environment, tr("Profile start time (UTC)"), {},
            QLocale().toString(*environment.profileStart, QLocale::ShortFormat), {}, true);
    addRow(m_environment, tr("Profile duration"), {}, formatFigure(environment.profileDurationMs, 1, tr("ms")),
        environment.profileDurationMs.unavailableReason, true, !environment.profileDurationMs.available());
    addRow(m_environment, tr("Peak FLOP rate per core"), {},
        formatFigure(environment.peakTeraflopsPerSecond, 1, tr("TFLOP/s")),
        environment.peakTeraflopsPerSecond.unavailableReason, true, !environment.peakTeraflopsPerSecond.available());
    addRow(m_environment, tr("Peak HBM bandwidth per core"), {},
        formatFigure(environment.peakHbmBandwidthGBps, 1, tr("GB/s")),
        environment.peakHbmBandwidthGBps.unavailableReason, true, !environment.peakHbmBandwidthGBps.available());
}

void OverviewPage::fillRecommendations(const OverviewReport& report)
{
    clearLayout(m_recommendations);
    if (report.recommendations.empty()) {
        auto* none = new QLabel(tr("Nothing stands out in this profile."));
        none->setForegroundRole(QPalette::PlaceholderText);
        m_recommendations->addWidget(none);
    }
    for (const Recommendation& recommendation : report.recommendations) {
        auto* label = new QLabel(QStringLiteral("• ") + recommendation.text);
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        m_recommendations->addWidget(label);
    }
}

QList<ExportTarget> OverviewPage::exportTargets() const
{
    if (!m_report)
        return {};
    QList<ExportTarget> targets;
    if (!m_chart->isHidden()) {
        const bool latency = m_chartTitle->text() == tr("Inference Session Latency Breakdown");
        targets.append({ latency ? QStringLiteral("overview-inference-latency") : QStringLiteral("overview-step-time"),
            m_chartTitle->text(), m_chart });
    }
    targets.append({ QStringLiteral("overview-top-ops"), tr("Top Device Ops"), m_topOps });
    targets.append({ QStringLiteral("overview-page"), tr("Overview Page"), m_content });
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
        this, m_content, directory, formats, [this] { return exportTargets(); },
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
    if (view == m_topOps)
        menu.addAction(tr("Save as CSV…"), this, &OverviewPage::exportTopOpsCsv);
    menu.exec(view->mapToGlobal(position));
}

void OverviewPage::exportTopOpsCsv()
{
    const QString path = askExportPath(this, tr("Export Top Device Ops"), QStringLiteral("overview-top-ops"),
        QStringLiteral("csv"), tr("CSV file (*.csv)"));
    if (path.isEmpty())
        return;
    // The rows in the table's order, with raw numbers.
    QString error;
    if (!writeTextFile(path, modelToCsv(*m_topOps->model(), OverviewTopOpsModel::ExportRole), &error))
        reportExportError(this, error);
}

} // namespace memscope
