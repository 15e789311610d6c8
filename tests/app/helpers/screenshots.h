// SPDX-License-Identifier: Apache-2.0
#pragma once

// Where the widget tests save screenshots for people (the tests never compare
// them); they show pages dark in the Dark theme's darkPalette() (settings/preferences.h).

#include <QString>

namespace memscope::test {

// `name` in the folder `folder` under the temporary directory, created if needed.
QString screenshotPath(const QString& folder, const QString& name);

} // namespace memscope::test
