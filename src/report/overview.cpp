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

    int runOverview(const Arguments& arguments)
    {
        const std::shared_ptr<const Profile> profile = loadInput(arguments);
        if (!profile)
            return 1;
        printWarnings(profile->warnings);
        const overview::OverviewReport report = overview::computeOverview(*profile);
        const QByteArray data = arguments.value("format") == QLatin1String("json")
            ? QJsonDocument(overview::overviewToJson(report)).toJson(QJsonDocument::Indented)
            : overview::overviewToText(report).toUtf8();
        return writeReport(arguments.value("output"), data);
    }

    const Registration registration({ "overview", "PATH",
        QT_TRANSLATE_NOOP(
            "memscope::report", "The Overview Page of a profile: the run's performance summary on TPU or GPU."),
        {
            formatOption({ "json", "text" }, "text"),
            outputOption(),
            runOption(),
        },
        runOverview });

} // namespace
} // namespace memscope::report
