// SPDX-License-Identifier: Apache-2.0
#pragma once

// Every entry point that takes bytes, as a function of the bytes. The
// libFuzzer targets call these, and so does the regression test that replays
// every input a fuzzer once found (tests/data/fuzz/<target>/).

#include <QString>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace memscope::fuzz {

struct EntryPoint
{
    const char* name; // also the corpus and regression folder name
    void (*run)(const uint8_t* data, size_t size);
};

const std::vector<EntryPoint>& entryPoints();
const EntryPoint* findEntryPoint(const QString& name);

} // namespace memscope::fuzz
