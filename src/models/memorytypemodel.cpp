// SPDX-License-Identifier: Apache-2.0
#include "models/memorytypemodel.h"

#include "core/format/memoryspace.h"

#include <algorithm>

namespace memscope {

namespace {
    std::vector<qint64> xprofOrder()
    {
        std::vector<qint64> colors;
        for (const MemorySpace space : kXprofOrder)
            colors.push_back(colorOf(space));
        return colors;
    }
} // namespace

MemoryTypeModel::MemoryTypeModel(QObject* parent)
    : QAbstractListModel(parent)
    , m_spaces(xprofOrder())
{
}

void MemoryTypeModel::setPresentSpaces(const std::vector<qint64>& spaces)
{
    std::vector<qint64> listed = xprofOrder();
    for (qint64 space : spaces) {
        if (std::find(listed.begin(), listed.end(), space) == listed.end())
            listed.push_back(space);
    }
    std::vector<qint64> present = spaces;
    std::sort(present.begin(), present.end());
    if (listed != m_spaces) {
        beginResetModel();
        m_spaces = std::move(listed);
        m_present = std::move(present);
        endResetModel();
        return;
    }
    m_present = std::move(present);
    if (!m_spaces.empty())
        Q_EMIT dataChanged(index(0), index(rowCount() - 1));
}

bool MemoryTypeModel::isPresent(qint64 memorySpace) const
{
    return std::binary_search(m_present.begin(), m_present.end(), memorySpace);
}

int MemoryTypeModel::rowOf(qint64 memorySpace) const
{
    const auto it = std::find(m_spaces.begin(), m_spaces.end(), memorySpace);
    return it == m_spaces.end() ? -1 : static_cast<int>(it - m_spaces.begin());
}

qint64 MemoryTypeModel::memorySpaceAt(int row) const { return row >= 0 && row < rowCount() ? m_spaces[row] : -1; }

int MemoryTypeModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_spaces.size());
}

QVariant MemoryTypeModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const qint64 space = m_spaces[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        return tr("%1 (%2)").arg(memorySpaceName(space)).arg(space);
    case Qt::ToolTipRole:
        return isPresent(space) ? tr("Memory space %1: %2").arg(space).arg(memorySpaceName(space))
                                : tr("The module allocates nothing in %1.").arg(memorySpaceName(space));
    case MemorySpaceRole:
        return space;
    default:
        return {};
    }
}

Qt::ItemFlags MemoryTypeModel::flags(const QModelIndex& index) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    return isPresent(m_spaces[index.row()]) ? Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren
                                            : Qt::ItemNeverHasChildren;
}

} // namespace memscope
