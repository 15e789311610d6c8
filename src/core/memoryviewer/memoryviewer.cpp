// SPDX-License-Identifier: Apache-2.0
// The Memory Viewer analysis (spec memory-viewer.md §2): indexing the module,
// the peak snapshot and the result's assembly. Its parts have files of their
// own: records.h (the indexed module), heapsimulation (§2.5, §2.6),
// rowtexts (the strings, interned), scopedvmem (backend_config's scoped
// VMEM, §2.8), bufferblocks and timelinelayout (the allocation timeline, §2.9).
//
// Built for modules with hundreds of thousands of buffers and millions of
// heap-simulator events: flat vectors indexed by record number, hash maps keyed
// by id, and no per-event string work.
#include "core/memoryviewer/memoryviewer.h"

#include "core/format/hloview.h"
#include "core/memoryviewer/bufferblocks.h"
#include "core/memoryviewer/heapsimulation.h"
#include "core/memoryviewer/records.h"
#include "core/memoryviewer/rowtexts.h"
#include "core/memoryviewer/scopedvmem.h"
#include "core/util/hugepages.h"
#include "core/util/saturating.h"
#include "hlo.pb.h"

#include <algorithm>
#include <limits>
#include <numeric>
#include <string_view>
#include <unordered_map>

namespace memscope::memoryviewer {

namespace {

    using namespace analysis;

    class Analysis
    {
    public:
        // heapCurve: with Options::peakOnly, the curves too (analyzeHeapCurve).
        Analysis(const HloRows& rows, const Options& options, bool heapCurve = false)
            : m_rows(rows)
            , m_options(options)
            , m_heapCurve(heapCurve)
            , m_records(rows)
            , m_rowTexts(rows, m_result.strings)
            , m_simulation(m_records, m_warnings, options.cancel)
        {
        }

        Result run();

    private:
        bool cancelled() const { return m_options.cancel && m_options.cancel->load(std::memory_order_relaxed); }
        int recordOf(qint64 id) const { return m_records.recordOf(id); }

        void index();
        void snapshotPeak();
        void addHeapObject(int record);
        void assembleCurves();
        void notePeak();
        void assemble();
        void noteSpecialAllocations();
        PeakBuffer makePeakBuffer(const BufferRecord& buffer, int colorIndex);

        const HloRows& m_rows;
        const Options& m_options;
        const bool m_heapCurve;
        Result m_result;
        WarningLog m_warnings;
        Records m_records;
        RowTexts m_rowTexts;
        HeapSimulation m_simulation;

        // Peak snapshot.
        qint64 m_indefiniteBytes = 0;
        qint64 m_smallBytes = 0;
        std::unordered_map<qint64, int> m_colorOf; // logical buffer id -> colour index
    };

    void Analysis::index()
    {
        const auto& instructions = m_rows.instructions;
        m_records.instructionById.build(
            idsOf(instructions, [](const HloRows::Instruction& i) { return i.id; }), instructions.size());
        // A repeated id maps to its last instruction, as in XProf's map.
        for (size_t i = 0; i < instructions.size(); ++i)
            m_records.instructionById.set(instructions[i].id, static_cast<int>(i));

        const auto& logicalBuffers = m_rows.logicalBuffers;
        IdIndex logicalById;
        logicalById.build(
            idsOf(logicalBuffers, [](const HloRows::LogicalBuffer& b) { return b.id; }), logicalBuffers.size());
        for (size_t i = 0; i < logicalBuffers.size(); ++i)
            logicalById.set(logicalBuffers[i].id, static_cast<int>(i));

        // XProf keys allocations by index; a repeated index replaces the earlier one.
        std::unordered_map<qint64, int> allocationByIndex;
        allocationByIndex.reserve(m_rows.allocations.size());
        for (const HloRows::Allocation& allocation : m_rows.allocations) {
            const auto [it, inserted]
                = allocationByIndex.try_emplace(allocation.index, static_cast<int>(m_records.allocations.size()));
            if (inserted) {
                m_records.allocations.push_back({ &allocation, -1 });
            } else {
                m_warnings.add(DuplicateAllocationIndex,
                    MemoryViewerText::tr("Buffer allocation index %1 appears more than once; the last one is used.")
                        .arg(allocation.index));
                m_records.allocations[static_cast<size_t>(it->second)].row = &allocation;
            }
        }
        std::stable_sort(m_records.allocations.begin(), m_records.allocations.end(),
            [](const AllocationRecord& a, const AllocationRecord& b) { return a.row->index < b.row->index; });
        reserveOnHugePages(m_records.buffers, logicalBuffers.size()); // 80 bytes a buffer
        m_records.bufferById.build(
            idsOf(logicalBuffers, [](const HloRows::LogicalBuffer& b) { return b.id; }), logicalBuffers.size());
        std::unordered_map<const HloRows::Allocation*, int> ordinalOfRow;
        ordinalOfRow.reserve(m_records.allocations.size());
        for (size_t i = 0; i < m_records.allocations.size(); ++i)
            ordinalOfRow[m_records.allocations[i].row] = static_cast<int>(i);
        qint64 assignedSeen = 0;
        for (const HloRows::Allocation& allocation : m_rows.allocations) {
            if (cancelled())
                return;
            const auto owner = ordinalOfRow.find(&allocation);
            if (owner == ordinalOfRow.end())
                continue; // replaced by a later allocation with the same index
            for (const HloRows::Assigned& assigned : m_records.assignedOf(allocation)) {
                if ((++assignedSeen % kCancelCheckInterval) == 0 && cancelled())
                    return;
                const qint64 id = assigned.logicalBufferId;
                const int logicalPosition = logicalById.find(id);
                if (logicalPosition < 0) {
                    m_warnings.add(UnknownAssignedBuffer,
                        MemoryViewerText::tr("Buffer allocation %1 names logical buffer %2, which the buffer "
                                             "assignment does not define; "
                                             "it is left out.")
                            .arg(allocation.index)
                            .arg(id));
                    continue;
                }
                const HloRows::LogicalBuffer& logical = logicalBuffers[static_cast<size_t>(logicalPosition)];
                const qint64 instructionId = logical.instructionId;
                const int instructionOrdinal = m_records.instructionById.find(instructionId);
                if (instructionOrdinal < 0) {
                    m_warnings.add(UnknownInstruction,
                        MemoryViewerText::tr(
                            "Logical buffer %1 is defined by instruction id %2, which the module does not contain; it "
                            "is left out.")
                            .arg(id)
                            .arg(instructionId));
                    continue;
                }
                const int position = m_records.bufferById.insert(id, static_cast<int>(m_records.buffers.size()));
                if (position == static_cast<int>(m_records.buffers.size())) {
                    m_records.buffers.emplace_back();
                } else {
                    m_warnings.add(BufferAssignedTwice,
                        MemoryViewerText::tr(
                            "Logical buffer %1 is assigned to more than one buffer allocation; the last one (%2) is "
                            "used.")
                            .arg(id)
                            .arg(allocation.index));
                }
                const HloRows::Instruction& instruction = instructions[static_cast<size_t>(instructionOrdinal)];
                BufferRecord& buffer = m_records.buffers[static_cast<size_t>(position)];
                buffer.row = &logical;
                buffer.instructionOrdinal = instructionOrdinal;
                buffer.allocation = owner->second;
                buffer.offset = assigned.offset;

                // Only the last shape-index element selects a top-level tuple element (XProf's historical choice).
                const xla::ShapeProto* shape = &m_rows.shapes[static_cast<size_t>(instruction.shape)];
                const std::span<const qint64> shapeIndex = m_records.shapeIndexOf(buffer);
                if (!shapeIndex.empty()) {
                    const qint64 last = shapeIndex[shapeIndex.size() - 1];
                    if (last >= 0 && last < shape->tuple_shapes_size())
                        shape = &shape->tuple_shapes(static_cast<int>(last));
                    else
                        m_warnings.add(ShapeIndexOutOfRange,
                            MemoryViewerText::tr("Logical buffer %1 has shape index element %2, outside the %3 tuple "
                                                 "elements of %4; the "
                                                 "whole shape is used.")
                                .arg(id)
                                .arg(last)
                                .arg(shape->tuple_shapes_size())
                                .arg(fromStd(m_rows.text(instruction.name))));
                }
                buffer.shape = shape;
                const qint64 unpadded = unpaddedSizeBytes(*shape);
                if (unpadded < 0)
                    m_warnings.add(UnsizableShape,
                        MemoryViewerText::tr(
                            "The shape of logical buffer %1 (%2) has no byte size; its unpadded size counts as 0.")
                            .arg(id)
                            .arg(shapeString(*shape)));
                buffer.unpadded = std::max<qint64>(unpadded, 0);
            }
        }

        // Trace -> allocation, by each trace's first event (buffer_allocation_index is not trusted).
        const auto& traces = m_rows.traces;
        for (size_t i = 0; i < traces.size(); ++i) {
            if (traces[i].eventCount == 0)
                continue;
            const int record = recordOf(m_rows.events[traces[i].eventStart].bufferId);
            if (record < 0)
                continue;
            m_records.allocations[static_cast<size_t>(m_records.buffers[static_cast<size_t>(record)].allocation)]
                .traceId
                = static_cast<int>(i);
        }
    }

    PeakBuffer Analysis::makePeakBuffer(const BufferRecord& buffer, int colorIndex)
    {
        PeakBuffer object;
        object.logicalBufferId = buffer.id();
        object.colorIndex = colorIndex;
        object.instructionName
            = m_rowTexts.nameWithShapeIndex(buffer.instructionOrdinal, m_records.shapeIndexOf(buffer));
        object.shape = m_rowTexts.shape(buffer.instructionOrdinal, buffer.shape);
        object.tfOpName = m_rowTexts.opName(buffer.instructionOrdinal);
        object.label = m_rowTexts.label(buffer.instructionOrdinal, buffer.shape);
        object.opcode = m_rowTexts.opcode(m_rows.text(m_records.instructionOf(buffer).opcode));
        object.allocationType = m_rowTexts.category(m_records.allocationOf(buffer));
        object.sizeBytes = buffer.size();
        object.unpaddedBytes = buffer.unpadded;
        object.source = m_rowTexts.source(buffer.instructionOrdinal);
        return object;
    }

    void Analysis::addHeapObject(int record)
    {
        const BufferRecord& buffer = m_records.buffers[static_cast<size_t>(record)];
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
        for (const AllocationRecord& allocation : m_records.allocations) {
            if (allocation.row->color != color || !isIndefinite(*allocation.row))
                continue;
            int best = -1;
            qint64 bestSize = 0;
            for (const HloRows::Assigned& assigned : m_records.assignedOf(*allocation.row)) {
                const int record = recordOf(assigned.logicalBufferId);
                if (record < 0)
                    continue; // already reported while indexing
                if (m_records.buffers[static_cast<size_t>(record)].size() > bestSize) {
                    bestSize = m_records.buffers[static_cast<size_t>(record)].size();
                    best = record;
                }
            }
            if (best < 0)
                continue;
            m_indefiniteBytes = saturatingAdd(
                m_indefiniteBytes, m_records.allocationOf(m_records.buffers[static_cast<size_t>(best)]).size);
            // XLA shows indefinite buffers only for the default memory space.
            if (color == 0 && !m_options.peakOnly)
                addHeapObject(best);
        }
        if (m_options.peakOnly)
            return;

        // The simulated buffers live at the peak, in program order, shown under their current sharer's name.
        for (const int record : m_simulation.liveAtPeak())
            addHeapObject(record);
        if (m_smallBytes != 0) {
            PeakBuffer small;
            small.colorIndex = static_cast<int>(m_result.peakBuffers.size());
            small.label = m_rowTexts.intern(QStringLiteral("small (<%1 bytes)").arg(m_options.smallBufferSize));
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
        for (const AllocationRecord& record : m_records.allocations) {
            const HloRows::Allocation& allocation = *record.row;
            if (allocation.color != color)
                continue;
            if (allocation.isEntryComputationParameter)
                parameters = saturatingAdd(parameters, allocation.size);
            if (!isReusable(allocation))
                nonReusable = saturatingAdd(nonReusable, allocation.size);
            if (allocation.maybeLiveOut)
                liveOut = saturatingAdd(liveOut, allocation.size);
            if (!isIndefinite(allocation))
                continue;
            indefinite = saturatingAdd(indefinite, allocation.size);
            IndefiniteAllocation lifetime;
            lifetime.index = allocation.index;
            lifetime.sizeBytes = allocation.size;
            if (allocation.isEntryComputationParameter)
                lifetime.attributes << QStringLiteral("entry computation parameter");
            if (allocation.maybeLiveOut)
                lifetime.attributes << QStringLiteral("may-be live out");
            if (isReusable(allocation))
                lifetime.attributes << QStringLiteral("reusable");
            lifetime.logicalBuffers.reserve(allocation.assignedCount);
            for (const HloRows::Assigned& assigned : m_records.assignedOf(allocation)) {
                IndefiniteLogicalBuffer logical;
                logical.id = assigned.logicalBufferId;
                logical.sizeBytes = assigned.size;
                const int record = recordOf(assigned.logicalBufferId);
                if (record >= 0) {
                    const BufferRecord& buffer = m_records.buffers[static_cast<size_t>(record)];
                    logical.hloName = fromStd(m_rows.text(m_records.instructionOf(buffer).name));
                    const std::span<const qint64> shapeIndex = m_records.shapeIndexOf(buffer);
                    logical.shapeIndex.assign(shapeIndex.begin(), shapeIndex.end());
                    logical.shape = m_result.strings.text(m_rowTexts.shape(buffer.instructionOrdinal, buffer.shape));
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
        for (const HloRows::Allocation& allocation : m_rows.allocations) {
            if (allocation.color == color)
                total = saturatingAdd(total, allocation.size);
        }
        m_result.entryComputationParametersBytes = parameters;
        m_result.nonReusableBytes = nonReusable;
        m_result.maybeLiveOutBytes = liveOut;
        m_result.totalBufferAllocationBytes = total;
        m_result.indefiniteBufferAllocationBytes = indefinite;
    }

    void Analysis::assembleCurves()
    {
        const qint64 add = m_indefiniteBytes;
        const size_t points = m_simulation.heapTimeline().size();
        m_result.heapSizes.reserve(points);
        m_result.unpaddedHeapSizes.reserve(points);
        m_result.instructionNames.reserve(points);
        // Events of one instruction repeat its name: one string id per distinct name.
        std::vector<StringId> names(m_rows.eventNames.size(), 0);
        std::vector<char> interned(m_rows.eventNames.size(), 0);
        for (size_t i = 0; i < points; ++i) {
            m_result.heapSizes.push_back(saturatingAdd(m_simulation.heapTimeline()[i], add));
            m_result.unpaddedHeapSizes.push_back(saturatingAdd(m_simulation.unpaddedTimeline()[i], add));
            const int name = m_simulation.nameTimeline()[i];
            if (name < 0) {
                m_result.instructionNames.push_back(0);
                continue;
            }
            if (!interned[static_cast<size_t>(name)]) {
                interned[static_cast<size_t>(name)] = 1;
                names[static_cast<size_t>(name)]
                    = m_result.strings.intern(m_rows.text(m_rows.eventNames[static_cast<size_t>(name)]));
            }
            m_result.instructionNames.push_back(names[static_cast<size_t>(name)]);
        }
    }

    void Analysis::notePeak()
    {
        m_result.indefiniteHeapBytes = m_indefiniteBytes;
        m_result.peakHeapBytes = saturatingAdd(m_simulation.peakBytes(), m_indefiniteBytes);
        m_result.peakUnpaddedHeapBytes = saturatingAdd(m_simulation.peakUnpaddedBytes(), m_indefiniteBytes);
        m_result.peakHeapSizePosition = m_simulation.peakPosition();
    }

    void Analysis::assemble()
    {
        std::vector<std::pair<qint64, std::pair<int, int>>> spans;
        for (const BufferRecord& buffer : m_records.buffers) {
            if (buffer.seen && buffer.hasSpan())
                spans.push_back({ buffer.id(), { buffer.spanStart, buffer.spanEnd } });
        }
        std::sort(spans.begin(), spans.end());
        m_result.logicalBufferSpans = std::move(spans);

        std::vector<PeakBuffer>& objects = m_result.peakBuffers;
        for (PeakBuffer& object : objects) {
            const std::pair<int, int>* span = m_result.spanOf(object.logicalBufferId);
            if (!object.isSmallGroup() && span) {
                object.spanStart = span->first;
                object.spanLimit = span->second;
            }
        }
        m_result.orderPeakBuffersWithMaps();
    }

    Result Analysis::run()
    {
        m_result.moduleName = fromStd(m_rows.moduleName);
        m_result.entryComputationName = fromStd(m_rows.entryComputationName);
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
        const int traceId = chooseTrace(m_records, m_options.memorySpace, m_warnings);
        if (traceId >= 0 && traceId < static_cast<int>(m_rows.traces.size())) {
            m_result.heapSimulatorTraceIndex = traceId;
            if (!m_simulation.run(traceId)) {
                if (m_simulation.error().isEmpty())
                    return fail(cancelledError);
                return fail(
                    MemoryViewerText::tr("Failed to process heap simulator trace: %1").arg(m_simulation.error()));
            }
        }
        snapshotPeak();
        if (m_options.peakOnly) {
            if (m_heapCurve)
                assembleCurves();
            notePeak();
            m_result.warnings = m_warnings.lines();
            return std::move(m_result);
        }
        assembleCurves();
        notePeak();
        assemble();
        m_simulation.releaseTimelines();
        noteSpecialAllocations();
        if (m_options.memorySpace == colorOf(MemorySpace::Vmem)) {
            const ScopedVmemPeak scoped = largestScopedVmem(m_rows);
            if (scoped.bytes > 0) {
                m_result.maxScopedVmemAllocationBytes = scoped.bytes;
                m_result.maxScopedVmemInstructionName = scoped.instructionName;
            }
        }
        if (cancelled())
            return fail(cancelledError);
        if (!buildBufferBlocks(m_records, m_colorOf, m_rowTexts, m_options, m_result))
            return fail(cancelledError);
        m_result.strings.squeeze();
        m_result.warnings = m_warnings.lines();
        return std::move(m_result);
    }

} // namespace

const std::pair<int, int>* Result::spanOf(qint64 id) const
{
    const auto span = std::lower_bound(logicalBufferSpans.begin(), logicalBufferSpans.end(), id,
        [](const auto& entry, qint64 wanted) { return entry.first < wanted; });
    return span != logicalBufferSpans.end() && span->first == id ? &span->second : nullptr;
}

Result analyze(const format::HloRows& module, const Options& options)
{
    Analysis analysis(module, options);
    return analysis.run();
}

Result analyze(const xla::HloProto& proto, const Options& options)
{
    // One reading of a module: from its bytes, as a file holds them.
    const size_t size = proto.ByteSizeLong();
    std::string bytes;
    format::HloRows rows;
    if (size > static_cast<size_t>(std::numeric_limits<int>::max()) || !proto.SerializeToString(&bytes)
        || format::readHloRows(rows, bytes.data(), static_cast<qint64>(bytes.size()), {}) != format::ParseStatus::Ok) {
        Result failed;
        failed.memorySpace = options.memorySpace;
        failed.smallBufferSize = options.smallBufferSize;
        failed.error = MemoryViewerText::tr("The module's HloProto is too large to analyse (%1 bytes).").arg(size);
        return failed;
    }
    bytes = {}; // the rows hold what is read
    return analyze(rows, options);
}

namespace {

    // The distinct colours, ascending. A module has a handful among up to millions of allocations:
    // each is looked up among those found, never collected per allocation.
    template <typename Allocations, typename Color>
    std::vector<qint64> colorsOf(const Allocations& allocations, Color color)
    {
        std::vector<qint64> spaces;
        for (const auto& allocation : allocations) {
            const qint64 space = color(allocation);
            if (std::find(spaces.begin(), spaces.end(), space) == spaces.end())
                spaces.push_back(space);
        }
        std::sort(spaces.begin(), spaces.end());
        return spaces;
    }

} // namespace

std::vector<qint64> memorySpacesPresent(const format::HloRows& module)
{
    return colorsOf(module.allocations, [](const HloRows::Allocation& allocation) { return allocation.color; });
}

Result analyzeHeapCurve(const format::HloRows& module, const Options& options)
{
    Options curveOnly = options;
    curveOnly.peakOnly = true; // no buffers at the peak, blocks or overview figures
    curveOnly.renderDot = false;
    Analysis analysis(module, curveOnly, true);
    return analysis.run();
}

std::vector<qint64> memorySpacesPresent(const xla::HloProto& proto)
{
    return colorsOf(proto.buffer_assignment().buffer_allocations(),
        [](const xla::BufferAllocationProto& allocation) { return qint64(allocation.color()); });
}

} // namespace memscope::memoryviewer
