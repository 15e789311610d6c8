// SPDX-License-Identifier: Apache-2.0
#include "memoryviewer/colorcircle.h"

#include <QPainter>

namespace memscope {

ColorCircle::ColorCircle(QWidget* parent)
    : QWidget(parent)
{
}

void ColorCircle::setColor(const QColor& color)
{
    m_color = color;
    update();
}

void ColorCircle::paintEvent(QPaintEvent*)
{
    if (!m_color.isValid())
        return;
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(palette().color(QPalette::Mid), 1));
    painter.setBrush(m_color);
    painter.drawEllipse(QRectF(rect()).adjusted(1.5, 1.5, -1.5, -1.5));
}

} // namespace memscope
