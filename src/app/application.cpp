// SPDX-License-Identifier: Apache-2.0
#include "application.h"

#include "language.h"

#include <QApplication>
#include <QIcon>

namespace memscope {

void setUpApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Memscope"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("memscope.org"));
    QCoreApplication::setApplicationName(QStringLiteral("memscope"));
    QCoreApplication::setApplicationVersion(QStringLiteral(MEMSCOPE_VERSION));
    // After the names, under which QSettings keeps the language; before any text is made.
    applyLanguage(languageSetting());
    QGuiApplication::setApplicationDisplayName(QCoreApplication::translate("memscope", "Memscope"));
    QGuiApplication::setDesktopFileName(QStringLiteral("org.memscope.Memscope"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/org.memscope.Memscope.svg")));
}

} // namespace memscope
