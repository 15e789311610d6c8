// SPDX-License-Identifier: Apache-2.0
#pragma once

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
class MemoryViewerPage;

// The tool page of a PyTorch CUDA memory snapshot (SourceKind::TorchSnapshot), one device at a time:
// - Peak: the device's peak the Memory Viewer way (torch::peakResult): memory against the allocator's
//   actions with the peak marked, the allocations live there by allocation order, size and allocator
//   rounding, the lifetime overlay, the table and the card with the allocation's stack, under the
//   snapshot's figures;
// - Findings: allocations made in the trace and never freed, largest first, and each out-of-memory
//   event, each with its stack;
// - Allocator State: the segments when the snapshot was taken and their blocks.
// A device is analysed off the UI thread; the latest choice wins.
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
    QTabWidget* views() const;
    MemoryViewerPage* page() const;
    ActiveMemoryTimeline* timeline() const;
    QString hoverText() const;
    QTreeWidget* findings() const;
    QTreeWidget* sourceLines() const;
    QTreeWidget* segments() const;
    // The device shown (its number), -1 while none is.
    qint64 shownDevice() const;
    bool isAnalysing() const { return m_analysis.isRunning(); }

Q_SIGNALS:
    // The device's views show its analysis.
    void deviceShown(qint64 device);

private:
    struct Analysis
    {
        std::shared_ptr<const torch::DeviceMemory> memory;
        std::shared_ptr<const memoryviewer::Result> peak;
        std::shared_ptr<const ActiveMemoryLayout> timeline;
    };
    void showHoveredAllocation(qint64 allocation);
    void pinAllocation(qint64 allocation);
    void analyseDevice(int choice);
    void show(const Analysis& analysis);
    QString introduction(const torch::DeviceMemory& memory) const;
    QString actionText(const torch::DeviceMemory& memory, qint64 action) const;
    void fillFindings(const torch::DeviceMemory& memory);
    void fillSourceLines(const torch::DeviceMemory& memory);
    void fillSegments(const torch::DeviceMemory& memory);

    std::unique_ptr<Ui::SnapshotTool> m_ui;
    std::shared_ptr<const Profile> m_profile;
    std::shared_ptr<const torch::DeviceMemory> m_memory;
    JobTracker m_analysis { this };
};

} // namespace memscope
