// SPDX-License-Identifier: Apache-2.0
#pragma once

// memscope-report subcommands register themselves here, one file each.

#include <QStringList>
#include <cstdio>
#include <functional>
#include <vector>

class QIODevice;

namespace memscope::report {

struct Command
{
    const char* name;
    const char* synopsis; // one line of usage, after "memscope-report "
    std::function<int(const QStringList& arguments)> run; // arguments after the subcommand; returns the exit code
};

std::vector<Command>& commands();

struct Registration
{
    explicit Registration(Command command) { commands().push_back(std::move(command)); }
};

// Output helpers: UTF-8 to stdout, errors to stderr with a trailing newline.
void printOut(const QString& text);
void printError(const QString& text);
// Writes the whole text to a file atomically (QSaveFile); returns an error message or "".
QString writeFileAtomically(const QString& path, const QByteArray& data);
// The same for content that `write` writes to the file as it makes it (false when a write failed).
QString writeFileAtomically(const QString& path, const std::function<bool(QIODevice& device)>& write);

} // namespace memscope::report
