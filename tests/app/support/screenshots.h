// SPDX-License-Identifier: Apache-2.0
#pragma once

// Where the widget tests save screenshots for people (the tests never compare
// them); they show pages dark in the Dark theme's darkPalette() (settings/preferences.h).

#include <QColor>
#include <QImage>
#include <QString>
#include <vector>

namespace memscope::test {

// Whether every pixel of `image` has one colour (a view that drew nothing).
bool isUniform(const QImage& image);
// Whether some pixel of `image` has one of `colors` exactly (a fill, not an
// antialiased edge).
bool containsAnyColor(const QImage& image, const std::vector<QColor>& colors);

// `name` in the folder `folder` under the temporary directory, created if needed.
QString screenshotPath(const QString& folder, const QString& name);

} // namespace memscope::test
