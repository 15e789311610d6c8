// SPDX-License-Identifier: Apache-2.0
#include "headlessexport.h"

#include "core/memoryviewer/memoryviewer.h"
#include "core/profile/loader.h"
#include "memoryviewer/memoryviewerpage.h"
#include "models/analysiscache.h"
#include "models/modulelistmodel.h"
#include "oom/oomreporttool.h"
#include "torch/snapshottool.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QMap>
#include <cstdio>

namespace memscope {

namespace {

    // The page's size in the images: a wide desktop window.
    constexpr QSize kPageSize(1600, 1200);

    struct HeadlessExportText
    {
        Q_DECLARE_TR_FUNCTIONS(memscope)
    };

    int fail(const QString& message)
    {
        std::fprintf(stderr, "memscope: %s\n", qUtf8Printable(message));
        return 1;
    }

    QMap<QString, QDateTime> filesIn(const QString& dir)
    {
        QMap<QString, QDateTime> files;
        const QFileInfoList entries = QDir(dir).entryInfoList(QDir::Files);
        for (const QFileInfo& entry : entries)
            files.insert(entry.absoluteFilePath(), entry.lastModified());
        return files;
    }

    // Prints the files of `dir` written since `before` was taken.
    void printWritten(const QString& dir, const QMap<QString, QDateTime>& before)
    {
        const QMap<QString, QDateTime> after = filesIn(dir);
        for (auto it = after.cbegin(); it != after.cend(); ++it) {
            if (before.value(it.key()) != it.value())
                std::printf(
                    "%s\n", qUtf8Printable(HeadlessExportText::tr("wrote %1").arg(QDir::toNativeSeparators(it.key()))));
        }
    }

    // Writes what `page` exports into `dir` and names the files written.
    template <typename Page> int exportInto(Page& page, const QString& dir, const QStringList& formats)
    {
        if (!QDir().mkpath(dir))
            return fail(HeadlessExportText::tr("Cannot create the folder %1.").arg(dir));
        const QMap<QString, QDateTime> before = filesIn(dir);
        QString error;
        if (!page.exportAll(dir, formats, &error))
            return fail(error);
        printWritten(dir, before);
        return 0;
    }

    // A PyTorch memory snapshot: its device with the most events, as the window first shows it.
    int exportSnapshot(const std::shared_ptr<const Profile>& profile, const CommandLine& commandLine)
    {
        SnapshotTool tool;
        tool.setAttribute(Qt::WA_DontShowOnScreen);
        tool.resize(kPageSize);
        tool.setVisible(true); // SnapshotTool::show shows an analysis
        tool.setProfile(profile);
        // The device is analysed, and the allocator's state built, off the UI thread.
        while (tool.isAnalysing() || tool.isMovingState() || (tool.shownDevice() >= 0 && !tool.shownState()))
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
        if (tool.shownDevice() < 0)
            return fail(HeadlessExportText::tr("%1 records no device: it has neither a trace nor segments.")
                            .arg(profile->path));
        return exportInto(tool, commandLine.exportDir, commandLine.exportFormats);
    }

    // An out-of-memory log: the views of each report, in a folder per report
    // ("report-2") when the log holds several.
    int exportOomReports(const std::shared_ptr<const Profile>& profile, const CommandLine& commandLine)
    {
        OomReportTool tool;
        tool.setAttribute(Qt::WA_DontShowOnScreen);
        tool.resize(kPageSize);
        tool.setProfile(profile);
        tool.show();
        const int count = static_cast<int>(profile->oomReports.size());
        for (int index = 0; index < count; ++index) {
            const QString dir = count == 1
                ? commandLine.exportDir
                : QDir(commandLine.exportDir).filePath(QStringLiteral("report-%1").arg(index + 1));
            tool.showReport(index);
            QCoreApplication::processEvents(); // lays the report out at the fixed size
            if (const int failed = exportInto(tool, dir, commandLine.exportFormats))
                return failed;
        }
        return 0;
    }

    const HloModule* chooseModule(
        const Profile& profile, const QString& requested, AnalysisCache& analyses, QString* error)
    {
        if (!requested.isEmpty()) {
            const HloModule* module = profile.findModule(requested);
            if (!module)
                *error = HeadlessExportText::tr("%1 has no module named '%2'.").arg(profile.path, requested);
            return module;
        }
        memoryviewer::LargestPeak largest;
        for (size_t index = 0; index < profile.modules.size(); ++index) {
            const HloModule& module = profile.modules[index];
            const ModulePeak peak = computeModulePeak(module, analyses);
            if (peak.error.isEmpty() && largest.offer(index, peak.bytes))
                analyses.insert(module.rows(), modulePeakOptions(), peak.analysis); // shown unless options differ
        }
        const HloModule* chosen = largest.index() ? &profile.modules[*largest.index()] : nullptr;
        if (!chosen && !profile.modules.empty())
            chosen = &profile.modules.front();
        if (!chosen)
            *error = HeadlessExportText::tr("%1 contains no XLA modules.").arg(profile.path);
        return chosen;
    }

} // namespace

int runHeadlessExport(const CommandLine& commandLine)
{
    const QString path = commandLine.paths.constFirst();
    const LoadOutcome outcome = loadProfile(path);
    if (!outcome.profile)
        return fail(outcome.error);
    if (outcome.profile->kind == SourceKind::OomLog)
        return exportOomReports(outcome.profile, commandLine);
    if (outcome.profile->kind == SourceKind::TorchSnapshot)
        return exportSnapshot(outcome.profile, commandLine);

    QString error;
    AnalysisCache analyses;
    const HloModule* module = chooseModule(*outcome.profile, commandLine.module, analyses, &error);
    if (!module)
        return fail(error);
    const std::shared_ptr<const format::HloRows> rows = module->rows(&error);
    if (!rows)
        return fail(error.isEmpty()
                ? HeadlessExportText::tr("%1 carries no buffer assignment to analyse.").arg(module->displayName)
                : error);

    memoryviewer::Options options;
    if (commandLine.memorySpace >= 0)
        options.memorySpace = commandLine.memorySpace;
    if (commandLine.smallBufferSize >= 0)
        options.smallBufferSize = commandLine.smallBufferSize;
    options.renderDot = true;
    const std::vector<qint64> spaces = memoryviewer::memorySpacesPresent(*rows);
    if (std::find(spaces.begin(), spaces.end(), options.memorySpace) == spaces.end())
        return fail(HeadlessExportText::tr("%1 allocates nothing in memory space %2 (%3).")
                        .arg(module->displayName)
                        .arg(options.memorySpace)
                        .arg(memorySpaceName(options.memorySpace)));
    const std::shared_ptr<const memoryviewer::Result> result = analyses.analyze(rows, options);
    if (!result->ok())
        return fail(HeadlessExportText::tr("%1 cannot be analysed: %2").arg(module->displayName, result->error));

    MemoryViewerPage page;
    page.setAttribute(Qt::WA_DontShowOnScreen);
    page.resize(kPageSize);
    page.setResult(result, module->displayName);
    page.show(); // lays out the page and its charts at the fixed size
    QCoreApplication::processEvents();
    return exportInto(page, commandLine.exportDir, commandLine.exportFormats);
}

} // namespace memscope
