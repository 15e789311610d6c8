// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QColor>
#include <QWidget>

namespace memscope {

// A filled circle in one colour with the palette's mid outline (the buffer
// details card's utilisation colour); an invalid colour draws nothing.
class ColorCircle : public QWidget
{
    Q_OBJECT
public:
    explicit ColorCircle(QWidget* parent = nullptr);

    QColor color() const { return m_color; }
    void setColor(const QColor& color);

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QColor m_color;
};

} // namespace memscope
