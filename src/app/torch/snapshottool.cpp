// SPDX-License-Identifier: Apache-2.0
#include "torch/snapshottool.h"

#include "core/torch/snapshotpeak.h"
#include "core/util/units.h"
#include "export/export.h"
#include "memoryviewer/bufferdetailcard.h"
#include "memoryviewer/memoryviewerpage.h"
#include "models/activememoryraster.h"
#include "models/bufferselection.h"
#include "models/peakbuffermodel.h"
#include "torch/activememorytimeline.h"
#include "ui_snapshottool.h"
#include "widgets/formroles.h"

#include <QComboBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QTreeWidget>
#include <algorithm>

namespace memscope {

namespace {

    // The never-freed allocations listed; the rest are counted on a last row (the command line lists them all).
    constexpr size_t kListedLeaks = 1000;

    QString hexAddress(quint64 address) { return QString::fromLatin1(torch::addressText(address)); }

    QString frameLine(const torch::Snapshot& snapshot, const torch::Frame& frame)
    {
        return QString::fromUtf8(torch::frameText(snapshot, frame));
    }

    // The innermost frame MemoryViz would show, or "" when the stack has none.
    QString topFrame(const torch::Snapshot& snapshot, torch::StackId stack)
    {
        const torch::ShownStack shown = torch::shownStack(snapshot, stack);
        return shown.frames.empty() ? QString() : frameLine(snapshot, snapshot.frames[shown.frames.front()]);
    }

    // The stack under `parent`, one frame a row, C++ frames folded into a last row.
    void addStackRows(QTreeWidgetItem* parent, const torch::Snapshot& snapshot, torch::StackId stack)
    {
        const torch::ShownStack shown = torch::shownStack(snapshot, stack);
        for (const quint32 index : shown.frames)
            new QTreeWidgetItem(parent, { frameLine(snapshot, snapshot.frames[index]) });
        if (shown.cppFolded > 0)
            new QTreeWidgetItem(parent, { SnapshotTool::tr("(%n C++ frame(s) folded)", nullptr, shown.cppFolded) });
        if (shown.frames.empty())
            new QTreeWidgetItem(parent, { SnapshotTool::tr("(no frames recorded)") });
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
    connect(m_ui->timeline, &ActiveMemoryTimeline::allocationHovered, this, &SnapshotTool::showHoveredAllocation);
    connect(m_ui->timeline, &ActiveMemoryTimeline::allocationClicked, this, &SnapshotTool::pinAllocation);
    // The allocation selected in the peak's views is outlined on the timeline too.
    connect(m_ui->page->selection(), &BufferSelection::selectedRowChanged, this, [this](int row) {
        const memoryviewer::PeakBuffer* buffer = m_ui->page->model()->buffer(row);
        m_ui->timeline->setSelectedAllocation(buffer ? buffer->logicalBufferId : -1);
    });
    m_ui->page->showMessage(tr("Open a PyTorch memory snapshot (torch.cuda.memory._dump_snapshot) to see its "
                               "allocations."));
}

SnapshotTool::~SnapshotTool() = default;

bool SnapshotTool::appliesTo(const Profile& profile) const { return profile.kind == SourceKind::TorchSnapshot; }

void SnapshotTool::setProfile(std::shared_ptr<const Profile> profile)
{
    m_analysis.cancel();
    m_profile = std::move(profile);
    m_memory.reset();
    m_ui->findings->clear();
    m_ui->sourceLines->clear();
    m_ui->segments->clear();
    m_ui->timeline->setAllocations(nullptr);
    m_ui->hoverInfo->clear();
    const QSignalBlocker blocker(m_ui->deviceChoice);
    m_ui->deviceChoice->clear();
    if (!m_profile || !m_profile->torchSnapshot) {
        m_ui->page->showMessage(tr("No snapshot is open."));
        return;
    }
    const torch::Snapshot& snapshot = *m_profile->torchSnapshot;
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
    m_ui->deviceChoice->setEnabled(m_ui->deviceChoice->count() > 1);
    if (first < 0) {
        m_ui->page->showMessage(tr("This snapshot records no device: it has neither a trace nor segments."));
        return;
    }
    m_ui->deviceChoice->setCurrentIndex(first);
    analyseDevice(first);
}

void SnapshotTool::analyseDevice(int choice)
{
    if (!m_profile || !m_profile->torchSnapshot || choice < 0)
        return;
    const qint64 device = m_ui->deviceChoice->itemData(choice).toLongLong();
    m_memory.reset();
    m_ui->findings->clear();
    m_ui->sourceLines->clear();
    m_ui->segments->clear();
    m_ui->timeline->setAllocations(nullptr);
    m_ui->hoverInfo->clear();
    m_ui->page->showMessage(tr("Analysing cuda:%1…").arg(device));
    std::shared_ptr<const torch::Snapshot> snapshot(m_profile, m_profile->torchSnapshot.get());
    m_analysis.start(
        [snapshot, device](const std::atomic_bool&) {
            auto memory = std::make_shared<const torch::DeviceMemory>(torch::analyseDevice(*snapshot, device));
            auto peak = std::make_shared<const memoryviewer::Result>(torch::peakResult(*snapshot, *memory));
            auto timeline = std::make_shared<const ActiveMemoryLayout>(*snapshot, memory);
            return Analysis { std::move(memory), std::move(peak), std::move(timeline) };
        },
        [this](const Analysis& analysis) { show(analysis); });
}

void SnapshotTool::show(const Analysis& analysis)
{
    m_memory = analysis.memory;
    const torch::DeviceMemory& memory = *m_memory;
    const QString name = tr("%1 — cuda:%2").arg(QFileInfo(m_profile->path).fileName()).arg(memory.device);
    setExportCaption(this, name);
    m_ui->page->setResult(analysis.peak, name, nullptr, introduction(memory));
    m_ui->timeline->setAllocations(analysis.timeline);
    m_ui->hoverInfo->setText(tr("Hover an allocation to see it here."));
    fillSourceLines(memory);
    fillFindings(memory);
    fillSegments(memory);
    Q_EMIT deviceShown(memory.device);
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
    const QString made = chosen.beforeTrace() ? tr("made before the trace") : actionText(memory, chosen.born);
    const QString freed = chosen.died < 0 ? tr("never freed in the trace") : actionText(memory, chosen.died);
    // The innermost frames: the whole stack is on the card once the allocation is clicked.
    const QStringList frames = details.source.stack.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    m_ui->hoverInfo->setText(tr("%1 — %2 at %3, stream %4; allocated %5, freed: %6\n%7")
                                 .arg(details.label, requested, details.shape, details.allocationType, made, freed,
                                     frames.mid(0, 4).join(QLatin1Char('\n'))));
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

QString SnapshotTool::introduction(const torch::DeviceMemory& memory) const
{
    const torch::Snapshot& snapshot = *m_profile->torchSnapshot;
    const auto escaped = [](const QString& text) { return text.toHtmlEscaped(); };
    QStringList lines;
    lines << QStringLiteral("<b>%1</b>")
                 .arg(escaped(tr("PyTorch memory snapshot %1, device cuda:%2")
                                  .arg(QFileInfo(m_profile->path).fileName())
                                  .arg(memory.device)));
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
    if (!memory.outOfMemory.empty())
        lines << QStringLiteral("<b>%1</b>")
                     .arg(escaped(
                         tr("Out of memory: %n event(s) (see Findings).", nullptr, int(memory.outOfMemory.size()))));
    if (!snapshot.hasTimes)
        lines
            << QStringLiteral("<i>%1</i>").arg(escaped(tr("This file records no times: actions are in event order.")));
    return lines.join(QStringLiteral("<br>"));
}

void SnapshotTool::fillFindings(const torch::DeviceMemory& memory)
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

void SnapshotTool::fillSourceLines(const torch::DeviceMemory& memory)
{
    const torch::Snapshot& snapshot = *m_profile->torchSnapshot;
    const std::vector<torch::FrameNode> nodes = torch::liveByFrame(snapshot, memory, memory.peakAction);
    QTreeWidget* tree = m_ui->sourceLines;
    tree->setUpdatesEnabled(false);
    tree->clear();
    const qint64 peak = std::max<qint64>(1, nodes.front().bytes);
    // Depth first; a branch holding a tenth of the peak or more is opened.
    const auto add = [&](const auto& self, QTreeWidgetItem* parent, quint32 index) -> void {
        const torch::FrameNode& node = nodes[index];
        const QString frame = node.frame == torch::FrameNode::kNoFrame
            ? tr("(no frames recorded)")
            : frameLine(snapshot, snapshot.frames[node.frame]);
        auto* item = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(tree);
        item->setText(0, frame);
        item->setText(1, formatBytes(node.bytes));
        item->setText(2, tr("%1%").arg(formatNumber(100.0 * double(node.bytes) / double(peak), 1)));
        item->setText(3, formatNumber(node.count));
        alignSizes(item, { 1, 2, 3 });
        for (const quint32 child : node.children)
            self(self, item, child);
        item->setExpanded(node.bytes * 10 >= peak);
    };
    for (const quint32 child : nodes.front().children)
        add(add, nullptr, child);
    tree->setUpdatesEnabled(true);
}

void SnapshotTool::fillSegments(const torch::DeviceMemory& memory)
{
    const torch::Snapshot& snapshot = *m_profile->torchSnapshot;
    QTreeWidget* tree = m_ui->segments;
    tree->setUpdatesEnabled(false);
    tree->clear();
    std::vector<const torch::Segment*> segments;
    for (const torch::Segment& segment : snapshot.segments) {
        if (segment.device == memory.device)
            segments.push_back(&segment);
    }
    std::sort(segments.begin(), segments.end(),
        [](const torch::Segment* a, const torch::Segment* b) { return a->address < b->address; });
    for (const torch::Segment* segment : segments) {
        qint64 inactive = 0;
        for (const torch::Block& block : snapshot.segmentBlocks(*segment))
            inactive += block.state == torch::BlockState::Inactive ? block.size : 0;
        const qint64 stream = segment->stream < snapshot.streams.size() ? snapshot.streams[segment->stream] : 0;
        auto* item = new QTreeWidgetItem(tree,
            { hexAddress(segment->address), formatBytes(segment->totalSize), formatBytes(segment->allocatedSize),
                formatBytes(inactive),
                segment->large ? tr("large pool, stream %1").arg(stream) : tr("small pool, stream %1").arg(stream),
                topFrame(snapshot, segment->stack) });
        alignSizes(item, { 1, 2, 3 });
        for (const torch::Block& block : snapshot.segmentBlocks(*segment)) {
            const QString state = QString::fromLatin1(torch::blockStateName(block.state));
            const bool allocated = block.state == torch::BlockState::ActiveAllocated;
            auto* blockItem = new QTreeWidgetItem(item,
                { hexAddress(block.address), formatBytes(block.size),
                    allocated ? formatBytes(block.requestedSize) : QString(),
                    block.state == torch::BlockState::Inactive ? formatBytes(block.size) : QString(), state,
                    topFrame(snapshot, block.stack) });
            alignSizes(blockItem, { 1, 2, 3 });
        }
    }
    tree->setUpdatesEnabled(true);
}

QComboBox* SnapshotTool::deviceChoice() const { return m_ui->deviceChoice; }

QTabWidget* SnapshotTool::views() const { return m_ui->views; }

MemoryViewerPage* SnapshotTool::page() const { return m_ui->page; }

QTreeWidget* SnapshotTool::findings() const { return m_ui->findings; }

QTreeWidget* SnapshotTool::sourceLines() const { return m_ui->sourceLines; }

QTreeWidget* SnapshotTool::segments() const { return m_ui->segments; }

qint64 SnapshotTool::shownDevice() const { return m_memory ? m_memory->device : -1; }

QList<ExportTarget> SnapshotTool::exportTargets() const
{
    return m_memory ? m_ui->page->exportTargets() : QList<ExportTarget>();
}

bool SnapshotTool::exportAll(const QString& dir, const QStringList& formats, QString* error)
{
    return m_ui->page->exportAll(dir, formats, error);
}

QWidget* SnapshotTool::detailCard() const { return m_ui->page->detailCard(); }

} // namespace memscope
