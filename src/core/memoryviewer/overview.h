// SPDX-License-Identifier: Apache-2.0
#pragma once

// The Memory Viewer's overview (spec §2.11) as numbers: what XProf's frontend
// words in MiB with two decimals, in bytes. overviewLines() writes XProf's
// sentences from it; the GUI formats it itself, so a 12-byte value reads
// "12 B" rather than the "0.00 MiB" of the text.

#include <QString>

namespace memscope::memoryviewer {

struct Result;

struct Overview
{
    // With scoped VMEM, the frontend's peak is the simulated temporaries plus
    // the largest scoped allocation instead of the heap simulator's peak.
    qint64 peakBytes = 0;
    qint64 peakWithFragmentationBytes = 0;
    qint64 paddingBytes = 0; // at the peak
    qint64 argumentBytes = 0; // entry computation parameters
    qint64 simulatedTemporaryBytes = 0; // the heap simulator's peak without indefinite allocations
    qint64 lifetimeTemporaryBytes = 0; // every allocation but the indefinite ones, with fragmentation
    double fragmentationPercent = 0;
    qint64 maxScopedVmemBytes = 0;
    QString maxScopedVmemInstruction;
};

Overview overviewOf(const Result& result);

} // namespace memscope::memoryviewer
