// SPDX-License-Identifier: Apache-2.0
#include "core/oom/oomparser.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <array>
#include <cmath>
#include <functional>
#include <map>
#include <optional>

namespace memscope {

namespace {

    struct OomParserText
    {
        Q_DECLARE_TR_FUNCTIONS(OomParser)
    };

    // A printed size as XLA's HumanReadableNumBytes writes it: "4B", "38.7KiB",
    // "20.74GiB"; TPU reports drop the "iB": "6.00G", "4.0K".
    const QString kSizePattern = QStringLiteral(R"(-?\d+(?:\.\d+)?(?:[KMGTPE]i?B?|B))");

    const QRegularExpression& regex(const QString& pattern)
    {
        // The patterns are few and fixed; compile each once per thread (std::map keeps references stable).
        static thread_local std::map<QString, QRegularExpression> cache;
        auto it = cache.find(pattern);
        if (it == cache.end())
            it = cache.emplace(pattern, QRegularExpression(pattern, QRegularExpression::CaseInsensitiveOption)).first;
        return it->second;
    }

    QRegularExpressionMatch matchAt(const QString& pattern, QStringView text) { return regex(pattern).match(text); }

    // --- patterns of the two report kinds -------------------------------------------

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
    const QString kMetadataPair = QStringLiteral(R"re((\w+)=("(?:[^"\\]|\\.)*"|[^\s,}]+))re");

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

    // Lines that begin something in a report; anything else directly below a
    // report line (no blank line between) is that line broken by a log viewer.
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

    // absl::CEscape undone: XLA escapes op names and file names in "Operator:".
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
                    while (
                        digits < 3 && i < text.size() && text[i] >= QLatin1Char('0') && text[i] <= QLatin1Char('7')) {
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

    // Reads op_type/op_name/source_file/source_line out of OpMetadataToString text.
    void readOpMetadata(QStringView text, OomBuffer& buffer)
    {
        QRegularExpressionMatchIterator it = regex(kMetadataPair).globalMatch(text);
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

    // --- the line-driven parser ------------------------------------------------------

    enum class Section
    {
        Outside, // not inside a report
        Requested, // after "Out of memory while trying to allocate N bytes."
        Stats, // inside "BufferAssignment stats:"
        Buffers, // inside "Peak buffers:" / "Largest program allocations in ...:"
        TpuSummary, // between "Ran out of memory in memory space ..." and the buffer list
    };

    class Parser
    {
    public:
        explicit Parser(QString sourceName)
            : m_sourceName(std::move(sourceName))
        {
        }

        void addLine(QStringView rawLine, int number)
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

        void addPhysicalLine(QStringView rawLine, int number)
        {
            QStringView line = stripLogPrefix(rawLine);
            // A log viewer's break carries no logger prefix: a prefixed line is a new log record.
            const bool hasLogPrefix = line.size() != rawLine.size();
            while (line.endsWith(QLatin1Char('\r')) || line.endsWith(QLatin1Char('\n')))
                line.chop(1);
            const QStringView trimmed = line.trimmed();
            if (trimmed.isEmpty()) {
                flushPending();
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
            flushPending();
            m_pending = line.toString();
            m_pendingLine = m_pendingLastLine = number;
            m_previousWasBlank = false;
            if (startsReport(trimmed))
                m_pendingKind = PendingKind::ReportStart;
            else if (m_report
                && (beginsReportLine(trimmed)
                    || (m_section == Section::TpuSummary && (isIndented(line) || isTpuSummaryLine(trimmed)))))
                m_pendingKind = PendingKind::ReportLine;
            else
                m_pendingKind = PendingKind::Other;
        }

        OomParseOutcome finish()
        {
            flushPending();
            endReport();
            OomParseOutcome outcome;
            int number = 0;
            for (OomReport& report : m_reports) {
                report.number = ++number;
                outcome.reports.push_back(std::make_shared<const OomReport>(std::move(report)));
            }
            if (outcome.reports.empty())
                outcome.error = noReportMessage();
            return outcome;
        }

    private:
        // Whether `line` is the rest of the pending line, broken by a log viewer.
        bool continuesPending(QStringView trimmed, QStringView line) const
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
            if (m_section == Section::TpuSummary) {
                // Figure lines there are indented and free-form; only an unindented
                // line that is nothing else of the summary continues the one above.
                return !isIndented(line) && !isTpuSummaryLine(trimmed);
            }
            return true;
        }

        static bool isIndented(QStringView line)
        {
            return line.startsWith(QLatin1Char(' ')) || line.startsWith(QLatin1Char('\t'));
        }

        static bool isTpuSummaryLine(QStringView trimmed)
        {
            return matchAt(kTpuGroupTitle, trimmed).hasMatch() || matchAt(kOutputSizeNote, trimmed).hasMatch();
        }

        // A cheap test before the regular expressions: most log lines mention nothing of a report.
        static bool mentionsReport(QStringView text)
        {
            return text.contains(QLatin1String("out of memory"), Qt::CaseInsensitive)
                || text.contains(QLatin1String("BufferAssignment"), Qt::CaseInsensitive)
                || text.contains(QLatin1String("Peak buffers"), Qt::CaseInsensitive)
                || text.contains(QLatin1String("Largest program allocations"), Qt::CaseInsensitive);
        }

        // The lines that open a report wherever they stand in a log line.
        static bool startsReport(QStringView text)
        {
            if (!mentionsReport(text))
                return false;
            return matchAt(kRequestedLine, text).hasMatch() || matchAt(kTpuHeadline, text).hasMatch()
                || matchAt(kDebuggingHeader, text).hasMatch();
        }

        void flushPending()
        {
            if (m_pendingLine == 0)
                return;
            const QString text = std::exchange(m_pending, QString());
            const int first = std::exchange(m_pendingLine, 0);
            handleLine(text, first, m_pendingLastLine);
        }

        // --- one logical (re-joined) line -----------------------------------------

        void handleLine(const QString& text, int firstLine, int lastLine)
        {
            const QStringView trimmed = QStringView(text).trimmed();
            if (!m_report && !mentionsReport(trimmed))
                return; // ordinary log text

            if (const QRegularExpressionMatch requested = matchAt(kRequestedLine, trimmed); requested.hasMatch()) {
                startReport(OomReportKind::BufferAssignment, firstLine);
                m_report->requestedBytes = requested.captured(1).toLongLong();
                m_requestedMentions.append(firstLine);
                m_section = Section::Requested;
                extendReport(lastLine);
                return;
            }
            if (matchAt(kDebuggingHeader, trimmed).hasMatch()) {
                if (!(m_report && m_section == Section::Requested && !m_sawDebuggingHeader)) {
                    startReport(OomReportKind::BufferAssignment, firstLine);
                    m_section = Section::Requested;
                }
                m_sawDebuggingHeader = true;
                extendReport(lastLine);
                return;
            }
            if (const QRegularExpressionMatch headline = matchAt(kTpuHeadline, trimmed); headline.hasMatch()) {
                startReport(OomReportKind::TpuCompile, firstLine);
                m_report->memorySpace = headline.captured(1);
                m_report->used = parseReportedBytes(headline.capturedView(2));
                m_report->capacity = parseReportedBytes(headline.capturedView(3));
                m_report->exceededBy = parseReportedBytes(headline.capturedView(4));
                m_section = Section::TpuSummary;
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
        void startFromBufferList(QStringView trimmed, int firstLine, int lastLine)
        {
            const bool gpuList = matchAt(kPeakBuffersHeader, trimmed).hasMatch();
            const QRegularExpressionMatch tpuList = matchAt(kTpuBuffersHeader, trimmed);
            if (!gpuList && !tpuList.hasMatch())
                return;
            startReport(gpuList ? OomReportKind::BufferAssignment : OomReportKind::TpuCompile, firstLine);
            m_report->warnings.append(
                OomParserText::tr("The report begins at line %1 with its buffer list: the lines above it "
                                  "(what failed and the totals) are not in the text.")
                    .arg(firstLine));
            openBufferList(gpuList ? QStringLiteral("Peak buffers") : tpuList.captured(1));
            extendReport(lastLine);
        }

        bool handleAfterRequested(QStringView trimmed, int line)
        {
            if (matchAt(kStatsHeader, trimmed).hasMatch()) {
                OomFigureGroup group;
                group.title = QStringLiteral("BufferAssignment stats");
                group.line = line;
                m_report->figureGroups.push_back(std::move(group));
                m_section = Section::Stats;
                return true;
            }
            if (matchAt(kPeakBuffersHeader, trimmed).hasMatch()) {
                openBufferList(QStringLiteral("Peak buffers"));
                return true;
            }
            return false;
        }

        bool handleStatsLine(QStringView trimmed, int line)
        {
            const QRegularExpressionMatch match = matchAt(kStatLine, trimmed);
            if (!match.hasMatch())
                return handleAfterRequested(trimmed, line);
            OomFigure figure;
            figure.label = match.captured(1).toLower();
            figure.value = parseReportedBytes(match.capturedView(2));
            if (!figure.value.isKnown()) {
                m_report->warnings.append(OomParserText::tr("Line %1: the %2 \"%3\" is not a size.")
                                              .arg(line)
                                              .arg(figure.label, match.captured(2)));
            }
            if (match.hasCaptured(3)) {
                bool ok = false;
                const double percent = match.capturedView(3).trimmed().toDouble(&ok);
                figure.percent = ok && std::isfinite(percent) ? percent : -1;
            }
            figure.detail = match.captured(4);
            figure.line = line;
            m_report->figureGroups.back().figures.push_back(std::move(figure));
            return true;
        }

        bool handleTpuSummaryLine(const QString& text, QStringView trimmed, int line)
        {
            if (const QRegularExpressionMatch list = matchAt(kTpuBuffersHeader, trimmed); list.hasMatch()) {
                openBufferList(list.captured(1));
                return true;
            }
            if (const QRegularExpressionMatch title = matchAt(kTpuGroupTitle, trimmed); title.hasMatch()) {
                OomFigureGroup group;
                group.title = title.captured(1);
                group.total = parseReportedBytes(matchAt(kTitleTotal, group.title).capturedView(1));
                group.line = line;
                m_report->figureGroups.push_back(std::move(group));
                return true;
            }
            if (matchAt(kOutputSizeNote, trimmed).hasMatch()) {
                m_report->notes.append(trimmed.toString());
                return true;
            }
            if (!isIndented(text) || m_report->figureGroups.empty())
                return false;
            if (const QRegularExpressionMatch match = matchAt(kTpuFigure, trimmed); match.hasMatch()) {
                OomFigure figure;
                figure.label = match.captured(1);
                figure.value = parseReportedBytes(match.capturedView(2));
                figure.detail = match.captured(3);
                figure.line = line;
                m_report->figureGroups.back().figures.push_back(std::move(figure));
            } else {
                m_report->notes.append(trimmed.toString());
            }
            return true;
        }

        void openBufferList(const QString& heading)
        {
            m_report->buffersHeading = heading;
            m_section = Section::Buffers;
            m_sawBufferList = true;
        }

        bool handleBufferLine(QStringView trimmed, int line)
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
                        OomParserText::tr("Line %1: \"%2\" appears outside any buffer and was ignored.")
                            .arg(line)
                            .arg(trimmed.toString()));
                    return true;
                }
                setField(field.captured(1).toLower(), field.captured(2).trimmed(), line);
                return true;
            }
            return false;
        }

        void beginBuffer(int rank, int line)
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

        void setField(const QString& field, const QString& value, int line)
        {
            OomBuffer& buffer = m_report->buffers.back();
            m_seenFields.append(field);
            if (field == QLatin1String("size")) {
                buffer.size = parseReportedBytes(value);
                if (!buffer.size.isKnown())
                    m_report->warnings.append(OomParserText::tr("Line %1: the size \"%2\" of buffer %3 is not a size.")
                                                  .arg(line)
                                                  .arg(value)
                                                  .arg(buffer.rank));
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
        QStringList requiredFields(const OomBuffer& buffer) const
        {
            if (m_report->kind == OomReportKind::TpuCompile)
                return { QStringLiteral("Size"), QStringLiteral("Shape"), QStringLiteral("XLA label") };
            if (buffer.isEntryParameter)
                return { QStringLiteral("Size"), QStringLiteral("Entry Parameter Subshape") };
            return { QStringLiteral("Size"), QStringLiteral("XLA Label"), QStringLiteral("Shape") };
        }

        void closeBuffer(bool separatorSeen)
        {
            m_bufferOpen = false;
            OomBuffer& buffer = m_report->buffers.back();
            for (const QString& field : requiredFields(buffer)) {
                if (!m_seenFields.contains(field.toLower()))
                    buffer.missingFields.append(field);
            }
            if (!buffer.missingFields.isEmpty()) {
                m_report->warnings.append(
                    OomParserText::tr("Buffer %1 (line %2) is cut off: the report does not give its %3.")
                        .arg(buffer.rank)
                        .arg(buffer.line)
                        .arg(buffer.missingFields.join(QStringLiteral(", "))));
            } else if (!separatorSeen) {
                m_report->warnings.append(OomParserText::tr(
                    "Buffer %1 (line %2) has no closing \"====\" line; the report may be cut off after it.")
                                              .arg(buffer.rank)
                                              .arg(buffer.line));
            }
        }

        // --- reports ----------------------------------------------------------------

        void startReport(OomReportKind kind, int firstLine)
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

        void extendReport(int lastLine) { m_report->lastLine = std::max(m_report->lastLine, lastLine); }

        void endReport()
        {
            if (!m_report)
                return;
            if (m_bufferOpen)
                closeBuffer(false);
            OomReport& report = *m_report;
            const bool hasContent = !report.figureGroups.empty() || m_sawBufferList
                || report.kind == OomReportKind::TpuCompile || m_sawDebuggingHeader;
            if (hasContent) {
                checkCompleteness(report);
                m_reports.push_back(std::move(report));
            }
            m_report.reset();
            m_section = Section::Outside;
        }

        void checkCompleteness(OomReport& report) const
        {
            if (report.kind == OomReportKind::BufferAssignment) {
                if (report.requestedBytes < 0 && report.figureGroups.size() + report.buffers.size() > 0
                    && m_sawDebuggingHeader)
                    report.warnings.prepend(
                        OomParserText::tr("The \"Out of memory while trying to allocate N bytes.\" line is missing: "
                                          "the requested size is unknown."));
                if (report.figureGroups.empty()) {
                    if (m_sawDebuggingHeader || report.requestedBytes >= 0)
                        report.warnings.append(
                            OomParserText::tr("The report has no \"BufferAssignment stats:\" block."));
                } else {
                    static const std::array<const char*, 5> alwaysPrinted
                        = { "parameter allocation", "constant allocation", "maybe_live_out allocation",
                              "preallocated temp allocation", "total allocation" };
                    QStringList missing;
                    for (const char* label : alwaysPrinted) {
                        if (!report.figure(QString::fromLatin1(label)))
                            missing.append(QLatin1String(label));
                    }
                    if (!missing.isEmpty())
                        report.warnings.append(OomParserText::tr("The stats block (line %1) lacks: %2.")
                                                   .arg(report.figureGroups.front().line)
                                                   .arg(missing.join(QStringLiteral(", "))));
                }
            }
            if (!m_sawBufferList) {
                report.warnings.append(report.kind == OomReportKind::TpuCompile
                        ? OomParserText::tr("The report ends at line %1 before \"Largest program allocations\": "
                                            "it looks cut off, and its buffers are unknown.")
                              .arg(report.lastLine)
                        : OomParserText::tr("The report ends at line %1 before \"Peak buffers:\": it looks cut off, "
                                            "and its peak buffers are unknown.")
                              .arg(report.lastLine));
            } else if (report.buffers.empty()) {
                report.warnings.append(OomParserText::tr("The buffer list of the report lists no buffers."));
            }
            int expected = 1;
            for (const OomBuffer& buffer : report.buffers) {
                if (buffer.rank > expected) {
                    report.warnings.append(buffer.rank == expected + 1
                            ? OomParserText::tr("Buffer %1 is missing before buffer %2 (line %3).")
                                  .arg(expected)
                                  .arg(buffer.rank)
                                  .arg(buffer.line)
                            : OomParserText::tr("Buffers %1 to %2 are missing before buffer %3 (line %4).")
                                  .arg(expected)
                                  .arg(buffer.rank - 1)
                                  .arg(buffer.rank)
                                  .arg(buffer.line));
                }
                expected = buffer.rank + 1;
            }
        }

        QString noReportMessage() const
        {
            if (!m_requestedMentions.isEmpty()) {
                return OomParserText::tr(
                    "No XLA out-of-memory report found in %1: line %2 says \"Out of memory while trying to allocate\", "
                    "but no \"BufferAssignment OOM Debugging.\" report follows it.")
                    .arg(m_sourceName)
                    .arg(m_requestedMentions.first());
            }
            return QCoreApplication::translate("OomParser",
                "No XLA out-of-memory report found in %1: none of its %n line(s) starts a report "
                "(\"Out of memory while trying to allocate\", \"BufferAssignment OOM Debugging.\", "
                "\"Ran out of memory in memory space\").",
                nullptr, m_lineCount)
                .arg(m_sourceName);
        }

        QString m_sourceName;
        int m_lineCount = 0;

        // What the line being assembled is, decided at its first piece.
        enum class PendingKind
        {
            Other, // log text outside a report
            ReportStart, // the first line of a report
            ReportLine, // a line of the open report
        };

        QString m_pending; // the logical line being assembled
        PendingKind m_pendingKind = PendingKind::Other;
        int m_pendingLine = 0; // its first input line; 0 when none
        int m_pendingLastLine = 0;
        bool m_previousWasBlank = false;

        std::optional<OomReport> m_report;
        Section m_section = Section::Outside;
        bool m_sawDebuggingHeader = false;
        bool m_sawBufferList = false;
        bool m_bufferOpen = false;
        QStringList m_seenFields; // lower-case field names of the open buffer
        std::vector<OomReport> m_reports;
        QList<int> m_requestedMentions;
    };

} // namespace

ReportedBytes parseReportedBytes(QStringView text)
{
    ReportedBytes result;
    const QStringView trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return result;
    result.text = trimmed.toString();
    static const QRegularExpression pattern(QStringLiteral(R"(^(-?\d+(?:\.\d+)?)\s*(?:([KMGTPE])i?B?|B)$)"));
    const QRegularExpressionMatch match = pattern.match(trimmed);
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
        const QRegularExpressionMatch match = prefix.match(line);
        if (match.hasMatch() && match.capturedLength() > 0)
            return line.mid(match.capturedLength());
    }
    return line;
}

QString opcodeFromXlaLabel(QStringView label)
{
    const QStringView trimmed = label.trimmed();
    static const QRegularExpression bareOpcode(QStringLiteral(R"(^[a-z][a-z0-9\-_]*$)"));
    if (bareOpcode.match(trimmed).hasMatch())
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

namespace {

    QString binaryFileMessage(const QString& sourceName)
    {
        return OomParserText::tr("No XLA out-of-memory report found in %1: it is a binary file, not text.")
            .arg(sourceName);
    }

    bool looksBinary(QByteArrayView head) { return head.first(std::min<qsizetype>(head.size(), 4096)).contains('\0'); }

    // Feeds every line of `text` (split at '\n') to the parser; false when cancelled.
    // `consumed` (optional) hears of the input consumed, in the units of `text`.
    template <typename View, typename Separator, typename ToString>
    bool feedLines(Parser& parser, View text, Separator separator, ToString toString, const std::atomic_bool* cancel,
        const std::function<void(qint64)>& consumed)
    {
        constexpr int kLinesBetweenChecks = 1024;
        int number = 0;
        qsizetype start = 0;
        qsizetype reported = 0;
        while (start < text.size()) {
            if (number % kLinesBetweenChecks == 0) {
                if (cancel && cancel->load(std::memory_order_relaxed))
                    return false;
                if (consumed && start > reported) {
                    consumed(start - reported);
                    reported = start;
                }
            }
            qsizetype end = text.indexOf(separator, start);
            if (end < 0)
                end = text.size();
            parser.addLine(toString(text.sliced(start, end - start)), ++number);
            start = end + 1;
        }
        if (consumed && text.size() > reported)
            consumed(text.size() - reported);
        return true;
    }

} // namespace

OomParseOutcome parseOomReports(QStringView text, const QString& sourceName)
{
    Parser parser(sourceName);
    feedLines(parser, text, u'\n', [](QStringView line) { return line; }, nullptr, {});
    return parser.finish();
}

OomParseOutcome parseOomReportBytes(QByteArrayView utf8, const QString& sourceName, const std::atomic_bool* cancel,
    const std::function<void(qint64)>& consumed)
{
    OomParseOutcome outcome;
    if (looksBinary(utf8)) {
        outcome.error = binaryFileMessage(sourceName);
        return outcome;
    }
    Parser parser(sourceName);
    QString line;
    const auto decode = [&line](QByteArrayView bytes) -> QStringView {
        line = QString::fromUtf8(bytes);
        return line;
    };
    if (!feedLines(parser, utf8, '\n', decode, cancel, consumed)) {
        outcome.cancelled = true;
        return outcome;
    }
    return parser.finish();
}

OomParseOutcome readOomReportFile(const QString& path, const std::atomic_bool* cancel)
{
    OomParseOutcome outcome;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        outcome.error = OomParserText::tr("Cannot open %1: %2").arg(path, file.errorString());
        return outcome;
    }
    if (looksBinary(file.peek(4096))) {
        outcome.error = binaryFileMessage(path);
        return outcome;
    }
    // Line by line, so that a log of any size costs no more memory than its longest line.
    Parser parser(path);
    int number = 0;
    while (!file.atEnd()) {
        if (cancel && cancel->load(std::memory_order_relaxed)) {
            outcome.cancelled = true;
            return outcome;
        }
        const QByteArray bytes = file.readLine();
        if (bytes.isEmpty() && file.error() != QFileDevice::NoError) {
            outcome.error
                = OomParserText::tr("Cannot read %1 at line %2: %3").arg(path).arg(number + 1).arg(file.errorString());
            return outcome;
        }
        parser.addLine(QString::fromUtf8(bytes), ++number);
    }
    return parser.finish();
}

bool mayContainOomReport(QByteArrayView head)
{
    static const std::array<QByteArrayView, 4> markers
        = { QByteArrayView("Out of memory while trying to allocate"), QByteArrayView("BufferAssignment OOM Debugging"),
              QByteArrayView("Ran out of memory in memory space"), QByteArrayView("Peak buffers:") };
    for (const QByteArrayView marker : markers) {
        if (head.indexOf(marker) >= 0)
            return true;
    }
    return false;
}

} // namespace memscope
