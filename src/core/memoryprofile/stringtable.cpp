// SPDX-License-Identifier: Apache-2.0
#include "core/memoryprofile/stringtable.h"

namespace memscope::memoryprofile {

StringTable::StringTable()
{
    m_strings.emplace_back();
    m_ids.emplace(std::string(), 0);
}

StringId StringTable::intern(std::string_view utf8)
{
    if (const auto found = m_ids.find(utf8); found != m_ids.end())
        return found->second;
    const auto id = static_cast<StringId>(m_strings.size());
    m_strings.push_back(QString::fromUtf8(utf8.data(), static_cast<qsizetype>(utf8.size())));
    m_ids.emplace(std::string(utf8), id);
    return id;
}

StringId StringTable::find(std::string_view utf8) const
{
    const auto found = m_ids.find(utf8);
    return found == m_ids.end() ? 0 : found->second;
}

} // namespace memscope::memoryprofile
