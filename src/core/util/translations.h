// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QLocale>

namespace memscope {

// Before the application object exists: when the locale that decides the character set is C or
// POSIX (LANG=C, as scripts and containers often have it) or none is set, asks for C.UTF-8. Qt 6.8
// would use C.UTF-8 all the same, after a warning on standard error on every run; the texts stay
// English. Any other locale is left as it is.
void preferUtf8ForThePosixLocale();

// Makes `locale` the language of the running application: installs Memscope's translation
// of its language (embedded under :/i18n, built from resources/translations) and Qt's own
// (qtbase: the standard dialogs and buttons, from Qt's translations folder where the system
// has it; on Debian the package qt6-translations-l10n), replacing what an earlier call
// installed, and makes it the default QLocale, so that numbers, sizes and dates shown to
// people follow it. English, the source language, needs no translation. Machine formats
// (JSON, CSV, DOT) format with QLocale::c() and never depend on this.
// Needs the QCoreApplication; returns whether Memscope has a translation for the language.
bool installTranslations(const QLocale& locale);

// While it lives, the application is untranslated with QLocale::c() as the default, and
// afterwards as before: for output read by programs, whose texts (findings in a JSON report,
// say) must be the same bytes in every locale.
class UntranslatedScope
{
public:
    UntranslatedScope();
    ~UntranslatedScope();
    UntranslatedScope(const UntranslatedScope&) = delete;
    UntranslatedScope& operator=(const UntranslatedScope&) = delete;

private:
    QLocale m_previousDefault;
};

} // namespace memscope
