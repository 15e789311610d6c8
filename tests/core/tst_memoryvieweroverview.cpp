// SPDX-License-Identifier: Apache-2.0
// The Memory Viewer overview as numbers (bytes), and XProf's sentences made from them.

#include "core/memoryviewer/memoryviewer.h"
#include "core/memoryviewer/overview.h"
#include "core/util/units.h"

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
        result.peakHeapMib = 12 / kBytesPerMiB + 2048 / kBytesPerMiB; // 12 B simulated + 2 KiB indefinite
        result.peakUnpaddedHeapMib = 4 / kBytesPerMiB + 2048 / kBytesPerMiB;
        result.indefiniteBufferAllocationMib = 2048 / kBytesPerMiB;
        result.totalBufferAllocationMib = 20 / kBytesPerMiB + 2048 / kBytesPerMiB;
        result.entryComputationParametersMib = 2048 / kBytesPerMiB;
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
        result.peakHeapMib = 10;
        result.indefiniteBufferAllocationMib = 4;
        result.totalBufferAllocationMib = 12;
        result.maxScopedVmemAllocationMib = 1.5;
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
