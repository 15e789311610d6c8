// SPDX-License-Identifier: Apache-2.0
#include "core/memoryviewer/xprofvalues.h"
#include "generator/syntheticresult.h"
#include "models/bufferselection.h"
#include "models/peakbuffermodel.h"

#include <QAbstractItemModelTester>
#include <QColor>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTest>

using namespace memscope;

class TestPeakBufferModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void showsEveryBufferWithReadableAndRawValues()
    {
        PeakBufferModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        const auto result = generator::makeSyntheticResult();
        model.setRows(result);
        QCOMPARE(model.rowCount(), int(result->peakBuffers.size()));
        QCOMPARE(model.columnCount(), int(PeakBufferModel::ColumnCount));
        // Row 1: the padded temporary of the synthetic result.
        QCOMPARE(
            model.index(1, PeakBufferModel::NameColumn).data().toString(), QStringLiteral("convert_convert_fusion.1"));
        QCOMPARE(model.index(1, PeakBufferModel::SizeColumn).data().toString(), QStringLiteral("80.50 MiB"));
        QCOMPARE(model.index(1, PeakBufferModel::SizeColumn).data(PeakBufferModel::SortRole).toLongLong(), 84410368);
        QCOMPARE(model.index(1, PeakBufferModel::PaddingColumn).data(PeakBufferModel::SortRole).toLongLong(),
            84410368 - 83949568);
        QCOMPARE(model.index(1, PeakBufferModel::SpanStartColumn).data().toString(), QStringLiteral("10"));
        QCOMPARE(model.index(1, PeakBufferModel::NameColumn).data(Qt::DecorationRole).value<QColor>(),
            QColor(memoryviewer::xprofColor(result->peakBuffers[1].colorIndex)));
        // The small group: no unpadded size, no span, its label as the name.
        const int small = model.rowCount() - 1;
        QCOMPARE(
            model.index(small, PeakBufferModel::NameColumn).data().toString(), QStringLiteral("small (<16384 bytes)"));
        QCOMPARE(model.index(small, PeakBufferModel::UnpaddedColumn).data().toString(), QString());
        QCOMPARE(model.index(small, PeakBufferModel::SpanStartColumn).data().toString(), QString());
        QCOMPARE(model.rowOfLogicalBuffer(1001), 1);
        QCOMPARE(model.rowOfLogicalBuffer(-1), -1);
        QCOMPARE(model.rowOfLogicalBuffer(424242), -1);
        model.setRows(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

    void sortsNumericallyThroughAProxy()
    {
        PeakBufferModel model;
        model.setRows(generator::makeSyntheticResult());
        QSortFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.setSortRole(PeakBufferModel::SortRole);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.sort(PeakBufferModel::SizeColumn, Qt::DescendingOrder);
        qint64 previous = std::numeric_limits<qint64>::max();
        for (int row = 0; row < proxy.rowCount(); ++row) {
            const qint64 size
                = proxy.index(row, PeakBufferModel::SizeColumn).data(PeakBufferModel::SortRole).toLongLong();
            QVERIFY2(size <= previous, "sizes must sort as numbers, not as text like \"80.50 MiB\" < \"9.00 MiB\"");
            previous = size;
        }
    }

    void overlaySpanFollowsXprof()
    {
        QCOMPARE(overlaySpan(12, 40, 100).start, 12);
        QCOMPARE(overlaySpan(12, 40, 100).limit, 40);
        QCOMPARE(overlaySpan(12, -1, 100).limit, 100); // a negative limit runs to the end
        QCOMPARE(overlaySpan(-1, -1, 100).start, 0); // no span: the whole program
        QCOMPARE(overlaySpan(-1, -1, 100).limit, 100);
    }

    void selectionFocusesHoverOverSelection()
    {
        PeakBufferModel model;
        model.setRows(generator::makeSyntheticResult());
        BufferSelection selection(&model);
        QSignalSpy focus(&selection, &BufferSelection::focusedRowChanged);
        selection.selectRow(3);
        QCOMPARE(selection.selectedRow(), 3);
        QCOMPARE(selection.selectionModel()->currentIndex().row(), 3);
        QCOMPARE(focus.takeLast().at(0).toInt(), 3);
        selection.setHoveredRow(5);
        QCOMPARE(selection.focusedRow(), 5);
        QCOMPARE(focus.takeLast().at(0).toInt(), 5);
        selection.setHoveredRow(-1); // the pointer leaves: back to the selection
        QCOMPARE(focus.takeLast().at(0).toInt(), 3);
        selection.selectRow(-1);
        QCOMPARE(selection.focusedRow(), -1);
        selection.setHoveredRow(1000); // out of range is no hover
        QCOMPARE(selection.hoveredRow(), -1);
        selection.selectRow(2);
        model.setRows(generator::makeSyntheticResult()); // a new result clears everything
        QCOMPARE(selection.selectedRow(), -1);
        QCOMPARE(selection.focusedRow(), -1);
    }
};

QTEST_GUILESS_MAIN(TestPeakBufferModel)
#include "tst_peakbuffermodel.moc"
