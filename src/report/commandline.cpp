// SPDX-License-Identifier: Apache-2.0
// The one parser of memscope-report's command lines, driven by each command's
// option table (command.h).
//
// Why not QCommandLineParser, which the window's few options use (app/commandline.cpp): a report
// command's table gives its synopsis, its --help, and the checks of each value (one of the
// choices, a whole number of at least 0) with one message each, in our three languages, and
// exit status 2. QCommandLineParser has no subcommands, checks no values (every check would follow
// the parse, apart from it), and writes its own "Unknown option" and "Missing value after" texts,
// which come from qtbase's catalogue: Debian ships none in Bengali. A port would keep the tables,
// the help and the checks, and replace only the loop in Parser::parse.

#include "command.h"
#include "core/util/translations.h"

#include <QCoreApplication>
#include <algorithm>
#include <optional>

namespace memscope::report {

namespace {

    QString optionUsage(const Option& option)
    {
        QString text = QStringLiteral("--") + QLatin1String(option.name);
        if (!option.choices.empty()) {
            QStringList choices;
            for (const char* choice : option.choices)
                choices << QLatin1String(choice);
            text += QLatin1Char(' ') + choices.join(QLatin1Char('|'));
        } else if (option.valueName) {
            text += QLatin1Char(' ') + QLatin1String(option.valueName);
        }
        return text;
    }

    // "json, text or csv"
    QString choiceList(const Option& option)
    {
        QStringList choices;
        for (const char* choice : option.choices)
            choices << QLatin1String(choice);
        const QString last = choices.takeLast();
        return choices.isEmpty() ? last : ReportText::tr("%1 or %2").arg(choices.join(QStringLiteral(", ")), last);
    }

    QString help(const Command& command)
    {
        QString text = ReportText::tr("Usage: memscope-report %1\n%2\n\nOptions:\n")
                           .arg(synopsis(command), ReportText::tr(command.summary));
        std::vector<std::pair<QString, QString>> rows;
        for (const Option& option : command.options)
            rows.emplace_back(optionUsage(option), ReportText::tr(option.description));
        rows.emplace_back(QStringLiteral("--help"), ReportText::tr("Show this help."));
        qsizetype width = 0;
        for (const auto& row : rows)
            width = std::max(width, row.first.size());
        for (const auto& [usage, description] : rows)
            text += QStringLiteral("  %1  %2\n").arg(usage, -static_cast<int>(width)).arg(description);
        return text;
    }

} // namespace

Option formatOption(std::vector<const char*> choices, const char* fallback)
{
    return { "format", "FORMAT", QT_TRANSLATE_NOOP("memscope::report", "What to print."), std::move(choices), false,
        fallback };
}

Option outputOption()
{
    return { "output", "FILE",
        QT_TRANSLATE_NOOP("memscope::report", "Write to this file (atomically) instead of standard output.") };
}

Option runOption()
{
    return { "run", "NAME",
        QT_TRANSLATE_NOOP("memscope::report", "The run of a trace folder to load (default: the newest).") };
}

QString Arguments::value(const char* option, const QString& fallback) const
{
    if (const auto found = m_values.find(QLatin1String(option)); found != m_values.end())
        return found->second;
    if (!fallback.isEmpty())
        return fallback;
    const auto own = m_fallbacks.find(QLatin1String(option));
    return own == m_fallbacks.end() ? QString() : own->second;
}

qint64 Arguments::number(const char* option, qint64 fallback) const
{
    return isSet(option) ? value(option).toLongLong() : fallback;
}

QString synopsis(const Command& command)
{
    QString text = QLatin1String(command.name) + QLatin1Char(' ') + QLatin1String(command.input);
    for (const Option& option : command.options)
        text += QStringLiteral(" [%1]").arg(optionUsage(option));
    return text;
}

// Fills Arguments from a command line; error() is "" when it was valid.
struct Parser
{
    const Command& command;
    Arguments parsed;
    bool helpAsked = false;

    QStringList inputNames() const { return QString::fromLatin1(command.input).split(QLatin1Char(' ')); }

    const Option* find(const QString& name) const
    {
        const auto option = std::find_if(command.options.begin(), command.options.end(),
            [&name](const Option& candidate) { return name == QLatin1String(candidate.name); });
        return option == command.options.end() ? nullptr : &*option;
    }

    QString check(const Option& option, const QString& value) const
    {
        if (!option.choices.empty()
            && std::none_of(option.choices.begin(), option.choices.end(),
                [&value](const char* choice) { return value == QLatin1String(choice); }))
            return ReportText::tr("Unknown %1 '%2' (use %3).")
                .arg(QLatin1String(option.name), value, choiceList(option));
        bool ok = !option.wholeNumber;
        if (option.wholeNumber && value.toLongLong(&ok) < 0)
            ok = false;
        if (!ok)
            return ReportText::tr("--%1 needs a whole number of at least 0, not '%2'.")
                .arg(QLatin1String(option.name), value);
        return {};
    }

    QString parse(const QStringList& arguments)
    {
        for (const Option& option : command.options) {
            if (option.fallback)
                parsed.m_fallbacks[QLatin1String(option.name)] = QLatin1String(option.fallback);
        }
        for (qsizetype i = 0; i < arguments.size(); ++i) {
            const QString& argument = arguments[i];
            if (argument == QLatin1String("-") || !argument.startsWith(QLatin1Char('-'))) {
                if (parsed.inputs.size() == inputNames().size())
                    return (inputNames().size() == 1 ? ReportText::tr("Only one %1 can be given; '%2' is one too many.")
                                                     : ReportText::tr("Only %1 can be given; '%2' is one too many."))
                        .arg(QLatin1String(command.input), argument);
                parsed.inputs << argument;
                parsed.input = parsed.inputs.first();
                continue;
            }
            if (argument == QLatin1String("--help") || argument == QLatin1String("-h")) {
                helpAsked = true;
                continue;
            }
            const qsizetype equals = argument.indexOf(QLatin1Char('='));
            const QString name = argument.mid(2, equals < 0 ? -1 : equals - 2);
            const Option* option = argument.startsWith(QLatin1String("--")) ? find(name) : nullptr;
            if (!option)
                return ReportText::tr("Unknown option '%1'.").arg(equals < 0 ? argument : argument.left(equals));
            std::optional<QString> value;
            if (equals >= 0)
                value = argument.mid(equals + 1);
            if (!option->valueName) {
                if (value)
                    return ReportText::tr("Option --%1 takes no value.").arg(name);
                parsed.m_values[name] = QString();
                continue;
            }
            if (!value && i + 1 < arguments.size())
                value = arguments[++i];
            if (!value)
                return ReportText::tr("Option --%1 needs a value.").arg(name);
            if (const QString error = check(*option, *value); !error.isEmpty())
                return error;
            parsed.m_values[name] = *value;
        }
        if (parsed.inputs.size() < inputNames().size() && !helpAsked)
            return ReportText::tr("No %1 given.").arg(inputNames().at(parsed.inputs.size()));
        return {};
    }
};

int runCommand(const Command& command, const QStringList& arguments)
{
    Parser parser { command, {} };
    const QString error = parser.parse(arguments);
    if (parser.helpAsked) {
        printOut(help(command));
        return 0;
    }
    if (!error.isEmpty()) {
        printError(ReportText::tr("%1: %2\nUsage: memscope-report %3\nTry 'memscope-report %1 --help'.")
                       .arg(QLatin1String(command.name), error, synopsis(command)));
        return 2;
    }
    // Output for programs is the same bytes in every locale: made untranslated in the C locale
    // (that run's messages on stderr are English too, since a report embeds some of them).
    const Arguments& parsed = parser.parsed;
    const QString format = parsed.isSet("json") ? QStringLiteral("json") : parsed.value("format");
    const bool forPrograms = QStringList { QStringLiteral("json"), QStringLiteral("csv"), QStringLiteral("dot"),
        QStringLiteral("chrome-json") }
                                 .contains(format);
    std::optional<UntranslatedScope> untranslated;
    if (forPrograms)
        untranslated.emplace();
    return command.run(parsed);
}

} // namespace memscope::report
