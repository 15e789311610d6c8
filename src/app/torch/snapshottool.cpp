// SPDX-License-Identifier: Apache-2.0
#include "torch/snapshottool.h"

#include "core/torch/snapshotpeak.h"
#include "core/util/units.h"
#include "export/export.h"
#include "export/exportactions.h"
#include "export/exportfolder.h"
#include "memoryviewer/bufferdetailcard.h"
#include "memoryviewer/memoryviewerpage.h"
#include "models/activememoryraster.h"
#include "models/bufferselection.h"
#include "models/peakbuffermodel.h"
#include "torch/activememorytimeline.h"
#include "torch/allocatorstatemap.h"
#include "torch/stackrows.h"
#include "ui_snapshottool.h"
#include "widgets/formroles.h"
#include "widgets/sharerows.h"

#include <QComboBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QMenu>
#include <QPushButton>
#include <QSlider>
#include <QTreeWidget>
#include <algorithm>
#include <climits>
#include <mutex>

namespace memscope {

struct SnapshotTool::History
{
    History(std::shared_ptr<const torch::Snapshot> snapshot, qint64 device)
        : snapshot(std::move(snapshot))
        , history(*this->snapshot, device)
    {
    }
    std::shared_ptr<const torch::Snapshot> snapshot; // what the history reads
    std::mutex mutex;
    torch::AllocatorHistory history;
};

namespace {

    // The never-freed allocations listed; the rest are counted on a last row (the command line lists them all).
    constexpr size_t kListedLeaks = 1000;
    // The frames a hover line names; the card and the lists show the whole stack.
    constexpr int kHoverFrames = 4;

    QString hexAddress(quint64 address) { return QString::fromLatin1(torch::addressText(address)); }

    // The stream a segment or block was made on (its Snapshot::streams index).
    QString streamOf(const torch::Snapshot& snapshot, quint32 stream)
    {
        return QString::fromLatin1(torch::streamText(snapshot, stream));
    }

    // The innermost frames MemoryViz would show, at most `count`: a hover names these, the card the whole stack.
    QStringList innermostFrames(const torch::Snapshot& snapshot, torch::StackId stack, int count)
    {
        const torch::ShownStack shown = torch::shownStack(snapshot, stack);
        QStringList frames;
        for (size_t i = 0; i < shown.frames.size() && int(i) < count; ++i)
            frames << frameLine(snapshot, snapshot.frames[shown.frames[i]]);
        return frames;
    }

    // Sizes line up on their units, as in the other tables.
    void alignSizes(QTreeWidgetItem* item, std::initializer_list<int> columns)
    {
        for (const int column : columns)
            item->setTextAlignment(column, Qt::AlignRight | Qt::AlignVCenter);
    }

    QTreeWidgetItem* groupRow(QTreeWidget* tree, const QString& text)
    {
        auto* item = new QTreeWidgetItem(tree, { text });
        QFont font = item->font(0);
        font.setBold(true);
        item->setFont(0, font);
        item->setFirstColumnSpanned(true);
        return item;
    }

} // namespace

SnapshotTool::SnapshotTool(QWidget* parent)
    : QWidget(parent)
    , m_ui(std::make_unique<Ui::SnapshotTool>())
{
    m_ui->setupUi(this);
    applyFormRoles(this);
    m_ui->page->setTerms(PeakTerms::TorchSnapshot);
    setFocusProxy(m_ui->page);
    for (QTreeWidget* tree : { m_ui->sourceLines, m_ui->findings, m_ui->segments }) {
        tree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
        tree->header()->setStretchLastSection(true);
    }
    connect(m_ui->deviceChoice, &QComboBox::currentIndexChanged, this, &SnapshotTool::analyseDevice);
    connect(m_ui->streamChoice, &QComboBox::currentIndexChanged, this, &SnapshotTool::analyse);
    connect(m_ui->timeline, &ActiveMemoryTimeline::allocationHovered, this, &SnapshotTool::showHoveredAllocation);
    connect(m_ui->timeline, &ActiveMemoryTimeline::allocationClicked, this, &SnapshotTool::pinAllocation);
    connect(m_ui->timeline, &ActiveMemoryTimeline::pointClicked, this, [this](double x) {
        if (m_timelineLayout)
            showStateAtX(*m_timelineLayout, x);
    });
    connect(m_ui->segmentTimeline, &ActiveMemoryTimeline::pointClicked, this, [this](double x) {
        if (m_segmentLayout)
            showStateAtX(*m_segmentLayout, x);
    });
    connect(m_ui->segmentTimeline, &ActiveMemoryTimeline::allocationHovered, this, &SnapshotTool::showHoveredSegment);
    connect(m_ui->point, &QSlider::valueChanged, this, [this](int value) { showStateAt(value); });
    connect(m_ui->pointStart, &QPushButton::clicked, this, [this] { m_ui->point->setValue(0); });
    connect(m_ui->pointEnd, &QPushButton::clicked, this, [this] { m_ui->point->setValue(m_ui->point->maximum()); });
    connect(m_ui->pointPeak, &QPushButton::clicked, this, [this] {
        if (m_memory)
            m_ui->point->setValue(int(positionOfAction(*m_memory, m_memory->peakAction)));
    });
    connect(m_ui->sourceLinesAt, &QComboBox::currentIndexChanged, this, &SnapshotTool::fillSourceLines);
    connect(m_ui->stateMap, &AllocatorStateMap::hovered, this, &SnapshotTool::showStateHover);
    connect(m_ui->stateMap, &AllocatorStateMap::clicked, this, &SnapshotTool::selectInSegments);
    // The allocation selected in the peak's views is outlined on the timeline too.
    connect(m_ui->page->selection(), &BufferSelection::selectedRowChanged, this, [this](int row) {
        const memoryviewer::PeakBuffer* buffer = m_ui->page->model()->buffer(row);
        m_ui->timeline->setSelectedAllocation(buffer ? buffer->logicalBufferId : -1);
    });
    // Built when opened: the Allocator State's title names the point shown.
    auto* exportMenu = new QMenu(m_ui->exportButton);
    connect(exportMenu, &QMenu::aboutToShow, this, [this, exportMenu] {
        exportMenu->clear();
        for (const ExportTarget& target : ownExportTargets())
            addImageExportActions(exportMenu->addMenu(target.title), target, this);
        exportMenu->addSeparator();
        for (const Table& table : tables()) {
            exportMenu->addAction(tr("%1 as CSV…").arg(table.title), this, [this, table] {
                exportTextFile(this, tr("Export %1").arg(table.title), table.id, QStringLiteral("csv"),
                    tr("CSV file (*.csv)"), [table] { return treeToCsv(*table.tree->model()); });
            });
        }
    });
    m_ui->exportButton->setMenu(exportMenu);
    m_ui->exportButton->setEnabled(false);
    m_ui->page->showMessage(tr("Open a PyTorch memory snapshot (torch.cuda.memory._dump_snapshot) to see its "
                               "allocations."));
}

SnapshotTool::~SnapshotTool() = default;

bool SnapshotTool::appliesTo(const Profile& profile) const { return profile.kind == SourceKind::TorchSnapshot; }

void SnapshotTool::setProfile(std::shared_ptr<const Profile> profile)
{
    m_analysis.cancel();
    m_profile = std::move(profile);
    clearViews();
    const QSignalBlocker blocker(m_ui->deviceChoice);
    m_ui->deviceChoice->clear();
    {
        const QSignalBlocker streams(m_ui->streamChoice);
        m_ui->streamChoice->clear();
    }
    if (!m_profile || !m_profile->torchSnapshot) {
        setPreviewing(false);
        m_ui->page->showMessage(tr("No snapshot is open."));
        return;
    }
    const torch::Snapshot& snapshot = *m_profile->torchSnapshot;
    setPreviewing(snapshot.preview);
    setExportCaption(this, QFileInfo(m_profile->path).fileName());
    // The device with the most events first, as the one people recorded.
    int first = -1;
    quint32 mostEvents = 0;
    for (const qint64 device : torch::snapshotDevices(snapshot)) {
        quint32 events = 0;
        for (const torch::DeviceTrace& trace : snapshot.devices)
            events += trace.device == device ? trace.eventCount : 0;
        if (first < 0 || events > mostEvents) {
            first = m_ui->deviceChoice->count();
            mostEvents = events;
        }
        m_ui->deviceChoice->addItem(tr("cuda:%1").arg(device), device);
    }
    m_ui->deviceChoice->setEnabled(m_ui->deviceChoice->count() > 1 && !snapshot.preview);
    if (first < 0) {
        m_ui->page->showMessage(tr("This snapshot records no device: it has neither a trace nor segments."));
        return;
    }
    m_ui->deviceChoice->setCurrentIndex(first);
    analyseDevice(first);
}

void SnapshotTool::analyseDevice(int choice)
{
    if (choice < 0)
        return;
    const QSignalBlocker blocker(m_ui->streamChoice);
    m_ui->streamChoice->clear(); // filled once the device's streams are known
    analyse();
}

void SnapshotTool::analyse()
{
    if (!m_profile || !m_profile->torchSnapshot || m_ui->deviceChoice->currentIndex() < 0)
        return;
    const qint64 device = m_ui->deviceChoice->currentData().toLongLong();
    const quint32 stream
        = m_ui->streamChoice->currentIndex() < 0 ? torch::kAllStreams : m_ui->streamChoice->currentData().toUInt();
    clearViews();
    m_ui->page->showMessage(tr("Analysing cuda:%1…").arg(device));
    std::shared_ptr<const torch::Snapshot> snapshot(m_profile, m_profile->torchSnapshot.get());
    m_analysis.start(
        [snapshot, device, stream](const std::atomic_bool&) {
            Analysis analysis;
            analysis.memory
                = std::make_shared<const torch::DeviceMemory>(torch::analyseDevice(*snapshot, device, stream));
            analysis.timeline = std::make_shared<const ActiveMemoryLayout>(*snapshot, analysis.memory);
            analysis.streams = torch::deviceStreams(*snapshot, device);
            if (snapshot->preview)
                return analysis; // the rest describes the whole file's trace and end state
            analysis.peak
                = std::make_shared<const memoryviewer::Result>(torch::peakResult(*snapshot, *analysis.memory));
            const auto segments
                = std::make_shared<const torch::DeviceMemory>(torch::analyseSegments(*snapshot, device, stream));
            analysis.segmentTimeline
                = std::make_shared<const ActiveMemoryLayout>(*snapshot, segments, *analysis.timeline);
            analysis.history = std::make_shared<History>(snapshot, device);
            analysis.growth
                = std::make_shared<const torch::IterationGrowth>(torch::iterationGrowth(*snapshot, *analysis.memory));
            return analysis;
        },
        [this, preview = snapshot->preview](const Analysis& analysis) {
            if (preview)
                showPreview(analysis);
            else
                show(analysis);
        });
}

void SnapshotTool::fillStreams(const std::vector<quint32>& streams, quint32 shown)
{
    const QSignalBlocker blocker(m_ui->streamChoice);
    if (m_ui->streamChoice->count() == 0) {
        const torch::Snapshot& snapshot = *m_profile->torchSnapshot;
        m_ui->streamChoice->addItem(tr("All streams"), torch::kAllStreams);
        for (const quint32 stream : streams) {
            const QString text = streamOf(snapshot, stream);
            m_ui->streamChoice->addItem(text == QLatin1String("0") ? tr("0 (the default stream)") : text, stream);
        }
    }
    m_ui->streamChoice->setCurrentIndex(std::max(0, m_ui->streamChoice->findData(shown)));
    m_ui->streamChoice->setEnabled(streams.size() > 1);
}

void SnapshotTool::clearViews()
{
    m_ui->exportButton->setEnabled(false);
    m_stateJob.cancel();
    m_memory.reset();
    m_timelineLayout.reset();
    m_segmentLayout.reset();
    m_history.reset();
    m_state.reset();
    m_ui->findings->clear();
    m_ui->sourceLines->clear();
    m_ui->segments->clear();
    m_ui->timeline->setAllocations(nullptr);
    m_ui->segmentTimeline->setAllocations(nullptr);
    m_ui->stateMap->setState(nullptr);
    m_ui->hoverInfo->clear();
    m_ui->segmentHoverInfo->clear();
    m_ui->stateHoverInfo->clear();
    m_ui->stateFigures->clear();
    const QSignalBlocker blocker(m_ui->point);
    m_ui->point->setRange(0, 0);
}

void SnapshotTool::show(const Analysis& analysis)
{
    m_memory = analysis.memory;
    m_timelineLayout = analysis.timeline;
    m_segmentLayout = analysis.segmentTimeline;
    m_history = analysis.history;
    const torch::DeviceMemory& memory = *m_memory;
    fillStreams(analysis.streams, memory.stream);
    const QString name = tr("%1 — cuda:%2").arg(QFileInfo(m_profile->path).fileName()).arg(memory.device);
    setExportCaption(this, name);
    m_ui->page->setResult(analysis.peak, name, nullptr, introduction(memory, *analysis.growth));
    m_ui->timeline->setAllocations(analysis.timeline);
    m_ui->segmentTimeline->setAllocations(analysis.segmentTimeline);
    m_ui->hoverInfo->setText(tr("Hover an allocation to see it here."));
    m_ui->segmentHoverInfo->setText(tr("Hover a segment to see it here."));
    fillSourceLines();
    fillFindings(memory, *analysis.growth);
    {
        const QSignalBlocker blocker(m_ui->point);
        m_ui->point->setRange(0, int(std::min<qint64>(m_history->history.eventCount(), INT_MAX)));
        m_ui->point->setPageStep(std::max(1, m_ui->point->maximum() / 20));
        m_ui->point->setValue(m_ui->point->maximum());
    }
    showStateAt(m_ui->point->maximum()); // the snapshot's own state: no event to undo
    m_ui->exportButton->setEnabled(true);
    Q_EMIT deviceShown(memory.device);
}

void SnapshotTool::showPreview(const Analysis& analysis)
{
    m_memory = analysis.memory;
    m_timelineLayout = analysis.timeline;
    const torch::DeviceMemory& memory = *m_memory;
    fillStreams(analysis.streams, memory.stream);
    m_ui->streamChoice->setEnabled(false);
    m_ui->page->showMessage(tr("The peak, the findings and the allocator's state follow once the whole file is "
                               "read; the Active Memory Timeline shows the %1 trace events of cuda:%2 read so far.")
                                .arg(formatNumber(memory.eventCount))
                                .arg(memory.device));
    m_ui->timeline->setAllocations(analysis.timeline);
    m_ui->hoverInfo->setText(tr("The first %1 trace events of cuda:%2, read so far: the rest of the file follows. "
                                "Hover an allocation to see it here.")
                                 .arg(formatNumber(memory.eventCount))
                                 .arg(memory.device));
    Q_EMIT previewShown(memory.device);
}

void SnapshotTool::setPreviewing(bool previewing)
{
    for (int tab = 0; tab < m_ui->views->count(); ++tab)
        m_ui->views->setTabEnabled(tab, !previewing || m_ui->views->widget(tab) == m_ui->timelineTab);
    if (previewing)
        m_ui->views->setCurrentWidget(m_ui->timelineTab);
}

void SnapshotTool::showStateAt(qint64 position)
{
    if (!m_history)
        return;
    if (m_ui->point->value() != position) {
        const QSignalBlocker blocker(m_ui->point);
        m_ui->point->setValue(int(position));
    }
    m_ui->stateFigures->setText(tr("Reconstructing the state %1…").arg(positionText(position)));
    // The stream chosen above: every view shows its memory alone, the allocator's segments too.
    m_stateJob.start(
        [history = m_history, position, stream = m_memory->stream](
            const std::atomic_bool& cancel) -> std::shared_ptr<const torch::AllocatorState> {
            const std::lock_guard lock(history->mutex);
            if (!history->history.moveTo(position, &cancel))
                return nullptr;
            return std::make_shared<const torch::AllocatorState>(history->history.state(stream));
        },
        [this](std::shared_ptr<const torch::AllocatorState> state) {
            if (state)
                showState(std::move(state));
        });
}

void SnapshotTool::showStateAtX(const ActiveMemoryLayout& layout, double x)
{
    m_ui->point->setValue(int(positionOfAction(layout.memory(), layout.actionAt(x))));
}

qint64 SnapshotTool::positionOfAction(const torch::DeviceMemory& memory, qint64 action) const
{
    if (!m_history || action < 0 || size_t(action) >= memory.actionEvents.size())
        return 0;
    return qint64(memory.actionEvents[size_t(action)]) - qint64(m_history->history.firstEvent()) + 1;
}

QString SnapshotTool::positionText(qint64 position) const
{
    if (position <= 0 || !m_history)
        return tr("before the trace's first event");
    const torch::Snapshot& snapshot = *m_profile->torchSnapshot;
    const quint32 first = m_history->history.firstEvent();
    const QString after
        = tr("after event %1 of %2").arg(formatNumber(position), formatNumber(m_history->history.eventCount()));
    if (!snapshot.hasTimes)
        return after;
    const qint64 microseconds = snapshot.events[first + quint32(position - 1)].timeUs - snapshot.events[first].timeUs;
    return tr("%1 (+%2 ms)").arg(after, formatNumber(double(microseconds) / 1000.0, 3));
}

void SnapshotTool::showState(std::shared_ptr<const torch::AllocatorState> state)
{
    m_state = std::move(state);
    const torch::AllocatorState& shown = *m_state;
    QString figures = tr("%1: reserved %2 in %3 segments; allocated %4 in %5 blocks, %6 more by rounding; "
                         "pending free %7 in %8 blocks; inactive %9, the largest free range %10")
                          .arg(positionText(shown.position), formatBytes(shown.reservedBytes),
                              formatNumber(qint64(shown.segments.size())), formatBytes(shown.allocatedBytes),
                              formatNumber(shown.allocatedBlocks), formatBytes(shown.roundingBytes),
                              formatBytes(shown.pendingFreeBytes), formatNumber(shown.pendingFreeBlocks),
                              formatBytes(shown.inactiveBytes))
                          .arg(formatBytes(shown.largestInactive));
    if (shown.strayBlocks > 0)
        figures += tr("; %n block(s) in no segment (the trace does not hold the events that made their segments)",
            nullptr, int(std::min<qint64>(shown.strayBlocks, INT_MAX)));
    m_ui->stateFigures->setText(figures);
    m_ui->stateMap->setState(m_state);
    m_ui->stateHoverInfo->setText(tr("Hover a block to see it here; click it to find it in the list."));
    fillSegments(shown);
    if (m_ui->sourceLinesAt->currentIndex() == 1)
        fillSourceLines();
    const quint32 eventEnd = m_history->history.firstEvent() + quint32(shown.position);
    m_ui->timeline->setMarker(m_timelineLayout->xAfterEvents(eventEnd));
    m_ui->segmentTimeline->setMarker(m_segmentLayout->xAfterEvents(eventEnd));
    Q_EMIT stateShown(shown.position);
}

void SnapshotTool::showStateHover(qint64 segment, qint64 block)
{
    if (!m_state || segment < 0) {
        m_ui->stateHoverInfo->setText(
            m_state ? tr("Hover a block to see it here; click it to find it in the list.") : QString());
        return;
    }
    const torch::Snapshot& snapshot = *m_profile->torchSnapshot;
    const torch::StateSegment& container = m_state->segments[size_t(segment)];
    const QString where
        = tr("segment %1 of %2, stream %3")
              .arg(hexAddress(container.address), formatBytes(container.size), streamOf(snapshot, container.stream));
    torch::StackId stack = container.stack;
    QString line;
    if (block >= 0) {
        const torch::StateBlock& chosen = m_state->blocks[size_t(block)];
        stack = chosen.stack;
        const QString size = chosen.requestedSize != chosen.size
            ? tr("%1 (requested %2)").arg(formatBytes(chosen.size), formatBytes(chosen.requestedSize))
            : formatBytes(chosen.size);
        line = chosen.state == torch::BlockState::ActiveAllocated
            ? tr("Block %1 — %2, allocated; in %3").arg(hexAddress(chosen.address), size, where)
            : tr("Block %1 — %2, freed and awaiting its stream; in %3").arg(hexAddress(chosen.address), size, where);
    } else {
        line = tr("Inactive space of %1: cached by the allocator, allocated by no one").arg(where);
    }
    const QStringList frames = innermostFrames(snapshot, stack, kHoverFrames);
    m_ui->stateHoverInfo->setText(frames.isEmpty() ? line : line + QLatin1Char('\n') + frames.join(QLatin1Char('\n')));
}

void SnapshotTool::selectInSegments(qint64 segment, qint64 block)
{
    if (!m_state || segment < 0 || segment >= m_ui->segments->topLevelItemCount())
        return;
    QTreeWidgetItem* item = m_ui->segments->topLevelItem(int(segment));
    if (block >= 0) {
        for (int child = 0; child < item->childCount(); ++child) {
            if (item->child(child)->data(0, Qt::UserRole).toLongLong() == block) {
                item = item->child(child);
                break;
            }
        }
    }
    m_ui->segments->setCurrentItem(item);
    m_ui->segments->scrollToItem(item);
}

void SnapshotTool::showHoveredSegment(qint64 allocation)
{
    const torch::DeviceMemory* segments = m_segmentLayout ? &m_segmentLayout->memory() : nullptr;
    if (!segments || allocation < 0 || size_t(allocation) >= segments->allocations.size()) {
        m_ui->segmentHoverInfo->setText(segments ? tr("Hover a segment to see it here.") : QString());
        return;
    }
    const torch::Snapshot& snapshot = *m_profile->torchSnapshot;
    const torch::Allocation& segment = segments->allocations[size_t(allocation)];
    const QString made
        = segment.beforeTrace() ? tr("before the trace") : positionText(positionOfAction(*segments, segment.born));
    const QString released = segment.died < 0 ? tr("still reserved when the snapshot was taken")
                                              : positionText(positionOfAction(*segments, segment.died));
    QStringList lines { tr("Segment %1 — %2, stream %3; reserved %4; released: %5")
                            .arg(hexAddress(segment.address), formatBytes(segment.size))
                            .arg(streamOf(snapshot, segment.stream))
                            .arg(made, released) };
    lines << innermostFrames(snapshot, segment.stack, kHoverFrames);
    m_ui->segmentHoverInfo->setText(lines.join(QLatin1Char('\n')));
}

void SnapshotTool::showHoveredAllocation(qint64 allocation)
{
    if (!m_memory || allocation < 0 || size_t(allocation) >= m_memory->allocations.size()) {
        m_ui->hoverInfo->setText(m_memory ? tr("Hover an allocation to see it here.") : QString());
        return;
    }
    const torch::DeviceMemory& memory = *m_memory;
    const torch::Allocation& chosen = memory.allocations[size_t(allocation)];
    const memoryviewer::BufferDetails details
        = torch::allocationDetails(*m_profile->torchSnapshot, memory, quint32(allocation));
    const QString requested = details.unpaddedBytes > 0
        ? tr("%1 (requested %2)").arg(formatBytes(details.sizeBytes), formatBytes(details.unpaddedBytes))
        : formatBytes(details.sizeBytes);
    const QString made = chosen.beforeTrace() ? tr("before the trace") : actionText(memory, chosen.born);
    const QString freed = chosen.died >= 0  ? actionText(memory, chosen.died)
        : m_profile->torchSnapshot->preview ? tr("not in what is read so far")
                                            : tr("never freed in the trace");
    // The innermost frames: the whole stack is on the card once the allocation is clicked.
    const QStringList frames = details.source.stack.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    m_ui->hoverInfo->setText(tr("%1 — %2 at %3, stream %4; allocated %5, freed: %6\n%7")
                                 .arg(details.label, requested, details.shape, details.allocationType, made, freed,
                                     frames.mid(0, kHoverFrames).join(QLatin1Char('\n'))));
}

void SnapshotTool::pinAllocation(qint64 allocation)
{
    if (!m_memory)
        return;
    // One live at the peak is selected there, so every view shows it; another is described on the card alone.
    const int row = allocation >= 0 ? m_ui->page->model()->rowOfLogicalBuffer(allocation) : -1;
    m_ui->page->selection()->selectRow(row);
    m_ui->timeline->setSelectedAllocation(allocation);
    if (row < 0 && allocation >= 0) {
        if (auto* card = qobject_cast<BufferDetailCard*>(m_ui->page->detailCard()))
            card->showBuffer(torch::allocationDetails(*m_profile->torchSnapshot, *m_memory, quint32(allocation)),
                int(m_memory->actions.size()));
    }
}

QString SnapshotTool::hoverText() const { return m_ui->hoverInfo->text(); }

ActiveMemoryTimeline* SnapshotTool::timeline() const { return m_ui->timeline; }

QString SnapshotTool::actionText(const torch::DeviceMemory& memory, qint64 action) const
{
    if (action < 0)
        return tr("at the start of the trace");
    const qint64 microseconds = torch::microsecondsToAction(*m_profile->torchSnapshot, memory, action);
    return microseconds < 0
        ? tr("after action %1").arg(formatNumber(action + 1))
        : tr("after action %1 (+%2 ms)").arg(formatNumber(action + 1), formatNumber(double(microseconds) / 1000.0, 3));
}

QString SnapshotTool::introduction(const torch::DeviceMemory& memory, const torch::IterationGrowth& growth) const
{
    const torch::Snapshot& snapshot = *m_profile->torchSnapshot;
    const auto escaped = [](const QString& text) { return text.toHtmlEscaped(); };
    QStringList lines;
    const QString file = QFileInfo(m_profile->path).fileName();
    lines << QStringLiteral("<b>%1</b>")
                 .arg(escaped(memory.stream == torch::kAllStreams
                         ? tr("PyTorch memory snapshot %1, device cuda:%2").arg(file).arg(memory.device)
                         : tr("PyTorch memory snapshot %1, device cuda:%2, stream %3 only")
                               .arg(file)
                               .arg(memory.device)
                               .arg(m_ui->streamChoice->currentText())));
    lines << QStringLiteral("<b>%1</b>")
                 .arg(escaped(tr("Peak: %1 allocated %2, %L3 allocations live")
                                  .arg(formatBytes(memory.peakBytes), actionText(memory, memory.peakAction))
                                  .arg(memory.liveAtPeak)));
    lines << escaped(tr("Trace: %L1 events, %L2 allocations; live at its start %3 (%L4 allocations made before it), "
                        "at its end %5 (%L6)")
                         .arg(memory.eventCount)
                         .arg(qint64(memory.allocations.size()))
                         .arg(formatBytes(memory.startBytes))
                         .arg(memory.startCount)
                         .arg(formatBytes(memory.endBytes))
                         .arg(memory.liveAtEnd));
    lines << escaped(tr("Reserved by the caching allocator when the snapshot was taken: %1 in %L2 segments; in "
                        "them %3 allocated, %4 pending free, %5 inactive (fragmentation)")
                         .arg(formatBytes(memory.reservedBytes))
                         .arg(memory.segmentCount)
                         .arg(formatBytes(memory.activeAllocatedBytes), formatBytes(memory.pendingFreeBytes),
                             formatBytes(memory.inactiveBytes)));
    lines << escaped(memory.neverFreedCount == 0 ? tr("Never freed in the trace: none.")
                                                 : tr("Never freed in the trace: %L1 allocations, %2 (see Findings).")
                                                       .arg(memory.neverFreedCount)
                                                       .arg(formatBytes(memory.neverFreedBytes)));
    if (growth.grows)
        lines << QStringLiteral("<b>%1</b>")
                     .arg(escaped(
                         tr("Memory grows from one iteration to the next: %1 over %L2 iterations (see Findings).")
                             .arg(QStringLiteral("+") + formatBytes(growth.growthBytes))
                             .arg(qint64(growth.iterations.size()))));
    if (!memory.outOfMemory.empty())
        lines << QStringLiteral("<b>%1</b>")
                     .arg(escaped(
                         tr("Out of memory: %n event(s) (see Findings).", nullptr, int(memory.outOfMemory.size()))));
    if (!snapshot.hasTimes)
        lines
            << QStringLiteral("<i>%1</i>").arg(escaped(tr("This file records no times: actions are in event order.")));
    return lines.join(QStringLiteral("<br>"));
}

void SnapshotTool::fillFindings(const torch::DeviceMemory& memory, const torch::IterationGrowth& growth)
{
    const torch::Snapshot& snapshot = *m_profile->torchSnapshot;
    QTreeWidget* tree = m_ui->findings;
    tree->setUpdatesEnabled(false);
    tree->clear();
    QTreeWidgetItem* ooms = groupRow(tree,
        memory.outOfMemory.empty() ? tr("Out of memory: none")
                                   : tr("Out of memory: %n event(s)", nullptr, int(memory.outOfMemory.size())));
    for (const torch::OutOfMemory& oom : memory.outOfMemory) {
        auto* item = new QTreeWidgetItem(ooms,
            { tr("%1 requested; %2 free on the device; %3 allocated then")
                    .arg(formatBytes(oom.requested), oom.deviceFree < 0 ? tr("unknown") : formatBytes(oom.deviceFree),
                        formatBytes(oom.liveBytes)),
                formatBytes(oom.requested), actionText(memory, oom.afterAction) });
        alignSizes(item, { 1 });
        addStackRows(item, snapshot, snapshot.events[oom.event].stack);
    }
    ooms->setExpanded(true);
    // Before the leak candidates: one summary that a long list of them would push out of sight.
    addGrowthRows(memory, growth);

    const std::vector<quint32> leaks = torch::largestFirst(memory, torch::neverFreed(memory));
    QTreeWidgetItem* never = groupRow(tree,
        leaks.empty() ? tr("Never freed in the trace: none")
                      : tr("Never freed in the trace: %L1 allocations, %2")
                            .arg(qint64(leaks.size()))
                            .arg(formatBytes(memory.neverFreedBytes)));
    for (size_t i = 0; i < leaks.size() && i < kListedLeaks; ++i) {
        const torch::Allocation& allocation = memory.allocations[leaks[i]];
        const QString frame = topFrame(snapshot, allocation.stack);
        auto* item = new QTreeWidgetItem(never,
            { frame.isEmpty() ? hexAddress(allocation.address) : frame, formatBytes(allocation.size),
                actionText(memory, allocation.born) });
        item->setToolTip(0, hexAddress(allocation.address));
        alignSizes(item, { 1 });
        addStackRows(item, snapshot, allocation.stack);
    }
    if (leaks.size() > kListedLeaks)
        new QTreeWidgetItem(never,
            { tr("… and %L1 smaller ones: memscope-report torch-snapshot --top N lists them all")
                    .arg(qint64(leaks.size() - kListedLeaks)) });
    never->setExpanded(true);
    tree->setUpdatesEnabled(true);
}

void SnapshotTool::addGrowthRows(const torch::DeviceMemory& memory, const torch::IterationGrowth& growth)
{
    const torch::Snapshot& snapshot = *m_profile->torchSnapshot;
    QTreeWidget* tree = m_ui->findings;
    const qint64 count = qint64(growth.iterations.size());
    QString title;
    if (growth.foundBy == torch::IterationsFoundBy::Nothing)
        title = tr("Growth from one iteration to the next: no iterations found (no annotation starts twice and the "
                   "allocations do not repeat evenly)");
    else if (growth.grows)
        title = tr("Memory grows from one iteration to the next: %1 over %L2 iterations, rising in %L3 of %L4 steps")
                    .arg(QStringLiteral("+") + formatBytes(growth.growthBytes))
                    .arg(count)
                    .arg(growth.risingSteps)
                    .arg(growth.steps);
    else
        title = (count >= 3 ? tr("Growth from one iteration to the next: none over %L1 iterations (%2 from the "
                                 "second's start to the last's; the first sets up what a loop keeps)")
                            : tr("Growth from one iteration to the next: none over %L1 iterations (%2 from the first's "
                                 "start to the last's)"))
                    .arg(count)
                    .arg(formatBytes(growth.growthBytes));
    QTreeWidgetItem* group = groupRow(tree, title);
    if (growth.foundBy == torch::IterationsFoundBy::Nothing)
        return;
    if (growth.foundBy == torch::IterationsFoundBy::Annotation) {
        new QTreeWidgetItem(group,
            { tr("Each starts at the annotation %1").arg(QString::fromUtf8(snapshot.string(growth.annotation))) });
    } else {
        auto* start = new QTreeWidgetItem(group,
            { tr("Each starts with an allocation at %1 (what follows repeats)")
                    .arg(topFrame(snapshot, growth.stack).isEmpty() ? tr("(no frames recorded)")
                                                                    : topFrame(snapshot, growth.stack)) });
        addStackRows(start, snapshot, growth.stack);
    }
    auto* starts = new QTreeWidgetItem(group, { tr("Live when each iteration starts") });
    for (size_t i = 0; i < growth.iterations.size() && i < kListedLeaks; ++i) {
        const torch::Iteration& iteration = growth.iterations[i];
        auto* item = new QTreeWidgetItem(starts,
            { tr("Iteration %L1").arg(qint64(i + 1)), formatBytes(iteration.liveBytes),
                actionText(memory, iteration.firstAction - 1) });
        alignSizes(item, { 1 });
    }
    starts->setExpanded(count <= 20);
    group->setExpanded(true);
    if (!growth.grows)
        return;
    auto* sources
        = new QTreeWidgetItem(group, { tr("What grew from the second iteration's start to the last's, by stack") });
    for (size_t i = 0; i < growth.sources.size() && i < kListedLeaks; ++i) {
        const torch::GrowthSource& source = growth.sources[i];
        const QString frame = topFrame(snapshot, source.stack);
        auto* item = new QTreeWidgetItem(sources,
            { tr("%1 (%n more allocation(s) live)", nullptr, int(std::min<qint64>(source.count, INT_MAX)))
                    .arg(frame.isEmpty() ? tr("(no frames recorded)") : frame),
                QStringLiteral("+") + formatBytes(source.bytes) });
        alignSizes(item, { 1 });
        addStackRows(item, snapshot, source.stack);
    }
    sources->setExpanded(true);
}

qint64 SnapshotTool::sourceLinesAction(QString* where) const
{
    const torch::DeviceMemory& memory = *m_memory;
    if (m_ui->sourceLinesAt->currentIndex() == 0 || !m_state || !m_history) {
        *where = tr("Live at the peak, %1").arg(actionText(memory, memory.peakAction));
        return memory.peakAction;
    }
    *where = tr("Live %1").arg(positionText(m_state->position));
    return torch::lastActionBefore(memory, m_history->history.firstEvent() + quint32(m_state->position));
}

void SnapshotTool::fillSourceLines()
{
    if (!m_memory)
        return;
    const torch::Snapshot& snapshot = *m_profile->torchSnapshot;
    QString where;
    const qint64 action = sourceLinesAction(&where);
    m_ui->sourceLinesPoint->setText(where);
    const std::vector<torch::FrameNode> nodes = torch::liveByFrame(snapshot, *m_memory, action);
    QTreeWidget* tree = m_ui->sourceLines;
    tree->setUpdatesEnabled(false);
    tree->clear();
    const qint64 live = nodes.front().bytes;
    // Depth first; the large branches open.
    const auto add = [&](const auto& self, QTreeWidgetItem* parent, quint32 index) -> void {
        const torch::FrameNode& node = nodes[index];
        const QString frame = node.frame == torch::FrameNode::kNoFrame
            ? tr("(no frames recorded)")
            : frameLine(snapshot, snapshot.frames[node.frame]);
        auto* item = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(tree);
        setShareRow(item, frame, node.bytes, live, node.count);
        for (const quint32 child : node.children)
            self(self, item, child);
        item->setExpanded(opensBranch(node.bytes, live));
    };
    for (const quint32 child : nodes.front().children)
        add(add, nullptr, child);
    tree->setUpdatesEnabled(true);
}

void SnapshotTool::fillSegments(const torch::AllocatorState& state)
{
    const torch::Snapshot& snapshot = *m_profile->torchSnapshot;
    QTreeWidget* tree = m_ui->segments;
    tree->setUpdatesEnabled(false);
    tree->clear();
    for (size_t index = 0; index < state.segments.size(); ++index) {
        const torch::StateSegment& segment = state.segments[index];
        auto* item = new QTreeWidgetItem(tree);
        qint64 allocated = 0;
        qint64 inactive = 0;
        // Its blocks by address, with the inactive ranges between them as rows of their own.
        torch::walkSegment(
            state, index,
            [&](size_t block) {
                const torch::StateBlock& row = state.blocks[block];
                const bool isAllocated = row.state == torch::BlockState::ActiveAllocated;
                allocated += isAllocated ? row.requestedSize : 0;
                auto* blockItem = new QTreeWidgetItem(item,
                    { hexAddress(row.address), formatBytes(row.size),
                        isAllocated ? formatBytes(row.requestedSize) : QString(), QString(),
                        QString::fromLatin1(torch::blockStateName(row.state)), topFrame(snapshot, row.stack) });
                blockItem->setData(0, Qt::UserRole, qint64(block));
                alignSizes(blockItem, { 1, 2, 3 });
            },
            [&](quint64 address, qint64 size) {
                inactive += size;
                auto* gap = new QTreeWidgetItem(item,
                    { hexAddress(address), formatBytes(size), QString(), formatBytes(size),
                        QString::fromLatin1(torch::blockStateName(torch::BlockState::Inactive)) });
                gap->setData(0, Qt::UserRole, qint64(-1));
                alignSizes(gap, { 1, 2, 3 });
            });
        item->setText(0, hexAddress(segment.address));
        item->setText(1, formatBytes(segment.size));
        item->setText(2, formatBytes(allocated));
        item->setText(3, formatBytes(inactive));
        item->setText(4, tr("stream %1").arg(streamOf(snapshot, segment.stream)));
        item->setText(5, topFrame(snapshot, segment.stack));
        alignSizes(item, { 1, 2, 3 });
    }
    tree->setUpdatesEnabled(true);
}

QComboBox* SnapshotTool::streamChoice() const { return m_ui->streamChoice; }

QComboBox* SnapshotTool::deviceChoice() const { return m_ui->deviceChoice; }

QTabWidget* SnapshotTool::views() const { return m_ui->views; }

MemoryViewerPage* SnapshotTool::page() const { return m_ui->page; }

QTreeWidget* SnapshotTool::findings() const { return m_ui->findings; }

QTreeWidget* SnapshotTool::sourceLines() const { return m_ui->sourceLines; }

QTreeWidget* SnapshotTool::segments() const { return m_ui->segments; }

AllocatorStateMap* SnapshotTool::stateMap() const { return m_ui->stateMap; }

ActiveMemoryTimeline* SnapshotTool::segmentTimeline() const { return m_ui->segmentTimeline; }

QString SnapshotTool::stateFigures() const { return m_ui->stateFigures->text(); }

QString SnapshotTool::stateHoverText() const { return m_ui->stateHoverInfo->text(); }

QString SnapshotTool::segmentHoverText() const { return m_ui->segmentHoverInfo->text(); }

qint64 SnapshotTool::shownDevice() const { return m_memory ? m_memory->device : -1; }

QList<ExportTarget> SnapshotTool::ownExportTargets() const
{
    if (!m_memory)
        return {};
    QList<ExportTarget> targets { { QStringLiteral("active-memory-timeline"), tr("Active Memory Timeline"),
        m_ui->timeline } };
    if (m_state)
        targets << ExportTarget { QStringLiteral("allocator-state"),
            tr("Allocator State, %1").arg(positionText(m_state->position)), m_ui->stateMap };
    targets << ExportTarget { QStringLiteral("cached-segment-timeline"), tr("Cached Segment Timeline"),
        m_ui->segmentTimeline };
    return targets;
}

QList<SnapshotTool::Table> SnapshotTool::tables() const
{
    if (!m_memory)
        return {};
    return { { QStringLiteral("snapshot-by-source-line"), tr("By Source Line"), m_ui->sourceLines },
        { QStringLiteral("snapshot-findings"), tr("Findings"), m_ui->findings },
        { QStringLiteral("snapshot-segments"), tr("Segments and Blocks"), m_ui->segments } };
}

QList<ExportTarget> SnapshotTool::exportTargets() const
{
    // A preview is not a result to keep: the whole file's replaces it in seconds.
    const bool complete = m_memory && !m_profile->torchSnapshot->preview;
    return complete ? m_ui->page->exportTargets() + ownExportTargets() : QList<ExportTarget>();
}

bool SnapshotTool::exportAll(const QString& dir, const QStringList& formats, QString* error)
{
    // The peak's views, the page's image and its table, then the timelines, the state and the trees.
    if (!m_ui->page->exportAll(dir, formats, error))
        return false;
    return exportPageToFolder(
        this, nullptr, dir, formats, [this] { return ownExportTargets(); },
        [this](const QDir& folder, QString* writeError) {
            for (const Table& table : tables()) {
                if (!writeTextFile(folder.filePath(table.id + QStringLiteral(".csv")), treeToCsv(*table.tree->model()),
                        writeError))
                    return false;
            }
            return true;
        },
        error);
}

QWidget* SnapshotTool::detailCard() const { return m_ui->page->detailCard(); }

} // namespace memscope
