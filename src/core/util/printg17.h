// SPDX-License-Identifier: Apache-2.0
#pragma once

// A double as printf's "%.17g" writes it (std::to_chars with
// chars_format::general and precision 17), several times faster for the
// values a trace holds (times and durations in µs): the Chrome JSON writer
// formats two per event, tens of millions in all.

namespace memscope {

// Writes the text at `out` (at most 32 bytes) and returns its end.
char* printG17(char* out, double value);

} // namespace memscope
