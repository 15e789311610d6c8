// SPDX-License-Identifier: Apache-2.0
#include "core/xplane/tfopname.h"

#include <QRegularExpression>
#include <algorithm>
#include <iterator>

namespace memscope::xplane {

TfOpCategory tfOpCategory(const QString& name)
{
    const qsizetype colon = name.indexOf(QLatin1Char(':'));
    if (colon < 0) {
        static const char* const memcpyPrefixes[] = { "MEMCPYHToD", "MEMCPYDToH", "MEMCPYDToD", "MEMCPYHToH" };
        return std::any_of(std::begin(memcpyPrefixes), std::end(memcpyPrefixes),
                   [&](const char* prefix) { return name.startsWith(QLatin1String(prefix), Qt::CaseInsensitive); })
            ? TfOpCategory::Memcpy
            : TfOpCategory::Unknown;
    }
    const QString left = name.left(colon);
    const QString right = name.mid(colon + 1);
    static const QRegularExpression tfName(QStringLiteral("^[A-Za-z0-9.][A-Za-z0-9_./>\\-]*$"));
    static const QRegularExpression tfType(QStringLiteral("^[A-Z_][a-zA-Z0-9_]*$"));
    static const QRegularExpression jaxType(QStringLiteral("^[a-z_][a-z0-9_]*(\\[.*\\])?$"));
    if (left == QLatin1String("Iterator"))
        return TfOpCategory::TfData;
    if (tfName.match(left).hasMatch() && tfType.match(right).hasMatch())
        return TfOpCategory::TensorFlow;
    // Without a type, the last name segment without a trailing "_<n>" stands in for it.
    static const QRegularExpression trailingNumber(QStringLiteral("_\\d+$"));
    const QString type = right.isEmpty() ? left.section(QLatin1Char('/'), -1).remove(trailingNumber) : right;
    if (jaxType.match(type).hasMatch())
        return TfOpCategory::Jax;
    return right.isEmpty() ? TfOpCategory::TensorFlow : TfOpCategory::Unknown;
}

} // namespace memscope::xplane
