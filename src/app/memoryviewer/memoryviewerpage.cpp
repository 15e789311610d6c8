// SPDX-License-Identifier: Apache-2.0
#include "memoryviewer/memoryviewerpage.h"

#include "core/memoryviewer/overview.h"
#include "core/memoryviewer/peakgroups.h"
#include "core/util/units.h"
#include "export/exportactions.h"
#include "export/exportfolder.h"
#include "memoryviewer/allocationtimelineview.h"
#include "memoryviewer/bufferdetailcard.h"
#include "memoryviewer/bufferstripview.h"
#include "memoryviewer/programorderchart.h"
#include "models/buffercolor.h"
#include "models/bufferselection.h"
#include "models/peakbuffermodel.h"
#include "ui_memoryviewerpage.h"
#include "widgets/formroles.h"
#include "widgets/sharerows.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QCursor>
#include <QDir>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenu>
#include <QMouseEvent>
#include <QRegularExpression>
#include <QScrollBar>
#include <QShortcut>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>
#include <array>

namespace memscope {

namespace {

    constexpr int kDebounceMs = 200;

    // A header field shares the header's free space with the stretch after the
    // title, between a narrow minimum and a comfortable maximum (a fixed
    // minimum made the page wider than a small window).
    void fitFieldToHeader(QLineEdit* field)
    {
        const int character = field->fontMetrics().averageCharWidth();
        field->setMinimumWidth(16 * character);
        field->setMaximumWidth(40 * character);
    }

    // A timeline block shown on the card like a buffer at the peak.
    memoryviewer::BufferDetails describeBlock(
        const memoryviewer::Result& result, const memoryviewer::BufferBlock& block)
    {
        memoryviewer::BufferDetails buffer;
        buffer.logicalBufferId
            = block.logicalBufferId; // a container (-1) reads like the small group: a label, no lifetime
        buffer.label = result.text(block.name);
        buffer.instructionName = buffer.label;
        buffer.shape = result.text(block.shape);
        buffer.tfOpName = result.text(block.tfOpName);
        buffer.allocationType = result.text(block.category);
        buffer.sizeBytes = block.size;
        buffer.unpaddedBytes = block.unpaddedSize;
        buffer.source = result.source(block.source);
        buffer.spanStart = block.startStep;
        buffer.spanLimit = block.endStep;
        return buffer;
    }

} // namespace

MemoryViewerPage::MemoryViewerPage(QWidget* parent)
    : QWidget(parent)
    , m_ui(std::make_unique<Ui::MemoryViewerPage>())
    , m_model(new PeakBufferModel(this))
    , m_selection(new BufferSelection(m_model, this))
    , m_card(new BufferDetailCard)
{
    m_ui->setupUi(this);
    applyFormRoles(this);
    m_ui->fillingNote->hide(); // shown with a heap curve alone
    m_card->setObjectName(QStringLiteral("bufferDetailCard"));
    setUpChartSection();
    setUpPeakSection();
    setUpTimelineSection();
    setUpTableSection();
    setUpGroupsSection();

    connect(m_selection, &BufferSelection::focusedRowChanged, this, &MemoryViewerPage::showFocusedBuffer);
    connect(m_selection, &BufferSelection::selectedRowChanged, this, &MemoryViewerPage::onSelectedRowChanged);
    // The wheel scrolls the page under a still mouse: what it hovers is what is under it now.
    connect(m_ui->scroll->verticalScrollBar(), &QScrollBar::valueChanged, this, &MemoryViewerPage::hoverUnderCursor);
    applyPalette();
    showMessage(tr("Open a profile and pick a module to see where its memory goes."));
}

MemoryViewerPage::~MemoryViewerPage()
{
    // The card is owned by whoever docked it; if nobody did, it is ours.
    if (m_card && !m_card->parent())
        delete m_card;
}

void MemoryViewerPage::setUpChartSection()
{
    // The chart shows its own title, so that an exported chart has it too.
    connect(m_ui->chartResetZoom, &QToolButton::clicked, m_ui->chart, &ProgramOrderChart::resetZoom);
    connect(m_ui->chart, &ProgramOrderChart::zoomChanged, m_ui->chartResetZoom,
        [this] { m_ui->chartResetZoom->setEnabled(m_ui->chart->isZoomed()); });
    setUpExportButton(
        m_ui->chartExport, { QStringLiteral("memory-viewer-chart"), tr("Memory Allocation Chart"), m_ui->chart });
}

void MemoryViewerPage::setUpPeakSection()
{
    const struct
    {
        BufferStripView::Order order;
        const char* id;
    } views[] = { { BufferStripView::Order::ProgramOrder, "buffers-by-program-order" },
        { BufferStripView::Order::Size, "buffers-by-size" },
        { BufferStripView::Order::Padding, "buffers-by-padding" } };
    for (int index = 0; index < 3; ++index) {
        BufferStripView* strip = stripView(index);
        // The object name is the exported file's name.
        strip->setObjectName(QLatin1String(views[index].id));
        strip->setSelection(m_selection, views[index].order);
        strip->setContextMenuPolicy(Qt::CustomContextMenu);
        connect(strip, &QWidget::customContextMenuRequested, this, [this, strip](const QPoint& position) {
            QMenu menu(this);
            addImageExportActions(&menu, stripExportTarget(strip), this);
            menu.exec(strip->mapToGlobal(position));
        });
    }
}

void MemoryViewerPage::setUpTimelineSection()
{
    // Between about 16 and 40 characters wide: the section's header fits a
    // page of 1280 x 720 with the sidebar and the card open.
    fitFieldToHeader(m_ui->timelineSearch);
    m_searchDebounce = new QTimer(this);
    m_searchDebounce->setSingleShot(true);
    m_searchDebounce->setInterval(kDebounceMs);
    connect(m_ui->timelineSearch, &QLineEdit::textChanged, m_searchDebounce, qOverload<>(&QTimer::start));
    connect(m_searchDebounce, &QTimer::timeout, this, &MemoryViewerPage::updateTimelineSearch);
    connect(m_ui->timelineSearch, &QLineEdit::returnPressed, this, [this] {
        if (m_searchDebounce->isActive()) {
            m_searchDebounce->stop();
            updateTimelineSearch();
        }
        m_ui->timeline->nextMatch();
    });
    auto* next = new QShortcut(
        QKeySequence(Qt::Key_F3), m_ui->timelineSection, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
    connect(next, &QShortcut::activated, m_ui->timeline, &AllocationTimelineView::nextMatch);
    auto* previous = new QShortcut(
        QKeySequence(Qt::SHIFT | Qt::Key_F3), m_ui->timelineSection, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
    connect(previous, &QShortcut::activated, m_ui->timeline, &AllocationTimelineView::previousMatch);
    auto* clearSearch
        = new QShortcut(QKeySequence(Qt::Key_Escape), m_ui->timelineSearch, nullptr, nullptr, Qt::WidgetShortcut);
    connect(clearSearch, &QShortcut::activated, m_ui->timelineSearch, &QLineEdit::clear);
    connect(m_ui->timeline, &AllocationTimelineView::currentMatchChanged, this, [this](int blockIndex) {
        m_ui->timelineMatches->setText(tr("%1 of %2")
                                           .arg(formatNumber(qint64(m_ui->timeline->currentMatch()) + 1),
                                               formatNumber(qint64(m_ui->timeline->matches().size()))));
        onTimelineBlockClicked(blockIndex);
    });
    connect(m_ui->timelineResetZoom, &QToolButton::clicked, m_ui->timeline, &AllocationTimelineView::resetView);
    setUpExportButton(m_ui->timelineExport,
        { QStringLiteral("allocation-timeline"), tr("Buffer Allocation Timeline"), m_ui->timeline }, true);

    connect(m_ui->timeline, &AllocationTimelineView::blockHovered, this, [this](int blockIndex) {
        const auto& blocks = m_ui->timeline->blocks();
        const int row = blockIndex >= 0
            ? m_model->rowOfLogicalBuffer(blocks[static_cast<size_t>(blockIndex)].logicalBufferId)
            : -1;
        m_selection->setHoveredRow(row);
    });
    connect(m_ui->timeline, &AllocationTimelineView::blockClicked, this, &MemoryViewerPage::onTimelineBlockClicked);
}

namespace {
    // What one branch of the peak by scope lists at most: a module can hold tens of thousands of buffers
    // at its peak, and the rows cost memory and time on the UI thread; the table lists them all.
    constexpr size_t kListedScopes = 200;
    constexpr size_t kListedBuffers = 100;
    constexpr int kGroupRole = Qt::UserRole + 1; // the PeakGroup a row shows
} // namespace

void MemoryViewerPage::setUpGroupsSection()
{
    QTreeWidget* tree = m_ui->peakGroups;
    tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int column = 1; column < tree->columnCount(); ++column)
        tree->header()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    tree->header()->setStretchLastSection(false);
    connect(m_ui->groupBy, &QComboBox::currentIndexChanged, this, &MemoryViewerPage::fillPeakGroups);
    // A branch's rows are made when it is first opened: the cost follows what is shown.
    connect(tree, &QTreeWidget::itemExpanded, this, &MemoryViewerPage::fillGroupRows);
    // A buffer's row selects it in every view.
    connect(tree, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
        const QVariant row = item ? item->data(0, Qt::UserRole) : QVariant();
        if (row.isValid())
            m_selection->selectRow(row.toInt());
    });
}

void MemoryViewerPage::fillPeakGroups()
{
    QTreeWidget* tree = m_ui->peakGroups;
    const QSignalBlocker blocker(tree);
    m_groupsJob.cancel();
    tree->clear();
    m_groups.clear();
    m_groupParent.clear();
    m_groupOfRow.clear();
    m_groupItem.clear();
    m_groupItemOfRow.clear();
    const std::shared_ptr<const memoryviewer::PeakBufferRows> rows = m_model->rows();
    if (!rows)
        return;
    m_grouping = m_ui->groupBy->currentIndex() == 1 ? memoryviewer::PeakGrouping::SourceLine
                                                    : memoryviewer::PeakGrouping::NameScope;
    struct Grouped
    {
        std::vector<memoryviewer::PeakGroup> groups;
        std::vector<quint32> parent;
        std::vector<quint32> groupOfRow;
    };
    // Grouped on a worker (the latest request wins); the tree shows the groups when they come.
    m_groupsJob.start(
        [rows, grouping = m_grouping](const std::atomic_bool&) {
            Grouped grouped;
            grouped.groups = memoryviewer::groupPeakBuffers(*rows, grouping);
            grouped.parent.assign(grouped.groups.size(), 0);
            grouped.groupOfRow.assign(rows->peakBuffers.size(), 0);
            for (quint32 node = 0; node < grouped.groups.size(); ++node) {
                for (const quint32 child : grouped.groups[node].children)
                    grouped.parent[child] = node;
                for (const int row : grouped.groups[node].buffers)
                    grouped.groupOfRow[size_t(row)] = node;
            }
            return grouped;
        },
        [this, tree](Grouped grouped) {
            m_groups = std::move(grouped.groups);
            m_groupParent = std::move(grouped.parent);
            m_groupOfRow = std::move(grouped.groupOfRow);
            const QSignalBlocker blocker(tree);
            tree->setUpdatesEnabled(false);
            m_groupItem.insert(0, tree->invisibleRootItem());
            fillGroupRows(tree->invisibleRootItem());
            tree->setCurrentItem(groupRowOfBuffer(m_selection->selectedRow()));
            tree->setUpdatesEnabled(true);
        });
}

QTreeWidgetItem* MemoryViewerPage::addGroupRow(QTreeWidgetItem* parent, quint32 index)
{
    const memoryviewer::PeakGroup& node = m_groups[index];
    QString name = node.name;
    if (node.kind == memoryviewer::PeakGroup::Kind::Missing)
        name = m_grouping == memoryviewer::PeakGrouping::NameScope ? tr("(no framework op name)")
                                                                   : tr("(no source line)");
    else if (node.kind == memoryviewer::PeakGroup::Kind::SmallBuffers)
        name = tr("(small buffers, grouped)");
    auto* item = new QTreeWidgetItem(parent);
    setShareRow(item, name, node.bytes, m_groups.front().bytes, node.count);
    item->setData(0, kGroupRole, index);
    item->setChildIndicatorPolicy(QTreeWidgetItem::ShowIndicator);
    m_groupItem.insert(index, item);
    if (opensBranch(node.bytes, m_groups.front().bytes)) {
        fillGroupRows(item);
        item->setExpanded(true);
    }
    return item;
}

void MemoryViewerPage::fillGroupRows(QTreeWidgetItem* item)
{
    const QVariant group = item == m_ui->peakGroups->invisibleRootItem() ? QVariant(0u) : item->data(0, kGroupRole);
    if (!group.isValid() || item->childCount() > 0 || m_groups.empty())
        return;
    const std::shared_ptr<const memoryviewer::PeakBufferRows> rows = m_model->rows();
    const memoryviewer::PeakGroup& node = m_groups[group.toUInt()];
    const qint64 peak = m_groups.front().bytes;
    for (size_t i = 0; i < node.children.size() && i < kListedScopes; ++i)
        addGroupRow(item, node.children[i]);
    if (node.children.size() > kListedScopes)
        new QTreeWidgetItem(item, { tr("… and %L1 smaller ones").arg(qint64(node.children.size() - kListedScopes)) });
    // The buffers whose path ends here, after the scopes below it, largest first.
    for (size_t i = 0; i < node.buffers.size() && i < kListedBuffers; ++i) {
        const int row = node.buffers[i];
        const memoryviewer::PeakBuffer& buffer = rows->peakBuffers[size_t(row)];
        auto* leaf = new QTreeWidgetItem(item);
        // Its instruction and shape: the path above it already names its op.
        setShareRow(leaf,
            buffer.isSmallGroup() ? rows->text(buffer.label)
                                  : tr("%1: %2").arg(rows->text(buffer.instructionName), rows->text(buffer.shape)),
            buffer.sizeBytes, peak, 1);
        leaf->setData(0, Qt::UserRole, row);
        leaf->setToolTip(0, rows->text(buffer.label));
        m_groupItemOfRow.insert(row, leaf);
    }
    if (node.buffers.size() > kListedBuffers)
        new QTreeWidgetItem(item,
            { tr("… and %L1 smaller buffers: the table lists them all")
                    .arg(qint64(node.buffers.size() - kListedBuffers)) });
    if (item->childCount() == 0)
        item->setChildIndicatorPolicy(QTreeWidgetItem::DontShowIndicator);
}

// The row of a buffer, its branch's rows made on the way; nullptr when its branch lists it not.
QTreeWidgetItem* MemoryViewerPage::groupRowOfBuffer(int row)
{
    if (row < 0 || size_t(row) >= m_groupOfRow.size())
        return nullptr;
    std::vector<quint32> path { m_groupOfRow[size_t(row)] };
    while (path.back() != 0)
        path.push_back(m_groupParent[path.back()]);
    for (auto node = path.rbegin(); node != path.rend(); ++node) {
        QTreeWidgetItem* item = m_groupItem.value(*node, nullptr);
        if (!item)
            return nullptr; // beyond a branch's listed scopes
        fillGroupRows(item);
    }
    return m_groupItemOfRow.value(row, nullptr);
}

void MemoryViewerPage::setUpTableSection()
{
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(PeakBufferModel::SortRole);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    QTableView* table = m_ui->peakBufferTable;
    table->setModel(m_proxy);
    table->sortByColumn(-1, Qt::AscendingOrder); // program order until the user sorts
    table->horizontalHeader()->setResizeContentsPrecision(200); // modules can have thousands of buffers at the peak
    connect(table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
        &MemoryViewerPage::onTableSelectionChanged);

    fitFieldToHeader(m_ui->tableFilter);
    m_filterDebounce = new QTimer(this);
    m_filterDebounce->setSingleShot(true);
    m_filterDebounce->setInterval(kDebounceMs);
    connect(m_ui->tableFilter, &QLineEdit::textChanged, m_filterDebounce, qOverload<>(&QTimer::start));
    connect(m_filterDebounce, &QTimer::timeout, this, [this] {
        m_proxy->setFilterFixedString(m_ui->tableFilter->text());
        showBufferCount();
        onSelectedRowChanged(m_selection->selectedRow()); // the selection may be visible again
    });
    connect(m_ui->tableExportCsv, &QToolButton::clicked, this, &MemoryViewerPage::exportTableCsv);
}

void MemoryViewerPage::setUpExportButton(QToolButton* button, const ExportTarget& target, bool withDot)
{
    auto* menu = new QMenu(button);
    addImageExportActions(menu, target, this);
    if (withDot) {
        menu->addSeparator();
        QAction* dot = menu->addAction(tr("Save as Graphviz DOT…"));
        connect(dot, &QAction::triggered, this, &MemoryViewerPage::exportTimelineDot);
        connect(menu, &QMenu::aboutToShow, this, [this, dot] {
            const bool available = m_result && !m_result->allocationTimelineDot.isEmpty();
            dot->setEnabled(available);
            dot->setToolTip(
                available ? QString() : tr("This analysis has no DOT text (it was run without the Graphviz output)."));
        });
        menu->setToolTipsVisible(true);
    }
    button->setMenu(menu);
    target.widget->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(target.widget, &QWidget::customContextMenuRequested, this,
        [menu, target](const QPoint& position) { menu->exec(target.widget->mapToGlobal(position)); });
}

void MemoryViewerPage::setResult(std::shared_ptr<const memoryviewer::Result> result, const QString& moduleDisplayName,
    std::shared_ptr<const TimelineScene> timelineLayout, const QString& introduction)
{
    m_result = std::move(result);
    m_introduction = introduction;
    m_unknownLifetime = tr("not known: XLA simulated no heap for this memory space, so there is no program order");
    showRows(m_result, moduleDisplayName, std::move(timelineLayout));
    if (!m_result)
        showMessage(tr("No module is open."));
}

void MemoryViewerPage::setTerms(PeakTerms terms)
{
    m_terms = terms;
    m_model->setTerms(terms);
    m_ui->chart->setTerms(terms);
    m_card->setTerms(terms);
    if (terms != PeakTerms::TorchSnapshot)
        return;
    m_ui->chartHint->setText(tr("Memory allocated after each allocation and free of the trace, with the peak marked. "
                                "Drag across the chart to zoom into a range; hover an allocation below to see its "
                                "lifetime here."));
    m_ui->peakTitle->setText(tr("Allocations Live at the Peak"));
    m_ui->peakHint->setText(tr("Hover over an allocation for its details and stack; click or use the arrow keys to "
                               "select one. An allocation has the same colour in every view; colours carry no "
                               "meaning. Allocator rounding is the size minus what the program asked for."));
    m_ui->tableTitle->setText(tr("Allocations at the Peak"));
    m_ui->tableFilter->setPlaceholderText(tr("Filter allocations…"));
    m_ui->tableFilter->setToolTip(
        tr("Shows the allocations whose frame, address, context or stream contains this text"));
    m_ui->tableExportCsv->setToolTip(tr("Save the allocations at the peak, as listed, as a CSV file"));
    m_ui->peakBufferTable->setColumnHidden(PeakBufferModel::OpcodeColumn, true);
}

void MemoryViewerPage::showHeapCurve(
    std::shared_ptr<const memoryviewer::Result> curve, const QString& moduleDisplayName)
{
    // Nothing of a previous result stays: the views that the curve cannot fill are hidden, not stale.
    m_result.reset();
    m_introduction.clear();
    m_moduleDisplayName = moduleDisplayName;
    m_model->setRows(nullptr);
    m_ui->timeline->setResult(nullptr, nullptr);
    m_ui->chart->setResult(curve);
    showFocusedBuffer(-1);
    m_ui->chartSection->setVisible(curve && !curve->heapSizes.empty());
    m_ui->peakSection->setVisible(false);
    m_ui->timelineSection->setVisible(false);
    m_ui->tableSection->setVisible(false);
    m_ui->groupsSection->setVisible(false);
    m_ui->missingViewsNote->setVisible(false);
    m_ui->fillingNote->setVisible(true);
    m_ui->staticNote->setVisible(true);
    m_ui->overview->setText(curve ? overviewHtml(*curve, false) : QString());
    m_ui->overview->setToolTip(QString());
    m_ui->stack->setCurrentWidget(m_ui->scroll);
}

bool MemoryViewerPage::isFilling() const
{
    return m_ui->stack->currentWidget() == m_ui->scroll && !m_ui->fillingNote->isHidden();
}

void MemoryViewerPage::setPeakBuffers(std::shared_ptr<const memoryviewer::PeakBufferRows> rows,
    const QString& exportName, const QString& introduction, const QString& lifetime)
{
    m_result.reset();
    m_introduction = introduction;
    m_unknownLifetime = lifetime;
    const bool shown = rows != nullptr;
    showRows(std::move(rows), exportName, nullptr);
    if (!shown)
        showMessage(tr("No module is open."));
}

void MemoryViewerPage::showRows(std::shared_ptr<const memoryviewer::PeakBufferRows> rows, const QString& displayName,
    std::shared_ptr<const TimelineScene> timelineLayout)
{
    m_moduleDisplayName = displayName;
    m_model->setRows(std::move(rows));
    m_ui->chart->setResult(m_result);
    m_ui->timeline->setResult(m_result, std::move(timelineLayout));
    m_ui->timelineSearch->clear();
    m_ui->timelineMatches->clear();
    m_ui->tableFilter->clear();
    m_proxy->setFilterFixedString(QString());
    const bool hasCurve = hasProgramOrder();
    const bool padding = hasPaddingFigures();
    // The columns shown before they are sized: a column hidden while the table was sized came back
    // 0 pixels wide (the padding columns of jit_f after SparseCore, where a fresh start shows them).
    m_ui->peakBufferTable->setColumnHidden(PeakBufferModel::SpanStartColumn, !hasCurve);
    m_ui->peakBufferTable->setColumnHidden(PeakBufferModel::SpanLimitColumn, !hasCurve);
    m_ui->peakBufferTable->setColumnHidden(PeakBufferModel::UnpaddedColumn, !padding);
    m_ui->peakBufferTable->setColumnHidden(PeakBufferModel::PaddingColumn, !padding);
    m_ui->peakBufferTable->resizeColumnsToContents();
    for (int column = 0; column < m_model->columnCount(); ++column)
        m_ui->peakBufferTable->setColumnWidth(column, std::min(m_ui->peakBufferTable->columnWidth(column), 360));
    // A snapshot's allocations have their own By Source Line, by Python frames.
    if (m_terms != PeakTerms::TorchSnapshot)
        fillPeakGroups();
    showBufferCount();
    showFocusedBuffer(-1);
    if (!m_model->rows())
        return;
    const bool hasBuffers = m_model->rowCount() > 0;
    m_ui->chartSection->setVisible(hasCurve);
    m_ui->buffersByProgramOrder->setVisible(hasCurve);
    m_ui->buffersByPadding->setVisible(padding);
    m_ui->peakSection->setVisible(hasBuffers);
    m_ui->timelineSection->setVisible(m_result && !m_result->bufferBlocks.empty());
    m_ui->tableSection->setVisible(true);
    m_ui->groupsSection->setVisible(hasBuffers && m_terms != PeakTerms::TorchSnapshot);
    m_ui->fillingNote->setVisible(false);
    // Say why a module's views are missing rather than letting them vanish
    // (an introduction says it in its own words).
    m_ui->missingViewsNote->setVisible(m_result && hasBuffers && !hasCurve);
    updateOverview();
    m_ui->stack->setCurrentWidget(m_ui->scroll);
}

std::shared_ptr<const memoryviewer::Result> MemoryViewerPage::result() const { return m_result; }

// "Buffers: 12", or "Buffers: 3 of 12" while the filter hides some: no plural to get wrong ("1 buffers").
void MemoryViewerPage::showBufferCount()
{
    if (m_terms == PeakTerms::TorchSnapshot) {
        m_ui->tableCount->setText(m_ui->tableFilter->text().isEmpty()
                ? tr("Allocations: %L1").arg(m_model->rowCount())
                : tr("Allocations: %L1 of %L2").arg(m_proxy->rowCount()).arg(m_model->rowCount()));
        return;
    }
    m_ui->tableCount->setText(m_ui->tableFilter->text().isEmpty()
            ? tr("Buffers: %L1").arg(m_model->rowCount())
            : tr("Buffers: %L1 of %L2").arg(m_proxy->rowCount()).arg(m_model->rowCount()));
}

void MemoryViewerPage::showMessage(const QString& text)
{
    m_ui->message->setText(text);
    m_ui->stack->setCurrentWidget(m_ui->message);
}

QWidget* MemoryViewerPage::detailCard() const { return m_card; }

BufferStripView* MemoryViewerPage::stripView(int order) const
{
    const std::array<BufferStripView*, 3> strips { m_ui->buffersByProgramOrder, m_ui->buffersBySize,
        m_ui->buffersByPadding };
    return order >= 0 && order < 3 ? strips[static_cast<size_t>(order)] : nullptr;
}

ProgramOrderChart* MemoryViewerPage::chart() const { return m_ui->chart; }

AllocationTimelineView* MemoryViewerPage::timeline() const { return m_ui->timeline; }

QTableView* MemoryViewerPage::table() const { return m_ui->peakBufferTable; }

QLineEdit* MemoryViewerPage::tableFilter() const { return m_ui->tableFilter; }

QLineEdit* MemoryViewerPage::timelineSearch() const { return m_ui->timelineSearch; }

QWidget* MemoryViewerPage::contentWidget() const { return m_ui->memoryViewerContent; }

QString MemoryViewerPage::overviewText() const { return m_ui->overview->text(); }

bool MemoryViewerPage::hasProgramOrder() const { return m_result && !m_result->heapSizes.empty(); }

bool MemoryViewerPage::hasPaddingFigures() const
{
    const auto& rows = m_model->rows();
    return rows
        && std::any_of(rows->peakBuffers.begin(), rows->peakBuffers.end(),
            [](const memoryviewer::PeakBuffer& buffer) { return buffer.unpaddedBytes > 0; });
}

// XProf's sentences in the tooltip; on the page the same figures in bytes as a person reads them (XProf's
// "0.00 MiB" hides anything under 5 KiB). While only the heap curve is known (figuresKnown false, the full
// analysis on its way) the same lines stand with "…" for their figures, so that the page does not move when
// they come.
QString MemoryViewerPage::overviewHtml(const memoryviewer::Result& result, bool figuresKnown) const
{
    const memoryviewer::Overview overview = memoryviewer::overviewOf(result);
    const QString pending = QStringLiteral("…");
    const auto bytes = [&](qint64 value) { return figuresKnown ? formatBytes(value) : pending; };
    const auto bold = [](const QString& text) { return QStringLiteral("<b>%1</b>").arg(text.toHtmlEscaped()); };
    const auto italic = [](const QString& text) { return QStringLiteral("<i>%1</i>").arg(text.toHtmlEscaped()); };
    QStringList html;
    html << bold(tr("Module Name: %1").arg(m_moduleDisplayName))
         << bold(tr("Peak memory allocation: %1, %2 (with fragmentation)")
                     .arg(bytes(overview.peakBytes), bytes(overview.peakWithFragmentationBytes)));
    QStringList details;
    // Padding that no view can show: every buffer at the peak is folded into the small group.
    const bool paddingOnlyInSmallBuffers
        = figuresKnown && overview.paddingBytes > 0 && !hasPaddingFigures() && result.smallBufferSize > 0;
    details << (paddingOnlyInSmallBuffers
            ? tr("%1 total padding overhead, all of it in buffers smaller than %2 (lower \"Small buffers "
                 "below\" to see them by padding)")
                  .arg(bytes(overview.paddingBytes), formatBytes(result.smallBufferSize))
            : tr("%1 total padding overhead").arg(bytes(overview.paddingBytes)))
            << tr("%1 total argument size").arg(bytes(overview.argumentBytes))
            << tr("%1 stack simulated HLO temporary variables").arg(bytes(overview.simulatedTemporaryBytes))
            << tr("%1 HLO lifetime temporary variables with fragmentation (fragmentation %2%)")
                   .arg(bytes(overview.lifetimeTemporaryBytes))
                   .arg(figuresKnown ? formatNumber(overview.fragmentationPercent, 2) : pending);
    if (figuresKnown && overview.maxScopedVmemBytes > 0)
        details << tr("%1 max scoped VMEM allocation (%2)")
                       .arg(formatBytes(overview.maxScopedVmemBytes), overview.maxScopedVmemInstruction);
    details << tr("Modifying your model's architecture, batch size and data dimensions may help reduce the memory "
                  "footprint.");
    for (const QString& line : details)
        html << line.toHtmlEscaped();
    if (figuresKnown && result.heapSizes.empty() && result.peakBuffers.empty())
        html << italic(tr("There is no data to display for this memory space."));
    for (const QString& warning : result.warnings) // the heap curve has the full analysis's warnings
        html << italic(tr("Warning: %1").arg(warning));
    return html.join(QStringLiteral("<br>"));
}

void MemoryViewerPage::updateOverview()
{
    // An introduction (an out-of-memory report's, a snapshot's) says in its own words what the figures are.
    m_ui->staticNote->setVisible(m_result && m_introduction.isEmpty());
    if (!m_result || !m_introduction.isEmpty()) {
        m_ui->overview->setText(m_introduction);
        m_ui->overview->setToolTip(QString());
        return;
    }
    m_ui->overview->setText(overviewHtml(*m_result, true));
    m_ui->overview->setToolTip(
        tr("As XProf reports it:\n%1")
            .arg(memoryviewer::overviewLines(*m_result, m_moduleDisplayName).join(QLatin1Char('\n'))));
}

void MemoryViewerPage::updateTimelineSearch()
{
    const QString pattern = m_ui->timelineSearch->text();
    const int count = m_ui->timeline->setSearchPattern(pattern);
    const QRegularExpression expression(pattern);
    if (!expression.isValid()) {
        // The view then searches for the text as typed; say why the pattern did not apply.
        m_ui->timelineMatches->setText(tr("invalid regular expression (%1): %n plain-text match(es)", nullptr, count)
                                           .arg(expression.errorString()));
        return;
    }
    m_ui->timelineMatches->setText(pattern.isEmpty() ? QString()
            : count == 0                             ? tr("no matches")
                                                     : tr("%n match(es)", nullptr, count));
}

void MemoryViewerPage::showFocusedBuffer(int row)
{
    const int last = m_ui->chart->lastProgramOrder();
    const auto* focused = m_model->buffer(row);
    m_ui->timeline->setFocusedBuffer(focused ? focused->logicalBufferId : -1);
    if (const auto* buffer = focused) {
        const ProgramOrderSpan span = overlaySpan(buffer->spanStart, buffer->spanLimit, last);
        m_ui->chart->setOverlay(ProgramOrderChart::Overlay {
            span.start, span.limit, double(buffer->sizeBytes), bufferColor(buffer->colorIndex) });
        const memoryviewer::BufferDetails details = m_model->rows()->details(*buffer);
        if (hasProgramOrder())
            m_card->showBuffer(details, last);
        else
            m_card->showBufferWithoutLifetime(details, m_unknownLifetime);
        return;
    }
    m_ui->chart->setOverlay(std::nullopt);
    // A selected timeline block that is not live at the peak still has details.
    const int block = m_ui->timeline->selectedBlock();
    if (block >= 0 && m_selection->selectedRow() < 0) {
        const auto& selected = m_ui->timeline->blocks()[static_cast<size_t>(block)];
        m_card->showBuffer(describeBlock(*m_result, selected), last);
        if (!selected.isContainer())
            m_ui->chart->setOverlay(ProgramOrderChart::Overlay {
                selected.startStep, selected.endStep, double(selected.size), bufferColor(selected.colorIndex) });
        return;
    }
    m_card->showBuffer(std::nullopt, last);
}

void MemoryViewerPage::onSelectedRowChanged(int row)
{
    const auto* buffer = m_model->buffer(row);
    // A block clicked in the timeline that is not live at the peak stays
    // selected there while the buffer selection is empty.
    const int block = m_ui->timeline->selectedBlock();
    const bool timelineHoldsOtherBlock = block >= 0
        && m_model->rowOfLogicalBuffer(m_ui->timeline->blocks()[static_cast<size_t>(block)].logicalBufferId) < 0;
    if (buffer || !timelineHoldsOtherBlock)
        m_ui->timeline->setSelectedBuffer(buffer ? buffer->logicalBufferId : -1);
    // Mirror the shared selection into the table, through the proxy.
    m_syncingTable = true;
    const QModelIndex proxyIndex = buffer ? m_proxy->mapFromSource(m_model->index(row, 0)) : QModelIndex();
    if (proxyIndex.isValid()) {
        m_ui->peakBufferTable->selectionModel()->setCurrentIndex(
            proxyIndex, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        m_ui->peakBufferTable->scrollTo(proxyIndex);
    } else {
        m_ui->peakBufferTable->selectionModel()->clearSelection();
    }
    m_syncingTable = false;
    // And into the peak by scope, without opening branches the user closed.
    {
        const QSignalBlocker blocker(m_ui->peakGroups);
        m_ui->peakGroups->setCurrentItem(groupRowOfBuffer(row));
    }
}

void MemoryViewerPage::onTableSelectionChanged()
{
    if (m_syncingTable)
        return;
    const QModelIndexList rows = m_ui->peakBufferTable->selectionModel()->selectedRows();
    m_selection->selectRow(rows.isEmpty() ? -1 : m_proxy->mapToSource(rows.first()).row());
}

void MemoryViewerPage::onTimelineBlockClicked(int blockIndex)
{
    const auto& blocks = m_ui->timeline->blocks();
    const int row
        = blockIndex >= 0 ? m_model->rowOfLogicalBuffer(blocks[static_cast<size_t>(blockIndex)].logicalBufferId) : -1;
    m_ui->timeline->setSelectedBlock(blockIndex);
    if (row >= 0) {
        m_selection->selectRow(row);
        return;
    }
    // Not live at the peak (or empty space): no buffer selection, but the card
    // describes the block.
    m_selection->selectRow(-1);
    showFocusedBuffer(m_selection->focusedRow());
}

void MemoryViewerPage::hoverUnderCursor()
{
    const QPoint cursor = QCursor::pos();
    QWidget* under = QApplication::widgetAt(cursor);
    if (!under || !m_ui->memoryViewerContent->isAncestorOf(under)) {
        m_selection->setHoveredRow(-1);
        return;
    }
    // A view hovers by the mouse's moves: one where the mouse now is, as if it had moved there.
    QMouseEvent move(QEvent::MouseMove, QPointF(under->mapFromGlobal(cursor)), QPointF(cursor), Qt::NoButton,
        QGuiApplication::mouseButtons(), QGuiApplication::keyboardModifiers());
    m_selection->setHoveredRow(-1);
    QCoreApplication::sendEvent(under, &move);
}

ExportTarget MemoryViewerPage::stripExportTarget(BufferStripView* strip) const
{
    // The strip draws its own order in its title; the heading says what the strips are.
    return { strip->objectName(), m_ui->peakTitle->text(), strip };
}

QList<ExportTarget> MemoryViewerPage::exportTargets() const
{
    QList<ExportTarget> targets;
    if (!m_model->rows())
        return targets;
    if (hasProgramOrder())
        targets << ExportTarget { QStringLiteral("memory-viewer-chart"), tr("Memory Allocation Chart"), m_ui->chart };
    if (m_model->rowCount() > 0) {
        for (BufferStripView* strip : { m_ui->buffersByProgramOrder, m_ui->buffersBySize, m_ui->buffersByPadding }) {
            if (!strip->isHidden())
                targets << stripExportTarget(strip);
        }
    }
    if (m_result && !m_result->bufferBlocks.empty())
        targets << ExportTarget { QStringLiteral("allocation-timeline"), tr("Buffer Allocation Timeline"),
            m_ui->timeline };
    targets << ExportTarget { QStringLiteral("memory-viewer-page"), tr("Memory Viewer Page"),
        m_ui->memoryViewerContent };
    return targets;
}

bool MemoryViewerPage::exportAll(
    const QString& directory, const QStringList& formats, QString* error, QStringList* notes)
{
    if (!m_model->rows()) {
        if (error)
            *error = tr("There is no analysis to export.");
        return false;
    }
    return exportPageToFolder(
        this, m_ui->memoryViewerContent, directory, formats, [this] { return exportTargets(); },
        [this, notes](const QDir& folder, QString* writeError) {
            if (!writeTextFile(folder.filePath(QStringLiteral("peak-buffers.csv")),
                    memoryviewer::peakBuffersCsv(*m_model->rows()), writeError))
                return false;
            if (!m_ui->groupsSection->isHidden()
                && !writeTextFile(folder.filePath(QStringLiteral("peak-by-scope.csv")),
                    memoryviewer::peakGroupsCsv(*m_model->rows(),
                        m_groups.empty() ? memoryviewer::groupPeakBuffers(*m_model->rows(), m_grouping) : m_groups),
                    writeError))
                return false;
            if (m_result && !m_result->allocationTimelineDot.isEmpty())
                return writeTextFile(folder.filePath(QStringLiteral("allocation-timeline.dot")),
                    m_result->allocationTimelineDot.toUtf8(), writeError);
            if (notes)
                *notes << tr("allocation-timeline.dot was not written: the analysis has no DOT text (run it with the "
                             "Graphviz output).");
            return true;
        },
        error);
}

void MemoryViewerPage::exportTableCsv()
{
    const QString base = m_moduleDisplayName.isEmpty() ? QStringLiteral("peak-buffers")
                                                       : m_moduleDisplayName + QStringLiteral("-peak-buffers");
    exportTextFile(this, tr("Export Buffers at the Peak"), base, QStringLiteral("csv"), tr("CSV file (*.csv)"), [this] {
        // Exactly the rows the table shows, in its order, in the columns memscope-report writes.
        std::vector<int> rows;
        for (int row = 0; row < m_proxy->rowCount(); ++row)
            rows.push_back(m_proxy->mapToSource(m_proxy->index(row, 0)).row());
        return memoryviewer::peakBuffersCsv(*m_model->rows(), rows);
    });
}

void MemoryViewerPage::exportTimelineDot()
{
    if (!m_result || m_result->allocationTimelineDot.isEmpty())
        return;
    exportTextFile(this, tr("Export Allocation Timeline"), QStringLiteral("allocation-timeline"), QStringLiteral("dot"),
        tr("Graphviz DOT (*.dot *.gv)"), [this] { return m_result->allocationTimelineDot.toUtf8(); });
}

void MemoryViewerPage::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
}

void MemoryViewerPage::applyPalette()
{
    // Children follow the palette by themselves; the card is not our child
    // once docked, and an undocked card must match the page.
    if (m_card && !m_card->parent())
        m_card->setPalette(palette());
}

} // namespace memscope
