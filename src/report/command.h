// SPDX-License-Identifier: Apache-2.0
#pragma once

// memscope-report subcommands register themselves here, one file each: the
// command's name, the input it reads, its options and what it runs. main.cpp
// parses every command line from this table with one parser (commandline.cpp):
// `--opt value` and `--opt=value` alike, the same errors, `--help` for each.

#include "core/profile/loader.h"

#include <QCoreApplication>
#include <QStringList>
#include <functional>
#include <map>
#include <memory>
#include <vector>

namespace memscope::report {

// Every text memscope-report prints to people, in the translation context "report":
// ReportText::tr("..."), QT_TRANSLATE_NOOP("memscope::report", "...") for the tables below.
struct ReportText
{
    Q_DECLARE_TR_FUNCTIONS(memscope::report)
};

struct Option
{
    const char* name; // "format", given as --format
    const char* valueName; // "FILE" in the usage; nullptr for a switch such as --json
    const char* description; // for --help, translated in the context "report" (QT_TRANSLATE_NOOP)
    std::vector<const char*> choices = {}; // when not empty, the value must be one of these
    bool wholeNumber = false; // the value must be a whole number of at least 0
    const char* fallback = nullptr; // the value when the option is not given
};

// The options every command that writes a report shares.
// `fallback` is the format when --format is not given. JSON, CSV, DOT and Chrome JSON are
// for programs: runCommand makes them untranslated in the C locale.
Option formatOption(std::vector<const char*> choices, const char* fallback);
Option outputOption();
Option runOption(); // the run of a trace folder

// A command line the parser accepted: the input and the options given.
class Arguments
{
public:
    QString input; // the first positional argument: a path, or "-" for standard input
    QStringList inputs; // every positional argument, as many as the command's `input` names
    bool isSet(const char* option) const { return m_values.count(QLatin1String(option)) > 0; }
    // The value given, else `fallback`, else the option's own fallback (Option::fallback).
    QString value(const char* option, const QString& fallback = {}) const;
    // For a wholeNumber option: the parser has checked the value.
    qint64 number(const char* option, qint64 fallback) const;

private:
    friend struct Parser;
    std::map<QString, QString> m_values; // option name (without "--") to value; "" for a switch
    std::map<QString, QString> m_fallbacks; // the options' own fallbacks
};

struct Command
{
    const char* name;
    const char* input; // the positional arguments in the usage, separated by spaces: "PATH", "FILE", "A B"
    const char* summary; // one sentence for --help (QT_TRANSLATE_NOOP("memscope::report", ...))
    std::vector<Option> options;
    std::function<int(const Arguments& arguments)> run; // returns the exit code
};

std::vector<Command>& commands();

struct Registration
{
    explicit Registration(Command command) { commands().push_back(std::move(command)); }
};

// "info PATH [--json] [--run NAME]": what follows "memscope-report " in a usage line.
QString synopsis(const Command& command);
// Parses the arguments after the command's name and runs it; prints the usage
// error or --help itself. Returns the exit code (2 for a usage error).
int runCommand(const Command& command, const QStringList& arguments);

// Output helpers: UTF-8 to stdout, errors to stderr with a trailing newline.
void printOut(const QString& text);
void printError(const QString& text);
// Each warning on stderr as "warning: ...".
void printWarnings(const QStringList& warnings);

// Loads `path` with the core loader (with `runName`, that run of a trace folder); prints the loader's
// error and returns null when it cannot. The profile's warnings are the caller's to show. Every
// command loads through here, so that refuseChangedInput() knows what its output was read from.
std::shared_ptr<const Profile> loadPath(const QString& path, const QString& runName = {});
// The command's input: loadPath(PATH, --run) for the commands that have --run.
std::shared_ptr<const Profile> loadInput(const Arguments& arguments);
// The one check before any output: when a file this command loaded changed while it was read (it
// shrank under a read, which saw zeros), prints the loader's message and returns true; the command
// then writes nothing and exits 1.
bool refuseChangedInput();
// A text table: each row a line of `indent` and its cells two spaces apart,
// each column as wide as its widest cell, without trailing spaces. The first
// column is left-aligned; the others too, or right-aligned for figures.
enum class LaterColumns
{
    LeftAligned,
    RightAligned,
};
QString textTable(const std::vector<QStringList>& rows, const QString& indent, LaterColumns alignment);

// Writes the report to `outputPath` (core/util/savefile.h), or to stdout when it is empty, unless
// refuseChangedInput(); prints the error and returns the exit code.
int writeReport(const QString& outputPath, const QByteArray& data);

} // namespace memscope::report
