// SPDX-License-Identifier: Apache-2.0
// format::readHloRows, the rows every program reads a module with (the window,
// memscope-report, the module list): on every hand-written case and every real
// profile, the Memory Viewer's analysis of the rows read from the bytes must
// equal that of the whole proto, in every memory space, while the instructions
// no analysis reads are dropped.

#include "core/format/hlorows.h"
#include "core/format/hloview.h"
#include "core/memoryviewer/memoryviewer.h"
#include "core/profile/loader.h"
#include "core/support/testdata.h"
#include "hlo.pb.h"

#include <QDir>
#include <QFileInfo>
#include <QtTest>
#include <google/protobuf/unknown_field_set.h>
#include <span>

using namespace memscope;

namespace {

format::ParseStatus readRows(QByteArrayView bytes, format::HloRows& rows)
{
    return format::readHloRows(rows, bytes.constData(), bytes.size(), {});
}

int instructionCount(const xla::HloProto& proto)
{
    int count = 0;
    for (const xla::HloComputationProto& computation : proto.hlo_module().computations())
        count += computation.instructions_size();
    return count;
}

// Everything a user can see of an analysis: XProf's JSON with Memscope's
// extras, the timeline's DOT, the warnings and the error.
template <typename Module> QByteArray seen(const Module& module, qint64 memorySpace)
{
    memoryviewer::Options options;
    options.memorySpace = memorySpace;
    options.renderDot = true;
    const memoryviewer::Result result = memoryviewer::analyze(module, options);
    const memoryviewer::JsonExtras extras { QStringLiteral("module"), QStringLiteral("space") };
    return memoryviewer::preprocessResultJson(result, &extras) + '\n' + result.allocationTimelineDot.toUtf8() + '\n'
        + result.warnings.join(QLatin1Char('\n')).toUtf8() + '\n' + result.error.toUtf8();
}

// Compares the analyses of `whole` and of the rows read from `bytes` (its
// serialization unless given) in every memory space present, and in 1 (scoped
// VMEM is reported only there).
void compareAnalyses(const xla::HloProto& whole, const QString& where, QByteArrayView fileBytes = {})
{
    const QByteArray bytes = fileBytes.isEmpty() ? test::serialize(whole) : fileBytes.toByteArray();
    format::HloRows rows;
    QCOMPARE(readRows(bytes, rows), format::ParseStatus::Ok);
    QVERIFY2(rows.instructions.size() <= size_t(instructionCount(whole)), qPrintable(where));
    QCOMPARE(memoryviewer::memorySpacesPresent(rows), memoryviewer::memorySpacesPresent(whole));
    std::vector<qint64> spaces = memoryviewer::memorySpacesPresent(whole);
    if (std::find(spaces.begin(), spaces.end(), 1) == spaces.end())
        spaces.push_back(1);
    for (const qint64 space : spaces) {
        QVERIFY2(seen(rows, space) == seen(whole, space),
            qPrintable(QStringLiteral("%1, memory space %2").arg(where).arg(space)));
    }
}

std::span<const format::HloRows::Event> lastTraceEvents(const format::HloRows& rows)
{
    const format::HloRows::Trace& trace = rows.traces.back();
    return std::span<const format::HloRows::Event>(rows.events).subspan(trace.eventStart, trace.eventCount);
}

xla::HloInstructionProto* addInstruction(xla::HloComputationProto* computation, qint64 id, const std::string& name)
{
    xla::HloInstructionProto* instruction = computation->add_instructions();
    instruction->set_id(id);
    instruction->set_name(name);
    instruction->set_opcode("add");
    instruction->mutable_shape()->set_element_type(xla::F32);
    instruction->mutable_shape()->add_dimensions(256);
    return instruction;
}

} // namespace

class HloViewTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void handWrittenCases_data()
    {
        QTest::addColumn<QString>("name");
        const QStringList cases = QDir(QStringLiteral(MEMSCOPE_TEST_DATA "/memoryviewer"))
                                      .entryList({ QStringLiteral("*.textproto") }, QDir::Files, QDir::Name);
        QVERIFY(cases.size() >= 10);
        for (const QString& fileName : cases)
            QTest::newRow(qPrintable(fileName)) << QFileInfo(fileName).completeBaseName();
    }

    void handWrittenCases()
    {
        QFETCH(QString, name);
        compareAnalyses(test::memoryViewerCase(name), name);
    }

    // What `memscope-report info` says of a module, counted on the wire, is what the rows hold: the
    // logical buffers, the allocations and their colours; damage where the count reads is refused.
    void bufferAssignmentCountsAreTheRows_data() { handWrittenCases_data(); }
    void bufferAssignmentCountsAreTheRows()
    {
        QFETCH(QString, name);
        const QByteArray bytes = test::serialize(test::memoryViewerCase(name));
        format::HloRows rows;
        QCOMPARE(readRows(bytes, rows), format::ParseStatus::Ok);
        const std::optional<format::BufferAssignmentCounts> counts
            = format::countBufferAssignment(bytes.constData(), bytes.size(), {});
        QVERIFY(counts);
        QCOMPARE(counts->logicalBuffers, qint64(rows.logicalBuffers.size()));
        QCOMPARE(counts->allocations, qint64(rows.allocations.size()));
        QCOMPARE(counts->allocationColors, memoryviewer::memorySpacesPresent(rows));
        if (rows.logicalBuffers.size() > 0)
            QVERIFY(!format::countBufferAssignment(bytes.constData(), bytes.size() - 1, {}));
    }

    void realProfiles_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("tpu_inference_2") << QStringLiteral("xprof/tpu_inference_2.xplane.pb");
        QTest::newRow("jax_te_fused_attn") << QStringLiteral("tracelens/jax_te_fused_attn.xplane.pb");
        QTest::newRow("mi300_jax08_attention") << QStringLiteral("tracelens/mi300_jax08_attention.xplane.pb");
        QTest::newRow("mi300_jax08_gemm") << QStringLiteral("tracelens/mi300_jax08_gemm.xplane.pb");
    }

    void realProfiles()
    {
        QFETCH(QString, file);
        const QString path = test::sharedDataPath(file);
        if (path.isEmpty())
            QSKIP(
                qPrintable(QStringLiteral("real profile %1 is absent (no ../shared/data in this checkout)").arg(file)));
        const LoadOutcome loaded = loadProfile(path);
        QVERIFY2(loaded.profile, qPrintable(loaded.error));
        QVERIFY(!loaded.profile->modules.empty());
        for (const HloModule& module : loaded.profile->modules) {
            compareAnalyses(*module.proto(), module.displayName, module.serialized());
            if (QTest::currentTestFailed())
                return;
        }
    }

    // The rows hold the instructions that define a buffer (in order), the
    // backend configs that name scoped memory, one shape per distinct shape and
    // one name per distinct event instruction; a shape given twice is merged.
    // Not read: instructions that define no buffer (in the entry or in a
    // computation of their own), operands, op types, the events' computation
    // names, program shapes.
    void keepsWhatTheAnalysisReads()
    {
        xla::HloProto whole = test::makeHloProto({ "jit_f", 5, { 0, 1 }, 3 });
        xla::HloModuleProto* module = whole.mutable_hlo_module();
        xla::HloComputationProto* entry = module->mutable_computations(0);
        const int definingCount = instructionCount(whole);
        addInstruction(entry, 9001, "unread.1");
        const std::string scopedConfig = R"({"used_scoped_memory_configs":[{"memory_space":"1","size":"4096"}]})";
        addInstruction(entry, 9002, "scoped.1")->set_backend_config(scopedConfig);
        addInstruction(module->add_computations(), 9003, "fused.1");
        xla::HloInstructionProto* defining = entry->mutable_instructions(0);
        defining->add_operand_ids(9001);
        defining->mutable_metadata()->set_op_type("Add");
        defining->mutable_metadata()->set_op_name("jit(f)/add");
        defining->mutable_metadata()->set_source_file("f.py");
        defining->mutable_metadata()->set_source_line(12);
        xla::HeapSimulatorTrace* trace = whole.mutable_buffer_assignment()->add_heap_simulator_traces();
        for (const auto kind : { xla::HeapSimulatorTrace::Event::ALLOC, xla::HeapSimulatorTrace::Event::FREE }) {
            xla::HeapSimulatorTrace::Event* event = trace->add_events();
            event->set_kind(kind);
            event->set_buffer_id(0);
            event->set_computation_name("main");
            event->set_instruction_name(defining->name());
        }
        entry->mutable_program_shape()->mutable_result()->set_element_type(xla::F32);
        module->mutable_host_program_shape()->mutable_result()->set_element_type(xla::F32);

        format::HloRows rows;
        QCOMPARE(readRows(test::serialize(whole), rows), format::ParseStatus::Ok);
        QCOMPARE(rows.moduleName, "jit_f");
        QCOMPARE(rows.instructions.size(), size_t(definingCount));
        QCOMPARE(rows.instructions.front().id, defining->id());
        QCOMPARE(rows.text(rows.instructions.front().name), defining->name());
        QCOMPARE(rows.text(rows.instructions.front().opName), "jit(f)/add");
        QCOMPARE(rows.text(rows.instructions.front().sourceFile), "f.py");
        QCOMPARE(rows.instructions.front().sourceLine, 12);
        QCOMPARE(rows.scopedConfigs.size(), size_t(1));
        QCOMPARE(rows.text(rows.scopedConfigs.front().name), "scoped.1");
        QCOMPARE(rows.text(rows.scopedConfigs.front().config), scopedConfig);
        QCOMPARE(rows.logicalBuffers.size(), size_t(whole.buffer_assignment().logical_buffers_size()));
        QCOMPARE(rows.allocations.size(), size_t(whole.buffer_assignment().buffer_allocations_size()));
        const std::span<const format::HloRows::Event> events = lastTraceEvents(rows);
        QCOMPARE(events.size(), size_t(2));
        QCOMPARE(events[1].kind, int(xla::HeapSimulatorTrace::Event::FREE));
        QCOMPARE(events[0].instructionName, events[1].instructionName);
        QCOMPARE(rows.text(rows.eventNames[size_t(events[0].instructionName)]), defining->name());
        std::vector<std::string> shapes;
        for (const xla::ShapeProto& shape : rows.shapes)
            shapes.push_back(shape.SerializeAsString());
        std::sort(shapes.begin(), shapes.end());
        QVERIFY(std::adjacent_find(shapes.begin(), shapes.end()) == shapes.end());

        // A second shape field of an instruction (written as an unknown field) merges into the first, as
        // protobuf parses it.
        xla::ShapeProto more;
        more.add_dimensions(7);
        entry->instructions(0)
            .GetReflection()
            ->MutableUnknownFields(entry->mutable_instructions(0))
            ->AddLengthDelimited(xla::HloInstructionProto::kShapeFieldNumber, more.SerializeAsString());
        xla::ShapeProto merged = entry->instructions(0).shape();
        merged.MergeFrom(more);
        const QByteArray twice = test::serialize(whole);
        xla::HloProto parsed;
        QVERIFY(parsed.ParseFromArray(twice.constData(), int(twice.size())));
        QCOMPARE(test::serialize(parsed.hlo_module().computations(0).instructions(0).shape()), test::serialize(merged));
        QCOMPARE(readRows(twice, rows), format::ParseStatus::Ok);
        QCOMPARE(test::serialize(rows.shapes[size_t(rows.instructions.front().shape)]), test::serialize(merged));
    }

    void damageIsInvalid_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        const QByteArray whole = test::serialize(test::makeHloProto({ "jit_f", 5, { 0 }, 3 }));
        QTest::newRow("truncated") << whole.left(whole.size() - 3);
        // A defining instruction whose name is not valid UTF-8: protobuf refuses it, so do the rows.
        xla::HloProto badName = test::makeHloProto({ "jit_f", 5, { 0 }, 3 });
        badName.mutable_hlo_module()->mutable_computations(0)->mutable_instructions(0)->set_name("\xff\xfe");
        QTest::newRow("bad string in a kept instruction") << test::serialize(badName);
        QTest::newRow("not wire format") << QByteArray("\x0a\x05\xff\xff\xff\xff\xff", 7);
        // A defining instruction's shape that is not a ShapeProto (written as an unknown field).
        xla::HloProto badShape = test::makeHloProto({ "jit_f", 5, { 0 }, 3 });
        xla::HloInstructionProto* instruction
            = badShape.mutable_hlo_module()->mutable_computations(0)->mutable_instructions(0);
        instruction->clear_shape();
        instruction->GetReflection()
            ->MutableUnknownFields(instruction)
            ->AddLengthDelimited(xla::HloInstructionProto::kShapeFieldNumber,
                std::string("\x0a\x05\xff\xff", 4)); // a length past its end
        QTest::newRow("shape not wire format") << test::serialize(badShape);
        // An event's instruction name that is not UTF-8.
        xla::HloProto badEvent = test::makeHloProto({ "jit_f", 5, { 0 }, 3 });
        xla::HeapSimulatorTrace::Event* event
            = badEvent.mutable_buffer_assignment()->add_heap_simulator_traces()->add_events();
        event->set_buffer_id(0);
        event->set_instruction_name("ok");
        QByteArray eventBytes = test::serialize(badEvent);
        eventBytes.replace(QByteArray("\x22\x02ok", 4), QByteArray("\x22\x02\xff\xfe", 4));
        QTest::newRow("event name not UTF-8") << eventBytes;
    }

    void damageIsInvalid()
    {
        QFETCH(QByteArray, bytes);
        format::HloRows rows;
        QCOMPARE(readRows(bytes, rows), format::ParseStatus::Invalid);
    }

    void cancelStops()
    {
        const QByteArray bytes = test::serialize(test::makeHloProto({ "jit_f", 5, { 0 }, 3 }));
        std::atomic_bool cancel = true;
        format::ParseControl control;
        control.cancel = &cancel;
        format::HloRows rows;
        QCOMPARE(format::readHloRows(rows, bytes.constData(), bytes.size(), control), format::ParseStatus::Cancelled);
    }
};

QTEST_GUILESS_MAIN(HloViewTest)
#include "tst_hloview.moc"
