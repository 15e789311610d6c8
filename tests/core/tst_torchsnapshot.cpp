// SPDX-License-Identifier: Apache-2.0
// PyTorch CUDA memory snapshots: the reader (through the one loader) and the figures PyTorch's
// viewer computes.
//
// The real files' expected figures were recomputed independently of Memscope by
// tests/tools/torch_snapshot_reference.py (Python's own unpickler, restricted to builtin types,
// and MemoryViz's rules written out again):
//     python3 tests/tools/torch_snapshot_reference.py ../shared/data/pytorch/FILE.pickle
// Its output lines are quoted next to each check. The hand-made snapshot below gives the same
// lines from that script when written to a file.
#include "core/profile/loader.h"
#include "core/torch/allocatorstate.h"
#include "core/torch/snapshotgrowth.h"
#include "core/torch/snapshotmemory.h"
#include "core/torch/snapshotpeak.h"
#include "core/torch/snapshotreader.h"
#include "generator/torchsnapshot.h"
#include "support/loopsnapshot.h"
#include "support/testdata.h"

#include <QTemporaryDir>
#include <QTest>
#include <limits>

using namespace memscope;
using namespace memscope::torch;

namespace {

// Pickle bytes written as Python's pickler writes them (protocol 2 opcodes), piece by piece.
namespace pickle {
    QByteArray text(QByteArrayView value)
    {
        return QByteArray(1, char(0x8c)) + char(value.size()) + value.toByteArray(); // SHORT_BINUNICODE
    }
    QByteArray integer(qint64 value)
    {
        QByteArray out;
        if (value >= 0 && value < 256)
            return out + 'K' + char(value); // BININT1
        if (value >= std::numeric_limits<qint32>::min() && value <= std::numeric_limits<qint32>::max()) {
            out += 'J'; // BININT
            for (int i = 0; i < 4; ++i)
                out += char(quint64(value) >> (8 * i));
            return out;
        }
        out += char(0x8a); // LONG1
        out += char(8);
        for (int i = 0; i < 8; ++i)
            out += char(quint64(value) >> (8 * i));
        return out;
    }
    QByteArray items(const std::vector<QByteArray>& values)
    {
        QByteArray out;
        for (const QByteArray& value : values)
            out += value;
        return out;
    }
    // `pairs`: key, value, key, value...
    QByteArray dict(const std::vector<QByteArray>& pairs)
    {
        return QByteArray("}(") + items(pairs) + 'u'; // EMPTY_DICT MARK ... SETITEMS
    }
    QByteArray list(const std::vector<QByteArray>& values)
    {
        return values.empty() ? QByteArray("]") : QByteArray("](") + items(values) + 'e'; // APPENDS
    }
    // A list kept in memo slot `slot` (BINPUT), so that later values can share it (BINGET).
    QByteArray rememberedList(quint8 slot, const std::vector<QByteArray>& values)
    {
        QByteArray out("]q");
        out += char(slot);
        return values.empty() ? out : out + '(' + items(values) + 'e';
    }
    QByteArray remembered(quint8 slot) { return QByteArray("h") + char(slot); }
    QByteArray file(const QByteArray& body) { return QByteArray("\x80\x02", 2) + body + '.'; }
} // namespace pickle

QByteArray field(QByteArrayView key, const QByteArray& value) { return pickle::text(key) + value; }

QByteArray traceEvent(QByteArrayView action, qint64 address, qint64 size, const QByteArray& frames = pickle::list({}))
{
    return pickle::dict({ field("action", pickle::text(action)), field("addr", pickle::integer(address)),
        field("size", pickle::integer(size)), field("stream", pickle::integer(0)), field("frames", frames) });
}

// An older snapshot: no time_us, blocks without an address, the state active_pending_free, a free
// whose request came long before, an oom with device_free, and one frames list shared by two events.
QByteArray handMadeSnapshot()
{
    using namespace pickle;
    const QByteArray forward
        = dict({ field("name", text("forward")), field("filename", text("model.py")), field("line", integer(10)) });
    const QByteArray segment
        = dict({ field("device", integer(0)), field("address", integer(0x1000)), field("total_size", integer(2048)),
            field("stream", integer(0)), field("segment_type", text("large")), field("frames", list({})),
            field("blocks",
                list({
                    dict({ field("size", integer(512)), field("requested_size", integer(500)),
                        field("state", text("active_allocated")) }),
                    dict({ field("size", integer(512)), field("state", text("active_pending_free")) }),
                    dict({ field("size", integer(1024)), field("state", text("inactive")) }),
                })) });
    QByteArray oom = traceEvent("oom", 0, 4096);
    oom.chop(1); // one more item before SETITEMS
    oom += field("device_free", integer(1024)) + 'u';
    const QByteArray trace = list({
        traceEvent("alloc", 0x1200, 512, rememberedList(0, { forward })),
        traceEvent("free_requested", 0x5000, 256),
        traceEvent("free_completed", 0x5000, 256),
        oom,
        traceEvent("free_requested", 0x1200, 512, remembered(0)),
        traceEvent("free_completed", 0x1200, 512, remembered(0)),
    });
    return file(dict({ field("segments", list({ segment })), field("device_traces", list({ trace })) }));
}

// A training loop of five iterations: the first sets up an optimizer's state; each allocates an
// activation and a temporary, frees them, and keeps 100 bytes it never frees (a leak). Before the
// loop, the model's weights. With `annotated`, each iteration starts with a ProfilerStep#i annotation
// and the events have times.
QByteArray loopSnapshot(bool annotated)
{
    using namespace pickle;
    const auto stack = [](QByteArrayView name) {
        return list({ dict(
            { field("name", text(name)), field("filename", text("train.py")), field("line", integer(name.size())) }) });
    };
    std::vector<QByteArray> events;
    std::vector<QByteArray> annotations;
    qint64 time = 1000;
    const auto add = [&](QByteArrayView action, qint64 address, qint64 size, QByteArrayView name) {
        QByteArray event = traceEvent(action, address, size, stack(name));
        if (annotated) {
            event.chop(1);
            event += field("time_us", integer(time += 10)) + 'u';
        }
        events.push_back(event);
    };
    add("alloc", 0x100000, 5000, "weights");
    for (qint64 i = 0; i < 5; ++i) {
        annotations.push_back(dict({ field("stage", text("START")),
            field("name", text(QByteArray("ProfilerStep#").append(QByteArray::number(i)))), field("device", integer(0)),
            field("time_us", integer(time + 5)) }));
        const qint64 base = 0x200000 + i * 0x10000;
        add("alloc", base, 1000, "activation");
        add("alloc", base + 0x1000, 300, "temporary");
        add("free_completed", base + 0x1000, 300, "temporary");
        add("alloc", base + 0x2000, 100, "leak");
        if (i == 0)
            add("alloc", 0x300000, 2000, "optimizer_state");
        add("free_completed", base, 1000, "activation");
    }
    std::vector<QByteArray> fields { field("segments", list({})), field("device_traces", list({ list(events) })) };
    if (annotated)
        fields.push_back(field("external_annotations", list(annotations)));
    return file(dict(fields));
}

// The real snapshots of ../shared/data, by name.
void realFiles()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("benchmark") << QStringLiteral("pytorch/cs336_benchmark_memory_snapshot.pickle");
    QTest::newRow("ddp") << QStringLiteral("pytorch/cs336_ddp_memory_snapshot.pickle");
}

std::shared_ptr<const Snapshot> read(const QByteArray& bytes, QString* error = nullptr)
{
    const SnapshotRead result = readSnapshot(bytes.constData(), bytes.size());
    if (error)
        *error = result.error;
    return result.snapshot;
}

QString readError(const QByteArray& bytes)
{
    QString error;
    const std::shared_ptr<const Snapshot> snapshot = read(bytes, &error);
    return snapshot ? QStringLiteral("(read)") : error;
}

std::shared_ptr<const Snapshot> loadSnapshot(const QString& path)
{
    const LoadOutcome outcome = loadProfile(path);
    if (!outcome.profile) {
        qWarning("%s", qPrintable(outcome.error));
        return nullptr;
    }
    return outcome.profile->torchSnapshot;
}

// `snapshot`: the real file of ../shared/data the data row names (realFiles()), loaded; the test is
// skipped without the shared data.
#define LOAD_REAL_FILE_OR_SKIP(snapshot)                                                                               \
    QFETCH(QString, name);                                                                                             \
    const QString path = test::sharedDataPath(name);                                                                   \
    if (path.isEmpty())                                                                                                \
        QSKIP("no ../shared/data in this checkout");                                                                   \
    const std::shared_ptr<const Snapshot> snapshot = loadSnapshot(path);                                               \
    QVERIFY(snapshot)

struct Expected
{
    qint64 traceEvents, allocs, elements, actions, startBytes, startCount, peakBytes, peakAction, liveAtPeak, segments,
        reserved;
};

void compareFigures(const Snapshot& snapshot, const Expected& expected)
{
    QCOMPARE(snapshotDevices(snapshot), std::vector<qint64> { 0 });
    const DeviceMemory memory = analyseDevice(snapshot, 0);
    QCOMPARE(memory.eventCount, expected.traceEvents);
    QCOMPARE(memory.actionCounts[int(Action::Alloc)], expected.allocs);
    QCOMPARE(memory.actionCounts[int(Action::FreeRequested)], expected.allocs);
    QCOMPARE(memory.actionCounts[int(Action::FreeCompleted)], expected.allocs);
    QCOMPARE(qint64(memory.allocations.size()), expected.elements);
    QCOMPARE(qint64(memory.actions.size()), expected.actions);
    QCOMPARE(memory.startBytes, expected.startBytes);
    QCOMPARE(memory.startCount, expected.startCount);
    QCOMPARE(memory.peakBytes, expected.peakBytes);
    QCOMPARE(memory.peakAction, expected.peakAction);
    QCOMPARE(memory.liveAtPeak, expected.liveAtPeak);
    QCOMPARE(qint64(liveAfter(memory, memory.peakAction).size()), expected.liveAtPeak);
    // Both files end as they started: every allocation of the trace is freed again but for those
    // that replace one freed (the start's total comes back).
    QCOMPARE(memory.endBytes, expected.startBytes);
    QCOMPARE(memory.liveAtEnd, expected.startCount);
    QCOMPARE(memory.segmentCount, expected.segments);
    QCOMPARE(memory.reservedBytes, expected.reserved);
    QVERIFY(memory.outOfMemory.empty());
    // The curve's largest value is the peak, reached first at the peak action.
    QCOMPARE(*std::max_element(memory.totals.begin(), memory.totals.end()), memory.peakBytes);
    QCOMPARE(memory.totals[size_t(memory.peakAction)], memory.peakBytes);

    // The same peak as the Memory Viewer's rows: a point for the start and one after each action,
    // the peak at the point after the peak action, and what is live there adds up to it.
    const memoryviewer::Result peak = peakResult(snapshot, memory);
    QCOMPARE(qint64(peak.heapSizes.size()), expected.actions + 1);
    QCOMPARE(peak.heapSizes.front(), expected.startBytes);
    QCOMPARE(peak.heapSizes[size_t(expected.peakAction + 1)], expected.peakBytes);
    QCOMPARE(peak.peakHeapBytes, expected.peakBytes);
    QCOMPARE(qint64(peak.peakHeapSizePosition), expected.peakAction);
    QCOMPARE(qint64(peak.peakBuffers.size()), expected.liveAtPeak);
    qint64 live = 0;
    for (const memoryviewer::PeakBuffer& buffer : peak.peakBuffers) {
        live += buffer.sizeBytes;
        // Every allocation live at the peak was added at or before it and removed after it.
        QVERIFY(buffer.spanStart <= expected.peakAction + 1);
        QVERIFY(buffer.spanLimit > expected.peakAction + 1);
        QVERIFY(buffer.unpaddedBytes <= buffer.sizeBytes);
        QVERIFY(peak.text(buffer.shape).startsWith(QLatin1String("0x")));
    }
    QCOMPARE(live, expected.peakBytes);

    // The same allocations by source line: the root holds them all, a frame at least what its
    // callees hold, and the branches are largest first.
    const std::vector<FrameNode> frames = liveByFrame(snapshot, memory, memory.peakAction);
    QCOMPARE(frames.front().bytes, expected.peakBytes);
    QCOMPARE(frames.front().count, expected.liveAtPeak);
    for (const FrameNode& node : frames) {
        qint64 below = 0;
        qint64 previous = std::numeric_limits<qint64>::max();
        for (const quint32 child : node.children) {
            below += frames[child].bytes;
            QVERIFY(frames[child].bytes <= previous);
            previous = frames[child].bytes;
        }
        QVERIFY(below <= node.bytes);
    }
    QCOMPARE(peak.bySize.size(), peak.peakBuffers.size());
    QVERIFY(std::is_sorted(peak.bySize.begin(), peak.bySize.end(),
        [&](int a, int b) { return peak.peakBuffers[size_t(a)].sizeBytes > peak.peakBuffers[size_t(b)].sizeBytes; }));
}

// Two states hold the same segments and blocks.
bool sameState(const AllocatorState& a, const AllocatorState& b)
{
    const auto sameSegment = [](const StateSegment& x, const StateSegment& y) {
        return x.address == y.address && x.size == y.size && x.stream == y.stream && x.stack == y.stack;
    };
    const auto sameBlock = [](const StateBlock& x, const StateBlock& y) {
        return x.address == y.address && x.size == y.size && x.requestedSize == y.requestedSize && x.stack == y.stack
            && x.state == y.state;
    };
    return std::equal(a.segments.begin(), a.segments.end(), b.segments.begin(), b.segments.end(), sameSegment)
        && std::equal(a.blocks.begin(), a.blocks.end(), b.blocks.begin(), b.blocks.end(), sameBlock)
        && a.strayBlocks == b.strayBlocks;
}

// The curve's total once the first `position` events of the device have happened: the total after
// the last action among them, or the start's.
qint64 totalAfterEvents(const DeviceMemory& memory, quint32 firstEvent, qint64 position)
{
    const auto actionsBefore
        = std::lower_bound(memory.actionEvents.begin(), memory.actionEvents.end(), quint32(firstEvent + position))
        - memory.actionEvents.begin();
    return actionsBefore == 0 ? memory.startBytes : memory.totals[size_t(actionsBefore - 1)];
}

// The Allocator State History agrees with the two timelines at every tenth of the trace, whichever
// way it gets there: what its blocks were asked for is the Active Memory Timeline's total (a block
// awaiting its stream still counts there), its segments the Cached Segment Timeline's; and walking
// back to the start and forth to the end gives the snapshot's own state again.
// `tracedSize`: what the file's trace events record of a block, its requested size (PyTorch's
// files) or its size (the generator's, whose end state rounds what its events ask for).
void checkHistory(const Snapshot& snapshot, qint64 device, qint64 StateBlock::*tracedSize)
{
    const DeviceMemory memory = analyseDevice(snapshot, device);
    const DeviceMemory segments = analyseSegments(snapshot, device);
    QCOMPARE(segments.endBytes, memory.reservedBytes);
    AllocatorHistory history(snapshot, device);
    QCOMPARE(history.position(), memory.eventCount);
    const AllocatorState end = history.state();
    QCOMPARE(end.reservedBytes, memory.reservedBytes);
    QCOMPARE(end.allocatedBytes, memory.activeAllocatedBytes);
    QCOMPARE(end.inactiveBytes, memory.inactiveBytes);
    AllocatorHistory forwards(snapshot, device);
    QVERIFY(forwards.moveTo(0));
    for (int tenth = 10; tenth >= 0; --tenth) {
        const qint64 position = history.eventCount() * tenth / 10;
        QVERIFY(history.moveTo(position)); // backwards
        QVERIFY(forwards.moveTo(history.eventCount() * (10 - tenth) / 10)); // forwards
        const AllocatorState state = history.state();
        qint64 requested = 0;
        for (const StateBlock& block : state.blocks)
            requested += block.*tracedSize;
        QCOMPARE(requested, totalAfterEvents(memory, history.firstEvent(), position));
        QCOMPARE(state.reservedBytes, totalAfterEvents(segments, history.firstEvent(), position));
        QCOMPARE(state.strayBlocks, qint64(0));
        QCOMPARE(state.reservedBytes,
            state.allocatedBytes + state.roundingBytes + state.pendingFreeBytes + state.inactiveBytes);
    }
    // A cancelled move stops part of the way (the flag is looked at every few thousand events) and
    // the next one goes on from there.
    if (history.eventCount() > 20000) {
        AllocatorHistory cancelled(snapshot, device);
        std::atomic_bool cancel { true };
        QVERIFY(!cancelled.moveTo(0, &cancel));
        QVERIFY(cancelled.position() > 0 && cancelled.position() < cancelled.eventCount());
        QVERIFY(cancelled.moveTo(0));
        AllocatorHistory atStart(snapshot, device);
        QVERIFY(atStart.moveTo(0));
        QVERIFY(sameState(cancelled.state(), atStart.state()));
    }
    AllocatorHistory jumped(snapshot, device);
    QVERIFY(jumped.moveTo(history.eventCount() / 2));
    QVERIFY(forwards.moveTo(history.eventCount() / 2));
    QVERIFY(sameState(forwards.state(), jumped.state()));
    QVERIFY(history.moveTo(history.eventCount()));
    QVERIFY(sameState(history.state(), end));
}

} // namespace

class TestTorchSnapshot : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void benchmarkSnapshot()
    {
        MEMSCOPE_SHARED_DATA_OR_SKIP(path, "pytorch/cs336_benchmark_memory_snapshot.pickle");
        const std::shared_ptr<const Snapshot> snapshot = loadSnapshot(path);
        QVERIFY(snapshot);
        QVERIFY(snapshot->hasTimes);
        // "device 0 trace_events 6486", "action_counts {'alloc': 2162, 'free_completed': 2162,
        // 'free_requested': 2162}", "elements 2609", "actions 4324", "start (3064418304, 447)",
        // "peak_bytes 3849232640", "peak_action 1231", "live_at_peak 455", "end (3064418304, 447)",
        // "segments 96", "reserved 4238344192", "oom 0"
        compareFigures(*snapshot, { 6486, 2162, 2609, 4324, 3064418304, 447, 3849232640, 1231, 455, 96, 4238344192 });
    }

    void ddpSnapshot()
    {
        MEMSCOPE_SHARED_DATA_OR_SKIP(path, "pytorch/cs336_ddp_memory_snapshot.pickle");
        const std::shared_ptr<const Snapshot> snapshot = loadSnapshot(path);
        QVERIFY(snapshot);
        // "device 0 trace_events 5163", "action_counts {'alloc': 1721, 'free_completed': 1721,
        // 'free_requested': 1721}", "elements 1950", "actions 3442", "start (1373919236, 229)",
        // "peak_bytes 13923997700", "peak_action 1026", "live_at_peak 504", "end (1373919236, 229)",
        // "segments 216", "reserved 14180941824", "oom 0"
        compareFigures(
            *snapshot, { 5163, 1721, 1950, 3442, 1373919236, 229, 13923997700, 1026, 504, 216, 14180941824 });

        // The largest allocation live at the peak, with its Python frames first as MemoryViz shows
        // them (pickle.load: device_traces[0][1018]... is its alloc event, 327 680 000 bytes).
        const DeviceMemory memory = analyseDevice(*snapshot, 0);
        const std::vector<quint32> live = liveAfter(memory, memory.peakAction);
        const auto largest = std::max_element(live.begin(), live.end(),
            [&](quint32 a, quint32 b) { return memory.allocations[a].size < memory.allocations[b].size; });
        const Allocation& allocation = memory.allocations[*largest];
        QCOMPARE(allocation.size, qint64(327680000));
        QCOMPARE(allocation.died, qint64(-1)); // never freed in the trace
        const ShownStack shown = shownStack(*snapshot, allocation.stack);
        QVERIFY(!shown.frames.empty());
        const Frame& innermost = snapshot->frames[shown.frames.front()];
        QCOMPARE(snapshot->string(innermost.name), QByteArrayView("einsum"));
        QCOMPARE(innermost.line, qint64(373));
    }

    // The same file gzip-compressed opens the same way, sniffed by content whatever its name.
    void compressedAndRenamed()
    {
        MEMSCOPE_SHARED_DATA_OR_SKIP(path, "pytorch/cs336_benchmark_memory_snapshot.pickle");
        QTemporaryDir dir;
        const QString compressed = test::writeInput(dir, QStringLiteral("memory.bin"), test::readFile(path), true);
        const std::shared_ptr<const Snapshot> snapshot = loadSnapshot(compressed);
        QVERIFY(snapshot);
        QCOMPARE(analyseDevice(*snapshot, 0).peakBytes, qint64(3849232640));
    }

    void olderFormat()
    {
        const std::shared_ptr<const Snapshot> snapshot = read(handMadeSnapshot());
        QVERIFY(snapshot);
        QVERIFY(!snapshot->hasTimes);
        // torch_snapshot_reference.py on the same bytes: "elements 3", "actions 3",
        // "start (756, 2)", "peak_bytes 1268", "peak_action 0", "live_at_peak 3", "end (500, 1)",
        // "segments 1", "reserved 2048", "oom 1"
        const DeviceMemory memory = analyseDevice(*snapshot, 0);
        QCOMPARE(memory.allocations.size(), size_t(3));
        QCOMPARE(memory.actions.size(), size_t(3));
        QCOMPARE(memory.startBytes, qint64(756)); // the free of 0x5000 (256) and the block's requested_size (500)
        QCOMPARE(memory.startCount, qint64(2));
        QCOMPARE(memory.peakBytes, qint64(1268));
        QCOMPARE(memory.peakAction, qint64(0));
        QCOMPARE(memory.liveAtPeak, qint64(3));
        QCOMPARE(memory.endBytes, qint64(500));
        QCOMPARE(memory.liveAtEnd, qint64(1));
        QCOMPARE(memory.reservedBytes, qint64(2048));
        QCOMPARE(memory.activeAllocatedBytes, qint64(500));
        QCOMPARE(memory.pendingFreeBytes, qint64(512));
        QCOMPARE(memory.inactiveBytes, qint64(1024));
        // Blocks without an address follow each other from the segment's address.
        const std::span<const Block> blocks = snapshot->segmentBlocks(snapshot->segments.front());
        QCOMPARE(blocks[1].address, quint64(0x1200));
        QCOMPARE(blocks[1].state, BlockState::ActivePendingFree);
        QCOMPARE(blocks[1].requestedSize, qint64(512)); // no requested_size: the size
        // The oom: what was asked, what CUDA had free, what was live (after the free of 0x5000).
        QCOMPARE(memory.outOfMemory.size(), size_t(1));
        QCOMPARE(memory.outOfMemory[0].requested, qint64(4096));
        QCOMPARE(memory.outOfMemory[0].deviceFree, qint64(1024));
        QCOMPARE(memory.outOfMemory[0].liveBytes, qint64(1012));
        QCOMPARE(memory.outOfMemory[0].afterAction, qint64(1));
        // The shared frames list is one stack: the alloc and its free point to it.
        const Allocation& allocated = memory.allocations[0];
        QCOMPARE(allocated.died, qint64(2));
        QVERIFY(allocated.stack != 0);
        QCOMPARE(snapshot->events.back().stack, allocated.stack);
        const Frame& frame = snapshot->frames[snapshot->stack(allocated.stack).front()];
        QCOMPARE(snapshot->string(frame.fileName), QByteArrayView("model.py"));
    }

    // The same snapshot as Python's pickler writes it (tests/data/torch/older-format.pickle,
    // pickle.dump(..., protocol=2): memoised strings and dicts, BINPUT/BINGET) gives the same figures.
    void pythonWritten()
    {
        const QByteArray bytes = test::readFile(QStringLiteral(MEMSCOPE_TEST_DATA "/torch/older-format.pickle"));
        QVERIFY(!bytes.isEmpty());
        const std::shared_ptr<const Snapshot> fromPython = read(bytes);
        const std::shared_ptr<const Snapshot> handMade = read(handMadeSnapshot());
        QVERIFY(fromPython && handMade);
        const DeviceMemory a = analyseDevice(*fromPython, 0);
        const DeviceMemory b = analyseDevice(*handMade, 0);
        QCOMPARE(a.totals, b.totals);
        QCOMPARE(a.startBytes, b.startBytes);
        QCOMPARE(a.peakBytes, b.peakBytes);
        QCOMPARE(a.outOfMemory.size(), b.outOfMemory.size());
        QCOMPARE(a.pendingFreeBytes, b.pendingFreeBytes);
        QCOMPARE(fromPython->frames.size(), size_t(1));
    }

    // Nothing in a pickle is ever run: the opcodes that import, build or call are refused, with
    // the byte and what the file asked for.
    void refusesCode_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("expected");
        const QByteArray keys = pickle::text("segments");
        QTest::newRow("GLOBAL") << pickle::file(keys + "cposix\nsystem\n(S'id'\ntR")
                                << QStringLiteral("byte 12: opcode GLOBAL asks for posix.system");
        QTest::newRow("STACK_GLOBAL") << pickle::file(keys + pickle::text("os") + pickle::text("system") + "\x93")
                                      << QStringLiteral("opcode STACK_GLOBAL asks for os.system");
        QTest::newRow("REDUCE") << pickle::file(keys + "(tR")
                                << QStringLiteral("opcode REDUCE asks to build an object");
        QTest::newRow("BUILD") << pickle::file(keys + "}}b") << QStringLiteral("opcode BUILD asks to build an object");
        QTest::newRow("NEWOBJ") << pickle::file(keys + ")\x81") << QStringLiteral("opcode NEWOBJ asks to build");
        QTest::newRow("PERSID") << pickle::file(keys + "P1\n") << QStringLiteral("opcode PERSID asks to build");
    }
    void refusesCode()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, expected);
        const QString error = readError(bytes);
        QVERIFY2(error.contains(expected), qPrintable(error));
        QVERIFY2(error.contains(QLatin1String("nothing in it was run")), qPrintable(error));
    }

    void damagedPickles_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("expected");
        const QByteArray whole = handMadeSnapshot();
        QTest::newRow("truncated") << whole.first(whole.size() / 2) << QStringLiteral("the file ends");
        QTest::newRow("no STOP") << whole.chopped(1) << QStringLiteral("the file ends before the pickle's STOP");
        QTest::newRow("memo never filled") << pickle::file(pickle::dict({ field("segments", pickle::remembered(7)) }))
                                           << QStringLiteral("memo slot 7 was never filled");
        // l = []; l.append(l): a container holding itself.
        QTest::newRow("self-holding list")
            << pickle::file(pickle::text("segments") + pickle::rememberedList(0, {}) + pickle::remembered(0) + 'a')
            << QStringLiteral("holds itself");
        QTest::newRow("not an opcode") << pickle::file(pickle::text("segments") + "\xff")
                                       << QStringLiteral("0xff is not a pickle opcode");
        QTest::newRow("long integer") << pickle::file(pickle::text("segments") + "\x8a\x10" + QByteArray(16, 'x'))
                                      << QStringLiteral("an integer of 16 bytes");
        QTest::newRow("protocol 6") << (QByteArray("\x80\x06", 2) + pickle::text("segments") + '.')
                                    << QStringLiteral("pickle protocol 6");
        QTest::newRow("segments not a list") << pickle::file(pickle::dict({ field("segments", pickle::integer(3)) }))
                                             << QStringLiteral("'segments' is not a list");
        QTest::newRow("size not an integer") << pickle::file(pickle::dict({ field("segments", pickle::list({})),
            field("device_traces",
                pickle::list({ pickle::list({ pickle::dict({ field("action", pickle::text("alloc")),
                    field("addr", pickle::integer(1)), field("size", pickle::text("big")) }) }) })) }))
                                             << QStringLiteral("'size' is not an integer");
    }
    void damagedPickles()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, expected);
        const QString error = readError(bytes);
        QVERIFY2(error.startsWith(QLatin1String("byte ")), qPrintable(error));
        QVERIFY2(error.contains(expected), qPrintable(error));
    }

    // Through the loader, every error names the file; a pickle that is not a snapshot is not read.
    void loaderErrors()
    {
        QTemporaryDir dir;
        const QString hostile = test::writeInput(dir, QStringLiteral("snapshot.pickle"),
            pickle::file(pickle::text("segments") + "cposix\nsystem\n(S'touch /tmp/x'\ntR"));
        LoadOutcome outcome = loadProfile(hostile);
        QVERIFY(!outcome.profile);
        QVERIFY2(outcome.error.contains(hostile) && outcome.error.contains(QLatin1String("posix.system")),
            qPrintable(outcome.error));

        const QString other = test::writeInput(dir, QStringLiteral("model.pkl"), pickle::file(pickle::list({})));
        outcome = loadProfile(other);
        QVERIFY(!outcome.profile);
        QVERIFY2(outcome.error.contains(QLatin1String("Python pickle that is not a PyTorch memory snapshot")),
            qPrintable(outcome.error));
    }

    // The generator's snapshots (the benchmark's shapes, small here) read back as written: every
    // event, every allocation, the segments; what the trace leaves live is what the segments'
    // blocks hold, so the two halves of the file agree; frames and stacks are shared, not copied.
    void generatedSnapshots_data()
    {
        QTest::addColumn<bool>("times");
        QTest::addColumn<QString>("name");
        QTest::newRow("times") << true << QStringLiteral("generated.pickle");
        QTest::newRow("older, gzip") << false << QStringLiteral("generated.pickle.gz");
    }

    void generatedSnapshots()
    {
        QFETCH(bool, times);
        QFETCH(QString, name);
        QTemporaryDir dir;
        generator::TorchSnapshotOptions options;
        options.eventsPerDevice = 30000;
        options.devices = 2;
        options.distinctStacks = 300;
        options.times = times;
        generator::TorchSnapshotFacts facts;
        const QString path = dir.filePath(name);
        QCOMPARE(generator::writeTorchSnapshot(options, path, &facts), QString());
        const std::shared_ptr<const Snapshot> snapshot = loadSnapshot(path);
        QVERIFY(snapshot);
        QCOMPARE(qint64(snapshot->events.size()), facts.events);
        QCOMPARE(qint64(snapshot->segments.size()), facts.segments);
        QCOMPARE(snapshot->devices.size(), size_t(2));
        QCOMPARE(snapshot->hasTimes, times);
        QVERIFY(snapshot->stackOffsets.size() - 1 <= size_t(options.distinctStacks) + 1);
        QVERIFY(snapshot->frames.size() < 1300);
        qint64 allocations = 0;
        for (qint64 device = 0; device < 2; ++device) {
            const DeviceMemory memory = analyseDevice(*snapshot, device);
            allocations += qint64(memory.allocations.size());
            QCOMPARE(memory.startCount, qint64(0)); // everything was allocated in the trace
            QVERIFY(memory.peakBytes >= memory.endBytes && memory.endBytes > 0);
            QCOMPARE(qint64(memory.outOfMemory.size()), memory.actionCounts[size_t(Action::Oom)]);
            qint64 activeBlocks = 0, activeBytes = 0;
            for (const Segment& segment : snapshot->segments) {
                if (segment.device != device)
                    continue;
                for (const Block& block : snapshot->segmentBlocks(segment)) {
                    if (block.state == BlockState::ActiveAllocated) {
                        ++activeBlocks;
                        activeBytes += block.size;
                    }
                }
            }
            QCOMPARE(memory.liveAtEnd, activeBlocks);
            QCOMPARE(memory.endBytes, activeBytes);
            checkHistory(*snapshot, device, &StateBlock::size);
            // Its streams (the generator puts one allocation in twenty on a second one) split it whole.
            const std::vector<quint32> streams = deviceStreams(*snapshot, device);
            QCOMPARE(streams.size(), size_t(2));
            QCOMPARE(snapshot->streams[streams[0]], qint64(0));
            qint64 madeOnStreams = 0, endOnStreams = 0, segmentsOnStreams = 0, eventsOnStreams = 0;
            for (const quint32 stream : streams) {
                const DeviceMemory one = analyseDevice(*snapshot, device, stream);
                QCOMPARE(one.stream, stream);
                QVERIFY(one.allocations.size() < memory.allocations.size());
                for (const Allocation& allocation : one.allocations)
                    QCOMPARE(allocation.stream, stream);
                madeOnStreams += qint64(one.allocations.size());
                endOnStreams += one.endBytes;
                segmentsOnStreams += one.segmentCount;
                eventsOnStreams += one.eventCount;
            }
            // The Allocator State of each stream: its segments alone, and the streams' states add up.
            AllocatorHistory history(*snapshot, device);
            const AllocatorState all = history.state();
            qint64 reserved = 0, allocated = 0, segmentCount = 0;
            for (const quint32 stream : streams) {
                const AllocatorState one = history.state(stream);
                for (const StateSegment& segment : one.segments)
                    QCOMPARE(segment.stream, stream);
                QCOMPARE(one.strayBlocks, qint64(0));
                reserved += one.reservedBytes;
                allocated += one.allocatedBytes;
                segmentCount += qint64(one.segments.size());
            }
            QCOMPARE(reserved, all.reservedBytes);
            QCOMPARE(allocated, all.allocatedBytes);
            QCOMPARE(segmentCount, qint64(all.segments.size()));
            QCOMPARE(madeOnStreams, qint64(memory.allocations.size()));
            QCOMPARE(endOnStreams, memory.endBytes);
            QCOMPARE(segmentsOnStreams, memory.segmentCount);
            QCOMPARE(eventsOnStreams, memory.eventCount);
        }
        QCOMPARE(allocations, facts.allocations);
    }

    // Five iterations, found by their annotations or by the stacks they repeat; live memory rises by
    // the leak's 100 bytes each, and the leak's stack is what holds it.
    void iterationGrowthOfALoop_data()
    {
        QTest::addColumn<bool>("annotated");
        QTest::newRow("annotated") << true;
        QTest::newRow("by stacks") << false;
    }

    void iterationGrowthOfALoop()
    {
        QFETCH(bool, annotated);
        const std::shared_ptr<const Snapshot> snapshot = read(loopSnapshot(annotated));
        QVERIFY(snapshot);
        const DeviceMemory memory = analyseDevice(*snapshot, 0);
        const IterationGrowth growth = iterationGrowth(*snapshot, memory);
        QCOMPARE(growth.foundBy, annotated ? IterationsFoundBy::Annotation : IterationsFoundBy::Stack);
        if (annotated)
            QCOMPARE(snapshot->string(growth.annotation), QByteArrayView("ProfilerStep#0"));
        else
            QCOMPARE(frameText(*snapshot, snapshot->frames[snapshot->stack(growth.stack).front()]),
                QByteArray("activation  train.py:10"));
        // Iteration i starts with its activation: action 1 + 6 * i (the first has one more, the optimizer's).
        std::vector<qint64> firstActions, liveBytes;
        for (const Iteration& iteration : growth.iterations) {
            firstActions.push_back(iteration.firstAction);
            liveBytes.push_back(iteration.liveBytes);
        }
        QCOMPARE(firstActions, (std::vector<qint64> { 1, 7, 12, 17, 22 }));
        QCOMPARE(liveBytes, (std::vector<qint64> { 5000, 7100, 7200, 7300, 7400 }));
        QCOMPARE(growth.steps, 3);
        QCOMPARE(growth.risingSteps, 3);
        QCOMPARE(growth.growthBytes, qint64(300));
        QVERIFY(growth.grows);
        QCOMPARE(growth.sources.size(), size_t(1));
        QCOMPARE(growth.sources[0].bytes, qint64(300));
        QCOMPARE(growth.sources[0].count, qint64(3));
        QCOMPARE(frameText(*snapshot, snapshot->frames[snapshot->stack(growth.sources[0].stack).front()]),
            QByteArray("leak  train.py:4"));
    }

    // The generator's loop keeps 1 MiB every step: found by its repeated stacks, whatever the size.
    void iterationGrowthOfAGeneratedLoop()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("loop.pickle"));
        QCOMPARE(test::writeLeakingLoopSnapshot(path), QString());
        const std::shared_ptr<const Snapshot> snapshot = loadSnapshot(path);
        QVERIFY(snapshot);
        const IterationGrowth growth = iterationGrowth(*snapshot, analyseDevice(*snapshot, 0));
        QCOMPARE(growth.foundBy, IterationsFoundBy::Stack);
        QVERIFY2(growth.iterations.size() > 10, qPrintable(QString::number(growth.iterations.size())));
        for (size_t i = 1; i < growth.iterations.size(); ++i)
            QCOMPARE(growth.iterations[i].liveBytes - growth.iterations[i - 1].liveBytes, qint64(1) << 20);
        QVERIFY(growth.grows);
        QCOMPARE(growth.risingSteps, growth.steps);
        const auto kept = qint64(growth.iterations.size() - 2);
        QCOMPARE(growth.growthBytes, kept << 20);
        QCOMPARE(growth.sources.size(), size_t(1));
        QCOMPARE(growth.sources[0].bytes, kept << 20);
        QCOMPARE(growth.sources[0].count, kept);
    }

    // Both real files record one step: their layers repeat, but not the whole trace.
    // The label of every action (innermostShownFrame, the innermost frame alone) is the first frame
    // the card's stack shows (shownStack), on the Python-frames file and the C++-frames one.
    void innermostShownFrameIsTheStacksFirst_data() { realFiles(); }

    void innermostShownFrameIsTheStacksFirst()
    {
        LOAD_REAL_FILE_OR_SKIP(snapshot);
        int withFrames = 0;
        for (StackId stack = 0; size_t(stack) + 1 < snapshot->stackOffsets.size(); ++stack) {
            const ShownStack shown = shownStack(*snapshot, stack);
            QCOMPARE(innermostShownFrame(*snapshot, stack), shown.frames.empty() ? -1 : qint64(shown.frames.front()));
            withFrames += shown.frames.empty() ? 0 : 1;
        }
        QVERIFY(withFrames > 10);
    }

    void noIterationsInOneStep_data() { realFiles(); }

    void noIterationsInOneStep()
    {
        LOAD_REAL_FILE_OR_SKIP(snapshot);
        const IterationGrowth growth = iterationGrowth(*snapshot, analyseDevice(*snapshot, 0));
        QCOMPARE(growth.foundBy, IterationsFoundBy::Nothing);
        QVERIFY(growth.iterations.empty());
        QVERIFY(!growth.grows);
    }

    // MemoryViz's Allocator State History, by hand on the older file: before the trace the segment
    // holds the block of 500 bytes asked for; after the alloc, 0x1200 too; the free of 0x5000,
    // which the trace never saw made, is a block outside every segment before it.
    void allocatorHistory()
    {
        const std::shared_ptr<const Snapshot> snapshot = read(handMadeSnapshot());
        QVERIFY(snapshot);
        AllocatorHistory history(*snapshot, 0);
        QCOMPARE(history.eventCount(), qint64(6));
        AllocatorState state = history.state();
        QCOMPARE(state.position, qint64(6));
        QCOMPARE(state.reservedBytes, qint64(2048));
        QCOMPARE(state.allocatedBytes, qint64(500));
        QCOMPARE(state.roundingBytes, qint64(12));
        QCOMPARE(state.pendingFreeBytes, qint64(512));
        QCOMPARE(state.inactiveBytes, qint64(1024));
        QCOMPARE(state.largestInactive, qint64(1024));

        QVERIFY(history.moveTo(0));
        state = history.state();
        QCOMPARE(state.blocks.size(), size_t(1));
        QCOMPARE(state.blocks.front().address, quint64(0x1000));
        QCOMPARE(state.allocatedBytes, qint64(500));
        QCOMPARE(state.inactiveBytes, qint64(1536));
        QCOMPARE(state.largestInactive, qint64(1536));
        QCOMPARE(state.strayBlocks, qint64(1));

        QVERIFY(history.moveTo(1));
        state = history.state();
        QCOMPARE(state.blocks.size(), size_t(2));
        QCOMPARE(state.blocks[1].address, quint64(0x1200));
        QCOMPARE(state.blocks[1].state, BlockState::ActiveAllocated);
        QCOMPARE(state.allocatedBytes, qint64(1012));
        QCOMPARE(state.inactiveBytes, qint64(1024));

        QVERIFY(history.moveTo(5)); // the free of 0x1200 requested, not completed
        state = history.state();
        QCOMPARE(state.blocks[1].state, BlockState::ActivePendingFree);
        QCOMPARE(state.pendingFreeBytes, qint64(512));
        QCOMPARE(state.strayBlocks, qint64(0));
        QVERIFY(history.moveTo(-3)); // clamped
        QCOMPARE(history.position(), qint64(0));
    }

    void allocatorHistoryOfRealFiles_data() { realFiles(); }

    void allocatorHistoryOfRealFiles()
    {
        LOAD_REAL_FILE_OR_SKIP(snapshot);
        checkHistory(*snapshot, 0, &StateBlock::requestedSize);
    }

    // While a large file is read, a preview of the device trace being read: the events so far of
    // that device, in the tables read so far, and nothing of the end state (segments, blocks).
    // Declined previews are offered again, so every device's trace is met. Python's pickler lays
    // out one device's trace (APPEND) unlike several (MARK ... APPENDS).
    void previewOfTheTraceBeingRead_data()
    {
        QTest::addColumn<int>("devices");
        QTest::newRow("one device") << 1;
        QTest::newRow("two devices") << 2;
    }

    void previewOfTheTraceBeingRead()
    {
        QFETCH(int, devices);
        QTemporaryDir dir;
        generator::TorchSnapshotOptions options;
        options.eventsPerDevice = 30000;
        options.devices = devices;
        options.distinctStacks = 300;
        const QString path = dir.filePath(QStringLiteral("generated.pickle"));
        QCOMPARE(generator::writeTorchSnapshot(options, path, nullptr), QString());
        const QByteArray bytes = test::readFile(path);
        std::vector<std::shared_ptr<const Snapshot>> previews;
        SnapshotReadControl control;
        control.previewAfterMs = 0;
        control.preview = [&](std::shared_ptr<const Snapshot> preview) {
            previews.push_back(std::move(preview));
            return previews.back()->devices.front().device == devices - 1;
        };
        const SnapshotRead read = readSnapshot(bytes.constData(), bytes.size(), control);
        QVERIFY(read.snapshot);
        const Snapshot& whole = *read.snapshot;
        QVERIFY(previews.size() >= size_t(devices));
        QCOMPARE(previews.back()->devices.front().device, qint64(devices - 1));
        QCOMPARE(previews.front()->devices.front().device, qint64(0));
        quint32 previousCount = 0;
        for (const std::shared_ptr<const Snapshot>& preview : previews) {
            QVERIFY(preview->preview);
            QVERIFY(!whole.preview);
            QVERIFY(preview->segments.empty() && preview->blocks.empty());
            QCOMPARE(preview->devices.size(), size_t(1));
            const DeviceTrace trace = preview->devices.front();
            QCOMPARE(trace.firstEvent, 0u);
            QCOMPARE(qint64(preview->events.size()), qint64(trace.eventCount));
            const DeviceTrace& wholeTrace = whole.devices[size_t(trace.device)];
            QVERIFY(trace.eventCount > 0 && trace.eventCount <= wholeTrace.eventCount);
            if (trace.device == 0)
                QVERIFY(trace.eventCount >= previousCount); // the trace grows as it is read
            previousCount = trace.eventCount;
            const std::span<const TraceEvent> read = whole.deviceEvents(wholeTrace).first(trace.eventCount);
            for (quint32 i = 0; i < trace.eventCount; ++i) {
                const TraceEvent& a = preview->events[i];
                const TraceEvent& b = read[i];
                QVERIFY(a.address == b.address && a.size == b.size && a.timeUs == b.timeUs && a.action == b.action
                    && a.stream == b.stream && a.context == b.context);
                // The stacks the preview names are the whole file's: the same frames.
                const std::span<const quint32> stackA = preview->stack(a.stack);
                const std::span<const quint32> stackB = whole.stack(b.stack);
                QVERIFY(std::equal(stackA.begin(), stackA.end(), stackB.begin(), stackB.end()));
            }
            QCOMPARE(preview->hasTimes, true);
            // A preview is a snapshot like any other: its allocations so far, none made before the
            // trace that the end state would have told of.
            const DeviceMemory memory = analyseDevice(*preview, trace.device);
            QCOMPARE(memory.eventCount, qint64(trace.eventCount));
            QVERIFY(!memory.allocations.empty());
        }
        // None once the read is past the byte given: a preview there would be replaced at once.
        previews.clear();
        control.previewBeforeByte = bytes.size() / 100;
        QVERIFY(readSnapshot(bytes.constData(), bytes.size(), control).snapshot);
        QVERIFY(previews.empty());
    }

    void cancels()
    {
        MEMSCOPE_SHARED_DATA_OR_SKIP(path, "pytorch/cs336_benchmark_memory_snapshot.pickle");
        const QByteArray bytes = test::readFile(path);
        std::atomic_bool cancel { true };
        SnapshotReadControl control;
        control.cancel = &cancel;
        const SnapshotRead result = readSnapshot(bytes.constData(), bytes.size(), control);
        QVERIFY(result.cancelled);
        QVERIFY(!result.snapshot);
    }
};

QTEST_GUILESS_MAIN(TestTorchSnapshot)
#include "tst_torchsnapshot.moc"
