// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QWidget>

class QLabel;
class QToolButton;

namespace memscope {

// A dismissible bar at the top of the window for errors and warnings that
// must not interrupt with a modal dialog ("Could not open x: reason").
// Colours come from the palette, tinted towards red or amber.
class MessageBar : public QWidget
{
    Q_OBJECT
public:
    enum class Kind
    {
        Error,
        Warning,
        Information
    };

    explicit MessageBar(QWidget* parent = nullptr);

    void showMessage(const QString& text, Kind kind);
    QString text() const; // empty while hidden
    Kind kind() const { return m_kind; }

protected:
    bool event(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void updateIcon();
    // Over the parent's bottom trailing corner, as tall as the text needs: a message moves no control.
    void place();

    Kind m_kind = Kind::Information;
    QLabel* m_icon;
    QLabel* m_text;
    QToolButton* m_close;
};

} // namespace memscope
