// SPDX-License-Identifier: Apache-2.0
#include "models/overviewtopopsmodel.h"

#include "core/util/units.h"

namespace memscope {

OverviewTopOpsModel::OverviewTopOpsModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void OverviewTopOpsModel::setOps(std::vector<overview::TopOp> ops)
{
    beginResetModel();
    m_ops = std::move(ops);
    endResetModel();
}

int OverviewTopOpsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_ops.size());
}

int OverviewTopOpsModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant OverviewTopOpsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    if (role == Qt::TextAlignmentRole) {
        const bool text = index.column() == CategoryColumn || index.column() == OperationColumn;
        return QVariant::fromValue(Qt::AlignVCenter | (text ? Qt::AlignLeft : Qt::AlignRight));
    }
    const overview::TopOp& op = m_ops[static_cast<size_t>(index.row())];
    const auto figure = [&](const overview::Figure& value, const QString& display) -> QVariant {
        switch (role) {
        case Qt::DisplayRole:
            return value.available() ? display : tr("n/a");
        case SortRole:
            return value.available() ? QVariant(*value.value) : QVariant(-1.0); // unknown sorts below zero
        case ExportRole:
            return value.available() ? QVariant(*value.value) : QVariant(QString());
        case Qt::ToolTipRole:
            return value.available() ? QVariant() : QVariant(value.unavailableReason);
        default:
            return {};
        }
    };
    // A share of the time: sorted by the fraction, exported and shown as a percentage.
    const auto share = [&](double fraction) -> QVariant {
        switch (role) {
        case Qt::DisplayRole:
            return QString(formatNumber(fraction * 100, 1) + QLatin1Char('%'));
        case SortRole:
            return fraction;
        case ExportRole:
            return fraction * 100;
        default:
            return {};
        }
    };
    switch (index.column()) {
    case TimePercentColumn:
        return share(op.selfTimeFraction);
    case CumulativePercentColumn:
        return share(op.cumulativeFraction);
    case CategoryColumn:
        if (role == Qt::DisplayRole || role == SortRole || role == ExportRole)
            return op.category;
        break;
    case OperationColumn:
        if (role == Qt::DisplayRole || role == SortRole || role == ExportRole)
            return op.name;
        if (role == Qt::ToolTipRole) {
            QString tip = op.longName;
            if (!op.provenance.isEmpty())
                tip += QLatin1Char('\n') + tr("Framework op: %1").arg(op.provenance);
            return tip;
        }
        break;
    case OccurrencesColumn:
        if (role == SortRole || role == ExportRole)
            return op.occurrences;
        if (role == Qt::DisplayRole)
            return QString::number(op.occurrences);
        break;
    case SelfTimeColumn:
        if (role == SortRole || role == ExportRole)
            return op.selfTimeMs;
        if (role == Qt::DisplayRole)
            return formatNumber(op.selfTimeMs, 3);
        break;
    case FlopRateColumn:
        return figure(op.flopRateGflopsPerSecond,
            op.flopRateGflopsPerSecond.available() ? formatNumber(*op.flopRateGflopsPerSecond.value, 1) : QString());
    case BytesAccessedColumn:
        return figure(
            op.bytesAccessed, op.bytesAccessed.available() ? formatBytes(*op.bytesAccessed.value) : QString());
    default:
        break;
    }
    return {};
}

QVariant OverviewTopOpsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case TimePercentColumn:
        return tr("Time (%)");
    case CumulativePercentColumn:
        return tr("Cumulative (%)");
    case CategoryColumn:
        return tr("Category");
    case OperationColumn:
        return tr("Operation");
    case OccurrencesColumn:
        return tr("Occurrences");
    case SelfTimeColumn:
        return tr("Self time (ms)");
    case FlopRateColumn:
        return tr("FLOP rate (GFLOP/s)");
    case BytesAccessedColumn:
        return tr("Bytes accessed");
    default:
        return {};
    }
}

} // namespace memscope
