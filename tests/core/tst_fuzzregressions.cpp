// SPDX-License-Identifier: Apache-2.0
// Replays through the fuzzers' entry points every input a fuzzer once found
// (tests/data/fuzz/<entry point>/*), and a few hand-made hostile inputs that
// every entry point must survive. A crash, sanitizer report or hang fails it.
#include "entrypoints.h"
#include "generator/generator.h"
#include "xplane.pb.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTest>

using namespace memscope;

class TestFuzzRegressions : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void foundInputs_data();
    void foundInputs();
    void hostileInputs_data();
    void hostileInputs();
};

void TestFuzzRegressions::foundInputs_data()
{
    QTest::addColumn<QString>("entryPoint");
    QTest::addColumn<QString>("path");
    const QDir root(QStringLiteral(MEMSCOPE_TEST_DATA "/fuzz"));
    int rows = 0;
    for (const fuzz::EntryPoint& entry : fuzz::entryPoints()) {
        QDirIterator it(root.filePath(QLatin1String(entry.name)), QDir::Files);
        while (it.hasNext()) {
            const QString path = it.next();
            QTest::newRow(qPrintable(QStringLiteral("%1/%2").arg(QLatin1String(entry.name), it.fileName())))
                << QString::fromLatin1(entry.name) << path;
            ++rows;
        }
    }
    if (rows == 0)
        QTest::newRow("none") << QString() << QString();
}

void TestFuzzRegressions::foundInputs()
{
    QFETCH(QString, entryPoint);
    QFETCH(QString, path);
    if (entryPoint.isEmpty())
        QSKIP("no fuzzer-found inputs are checked in yet");
    const fuzz::EntryPoint* entry = fuzz::findEntryPoint(entryPoint);
    QVERIFY2(entry, qPrintable(entryPoint));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    // An input a fuzzer found slow must now finish (ctest's timeout stops one that does not).
    entry->run(reinterpret_cast<const uint8_t*>(bytes.constData()), size_t(bytes.size()));
}

void TestFuzzRegressions::hostileInputs_data()
{
    QTest::addColumn<QByteArray>("bytes");
    const std::unique_ptr<tensorflow::profiler::XSpace> space = generator::generateXSpace(generator::tinyOptions(7));
    const std::string serialized = space->SerializeAsString();
    const QByteArray profile = QByteArray::fromStdString(serialized);

    QTest::newRow("empty") << QByteArray();
    QTest::newRow("one byte") << QByteArray(1, '\x0a');
    QTest::newRow("generated profile") << profile;
    QTest::newRow("truncated profile") << profile.left(profile.size() / 2);
    // A length field that claims far more than the file holds.
    QTest::newRow("length past end") << QByteArray::fromHex("0affffffffffffffff7f0a00");
    // Deeply nested length-delimited fields: bounded recursion, no stack overflow.
    QByteArray nested;
    for (int depth = 0; depth < 5000; ++depth)
        nested.prepend(QByteArray::fromHex("0a")).append(QByteArray());
    QTest::newRow("deep nesting") << nested + QByteArray(5000, '\0');
    QTest::newRow("gzip header only") << QByteArray::fromHex("1f8b0800000000000003");
    QTest::newRow("text proto garbage") << QByteArray(
        "\x02hlo_module { name: \"m\" computations { instructions { id: -9223372036854775808 } } }");
    // A pickle that opens ten thousand lists and never closes them, and one whose memo points far ahead.
    QTest::newRow("pickle of open lists")
        << QByteArray("\x80\x04\x8c\x08segments") + QByteArray(10000, ']') + QByteArray(10000, '(');
    QTest::newRow("pickle memo ahead") << QByteArray("\x80\x04\x8c\x08segments]r\xff\xff\xff\x7fh\x01.");
    QTest::newRow("json with NaN") << QByteArray(
        "\x01{\"hloModule\":{\"name\":\"m\"},\"bufferAssignment\":{\"logicalBuffers\":[{\"id\":\"1\",\"size\":"
        "\"9223372036854775807\"}]}}");
}

void TestFuzzRegressions::hostileInputs()
{
    QFETCH(QByteArray, bytes);
    for (const fuzz::EntryPoint& entry : fuzz::entryPoints())
        entry.run(reinterpret_cast<const uint8_t*>(bytes.constData()), size_t(bytes.size()));
}

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzzregressions.moc"
