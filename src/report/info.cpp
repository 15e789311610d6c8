// SPDX-License-Identifier: Apache-2.0
// memscope-report info PATH [--json] [--run NAME]: what a profile holds.

#include "command.h"
#include "core/format/hlorows.h"
#include "core/memoryviewer/memoryviewer.h"
#include "core/oom/oomreport.h"
#include "core/profile/loader.h"
#include "xplane.pb.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace memscope::report {
namespace {

    QString kindName(SourceKind kind)
    {
        switch (kind) {
        case SourceKind::XSpaceFile:
            return ReportText::tr("XSpace file");
        case SourceKind::TraceFolder:
            return ReportText::tr("trace folder");
        case SourceKind::HloProtoBinary:
            return ReportText::tr("HloProto (binary)");
        case SourceKind::HloProtoJson:
            return ReportText::tr("HloProto (JSON)");
        case SourceKind::HloProtoText:
            return ReportText::tr("HloProto (text format)");
        case SourceKind::OomLog:
            return ReportText::tr("XLA out-of-memory log");
        case SourceKind::ChromeTraceJson:
            return ReportText::tr("Chrome trace-event JSON");
        }
        return {};
    }

    // Stable identifiers for scripts reading --json (not translated).
    QString kindKey(SourceKind kind)
    {
        switch (kind) {
        case SourceKind::XSpaceFile:
            return QStringLiteral("xspace");
        case SourceKind::TraceFolder:
            return QStringLiteral("trace-folder");
        case SourceKind::HloProtoBinary:
            return QStringLiteral("hloproto-binary");
        case SourceKind::HloProtoJson:
            return QStringLiteral("hloproto-json");
        case SourceKind::HloProtoText:
            return QStringLiteral("hloproto-text");
        case SourceKind::OomLog:
            return QStringLiteral("oom-log");
        case SourceKind::ChromeTraceJson:
            return QStringLiteral("chrome-trace-json");
        }
        return {};
    }

    struct ModuleSummary
    {
        std::vector<qint64> memorySpaces; // distinct BufferAllocationProto.color, ascending
        int logicalBuffers = 0;
        int allocations = 0;
    };

    ModuleSummary summarize(const HloModule& module)
    {
        ModuleSummary summary;
        const std::shared_ptr<const format::HloRows> rows = module.rows();
        if (!rows)
            return summary; // damaged: run() said so
        summary.memorySpaces = memoryviewer::memorySpacesPresent(*rows);
        summary.logicalBuffers = static_cast<int>(rows->logicalBuffers.size());
        summary.allocations = static_cast<int>(rows->allocations.size());
        return summary;
    }

    QString memorySpacesText(const std::vector<qint64>& spaces)
    {
        QStringList parts;
        for (const qint64 space : spaces) {
            const QString name = memorySpaceName(space);
            parts.append(name == QString::number(space) ? name : QStringLiteral("%1 %2").arg(space).arg(name));
        }
        return parts.isEmpty() ? ReportText::tr("none") : parts.join(QStringLiteral(", "));
    }

    struct PlaneSummary
    {
        int lines = 0;
        qint64 events = 0;
    };

    PlaneSummary summarize(const tensorflow::profiler::XPlane& plane)
    {
        PlaneSummary summary { plane.lines_size(), 0 };
        for (const tensorflow::profiler::XLine& line : plane.lines())
            summary.events += line.events_size();
        return summary;
    }

    QString text(const Profile& profile)
    {
        QString out;
        out += ReportText::tr("Path: %1\n").arg(QDir::toNativeSeparators(profile.path));
        out += ReportText::tr("Kind: %1\n").arg(kindName(profile.kind));
        if (!profile.runs.empty()) {
            out += ReportText::tr("Runs (%1, newest first):\n").arg(profile.runs.size());
            for (const RunInfo& run : profile.runs) {
                out += ReportText::tr("  %1  %2 host(s)%3\n")
                           .arg(run.name)
                           .arg(run.hostFiles.size())
                           .arg(run.name == profile.runName ? ReportText::tr("  (loaded)") : QString());
            }
        }
        if (!profile.hosts.empty()) {
            out += ReportText::tr("Hosts (%1):\n").arg(profile.hosts.size());
            for (const HostSpace& host : profile.hosts) {
                out += ReportText::tr("  %1  %2\n").arg(host.hostName, QDir::toNativeSeparators(host.filePath));
                if (!host.holdsXSpace()) { // a Chrome trace JSON: a trace only
                    out += ReportText::tr(
                        "    a trace only (Chrome trace-event JSON): memscope-report trace PATH shows it\n");
                    continue;
                }
                for (const tensorflow::profiler::XPlane& plane : host.space()->planes()) {
                    const PlaneSummary summary = summarize(plane);
                    out += ReportText::tr("    plane %1: %2 line(s), %3 event(s)\n")
                               .arg(QString::fromStdString(plane.name()))
                               .arg(summary.lines)
                               .arg(summary.events);
                }
            }
        }
        if (!profile.oomReports.empty()) {
            out += ReportText::tr("Out-of-memory reports (%1; memscope-report oom-report PATH shows them):\n")
                       .arg(profile.oomReports.size());
            for (const auto& report : profile.oomReports)
                out += QStringLiteral("  %1\n").arg(report->summary());
        }
        out += ReportText::tr("Modules (%1):\n").arg(profile.modules.size());
        for (const HloModule& module : profile.modules) {
            const ModuleSummary summary = summarize(module);
            out += ReportText::tr("  %1\n").arg(module.displayName);
            out += ReportText::tr("    name: %1\n").arg(module.name);
            out += ReportText::tr("    program id: %1\n")
                       .arg(module.hasProgramId ? QString::number(module.programId) : ReportText::tr("none"));
            if (!module.host.isEmpty())
                out += ReportText::tr("    host: %1\n").arg(module.host);
            out += ReportText::tr("    memory spaces: %1\n").arg(memorySpacesText(summary.memorySpaces));
            out += ReportText::tr("    logical buffers: %1, allocations: %2\n")
                       .arg(summary.logicalBuffers)
                       .arg(summary.allocations);
        }
        if (!profile.warnings.isEmpty()) {
            out += ReportText::tr("Warnings:\n");
            for (const QString& warning : profile.warnings)
                out += QStringLiteral("  %1\n").arg(warning);
        }
        return out;
    }

    QByteArray json(const Profile& profile)
    {
        QJsonObject root;
        root[QLatin1String("path")] = profile.path;
        root[QLatin1String("kind")] = kindKey(profile.kind);
        QJsonArray runs;
        for (const RunInfo& run : profile.runs) {
            runs.append(QJsonObject { { QLatin1String("name"), run.name }, { QLatin1String("path"), run.path },
                { QLatin1String("hostFiles"), QJsonArray::fromStringList(run.hostFiles) },
                { QLatin1String("loaded"), run.name == profile.runName } });
        }
        root[QLatin1String("runs")] = runs;
        QJsonArray hosts;
        for (const HostSpace& host : profile.hosts) {
            QJsonArray planes;
            for (const tensorflow::profiler::XPlane& plane : host.holdsXSpace()
                    ? host.space()->planes()
                    : tensorflow::profiler::XSpace::default_instance().planes()) {
                const PlaneSummary summary = summarize(plane);
                planes.append(QJsonObject { { QLatin1String("name"), QString::fromStdString(plane.name()) },
                    { QLatin1String("lines"), summary.lines }, { QLatin1String("events"), summary.events } });
            }
            hosts.append(QJsonObject { { QLatin1String("name"), host.hostName },
                { QLatin1String("file"), host.filePath }, { QLatin1String("planes"), planes } });
        }
        root[QLatin1String("hosts")] = hosts;
        QJsonArray modules;
        for (const HloModule& module : profile.modules) {
            const ModuleSummary summary = summarize(module);
            QJsonArray spaces;
            for (const qint64 space : summary.memorySpaces)
                spaces.append(QJsonObject {
                    { QLatin1String("number"), space }, { QLatin1String("name"), memorySpaceName(space) } });
            QJsonObject object { { QLatin1String("name"), module.name },
                { QLatin1String("displayName"), module.displayName }, { QLatin1String("host"), module.host },
                { QLatin1String("memorySpaces"), spaces }, { QLatin1String("logicalBuffers"), summary.logicalBuffers },
                { QLatin1String("allocations"), summary.allocations } };
            // A string: program ids use all 64 unsigned bits, more than a JSON number keeps exactly.
            object[QLatin1String("programId")]
                = module.hasProgramId ? QJsonValue(QString::number(module.programId)) : QJsonValue();
            modules.append(object);
        }
        root[QLatin1String("modules")] = modules;
        QStringList oomReports;
        for (const auto& report : profile.oomReports)
            oomReports.append(report->summary());
        root[QLatin1String("oomReports")] = QJsonArray::fromStringList(oomReports);
        root[QLatin1String("warnings")] = QJsonArray::fromStringList(profile.warnings);
        return QJsonDocument(root).toJson(QJsonDocument::Indented);
    }

    int run(const Arguments& arguments)
    {
        const std::shared_ptr<const Profile> profile = loadInput(arguments);
        if (!profile)
            return 1;
        // The loader parses planes and modules when read; info reads them all.
        for (const HostSpace& host : profile->hosts) {
            QString error;
            if (host.holdsXSpace() && !host.space(&error)) {
                printError(error);
                return 1;
            }
        }
        for (const HloModule& module : profile->modules) {
            QString error;
            if (!module.rows(&error))
                printError(ReportText::tr("warning: %1").arg(error));
        }
        if (refuseChangedInput())
            return 1;
        if (arguments.isSet("json")) {
            const QByteArray bytes = json(*profile);
            std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
        } else {
            printOut(text(*profile));
        }
        return 0;
    }

    const Registration registration(
        { "info", "PATH", QT_TRANSLATE_NOOP("memscope::report", "What a profile holds: runs, hosts, planes, modules."),
            {
                { "json", nullptr, QT_TRANSLATE_NOOP("memscope::report", "Print JSON for scripts instead of text.") },
                runOption(),
            },
            run });

} // namespace
} // namespace memscope::report
