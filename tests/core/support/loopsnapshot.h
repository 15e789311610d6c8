// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

namespace memscope::test {

// Writes a PyTorch memory snapshot of a training loop that keeps 1 MiB every step (the generator's,
// every step making the same allocations, 20 000 events): memory grows from one iteration to the
// next. Returns "" or why it could not.
QString writeLeakingLoopSnapshot(const QString& path);

} // namespace memscope::test
