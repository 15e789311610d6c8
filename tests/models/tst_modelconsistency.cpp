// SPDX-License-Identifier: Apache-2.0
// QAbstractItemModelTester over the table models that had none: each is
// filled, refilled and emptied while the tester checks every signal and index.

#include "core/compare/memoryviewercompare.h"
#include "generator/syntheticresult.h"
#include "models/buffermatchmodel.h"
#include "models/memoryprofiletablemodel.h"
#include "models/overviewtopopsmodel.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace memscope;

class TestModelConsistency : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The Compare page's lists: each change's matches of two modules, refilled with a comparison
    // that has other matches, then emptied.
    void bufferMatchModel()
    {
        generator::SyntheticResultSpec smaller;
        smaller.peakBuffers = 30;
        const auto comparison = std::make_shared<const compare::ModuleComparison>(
            compare::compareModules(generator::makeSyntheticResult(), generator::makeSyntheticResult(smaller)));
        const auto reversed = std::make_shared<const compare::ModuleComparison>(
            compare::compareModules(generator::makeSyntheticResult(smaller), generator::makeSyntheticResult()));
        for (const compare::BufferChange change : { compare::BufferChange::Grown, compare::BufferChange::Shrunk,
                 compare::BufferChange::OnlyInA, compare::BufferChange::OnlyInB, compare::BufferChange::Unchanged }) {
            BufferMatchModel model(change);
            QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
            model.setComparison(comparison);
            QCOMPARE(model.rowCount(), comparison->count(change));
            for (int row = 0; row < model.rowCount(); ++row)
                QCOMPARE(model.matchAt(row)->change, change);
            model.setComparison(reversed);
            QCOMPARE(model.rowCount(), reversed->count(change));
            model.setComparison(nullptr);
            QCOMPARE(model.rowCount(), 0);
            QVERIFY(!model.matchAt(0));
        }
    }

    void overviewTopOps()
    {
        OverviewTopOpsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        overview::TopOp fusion;
        fusion.name = QStringLiteral("fusion.3");
        fusion.category = QStringLiteral("convolution");
        fusion.occurrences = 4;
        fusion.selfTimeMs = 9.5;
        fusion.selfTimeFraction = 0.75;
        fusion.cumulativeFraction = 0.75;
        overview::TopOp copy = fusion;
        copy.name = QStringLiteral("copy.1");
        copy.selfTimeFraction = 0.25;
        copy.cumulativeFraction = 1.0;
        model.setOps({ fusion, copy });
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(1, OverviewTopOpsModel::OperationColumn).data().toString(), QStringLiteral("copy.1"));
        model.setOps({ copy });
        QCOMPARE(model.rowCount(), 1);
        model.setOps({});
        QCOMPARE(model.rowCount(), 0);
    }

    void memoryProfileHloModules()
    {
        MemoryProfileHloModuleModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto result = std::make_shared<memoryprofile::Result>();
        result->hloModules = { { 1, QStringLiteral("jit_step"), QStringLiteral("TPU:0"), 1000, 5000 },
            { 2, QStringLiteral("jit_eval"), QStringLiteral("TPU:1"), 6000, 9000 } };
        model.setResult(result);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.columnCount(), int(MemoryProfileHloModuleModel::ColumnCount));
        QCOMPARE(model.index(1, MemoryProfileHloModuleModel::Module).data().toString(), QStringLiteral("jit_eval"));
        QCOMPARE(model.module(0)->planeName, QStringLiteral("TPU:0"));
        model.setResult(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }
};

QTEST_GUILESS_MAIN(TestModelConsistency)
#include "tst_modelconsistency.moc"
