// SPDX-License-Identifier: Apache-2.0
#pragma once

// The vocabulary the parts of the Memory Viewer analysis share (heap simulation,
// instruction texts, timeline blocks): the module's instructions, allocations and
// logical buffers indexed by id, and the warnings they give. Internal to
// src/core/memoryviewer.

#include "core/format/hlorows.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <algorithm>
#include <map>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace memscope::memoryviewer::analysis {

struct MemoryViewerText
{
    Q_DECLARE_TR_FUNCTIONS(memscope::memoryviewer)
};

constexpr int kCancelCheckInterval = 1 << 14;

using format::HloRows;

inline bool isIndefinite(const HloRows::Allocation& allocation)
{
    return allocation.isThreadLocal || allocation.isEntryComputationParameter || allocation.isConstant
        || allocation.maybeLiveOut;
}

inline bool isReusable(const HloRows::Allocation& allocation)
{
    return !allocation.isThreadLocal && !allocation.isTuple;
}

inline std::string_view categoryOf(const HloRows::Allocation& allocation)
{
    if (allocation.isEntryComputationParameter)
        return "Parameter";
    if (allocation.maybeLiveOut)
        return "Output";
    if (allocation.isThreadLocal)
        return "Thread-local";
    if (allocation.isConstant)
        return "Constant";
    return "Temporary";
}

inline QString fromStd(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

// Id -> position. Compilers number logical buffers (and often instructions)
// densely from 0, so a flat table is used when the ids allow; a hash map otherwise.
class IdIndex
{
public:
    template <typename Ids> void build(const Ids& ids, size_t count)
    {
        qint64 largest = -1;
        bool dense = true;
        for (const qint64 id : ids) {
            if (id < 0) {
                dense = false;
                break;
            }
            largest = std::max(largest, id);
        }
        m_dense = dense && largest < static_cast<qint64>(4 * count + 1024);
        if (m_dense)
            m_table.assign(static_cast<size_t>(largest + 1), -1);
        else
            m_map.reserve(count);
    }
    // Inserts id -> position unless present; returns the position stored for id.
    int insert(qint64 id, int position)
    {
        if (m_dense) {
            int& slot = m_table[static_cast<size_t>(id)];
            if (slot < 0)
                slot = position;
            return slot;
        }
        return m_map.try_emplace(id, position).first->second;
    }
    void set(qint64 id, int position)
    {
        if (m_dense)
            m_table[static_cast<size_t>(id)] = position;
        else
            m_map[id] = position;
    }
    int find(qint64 id) const
    {
        if (m_dense)
            return id >= 0 && id < static_cast<qint64>(m_table.size()) ? m_table[static_cast<size_t>(id)] : -1;
        const auto it = m_map.find(id);
        return it == m_map.end() ? -1 : it->second;
    }

private:
    bool m_dense = false;
    std::vector<int> m_table;
    std::unordered_map<qint64, int> m_map;
};

// Projects rows to one id per element, for IdIndex::build.
template <typename Items, typename Key> struct IdView
{
    const Items& items;
    Key key;
    struct Iterator
    {
        typename Items::const_iterator it;
        Key key;
        qint64 operator*() const { return key(*it); }
        Iterator& operator++()
        {
            ++it;
            return *this;
        }
        bool operator!=(const Iterator& other) const { return it != other.it; }
    };
    Iterator begin() const { return { items.begin(), key }; }
    Iterator end() const { return { items.end(), key }; }
};
template <typename Items, typename Key> IdView<Items, Key> idsOf(const Items& items, Key key) { return { items, key }; }

// A warning that may repeat thousands of times is reported once, with a count.
class WarningLog
{
public:
    void add(int kind, const QString& firstExample)
    {
        Entry& entry = m_entries[kind];
        if (entry.count++ == 0)
            entry.example = firstExample;
    }
    QStringList lines() const
    {
        QStringList lines;
        for (const auto& [kind, entry] : m_entries) {
            if (entry.count == 1)
                lines << entry.example;
            else
                lines << MemoryViewerText::tr("%1 (and %2 more like it)").arg(entry.example).arg(entry.count - 1);
        }
        return lines;
    }

private:
    struct Entry
    {
        qint64 count = 0;
        QString example;
    };
    std::map<int, Entry> m_entries; // ordered by kind so the list reads the same every run
};

enum WarningKind
{
    DuplicateAllocationIndex,
    UnknownAssignedBuffer,
    UnknownInstruction,
    BufferAssignedTwice,
    ShapeIndexOutOfRange,
    UnsizableShape,
    UnknownEventBuffer,
    UnknownShareTarget,
    ShareCycle,
};

struct AllocationRecord
{
    const HloRows::Allocation* row = nullptr;
    int traceId = -1;
};

// XProf's LogicalBufferStruct: one per logical buffer that is assigned to an allocation.
struct BufferRecord
{
    const HloRows::LogicalBuffer* row = nullptr;
    int instructionOrdinal = -1; // index into HloRows::instructions
    const xla::ShapeProto* shape = nullptr; // resolved by the last shape-index element
    int allocation = -1; // index into Records::allocations
    qint64 offset = 0;
    qint64 unpadded = 0;
    qint64 ref = 0;
    int canonical = -1; // direct SHARE_WITH link
    int spanStart = -1; // -1: no span
    int spanEnd = -1;
    int liveHead = -1; // most recent live increase of this record (in HeapSimulation)
    bool seen = false;
    qint64 id() const { return row->id; }
    qint64 size() const { return row->size; }
    bool hasSpan() const { return spanStart >= 0; }
};

// What index() builds from the module and its buffer assignment.
struct Records
{
    explicit Records(const HloRows& rows)
        : rows(rows)
    {
    }

    const HloRows& rows;
    IdIndex instructionById; // into rows.instructions
    std::vector<AllocationRecord> allocations; // ascending index, one per index
    IdIndex bufferById;
    std::vector<BufferRecord> buffers;

    int recordOf(qint64 id) const { return bufferById.find(id); }
    const HloRows::Allocation& allocationOf(const BufferRecord& buffer) const
    {
        return *allocations[static_cast<size_t>(buffer.allocation)].row;
    }
    const HloRows::Instruction& instructionOf(const BufferRecord& buffer) const
    {
        return rows.instructions[static_cast<size_t>(buffer.instructionOrdinal)];
    }
    std::span<const HloRows::Assigned> assignedOf(const HloRows::Allocation& allocation) const
    {
        return std::span<const HloRows::Assigned>(rows.assigned)
            .subspan(allocation.assignedStart, allocation.assignedCount);
    }
    std::span<const HloRows::Event> eventsOf(int trace) const
    {
        const HloRows::Trace& range = rows.traces[static_cast<size_t>(trace)];
        return std::span<const HloRows::Event>(rows.events).subspan(range.eventStart, range.eventCount);
    }
    // The shape index of a buffer's defined_at.
    std::span<const qint64> shapeIndexOf(const BufferRecord& buffer) const
    {
        return std::span<const qint64>(rows.shapeIndices)
            .subspan(buffer.row->shapeIndexStart, buffer.row->shapeIndexSize);
    }
};

} // namespace memscope::memoryviewer::analysis
