// SPDX-License-Identifier: Apache-2.0
// memscope-report compare A B: the Memory Viewer, Memory Profile or Overview
// of two profiles (or two modules), or two PyTorch memory snapshots, side by side with the deltas, as JSON, text
// or CSV; with --fail-if-peak-grows a gate for CI pipelines (exit code 3).

#include "command.h"
#include "core/compare/compareoutput.h"
#include "core/compare/deltatext.h"
#include "core/compare/snapshotcompare.h"
#include "core/format/hlorows.h"
#include "core/memoryprofile/memoryprofile.h"
#include "core/overview/overview.h"
#include "core/util/csv.h"
#include "core/util/units.h"
#include "modulechoice.h"
#include "snapshottext.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <functional>
#include <optional>

namespace memscope::report {
namespace {

    using namespace memscope::compare;

    constexpr int kExitPeakGrew = 3;
    constexpr int kTextBuffersPerList = 15;
    constexpr int kTextBreakdownRows = 15;

    // The command line, read from the option table below.
    struct CompareArguments
    {
        QString pathA;
        QString pathB;
        QString moduleA;
        QString moduleB;
        QString tool = QStringLiteral("memory-viewer");
        QString align = QStringLiteral("profile-start");
        QString format;
        QString outputPath;
        QString failIfPeakGrows;
        std::optional<double> peakGrowthLimit; // percent
        qint64 memorySpaceNumber = 0;
    };

    // What the option table cannot check: the percentage and which options go with which tool.
    QString readArguments(const Arguments& given, CompareArguments& parsed)
    {
        parsed.pathA = given.inputs.value(0);
        parsed.pathB = given.inputs.value(1);
        parsed.moduleA = given.value("module-a");
        parsed.moduleB = given.value("module-b");
        parsed.memorySpaceNumber = given.number("memory-space", 0);
        parsed.tool = given.value("tool", parsed.tool);
        parsed.align = given.value("align", parsed.align);
        parsed.format = given.value("format");
        parsed.outputPath = given.value("output");
        parsed.failIfPeakGrows = given.value("fail-if-peak-grows");
        bool ok = false;
        if (!parsed.failIfPeakGrows.isEmpty()) {
            const double limit = parsed.failIfPeakGrows.toDouble(&ok);
            if (!ok || limit < 0)
                return ReportText::tr("--fail-if-peak-grows needs a percentage of at least 0, not '%1'.")
                    .arg(parsed.failIfPeakGrows);
            if (parsed.tool == QLatin1String("overview"))
                return ReportText::tr(
                    "--fail-if-peak-grows compares memory peaks: use it with --tool memory-viewer or memory-profile.");
            parsed.peakGrowthLimit = limit;
        }
        if ((!parsed.moduleA.isEmpty() || !parsed.moduleB.isEmpty()) && parsed.tool != QLatin1String("memory-viewer"))
            return ReportText::tr(
                "--module-a and --module-b choose Memory Viewer modules: use them with --tool memory-viewer.");
        return {};
    }

    QStringList deltaColumns(const QString& label, const IntegerDelta& delta, bool bytes)
    {
        const auto number = [bytes](qint64 value) { return bytes ? formatBytes(value) : formatNumber(value); };
        return { label, number(delta.a), number(delta.b),
            bytes ? formatDeltaBytes(delta.delta()) : formatSignedNumber(static_cast<double>(delta.delta())),
            formatDeltaPercent(delta.percent()) };
    }

    QStringList header()
    {
        return { QString(), ReportText::tr("A"), ReportText::tr("B"), ReportText::tr("Delta"),
            ReportText::tr("Change") };
    }

    // ---- Memory Viewer ----

    // The module `query` names in `path`, or without a query the one
    // `byDefault` finds, with its rows; prints why there is none (`noDefault` words it for the default).
    bool chooseModule(const QString& path, const QString& query,
        const std::function<bool(ModuleChoice& choice)>& byDefault,
        const std::function<QString(const QString& modules)>& noDefault, ModuleChoice& choice)
    {
        if (!(query.isEmpty() ? byDefault(choice) : findRequestedModule(path, query, choice)))
            return false;
        if (choice.module)
            return true;
        printError(query.isEmpty() ? noDefault(listedModules(path, choice.moduleNames))
                                   : noRequestedModuleError(path, query, choice.moduleNames));
        return false;
    }

    bool chooseModules(const CompareArguments& arguments, ModuleChoice& a, ModuleChoice& b)
    {
        if (!chooseModule(
                arguments.pathA, arguments.moduleA,
                [&](ModuleChoice& choice) {
                    return findLargestPeakModule(arguments.pathA, arguments.memorySpaceNumber, choice);
                },
                [&](const QString&) {
                    return ReportText::tr(
                        "%1 holds no XLA module with a buffer assignment, so there is no memory to compare.")
                        .arg(arguments.pathA);
                },
                a))
            return false;
        const auto partner = [&](const HloModule& module) -> std::optional<qint64> {
            const ModulePairing pairing = modulePairing(*a.module, module);
            return pairing == ModulePairing::None ? std::nullopt : std::optional<qint64>(static_cast<qint64>(pairing));
        };
        return chooseModule(
            arguments.pathB, arguments.moduleB,
            [&](ModuleChoice& choice) { return findBestModule(arguments.pathB, partner, choice); },
            [&](const QString& modules) {
                return ReportText::tr(
                    "%1 has no module named %2 to pair with %3 of %4; choose one with --module-b. Its modules: %5")
                    .arg(arguments.pathB, a.module->name, a.module->displayName, arguments.pathA, modules);
            },
            b);
    }

    QString bufferName(const std::optional<memoryviewer::BufferDetails>& buffer)
    {
        return buffer ? buffer->label : QString();
    }

    QString memoryViewerText(const ModuleComparison& comparison, const Inputs& inputs)
    {
        QString text = ReportText::tr("Memory Viewer comparison, memory space %1 (%2)\n")
                           .arg(comparison.a->memorySpace)
                           .arg(memorySpaceName(comparison.a->memorySpace));
        text += ReportText::tr("A: %1, module %2\nB: %3, module %4\n\n")
                    .arg(inputs.pathA, inputs.moduleA, inputs.pathB, inputs.moduleB);
        std::vector<QStringList> rows { header() };
        for (const ModuleFigure figure : moduleFigures())
            rows.push_back(deltaColumns(moduleFigureLabel(figure), comparison.figure(figure), true));
        text += textTable(rows, QStringLiteral("  "), LaterColumns::RightAligned);
        const auto curveText = [](const Curve& curve) {
            return curve.peakIndex < 0 ? ReportText::tr("no heap-simulator curve")
                                       : ReportText::tr("%1 points, the peak at %2 (%3)")
                                             .arg(curve.heapBytes.size())
                                             .arg(curve.peakIndex)
                                             .arg(formatBytes(curve.peakBytes));
        };
        text += ReportText::tr("\nCurves: A %1; B %2.\n")
                    .arg(curveText(comparison.curveA), curveText(comparison.curveB));
        text += ReportText::tr(
            "Buffers live at the peaks: %1 grown, %2 shrunk, %3 only in A, %4 only in B, %5 unchanged.\n")
                    .arg(comparison.count(BufferChange::Grown))
                    .arg(comparison.count(BufferChange::Shrunk))
                    .arg(comparison.count(BufferChange::OnlyInA))
                    .arg(comparison.count(BufferChange::OnlyInB))
                    .arg(comparison.count(BufferChange::Unchanged));
        for (const BufferChange change :
            { BufferChange::Grown, BufferChange::Shrunk, BufferChange::OnlyInA, BufferChange::OnlyInB }) {
            const int total = comparison.count(change);
            if (total == 0)
                continue;
            text += QStringLiteral("\n%1:\n").arg(bufferChangeLabel(change));
            int shown = 0;
            for (const BufferMatch& match : comparison.buffers) {
                if (match.change != change || shown++ == kTextBuffersPerList)
                    continue;
                const QString a = bufferName(comparison.bufferA(match));
                const QString b = bufferName(comparison.bufferB(match));
                QString line
                    = QStringLiteral("  %1  %2  %3")
                          .arg(formatDeltaBytes(match.sizeBytes.delta()).rightJustified(12),
                              formatDeltaPercent(match.sizeBytes.percent()).rightJustified(10), a.isEmpty() ? b : a);
                if (!a.isEmpty() && !b.isEmpty() && a != b)
                    line += ReportText::tr(" (in B: %1)").arg(b);
                if (match.movedInProgramOrder)
                    line += ReportText::tr(" [moved in program order]");
                text += line + QLatin1Char('\n');
            }
            if (total > kTextBuffersPerList)
                text
                    += ReportText::tr("  ... %1 more: --format csv lists them all.\n").arg(total - kTextBuffersPerList);
        }
        QStringList moved;
        for (const BufferMatch& match : comparison.buffers) {
            if (match.movedInProgramOrder)
                moved << bufferName(comparison.bufferB(match));
        }
        if (!moved.isEmpty())
            text += ReportText::tr("\nMoved in program order (%1):\n  %2\n")
                        .arg(moved.size())
                        .arg(moved.join(QStringLiteral("\n  ")));
        return text;
    }

    struct Report
    {
        QByteArray output;
        bool peakGrew = false;
    };

    // A comparison in the --format asked for: JSON, CSV or the text.
    QByteArray inFormat(const QString& format, const std::function<QJsonObject()>& json,
        const std::function<QByteArray()>& csv, const std::function<QString()>& text)
    {
        if (format == QLatin1String("json"))
            return QJsonDocument(json()).toJson(QJsonDocument::Indented);
        if (format == QLatin1String("csv"))
            return csv();
        return text().toUtf8();
    }

    std::optional<Report> compareMemoryViewer(const CompareArguments& arguments)
    {
        ModuleChoice choices[2];
        if (!chooseModules(arguments, choices[0], choices[1]))
            return std::nullopt;
        const HloModule& moduleA = *choices[0].module;
        const HloModule& moduleB = *choices[1].module;
        memoryviewer::Options options;
        options.memorySpace = arguments.memorySpaceNumber;
        std::shared_ptr<const memoryviewer::Result> results[2];
        const QString* paths[2] = { &arguments.pathA, &arguments.pathB };
        for (int side = 0; side < 2; ++side) {
            const HloModule& module = *choices[side].module;
            const format::HloRows& rows = *choices[side].rows; // read by the choice
            const std::vector<qint64> spaces = memoryviewer::memorySpacesPresent(rows);
            if (std::find(spaces.begin(), spaces.end(), arguments.memorySpaceNumber) == spaces.end())
                printError(ReportText::tr("warning: module %1 of %2 has no allocations in memory space %3 (%4).")
                               .arg(module.displayName, *paths[side])
                               .arg(arguments.memorySpaceNumber)
                               .arg(memorySpaceName(arguments.memorySpaceNumber)));
            auto result = std::make_shared<memoryviewer::Result>(memoryviewer::analyze(rows, options));
            choices[side].rows.reset(); // the comparison needs only the result
            if (!result->ok()) {
                printError(ReportText::tr("%1, module %2: %3").arg(*paths[side], module.displayName, result->error));
                return std::nullopt;
            }
            printWarnings(result->warnings);
            results[side] = std::move(result);
        }
        const ModuleComparison comparison = compareModules(results[0], results[1]);
        const Inputs inputs { arguments.pathA, arguments.pathB, moduleA.displayName, moduleB.displayName };
        Report report;
        if (arguments.peakGrowthLimit)
            report.peakGrew = comparison.figure(ModuleFigure::Peak).growsMoreThan(*arguments.peakGrowthLimit);
        report.output = inFormat(
            arguments.format, [&] { return memoryViewerComparisonJson(comparison, inputs); },
            [&] { return bufferMatchesCsv(comparison); }, [&] { return memoryViewerText(comparison, inputs); });
        return report;
    }

    // ---- Memory Profile and Overview: the whole profiles ----

    // The profile with its warnings printed; null (after printing why) when it cannot be loaded.
    std::shared_ptr<const Profile> load(const QString& path)
    {
        std::shared_ptr<const Profile> profile = loadPath(path);
        if (profile)
            printWarnings(profile->warnings);
        return profile;
    }

    QString memoryProfileText(const MemoryProfileComparison& comparison, const Inputs& inputs)
    {
        QString text = ReportText::tr("Memory Profile comparison, timelines aligned at the %1\nA: %2\nB: %3\n")
                           .arg(comparison.alignment == TimelineAlignment::FirstStep ? ReportText::tr("first step")
                                                                                     : ReportText::tr("profile start"),
                               inputs.pathA, inputs.pathB);
        if (comparison.allocators.empty())
            return text + ReportText::tr("Neither profile has memory activity (profile with host_trace_level >= 2).\n");
        for (const AllocatorComparison& allocator : comparison.allocators) {
            text += ReportText::tr("\nMemory ID %1%2\n")
                        .arg(allocator.id,
                            !allocator.a       ? ReportText::tr(" (only in B)")
                                : !allocator.b ? ReportText::tr(" (only in A)")
                                               : QString());
            std::vector<QStringList> rows { header() };
            for (const AllocatorFigure figure : allocatorFigures())
                rows.push_back(deltaColumns(
                    allocatorFigureLabel(figure), allocator.figure(figure), allocatorFigureIsBytes(figure)));
            const auto percent = [](const std::optional<double>& fraction) {
                return fraction ? QStringLiteral("%1 %").arg(formatNumber(*fraction * 100.0, 2)) : QStringLiteral("-");
            };
            const std::optional<double> points = allocator.fragmentation.delta();
            rows.push_back({ ReportText::tr("Fragmentation at the peak"), percent(allocator.fragmentation.a),
                percent(allocator.fragmentation.b),
                points ? ReportText::tr("%1 points").arg(formatSignedNumber(*points * 100.0, 2)) : QStringLiteral("-"),
                QString() });
            text += textTable(rows, QStringLiteral("  "), LaterColumns::RightAligned);
            text += ReportText::tr("  Breakdown at the peak by op (%1 ops):\n").arg(allocator.breakdown.size());
            std::vector<QStringList> breakdown { { ReportText::tr("Op"), ReportText::tr("A"), ReportText::tr("B"),
                ReportText::tr("Delta"), ReportText::tr("Change") } };
            for (const OpBreakdownDelta& row : allocator.breakdown) {
                if (breakdown.size() > kTextBreakdownRows)
                    break;
                breakdown.push_back(
                    deltaColumns(row.op.isEmpty() ? QStringLiteral("-") : row.op, row.allocationBytes, true));
            }
            text += textTable(breakdown, QStringLiteral("  "), LaterColumns::RightAligned);
            if (allocator.breakdown.size() > kTextBreakdownRows)
                text += ReportText::tr("  ... %1 more: --format csv lists them all.\n")
                            .arg(allocator.breakdown.size() - kTextBreakdownRows);
        }
        return text;
    }

    std::optional<Report> compareMemoryProfile(const CompareArguments& arguments)
    {
        std::shared_ptr<const memoryprofile::Result> results[2];
        for (const QString* path : { &arguments.pathA, &arguments.pathB }) {
            const std::shared_ptr<const Profile> profile = load(*path);
            if (!profile)
                return std::nullopt;
            auto result = std::make_shared<memoryprofile::Result>(memoryprofile::analyze(*profile));
            printWarnings(result->warnings);
            if (!result->error.isEmpty()) {
                printError(ReportText::tr("%1: the memory profile cannot be computed: %2").arg(*path, result->error));
                return std::nullopt;
            }
            results[path == &arguments.pathA ? 0 : 1] = std::move(result);
        }
        const MemoryProfileComparison comparison = compareMemoryProfiles(results[0], results[1],
            arguments.align == QLatin1String("first-step") ? TimelineAlignment::FirstStep
                                                           : TimelineAlignment::ProfileStart);
        const Inputs inputs { arguments.pathA, arguments.pathB, {}, {} };
        Report report;
        if (arguments.peakGrowthLimit) {
            for (const AllocatorComparison& allocator : comparison.allocators)
                report.peakGrew = report.peakGrew
                    || allocator.figure(AllocatorFigure::PeakInUse).growsMoreThan(*arguments.peakGrowthLimit);
        }
        report.output = inFormat(
            arguments.format, [&] { return memoryProfileComparisonJson(comparison, inputs); },
            [&] { return breakdownComparisonCsv(comparison); }, [&] { return memoryProfileText(comparison, inputs); });
        return report;
    }

    QString overviewText(const OverviewComparison& comparison, const Inputs& inputs)
    {
        QString text = ReportText::tr("Overview comparison\nA: %1\nB: %2\n\n").arg(inputs.pathA, inputs.pathB);
        std::vector<QStringList> rows { header() };
        for (const OverviewRow& row : comparison.rows) {
            const bool percent = row.unit == OverviewUnit::Percent;
            const auto value = [&](const std::optional<double>& number, bool sign) -> QString {
                if (!number)
                    return ReportText::tr("n/a");
                const int decimals = percent ? 1 : 3;
                return (sign ? formatSignedNumber(*number, decimals) : formatNumber(*number, decimals))
                    + (percent ? (sign ? ReportText::tr(" points") : QStringLiteral(" %")) : QStringLiteral(" ms"));
            };
            const std::optional<double> change = row.value.percent();
            rows.push_back({ row.label, value(row.value.a, false), value(row.value.b, false),
                value(row.value.delta(), true), change ? formatDeltaPercent(change) : ReportText::tr("n/a") });
        }
        return text + textTable(rows, QStringLiteral("  "), LaterColumns::RightAligned);
    }

    std::optional<Report> compareOverview(const CompareArguments& arguments)
    {
        std::optional<overview::OverviewReport> reports[2];
        for (int side = 0; side < 2; ++side) {
            const std::shared_ptr<const Profile> profile = load(side == 0 ? arguments.pathA : arguments.pathB);
            if (!profile)
                return std::nullopt;
            reports[side] = overview::computeOverview(*profile);
        }
        const OverviewComparison comparison = compareOverviews(std::move(*reports[0]), std::move(*reports[1]));
        const Inputs inputs { arguments.pathA, arguments.pathB, {}, {} };
        Report report;
        report.output = inFormat(
            arguments.format, [&] { return overviewComparisonJson(comparison, inputs); },
            [&] { return overviewComparisonCsv(comparison); }, [&] { return overviewText(comparison, inputs); });
        return report;
    }

    // ---- PyTorch memory snapshots ----

    QJsonObject snapshotComparisonJson(const std::vector<SnapshotDeviceComparison>& devices, const Inputs& inputs,
        const torch::Snapshot& a, const torch::Snapshot& b, int top)
    {
        QJsonArray deviceArray;
        for (const SnapshotDeviceComparison& device : devices) {
            QJsonObject figures;
            for (int i = 0; i < kSnapshotFigureCount; ++i)
                figures.insert(snapshotFigureKey(SnapshotFigure(i)), deltaJson(device.figures[size_t(i)]));
            QJsonArray stacks;
            for (size_t i = 0; i < device.stacks.size() && i < size_t(top); ++i) {
                const SnapshotStackDelta& row = device.stacks[i];
                const StackOnSide side = stackOnSide(row, a, b);
                stacks.append(QJsonObject { { QStringLiteral("bytes"), deltaJson(row.bytes) },
                    { QStringLiteral("count"), deltaJson(row.count) },
                    { QStringLiteral("frames"),
                        framesJson(side.snapshot, torch::shownStack(side.snapshot, side.stack)) } });
            }
            deviceArray.append(QJsonObject { { QStringLiteral("device"), device.device },
                { QStringLiteral("inA"), device.inA }, { QStringLiteral("inB"), device.inB },
                { QStringLiteral("figures"), figures }, { QStringLiteral("peakByStack"), stacks } });
        }
        return { { QStringLiteral("a"), inputs.pathA }, { QStringLiteral("b"), inputs.pathB },
            { QStringLiteral("devices"), deviceArray } };
    }

    QString snapshotComparisonText(const std::vector<SnapshotDeviceComparison>& devices, const Inputs& inputs,
        const torch::Snapshot& a, const torch::Snapshot& b, int top)
    {
        QString text
            = ReportText::tr("PyTorch memory snapshot comparison\nA: %1\nB: %2\n").arg(inputs.pathA, inputs.pathB);
        for (const SnapshotDeviceComparison& device : devices) {
            text += ReportText::tr("\nDevice %1%2\n")
                        .arg(device.device)
                        .arg(!device.inA      ? ReportText::tr(" (only in B)")
                                : !device.inB ? ReportText::tr(" (only in A)")
                                              : QString());
            std::vector<QStringList> rows { header() };
            for (int i = 0; i < kSnapshotFigureCount; ++i)
                rows.push_back(deltaColumns(snapshotFigureLabel(SnapshotFigure(i)), device.figures[size_t(i)],
                    snapshotFigureIsBytes(SnapshotFigure(i))));
            text += textTable(rows, QStringLiteral("  "), LaterColumns::RightAligned);
            text += ReportText::tr("  Live at the peak by call stack, largest change first (%1 stacks):\n")
                        .arg(device.stacks.size());
            for (size_t i = 0; i < device.stacks.size() && i < size_t(top); ++i) {
                const SnapshotStackDelta& row = device.stacks[i];
                text
                    += ReportText::tr("    %1 -> %2 (%3), %4 -> %5 allocations\n")
                           .arg(formatBytes(row.bytes.a), formatBytes(row.bytes.b), formatDeltaBytes(row.bytes.delta()))
                           .arg(row.count.a)
                           .arg(row.count.b);
                const StackOnSide side = stackOnSide(row, a, b);
                text += stackText(side.snapshot, side.stack, QStringLiteral("      "), ReportText::tr("(no frames)"));
            }
            if (device.stacks.size() > size_t(top))
                text += ReportText::tr("    ... %1 more: --format csv lists them all.\n")
                            .arg(device.stacks.size() - size_t(top));
        }
        return text;
    }

    // Two snapshots: A was loaded already (that is how it is known to be one).
    std::optional<Report> compareTorchSnapshots(
        const CompareArguments& arguments, const std::shared_ptr<const Profile>& profileA)
    {
        const std::shared_ptr<const Profile> profileB = load(arguments.pathB);
        if (!profileB)
            return std::nullopt;
        if (!profileB->torchSnapshot) {
            printError(ReportText::tr("%1 is a PyTorch memory snapshot and %2 is not: compare two snapshots.")
                           .arg(arguments.pathA, arguments.pathB));
            return std::nullopt;
        }
        const torch::Snapshot& a = *profileA->torchSnapshot;
        const torch::Snapshot& b = *profileB->torchSnapshot;
        const std::vector<SnapshotDeviceComparison> devices = compareSnapshots(a, b);
        const Inputs inputs { arguments.pathA, arguments.pathB, {}, {} };
        Report report;
        if (arguments.peakGrowthLimit) {
            for (const SnapshotDeviceComparison& device : devices)
                report.peakGrew = report.peakGrew
                    || device.figure(SnapshotFigure::PeakBytes).growsMoreThan(*arguments.peakGrowthLimit);
        }
        constexpr int kTextStacks = 10;
        report.output = inFormat(
            arguments.format, [&] { return snapshotComparisonJson(devices, inputs, a, b, 1000); },
            [&] { return snapshotStacksCsv(devices, a, b); },
            [&] { return snapshotComparisonText(devices, inputs, a, b, kTextStacks); });
        return report;
    }

    int run(const Arguments& given)
    {
        CompareArguments arguments;
        if (const QString error = readArguments(given, arguments); !error.isEmpty()) {
            printError(ReportText::tr("compare: %1").arg(error));
            return 2;
        }
        std::shared_ptr<const Profile> snapshotA;
        if (given.value("tool").isEmpty()) { // a snapshot has one comparison of its own
            const std::shared_ptr<const Profile> profile = load(arguments.pathA);
            if (!profile)
                return 1;
            if (profile->torchSnapshot)
                snapshotA = profile;
        }
        const std::optional<Report> report = snapshotA          ? compareTorchSnapshots(arguments, snapshotA)
            : arguments.tool == QLatin1String("memory-profile") ? compareMemoryProfile(arguments)
            : arguments.tool == QLatin1String("overview")       ? compareOverview(arguments)
                                                                : compareMemoryViewer(arguments);
        if (!report)
            return 1;
        if (const int written = writeReport(arguments.outputPath, report->output); written != 0)
            return written;
        if (report->peakGrew) {
            printError(
                ReportText::tr("The peak of B grew by more than %1 % over A's.").arg(*arguments.peakGrowthLimit));
            return kExitPeakGrew;
        }
        return 0;
    }

    const Registration registration({ "compare", "A B",
        QT_TRANSLATE_NOOP("memscope::report",
            "Two profiles, two modules or two PyTorch memory snapshots side by side with the deltas; with "
            "--fail-if-peak-grows a gate for CI."),
        {
            { "module-a", "X",
                QT_TRANSLATE_NOOP("memscope::report", "The module of A (default: its largest HBM peak).") },
            { "module-b", "Y",
                QT_TRANSLATE_NOOP("memscope::report", "The module of B (default: the one named as A's).") },
            { "memory-space", "N", QT_TRANSLATE_NOOP("memscope::report", "The memory space (0 HBM)."), {}, true },
            { "tool", "TOOL", QT_TRANSLATE_NOOP("memscope::report", "What to compare."),
                { "memory-viewer", "memory-profile", "overview" } },
            { "align", "ALIGN", QT_TRANSLATE_NOOP("memscope::report", "Memory Profile timelines: where time 0 is."),
                { "profile-start", "first-step" } },
            formatOption({ "json", "text", "csv" }, "text"),
            outputOption(),
            { "fail-if-peak-grows", "PERCENT",
                QT_TRANSLATE_NOOP("memscope::report", "Exit with 3 when B's peak exceeds A's by more than PERCENT.") },
        },
        run });

} // namespace
} // namespace memscope::report
