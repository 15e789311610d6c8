// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "compare/comparepage.h"
#include "compare/comparisonside.h"
#include "core/compare/overviewcompare.h"
#include "models/jobtracker.h"

#include <QWidget>
#include <memory>

class QLabel;

namespace memscope {

namespace Ui {
    class OverviewComparePage;
}

class DeltaTable;

// The Overview comparison of two runs: step time and its breakdown, the
// device compute share, duty cycle, op placement and precision side by side.
class OverviewComparePage : public QWidget, public ComparePage
{
    Q_OBJECT
public:
    OverviewComparePage(ComparisonSide a, ComparisonSide b, QWidget* parent = nullptr);
    ~OverviewComparePage() override;

    std::shared_ptr<const compare::OverviewComparison> comparison() const { return m_comparison; }
    DeltaTable* table() const;

    QList<ExportTarget> exportTargets() override;
    QList<std::pair<QString, QByteArray>> csvExports() const override;

Q_SIGNALS:
    void comparisonChanged();

private:
    std::shared_ptr<const compare::OverviewComparison> m_comparison;
    JobTracker m_jobs;
    std::unique_ptr<Ui::OverviewComparePage> m_ui;
};

} // namespace memscope
