// SPDX-License-Identifier: Apache-2.0
#include "language.h"

#include "core/util/translations.h"
#include "settings/preferences.h"

#include <QActionGroup>
#include <QApplication>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>

namespace memscope {

std::vector<Language> languages()
{
    std::vector<Language> result { { QString(), QCoreApplication::translate("memscope", "System language") } };
    for (const char* code : { "en", "tr", "bn", "fa" }) {
        const QLocale locale { QLatin1String(code) };
        result.push_back({ QLatin1String(code), locale.nativeLanguageName() });
    }
    return result;
}

QString languageSetting() { return Preferences::load().language; }

void setLanguageSetting(const QString& code)
{
    Preferences preferences = Preferences::load();
    preferences.language = code;
    preferences.save();
}

void applyLanguage(const QString& code)
{
    const QLocale locale = code.isEmpty() ? QLocale::system() : QLocale(code);
    installTranslations(locale);
    QGuiApplication::setLayoutDirection(locale.textDirection());
}

QMenu* createLanguageMenu(QWidget* parent)
{
    auto* menu = new QMenu(QCoreApplication::translate("memscope", "&Language"), parent);
    auto* group = new QActionGroup(menu);
    const QString current = languageSetting();
    for (const Language& language : languages()) {
        QAction* action = menu->addAction(language.name);
        action->setCheckable(true);
        action->setChecked(language.code == current);
        group->addAction(action);
        QObject::connect(action, &QAction::triggered, parent, [parent, code = language.code] {
            if (code == languageSetting())
                return;
            setLanguageSetting(code);
            QMessageBox::information(parent, QCoreApplication::translate("memscope", "Language"),
                QCoreApplication::translate("memscope", "Memscope shows the new language when it starts again."));
        });
    }
    return menu;
}

} // namespace memscope
