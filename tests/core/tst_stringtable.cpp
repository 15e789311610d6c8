// SPDX-License-Identifier: Apache-2.0
// The Memory Viewer result's string table: one copy of each text, read back
// the same as UTF-8 and as QString.
#include "core/memoryviewer/stringtable.h"

#include <QTest>

using memscope::memoryviewer::StringId;
using memscope::memoryviewer::StringTable;

class TestStringTable : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aRepeatedTextHasOneId()
    {
        StringTable table;
        const StringId fusion = table.intern(std::string_view("fusion.1"));
        const StringId copy = table.intern(QStringView(u"copy.2"));
        QVERIFY(fusion != 0 && copy != 0 && fusion != copy);
        QCOMPARE(table.intern(QStringView(u"fusion.1")), fusion);
        QCOMPARE(table.intern(std::string_view("copy.2")), copy);
        QCOMPARE(table.size(), size_t(3)); // with the empty text
        QCOMPARE(table.text(fusion), QStringLiteral("fusion.1"));
        QCOMPARE(table.utf8(copy), std::string_view("copy.2"));
    }

    void theEmptyTextIsIdZero()
    {
        StringTable table;
        QCOMPARE(table.intern(std::string_view()), StringId(0));
        QCOMPARE(table.intern(QStringView()), StringId(0));
        QCOMPARE(table.text(0), QString());
        QVERIFY(table.utf8(0).empty());
    }

    void manyTextsKeepTheirIds()
    {
        // Past several growths of the lookup index and the byte store.
        StringTable table;
        std::vector<StringId> ids;
        for (int i = 0; i < 20000; ++i)
            ids.push_back(table.intern(QStringView(QStringLiteral("buffer.%1").arg(i))));
        for (int i = 0; i < 20000; i += 997) {
            QCOMPARE(table.text(ids[size_t(i)]), QStringLiteral("buffer.%1").arg(i));
            QCOMPARE(table.intern(QStringView(QStringLiteral("buffer.%1").arg(i))), ids[size_t(i)]);
        }
    }

    void nonAsciiTextReadsBackTheSame()
    {
        StringTable table;
        const QString text = QStringLiteral("/home/jürgen/модель.py:12 \U0001F600");
        const StringId id = table.intern(QStringView(text));
        QCOMPARE(table.text(id), text);
        const QByteArray utf8 = text.toUtf8();
        QCOMPARE(table.utf8(id), std::string_view(utf8.constData(), size_t(utf8.size())));
        QCOMPARE(table.intern(std::string_view(utf8.constData(), size_t(utf8.size()))), id);
    }

    void invalidUtf8IsStoredAsQStringReadsIt()
    {
        // What the result's writers printed when every text was a QString.
        StringTable table;
        const std::string bytes = "op\xff\xfe/name\xc3";
        const QString decoded = QString::fromUtf8(bytes.data(), qsizetype(bytes.size()));
        const StringId id = table.intern(std::string_view(bytes));
        QCOMPARE(table.text(id), decoded);
        const QByteArray utf8 = decoded.toUtf8();
        QCOMPARE(table.utf8(id), std::string_view(utf8.constData(), size_t(utf8.size())));
        QCOMPARE(table.intern(QStringView(decoded)), id);
    }

    void squeezedTableStillFindsAndAddsTexts()
    {
        StringTable table;
        const StringId shape = table.intern(std::string_view("f32[8]{0}"));
        table.squeeze();
        QCOMPARE(table.text(shape), QStringLiteral("f32[8]{0}"));
        QCOMPARE(table.intern(std::string_view("f32[8]{0}")), shape);
        const StringId other = table.intern(std::string_view("bf16[2]{0}"));
        QVERIFY(other != shape);
        QCOMPARE(table.text(other), QStringLiteral("bf16[2]{0}"));
    }
};

QTEST_GUILESS_MAIN(TestStringTable)
#include "tst_stringtable.moc"
