// SPDX-License-Identifier: Apache-2.0
// memscope-report oom-report FILE: the XLA out-of-memory reports in a log, as text, JSON or CSV.

#include "command.h"
#include "core/oom/oomparser.h"
#include "core/util/csv.h"
#include "core/util/units.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <optional>

namespace memscope::report {
namespace {

    // --- JSON -------------------------------------------------------------------------

    QJsonValue bytesJson(const ReportedBytes& value)
    {
        if (value.text.isEmpty())
            return QJsonValue::Null;
        return QJsonObject { { QStringLiteral("text"), value.text },
            { QStringLiteral("bytes"), value.isKnown() ? QJsonValue(static_cast<double>(value.bytes)) : QJsonValue() },
            { QStringLiteral("rounded"), value.rounded } };
    }

    QJsonValue optionalNumber(double value, bool known) { return known ? QJsonValue(value) : QJsonValue(); }

    QJsonObject bufferJson(const OomBuffer& buffer)
    {
        return {
            { QStringLiteral("rank"), buffer.rank },
            { QStringLiteral("line"), buffer.line },
            { QStringLiteral("size"), bytesJson(buffer.size) },
            { QStringLiteral("unpadded_size"), bytesJson(buffer.unpaddedSize) },
            { QStringLiteral("padding"), bytesJson(buffer.padding) },
            { QStringLiteral("padding_bytes"), static_cast<double>(buffer.paddingBytes()) },
            { QStringLiteral("expansion"), optionalNumber(buffer.expansion, buffer.expansion > 0) },
            { QStringLiteral("shape"), buffer.shape },
            { QStringLiteral("opcode"), buffer.opcode },
            { QStringLiteral("instruction_name"), buffer.instructionName },
            { QStringLiteral("xla_label"), buffer.xlaLabel },
            { QStringLiteral("allocation_type"), buffer.allocationType },
            { QStringLiteral("is_entry_parameter"), buffer.isEntryParameter },
            { QStringLiteral("operator"), buffer.operatorText },
            { QStringLiteral("op_type"), buffer.opType },
            { QStringLiteral("op_name"), buffer.opName },
            { QStringLiteral("source_file"), buffer.sourceFile },
            { QStringLiteral("source_line"), optionalNumber(buffer.sourceLine, buffer.sourceLine >= 0) },
            { QStringLiteral("missing_fields"), QJsonArray::fromStringList(buffer.missingFields) },
        };
    }

    QJsonObject reportJson(const OomReport& report)
    {
        QJsonArray groups;
        for (const OomFigureGroup& group : report.figureGroups) {
            QJsonArray figures;
            for (const OomFigure& figure : group.figures) {
                figures.append(QJsonObject { { QStringLiteral("label"), figure.label },
                    { QStringLiteral("value"), bytesJson(figure.value) },
                    { QStringLiteral("percent"), optionalNumber(figure.percent, figure.percent >= 0) },
                    { QStringLiteral("detail"), figure.detail }, { QStringLiteral("line"), figure.line } });
            }
            groups.append(QJsonObject { { QStringLiteral("title"), group.title },
                { QStringLiteral("total"), bytesJson(group.total) }, { QStringLiteral("line"), group.line },
                { QStringLiteral("figures"), figures } });
        }
        QJsonArray buffers;
        for (const OomBuffer& buffer : report.buffers)
            buffers.append(bufferJson(buffer));
        return {
            { QStringLiteral("number"), report.number },
            { QStringLiteral("first_line"), report.firstLine },
            { QStringLiteral("last_line"), report.lastLine },
            { QStringLiteral("kind"),
                report.kind == OomReportKind::TpuCompile ? QStringLiteral("tpu_compile")
                                                         : QStringLiteral("buffer_assignment") },
            { QStringLiteral("requested_bytes"),
                optionalNumber(static_cast<double>(report.requestedBytes), report.requestedBytes >= 0) },
            { QStringLiteral("memory_space"), report.memorySpace },
            { QStringLiteral("used"), bytesJson(report.used) },
            { QStringLiteral("capacity"), bytesJson(report.capacity) },
            { QStringLiteral("exceeded_by"), bytesJson(report.exceededBy) },
            { QStringLiteral("overview"), QJsonArray::fromStringList(oomReportOverview(report)) },
            { QStringLiteral("figure_groups"), groups },
            { QStringLiteral("notes"), QJsonArray::fromStringList(report.notes) },
            { QStringLiteral("buffers_heading"), report.buffersHeading },
            { QStringLiteral("buffers"), buffers },
            { QStringLiteral("warnings"), QJsonArray::fromStringList(report.warnings) },
            { QStringLiteral("not_in_report"), QJsonArray::fromStringList(oomReportLimitations(report)) },
        };
    }

    QByteArray toJson(const QString& path, const OomParseOutcome& outcome)
    {
        QJsonArray reports;
        for (const auto& report : outcome.reports)
            reports.append(reportJson(*report));
        return QJsonDocument(QJsonObject { { QStringLiteral("source"), path }, { QStringLiteral("reports"), reports } })
            .toJson(QJsonDocument::Indented);
    }

    // --- CSV: one row per buffer --------------------------------------------------------

    QString knownBytes(const ReportedBytes& value)
    {
        return value.isKnown() ? QString::number(value.bytes) : QString();
    }

    QByteArray toCsv(const OomParseOutcome& outcome)
    {
        QString out = QStringLiteral(
            "report,rank,size,size_bytes,unpadded_size,unpadded_bytes,padding_bytes,expansion,"
            "shape,opcode,instruction_name,allocation_type,op_type,op_name,source_file,source_line\r\n");
        for (const auto& report : outcome.reports) {
            for (const OomBuffer& buffer : report->buffers) {
                const QStringList row = { QString::number(report->number), QString::number(buffer.rank),
                    buffer.size.text, knownBytes(buffer.size), buffer.unpaddedSize.text,
                    knownBytes(buffer.unpaddedSize), QString::number(buffer.paddingBytes()),
                    buffer.expansion > 0 ? QString::number(buffer.expansion) : QString(), buffer.shape, buffer.opcode,
                    buffer.instructionName, buffer.allocationType, buffer.opType, buffer.opName, buffer.sourceFile,
                    buffer.sourceLine >= 0 ? QString::number(buffer.sourceLine) : QString() };
                out += csvLine(row);
            }
        }
        return out.toUtf8();
    }

    // --- text ---------------------------------------------------------------------------

    QString bufferText(const OomBuffer& buffer)
    {
        QString text = QStringLiteral("  %1. %2")
                           .arg(buffer.rank, 2)
                           .arg(buffer.size.text.isEmpty() ? ReportText::tr("(size unknown)") : buffer.size.text);
        if (!buffer.opcode.isEmpty())
            text += QStringLiteral("  ") + buffer.opcode;
        if (!buffer.shape.isEmpty())
            text += QStringLiteral("  ") + buffer.shape;
        text += QLatin1Char('\n');
        const auto row = [&text](const QString& label, const QString& value) {
            if (!value.isEmpty())
                text += QStringLiteral("      %1: %2\n").arg(label, value);
        };
        row(ReportText::tr("Unpadded size"), buffer.unpaddedSize.text);
        if (buffer.paddingBytes() > 0) {
            row(ReportText::tr("Extra memory due to padding"),
                buffer.expansion > 0 ? ReportText::tr("%1 (%2x expansion)")
                                           .arg(formatBytes(buffer.paddingBytes()))
                                           .arg(formatNumber(buffer.expansion, 1))
                                     : formatBytes(buffer.paddingBytes()));
        }
        row(ReportText::tr("Allocation type"), buffer.allocationType);
        row(ReportText::tr("Instruction"), buffer.instructionName);
        row(ReportText::tr("Framework op"),
            buffer.opType.isEmpty() ? buffer.opName : ReportText::tr("%1 (%2)").arg(buffer.opName, buffer.opType));
        if (!buffer.sourceFile.isEmpty())
            row(ReportText::tr("Source"),
                buffer.sourceLine >= 0 ? QStringLiteral("%1:%2").arg(buffer.sourceFile).arg(buffer.sourceLine)
                                       : buffer.sourceFile);
        if (!buffer.missingFields.isEmpty())
            row(ReportText::tr("Not in the report"), buffer.missingFields.join(QStringLiteral(", ")));
        return text;
    }

    QString reportText(const OomReport& report, int reportCount)
    {
        QString text
            = ReportText::tr("Report %1 of %2 (%3)\n").arg(report.number).arg(reportCount).arg(report.location());
        for (const QString& line : oomReportOverview(report))
            text += QStringLiteral("  ") + line + QLatin1Char('\n');
        for (const OomFigureGroup& group : report.figureGroups) {
            text += QLatin1Char('\n') + group.title + QLatin1Char('\n');
            for (const OomFigure& figure : group.figures) {
                text += QStringLiteral("  %1 %2").arg(figure.label + QLatin1Char(':'), -34).arg(figure.value.text, 10);
                if (figure.percent >= 0)
                    text += QStringLiteral(" (%1%)").arg(formatNumber(figure.percent, 2));
                if (!figure.detail.isEmpty())
                    text += QLatin1Char(' ') + figure.detail;
                text += QLatin1Char('\n');
            }
        }
        for (const QString& note : report.notes)
            text += QLatin1Char('\n') + note + QLatin1Char('\n');
        if (!report.buffersHeading.isEmpty()) {
            text += QLatin1Char('\n')
                + ReportText::tr("%1 (%2)\n").arg(report.buffersHeading).arg(report.buffers.size());
            for (const OomBuffer& buffer : report.buffers)
                text += bufferText(buffer);
        }
        if (!report.warnings.isEmpty()) {
            text += QLatin1Char('\n') + ReportText::tr("Warnings\n");
            for (const QString& warning : report.warnings)
                text += QStringLiteral("  - ") + warning + QLatin1Char('\n');
        }
        text += QLatin1Char('\n') + ReportText::tr("Not in the report (it is not a profile)\n");
        for (const QString& line : oomReportLimitations(report))
            text += QStringLiteral("  - ") + line + QLatin1Char('\n');
        return text;
    }

    QByteArray toText(const OomParseOutcome& outcome)
    {
        QStringList parts;
        for (const auto& report : outcome.reports)
            parts.append(reportText(*report, static_cast<int>(outcome.reports.size())));
        return parts.join(QLatin1Char('\n')).toUtf8();
    }

    // --- the command --------------------------------------------------------------------

    // The reports in the input, read by the core loader like every input (plain
    // or gzip); "-" is standard input, read whole. Prints the error and returns
    // nothing when there are none.
    std::optional<OomParseOutcome> readInput(const Arguments& arguments)
    {
        const QString& path = arguments.input;
        OomParseOutcome outcome;
        if (path == QLatin1String("-")) {
            QFile input;
            if (!input.open(stdin, QIODevice::ReadOnly)) {
                printError(ReportText::tr("Cannot read standard input: %1").arg(input.errorString()));
                return std::nullopt;
            }
            outcome = parseOomReportBytes(input.readAll(), ReportText::tr("standard input"));
        } else if (const std::shared_ptr<const Profile> profile = loadInput(arguments)) {
            outcome.reports = profile->oomReports;
            if (outcome.reports.empty())
                outcome.error = ReportText::tr("No XLA out-of-memory report found in %1: it is a profile, not a log "
                                               "(memscope-report info shows what it holds).")
                                    .arg(path);
        } else {
            return std::nullopt;
        }
        if (!outcome.error.isEmpty()) {
            printError(outcome.error);
            return std::nullopt;
        }
        return outcome;
    }

    int run(const Arguments& arguments)
    {
        const QString path = arguments.input;
        const QString format = arguments.value("format");
        const std::optional<OomParseOutcome> outcome = readInput(arguments);
        if (!outcome)
            return 1;
        const QByteArray data = format == QLatin1String("json") ? toJson(path, *outcome)
            : format == QLatin1String("csv")                    ? toCsv(*outcome)
                                                                : toText(*outcome);
        if (format == QLatin1String("csv")) {
            // Text and JSON carry the warnings inside; CSV cannot, so say them where a person reads them.
            for (const auto& report : outcome->reports) {
                for (const QString& warning : report->warnings)
                    printError(ReportText::tr("warning: report %1 (%2): %3")
                                   .arg(report->number)
                                   .arg(report->location(), warning));
            }
        }
        return writeReport(arguments.value("output"), data);
    }

    const Registration registration({ "oom-report", "FILE",
        QT_TRANSLATE_NOOP("memscope::report",
            "The XLA out-of-memory reports in a log (plain or gzip; - reads standard input): requested size, "
            "allocation statistics and the peak buffers."),
        { formatOption({ "json", "text", "csv" }, "text"), outputOption() }, run });

} // namespace
} // namespace memscope::report
