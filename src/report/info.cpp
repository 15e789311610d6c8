// SPDX-License-Identifier: Apache-2.0
// memscope-report info PATH [--json] [--run NAME]: what a profile holds.

#include "command.h"
#include "core/format/hloview.h"
#include "core/format/slicestream.h"
#include "core/oom/oomreport.h"
#include "core/profile/fileerror.h"
#include "core/profile/loader.h"
#include "core/profile/openedinput.h"
#include "core/trace/chrometrace.h"
#include "core/xplane/planewalk.h"

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
        case SourceKind::TorchSnapshot:
            return ReportText::tr("PyTorch memory snapshot");
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
        case SourceKind::TorchSnapshot:
            return QStringLiteral("torch-snapshot");
        }
        return {};
    }

    // What info says of a module: its buffer assignment counted on the wire, nothing kept (a module
    // of 500 000 buffers read into rows took 2.6 times the file). A damaged module gets an empty
    // summary and its error in `error`.
    format::BufferAssignmentCounts summarize(const HloModule& module, QString* error)
    {
        return module.bufferAssignmentCounts(error).value_or(format::BufferAssignmentCounts {});
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
        QString name;
        qsizetype lines = 0;
        qint64 events = 0;
    };
    // Per host of the profile, in its order: its planes, or the event objects of a Chrome trace JSON host.
    struct HostSummary
    {
        std::vector<PlaneSummary> planes;
        qint64 traceEventObjects = 0;
    };
    using HostPlanes = std::vector<HostSummary>;

    // The planes of each host counted on the wire: info prints names and counts, so it parses no
    // event, stat or metadata (a 640 MB host of 5 M events took 5.5 s and 3.8 GB parsed whole).
    // false with `error` (the file, where it stops being an XSpace) on damage.
    bool countPlanes(const Profile& profile, HostPlanes& counted, QString* error)
    {
        for (const HostSpace& host : profile.hosts) {
            HostSummary& summaryOfHost = counted.emplace_back();
            std::vector<PlaneSummary>& planes = summaryOfHost.planes;
            if (!host.holdsXSpace()) {
                // A Chrome trace JSON: named so only when the trace would read it.
                const std::shared_ptr<const OpenedInput> input = host.input();
                if (!input)
                    continue;
                const trace::ChromeTraceCount traceEvents
                    = trace::countChromeTraceEvents({ input->data(), input->size(), input->decompressed(), true });
                if (const QString why = host.settled(traceEvents.error); !why.isEmpty()) {
                    *error = fileError(host.filePath, why);
                    return false;
                }
                summaryOfHost.traceEventObjects = traceEvents.eventObjects;
                continue;
            }
            const QByteArrayView space = host.bytes();
            xplane::WireDamage damage;
            xplane::forEachPlane(space, damage, [&](int, QByteArrayView plane) {
                const xplane::PlaneFields fields = xplane::readPlaneFields(plane, true, space.data(), damage);
                PlaneSummary& summary = planes.emplace_back();
                summary.name = QString::fromUtf8(fields.name);
                summary.lines = static_cast<qsizetype>(fields.lines.size());
                // Read once: the mapping's pages go back behind the walk, line by line, so the resident
                // memory is a line's, not the file's.
                const auto release = [&host](QByteArrayView bytes) {
                    if (host.bytesMapped())
                        format::releasePages(bytes.data(), bytes.data() + bytes.size());
                };
                for (const QByteArrayView line : fields.lines) {
                    xplane::forEachEvent(line, nullptr, space.data(), damage, [&summary](QByteArrayView) {
                        ++summary.events;
                        return true;
                    });
                    release(line);
                }
                release(plane);
                return !damage.any();
            });
            if (damage.any()) {
                *error = fileError(host.filePath, host.settled(xplane::damageError(damage.offset, space.size())));
                return false;
            }
        }
        return true;
    }

    using ModuleSummaries = std::vector<format::BufferAssignmentCounts>; // by module of the profile

    QString text(const Profile& profile, const HostPlanes& hostPlanes, const ModuleSummaries& summaries)
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
            for (size_t h = 0; h < profile.hosts.size(); ++h) {
                const HostSpace& host = profile.hosts[h];
                out += ReportText::tr("  %1  %2\n").arg(host.hostName, QDir::toNativeSeparators(host.filePath));
                if (!host.holdsXSpace()) { // a Chrome trace JSON: a trace only
                    out += ReportText::tr("    a trace only (Chrome trace-event JSON, %1 event objects): "
                                          "memscope-report trace PATH shows it\n")
                               .arg(hostPlanes[h].traceEventObjects);
                    continue;
                }
                for (const PlaneSummary& plane : hostPlanes[h].planes) {
                    out += ReportText::tr("    plane %1: %2 line(s), %3 event(s)\n")
                               .arg(plane.name)
                               .arg(plane.lines)
                               .arg(plane.events);
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
        for (size_t m = 0; m < profile.modules.size(); ++m) {
            const HloModule& module = profile.modules[m];
            const format::BufferAssignmentCounts& summary = summaries[m];
            out += ReportText::tr("  %1\n").arg(module.displayName);
            out += ReportText::tr("    name: %1\n").arg(module.name);
            out += ReportText::tr("    program id: %1\n")
                       .arg(module.hasProgramId ? QString::number(module.programId) : ReportText::tr("none"));
            if (!module.host.isEmpty())
                out += ReportText::tr("    host: %1\n").arg(module.host);
            out += ReportText::tr("    memory spaces: %1\n").arg(memorySpacesText(summary.allocationColors));
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

    QByteArray json(const Profile& profile, const HostPlanes& hostPlanes, const ModuleSummaries& summaries)
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
        for (size_t h = 0; h < profile.hosts.size(); ++h) {
            const HostSpace& host = profile.hosts[h];
            QJsonArray planes;
            for (const PlaneSummary& plane : hostPlanes[h].planes) {
                planes.append(QJsonObject { { QLatin1String("name"), plane.name },
                    { QLatin1String("lines"), plane.lines }, { QLatin1String("events"), plane.events } });
            }
            QJsonObject object { { QLatin1String("name"), host.hostName }, { QLatin1String("file"), host.filePath },
                { QLatin1String("planes"), planes } };
            if (!host.holdsXSpace())
                object[QLatin1String("traceEventObjects")] = hostPlanes[h].traceEventObjects;
            hosts.append(object);
        }
        root[QLatin1String("hosts")] = hosts;
        QJsonArray modules;
        for (size_t m = 0; m < profile.modules.size(); ++m) {
            const HloModule& module = profile.modules[m];
            const format::BufferAssignmentCounts& summary = summaries[m];
            QJsonArray spaces;
            for (const qint64 space : summary.allocationColors)
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
        HostPlanes hostPlanes;
        if (QString error; !countPlanes(*profile, hostPlanes, &error)) {
            printError(error);
            return 1;
        }
        ModuleSummaries summaries;
        for (const HloModule& module : profile->modules) {
            QString error;
            summaries.push_back(summarize(module, &error));
            if (!error.isEmpty())
                printError(ReportText::tr("warning: %1").arg(error));
        }
        if (refuseChangedInput())
            return 1;
        if (arguments.isSet("json")) {
            const QByteArray bytes = json(*profile, hostPlanes, summaries);
            std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
        } else {
            printOut(text(*profile, hostPlanes, summaries));
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
