// SPDX-License-Identifier: Apache-2.0
// The one way each thing is done in core/util and its users: CSV fields and
// records, atomic writes (with the rule for devices), the default module.

#include "core/format/memoryspace.h"
#include "core/memoryviewer/defaultmodule.h"
#include "core/support/testdata.h"
#include "core/util/csv.h"
#include "core/util/printg17.h"
#include "core/util/savefile.h"
#include "op_metrics.pb.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <cstring>
#include <limits>
#include <random>

using namespace memscope;

using memscope::test::readFile;

class TestUtil : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void csvQuotesOnlyWhatNeedsIt()
    {
        QCOMPARE(csvField(QStringLiteral("plain")), QStringLiteral("plain"));
        QCOMPARE(csvField(QStringLiteral("a,b")), QStringLiteral("\"a,b\""));
        QCOMPARE(csvField(QStringLiteral("say \"hi\"")), QStringLiteral("\"say \"\"hi\"\"\""));
        QCOMPARE(csvField(QStringLiteral("two\nlines")), QStringLiteral("\"two\nlines\""));
        QCOMPARE(csvLine({ QStringLiteral("1"), QString(), QStringLiteral("x,y"), QStringLiteral("é") }),
            QStringLiteral("1,,\"x,y\",é\r\n"));
        QCOMPARE(csvLine({}), QStringLiteral("\r\n"));
    }

    // The shortest decimal that reads back as the same double, in the C locale whatever the user's.
    void csvNumbersAreShortestRoundTrip()
    {
        QLocale::setDefault(QLocale(QLocale::Turkish));
        QCOMPARE(csvNumber(1007000.0 / 1e6), QStringLiteral("1.007"));
        QCOMPARE(csvNumber(0.1 + 0.2), QStringLiteral("0.30000000000000004"));
        QCOMPARE(csvNumber(1000000.0), QStringLiteral("1000000"));
        QCOMPARE(csvNumber(0.0), QStringLiteral("0"));
        QCOMPARE(csvNumber(-2.5), QStringLiteral("-2.5"));
        QCOMPARE(csvNumber(0.00025), QStringLiteral("0.00025"));
        QCOMPARE(csvNumber(1e-7), QStringLiteral("1e-07"));
        for (const double value :
            { 1.0 / 3.0, 98.123456789012345, 6e-6, 1e300, -1.2345678901234567e-5, 999999999999999.9 })
            QCOMPARE(csvNumber(value).toDouble(), value);
        QLocale::setDefault(QLocale::c());
    }

    void regularFileIsReplacedWhole()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("out.txt"));
        QCOMPARE(writeFileAtomically(path, QByteArrayLiteral("old\n")), QString());
        QCOMPARE(readFile(path), QByteArrayLiteral("old\n"));
        QCOMPARE(writeFileAtomically(path, QByteArrayLiteral("new\n")), QString());
        QCOMPARE(readFile(path), QByteArrayLiteral("new\n"));
    }

    void failedWriteKeepsTheOldFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("out.txt"));
        QCOMPARE(writeFileAtomically(path, QByteArrayLiteral("old\n")), QString());
        const QString error = writeFileAtomically(path, [](QIODevice& device) {
            device.write("half");
            return false;
        });
        QVERIFY2(error.startsWith(QStringLiteral("Cannot write %1: ").arg(path)), qPrintable(error));
        QCOMPARE(readFile(path), QByteArrayLiteral("old\n"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList { QStringLiteral("out.txt") });
    }

    // The one rule for devices, for the GUI's exports and memscope-report alike:
    // written in place, never replaced by a regular file.
    void deviceIsWrittenInPlace()
    {
        const QString null = QStringLiteral("/dev/null");
        if (!QFileInfo::exists(null))
            QSKIP("this system has no /dev/null");
        QCOMPARE(writeFileAtomically(null, QByteArrayLiteral("bytes\n")), QString());
        QVERIFY(QFileInfo::exists(null) && !QFileInfo(null).isFile());
        const QString full = QStringLiteral("/dev/full");
        if (!QFileInfo::exists(full))
            QSKIP("this system has no /dev/full");
        const QString error = writeFileAtomically(full, QByteArrayLiteral("bytes\n"));
        QVERIFY2(error.startsWith(QStringLiteral("Cannot write /dev/full: ")), qPrintable(error));
        QVERIFY(QFileInfo::exists(full) && !QFileInfo(full).isFile());
    }

    // XLA's numbering (the Memory Viewer's colours), not op_metrics' (where 1 is HBM).
    void memorySpacesAreNamedByXlaColour()
    {
        QCOMPARE(memorySpaceName(colorOf(MemorySpace::Hbm)), QStringLiteral("HBM"));
        QCOMPARE(memorySpaceName(1), QStringLiteral("VMEM"));
        QCOMPARE(memorySpaceName(colorOf(MemorySpace::Host)), QStringLiteral("Host"));
        QCOMPARE(memorySpaceName(9), QStringLiteral("9"));
        QCOMPARE(static_cast<int>(tensorflow::profiler::MEMORY_SPACE_HBM), 1);
    }

    void largestPeakKeepsTheFirstOfEqualPeaks()
    {
        memoryviewer::LargestPeak largest;
        QVERIFY(!largest.index());
        QVERIFY(largest.offer(0, 0)); // the first is the largest so far, even when empty
        QVERIFY(largest.offer(1, 300));
        QVERIFY(!largest.offer(2, 300));
        QVERIFY(!largest.offer(3, 100));
        QCOMPARE(largest.index(), std::optional<size_t>(1));
        QCOMPARE(largest.bytes(), qint64(300));
        QCOMPARE(memoryviewer::defaultModuleOptions().memorySpace, qint64(0)); // HBM
    }

    // The trace's times and durations (picoseconds / 1e6), ties, powers of ten, tiny, huge and
    // negative numbers: every one written as printf's %.17g writes it.
    void printG17IsPrintfs17g()
    {
        std::mt19937_64 random(17);
        std::vector<double> values { 0.0, -0.0, 1.0, 0.5, 1e-6, 2.9792169999999998, 1e16, 1e17, 123456789012345678.0,
            9.9999999999999999e22, 1e-5, 1e-4, 0.0001234, 5e-324, 1.7976931348623157e308, -2.5, 0.1, 1e15 + 0.5,
            std::numeric_limits<double>::infinity(), -std::numeric_limits<double>::infinity(),
            std::numeric_limits<double>::quiet_NaN() };
        for (int i = 0; i < 200000; ++i) {
            const auto picoseconds = qint64(random() >> (i % 40)); // from 2^24 ps to 2^64
            values.push_back(double(picoseconds) / 1e6);
            values.push_back(double(picoseconds % 100000000) / 1e6);
            std::uint64_t bits = random();
            double any = 0;
            std::memcpy(&any, &bits, sizeof any);
            values.push_back(any);
            values.push_back(double(i) * std::pow(10.0, double(i % 40 - 20)));
        }
        for (const double value : values) {
            char expected[64];
            std::snprintf(expected, sizeof expected, "%.17g", value);
            char written[32];
            const std::string text(written, printG17(written, value));
            if (std::isnan(value))
                QVERIFY(QByteArray(expected).endsWith("nan") && QByteArray(text.c_str()).endsWith("nan"));
            else
                QCOMPARE(QByteArray::fromStdString(text), QByteArray(expected));
        }
    }
};

QTEST_GUILESS_MAIN(TestUtil)
#include "tst_util.moc"
