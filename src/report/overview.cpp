// SPDX-License-Identifier: Apache-2.0
// memscope-report overview: the Overview Page of a profile as JSON or text.
#include "core/overview/overview.h"

#include "command.h"
#include "core/overview/overviewformat.h"
#include "core/profile/loader.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace memscope::report {
namespace {

    QString tr(const char* text) { return QCoreApplication::translate("report", text); }

    int runOverview(const QStringList& arguments)
    {
        QString path, output, format = QStringLiteral("text");
        LoadOptions options;
        for (int i = 0; i < arguments.size(); ++i) {
            const QString& argument = arguments.at(i);
            const auto value = [&]() -> std::optional<QString> {
                if (i + 1 >= arguments.size())
                    return std::nullopt;
                return arguments.at(++i);
            };
            if (argument == QLatin1String("--format") || argument == QLatin1String("--output")
                || argument == QLatin1String("--run")) {
                const std::optional<QString> given = value();
                if (!given) {
                    printError(tr("%1 needs a value.").arg(argument));
                    return 2;
                }
                (argument == QLatin1String("--format")          ? format
                        : argument == QLatin1String("--output") ? output
                                                                : options.runName)
                    = *given;
            } else if (argument.startsWith(QLatin1String("--"))) {
                printError(tr("Unknown option '%1'.\nUsage: memscope-report overview PATH [--format json|text] "
                              "[--output FILE] [--run RUN]")
                               .arg(argument));
                return 2;
            } else if (path.isEmpty()) {
                path = argument;
            } else {
                printError(tr("Only one PATH can be given ('%1' and '%2').").arg(path, argument));
                return 2;
            }
        }
        if (path.isEmpty()) {
            printError(tr("Usage: memscope-report overview PATH [--format json|text] [--output FILE] [--run RUN]"));
            return 2;
        }
        if (format != QLatin1String("json") && format != QLatin1String("text")) {
            printError(tr("Unknown format '%1': use json or text.").arg(format));
            return 2;
        }
        const LoadOutcome outcome = loadProfile(path, options);
        if (!outcome.profile) {
            printError(outcome.error);
            return 1;
        }
        for (const QString& warning : outcome.profile->warnings)
            printError(tr("warning: %1").arg(warning));
        const overview::OverviewReport report = overview::computeOverview(*outcome.profile);
        const QByteArray data = format == QLatin1String("json")
            ? QJsonDocument(overview::overviewToJson(report)).toJson(QJsonDocument::Indented)
            : overview::overviewToText(report).toUtf8();
        if (output.isEmpty()) {
            printOut(QString::fromUtf8(data));
            return 0;
        }
        const QString error = writeFileAtomically(output, data);
        if (!error.isEmpty()) {
            printError(error);
            return 1;
        }
        return 0;
    }

    const Registration registration(
        { "overview", "overview PATH [--format json|text] [--output FILE] [--run RUN]", runOverview });

} // namespace
} // namespace memscope::report
