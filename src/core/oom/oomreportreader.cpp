// SPDX-License-Identifier: Apache-2.0
#include "core/oom/oomreportreader.h"

#include "core/oom/oomlines.h"
#include "core/oom/oomtext.h"

#include <algorithm>

namespace memscope {

using namespace oomlines;

OomReportReader::OomReportReader(QString sourceName)
    : m_sourceName(std::move(sourceName))
{
}

OomLineJoiner::ReaderState OomReportReader::state() const
{
    return { m_report.has_value(), m_report && m_section == Section::TpuSummary };
}

void OomReportReader::handleLine(const QString& text, int firstLine, int lastLine)
{
    const QStringView trimmed = QStringView(text).trimmed();
    if (!m_report && !mentionsReport(trimmed))
        return; // ordinary log text

    if (startsBufferAssignmentReport(trimmed, firstLine) || startsTpuReport(trimmed, firstLine)) {
        extendReport(lastLine);
        return;
    }
    if (!m_report) {
        startFromBufferList(trimmed, firstLine, lastLine);
        return;
    }
    bool consumed = false;
    switch (m_section) {
    case Section::Requested:
        consumed = handleAfterRequested(trimmed, firstLine);
        break;
    case Section::Stats:
        consumed = handleStatsLine(trimmed, firstLine);
        break;
    case Section::Buffers:
        consumed = handleBufferLine(trimmed, firstLine);
        break;
    case Section::TpuSummary:
        consumed = handleTpuSummaryLine(text, trimmed, firstLine);
        break;
    case Section::Outside:
        break;
    }
    if (consumed) {
        extendReport(lastLine);
        return;
    }
    // Something that is not part of a report: the current one ended above it.
    endReport();
    startFromBufferList(trimmed, firstLine, lastLine);
}

// A log that was cut above its report's first lines still shows its buffers.
void OomReportReader::startFromBufferList(QStringView trimmed, int firstLine, int lastLine)
{
    const bool gpuList = matchAt(kPeakBuffersHeader, trimmed).hasMatch();
    const QRegularExpressionMatch tpuList = matchAt(kTpuBuffersHeader, trimmed);
    if (!gpuList && !tpuList.hasMatch())
        return;
    startReport(gpuList ? OomReportKind::BufferAssignment : OomReportKind::TpuCompile, firstLine);
    m_report->warnings.append(tr("The report begins at line %1 with its buffer list: the lines above it "
                                 "(what failed and the totals) are not in the text.")
                                  .arg(firstLine));
    openBufferList(gpuList ? QStringLiteral("Peak buffers") : tpuList.captured(1));
    extendReport(lastLine);
}

void OomReportReader::openBufferList(const QString& heading)
{
    m_report->buffersHeading = heading;
    m_section = Section::Buffers;
    m_sawBufferList = true;
}

bool OomReportReader::handleBufferLine(QStringView trimmed, int line)
{
    if (const QRegularExpressionMatch start = matchAt(kGpuBufferStart, trimmed); start.hasMatch()) {
        beginBuffer(start.captured(1).toInt(), line);
        return true;
    }
    if (const QRegularExpressionMatch start = matchAt(kTpuBufferStart, trimmed); start.hasMatch()) {
        beginBuffer(start.captured(1).toInt(), line);
        setField(QStringLiteral("size"), start.captured(2).trimmed(), line);
        return true;
    }
    if (isSeparator(trimmed)) {
        if (!m_bufferOpen)
            return true; // a stray separator line; nothing to close
        closeBuffer(true);
        return true;
    }
    if (const QRegularExpressionMatch field = matchAt(kField, trimmed); field.hasMatch()) {
        if (!m_bufferOpen) {
            m_report->warnings.append(
                tr("Line %1: \"%2\" appears outside any buffer and was ignored.").arg(line).arg(trimmed.toString()));
            return true;
        }
        setField(field.captured(1).toLower(), field.captured(2).trimmed(), line);
        return true;
    }
    return false;
}

void OomReportReader::beginBuffer(int rank, int line)
{
    if (m_bufferOpen)
        closeBuffer(false);
    OomBuffer buffer;
    buffer.rank = rank;
    buffer.line = line;
    m_report->buffers.push_back(std::move(buffer));
    m_bufferOpen = true;
    m_seenFields.clear();
}

void OomReportReader::setField(const QString& field, const QString& value, int line)
{
    OomBuffer& buffer = m_report->buffers.back();
    m_seenFields.append(field);
    if (field == QLatin1String("size")) {
        buffer.size = parseReportedBytes(value);
        if (!buffer.size.isKnown())
            m_report->warnings.append(
                tr("Line %1: the size \"%2\" of buffer %3 is not a size.").arg(line).arg(value).arg(buffer.rank));
    } else if (field == QLatin1String("operator")) {
        buffer.operatorText = value;
        readOpMetadata(value, buffer);
    } else if (field == QLatin1String("xla label")) {
        buffer.xlaLabel = value;
        buffer.opcode = opcodeFromXlaLabel(value);
        const QRegularExpressionMatch name = matchAt(QStringLiteral(R"(^%?([\w.\-]+)\s*=)"), value);
        if (name.hasMatch())
            buffer.instructionName = name.captured(1);
        if (buffer.opName.isEmpty()) {
            // TPU labels carry the instruction's metadata={...} even when no Operator line was printed.
            const QRegularExpressionMatch metadata = matchAt(QStringLiteral(R"(metadata=\{(.*)\}?)"), value);
            if (metadata.hasMatch())
                readOpMetadata(metadata.capturedView(1), buffer);
        }
    } else if (field == QLatin1String("shape")) {
        buffer.shape = value;
    } else if (field == QLatin1String("entry parameter subshape")) {
        buffer.shape = value;
        buffer.isEntryParameter = true;
        buffer.opcode = QStringLiteral("parameter");
        if (buffer.allocationType.isEmpty())
            buffer.allocationType = QStringLiteral("Parameter");
    } else if (field == QLatin1String("unpadded size")) {
        buffer.unpaddedSize = parseReportedBytes(value);
    } else if (field == QLatin1String("extra memory due to padding")) {
        const QRegularExpressionMatch padding = matchAt(kPaddingValue, value);
        buffer.padding = parseReportedBytes(padding.capturedView(1));
        if (padding.hasCaptured(2))
            buffer.expansion = padding.captured(2).toDouble();
    } else if (field == QLatin1String("allocation type")) {
        buffer.allocationType = value;
    }
}

// The fields every buffer of this kind of report has.
QStringList OomReportReader::requiredFields(const OomBuffer& buffer) const
{
    if (m_report->kind == OomReportKind::TpuCompile)
        return { QStringLiteral("Size"), QStringLiteral("Shape"), QStringLiteral("XLA label") };
    if (buffer.isEntryParameter)
        return { QStringLiteral("Size"), QStringLiteral("Entry Parameter Subshape") };
    return { QStringLiteral("Size"), QStringLiteral("XLA Label"), QStringLiteral("Shape") };
}

void OomReportReader::closeBuffer(bool separatorSeen)
{
    m_bufferOpen = false;
    OomBuffer& buffer = m_report->buffers.back();
    for (const QString& field : requiredFields(buffer)) {
        if (!m_seenFields.contains(field.toLower()))
            buffer.missingFields.append(field);
    }
    if (!buffer.missingFields.isEmpty()) {
        m_report->warnings.append(tr("Buffer %1 (line %2) is cut off: the report does not give its %3.")
                                      .arg(buffer.rank)
                                      .arg(buffer.line)
                                      .arg(buffer.missingFields.join(QStringLiteral(", "))));
    } else if (!separatorSeen) {
        m_report->warnings.append(
            tr("Buffer %1 (line %2) has no closing \"====\" line; the report may be cut off after it.")
                .arg(buffer.rank)
                .arg(buffer.line));
    }
}

void OomReportReader::startReport(OomReportKind kind, int firstLine)
{
    endReport();
    m_report.emplace();
    m_report->sourceName = m_sourceName;
    m_report->kind = kind;
    m_report->firstLine = m_report->lastLine = firstLine;
    m_sawDebuggingHeader = false;
    m_sawBufferList = false;
    m_bufferOpen = false;
}

void OomReportReader::extendReport(int lastLine) { m_report->lastLine = std::max(m_report->lastLine, lastLine); }

void OomReportReader::endReport()
{
    if (!m_report)
        return;
    if (m_bufferOpen)
        closeBuffer(false);
    OomReport& report = *m_report;
    const bool hasContent = !report.figureGroups.empty() || m_sawBufferList || report.kind == OomReportKind::TpuCompile
        || m_sawDebuggingHeader;
    if (hasContent) {
        checkCompleteness(report);
        m_reports.push_back(std::move(report));
    }
    m_report.reset();
    m_section = Section::Outside;
}

void OomReportReader::checkCompleteness(OomReport& report) const
{
    if (report.kind == OomReportKind::BufferAssignment)
        checkBufferAssignmentCompleteness(report);
    if (!m_sawBufferList) {
        report.warnings.append(report.kind == OomReportKind::TpuCompile
                ? tr("The report ends at line %1 before \"Largest program allocations\": "
                     "it looks cut off, and its buffers are unknown.")
                      .arg(report.lastLine)
                : tr("The report ends at line %1 before \"Peak buffers:\": it looks cut off, "
                     "and its peak buffers are unknown.")
                      .arg(report.lastLine));
    } else if (report.buffers.empty()) {
        report.warnings.append(tr("The buffer list of the report lists no buffers."));
    }
    int expected = 1;
    for (const OomBuffer& buffer : report.buffers) {
        if (buffer.rank > expected) {
            report.warnings.append(buffer.rank == expected + 1
                    ? tr("Buffer %1 is missing before buffer %2 (line %3).")
                          .arg(expected)
                          .arg(buffer.rank)
                          .arg(buffer.line)
                    : tr("Buffers %1 to %2 are missing before buffer %3 (line %4).")
                          .arg(expected)
                          .arg(buffer.rank - 1)
                          .arg(buffer.rank)
                          .arg(buffer.line));
        }
        expected = buffer.rank + 1;
    }
}

QString OomReportReader::noReportMessage(int lineCount) const
{
    if (!m_requestedMentions.isEmpty()) {
        return tr("No XLA out-of-memory report found in %1: line %2 says \"Out of memory while trying to allocate\", "
                  "but no \"BufferAssignment OOM Debugging.\" report follows it.")
            .arg(m_sourceName)
            .arg(m_requestedMentions.first());
    }
    return tr("No XLA out-of-memory report found in %1: none of its %n line(s) starts a report "
              "(\"Out of memory while trying to allocate\", \"BufferAssignment OOM Debugging.\", "
              "\"Ran out of memory in memory space\").",
        nullptr, lineCount)
        .arg(m_sourceName);
}

OomParseOutcome OomReportReader::finish(int lineCount)
{
    endReport();
    OomParseOutcome outcome;
    int number = 0;
    for (OomReport& report : m_reports) {
        report.number = ++number;
        outcome.reports.push_back(std::make_shared<const OomReport>(std::move(report)));
    }
    if (outcome.reports.empty())
        outcome.error = noReportMessage(lineCount);
    return outcome;
}

} // namespace memscope
