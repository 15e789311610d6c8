// SPDX-License-Identifier: Apache-2.0
#include "widgets/dropoverlay.h"

#include <QEvent>
#include <QPainter>

namespace memscope {

DropOverlay::DropOverlay(QWidget* parent)
    : QWidget(parent)
{
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    parent->installEventFilter(this); // follows the parent's size
    hide();
}

void DropOverlay::showFor(int pathCount)
{
    m_text = tr("Drop to open %n profile(s)", nullptr, pathCount);
    setGeometry(parentWidget()->rect());
    raise();
    show();
    update();
}

bool DropOverlay::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize)
        setGeometry(parentWidget()->rect());
    return QWidget::eventFilter(watched, event);
}

void DropOverlay::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    QColor veil = palette().color(QPalette::Window);
    veil.setAlphaF(0.85);
    painter.fillRect(rect(), veil);
    const QColor accent = palette().color(QPalette::Highlight);
    const int margin = fontMetrics().height();
    QPen pen(accent, 3, Qt::DashLine);
    painter.setPen(pen);
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(QRectF(rect()).adjusted(margin, margin, -margin, -margin), margin / 2.0, margin / 2.0);
    QFont font = painter.font();
    font.setPointSizeF(font.pointSizeF() * 1.6);
    font.setBold(true);
    painter.setFont(font);
    painter.setPen(palette().color(QPalette::WindowText));
    painter.drawText(rect(), Qt::AlignCenter, m_text);
}

} // namespace memscope
