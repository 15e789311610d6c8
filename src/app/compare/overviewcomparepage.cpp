// SPDX-License-Identifier: Apache-2.0
#include "compare/overviewcomparepage.h"

#include "compare/deltatable.h"
#include "core/compare/compareoutput.h"
#include "core/overview/overview.h"

#include <QLabel>
#include <QVBoxLayout>

namespace memscope {

OverviewComparePage::OverviewComparePage(ComparisonSide a, ComparisonSide b, QWidget* parent)
    : QWidget(parent)
    , m_jobs(this)
    , m_status(new QLabel(tr("Comparing…"), this))
    , m_table(new DeltaTable(tr("Overview"), this))
{
    setObjectName(QStringLiteral("overviewComparePage"));
    m_table->setObjectName(QStringLiteral("compareOverview"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_status);
    layout->addWidget(m_table, 1);
    m_jobs.start(
        [a = a.profile, b = b.profile](const std::atomic_bool&) {
            return std::make_shared<const compare::OverviewComparison>(
                compare::compareOverviews(overview::computeOverview(*a), overview::computeOverview(*b)));
        },
        [this](std::shared_ptr<const compare::OverviewComparison> comparison) {
            m_comparison = std::move(comparison);
            m_status->hide();
            for (const compare::OverviewRow& row : m_comparison->rows) {
                const bool percent = row.unit == compare::OverviewUnit::Percent;
                m_table->addRow(row.label, row.value, percent ? QStringLiteral(" %") : tr(" ms"), percent ? 1 : 3);
            }
            Q_EMIT comparisonChanged();
        });
}

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
