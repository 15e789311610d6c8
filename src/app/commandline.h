// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QStringList>

namespace memscope {

// What `memscope [OPTIONS] PATH…` asks for.
struct CommandLine
{
    QStringList paths;
    bool printOpened = false; // --print-opened: "opened: <path>" on stdout per shown profile
    bool newInstance = false; // --new-instance: do not hand the paths to a running Memscope
    QString exportDir; // --export DIR: write the Memory Viewer images and exit
    QStringList exportFormats; // --export-format png,svg,pdf (default png)
    QString module; // --module: name, program id or name(program_id)
    qint64 memorySpace = -1; // --memory-space N; -1 = default
    qint64 smallBufferSize = -1; // --small-buffer-size B (bytes); -1 = default
    bool showHelp = false;
    bool showVersion = false;
    QString helpText;
    QString error; // set when the arguments are invalid; names the argument
};

CommandLine parseCommandLine(const QStringList& arguments);

// True when the arguments ask for a headless export, help or the version,
// checked before any QApplication exists: main() then picks the offscreen
// platform, so these work without a display.
bool needsNoWindow(int argc, char** argv);

} // namespace memscope
