// SPDX-License-Identifier: Apache-2.0
#include "models/buffermatchmodel.h"

#include "core/compare/deltatext.h"
#include "core/util/units.h"

#include <limits>

namespace memscope {

using compare::BufferMatch;
using compare::MatchKind;

namespace {

    QString matchKindLabel(MatchKind kind)
    {
        switch (kind) {
        case MatchKind::InstructionAndShape:
            return BufferMatchModel::tr("instruction and shape");
        case MatchKind::FrameworkOpAndShape:
            return BufferMatchModel::tr("framework op and shape");
        case MatchKind::InstructionName:
            return BufferMatchModel::tr("instruction, shape changed");
        case MatchKind::SmallBuffers:
            return BufferMatchModel::tr("small buffers");
        case MatchKind::Unmatched:
            return BufferMatchModel::tr("unmatched");
        }
        return {};
    }

} // namespace

BufferMatchModel::BufferMatchModel(compare::BufferChange change, QObject* parent)
    : QAbstractTableModel(parent)
    , m_change(change)
{
}

void BufferMatchModel::setComparison(std::shared_ptr<const compare::ModuleComparison> comparison)
{
    beginResetModel();
    m_comparison = std::move(comparison);
    m_rows.clear();
    if (m_comparison) {
        for (size_t i = 0; i < m_comparison->buffers.size(); ++i) {
            if (m_comparison->buffers[i].change == m_change)
                m_rows.push_back(static_cast<int>(i));
        }
    }
    endResetModel();
}

const BufferMatch* BufferMatchModel::matchAt(int row) const
{
    if (row < 0 || row >= static_cast<int>(m_rows.size()))
        return nullptr;
    return &m_comparison->buffers[static_cast<size_t>(m_rows[static_cast<size_t>(row)])];
}

int BufferMatchModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int BufferMatchModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant BufferMatchModel::data(const QModelIndex& index, int role) const
{
    const BufferMatch* match = matchAt(index.row());
    if (!match)
        return {};
    if (role == MatchRole)
        return m_rows[static_cast<size_t>(index.row())];
    const std::optional<memoryviewer::BufferDetails> a = m_comparison->bufferA(*match);
    const std::optional<memoryviewer::BufferDetails> b = m_comparison->bufferB(*match);
    const memoryviewer::BufferDetails& shown = a ? *a : *b;
    const std::optional<double> percent = match->sizeBytes.percent();
    if (role == Qt::UserRole) {
        switch (index.column()) {
        case SizeAColumn:
            return match->sizeBytes.a;
        case SizeBColumn:
            return match->sizeBytes.b;
        case DeltaColumn:
            return match->sizeBytes.delta();
        case PercentColumn:
            // "new" sorts above every finite growth.
            return percent ? *percent : std::numeric_limits<double>::infinity();
        default:
            break;
        }
        role = Qt::DisplayRole;
    }
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case BufferColumn:
            return a && b && a->instructionName != b->instructionName
                ? tr("%1 → %2").arg(a->instructionName, b->instructionName)
                : (shown.isSmallGroup() ? shown.label : shown.instructionName);
        case ShapeColumn: // a shape changed when the buffers paired by instruction name alone
            return a && b && a->shape != b->shape ? tr("%1 → %2").arg(a->shape, b->shape) : shown.shape;
        case SizeAColumn:
            return a ? formatBytes(match->sizeBytes.a) : QString();
        case SizeBColumn:
            return b ? formatBytes(match->sizeBytes.b) : QString();
        case DeltaColumn:
            return compare::formatDeltaBytes(match->sizeBytes.delta());
        case PercentColumn:
            return compare::formatDeltaPercent(percent, 1);
        case MatchColumn:
            return match->movedInProgramOrder ? tr("%1, moved").arg(matchKindLabel(match->kind))
                                              : matchKindLabel(match->kind);
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole && index.column() == BufferColumn)
        return a && b ? tr("A: %1\nB: %2").arg(a->label, b->label) : shown.label;
    if (role == Qt::TextAlignmentRole && index.column() >= SizeAColumn && index.column() <= PercentColumn)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant BufferMatchModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case BufferColumn:
        return tr("Buffer");
    case ShapeColumn:
        return tr("Shape");
    case SizeAColumn:
        return tr("Size in A");
    case SizeBColumn:
        return tr("Size in B");
    case DeltaColumn:
        return tr("Delta");
    case PercentColumn:
        return tr("Change");
    case MatchColumn:
        return tr("Matched by");
    default:
        return {};
    }
}

} // namespace memscope
