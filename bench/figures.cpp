// SPDX-License-Identifier: Apache-2.0
#include "figures.h"

#include <QElapsedTimer>
#include <QFile>
#include <cstdio>
#include <ctime>
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace memscope::bench {

void print(const QString& text) { printText(text + QLatin1Char('\n')); }

void printText(const QString& text)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<size_t>(bytes.size()), stdout);
    std::fflush(stdout);
}

double processCpuMs()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    const auto ms = [](const timeval& time) { return time.tv_sec * 1e3 + time.tv_usec / 1e3; };
    return ms(usage.ru_utime) + ms(usage.ru_stime);
}

double threadCpuMs()
{
    timespec time {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time);
    return static_cast<double>(time.tv_sec) * 1e3 + static_cast<double>(time.tv_nsec) / 1e6;
}

qint64 statusBytes(const char* field)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray& line : status.readAll().split('\n')) {
        if (line.startsWith(field))
            return line.mid(qsizetype(qstrlen(field))).trimmed().split(' ').first().toLongLong() * 1024;
    }
    return 0;
}

void printError(const QString& text)
{
    const QByteArray bytes = (text + QLatin1Char('\n')).toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<size_t>(bytes.size()), stderr);
}

ChildResult runChild(const QStringList& command, const QString& stderrPath)
{
    ChildResult result;
    std::vector<QByteArray> storage;
    for (const QString& argument : command)
        storage.push_back(QFile::encodeName(argument));
    std::vector<char*> argv;
    for (QByteArray& argument : storage)
        argv.push_back(argument.data());
    argv.push_back(nullptr);
    const QByteArray errorPath = QFile::encodeName(stderrPath);

    QElapsedTimer timer;
    timer.start();
    const pid_t pid = fork();
    if (pid < 0)
        return result;
    if (pid == 0) {
        const int devNull = open("/dev/null", O_WRONLY);
        const int errors = open(errorPath.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        if (devNull >= 0)
            dup2(devNull, STDOUT_FILENO);
        if (errors >= 0)
            dup2(errors, STDERR_FILENO);
        execv(argv[0], argv.data());
        _exit(127);
    }
    int status = 0;
    rusage usage {};
    if (wait4(pid, &status, 0, &usage) != pid)
        return result;
    result.seconds = static_cast<double>(timer.nsecsElapsed()) / 1e9;
    result.started = true;
    result.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    result.peakRssBytes = static_cast<qint64>(usage.ru_maxrss) * 1024;
    auto seconds = [](const timeval& time) {
        return static_cast<double>(time.tv_sec) + static_cast<double>(time.tv_usec) / 1e6;
    };
    result.cpuSeconds = seconds(usage.ru_utime) + seconds(usage.ru_stime);
    QFile errors(stderrPath);
    if (errors.open(QIODevice::ReadOnly))
        result.stderrText = errors.readAll();
    return result;
}

} // namespace memscope::bench
