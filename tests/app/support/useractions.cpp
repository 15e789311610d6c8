// SPDX-License-Identifier: Apache-2.0
#include "app/support/useractions.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDropEvent>
#include <QMimeData>
#include <QTimer>
#include <QWidget>
#include <memory>

namespace memscope::test {

bool dropPaths(QWidget* target, const QStringList& paths)
{
    QMimeData mime;
    QList<QUrl> urls;
    for (const QString& path : paths)
        urls << QUrl::fromLocalFile(path);
    mime.setUrls(urls);
    const QPointF position(target->width() / 2.0, target->height() / 2.0);
    QDragEnterEvent enter(position.toPoint(), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(target, &enter);
    if (!enter.isAccepted())
        return false;
    QDropEvent drop(position, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(target, &drop);
    return drop.isAccepted();
}

void whenModalAppears(const QString& objectName, const std::function<void(QWidget* widget)>& answer)
{
    auto* timer = new QTimer(qApp);
    auto remaining = std::make_shared<int>(500);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, objectName, answer, remaining] {
        for (QWidget* widget : { QApplication::activeModalWidget(), QApplication::activePopupWidget() }) {
            if (widget && widget->objectName() == objectName) {
                timer->deleteLater();
                timer->stop();
                answer(widget);
                return;
            }
        }
        if (--*remaining == 0)
            timer->deleteLater();
    });
    timer->start(20);
}

void clickWhenAsked(const QString& objectName, const QString& buttonText)
{
    whenModalAppears(objectName, [buttonText](QWidget* dialog) {
        for (QAbstractButton* button : dialog->findChildren<QAbstractButton*>()) {
            if (button->text() == buttonText) {
                button->click();
                return;
            }
        }
    });
}

} // namespace memscope::test
