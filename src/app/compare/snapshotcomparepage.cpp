// SPDX-License-Identifier: Apache-2.0
#include "compare/snapshotcomparepage.h"

#include "compare/deltatable.h"
#include "core/torch/snapshotmemory.h"
#include "torch/stackrows.h"
#include "ui_snapshotcomparepage.h"
#include "widgets/formroles.h"

#include <QComboBox>

namespace memscope {

namespace {
    // The stacks listed: the rest are in the CSV, as the command line's text lists ten.
    constexpr size_t kListedStacks = 1000;
} // namespace

SnapshotComparePage::SnapshotComparePage(ComparisonSide a, ComparisonSide b, QWidget* parent)
    : QWidget(parent)
    , m_sides { a, b }
    , m_jobs(this)
    , m_ui(std::make_unique<Ui::SnapshotComparePage>())
{
    m_ui->setupUi(this);
    applyFormRoles(this);
    m_ui->stacks->setRootIsDecorated(true);
    m_ui->deviceChoice->setEnabled(false);
    connect(m_ui->deviceChoice, &QComboBox::currentIndexChanged, this, &SnapshotComparePage::showDevice);
    m_jobs.start(
        [a = a.profile, b = b.profile](const std::atomic_bool&) {
            return std::make_shared<const Devices>(compare::compareSnapshots(*a->torchSnapshot, *b->torchSnapshot));
        },
        [this](std::shared_ptr<const Devices> devices) {
            m_devices = std::move(devices);
            m_ui->snapshotCompareStatus->hide();
            const QSignalBlocker blocker(m_ui->deviceChoice);
            for (const compare::SnapshotDeviceComparison& device : *m_devices) {
                const QString name = tr("cuda:%1").arg(device.device);
                m_ui->deviceChoice->addItem(!device.inA ? tr("%1 (only in B)").arg(name)
                        : !device.inB                   ? tr("%1 (only in A)").arg(name)
                                                        : name);
            }
            m_ui->deviceChoice->setEnabled(m_devices->size() > 1);
            showDevice(m_devices->empty() ? -1 : 0);
            Q_EMIT comparisonChanged();
        });
}

SnapshotComparePage::~SnapshotComparePage() = default;

QComboBox* SnapshotComparePage::deviceChoice() const { return m_ui->deviceChoice; }

DeltaTable* SnapshotComparePage::figures() const { return m_ui->figures; }

DeltaTable* SnapshotComparePage::stacks() const { return m_ui->stacks; }

void SnapshotComparePage::showDevice(int choice)
{
    m_ui->figures->clear();
    m_ui->stacks->clear();
    if (!m_devices || choice < 0 || size_t(choice) >= m_devices->size())
        return;
    const compare::SnapshotDeviceComparison& device = (*m_devices)[size_t(choice)];
    for (int figure = 0; figure < compare::kSnapshotFigureCount; ++figure) {
        const auto which = compare::SnapshotFigure(figure);
        m_ui->figures->addRow(
            compare::snapshotFigureLabel(which), device.figure(which), compare::snapshotFigureIsBytes(which));
    }
    const torch::Snapshot& a = *m_sides[0].profile->torchSnapshot;
    const torch::Snapshot& b = *m_sides[1].profile->torchSnapshot;
    m_ui->stacks->setUpdatesEnabled(false);
    for (size_t i = 0; i < device.stacks.size() && i < kListedStacks; ++i) {
        const compare::SnapshotStackDelta& row = device.stacks[i];
        const compare::StackOnSide side = compare::stackOnSide(row, a, b);
        const QString innermost = topFrame(side.snapshot, side.stack);
        QTreeWidgetItem* item
            = m_ui->stacks->addRow(tr("%1 — %L2 → %L3 allocations")
                                       .arg(innermost.isEmpty() ? tr("(no frames recorded)") : innermost)
                                       .arg(row.count.a)
                                       .arg(row.count.b),
                row.bytes);
        // A stack without frames says so on its own row already.
        if (!innermost.isEmpty())
            addStackRows(item, side.snapshot, side.stack);
    }
    if (device.stacks.size() > kListedStacks)
        new QTreeWidgetItem(m_ui->stacks,
            { tr("… and %L1 more stacks: the CSV export lists them all")
                    .arg(qint64(device.stacks.size() - kListedStacks)) });
    m_ui->stacks->setUpdatesEnabled(true);
}

QList<ExportTarget> SnapshotComparePage::exportTargets()
{
    return { { QStringLiteral("compare-snapshots"), tr("Snapshot Comparison"), this } };
}

QList<std::pair<QString, QByteArray>> SnapshotComparePage::csvExports() const
{
    if (!m_devices)
        return {};
    return { { QStringLiteral("compare-snapshot-figures"), compare::snapshotFiguresCsv(*m_devices) },
        { QStringLiteral("compare-snapshot-stacks"),
            compare::snapshotStacksCsv(
                *m_devices, *m_sides[0].profile->torchSnapshot, *m_sides[1].profile->torchSnapshot) } };
}

} // namespace memscope
