// SPDX-License-Identifier: Apache-2.0
#pragma once

// The texts of a Memory Viewer result, each stored once as UTF-8 and named by
// a 4-byte id: a module of 500 000 buffers repeats a few hundred thousand
// distinct texts (names, op names, shapes, sources) over its rows, where a
// QString per field cost 24 bytes and a UTF-16 copy of the text.

#include "core/util/textindex.h"

#include <QString>
#include <QStringView>
#include <cstdint>
#include <string_view>
#include <vector>

namespace memscope::memoryviewer {

using StringId = quint32; // 0 is the empty text

class StringTable
{
public:
    StringTable();

    // The id of `text`, adding it when it is new. Bytes that are not valid
    // UTF-8 are stored as QString::fromUtf8 reads them (each bad sequence
    // replaced), so a text reads back the same from utf8() and text().
    StringId intern(std::string_view text);
    StringId intern(QStringView text);

    std::string_view utf8(StringId id) const
    {
        const quint64 begin = id == 0 ? 0 : m_ends[id - 1];
        return { m_bytes.data() + begin, static_cast<size_t>(m_ends[id] - begin) };
    }
    QString text(StringId id) const
    {
        const std::string_view bytes = utf8(id);
        return QString::fromUtf8(bytes.data(), static_cast<qsizetype>(bytes.size()));
    }
    size_t size() const { return m_ends.size(); }
    // Done adding: gives back the lookup index. A later intern() builds it again.
    void squeeze();

private:
    std::vector<char> m_bytes;
    std::vector<quint64> m_ends; // text i is m_bytes[m_ends[i - 1], m_ends[i])
    TextIndex m_index; // of every text but the empty one, which is never looked up
    bool m_indexed = true; // false after squeeze()
    std::string m_scratch; // the UTF-8 of a QStringView being interned
};

} // namespace memscope::memoryviewer
