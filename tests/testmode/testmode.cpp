// SPDX-License-Identifier: Apache-2.0
// Linked into every test executable (tests/CMakeLists.txt): before any test runs, QStandardPaths
// and QSettings point into ~/.qttest, so a test binary run by hand, outside ctest's per-test
// XDG folders, still never reads or writes the user's settings, recent files or caches.

#include <QCoreApplication>
#include <QStandardPaths>

namespace {

void enableTestMode() { QStandardPaths::setTestModeEnabled(true); }

} // namespace

Q_COREAPP_STARTUP_FUNCTION(enableTestMode)
