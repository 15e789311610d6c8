// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/profile/profile.h"

#include <QAbstractItemModel>
#include <memory>

namespace memscope {

// The runs of a trace folder (newest first) with their hosts as children.
// The run that is loaded is shown in bold; choosing another run reloads the
// folder with that run (LoadOptions::runName).
class RunTreeModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Role
    {
        RunNameRole = Qt::UserRole, // QString, on runs and on their hosts
        PathRole, // absolute folder (run) or file (host) path
        IsLoadedRole, // bool: the run shown, or one of its hosts
    };

    explicit RunTreeModel(QObject* parent = nullptr);

    void setProfile(std::shared_ptr<const Profile> profile);
    QModelIndex loadedRunIndex() const;

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    // Internal ids: 0 for runs, run row + 1 for the hosts of that run.
    static constexpr quintptr kRunId = 0;
    const RunInfo* runOf(const QModelIndex& index) const;

    std::shared_ptr<const Profile> m_profile;
};

} // namespace memscope
