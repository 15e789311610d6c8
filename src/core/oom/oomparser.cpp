// SPDX-License-Identifier: Apache-2.0
#include "core/oom/oomparser.h"

#include "core/oom/oomlinejoiner.h"
#include "core/oom/oomreportreader.h"

#include <QCoreApplication>

namespace memscope {

namespace {

    // The two stages: the joiner repairs the log's lines, the reader reads the repaired lines into reports.
    class OomLogParser
    {
    public:
        Q_DISABLE_COPY_MOVE(OomLogParser) // the joiner's callbacks hold `this`

        explicit OomLogParser(const QString& sourceName)
            : m_reader(sourceName)
            , m_joiner([this] { return m_reader.state(); },
                  [this](const QString& text, int firstLine, int lastLine) {
                      m_reader.handleLine(text, firstLine, lastLine);
                  })
        {
        }

        void addLine(QStringView rawLine, int number) { m_joiner.addLine(rawLine, number); }

        OomParseOutcome finish()
        {
            m_joiner.flush();
            return m_reader.finish(m_joiner.lineCount());
        }

    private:
        OomReportReader m_reader;
        OomLineJoiner m_joiner;
    };

    bool looksBinary(QByteArrayView head) { return head.first(std::min<qsizetype>(head.size(), 4096)).contains('\0'); }

    // Feeds every line of `text` (split at '\n') to the parser; false when cancelled.
    // `consumed` (optional) hears of the input consumed, in the units of `text`.
    template <typename View, typename Separator, typename ToString>
    bool feedLines(OomLogParser& parser, View text, Separator separator, ToString toString,
        const std::atomic_bool* cancel, const std::function<void(qint64)>& consumed)
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
    OomLogParser parser(sourceName);
    feedLines(parser, text, u'\n', [](QStringView line) { return line; }, nullptr, {});
    return parser.finish();
}

OomParseOutcome parseOomReportBytes(QByteArrayView utf8, const QString& sourceName, const std::atomic_bool* cancel,
    const std::function<void(qint64)>& consumed)
{
    OomParseOutcome outcome;
    if (looksBinary(utf8)) {
        outcome.error = QCoreApplication::translate(
            "memscope", "No XLA out-of-memory report found in %1: it is a binary file, not text.")
                            .arg(sourceName);
        return outcome;
    }
    OomLogParser parser(sourceName);
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

} // namespace memscope
