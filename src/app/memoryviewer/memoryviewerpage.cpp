// SPDX-License-Identifier: Apache-2.0
#include "memoryviewer/memoryviewerpage.h"

#include "core/memoryviewer/overview.h"
#include "core/util/units.h"
#include "export/exportactions.h"
#include "export/exportfolder.h"
#include "memoryviewer/allocationtimelineview.h"
#include "memoryviewer/bufferdetailcard.h"
#include "memoryviewer/bufferstripview.h"
#include "memoryviewer/programorderchart.h"
#include "models/bufferselection.h"
#include "models/peakbuffermodel.h"

#include <QAction>
#include <QDir>
#include <QFrame>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QRegularExpression>
#include <QScrollArea>
#include <QShortcut>
#include <QSortFilterProxyModel>
#include <QStackedWidget>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace memscope {

namespace {

    constexpr int kDebounceMs = 200;

    QLabel* sectionTitle(const QString& text, QWidget* parent)
    {
        auto* label = new QLabel(text, parent);
        QFont font = label->font();
        font.setBold(true);
        font.setPointSizeF(font.pointSizeF() * 1.25);
        label->setFont(font);
        return label;
    }

    QLabel* hintLabel(const QString& text, QWidget* parent)
    {
        auto* label = new QLabel(text, parent);
        label->setWordWrap(true);
        label->setForegroundRole(QPalette::PlaceholderText);
        return label;
    }

    // A titled block of the page: a header row (title, then tools) over its body.
    struct Section
    {
        QWidget* widget;
        QVBoxLayout* body;
        QHBoxLayout* header;
    };

    Section makeSection(const QString& title, QWidget* parent)
    {
        auto* widget = new QWidget(parent);
        auto* layout = new QVBoxLayout(widget);
        layout->setContentsMargins(0, 8, 0, 8);
        auto* header = new QHBoxLayout;
        if (!title.isEmpty())
            header->addWidget(sectionTitle(title, widget));
        header->addStretch(1);
        layout->addLayout(header);
        return { widget, layout, header };
    }

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
    memoryviewer::PeakBuffer describeBlock(const memoryviewer::BufferBlock& block)
    {
        memoryviewer::PeakBuffer buffer;
        buffer.logicalBufferId
            = block.logicalBufferId; // a container (-1) reads like the small group: a label, no lifetime
        buffer.color = block.color;
        buffer.label = block.name;
        buffer.instructionName = block.name;
        buffer.shape = block.shape;
        buffer.tfOpName = block.tfOpName;
        buffer.allocationType = block.category;
        buffer.sizeBytes = static_cast<qint64>(block.size);
        buffer.unpaddedBytes = static_cast<qint64>(block.unpaddedSize);
        buffer.source = block.source;
        buffer.spanStart = block.startStep;
        buffer.spanLimit = block.endStep;
        return buffer;
    }

} // namespace

MemoryViewerPage::MemoryViewerPage(QWidget* parent)
    : QWidget(parent)
    , m_model(new PeakBufferModel(this))
    , m_selection(new BufferSelection(m_model, this))
    , m_card(new BufferDetailCard)
{
    m_card->setObjectName(QStringLiteral("bufferDetailCard"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_stack = new QStackedWidget(this);
    layout->addWidget(m_stack);

    m_message = new QLabel(this);
    m_message->setAlignment(Qt::AlignCenter);
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_stack->addWidget(m_message);

    m_scroll = new QScrollArea(this);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_content = new QWidget;
    m_content->setObjectName(QStringLiteral("memoryViewerContent"));
    m_content->setAutoFillBackground(true);
    m_content->setBackgroundRole(QPalette::Base);
    auto* contentLayout = new QVBoxLayout(m_content);
    contentLayout->setContentsMargins(16, 12, 16, 12);

    m_overview = new QLabel(m_content);
    m_overview->setWordWrap(true);
    m_overview->setTextFormat(Qt::RichText);
    m_overview->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    contentLayout->addWidget(m_overview);
    m_staticNote
        = hintLabel(tr("Static analysis of the compiler's buffer assignment: these numbers come from the XLA compiler, "
                       "not from measuring the program while it ran (that is the Memory Profile). "
                       "Program order is the position in the HLO schedule, not time."),
            m_content);
    contentLayout->addWidget(m_staticNote);
    m_missingViewsNote = hintLabel(
        tr("XLA simulated no heap for this memory space (its buffer assignment has no heap simulator trace), so there "
           "is no program order: no chart over program order, no view by program order and no allocation timeline. "
           "The buffers below are what its allocations hold."),
        m_content);
    m_missingViewsNote->setObjectName(QStringLiteral("missingViewsNote"));
    contentLayout->addWidget(m_missingViewsNote);

    contentLayout->addWidget(createChartSection());
    contentLayout->addWidget(createPeakSection());
    contentLayout->addWidget(createTimelineSection());
    contentLayout->addWidget(createTableSection());
    m_scroll->setWidget(m_content);
    m_stack->addWidget(m_scroll);

    connect(m_selection, &BufferSelection::focusedRowChanged, this, &MemoryViewerPage::showFocusedBuffer);
    connect(m_selection, &BufferSelection::selectedRowChanged, this, &MemoryViewerPage::onSelectedRowChanged);
    applyPalette();
    showMessage(tr("Open a profile and pick a module to see where its memory goes."));
}

MemoryViewerPage::~MemoryViewerPage()
{
    // The card is owned by whoever docked it; if nobody did, it is ours.
    if (m_card && !m_card->parent())
        delete m_card;
}

QWidget* MemoryViewerPage::createChartSection()
{
    // The chart shows its own title, so that an exported chart has it too.
    Section section = makeSection(QString(), m_content);
    m_chartSection = section.widget;
    m_chart = new ProgramOrderChart(section.widget);
    auto* reset = new QToolButton(section.widget);
    reset->setText(tr("Reset Zoom"));
    reset->setToolTip(tr("Show the whole program again (Esc on the chart)"));
    reset->setEnabled(false);
    connect(reset, &QToolButton::clicked, m_chart, &ProgramOrderChart::resetZoom);
    connect(m_chart, &ProgramOrderChart::zoomChanged, reset, [this, reset] { reset->setEnabled(m_chart->isZoomed()); });
    section.header->addWidget(reset);
    section.header->addWidget(
        createExportButton({ QStringLiteral("memory-viewer-chart"), tr("Memory Allocation Chart"), m_chart }));
    m_chart->setMinimumHeight(340);
    section.header->insertWidget(0,
        hintLabel(tr("The heap after each step of the HLO schedule, with the peak marked. "
                     "Drag across the chart to zoom into a range; hover a buffer below to see its lifetime here."),
            section.widget),
        100);
    section.body->addWidget(m_chart);
    return section.widget;
}

QWidget* MemoryViewerPage::createPeakSection()
{
    Section section = makeSection(tr("HLO Ops at Peak Memory Allocation Time"), m_content);
    m_peakSection = section.widget;
    section.body->addWidget(
        hintLabel(tr("Hover over a buffer for its details; click or use the arrow keys to select one. "
                     "A buffer has the same colour in every view; colours carry no meaning."),
            section.widget));
    const struct
    {
        BufferStripView::Order order;
        const char* id;
    } views[] = { { BufferStripView::Order::ProgramOrder, "buffers-by-program-order" },
        { BufferStripView::Order::Size, "buffers-by-size" },
        { BufferStripView::Order::Padding, "buffers-by-padding" } };
    for (int index = 0; index < 3; ++index) {
        auto* strip = new BufferStripView(m_selection, views[index].order, section.widget);
        strip->setObjectName(QLatin1String(views[index].id));
        strip->setContextMenuPolicy(Qt::CustomContextMenu);
        connect(strip, &QWidget::customContextMenuRequested, this, [this, strip](const QPoint& position) {
            QMenu menu(this);
            addImageExportActions(&menu, { strip->objectName(), strip->title(), strip }, this);
            menu.exec(strip->mapToGlobal(position));
        });
        m_strips[index] = strip;
        section.body->addWidget(strip);
    }
    return section.widget;
}

QWidget* MemoryViewerPage::createTimelineSection()
{
    Section section = makeSection(tr("Buffer Allocation Timeline"), m_content);
    m_timelineSection = section.widget;
    m_timeline = new AllocationTimelineView(section.widget);
    m_timeline->setMinimumHeight(420);

    m_timelineSearch = new QLineEdit(section.widget);
    m_timelineSearch->setPlaceholderText(tr("Search op name (regular expression)…"));
    m_timelineSearch->setClearButtonEnabled(true);
    // Between about 16 and 40 characters wide: the section's header fits a
    // page of 1280 x 720 with the sidebar and the card open.
    fitFieldToHeader(m_timelineSearch);
    m_timelineSearch->setToolTip(tr("Matches framework op and instruction names, ignoring case. Enter or F3 steps "
                                    "through the matches, Shift+F3 goes back."));
    m_timelineMatches = new QLabel(section.widget);
    m_timelineMatches->setObjectName(QStringLiteral("timelineMatches"));
    m_searchDebounce = new QTimer(this);
    m_searchDebounce->setSingleShot(true);
    m_searchDebounce->setInterval(kDebounceMs);
    connect(m_timelineSearch, &QLineEdit::textChanged, m_searchDebounce, qOverload<>(&QTimer::start));
    connect(m_searchDebounce, &QTimer::timeout, this, &MemoryViewerPage::updateTimelineSearch);
    connect(m_timelineSearch, &QLineEdit::returnPressed, this, [this] {
        if (m_searchDebounce->isActive()) {
            m_searchDebounce->stop();
            updateTimelineSearch();
        }
        m_timeline->nextMatch();
    });
    auto* next
        = new QShortcut(QKeySequence(Qt::Key_F3), m_timelineSection, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
    connect(next, &QShortcut::activated, m_timeline, &AllocationTimelineView::nextMatch);
    auto* previous = new QShortcut(
        QKeySequence(Qt::SHIFT | Qt::Key_F3), m_timelineSection, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
    connect(previous, &QShortcut::activated, m_timeline, &AllocationTimelineView::previousMatch);
    auto* clearSearch
        = new QShortcut(QKeySequence(Qt::Key_Escape), m_timelineSearch, nullptr, nullptr, Qt::WidgetShortcut);
    connect(clearSearch, &QShortcut::activated, m_timelineSearch, &QLineEdit::clear);
    connect(m_timeline, &AllocationTimelineView::currentMatchChanged, this, [this](int blockIndex) {
        m_timelineMatches->setText(
            tr("%1 of %2").arg(m_timeline->currentMatch() + 1).arg(m_timeline->matches().size()));
        onTimelineBlockClicked(blockIndex);
    });

    auto* reset = new QToolButton(section.widget);
    reset->setText(tr("Reset Zoom"));
    reset->setToolTip(tr("Show every block again (Home)"));
    connect(reset, &QToolButton::clicked, m_timeline, &AllocationTimelineView::resetView);

    section.header->addWidget(m_timelineSearch, 1);
    section.header->addWidget(m_timelineMatches);
    section.header->addWidget(reset);
    section.header->addWidget(createExportButton(
        { QStringLiteral("allocation-timeline"), tr("Buffer Allocation Timeline"), m_timeline }, true));
    section.body->addWidget(
        hintLabel(tr("Width is a buffer's lifetime in program order, height its size, and the vertical position its "
                     "offset in memory. "
                     "Ctrl+scroll to zoom, drag to pan, click to select, double-click to zoom to a block."),
            section.widget));
    section.body->addWidget(m_timeline);

    connect(m_timeline, &AllocationTimelineView::blockHovered, this, [this](int blockIndex) {
        const auto& blocks = m_timeline->blocks();
        const int row = blockIndex >= 0
            ? m_model->rowOfLogicalBuffer(blocks[static_cast<size_t>(blockIndex)].logicalBufferId)
            : -1;
        m_selection->setHoveredRow(row);
    });
    connect(m_timeline, &AllocationTimelineView::blockClicked, this, &MemoryViewerPage::onTimelineBlockClicked);
    return section.widget;
}

QWidget* MemoryViewerPage::createTableSection()
{
    Section section = makeSection(tr("Buffers at the Peak"), m_content);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(PeakBufferModel::SortRole);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_table = new QTableView(section.widget);
    m_table->setObjectName(QStringLiteral("peakBufferTable"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder); // program order until the user sorts
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setResizeContentsPrecision(200); // modules can have thousands of buffers at the peak
    m_table->setMinimumHeight(320);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
        &MemoryViewerPage::onTableSelectionChanged);

    m_tableFilter = new QLineEdit(section.widget);
    m_tableFilter->setPlaceholderText(tr("Filter buffers…"));
    m_tableFilter->setClearButtonEnabled(true);
    fitFieldToHeader(m_tableFilter);
    m_tableFilter->setToolTip(tr("Shows the buffers whose name, shape, op or type contains this text"));
    m_tableCount = new QLabel(section.widget);
    m_filterDebounce = new QTimer(this);
    m_filterDebounce->setSingleShot(true);
    m_filterDebounce->setInterval(kDebounceMs);
    connect(m_tableFilter, &QLineEdit::textChanged, m_filterDebounce, qOverload<>(&QTimer::start));
    connect(m_filterDebounce, &QTimer::timeout, this, [this] {
        m_proxy->setFilterFixedString(m_tableFilter->text());
        m_tableCount->setText(tr("%1 of %2 buffers").arg(m_proxy->rowCount()).arg(m_model->rowCount()));
        onSelectedRowChanged(m_selection->selectedRow()); // the selection may be visible again
    });

    auto* csv = new QToolButton(section.widget);
    csv->setText(tr("Export CSV…"));
    csv->setToolTip(tr("Save the buffers at the peak, as listed, as a CSV file"));
    connect(csv, &QToolButton::clicked, this, &MemoryViewerPage::exportTableCsv);
    section.header->addWidget(m_tableFilter, 1);
    section.header->addWidget(m_tableCount);
    section.header->addWidget(csv);
    section.body->addWidget(m_table);
    return section.widget;
}

QToolButton* MemoryViewerPage::createExportButton(const ExportTarget& target, bool withDot)
{
    auto* button = new QToolButton(target.widget->parentWidget());
    button->setText(tr("Export"));
    button->setPopupMode(QToolButton::InstantPopup);
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
    return button;
}

void MemoryViewerPage::setResult(std::shared_ptr<const memoryviewer::Result> result, const QString& moduleDisplayName,
    std::shared_ptr<const TimelineScene> timelineLayout)
{
    m_result = std::move(result);
    m_introduction.clear();
    m_unknownLifetime = tr("not known: XLA simulated no heap for this memory space, so there is no program order");
    showRows(m_result, moduleDisplayName, std::move(timelineLayout));
    if (!m_result)
        showMessage(tr("No module is open."));
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
    m_chart->setResult(m_result);
    m_timeline->setResult(m_result, std::move(timelineLayout));
    m_timelineSearch->clear();
    m_timelineMatches->clear();
    m_tableFilter->clear();
    m_proxy->setFilterFixedString(QString());
    m_table->resizeColumnsToContents();
    for (int column = 0; column < m_model->columnCount(); ++column)
        m_table->setColumnWidth(column, std::min(m_table->columnWidth(column), 360));
    m_tableCount->setText(tr("%1 buffers").arg(m_model->rowCount()));
    showFocusedBuffer(-1);
    if (!m_model->rows())
        return;
    const bool hasCurve = hasProgramOrder();
    const bool hasBuffers = m_model->rowCount() > 0;
    const bool padding = hasPaddingFigures();
    m_chartSection->setVisible(hasCurve);
    m_strips[0]->setVisible(hasCurve);
    m_strips[2]->setVisible(padding);
    m_table->setColumnHidden(PeakBufferModel::SpanStartColumn, !hasCurve);
    m_table->setColumnHidden(PeakBufferModel::SpanLimitColumn, !hasCurve);
    m_table->setColumnHidden(PeakBufferModel::UnpaddedColumn, !padding);
    m_table->setColumnHidden(PeakBufferModel::PaddingColumn, !padding);
    m_peakSection->setVisible(hasBuffers);
    m_timelineSection->setVisible(m_result && !m_result->bufferBlocks.empty());
    // Say why a module's views are missing rather than letting them vanish
    // (an introduction says it in its own words).
    m_missingViewsNote->setVisible(m_result && hasBuffers && !hasCurve);
    updateOverview();
    m_stack->setCurrentWidget(m_scroll);
}

std::shared_ptr<const memoryviewer::Result> MemoryViewerPage::result() const { return m_result; }

void MemoryViewerPage::showMessage(const QString& text)
{
    m_message->setText(text);
    m_stack->setCurrentWidget(m_message);
}

QWidget* MemoryViewerPage::detailCard() const { return m_card; }

BufferStripView* MemoryViewerPage::stripView(int order) const
{
    return order >= 0 && order < 3 ? m_strips[order] : nullptr;
}

QString MemoryViewerPage::overviewText() const { return m_overview->text(); }

bool MemoryViewerPage::hasProgramOrder() const { return m_result && !m_result->heapSizesMib.empty(); }

bool MemoryViewerPage::hasPaddingFigures() const
{
    const auto& rows = m_model->rows();
    return rows
        && std::any_of(rows->peakBuffers.begin(), rows->peakBuffers.end(),
            [](const memoryviewer::PeakBuffer& buffer) { return buffer.unpaddedBytes > 0; });
}

void MemoryViewerPage::updateOverview()
{
    m_staticNote->setVisible(m_result != nullptr);
    if (!m_result) {
        m_overview->setText(m_introduction);
        m_overview->setToolTip(QString());
        return;
    }
    // XProf's sentences in the tooltip; on the page the same figures in bytes
    // as a person reads them (XProf's "0.00 MiB" hides anything under 5 KiB).
    const memoryviewer::Overview overview = memoryviewer::overviewOf(*m_result);
    QStringList html;
    const auto bold = [](const QString& text) { return QStringLiteral("<b>%1</b>").arg(text.toHtmlEscaped()); };
    html << bold(tr("Module Name: %1").arg(m_moduleDisplayName))
         << bold(tr("Peak memory allocation: %1, %2 (with fragmentation)")
                     .arg(formatBytes(overview.peakBytes), formatBytes(overview.peakWithFragmentationBytes)));
    QStringList details;
    details << tr("%1 total padding overhead").arg(formatBytes(overview.paddingBytes))
            << tr("%1 total argument size").arg(formatBytes(overview.argumentBytes))
            << tr("%1 stack simulated HLO temporary variables").arg(formatBytes(overview.simulatedTemporaryBytes))
            << tr("%1 HLO lifetime temporary variables with fragmentation (fragmentation %2%)")
                   .arg(formatBytes(overview.lifetimeTemporaryBytes))
                   .arg(formatNumber(overview.fragmentationPercent, 2));
    if (overview.maxScopedVmemBytes > 0)
        details << tr("%1 max scoped VMEM allocation (%2)")
                       .arg(formatBytes(overview.maxScopedVmemBytes), overview.maxScopedVmemInstruction);
    details << tr("Modifying your model's architecture, batch size and data dimensions may help reduce the memory "
                  "footprint.");
    for (const QString& line : details)
        html << line.toHtmlEscaped();
    if (m_result->heapSizesMib.empty() && m_result->peakBuffers.empty())
        html << QStringLiteral("<i>%1</i>")
                    .arg(tr("There is no data to display for this memory space.").toHtmlEscaped());
    for (const QString& warning : m_result->warnings)
        html << QStringLiteral("<i>%1</i>").arg(tr("Warning: %1").arg(warning).toHtmlEscaped());
    m_overview->setText(html.join(QStringLiteral("<br>")));
    m_overview->setToolTip(
        tr("As XProf reports it:\n%1")
            .arg(memoryviewer::overviewLines(*m_result, m_moduleDisplayName).join(QLatin1Char('\n'))));
}

void MemoryViewerPage::updateTimelineSearch()
{
    const QString pattern = m_timelineSearch->text();
    const int count = m_timeline->setSearchPattern(pattern);
    const QRegularExpression expression(pattern);
    if (!expression.isValid()) {
        // The view then searches for the text as typed; say why the pattern did not apply.
        m_timelineMatches->setText(tr("invalid regular expression (%1): %n plain-text match(es)", nullptr, count)
                                       .arg(expression.errorString()));
        return;
    }
    m_timelineMatches->setText(pattern.isEmpty() ? QString()
            : count == 0                         ? tr("no matches")
                                                 : tr("%n match(es)", nullptr, count));
}

void MemoryViewerPage::showFocusedBuffer(int row)
{
    const int last = m_chart->lastProgramOrder();
    const auto* focused = m_model->buffer(row);
    m_timeline->setFocusedBuffer(focused ? focused->logicalBufferId : -1);
    if (const auto* buffer = focused) {
        const ProgramOrderSpan span = overlaySpan(*buffer, last);
        m_chart->setOverlay(
            ProgramOrderChart::Overlay { span.start, span.limit, double(buffer->sizeBytes), QColor(buffer->color) });
        if (hasProgramOrder())
            m_card->showBuffer(*buffer, last);
        else
            m_card->showBufferWithoutLifetime(*buffer, m_unknownLifetime);
        return;
    }
    m_chart->setOverlay(std::nullopt);
    // A selected timeline block that is not live at the peak still has details.
    const int block = m_timeline->selectedBlock();
    if (block >= 0 && m_selection->selectedRow() < 0) {
        const auto& selected = m_timeline->blocks()[static_cast<size_t>(block)];
        m_card->showBuffer(describeBlock(selected), last);
        if (!selected.isContainer())
            m_chart->setOverlay(ProgramOrderChart::Overlay {
                selected.startStep, selected.endStep, selected.size, QColor(selected.color) });
        return;
    }
    m_card->showBuffer(std::nullopt, last);
}

void MemoryViewerPage::onSelectedRowChanged(int row)
{
    const auto* buffer = m_model->buffer(row);
    // A block clicked in the timeline that is not live at the peak stays
    // selected there while the buffer selection is empty.
    const int block = m_timeline->selectedBlock();
    const bool timelineHoldsOtherBlock = block >= 0
        && m_model->rowOfLogicalBuffer(m_timeline->blocks()[static_cast<size_t>(block)].logicalBufferId) < 0;
    if (buffer || !timelineHoldsOtherBlock)
        m_timeline->setSelectedBuffer(buffer ? buffer->logicalBufferId : -1);
    // Mirror the shared selection into the table, through the proxy.
    m_syncingTable = true;
    const QModelIndex proxyIndex = buffer ? m_proxy->mapFromSource(m_model->index(row, 0)) : QModelIndex();
    if (proxyIndex.isValid()) {
        m_table->selectionModel()->setCurrentIndex(
            proxyIndex, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        m_table->scrollTo(proxyIndex);
    } else {
        m_table->selectionModel()->clearSelection();
    }
    m_syncingTable = false;
}

void MemoryViewerPage::onTableSelectionChanged()
{
    if (m_syncingTable)
        return;
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    m_selection->selectRow(rows.isEmpty() ? -1 : m_proxy->mapToSource(rows.first()).row());
}

void MemoryViewerPage::onTimelineBlockClicked(int blockIndex)
{
    const auto& blocks = m_timeline->blocks();
    const int row
        = blockIndex >= 0 ? m_model->rowOfLogicalBuffer(blocks[static_cast<size_t>(blockIndex)].logicalBufferId) : -1;
    m_timeline->setSelectedBlock(blockIndex);
    if (row >= 0) {
        m_selection->selectRow(row);
        return;
    }
    // Not live at the peak (or empty space): no buffer selection, but the card
    // describes the block.
    m_selection->selectRow(-1);
    showFocusedBuffer(m_selection->focusedRow());
}

QList<ExportTarget> MemoryViewerPage::exportTargets() const
{
    QList<ExportTarget> targets;
    if (!m_model->rows())
        return targets;
    if (hasProgramOrder())
        targets << ExportTarget { QStringLiteral("memory-viewer-chart"), tr("Memory Allocation Chart"), m_chart };
    if (m_model->rowCount() > 0) {
        for (BufferStripView* strip : m_strips) {
            if (!strip->isHidden())
                targets << ExportTarget { strip->objectName(), strip->title(), strip };
        }
    }
    if (m_result && !m_result->bufferBlocks.empty())
        targets << ExportTarget { QStringLiteral("allocation-timeline"), tr("Buffer Allocation Timeline"), m_timeline };
    targets << ExportTarget { QStringLiteral("memory-viewer-page"), tr("Memory Viewer Page"), m_content };
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
        this, m_content, directory, formats, [this] { return exportTargets(); },
        [this, notes](const QDir& folder, QString* writeError) {
            if (!writeTextFile(folder.filePath(QStringLiteral("peak-buffers.csv")),
                    memoryviewer::peakBuffersCsv(*m_model->rows()), writeError))
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
    const QString path
        = askExportPath(this, tr("Export Buffers at the Peak"), base, QStringLiteral("csv"), tr("CSV file (*.csv)"));
    if (path.isEmpty())
        return;
    // Exactly the rows the table shows, in its order, in the columns memscope-report writes.
    std::vector<int> rows;
    for (int row = 0; row < m_proxy->rowCount(); ++row)
        rows.push_back(m_proxy->mapToSource(m_proxy->index(row, 0)).row());
    QString error;
    if (!writeTextFile(path, memoryviewer::peakBuffersCsv(*m_model->rows(), rows), &error))
        reportExportError(this, error);
}

void MemoryViewerPage::exportTimelineDot()
{
    if (!m_result || m_result->allocationTimelineDot.isEmpty())
        return;
    const QString path = askExportPath(this, tr("Export Allocation Timeline"), QStringLiteral("allocation-timeline"),
        QStringLiteral("dot"), tr("Graphviz DOT (*.dot *.gv)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!writeTextFile(path, m_result->allocationTimelineDot.toUtf8(), &error))
        reportExportError(this, error);
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
