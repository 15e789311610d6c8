// SPDX-License-Identifier: Apache-2.0
#pragma once

// Large buffers on transparent huge pages: one page fault per 2 MiB instead of per 4 KiB. On this
// project's machines the kernel's faults were a quarter of a large read's time and a fifth of the
// window's time to a big module's first chart.

#include <algorithm>
#include <cstddef>
#include <iterator>
#include <vector>

namespace memscope {

// Asks for huge pages under a large buffer about to be filled (a reserved vector). Nothing happens
// where the kernel offers none.
void adviseHugePages(const void* begin, size_t bytes);

// Gives `rows` room for `room` rows in a new buffer on huge pages (asked before it is written),
// the rows moved there.
template <typename Row> void reserveOnHugePages(std::vector<Row>& rows, size_t room)
{
    std::vector<Row> grown;
    grown.reserve(room);
    adviseHugePages(grown.data(), grown.capacity() * sizeof(Row));
    grown.insert(grown.end(), std::make_move_iterator(rows.begin()), std::make_move_iterator(rows.end()));
    rows.swap(grown);
}

// Appends to rows that may grow to millions (a module's instructions, buffers, events): each time
// they are full, twice the room on huge pages.
template <typename Row> void appendOnHugePages(std::vector<Row>& rows, Row row)
{
    constexpr size_t kFirstRoom = 1024;
    if (rows.size() == rows.capacity())
        reserveOnHugePages(rows, std::max(kFirstRoom, 2 * rows.capacity()));
    rows.push_back(std::move(row));
}

} // namespace memscope
