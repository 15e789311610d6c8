// SPDX-License-Identifier: Apache-2.0
// memscope-report memory-viewer PATH: XProf's Memory Viewer analysis of one
// module and memory space, as XProf's JSON, the text overview, a CSV of the
// buffers at the peak or the allocation timeline's DOT; optionally the
// desktop app's chart images.

#include "core/memoryviewer/memoryviewer.h"

#include "command.h"
#include "core/profile/loader.h"

#include <QCommandLineParser>
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

    QString tr(const char* text) { return QCoreApplication::translate("memory-viewer", text); }

    struct Invocation
    {
        QString path;
        QString module;
        qint64 memorySpace = 0;
        qint64 smallBufferSize = 16384;
        QString format;
        QString outputPath;
        QString pngDirectory;
        QString svgDirectory;
    };

    // Parses the arguments; returns an error message, or "" when they are valid.
    QString parseArguments(const QStringList& arguments, Invocation& invocation)
    {
        QCommandLineParser parser;
        parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
        const QCommandLineOption module(
            QStringLiteral("module"), tr("Module name, program id or display name."), tr("module"));
        const QCommandLineOption memorySpace(
            QStringLiteral("memory-space"), tr("Memory space (allocation colour), default 0 (HBM)."), tr("n"));
        const QCommandLineOption smallBuffer(QStringLiteral("small-buffer-size"),
            tr("Buffers below this size fold into one entry (0: none)."), tr("bytes"));
        const QCommandLineOption format(QStringLiteral("format"), tr("json, text, csv or dot."), tr("format"));
        const QCommandLineOption output(
            QStringLiteral("output"), tr("Write to this file instead of standard output."), tr("file"));
        const QCommandLineOption png(
            QStringLiteral("png"), tr("Also export the charts as PNG into this directory."), tr("dir"));
        const QCommandLineOption svg(
            QStringLiteral("svg"), tr("Also export the charts as SVG into this directory."), tr("dir"));
        parser.addOptions({ module, memorySpace, smallBuffer, format, output, png, svg });
        if (!parser.parse(QStringList { QStringLiteral("memscope-report memory-viewer") } + arguments))
            return parser.errorText();
        const QStringList positional = parser.positionalArguments();
        if (positional.size() != 1)
            return positional.isEmpty() ? tr("No profile given.") : tr("Unexpected argument '%1'.").arg(positional[1]);
        invocation.path = positional.first();
        invocation.module = parser.value(module);
        const auto readNumber = [&](const QCommandLineOption& option, qint64& target, qint64 minimum) -> QString {
            if (!parser.isSet(option))
                return {};
            bool ok = false;
            target = parser.value(option).toLongLong(&ok);
            if (!ok || target < minimum)
                return tr("--%1 needs a whole number of at least %2, not '%3'.")
                    .arg(option.names().first())
                    .arg(minimum)
                    .arg(parser.value(option));
            return {};
        };
        QString error = readNumber(memorySpace, invocation.memorySpace, 0);
        if (error.isEmpty())
            error = readNumber(smallBuffer, invocation.smallBufferSize, 0);
        if (!error.isEmpty())
            return error;
        invocation.pngDirectory = parser.value(png);
        invocation.svgDirectory = parser.value(svg);
        invocation.outputPath = parser.value(output);
        // Asked only for images, the report itself is not printed.
        const bool imagesOnly
            = (parser.isSet(png) || parser.isSet(svg)) && !parser.isSet(format) && !parser.isSet(output);
        invocation.format = imagesOnly ? QString()
            : parser.isSet(format)     ? parser.value(format)
                                       : QStringLiteral("json");
        static const QStringList formats
            = { QStringLiteral("json"), QStringLiteral("text"), QStringLiteral("csv"), QStringLiteral("dot") };
        if (!imagesOnly && !formats.contains(invocation.format))
            return tr("Unknown format '%1' (json, text, csv or dot).").arg(invocation.format);
        return {};
    }

    memoryviewer::Options optionsFor(const Invocation& invocation)
    {
        memoryviewer::Options options;
        options.memorySpace = invocation.memorySpace;
        options.smallBufferSize = invocation.smallBufferSize;
        options.renderDot = invocation.format == QLatin1String("dot");
        return options;
    }

    // The module to report on; modules are streamed from the file one at a time
    // (core/profile/loader.h), so only the chosen one stays in memory.
    struct ChosenModule
    {
        std::optional<HloModule> module;
        int moduleCount = 0;
        QStringList moduleNames;
    };

    // Prints the stream's warnings; returns false (after printing its error) when it failed.
    bool reportStream(const ModuleStreamOutcome& outcome)
    {
        if (!outcome.error.isEmpty()) {
            printError(outcome.error);
            return false;
        }
        for (const QString& warning : outcome.warnings)
            printError(tr("warning: %1").arg(warning));
        return true;
    }

    // With --module: the module Profile::findModule would pick. A display name is
    // unique, and so is a module name that cannot be a display name ("name(id)"),
    // so the stream stops there; a weaker match is kept while the rest is searched.
    bool findRequestedModule(const Invocation& invocation, ChosenModule& chosen)
    {
        const bool queryMayBeDisplayName = invocation.module.endsWith(QLatin1Char(')'));
        ModuleMatch bestMatch = ModuleMatch::None;
        const ModuleStreamOutcome outcome = forEachModule(invocation.path, [&](const HloModule& module, bool) {
            chosen.moduleNames << module.displayName;
            const ModuleMatch match = matchModule(module, invocation.module);
            if (match < bestMatch) {
                chosen.module = module;
                bestMatch = match;
            }
            return !(match == ModuleMatch::DisplayName || (match == ModuleMatch::Name && !queryMayBeDisplayName));
        });
        return reportStream(outcome);
    }

    // Without --module: the module a user would start from, the one with the
    // largest peak. One pass measures every module's peak alone and keeps the
    // largest so far: parsing the winner again cost as much as the whole pass on
    // a file that is mostly one module, and holding it costs one module more only
    // while a later one is parsed.
    bool findLargestModule(const Invocation& invocation, ChosenModule& chosen)
    {
        memoryviewer::Options options = optionsFor(invocation);
        options.peakOnly = true;
        double bestPeak = -1;
        const ModuleStreamOutcome outcome = forEachModule(invocation.path, [&](const HloModule& module, bool) {
            if (module.proto) {
                const double peak = memoryviewer::analyze(*module.proto, options).peakHeapMib;
                if (peak > bestPeak) {
                    bestPeak = peak;
                    chosen.module = module;
                }
            }
            return true;
        });
        if (!reportStream(outcome))
            return false;
        chosen.moduleCount = outcome.visited;
        return true;
    }

    // The desktop app draws the images; it is found next to memscope-report, in the
    // build tree's ../app/, or in PATH.
    QString findDesktopApp()
    {
        const QString directory = QCoreApplication::applicationDirPath();
        for (const QString& candidate :
            { directory + QStringLiteral("/memscope"), directory + QStringLiteral("/../app/memscope") }) {
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
            return tr(
                "Cannot export %1 images: the memscope desktop application was not found next to memscope-report, "
                "in ../app/ or in PATH.")
                .arg(format.toUpper());
        if (!QDir().mkpath(directory))
            return tr("Cannot create the directory %1.").arg(directory);
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
            return tr("Cannot start %1: %2").arg(program, process.errorString());
        process.waitForFinished(-1);
        if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
            const QString details = QString::fromUtf8(process.readAllStandardError()).trimmed();
            return tr("Exporting %1 images with %2 failed (exit code %3)%4")
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

    int run(const QStringList& arguments)
    {
        Invocation invocation;
        if (const QString error = parseArguments(arguments, invocation); !error.isEmpty()) {
            printError(tr("memory-viewer: %1").arg(error));
            return 2;
        }
        ChosenModule chosen;
        if (!invocation.module.isEmpty()) {
            if (!findRequestedModule(invocation, chosen))
                return 1;
            if (!chosen.module) {
                printError(
                    tr("%1 has no module '%2'. Its modules: %3")
                        .arg(invocation.path, invocation.module,
                            chosen.moduleNames.isEmpty() ? tr("none") : chosen.moduleNames.join(QStringLiteral(", "))));
                return 1;
            }
        } else {
            if (!findLargestModule(invocation, chosen))
                return 1;
            if (!chosen.module) {
                printError(tr("%1 holds no XLA module with a buffer assignment, so there is no memory to show.")
                               .arg(invocation.path));
                return 1;
            }
            if (chosen.moduleCount > 1)
                printError(tr("Module %1 (the largest peak of %2 modules; choose another with --module).")
                               .arg(chosen.module->displayName)
                               .arg(chosen.moduleCount));
        }
        const HloModule* module = &*chosen.module;

        const std::vector<qint64> spaces = memoryviewer::memorySpacesPresent(*module->proto);
        if (std::find(spaces.begin(), spaces.end(), invocation.memorySpace) == spaces.end()) {
            QStringList present;
            for (const qint64 space : spaces)
                present << QStringLiteral("%1 (%2)").arg(space).arg(memorySpaceName(space));
            printError(tr("warning: module %1 has no allocations in memory space %2; it has: %3.")
                           .arg(module->displayName)
                           .arg(invocation.memorySpace)
                           .arg(present.isEmpty() ? tr("none") : present.join(QStringLiteral(", "))));
        }

        if (!invocation.format.isEmpty()) {
            const memoryviewer::Result result = memoryviewer::analyze(*module->proto, optionsFor(invocation));
            if (!result.ok()) {
                printError(tr("%1, module %2: %3").arg(invocation.path, module->displayName, result.error));
                return 1;
            }
            for (const QString& warning : result.warnings)
                printError(tr("warning: %1").arg(warning));
            if (invocation.format == QLatin1String("dot") && result.allocationTimelineDot.isEmpty()) {
                printError(tr("No memory allocation timeline available: module %1 has no simulated temporary "
                              "allocation in memory space %2.")
                               .arg(module->displayName)
                               .arg(invocation.memorySpace));
                return 1;
            }
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

    const Registration registration({ "memory-viewer",
        "memory-viewer PATH [--module NAME|PROGRAM_ID|DISPLAY_NAME] [--memory-space N] "
        "[--small-buffer-size BYTES] [--format json|text|csv|dot] [--output FILE] [--png DIR] [--svg DIR]",
        run });

} // namespace
} // namespace memscope::report
