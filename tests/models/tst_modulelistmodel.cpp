// SPDX-License-Identifier: Apache-2.0
#include "core/profile/loader.h"
#include "core/support/testprofiles.h"
#include "generator/generator.h"
#include "models/analysiscache.h"
#include "models/modulelistmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>

using namespace memscope;

class TestModuleListModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void listsModulesAndComputesPeaksOffTheUiThread()
    {
        ModuleListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy computed(&model, &ModuleListModel::peaksComputed);
        model.setProfile(test::makeProfile(
            { QStringLiteral("jit_small"), QStringLiteral("jit_train_step"), QStringLiteral("jit_medium") },
            { 1, 4, 2 }));

        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.columnCount(), 2);
        QCOMPARE(model.index(1, ModuleListModel::NameColumn).data().toString(), QStringLiteral("jit_train_step(2)"));
        // setProfile returns at once: the peaks are still being computed.
        QCOMPARE(model.index(0, ModuleListModel::PeakColumn).data().toString(), QStringLiteral("…"));
        QVERIFY(!model.index(0, ModuleListModel::PeakColumn).data(ModuleListModel::PeakBytesRole).isValid());

        QVERIFY(computed.wait(10000));
        QVERIFY(model.peaksComplete());
        const qint64 small = model.index(0, 0).data(ModuleListModel::PeakBytesRole).toLongLong();
        const qint64 train = model.index(1, 0).data(ModuleListModel::PeakBytesRole).toLongLong();
        QVERIFY(small > 0);
        QCOMPARE(train, 4 * small);
        QCOMPARE(model.largestPeakRow(), 1);
        QVERIFY(model.index(1, ModuleListModel::PeakColumn).data().toString().endsWith(QStringLiteral("MiB")));
        // The module measured first (the largest in bytes; here, without file bytes, the first) is small
        // (showsHeapCurveFirst): its full analysis is left for the Memory Viewer, which shows it in one step.
        const auto full = model.analyses()->find(model.profile()->modules[0].rows(), modulePeakOptions());
        QVERIFY(full);
        QCOMPARE(full->peakHeapBytes, small);
        QVERIFY(!full->peakBuffers.empty());
        QVERIFY(!model.analyses()->find(model.profile()->modules[1].rows(), modulePeakOptions()));
    }

    void theLargestModuleInBytesIsMeasuredWithItsHeapCurve()
    {
        // A generated XSpace file: its modules' bytes are in the file, the main module the largest, with
        // enough heap-simulator events to be shown curve first.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("tiny.xplane.pb"));
        generator::Options options = generator::tinyOptions();
        options.logicalBuffers = kHeapCurveFirstEvents;
        options.heapEvents = kHeapCurveFirstEvents + kHeapCurveFirstEvents / 2; // at most 2 per buffer
        QCOMPARE(generator::writeXSpace(options, path), QString());
        const LoadOutcome loaded = loadProfile(path);
        QVERIFY2(loaded.profile, qPrintable(loaded.error));
        ModuleListModel model;
        QSignalSpy computed(&model, &ModuleListModel::peaksComputed);
        model.setProfile(loaded.profile);
        QVERIFY(computed.wait(10000));
        const std::vector<HloModule>& modules = loaded.profile->modules;
        const auto largest = std::max_element(modules.begin(), modules.end(),
            [](const HloModule& a, const HloModule& b) { return a.serialized().size() < b.serialized().size(); });
        QVERIFY(showsHeapCurveFirst(*largest->rows()));
        const auto curve = model.analyses()->findHeapCurve(largest->rows(), modulePeakOptions());
        QVERIFY(curve);
        QVERIFY(curve->peakBuffers.empty());
        const int row = static_cast<int>(largest - modules.begin());
        QCOMPARE(curve->peakHeapBytes, *model.peakBytes(row));
        QCOMPARE(model.largestPeakRow(), row);
    }

    void sortsByNameAndByRawPeak()
    {
        ModuleListModel model;
        QSignalSpy computed(&model, &ModuleListModel::peaksComputed);
        model.setProfile(
            test::makeProfile({ QStringLiteral("b"), QStringLiteral("C"), QStringLiteral("a") }, { 2, 1, 3 }));
        QVERIFY(computed.wait(10000));
        QSortFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.setSortRole(ModuleListModel::SortRole);
        proxy.sort(ModuleListModel::PeakColumn, Qt::DescendingOrder);
        QCOMPARE(proxy.index(0, 0).data().toString(), QStringLiteral("a(3)"));
        QCOMPARE(proxy.index(2, 0).data().toString(), QStringLiteral("C(2)"));
        proxy.sort(ModuleListModel::NameColumn, Qt::AscendingOrder);
        QCOMPARE(proxy.index(0, 0).data().toString(), QStringLiteral("a(3)"));
        QCOMPARE(proxy.index(1, 0).data().toString(), QStringLiteral("b(1)"));
        QCOMPARE(proxy.index(2, 0).data().toString(), QStringLiteral("C(2)"));
    }

    void aNewProfileDropsTheOldPeaks()
    {
        ModuleListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy computed(&model, &ModuleListModel::peaksComputed);
        model.setProfile(test::makeProfile({ QStringLiteral("old1"), QStringLiteral("old2") }, { 50, 60 }));
        model.setProfile(test::makeProfile({ QStringLiteral("new") }, { 1 }));
        QVERIFY(computed.wait(10000));
        QTest::qWait(100); // a late result of the first profile must not arrive
        QCOMPARE(computed.count(), 1);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("new(1)"));
        model.setProfile(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

    void aModuleWithoutProtoShowsAnErrorInsteadOfAPeak()
    {
        auto profile = test::makeProfile({ QStringLiteral("broken"), QStringLiteral("fine") }, { 1, 1 });
        profile->modules[0].setProto(nullptr);
        ModuleListModel model;
        QSignalSpy computed(&model, &ModuleListModel::peaksComputed);
        model.setProfile(profile);
        QVERIFY(computed.wait(10000));
        QCOMPARE(model.index(0, ModuleListModel::PeakColumn).data().toString(), QStringLiteral("error"));
        QVERIFY(model.index(0, ModuleListModel::PeakColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("HloProto")));
        QCOMPARE(model.largestPeakRow(), 1);
    }
};

QTEST_GUILESS_MAIN(TestModuleListModel)
#include "tst_modulelistmodel.moc"
