// SPDX-License-Identifier: Apache-2.0
#include "core/oom/oomlines.h"

#include "core/util/regex.h"

#include <array>
#include <map>

namespace memscope::oomlines {

const QString kSizePattern = QStringLiteral(R"(-?\d+(?:\.\d+)?(?:[KMGTPE]i?B?|B))");

const QString kRequestedLine = QStringLiteral(R"(Out of memory while trying to allocate\s+(\d+)\s*bytes)");
const QString kDebuggingHeader = QStringLiteral(R"(^BufferAssignment OOM Debugging\b)");
const QString kStatsHeader = QStringLiteral(R"(^BufferAssignment stats\s*:)");
const QString kPeakBuffersHeader = QStringLiteral(R"(^Peak buffers\s*:)");
const QString kTpuHeadline = QStringLiteral(
    R"(Ran out of memory in memory space (\w+)\.?(?:\s*Used (%1) of (%1) \w+\.)?(?:\s*Exceeded \w+ capacity by (%1))?)")
                                 .arg(kSizePattern);
const QString kTpuHeadlineEnd = QStringLiteral(R"(Exceeded \w+ capacity by %1\.)").arg(kSizePattern);
const QString kTpuBuffersHeader = QStringLiteral(R"(^(Largest program allocations in \w+)\s*:?)");
const QString kTpuGroupTitle = QStringLiteral(
    R"(^((?:Total \S+ usage|Program \S+ requirement|Heap allocator status|Persistent allocations|\S+ capacity)\b.*?)\s*:\s*$)");
const QString kTitleTotal = QStringLiteral(R"((%1)\s*$)").arg(kSizePattern);
const QString kOutputSizeNote = QStringLiteral(R"(^Output size\b)");

const QString kStatLine = QStringLiteral(
    R"(^((?:parameter|constant|maybe_live_out|preallocated temp|total) (?:allocation|fragmentation))\s*:\s*(\S+)(?:\s*\(([^)%]*)%\))?\s*(.*)$)");
const QString kTpuFigure = QStringLiteral(R"(^(\S.*?)\s+(%1|unknown size)(?=\s|$)\s*(.*)$)").arg(kSizePattern);

const QString kGpuBufferStart = QStringLiteral(R"(^Buffer\s+(\d+)\s*:\s*$)");
const QString kTpuBufferStart = QStringLiteral(R"(^(\d+)\.\s*Size\s*:\s*(.*)$)");
const QString kField = QStringLiteral(
    R"(^(Size|Operator|XLA Label|Shape|Entry Parameter Subshape|Unpadded size|Extra memory due to padding|Allocation type)\s*:\s?(.*)$)");
// XLA's "==========================" after each buffer; a quoted report may end in the closing quote.
const QString kSeparator = QStringLiteral(R"re(^={3,}[\s"'}\]),]*$)re");
const QString kPaddingValue = QStringLiteral(R"(^(\S+)(?:\s*\((\d+(?:\.\d+)?)x expansion\))?)");

namespace {

    const QRegularExpression& regex(const QString& pattern)
    {
        // The patterns are few and fixed; compile each once per thread (std::map keeps references stable).
        static thread_local std::map<QString, QRegularExpression> cache;
        auto it = cache.find(pattern);
        if (it == cache.end())
            it = cache.emplace(pattern, QRegularExpression(pattern, QRegularExpression::CaseInsensitiveOption)).first;
        return it->second;
    }

    // The literal beginnings of report lines. A line that is a proper prefix of one
    // of them was broken by a log viewer inside its label, and the next line continues it.
    const std::array<const char*, 20> kLineBeginnings = {
        "BufferAssignment OOM Debugging.",
        "BufferAssignment stats:",
        "Peak buffers:",
        "parameter allocation:",
        "constant allocation:",
        "maybe_live_out allocation:",
        "preallocated temp allocation:",
        "preallocated temp fragmentation:",
        "total allocation:",
        "total fragmentation:",
        "Buffer ",
        "Size:",
        "Operator:",
        "XLA Label:",
        "Shape:",
        "Entry Parameter Subshape:",
        "Unpadded size:",
        "Extra memory due to padding:",
        "Allocation type:",
        "Largest program allocations in ",
    };

    bool isProperPrefixOfLineBeginning(QStringView trimmed)
    {
        if (trimmed.size() < 2)
            return false;
        for (const char* beginning : kLineBeginnings) {
            const QLatin1String literal(beginning);
            if (trimmed.size() < literal.size() && literal.startsWith(trimmed, Qt::CaseInsensitive))
                return true;
        }
        // "12." or "12. Si" of a TPU "12. Size:" line.
        return matchAt(QStringLiteral(R"(^\d+\.(\s*S(i(ze?)?)?)?$)"), trimmed).hasMatch();
    }

} // namespace

QRegularExpressionMatch matchAt(const QString& pattern, QStringView text) { return matchView(regex(pattern), text); }

bool beginsReportLine(QStringView trimmed)
{
    static const std::array<QString, 11> patterns
        = { kRequestedLine, kDebuggingHeader, kStatsHeader, kPeakBuffersHeader, kTpuHeadline, kTpuBuffersHeader,
              kStatLine, kGpuBufferStart, kTpuBufferStart, kField, kSeparator };
    for (const QString& pattern : patterns) {
        if (matchAt(pattern, trimmed).hasMatch())
            return true;
    }
    return isProperPrefixOfLineBeginning(trimmed);
}

bool isSeparator(QStringView trimmed) { return matchAt(kSeparator, trimmed).hasMatch(); }

bool isIndented(QStringView line) { return line.startsWith(QLatin1Char(' ')) || line.startsWith(QLatin1Char('\t')); }

bool isTpuSummaryLine(QStringView trimmed)
{
    return matchAt(kTpuGroupTitle, trimmed).hasMatch() || matchAt(kOutputSizeNote, trimmed).hasMatch();
}

bool mentionsReport(QStringView text)
{
    return text.contains(QLatin1String("out of memory"), Qt::CaseInsensitive)
        || text.contains(QLatin1String("BufferAssignment"), Qt::CaseInsensitive)
        || text.contains(QLatin1String("Peak buffers"), Qt::CaseInsensitive)
        || text.contains(QLatin1String("Largest program allocations"), Qt::CaseInsensitive);
}

bool startsReport(QStringView text)
{
    if (!mentionsReport(text))
        return false;
    return matchAt(kRequestedLine, text).hasMatch() || matchAt(kTpuHeadline, text).hasMatch()
        || matchAt(kDebuggingHeader, text).hasMatch();
}

} // namespace memscope::oomlines
