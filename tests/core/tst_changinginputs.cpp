// SPDX-License-Identifier: Apache-2.0
// Files that change, never end or explode (issue 20): a file that shrinks
// while it is parsed, a gzip bomb, /dev/zero, a FIFO without a writer. Each
// ends in a result or a message that names the file and the bound, never in a
// signal, a hang or an unbounded buffer.
#include "core/format/inputfile.h"
#include "core/format/mappedfile.h"
#include "core/format/readlimits.h"
#include "core/profile/loader.h"
#include "core/support/reportprocess.h"
#include "core/support/testdata.h"
#include "core/trace/tracebuilder.h"
#include "core/trace/traceexport.h"
#include "generator/generator.h"

#include <QBuffer>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

using namespace memscope;

namespace {

// Truncates (or extends) each file the loader maps, right after mapping and
// before anything of it is read, while it lives.
class ResizeAfterMapping
{
public:
    explicit ResizeAfterMapping(std::function<void(const QString& path)> change)
    {
        format::setAfterMappingHookForTesting(std::move(change));
    }
    ~ResizeAfterMapping() { format::setAfterMappingHookForTesting({}); }
    Q_DISABLE_COPY_MOVE(ResizeAfterMapping)
};

std::function<void(const QString&)> truncateTo(qint64 size, const QString& only = {})
{
    return [size, only](const QString& path) {
        if (only.isEmpty() || path == only)
            QVERIFY(QFile::resize(path, size));
    };
}

// Sets an environment variable while it lives.
class Environment
{
public:
    Environment(const char* name, const QByteArray& value)
        : m_name(name)
    {
        qputenv(name, value);
    }
    ~Environment() { qunsetenv(m_name); }
    Q_DISABLE_COPY_MOVE(Environment)

private:
    const char* m_name;
};

QByteArray readFile(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QByteArray largeXSpace()
{
    return test::serialize(test::makeXSpace({ { "jit_a", 1 }, { "jit_b", 2 } }, test::MetadataLayout::Newer, 20000));
}

// The loader's message for `path`, which had `opened` bytes when it was opened and has `now`.
QString changedMessage(const QString& path, qint64 opened, qint64 now)
{
    return QStringLiteral("%1: the file changed while it was read (%2 bytes when opened, %3 bytes now); open it "
                          "again once it is complete")
        .arg(path)
        .arg(opened)
        .arg(now);
}

// Writes `content` into the FIFO `path` once a reader opens it (for at most
// 10 s), then `repeat` more times or, with repeat < 0, until the reader goes.
class FifoWriter
{
public:
    FifoWriter(const QString& path, QByteArray content, int repeat)
        : m_thread([path, content = std::move(content), repeat] {
            int fd = -1;
            for (int attempt = 0; attempt < 1000 && fd < 0; ++attempt) {
                fd = ::open(QFile::encodeName(path).constData(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
                if (fd < 0)
                    usleep(10'000); // ENXIO: no reader yet
            }
            if (fd < 0)
                return;
            fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
            for (int round = 0; repeat < 0 || round <= repeat; ++round) {
                if (write(fd, content.constData(), size_t(content.size())) < 0)
                    break; // EPIPE: the reader has closed its end
            }
            close(fd);
        })
    {
    }
    ~FifoWriter() { m_thread.join(); }
    Q_DISABLE_COPY_MOVE(FifoWriter)

private:
    std::thread m_thread;
};

// Stands for the SIGBUS handler a process had before Memscope's (QtTest's,
// a crash reporter's): says it was called, returns, and was installed with
// SA_RESETHAND, so the fault it returns to ends the process.
int g_previousHandlerPipe = -1;
void previousBusErrorHandler(int)
{
    const char called = 'p';
    if (write(g_previousHandlerPipe, &called, 1) != 1)
        _exit(5);
}

} // namespace

class TestChangingInputs : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // A FIFO writer whose reader has gone gets EPIPE instead of the signal.
        signal(SIGPIPE, SIG_IGN);
        // Before the first mapping installs Memscope's handler, which keeps this one.
        int fds[2];
        QCOMPARE(pipe2(fds, O_CLOEXEC | O_NONBLOCK), 0);
        m_previousHandlerCalls = fds[0];
        g_previousHandlerPipe = fds[1];
        struct sigaction previous
        {
        };
        previous.sa_handler = &previousBusErrorHandler;
        previous.sa_flags = SA_RESETHAND;
        sigemptyset(&previous.sa_mask);
        QCOMPARE(sigaction(SIGBUS, &previous, nullptr), 0);
    }

    // The profile re-captured into the path being opened: truncated after it
    // was mapped. Today's mapping raises SIGBUS on the first page past the new
    // end; the load must fail with the sizes instead.
    void aFileThatShrinksWhileReadFailsWithItsSizes_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<qint64>("keep");
        const QByteArray xspace = largeXSpace();
        QTest::newRow("XSpace, to one page") << QStringLiteral("host.xplane.pb") << xspace << qint64(4096);
        QTest::newRow("XSpace, to nothing") << QStringLiteral("host.xplane.pb") << xspace << qint64(0);
        QTest::newRow("gzip XSpace") << QStringLiteral("host.xplane.pb.gz") << test::gzipCompress(xspace)
                                     << qint64(4096);
        QTest::newRow("binary HloProto") << QStringLiteral("module.hlo.pb")
                                         << test::serialize(test::makeHloProto({ "jit_m", 1, { 0, 1 }, 2000 }))
                                         << qint64(0);
        QTest::newRow("text HloProto") << QStringLiteral("module.hlo.textproto")
                                       << readFile(QStringLiteral(MEMSCOPE_TEST_DATA "/two_modules_a.hlo.textproto"))
                                       << qint64(0);
        QTest::newRow("OOM log") << QStringLiteral("oom.log")
                                 << readFile(QStringLiteral(MEMSCOPE_TEST_DATA "/oom/two_reports.log")) << qint64(0);
    }
    void aFileThatShrinksWhileReadFailsWithItsSizes()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, content);
        QFETCH(qint64, keep);
        QVERIFY(content.size() > keep);
        const QString path = test::writeInput(m_dir, name, content);
        const ResizeAfterMapping shrink(truncateTo(keep));
        const LoadOutcome outcome = loadProfile(path);
        QVERIFY(!outcome.profile);
        QCOMPARE(outcome.error, changedMessage(path, content.size(), keep));
    }

    // The Memory Viewer reads a module's rows from the mapped file after the
    // load (memscope-report memory-viewer, the window): a file that shrinks in
    // between gives the load's message, not the rows of the zeros read.
    void aModulesRowsFailWhenTheFileShrankSinceTheLoad()
    {
        const ShrunkSinceLoad shrunk = loadThenShrink(QStringLiteral("rows.xplane.pb"));
        QVERIFY2(shrunk.profile, qPrintable(shrunk.path));
        QString error;
        QVERIFY(!shrunk.profile->modules.back().rowsForBuffers(&error));
        QCOMPARE(error, changedMessage(shrunk.path, shrunk.size, 4096));
    }

    // The trace reads the bytes the loaded profile holds, never the file again: a file cut after the
    // load gives the load's message, not a trace of the zeros read (nor of a file opened anew).
    void aTraceOfAFileThatShrankSinceTheLoadFails()
    {
        const ShrunkSinceLoad shrunk = loadThenShrink(QStringLiteral("trace.xplane.pb"));
        QVERIFY2(shrunk.profile, qPrintable(shrunk.path));
        const trace::TraceBuildOutcome built = trace::buildTrace(trace::traceInputs(*shrunk.profile));
        QVERIFY(!built.model);
        QCOMPARE(built.error, changedMessage(shrunk.path, shrunk.size, 4096));
    }

    // The export reads the events' arguments from the hosts' bytes again: a file cut after the trace
    // was built is said after the write (the caller then drops what was written).
    void aTraceExportNamesAFileThatShrankUnderIt()
    {
        const QString path = m_dir.filePath(QStringLiteral("export.xplane.pb"));
        QVERIFY(generator::writeXSpace(generator::tinyOptions(), path).isEmpty());
        const LoadOutcome outcome = loadProfile(path);
        QVERIFY2(outcome.profile, qPrintable(outcome.error));
        const trace::TraceBuildOutcome built = trace::buildTrace(trace::traceInputs(*outcome.profile));
        QVERIFY2(built.model, qPrintable(built.error));
        QVERIFY(built.model->changedWhileRead().isEmpty());
        const qint64 size = QFileInfo(path).size();
        QVERIFY(QFile::resize(path, 4096));
        QBuffer written;
        QVERIFY(written.open(QIODevice::WriteOnly));
        trace::writeChromeJson(*built.model, {}, written);
        QCOMPARE(built.model->changedWhileRead(), changedMessage(path, size, 4096));
    }

    // The same of a Chrome trace JSON, whose events' args are read from the JSON again when written.
    void aChromeTraceExportNamesAFileThatShrankUnderIt()
    {
        QFile json(QStringLiteral(MEMSCOPE_TEST_DATA "/trace/phases.trace.json"));
        QVERIFY(json.open(QIODevice::ReadOnly));
        QByteArray text = json.readAll();
        // The events past the first page.
        text.insert(text.indexOf('[') + 1,
            R"({"ph":"M","name":"padding","pid":7,"args":{"text":")" + QByteArray(8192, 'x') + R"("}},)");
        const QString path = m_dir.filePath(QStringLiteral("export.trace.json"));
        QVERIFY(test::writeFile(path, text));
        const LoadOutcome outcome = loadProfile(path);
        QVERIFY2(outcome.profile, qPrintable(outcome.error));
        const trace::TraceBuildOutcome built = trace::buildTrace(trace::traceInputs(*outcome.profile));
        QVERIFY2(built.model, qPrintable(built.error));
        QVERIFY(built.model->changedWhileRead().isEmpty());
        QBuffer whole;
        QVERIFY(whole.open(QIODevice::WriteOnly));
        QVERIFY(trace::writeChromeJson(*built.model, {}, whole));
        QVERIFY(whole.data().contains("\"ratio\""));
        QVERIFY(QFile::resize(path, 4096));
        QBuffer written;
        QVERIFY(written.open(QIODevice::WriteOnly));
        trace::writeChromeJson(*built.model, {}, written);
        QCOMPARE(built.model->changedWhileRead(), changedMessage(path, text.size(), 4096));
    }

    // A profile re-captured into the path while memscope-report reads it: each command stops with the
    // loader's message and a non-zero status, and writes nothing (a file written is never moved into
    // place). The command is caught once it has mapped the file, stopped, the file cut to one page,
    // and let go on.
    void everyCommandStopsOnAFileThatShrinksWhileItReads_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("trace, CSV to a file") << QStringList { QStringLiteral("trace"), QStringLiteral("--format"),
            QStringLiteral("csv"), QStringLiteral("--output") };
        QTest::newRow("memory-profile") << QStringList { QStringLiteral("memory-profile"), QStringLiteral("--output") };
        QTest::newRow("overview") << QStringList { QStringLiteral("overview"), QStringLiteral("--output") };
        QTest::newRow("memory-viewer") << QStringList { QStringLiteral("memory-viewer"), QStringLiteral("--output") };
    }
    void everyCommandStopsOnAFileThatShrinksWhileItReads()
    {
        QFETCH(QStringList, arguments);
        const QString path = m_dir.filePath(QStringLiteral("recaptured.xplane.pb"));
        QVERIFY(generator::writeXSpace(generator::scaledOptions(4), path).isEmpty());
        const qint64 size = QFileInfo(path).size();
        const QString output = m_dir.filePath(QStringLiteral("report.out"));
        QFile::remove(output);
        QProcess report;
        report.start(test::reportProgram(), QStringList { arguments.first(), path } + arguments.mid(1) << output);
        QVERIFY(report.waitForStarted());
        const pid_t pid = pid_t(report.processId());
        const QString maps = QStringLiteral("/proc/%1/maps").arg(pid);
        QElapsedTimer waited;
        waited.start();
        bool mapped = false;
        while (!mapped && waited.elapsed() < 20000 && report.state() == QProcess::Running) {
            QFile file(maps);
            mapped = file.open(QIODevice::ReadOnly) && file.readAll().contains(QFile::encodeName(path));
        }
        QVERIFY2(mapped, "memscope-report never mapped the file");
        QCOMPARE(kill(pid, SIGSTOP), 0);
        QVERIFY(QFile::resize(path, 4096));
        QCOMPARE(kill(pid, SIGCONT), 0);
        QVERIFY(report.waitForFinished(120000));
        const QString err = QString::fromUtf8(report.readAllStandardError());
        QCOMPARE(report.exitStatus(), QProcess::NormalExit);
        QVERIFY2(report.exitCode() != 0, qPrintable(err));
        QVERIFY2(err.contains(changedMessage(path, size, 4096)), qPrintable(err));
        QVERIFY(report.readAllStandardOutput().isEmpty());
        QVERIFY2(!QFileInfo::exists(output), "a partial output was moved into place");
    }

    // One host of a trace folder shrinks: the other hosts load, the shrunk
    // one is named in a warning; the flag of one load is not another's.
    void aShrunkHostOfATraceFolderIsAWarning()
    {
        const QByteArray content = largeXSpace();
        const QString shrunk = test::writeInput(
            m_dir, QStringLiteral("logdir/plugins/profile/2026_01_01_00_00_00/a.xplane.pb"), content);
        test::writeInput(m_dir, QStringLiteral("logdir/plugins/profile/2026_01_01_00_00_00/b.xplane.pb"), content);
        const ResizeAfterMapping shrink(truncateTo(4096, shrunk));
        const LoadOutcome outcome = loadProfile(m_dir.filePath(QStringLiteral("logdir")));
        QVERIFY2(outcome.profile, qPrintable(outcome.error));
        QCOMPARE(outcome.profile->hosts.size(), size_t(1));
        QCOMPARE(outcome.profile->hosts[0].hostName, QStringLiteral("b"));
        QVERIFY2(
            outcome.profile->warnings.join(QLatin1Char('\n'))
                .contains(
                    QStringLiteral("%1: the file changed while it was read").arg(QDir::toNativeSeparators(shrunk))),
            qPrintable(outcome.profile->warnings.join(QLatin1Char('\n'))));
    }

    // Below the loader: a shrunk mapping reads zeros past the new end and is
    // flagged; another mapping, of a file that did not change, is not.
    void aShrunkMappingReadsZerosAndOnlyItIsFlagged()
    {
        const QString shrinking = test::writeInput(m_dir, QStringLiteral("pages.bin"), QByteArray(5 * 4096, 'x'));
        const QString steady = test::writeInput(m_dir, QStringLiteral("steady.bin"), QByteArray(5 * 4096, 'y'));
        const int shrinkingFd = ::open(QFile::encodeName(shrinking).constData(), O_RDONLY | O_CLOEXEC);
        const int steadyFd = ::open(QFile::encodeName(steady).constData(), O_RDONLY | O_CLOEXEC);
        QString error;
        const std::unique_ptr<format::MappedFile> a = format::MappedFile::map(shrinkingFd, 5 * 4096, error);
        const std::unique_ptr<format::MappedFile> b = format::MappedFile::map(steadyFd, 5 * 4096, error);
        QVERIFY2(a && b, qPrintable(error));
        QVERIFY(QFile::resize(shrinking, 4096));
        const volatile char* bytes = a->data();
        // Copied out of the volatile view first: Qt 6.8's QCOMPARE takes no volatile operand.
        const char first = bytes[0];
        const char beyondEnd = bytes[3 * 4096 + 7];
        const char atEnd = bytes[2 * 4096];
        QCOMPARE(first, 'x');
        QCOMPARE(beyondEnd, '\0');
        QCOMPARE(atEnd, '\0');
        QVERIFY(a->faulted());
        QCOMPARE(b->data()[4 * 4096], 'y');
        QVERIFY(!b->faulted());
        close(shrinkingFd);
        close(steadyFd);
    }

    // The handler only repairs mappings of a load: any other bus error goes
    // to the handler that was there before, and still ends the process.
    void aBusErrorElsewhereStillEndsTheProcess()
    {
        const QString mine = test::writeInput(m_dir, QStringLiteral("mine.bin"), QByteArray(4096, 'm'));
        const QString other = test::writeInput(m_dir, QStringLiteral("other.bin"), QByteArray(3 * 4096, 'o'));
        const int mineFd = ::open(QFile::encodeName(mine).constData(), O_RDONLY | O_CLOEXEC);
        QString error;
        const std::unique_ptr<format::MappedFile> registered = format::MappedFile::map(mineFd, 4096, error);
        QVERIFY(registered); // the handler is installed
        const pid_t child = fork();
        if (child == 0) {
            const int fd = ::open(QFile::encodeName(other).constData(), O_RDWR);
            auto* page = static_cast<volatile char*>(mmap(nullptr, 3 * 4096, PROT_READ, MAP_SHARED, fd, 0));
            if (ftruncate(fd, 0) != 0)
                _exit(2);
            _exit(page[2 * 4096] == 'o' ? 3 : 4); // unreachable: SIGBUS
        }
        int status = 0;
        QCOMPARE(waitpid(child, &status, 0), child);
        QVERIFY2(WIFSIGNALED(status), qPrintable(QStringLiteral("exit status %1").arg(WEXITSTATUS(status))));
        QCOMPARE(WTERMSIG(status), SIGBUS);
        char called = 0;
        QCOMPARE(read(m_previousHandlerCalls, &called, 1), ssize_t(1));
        QCOMPARE(called, 'p');
        close(mineFd);
    }

    // The profiler appending to its log while it is read: what was there
    // when it was opened is read, and nothing after.
    void aFileThatGrowsIsReadUpToItsSizeWhenOpened()
    {
        const QByteArray report = readFile(QStringLiteral(MEMSCOPE_TEST_DATA "/oom/tpu_hbm.log"));
        const QString path = test::writeInput(m_dir, QStringLiteral("growing.log"), report);
        const ResizeAfterMapping grow([&report](const QString& mapped) {
            QFile file(mapped);
            QVERIFY(file.open(QIODevice::Append));
            file.write("\n" + report);
        });
        const LoadOutcome outcome = loadProfile(path);
        QVERIFY2(outcome.profile, qPrintable(outcome.error));
        QCOMPARE(outcome.profile->oomReports.size(), size_t(1));
    }

    // 8 GiB of zeros as 37 MB of gzip (here 8 MB: 128 members of 64 MiB):
    // refused by the first MiB decompressed, never decompressed whole.
    void aGzipBombOfZerosIsRefusedByItsHead()
    {
        const QByteArray member = test::gzipOfZeros(qint64(64) << 20);
        QByteArray bomb;
        for (int i = 0; i < 128; ++i)
            bomb += member;
        const QString path = test::writeInput(m_dir, QStringLiteral("bomb.xplane.pb.gz"), bomb);
        int furthest = 0;
        const LoadOutcome outcome = loadProfile(
            path, {}, [&furthest](int permille, const QString&) { furthest = std::max(furthest, permille); });
        QVERIFY(!outcome.profile);
        QVERIFY2(
            outcome.error.startsWith(path + QStringLiteral(": not a recognised profile")), qPrintable(outcome.error));
        QVERIFY2(outcome.error.endsWith(
                     QStringLiteral("(seen in its first 1.00 MiB decompressed; the rest was not decompressed)")),
            qPrintable(outcome.error));
        // Decompressing is half a gzip file's progress: a whole pass would reach 500.
        QVERIFY2(furthest < 10, qPrintable(QString::number(furthest)));
    }

    // A gzip file whose start is a profile but which expands past the read
    // limit: the message names the limit, how it is set and the ratio.
    void decompressionPastTheReadLimitNamesTheLimitAndTheRatio()
    {
        tensorflow::profiler::XSpace space;
        tensorflow::profiler::XPlane* plane = space.add_planes();
        plane->set_id(1);
        plane->set_name(std::string(size_t(64) << 20, 'a'));
        const QByteArray compressed = test::gzipCompress(test::serialize(space));
        const QString path = test::writeInput(m_dir, QStringLiteral("long.xplane.pb.gz"), compressed);
        const Environment limit(format::kReadLimitVariable, "8M");
        const LoadOutcome outcome = loadProfile(path);
        QVERIFY(!outcome.profile);
        QVERIFY2(outcome.error.startsWith(path + QStringLiteral(": decompressed data exceeds 8.00 MiB at byte ")),
            qPrintable(outcome.error));
        QVERIFY2(outcome.error.contains(QStringLiteral(" times as large; a decompression bomb?)")),
            qPrintable(outcome.error));
        QVERIFY2(outcome.error.endsWith(QStringLiteral(
                     "the most that is decompressed is the read limit of 8.00 MiB that MEMSCOPE_READ_LIMIT sets")),
            qPrintable(outcome.error));
    }

    void theDefaultReadLimitIsTheMachinesMemory()
    {
        qunsetenv(format::kReadLimitVariable);
        const format::ReadLimits limits = format::readLimits();
        QCOMPARE(limits.maxBytes, qint64(sysconf(_SC_PHYS_PAGES)) * qint64(sysconf(_SC_PAGESIZE)));
        QVERIFY(!limits.maxBytesFromEnvironment);
        QVERIFY(format::readLimitExplanation(limits).endsWith(QStringLiteral(
            "this machine's memory; set MEMSCOPE_READ_LIMIT (e.g. MEMSCOPE_READ_LIMIT=64G) to raise it")));
        const Environment set(format::kReadLimitVariable, "2G");
        QCOMPARE(format::readLimits().maxBytes, qint64(2) << 30);
    }

    // Endless devices: judged by their first MiB, never read into a buffer
    // without bound (today /dev/zero grows to gigabytes within seconds).
    void endlessDevicesEndWithAMessage_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("/dev/zero") << QStringLiteral("/dev/zero");
        QTest::newRow("/dev/urandom") << QStringLiteral("/dev/urandom");
    }
    void endlessDevicesEndWithAMessage()
    {
        QFETCH(QString, path);
        const LoadOutcome outcome = loadProfile(path);
        QVERIFY(!outcome.profile);
        QVERIFY2(
            outcome.error.startsWith(path + QStringLiteral(": not a recognised profile")), qPrintable(outcome.error));
        QVERIFY2(outcome.error.endsWith(QStringLiteral("(seen in its first 1.00 MiB; the rest was not read)")),
            qPrintable(outcome.error));
    }

    // Today opening a FIFO without a writer blocks for ever.
    void aFifoWithoutAWriterTimesOut()
    {
        const QString path = m_dir.filePath(QStringLiteral("silent.fifo"));
        QCOMPARE(mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        const Environment timeout(format::kReadTimeoutVariable, "0.5");
        const LoadOutcome outcome = loadProfile(path);
        QVERIFY(!outcome.profile);
        QCOMPARE(outcome.error,
            path
                + QStringLiteral(": nothing arrived for 0.5 s after byte 0 (a pipe that no program writes to?); "
                                 "MEMSCOPE_READ_TIMEOUT sets how many seconds to wait"));
    }

    void aFifoDeliversAProfile()
    {
        const QString path = m_dir.filePath(QStringLiteral("profile.fifo"));
        QCOMPARE(mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        const QByteArray content = test::gzipCompress(largeXSpace());
        LoadOutcome outcome;
        {
            const FifoWriter writer(path, content, 0);
            outcome = loadProfile(path);
        }
        QVERIFY2(outcome.profile, qPrintable(outcome.error));
        QCOMPARE(outcome.profile->modules.size(), size_t(2));
    }

    // A FIFO that delivers text without end stops at the read limit.
    void anEndlessFifoStopsAtTheReadLimit()
    {
        const QString path = m_dir.filePath(QStringLiteral("endless.fifo"));
        QCOMPARE(mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        const Environment limit(format::kReadLimitVariable, "4M");
        LoadOutcome outcome;
        {
            const FifoWriter writer(path, QByteArray(4096, 'y').append('\n'), -1);
            outcome = loadProfile(path);
        }
        QVERIFY(!outcome.profile);
        QCOMPARE(outcome.error,
            path
                + QStringLiteral(": more than 4.00 MiB arrived without an end; the most that is read is the read "
                                 "limit of 4.00 MiB that MEMSCOPE_READ_LIMIT sets"));
    }

private:
    struct ShrunkSinceLoad
    {
        QString path;
        qint64 size = 0; // when loaded
        std::shared_ptr<const Profile> profile; // nullptr when the load failed
    };
    // A large XSpace written to `name` and loaded, then cut to one page: what reads the file after
    // the load meets the cut.
    ShrunkSinceLoad loadThenShrink(const QString& name)
    {
        const QByteArray content = largeXSpace();
        ShrunkSinceLoad shrunk { test::writeInput(m_dir, name, content), content.size(), nullptr };
        shrunk.profile = loadProfile(shrunk.path).profile;
        if (!QFile::resize(shrunk.path, 4096))
            shrunk.profile = nullptr;
        return shrunk;
    }

    QTemporaryDir m_dir;
    int m_previousHandlerCalls = -1; // the read end of g_previousHandlerPipe
};

QTEST_GUILESS_MAIN(TestChangingInputs)
#include "tst_changinginputs.moc"
