// SPDX-License-Identifier: Apache-2.0
#include "compare/memoryprofilecomparepage.h"

#include "compare/comparisonchart.h"
#include "compare/deltatable.h"
#include "core/compare/compareoutput.h"
#include "core/memoryprofile/memoryprofile.h"
#include "core/util/units.h"
#include "ui_memoryprofilecomparepage.h"

#include <QComboBox>
#include <QLabel>

namespace memscope {

using compare::AllocatorComparison;
using compare::MemoryProfileComparison;

namespace {

    struct Analysis
    {
        std::shared_ptr<const memoryprofile::Result> a;
        std::shared_ptr<const memoryprofile::Result> b;
        QString error;
    };

    constexpr double kPsPerMs = 1e9;

} // namespace

MemoryProfileComparePage::MemoryProfileComparePage(ComparisonSide a, ComparisonSide b, QWidget* parent)
    : QWidget(parent)
    , m_sides { std::move(a), std::move(b) }
    , m_jobs(this)
    , m_ui(std::make_unique<Ui::MemoryProfileComparePage>())
{
    m_ui->setupUi(this);
    m_ui->compareAlignment->addItem(
        tr("The profile start"), static_cast<int>(compare::TimelineAlignment::ProfileStart));
    m_ui->compareAlignment->addItem(tr("The first step"), static_cast<int>(compare::TimelineAlignment::FirstStep));
    connect(m_ui->compareAllocator, &QComboBox::activated, this, &MemoryProfileComparePage::showAllocator);
    connect(m_ui->compareAlignment, &QComboBox::activated, this, [this] {
        if (m_comparison)
            m_comparison = std::make_shared<const MemoryProfileComparison>(
                compare::compareMemoryProfiles(m_comparison->a, m_comparison->b,
                    static_cast<compare::TimelineAlignment>(m_ui->compareAlignment->currentData().toInt())));
        showAllocator();
    });
    m_ui->compareTimelines->setXAxisTitle(tr("Time (ms)"));
    m_ui->compareTimelines->setXFormat(
        [](double ms, int decimals) { return tr("%1 ms").arg(formatNumber(ms, decimals < 0 ? 3 : decimals)); });

    analyse();
}

MemoryProfileComparePage::~MemoryProfileComparePage() = default;

QComboBox* MemoryProfileComparePage::allocatorBox() const { return m_ui->compareAllocator; }

QComboBox* MemoryProfileComparePage::alignmentBox() const { return m_ui->compareAlignment; }

DeltaTable* MemoryProfileComparePage::summaryTable() const { return m_ui->compareProfileSummary; }

DeltaTable* MemoryProfileComparePage::breakdownTable() const { return m_ui->compareProfileBreakdown; }

ComparisonChart* MemoryProfileComparePage::chart() const { return m_ui->compareTimelines; }

QLabel* MemoryProfileComparePage::statusLabel() const { return m_ui->profileCompareStatus; }

void MemoryProfileComparePage::analyse()
{
    m_ui->profileCompareStatus->setText(tr("Comparing…"));
    const std::shared_ptr<const Profile> a = m_sides[0].profile;
    const std::shared_ptr<const Profile> b = m_sides[1].profile;
    m_jobs.start(
        [a, b](const std::atomic_bool& cancel) {
            memoryprofile::Options options;
            options.cancel = &cancel;
            Analysis analysis;
            analysis.a = std::make_shared<const memoryprofile::Result>(memoryprofile::analyze(*a, options));
            analysis.b = std::make_shared<const memoryprofile::Result>(memoryprofile::analyze(*b, options));
            for (const auto& [result, profile] :
                { std::pair(analysis.a.get(), a.get()), std::pair(analysis.b.get(), b.get()) }) {
                if (!result->error.isEmpty())
                    analysis.error
                        = tr("%1: the memory profile cannot be computed: %2").arg(profile->path, result->error);
            }
            return analysis;
        },
        [this](Analysis analysis) {
            if (!analysis.error.isEmpty()) {
                m_ui->profileCompareStatus->setText(analysis.error);
                return;
            }
            m_comparison = std::make_shared<const MemoryProfileComparison>(
                compare::compareMemoryProfiles(std::move(analysis.a), std::move(analysis.b),
                    static_cast<compare::TimelineAlignment>(m_ui->compareAlignment->currentData().toInt())));
            m_ui->compareAllocator->clear();
            for (const AllocatorComparison& allocator : m_comparison->allocators)
                m_ui->compareAllocator->addItem(allocator.id);
            showAllocator();
            Q_EMIT comparisonChanged();
        });
}

// What the figures cannot say themselves: that neither profile has memory activity, or that the
// allocator shown is in one profile only (the other's column then counts nothing, and reads 0).
void MemoryProfileComparePage::showAllocatorNote(const AllocatorComparison* allocator)
{
    QString note;
    if (m_comparison && m_comparison->allocators.empty()) {
        note = tr("Neither profile has memory activity. To compare memory profiles, profile with "
                  "host_trace_level >= 2.");
    } else if (allocator && (!allocator->a || !allocator->b)) {
        const memoryprofile::Result& other = allocator->a ? *m_comparison->b : *m_comparison->a;
        QStringList ids;
        for (const memoryprofile::Allocator& otherAllocator : other.allocators)
            ids << otherAllocator.id;
        const QString others = ids.isEmpty() ? tr("none") : ids.join(QStringLiteral(", "));
        note = allocator->a
            ? tr("Only A has memory ID %1: B's column counts nothing. B's memory IDs: %2.").arg(allocator->id, others)
            : tr("Only B has memory ID %1: A's column counts nothing. A's memory IDs: %2.").arg(allocator->id, others);
    }
    m_ui->profileCompareStatus->setText(note);
    m_ui->profileCompareStatus->setVisible(!note.isEmpty());
}

const AllocatorComparison* MemoryProfileComparePage::currentAllocator() const
{
    if (!m_comparison || m_ui->compareAllocator->currentIndex() < 0
        || m_ui->compareAllocator->currentIndex() >= static_cast<int>(m_comparison->allocators.size()))
        return nullptr;
    return &m_comparison->allocators[static_cast<size_t>(m_ui->compareAllocator->currentIndex())];
}

void MemoryProfileComparePage::showAllocator()
{
    m_ui->compareProfileSummary->clear();
    m_ui->compareProfileBreakdown->clear();
    const AllocatorComparison* allocator = currentAllocator();
    showAllocatorNote(allocator);
    const memoryprofile::Allocator* sides[2]
        = { allocator ? allocator->a : nullptr, allocator ? allocator->b : nullptr };
    const qint64 origins[2] = { allocator ? allocator->originPsA : 0, allocator ? allocator->originPsB : 0 };
    for (const ComparisonChart::Side side : { ComparisonChart::A, ComparisonChart::B }) {
        ComparisonChart::Series series;
        if (const memoryprofile::Allocator* source = sides[side]) {
            series.points.reserve(source->snapshots.size());
            for (const memoryprofile::Snapshot& snapshot : source->snapshots)
                series.points.emplace_back(static_cast<double>(snapshot.timePs - origins[side]) / kPsPerMs,
                    static_cast<double>(snapshot.inUseBytes()));
            series.peakIndex = source->summary.windowPeak.snapshotIndex;
            series.stepped = true; // as the Memory Profile's own chart draws it
        }
        series.name = side == ComparisonChart::A
            ? tr("A: %1").arg(m_sides[0].profile->path.section(QLatin1Char('/'), -1))
            : tr("B: %1").arg(m_sides[1].profile->path.section(QLatin1Char('/'), -1));
        m_ui->compareTimelines->setSeries(side, std::move(series));
    }
    if (!allocator)
        return;
    for (const compare::AllocatorFigure figure : compare::allocatorFigures())
        m_ui->compareProfileSummary->addRow(
            compare::allocatorFigureLabel(figure), allocator->figure(figure), compare::allocatorFigureIsBytes(figure));
    compare::RealDelta fragmentation;
    if (allocator->fragmentation.a)
        fragmentation.a = *allocator->fragmentation.a * 100.0;
    if (allocator->fragmentation.b)
        fragmentation.b = *allocator->fragmentation.b * 100.0;
    m_ui->compareProfileSummary->addRow(tr("Fragmentation at the peak"), fragmentation, QStringLiteral(" %"), 2);
    for (const compare::OpBreakdownDelta& row : allocator->breakdown)
        m_ui->compareProfileBreakdown->addRow(row.op.isEmpty() ? tr("(no op name)") : row.op, row.allocationBytes);
    m_ui->compareProfileBreakdown->sortByColumn(DeltaTable::DeltaColumn, Qt::DescendingOrder);
}

QList<ExportTarget> MemoryProfileComparePage::exportTargets()
{
    return { { QStringLiteral("compare-memory-profile-chart"), tr("Memory Profile Comparison Chart"),
                 m_ui->compareTimelines },
        { QStringLiteral("compare-memory-profile"), tr("Memory Profile Comparison"), this } };
}

QList<std::pair<QString, QByteArray>> MemoryProfileComparePage::csvExports() const
{
    if (!m_comparison)
        return {};
    return { { QStringLiteral("compare-memory-profile-breakdown"), compare::breakdownComparisonCsv(*m_comparison) } };
}

} // namespace memscope
