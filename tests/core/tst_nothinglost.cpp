// SPDX-License-Identifier: Apache-2.0
// Nothing lost (issue 8): memscope-report never modifies what it reads, and a
// failed --output (full disk, read-only folder, a device that refuses the
// bytes) leaves the previous file intact and says why.
#include "core/profile/loader.h"
#include "core/support/readonlyfolder.h"
#include "generator/generator.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>
#include <map>
#include <sys/resource.h>
#include <unistd.h>

using namespace memscope;

namespace {

const QString kReport = QStringLiteral(MEMSCOPE_BINARY_DIR "/src/report/memscope-report");

// Every file under `root` with its SHA-256 and modification time: what must not change.
std::map<QString, QByteArray> fingerprint(const QString& root)
{
    std::map<QString, QByteArray> files;
    QDirIterator it(root, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile file(path);
        QByteArray print = "unreadable";
        if (file.open(QIODevice::ReadOnly)) {
            QCryptographicHash hash(QCryptographicHash::Sha256);
            hash.addData(&file);
            print
                = hash.result().toHex() + ' ' + QByteArray::number(QFileInfo(path).lastModified().toMSecsSinceEpoch());
        }
        files[path] = print;
    }
    return files;
}

struct Run
{
    int exitCode = -1;
    QString errorOutput;
};

// Runs memscope-report; `fileSizeLimit` > 0 makes every write past that many
// bytes fail with EFBIG, as a full disk fails writes (SIGXFSZ ignored so the
// process sees the error instead of being killed).
Run runReport(const QStringList& arguments, rlim_t fileSizeLimit = 0, const QString& program = kReport,
    const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment())
{
    QProcess process;
    process.setProcessEnvironment(environment);
    if (fileSizeLimit > 0) {
        process.setChildProcessModifier([fileSizeLimit] {
            std::signal(SIGXFSZ, SIG_IGN);
            const rlimit limit { fileSizeLimit, fileSizeLimit };
            setrlimit(RLIMIT_FSIZE, &limit);
        });
    }
    process.start(program, arguments);
    Run run;
    if (!process.waitForFinished(120000))
        return run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.errorOutput = QString::fromUtf8(process.readAllStandardError());
    return run;
}

// A copy of memscope-report that the user nobody can run: CI's checkout may
// lie in a folder only root can enter.
class ReportForNobody
{
public:
    bool prepare()
    {
        const auto everyone = QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadGroup
            | QFile::ExeGroup | QFile::ReadOther | QFile::ExeOther;
        return m_dir.isValid() && QFile::setPermissions(m_dir.path(), everyone) && QFile::copy(kReport, program())
            && QFile::setPermissions(program(), everyone);
    }
    QString program() const { return m_dir.filePath(QStringLiteral("memscope-report")); }
    // The sanitizer build's suppression file lies in the checkout too, and a
    // sanitizer that cannot read it stops the program; the report needs none.
    static QProcessEnvironment environment()
    {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        QStringList options
            = environment.value(QStringLiteral("LSAN_OPTIONS")).split(QLatin1Char(':'), Qt::SkipEmptyParts);
        options.removeIf([](const QString& option) { return option.startsWith(QLatin1String("suppressions=")); });
        environment.insert(QStringLiteral("LSAN_OPTIONS"), options.join(QLatin1Char(':')));
        return environment;
    }

private:
    QTemporaryDir m_dir;
};

bool writeText(const QString& path, const QByteArray& text)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(text) == text.size();
}

} // namespace

class TestNothingLost : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void reportNeverModifiesInputs();
    void fullDiskKeepsPreviousOutput();
    void deviceThatRefusesBytes();
    void readOnlyFolder();

private:
    QTemporaryDir m_inputs;
    QTemporaryDir m_outputs;
    QString m_profile;
};

void TestNothingLost::initTestCase()
{
    if (!QFileInfo::exists(kReport))
        QSKIP("memscope-report is not built");
    QVERIFY(m_inputs.isValid() && m_outputs.isValid());
    const QDir inputs(m_inputs.path());
    m_profile = inputs.filePath(QStringLiteral("tiny.xplane.pb"));
    QCOMPARE(generator::writeXSpace(generator::tinyOptions(4), m_profile), QString());
    QCOMPARE(generator::writeXSpace(
                 generator::tinyOptions(5, generator::Kind::Gpu), inputs.filePath(QStringLiteral("gpu.xplane.pb.gz"))),
        QString());
    generator::Options folder = generator::tinyOptions(6);
    folder.hosts = 2;
    QCOMPARE(generator::writeTraceFolder(folder, inputs.filePath(QStringLiteral("logdir"))), QString());
    for (const QString& fixture :
        { QStringLiteral("loader/small_module.textproto"), QStringLiteral("oom/tpu_hbm.log") })
        QVERIFY(QFile::copy(
            QStringLiteral(MEMSCOPE_TEST_DATA "/") + fixture, inputs.filePath(QFileInfo(fixture).fileName())));
}

// Every subcommand in every format on every kind of input: afterwards every
// input file has the same bytes and time, and no file appeared beside them.
void TestNothingLost::reportNeverModifiesInputs()
{
    const std::map<QString, QByteArray> before = fingerprint(m_inputs.path());
    const QDir inputs(m_inputs.path());
    const QStringList paths = { m_profile, inputs.filePath(QStringLiteral("gpu.xplane.pb.gz")),
        inputs.filePath(QStringLiteral("logdir")), inputs.filePath(QStringLiteral("small_module.textproto")),
        inputs.filePath(QStringLiteral("tpu_hbm.log")) };
    const std::vector<std::pair<QString, QStringList>> commands = {
        { QStringLiteral("info"), { QString(), QStringLiteral("--json") } },
        { QStringLiteral("overview"), { QStringLiteral("json"), QStringLiteral("text") } },
        { QStringLiteral("memory-profile"), { QStringLiteral("json"), QStringLiteral("text"), QStringLiteral("csv") } },
        { QStringLiteral("memory-viewer"),
            { QStringLiteral("json"), QStringLiteral("text"), QStringLiteral("csv"), QStringLiteral("dot") } },
        { QStringLiteral("oom-report"), { QStringLiteral("json"), QStringLiteral("text"), QStringLiteral("csv") } },
    };
    int succeeded = 0;
    for (const QString& path : paths) {
        for (const auto& [command, formats] : commands) {
            for (const QString& format : formats) {
                QStringList arguments { command, path };
                if (command == QLatin1String("info")) {
                    if (!format.isEmpty())
                        arguments << format;
                } else {
                    arguments << QStringLiteral("--format") << format << QStringLiteral("--output")
                              << QDir(m_outputs.path()).filePath(QStringLiteral("%1.%2").arg(command, format));
                }
                const Run run = runReport(arguments);
                QVERIFY2(run.exitCode >= 0, qPrintable(arguments.join(QLatin1Char(' '))));
                succeeded += run.exitCode == 0;
            }
        }
        // The GUI and the report open through the same loader.
        QVERIFY(loadProfile(path).profile || path.endsWith(QLatin1String(".log")));
    }
    QVERIFY2(succeeded >= 20, qPrintable(QString::number(succeeded)));
    const std::map<QString, QByteArray> after = fingerprint(m_inputs.path());
    QCOMPARE(after.size(), before.size());
    for (const auto& [path, print] : before)
        QVERIFY2(after.count(path) && after.at(path) == print, qPrintable(path));
}

// A disk that fills during the export: the previous file keeps its bytes, no
// temporary file is left behind, and the message names the file and the reason.
void TestNothingLost::fullDiskKeepsPreviousOutput()
{
    QTemporaryDir directory;
    const QString output = directory.filePath(QStringLiteral("overview.json"));
    const QByteArray previous = "the previous export\n";
    QVERIFY(writeText(output, previous));
    const Run run = runReport({ QStringLiteral("overview"), m_profile, QStringLiteral("--format"),
                                  QStringLiteral("json"), QStringLiteral("--output"), output },
        256);
    QVERIFY(run.exitCode > 0);
    QVERIFY2(run.errorOutput.contains(output), qPrintable(run.errorOutput));
    QVERIFY2(run.errorOutput.contains(QLatin1String("Cannot write")), qPrintable(run.errorOutput));
    QFile file(output);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), previous);
    QCOMPARE(
        QDir(directory.path()).entryList(QDir::Files | QDir::Hidden), QStringList { QStringLiteral("overview.json") });
}

void TestNothingLost::deviceThatRefusesBytes()
{
    if (!QFileInfo::exists(QStringLiteral("/dev/full")))
        QSKIP("this system has no /dev/full");
    for (const QString& command :
        { QStringLiteral("overview"), QStringLiteral("memory-profile"), QStringLiteral("memory-viewer") }) {
        const Run run = runReport({ command, m_profile, QStringLiteral("--format"), QStringLiteral("json"),
            QStringLiteral("--output"), QStringLiteral("/dev/full") });
        QVERIFY2(run.exitCode > 0, qPrintable(command));
        QVERIFY2(run.errorOutput.contains(QLatin1String("Cannot write /dev/full")), qPrintable(run.errorOutput));
    }
    QVERIFY(QFileInfo(QStringLiteral("/dev/full")).exists() && !QFileInfo(QStringLiteral("/dev/full")).isFile());
}

// The profile is read from the read-only folder and the output goes beside it.
void TestNothingLost::readOnlyFolder()
{
    test::ReadOnlyFolder folder;
    const QString profile = folder.filePath(QStringLiteral("tiny.xplane.pb"));
    QVERIFY(QFile::copy(m_profile, profile));
    QVERIFY(folder.lock());
    const QString output = folder.filePath(QStringLiteral("overview.json"));
    ReportForNobody report;
    QVERIFY(report.prepare());
    Run run;
    {
        const test::AsNobody nobody;
        if (nobody.failed())
            QSKIP("running as root and cannot act as the user nobody, so folder permissions do not apply");
        run = runReport({ QStringLiteral("overview"), profile, QStringLiteral("--output"), output }, 0,
            report.program(), ReportForNobody::environment());
    }
    QVERIFY(run.exitCode > 0);
    QVERIFY2(run.errorOutput.contains(QStringLiteral("Cannot write %1: Permission denied").arg(output)),
        qPrintable(run.errorOutput));
    QVERIFY(!QFileInfo::exists(output));
}

QTEST_GUILESS_MAIN(TestNothingLost)
#include "tst_nothinglost.moc"
