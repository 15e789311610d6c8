// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "compare/comparepage.h"
#include "compare/comparisonside.h"
#include "core/compare/memoryprofilecompare.h"
#include "models/jobtracker.h"

#include <QWidget>
#include <memory>

class QComboBox;
class QLabel;

namespace memscope {

namespace Ui {
    class MemoryProfileComparePage;
}

class ComparisonChart;
class DeltaTable;

// The Memory Profile comparison of two runs, one allocator at a time: both
// timelines (memory in use) on one time axis aligned at the profile start or
// at the first step, the summary side by side and the breakdown at the peak
// compared by op name.
class MemoryProfileComparePage : public QWidget, public ComparePage
{
    Q_OBJECT
public:
    MemoryProfileComparePage(ComparisonSide a, ComparisonSide b, QWidget* parent = nullptr);
    ~MemoryProfileComparePage() override;

    std::shared_ptr<const compare::MemoryProfileComparison> comparison() const { return m_comparison; }
    const compare::AllocatorComparison* currentAllocator() const;
    QComboBox* allocatorBox() const;
    QComboBox* alignmentBox() const;
    DeltaTable* summaryTable() const;
    DeltaTable* breakdownTable() const;
    ComparisonChart* chart() const;
    QLabel* statusLabel() const;

    QList<ExportTarget> exportTargets() override;
    QList<std::pair<QString, QByteArray>> csvExports() const override;

Q_SIGNALS:
    void comparisonChanged();

private:
    void analyse();
    void showAllocator();
    void showAllocatorNote(const compare::AllocatorComparison* allocator);

    ComparisonSide m_sides[2];
    std::shared_ptr<const compare::MemoryProfileComparison> m_comparison;
    JobTracker m_jobs;
    std::unique_ptr<Ui::MemoryProfileComparePage> m_ui;
};

} // namespace memscope
