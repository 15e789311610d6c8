// SPDX-License-Identifier: Apache-2.0
#include "core/util/translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>
#include <memory>
#include <vector>

namespace memscope {

bool installTranslations(const QLocale& locale)
{
    static std::vector<std::unique_ptr<QTranslator>> installed;
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

} // namespace memscope
