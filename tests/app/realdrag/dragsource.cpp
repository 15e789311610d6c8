// SPDX-License-Identifier: Apache-2.0
// A drag source for the real-drag test, standing in for a file manager: it drags the paths it is
// given (files and folders, as text/uri-list) from its own window to a point on the screen, with
// a pressed button, moves and a release, over X11's drag-and-drop protocol to whatever window is
// there, in another process. Prints "dropped" when the target took the drop, else "refused".
// Usage: memscope-test-dragsource X Y PATH...
#include <QApplication>
#include <QDrag>
#include <QMimeData>
#include <QTest>
#include <QTimer>
#include <QUrl>
#include <QWidget>
#include <QWindow>
#include <cstdio>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    const QStringList arguments = QCoreApplication::arguments();
    if (arguments.size() < 4) {
        std::fprintf(stderr, "usage: memscope-test-dragsource X Y PATH...\n");
        return 2;
    }
    const QPoint target(arguments[1].toInt(), arguments[2].toInt());
    QList<QUrl> urls;
    for (const QString& path : arguments.mid(3))
        urls << QUrl::fromLocalFile(path);

    QWidget source;
    source.setWindowTitle(QStringLiteral("drag source"));
    source.resize(160, 100);
    source.move(target + QPoint(300, 300));
    source.show();
    if (!QTest::qWaitForWindowExposed(&source)) {
        std::fprintf(stderr, "the drag source's window was not shown\n");
        return 2;
    }
    QWindow* window = source.windowHandle();
    const QPoint start(20, 20);
    QTest::mousePress(window, Qt::LeftButton, Qt::NoModifier, start);

    auto* mime = new QMimeData;
    mime->setUrls(urls);
    QDrag drag(&source);
    drag.setMimeData(mime);
    // The hand's path from the source to the target, then the release: Qt's drag sends the
    // X11 drag messages for these to the window under the pointer, as for a user's drag.
    QTimer::singleShot(200, &source, [window, start, target] {
        const QPoint end = window->mapFromGlobal(target);
        constexpr int kSteps = 12;
        for (int step = 1; step <= kSteps; ++step) {
            QTest::mouseMove(window, start + (end - start) * step / kSteps);
            QTest::qWait(40);
        }
        QTest::qWait(300);
        QTest::mouseRelease(window, Qt::LeftButton, Qt::NoModifier, end);
    });
    const Qt::DropAction action = drag.exec(Qt::CopyAction);
    std::printf("%s\n", action == Qt::CopyAction ? "dropped" : "refused");
    return action == Qt::CopyAction ? 0 : 1;
}
