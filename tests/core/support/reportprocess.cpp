// SPDX-License-Identifier: Apache-2.0
#include "core/support/reportprocess.h"

#include <QProcess>

namespace memscope::test {

QString reportProgram() { return QStringLiteral(MEMSCOPE_BINARY_DIR "/src/report/memscope-report"); }

ReportRun runProgram(const QString& program, const QStringList& arguments, const QByteArray& input,
    const QProcessEnvironment& environment)
{
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(program, arguments);
    process.write(input);
    process.closeWriteChannel();
    ReportRun run;
    if (!process.waitForFinished(120000)) {
        process.kill();
        process.waitForFinished();
        run.err = QStringLiteral("%1 did not finish within two minutes").arg(program);
        return run;
    }
    if (process.exitStatus() == QProcess::NormalExit)
        run.exitCode = process.exitCode();
    run.out = process.readAllStandardOutput();
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

ReportRun runReport(const QStringList& arguments, const QByteArray& input)
{
    return runProgram(reportProgram(), arguments, input);
}

} // namespace memscope::test
