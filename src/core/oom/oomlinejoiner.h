// SPDX-License-Identifier: Apache-2.0
#pragma once

// The repair of a log's lines before a report grammar reads them: log viewers
// and terminals break long lines, and a report quoted in a log record (JSON, an
// exception's repr) has its line breaks escaped as "\n". The joiner strips
// logger prefixes, unfolds escaped reports and joins the pieces of a broken
// line back into the logical line XLA printed, keeping the input lines it spans.

#include <QString>
#include <QStringView>
#include <functional>

namespace memscope {

class OomLineJoiner
{
public:
    // Where the reader of the joined lines is: whether a report is open, and
    // whether it is in a TPU report's free-form summary, where indentation
    // (not a grammar line) tells a new line from a broken one.
    struct ReaderState
    {
        bool inReport = false;
        bool inTpuSummary = false;
    };
    // Receives each logical line with the input lines it spans (1-based).
    using LineSink = std::function<void(const QString& text, int firstLine, int lastLine)>;

    OomLineJoiner(std::function<ReaderState()> readerState, LineSink sink);

    // One input line (without or with its line break), numbered from 1.
    void addLine(QStringView rawLine, int number);
    // Hands on the line being assembled; call at the end of the input.
    void flush();
    int lineCount() const { return m_lineCount; }

private:
    void addPhysicalLine(QStringView rawLine, int number);
    bool continuesPending(QStringView trimmed, QStringView line) const;

    // What the line being assembled is, decided at its first piece.
    enum class PendingKind
    {
        Other, // log text outside a report
        ReportStart, // the first line of a report
        ReportLine, // a line of the open report
    };

    std::function<ReaderState()> m_readerState;
    LineSink m_sink;
    int m_lineCount = 0;
    QString m_pending; // the logical line being assembled
    PendingKind m_pendingKind = PendingKind::Other;
    int m_pendingLine = 0; // its first input line; 0 when none
    int m_pendingLastLine = 0;
    bool m_previousWasBlank = false;
};

} // namespace memscope
