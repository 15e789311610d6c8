// SPDX-License-Identifier: Apache-2.0
// memscope-report trace: the run's timeline as Chrome trace-event JSON or CSV.
#include "command.h"
#include "core/profile/fileerror.h"
#include "core/trace/tracebuilder.h"
#include "core/trace/traceexport.h"
#include "core/util/savefile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

namespace memscope::report {
namespace {

    // The hosts of the loaded profile that have a trace: all of the chosen run's, or the one named.
    std::vector<trace::TraceInput> inputsOf(const Profile& profile, const QString& host, QString& error)
    {
        std::vector<trace::TraceInput> inputs = trace::traceInputs(profile);
        if (inputs.empty())
            error = fileError(profile.path,
                QCoreApplication::translate(
                    "memscope::trace", "neither an XSpace nor Chrome trace-event JSON, so it has no trace"));
        if (!host.isEmpty() && !inputs.empty()) {
            std::erase_if(inputs, [&](const trace::TraceInput& input) { return input.host.hostName != host; });
            if (inputs.empty())
                error = ReportText::tr("%1: no host named '%2'").arg(QDir::toNativeSeparators(profile.path), host);
        }
        return inputs;
    }

    int runTrace(const Arguments& arguments)
    {
        const QString format = arguments.value("format");
        trace::ExportOptions exportOptions;
        exportOptions.planes.setPattern(arguments.value("plane"));
        if (!exportOptions.planes.isValid()) {
            printError(ReportText::tr("--plane: '%1' is not a valid regular expression (%2).")
                           .arg(exportOptions.planes.pattern(), exportOptions.planes.errorString()));
            return 2;
        }
        const bool hasStart = arguments.isSet("start-ms");
        const bool hasEnd = arguments.isSet("end-ms");
        bool startOk = true, endOk = true;
        const double startMs = hasStart ? arguments.value("start-ms").toDouble(&startOk) : 0;
        const double endMs = hasEnd ? arguments.value("end-ms").toDouble(&endOk) : 0;
        if (!startOk || !endOk || (hasStart && hasEnd && endMs < startMs)) {
            printError(
                ReportText::tr("--start-ms and --end-ms need numbers of milliseconds, the end not before the start."));
            return 2;
        }

        // The one loading path: the trace reads the bytes the loaded profile holds.
        const std::shared_ptr<const Profile> profile = loadInput(arguments);
        if (!profile)
            return 1;
        printWarnings(profile->warnings);
        QString error;
        const std::vector<trace::TraceInput> inputs = inputsOf(*profile, arguments.value("host"), error);
        if (inputs.empty()) {
            printError(error);
            return 1;
        }
        const trace::TraceBuildOutcome built = trace::buildTrace(inputs);
        if (!built.model) {
            printError(built.error);
            return 1;
        }
        if (refuseChangedInput())
            return 1;
        for (const QString& warning : built.model->warnings())
            printError(ReportText::tr("warning: %1").arg(warning));
        // Milliseconds from the trace's start, as the Trace Viewer's ruler counts them.
        const trace::TimeRange extent = built.model->extent();
        if (hasStart || hasEnd) {
            exportOptions.range = trace::TimeRange { hasStart ? extent.startPs + qint64(startMs * 1e9) : extent.startPs,
                hasEnd ? extent.startPs + qint64(endMs * 1e9) : extent.endPs };
        }
        // A file that changed while the export read it again spoils what was written: a file written
        // is not moved into place, standard output stops with the message.
        QString changed;
        const auto write = [&](QIODevice& device) {
            return trace::writeTrace(*built.model, exportOptions,
                format == QLatin1String("csv") ? trace::TraceFormat::Csv : trace::TraceFormat::ChromeJson, device,
                changed);
        };
        const QString output = arguments.value("output");
        if (output.isEmpty()) {
            QFile out;
            const bool written = out.open(stdout, QIODevice::WriteOnly) && write(out);
            if (!changed.isEmpty()) {
                printError(changed);
                return 1;
            }
            if (!written) {
                printError(ReportText::tr("Cannot write the trace to the standard output."));
                return 1;
            }
            return 0;
        }
        error = writeFileAtomically(output, write);
        if (!changed.isEmpty()) {
            printError(changed);
            return 1;
        }
        if (!error.isEmpty()) {
            printError(error);
            return 1;
        }
        return 0;
    }

    const Registration registration({ "trace", "PATH",
        QT_TRANSLATE_NOOP("memscope::report",
            "The run's timeline, every event of every plane, as Chrome trace-event JSON (Perfetto, chrome://tracing) "
            "or CSV."),
        {
            formatOption({ "chrome-json", "csv" }, "chrome-json"),
            outputOption(),
            runOption(),
            { "host", "NAME", QT_TRANSLATE_NOOP("memscope::report", "Only this host of a trace folder.") },
            { "plane", "REGEX",
                QT_TRANSLATE_NOOP("memscope::report", "Only the planes whose names match this pattern.") },
            { "start-ms", "T",
                QT_TRANSLATE_NOOP("memscope::report", "Only events that end after T ms from the trace's start.") },
            { "end-ms", "T",
                QT_TRANSLATE_NOOP("memscope::report", "Only events that start before T ms from the trace's start.") },
        },
        runTrace });

} // namespace
} // namespace memscope::report
