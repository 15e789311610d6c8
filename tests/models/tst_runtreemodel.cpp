// SPDX-License-Identifier: Apache-2.0
#include "models/runtreemodel.h"

#include <QAbstractItemModelTester>
#include <QFont>
#include <QTest>

using namespace memscope;

class TestRunTreeModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void showsRunsWithTheirHostsAndMarksTheLoadedRun()
    {
        auto profile = std::make_shared<Profile>();
        profile->kind = SourceKind::TraceFolder;
        profile->runs.push_back(
            { QStringLiteral("2025_06_02_09_30_00"), QStringLiteral("/logs/plugins/profile/2025_06_02_09_30_00"),
                { QStringLiteral("/logs/plugins/profile/2025_06_02_09_30_00/934987a2fc2f.xplane.pb"),
                    QStringLiteral("/logs/plugins/profile/2025_06_02_09_30_00/tw003.xplane.pb.gz") },
                {} });
        profile->runs.push_back(
            { QStringLiteral("2025_06_01_12_00_00"), QStringLiteral("/logs/plugins/profile/2025_06_01_12_00_00"),
                { QStringLiteral("/logs/plugins/profile/2025_06_01_12_00_00/tw003.xplane.pb") }, {} });
        profile->runName = QStringLiteral("2025_06_01_12_00_00");

        RunTreeModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setProfile(profile);
        QCOMPARE(model.rowCount(), 2);
        const QModelIndex newest = model.index(0, 0);
        QCOMPARE(newest.data().toString(), QStringLiteral("2025_06_02_09_30_00"));
        QCOMPARE(model.rowCount(newest), 2);
        QCOMPARE(model.index(1, 0, newest).data().toString(), QStringLiteral("tw003"));
        QCOMPARE(model.index(1, 0, newest).data(RunTreeModel::RunNameRole).toString(),
            QStringLiteral("2025_06_02_09_30_00"));
        QCOMPARE(model.parent(model.index(1, 0, newest)), newest);
        QVERIFY(!newest.data(RunTreeModel::IsLoadedRole).toBool());
        QCOMPARE(model.loadedRunIndex(), model.index(1, 0));
        QVERIFY(model.index(1, 0).data(Qt::FontRole).value<QFont>().bold());
        QCOMPARE(model.index(0, 0, model.index(1, 0)).data(RunTreeModel::PathRole).toString(),
            QStringLiteral("/logs/plugins/profile/2025_06_01_12_00_00/tw003.xplane.pb"));

        model.setProfile(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }
};

QTEST_GUILESS_MAIN(TestRunTreeModel)
#include "tst_runtreemodel.moc"
