// SPDX-License-Identifier: Apache-2.0
// Hostile and huge inputs (issue 8): every one ends in a result or in a clear
// message that names the file, within bounded time and memory. Run under the
// sanitizer build (MEMSCOPE_SANITIZE=1 ./test.sh), any signed overflow, bad
// shift or out-of-bounds access in these paths fails the test as well.
#include "core/format/gzip.h"
#include "core/memoryprofile/memoryprofile.h"
#include "core/memoryprofile/xprofoutput.h"
#include "core/memoryviewer/memoryviewer.h"
#include "core/memoryviewer/xprofvalues.h"
#include "core/overview/overview.h"
#include "core/overview/overviewformat.h"
#include "core/profile/loader.h"
#include "core/support/testdata.h"
#include "generator/generator.h"
#include "hlo.pb.h"
#include "xplane.pb.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QStorageInfo>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <cmath>
#include <google/protobuf/text_format.h>
#include <limits>

using namespace memscope;
namespace pb = tensorflow::profiler;

namespace {

constexpr qint64 kInt64Max = std::numeric_limits<qint64>::max();

xla::HloProto parseHloText(const char* text)
{
    xla::HloProto proto;
    google::protobuf::TextFormat::ParseFromString(text, &proto);
    return proto;
}

// What a user sees of a module in the Memory Viewer, for every memory space:
// a result whose figures are finite numbers, or an error message.
void verifyMemoryViewer(const xla::HloProto& proto)
{
    for (qint64 space : memoryviewer::memorySpacesPresent(proto)) {
        memoryviewer::Options options;
        options.memorySpace = space;
        options.renderDot = true;
        const memoryviewer::Result result = memoryviewer::analyze(proto, options);
        if (!result.ok())
            continue;
        // The MiB XProf's JSON writes of them.
        QVERIFY(std::isfinite(memoryviewer::xprofHeapMib(result.peakHeapBytes, result.indefiniteHeapBytes)));
        for (const qint64 bytes : result.heapSizes)
            QVERIFY(std::isfinite(memoryviewer::xprofHeapMib(bytes, result.indefiniteHeapBytes)));
        for (const memoryviewer::BufferBlock& block : result.bufferBlocks)
            QVERIFY(block.name < result.strings.size() && block.shape < result.strings.size()
                && block.source.stack < result.strings.size());
        QVERIFY(!memoryviewer::overviewLines(result, QStringLiteral("m")).isEmpty());
        const QByteArray json = memoryviewer::preprocessResultJson(result);
        QJsonParseError parseError;
        QJsonDocument::fromJson(json, &parseError);
        QVERIFY2(parseError.error == QJsonParseError::NoError, qPrintable(parseError.errorString()));
    }
}

// Every stat, line and event of a generated profile, for mutation.
template <typename StatFunction, typename LineFunction>
void mutateSpace(pb::XSpace& space, const StatFunction& onStat, const LineFunction& onLine)
{
    for (pb::XPlane& plane : *space.mutable_planes()) {
        for (pb::XStat& stat : *plane.mutable_stats())
            onStat(stat);
        for (pb::XLine& line : *plane.mutable_lines()) {
            onLine(line);
            for (pb::XEvent& event : *line.mutable_events()) {
                for (pb::XStat& stat : *event.mutable_stats())
                    onStat(stat);
            }
        }
    }
}

} // namespace

class TestHostileInputs : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // A few KiB of gzip that expand to far more than the limit: refused with a
    // message once the limit is reached, never expanded further.
    void decompressionBombIsBounded()
    {
        const QByteArray bomb = test::gzipOfZeros(qint64(512) << 20);
        QVERIFY(bomb.size() < (1 << 20));
        const qint64 limit = qint64(32) << 20;
        const format::GunzipResult result = format::gunzip(bomb.constData(), bomb.size(), nullptr, {}, limit);
        QVERIFY(result.data.isEmpty());
        QVERIFY2(result.error.contains(QLatin1String("32.00 MiB")), qPrintable(result.error));
        QVERIFY2(result.error.contains(QLatin1String("decompression bomb")), qPrintable(result.error));
    }

    // Through the loader, a bomb of zeros is named as what it is by its first
    // MiB decompressed: not a profile (tst_changinginputs has the 8 GiB one).
    void decompressionBombThroughLoader()
    {
        const QString path = m_dir.filePath(QStringLiteral("bomb.xplane.pb.gz"));
        QVERIFY(test::writeFile(path, test::gzipOfZeros(qint64(64) << 20)));
        const LoadOutcome outcome = loadProfile(path);
        QVERIFY(!outcome.profile);
        QVERIFY2(outcome.error.contains(path), qPrintable(outcome.error));
    }

    // A damaged plane named by megabytes (gigabytes in a bomb that starts like
    // an XSpace): the message names it by its start, it never copies it whole.
    void aHugePlaneNameIsShortenedInMessages()
    {
        tensorflow::profiler::XSpace space;
        tensorflow::profiler::XPlane* plane = space.add_planes();
        plane->set_name(std::string(1 << 20, 'n'));
        plane->add_lines()->set_name("\xff\xfe"); // not UTF-8: the plane does not parse
        const QByteArray bytes = test::serialize(space);
        const QString path = m_dir.filePath(QStringLiteral("named.xplane.pb"));
        QVERIFY(test::writeFile(path, bytes));
        const LoadOutcome outcome = loadProfile(path);
        QVERIFY(outcome.profile); // planes are parsed when read
        QString error;
        QVERIFY(!outcome.profile->hosts[0].space(&error));
        QVERIFY2(error.contains(QStringLiteral("plane 1 (\"%1\u2026\", bytes ").arg(QString(200, QLatin1Char('n')))),
            qPrintable(error.left(400)));
        QVERIFY(error.size() < 1000);
    }

    void lengthFieldPastEndOfFile_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        // XSpace.planes (field 1) claiming 2^62 bytes, then XPlane.lines claiming 1 GiB.
        QTest::newRow("2^62 bytes") << QByteArray::fromHex("0a808080808080808040") + QByteArray(64, 'x');
        QTest::newRow("1 GiB plane") << QByteArray::fromHex("0a8080808004") + QByteArray::fromHex("1a80808080040a00");
        QTest::newRow("varint of 11 bytes") << QByteArray::fromHex("0affffffffffffffffffff01");
    }
    void lengthFieldPastEndOfFile()
    {
        QFETCH(QByteArray, bytes);
        const QString path = m_dir.filePath(QStringLiteral("length.xplane.pb"));
        QVERIFY(test::writeFile(path, bytes));
        const LoadOutcome outcome = loadProfile(path);
        QVERIFY(!outcome.profile);
        QVERIFY2(outcome.error.contains(path), qPrintable(outcome.error));
    }

    // Shapes nested 100 000 deep (tuple_shapes of tuple_shapes ...), in a
    // binary and a text HloProto: refused with a message by protobuf's
    // recursion limit, never a stack overflow.
    void deeplyNestedMessages()
    {
        constexpr int kDepth = 100000;
        // Inside out: each level is the tag, the length of everything inside, then that.
        const char tags[] = { '\x0a' /* HloProto.hlo_module */, '\x1a' /* computations */, '\x12' /* instructions */,
            '\x1a' /* shape */ };
        std::vector<QByteArray> headers;
        quint64 inside = 0;
        for (int level = 0; level < kDepth + 4; ++level) {
            const char tag = level < kDepth ? '\x22' /* ShapeProto.tuple_shapes */ : tags[kDepth + 3 - level];
            const QByteArray header = char(tag) + test::varint(inside);
            inside += quint64(header.size());
            headers.push_back(header);
        }
        QByteArray binary;
        for (auto it = headers.rbegin(); it != headers.rend(); ++it)
            binary += *it;
        const QString binaryPath = m_dir.filePath(QStringLiteral("deep.hlo.pb"));
        QVERIFY(test::writeFile(binaryPath, binary));

        QByteArray text = "hlo_module { computations { instructions { shape { ";
        for (int depth = 0; depth < kDepth; ++depth)
            text += "tuple_shapes { ";
        for (int depth = 0; depth < kDepth + 4; ++depth)
            text += "} ";
        const QString textPath = m_dir.filePath(QStringLiteral("deep.hlo.textproto"));
        QVERIFY(test::writeFile(textPath, text));

        // The binary bytes are also a valid XSpace prefix, so the loader may read
        // them as something; what matters is that it returns.
        const LoadOutcome binaryOutcome = loadProfile(binaryPath);
        QVERIFY2(binaryOutcome.profile || binaryOutcome.error.contains(binaryPath), qPrintable(binaryOutcome.error));
        const LoadOutcome textOutcome = loadProfile(textPath);
        QVERIFY(!textOutcome.profile);
        QVERIFY2(textOutcome.error.contains(textPath), qPrintable(textOutcome.error));
    }

    // Sizes and offsets near 2^63 and negative ones in a buffer assignment:
    // 64-bit sums overflow unless computed with care.
    void overflowingSizesInMemoryViewer_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("sizes near 2^63") << QByteArray(R"(
hlo_module { name: "m" entry_computation_name: "main" computations { name: "main"
  instructions { name: "a" opcode: "fusion" id: 1 shape { element_type: U8 dimensions: 9223372036854775807 layout { minor_to_major: 0 } } }
  instructions { name: "b" opcode: "fusion" id: 2 shape { element_type: F64 dimensions: 9223372036854775807 dimensions: 4 layout { minor_to_major: 0 minor_to_major: 1 } } } } }
buffer_assignment {
  buffer_allocations { index: 0 size: 9223372036854775807
    assigned { logical_buffer_id: 1 offset: 9223372036854775807 size: 9223372036854775807 }
    assigned { logical_buffer_id: 2 offset: 9223372036854775806 size: 9223372036854775807 } }
  buffer_allocations { index: 1 size: 9223372036854775807 is_entry_computation_parameter: true
    assigned { logical_buffer_id: 2 offset: 0 size: 9223372036854775807 } }
  logical_buffers { id: 1 size: 9223372036854775807 defined_at { instruction_id: 1 } }
  logical_buffers { id: 2 size: 9223372036854775807 defined_at { instruction_id: 2 } }
  heap_simulator_traces {
    events { kind: ALLOC buffer_id: 1 } events { kind: ALLOC buffer_id: 2 }
    events { kind: SHARE_WITH buffer_id: 2 share_with_canonical_id: 1 }
    events { kind: FREE buffer_id: 1 } events { kind: FREE buffer_id: 2 } } })");
        QTest::newRow("negative sizes and offsets") << QByteArray(R"(
hlo_module { name: "m" entry_computation_name: "main" computations { name: "main"
  instructions { name: "a" opcode: "fusion" id: 1 shape { element_type: U8 dimensions: -5 } } } }
buffer_assignment {
  buffer_allocations { index: -1 size: -9223372036854775808 color: -3
    assigned { logical_buffer_id: 1 offset: -9223372036854775808 size: -1 } }
  logical_buffers { id: 1 size: -9223372036854775808 color: -3 defined_at { instruction_id: 1 } }
  heap_simulator_traces {
    events { kind: ALLOC buffer_id: 1 } events { kind: FREE buffer_id: 1 } events { kind: FREE buffer_id: 1 } } })");
        QTest::newRow("many huge buffers") << []() -> QByteArray {
            QByteArray text
                = "hlo_module { name: \"m\" entry_computation_name: \"main\" computations { name: \"main\" } }\n"
                  "buffer_assignment { buffer_allocations { index: 0 size: 9223372036854775807 ";
            QByteArray buffers;
            QByteArray events;
            for (int id = 1; id <= 64; ++id) {
                text += "assigned { logical_buffer_id: " + QByteArray::number(id)
                    + " offset: 4611686018427387904 size: 4611686018427387904 } ";
                buffers += "logical_buffers { id: " + QByteArray::number(id) + " size: 4611686018427387904 } ";
                events += "events { kind: ALLOC buffer_id: " + QByteArray::number(id) + " } ";
            }
            return text + "} " + buffers + "heap_simulator_traces { " + events + "} }";
        }();
    }
    void overflowingSizesInMemoryViewer()
    {
        QFETCH(QByteArray, text);
        xla::HloProto proto;
        QVERIFY(google::protobuf::TextFormat::ParseFromString(text.toStdString(), &proto));
        verifyMemoryViewer(proto);
    }

    // A heap-simulator trace naming a million buffers the assignment does not have.
    void millionUnknownBuffers()
    {
        xla::HloProto proto = parseHloText(R"(
hlo_module { name: "m" entry_computation_name: "main" computations { name: "main"
  instructions { name: "a" opcode: "fusion" id: 1 shape { element_type: U8 dimensions: 64 layout { minor_to_major: 0 } } } } }
buffer_assignment {
  buffer_allocations { index: 0 size: 64 assigned { logical_buffer_id: 1 offset: 0 size: 64 } }
  logical_buffers { id: 1 size: 64 defined_at { instruction_id: 1 } } })");
        xla::HeapSimulatorTrace* trace = proto.mutable_buffer_assignment()->add_heap_simulator_traces();
        for (qint64 id = 2; id < 1'000'002; ++id) {
            xla::HeapSimulatorTrace::Event* event = trace->add_events();
            event->set_kind(id % 2 ? xla::HeapSimulatorTrace::Event::FREE : xla::HeapSimulatorTrace::Event::ALLOC);
            event->set_buffer_id(id);
        }
        QElapsedTimer timer;
        timer.start();
        memoryviewer::Options options;
        const memoryviewer::Result result = memoryviewer::analyze(proto, options);
        qInfo("1M unknown buffers: %lld ms, %s", timer.elapsed(), result.ok() ? "result" : qPrintable(result.error));
        QVERIFY(result.ok() || !result.error.isEmpty());
    }

    // A module of many instructions, written as bytes (no message objects in
    // the test) and read as a binary HloProto file.
    void moduleWithManyInstructions()
    {
        const int instructions = qEnvironmentVariableIntValue("MEMSCOPE_HOSTILE_INSTRUCTIONS") > 0
            ? qEnvironmentVariableIntValue("MEMSCOPE_HOSTILE_INSTRUCTIONS")
            : 1'000'000;
        QByteArray instruction;
        {
            xla::HloInstructionProto one;
            one.set_name("add.1234567");
            one.set_opcode("add");
            one.set_id(1234567);
            one.mutable_shape()->set_element_type(xla::F32);
            one.mutable_shape()->add_dimensions(128);
            instruction = QByteArray::fromStdString(one.SerializeAsString());
        }
        // HloComputationProto.instructions is field 2; HloModuleProto.computations field 3;
        // HloProto.hlo_module field 1.
        const QByteArray oneField = QByteArray("\x12") + test::varint(quint64(instruction.size())) + instruction;
        QByteArray computation = QByteArray("\x0a\x04main");
        computation.reserve(computation.size() + qsizetype(oneField.size()) * instructions);
        for (int i = 0; i < instructions; ++i)
            computation += oneField;
        const QByteArray module
            = QByteArray("\x0a\x01m") + QByteArray("\x1a") + test::varint(quint64(computation.size())) + computation;
        const QByteArray proto = QByteArray("\x0a") + test::varint(quint64(module.size())) + module;
        const QString path = m_dir.filePath(QStringLiteral("many.hlo.pb"));
        QVERIFY(test::writeFile(path, proto));
        QElapsedTimer timer;
        timer.start();
        const LoadOutcome outcome = loadProfile(path);
        QVERIFY2(outcome.profile, qPrintable(outcome.error));
        QCOMPARE(outcome.profile->modules.size(), size_t(1));
        QCOMPARE(outcome.profile->modules[0].proto()->hlo_module().computations(0).instructions_size(), instructions);
        verifyMemoryViewer(*outcome.profile->modules[0].proto());
        qInfo("%d instructions (%lld MB file): loaded and analysed in %lld ms", instructions,
            qint64(proto.size()) >> 20, timer.elapsed());
        QFile::remove(path);
    }

    // NaN, infinities, sizes near 2^63, negative values, timestamps near the
    // end of time and events in reverse order, in every stat of a generated
    // profile: the Memory Profile, the Overview and the Memory Viewer give a
    // result with finite figures (or a message), and their JSON stays JSON.
    void hostileValuesInEveryStat_data()
    {
        QTest::addColumn<int>("mutation");
        QTest::newRow("NaN and infinity in doubles") << 0;
        QTest::newRow("sizes near 2^63") << 1;
        QTest::newRow("negative sizes") << 2;
        QTest::newRow("events out of time order") << 3;
        QTest::newRow("timestamps near 2^63") << 4;
    }
    void hostileValuesInEveryStat()
    {
        QFETCH(int, mutation);
        std::unique_ptr<pb::XSpace> space = generator::generateXSpace(generator::tinyOptions(3));
        int counter = 0;
        const auto onStat = [&](pb::XStat& stat) {
            ++counter;
            switch (mutation) {
            case 0:
                if (stat.value_case() == pb::XStat::kDoubleValue || counter % 3 == 0) {
                    const double values[] = { std::numeric_limits<double>::quiet_NaN(),
                        std::numeric_limits<double>::infinity(), -std::numeric_limits<double>::infinity() };
                    stat.set_double_value(values[counter % 3]);
                }
                break;
            case 1:
                if (stat.value_case() == pb::XStat::kInt64Value)
                    stat.set_int64_value(kInt64Max - counter % 7);
                else if (stat.value_case() == pb::XStat::kUint64Value)
                    stat.set_uint64_value(std::numeric_limits<quint64>::max() - counter % 7);
                break;
            case 2:
                if (stat.value_case() == pb::XStat::kInt64Value)
                    stat.set_int64_value(std::numeric_limits<qint64>::min() + counter % 7);
                break;
            default:
                break;
            }
        };
        const auto onLine = [&](pb::XLine& line) {
            if (mutation == 3) {
                std::reverse(line.mutable_events()->begin(), line.mutable_events()->end());
                for (pb::XEvent& event : *line.mutable_events())
                    event.set_offset_ps((event.offset_ps() * 7919) % 1'000'000'007);
            } else if (mutation == 4) {
                line.set_timestamp_ns(kInt64Max - 1000);
                line.set_duration_ps(kInt64Max);
                for (pb::XEvent& event : *line.mutable_events()) {
                    event.set_offset_ps(kInt64Max - 5);
                    event.set_duration_ps(kInt64Max);
                }
            }
        };
        mutateSpace(*space, onStat, onLine);
        const QString path = m_dir.filePath(QStringLiteral("hostile.xplane.pb"));
        QVERIFY(test::writeFile(path, QByteArray::fromStdString(space->SerializeAsString())));

        const LoadOutcome outcome = loadProfile(path);
        QVERIFY2(outcome.profile, qPrintable(outcome.error));
        const Profile& profile = *outcome.profile;

        const memoryprofile::Result memory = memoryprofile::analyze(profile);
        for (const memoryprofile::Allocator& allocator : memory.allocators) {
            for (size_t i = 1; i < allocator.snapshots.size(); ++i)
                QVERIFY2(allocator.snapshots[i - 1].timePs <= allocator.snapshots[i].timePs, "snapshots in time order");
            QVERIFY(std::isfinite(allocator.trend.bytesPerStep) && std::isfinite(allocator.trend.bytesPerSecond));
            for (const memoryprofile::FragmentationSpike& spike : allocator.fragmentationSpikes)
                QVERIFY(std::isfinite(spike.peak) && std::isfinite(spike.baseline));
        }
        if (memory.error.isEmpty()) {
            QString error;
            const QByteArray json = memoryprofile::toJson(memory, {}, {}, &error);
            QJsonParseError parseError;
            QJsonDocument::fromJson(json, &parseError);
            QVERIFY2(error.isEmpty() == (parseError.error == QJsonParseError::NoError),
                qPrintable(error + parseError.errorString()));
            memoryprofile::breakdownCsv(memory);
        }
        const overview::OverviewReport report = overview::computeOverview(profile);
        for (const overview::TopOp& op : report.topOps)
            QVERIFY(std::isfinite(op.selfTimeMs) && std::isfinite(op.selfTimeFraction));
        // QJsonValue turns NaN and infinity into null, so the JSON stays valid; the text must not say "nan".
        QVERIFY(!overview::overviewToJson(report).isEmpty());
        const QRegularExpression notANumber(QStringLiteral("^.*\\b(nan|inf)\\b.*$"),
            QRegularExpression::CaseInsensitiveOption | QRegularExpression::MultilineOption);
        const QRegularExpressionMatch match = notANumber.match(overview::overviewToText(report));
        QVERIFY2(!match.hasMatch(), qPrintable(match.captured(0)));
        for (const HloModule& module : profile.modules)
            verifyMemoryViewer(*module.proto());
    }

    // A file of 2 GiB (sparse: a real profile followed by zeros) is refused
    // with the position of the damage; the loader neither reads it whole into
    // memory nor trips over sizes past 2^31.
    void twoGigabyteFile()
    {
        const QString path = m_dir.filePath(QStringLiteral("huge.xplane.pb"));
        const qint64 size = (qint64(2) << 30) + 4096;
        if (QStorageInfo(m_dir.path()).bytesAvailable() < size)
            QSKIP("the temporary directory lacks 2 GiB of free space (the file is sparse, but the file system may not "
                  "be)");
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            const std::unique_ptr<pb::XSpace> space = generator::generateXSpace(generator::tinyOptions(5));
            QVERIFY(file.write(QByteArray::fromStdString(space->SerializeAsString())) > 0);
            QVERIFY(file.resize(size));
        }
        QElapsedTimer timer;
        timer.start();
        const LoadOutcome outcome = loadProfile(path);
        QVERIFY(!outcome.profile);
        QVERIFY2(outcome.error.contains(path), qPrintable(outcome.error));
        qInfo("2 GiB file: '%s' after %lld ms", qPrintable(outcome.error), timer.elapsed());
        QFile::remove(path);
    }

    // A trace folder whose run has 10 000 hosts, each a small valid XSpace.
    void folderOfTenThousandHosts()
    {
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        const QString run = folder.filePath(QStringLiteral("plugins/profile/2025_06_01_12_00_00"));
        QVERIFY(QDir().mkpath(run));
        pb::XSpace space;
        pb::XPlane* plane = space.add_planes();
        plane->set_name("/host:CPU");
        plane->add_lines()->set_name("XLA Ops");
        const QByteArray bytes = QByteArray::fromStdString(space.SerializeAsString());
        constexpr int kHosts = 10000;
        for (int host = 0; host < kHosts; ++host)
            QVERIFY(test::writeFile(QDir(run).filePath(QStringLiteral("host%1.xplane.pb").arg(host)), bytes));
        QElapsedTimer timer;
        timer.start();
        const LoadOutcome outcome = loadProfile(folder.path());
        QVERIFY2(outcome.profile, qPrintable(outcome.error));
        QCOMPARE(int(outcome.profile->hosts.size()), kHosts);
        const memoryprofile::Result memory = memoryprofile::analyze(*outcome.profile);
        QVERIFY2(memory.error.isEmpty(), qPrintable(memory.error));
        qInfo("10 000 hosts: loaded and analysed in %lld ms", timer.elapsed());
    }

private:
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestHostileInputs)
#include "tst_hostileinputs.moc"
