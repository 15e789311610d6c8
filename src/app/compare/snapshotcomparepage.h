// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "compare/comparepage.h"
#include "compare/comparisonside.h"
#include "core/compare/snapshotcompare.h"
#include "models/jobtracker.h"

#include <QWidget>
#include <memory>
#include <vector>

class QComboBox;

namespace memscope {

namespace Ui {
    class SnapshotComparePage;
}

class DeltaTable;

// Two PyTorch memory snapshots side by side (compare::compareSnapshots), one device at a time: the
// figures of its trace and allocator, and the allocations live at each peak matched by call stack,
// largest change first, each with its frames.
class SnapshotComparePage : public QWidget, public ComparePage
{
    Q_OBJECT
public:
    SnapshotComparePage(ComparisonSide a, ComparisonSide b, QWidget* parent = nullptr);
    ~SnapshotComparePage() override;

    using Devices = std::vector<compare::SnapshotDeviceComparison>;
    std::shared_ptr<const Devices> comparison() const { return m_devices; }
    QComboBox* deviceChoice() const;
    DeltaTable* figures() const;
    DeltaTable* stacks() const;

    QList<ExportTarget> exportTargets() override;
    QList<std::pair<QString, QByteArray>> csvExports() const override;

Q_SIGNALS:
    void comparisonChanged();

private:
    void showDevice(int choice);

    ComparisonSide m_sides[2];
    std::shared_ptr<const Devices> m_devices;
    JobTracker m_jobs;
    std::unique_ptr<Ui::SnapshotComparePage> m_ui;
};

} // namespace memscope
