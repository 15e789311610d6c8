// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>
#include <vector>

class QMenu;
class QWidget;

namespace memscope {

// A language the interface can be shown in: its code for "ui/language" and its name
// as its readers write it ("Türkçe"); the code "" is the system's language.
struct Language
{
    QString code;
    QString name;
};

// "", then English and each language Memscope is translated into.
std::vector<Language> languages();

// The QSettings key "ui/language": "" (follow the system's LANG/LC_ALL/LC_MESSAGES), "en", "tr", "bn", "fa".
QString languageSetting();
void setLanguageSetting(const QString& code);

// Shows the application in `code`'s language ("" = the system's): installs the translations,
// makes it the default QLocale (numbers, sizes, dates) and lays the windows out right to left
// for a right-to-left language such as Persian. Widgets made before the call keep their texts,
// so setUpApplication() calls it before the first window.
void applyLanguage(const QString& code);

// View > Language: one checkable entry per language; choosing one keeps it in "ui/language"
// and says that it applies from the next start (the open windows keep their texts).
QMenu* createLanguageMenu(QWidget* parent);

} // namespace memscope
