// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/torch/allocatorstate.h"
#include "core/torch/snapshotgrowth.h"
#include "core/torch/snapshotmemory.h"
#include "document/toolpage.h"
#include "models/jobtracker.h"

#include <QWidget>
#include <memory>

class QComboBox;
class QTabWidget;
class QTreeWidget;

namespace memscope {

namespace Ui {
    class SnapshotTool;
}

class ActiveMemoryLayout;
class ActiveMemoryTimeline;
class AllocatorStateMap;
class MemoryViewerPage;

// The tool page of a PyTorch CUDA memory snapshot (SourceKind::TorchSnapshot), one device at a time:
// - Peak: the device's peak the Memory Viewer way (torch::peakResult): memory against the allocator's
//   actions with the peak marked, the allocations live there by allocation order, size and allocator
//   rounding, the lifetime overlay, the table and the card with the allocation's stack, under the
//   snapshot's figures;
// - Findings: each out-of-memory event, allocations made in the trace and never freed, largest first,
//   and the growth from one iteration to the next (torch::iterationGrowth), each with its stack;
// - Allocator State: the segments and their blocks at any point of the trace (AllocatorHistory), chosen
//   with a slider or by clicking either timeline, drawn (AllocatorStateMap) and listed;
// - Cached Segment Timeline: the segments reserved over the trace, as the Active Memory Timeline.
// A device is analysed, and the allocator's state moved, off the UI thread; the latest choice wins.
class SnapshotTool : public QWidget, public ToolPage
{
    Q_OBJECT
public:
    explicit SnapshotTool(QWidget* parent = nullptr);
    ~SnapshotTool() override;

    bool appliesTo(const Profile& profile) const override;
    void setProfile(std::shared_ptr<const Profile> profile) override;
    QList<ExportTarget> exportTargets() const override;
    bool exportAll(const QString& dir, const QStringList& formats, QString* error) override;
    QWidget* detailCard() const override;

    // The parts, for tests.
    QComboBox* deviceChoice() const;
    QComboBox* streamChoice() const;
    QTabWidget* views() const;
    MemoryViewerPage* page() const;
    ActiveMemoryTimeline* timeline() const;
    QString hoverText() const;
    QTreeWidget* findings() const;
    QTreeWidget* sourceLines() const;
    QTreeWidget* segments() const;
    AllocatorStateMap* stateMap() const;
    ActiveMemoryTimeline* segmentTimeline() const;
    QString stateFigures() const;
    QString stateHoverText() const;
    QString segmentHoverText() const;
    // Shows the allocator's state after the first `position` events of the device's trace (the slider's value).
    void showStateAt(qint64 position);
    // The state shown, nullptr while none is (or while it is being reconstructed).
    const torch::AllocatorState* shownState() const { return m_state.get(); }
    bool isMovingState() const { return m_stateJob.isRunning(); }
    // The device shown (its number), -1 while none is.
    qint64 shownDevice() const;
    bool isAnalysing() const { return m_analysis.isRunning(); }

Q_SIGNALS:
    // The device's views show its analysis.
    void deviceShown(qint64 device);
    // The Active Memory Timeline shows a preview's trace events (read so far).
    void previewShown(qint64 device);
    // The Allocator State shows the state after `position` events.
    void stateShown(qint64 position);

private:
    // One history is moved by one job at a time: a replaced job lets go of the lock once it sees its cancel flag.
    struct History;
    // A tree the Export menu and exportAll write as CSV, as `id`.csv.
    struct Table
    {
        QString id;
        QString title;
        QTreeWidget* tree = nullptr;
    };
    QList<ExportTarget> ownExportTargets() const;
    QList<Table> tables() const;
    struct Analysis
    {
        std::shared_ptr<const torch::DeviceMemory> memory;
        std::shared_ptr<const memoryviewer::Result> peak;
        std::shared_ptr<const ActiveMemoryLayout> timeline;
        std::shared_ptr<const ActiveMemoryLayout> segmentTimeline;
        std::shared_ptr<History> history;
        std::shared_ptr<const torch::IterationGrowth> growth;
        std::vector<quint32> streams; // the device's (torch::deviceStreams)
    };
    void showHoveredAllocation(qint64 allocation);
    void pinAllocation(qint64 allocation);
    // Analyses the device and stream chosen; a device chosen anew starts on all its streams.
    void analyseDevice(int choice);
    void analyse();
    void fillStreams(const std::vector<quint32>& streams, quint32 shown);
    void show(const Analysis& analysis);
    // A Snapshot::preview: its Active Memory Timeline alone, the other views waiting for the whole file.
    void showPreview(const Analysis& analysis);
    // While a preview is shown, only the timeline's tab and nothing to choose or export.
    void setPreviewing(bool previewing);
    QString introduction(const torch::DeviceMemory& memory, const torch::IterationGrowth& growth) const;
    QString actionText(const torch::DeviceMemory& memory, qint64 action) const;
    void fillFindings(const torch::DeviceMemory& memory, const torch::IterationGrowth& growth);
    void addGrowthRows(const torch::DeviceMemory& memory, const torch::IterationGrowth& growth);
    // The allocations live at the peak, or at the Allocator State's point, by frame.
    void fillSourceLines();
    // The action By Source Line shows the state after, and the sentence that says where it is.
    qint64 sourceLinesAction(QString* where) const;
    void fillSegments(const torch::AllocatorState& state);
    void showState(std::shared_ptr<const torch::AllocatorState> state);
    void showStateHover(qint64 segment, qint64 block);
    void selectInSegments(qint64 segment, qint64 block);
    void showHoveredSegment(qint64 allocation);
    // A click on a timeline at x moves the Allocator State to the last action at or before it.
    void showStateAtX(const ActiveMemoryLayout& layout, double x);
    // The state after `position` events, in words: the event and its time.
    QString positionText(qint64 position) const;
    // Where the allocation made by or ended by `action` of `memory` happened, in events.
    qint64 positionOfAction(const torch::DeviceMemory& memory, qint64 action) const;
    void clearViews();

    std::unique_ptr<Ui::SnapshotTool> m_ui;
    std::shared_ptr<const Profile> m_profile;
    std::shared_ptr<const torch::DeviceMemory> m_memory;
    std::shared_ptr<const ActiveMemoryLayout> m_timelineLayout;
    std::shared_ptr<const ActiveMemoryLayout> m_segmentLayout;
    std::shared_ptr<History> m_history;
    std::shared_ptr<const torch::AllocatorState> m_state;
    JobTracker m_analysis { this };
    JobTracker m_stateJob { this };
};

} // namespace memscope
