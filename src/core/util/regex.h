#pragma once

#include <QRegularExpression>
#include <QStringView>

namespace memscope {

// A match on a string view. Qt 6.8 deprecates QRegularExpression::match(QStringView) in favour of
// matchView(), which Qt 6.4 (Debian 12) does not have; every match on a view goes through these
// two, so the code builds without warnings on both.
inline QRegularExpressionMatch matchView(const QRegularExpression& expression, QStringView text)
{
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
    return expression.matchView(text);
#else
    return expression.match(text);
#endif
}

inline QRegularExpressionMatchIterator globalMatchView(const QRegularExpression& expression, QStringView text)
{
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
    return expression.globalMatchView(text);
#else
    return expression.globalMatch(text);
#endif
}

} // namespace memscope
