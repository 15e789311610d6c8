// SPDX-License-Identifier: Apache-2.0
#pragma once

// Reads the logical lines of a log (as OomLineJoiner repairs them) into
// OomReports: where a report starts and ends, the buffer list both report
// kinds share, and what a cut-off report lacks. The two grammars are methods of
// the reader in their own files: oombufferassignmentgrammar.cpp (GPU/CPU
// "BufferAssignment OOM Debugging.") and oomtpugrammar.cpp (TPU "Ran out of
// memory in memory space ...").

#include "core/oom/oomlinejoiner.h"
#include "core/oom/oomparser.h"
#include "core/oom/oomreport.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace memscope {

class OomReportReader
{
    Q_DECLARE_TR_FUNCTIONS(memscope)

public:
    explicit OomReportReader(QString sourceName);

    void handleLine(const QString& text, int firstLine, int lastLine);
    OomLineJoiner::ReaderState state() const;
    // Ends the open report; `lineCount` (the input's) is for the message when there is none.
    OomParseOutcome finish(int lineCount);

private:
    enum class Section
    {
        Outside, // not inside a report
        Requested, // after "Out of memory while trying to allocate N bytes."
        Stats, // inside "BufferAssignment stats:"
        Buffers, // inside "Peak buffers:" / "Largest program allocations in ...:"
        TpuSummary, // between "Ran out of memory in memory space ..." and the buffer list
    };

    // The GPU/CPU grammar (oombufferassignmentgrammar.cpp).
    bool startsBufferAssignmentReport(QStringView trimmed, int firstLine);
    bool handleAfterRequested(QStringView trimmed, int line);
    bool handleStatsLine(QStringView trimmed, int line);
    void checkBufferAssignmentCompleteness(OomReport& report) const;

    // The TPU grammar (oomtpugrammar.cpp).
    bool startsTpuReport(QStringView trimmed, int firstLine);
    bool handleTpuSummaryLine(const QString& text, QStringView trimmed, int line);

    // Both: the buffer list.
    void startFromBufferList(QStringView trimmed, int firstLine, int lastLine);
    void openBufferList(const QString& heading);
    bool handleBufferLine(QStringView trimmed, int line);
    void beginBuffer(int rank, int line);
    void setField(const QString& field, const QString& value, int line);
    QStringList requiredFields(const OomBuffer& buffer) const;
    void closeBuffer(bool separatorSeen);

    // Both: reports.
    void startReport(OomReportKind kind, int firstLine);
    void extendReport(int lastLine);
    void endReport();
    void checkCompleteness(OomReport& report) const;
    QString noReportMessage(int lineCount) const;

    QString m_sourceName;
    std::optional<OomReport> m_report;
    Section m_section = Section::Outside;
    bool m_sawDebuggingHeader = false;
    bool m_sawBufferList = false;
    bool m_bufferOpen = false;
    QStringList m_seenFields; // lower-case field names of the open buffer
    std::vector<OomReport> m_reports;
    QList<int> m_requestedMentions;
};

} // namespace memscope
