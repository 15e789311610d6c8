// SPDX-License-Identifier: Apache-2.0
#pragma once

// What the widget tests need to look at the GUI: a dark palette to show pages
// in, and where to save screenshots for people (the tests never compare them).

#include <QPalette>
#include <QString>

namespace memscope::test {

// A complete dark palette, as a dark desktop theme would set.
QPalette darkPalette();

// `name` in the folder `folder` under the temporary directory, created if needed.
QString screenshotPath(const QString& folder, const QString& name);

} // namespace memscope::test
