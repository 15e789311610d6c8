// SPDX-License-Identifier: Apache-2.0
#include "core/oom/oomlinejoiner.h"

#include "core/oom/oomlines.h"
#include "core/oom/oomtext.h"

#include <utility>

namespace memscope {

using namespace oomlines;

OomLineJoiner::OomLineJoiner(std::function<ReaderState()> readerState, LineSink sink)
    : m_readerState(std::move(readerState))
    , m_sink(std::move(sink))
{
}

void OomLineJoiner::addLine(QStringView rawLine, int number)
{
    ++m_lineCount;
    // A report inside a quoted string (a JSON log record, an exception's repr) has its
    // line breaks escaped as "\n": unfold it into its lines, all at this line number.
    if (rawLine.contains(QLatin1String("\\n")) && mentionsReport(rawLine)) {
        const QString unfolded = unescapeC(rawLine);
        for (const QStringView piece : QStringView(unfolded).split(QLatin1Char('\n')))
            addPhysicalLine(piece, number);
        return;
    }
    addPhysicalLine(rawLine, number);
}

void OomLineJoiner::addPhysicalLine(QStringView rawLine, int number)
{
    QStringView line = stripLogPrefix(rawLine);
    // A log viewer's break carries no logger prefix: a prefixed line is a new log record.
    const bool hasLogPrefix = line.size() != rawLine.size();
    while (line.endsWith(QLatin1Char('\r')) || line.endsWith(QLatin1Char('\n')))
        line.chop(1);
    const QStringView trimmed = line.trimmed();
    if (trimmed.isEmpty()) {
        flush();
        m_previousWasBlank = true;
        return;
    }
    if (m_pendingLine > 0 && !m_previousWasBlank && !hasLogPrefix && continuesPending(trimmed, line)) {
        m_pending += line;
        m_pendingLastLine = number;
        if (m_pendingKind == PendingKind::Other && startsReport(m_pending))
            m_pendingKind = PendingKind::ReportStart;
        return;
    }
    flush();
    const ReaderState state = m_readerState();
    m_pending = line.toString();
    m_pendingLine = m_pendingLastLine = number;
    m_previousWasBlank = false;
    if (startsReport(trimmed))
        m_pendingKind = PendingKind::ReportStart;
    else if (state.inReport
        && (beginsReportLine(trimmed) || (state.inTpuSummary && (isIndented(line) || isTpuSummaryLine(trimmed)))))
        m_pendingKind = PendingKind::ReportLine;
    else
        m_pendingKind = PendingKind::Other;
}

// Whether `line` is the rest of the pending line, broken by a log viewer.
bool OomLineJoiner::continuesPending(QStringView trimmed, QStringView line) const
{
    // No report line is this long; a longer one is log text that merely follows a report.
    constexpr qsizetype kLongestJoinedLine = 64 * 1024;
    if (m_pending.size() > kLongestJoinedLine)
        return false;
    const QStringView pending = QStringView(m_pending).trimmed();
    if (m_pendingKind == PendingKind::ReportStart) {
        // Only the TPU headline can be cut before its end ("... Exceeded hbm capacity by 4.77G.").
        return matchAt(kTpuHeadline, pending).hasMatch() && !matchAt(kTpuHeadlineEnd, pending).hasMatch()
            && !isIndented(line) && !beginsReportLine(trimmed) && !isTpuSummaryLine(trimmed);
    }
    if (m_pendingKind == PendingKind::Other) {
        // A line that is not part of a report joins the one above only to complete a report's first line.
        if (isIndented(line) || startsReport(trimmed))
            return false;
        const QString joined = m_pending + line.toString();
        return mentionsReport(joined) && startsReport(joined);
    }
    if (isSeparator(pending))
        return matchAt(QStringLiteral("^=+$"), trimmed).hasMatch();
    if (beginsReportLine(trimmed))
        return false;
    if (m_readerState().inTpuSummary) {
        // Figure lines there are indented and free-form; only an unindented
        // line that is nothing else of the summary continues the one above.
        return !isIndented(line) && !isTpuSummaryLine(trimmed);
    }
    return true;
}

void OomLineJoiner::flush()
{
    if (m_pendingLine == 0)
        return;
    const QString text = std::exchange(m_pending, QString());
    const int first = std::exchange(m_pendingLine, 0);
    m_sink(text, first, m_pendingLastLine);
}

} // namespace memscope
