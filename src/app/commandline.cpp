// SPDX-License-Identifier: Apache-2.0
#include "commandline.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QLatin1String>
#include <cstring>

namespace memscope {

namespace {

    struct CommandLineText
    {
        Q_DECLARE_TR_FUNCTIONS(memscope)
    };

    const QStringList kExportFormats = { QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf") };

} // namespace

CommandLine parseCommandLine(const QStringList& arguments)
{
    CommandLine result;
    QCommandLineParser parser;
    parser.setApplicationDescription(CommandLineText::tr(
        "Memscope shows where accelerator memory goes in XProf profiles.\n"
        "Each PATH (an .xplane.pb file, a trace folder, an HloProto dump, an out-of-memory log or a PyTorch memory "
        "snapshot) opens in its own tab."));
    const QCommandLineOption help(
        { QStringLiteral("h"), QStringLiteral("help") }, CommandLineText::tr("Show this help and exit."));
    const QCommandLineOption version(
        { QStringLiteral("v"), QStringLiteral("version") }, CommandLineText::tr("Show the version and exit."));
    const QCommandLineOption exportDir(QStringLiteral("export"),
        CommandLineText::tr(
            "Write the charts and views of PATH (a module's Memory Viewer, a PyTorch snapshot's views, an "
            "out-of-memory log's reports) into DIR without opening a window, then exit."),
        CommandLineText::tr("DIR"));
    const QCommandLineOption exportFormat(QStringLiteral("export-format"),
        CommandLineText::tr("Image formats for --export, comma-separated: png, svg, pdf (default png)."),
        CommandLineText::tr("FORMATS"), QStringLiteral("png"));
    const QCommandLineOption module(QStringLiteral("module"),
        CommandLineText::tr(
            "The module to show: its name, program id or name(program_id). Default: the largest HBM peak."),
        CommandLineText::tr("MODULE"));
    const QCommandLineOption memorySpace(QStringLiteral("memory-space"),
        CommandLineText::tr(
            "The memory type to show: 0 HBM, 1 VMEM, 2 SFlag, 3 CMEM, 4 SMEM, 5 Host, 6 SparseCore (default 0)."),
        CommandLineText::tr("N"));
    const QCommandLineOption smallBuffer(QStringLiteral("small-buffer-size"),
        CommandLineText::tr("Group buffers smaller than BYTES into one entry (default 16384; 0 = none)."),
        CommandLineText::tr("BYTES"));
    const QCommandLineOption printOpened(QStringLiteral("print-opened"),
        CommandLineText::tr("Print \"opened: PATH\" on standard output each time a profile is shown."));
    const QCommandLineOption newInstance(QStringLiteral("new-instance"),
        CommandLineText::tr(
            "Open a new window even when Memscope already runs (by default the paths open as tabs there)."));
    parser.addOptions(
        { help, version, exportDir, exportFormat, module, memorySpace, smallBuffer, printOpened, newInstance });
    parser.addPositionalArgument(
        CommandLineText::tr("PATH"), CommandLineText::tr("Profiles to open."), CommandLineText::tr("[PATH…]"));
    result.helpText = parser.helpText();

    if (!parser.parse(arguments)) {
        result.error = parser.errorText();
        return result;
    }
    result.showHelp = parser.isSet(help);
    result.showVersion = parser.isSet(version);
    result.paths = parser.positionalArguments();
    result.printOpened = parser.isSet(printOpened);
    result.newInstance = parser.isSet(newInstance);
    result.exportDir = parser.value(exportDir);
    result.module = parser.value(module);

    const QStringList formats = parser.value(exportFormat).toLower().split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const QString& format : formats) {
        const QString trimmed = format.trimmed();
        if (!kExportFormats.contains(trimmed)) {
            result.error = CommandLineText::tr("Unknown export format '%1': use png, svg or pdf.").arg(trimmed);
            return result;
        }
        if (!result.exportFormats.contains(trimmed))
            result.exportFormats.append(trimmed);
    }
    if (result.exportFormats.isEmpty())
        result.exportFormats = { QStringLiteral("png") };

    const auto parseCount = [&](const QCommandLineOption& option, qint64* out) {
        if (!parser.isSet(option))
            return true;
        bool ok = false;
        const qint64 value = parser.value(option).toLongLong(&ok);
        if (!ok || value < 0) {
            result.error = CommandLineText::tr("--%1 needs a whole number of at least 0, not '%2'.")
                               .arg(option.names().constFirst(), parser.value(option));
            return false;
        }
        *out = value;
        return true;
    };
    if (!parseCount(memorySpace, &result.memorySpace) || !parseCount(smallBuffer, &result.smallBufferSize))
        return result;

    if (!result.exportDir.isEmpty() && result.paths.size() != 1 && !result.showHelp && !result.showVersion)
        result.error = CommandLineText::tr("--export needs exactly one PATH, got %1.").arg(result.paths.size());
    return result;
}

bool needsNoWindow(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--export") == 0 || std::strncmp(argv[i], "--export=", 9) == 0)
            return true;
        for (const char* option : { "--help", "-h", "--help-all", "--version", "-v" }) {
            if (std::strcmp(argv[i], option) == 0)
                return true;
        }
    }
    return false;
}

} // namespace memscope
