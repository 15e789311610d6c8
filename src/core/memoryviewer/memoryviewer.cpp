// SPDX-License-Identifier: Apache-2.0
// The Memory Viewer analysis (spec memory-viewer.md §2): indexing, heap
// simulation, the peak snapshot, result assembly and the allocation timeline.
//
// Built for modules with hundreds of thousands of buffers and millions of
// heap-simulator events: flat vectors indexed by record number, hash maps keyed
// by id, and no per-event string work. XProf keeps an ordered "live" list and
// copies it at every new peak; that is quadratic, so the simulation below logs
// each increase with the event that removed it and rebuilds the live list at
// the peak once, which gives the same list.
#include "core/memoryviewer/memoryviewer.h"

#include "core/memoryviewer/timelinelayout.h"
#include "core/util/saturating.h"
#include "hlo.pb.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <algorithm>
#include <limits>
#include <numeric>
#include <string_view>
#include <unordered_map>

namespace memscope::memoryviewer {

namespace {

    constexpr double kBytesPerMiB = 1048576.0;
    constexpr int kCancelCheckInterval = 1 << 14;

    double bytesToMiB(qint64 bytes) { return static_cast<double>(bytes) / kBytesPerMiB; }

    QString tr(const char* text) { return QCoreApplication::translate("MemoryViewer", text); }

    bool isIndefinite(const xla::BufferAllocationProto& allocation)
    {
        return allocation.is_thread_local() || allocation.is_entry_computation_parameter() || allocation.is_constant()
            || allocation.maybe_live_out();
    }

    bool isReusable(const xla::BufferAllocationProto& allocation)
    {
        return !allocation.is_thread_local() && !allocation.is_tuple();
    }

    const QString& categoryOf(const xla::BufferAllocationProto& allocation)
    {
        static const QString parameter = QStringLiteral("Parameter");
        static const QString output = QStringLiteral("Output");
        static const QString threadLocal = QStringLiteral("Thread-local");
        static const QString constant = QStringLiteral("Constant");
        static const QString temporary = QStringLiteral("Temporary");
        if (allocation.is_entry_computation_parameter())
            return parameter;
        if (allocation.maybe_live_out())
            return output;
        if (allocation.is_thread_local())
            return threadLocal;
        if (allocation.is_constant())
            return constant;
        return temporary;
    }

    QString fromStd(const std::string& text)
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

    // Projects a repeated proto field to one id per element, for IdIndex::build.
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
    template <typename Items, typename Key> IdView<Items, Key> idsOf(const Items& items, Key key)
    {
        return { items, key };
    }

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
                    lines << tr("%1 (and %2 more like it)").arg(entry.example).arg(entry.count - 1);
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
        const xla::BufferAllocationProto* proto = nullptr;
        int traceId = -1;
    };

    // XProf's LogicalBufferStruct: one per logical buffer that is assigned to an allocation.
    struct BufferRecord
    {
        const xla::LogicalBufferProto* proto = nullptr;
        const xla::HloInstructionProto* instruction = nullptr;
        int instructionOrdinal = -1; // index into Analysis::m_instructions
        const xla::ShapeProto* shape = nullptr; // resolved by the last shape-index element
        int allocation = -1; // index into Analysis::m_allocations
        qint64 offset = 0;
        qint64 unpadded = 0;
        qint64 ref = 0;
        int canonical = -1; // direct SHARE_WITH link
        int spanStart = -1; // -1: no span
        int spanEnd = -1;
        int liveHead = -1; // most recent live increase of this record (Analysis::m_increases)
        bool seen = false;
        qint64 id() const { return proto->id(); }
        qint64 size() const { return proto->size(); }
        bool hasSpan() const { return spanStart >= 0; }
    };

    // One "append to live" of XProf's simulation.
    struct Increase
    {
        int record;
        int previousOfRecord; // the record's earlier live increase, -1 when none
        int removedAt; // event index of the removal, INT_MAX while live
    };

    struct DisplayAssignment
    {
        int root;
        int sharer;
        int event;
    };

    class Analysis
    {
    public:
        Analysis(const xla::HloProto& proto, const Options& options)
            : m_proto(proto)
            , m_options(options)
        {
        }

        Result run();

    private:
        bool cancelled() const { return m_options.cancel && m_options.cancel->load(std::memory_order_relaxed); }
        int recordOf(qint64 id) const { return m_bufferById.find(id); }
        int root(int record) const
        {
            while (m_buffers[record].canonical >= 0)
                record = m_buffers[record].canonical;
            return record;
        }
        // The root of target's chain, or -1 when the chain passes through sharer:
        // linking sharer to target would then close a cycle that root() never leaves.
        int rootUnlessThrough(int target, int sharer) const
        {
            for (int record = target;; record = m_buffers[record].canonical) {
                if (record == sharer)
                    return -1;
                if (m_buffers[record].canonical < 0)
                    return record;
            }
        }
        const xla::BufferAllocationProto& allocationOf(const BufferRecord& buffer) const
        {
            return *m_allocations[static_cast<size_t>(buffer.allocation)].proto;
        }

        void index();
        int chooseTrace();
        void warnUnknownEventBuffer(int traceId, qint64 bufferId);
        bool simulate(int traceId);
        void increase(int record, int event, bool setSpan);
        bool decrease(int record, int event);
        void snapshotPeak();
        void addHeapObject(int record);
        void assemble();
        void noteSpecialAllocations();
        void computeScopedVmem();
        void buildTimeline();

        PeakBuffer makePeakBuffer(const BufferRecord& buffer, int colorIndex);
        // Strings shared by every buffer of one instruction, built once on first use.
        struct InstructionTexts
        {
            QString name;
            QString opName;
            QString shape; // of the instruction's whole shape
            int source = -1; // index into m_sources, -1 when it has none
        };
        const InstructionTexts& textsOf(int instructionOrdinal);
        const QString& shapeText(const BufferRecord& buffer);
        const SourceInfo& sourceOf(const BufferRecord& buffer);
        QString intern(QString&& text);
        int sourceIndexOf(const xla::HloInstructionProto& instruction);
        const QString& frameChain(int frameId);
        QString nameWithShapeIndex(const BufferRecord& buffer);

        const xla::HloProto& m_proto;
        const Options& m_options;
        Result m_result;
        WarningLog m_warnings;
        QString m_error;

        std::vector<const xla::HloInstructionProto*> m_instructions;
        IdIndex m_instructionById;
        std::vector<AllocationRecord> m_allocations; // ascending index, one per index
        IdIndex m_bufferById;
        std::vector<BufferRecord> m_buffers;

        // Simulation state.
        qint64 m_heap = 0;
        qint64 m_unpaddedHeap = 0;
        qint64 m_peak = 0;
        qint64 m_peakUnpadded = 0;
        int m_peakPosition = 0;
        int m_peakIncrease = -1; // the increase that set the peak
        int m_eventCount = 0;
        std::vector<Increase> m_increases;
        std::vector<DisplayAssignment> m_displayAssignments;
        std::vector<qint64> m_heapTimeline;
        std::vector<qint64> m_unpaddedTimeline;
        std::vector<const std::string*> m_nameTimeline;
        std::vector<char> m_seenAllocations;
        int m_seenAllocationCount = 0;

        // Peak snapshot.
        qint64 m_indefiniteBytes = 0;
        qint64 m_smallBytes = 0;
        std::unordered_map<qint64, int> m_colorOf; // logical buffer id -> colour index

        // Caches so strings repeated over thousands of buffers are built and stored once.
        std::vector<InstructionTexts> m_texts; // by instruction ordinal
        std::vector<char> m_textsReady;
        std::unordered_map<const xla::ShapeProto*, QString> m_elementShapeTexts; // tuple elements
        QSet<QString> m_interned;
        std::vector<SourceInfo> m_sources;
        std::vector<QString> m_frameChains; // by stack frame id - 1; null until built
    };

    void Analysis::index()
    {
        const xla::HloModuleProto& module = m_proto.hlo_module();
        const xla::BufferAssignmentProto& assignment = m_proto.buffer_assignment();

        size_t instructionCount = 0;
        for (const xla::HloComputationProto& computation : module.computations())
            instructionCount += static_cast<size_t>(computation.instructions_size());
        m_instructions.reserve(instructionCount);
        for (const xla::HloComputationProto& computation : module.computations()) {
            for (const xla::HloInstructionProto& instruction : computation.instructions())
                m_instructions.push_back(&instruction);
        }
        m_instructionById.build(
            idsOf(m_instructions, [](const xla::HloInstructionProto* i) { return qint64(i->id()); }),
            m_instructions.size());
        // A repeated id maps to its last instruction, as in XProf's map.
        for (size_t i = 0; i < m_instructions.size(); ++i)
            m_instructionById.set(m_instructions[i]->id(), static_cast<int>(i));
        m_texts.resize(m_instructions.size());
        m_textsReady.assign(m_instructions.size(), 0);

        const auto& logicalBuffers = assignment.logical_buffers();
        IdIndex logicalById;
        logicalById.build(idsOf(logicalBuffers, [](const xla::LogicalBufferProto& b) { return qint64(b.id()); }),
            static_cast<size_t>(logicalBuffers.size()));
        for (int i = 0; i < logicalBuffers.size(); ++i)
            logicalById.set(logicalBuffers[i].id(), i);

        // XProf keys allocations by index; a repeated index replaces the earlier one.
        std::unordered_map<qint64, int> allocationByIndex;
        allocationByIndex.reserve(static_cast<size_t>(assignment.buffer_allocations_size()));
        for (const xla::BufferAllocationProto& allocation : assignment.buffer_allocations()) {
            const auto [it, inserted]
                = allocationByIndex.try_emplace(allocation.index(), static_cast<int>(m_allocations.size()));
            if (inserted) {
                m_allocations.push_back({ &allocation, -1 });
            } else {
                m_warnings.add(DuplicateAllocationIndex,
                    tr("Buffer allocation index %1 appears more than once; the last one is used.")
                        .arg(allocation.index()));
                m_allocations[static_cast<size_t>(it->second)].proto = &allocation;
            }
        }
        std::stable_sort(m_allocations.begin(), m_allocations.end(),
            [](const AllocationRecord& a, const AllocationRecord& b) { return a.proto->index() < b.proto->index(); });
        m_buffers.reserve(static_cast<size_t>(logicalBuffers.size()));
        m_bufferById.build(idsOf(logicalBuffers, [](const xla::LogicalBufferProto& b) { return qint64(b.id()); }),
            static_cast<size_t>(logicalBuffers.size()));
        std::unordered_map<const xla::BufferAllocationProto*, int> ordinalOfProto;
        ordinalOfProto.reserve(m_allocations.size());
        for (size_t i = 0; i < m_allocations.size(); ++i)
            ordinalOfProto[m_allocations[i].proto] = static_cast<int>(i);
        qint64 assignedSeen = 0;
        for (const xla::BufferAllocationProto& allocation : assignment.buffer_allocations()) {
            if (cancelled())
                return;
            const auto owner = ordinalOfProto.find(&allocation);
            if (owner == ordinalOfProto.end())
                continue; // replaced by a later allocation with the same index
            for (const xla::BufferAllocationProto::Assigned& assigned : allocation.assigned()) {
                if ((++assignedSeen % kCancelCheckInterval) == 0 && cancelled())
                    return;
                const qint64 id = assigned.logical_buffer_id();
                const int logicalPosition = logicalById.find(id);
                if (logicalPosition < 0) {
                    m_warnings.add(UnknownAssignedBuffer,
                        tr("Buffer allocation %1 names logical buffer %2, which the buffer assignment does not define; "
                           "it is left out.")
                            .arg(allocation.index())
                            .arg(id));
                    continue;
                }
                const xla::LogicalBufferProto& logical = logicalBuffers[logicalPosition];
                const qint64 instructionId = logical.defined_at().instruction_id();
                const int instructionOrdinal = m_instructionById.find(instructionId);
                if (instructionOrdinal < 0) {
                    m_warnings.add(UnknownInstruction,
                        tr("Logical buffer %1 is defined by instruction id %2, which the module does not contain; it "
                           "is left out.")
                            .arg(id)
                            .arg(instructionId));
                    continue;
                }
                const int position = m_bufferById.insert(id, static_cast<int>(m_buffers.size()));
                if (position == static_cast<int>(m_buffers.size())) {
                    m_buffers.emplace_back();
                } else {
                    m_warnings.add(BufferAssignedTwice,
                        tr("Logical buffer %1 is assigned to more than one buffer allocation; the last one (%2) is "
                           "used.")
                            .arg(id)
                            .arg(allocation.index()));
                }
                const xla::HloInstructionProto* instruction = m_instructions[static_cast<size_t>(instructionOrdinal)];
                BufferRecord& buffer = m_buffers[static_cast<size_t>(position)];
                buffer.proto = &logical;
                buffer.instruction = instruction;
                buffer.instructionOrdinal = instructionOrdinal;
                buffer.allocation = owner->second;
                buffer.offset = assigned.offset();

                // Only the last shape-index element selects a top-level tuple element (XProf's historical choice).
                const xla::ShapeProto* shape = &instruction->shape();
                const auto& shapeIndex = logical.defined_at().shape_index();
                if (!shapeIndex.empty()) {
                    const qint64 last = shapeIndex[shapeIndex.size() - 1];
                    if (last >= 0 && last < shape->tuple_shapes_size())
                        shape = &shape->tuple_shapes(static_cast<int>(last));
                    else
                        m_warnings.add(ShapeIndexOutOfRange,
                            tr("Logical buffer %1 has shape index element %2, outside the %3 tuple elements of %4; the "
                               "whole shape is used.")
                                .arg(id)
                                .arg(last)
                                .arg(shape->tuple_shapes_size())
                                .arg(fromStd(instruction->name())));
                }
                buffer.shape = shape;
                const qint64 unpadded = unpaddedSizeBytes(*shape);
                if (unpadded < 0)
                    m_warnings.add(UnsizableShape,
                        tr("The shape of logical buffer %1 (%2) has no byte size; its unpadded size counts as 0.")
                            .arg(id)
                            .arg(shapeString(*shape)));
                buffer.unpadded = std::max<qint64>(unpadded, 0);
            }
        }

        // Trace -> allocation, by each trace's first event (buffer_allocation_index is not trusted).
        const auto& traces = assignment.heap_simulator_traces();
        for (int i = 0; i < traces.size(); ++i) {
            if (traces[i].events().empty())
                continue;
            const int record = recordOf(traces[i].events(0).buffer_id());
            if (record < 0)
                continue;
            m_allocations[static_cast<size_t>(m_buffers[static_cast<size_t>(record)].allocation)].traceId = i;
        }
    }

    void Analysis::warnUnknownEventBuffer(int traceId, qint64 bufferId)
    {
        m_warnings.add(UnknownEventBuffer,
            tr("Heap-simulator trace %1 names logical buffer %2, which no buffer allocation holds; the event is "
               "ignored.")
                .arg(traceId)
                .arg(bufferId));
    }

    int Analysis::chooseTrace()
    {
        const qint64 color = m_options.memorySpace;
        for (const AllocationRecord& allocation : m_allocations) {
            if (allocation.proto->color() != color || isIndefinite(*allocation.proto))
                continue;
            if (allocation.traceId >= 0)
                return allocation.traceId;
        }
        // Fallback: the trace with the most events on buffers of this colour.
        const auto& traces = m_proto.buffer_assignment().heap_simulator_traces();
        int best = -1;
        qint64 bestCount = 0;
        for (int i = 0; i < traces.size(); ++i) {
            qint64 count = 0;
            for (const xla::HeapSimulatorTrace::Event& event : traces[i].events()) {
                const int record = recordOf(event.buffer_id());
                if (record < 0) {
                    warnUnknownEventBuffer(i, event.buffer_id());
                    continue;
                }
                if (m_buffers[static_cast<size_t>(record)].proto->color() == color)
                    ++count;
            }
            if (count > bestCount) {
                best = i;
                bestCount = count;
            }
        }
        return best;
    }

    void Analysis::increase(int record, int event, bool setSpan)
    {
        BufferRecord& buffer = m_buffers[static_cast<size_t>(record)];
        m_increases.push_back({ record, buffer.liveHead, std::numeric_limits<int>::max() });
        buffer.liveHead = static_cast<int>(m_increases.size()) - 1;
        m_heap = saturatingAdd(m_heap, buffer.size());
        m_unpaddedHeap = saturatingAdd(m_unpaddedHeap, buffer.unpadded);
        if (m_heap > m_peak) {
            m_peak = m_heap;
            m_peakPosition = event;
            m_peakUnpadded = m_unpaddedHeap;
            m_peakIncrease = buffer.liveHead;
        }
        if (setSpan) {
            buffer.spanStart = event;
            buffer.spanEnd = m_eventCount - 1;
        }
    }

    bool Analysis::decrease(int record, int event)
    {
        BufferRecord& buffer = m_buffers[static_cast<size_t>(record)];
        for (int entry = buffer.liveHead; entry >= 0; entry = m_increases[static_cast<size_t>(entry)].previousOfRecord)
            m_increases[static_cast<size_t>(entry)].removedAt = event;
        buffer.liveHead = -1;
        m_heap = saturatingSubtract(m_heap, buffer.size());
        if (m_heap < 0) {
            m_error = QStringLiteral("Heap size should be non-negative, but get: %1").arg(m_heap);
            return false;
        }
        m_unpaddedHeap = saturatingSubtract(m_unpaddedHeap, buffer.unpadded);
        if (buffer.hasSpan())
            buffer.spanEnd = event;
        return true;
    }

    bool Analysis::simulate(int traceId)
    {
        const xla::HeapSimulatorTrace& trace = m_proto.buffer_assignment().heap_simulator_traces(traceId);
        m_eventCount = trace.events_size();
        const size_t points = static_cast<size_t>(m_eventCount) + 1;
        m_heapTimeline.reserve(points);
        m_unpaddedTimeline.reserve(points);
        m_nameTimeline.reserve(points);
        m_increases.reserve(static_cast<size_t>(m_eventCount));
        m_seenAllocations.assign(m_allocations.size(), 0);

        for (int i = 0; i < m_eventCount; ++i) {
            if ((i % kCancelCheckInterval) == 0 && cancelled())
                return false;
            const xla::HeapSimulatorTrace::Event& event = trace.events(i);
            m_heapTimeline.push_back(m_heap);
            m_unpaddedTimeline.push_back(m_unpaddedHeap);
            m_nameTimeline.push_back(&event.instruction_name());
            const int record = recordOf(event.buffer_id());
            if (record < 0) {
                warnUnknownEventBuffer(traceId, event.buffer_id());
                continue;
            }
            BufferRecord& buffer = m_buffers[static_cast<size_t>(record)];
            buffer.seen = true;
            char& seenAllocation = m_seenAllocations[static_cast<size_t>(buffer.allocation)];
            if (!seenAllocation) {
                seenAllocation = 1;
                ++m_seenAllocationCount;
            }
            switch (event.kind()) {
            case xla::HeapSimulatorTrace::Event::ALLOC:
                ++m_buffers[static_cast<size_t>(root(record))].ref;
                increase(record, i, true);
                break;
            case xla::HeapSimulatorTrace::Event::FREE: {
                const int rootRecord = root(record);
                const qint64 references = --m_buffers[static_cast<size_t>(rootRecord)].ref;
                if (references < 0) {
                    m_error = QStringLiteral("Buffer %1is freed multiple times.").arg(buffer.id());
                    return false;
                }
                if (references == 0 && !decrease(rootRecord, i))
                    return false;
                // A sharer's own span ends at its FREE.
                if (buffer.hasSpan() && buffer.canonical >= 0)
                    buffer.spanEnd = i;
                break;
            }
            case xla::HeapSimulatorTrace::Event::SHARE_WITH: {
                const int target = recordOf(event.share_with_canonical_id());
                if (target < 0) {
                    m_warnings.add(UnknownShareTarget,
                        tr("Heap-simulator event %1 shares logical buffer %2 with unknown buffer %3; the event is "
                           "ignored.")
                            .arg(i)
                            .arg(buffer.id())
                            .arg(event.share_with_canonical_id()));
                    continue;
                }
                const int targetRoot = rootUnlessThrough(target, record);
                if (targetRoot < 0) {
                    m_warnings.add(ShareCycle,
                        tr("Heap-simulator event %1 would make logical buffer %2 share with itself; the event is "
                           "ignored.")
                            .arg(i)
                            .arg(buffer.id()));
                    continue;
                }
                buffer.canonical = target;
                const qint64 references = ++m_buffers[static_cast<size_t>(targetRoot)].ref;
                if (references == 1) {
                    // The root's memory was free and is reused: it shows under the sharer's name.
                    m_displayAssignments.push_back({ targetRoot, record, i });
                    buffer.spanStart = i;
                    buffer.spanEnd = m_eventCount - 1;
                    increase(targetRoot, i, false);
                }
                break;
            }
            default:
                m_error = QStringLiteral("Unhandled event kind: %1").arg(static_cast<int>(event.kind()));
                return false;
            }
        }
        m_heapTimeline.push_back(m_heap);
        m_unpaddedTimeline.push_back(m_unpaddedHeap);
        m_nameTimeline.push_back(nullptr);
        if (m_seenAllocationCount != 1) {
            m_error = QStringLiteral("All heap simulation should work out of a single buffer allocation, actual "
                                     "seen_buffer_allocations.size():%1")
                          .arg(m_seenAllocationCount);
            return false;
        }
        return true;
    }

    const Analysis::InstructionTexts& Analysis::textsOf(int instructionOrdinal)
    {
        InstructionTexts& texts = m_texts[static_cast<size_t>(instructionOrdinal)];
        char& ready = m_textsReady[static_cast<size_t>(instructionOrdinal)];
        if (ready)
            return texts;
        ready = 1;
        const xla::HloInstructionProto& instruction = *m_instructions[static_cast<size_t>(instructionOrdinal)];
        texts.name = fromStd(instruction.name());
        texts.opName = intern(fromStd(instruction.metadata().op_name()));
        texts.shape = intern(shapeString(instruction.shape()));
        texts.source = sourceIndexOf(instruction);
        return texts;
    }

    const QString& Analysis::shapeText(const BufferRecord& buffer)
    {
        if (buffer.shape == &buffer.instruction->shape())
            return textsOf(buffer.instructionOrdinal).shape;
        auto [it, inserted] = m_elementShapeTexts.try_emplace(buffer.shape);
        if (inserted)
            it->second = intern(shapeString(*buffer.shape));
        return it->second;
    }

    // Thousands of instructions share a shape, an op name or a source file;
    // the result's buffers and blocks then share one copy of each.
    QString Analysis::intern(QString&& text)
    {
        const auto known = m_interned.constFind(text);
        if (known != m_interned.constEnd())
            return *known;
        m_interned.insert(text);
        return std::move(text);
    }

    const SourceInfo& Analysis::sourceOf(const BufferRecord& buffer)
    {
        static const SourceInfo none;
        const int source = textsOf(buffer.instructionOrdinal).source;
        return source < 0 ? none : m_sources[static_cast<size_t>(source)];
    }

    QString Analysis::nameWithShapeIndex(const BufferRecord& buffer)
    {
        const auto& shapeIndex = buffer.proto->defined_at().shape_index();
        if (shapeIndex.empty())
            return textsOf(buffer.instructionOrdinal).name;
        QString name = textsOf(buffer.instructionOrdinal).name;
        name += QLatin1Char('{');
        for (int i = 0; i < shapeIndex.size(); ++i) {
            if (i > 0)
                name += QLatin1Char(',');
            name += QString::number(shapeIndex[i]);
        }
        name += QLatin1Char('}');
        return name;
    }

    // Spec §3 SourceInfo: the metadata's source file, else the innermost stack frame.
    int Analysis::sourceIndexOf(const xla::HloInstructionProto& instruction)
    {
        const xla::OpMetadata& metadata = instruction.metadata();
        const xla::StackFrameIndexProto& frames = m_proto.hlo_module().stack_frame_index();
        if (metadata.source_file().empty()
            && (metadata.stack_frame_id() < 1 || metadata.stack_frame_id() > frames.stack_frames_size()))
            return -1;
        const QString& stack = frameChain(metadata.stack_frame_id());
        SourceInfo source;
        if (!metadata.source_file().empty()) {
            source.file = intern(fromStd(metadata.source_file()));
            source.line = metadata.source_line();
            source.stack = stack;
        } else if (!stack.isEmpty()) {
            const QStringList parts = stack.section(QLatin1Char('\n'), 0, 0).split(QLatin1Char(':'));
            if (parts.size() >= 2) {
                source.file = parts[0];
                bool numeric = false;
                const int line = parts[1].toInt(&numeric);
                source.line = numeric ? line : -1;
                source.stack = stack;
            }
        }
        // XProf attaches source info only when it names a file.
        if (source.file.isEmpty())
            return -1;
        m_sources.push_back(std::move(source));
        return static_cast<int>(m_sources.size()) - 1;
    }

    // The frames from stack_frame_id outwards, "file:line:column" each, one per line.
    // Many instructions share a frame, so each chain is built once.
    const QString& Analysis::frameChain(int frameId)
    {
        static const QString none;
        const xla::StackFrameIndexProto& frames = m_proto.hlo_module().stack_frame_index();
        if (frameId < 1 || frameId > frames.stack_frames_size())
            return none;
        if (m_frameChains.empty())
            m_frameChains.resize(static_cast<size_t>(frames.stack_frames_size()));
        QString& cached = m_frameChains[static_cast<size_t>(frameId - 1)];
        if (!cached.isNull())
            return cached;
        QStringList chain;
        // Bounded by the frame count so a cyclic parent chain cannot loop forever.
        for (int steps = 0; frameId >= 1 && frameId <= frames.stack_frames_size() && steps < frames.stack_frames_size();
             ++steps) {
            const xla::StackFrameIndexProto::StackFrame& frame = frames.stack_frames(frameId - 1);
            QString file;
            int line = -1;
            int column = -1;
            const int locationId = frame.file_location_id();
            if (locationId >= 1 && locationId <= frames.file_locations_size()) {
                const auto& location = frames.file_locations(locationId - 1);
                line = location.line();
                column = location.column();
                if (location.file_name_id() >= 1 && location.file_name_id() <= frames.file_names_size())
                    file = fromStd(frames.file_names(location.file_name_id() - 1));
            }
            chain << QStringLiteral("%1:%2:%3").arg(file).arg(line).arg(column);
            frameId = frame.parent_frame_id();
        }
        cached = chain.join(QLatin1Char('\n'));
        return cached;
    }

    PeakBuffer Analysis::makePeakBuffer(const BufferRecord& buffer, int colorIndex)
    {
        PeakBuffer object;
        object.logicalBufferId = buffer.id();
        object.colorIndex = colorIndex;
        object.color = paletteColor(colorIndex);
        object.instructionName = nameWithShapeIndex(buffer);
        const InstructionTexts& texts = textsOf(buffer.instructionOrdinal);
        object.shape = shapeText(buffer);
        object.tfOpName = texts.opName;
        object.label = QStringLiteral("%1: %2 # %3").arg(texts.name, object.shape, object.tfOpName);
        object.opcode = fromStd(buffer.instruction->opcode());
        object.allocationType = categoryOf(allocationOf(buffer));
        object.sizeBytes = buffer.size();
        object.unpaddedBytes = buffer.unpadded;
        object.source = sourceOf(buffer);
        return object;
    }

    void Analysis::addHeapObject(int record)
    {
        const BufferRecord& buffer = m_buffers[static_cast<size_t>(record)];
        if (buffer.size() < m_options.smallBufferSize) {
            m_smallBytes = saturatingAdd(m_smallBytes, buffer.size());
            return;
        }
        const int colorIndex = static_cast<int>(m_result.peakBuffers.size());
        m_colorOf[buffer.id()] = colorIndex;
        m_result.peakBuffers.push_back(makePeakBuffer(buffer, colorIndex));
    }

    void Analysis::snapshotPeak()
    {
        const qint64 color = m_options.memorySpace;
        // Indefinite allocations: their largest logical buffer stands for the allocation.
        for (const AllocationRecord& allocation : m_allocations) {
            if (allocation.proto->color() != color || !isIndefinite(*allocation.proto))
                continue;
            int best = -1;
            qint64 bestSize = 0;
            for (const auto& assigned : allocation.proto->assigned()) {
                const int record = recordOf(assigned.logical_buffer_id());
                if (record < 0)
                    continue; // already reported while indexing
                if (m_buffers[static_cast<size_t>(record)].size() > bestSize) {
                    bestSize = m_buffers[static_cast<size_t>(record)].size();
                    best = record;
                }
            }
            if (best < 0)
                continue;
            m_indefiniteBytes
                = saturatingAdd(m_indefiniteBytes, allocationOf(m_buffers[static_cast<size_t>(best)]).size());
            // XLA shows indefinite buffers only for the default memory space.
            if (color == 0 && !m_options.peakOnly)
                addHeapObject(best);
        }
        if (m_options.peakOnly)
            return;

        // The simulated buffers live at the peak, in program order, shown under their current sharer's name.
        std::unordered_map<int, int> displayOf;
        for (const DisplayAssignment& assignment : m_displayAssignments) {
            if (assignment.event > m_peakPosition)
                break;
            displayOf[assignment.root] = assignment.sharer;
        }
        for (int entry = 0; entry <= m_peakIncrease; ++entry) {
            const Increase& increase = m_increases[static_cast<size_t>(entry)];
            if (increase.removedAt <= m_peakPosition)
                continue;
            const auto display = displayOf.find(increase.record);
            addHeapObject(display == displayOf.end() ? increase.record : display->second);
        }
        if (m_smallBytes != 0) {
            PeakBuffer small;
            small.colorIndex = static_cast<int>(m_result.peakBuffers.size());
            small.color = paletteColor(small.colorIndex);
            small.label = QStringLiteral("small (<%1 bytes)").arg(m_options.smallBufferSize);
            small.sizeBytes = m_smallBytes;
            m_result.peakBuffers.push_back(small);
        }
    }

    void Analysis::noteSpecialAllocations()
    {
        const qint64 color = m_options.memorySpace;
        qint64 parameters = 0;
        qint64 nonReusable = 0;
        qint64 liveOut = 0;
        qint64 indefinite = 0;
        for (const AllocationRecord& record : m_allocations) {
            const xla::BufferAllocationProto& allocation = *record.proto;
            if (allocation.color() != color)
                continue;
            if (allocation.is_entry_computation_parameter())
                parameters = saturatingAdd(parameters, allocation.size());
            if (!isReusable(allocation))
                nonReusable = saturatingAdd(nonReusable, allocation.size());
            if (allocation.maybe_live_out())
                liveOut = saturatingAdd(liveOut, allocation.size());
            if (!isIndefinite(allocation))
                continue;
            indefinite = saturatingAdd(indefinite, allocation.size());
            IndefiniteAllocation lifetime;
            lifetime.index = allocation.index();
            lifetime.sizeBytes = allocation.size();
            if (allocation.is_entry_computation_parameter())
                lifetime.attributes << QStringLiteral("entry computation parameter");
            if (allocation.maybe_live_out())
                lifetime.attributes << QStringLiteral("may-be live out");
            if (isReusable(allocation))
                lifetime.attributes << QStringLiteral("reusable");
            lifetime.logicalBuffers.reserve(static_cast<size_t>(allocation.assigned_size()));
            for (const auto& assigned : allocation.assigned()) {
                IndefiniteLogicalBuffer logical;
                logical.id = assigned.logical_buffer_id();
                logical.sizeBytes = assigned.size();
                const int record = recordOf(assigned.logical_buffer_id());
                if (record >= 0) {
                    const BufferRecord& buffer = m_buffers[static_cast<size_t>(record)];
                    logical.hloName = textsOf(buffer.instructionOrdinal).name;
                    logical.shapeIndex.assign(buffer.proto->defined_at().shape_index().begin(),
                        buffer.proto->defined_at().shape_index().end());
                    logical.shape = shapeText(buffer);
                }
                lifetime.logicalBuffers.push_back(std::move(logical));
            }
            if (!lifetime.logicalBuffers.empty()) {
                const QString& common = lifetime.logicalBuffers.front().shape;
                const bool allSame = std::all_of(lifetime.logicalBuffers.begin(), lifetime.logicalBuffers.end(),
                    [&](const IndefiniteLogicalBuffer& b) { return b.shape == common; });
                if (allSame)
                    lifetime.commonShape = common;
            }
            m_result.indefiniteLifetimes.push_back(std::move(lifetime));
        }
        // XLA's ComputeTotalAllocationBytes sums every allocation of the colour as listed.
        qint64 total = 0;
        for (const xla::BufferAllocationProto& allocation : m_proto.buffer_assignment().buffer_allocations()) {
            if (allocation.color() == color)
                total = saturatingAdd(total, allocation.size());
        }
        m_result.entryComputationParametersMib = bytesToMiB(parameters);
        m_result.nonReusableMib = bytesToMiB(nonReusable);
        m_result.maybeLiveOutMib = bytesToMiB(liveOut);
        m_result.totalBufferAllocationMib = bytesToMiB(total);
        m_result.indefiniteBufferAllocationMib = bytesToMiB(indefinite);
    }

    // A proto3-JSON int64: a number or a decimal string; anything else counts as 0.
    qint64 jsonInt64(const QJsonValue& value)
    {
        if (value.isDouble())
            return static_cast<qint64>(value.toDouble());
        if (value.isString()) {
            bool ok = false;
            const qint64 parsed = value.toString().toLongLong(&ok);
            return ok ? parsed : 0;
        }
        return 0;
    }

    void Analysis::computeScopedVmem()
    {
        if (m_options.memorySpace != colorOf(MemorySpace::Vmem))
            return;
        static const std::string_view key = "used_scoped_memory_configs";
        qint64 largest = 0;
        for (const xla::HloComputationProto& computation : m_proto.hlo_module().computations()) {
            for (const xla::HloInstructionProto& instruction : computation.instructions()) {
                const std::string& config = instruction.backend_config();
                // Most configs never mention scoped memory; skip parsing those.
                if (std::string_view(config).find(key) == std::string_view::npos)
                    continue;
                QJsonParseError error;
                const QJsonDocument document = QJsonDocument::fromJson(
                    QByteArray::fromRawData(config.data(), static_cast<qsizetype>(config.size())), &error);
                if (error.error != QJsonParseError::NoError || !document.isObject())
                    continue;
                const QJsonValue configs = document.object().value(QLatin1String("used_scoped_memory_configs"));
                if (!configs.isArray())
                    continue;
                for (const QJsonValue& entry : configs.toArray()) {
                    const QJsonObject object = entry.toObject();
                    if (jsonInt64(object.value(QLatin1String("memory_space"))) != colorOf(MemorySpace::Vmem))
                        continue;
                    const qint64 size = jsonInt64(object.value(QLatin1String("size")));
                    if (size > largest) {
                        largest = size;
                        m_result.maxScopedVmemInstructionName = fromStd(instruction.name());
                    }
                }
            }
        }
        if (largest > 0)
            m_result.maxScopedVmemAllocationMib = bytesToMiB(largest);
    }

    void Analysis::buildTimeline()
    {
        const qint64 color = m_options.memorySpace;
        const auto& traces = m_proto.buffer_assignment().heap_simulator_traces();
        std::vector<const AllocationRecord*> temporaries;
        std::vector<qint64> bases;
        qint64 totalY = 0;
        qint64 totalX = 0;
        for (const AllocationRecord& allocation : m_allocations) {
            if (allocation.proto->color() != color || isIndefinite(*allocation.proto) || allocation.traceId < 0)
                continue;
            temporaries.push_back(&allocation);
            bases.push_back(totalY);
            totalY = saturatingAdd(totalY, allocation.proto->size());
            totalX = std::max<qint64>(totalX, traces[allocation.traceId].events_size());
        }
        if (totalY == 0 || totalX == 0)
            return;

        // At most one block per allocation and per assigned buffer; reserved so that
        // growing the vector of a big module never holds two copies of it.
        size_t blockCount = temporaries.size();
        for (const AllocationRecord* allocation : temporaries)
            blockCount += static_cast<size_t>(allocation->proto->assigned_size());
        m_result.bufferBlocks.reserve(blockCount);
        TimelineLayout layout(totalX, totalY, m_options.renderDot);
        for (size_t i = 0; i < temporaries.size(); ++i) {
            const xla::BufferAllocationProto& allocation = *temporaries[i]->proto;
            const qint64 base = bases[i];
            const QString& category = categoryOf(allocation);
            BufferBlock container;
            container.name = category;
            container.offset = static_cast<double>(base);
            container.size = static_cast<double>(allocation.size());
            container.endStep = static_cast<int>(totalX);
            container.category = category;
            container.color = QStringLiteral("#ffffff");
            m_result.bufferBlocks.push_back(container);
            layout.addContainer(base, allocation.index(), allocation.size(), allocation.assigned_size());

            for (const auto& assigned : allocation.assigned()) {
                if ((m_result.bufferBlocks.size() % kCancelCheckInterval) == 0 && cancelled())
                    return;
                const int record = recordOf(assigned.logical_buffer_id());
                if (record < 0)
                    continue;
                const BufferRecord& buffer = m_buffers[static_cast<size_t>(record)];
                // Only buffers ALLOCated in the trace; sharers appear through their root.
                if (!buffer.hasSpan() || buffer.canonical >= 0)
                    continue;
                const auto colorIndex = m_colorOf.find(buffer.id());
                BufferBlock block;
                block.logicalBufferId = buffer.id();
                block.name = nameWithShapeIndex(buffer);
                const qint64 offset = saturatingAdd(base, buffer.offset);
                block.offset = static_cast<double>(offset);
                block.size = static_cast<double>(buffer.size());
                block.startStep = buffer.spanStart;
                block.endStep = buffer.spanEnd;
                block.tfOpName = textsOf(buffer.instructionOrdinal).opName;
                block.category = categoryOf(allocationOf(buffer));
                block.shape = shapeText(buffer);
                block.unpaddedSize = static_cast<double>(buffer.unpadded);
                block.color = paletteColor(colorIndex != m_colorOf.end() ? colorIndex->second : layout.nodeCount());
                block.source = sourceOf(buffer);
                layout.addBuffer(
                    TimelineLayout::BufferRect { buffer.id(), buffer.instruction->name(), block.shape, buffer.size(),
                        buffer.unpadded, buffer.offset, offset, buffer.spanStart, buffer.spanEnd, block.color });
                m_result.bufferBlocks.push_back(std::move(block));
            }
        }
        if (m_options.renderDot)
            m_result.allocationTimelineDot = layout.dot();
    }

    void Analysis::assemble()
    {
        const double add = bytesToMiB(m_indefiniteBytes);
        const size_t points = m_heapTimeline.size();
        m_result.heapSizesMib.reserve(points);
        m_result.unpaddedHeapSizesMib.reserve(points);
        m_result.instructionNames.reserve(points);
        // Events of one instruction repeat its name; share one QString per distinct name.
        std::unordered_map<std::string_view, QString> names;
        names.reserve(points);
        for (size_t i = 0; i < points; ++i) {
            m_result.heapSizesMib.push_back(bytesToMiB(m_heapTimeline[i]) + add);
            m_result.unpaddedHeapSizesMib.push_back(bytesToMiB(m_unpaddedTimeline[i]) + add);
            const std::string* name = m_nameTimeline[i];
            if (!name) {
                m_result.instructionNames.emplace_back();
                continue;
            }
            // Consecutive events usually belong to one instruction.
            if (i > 0 && m_nameTimeline[i - 1] && *m_nameTimeline[i - 1] == *name) {
                m_result.instructionNames.push_back(m_result.instructionNames.back());
                continue;
            }
            auto [it, inserted] = names.try_emplace(std::string_view(*name));
            if (inserted)
                it->second = fromStd(*name);
            m_result.instructionNames.push_back(it->second);
        }
        m_result.peakHeapMib = bytesToMiB(m_peak) + add;
        m_result.peakUnpaddedHeapMib = bytesToMiB(m_peakUnpadded) + add;
        m_result.peakHeapSizePosition = m_peakPosition;

        std::vector<std::pair<qint64, std::pair<int, int>>> spans;
        for (const BufferRecord& buffer : m_buffers) {
            if (buffer.seen && buffer.hasSpan())
                spans.push_back({ buffer.id(), { buffer.spanStart, buffer.spanEnd } });
        }
        std::sort(spans.begin(), spans.end());
        for (const auto& span : spans)
            m_result.logicalBufferSpans.emplace_hint(m_result.logicalBufferSpans.end(), span);

        std::vector<PeakBuffer>& objects = m_result.peakBuffers;
        for (PeakBuffer& object : objects) {
            const auto span = m_result.logicalBufferSpans.find(object.logicalBufferId);
            if (!object.isSmallGroup() && span != m_result.logicalBufferSpans.end()) {
                object.spanStart = span->second.first;
                object.spanLimit = span->second.second;
            }
        }
        std::vector<int>& bySize = m_result.bySize;
        bySize.resize(objects.size());
        std::iota(bySize.begin(), bySize.end(), 0);
        std::stable_sort(bySize.begin(), bySize.end(), [&](int a, int b) {
            return objects[static_cast<size_t>(a)].sizeBytes > objects[static_cast<size_t>(b)].sizeBytes;
        });
        m_result.bySizeToMaxHeap = bySize;
        m_result.maxHeapToBySize.assign(objects.size(), 0);
        for (size_t position = 0; position < bySize.size(); ++position)
            m_result.maxHeapToBySize[static_cast<size_t>(bySize[position])] = static_cast<int>(position);
        m_result.byPadding = bySize;
        std::stable_sort(m_result.byPadding.begin(), m_result.byPadding.end(), [&](int a, int b) {
            return objects[static_cast<size_t>(a)].paddingBytes() > objects[static_cast<size_t>(b)].paddingBytes();
        });
    }

    Result Analysis::run()
    {
        m_result.moduleName = fromStd(m_proto.hlo_module().name());
        m_result.entryComputationName = fromStd(m_proto.hlo_module().entry_computation_name());
        m_result.memorySpace = m_options.memorySpace;
        m_result.smallBufferSize = m_options.smallBufferSize;
        const auto fail = [&](const QString& error) {
            Result failed;
            failed.moduleName = m_result.moduleName;
            failed.entryComputationName = m_result.entryComputationName;
            failed.memorySpace = m_result.memorySpace;
            failed.smallBufferSize = m_result.smallBufferSize;
            failed.warnings = m_warnings.lines();
            failed.error = error;
            return failed;
        };
        const QString cancelledError = QStringLiteral("cancelled");

        index();
        if (cancelled())
            return fail(cancelledError);
        const int traceId = chooseTrace();
        if (traceId >= 0 && traceId < m_proto.buffer_assignment().heap_simulator_traces_size()) {
            m_result.heapSimulatorTraceIndex = traceId;
            if (!simulate(traceId)) {
                if (m_error.isEmpty())
                    return fail(cancelledError);
                return fail(QStringLiteral("Failed to process heap simulator trace: ") + m_error);
            }
        }
        snapshotPeak();
        if (m_options.peakOnly) {
            const double add = bytesToMiB(m_indefiniteBytes);
            m_result.peakHeapMib = bytesToMiB(m_peak) + add;
            m_result.peakUnpaddedHeapMib = bytesToMiB(m_peakUnpadded) + add;
            m_result.peakHeapSizePosition = m_peakPosition;
            m_result.warnings = m_warnings.lines();
            return std::move(m_result);
        }
        assemble();
        noteSpecialAllocations();
        computeScopedVmem();
        if (cancelled())
            return fail(cancelledError);
        buildTimeline();
        if (cancelled())
            return fail(cancelledError);
        m_result.warnings = m_warnings.lines();
        return std::move(m_result);
    }

} // namespace

Result analyze(const xla::HloProto& proto, const Options& options)
{
    Analysis analysis(proto, options);
    return analysis.run();
}

std::vector<qint64> memorySpacesPresent(const xla::HloProto& proto)
{
    std::vector<qint64> spaces;
    for (const xla::BufferAllocationProto& allocation : proto.buffer_assignment().buffer_allocations())
        spaces.push_back(allocation.color());
    std::sort(spaces.begin(), spaces.end());
    spaces.erase(std::unique(spaces.begin(), spaces.end()), spaces.end());
    return spaces;
}

} // namespace memscope::memoryviewer
