// SPDX-License-Identifier: Apache-2.0
// One libFuzzer target per entry point: the build compiles this file once per
// target with MEMSCOPE_FUZZ_ENTRY set to the entry point's name.
#include "entrypoints.h"

#include <QCoreApplication>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    static const memscope::fuzz::EntryPoint* entry = [] {
        const auto* found = memscope::fuzz::findEntryPoint(QStringLiteral(MEMSCOPE_FUZZ_ENTRY));
        if (!found)
            std::abort();
        return found;
    }();
    entry->run(data, size);
    return 0;
}
