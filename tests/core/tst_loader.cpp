// SPDX-License-Identifier: Apache-2.0
// loadProfile on every input format and folder layout, generated and real,
// and the messages users get for bad input.

#include "core/format/hlorows.h"
#include "core/profile/loader.h"
#include "core/support/testdata.h"
#include "hlo.pb.h"
#include "xplane.pb.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtTest>
#include <google/protobuf/text_format.h>
#include <google/protobuf/util/json_util.h>
#include <set>
#include <unistd.h>

using namespace memscope;
using test::MetadataLayout;
using test::ModuleSpec;
using test::varint;

namespace {

// Three of the four program ids in tpu_inference_2 are above INT64_MAX.
constexpr quint64 kLargeProgramId = 12190760917235803885ULL;

std::set<qint64> memorySpacesOf(const HloModule& module)
{
    std::set<qint64> spaces;
    for (const xla::BufferAllocationProto& allocation : module.proto()->buffer_assignment().buffer_allocations())
        spaces.insert(allocation.color());
    return spaces;
}

QStringList displayNames(const Profile& profile)
{
    QStringList names;
    for (const HloModule& module : profile.modules)
        names.append(module.displayName);
    return names;
}

const tensorflow::profiler::XPlane* findPlane(const tensorflow::profiler::XSpace& space, const std::string& name)
{
    for (const tensorflow::profiler::XPlane& plane : space.planes()) {
        if (plane.name() == name)
            return &plane;
    }
    return nullptr;
}

QByteArray sha256(const QString& path)
{
    QFile file(path);
    file.open(QIODevice::ReadOnly);
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}

} // namespace

class LoaderTest : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    static std::shared_ptr<const Profile> loadOrFail(const QString& path, const LoadOptions& options = {})
    {
        const LoadOutcome outcome = loadProfile(path, options);
        if (!outcome.profile)
            qWarning("load failed: %s", qPrintable(outcome.error));
        return outcome.profile;
    }

    static QString errorOf(const QString& path)
    {
        const LoadOutcome outcome = loadProfile(path);
        return outcome.profile ? QStringLiteral("<loaded>") : outcome.error;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // --- XSpace files --------------------------------------------------------

    void xspaceBothLayouts_data()
    {
        QTest::addColumn<MetadataLayout>("layout");
        QTest::addColumn<bool>("compressed");
        QTest::newRow("newer") << MetadataLayout::Newer << false;
        QTest::newRow("older") << MetadataLayout::Older << false;
        QTest::newRow("newer, gzip") << MetadataLayout::Newer << true;
        QTest::newRow("older, gzip") << MetadataLayout::Older << true;
    }

    void xspaceBothLayouts()
    {
        QFETCH(MetadataLayout, layout);
        QFETCH(bool, compressed);
        const std::vector<ModuleSpec> specs
            = { { "jit_train_step", kLargeProgramId, { 0, 1, 5 }, 3 }, { "jit_f", 42, { 0 }, 2 } };
        const QString name = QString::fromLatin1(QTest::currentDataTag()) + QStringLiteral("/worker-1.xplane.pb");
        const auto profile = loadOrFail(
            test::writeInput(m_dir, name, test::serialize(test::makeXSpace(specs, layout, 7)), compressed));
        QVERIFY(profile);
        QCOMPARE(profile->kind, SourceKind::XSpaceFile);
        QCOMPARE(displayNames(*profile),
            QStringList({ QStringLiteral("jit_train_step(12190760917235803885)"), QStringLiteral("jit_f(42)") }));
        const HloModule& big = profile->modules[0];
        QCOMPARE(big.name, QStringLiteral("jit_train_step"));
        QVERIFY(big.hasProgramId);
        QCOMPARE(big.programId, kLargeProgramId);
        QCOMPARE(big.host, QStringLiteral("worker-1"));
        QCOMPARE(memorySpacesOf(big), (std::set<qint64> { 0, 1, 5 }));
        QCOMPARE(big.proto()->buffer_assignment().logical_buffers_size(), 9);

        QCOMPARE(profile->hosts.size(), size_t(1));
        const HostSpace& host = profile->hosts[0];
        QCOMPARE(host.hostName, QStringLiteral("worker-1"));
        const auto space = host.space();
        QVERIFY(space);
        const auto* device = findPlane(*space, "/device:TPU:0");
        QVERIFY(device);
        QCOMPARE(device->lines(0).events_size(), 7);
        QVERIFY(findPlane(*space, "/host:CPU"));
        QCOMPARE(space->hostnames(0), std::string("testhost"));
        // The metadata plane stays (names, stat metadata) but without the HloProto bytes.
        const auto* metadata = findPlane(*space, "/host:metadata");
        QVERIFY(metadata);
        QCOMPARE(metadata->event_metadata_size(), 2);
        for (const auto& [id, entry] : metadata->event_metadata()) {
            QVERIFY(!entry.name().empty());
            for (const tensorflow::profiler::XStat& stat : entry.stats())
                QVERIFY(stat.value_case() != tensorflow::profiler::XStat::kBytesValue);
        }
    }

    void xspaceFirstProtoPerProgramIdWins()
    {
        const QByteArray bytes = test::serialize(
            test::makeXSpace({ { "first", 7 }, { "second", 7 }, { "other", 8 } }, MetadataLayout::Newer));
        const auto profile = loadOrFail(test::writeInput(m_dir, QStringLiteral("dupes.xplane.pb"), bytes));
        QVERIFY(profile);
        QCOMPARE(displayNames(*profile), QStringList({ QStringLiteral("first(7)"), QStringLiteral("other(8)") }));
    }

    // A module is parsed when it is read: the load lists it, reading it names the damage.
    void xspaceDamagedModuleIsAnErrorWhenRead()
    {
        tensorflow::profiler::XSpace space = test::makeXSpace({ { "good", 1 }, { "bad", 2 } });
        test::damageModule(space, "bad(2)");
        const QString path
            = test::writeInput(m_dir, QStringLiteral("damaged-module.xplane.pb"), test::serialize(space));
        const auto profile = loadOrFail(path);
        QVERIFY(profile);
        QCOMPARE(displayNames(*profile), QStringList({ QStringLiteral("good(1)"), QStringLiteral("bad(2)") }));
        QVERIFY(profile->warnings.isEmpty());
        QVERIFY(profile->modules[0].proto());
        QString error;
        QVERIFY(!profile->modules[1].proto(&error));
        QVERIFY2(error.startsWith(path + QStringLiteral(": module bad(2): its HloProto (")), qPrintable(error));
        QVERIFY2(error.endsWith(QStringLiteral(") is damaged")), qPrintable(error));
        // The Memory Viewer reads the module's rows from the file: the same message.
        QString rowsError;
        QVERIFY(profile->modules[0].rowsForBuffers());
        QVERIFY(!profile->modules[1].rowsForBuffers(&rowsError));
        QCOMPARE(rowsError, error);
        QString keptRowsError;
        QVERIFY(!profile->modules[1].rows(&keptRowsError));
        QCOMPARE(keptRowsError, error);
    }

    // The load walks the planes without parsing them: a damaged one is named when the planes are read.
    void xspaceDamagedPlaneIsAnErrorWhenRead()
    {
        tensorflow::profiler::XSpace space = test::makeXSpace({ { "m", 1 } });
        for (auto& plane : *space.mutable_planes()) {
            if (plane.name() != "/host:metadata")
                plane.add_lines()->set_name("\xff\xfe"); // not UTF-8: the plane does not parse
        }
        const QString path = test::writeInput(m_dir, QStringLiteral("damaged-plane.xplane.pb"), test::serialize(space));
        const auto profile = loadOrFail(path);
        QVERIFY(profile);
        QString error;
        QVERIFY(!profile->hosts[0].space(&error));
        QVERIFY2(error.startsWith(path + QStringLiteral(": plane ")), qPrintable(error));
        QVERIFY2(error.endsWith(QStringLiteral(") is damaged")), qPrintable(error));
    }

    void xspaceWithoutModulesKeepsPlanes()
    {
        const auto profile = loadOrFail(
            test::writeInput(m_dir, QStringLiteral("nomodules.xplane.pb"), test::serialize(test::makeXSpace({}))));
        QVERIFY(profile);
        QVERIFY(profile->modules.empty());
        QCOMPARE(profile->hosts[0].space()->planes_size(), 3);
    }

    // A reader going host by host holds one host's planes at a time: the parse is kept while a reader
    // holds it and made again after, never kept for the profile's life.
    void hostParseLivesWhileHeld()
    {
        const auto profile = loadOrFail(
            test::writeInput(m_dir, QStringLiteral("held.xplane.pb"), test::serialize(test::makeXSpace({}))));
        QVERIFY(profile);
        const HostSpace& host = profile->hosts[0];
        QVERIFY(!host.parsedSpace());
        auto first = host.space();
        QVERIFY(first);
        QCOMPARE(host.parsedSpace(), first);
        QCOMPARE(host.space(), first);
        first.reset();
        QVERIFY(!host.parsedSpace());
        const auto again = host.space();
        QVERIFY(again);
        QCOMPARE(again->planes_size(), 3);
    }

    void loadsFilesOver2GiB()
    {
        // A metadata plane of 2.2 GiB: an unoptimized-HLO stat whose bytes are
        // a hole in a sparse file (so the test costs no disk), then the module
        // and a device plane beyond the 2 GiB mark.
        const qint64 holeSize = (qint64(2) << 30) + (200 << 20);
        const QByteArray hlo = test::serialize(test::makeHloProto({ "jit_far", 0, { 0, 1 } }));
        auto tag = [](int field, int wireType) { return varint(quint64(field) << 3 | quint64(wireType)); };
        auto lengthDelimited = [&](int field, const QByteArray& payload) -> QByteArray {
            return tag(field, 2) + varint(payload.size()) + payload;
        };
        auto integer = [&](int field, quint64 value) -> QByteArray { return tag(field, 0) + varint(value); };
        const QByteArray hloStat = lengthDelimited(5, integer(1, 1) + lengthDelimited(6, hlo));
        const QByteArray idStat = lengthDelimited(5, integer(1, 2) + integer(3, kLargeProgramId));
        const QByteArray bigStatHead = integer(1, 3) + tag(6, 2) + varint(quint64(holeSize));
        const QByteArray bigStatPrefix = tag(5, 2) + varint(quint64(bigStatHead.size() + holeSize)) + bigStatHead;
        const QByteArray metadataHead = integer(1, 7) + lengthDelimited(2, "jit_far(1)");
        const qint64 metadataSize
            = metadataHead.size() + bigStatPrefix.size() + holeSize + hloStat.size() + idStat.size();
        const QByteArray entryHead = integer(1, 7) + tag(2, 2) + varint(quint64(metadataSize));
        const qint64 entrySize = entryHead.size() + metadataSize;
        const QByteArray statMetadata
            = lengthDelimited(5, integer(1, 1) + lengthDelimited(2, integer(1, 1) + lengthDelimited(2, "Hlo Proto")))
            + lengthDelimited(5, integer(1, 2) + lengthDelimited(2, integer(1, 2) + lengthDelimited(2, "program_id")))
            + lengthDelimited(
                5, integer(1, 3) + lengthDelimited(2, integer(1, 3) + lengthDelimited(2, "Original Hlo Proto")));
        const QByteArray planeHead = integer(1, 2) + lengthDelimited(2, "/host:metadata") + statMetadata + tag(4, 2)
            + varint(quint64(entrySize));
        const qint64 planeSize = planeHead.size() + entrySize;
        tensorflow::profiler::XSpace device = test::makeXSpace({}, MetadataLayout::Newer, 11);
        device.mutable_planes()->DeleteSubrange(1, 2); // keep only /device:TPU:0

        const QString path = m_dir.filePath(QStringLiteral("huge.xplane.pb"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(tag(1, 2) + varint(quint64(planeSize)) + planeHead + entryHead + metadataHead + bigStatPrefix);
        QVERIFY(file.seek(file.pos() + holeSize));
        file.write(hloStat + idStat + test::serialize(device));
        file.close();
        QVERIFY(QFileInfo(path).size() > holeSize);

        const auto profile = loadOrFail(path);
        QVERIFY(profile);
        QCOMPARE(displayNames(*profile), QStringList { QStringLiteral("jit_far(12190760917235803885)") });
        QCOMPARE(memorySpacesOf(profile->modules[0]), (std::set<qint64> { 0, 1 }));
        const auto space = profile->hosts.at(0).space();
        QVERIFY(space);
        const auto* plane = findPlane(*space, "/device:TPU:0");
        QVERIFY(plane);
        QCOMPARE(plane->lines(0).events_size(), 11);
        QFile::remove(path);
    }

    // --- HloProto files ------------------------------------------------------

    void hloProtoEveryEncoding_data()
    {
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<SourceKind>("kind");
        const xla::HloProto proto = test::makeHloProto({ "jit_step", 0, { 0, 1 }, 4 });
        const QByteArray binary = test::serialize(proto);
        std::string json;
        QVERIFY(google::protobuf::util::MessageToJsonString(proto, &json).ok());
        std::string text;
        QVERIFY(google::protobuf::TextFormat::PrintToString(proto, &text));
        const QByteArray jsonBytes = QByteArray::fromStdString(json);
        const QByteArray textBytes = QByteArray::fromStdString(text);
        QTest::newRow("binary .hlo.pb") << "m.hlo.pb" << binary << SourceKind::HloProtoBinary;
        QTest::newRow("binary .hlo_proto.pb") << "m.hlo_proto.pb" << binary << SourceKind::HloProtoBinary;
        QTest::newRow("binary, any name") << "module.bin" << binary << SourceKind::HloProtoBinary;
        QTest::newRow("binary gzip") << "m.hlo.pb.gz" << test::gzipCompress(binary) << SourceKind::HloProtoBinary;
        QTest::newRow("json") << "m.json" << jsonBytes << SourceKind::HloProtoJson;
        QTest::newRow("json gzip") << "m.json.gz" << test::gzipCompress(jsonBytes) << SourceKind::HloProtoJson;
        QTest::newRow("text .textproto") << "m.textproto" << textBytes << SourceKind::HloProtoText;
        QTest::newRow("text .pbtxt") << "m.pbtxt" << textBytes << SourceKind::HloProtoText;
        QTest::newRow("text .txt") << "m.txt" << textBytes << SourceKind::HloProtoText;
        QTest::newRow("text gzip") << "m.pbtxt.gz" << test::gzipCompress(textBytes) << SourceKind::HloProtoText;
        QTest::newRow("text with unknown fields")
            << "m2.pbtxt"
            << QByteArray("hlo_module { name: \"jit_step\" future_field: 3 future_message { a: 1 } }\n"
                          "buffer_assignment { buffer_allocations { color: 0 } "
                          "buffer_allocations { color: 1 } }")
            << SourceKind::HloProtoText;
    }

    void hloProtoEveryEncoding()
    {
        QFETCH(QString, fileName);
        QFETCH(QByteArray, content);
        QFETCH(SourceKind, kind);
        const auto profile = loadOrFail(test::writeInput(m_dir, QStringLiteral("hlo/") + fileName, content));
        QVERIFY(profile);
        QCOMPARE(profile->kind, kind);
        QVERIFY(profile->hosts.empty());
        QCOMPARE(profile->modules.size(), size_t(1));
        const HloModule& module = profile->modules[0];
        QCOMPARE(module.name, QStringLiteral("jit_step"));
        QCOMPARE(module.displayName, QStringLiteral("jit_step"));
        QVERIFY(!module.hasProgramId);
        QVERIFY(module.host.isEmpty());
        QCOMPARE(memorySpacesOf(module), (std::set<qint64> { 0, 1 }));
    }

    // --- Real profiles -------------------------------------------------------

    void realTpuInference()
    {
        MEMSCOPE_SHARED_DATA_OR_SKIP(path, "xprof/tpu_inference_2.xplane.pb");
        const QByteArray before = sha256(path);
        const auto profile = loadOrFail(path);
        QVERIFY(profile);
        // Values checked independently with a protobuf-free decoder of the raw bytes.
        QCOMPARE(displayNames(*profile),
            QStringList({ QStringLiteral("jit__psum(9646411105960254074)"),
                QStringLiteral("jit_broadcast_in_dim(11287434908481120160)"),
                QStringLiteral("jit_f(12190760917235803885)"),
                QStringLiteral("jit_convert_element_type(2433868464432466958)") }));
        QCOMPARE(memorySpacesOf(profile->modules[0]), (std::set<qint64> { 0, 1 }));
        QCOMPARE(memorySpacesOf(profile->modules[1]), (std::set<qint64> { 0, 1, 6 }));
        QCOMPARE(memorySpacesOf(profile->modules[2]), (std::set<qint64> { 0, 1, 2, 5 }));
        QCOMPARE(memorySpacesOf(profile->modules[3]), (std::set<qint64> { 0, 1, 6 }));
        QCOMPARE(profile->modules[2].proto()->buffer_assignment().logical_buffers_size(), 25);
        QCOMPARE(profile->modules[2].proto()->buffer_assignment().buffer_allocations_size(), 7);
        QCOMPARE(profile->modules[2].programId, kLargeProgramId);
        const HostSpace& host = profile->hosts.at(0);
        QCOMPARE(host.hostName, QStringLiteral("tpu_inference_2"));
        const auto space = host.space();
        QVERIFY(space);
        QCOMPARE(space->planes_size(), 7);
        QCOMPARE(findPlane(*space, "/host:CPU")->lines_size(), 122);
        int events = 0;
        for (const auto& line : findPlane(*space, "/device:TPU:0")->lines())
            events += line.events_size();
        QCOMPARE(events, 2317);
        QVERIFY(profile->warnings.isEmpty());
        QCOMPARE(sha256(path), before);
        QCOMPARE(profile->findModule(QStringLiteral("jit_f"))->programId, kLargeProgramId);
        QCOMPARE(profile->findModule(QStringLiteral("2433868464432466958"))->name,
            QStringLiteral("jit_convert_element_type"));
    }

    void realXSpaces_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("moduleCount");
        QTest::addColumn<QString>("firstModule");
        QTest::addColumn<int>("planeCount");
        QTest::newRow("mi300 gemm") << "tracelens/mi300_jax08_gemm.xplane.pb" << 16 << "jit_dot(79)" << 11;
        QTest::newRow("mi300 attention") << "tracelens/mi300_jax08_attention.xplane.pb" << 31 << "jit_true_divide(47)"
                                         << 11;
        QTest::newRow("te fused attn") << "tracelens/jax_te_fused_attn.xplane.pb" << 9 << "jit_convert_element_type(15)"
                                       << 12;
        QTest::newRow("gpu multi worker") << "xprof/gpu_multi_worker.xplane.pb" << 0 << "" << 9;
    }

    void realXSpaces()
    {
        QFETCH(QString, file);
        QFETCH(int, moduleCount);
        QFETCH(QString, firstModule);
        QFETCH(int, planeCount);
        const QString path = test::sharedDataPath(file);
        if (path.isEmpty())
            QSKIP("../shared/data is absent");
        const auto profile = loadOrFail(path);
        QVERIFY(profile);
        QCOMPARE(int(profile->modules.size()), moduleCount);
        if (moduleCount > 0)
            QCOMPARE(profile->modules[0].displayName, firstModule);
        QCOMPARE(profile->hosts.at(0).space()->planes_size(), planeCount);
        for (const HloModule& module : profile->modules)
            QCOMPARE(memorySpacesOf(module), std::set<qint64> { 0 }); // GPUs: everything in device memory
    }

    void realLargestGpuModule()
    {
        MEMSCOPE_SHARED_DATA_OR_SKIP(path, "tracelens/jax_te_fused_attn.xplane.pb");
        const auto profile = loadOrFail(path);
        QVERIFY(profile);
        const HloModule* module = profile->findModule(QStringLiteral("jit_loss_fn(17)"));
        QVERIFY(module);
        QCOMPARE(module->proto()->buffer_assignment().logical_buffers_size(), 73);
        QCOMPARE(module->proto()->buffer_assignment().buffer_allocations_size(), 38);
    }

    void realJsonDemo()
    {
        MEMSCOPE_SHARED_DATA_OR_SKIP(path, "xprof/profile_demo.memory_viewer.json");
        const auto profile = loadOrFail(path);
        QVERIFY(profile);
        QCOMPARE(profile->kind, SourceKind::HloProtoJson);
        QCOMPARE(displayNames(*profile), QStringList { QStringLiteral("Good Module") });
        QCOMPARE(memorySpacesOf(profile->modules[0]), std::set<qint64> { 0 });
        QCOMPARE(profile->modules[0].proto()->buffer_assignment().logical_buffers_size(), 2);
    }

    void realOomLogIsRecognised()
    {
        MEMSCOPE_SHARED_DATA_OR_SKIP(path, "oom-logs/tf_keras_handwriting_oom.txt");
        const LoadOutcome outcome = loadProfile(path);
        QVERIFY2(outcome.profile, qPrintable(outcome.error));
        QCOMPARE(outcome.profile->kind, SourceKind::OomLog);
        QCOMPARE(outcome.profile->oomReports.size(), size_t(1)); // every field: tst_oomparser, tst_oomloading
    }

    // --- Trace folders -------------------------------------------------------

    void logdirExample_data()
    {
        QTest::addColumn<QString>("relative");
        QTest::newRow("log dir") << "logdir-example";
        QTest::newRow("plugins/profile") << "logdir-example/plugins/profile";
        QTest::newRow("plugins") << "logdir-example/plugins";
    }

    void logdirExample()
    {
        QFETCH(QString, relative);
        const QString path = test::sharedDataPath(relative);
        if (path.isEmpty())
            QSKIP("../shared/data is absent");
        const auto profile = loadOrFail(path);
        QVERIFY(profile);
        QCOMPARE(profile->kind, SourceKind::TraceFolder);
        QCOMPARE(profile->runs.size(), size_t(2));
        QCOMPARE(profile->runs[0].name, QStringLiteral("2025_06_02_09_30_00"));
        QCOMPARE(profile->runs[1].name, QStringLiteral("2025_06_01_12_00_00"));
        QCOMPARE(profile->runs[0].hostFiles.size(), 2);
        QCOMPARE(profile->runName, QStringLiteral("2025_06_02_09_30_00"));
        QCOMPARE(profile->hosts.size(), size_t(2));
        QCOMPARE(profile->hosts[0].hostName, QStringLiteral("934987a2fc2f"));
        QCOMPARE(profile->hosts[1].hostName, QStringLiteral("tw003"));
        // 9 + 31 modules; three of the second host have both a program id and a
        // display name already seen on the first (e.g. jit_convert_element_type(1)).
        QCOMPARE(profile->modules.size(), size_t(37));
        QCOMPARE(profile->findModule(QStringLiteral("jit_loss_fn(17)"))->host, QStringLiteral("934987a2fc2f"));
        // Same program id as jit_loss_fn(17), but a new display name: kept.
        QCOMPARE(profile->findModule(QStringLiteral("jit__normal(17)"))->host, QStringLiteral("tw003"));
        QVERIFY(profile->warnings.isEmpty());
    }

    void logdirPicksRun()
    {
        MEMSCOPE_SHARED_DATA_OR_SKIP(path, "logdir-example");
        LoadOptions options;
        options.runName = QStringLiteral("2025_06_01_12_00_00");
        const auto profile = loadOrFail(path, options);
        QVERIFY(profile);
        QCOMPARE(profile->runName, options.runName);
        QCOMPARE(profile->hosts.size(), size_t(1));
        QCOMPARE(profile->modules.size(), size_t(16));
        options.runName = QStringLiteral("nope");
        const LoadOutcome missing = loadProfile(path, options);
        QCOMPARE(missing.error,
            QStringLiteral("%1: no run named \"nope\"; the runs are: 2025_06_02_09_30_00, 2025_06_01_12_00_00")
                .arg(path));
    }

    void runFolderDirectly()
    {
        MEMSCOPE_SHARED_DATA_OR_SKIP(path, "logdir-example/plugins/profile/2025_06_01_12_00_00");
        const auto profile = loadOrFail(path);
        QVERIFY(profile);
        QCOMPARE(profile->runs.size(), size_t(1));
        QCOMPARE(profile->runName, QStringLiteral("2025_06_01_12_00_00"));
        QCOMPARE(profile->hosts.at(0).hostName, QStringLiteral("tw003"));
    }

    void generatedTreeMergesHosts()
    {
        const QString root = m_dir.filePath(QStringLiteral("tree"));
        const QString run = root + QStringLiteral("/plugins/profile/2024_01_02_03_04_05/");
        // Host b repeats program 1 under the same name (dropped), and
        // program 2 under a new name (kept, as XProf keeps it).
        test::writeInput(m_dir, QStringLiteral("tree/plugins/profile/2024_01_02_03_04_05/a.xplane.pb"),
            test::serialize(test::makeXSpace({ { "m1", 1 }, { "m2", 2 } })));
        test::writeInput(m_dir, QStringLiteral("tree/plugins/profile/2024_01_02_03_04_05/b.xplane.pb.gz"),
            test::gzipCompress(test::serialize(
                test::makeXSpace({ { "m1", 1 }, { "renamed", 2 }, { "m3", 3 } }, MetadataLayout::Older))));
        test::writeInput(m_dir, QStringLiteral("tree/plugins/profile/2023_12_31_00_00_00/a.xplane.pb"),
            test::serialize(test::makeXSpace({ { "old", 9 } })));
        test::writeInput(
            m_dir, QStringLiteral("tree/plugins/profile/2024_01_02_03_04_05/notes.txt"), "not a host file");
        const auto profile = loadOrFail(root);
        QVERIFY(profile);
        QCOMPARE(profile->runs.size(), size_t(2));
        QCOMPARE(profile->runName, QStringLiteral("2024_01_02_03_04_05"));
        QCOMPARE(profile->runs[0].path, QDir(run).absolutePath());
        QCOMPARE(displayNames(*profile),
            QStringList({ QStringLiteral("m1(1)"), QStringLiteral("m2(2)"), QStringLiteral("renamed(2)"),
                QStringLiteral("m3(3)") }));
        QCOMPARE(profile->modules[0].host, QStringLiteral("a"));
        QCOMPARE(profile->modules[3].host, QStringLiteral("b"));
    }

    void runsWithoutTimestampNamesSortByTime()
    {
        const QString root = m_dir.filePath(QStringLiteral("untimed/plugins/profile/"));
        test::writeInput(m_dir, QStringLiteral("untimed/plugins/profile/zzz-older/h.xplane.pb"),
            test::serialize(test::makeXSpace({ { "old", 1 } })));
        test::writeInput(m_dir, QStringLiteral("untimed/plugins/profile/aaa-newer/h.xplane.pb"),
            test::serialize(test::makeXSpace({ { "new", 2 } })));
        QFile older(root + QStringLiteral("zzz-older/h.xplane.pb"));
        QVERIFY(older.open(QIODevice::ReadWrite));
        QVERIFY(older.setFileTime(QDateTime::currentDateTime().addDays(-3), QFileDevice::FileModificationTime));
        const auto profile = loadOrFail(m_dir.filePath(QStringLiteral("untimed")));
        QVERIFY(profile);
        QCOMPARE(profile->runs[0].name, QStringLiteral("aaa-newer"));
        QCOMPARE(profile->runs[1].name, QStringLiteral("zzz-older"));
        QCOMPARE(displayNames(*profile), QStringList { QStringLiteral("new(2)") });
    }

    void damagedHostIsAWarning()
    {
        const QByteArray good = test::serialize(test::makeXSpace({ { "m1", 1 } }));
        test::writeInput(m_dir, QStringLiteral("damaged/run/good.xplane.pb"), good);
        test::writeInput(m_dir, QStringLiteral("damaged/run/bad.xplane.pb"), good.left(good.size() / 2));
        const auto profile = loadOrFail(m_dir.filePath(QStringLiteral("damaged/run")));
        QVERIFY(profile);
        QCOMPARE(profile->hosts.size(), size_t(1));
        QCOMPARE(profile->warnings.size(), 1);
        const QString badPath = QDir::toNativeSeparators(m_dir.filePath(QStringLiteral("damaged/run/bad.xplane.pb")));
        QVERIFY2(profile->warnings[0].startsWith(badPath + QStringLiteral(": truncated: plane ")),
            qPrintable(profile->warnings[0]));
    }

    void hostThatIsNotAnXSpace()
    {
        test::writeInput(
            m_dir, QStringLiteral("hlohost/run/good.xplane.pb"), test::serialize(test::makeXSpace({ { "m1", 1 } })));
        test::writeInput(
            m_dir, QStringLiteral("hlohost/run/module.xplane.pb"), test::serialize(test::makeHloProto({ "m", 0 })));
        const auto profile = loadOrFail(m_dir.filePath(QStringLiteral("hlohost")));
        QVERIFY(profile);
        QCOMPARE(profile->warnings,
            QStringList {
                QStringLiteral("%1: not an XSpace but an HloProto; open it on its own, not as a host of a trace folder")
                    .arg(m_dir.filePath(QStringLiteral("hlohost/run/module.xplane.pb"))) });
    }

    void allHostsDamagedFails()
    {
        test::writeInput(m_dir, QStringLiteral("alldamaged/run/x.xplane.pb"), "\x89PNG\r\n\x1a\n....");
        const QString error = errorOf(m_dir.filePath(QStringLiteral("alldamaged/run")));
        QCOMPARE(error,
            QStringLiteral("%1: not a profile: looks like PNG image")
                .arg(m_dir.filePath(QStringLiteral("alldamaged/run/x.xplane.pb"))));
    }

    void folderWithoutProfiles()
    {
        test::writeInput(m_dir, QStringLiteral("empty-folder/readme.txt"), "hello");
        QVERIFY(QDir().mkpath(m_dir.filePath(QStringLiteral("empty-folder/plugins/profile/run1"))));
        const QString folder = m_dir.filePath(QStringLiteral("empty-folder"));
        QCOMPARE(errorOf(folder),
            QStringLiteral("%1: no profiles found: expected <host>.xplane.pb files in the folder, in "
                           "plugins/profile/<run>/ or in <run>/ subfolders, or plugins/profile/<run>/ in a folder "
                           "up to 8 levels below it")
                .arg(folder));
    }

    // Keras's TensorBoard callback: logs/fit/<time>/{train,validation}/plugins/profile/<run>/<host>.xplane.pb.
    // Opened at logs, logs/fit or <time>, every run below is found and named by its path, as TensorBoard does.
    void kerasLogDirectory()
    {
        const QByteArray newer = test::serialize(test::makeXSpace({ { "train_step", 1 } }));
        const QByteArray older = test::serialize(test::makeXSpace({ { "old_step", 2 } }));
        test::writeInput(m_dir,
            QStringLiteral("keras/logs/fit/20231107-181856/train/plugins/profile/2023_11_07_18_18_59/h.xplane.pb"),
            newer);
        test::writeInput(m_dir,
            QStringLiteral("keras/logs/fit/20231107-181856/validation/plugins/profile/2023_11_07_18_19_30/h.xplane.pb"),
            newer);
        test::writeInput(m_dir,
            QStringLiteral("keras/logs/fit/20231106-090000/train/plugins/profile/2023_11_06_09_00_05/h.xplane.pb"),
            older);
        test::writeInput(m_dir, QStringLiteral("keras/logs/fit/20231106-090000/train/events.out.tfevents.1"), "x");

        const auto fromFit = loadOrFail(m_dir.filePath(QStringLiteral("keras/logs/fit")));
        QVERIFY(fromFit);
        QCOMPARE(fromFit->kind, SourceKind::TraceFolder);
        QStringList names;
        for (const RunInfo& run : fromFit->runs)
            names << run.name;
        QCOMPARE(names,
            QStringList({ QStringLiteral("20231107-181856/validation/2023_11_07_18_19_30"),
                QStringLiteral("20231107-181856/train/2023_11_07_18_18_59"),
                QStringLiteral("20231106-090000/train/2023_11_06_09_00_05") }));
        QCOMPARE(fromFit->runName, names.first());

        LoadOptions options;
        options.runName = QStringLiteral("fit/20231106-090000/train/2023_11_06_09_00_05");
        const auto fromLogs = loadOrFail(m_dir.filePath(QStringLiteral("keras/logs")), options);
        QVERIFY(fromLogs);
        QCOMPARE(fromLogs->runs.size(), size_t(3));
        QCOMPARE(fromLogs->runName, options.runName);
        QCOMPARE(displayNames(*fromLogs), QStringList { QStringLiteral("old_step(2)") });

        const auto fromTime = loadOrFail(m_dir.filePath(QStringLiteral("keras/logs/fit/20231107-181856")));
        QVERIFY(fromTime);
        QCOMPARE(fromTime->runs.size(), size_t(2));
        QCOMPARE(fromTime->runs[1].name, QStringLiteral("train/2023_11_07_18_18_59"));
        // The log directory itself keeps its runs' plain names.
        const auto fromTrain = loadOrFail(m_dir.filePath(QStringLiteral("keras/logs/fit/20231106-090000/train")));
        QVERIFY(fromTrain);
        QCOMPARE(fromTrain->runName, QStringLiteral("2023_11_06_09_00_05"));
    }

    void logDirectorySearchIsBounded()
    {
        // Nine levels down is past the bound: not found, and the message says how deep it looked.
        const QString deep = QStringLiteral("deep/1/2/3/4/5/6/7/8/9/plugins/profile/run/h.xplane.pb");
        test::writeInput(m_dir, deep, test::serialize(test::makeXSpace({ { "m", 1 } })));
        QVERIFY(errorOf(m_dir.filePath(QStringLiteral("deep"))).contains(QStringLiteral("up to 8 levels below it")));
        const auto eight = loadOrFail(m_dir.filePath(QStringLiteral("deep/1")));
        QVERIFY(eight);
        QCOMPARE(eight->runName, QStringLiteral("2/3/4/5/6/7/8/9/run"));
        // A link back up is followed once, not for ever.
        QVERIFY(QFile::link(m_dir.filePath(QStringLiteral("deep")), m_dir.filePath(QStringLiteral("deep/1/2/up"))));
        QVERIFY(loadOrFail(m_dir.filePath(QStringLiteral("deep/1"))));
    }

    // --- Bad input -----------------------------------------------------------

    void badInput_data()
    {
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("message"); // after "<path>: "
        const QByteArray space = test::serialize(test::makeXSpace({ { "jit_f", 3 } }, MetadataLayout::Newer, 50));
        const qint64 cut = space.size() / 2;
        QRandomGenerator random(7);
        QByteArray noise(5000, Qt::Uninitialized);
        random.fillRange(reinterpret_cast<quint32*>(noise.data()), noise.size() / 4);
        noise[0] = 0x55;
        const QByteArray gzipped = test::gzipCompress(space);
        const QByteArray hlo = test::serialize(test::makeHloProto({ "m", 0, { 0 }, 20 }));

        QTest::newRow("empty") << "empty.xplane.pb" << QByteArray() << "the file is empty (0 bytes)";
        QTest::newRow("random bytes") << "random.xplane.pb" << noise
                                      << "not a recognised profile: neither an XSpace, an HloProto (binary, JSON or "
                                         "text) nor an XLA out-of-memory log";
        QTest::newRow("png renamed") << "image.xplane.pb" << QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16)
                                     << "not a profile: looks like PNG image";
        QTest::newRow("truncated xspace") << "cut.xplane.pb" << space.left(cut) << QStringLiteral("truncated: plane ");
        QTest::newRow("truncated hloproto")
            << "cut.hlo.pb" << hlo.left(hlo.size() - 3)
            << QStringLiteral("truncated: a field of the HloProto should end at byte %1; the file ends at byte %2")
                   .arg(hlo.size())
                   .arg(hlo.size() - 3);
        QTest::newRow("truncated gzip") << "cut.xplane.pb.gz" << gzipped.left(gzipped.size() / 2)
                                        << QStringLiteral(
                                               "gzip stream corrupt at byte %1 of %1: the compressed data ends "
                                               "early (truncated file?)")
                                               .arg(gzipped.size() / 2);
        QByteArray corrupt = gzipped;
        for (int i = 12; i < 40; ++i)
            corrupt[i] = char(0xff);
        QTest::newRow("corrupt gzip") << "corrupt.xplane.pb.gz" << corrupt << "gzip stream corrupt at byte ";
        QTest::newRow("json not hloproto") << "other.json" << QByteArray("{\"events\": [{\"ph\": \"X\"}]}")
                                           << "JSON that is not an HloProto: it has no \"hloModule\" object";
        QTest::newRow("json wrong type") << "wrong.json" << QByteArray("{\"hloModule\": 5}")
                                         << "JSON that is not an HloProto: ";
        QTest::newRow("broken json") << "broken.json" << QByteArray("{\"hloModule\": {\"name\": ")
                                     << "JSON that is not an HloProto: ";
        QTest::newRow("text syntax error") << "bad.pbtxt" << QByteArray("hlo_module {\n  name: \"m\"\n  }}\n")
                                           << "neither a profile nor an HloProto in text format: line 3, column 4: ";
        // protobuf's message ends in a full stop; the sentence goes on after it.
        QTest::newRow("two words") << "words.txt" << QByteArray("hello\nworld\n")
                                   << "neither a profile nor an HloProto in text format: line 2, column 1: Expected "
                                      "\"{\", found \"world\"; and no XLA out-of-memory report found in it";
        QTest::newRow("plain text") << "notes.txt" << QByteArray("Meeting notes\nnothing here\n")
                                    << "neither a profile nor an HloProto in text format: line 1, column 9: ";
        QTest::newRow("deep nesting") << "deep.pbtxt" << QByteArray("hlo_module { ").repeated(500)
                                      << "neither a profile nor an HloProto in text format: ";
        QTest::newRow("deep json") << "deep.json" << QByteArray("{\"hloModule\": ") + QByteArray("[").repeated(100000)
                                   << "JSON that is not an HloProto: ";
        QTest::newRow("hlo text")
            << "module.txt"
            << QByteArray("HloModule jit_f, entry_computation_layout={(f32[8]{0})->f32[8]{0}}\n\n"
                          "ENTRY main.3 {\n  ROOT p0 = f32[8]{0} parameter(0)\n}\n")
            << "HLO text (the module in HLO syntax) carries no buffer assignment; dump the module "
               "as an HloProto instead (XLA flag --xla_dump_hlo_as_proto)";
        QTest::newRow("nested gzip") << "twice.xplane.pb.gz" << test::gzipCompress(gzipped)
                                     << "gzip inside gzip is not supported; decompress the file once first";
    }

    void badInput()
    {
        QFETCH(QString, fileName);
        QFETCH(QByteArray, content);
        QFETCH(QString, message);
        const QString path = test::writeInput(m_dir, QStringLiteral("bad/") + fileName, content);
        const QString error = errorOf(path);
        QVERIFY2(error.startsWith(QDir::toNativeSeparators(path) + QStringLiteral(": ") + message), qPrintable(error));
    }

    // The figure after the cut is where the cut plane should end, not the file's size.
    void truncatedRealProfileNamesThePlane()
    {
        MEMSCOPE_SHARED_DATA_OR_SKIP(path, "xprof/tpu_inference_2.xplane.pb");
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString target = test::writeInput(m_dir, QStringLiteral("cut/tpu.xplane.pb"), file.read(300000));
        QCOMPARE(errorOf(target),
            QDir::toNativeSeparators(target)
                + QStringLiteral(": truncated: plane 4 should end at byte 338595; the file ends at byte 300000"));
    }

    // Damage anywhere in a real profile gives a profile or an error, never a crash.
    void damagedRealProfileNeverCrashes()
    {
        MEMSCOPE_SHARED_DATA_OR_SKIP(path, "xprof/tpu_inference_2.xplane.pb");
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray original = file.readAll();
        QRandomGenerator random(2024);
        const QString target = m_dir.filePath(QStringLiteral("mutated.xplane.pb"));
        int failures = 0;
        for (int round = 0; round < 150; ++round) {
            QByteArray mutated = original;
            if (round % 3 == 0) {
                mutated.truncate(random.bounded(original.size()));
            } else {
                for (int flips = 0; flips < 1 + round % 5; ++flips)
                    mutated[random.bounded(original.size())] = char(random.bounded(256));
            }
            QVERIFY(test::writeFile(target, mutated));
            const LoadOutcome outcome = loadProfile(target);
            QVERIFY(outcome.profile || outcome.error.startsWith(target + QStringLiteral(": ")));
            failures += outcome.profile ? 0 : 1;
        }
        QVERIFY(failures >= 50); // at least every truncation is reported
    }

    void missingPath()
    {
        const QString path = m_dir.filePath(QStringLiteral("does-not-exist.xplane.pb"));
        QCOMPARE(errorOf(path), QStringLiteral("%1: no such file or folder").arg(path));
    }

    void unreadableFile()
    {
        QString path;
        if (geteuid() == 0) {
            // Permissions do not stop root, but this kernel file refuses reading to everyone.
            path = QStringLiteral("/proc/sys/vm/drop_caches");
            if (!QFileInfo::exists(path))
                QSKIP("running as root without /proc/sys/vm/drop_caches: no file root cannot read");
        } else {
            path = test::writeInput(
                m_dir, QStringLiteral("secret.xplane.pb"), test::serialize(test::makeXSpace({ { "m", 1 } })));
            QVERIFY(QFile::setPermissions(path, QFileDevice::WriteOwner));
        }
        QCOMPARE(errorOf(path), QStringLiteral("%1: cannot open the file (Permission denied)").arg(path));
    }

    // --- Progress and cancellation ---------------------------------------

    void progressIsMonotonicAndNamesSteps()
    {
        const QString path = test::writeInput(m_dir, QStringLiteral("progress.xplane.pb"),
            test::serialize(test::makeXSpace({ { "jit_a", 1 }, { "jit_b", 2 } })));
        int last = -1;
        bool monotonic = true;
        QStringList steps;
        const LoadOutcome outcome = loadProfile(path, {}, [&](int permille, const QString& step) {
            monotonic = monotonic && permille >= last && permille <= 1000;
            last = permille;
            if (steps.isEmpty() || steps.last() != step)
                steps.append(step);
        });
        QVERIFY(outcome.profile);
        QVERIFY(monotonic);
        QCOMPARE(last, 1000);
        QVERIFY2(
            steps.contains(QStringLiteral("Reading progress.xplane.pb")), qPrintable(steps.join(QLatin1Char('|'))));
        QVERIFY(steps.contains(QStringLiteral("Indexing progress.xplane.pb")));
    }

    void cancelledBeforeStart()
    {
        const QString path
            = test::writeInput(m_dir, QStringLiteral("c.xplane.pb"), test::serialize(test::makeXSpace({ { "m", 1 } })));
        std::atomic_bool cancel { true };
        const LoadOutcome outcome = loadProfile(path, {}, {}, &cancel);
        QVERIFY(outcome.cancelled);
        QVERIFY(!outcome.profile);
    }
};

QTEST_GUILESS_MAIN(LoaderTest)
#include "tst_loader.moc"
