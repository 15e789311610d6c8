// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QWidget>

namespace memscope {

// Covers its parent while files are dragged over the window, saying what a
// drop will do. Transparent for the mouse; colours from the palette.
class DropOverlay : public QWidget
{
    Q_OBJECT
public:
    explicit DropOverlay(QWidget* parent);

    void showFor(int pathCount);

protected:
    void paintEvent(QPaintEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QString m_text;
};

} // namespace memscope
