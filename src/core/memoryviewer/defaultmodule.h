// SPDX-License-Identifier: Apache-2.0
#pragma once

// Which module a profile opens on: the one with the largest peak in HBM,
// where out-of-memory errors happen; of equal peaks the first. The module
// list, the headless export and memscope-report memory-viewer all choose so.

#include "core/memoryviewer/memoryviewer.h"

#include <optional>

namespace memscope::memoryviewer {

// The analysis that measures a module's peak for the choice (HBM).
Options defaultModuleOptions();

// Keeps the largest of the peaks offered one module at a time.
class LargestPeak
{
public:
    // Offers the module at `index` with its peak; true when it is the largest so far.
    bool offer(size_t index, qint64 peakBytes);
    std::optional<size_t> index() const { return m_index; }
    qint64 bytes() const { return m_bytes; }

private:
    std::optional<size_t> m_index;
    qint64 m_bytes = -1;
};

} // namespace memscope::memoryviewer
