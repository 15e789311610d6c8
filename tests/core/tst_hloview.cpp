// SPDX-License-Identifier: Apache-2.0
// format::parseHloProtoForBuffers, the pruned parse memscope-report streams
// modules with: on every hand-written case and every real profile, the Memory
// Viewer's analysis of the pruned proto must equal that of the whole proto, in
// every memory space, while the instructions no analysis reads are dropped.

#include "core/format/hloview.h"
#include "core/helpers/testdata.h"
#include "core/memoryviewer/memoryviewer.h"
#include "core/profile/loader.h"
#include "hlo.pb.h"

#include <QDir>
#include <QFileInfo>
#include <QtTest>

using namespace memscope;

namespace {

format::ParseStatus parsePruned(const QByteArray& bytes, xla::HloProto& pruned)
{
    return format::parseHloProtoForBuffers(pruned, bytes.constData(), bytes.size(), {});
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
QByteArray seen(const xla::HloProto& proto, qint64 memorySpace)
{
    memoryviewer::Options options;
    options.memorySpace = memorySpace;
    options.renderDot = true;
    const memoryviewer::Result result = memoryviewer::analyze(proto, options);
    const memoryviewer::JsonExtras extras { QStringLiteral("module"), QStringLiteral("space") };
    return memoryviewer::preprocessResultJson(result, &extras) + '\n' + result.allocationTimelineDot.toUtf8() + '\n'
        + result.warnings.join(QLatin1Char('\n')).toUtf8() + '\n' + result.error.toUtf8();
}

// Compares the analyses of `whole` and of its pruned parse in every memory
// space present, and in 1 (scoped VMEM is reported only there).
void compareAnalyses(const xla::HloProto& whole, const QString& where)
{
    const QByteArray bytes = test::serialize(whole);
    xla::HloProto pruned;
    QCOMPARE(parsePruned(bytes, pruned), format::ParseStatus::Ok);
    QVERIFY2(instructionCount(pruned) <= instructionCount(whole), qPrintable(where));
    QCOMPARE(memoryviewer::memorySpacesPresent(pruned), memoryviewer::memorySpacesPresent(whole));
    std::vector<qint64> spaces = memoryviewer::memorySpacesPresent(whole);
    if (std::find(spaces.begin(), spaces.end(), 1) == spaces.end())
        spaces.push_back(1);
    for (const qint64 space : spaces) {
        const QByteArray expected = seen(whole, space);
        const QByteArray actual = seen(pruned, space);
        QVERIFY2(actual == expected, qPrintable(QStringLiteral("%1, memory space %2").arg(where).arg(space)));
    }
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
            compareAnalyses(*module.proto, module.displayName);
            if (QTest::currentTestFailed())
                return;
        }
    }

    // Only instructions that define a buffer or may hold scoped-memory sizes
    // are kept, in their order; empty computations and program shapes are dropped.
    void keepsWhatTheAnalysisReads()
    {
        xla::HloProto whole = test::makeHloProto({ "jit_f", 5, { 0, 1 }, 3 });
        xla::HloModuleProto* module = whole.mutable_hlo_module();
        xla::HloComputationProto* entry = module->mutable_computations(0);
        const int definingCount = instructionCount(whole);
        addInstruction(entry, 9001, "unread.1");
        addInstruction(entry, 9002, "scoped.1")
            ->set_backend_config(R"({"used_scoped_memory_configs":[{"memory_space":"1","size":"4096"}]})");
        addInstruction(module->add_computations(), 9003, "fused.1");
        xla::HloInstructionProto* defining = entry->mutable_instructions(0);
        defining->add_operand_ids(9001);
        defining->mutable_metadata()->set_op_type("Add");
        defining->mutable_metadata()->set_op_name("jit(f)/add");
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

        xla::HloProto pruned;
        QCOMPARE(parsePruned(test::serialize(whole), pruned), format::ParseStatus::Ok);
        QCOMPARE(instructionCount(pruned), definingCount + 1);
        QCOMPARE(pruned.hlo_module().computations_size(), 1); // the fused computation kept no instruction
        const xla::HloComputationProto& prunedEntry = pruned.hlo_module().computations(0);
        QCOMPARE(prunedEntry.instructions(prunedEntry.instructions_size() - 1).name(), "scoped.1");
        QCOMPARE(prunedEntry.name(), entry->name());
        QVERIFY(!prunedEntry.has_program_shape());
        QVERIFY(!pruned.hlo_module().has_host_program_shape());
        QCOMPARE(pruned.hlo_module().name(), "jit_f");
        // Of the kept instructions and the events, only the fields the analysis reads.
        const xla::HloInstructionProto& prunedDefining = prunedEntry.instructions(0);
        QCOMPARE(prunedDefining.name(), defining->name());
        QCOMPARE(prunedDefining.operand_ids_size(), 0);
        QCOMPARE(prunedDefining.metadata().op_type(), "");
        QCOMPARE(prunedDefining.metadata().op_name(), "jit(f)/add");
        QCOMPARE(test::serialize(prunedDefining.shape()), test::serialize(defining->shape()));
        xla::BufferAssignmentProto expectedAssignment = whole.buffer_assignment();
        for (xla::HeapSimulatorTrace::Event& event :
            *expectedAssignment.mutable_heap_simulator_traces(0)->mutable_events())
            event.clear_computation_name();
        QCOMPARE(test::serialize(pruned.buffer_assignment()), test::serialize(expectedAssignment));
        compareAnalyses(whole, QStringLiteral("jit_f"));
    }

    void damageIsInvalid_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        const QByteArray whole = test::serialize(test::makeHloProto({ "jit_f", 5, { 0 }, 3 }));
        QTest::newRow("truncated") << whole.left(whole.size() - 3);
        // A kept instruction whose name is not valid UTF-8: protobuf refuses it.
        xla::HloProto badName = test::makeHloProto({ "jit_f", 5, { 0 }, 3 });
        badName.mutable_hlo_module()->mutable_computations(0)->mutable_instructions(0)->set_name("\xff\xfe");
        QTest::newRow("bad string in a kept instruction") << test::serialize(badName);
        QTest::newRow("not wire format") << QByteArray("\x0a\x05\xff\xff\xff\xff\xff", 7);
    }

    void damageIsInvalid()
    {
        QFETCH(QByteArray, bytes);
        xla::HloProto pruned;
        QCOMPARE(parsePruned(bytes, pruned), format::ParseStatus::Invalid);
    }

    void cancelStops()
    {
        const QByteArray bytes = test::serialize(test::makeHloProto({ "jit_f", 5, { 0 }, 3 }));
        std::atomic_bool cancel = true;
        format::ParseControl control;
        control.cancel = &cancel;
        xla::HloProto pruned;
        QCOMPARE(format::parseHloProtoForBuffers(pruned, bytes.constData(), bytes.size(), control),
            format::ParseStatus::Cancelled);
    }
};

QTEST_GUILESS_MAIN(HloViewTest)
#include "tst_hloview.moc"
