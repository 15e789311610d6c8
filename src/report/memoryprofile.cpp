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

    QString tr(const char* text) { return QCoreApplication::translate("memory-profile", text); }

    constexpr char kSynopsis[] = "memory-profile PATH [--allocator ID] [--format json|text|csv] [--output FILE]";
    constexpr int kTextBreakdownRows = 20;
    constexpr int kTextNeverFreedRows = 10;
    constexpr int kTextColumnWidth = 60;

    struct Arguments
    {
        QString path;
        QString allocatorId;
        QString format = QStringLiteral("text");
        QString outputPath;
    };

    // Parses PATH [--allocator ID] [--format json|text|csv] [--output FILE]; returns an error or "".
    QString parseArguments(const QStringList& arguments, Arguments* parsed)
    {
        const std::vector<std::pair<QLatin1String, QString*>> options = {
            { QLatin1String("--allocator"), &parsed->allocatorId },
            { QLatin1String("--format"), &parsed->format },
            { QLatin1String("--output"), &parsed->outputPath },
        };
        for (qsizetype i = 0; i < arguments.size(); ++i) {
            const QString& argument = arguments[i];
            if (!argument.startsWith(QLatin1String("--"))) {
                if (!parsed->path.isEmpty())
                    return tr("Only one PATH can be given; %1 is one too many.").arg(argument);
                parsed->path = argument;
                continue;
            }
            const qsizetype equals = argument.indexOf(QLatin1Char('='));
            const QString name = equals > 0 ? argument.left(equals) : argument;
            const auto option
                = std::find_if(options.begin(), options.end(), [&](const auto& entry) { return entry.first == name; });
            if (option == options.end())
                return tr("Unknown option %1.").arg(name);
            if (equals > 0) {
                *option->second = argument.mid(equals + 1);
            } else if (i + 1 < arguments.size()) {
                *option->second = arguments[++i];
            } else {
                return tr("Option %1 needs a value.").arg(name);
            }
        }
        if (parsed->path.isEmpty())
            return tr("No PATH given.");
        if (parsed->format != QLatin1String("json") && parsed->format != QLatin1String("text")
            && parsed->format != QLatin1String("csv"))
            return tr("Unknown format %1: use json, text or csv.").arg(parsed->format);
        return {};
    }

    QString milliseconds(qint64 ps) { return tr("%1 ms").arg(static_cast<double>(ps) / 1e9, 0, 'f', 3); }

    QString elide(const QString& text)
    {
        return text.size() <= kTextColumnWidth ? text : text.left(kTextColumnWidth - 1) + QChar(0x2026);
    }

    // Framework op names say the most at their end ("…/layer_3/attention/MatMul").
    QString elideOp(const QString& text)
    {
        return text.size() <= kTextColumnWidth ? text : QChar(0x2026) + text.right(kTextColumnWidth - 1);
    }

    // Left-aligned columns separated by two spaces; the first row is the header.
    QString table(const std::vector<QStringList>& rows, const QString& indent)
    {
        std::vector<qsizetype> widths;
        for (const QStringList& row : rows) {
            widths.resize(std::max(widths.size(), static_cast<size_t>(row.size())), 0);
            for (qsizetype column = 0; column < row.size(); ++column)
                widths[static_cast<size_t>(column)] = std::max(widths[static_cast<size_t>(column)], row[column].size());
        }
        QString text;
        for (const QStringList& row : rows) {
            QString line = indent;
            for (qsizetype column = 0; column < row.size(); ++column)
                line += row[column].leftJustified(widths[static_cast<size_t>(column)] + 2);
            while (line.endsWith(QLatin1Char(' ')))
                line.chop(1);
            text += line + QLatin1Char('\n');
        }
        return text;
    }

    QString orDash(const QString& text) { return text.isEmpty() ? QStringLiteral("-") : text; }

    QString breakdownText(const Result& result, const Allocator& allocator)
    {
        std::vector<QStringList> rows = { { tr("Op Name"), tr("Allocation"), tr("Requested"), tr("Occurrences"),
            tr("Region type"), tr("Data type"), tr("Shape") } };
        for (const BreakdownRow& row : allocator.breakdown) {
            if (rows.size() > kTextBreakdownRows)
                break;
            rows.push_back({ elideOp(orDash(result.string(row.op))), formatBytes(row.allocationBytes),
                formatBytes(row.requestedBytes), QString::number(row.occurrences()), orDash(result.string(row.region)),
                dataTypeName(row.dataType), elide(orDash(result.string(row.shape))) });
        }
        QString text = tr("  Memory breakdown at the peak (%1 rows):\n").arg(allocator.breakdown.size());
        text += table(rows, QStringLiteral("    "));
        if (allocator.breakdown.size() > kTextBreakdownRows)
            text += tr("    ... %1 more rows: --format csv lists them all.\n")
                        .arg(allocator.breakdown.size() - kTextBreakdownRows);
        return text;
    }

    QString neverFreedText(const Result& result, const Allocator& allocator)
    {
        if (allocator.neverFreed.empty())
            return tr("  Never freed within the window: none.\n");
        QString text = tr("  Never freed within the window: %1 allocations, %2 (largest first):\n")
                           .arg(allocator.neverFreed.size())
                           .arg(formatBytes(allocator.neverFreedBytes));
        std::vector<QStringList> rows
            = { { tr("Size"), tr("Allocated at"), tr("Alive for"), tr("Op Name"), tr("Shape") } };
        for (const NeverFreed& entry : allocator.neverFreed) {
            if (rows.size() > kTextNeverFreedRows)
                break;
            const Snapshot& snapshot = allocator.snapshots[static_cast<size_t>(entry.snapshotIndex)];
            rows.push_back(
                { formatBytes(snapshot.allocationBytes), milliseconds(snapshot.timePs), milliseconds(entry.aliveForPs),
                    elideOp(orDash(result.string(snapshot.op))), elide(orDash(result.string(snapshot.shape))) });
        }
        return text + table(rows, QStringLiteral("    "));
    }

    QString allocatorText(const Result& result, const Allocator& allocator)
    {
        const Summary& summary = allocator.summary;
        const PeakStats& peak = summary.windowPeak;
        QString text = tr("Memory ID %1 (host %2)\n").arg(allocator.id, allocator.hostName);
        text += table(
            { { tr("#Allocation"), QString::number(summary.allocations) },
                { tr("#Deallocation"), QString::number(summary.deallocations) },
                { tr("Memory Capacity"), formatBytes(summary.capacityBytes) },
                { tr("Lifetime Peak Heap Usage"), formatBytes(summary.lifetimePeakBytes) },
                { tr("Profile-window Peak Memory Usage"), tr("%1 (stack + heap)").arg(formatBytes(peak.inUseBytes())) },
                { tr("  Timestamp"), milliseconds(peak.timePs) },
                { tr("  Stack Reservation"), formatBytes(peak.stackBytes) },
                { tr("  Heap Allocation"), formatBytes(peak.heapBytes) },
                { tr("  Free Memory"), formatBytes(peak.freeBytes) },
                { tr("  Fragmentation"), tr("%1%").arg(peak.fragmentation * 100.0, 0, 'f', 2) } },
            QStringLiteral("  "));
        text += breakdownText(result, allocator);
        text += neverFreedText(result, allocator);
        if (!allocator.findings.isEmpty()) {
            text += tr("  Findings:\n");
            for (const QString& finding : allocator.findings)
                text += QStringLiteral("    - %1\n").arg(finding);
        }
        return text;
    }

    QString profileText(const Result& result, const QString& path, const QString& allocatorId)
    {
        QString text = tr("Memory Profile of %1\n").arg(path);
        if (result.allocators.empty()) {
            return text
                + tr("There is no memory profile to display because there were no memory activity data in the captured "
                     "duration. To view memory profile, please profile your workload with host_trace_level >= 2.\n");
        }
        QStringList ids;
        for (const Allocator& allocator : result.allocators)
            ids << allocator.id;
        text += tr("Memory IDs: %1\n").arg(ids.join(QStringLiteral(", ")));
        for (const Allocator& allocator : result.allocators) {
            if (allocatorId.isEmpty() || &allocator == result.findAllocator(allocatorId))
                text += QLatin1Char('\n') + allocatorText(result, allocator);
        }
        return text;
    }

    int run(const QStringList& rawArguments)
    {
        Arguments arguments;
        if (const QString error = parseArguments(rawArguments, &arguments); !error.isEmpty()) {
            printError(tr("memory-profile: %1\nUsage: memscope-report %2").arg(error, QLatin1String(kSynopsis)));
            return 2;
        }
        const LoadOutcome outcome = loadProfile(arguments.path);
        if (!outcome.profile) {
            printError(outcome.error);
            return 1;
        }
        for (const QString& warning : outcome.profile->warnings)
            printError(tr("warning: %1").arg(warning));
        const Options options;
        const Result result = analyze(*outcome.profile, options);
        for (const QString& warning : result.warnings)
            printError(tr("warning: %1").arg(warning));
        if (!result.error.isEmpty()) {
            printError(tr("%1: the memory profile cannot be computed: %2").arg(arguments.path, result.error));
            return 1;
        }
        if (!arguments.allocatorId.isEmpty() && !result.findAllocator(arguments.allocatorId)) {
            QStringList ids;
            for (const Allocator& allocator : result.allocators)
                ids << allocator.id;
            printError(tr("%1 has no memory id %2. Memory IDs: %3")
                           .arg(arguments.path, arguments.allocatorId,
                               ids.isEmpty() ? tr("none") : ids.join(QStringLiteral(", "))));
            return 1;
        }

        QByteArray output;
        if (arguments.format == QLatin1String("json")) {
            QString error;
            output = toJson(result, options, arguments.allocatorId, &error);
            if (!error.isEmpty()) {
                printError(error);
                return 1;
            }
        } else if (arguments.format == QLatin1String("csv")) {
            output = breakdownCsv(result, arguments.allocatorId);
        } else {
            output = profileText(result, arguments.path, arguments.allocatorId).toUtf8();
        }
        if (arguments.outputPath.isEmpty()) {
            printOut(QString::fromUtf8(output));
            return 0;
        }
        if (const QString error = writeFileAtomically(arguments.outputPath, output); !error.isEmpty()) {
            printError(error);
            return 1;
        }
        return 0;
    }

    const Registration registration({ "memory-profile", kSynopsis, run });

} // namespace
} // namespace memscope::report
