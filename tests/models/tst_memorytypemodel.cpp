// SPDX-License-Identifier: Apache-2.0
#include "models/memorytypemodel.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace memscope;

class TestMemoryTypeModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void listsXprofsOrderAndEnablesOnlyPresentSpaces()
    {
        MemoryTypeModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QStringList names;
        for (int row = 0; row < model.rowCount(); ++row)
            names << model.index(row).data().toString();
        QCOMPARE(names,
            (QStringList { QStringLiteral("HBM (0)"), QStringLiteral("CMEM (3)"), QStringLiteral("SFlag (2)"),
                QStringLiteral("VMEM (1)"), QStringLiteral("SMEM (4)"), QStringLiteral("Host (5)"),
                QStringLiteral("SparseCore (6)") }));

        model.setPresentSpaces({ 1, 0 });
        QVERIFY(model.flags(model.index(0)) & Qt::ItemIsEnabled); // HBM
        QVERIFY(model.flags(model.index(model.rowOf(1))) & Qt::ItemIsEnabled); // VMEM
        QVERIFY(!(model.flags(model.index(model.rowOf(3))) & Qt::ItemIsEnabled));
        QCOMPARE(model.index(model.rowOf(1)).data(MemoryTypeModel::MemorySpaceRole).toLongLong(), 1);
        QVERIFY(
            model.index(model.rowOf(5)).data(Qt::ToolTipRole).toString().contains(QStringLiteral("allocates nothing")));
    }

    void appendsUnknownSpacesTheModuleUses()
    {
        MemoryTypeModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setPresentSpaces({ 0, 9 });
        QCOMPARE(model.rowCount(), 8);
        QCOMPARE(model.rowOf(9), 7);
        QVERIFY(model.flags(model.index(7)) & Qt::ItemIsEnabled);
        model.setPresentSpaces({});
        QCOMPARE(model.rowCount(), 7);
        QVERIFY(!(model.flags(model.index(0)) & Qt::ItemIsEnabled));
    }
};

QTEST_GUILESS_MAIN(TestMemoryTypeModel)
#include "tst_memorytypemodel.moc"
