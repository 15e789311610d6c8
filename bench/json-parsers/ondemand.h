// SPDX-License-Identifier: Apache-2.0
#pragma once

// simdjson's On Demand API over a whole document, every value visited (strings unescaped, numbers
// parsed). Its code is compiled into the caller (header-only templates) for the kernel the compiler
// may assume: this file is built for Haswell (AVX2) on x86-64, since the baseline would give
// simdjson's scalar fallback; the CPU is checked before it runs.

#include <QString>

namespace memscope::bench {

// "N values (kernel)" or "error: ...". `capacity` >= size + 64 bytes are readable from `data`.
QString runSimdjsonOnDemand(const char* data, qint64 size, qint64 capacity);

} // namespace memscope::bench
