// SPDX-License-Identifier: Apache-2.0
#include "core/oom/oomlines.h"
#include "core/oom/oomreportreader.h"
#include "core/oom/oomtext.h"

#include <array>
#include <cmath>

// The GPU/CPU grammar: "Out of memory while trying to allocate N bytes.",
// "BufferAssignment OOM Debugging.", the "BufferAssignment stats:" block, then
// "Peak buffers:".

namespace memscope {

using namespace oomlines;

bool OomReportReader::startsBufferAssignmentReport(QStringView trimmed, int firstLine)
{
    if (const QRegularExpressionMatch requested = matchAt(kRequestedLine, trimmed); requested.hasMatch()) {
        startReport(OomReportKind::BufferAssignment, firstLine);
        m_report->requestedBytes = requested.captured(1).toLongLong();
        m_requestedMentions.append(firstLine);
        m_section = Section::Requested;
        return true;
    }
    if (matchAt(kDebuggingHeader, trimmed).hasMatch()) {
        if (!(m_report && m_section == Section::Requested && !m_sawDebuggingHeader)) {
            startReport(OomReportKind::BufferAssignment, firstLine);
            m_section = Section::Requested;
        }
        m_sawDebuggingHeader = true;
        return true;
    }
    return false;
}

bool OomReportReader::handleAfterRequested(QStringView trimmed, int line)
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

bool OomReportReader::handleStatsLine(QStringView trimmed, int line)
{
    const QRegularExpressionMatch match = matchAt(kStatLine, trimmed);
    if (!match.hasMatch())
        return handleAfterRequested(trimmed, line);
    OomFigure figure;
    figure.label = match.captured(1).toLower();
    figure.value = parseReportedBytes(match.capturedView(2));
    if (!figure.value.isKnown()) {
        m_report->warnings.append(
            tr("Line %1: the %2 \"%3\" is not a size.").arg(line).arg(figure.label, match.captured(2)));
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

void OomReportReader::checkBufferAssignmentCompleteness(OomReport& report) const
{
    if (report.requestedBytes < 0 && report.figureGroups.size() + report.buffers.size() > 0 && m_sawDebuggingHeader)
        report.warnings.prepend(tr("The \"Out of memory while trying to allocate N bytes.\" line is missing: "
                                   "the requested size is unknown."));
    if (report.figureGroups.empty()) {
        if (m_sawDebuggingHeader || report.requestedBytes >= 0)
            report.warnings.append(tr("The report has no \"BufferAssignment stats:\" block."));
    } else {
        static const std::array<const char*, 5> alwaysPrinted = { "parameter allocation", "constant allocation",
            "maybe_live_out allocation", "preallocated temp allocation", "total allocation" };
        QStringList missing;
        for (const char* label : alwaysPrinted) {
            if (!report.figure(QString::fromLatin1(label)))
                missing.append(QLatin1String(label));
        }
        if (!missing.isEmpty())
            report.warnings.append(tr("The stats block (line %1) lacks: %2.")
                                       .arg(report.figureGroups.front().line)
                                       .arg(missing.join(QStringLiteral(", "))));
    }
}

} // namespace memscope
