// SPDX-License-Identifier: Apache-2.0
#pragma once

// Profiles for GUI and model tests, built in memory from the HloProto text
// fixture tests/data/two_modules_a.hlo.textproto, so they do not depend on
// the loader.

#include "core/profile/profile.h"

#include <QStringList>
#include <memory>

namespace memscope::test {

// The fixture parsed; every buffer and allocation size multiplied by scale.
std::shared_ptr<const xla::HloProto> fixtureModuleProto(const QString& name, qint64 programId, qint64 scale);

// One module per name with program ids 1, 2, … and scales from `scales`
// (the HBM peak of module i is scales[i] × the fixture's 3.5 MiB).
std::shared_ptr<Profile> makeProfile(
    const QStringList& names, const QList<qint64>& scales, const QString& path = QStringLiteral("/test/profile"));

QString fixturePath(); // tests/data/two_modules_a.hlo.textproto

} // namespace memscope::test
