// SPDX-License-Identifier: Apache-2.0
// forEachModule, the streaming module pass of memscope-report: the same
// modules, ids and analyses as loadProfile, one module in memory at a time.

#include "core/memoryviewer/memoryviewer.h"
#include "core/profile/loader.h"
#include "core/support/testdata.h"
#include "hlo.pb.h"
#include "xplane.pb.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace memscope;
using test::MetadataLayout;
using test::ModuleSpec;

namespace {

// What a user sees of a module: its names, its program id and the Memory
// Viewer's full analysis of it, as XProf's JSON.
struct ModuleAsSeen
{
    QString displayName;
    QString name;
    quint64 programId = 0;
    QString host;
    QByteArray analysisJson;

    bool operator==(const ModuleAsSeen&) const = default;
};

ModuleAsSeen summarize(const HloModule& module)
{
    const memoryviewer::Result result = memoryviewer::analyze(*module.proto(), {});
    return { module.displayName, module.name, module.programId, module.host,
        memoryviewer::preprocessResultJson(result) };
}

std::vector<ModuleAsSeen> loaded(const QString& path, QStringList* warnings = nullptr)
{
    const LoadOutcome outcome = loadProfile(path);
    std::vector<ModuleAsSeen> summaries;
    if (!outcome.profile) {
        qWarning("load failed: %s", qPrintable(outcome.error));
        return summaries;
    }
    if (warnings)
        *warnings = outcome.profile->warnings;
    // The loader parses a module when it is read, and says then when it is damaged.
    for (const HloModule& module : outcome.profile->modules) {
        QString error;
        if (module.proto(&error))
            summaries.push_back(summarize(module));
        else if (warnings)
            warnings->append(error);
    }
    return summaries;
}

// `parsedAlone`: whether every module was parsed for its visit alone (else the whole profile was loaded).
std::vector<ModuleAsSeen> streamed(
    const QString& path, ModuleStreamOutcome* result = nullptr, bool* parsedAlone = nullptr)
{
    std::vector<ModuleAsSeen> summaries;
    bool everyModuleStreamed = true;
    const ModuleStreamOutcome outcome = forEachModule(path, [&](const HloModule& module, bool moduleStreamed) {
        summaries.push_back(summarize(module));
        everyModuleStreamed = everyModuleStreamed && moduleStreamed;
        return true;
    });
    if (parsedAlone)
        *parsedAlone = everyModuleStreamed;
    if (!outcome.error.isEmpty())
        qWarning("stream failed: %s", qPrintable(outcome.error));
    if (result)
        *result = outcome;
    return summaries;
}

QStringList namesOf(const std::vector<ModuleAsSeen>& summaries)
{
    QStringList names;
    for (const ModuleAsSeen& summary : summaries)
        names << summary.displayName;
    return names;
}

} // namespace

class ModuleStreamTest : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString generated(MetadataLayout layout, bool compressed)
    {
        const std::vector<ModuleSpec> specs
            = { { "jit_train_step", 12190760917235803885ULL, { 0, 1, 5 }, 40 }, { "jit_init", 7, { 0 }, 3 },
                  { "jit_eval", 9, { 0, 1 }, 12 }, { "jit_init", 7, { 0 }, 5 } }; // a second proto for id 7: ignored
        const QString name = QStringLiteral("%1-%2.xplane.pb").arg(int(layout)).arg(compressed);
        return test::writeInput(m_dir, name, test::serialize(test::makeXSpace(specs, layout, 20)), compressed);
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void generatedMatchesLoader_data()
    {
        QTest::addColumn<MetadataLayout>("layout");
        QTest::addColumn<bool>("compressed");
        QTest::newRow("newer") << MetadataLayout::Newer << false;
        QTest::newRow("older") << MetadataLayout::Older << false;
        QTest::newRow("newer, gzip") << MetadataLayout::Newer << true;
    }

    void generatedMatchesLoader()
    {
        QFETCH(MetadataLayout, layout);
        QFETCH(bool, compressed);
        const QString path = generated(layout, compressed);
        ModuleStreamOutcome outcome;
        bool parsedAlone = false;
        const std::vector<ModuleAsSeen> modules = streamed(path, &outcome, &parsedAlone);
        QVERIFY(outcome.error.isEmpty());
        QVERIFY(parsedAlone);
        QCOMPARE(outcome.visited, 3);
        QVERIFY(!outcome.stopped);
        QCOMPARE(namesOf(modules),
            QStringList({ QStringLiteral("jit_train_step(12190760917235803885)"), QStringLiteral("jit_init(7)"),
                QStringLiteral("jit_eval(9)") }));
        QCOMPARE(modules[0].programId, 12190760917235803885ULL);
        QVERIFY(modules == loaded(path));
    }

    void visitorStopsEarly()
    {
        const QString path = generated(MetadataLayout::Newer, false);
        QStringList visited;
        const ModuleStreamOutcome outcome = forEachModule(path, [&](const HloModule& module, bool) {
            visited << module.displayName;
            return module.name != QLatin1String("jit_init");
        });
        QVERIFY(outcome.error.isEmpty());
        QVERIFY(outcome.stopped);
        QCOMPARE(outcome.visited, 2);
        QCOMPARE(visited,
            QStringList({ QStringLiteral("jit_train_step(12190760917235803885)"), QStringLiteral("jit_init(7)") }));
    }

    void unwantedModulesAreSkipped()
    {
        const QString path = generated(MetadataLayout::Newer, false);
        std::vector<ModuleAsSeen> modules;
        const ModuleStreamOutcome outcome = forEachModule(
            path,
            [&](const HloModule& module, bool) {
                modules.push_back(summarize(module));
                return true;
            },
            [](quint64 programId) { return programId == 9; });
        QVERIFY(outcome.error.isEmpty());
        QCOMPARE(outcome.visited, 1);
        QCOMPARE(namesOf(modules), QStringList { QStringLiteral("jit_eval(9)") });
        QVERIFY(modules[0] == loaded(path)[2]);
    }

    void damagedModuleIsTheLoadersWarning()
    {
        tensorflow::profiler::XSpace space = test::makeXSpace({ { "good", 1 }, { "bad", 2 }, { "after", 3 } });
        for (auto& plane : *space.mutable_planes()) {
            for (auto& [id, entry] : *plane.mutable_event_metadata()) {
                if (entry.name() == "bad(2)")
                    entry.mutable_stats(0)->set_bytes_value("\x0a\xff\xff\xff\x0f garbage");
            }
        }
        const QString path
            = test::writeInput(m_dir, QStringLiteral("damaged-module.xplane.pb"), test::serialize(space));
        QStringList loaderWarnings;
        const std::vector<ModuleAsSeen> expected = loaded(path, &loaderWarnings);
        ModuleStreamOutcome outcome;
        const std::vector<ModuleAsSeen> modules = streamed(path, &outcome);
        QCOMPARE(namesOf(modules), QStringList({ QStringLiteral("good(1)"), QStringLiteral("after(3)") }));
        QVERIFY(modules == expected);
        QCOMPARE(outcome.warnings.size(), 1);
        QCOMPARE(outcome.warnings, loaderWarnings);
    }

    void errorsAreTheLoaders_data()
    {
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<QByteArray>("content");
        const QByteArray space = test::serialize(test::makeXSpace({ { "jit_f", 3 } }, MetadataLayout::Newer, 50));
        QTest::newRow("truncated xspace") << "cut.xplane.pb" << space.left(space.size() / 2);
        QTest::newRow("truncated in the metadata plane") << "cut2.xplane.pb" << space.left(space.size() - 5);
        QTest::newRow("truncated gzip") << "cut.xplane.pb.gz" << test::gzipCompress(space).left(100);
        QTest::newRow("no planes") << "noplanes.xplane.pb" << test::serialize(tensorflow::profiler::XSpace());
        QTest::newRow("empty") << "empty.xplane.pb" << QByteArray();
        QTest::newRow("not a profile") << "image.xplane.pb" << QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16);
    }

    void errorsAreTheLoaders()
    {
        QFETCH(QString, fileName);
        QFETCH(QByteArray, content);
        const QString path = test::writeInput(m_dir, fileName, content);
        const LoadOutcome loadedOutcome = loadProfile(path);
        QVERIFY(!loadedOutcome.profile);
        int visits = 0;
        const ModuleStreamOutcome outcome = forEachModule(path, [&](const HloModule&, bool) { return ++visits, true; });
        QVERIFY(!outcome.error.isEmpty());
        QCOMPARE(outcome.error, loadedOutcome.error);
        QVERIFY2(outcome.error.startsWith(path + QStringLiteral(": ")), qPrintable(outcome.error));
    }

    void truncatedFileSaysWhere()
    {
        const QByteArray space = test::serialize(test::makeXSpace({ { "jit_f", 3 } }, MetadataLayout::Newer, 50));
        const qint64 cut = space.size() / 2;
        const QString path = test::writeInput(m_dir, QStringLiteral("half.xplane.pb"), space.left(cut));
        const ModuleStreamOutcome outcome = forEachModule(path, [](const HloModule&, bool) { return true; });
        QVERIFY2(outcome.error.startsWith(path + QStringLiteral(": truncated: plane ")), qPrintable(outcome.error));
        QVERIFY2(
            outcome.error.endsWith(QStringLiteral("; the file ends at byte %1").arg(cut)), qPrintable(outcome.error));
    }

    void realProfilesMatchLoader_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("moduleCount");
        QTest::newRow("tpu inference") << "xprof/tpu_inference_2.xplane.pb" << 4;
        QTest::newRow("mi300 gemm") << "tracelens/mi300_jax08_gemm.xplane.pb" << 16;
        QTest::newRow("te fused attn") << "tracelens/jax_te_fused_attn.xplane.pb" << 9;
        QTest::newRow("gpu multi worker") << "xprof/gpu_multi_worker.xplane.pb" << 0;
        QTest::newRow("trace folder") << "logdir-example" << -1; // loaded whole: compared with the loader only
    }

    void realProfilesMatchLoader()
    {
        QFETCH(QString, file);
        QFETCH(int, moduleCount);
        const QString path = test::sharedDataPath(file);
        if (path.isEmpty())
            QSKIP("../shared/data is absent");
        ModuleStreamOutcome outcome;
        bool parsedAlone = false;
        const std::vector<ModuleAsSeen> modules = streamed(path, &outcome, &parsedAlone);
        QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
        QCOMPARE(parsedAlone, moduleCount >= 0); // XSpace files are streamed, trace folders loaded whole
        if (moduleCount >= 0)
            QCOMPARE(int(modules.size()), moduleCount);
        const std::vector<ModuleAsSeen> expected = loaded(path);
        QCOMPARE(namesOf(modules), namesOf(expected));
        for (size_t i = 0; i < modules.size(); ++i) {
            QCOMPARE(modules[i].programId, expected[i].programId);
            QCOMPARE(modules[i].host, expected[i].host);
            QVERIFY2(modules[i].analysisJson == expected[i].analysisJson, qPrintable(modules[i].displayName));
        }
    }
};

QTEST_GUILESS_MAIN(ModuleStreamTest)
#include "tst_modulestream.moc"
