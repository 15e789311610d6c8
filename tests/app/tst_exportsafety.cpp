// SPDX-License-Identifier: Apache-2.0
// Nothing lost in the GUI (issue 8): opening a profile and exporting every
// page leaves the input byte for byte as it was; an export that fails midway
// (a full disk), into a read-only folder or onto a device leaves the previous
// file intact and names the file and the reason.
#include "core/support/readonlyfolder.h"
#include "document/profiledocument.h"
#include "document/toolpage.h"
#include "export/export.h"
#include "generator/generator.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>
#include <sys/resource.h>

using namespace memscope;

namespace {

QByteArray checksum(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(&file);
    return hash.result().toHex() + ' ' + QByteArray::number(QFileInfo(path).lastModified().toMSecsSinceEpoch());
}

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// While alive, every write of this process past `bytes` in a file fails with
// EFBIG, as writes fail on a full disk.
class FileSizeLimit
{
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        getrlimit(RLIMIT_FSIZE, &m_saved);
        m_previousHandler = std::signal(SIGXFSZ, SIG_IGN);
        const rlimit limit { bytes, m_saved.rlim_max };
        setrlimit(RLIMIT_FSIZE, &limit);
    }
    ~FileSizeLimit()
    {
        setrlimit(RLIMIT_FSIZE, &m_saved);
        std::signal(SIGXFSZ, m_previousHandler);
    }
    FileSizeLimit(const FileSizeLimit&) = delete;
    FileSizeLimit& operator=(const FileSizeLimit&) = delete;

private:
    rlimit m_saved {};
    void (*m_previousHandler)(int) = nullptr;
};

} // namespace

class TestExportSafety : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // Open a generated profile in a document, export every page in every
    // format: the input has the same checksum and time as before.
    void openAndExportNeverModifyTheInput()
    {
        QTemporaryDir folder;
        const QString input = folder.filePath(QStringLiteral("profile.xplane.pb"));
        QCOMPARE(generator::writeXSpace(generator::tinyOptions(8), input), QString());
        const QByteArray before = checksum(input);

        ProfileDocument document;
        createToolPages(document);
        document.resize(1200, 800);
        document.show();
        QSignalSpy shown(&document, &ProfileDocument::profileShown);
        document.open(input);
        QVERIFY(shown.wait(60000));
        const QString exports = folder.filePath(QStringLiteral("exports"));
        QVERIFY(QDir().mkpath(exports));
        int pagesExported = 0;
        for (ToolPage* page : document.toolPages()) {
            if (page->exportTargets().isEmpty())
                continue;
            // As a user does: the page is shown (laid out) before its views are exported.
            document.toolTabs()->setCurrentWidget(dynamic_cast<QWidget*>(page));
            QTest::qWait(200);
            QString error;
            QVERIFY2(page->exportAll(
                         exports, { QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf") }, &error),
                qPrintable(error));
            ++pagesExported;
        }
        QVERIFY(pagesExported > 0);
        QVERIFY(!QDir(exports).entryList(QDir::Files).isEmpty());
        QCOMPARE(checksum(input), before);
        QCOMPARE(QDir(folder.path()).entryList(QDir::Files), QStringList { QStringLiteral("profile.xplane.pb") });
    }

    // Every export function with writes failing after 64 bytes: false, a
    // message with the path, the old file untouched, no temporary file left.
    void fullDiskKeepsTheOldFile_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::newRow("png") << QStringLiteral("png");
        QTest::newRow("svg") << QStringLiteral("svg");
        QTest::newRow("pdf") << QStringLiteral("pdf");
        QTest::newRow("csv") << QStringLiteral("csv");
    }
    void fullDiskKeepsTheOldFile()
    {
        QFETCH(QString, kind);
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("view.") + kind);
        QString error;
        QVERIFY(writeTextFile(path, "old\n", &error));
        QLabel label(QStringLiteral("Memory at the peak, a label wide enough to need more than 64 bytes"));
        label.resize(400, 120);
        QStandardItemModel model(200, 3);
        for (int row = 0; row < model.rowCount(); ++row)
            model.setData(model.index(row, 0), QStringLiteral("buffer %1").arg(row));
        bool written = true;
        {
            const FileSizeLimit full(64);
            if (kind == QLatin1String("csv"))
                written = writeTextFile(path, modelToCsv(model), &error);
            else
                written = exportView({ QStringLiteral("view"), QStringLiteral("View"), &label }, path,
                    *imageFormatFromName(kind), &error);
        }
        QVERIFY(!written);
        QVERIFY2(error.contains(path), qPrintable(error));
        QCOMPARE(readAll(path), QByteArray("old\n"));
        QCOMPARE(
            QDir(folder.path()).entryList(QDir::Files | QDir::Hidden), QStringList { QStringLiteral("view.") + kind });
    }

    // A device as the target is written in place, as memscope-report does
    // (core/util/savefile.h): run as root, an atomic rename would replace the
    // device node. A device that refuses the bytes fails the export.
    void deviceIsWrittenInPlace()
    {
        QLabel label(QStringLiteral("x"));
        label.resize(50, 20);
        const QString null = QStringLiteral("/dev/null");
        if (!QFileInfo::exists(null))
            QSKIP("this system has no /dev/null");
        QString written;
        QVERIFY2(writeTextFile(null, "bytes\n", &written), qPrintable(written));
        for (const ImageFormat format : { ImageFormat::Png, ImageFormat::Svg, ImageFormat::Pdf })
            QVERIFY2(exportView({ QStringLiteral("view"), QStringLiteral("View"), &label }, null, format, &written),
                qPrintable(written));
        QVERIFY(!QFileInfo(null).isFile());

        const QString device = QStringLiteral("/dev/full");
        if (!QFileInfo::exists(device))
            QSKIP("this system has no /dev/full");
        QString error;
        QVERIFY(!writeTextFile(device, "bytes\n", &error));
        QVERIFY2(error.contains(device), qPrintable(error));
        QVERIFY(
            !exportView({ QStringLiteral("view"), QStringLiteral("View"), &label }, device, ImageFormat::Png, &error));
        QVERIFY2(error.contains(device), qPrintable(error));
        QVERIFY(!QFileInfo(device).isFile());
    }

    void readOnlyFolder()
    {
        test::ReadOnlyFolder folder;
        QVERIFY(folder.lock());
        const QString path = folder.filePath(QStringLiteral("table.csv"));
        QString error;
        bool written = true;
        {
            const test::AsNobody nobody;
            if (nobody.failed())
                QSKIP("running as root and cannot act as the user nobody, so folder permissions do not apply");
            written = writeTextFile(path, "a,b\r\n", &error);
        }
        QVERIFY(!written);
        QCOMPARE(error, QStringLiteral("Cannot write %1: Permission denied").arg(path));
        QVERIFY(!QFileInfo::exists(path));
    }
};

QTEST_MAIN(TestExportSafety)
#include "tst_exportsafety.moc"
