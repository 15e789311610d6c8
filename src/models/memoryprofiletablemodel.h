// SPDX-License-Identifier: Apache-2.0
#pragma once

// The Memory Profile's tables for one allocator: the breakdown at the peak and
// the allocations never freed. Cells show what users read (sizes as "2.00 MiB",
// times in ms); SortRole holds the raw value, so sorting is on numbers.

#include "core/memoryprofile/memoryprofile.h"

#include <QAbstractTableModel>
#include <memory>

namespace memscope {

class MemoryProfileTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Roles
    {
        SortRole
        = Qt::UserRole, // qint64 bytes and counts, double ms for times, QString otherwise: also what CSV exports
    };

    using QAbstractTableModel::QAbstractTableModel;

    // Shows `allocatorIndex` of `result` (-1 or no result: empty).
    void setAllocator(std::shared_ptr<const memoryprofile::Result> result, int allocatorIndex);
    const memoryprofile::Allocator* allocator() const { return m_allocator; }

    // The allocations (snapshot indices) a row stands for: all merged ones of a
    // breakdown row, none for the "stack" and "unused" rows.
    virtual std::vector<int> snapshotIndices(int row) const = 0;

    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

protected:
    // One cell: what is shown and what is sorted on.
    struct Cell
    {
        QVariant display;
        QVariant sort;
    };
    struct Column
    {
        QString title;
        QString toolTip;
    };
    virtual QList<Column> columns() const = 0;
    virtual Cell cell(int row, int column) const = 0;

    // Cells every table shares.
    Cell bytesCell(qint64 bytes) const;
    Cell textCell(memoryprofile::StringId id) const;
    Cell opCell(memoryprofile::StringId id) const;
    static Cell dataTypeCell(int dataType);
    static Cell timeCell(qint64 ps);
    static Cell numberCell(qint64 value);

    std::shared_ptr<const memoryprofile::Result> m_result;
    const memoryprofile::Allocator* m_allocator = nullptr;
};

// XProf's "Memory Breakdown Table", every row (XProf hides those under 1 MiB).
class MemoryProfileBreakdownModel : public MemoryProfileTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        OpName,
        AllocationSize,
        RequestedSize,
        Occurrences,
        RegionType,
        DataType,
        Shape
    };
    using MemoryProfileTableModel::MemoryProfileTableModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    std::vector<int> snapshotIndices(int row) const override;

protected:
    QList<MemoryProfileTableModel::Column> columns() const override;
    Cell cell(int row, int column) const override;
};

// The allocations of the window that were never freed, largest and longest-lived first.
class MemoryProfileNeverFreedModel : public MemoryProfileTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        OpName,
        AllocationSize,
        RequestedSize,
        AllocatedAt,
        AliveFor,
        Step,
        RegionType,
        DataType,
        Shape
    };
    using MemoryProfileTableModel::MemoryProfileTableModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    std::vector<int> snapshotIndices(int row) const override;

protected:
    QList<MemoryProfileTableModel::Column> columns() const override;
    Cell cell(int row, int column) const override;
};

// XProf's "HLO Modules" table: the TPU module executions, on the memory events' clock.
class MemoryProfileHloModuleModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        Id,
        Module,
        Device,
        StartTime,
        EndTime,
        Duration,
        ColumnCount
    };
    using QAbstractTableModel::QAbstractTableModel;

    void setResult(std::shared_ptr<const memoryprofile::Result> result);
    const memoryprofile::HloModuleSpan* module(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const memoryprofile::Result> m_result;
};

} // namespace memscope
