// SPDX-License-Identifier: Apache-2.0
#include "core/util/csv.h"

#include <charconv>
#include <cmath>

namespace memscope {

QString csvField(const QString& value)
{
    if (!value.contains(QLatin1Char(',')) && !value.contains(QLatin1Char('"')) && !value.contains(QLatin1Char('\n'))
        && !value.contains(QLatin1Char('\r')))
        return value;
    QString quoted = value;
    quoted.replace(QLatin1Char('"'), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString csvLine(const QStringList& fields)
{
    QString line;
    for (qsizetype i = 0; i < fields.size(); ++i) {
        if (i > 0)
            line += QLatin1Char(',');
        line += csvField(fields[i]);
    }
    return line + QLatin1String(kCsvLineEnd.data(), qsizetype(kCsvLineEnd.size()));
}

char* csvNumber(char* out, double value)
{
    // std::to_chars without a precision writes the shortest form that reads back the same; fixed
    // keeps 1000000 from becoming 1e+06, and within [1e-5, 1e15) stays under kCsvNumberMaxLength.
    const double magnitude = std::fabs(value);
    if (magnitude == 0 || (magnitude >= 1e-5 && magnitude < 1e15))
        return std::to_chars(out, out + kCsvNumberMaxLength, value, std::chars_format::fixed).ptr;
    return std::to_chars(out, out + kCsvNumberMaxLength, value).ptr;
}

QString csvNumber(double value)
{
    char digits[kCsvNumberMaxLength];
    return QString::fromLatin1(digits, csvNumber(digits, value) - digits);
}

} // namespace memscope
