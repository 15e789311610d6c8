// SPDX-License-Identifier: Apache-2.0
// memscope-report memory-profile: XProf's Memory Profile and Memscope's findings.

#include "core/memoryprofile/memoryprofile.h"

#include "command.h"
#include "core/memoryprofile/xprofoutput.h"
#include "core/profile/loader.h"
#include "core/util/units.h"

#include <QCoreApplication>
#include <algorithm>

namespace memscope::report {

namespace {

    using namespace memscope::memoryprofile;

    constexpr int kTextBreakdownRows = 20;
    constexpr int kTextNeverFreedRows = 10;
    constexpr int kTextColumnWidth = 60;

    QString milliseconds(qint64 ps)
    {
        return ReportText::tr("%1 ms").arg(formatNumber(static_cast<double>(ps) / 1e9, 3));
    }

    QString elide(const QString& text)
    {
        return text.size() <= kTextColumnWidth ? text : text.left(kTextColumnWidth - 1) + QChar(0x2026);
    }

    // Framework op names say the most at their end ("…/layer_3/attention/MatMul").
    QString elideOp(const QString& text)
    {
        return text.size() <= kTextColumnWidth ? text : QChar(0x2026) + text.right(kTextColumnWidth - 1);
    }

    QString orDash(const QString& text) { return text.isEmpty() ? QStringLiteral("-") : text; }

    QString breakdownText(const Result& result, const Allocator& allocator)
    {
        std::vector<QStringList> rows = { { ReportText::tr("Op Name"), ReportText::tr("Allocation"),
            ReportText::tr("Requested"), ReportText::tr("Occurrences"), ReportText::tr("Region type"),
            ReportText::tr("Data type"), ReportText::tr("Shape") } };
        for (const BreakdownRow& row : allocator.breakdown) {
            if (rows.size() > kTextBreakdownRows)
                break;
            rows.push_back({ elideOp(orDash(result.string(row.op))), formatBytes(row.allocationBytes),
                formatBytes(row.requestedBytes), formatNumber(qint64(row.occurrences())),
                orDash(result.string(row.region)), dataTypeName(row.dataType),
                elide(orDash(result.string(row.shape))) });
        }
        QString text = ReportText::tr("  Memory breakdown at the peak (%1 rows):\n").arg(allocator.breakdown.size());
        text += textTable(rows, QStringLiteral("    "), LaterColumns::LeftAligned);
        if (allocator.breakdown.size() > kTextBreakdownRows)
            text += ReportText::tr("    ... %1 more rows: --format csv lists them all.\n")
                        .arg(allocator.breakdown.size() - kTextBreakdownRows);
        return text;
    }

    QString neverFreedText(const Result& result, const Allocator& allocator)
    {
        if (allocator.neverFreed.empty())
            return ReportText::tr("  Never freed within the window: none.\n");
        QString text = ReportText::tr("  Never freed within the window: %1 allocations, %2 (largest first):\n")
                           .arg(allocator.neverFreed.size())
                           .arg(formatBytes(allocator.neverFreedBytes));
        std::vector<QStringList> rows = { { ReportText::tr("Size"), ReportText::tr("Allocated at"),
            ReportText::tr("Alive for"), ReportText::tr("Op Name"), ReportText::tr("Shape") } };
        for (const NeverFreed& entry : allocator.neverFreed) {
            if (rows.size() > kTextNeverFreedRows)
                break;
            const Snapshot& snapshot = allocator.snapshots[static_cast<size_t>(entry.snapshotIndex)];
            const AllocationDetails& details = allocator.detailsOf(snapshot);
            rows.push_back(
                { formatBytes(details.allocationBytes), milliseconds(snapshot.timePs), milliseconds(entry.aliveForPs),
                    elideOp(orDash(result.string(details.op))), elide(orDash(result.string(details.shape))) });
        }
        return text + textTable(rows, QStringLiteral("    "), LaterColumns::LeftAligned);
    }

    QString allocatorText(const Result& result, const Allocator& allocator)
    {
        const Summary& summary = allocator.summary;
        const PeakStats& peak = summary.windowPeak;
        QString text = ReportText::tr("Memory ID %1 (host %2)\n").arg(allocator.id, allocator.hostName);
        text += textTable({ { ReportText::tr("#Allocation"), formatNumber(qint64(summary.allocations)) },
                              { ReportText::tr("#Deallocation"), formatNumber(qint64(summary.deallocations)) },
                              { ReportText::tr("Memory Capacity"), formatBytes(summary.capacityBytes) },
                              { ReportText::tr("Lifetime Peak Heap Usage"), formatBytes(summary.lifetimePeakBytes) },
                              { ReportText::tr("Profile-window Peak Memory Usage"),
                                  ReportText::tr("%1 (stack + heap)").arg(formatBytes(peak.inUseBytes())) },
                              { ReportText::tr("  Timestamp"), milliseconds(peak.timePs) },
                              { ReportText::tr("  Stack Reservation"), formatBytes(peak.stackBytes) },
                              { ReportText::tr("  Heap Allocation"), formatBytes(peak.heapBytes) },
                              { ReportText::tr("  Free Memory"), formatBytes(peak.freeBytes) },
                              { ReportText::tr("  Fragmentation"),
                                  ReportText::tr("%1%").arg(formatNumber(peak.fragmentation * 100.0, 2)) } },
            QStringLiteral("  "), LaterColumns::LeftAligned);
        text += breakdownText(result, allocator);
        text += neverFreedText(result, allocator);
        if (!allocator.findings.isEmpty()) {
            text += ReportText::tr("  Findings:\n");
            for (const QString& finding : allocator.findings)
                text += QStringLiteral("    - %1\n").arg(finding);
        }
        return text;
    }

    QString profileText(const Result& result, const QString& path, const QString& allocatorId)
    {
        QString text = ReportText::tr("Memory Profile of %1\n").arg(path);
        if (result.allocators.empty()) {
            return text
                + ReportText::tr(
                    "There is no memory profile to display because there were no memory activity data in the captured "
                    "duration. To view memory profile, please profile your workload with host_trace_level >= 2.\n");
        }
        QStringList ids;
        for (const Allocator& allocator : result.allocators)
            ids << allocator.id;
        text += ReportText::tr("Memory IDs: %1\n").arg(ids.join(QStringLiteral(", ")));
        for (const Allocator& allocator : result.allocators) {
            if (allocatorId.isEmpty() || &allocator == result.findAllocator(allocatorId))
                text += QLatin1Char('\n') + allocatorText(result, allocator);
        }
        return text;
    }

    int run(const Arguments& arguments)
    {
        const std::shared_ptr<const Profile> profile = loadInput(arguments);
        if (!profile)
            return 1;
        printWarnings(profile->warnings);
        const Options options;
        const Result result = analyze(*profile, options);
        printWarnings(result.warnings);
        if (!result.error.isEmpty()) {
            printError(
                ReportText::tr("%1: the memory profile cannot be computed: %2").arg(arguments.input, result.error));
            return 1;
        }
        const QString allocatorId = arguments.value("allocator");
        if (!allocatorId.isEmpty() && !result.findAllocator(allocatorId)) {
            QStringList ids;
            for (const Allocator& allocator : result.allocators)
                ids << allocator.id;
            printError(ReportText::tr("%1 has no memory id %2. Memory IDs: %3")
                           .arg(arguments.input, allocatorId,
                               ids.isEmpty() ? ReportText::tr("none") : ids.join(QStringLiteral(", "))));
            return 1;
        }

        const QString format = arguments.value("format");
        QByteArray output;
        if (format == QLatin1String("json")) {
            QString error;
            output = toJson(result, options, allocatorId, &error);
            if (!error.isEmpty()) {
                printError(error);
                return 1;
            }
        } else if (format == QLatin1String("csv")) {
            output = breakdownCsv(result, allocatorId);
        } else {
            output = profileText(result, arguments.input, allocatorId).toUtf8();
        }
        return writeReport(arguments.value("output"), output);
    }

    const Registration registration({ "memory-profile", "PATH",
        QT_TRANSLATE_NOOP("memscope::report",
            "XProf's Memory Profile: the allocation timeline per allocator, its summary, the breakdown at the peak, "
            "and findings about leaks and fragmentation."),
        {
            { "allocator", "ID", QT_TRANSLATE_NOOP("memscope::report", "Only this memory id (allocator).") },
            formatOption({ "json", "text", "csv" }, "text"),
            outputOption(),
        },
        run });

} // namespace
} // namespace memscope::report
