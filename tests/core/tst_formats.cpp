// SPDX-License-Identifier: Apache-2.0
// Content sniffing, the wire walker and gzip decompression.

#include "core/format/gzip.h"
#include "core/format/sniff.h"
#include "core/format/wire.h"
#include "core/format/xspacereader.h"
#include "core/support/testdata.h"
#include "hlo.pb.h"
#include "xplane.pb.h"

#include <QFile>
#include <QRandomGenerator>
#include <QtTest>

using namespace memscope;
using namespace memscope::format;

class FormatsTest : public QObject
{
    Q_OBJECT

private:
    static ContentKind kindOf(const QByteArray& bytes, const QString& name = {})
    {
        return sniffContent(bytes.constData(), bytes.size(), name).kind;
    }

private Q_SLOTS:
    void tellsXSpaceFromHloProto()
    {
        const QByteArray space = test::serialize(test::makeXSpace({ { "jit_f", 7 } }));
        const QByteArray hlo = test::serialize(test::makeHloProto({ "jit_f", 7 }));
        // Both start with field 1, length-delimited; the name must not matter.
        QCOMPARE(quint8(space[0]), quint8(0x0a));
        QCOMPARE(quint8(hlo[0]), quint8(0x0a));
        QCOMPARE(kindOf(space, QStringLiteral("x.hlo.pb")), ContentKind::XSpace);
        QCOMPARE(kindOf(hlo, QStringLiteral("x.xplane.pb")), ContentKind::HloProtoBinary);
        // A bare module name only (the smallest HloProto) is still an HloProto.
        xla::HloProto nameOnly;
        nameOnly.mutable_hlo_module()->set_name("m");
        QCOMPARE(kindOf(test::serialize(nameOnly)), ContentKind::HloProtoBinary);
    }

    void tellsRealXSpaces()
    {
        MEMSCOPE_SHARED_DATA_OR_SKIP(path, "xprof/tpu_inference_2.xplane.pb");
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(kindOf(file.readAll(), QStringLiteral("renamed.bin")), ContentKind::XSpace);
    }

    void recognisesTextFormats_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<ContentKind>("expected");
        QTest::newRow("json") << QByteArray("  {\"hloModule\": {}}") << ContentKind::HloProtoJson;
        QTest::newRow("json with BOM") << QByteArray("\xef\xbb\xbf{}") << ContentKind::HloProtoJson;
        QTest::newRow("text format") << QByteArray("hlo_module {\n  name: \"m\"\n}\n") << ContentKind::HloProtoText;
        QTest::newRow("oom log") << QByteArray("2025 W xla] Out of memory while trying to allocate 1.2G\n")
                                 << ContentKind::OomLog;
        QTest::newRow("oom debugging") << QByteArray("...\nBufferAssignment OOM Debugging.\n") << ContentKind::OomLog;
        QTest::newRow("tpu oom") << QByteArray(
            "Compilation failure: Ran out of memory in memory space hbm. Used 41.74G of 16.00G hbm.\n")
                                 << ContentKind::OomLog;
        QTest::newRow("oom in a json log")
            << QByteArray("{\"message\": \"Out of memory while trying to allocate 8 bytes.\\n\"}\n")
            << ContentKind::OomLog;
        QTest::newRow("empty") << QByteArray() << ContentKind::Empty;
        QTest::newRow("gzip") << test::gzipCompress("hello") << ContentKind::Gzip;
        // A pickle is a memory snapshot when its dict's keys say so near the start (any name: .pickle, .pkl, none).
        QTest::newRow("torch snapshot") << QByteArray(
            "\x80\x04\x95\x00\x00\x00\x00\x00\x00\x00\x00}\x94(\x8c\x08segments", 24)
                                        << ContentKind::TorchSnapshot;
        QTest::newRow("other pickle") << QByteArray("\x80\x04]\x94.", 5) << ContentKind::NotAProfile;
    }

    void recognisesTextFormats()
    {
        QFETCH(QByteArray, content);
        QFETCH(ContentKind, expected);
        QCOMPARE(kindOf(content), expected);
    }

    void namesKnownNonProfiles_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("description");
        QTest::newRow("png") << QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16) << QStringLiteral("PNG image");
        QTest::newRow("jpeg") << QByteArray("\xff\xd8\xff\xe0\0\x10JFIF", 10) << QStringLiteral("JPEG image");
        QTest::newRow("gif") << QByteArray("GIF89a\x01\0", 8) << QStringLiteral("GIF image");
        QTest::newRow("pdf") << QByteArray("%PDF-1.7\n") << QStringLiteral("PDF document");
        QTest::newRow("zip") << QByteArray("PK\x03\x04\x14\0", 6) << QStringLiteral("ZIP archive");
        QTest::newRow("elf") << QByteArray("\x7f"
                                           "ELF\x02\x01\x01",
            7) << QStringLiteral("ELF executable");
    }

    void namesKnownNonProfiles()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, description);
        const Sniffed sniffed = sniffContent(content.constData(), content.size());
        QCOMPARE(sniffed.kind, ContentKind::NotAProfile);
        QCOMPARE(sniffed.description, description);
    }

    void randomBytesAreUnknown()
    {
        QRandomGenerator random(42);
        for (int round = 0; round < 50; ++round) {
            QByteArray bytes(4096, Qt::Uninitialized);
            random.fillRange(reinterpret_cast<quint32*>(bytes.data()), bytes.size() / 4);
            if (quint8(bytes[0]) == 0x1f)
                bytes[0] = 0;
            QCOMPARE(kindOf(bytes), ContentKind::Unknown);
        }
    }

    void walkerReportsTruncation()
    {
        const QByteArray space = test::serialize(test::makeXSpace({ { "jit_f", 7 } }));
        const QByteArray cut = space.left(space.size() - 5); // inside the last field (hostnames)
        WireWalker walker(cut.constData(), cut.size());
        WireField field;
        WireWalker::Status status;
        while ((status = walker.next(field)) == WireWalker::Status::Field) { }
        QCOMPARE(status, WireWalker::Status::Truncated);
        QCOMPARE(walker.requiredEnd(), space.size());
    }

    void walkerSpansEveryKindOfField()
    {
        // A plane: id 300 (a two-byte varint), name "ab", then a fixed64 (field 9) no reader knows.
        const QByteArray plane = QByteArray::fromHex("08ac02") + QByteArray::fromHex("12026162")
            + QByteArray::fromHex("49") + QByteArray(8, '\x01');
        WireWalker walker(plane.constData(), plane.size());
        WireField field;
        QCOMPARE(walker.next(field), WireWalker::Status::Field);
        QCOMPARE(field.varint, quint64(300));
        QCOMPARE(field.tagOffset, 0);
        QCOMPARE(field.endOffset(), 3); // the whole field, so that copying [tagOffset, endOffset) keeps it
        QCOMPARE(walker.next(field), WireWalker::Status::Field);
        QCOMPARE(field.tagOffset, 3);
        QCOMPARE(field.endOffset(), 7);
        QCOMPARE(walker.next(field), WireWalker::Status::Field);
        QCOMPARE(field.endOffset(), plane.size());
        QCOMPARE(walker.next(field), WireWalker::Status::End);
    }

    void xspaceReaderKeepsTheMetadataPlanesOwnFields()
    {
        // The reader rebuilds the metadata plane field by field; its id and
        // name must survive along with the module's metadata.
        const QByteArray bytes = test::serialize(test::makeXSpace({ { "jit_f", 7 } }));
        const XSpaceContents contents = readXSpace(bytes.constData(), bytes.size(), {});
        QVERIFY2(contents.error.isEmpty(), qPrintable(contents.error));
        QCOMPARE(contents.modules.size(), size_t(1));
        bool found = false;
        for (const auto& plane : contents.space->planes()) {
            if (plane.name() != "/host:metadata")
                continue;
            found = true;
            QCOMPARE(plane.id(), 2);
            QVERIFY(!plane.stat_metadata().empty());
        }
        QVERIFY(found);
    }

    void gunzipRoundTrip()
    {
        QByteArray original;
        for (int i = 0; i < 100000; ++i)
            original += QByteArray::number(i);
        const QByteArray compressed = test::gzipCompress(original);
        qint64 consumedTotal = 0;
        const GunzipResult result
            = gunzip(compressed.constData(), compressed.size(), nullptr, [&](qint64 bytes) { consumedTotal += bytes; });
        QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
        QCOMPARE(result.data, original);
        QCOMPARE(consumedTotal, compressed.size());
        // Two concatenated members are one file, as gzip(1) sees it.
        const QByteArray twice = compressed + test::gzipCompress("tail");
        QCOMPARE(gunzip(twice.constData(), twice.size(), nullptr, {}).data, original + "tail");
    }

    void gunzipReportsDamage()
    {
        const QByteArray compressed = test::gzipCompress(QByteArray(100000, 'x') + QByteArray::number(12345));
        const QByteArray truncated = compressed.left(compressed.size() / 2);
        GunzipResult result = gunzip(truncated.constData(), truncated.size(), nullptr, {});
        QCOMPARE(result.error,
            QStringLiteral("gzip stream corrupt at byte %1 of %1: the compressed data ends early "
                           "(truncated file?)")
                .arg(truncated.size()));
        QByteArray corrupt = compressed;
        corrupt[12] = char(0xff); // inside the deflate data, right after the 10-byte header
        result = gunzip(corrupt.constData(), corrupt.size(), nullptr, {});
        QVERIFY2(result.error.startsWith(QStringLiteral("gzip stream corrupt at byte ")), qPrintable(result.error));
        QVERIFY(result.data.isEmpty());
    }

    void gunzipStopsBombs()
    {
        const QByteArray compressed = test::gzipCompress(QByteArray(8 << 20, '\0'));
        QVERIFY(compressed.size() < 16 << 10);
        const GunzipResult result = gunzip(compressed.constData(), compressed.size(), nullptr, {}, 4 << 20);
        QVERIFY2(result.error.startsWith(QStringLiteral("decompressed data exceeds 4.00 MiB at byte ")),
            qPrintable(result.error));
        QVERIFY2(
            result.error.endsWith(QStringLiteral(" times as large; a decompression bomb?)")), qPrintable(result.error));
        QVERIFY(result.data.isEmpty());
    }
};

QTEST_GUILESS_MAIN(FormatsTest)
#include "tst_formats.moc"
