// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QAbstractListModel>
#include <vector>

namespace memscope {

// The memory types a user can choose, in XProf's order: HBM (0), CMEM (3),
// SFlag (2), VMEM (1), SMEM (4), Host (5), SparseCore (6), followed by any
// other memory space the module uses. Only the spaces present in the current
// module are enabled.
class MemoryTypeModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role
    {
        MemorySpaceRole = Qt::UserRole
    }; // qint64

    explicit MemoryTypeModel(QObject* parent = nullptr);

    // The spaces the current module allocates in (memoryviewer::memorySpacesPresent).
    void setPresentSpaces(const std::vector<qint64>& spaces);
    bool isPresent(qint64 memorySpace) const;
    int rowOf(qint64 memorySpace) const; // -1 when not listed
    qint64 memorySpaceAt(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

private:
    std::vector<qint64> m_spaces; // listed, in display order
    std::vector<qint64> m_present; // ascending
};

} // namespace memscope
