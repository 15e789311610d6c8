// SPDX-License-Identifier: Apache-2.0
#pragma once

// What the widget tests need to look at the GUI: a dark palette to show pages
// in, and where to save screenshots for people (the tests never compare them).

#include <QColor>
#include <QImage>
#include <QPalette>
#include <QString>
#include <vector>

namespace memscope::test {

// A complete dark palette, as a dark desktop theme would set.
QPalette darkPalette();

// Whether every pixel of `image` has one colour (a view that drew nothing).
bool isUniform(const QImage& image);
// Whether some pixel of `image` has one of `colors` exactly (a fill, not an
// antialiased edge).
bool containsAnyColor(const QImage& image, const std::vector<QColor>& colors);

// `name` in the folder `folder` under the temporary directory, created if needed.
QString screenshotPath(const QString& folder, const QString& name);

} // namespace memscope::test
