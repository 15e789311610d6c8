// SPDX-License-Identifier: Apache-2.0
#include "models/memoryprofiletablemodel.h"

#include "core/util/units.h"

namespace memscope {

using namespace memoryprofile;

void MemoryProfileTableModel::setAllocator(std::shared_ptr<const Result> result, int allocatorIndex)
{
    beginResetModel();
    m_result = std::move(result);
    const bool valid
        = m_result && allocatorIndex >= 0 && allocatorIndex < static_cast<int>(m_result->allocators.size());
    m_allocator = valid ? &m_result->allocators[static_cast<size_t>(allocatorIndex)] : nullptr;
    endResetModel();
}

int MemoryProfileTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(columns().size());
}

QVariant MemoryProfileTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    const QList<Column> all = columns();
    if (orientation != Qt::Horizontal || section < 0 || section >= all.size())
        return {};
    if (role == Qt::DisplayRole)
        return all[section].title;
    if (role == Qt::ToolTipRole && !all[section].toolTip.isEmpty())
        return all[section].toolTip;
    return {};
}

QVariant MemoryProfileTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || !m_allocator)
        return {};
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        return cell(index.row(), index.column()).display;
    case SortRole:
        return cell(index.row(), index.column()).sort;
    case Qt::TextAlignmentRole: {
        const QVariant sort = cell(index.row(), index.column()).sort;
        const bool number = sort.typeId() == QMetaType::LongLong || sort.typeId() == QMetaType::Double;
        return number ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    }
    default:
        return {};
    }
}

MemoryProfileTableModel::Cell MemoryProfileTableModel::bytesCell(qint64 bytes) const
{
    return { formatBytes(bytes), bytes };
}

MemoryProfileTableModel::Cell MemoryProfileTableModel::textCell(StringId id) const
{
    const QString& text = m_result->string(id);
    return { text, text };
}

MemoryProfileTableModel::Cell MemoryProfileTableModel::opCell(StringId id) const
{
    const QString& text = m_result->string(id);
    return { text.isEmpty() ? tr("(no op name)") : text, text };
}

MemoryProfileTableModel::Cell MemoryProfileTableModel::dataTypeCell(int dataType)
{
    const QString name = dataTypeName(dataType);
    return { name, name };
}

MemoryProfileTableModel::Cell MemoryProfileTableModel::timeCell(qint64 ps)
{
    const double ms = static_cast<double>(ps) / 1e9;
    return { formatNumber(ms, 3), ms };
}

MemoryProfileTableModel::Cell MemoryProfileTableModel::numberCell(qint64 value)
{
    return { QString::number(value), value };
}

int MemoryProfileBreakdownModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_allocator ? 0 : static_cast<int>(m_allocator->breakdown.size());
}

std::vector<int> MemoryProfileBreakdownModel::snapshotIndices(int row) const
{
    if (!m_allocator || row < 0 || row >= rowCount())
        return {};
    return m_allocator->breakdown[static_cast<size_t>(row)].snapshotIndices;
}

QList<MemoryProfileTableModel::Column> MemoryProfileBreakdownModel::columns() const
{
    return { { tr("Op Name"), tr("The framework op that made the allocation") },
        { tr("Allocation Size"), tr("Bytes the allocator handed out, per allocation") },
        { tr("Requested Size"), tr("Bytes the op asked for, per allocation") },
        { tr("Occurrences"), tr("Identical allocations alive at the peak, merged into this row") },
        { tr("Region type"), {} }, { tr("Data type"), {} }, { tr("Shape"), {} } };
}

MemoryProfileTableModel::Cell MemoryProfileBreakdownModel::cell(int row, int column) const
{
    const BreakdownRow& entry = m_allocator->breakdown[static_cast<size_t>(row)];
    switch (column) {
    case OpName:
        return opCell(entry.op);
    case AllocationSize:
        return bytesCell(entry.allocationBytes);
    case RequestedSize:
        return bytesCell(entry.requestedBytes);
    case Occurrences:
        return numberCell(entry.occurrences());
    case RegionType:
        return textCell(entry.region);
    case DataType:
        return dataTypeCell(entry.dataType);
    case Shape:
        return textCell(entry.shape);
    default:
        return {};
    }
}

int MemoryProfileNeverFreedModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_allocator ? 0 : static_cast<int>(m_allocator->neverFreed.size());
}

std::vector<int> MemoryProfileNeverFreedModel::snapshotIndices(int row) const
{
    if (!m_allocator || row < 0 || row >= rowCount())
        return {};
    return { m_allocator->neverFreed[static_cast<size_t>(row)].snapshotIndex };
}

QList<MemoryProfileTableModel::Column> MemoryProfileNeverFreedModel::columns() const
{
    return { { tr("Op Name"), tr("The framework op that made the allocation") }, { tr("Allocation Size"), {} },
        { tr("Requested Size"), {} }, { tr("Allocated at (ms)"), tr("Time of the allocation") },
        { tr("Alive for (ms)"), tr("From the allocation to the allocator's last event of the window") },
        { tr("Step"), tr("The step (group_id) the allocation belongs to") }, { tr("Region type"), {} },
        { tr("Data type"), {} }, { tr("Shape"), {} } };
}

MemoryProfileTableModel::Cell MemoryProfileNeverFreedModel::cell(int row, int column) const
{
    const NeverFreed& entry = m_allocator->neverFreed[static_cast<size_t>(row)];
    const Snapshot& snapshot = m_allocator->snapshots[static_cast<size_t>(entry.snapshotIndex)];
    const AllocationDetails& details = m_allocator->detailsOf(snapshot);
    switch (column) {
    case OpName:
        return opCell(details.op);
    case AllocationSize:
        return bytesCell(details.allocationBytes);
    case RequestedSize:
        return bytesCell(details.requestedBytes);
    case AllocatedAt:
        return timeCell(snapshot.timePs);
    case AliveFor:
        return timeCell(entry.aliveForPs);
    case Step:
        return numberCell(m_allocator->stepIdOf(snapshot));
    case RegionType:
        return textCell(details.region);
    case DataType:
        return dataTypeCell(details.dataType);
    case Shape:
        return textCell(details.shape);
    default:
        return {};
    }
}

void MemoryProfileHloModuleModel::setResult(std::shared_ptr<const Result> result)
{
    beginResetModel();
    m_result = std::move(result);
    endResetModel();
}

const HloModuleSpan* MemoryProfileHloModuleModel::module(int row) const
{
    if (!m_result || row < 0 || row >= rowCount())
        return nullptr;
    return &m_result->hloModules[static_cast<size_t>(row)];
}

int MemoryProfileHloModuleModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_result ? 0 : static_cast<int>(m_result->hloModules.size());
}

int MemoryProfileHloModuleModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant MemoryProfileHloModuleModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Id:
        return tr("Id");
    case Module:
        return tr("HLO Module");
    case Device:
        return tr("Device");
    case StartTime:
        return tr("Start Time (ms)");
    case EndTime:
        return tr("End Time (ms)");
    case Duration:
        return tr("Duration (ms)");
    default:
        return {};
    }
}

QVariant MemoryProfileHloModuleModel::data(const QModelIndex& index, int role) const
{
    const HloModuleSpan* span = checkIndex(index, CheckIndexOption::IndexIsValid) ? module(index.row()) : nullptr;
    if (!span)
        return {};
    const auto ms = [](qint64 ps) { return static_cast<double>(ps) / 1e9; };
    QVariant sort;
    QString display;
    switch (index.column()) {
    case Id:
        sort = span->id;
        display = QString::number(span->id);
        break;
    case Module:
        sort = span->name;
        display = span->name;
        break;
    case Device:
        sort = span->planeName;
        display = span->planeName;
        break;
    case StartTime:
        sort = ms(span->startPs);
        break;
    case EndTime:
        sort = ms(span->endPs);
        break;
    case Duration:
        sort = ms(span->endPs - span->startPs);
        break;
    default:
        return {};
    }
    if (display.isEmpty() && sort.typeId() == QMetaType::Double)
        display = formatNumber(sort.toDouble(), 3); // XProf shows three decimals
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        return display;
    case MemoryProfileTableModel::SortRole:
        return sort;
    case Qt::TextAlignmentRole:
        return index.column() == Module || index.column() == Device ? QVariant()
                                                                    : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    default:
        return {};
    }
}

} // namespace memscope
