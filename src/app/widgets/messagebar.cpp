// SPDX-License-Identifier: Apache-2.0
#include "widgets/messagebar.h"

#include "widgets/colormix.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QStyle>
#include <QToolButton>
#include <algorithm>

namespace memscope {

namespace {

    // The bar's background: the window colour mixed with a hue that says what
    // kind of message it is, so it reads well on light and dark palettes alike.
    QColor background(MessageBar::Kind kind, const QPalette& palette)
    {
        QColor hue;
        switch (kind) {
        case MessageBar::Kind::Error:
            hue = QColor(0xd0, 0x30, 0x30);
            break;
        case MessageBar::Kind::Warning:
            hue = QColor(0xe0, 0xa0, 0x20);
            break;
        case MessageBar::Kind::Information:
            hue = palette.color(QPalette::Highlight);
            break;
        }
        return mixed(palette.color(QPalette::Window), hue, 0.22);
    }

    bool isDismissKey(const QKeyEvent& event)
    {
        return event.key() == Qt::Key_Escape && event.modifiers() == Qt::NoModifier;
    }

} // namespace

MessageBar::MessageBar(QWidget* parent)
    : QWidget(parent)
    , m_icon(new QLabel(this))
    , m_text(new QLabel(this))
    , m_close(new QToolButton(this))
{
    setObjectName(QStringLiteral("messageBar"));
    m_text->setObjectName(QStringLiteral("messageText"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_close->setAutoRaise(true);
    m_close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    m_close->setToolTip(tr("Dismiss"));
    m_close->setAccessibleName(tr("Dismiss message"));
    connect(m_close, &QToolButton::clicked, this, &QWidget::hide);
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(m_icon, 0, Qt::AlignTop);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_close, 0, Qt::AlignTop);
    if (parent)
        parent->installEventFilter(this);
    hide();
}

bool MessageBar::event(QEvent* event)
{
    // Esc with the focus in the bar dismisses it. Claimed before shortcuts are looked up: a window-wide
    // Esc (the Memory Viewer's "show the largest so far" while it measures modules) would otherwise
    // make the key ambiguous, and an ambiguous key does nothing.
    if (event->type() == QEvent::ShortcutOverride && isDismissKey(*static_cast<QKeyEvent*>(event))) {
        event->accept();
        return true;
    }
    return QWidget::event(event);
}

void MessageBar::keyPressEvent(QKeyEvent* event)
{
    if (isDismissKey(*event))
        hide();
    else
        QWidget::keyPressEvent(event);
}

bool MessageBar::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == parent() && event->type() == QEvent::Resize && isVisible())
        place();
    return QWidget::eventFilter(watched, event);
}

void MessageBar::place()
{
    const auto* owner = parentWidget();
    if (!owner)
        return;
    constexpr int kMargin = 12;
    const int available = std::max(owner->width() - 2 * kMargin, 0);
    const int width = std::min(available, std::max(420, owner->width() * 11 / 20));
    const int height = std::min(
        heightForWidth(width) > 0 ? heightForWidth(width) : sizeHint().height(), std::max(owner->height() * 3 / 5, 0));
    const QRect corner(owner->width() - kMargin - width, owner->height() - kMargin - height, width, height);
    setGeometry(QStyle::visualRect(layoutDirection(), owner->rect(), corner));
    raise();
}

void MessageBar::showMessage(const QString& text, Kind kind)
{
    m_kind = kind;
    m_text->setText(text);
    setAccessibleDescription(text);
    updateIcon();
    show();
    place();
    update();
}

QString MessageBar::text() const { return isHidden() ? QString() : m_text->text(); }

void MessageBar::updateIcon()
{
    const QStyle::StandardPixmap icon = m_kind == Kind::Error ? QStyle::SP_MessageBoxCritical
        : m_kind == Kind::Warning                             ? QStyle::SP_MessageBoxWarning
                                                              : QStyle::SP_MessageBoxInformation;
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    m_icon->setPixmap(style()->standardIcon(icon, nullptr, this).pixmap(size, size));
}

void MessageBar::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor fill = background(m_kind, palette());
    painter.setPen(fill.darker(130));
    painter.setBrush(fill);
    painter.drawRoundedRect(QRectF(rect()).adjusted(2.5, 2.5, -2.5, -2.5), 4, 4);
}

void MessageBar::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange)
        updateIcon();
    QWidget::changeEvent(event);
}

} // namespace memscope
