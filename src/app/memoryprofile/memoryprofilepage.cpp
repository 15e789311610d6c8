// SPDX-License-Identifier: Apache-2.0
#include "memoryprofile/memoryprofilepage.h"

#include "core/util/units.h"
#include "document/loadingpanel.h"
#include "export/export.h"
#include "export/exportactions.h"
#include "memoryprofile/memoryprofilesummary.h"
#include "memoryprofile/memorytimelinechart.h"
#include "models/memoryprofileshare.h"
#include "models/memoryprofiletablemodel.h"
#include "ui_memoryprofilepage.h"
#include "widgets/formroles.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QToolButton>

namespace memscope {

using namespace memoryprofile;

namespace {

    constexpr int kMaxStepRowsShown = 200;
    constexpr int kNeverFreedTab = 1;
    constexpr int kFindingsTab = 2;
    constexpr int kHloModulesTab = 3;
    // The chart stacks free memory by default unless the capacity exceeds the peak this many times.
    constexpr qint64 kFreeMemoryShownUpTo = 10;
} // namespace

MemoryProfilePage::MemoryProfilePage(QWidget* parent)
    : QWidget(parent)
    , m_ui(std::make_unique<Ui::MemoryProfilePage>())
    , m_analysisProgress(new LoadingPanel(this))
    , m_analysisPoll(this, [this](int permille) {
        // memoryprofile::Options::progress: the last tenth is the allocators' analysis.
        m_analysisProgress->setProgress(
            permille, permille < 900 ? tr("Reading the memory events…") : tr("Analysing the allocators…"));
    })
{
    // The summary card is as tall as its rows, with the space below it outside
    // the card: its frame and its exported image hold no empty half. It scrolls
    // in a short window instead of making the window taller than a 1280 x 720
    // screen. Long hints wrap: unwrapped, they would set the page's minimum
    // width, and with it the window's, since the tool tabs take the widest
    // page's minimum.
    m_ui->setupUi(this);
    applyFormRoles(this);
    m_ui->stack->addWidget(m_analysisProgress);
    // Cancel stops the analysis; it starts again when the page is shown again.
    connect(m_analysisProgress, &LoadingPanel::cancelRequested, this, [this] {
        m_jobs.cancel();
        m_analysisPoll.stop();
        m_analysisPending = true;
        showMessage(tr("The analysis of the memory events was cancelled. It starts again when this page is shown "
                       "again."));
    });
    m_breakdownModel = new MemoryProfileBreakdownModel(this);
    m_breakdownProxy = new QSortFilterProxyModel(this);
    m_breakdownProxy->setSourceModel(m_breakdownModel);
    m_breakdownProxy->setFilterKeyColumn(MemoryProfileBreakdownModel::OpName);
    m_breakdownProxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_neverFreedModel = new MemoryProfileNeverFreedModel(this);
    m_neverFreedProxy = new QSortFilterProxyModel(this);
    m_neverFreedProxy->setSourceModel(m_neverFreedModel);
    m_hloModuleModel = new MemoryProfileHloModuleModel(this);
    m_hloModuleProxy = new QSortFilterProxyModel(this);
    m_hloModuleProxy->setSourceModel(m_hloModuleModel);
    showInTable(m_ui->breakdownView, m_breakdownProxy);
    showInTable(m_ui->neverFreedView, m_neverFreedProxy);
    showInTable(m_ui->hloModuleView, m_hloModuleProxy);

    auto* exportMenu = new QMenu(m_ui->exportButton);
    for (const ExportTarget& target : exportTargets()) {
        if (target.widget == m_ui->chart || target.widget == m_ui->summary)
            addImageExportActions(exportMenu->addMenu(target.title), target, this);
    }
    exportMenu->addSeparator();
    exportMenu->addAction(tr("Breakdown Table as CSV…"), this,
        [this] { exportTableCsv(m_breakdownModel, QStringLiteral("memory-profile-breakdown")); });
    exportMenu->addAction(tr("Never-Freed List as CSV…"), this,
        [this] { exportTableCsv(m_neverFreedModel, QStringLiteral("memory-profile-never-freed")); });
    m_ui->exportButton->setMenu(exportMenu);

    connect(m_ui->allocatorCombo, &QComboBox::currentIndexChanged, this, &MemoryProfilePage::showAllocator);
    connect(m_ui->showFree, &QCheckBox::toggled, m_ui->chart, &MemoryTimelineChart::setFreeMemoryVisible);
    connect(m_ui->resetZoom, &QPushButton::clicked, m_ui->chart, &MemoryTimelineChart::resetZoom);
    connect(m_ui->filter, &QLineEdit::textChanged, m_breakdownProxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_ui->breakdownView->selectionModel(), &QItemSelectionModel::selectionChanged, this,
        [this] { markSelection(m_ui->breakdownView, m_breakdownProxy, m_breakdownModel); });
    connect(m_ui->neverFreedView->selectionModel(), &QItemSelectionModel::selectionChanged, this,
        [this] { markSelection(m_ui->neverFreedView, m_neverFreedProxy, m_neverFreedModel); });
    connect(m_ui->tabs, &QTabWidget::currentChanged, this, [this] { m_ui->chart->setMarkedAllocations({}); });
    connect(m_ui->hloModuleView, &QTableView::clicked, this, &MemoryProfilePage::zoomToModule);

    showMessage(tr("Open a profile to see its memory profile."));
}

MemoryProfilePage::~MemoryProfilePage() = default;

void MemoryProfilePage::showInTable(QTableView* view, QSortFilterProxyModel* proxy)
{
    proxy->setSortRole(MemoryProfileTableModel::SortRole);
    view->setModel(proxy);
    view->sortByColumn(-1, Qt::AscendingOrder); // the engine's order (largest first) until the user sorts
    // Columns fit the first rows, the largest: measuring a thousand rows of each of two tables (Qt's
    // default) took a third of a second of the UI thread on a profile written elsewhere.
    constexpr int kRowsMeasured = 100;
    view->horizontalHeader()->setResizeContentsPrecision(kRowsMeasured);
}

MemoryTimelineChart* MemoryProfilePage::chart() const { return m_ui->chart; }

MemoryProfileSummary* MemoryProfilePage::summary() const { return m_ui->summary; }

QTableView* MemoryProfilePage::breakdownView() const { return m_ui->breakdownView; }

QTableView* MemoryProfilePage::neverFreedView() const { return m_ui->neverFreedView; }

QTableView* MemoryProfilePage::hloModuleView() const { return m_ui->hloModuleView; }

QLineEdit* MemoryProfilePage::breakdownFilter() const { return m_ui->filter; }

QTextBrowser* MemoryProfilePage::findingsView() const { return m_ui->findings; }

QTabWidget* MemoryProfilePage::tabs() const { return m_ui->tabs; }

QComboBox* MemoryProfilePage::allocatorSelector() const { return m_ui->allocatorCombo; }

void MemoryProfilePage::setProfile(std::shared_ptr<const Profile> profile)
{
    m_profile = std::move(profile);
    m_jobs.cancel();
    m_analysisPoll.stop();
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
    m_analysisProgress->start(tr("Analysing the memory events of %1…").arg(QFileInfo(m_profile->path).fileName()),
        QDir::toNativeSeparators(m_profile->path));
    m_ui->stack->setCurrentWidget(m_analysisProgress);
    const std::shared_ptr<std::atomic_int> permille = m_analysisPoll.start();
    m_jobs.start(
        [analysed, permille, share = m_share](const std::atomic_bool& cancel) {
            if (share) {
                if (std::shared_ptr<const Result> offered = share->find(analysed))
                    return offered;
            }
            Options options;
            options.cancel = &cancel;
            options.progress = [permille](int value) { permille->store(value, std::memory_order_relaxed); };
            return std::make_shared<const Result>(analyze(*analysed, options));
        },
        [this, analysed](std::shared_ptr<const Result> result) {
            m_analysisPoll.stop();
            if (m_share && result && result->error.isEmpty())
                m_share->offer(analysed, result);
            setResult(std::move(result));
            Q_EMIT analysisFinished();
        });
}

void MemoryProfilePage::setResult(std::shared_ptr<const Result> result)
{
    m_result = std::move(result);
    m_hloModuleModel->setResult(m_result);
    m_ui->hloModuleView->resizeColumnsToContents();
    m_zoomedModuleRow = -1;
    m_ui->tabs->setTabText(kHloModulesTab, tr("HLO Modules (%1)").arg(m_hloModuleModel->rowCount()));
    m_ui->tabs->setTabVisible(kHloModulesTab, m_hloModuleModel->rowCount() > 0); // GPU profiles have none, as in XProf
    const QString previous = m_ui->allocatorCombo->currentText();
    {
        const QSignalBlocker blocker(m_ui->allocatorCombo);
        m_ui->allocatorCombo->clear();
        if (m_result) {
            for (const Allocator& allocator : m_result->allocators)
                m_ui->allocatorCombo->addItem(allocator.id);
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
    if (m_ui->allocatorCombo->count() > 0) {
        const QSignalBlocker blocker(m_ui->allocatorCombo);
        m_ui->allocatorCombo->setCurrentIndex(std::max(m_ui->allocatorCombo->findText(previous), 0));
    }
    showAllocator(m_ui->allocatorCombo->currentIndex());
}

bool MemoryProfilePage::selectAllocator(const QString& id)
{
    const int index = m_ui->allocatorCombo->findText(id);
    if (index < 0)
        return false;
    m_ui->allocatorCombo->setCurrentIndex(index);
    return true;
}

const Allocator* MemoryProfilePage::currentAllocator() const
{
    const int index = m_ui->allocatorCombo->currentIndex();
    if (!m_result || index < 0 || index >= static_cast<int>(m_result->allocators.size()))
        return nullptr;
    return &m_result->allocators[static_cast<size_t>(index)];
}

QString MemoryProfilePage::message() const
{
    return m_ui->stack->currentWidget() == m_ui->message ? m_ui->message->text() : QString();
}

void MemoryProfilePage::showMessage(const QString& text)
{
    m_ui->message->setText(text);
    m_ui->stack->setCurrentWidget(m_ui->message);
}

void MemoryProfilePage::showAllocator(int index)
{
    const Allocator* allocator = currentAllocator();
    const QString file = m_profile ? QFileInfo(m_profile->path).fileName() : QString();
    setExportCaption(this,
        !allocator           ? file
            : file.isEmpty() ? tr("memory ID %1").arg(allocator->id)
                             : tr("%1 — memory ID %2").arg(file, allocator->id));
    m_ui->summary->setAllocator(allocator);
    // The card sets its width from its values; the splitter squeezes the scroll area only to this.
    m_ui->summaryScroll->setMinimumWidth(m_ui->summary->minimumWidth()
        + m_ui->summaryScroll->verticalScrollBar()->sizeHint().width() + 2 * m_ui->summaryScroll->frameWidth());
    m_ui->chart->setAllocator(m_result, allocator);
    m_breakdownModel->setAllocator(m_result, allocator ? index : -1);
    m_neverFreedModel->setAllocator(m_result, allocator ? index : -1);
    m_ui->breakdownView->resizeColumnsToContents();
    m_ui->neverFreedView->resizeColumnsToContents();
    m_ui->tabs->setTabText(kNeverFreedTab, tr("Never Freed (%1)").arg(allocator ? allocator->neverFreed.size() : 0));
    m_ui->tabs->setTabText(kFindingsTab, tr("Findings (%1)").arg(allocator ? allocator->findings.size() : 0));
    updateFindings(allocator);
    if (!allocator)
        return;
    m_ui->hostLabel->setText(tr("host %1").arg(allocator->hostName));
    QStringList notes;
    // Free memory many times the peak would flatten stack and heap to the axis.
    const qint64 peakInUse = allocator->summary.windowPeak.inUseBytes();
    const bool freeDwarfsPeak
        = allocator->summary.capacityBytes > kFreeMemoryShownUpTo * std::max<qint64>(peakInUse, 1);
    m_ui->showFree->setChecked(!freeDwarfsPeak);
    if (freeDwarfsPeak)
        notes << tr(
            "Free memory (%1 at the peak) is hidden so that the heap stays visible; tick Free memory to show it.")
                     .arg(formatBytes(allocator->summary.windowPeak.freeBytes));
    if (!allocator->hasStepMarkers)
        notes << tr("No step markers (group_id) in this profile: every event counts as step 0.");
    if (m_result)
        notes << m_result->warnings;
    m_ui->notes->setText(notes.join(QLatin1Char(' ')));
    m_ui->notes->setVisible(!notes.isEmpty());
    m_ui->stack->setCurrentIndex(1);
}

void MemoryProfilePage::updateFindings(const Allocator* allocator)
{
    if (!allocator) {
        m_ui->findings->clear();
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
                        .arg(formatNumber(qint64(step.stepId)), formatNumber(qint64(step.allocations)),
                            formatNumber(qint64(step.deallocations)), formatBytes(step.allocatedBytes),
                            formatBytes(step.freedBytes), formatBytes(step.netBytes()),
                            formatBytes(step.heapAtEndBytes));
        }
        html += QStringLiteral("</table>");
        if (shown < allocator->steps.size())
            html += QStringLiteral("<p>%1</p>")
                        .arg(tr("… and %1 more steps.").arg(allocator->steps.size() - shown).toHtmlEscaped());
    }
    m_ui->findings->setHtml(html);
}

void MemoryProfilePage::markSelection(
    QAbstractItemView* view, QSortFilterProxyModel* proxy, const MemoryProfileTableModel* model)
{
    std::vector<int> indices;
    for (const QModelIndex& row : view->selectionModel()->selectedRows()) {
        const std::vector<int> rowIndices = model->snapshotIndices(proxy->mapToSource(row).row());
        indices.insert(indices.end(), rowIndices.begin(), rowIndices.end());
    }
    m_ui->chart->setMarkedAllocations(indices);
}

QList<ExportTarget> MemoryProfilePage::exportTargets() const
{
    return { { QStringLiteral("memory-profile-timeline"), tr("Memory Timeline Graph"), m_ui->chart },
        { QStringLiteral("memory-profile-summary"), tr("Memory Profile Summary"), m_ui->summary },
        { QStringLiteral("memory-profile-breakdown"), tr("Memory Breakdown Table"), m_ui->breakdownView } };
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
        m_ui->chart->resetZoom();
        return;
    }
    m_zoomedModuleRow = row;
    m_ui->chart->showRange(static_cast<double>(module->startPs) / 1e9, static_cast<double>(module->endPs) / 1e9);
}

void MemoryProfilePage::exportTableCsv(const QAbstractItemModel* model, const QString& baseName)
{
    exportTextFile(this, tr("Export as CSV"), baseName, QStringLiteral("csv"), tr("CSV table (*.csv)"),
        [model] { return modelToCsv(*model, MemoryProfileTableModel::SortRole); });
}

} // namespace memscope
