// SPDX-License-Identifier: Apache-2.0
#include "compare/overviewcomparepage.h"

#include "compare/deltatable.h"
#include "core/compare/compareoutput.h"
#include "core/overview/overview.h"
#include "ui_overviewcomparepage.h"

#include <QLabel>

namespace memscope {

OverviewComparePage::OverviewComparePage(ComparisonSide a, ComparisonSide b, QWidget* parent)
    : QWidget(parent)
    , m_jobs(this)
    , m_ui(std::make_unique<Ui::OverviewComparePage>())
{
    m_ui->setupUi(this);
    m_jobs.start(
        [a = a.profile, b = b.profile](const std::atomic_bool& cancel) {
            return std::make_shared<const compare::OverviewComparison>(compare::compareOverviews(
                overview::computeOverview(*a, &cancel), overview::computeOverview(*b, &cancel)));
        },
        [this](std::shared_ptr<const compare::OverviewComparison> comparison) {
            m_comparison = std::move(comparison);
            m_ui->overviewCompareStatus->hide();
            for (const compare::OverviewRow& row : m_comparison->rows) {
                const bool percent = row.unit == compare::OverviewUnit::Percent;
                m_ui->compareOverview->addRow(
                    row.label, row.value, percent ? QStringLiteral(" %") : tr(" ms"), percent ? 1 : 3);
            }
            Q_EMIT comparisonChanged();
        });
}

OverviewComparePage::~OverviewComparePage() = default;

DeltaTable* OverviewComparePage::table() const { return m_ui->compareOverview; }

QList<ExportTarget> OverviewComparePage::exportTargets()
{
    return { { QStringLiteral("compare-overview"), tr("Overview Comparison"), this } };
}

QList<std::pair<QString, QByteArray>> OverviewComparePage::csvExports() const
{
    if (!m_comparison)
        return {};
    return { { QStringLiteral("compare-overview"), compare::overviewComparisonCsv(*m_comparison) } };
}

} // namespace memscope
