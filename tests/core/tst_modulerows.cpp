// SPDX-License-Identifier: Apache-2.0
// HloModule::rows() and rowsForBuffers(), what every program reads a module
// with for the Memory Viewer: read from the module's bytes in the file (plain
// or gzip, either metadata layout, each host of a trace folder) or, for a
// module without an XSpace, from its parsed proto, they give the analysis of
// the whole proto; a cancelled read gives nothing and no error.

#include "core/format/hlorows.h"
#include "core/memoryviewer/memoryviewer.h"
#include "core/profile/loader.h"
#include "core/support/testdata.h"
#include "hlo.pb.h"
#include "xplane.pb.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace memscope;
using test::MetadataLayout;

namespace {

// What a user sees of a module's analysis in `memorySpace`: XProf's JSON.
template <typename Module> QByteArray analysisJson(const Module& module, qint64 memorySpace)
{
    memoryviewer::Options options;
    options.memorySpace = memorySpace;
    return memoryviewer::preprocessResultJson(memoryviewer::analyze(module, options));
}

} // namespace

class ModuleRowsTest : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString generatedXSpace(MetadataLayout layout, bool compressed)
    {
        const std::vector<test::ModuleSpec> specs = { { "jit_train_step", 12190760917235803885ULL, { 0, 1, 5 }, 40 },
            { "jit_init", 7, { 0 }, 3 }, { "jit_eval", 9, { 0, 1 }, 12 } };
        const QString name = QStringLiteral("%1-%2.xplane.pb").arg(int(layout)).arg(compressed);
        return test::writeInput(m_dir, name, test::serialize(test::makeXSpace(specs, layout, 20)), compressed);
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void rowsGiveTheWholeProtosAnalysis_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("moduleCount");
        QTest::newRow("XSpace, newer layout") << generatedXSpace(MetadataLayout::Newer, false) << 3;
        QTest::newRow("XSpace, older layout") << generatedXSpace(MetadataLayout::Older, false) << 3;
        QTest::newRow("gzip XSpace") << generatedXSpace(MetadataLayout::Newer, true) << 3;
        QTest::newRow("binary HloProto") << test::writeInput(
            m_dir, QStringLiteral("module.hlo.pb"), test::serialize(test::makeHloProto({ "jit_bare", 0, { 0, 1 }, 8 })))
                                         << 1;
        const QString folder = test::sharedDataPath(QStringLiteral("logdir-example"));
        if (!folder.isEmpty())
            QTest::newRow("trace folder") << folder << -1;
    }

    void rowsGiveTheWholeProtosAnalysis()
    {
        QFETCH(QString, path);
        QFETCH(int, moduleCount);
        const LoadOutcome loaded = loadProfile(path);
        QVERIFY2(loaded.profile, qPrintable(loaded.error));
        const std::vector<HloModule>& modules = loaded.profile->modules;
        QVERIFY(!modules.empty());
        if (moduleCount >= 0)
            QCOMPARE(int(modules.size()), moduleCount);
        for (const HloModule& module : modules) {
            QString error;
            const std::shared_ptr<const xla::HloProto> whole = module.proto(&error);
            QVERIFY2(whole, qPrintable(error));
            const std::shared_ptr<const format::HloRows> rows = module.rowsForBuffers(&error);
            QVERIFY2(rows, qPrintable(error));
            QCOMPARE(memoryviewer::memorySpacesPresent(*rows), memoryviewer::memorySpacesPresent(*whole));
            for (const qint64 space : memoryviewer::memorySpacesPresent(*whole)) {
                QVERIFY2(analysisJson(*rows, space) == analysisJson(*whole, space),
                    qPrintable(QStringLiteral("%1, memory space %2").arg(module.displayName).arg(space)));
            }
        }
    }

    // The module list measures every module once: rowsForBuffers reads for
    // its caller alone, rows() keeps what it reads, and rowsForBuffers then
    // hands that out.
    void onlyRowsKeepsWhatItReads()
    {
        const LoadOutcome loaded = loadProfile(generatedXSpace(MetadataLayout::Newer, false));
        QVERIFY2(loaded.profile, qPrintable(loaded.error));
        const HloModule& module = loaded.profile->modules.front();
        const std::shared_ptr<const format::HloRows> measured = module.rowsForBuffers();
        QVERIFY(measured);
        QVERIFY(module.rowsForBuffers() != measured);
        const std::shared_ptr<const format::HloRows> kept = module.rows();
        QVERIFY(kept);
        QCOMPARE(module.rows(), kept);
        QCOMPARE(module.rowsForBuffers(), kept);
    }

    void aCancelledReadGivesNothingAndNoError()
    {
        const LoadOutcome loaded = loadProfile(generatedXSpace(MetadataLayout::Newer, false));
        QVERIFY2(loaded.profile, qPrintable(loaded.error));
        const HloModule& module = loaded.profile->modules.front();
        const std::atomic_bool cancel = true;
        QString error;
        QVERIFY(!module.rowsForBuffers(&error, &cancel));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(module.rows()); // the cancelled read kept nothing that stands in the way
    }
};

QTEST_GUILESS_MAIN(ModuleRowsTest)
#include "tst_modulerows.moc"
