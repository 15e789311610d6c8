// SPDX-License-Identifier: Apache-2.0
#include "command.h"
#include "core/util/savefile.h"
#include "core/util/translations.h"

#include <QCoreApplication>
#include <algorithm>

namespace memscope::report {

std::vector<Command>& commands()
{
    static std::vector<Command> registered;
    return registered;
}

void printOut(const QString& text)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<size_t>(bytes.size()), stdout);
}

void printError(const QString& text)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<size_t>(bytes.size()), stderr);
    if (!text.endsWith(QLatin1Char('\n')))
        std::fputc('\n', stderr);
}

void printWarnings(const QStringList& warnings)
{
    for (const QString& warning : warnings)
        printError(ReportText::tr("warning: %1").arg(warning));
}

QString textTable(const std::vector<QStringList>& rows, const QString& indent, LaterColumns alignment)
{
    std::vector<qsizetype> widths;
    for (const QStringList& row : rows) {
        widths.resize(std::max(widths.size(), static_cast<size_t>(row.size())), 0);
        for (qsizetype column = 0; column < row.size(); ++column)
            widths[static_cast<size_t>(column)] = std::max(widths[static_cast<size_t>(column)], row[column].size());
    }
    QString text;
    for (const QStringList& row : rows) {
        QString line = indent;
        for (qsizetype column = 0; column < row.size(); ++column) {
            const qsizetype width = widths[static_cast<size_t>(column)];
            if (column > 0)
                line += QStringLiteral("  ");
            line += column == 0 || alignment == LaterColumns::LeftAligned ? row[column].leftJustified(width)
                                                                          : row[column].rightJustified(width);
        }
        while (line.endsWith(QLatin1Char(' ')))
            line.chop(1);
        text += line + QLatin1Char('\n');
    }
    return text;
}

namespace {

    // What this command loaded: what any output it writes was read from.
    std::vector<std::weak_ptr<const Profile>>& loadedProfiles()
    {
        static std::vector<std::weak_ptr<const Profile>> profiles;
        return profiles;
    }

} // namespace

std::shared_ptr<const Profile> loadPath(const QString& path, const QString& runName)
{
    LoadOptions options;
    options.runName = runName;
    LoadOutcome outcome = loadProfile(path, options);
    if (!outcome.profile) {
        printError(outcome.error);
        return nullptr;
    }
    loadedProfiles().push_back(outcome.profile);
    return std::move(outcome.profile);
}

std::shared_ptr<const Profile> loadInput(const Arguments& arguments)
{
    return loadPath(arguments.input, arguments.value("run"));
}

bool refuseChangedInput()
{
    for (const std::weak_ptr<const Profile>& loaded : loadedProfiles()) {
        if (const std::shared_ptr<const Profile> profile = loaded.lock()) {
            if (const QString changed = changedWhileRead(*profile); !changed.isEmpty()) {
                printError(changed);
                return true;
            }
        }
    }
    return false;
}

int writeReport(const QString& outputPath, const QByteArray& data)
{
    if (refuseChangedInput())
        return 1;
    if (outputPath.isEmpty()) {
        printOut(QString::fromUtf8(data));
        return 0;
    }
    if (const QString error = writeFileAtomically(outputPath, data); !error.isEmpty()) {
        printError(error);
        return 1;
    }
    return 0;
}

namespace {

    QString usage()
    {
        QString text = ReportText::tr("Usage: memscope-report COMMAND PATH [OPTIONS]\n\nCommands:\n");
        std::vector<Command> sorted = commands();
        std::sort(sorted.begin(), sorted.end(),
            [](const Command& a, const Command& b) { return qstrcmp(a.name, b.name) < 0; });
        for (const Command& command : sorted)
            text += QStringLiteral("  memscope-report %1\n").arg(synopsis(command));
        return text + ReportText::tr("\n'memscope-report COMMAND --help' describes a command.\n");
    }

} // namespace
} // namespace memscope::report

int main(int argc, char** argv)
{
    using namespace memscope::report;
    memscope::preferUtf8ForThePosixLocale();
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("memscope-report"));
    QCoreApplication::setApplicationVersion(QStringLiteral(MEMSCOPE_VERSION));
    // The language of LC_ALL, LC_MESSAGES, LANG (and LANGUAGE) for the text output and the messages.
    memscope::installTranslations(QLocale::system());
    QStringList arguments = QCoreApplication::arguments().mid(1);
    if (arguments.isEmpty() || arguments.first() == QLatin1String("--help")
        || arguments.first() == QLatin1String("-h")) {
        printOut(usage());
        return arguments.isEmpty() ? 2 : 0;
    }
    if (arguments.first() == QLatin1String("--version")) {
        printOut(QStringLiteral("memscope-report %1\n").arg(QCoreApplication::applicationVersion()));
        return 0;
    }
    const QString name = arguments.takeFirst();
    for (const Command& command : commands()) {
        if (name == QLatin1String(command.name))
            return runCommand(command, arguments);
    }
    printError(ReportText::tr("Unknown command '%1'.\n\n%2").arg(name, usage()));
    return 2;
}
