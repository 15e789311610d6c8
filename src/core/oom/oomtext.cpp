// SPDX-License-Identifier: Apache-2.0
#include "core/oom/oomtext.h"

#include "core/util/regex.h"

#include <QRegularExpression>
#include <cmath>

namespace memscope {

QString unescapeC(QStringView text)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c != QLatin1Char('\\') || i + 1 == text.size()) {
            out += c;
            continue;
        }
        const QChar next = text[++i];
        switch (next.unicode()) {
        case 'n':
            out += QLatin1Char('\n');
            break;
        case 't':
            out += QLatin1Char('\t');
            break;
        case 'r':
            out += QLatin1Char('\r');
            break;
        default:
            if (next >= QLatin1Char('0') && next <= QLatin1Char('7')) {
                int value = 0;
                int digits = 0;
                while (digits < 3 && i < text.size() && text[i] >= QLatin1Char('0') && text[i] <= QLatin1Char('7')) {
                    value = value * 8 + (text[i].unicode() - '0');
                    ++i;
                    ++digits;
                }
                --i;
                out += QChar(value);
            } else {
                out += next; // \" \' \\ and anything unknown stand for themselves
            }
        }
    }
    return out;
}

void readOpMetadata(QStringView text, OomBuffer& buffer)
{
    // key=value or key="a quoted \" value"
    static const QRegularExpression pair(QStringLiteral(R"re((\w+)=("(?:[^"\\]|\\.)*"|[^\s,}]+))re"));
    QRegularExpressionMatchIterator it = globalMatchView(pair, text);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        const QString key = match.captured(1).toLower();
        QStringView value = match.capturedView(2);
        if (value.startsWith(QLatin1Char('"')) && value.size() >= 2)
            value = value.mid(1, value.size() - 2);
        if (key == QLatin1String("op_type"))
            buffer.opType = unescapeC(value);
        else if (key == QLatin1String("op_name"))
            buffer.opName = unescapeC(value);
        else if (key == QLatin1String("source_file"))
            buffer.sourceFile = unescapeC(value);
        else if (key == QLatin1String("source_line")) {
            bool ok = false;
            const int line = value.toInt(&ok);
            if (ok)
                buffer.sourceLine = line;
        }
    }
}

ReportedBytes parseReportedBytes(QStringView text)
{
    ReportedBytes result;
    const QStringView trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return result;
    result.text = trimmed.toString();
    static const QRegularExpression pattern(QStringLiteral(R"(^(-?\d+(?:\.\d+)?)\s*(?:([KMGTPE])i?B?|B)$)"));
    const QRegularExpressionMatch match = matchView(pattern, trimmed);
    if (!match.hasMatch())
        return result;
    const double value = match.capturedView(1).toDouble();
    static const QString units = QStringLiteral("KMGTPE");
    const qsizetype exponent = match.hasCaptured(2) ? units.indexOf(match.capturedView(2)) + 1 : 0;
    const double bytes = value * std::pow(1024.0, static_cast<double>(exponent));
    if (!std::isfinite(bytes) || bytes < 0 || bytes > 9.2e18)
        return result;
    result.bytes = std::llround(bytes);
    result.rounded = exponent > 0;
    return result;
}

QStringView stripLogPrefix(QStringView line)
{
    if (line.isEmpty())
        return line;
    const QChar first = line.front();
    if (!first.isDigit() && first != QLatin1Char('[') && !QStringLiteral("IWEF").contains(first) && !first.isSpace())
        return line;
    static const QRegularExpression prefixes[] = {
        // "2020-05-04 09:05:40.719745: E    1578 tensorflow/x.cc:76] ", "[2025-06-02T09:30:00Z] ",
        // "2025-06-02 09:30:00,123 ERROR ", "2025-... W tensorflow/core/x.cc:12] "
        QRegularExpression(QStringLiteral(
            R"(^\s*\[?\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(?:[.,]\d+)?(?:Z|[+-]\d{2}:?\d{2})?\]?:?)"
            R"((?:\s+(?:[IWEF]|INFO|WARNING|WARN|ERROR|FATAL|DEBUG|CRITICAL)\b:?)?(?:\s+\d+)?(?:\s+[^\s\]]+:\d+\])? ?)")),
        // glog / absl: "E1111 07:35:00.272763 140408571025152 error_handling.py:81] "
        QRegularExpression(QStringLiteral(R"(^[IWEF]\d{4}\s+[\d:.]+\s+\d+\s+[^\s\]]+:\d+\] ?)")),
    };
    for (const QRegularExpression& prefix : prefixes) {
        const QRegularExpressionMatch match = matchView(prefix, line);
        if (match.hasMatch() && match.capturedLength() > 0)
            return line.mid(match.capturedLength());
    }
    return line;
}

QString opcodeFromXlaLabel(QStringView label)
{
    const QStringView trimmed = label.trimmed();
    static const QRegularExpression bareOpcode(QStringLiteral(R"(^[a-z][a-z0-9\-_]*$)"));
    if (matchView(bareOpcode, trimmed).hasMatch())
        return trimmed.toString();
    const qsizetype equals = trimmed.indexOf(QLatin1Char('='));
    const QStringView rest = equals < 0 ? trimmed : trimmed.mid(equals + 1);
    // Walk past the result shape ("f32[8]{0:T(8,128)}" or a "(...)" tuple): the
    // opcode is the word directly before the first "(" outside brackets.
    int bracketDepth = 0;
    QString word;
    for (qsizetype i = 0; i < rest.size(); ++i) {
        const QChar c = rest[i];
        if (c == QLatin1Char('[') || c == QLatin1Char('{')) {
            ++bracketDepth;
            word.clear();
        } else if (c == QLatin1Char(']') || c == QLatin1Char('}')) {
            bracketDepth = std::max(0, bracketDepth - 1);
        } else if (bracketDepth > 0) {
            continue;
        } else if (c == QLatin1Char('(')) {
            if (!word.isEmpty())
                return word;
            int parenDepth = 1; // a tuple shape: skip it whole
            while (++i < rest.size() && parenDepth > 0) {
                if (rest[i] == QLatin1Char('('))
                    ++parenDepth;
                else if (rest[i] == QLatin1Char(')'))
                    --parenDepth;
            }
            --i;
        } else if (c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('_')) {
            word += c;
        } else {
            word.clear();
        }
    }
    return {};
}
} // namespace memscope
