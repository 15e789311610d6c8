// SPDX-License-Identifier: Apache-2.0
#include "core/xplane/tfopname.h"

#include <QRegularExpression>
#include <algorithm>
#include <iterator>

namespace memscope::xplane {

namespace {

    // DeriveOpType: the last '/' segment without a numeric "_<n>" suffix (model/layer/MatMul_1 → MatMul).
    QString derivedOpType(const QString& name)
    {
        const QString last = name.section(QLatin1Char('/'), -1);
        const qsizetype underscore = last.lastIndexOf(QLatin1Char('_'));
        if (underscore < 0)
            return last;
        bool integer = false;
        last.mid(underscore + 1).toLongLong(&integer);
        return integer ? last.left(underscore) : last;
    }

} // namespace

TfOp parseTfOpFullname(const QString& fullName)
{
    TfOp op { TfOpCategory::Unknown, fullName, {} };
    const qsizetype colon = fullName.indexOf(QLatin1Char(':'));
    if (colon < 0) {
        static const char* const memcpyTypes[] = { "MemcpyHToD", "MemcpyDToH", "MemcpyDToD", "MemcpyHToH" };
        for (const char* type : memcpyTypes) {
            if (fullName.startsWith(QLatin1String(type), Qt::CaseInsensitive)) {
                op.category = TfOpCategory::Memcpy;
                op.type = QLatin1String(type);
                break;
            }
        }
        return op;
    }
    const QString left = fullName.left(colon);
    const QString right = fullName.mid(colon + 1);
    if (left == QLatin1String("Iterator")) {
        op.category = TfOpCategory::TfData;
        op.type = QStringLiteral("Dataset");
        return op;
    }
    static const QRegularExpression tfName(QStringLiteral("^[A-Za-z0-9.][A-Za-z0-9_./>\\-]*$"));
    static const QRegularExpression tfType(QStringLiteral("^[A-Z_][a-zA-Z0-9_]*$"));
    static const QRegularExpression jaxType(QStringLiteral("^[a-z_][a-z0-9_]*(\\[.*\\])?$"));
    if (tfName.match(left).hasMatch() && tfType.match(right).hasMatch())
        return { TfOpCategory::TensorFlow, left, right };
    const QString type = right.isEmpty() ? derivedOpType(left) : right;
    if (jaxType.match(type).hasMatch())
        return { TfOpCategory::Jax, left, type.left(type.indexOf(QLatin1Char('['))) };
    if (right.isEmpty())
        return { TfOpCategory::TensorFlow, left, type };
    return op;
}

TfOpCategory tfOpCategory(const QString& name) { return parseTfOpFullname(name).category; }

QStringList tfNameScopes(const TfOp& op)
{
    QStringList scopes = op.name.split(QLatin1Char('/'));
    scopes.removeLast();
    return scopes;
}

QString tfOpEventName(const TfOp& op)
{
    switch (op.category) {
    case TfOpCategory::Unknown: {
        qsizetype end = op.name.size();
        while (end > 0 && op.name.at(end - 1).isSpace() && op.name.at(end - 1).unicode() < 128)
            --end;
        return op.name.left(end);
    }
    case TfOpCategory::TfData:
        return QStringLiteral("Iterator::") + op.name.section(QStringLiteral("::"), -1);
    case TfOpCategory::TensorFlow:
    case TfOpCategory::Jax:
    case TfOpCategory::Memcpy:
        break;
    }
    return op.type;
}

} // namespace memscope::xplane
