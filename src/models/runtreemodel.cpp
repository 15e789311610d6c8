// SPDX-License-Identifier: Apache-2.0
#include "models/runtreemodel.h"

#include "core/profile/tracefolder.h"

#include <QFileInfo>
#include <QFont>
#include <QLocale>

namespace memscope {

RunTreeModel::RunTreeModel(QObject* parent)
    : QAbstractItemModel(parent)
{
}

void RunTreeModel::setProfile(std::shared_ptr<const Profile> profile)
{
    beginResetModel();
    m_profile = std::move(profile);
    endResetModel();
}

QModelIndex RunTreeModel::loadedRunIndex() const
{
    if (!m_profile)
        return {};
    for (size_t row = 0; row < m_profile->runs.size(); ++row) {
        if (m_profile->runs[row].name == m_profile->runName)
            return index(static_cast<int>(row), 0);
    }
    return {};
}

const RunInfo* RunTreeModel::runOf(const QModelIndex& index) const
{
    const size_t row = index.internalId() == kRunId ? index.row() : index.internalId() - 1;
    return row < m_profile->runs.size() ? &m_profile->runs[row] : nullptr;
}

QModelIndex RunTreeModel::index(int row, int column, const QModelIndex& parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    return createIndex(row, column, parent.isValid() ? quintptr(parent.row()) + 1 : kRunId);
}

QModelIndex RunTreeModel::parent(const QModelIndex& child) const
{
    if (!child.isValid() || child.internalId() == kRunId)
        return {};
    return createIndex(static_cast<int>(child.internalId() - 1), 0, kRunId);
}

int RunTreeModel::rowCount(const QModelIndex& parent) const
{
    if (!m_profile || parent.column() > 0)
        return 0;
    if (!parent.isValid())
        return static_cast<int>(m_profile->runs.size());
    if (parent.internalId() != kRunId)
        return 0;
    return static_cast<int>(m_profile->runs[parent.row()].hostFiles.size());
}

int RunTreeModel::columnCount(const QModelIndex&) const { return 1; }

QVariant RunTreeModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const RunInfo* run = runOf(index);
    if (!run)
        return {};
    const bool isRun = index.internalId() == kRunId;
    const bool loaded = run->name == m_profile->runName;
    switch (role) {
    case Qt::DisplayRole:
        return isRun ? run->name : hostNameFromFile(run->hostFiles[index.row()]);
    case Qt::ToolTipRole:
        if (!isRun)
            return run->hostFiles[index.row()];
        return tr("%1\nmodified %2\n%n host(s)", nullptr, static_cast<int>(run->hostFiles.size()))
            .arg(run->path, QLocale().toString(run->modified, QLocale::ShortFormat));
    case Qt::FontRole:
        if (loaded && isRun) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case RunNameRole:
        return run->name;
    case PathRole:
        return isRun ? run->path : run->hostFiles[index.row()];
    case IsLoadedRole:
        return loaded;
    default:
        return {};
    }
}

} // namespace memscope
