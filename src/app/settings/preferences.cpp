// SPDX-License-Identifier: Apache-2.0
#include "settings/preferences.h"

#include <QApplication>
#include <QPainter>
#include <QPalette>
#include <QProxyStyle>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>
#include <QStyleOption>
#include <algorithm>

namespace memscope {

namespace {

    const QString kSmallBufferKey = QStringLiteral("memoryViewer/smallBufferKiB");
    const QString kByteUnitsKey = QStringLiteral("ui/byteUnits");
    const QString kThemeKey = QStringLiteral("ui/theme");
    const QString kLanguageKey = QStringLiteral("ui/language");

    QString themeName(Theme theme)
    {
        switch (theme) {
        case Theme::Light:
            return QStringLiteral("light");
        case Theme::Dark:
            return QStringLiteral("dark");
        case Theme::System:
            break;
        }
        return QStringLiteral("system");
    }

    Theme themeFromName(const QString& name)
    {
        if (name == QLatin1String("light"))
            return Theme::Light;
        if (name == QLatin1String("dark"))
            return Theme::Dark;
        return Theme::System;
    }

} // namespace

QColor fieldFrameColor(const QPalette& palette) { return palette.color(QPalette::Light).lighter(150); }

QPalette darkPalette()
{
    const QColor window(0x35, 0x35, 0x35);
    const QColor base(0x23, 0x23, 0x23);
    const QColor text(0xe8, 0xe8, 0xe8);
    const QColor disabledText(0x80, 0x80, 0x80);
    const QColor highlight(0x2f, 0x7d, 0xd1);
    QPalette palette(window);
    palette.setColor(QPalette::Window, window);
    palette.setColor(QPalette::WindowText, text);
    palette.setColor(QPalette::Base, base);
    palette.setColor(QPalette::AlternateBase, QColor(0x2b, 0x2b, 0x2b));
    palette.setColor(QPalette::ToolTipBase, QColor(0x40, 0x40, 0x40));
    palette.setColor(QPalette::ToolTipText, text);
    palette.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x9a, 0x9a));
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::Button, QColor(0x3c, 0x3c, 0x3c));
    palette.setColor(QPalette::ButtonText, text);
    palette.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    palette.setColor(QPalette::Light, QColor(0x4a, 0x4a, 0x4a));
    palette.setColor(QPalette::Midlight, QColor(0x42, 0x42, 0x42));
    palette.setColor(QPalette::Mid, QColor(0x2c, 0x2c, 0x2c));
    palette.setColor(QPalette::Dark, QColor(0x22, 0x22, 0x22));
    palette.setColor(QPalette::Shadow, QColor(0x14, 0x14, 0x14));
    palette.setColor(QPalette::Highlight, highlight);
    palette.setColor(QPalette::HighlightedText, Qt::white);
    palette.setColor(QPalette::Link, QColor(0x6c, 0xb2, 0xff));
    palette.setColor(QPalette::LinkVisited, QColor(0xb0, 0x9c, 0xff));
    for (const QPalette::ColorRole role : { QPalette::WindowText, QPalette::Text, QPalette::ButtonText })
        palette.setColor(QPalette::Disabled, role, disabledText);
    palette.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x50, 0x50, 0x50));
    return palette;
}

namespace {

    // Fusion frames a text field in the window colour darkened, which on the dark palette's window
    // is as dark as the field itself: the dark theme draws the frame in a shade that shows.
    class FramedFieldsStyle : public QProxyStyle
    {
    public:
        using QProxyStyle::QProxyStyle;

        void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
            const QWidget* widget) const override
        {
            QProxyStyle::drawPrimitive(element, option, painter, widget);
            if (element != PE_FrameLineEdit)
                return;
            painter->save();
            painter->setRenderHint(QPainter::Antialiasing);
            painter->setBrush(Qt::NoBrush);
            const bool focused = option->state.testFlag(State_HasFocus);
            painter->setPen(focused ? option->palette.color(QPalette::Highlight) : fieldFrameColor(option->palette));
            painter->drawRoundedRect(QRectF(option->rect).adjusted(0.5, 0.5, -0.5, -0.5), 2, 2);
            painter->restore();
        }
    };

    void applyTheme(Theme theme)
    {
        // What the platform gave the application, taken before the first change.
        static const QString systemStyle = QApplication::style()->name();
        static const QPalette systemPalette = QApplication::palette();
        const QString style = theme == Theme::System ? systemStyle : QStringLiteral("Fusion");
        const bool framed = theme == Theme::Dark;
        const bool isFramed = dynamic_cast<const FramedFieldsStyle*>(QApplication::style()) != nullptr;
        if (QApplication::style()->name().compare(style, Qt::CaseInsensitive) != 0 || framed != isFramed) {
            QStyle* base = QStyleFactory::create(style);
            QApplication::setStyle(framed ? new FramedFieldsStyle(base) : base);
        }
        switch (theme) {
        case Theme::System:
            QApplication::setPalette(systemPalette);
            break;
        case Theme::Light:
            QApplication::setPalette(QApplication::style()->standardPalette());
            break;
        case Theme::Dark:
            QApplication::setPalette(darkPalette());
            break;
        }
    }

} // namespace

Preferences Preferences::load()
{
    const QSettings settings;
    Preferences preferences;
    preferences.smallBufferKiB = std::max(0, settings.value(kSmallBufferKey, preferences.smallBufferKiB).toInt());
    preferences.byteUnits = settings.value(kByteUnitsKey).toString() == QLatin1String("decimal")
        ? ByteUnitSystem::Decimal
        : ByteUnitSystem::Binary;
    preferences.theme = themeFromName(settings.value(kThemeKey).toString());
    preferences.language = settings.value(kLanguageKey).toString();
    return preferences;
}

void Preferences::save() const
{
    QSettings settings;
    settings.setValue(kSmallBufferKey, smallBufferKiB);
    settings.setValue(
        kByteUnitsKey, byteUnits == ByteUnitSystem::Decimal ? QStringLiteral("decimal") : QStringLiteral("binary"));
    settings.setValue(kThemeKey, themeName(theme));
    settings.setValue(kLanguageKey, language);
}

void applyPreferences(const Preferences& preferences)
{
    setByteUnitSystem(preferences.byteUnits);
    applyTheme(preferences.theme);
}

} // namespace memscope
