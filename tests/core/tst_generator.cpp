// SPDX-License-Identifier: Apache-2.0
// The synthetic profile generator: deterministic, structurally valid by the
// rules the engines rely on (memory-viewer spec §1–§2, memory-profile spec A,
// overview spec B/C), and scaling as asked.

#include "core/generatorrows.h"
#include "generator/generator.h"
#include "hlo.pb.h"
#include "xplane.pb.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <map>
#include <set>
#include <unordered_map>
#include <zlib.h>

using namespace memscope::generator;
namespace pb = tensorflow::profiler;

namespace {

QByteArray readAll(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

QByteArray gunzip(const QByteArray& compressed)
{
    z_stream stream {};
    if (inflateInit2(&stream, 16 + MAX_WBITS) != Z_OK)
        return {};
    stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(compressed.constData()));
    stream.avail_in = static_cast<uInt>(compressed.size());
    QByteArray out;
    char buffer[1 << 16];
    int status = Z_OK;
    while (status == Z_OK) {
        stream.next_out = reinterpret_cast<Bytef*>(buffer);
        stream.avail_out = sizeof buffer;
        status = inflate(&stream, Z_NO_FLUSH);
        out.append(buffer, static_cast<qsizetype>(sizeof buffer - stream.avail_out));
    }
    inflateEnd(&stream);
    return status == Z_STREAM_END ? out : QByteArray();
}

std::string deterministicBytes(const google::protobuf::MessageLite& message)
{
    std::string bytes;
    google::protobuf::io::StringOutputStream stream(&bytes);
    google::protobuf::io::CodedOutputStream out(&stream);
    out.SetSerializationDeterministic(true);
    message.SerializeToCodedStream(&out);
    return bytes;
}

const pb::XPlane* findPlane(const pb::XSpace& space, const std::string& name)
{
    for (const pb::XPlane& plane : space.planes())
        if (plane.name() == name)
            return &plane;
    return nullptr;
}

std::string statName(const pb::XPlane& plane, std::int64_t id)
{
    auto it = plane.stat_metadata().find(id);
    return it == plane.stat_metadata().end() ? std::string() : it->second.name();
}

const pb::XStat* findStat(
    const pb::XPlane& plane, const google::protobuf::RepeatedPtrField<pb::XStat>& stats, const std::string& name)
{
    for (const pb::XStat& stat : stats)
        if (statName(plane, stat.metadata_id()) == name)
            return &stat;
    return nullptr;
}

// XLA's unpadded size (memory-viewer spec §2.3) of a resolved shape.
std::int64_t unpaddedSize(const xla::ShapeProto& shape)
{
    if (shape.element_type() == xla::TUPLE)
        return 8 * shape.tuple_shapes_size();
    std::int64_t elements = 1;
    for (std::int64_t dim : shape.dimensions())
        elements *= dim;
    switch (shape.element_type()) {
    case xla::PRED:
    case xla::S8:
    case xla::U8:
        return elements;
    case xla::BF16:
    case xla::F16:
        return elements * 2;
    default:
        return elements * 4;
    }
}

struct ModuleCheck
{
    std::int64_t hbmPeak = 0;
    std::set<std::int64_t> colours;
    int shareEvents = 0;
    int reuseShares = 0; // SHARE_WITH onto freed memory (ref count back to 1)
    int paddedBuffers = 0;
    int tupleIndexBuffers = 0;
    int scopedVmemConfigs = 0;
    bool hasTransposeOpName = false;
    bool hasTiles = false;
    std::set<QString> categories;
};

// Checks one HloProto against the rules of memory-viewer spec §2.2–§2.6 and
// replays every trace as the engine does. Fails the test on any violation.
ModuleCheck checkModule(const xla::HloProto& proto)
{
    ModuleCheck check;
    std::unordered_map<std::int64_t, const xla::HloInstructionProto*> instructions;
    const auto& module = proto.hlo_module();
    const int frames = module.stack_frame_index().stack_frames_size();
    for (const auto& computation : module.computations()) {
        for (const auto& instruction : computation.instructions()) {
            [&] {
                QVERIFY2(instructions.emplace(instruction.id(), &instruction).second, "duplicate instruction id");
            }();
            if (instruction.metadata().stack_frame_id() != 0)
                [&] { QVERIFY(instruction.metadata().stack_frame_id() <= frames); }();
            if (instruction.metadata().op_name().find("transpose(") != std::string::npos)
                check.hasTransposeOpName = true;
            if (instruction.backend_config().find("used_scoped_memory_configs") != std::string::npos)
                ++check.scopedVmemConfigs;
            if (instruction.shape().layout().tiles_size() > 0)
                check.hasTiles = true;
        }
    }

    const auto& assignment = proto.buffer_assignment();
    std::unordered_map<std::int64_t, const xla::LogicalBufferProto*> buffers;
    for (const auto& buffer : assignment.logical_buffers()) {
        buffers.emplace(buffer.id(), &buffer);
        auto it = instructions.find(buffer.defined_at().instruction_id());
        if (it == instructions.end()) {
            QTest::qFail("a logical buffer's defining instruction does not exist", __FILE__, __LINE__);
            return check;
        }
        xla::ShapeProto shape = it->second->shape();
        if (buffer.defined_at().shape_index_size() > 0) {
            const std::int64_t k = buffer.defined_at().shape_index(buffer.defined_at().shape_index_size() - 1);
            if (k >= shape.tuple_shapes_size()) {
                QTest::qFail("shape index out of range", __FILE__, __LINE__);
                return check;
            }
            shape = xla::ShapeProto(shape.tuple_shapes(static_cast<int>(k)));
            ++check.tupleIndexBuffers;
        }
        const std::int64_t unpadded = unpaddedSize(shape);
        if (buffer.size() < unpadded) {
            QTest::qFail(
                qPrintable(QStringLiteral("buffer %1 is smaller than its shape").arg(buffer.id())), __FILE__, __LINE__);
            return check;
        }
        if (buffer.size() > unpadded)
            ++check.paddedBuffers;
        check.colours.insert(buffer.color());
        if (shape.has_layout())
            [&] { QCOMPARE(shape.layout().memory_space(), buffer.color()); }();
    }

    std::unordered_map<std::int64_t, const xla::BufferAllocationProto*> allocationOf;
    std::unordered_map<std::int64_t, std::int64_t> offsetOf;
    std::set<std::int64_t> assignedOnce;
    for (const auto& allocation : assignment.buffer_allocations()) {
        if (allocation.is_entry_computation_parameter())
            check.categories.insert(QStringLiteral("Parameter"));
        else if (allocation.maybe_live_out())
            check.categories.insert(allocation.is_tuple() ? QStringLiteral("Output tuple") : QStringLiteral("Output"));
        else if (allocation.is_thread_local())
            check.categories.insert(QStringLiteral("Thread-local"));
        else if (allocation.is_constant())
            check.categories.insert(QStringLiteral("Constant"));
        else
            check.categories.insert(QStringLiteral("Temporary"));
        for (const auto& assigned : allocation.assigned()) {
            auto it = buffers.find(assigned.logical_buffer_id());
            if (it == buffers.end()) {
                QTest::qFail("an assigned logical buffer does not exist", __FILE__, __LINE__);
                return check;
            }
            [&] { QVERIFY2(assignedOnce.insert(assigned.logical_buffer_id()).second, "a buffer assigned twice"); }();
            [&] { QCOMPARE(it->second->color(), allocation.color()); }();
            [&] { QVERIFY(assigned.offset() >= 0 && assigned.offset() + it->second->size() <= allocation.size()); }();
            allocationOf[assigned.logical_buffer_id()] = &allocation;
            offsetOf[assigned.logical_buffer_id()] = assigned.offset();
        }
    }
    [&] { QCOMPARE(static_cast<int>(assignedOnce.size()), assignment.logical_buffers_size()); }();

    // Heap simulation (spec §2.6): ref counts through SHARE_WITH links.
    for (const auto& trace : assignment.heap_simulator_traces()) {
        std::unordered_map<std::int64_t, std::int64_t> canonical;
        std::unordered_map<std::int64_t, int> refs;
        std::set<const xla::BufferAllocationProto*> seen;
        auto root = [&](std::int64_t id) {
            for (auto it = canonical.find(id); it != canonical.end(); it = canonical.find(id))
                id = it->second;
            return id;
        };
        std::int64_t heap = 0, peak = 0;
        std::int64_t colour = -1;
        // Live memory of the allocation: offset -> end. Live buffers must never overlap
        // (the allocation timeline draws them at their offsets).
        std::map<std::int64_t, std::int64_t> live;
        bool overlap = false;
        auto occupy = [&](std::int64_t id) {
            const std::int64_t begin = offsetOf[id], end = begin + buffers[id]->size();
            auto next = live.lower_bound(begin);
            if (next != live.end() && next->first < end)
                overlap = true;
            if (next != live.begin() && std::prev(next)->second > begin)
                overlap = true;
            live[begin] = end;
        };
        for (const auto& event : trace.events()) {
            auto it = buffers.find(event.buffer_id());
            if (it == buffers.end() || !allocationOf.count(event.buffer_id())) {
                QTest::qFail("a trace event names an unknown buffer", __FILE__, __LINE__);
                return check;
            }
            seen.insert(allocationOf[event.buffer_id()]);
            colour = it->second->color();
            switch (event.kind()) {
            case xla::HeapSimulatorTrace_Event_Kind_ALLOC:
                refs[event.buffer_id()] += 1;
                heap += it->second->size();
                occupy(event.buffer_id());
                break;
            case xla::HeapSimulatorTrace_Event_Kind_FREE: {
                const std::int64_t r = root(event.buffer_id());
                if (--refs[r] < 0) {
                    QTest::qFail("a buffer is freed twice", __FILE__, __LINE__);
                    return check;
                }
                if (refs[r] == 0) {
                    heap -= buffers[r]->size();
                    live.erase(offsetOf[r]);
                }
                break;
            }
            case xla::HeapSimulatorTrace_Event_Kind_SHARE_WITH: {
                ++check.shareEvents;
                [&] { QVERIFY(buffers.count(event.share_with_canonical_id())); }();
                [&] { QCOMPARE(buffers[event.share_with_canonical_id()]->size(), it->second->size()); }();
                canonical[event.buffer_id()] = event.share_with_canonical_id();
                const std::int64_t r = root(event.buffer_id());
                [&] { QCOMPARE(offsetOf[event.buffer_id()], offsetOf[r]); }(); // a sharer lives in its root's memory
                if (++refs[r] == 1) {
                    ++check.reuseShares;
                    heap += buffers[r]->size();
                    occupy(r);
                }
                break;
            }
            default:
                QTest::qFail("unknown event kind", __FILE__, __LINE__);
                return check;
            }
            if (overlap) {
                QTest::qFail(qPrintable(QStringLiteral("buffer %1 overlaps a live buffer").arg(event.buffer_id())),
                    __FILE__, __LINE__);
                return check;
            }
            if (heap < 0) {
                QTest::qFail("the heap went negative", __FILE__, __LINE__);
                return check;
            }
            peak = std::max(peak, heap);
        }
        [&] { QCOMPARE(static_cast<int>(seen.size()), 1); }();
        [&] { QCOMPARE(heap, std::int64_t { 0 }); }(); // everything freed by the end of the program
        if (colour == 0)
            check.hbmPeak = peak;
        // The trace's allocation holds the peak: offsets never overlap while live.
        [&] { QVERIFY((*seen.begin())->size() >= peak); }();
    }
    return check;
}

struct MetadataModule
{
    std::int64_t key = 0;
    std::string name;
    bool hasProgramIdStat = false;
    std::uint64_t programId = 0;
    xla::HloProto proto;
};

std::vector<MetadataModule> readModules(const pb::XSpace& space)
{
    std::vector<MetadataModule> modules;
    const pb::XPlane* metadata = findPlane(space, "/host:metadata");
    if (!metadata)
        return modules;
    std::map<std::int64_t, const pb::XEventMetadata*> sorted;
    for (const auto& [key, value] : metadata->event_metadata())
        sorted.emplace(key, &value);
    for (const auto& [key, value] : sorted) {
        MetadataModule module;
        module.key = key;
        module.name = value->name();
        module.programId = static_cast<std::uint64_t>(key);
        const pb::XStat* hlo = findStat(*metadata, value->stats(), "Hlo Proto");
        if (!hlo || !module.proto.ParseFromString(hlo->bytes_value()))
            continue;
        if (const pb::XStat* id = findStat(*metadata, value->stats(), "program_id")) {
            module.hasProgramIdStat = true;
            module.programId = id->value_case() == pb::XStat::kUint64Value
                ? id->uint64_value()
                : static_cast<std::uint64_t>(id->int64_value());
        }
        modules.push_back(std::move(module));
    }
    return modules;
}

} // namespace

class TestGenerator : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameSeedSameBytes();
    void writerMatchesInMemorySpace();
    void gzipOutput();
    void modulesAreConsistent_data();
    void modulesAreConsistent();
    void metadataPlaneHasBothLayouts();
    void memoryEvents();
    void withoutGroupIds_data();
    void withoutGroupIds();
    void devicePlanes_data();
    void devicePlanes();
    void sizesScale();
    void extremeOptions_data();
    void extremeOptions();
    void traceFolder();
    void unwritablePath();
};

void TestGenerator::sameSeedSameBytes()
{
    QTemporaryDir dir;
    const QString a = dir.filePath(QStringLiteral("a.xplane.pb"));
    const QString b = dir.filePath(QStringLiteral("b.xplane.pb"));
    const QString c = dir.filePath(QStringLiteral("c.xplane.pb"));
    QCOMPARE(writeXSpace(tinyOptions(7), a), QString());
    QCOMPARE(writeXSpace(tinyOptions(7), b), QString());
    QCOMPARE(writeXSpace(tinyOptions(8), c), QString());
    const QByteArray bytesA = readAll(a);
    QVERIFY(bytesA.size() > 1000);
    QCOMPARE(readAll(b), bytesA);
    QVERIFY(readAll(c) != bytesA);
}

void TestGenerator::writerMatchesInMemorySpace()
{
    // The streaming writer must produce exactly the in-memory XSpace.
    for (Kind kind : { Kind::TpuTraining, Kind::TpuInference, Kind::Gpu }) {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("space.xplane.pb"));
        Options options = tinyOptions(3, kind);
        ProfileFacts written, inMemory;
        QCOMPARE(writeXSpace(options, path, 0, &written), QString());
        const auto space = generateXSpace(options, 0, &inMemory);
        const std::string expected = deterministicBytes(*space);
        QCOMPARE(readAll(path), QByteArray::fromStdString(expected));
        QCOMPARE(written.memoryEvents, inMemory.memoryEvents);
        pb::XSpace parsed;
        QVERIFY(parsed.ParseFromArray(expected.data(), static_cast<int>(expected.size())));
    }
}

void TestGenerator::gzipOutput()
{
    QTemporaryDir dir;
    const QString plain = dir.filePath(QStringLiteral("p.xplane.pb"));
    const QString gz = dir.filePath(QStringLiteral("p.xplane.pb.gz"));
    QCOMPARE(writeXSpace(tinyOptions(5), plain), QString());
    QCOMPARE(writeXSpace(tinyOptions(5), gz), QString());
    const QByteArray compressed = readAll(gz);
    QVERIFY(compressed.startsWith("\x1f\x8b"));
    QCOMPARE(gunzip(compressed), readAll(plain));
}

void TestGenerator::modulesAreConsistent_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<bool>("example");
    QTest::newRow("tiny tpu training") << static_cast<int>(Kind::TpuTraining) << false;
    QTest::newRow("tiny tpu inference") << static_cast<int>(Kind::TpuInference) << false;
    QTest::newRow("tiny gpu") << static_cast<int>(Kind::Gpu) << false;
    QTest::newRow("bundled example") << static_cast<int>(Kind::TpuTraining) << true;
}

void TestGenerator::modulesAreConsistent()
{
    QFETCH(int, kind);
    QFETCH(bool, example);
    const Options options = example ? exampleOptions(1) : tinyOptions(11, static_cast<Kind>(kind));
    ProfileFacts facts;
    const auto space = generateXSpace(options, 0, &facts);
    const std::vector<MetadataModule> modules = readModules(*space);
    QCOMPARE(static_cast<int>(modules.size()), options.modules);
    QCOMPARE(static_cast<int>(facts.modules.size()), options.modules);
    for (const MetadataModule& module : modules) {
        const ModuleCheck check = checkModule(module.proto);
        if (QTest::currentTestFailed())
            QFAIL(qPrintable(QStringLiteral("in module %1").arg(QString::fromStdString(module.name))));
        const auto fact = std::find_if(facts.modules.begin(), facts.modules.end(),
            [&](const ModuleFacts& f) { return f.programId == module.programId; });
        QVERIFY(fact != facts.modules.end());
        QCOMPARE(module.name, module.proto.hlo_module().name() + '(' + std::to_string(module.programId) + ')');
        QCOMPARE(check.hbmPeak, fact->hbmTracePeakBytes);
        QCOMPARE(
            static_cast<std::int64_t>(module.proto.buffer_assignment().logical_buffers_size()), fact->logicalBuffers);
        QVERIFY(check.paddedBuffers > 0 || static_cast<Kind>(kind) == Kind::Gpu);
        QVERIFY(check.categories.count(QStringLiteral("Parameter")));
        QVERIFY(check.categories.count(QStringLiteral("Output")));
        QVERIFY(check.categories.count(QStringLiteral("Output tuple")));
        QVERIFY(check.categories.count(QStringLiteral("Constant")));
        QVERIFY(check.categories.count(QStringLiteral("Temporary")));
    }
    // The main module carries every feature the Memory Viewer shows.
    const MetadataModule& main = *std::find_if(modules.begin(), modules.end(),
        [&](const MetadataModule& m) { return m.programId == facts.modules.front().programId; });
    const ModuleCheck check = checkModule(main.proto);
    QVERIFY(check.shareEvents > 0);
    QVERIFY(check.reuseShares > 0);
    QVERIFY(check.tupleIndexBuffers > 0);
    QVERIFY(check.categories.count(QStringLiteral("Thread-local")));
    QCOMPARE(check.hasTransposeOpName, static_cast<Kind>(kind) != Kind::TpuInference);
    if (static_cast<Kind>(kind) == Kind::Gpu) {
        QCOMPARE(check.colours, (std::set<std::int64_t> { 0 }));
        QVERIFY(!check.hasTiles);
        QCOMPARE(check.scopedVmemConfigs, 0);
    } else {
        QVERIFY(check.colours.count(0) && check.colours.count(1));
        QVERIFY(check.hasTiles);
        QVERIFY(check.scopedVmemConfigs > 0);
        if (static_cast<Kind>(kind) == Kind::TpuTraining)
            QVERIFY(check.colours.count(5));
    }
    if (example) {
        QCOMPARE(main.proto.hlo_module().name(), std::string("jit_train_step"));
        // A few MiB to a few hundred MiB of HBM at the peak.
        QVERIFY(check.hbmPeak > (4 << 20) && check.hbmPeak < (1ll << 30));
    }
}

void TestGenerator::metadataPlaneHasBothLayouts()
{
    const auto space = generateXSpace(exampleOptions(1));
    const std::vector<MetadataModule> modules = readModules(*space);
    int newer = 0, older = 0;
    bool above63 = false;
    for (const MetadataModule& module : modules) {
        if (module.hasProgramIdStat)
            ++newer;
        else {
            ++older;
            QCOMPARE(static_cast<std::uint64_t>(module.key), module.programId); // keyed by the program id
        }
        above63 = above63 || module.programId > static_cast<std::uint64_t>(INT64_MAX);
    }
    QVERIFY(newer >= 2);
    QVERIFY(older >= 2);
    QVERIFY(above63);
    QCOMPARE(space->hostnames_size(), 1);
}

void TestGenerator::memoryEvents()
{
    Options options = tinyOptions(21);
    options.steps = 6;
    options.allocators = 3;
    options.allocationEventsPerStep = 240;
    options.leakBytesPerStep = 1 << 20;
    options.fragmentationSpikeStep = 2;
    ProfileFacts facts;
    const auto space = generateXSpace(options, 0, &facts);
    const pb::XPlane* host = findPlane(*space, "/host:CPU");
    QVERIFY(host);
    std::map<std::int64_t, std::string> eventNames;
    for (const auto& [id, metadata] : host->event_metadata())
        eventNames[id] = metadata.name();

    std::map<std::int64_t, int> allocations, deallocations;
    std::map<std::int64_t, std::map<std::int64_t, std::int64_t>> live; // allocator -> address -> bytes
    std::map<std::int64_t, std::set<std::int64_t>> groups;
    std::map<std::int64_t, std::int64_t> endOfStepInUse; // allocator 0: bytes_allocated at each step's last event
    int deallocationsWithSizes = 0;
    double maxFragmentation = 0;
    std::int64_t maxFragmentationGroup = -1;
    for (const pb::XLine& line : host->lines()) {
        std::int64_t previous = -1;
        for (const pb::XEvent& event : line.events()) {
            const std::string& name = eventNames[event.metadata_id()];
            if (name != "MemoryAllocation" && name != "MemoryDeallocation")
                continue;
            QVERIFY(event.offset_ps() >= previous); // time order within a line
            previous = event.offset_ps();
            const pb::XStat* index = findStat(*host, event.stats(), "index_on_host");
            const pb::XStat* address = findStat(*host, event.stats(), "addr");
            const pb::XStat* group = findStat(*host, event.stats(), "group_id");
            const pb::XStat* inUse = findStat(*host, event.stats(), "bytes_allocated");
            const pb::XStat* fragmentation = findStat(*host, event.stats(), "fragmentation");
            QVERIFY(index && address && inUse && fragmentation);
            QCOMPARE(fragmentation->value_case(), pb::XStat::kDoubleValue);
            const std::int64_t allocator = index->int64_value();
            if (group) {
                groups[allocator].insert(group->int64_value());
                if (fragmentation->double_value() > maxFragmentation && allocator == 0) {
                    maxFragmentation = fragmentation->double_value();
                    maxFragmentationGroup = group->int64_value();
                }
                if (allocator == 0)
                    endOfStepInUse[group->int64_value()] = inUse->int64_value();
            }
            if (name == "MemoryAllocation") {
                ++allocations[allocator];
                const pb::XStat* bytes = findStat(*host, event.stats(), "allocation_bytes");
                QVERIFY(bytes && bytes->int64_value() > 0);
                QVERIFY(findStat(*host, event.stats(), "tf_op"));
                QVERIFY(live[allocator].emplace(address->int64_value(), bytes->int64_value()).second);
            } else {
                ++deallocations[allocator];
                if (findStat(*host, event.stats(), "allocation_bytes"))
                    ++deallocationsWithSizes;
                QCOMPARE(live[allocator].erase(address->int64_value()), size_t { 1 });
            }
        }
    }
    QCOMPARE(static_cast<int>(allocations.size()), 3);
    QCOMPARE(deallocationsWithSizes, 0); // TPU deallocations carry no sizes
    std::int64_t total = 0;
    for (const AllocatorFacts& allocator : facts.allocators) {
        const std::int64_t id = allocator.memoryId.toLongLong();
        QCOMPARE(allocations[id], static_cast<int>(allocator.allocations));
        QCOMPARE(deallocations[id], static_cast<int>(allocator.deallocations));
        std::int64_t neverFreed = 0;
        for (const auto& [address, bytes] : live[id])
            neverFreed += bytes;
        QCOMPARE(neverFreed, allocator.neverFreedBytes);
        QCOMPARE(groups[id], (std::set<std::int64_t> { 0, 1, 2, 3, 4, 5 }));
        total += allocator.allocations + allocator.deallocations;
    }
    QCOMPARE(total, facts.memoryEvents);
    QCOMPARE(facts.allocators.front().leakedBytes, std::int64_t { 6 } << 20);
    // The leak shows as a heap that grows by the leak every step.
    for (std::int64_t step = 1; step < 6; ++step)
        QCOMPARE(endOfStepInUse[step] - endOfStepInUse[step - 1], std::int64_t { 1 } << 20);
    QCOMPARE(maxFragmentationGroup, std::int64_t { 2 });
    QVERIFY(maxFragmentation > 0.3);
}

void TestGenerator::withoutGroupIds_data() { addGeneratorKindRows(); }

// Options::groupIds false writes the same profile as a profiler before XProf groups it: every event
// as it was, without its group_id stat, and no plane declaring one.
void TestGenerator::withoutGroupIds()
{
    QFETCH(int, kind);
    Options options = tinyOptions(3, static_cast<Kind>(kind));
    const auto grouped = generateXSpace(options);
    options.groupIds = false;
    ProfileFacts facts;
    const auto ungrouped = generateXSpace(options, 0, &facts);
    QVERIFY(facts.memoryEvents > 0);
    QCOMPARE(ungrouped->planes_size(), grouped->planes_size());
    int removed = 0;
    for (int p = 0; p < grouped->planes_size(); ++p) {
        const pb::XPlane& before = grouped->planes(p);
        const pb::XPlane& after = ungrouped->planes(p);
        QCOMPARE(after.name(), before.name());
        const auto statName = [](const pb::XPlane& plane, const pb::XStat& stat) {
            return plane.stat_metadata().at(stat.metadata_id()).name();
        };
        for (const auto& [id, metadata] : after.stat_metadata())
            QVERIFY2(metadata.name() != "group_id", before.name().c_str());
        QCOMPARE(after.lines_size(), before.lines_size());
        for (int l = 0; l < before.lines_size(); ++l) {
            QCOMPARE(after.lines(l).events_size(), before.lines(l).events_size());
            for (int e = 0; e < before.lines(l).events_size(); ++e) {
                const pb::XEvent& was = before.lines(l).events(e);
                const pb::XEvent& is = after.lines(l).events(e);
                QCOMPARE(is.offset_ps(), was.offset_ps());
                QCOMPARE(is.duration_ps(), was.duration_ps());
                std::vector<std::string> kept;
                for (const pb::XStat& stat : was.stats()) {
                    if (statName(before, stat) == "group_id")
                        ++removed;
                    else
                        kept.push_back(statName(before, stat));
                }
                std::vector<std::string> written;
                for (const pb::XStat& stat : is.stats())
                    written.push_back(statName(after, stat));
                QCOMPARE(written, kept);
            }
        }
    }
    QVERIFY(removed > facts.memoryEvents / 2); // memory events in steps, step markers and device ops had one
}

void TestGenerator::devicePlanes_data() { addGeneratorKindRows(); }

void TestGenerator::devicePlanes()
{
    QFETCH(int, kind);
    const Options options = tinyOptions(4, static_cast<Kind>(kind));
    ProfileFacts facts;
    const auto space = generateXSpace(options, 0, &facts);
    QCOMPARE(static_cast<int>(facts.steps.size()), options.steps);
    const bool gpu = static_cast<Kind>(kind) == Kind::Gpu;
    std::int64_t opEvents = 0;
    for (int d = 0; d < options.devicesPerHost; ++d) {
        const pb::XPlane* plane = findPlane(*space, (gpu ? "/device:GPU:" : "/device:TPU:") + std::to_string(d));
        QVERIFY(plane);
        QVERIFY(findStat(*plane, plane->stats(), "peak_teraflops_per_second"));
        if (gpu) {
            QVERIFY(findStat(*plane, plane->stats(), "memory_bandwidth"));
            for (const pb::XLine& line : plane->lines())
                for (const pb::XEvent& event : line.events()) {
                    QVERIFY(findStat(*plane, event.stats(), "correlation_id"));
                    QVERIFY(findStat(*plane, event.stats(), "group_id"));
                    if (line.name().find("Compute") != std::string::npos)
                        ++opEvents;
                }
            continue;
        }
        QCOMPARE(findStat(*plane, plane->stats(), "device_type_string")->str_value(), std::string("TPU v5 lite"));
        QVERIFY(findStat(*plane, plane->stats(), "peak_hbm_bw_gigabytes_per_second"));
        QVERIFY(findStat(*plane, plane->stats(), "core_details"));
        std::map<std::string, const pb::XLine*> lines;
        for (const pb::XLine& line : plane->lines())
            lines[line.name()] = &line;
        QVERIFY(lines.count("XLA Modules") && lines.count("XLA Ops"));
        QCOMPARE(lines.count("Steps") == 1, static_cast<Kind>(kind) == Kind::TpuTraining);
        QCOMPARE(lines["XLA Modules"]->events_size(), options.steps);
        for (const pb::XEvent& event : lines["XLA Ops"]->events()) {
            const pb::XEventMetadata& metadata = plane->event_metadata().at(event.metadata_id());
            QVERIFY(!metadata.display_name().empty());
            QVERIFY(findStat(*plane, metadata.stats(), "flops"));
            QVERIFY(findStat(*plane, metadata.stats(), "bytes_accessed"));
            QVERIFY(findStat(*plane, metadata.stats(), "hlo_category"));
            QVERIFY(findStat(*plane, metadata.stats(), "program_id"));
            QVERIFY(findStat(*plane, event.stats(), "device_duration_ps"));
            ++opEvents;
        }
        if (lines.count("Steps")) {
            // Steps line spans = the facts; consecutive steps touch.
            for (int s = 0; s < options.steps; ++s) {
                QCOMPARE(lines["Steps"]->events(s).offset_ps(), facts.steps[static_cast<std::size_t>(s)].beginPs);
                QCOMPARE(lines["Steps"]->events(s).duration_ps(), facts.steps[static_cast<std::size_t>(s)].durationPs);
            }
        }
    }
    QCOMPARE(opEvents, facts.deviceOpEvents);
    QCOMPARE(opEvents, static_cast<std::int64_t>(options.devicesPerHost) * options.steps * options.opsPerStep);
}

void TestGenerator::sizesScale()
{
    Options small = tinyOptions(2);
    small.logicalBuffers = 500;
    small.heapEvents = 700;
    ModuleFacts smallFacts;
    const xla::HloProto smallModule = generateModule(small, 0, &smallFacts);
    QCOMPARE(smallModule.buffer_assignment().logical_buffers_size(), 500);
    QCOMPARE(smallFacts.heapEvents, std::int64_t { 700 });

    Options large = small;
    large.logicalBuffers = 20000;
    large.heapEvents = 36000;
    large.activationBytes = 1 << 20;
    ModuleFacts largeFacts;
    const xla::HloProto largeModule = generateModule(large, 0, &largeFacts);
    QCOMPARE(largeModule.buffer_assignment().logical_buffers_size(), 20000);
    int events = 0;
    for (const auto& trace : largeModule.buffer_assignment().heap_simulator_traces())
        events += trace.events_size();
    QCOMPARE(events, 36000);
    QVERIFY(largeFacts.hbmTracePeakBytes > 20 * smallFacts.hbmTracePeakBytes);
    QVERIFY(largeModule.ByteSizeLong() > 20 * smallModule.ByteSizeLong());

    // More events than two per buffer cannot be: every traced buffer gets ALLOC/SHARE and FREE.
    Options capped = small;
    capped.heapEvents = 100000;
    ModuleFacts cappedFacts;
    generateModule(capped, 0, &cappedFacts);
    QVERIFY(cappedFacts.heapEvents < 2 * 500);
    QVERIFY(cappedFacts.heapEvents > 2 * 400);

    QTemporaryDir dir;
    const QString tiny = dir.filePath(QStringLiteral("tiny.xplane.pb"));
    QCOMPARE(writeXSpace(tinyOptions(1), tiny), QString());
    QVERIFY(QFileInfo(tiny).size() < 512 * 1024);
}

void TestGenerator::extremeOptions_data()
{
    QTest::addColumn<int>("variant");
    QTest::newRow("smallest everything") << 0;
    QTest::newRow("no memory events, one step") << 1;
    QTest::newRow("more events than buffers allow") << 2;
    QTest::newRow("one fused instruction, many modules") << 3;
}

void TestGenerator::extremeOptions()
{
    QFETCH(int, variant);
    Options options
        = tinyOptions(static_cast<std::uint64_t>(100 + variant), variant == 3 ? Kind::Gpu : Kind::TpuTraining);
    switch (variant) {
    case 0:
        options.modules = 1;
        options.logicalBuffers = 12;
        options.heapEvents = 8;
        options.devicesPerHost = 1;
        options.steps = 1;
        options.opsPerStep = 1;
        options.allocators = 1;
        options.allocationEventsPerStep = 1;
        break;
    case 1:
        options.allocationEventsPerStep = 0;
        options.leakBytesPerStep = 0;
        options.steps = 1;
        options.kind = Kind::TpuInference;
        break;
    case 2:
        options.heapEvents = 1000000;
        options.fragmentationSpikeStep = -2;
        break;
    default:
        options.modules = 12;
        options.fusedInstructionsPerFusion = 1;
        break;
    }
    ProfileFacts facts;
    const auto space = generateXSpace(options, 0, &facts);
    const std::vector<MetadataModule> modules = readModules(*space);
    QCOMPARE(static_cast<int>(modules.size()), options.modules);
    for (const MetadataModule& module : modules) {
        checkModule(module.proto);
        if (QTest::currentTestFailed())
            QFAIL(qPrintable(QStringLiteral("in module %1").arg(QString::fromStdString(module.name))));
    }
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("x.xplane.pb"));
    QCOMPARE(writeXSpace(options, path), QString());
    QCOMPARE(readAll(path), QByteArray::fromStdString(deterministicBytes(*space)));
}

void TestGenerator::traceFolder()
{
    QTemporaryDir dir;
    Options options = tinyOptions(9);
    options.hosts = 2;
    ProfileFacts facts;
    QCOMPARE(writeTraceFolder(options, dir.path(), QStringLiteral("2025_01_02_03_04_05"), &facts), QString());
    for (int h = 0; h < 2; ++h) {
        const QString path = dir.filePath(
            QStringLiteral("plugins/profile/2025_01_02_03_04_05/%1.xplane.pb").arg(hostName(options, h)));
        pb::XSpace space;
        const QByteArray bytes = readAll(path);
        QVERIFY2(space.ParseFromArray(bytes.constData(), static_cast<int>(bytes.size())), qPrintable(path));
        QCOMPARE(QString::fromStdString(space.hostnames(0)), hostName(options, h));
    }
    QVERIFY(hostName(options, 0) != hostName(options, 1));
    QCOMPARE(static_cast<int>(facts.allocators.size()), 2 * options.allocators);
}

void TestGenerator::unwritablePath()
{
    const QString error = writeXSpace(tinyOptions(1), QStringLiteral("/nonexistent-dir/x.xplane.pb"));
    QVERIFY(error.contains(QStringLiteral("/nonexistent-dir/x.xplane.pb")));
}

QTEST_GUILESS_MAIN(TestGenerator)
#include "tst_generator.moc"
