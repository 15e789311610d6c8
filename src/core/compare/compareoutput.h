// SPDX-License-Identifier: Apache-2.0
#pragma once

// The comparisons as JSON (both sides' figures under the keys of each tool's
// own JSON, then the deltas; documented in docs/compare.md) and as CSV.

#include "core/compare/memoryprofilecompare.h"
#include "core/compare/memoryviewercompare.h"
#include "core/compare/overviewcompare.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace memscope::compare {

// What was compared with what, for the "inputs" member.
struct Inputs
{
    QString pathA;
    QString pathB;
    QString moduleA; // display names (Memory Viewer only)
    QString moduleB;
};

// {"a": .., "b": .., "delta": .., "percent": ..}; percent is null where no finite one exists.
QJsonObject deltaJson(const IntegerDelta& delta);
QJsonObject deltaJson(const RealDelta& delta);

// "a" and "b": the scalar members of each module's memory-viewer JSON (XProf's
// PreprocessResult: moduleName, peakHeapMib, ...); "overview": the figures in
// bytes; "curves": both curves in bytes; "buffers": every match.
QJsonObject memoryViewerComparisonJson(const ModuleComparison& comparison, const Inputs& inputs);
// "a" and "b": memoryIds and each allocator's profileSummary as memory-profile's
// JSON has them; "allocators": figures, fragmentation, the breakdown by op and
// both timelines down-sampled as XProf samples them, on the common time axis.
QJsonObject memoryProfileComparisonJson(const MemoryProfileComparison& comparison, const Inputs& inputs);
// "a" and "b": each overview's JSON; "rows": the compared figures.
QJsonObject overviewComparisonJson(const OverviewComparison& comparison, const Inputs& inputs);

// CSV (RFC 4180) with a header row: the matched buffers at the peaks, in list order.
QByteArray bufferMatchesCsv(const ModuleComparison& comparison);
// The Memory Viewer overview figures, one row each.
QByteArray moduleFiguresCsv(const ModuleComparison& comparison);
// The breakdown by op of every allocator (or of the one with `allocatorId`), the id first.
QByteArray breakdownComparisonCsv(const MemoryProfileComparison& comparison, const QString& allocatorId = {});
QByteArray overviewComparisonCsv(const OverviewComparison& comparison);

} // namespace memscope::compare
