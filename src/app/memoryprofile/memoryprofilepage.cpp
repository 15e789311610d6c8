// SPDX-License-Identifier: Apache-2.0
#include "memoryprofile/memoryprofilepage.h"

#include "core/util/units.h"
#include "export/export.h"
#include "export/exportactions.h"
#include "memoryprofile/memoryprofilesummary.h"
#include "memoryprofile/memorytimelinechart.h"
#include "models/memoryprofiletablemodel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QToolButton>
#include <QVBoxLayout>

namespace memscope {

using namespace memoryprofile;

namespace {

    constexpr int kMaxStepRowsShown = 200;
    constexpr int kNeverFreedTab = 1;
    constexpr int kFindingsTab = 2;
    constexpr int kHloModulesTab = 3;
    // The chart stacks free memory by default unless the capacity exceeds the peak this many times.
    constexpr qint64 kFreeMemoryShownUpTo = 10;

    // Long hints wrap: unwrapped, they would set the page's minimum width, and
    // with it the window's, since the tool tabs take the widest page's minimum.
    QLabel* wrappedLabel(const QString& text, QWidget* parent)
    {
        auto* label = new QLabel(text, parent);
        label->setWordWrap(true);
        return label;
    }

} // namespace

MemoryProfilePage::MemoryProfilePage(QWidget* parent)
    : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);

    auto* selectors = new QHBoxLayout;
    auto* memoryIdLabel = new QLabel(tr("Memory ID"), this);
    memoryIdLabel->setToolTip(tr("show memory profile for selected device"));
    m_allocatorCombo = new QComboBox(this);
    m_allocatorCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_allocatorCombo->setToolTip(memoryIdLabel->toolTip());
    memoryIdLabel->setBuddy(m_allocatorCombo);
    m_hostLabel = new QLabel(this);
    m_showFree = new QCheckBox(tr("Free memory"), this);
    m_showFree->setChecked(true);
    m_showFree->setToolTip(tr("Stack the allocator's free memory on top of stack and heap"));
    auto* resetZoom = new QPushButton(tr("Reset Zoom"), this);
    resetZoom->setObjectName(QStringLiteral("resetZoom"));
    auto* exportButton = new QToolButton(this);
    exportButton->setText(tr("Export"));
    exportButton->setPopupMode(QToolButton::InstantPopup);
    selectors->addWidget(memoryIdLabel);
    selectors->addWidget(m_allocatorCombo);
    selectors->addWidget(m_hostLabel);
    selectors->addStretch();
    selectors->addWidget(m_showFree);
    selectors->addWidget(resetZoom);
    selectors->addWidget(exportButton);
    layout->addLayout(selectors);

    m_stack = new QStackedWidget(this);
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->setAlignment(Qt::AlignCenter);
    m_message->setMargin(24);
    m_stack->addWidget(m_message);

    auto* content = new QSplitter(Qt::Vertical, this);
    auto* top = new QSplitter(Qt::Horizontal, content);
    // The card is as tall as its rows, with the space below it outside the
    // card: its frame and its exported image hold no empty half. It scrolls
    // in a short window instead of making the window taller than a
    // 1280 x 720 screen.
    m_summaryScroll = new QScrollArea(top);
    m_summaryScroll->setWidgetResizable(true);
    m_summaryScroll->setFrameShape(QFrame::NoFrame);
    m_summaryScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* summaryColumn = new QWidget;
    auto* summaryLayout = new QVBoxLayout(summaryColumn);
    summaryLayout->setContentsMargins(0, 0, 0, 0);
    m_summary = new MemoryProfileSummary(summaryColumn);
    summaryLayout->addWidget(m_summary);
    summaryLayout->addStretch();
    m_summaryScroll->setWidget(summaryColumn);
    auto* chartColumn = new QWidget(top);
    auto* chartLayout = new QVBoxLayout(chartColumn);
    chartLayout->setContentsMargins(0, 0, 0, 0);
    auto* chartTitle = new QLabel(tr("Memory Timeline Graph"), chartColumn);
    QFont titleFont = chartTitle->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    chartTitle->setFont(titleFont);
    m_notes = new QLabel(chartColumn);
    m_notes->setWordWrap(true);
    m_chart = new MemoryTimelineChart(chartColumn);
    chartLayout->addWidget(chartTitle);
    chartLayout->addWidget(
        wrappedLabel(tr("Tips: drag to zoom in, right-click to zoom out, click for the event at that "
                        "time; select a table row to see its lifetime."),
            chartColumn));
    chartLayout->addWidget(m_notes);
    chartLayout->addWidget(m_chart, 1);
    top->addWidget(m_summaryScroll);
    top->addWidget(chartColumn);
    top->setStretchFactor(1, 3);

    m_tabs = new QTabWidget(content);
    m_breakdownModel = new MemoryProfileBreakdownModel(this);
    m_breakdownProxy = new QSortFilterProxyModel(this);
    m_breakdownProxy->setSourceModel(m_breakdownModel);
    m_breakdownProxy->setFilterKeyColumn(MemoryProfileBreakdownModel::OpName);
    m_breakdownProxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_neverFreedModel = new MemoryProfileNeverFreedModel(this);
    m_neverFreedProxy = new QSortFilterProxyModel(this);
    m_neverFreedProxy->setSourceModel(m_neverFreedModel);

    auto* breakdownTab = new QWidget(m_tabs);
    auto* breakdownLayout = new QVBoxLayout(breakdownTab);
    auto* filterRow = new QHBoxLayout;
    m_filter = new QLineEdit(breakdownTab);
    m_filter->setPlaceholderText(tr("Operation"));
    m_filter->setClearButtonEnabled(true);
    auto* filterLabel = new QLabel(tr("Filter by op name:"), breakdownTab);
    filterLabel->setBuddy(m_filter);
    filterRow->addWidget(filterLabel);
    filterRow->addWidget(m_filter, 1);
    breakdownLayout->addLayout(filterRow);
    breakdownLayout->addWidget(wrappedLabel(tr("Active memory allocations at peak usage within the profiling window, "
                                               "every size (XProf hides those under 1 MiB)."),
        breakdownTab));
    m_breakdownView = makeTable(m_breakdownProxy);
    breakdownLayout->addWidget(m_breakdownView);
    m_tabs->addTab(breakdownTab, tr("Memory Breakdown Table"));
    m_neverFreedView = makeTable(m_neverFreedProxy);
    m_tabs->addTab(m_neverFreedView, tr("Never Freed"));
    m_findings = new QTextBrowser(m_tabs);
    m_findings->setOpenLinks(false);
    m_tabs->addTab(m_findings, tr("Findings"));
    m_hloModuleModel = new MemoryProfileHloModuleModel(this);
    m_hloModuleProxy = new QSortFilterProxyModel(this);
    m_hloModuleProxy->setSourceModel(m_hloModuleModel);
    m_hloModuleView = makeTable(m_hloModuleProxy);
    m_hloModuleView->setToolTip(
        tr("Click a module to zoom the chart to its execution, click it again to see everything."));
    m_tabs->addTab(m_hloModuleView, tr("HLO Modules"));
    content->addWidget(top);
    content->addWidget(m_tabs);
    content->setStretchFactor(0, 3);
    content->setStretchFactor(1, 2);
    m_stack->addWidget(content);
    layout->addWidget(m_stack, 1);

    auto* exportMenu = new QMenu(exportButton);
    for (const ExportTarget& target : exportTargets()) {
        if (target.widget == m_chart || target.widget == m_summary)
            addImageExportActions(exportMenu->addMenu(target.title), target, this);
    }
    exportMenu->addSeparator();
    exportMenu->addAction(tr("Breakdown Table as CSV…"), this,
        [this] { exportTableCsv(m_breakdownModel, QStringLiteral("memory-profile-breakdown")); });
    exportMenu->addAction(tr("Never-Freed List as CSV…"), this,
        [this] { exportTableCsv(m_neverFreedModel, QStringLiteral("memory-profile-never-freed")); });
    exportButton->setMenu(exportMenu);

    connect(m_allocatorCombo, &QComboBox::currentIndexChanged, this, &MemoryProfilePage::showAllocator);
    connect(m_showFree, &QCheckBox::toggled, m_chart, &MemoryTimelineChart::setFreeMemoryVisible);
    connect(resetZoom, &QPushButton::clicked, m_chart, &MemoryTimelineChart::resetZoom);
    connect(m_filter, &QLineEdit::textChanged, m_breakdownProxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_breakdownView->selectionModel(), &QItemSelectionModel::selectionChanged, this,
        [this] { markSelection(m_breakdownView, m_breakdownProxy, m_breakdownModel); });
    connect(m_neverFreedView->selectionModel(), &QItemSelectionModel::selectionChanged, this,
        [this] { markSelection(m_neverFreedView, m_neverFreedProxy, m_neverFreedModel); });
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] { m_chart->setMarkedAllocations({}); });
    connect(m_hloModuleView, &QTableView::clicked, this, &MemoryProfilePage::zoomToModule);

    showMessage(tr("Open a profile to see its memory profile."));
}

MemoryProfilePage::~MemoryProfilePage() = default;

QTableView* MemoryProfilePage::makeTable(QSortFilterProxyModel* proxy)
{
    proxy->setSortRole(MemoryProfileTableModel::SortRole);
    auto* view = new QTableView(this);
    view->setModel(proxy);
    view->setSortingEnabled(true);
    view->sortByColumn(-1, Qt::AscendingOrder); // the engine's order (largest first) until the user sorts
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setAlternatingRowColors(true);
    view->setWordWrap(false);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    view->horizontalHeader()->setStretchLastSection(true);
    return view;
}

void MemoryProfilePage::setProfile(std::shared_ptr<const Profile> profile)
{
    m_profile = std::move(profile);
    m_jobs.cancel();
    setResult(nullptr);
    if (!m_profile)
        return;
    showMessage(tr("Analysing the memory events of %1…").arg(QDir::toNativeSeparators(m_profile->path)));
    // A page nobody looks at costs nothing: the analysis starts when it is shown.
    m_analysisPending = true;
    if (isVisible())
        startAnalysis();
}

void MemoryProfilePage::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (m_analysisPending)
        startAnalysis();
}

void MemoryProfilePage::startAnalysis()
{
    m_analysisPending = false;
    const std::shared_ptr<const Profile> analysed = m_profile;
    m_jobs.start(
        [analysed](const std::atomic_bool& cancel) {
            Options options;
            options.cancel = &cancel;
            return std::make_shared<const Result>(analyze(*analysed, options));
        },
        [this](std::shared_ptr<const Result> result) {
            setResult(std::move(result));
            Q_EMIT analysisFinished();
        });
}

void MemoryProfilePage::setResult(std::shared_ptr<const Result> result)
{
    m_result = std::move(result);
    m_hloModuleModel->setResult(m_result);
    m_hloModuleView->resizeColumnsToContents();
    m_zoomedModuleRow = -1;
    m_tabs->setTabText(kHloModulesTab, tr("HLO Modules (%1)").arg(m_hloModuleModel->rowCount()));
    m_tabs->setTabVisible(kHloModulesTab, m_hloModuleModel->rowCount() > 0); // GPU profiles have none, as in XProf
    const QString previous = m_allocatorCombo->currentText();
    {
        const QSignalBlocker blocker(m_allocatorCombo);
        m_allocatorCombo->clear();
        if (m_result) {
            for (const Allocator& allocator : m_result->allocators)
                m_allocatorCombo->addItem(allocator.id);
        }
    }
    if (m_result && !m_result->error.isEmpty()) {
        showMessage(tr("The memory profile cannot be computed: %1").arg(m_result->error));
    } else if (m_result && m_result->allocators.empty()) {
        // XProf's words, which users search for.
        showMessage(tr("There is no memory profile to display because there were no memory activity data in the "
                       "captured duration. To view memory profile, please profile your workload with "
                       "host_trace_level >= 2."));
    }
    if (m_allocatorCombo->count() > 0) {
        const QSignalBlocker blocker(m_allocatorCombo);
        m_allocatorCombo->setCurrentIndex(std::max(m_allocatorCombo->findText(previous), 0));
    }
    showAllocator(m_allocatorCombo->currentIndex());
}

bool MemoryProfilePage::selectAllocator(const QString& id)
{
    const int index = m_allocatorCombo->findText(id);
    if (index < 0)
        return false;
    m_allocatorCombo->setCurrentIndex(index);
    return true;
}

const Allocator* MemoryProfilePage::currentAllocator() const
{
    const int index = m_allocatorCombo->currentIndex();
    if (!m_result || index < 0 || index >= static_cast<int>(m_result->allocators.size()))
        return nullptr;
    return &m_result->allocators[static_cast<size_t>(index)];
}

QString MemoryProfilePage::message() const
{
    return m_stack->currentWidget() == m_message ? m_message->text() : QString();
}

void MemoryProfilePage::showMessage(const QString& text)
{
    m_message->setText(text);
    m_stack->setCurrentWidget(m_message);
}

void MemoryProfilePage::showAllocator(int index)
{
    const Allocator* allocator = currentAllocator();
    const QString file = m_profile ? QFileInfo(m_profile->path).fileName() : QString();
    setExportCaption(this,
        !allocator           ? file
            : file.isEmpty() ? tr("memory ID %1").arg(allocator->id)
                             : tr("%1 — memory ID %2").arg(file, allocator->id));
    m_summary->setAllocator(allocator);
    // The card sets its width from its values; the splitter squeezes the scroll area only to this.
    m_summaryScroll->setMinimumWidth(
        m_summary->minimumWidth() + m_summaryScroll->verticalScrollBar()->sizeHint().width());
    m_chart->setAllocator(m_result, allocator);
    m_breakdownModel->setAllocator(m_result, allocator ? index : -1);
    m_neverFreedModel->setAllocator(m_result, allocator ? index : -1);
    m_breakdownView->resizeColumnsToContents();
    m_neverFreedView->resizeColumnsToContents();
    m_tabs->setTabText(kNeverFreedTab, tr("Never Freed (%1)").arg(allocator ? allocator->neverFreed.size() : 0));
    m_tabs->setTabText(kFindingsTab, tr("Findings (%1)").arg(allocator ? allocator->findings.size() : 0));
    updateFindings(allocator);
    if (!allocator)
        return;
    m_hostLabel->setText(tr("host %1").arg(allocator->hostName));
    QStringList notes;
    // Free memory many times the peak would flatten stack and heap to the axis.
    const qint64 peakInUse = allocator->summary.windowPeak.inUseBytes();
    const bool freeDwarfsPeak
        = allocator->summary.capacityBytes > kFreeMemoryShownUpTo * std::max<qint64>(peakInUse, 1);
    m_showFree->setChecked(!freeDwarfsPeak);
    if (freeDwarfsPeak)
        notes << tr(
            "Free memory (%1 at the peak) is hidden so that the heap stays visible; tick Free memory to show it.")
                     .arg(formatBytes(allocator->summary.windowPeak.freeBytes));
    if (!allocator->hasStepMarkers)
        notes << tr("No step markers (group_id) in this profile: every event counts as step 0.");
    if (m_result)
        notes << m_result->warnings;
    m_notes->setText(notes.join(QLatin1Char(' ')));
    m_notes->setVisible(!notes.isEmpty());
    m_stack->setCurrentIndex(1);
}

void MemoryProfilePage::updateFindings(const Allocator* allocator)
{
    if (!allocator) {
        m_findings->clear();
        return;
    }
    QString html = QStringLiteral("<h3>%1</h3>").arg(tr("Findings").toHtmlEscaped());
    if (allocator->findings.isEmpty())
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("Nothing stands out: allocations and deallocations balance, the "
                            "heap does not grow and fragmentation stays flat.")
                             .toHtmlEscaped());
    html += QStringLiteral("<ul>");
    for (const QString& finding : allocator->findings)
        html += QStringLiteral("<li>%1</li>").arg(finding.toHtmlEscaped());
    html += QStringLiteral("</ul>");
    if (allocator->hasStepMarkers && !allocator->steps.empty()) {
        html += QStringLiteral("<h3>%1</h3><table cellspacing='0' cellpadding='3' border='1'><tr>")
                    .arg(tr("Steps").toHtmlEscaped());
        for (const QString& header : { tr("Step"), tr("Allocations"), tr("Deallocations"), tr("Allocated"), tr("Freed"),
                 tr("Net"), tr("Heap at end") })
            html += QStringLiteral("<th>%1</th>").arg(header.toHtmlEscaped());
        html += QStringLiteral("</tr>");
        const size_t shown = std::min<size_t>(allocator->steps.size(), kMaxStepRowsShown);
        for (size_t i = 0; i < shown; ++i) {
            const StepBalance& step = allocator->steps[i];
            html += QStringLiteral(
                "<tr><td>%1</td><td align='right'>%2</td><td align='right'>%3</td><td align='right'>%4</td>"
                "<td align='right'>%5</td><td align='right'>%6</td><td align='right'>%7</td></tr>")
                        .arg(QString::number(step.stepId), QString::number(step.allocations),
                            QString::number(step.deallocations), formatBytes(step.allocatedBytes),
                            formatBytes(step.freedBytes), formatBytes(step.netBytes()),
                            formatBytes(step.heapAtEndBytes));
        }
        html += QStringLiteral("</table>");
        if (shown < allocator->steps.size())
            html += QStringLiteral("<p>%1</p>")
                        .arg(tr("… and %1 more steps.").arg(allocator->steps.size() - shown).toHtmlEscaped());
    }
    m_findings->setHtml(html);
}

void MemoryProfilePage::markSelection(
    QAbstractItemView* view, QSortFilterProxyModel* proxy, const MemoryProfileTableModel* model)
{
    std::vector<int> indices;
    for (const QModelIndex& row : view->selectionModel()->selectedRows()) {
        const std::vector<int> rowIndices = model->snapshotIndices(proxy->mapToSource(row).row());
        indices.insert(indices.end(), rowIndices.begin(), rowIndices.end());
    }
    m_chart->setMarkedAllocations(indices);
}

QList<ExportTarget> MemoryProfilePage::exportTargets() const
{
    return { { QStringLiteral("memory-profile-timeline"), tr("Memory Timeline Graph"), m_chart },
        { QStringLiteral("memory-profile-summary"), tr("Memory Profile Summary"), m_summary },
        { QStringLiteral("memory-profile-breakdown"), tr("Memory Breakdown Table"), m_breakdownView } };
}

bool MemoryProfilePage::exportAll(const QString& dir, const QStringList& formats, QString* error)
{
    const QDir folder(dir);
    for (const ExportTarget& target : exportTargets()) {
        for (const QString& name : formats) {
            const std::optional<ImageFormat> format = imageFormatFromName(name);
            if (!format) {
                *error = tr("Unknown image format %1.").arg(name);
                return false;
            }
            const QString path = folder.filePath(target.id + QLatin1Char('.') + imageFormatSuffix(*format));
            if (!exportView(target, path, *format, error))
                return false;
        }
    }
    // The tables' data, beside their pictures.
    return writeTextFile(folder.filePath(QStringLiteral("memory-profile-breakdown.csv")),
               modelToCsv(*m_breakdownModel, MemoryProfileTableModel::SortRole), error)
        && writeTextFile(folder.filePath(QStringLiteral("memory-profile-never-freed.csv")),
            modelToCsv(*m_neverFreedModel, MemoryProfileTableModel::SortRole), error);
}

void MemoryProfilePage::zoomToModule(const QModelIndex& index)
{
    const int row = m_hloModuleProxy->mapToSource(index).row();
    const HloModuleSpan* module = m_hloModuleModel->module(row);
    if (!module || row == m_zoomedModuleRow) {
        m_zoomedModuleRow = -1;
        m_chart->resetZoom();
        return;
    }
    m_zoomedModuleRow = row;
    m_chart->showRange(static_cast<double>(module->startPs) / 1e9, static_cast<double>(module->endPs) / 1e9);
}

void MemoryProfilePage::exportTableCsv(const QAbstractItemModel* model, const QString& baseName)
{
    const QString path
        = askExportPath(this, tr("Export as CSV"), baseName, QStringLiteral("csv"), tr("CSV table (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!writeTextFile(path, modelToCsv(*model, MemoryProfileTableModel::SortRole), &error))
        reportExportError(this, error);
}

} // namespace memscope
