// SPDX-License-Identifier: Apache-2.0
#include "core/util/translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>
#include <memory>
#include <vector>

namespace memscope {
namespace {

    std::vector<std::unique_ptr<QTranslator>>& installedTranslators()
    {
        static std::vector<std::unique_ptr<QTranslator>> installed;
        return installed;
    }

} // namespace

bool installTranslations(const QLocale& locale)
{
    std::vector<std::unique_ptr<QTranslator>>& installed = installedTranslators();
    for (const std::unique_ptr<QTranslator>& translator : installed)
        QCoreApplication::removeTranslator(translator.get());
    installed.clear();
    QLocale::setDefault(locale);

    const auto install = [&](const QString& name, const QString& directory) {
        auto translator = std::make_unique<QTranslator>();
        if (!translator->load(locale, name, QStringLiteral("_"), directory))
            return false;
        QCoreApplication::installTranslator(translator.get());
        installed.push_back(std::move(translator));
        return true;
    };
    install(QStringLiteral("qtbase"), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    return install(QStringLiteral("memscope"), QStringLiteral(":/i18n"));
}

void preferUtf8ForThePosixLocale()
{
    // The first of these that is set names the character set's locale (POSIX's order).
    for (const char* name : { "LC_ALL", "LC_CTYPE", "LANG" }) {
        const QByteArray value = qgetenv(name);
        if (value.isEmpty())
            continue;
        if (value == "C" || value == "POSIX")
            qputenv(name, "C.UTF-8");
        return;
    }
    qputenv("LC_CTYPE", "C.UTF-8");
}

UntranslatedScope::UntranslatedScope()
{
    for (const std::unique_ptr<QTranslator>& translator : installedTranslators())
        QCoreApplication::removeTranslator(translator.get());
    QLocale::setDefault(QLocale::c());
}

UntranslatedScope::~UntranslatedScope()
{
    for (const std::unique_ptr<QTranslator>& translator : installedTranslators())
        QCoreApplication::installTranslator(translator.get());
    QLocale::setDefault(m_previousDefault);
}

} // namespace memscope
