// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "compare/comparepage.h"
#include "compare/comparisonchart.h"
#include "compare/comparisonside.h"
#include "core/compare/memoryviewercompare.h"
#include "models/jobtracker.h"

#include <QWidget>
#include <memory>

class QComboBox;
class QLabel;
class QTabWidget;
class QTreeView;

namespace memscope {

namespace Ui {
    class MemoryViewerComparePage;
}

class BufferMatchModel;
class ComparisonChart;
class DeltaTable;

// The Memory Viewer comparison of two modules: the overview side by side, both
// program-order curves with both peaks, the matched buffers in four lists
// (grown, shrunk, only in A, only in B) sortable by delta, and a details card
// with both sides of the pair under the mouse or selected, whose lifetimes the
// chart shades on both curves.
class MemoryViewerComparePage : public QWidget, public ComparePage
{
    Q_OBJECT
public:
    MemoryViewerComparePage(ComparisonSide a, ComparisonSide b, qint64 memorySpace, QWidget* parent = nullptr);
    ~MemoryViewerComparePage() override;

    std::shared_ptr<const compare::ModuleComparison> comparison() const { return m_comparison; }
    QString error() const; // why there is no comparison, "" while analysing or when there is one

    QComboBox* moduleBox(ComparisonChart::Side side) const;
    QComboBox* memoryTypeBox() const;
    QComboBox* axisBox() const;
    DeltaTable* figureTable() const;
    ComparisonChart* chart() const;
    QTabWidget* listTabs() const;
    QTreeView* listView(compare::BufferChange change) const;
    QLabel* detailsCard() const;

    QList<ExportTarget> exportTargets() override;
    QList<std::pair<QString, QByteArray>> csvExports() const override;

Q_SIGNALS:
    void comparisonChanged();

private:
    void fillModuleBoxes();
    void fillMemoryTypes();
    void analyse();
    // `status`: why there is no comparison, or a note on the modules compared.
    void showComparison(std::shared_ptr<const compare::ModuleComparison> comparison, const QString& status);
    void updateChart();
    void showMatch(const compare::BufferMatch* match);
    const compare::BufferMatch* matchAt(QTreeView* view, const QModelIndex& index) const;
    double chartX(int point, int count) const;

    ComparisonSide m_sides[2];
    qint64 m_memorySpace;
    std::shared_ptr<const compare::ModuleComparison> m_comparison;
    QString m_error;
    JobTracker m_jobs;
    std::unique_ptr<Ui::MemoryViewerComparePage> m_ui;
    std::vector<std::pair<QTreeView*, BufferMatchModel*>> m_listViews;
};

} // namespace memscope
