// SPDX-License-Identifier: Apache-2.0
#include "core/memoryviewer/stringtable.h"

#include <QByteArrayView>
#include <QStringEncoder>

namespace memscope::memoryviewer {

StringTable::StringTable()
    : m_ends { 0 } // id 0: the empty text
{
}

StringId StringTable::intern(std::string_view text)
{
    if (text.empty())
        return 0;
    if (!QByteArrayView(text.data(), static_cast<qsizetype>(text.size())).isValidUtf8())
        return intern(QStringView(QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()))));
    if (!m_indexed) {
        for (StringId id = 1; id < m_ends.size(); ++id)
            m_index.insertNew(utf8(id), id);
        m_indexed = true;
    }
    return m_index.findOrAdd(
        text, [this](StringId id) { return utf8(id); },
        [&] {
            m_bytes.insert(m_bytes.end(), text.begin(), text.end());
            m_ends.push_back(m_bytes.size());
            return static_cast<StringId>(m_ends.size() - 1);
        });
}

StringId StringTable::intern(QStringView text)
{
    if (text.isEmpty())
        return 0;
    // Qt's own encoder, as QString::toUtf8 writes the text.
    QStringEncoder encoder(QStringEncoder::Utf8, QStringEncoder::Flag::Stateless);
    m_scratch.resize(static_cast<size_t>(encoder.requiredSpace(text.size())));
    char* end = encoder.appendToBuffer(m_scratch.data(), text);
    return intern(std::string_view(m_scratch.data(), static_cast<size_t>(end - m_scratch.data())));
}

void StringTable::squeeze()
{
    // The byte store keeps its capacity: the pages past its end were never
    // touched, so they cost no memory, while shrinking would copy it whole.
    m_index.clear();
    m_indexed = false;
    m_scratch = {};
}

} // namespace memscope::memoryviewer
