// SPDX-License-Identifier: Apache-2.0
#include "core/memoryviewer/stringtable.h"

#include <QByteArrayView>
#include <QStringEncoder>
#include <functional>

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
    if (m_slots.empty())
        rebuildIndex(1024);
    const size_t hash = std::hash<std::string_view> {}(text);
    const size_t mask = m_slots.size() - 1;
    for (size_t slot = hash & mask;; slot = (slot + 1) & mask) {
        const StringId id = m_slots[slot];
        if (id == 0)
            return add(text, hash);
        if (utf8(id) == text)
            return id;
    }
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

StringId StringTable::add(std::string_view utf8, size_t hash)
{
    m_bytes.insert(m_bytes.end(), utf8.begin(), utf8.end());
    const auto id = static_cast<StringId>(m_ends.size());
    m_ends.push_back(m_bytes.size());
    // At most half full, so that a probe ends soon.
    if (m_ends.size() * 2 > m_slots.size()) {
        rebuildIndex(m_slots.size() * 2);
        return id;
    }
    const size_t mask = m_slots.size() - 1;
    size_t slot = hash & mask;
    while (m_slots[slot] != 0)
        slot = (slot + 1) & mask;
    m_slots[slot] = id;
    return id;
}

void StringTable::rebuildIndex(size_t slotCount)
{
    while (slotCount < m_ends.size() * 2)
        slotCount *= 2;
    m_slots.assign(slotCount, 0);
    const size_t mask = slotCount - 1;
    for (StringId id = 1; id < m_ends.size(); ++id) {
        size_t slot = std::hash<std::string_view> {}(utf8(id)) & mask;
        while (m_slots[slot] != 0)
            slot = (slot + 1) & mask;
        m_slots[slot] = id;
    }
}

void StringTable::squeeze()
{
    // The byte store keeps its capacity: the pages past its end were never
    // touched, so they cost no memory, while shrinking would copy it whole.
    m_slots = {};
    m_scratch = {};
}

} // namespace memscope::memoryviewer
