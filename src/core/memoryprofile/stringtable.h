// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace memscope::memoryprofile {

using StringId = quint32;

// Finds std::string keys by string_view, without making a string.
struct Utf8Hash
{
    using is_transparent = void;
    size_t operator()(std::string_view text) const { return std::hash<std::string_view> {}(text); }
};

// Interned UTF-8 strings: every op name, shape and region of millions of events
// is stored once; events hold 4-byte ids. Id 0 is the empty string.
class StringTable
{
public:
    StringTable();

    StringId intern(std::string_view utf8);
    // The id of a string interned before, 0 when it never was.
    StringId find(std::string_view utf8) const;
    const QString& at(StringId id) const { return m_strings[id < m_strings.size() ? id : 0]; }
    size_t size() const { return m_strings.size(); }

private:
    std::vector<QString> m_strings;
    std::unordered_map<std::string, StringId, Utf8Hash, std::equal_to<>> m_ids;
};

} // namespace memscope::memoryprofile
