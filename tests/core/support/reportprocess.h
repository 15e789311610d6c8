// SPDX-License-Identifier: Apache-2.0
#pragma once

// memscope-report run as a user runs it, for the command-line tests.

#include <QByteArray>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace memscope::test {

struct ReportRun
{
    int exitCode = -1; // -1 when the program crashed or did not finish
    QByteArray out; // raw: JSON, CSV and images are bytes
    QString err; // messages for the user
    QString outText() const { return QString::fromUtf8(out); }
};

// The memscope-report of this build.
QString reportProgram();

// Runs program (a copy of memscope-report, say) with arguments, writing input
// to its standard input, and waits up to two minutes.
ReportRun runProgram(const QString& program, const QStringList& arguments, const QByteArray& input = {},
    const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment());

// memscope-report with arguments (the subcommand first).
ReportRun runReport(const QStringList& arguments, const QByteArray& input = {});

} // namespace memscope::test
