// SPDX-License-Identifier: Apache-2.0
// The Memory Viewer overview as numbers (bytes), and XProf's sentences made from them.

#include "core/memoryviewer/memoryviewer.h"
#include "core/memoryviewer/overview.h"

#include <QTest>

using namespace memscope;
using namespace memscope::memoryviewer;

class TestMemoryViewerOverview : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void bytesAreTheEnginesCounts()
    {
        Result result;
        result.peakHeapBytes = 12 + 2048; // 12 B simulated + 2 KiB indefinite
        result.peakUnpaddedHeapBytes = 4 + 2048;
        result.indefiniteHeapBytes = 2048;
        result.indefiniteBufferAllocationBytes = 2048;
        result.totalBufferAllocationBytes = 20 + 2048;
        result.entryComputationParametersBytes = 2048;
        const Overview overview = overviewOf(result);
        QCOMPARE(overview.peakBytes, Q_INT64_C(2060));
        QCOMPARE(overview.peakWithFragmentationBytes, Q_INT64_C(2068));
        QCOMPARE(overview.paddingBytes, Q_INT64_C(8));
        QCOMPARE(overview.argumentBytes, Q_INT64_C(2048));
        QCOMPARE(overview.simulatedTemporaryBytes, Q_INT64_C(12));
        QCOMPARE(overview.lifetimeTemporaryBytes, Q_INT64_C(20));
        QCOMPARE(overview.fragmentationPercent, 40.0);
        QCOMPARE(overview.maxScopedVmemBytes, Q_INT64_C(0));
        // XProf's sentences round the same numbers to hundredths of a MiB.
        const QStringList lines = overviewLines(result, QStringLiteral("m"));
        QCOMPARE(lines[1], QStringLiteral("Peak memory allocation: 0.00 MiB, 0.00 MiB (with fragmentation)"));
        QCOMPARE(lines[5],
            QStringLiteral("0.00 MiB HLO lifetime temporary variables with fragmentation (fragmentation  40.00%)"));
    }

    void scopedVmemReplacesTheIndefiniteAllocations()
    {
        Result result;
        result.peakHeapBytes = 10 * 1048576;
        result.indefiniteHeapBytes = 4 * 1048576;
        result.indefiniteBufferAllocationBytes = 4 * 1048576;
        result.totalBufferAllocationBytes = 12 * 1048576;
        result.maxScopedVmemAllocationBytes = 1572864;
        result.maxScopedVmemInstructionName = QStringLiteral("fusion.3");
        const Overview overview = overviewOf(result);
        QCOMPARE(overview.peakBytes, Q_INT64_C(7864320)); // (10 - 4 + 1.5) MiB
        QCOMPARE(overview.peakWithFragmentationBytes, Q_INT64_C(9961472)); // (12 - 4 + 1.5) MiB
        QCOMPARE(overview.maxScopedVmemBytes, Q_INT64_C(1572864));
        QCOMPARE(overviewLines(result, QStringLiteral("m"))[6],
            QStringLiteral("1.50 MiB max scoped VMEM allocation (fusion.3)"));
    }
};

QTEST_GUILESS_MAIN(TestMemoryViewerOverview)
#include "tst_memoryvieweroverview.moc"
