// SPDX-License-Identifier: Apache-2.0
#include "application.h"
#include "commandline.h"
#include "core/util/translations.h"
#include "headlessexport.h"
#include "mainwindow.h"
#include "settings/preferences.h"
#include "singleinstance.h"

#include <QApplication>
#include <QFile>
#include <cstdio>

int main(int argc, char** argv)
{
    using namespace memscope;
    // A headless export must work without a display (memscope-report calls it), and so must --help and --version.
    if (needsNoWindow(argc, argv) && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    preferUtf8ForThePosixLocale();
    QApplication app(argc, argv);
    setUpApplication();

    const CommandLine commandLine = parseCommandLine(QCoreApplication::arguments());
    if (!commandLine.error.isEmpty()) {
        std::fprintf(
            stderr, "memscope: %s\n\n%s", qUtf8Printable(commandLine.error), qUtf8Printable(commandLine.helpText));
        return 2;
    }
    if (commandLine.showHelp) {
        std::printf("%s", qUtf8Printable(commandLine.helpText));
        return 0;
    }
    if (commandLine.showVersion) {
        std::printf("memscope %s\n", qUtf8Printable(QCoreApplication::applicationVersion()));
        return 0;
    }
    if (!commandLine.exportDir.isEmpty())
        return runHeadlessExport(commandLine);

    if (!commandLine.newInstance && !commandLine.paths.isEmpty() && SingleInstance::handOver(commandLine.paths))
        return 0;
    // The window follows the Settings dialog; a headless export above does not.
    applyPreferences(Preferences::load());
    MainWindow window;
    window.setPrintOpened(commandLine.printOpened);
    // A double-click in the file manager passes no flags, so the desktop
    // integration test asks through the environment to be told what opened.
    const QString openedLog = qEnvironmentVariable("MEMSCOPE_OPENED_LOG");
    if (!openedLog.isEmpty()) {
        const bool quitAfterOpen = qEnvironmentVariableIsSet("MEMSCOPE_QUIT_AFTER_OPEN");
        QObject::connect(&window, &MainWindow::profileShown, &app, [openedLog, quitAfterOpen](const QString& path) {
            QFile log(openedLog);
            if (log.open(QIODevice::WriteOnly | QIODevice::Append))
                log.write("opened: " + path.toUtf8() + '\n');
            if (quitAfterOpen)
                QCoreApplication::quit();
        });
    }
    SingleInstance instance;
    if (!commandLine.newInstance)
        instance.listen();
    QObject::connect(&instance, &SingleInstance::pathsReceived, &window, [&window](const QStringList& paths) {
        for (const QString& path : paths)
            window.openPath(path);
        window.raise();
        window.activateWindow();
    });
    window.show();
    for (const QString& path : commandLine.paths) {
        OpenRequest request;
        request.path = path;
        request.module = commandLine.module;
        request.memorySpace = commandLine.memorySpace;
        request.smallBufferSize = commandLine.smallBufferSize;
        window.open(request);
    }
    return app.exec();
}
