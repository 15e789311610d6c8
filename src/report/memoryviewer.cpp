// SPDX-License-Identifier: Apache-2.0
// memscope-report memory-viewer PATH: XProf's Memory Viewer analysis of one
// module and memory space, as XProf's JSON, the text overview, a CSV of the
// buffers at the peak or the allocation timeline's DOT; optionally the
// desktop app's chart images.

#include "core/memoryviewer/memoryviewer.h"

#include "command.h"
#include "core/memoryviewer/defaultmodule.h"
#include "core/profile/loader.h"
#include "core/util/savefile.h"
#include "modulechoice.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <algorithm>
#include <optional>

namespace memscope::report {
namespace {

    struct Invocation
    {
        QString path;
        QString module;
        qint64 memorySpace = colorOf(MemorySpace::Hbm);
        qint64 smallBufferSize = memoryviewer::kDefaultSmallBufferSize;
        QString format;
        QString outputPath;
        QString pngDirectory;
        QString svgDirectory;
    };

    Invocation invocationOf(const Arguments& arguments)
    {
        Invocation invocation;
        invocation.path = arguments.input;
        invocation.module = arguments.value("module");
        invocation.memorySpace = arguments.number("memory-space", invocation.memorySpace);
        invocation.smallBufferSize = arguments.number("small-buffer-size", invocation.smallBufferSize);
        invocation.pngDirectory = arguments.value("png");
        invocation.svgDirectory = arguments.value("svg");
        invocation.outputPath = arguments.value("output");
        // Asked only for images, the report itself is not printed.
        const bool imagesOnly = (arguments.isSet("png") || arguments.isSet("svg")) && !arguments.isSet("format")
            && !arguments.isSet("output");
        invocation.format = imagesOnly ? QString() : arguments.value("format");
        return invocation;
    }

    memoryviewer::Options optionsFor(const Invocation& invocation)
    {
        memoryviewer::Options options;
        options.memorySpace = invocation.memorySpace;
        options.smallBufferSize = invocation.smallBufferSize;
        options.renderDot = invocation.format == QLatin1String("dot");
        return options;
    }

    // The desktop app draws the images; it is found next to memscope-report, in the
    // build tree's ../app/, or in PATH.
    QString findDesktopApp()
    {
        const QString directory = QCoreApplication::applicationDirPath();
        for (const QString& candidate :
            QStringList { directory + QStringLiteral("/memscope"), directory + QStringLiteral("/../app/memscope") }) {
            const QFileInfo info(candidate);
            if (info.isFile() && info.isExecutable())
                return info.canonicalFilePath();
        }
        return QStandardPaths::findExecutable(QStringLiteral("memscope"));
    }

    // Runs "memscope --export DIR --export-format FORMAT ..." headless; returns an error message or "".
    QString exportImages(
        const Invocation& invocation, const QString& moduleName, const QString& directory, const QString& format)
    {
        const QString program = findDesktopApp();
        if (program.isEmpty())
            return ReportText::tr(
                "Cannot export %1 images: the memscope desktop application was not found next to memscope-report, "
                "in ../app/ or in PATH.")
                .arg(format.toUpper());
        if (!QDir().mkpath(directory))
            return ReportText::tr("Cannot create the directory %1.").arg(directory);
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        process.setProcessEnvironment(environment);
        process.setProcessChannelMode(QProcess::ForwardedOutputChannel);
        process.start(program,
            { QStringLiteral("--export"), directory, QStringLiteral("--export-format"), format,
                QStringLiteral("--module"), moduleName, QStringLiteral("--memory-space"),
                QString::number(invocation.memorySpace), QStringLiteral("--small-buffer-size"),
                QString::number(invocation.smallBufferSize), invocation.path });
        if (!process.waitForStarted())
            return ReportText::tr("Cannot start %1: %2").arg(program, process.errorString());
        process.waitForFinished(-1);
        if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
            const QString details = QString::fromUtf8(process.readAllStandardError()).trimmed();
            return ReportText::tr("Exporting %1 images with %2 failed (exit code %3)%4")
                .arg(format.toUpper(), program)
                .arg(process.exitCode())
                .arg(details.isEmpty() ? QStringLiteral(".") : QStringLiteral(": ") + details);
        }
        return {};
    }

    // Writes the report in `format` to `device`; false when writing failed. The
    // JSON of a big module is hundreds of MB, so it goes out as it is made.
    bool render(QIODevice& device, const memoryviewer::Result& result, const HloModule& module, const QString& format)
    {
        const auto writeAll = [&device](const QByteArray& bytes) { return device.write(bytes) == bytes.size(); };
        if (format == QLatin1String("text"))
            return writeAll(
                (memoryviewer::overviewLines(result, module.displayName).join(QLatin1Char('\n')) + QLatin1Char('\n'))
                    .toUtf8());
        if (format == QLatin1String("csv"))
            return writeAll(memoryviewer::peakBuffersCsv(result));
        if (format == QLatin1String("dot"))
            return writeAll(result.allocationTimelineDot.toUtf8() + '\n');
        const memoryviewer::JsonExtras extras { module.displayName, memorySpaceName(result.memorySpace) };
        return memoryviewer::writePreprocessResultJson(device, result, &extras) && writeAll(QByteArray("\n"));
    }

    int run(const Arguments& arguments)
    {
        const Invocation invocation = invocationOf(arguments);
        ModuleChoice chosen;
        if (!invocation.module.isEmpty()) {
            if (!findRequestedModule(invocation.path, invocation.module, chosen))
                return 1;
            if (!chosen.module) {
                printError(noRequestedModuleError(invocation.path, invocation.module, chosen.moduleNames));
                return 1;
            }
        } else {
            // The module a user would start from (core/memoryviewer/defaultmodule.h).
            if (!findLargestPeakModule(invocation.path, memoryviewer::defaultModuleOptions().memorySpace, chosen))
                return 1;
            if (!chosen.module) {
                printError(
                    ReportText::tr("%1 holds no XLA module with a buffer assignment, so there is no memory to show.")
                        .arg(invocation.path));
                return 1;
            }
            if (chosen.moduleCount > 1)
                printError(ReportText::tr("Module %1 (the largest peak of %2 modules; choose another with --module).")
                               .arg(chosen.module->displayName)
                               .arg(chosen.moduleCount));
        }
        const HloModule* module = &*chosen.module;
        std::shared_ptr<const format::HloRows> rows = std::move(chosen.rows); // read by the choice

        const std::vector<qint64> spaces = memoryviewer::memorySpacesPresent(*rows);
        if (std::find(spaces.begin(), spaces.end(), invocation.memorySpace) == spaces.end()) {
            QStringList present;
            for (const qint64 space : spaces)
                present << QStringLiteral("%1 (%2)").arg(space).arg(memorySpaceName(space));
            printError(ReportText::tr("warning: module %1 has no allocations in memory space %2; it has: %3.")
                           .arg(module->displayName)
                           .arg(invocation.memorySpace)
                           .arg(present.isEmpty() ? ReportText::tr("none") : present.join(QStringLiteral(", "))));
        }

        if (!invocation.format.isEmpty()) {
            const memoryviewer::Result result = memoryviewer::analyze(*rows, optionsFor(invocation));
            rows.reset(); // the JSON needs only the result
            if (!result.ok()) {
                printError(ReportText::tr("%1, module %2: %3").arg(invocation.path, module->displayName, result.error));
                return 1;
            }
            printWarnings(result.warnings);
            if (invocation.format == QLatin1String("dot") && result.allocationTimelineDot.isEmpty()) {
                printError(
                    ReportText::tr("No memory allocation timeline available: module %1 has no simulated temporary "
                                   "allocation in memory space %2.")
                        .arg(module->displayName)
                        .arg(invocation.memorySpace));
                return 1;
            }
            if (refuseChangedInput())
                return 1;
            const auto write = [&](QIODevice& device) { return render(device, result, *module, invocation.format); };
            if (invocation.outputPath.isEmpty()) {
                QFile standardOutput;
                standardOutput.open(stdout, QIODevice::WriteOnly);
                write(standardOutput); // as before: a closed pipe is no error of the report
            } else if (const QString error = writeFileAtomically(invocation.outputPath, write); !error.isEmpty()) {
                printError(error);
                return 1;
            }
        }

        if ((!invocation.pngDirectory.isEmpty() || !invocation.svgDirectory.isEmpty()) && refuseChangedInput())
            return 1;
        for (const auto& [directory, format] : { std::pair { invocation.pngDirectory, QStringLiteral("png") },
                 std::pair { invocation.svgDirectory, QStringLiteral("svg") } }) {
            if (directory.isEmpty())
                continue;
            if (const QString error = exportImages(invocation, module->displayName, directory, format);
                !error.isEmpty()) {
                printError(error);
                return 1;
            }
        }
        return 0;
    }

    const Registration registration({ "memory-viewer", "PATH",
        QT_TRANSLATE_NOOP("memscope::report",
            "XProf's Memory Viewer analysis of one module and memory space: its JSON, the text overview, the buffers "
            "at the peak as CSV or the allocation timeline as DOT; the charts as images."),
        {
            { "module", "NAME|PROGRAM_ID|DISPLAY_NAME",
                QT_TRANSLATE_NOOP("memscope::report", "The module (default: the one with the largest peak).") },
            { "memory-space", "N",
                QT_TRANSLATE_NOOP("memscope::report", "Memory space (allocation colour), default 0 (HBM)."), {}, true },
            { "small-buffer-size", "BYTES",
                QT_TRANSLATE_NOOP(
                    "memscope::report", "Buffers below this size fold into one entry (0: none); default 16384."),
                {}, true },
            formatOption({ "json", "text", "csv", "dot" }, "json"),
            outputOption(),
            { "png", "DIR",
                QT_TRANSLATE_NOOP("memscope::report", "Also export the charts as PNG into this directory.") },
            { "svg", "DIR",
                QT_TRANSLATE_NOOP("memscope::report", "Also export the charts as SVG into this directory.") },
        },
        run });

} // namespace
} // namespace memscope::report
