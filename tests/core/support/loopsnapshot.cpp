// SPDX-License-Identifier: Apache-2.0
#include "core/support/loopsnapshot.h"

#include "generator/torchsnapshot.h"

namespace memscope::test {

QString writeLeakingLoopSnapshot(const QString& path)
{
    generator::TorchSnapshotOptions options;
    options.eventsPerDevice = 20000;
    options.distinctStacks = 300;
    options.repeatedSteps = true;
    generator::TorchSnapshotFacts facts;
    return generator::writeTorchSnapshot(options, path, &facts);
}

} // namespace memscope::test
