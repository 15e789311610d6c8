// SPDX-License-Identifier: Apache-2.0
#pragma once

// An index from texts to the ids their owner gives them, the texts stored by
// the owner: one flat open-addressing table of (hash, id) pairs. A module's
// rows look up a million heap-simulator event names and a few hundred thousand
// instruction texts; std::unordered_map spent a third of the read in its node
// chains and a tenth in freeing its nodes.

#include "core/util/hugepages.h"

#include <QtGlobal>
#include <functional>
#include <string_view>
#include <vector>

namespace memscope {

class TextIndex
{
public:
    // The id of `text`: textOf(id) is the text an id stands for; add() stores
    // a new text and returns its id, called once when `text` is not there yet.
    template <typename TextOf, typename Add>
    quint32 findOrAdd(std::string_view text, const TextOf& textOf, const Add& add)
    {
        if (m_slots.empty())
            rehash(kInitialSlots);
        const quint32 hash = hashOf(text);
        const size_t mask = m_slots.size() - 1;
        for (size_t slot = hash & mask;; slot = (slot + 1) & mask) {
            const Slot& entry = m_slots[slot];
            if (entry.idPlusOne == 0)
                break;
            if (entry.hash == hash && textOf(entry.idPlusOne - 1) == text)
                return entry.idPlusOne - 1;
        }
        const quint32 id = add();
        insert(hash, id);
        return id;
    }

    // Adds an id whose text is known not to be in the index.
    void insertNew(std::string_view text, quint32 id)
    {
        if (m_slots.empty())
            rehash(kInitialSlots);
        insert(hashOf(text), id);
    }

    // Gives back the table's memory.
    void clear()
    {
        m_slots = {};
        m_count = 0;
    }

private:
    struct Slot
    {
        quint32 hash = 0;
        quint32 idPlusOne = 0; // 0: a free slot
    };
    static constexpr size_t kInitialSlots = 1024;

    static quint32 hashOf(std::string_view text) { return quint32(std::hash<std::string_view> {}(text)); }

    void insert(quint32 hash, quint32 id)
    {
        // At most half full, so that a probe ends soon.
        if ((m_count + 1) * 2 > m_slots.size())
            rehash(m_slots.size() * 2);
        const size_t mask = m_slots.size() - 1;
        size_t slot = hash & mask;
        while (m_slots[slot].idPlusOne != 0)
            slot = (slot + 1) & mask;
        m_slots[slot] = { hash, id + 1 };
        ++m_count;
    }

    void rehash(size_t slotCount)
    {
        std::vector<Slot> old = std::move(m_slots);
        m_slots = {};
        // A module's names fill millions of slots: a fifth of the page faults before its first chart.
        reserveOnHugePages(m_slots, slotCount);
        m_slots.resize(slotCount);
        const size_t mask = slotCount - 1;
        for (const Slot& entry : old) {
            if (entry.idPlusOne == 0)
                continue;
            size_t slot = entry.hash & mask;
            while (m_slots[slot].idPlusOne != 0)
                slot = (slot + 1) & mask;
            m_slots[slot] = entry;
        }
    }

    std::vector<Slot> m_slots; // a power of two in size
    size_t m_count = 0;
};

} // namespace memscope
