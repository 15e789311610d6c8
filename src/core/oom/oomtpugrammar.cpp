// SPDX-License-Identifier: Apache-2.0
#include "core/oom/oomlines.h"
#include "core/oom/oomreportreader.h"
#include "core/oom/oomtext.h"

// The TPU grammar: "Ran out of memory in memory space hbm. Used ... of ...",
// the summary's titled figure groups and notes, then "Largest program
// allocations in hbm:".

namespace memscope {

using namespace oomlines;

bool OomReportReader::startsTpuReport(QStringView trimmed, int firstLine)
{
    if (const QRegularExpressionMatch headline = matchAt(kTpuHeadline, trimmed); headline.hasMatch()) {
        startReport(OomReportKind::TpuCompile, firstLine);
        m_report->memorySpace = headline.captured(1);
        m_report->used = parseReportedBytes(headline.capturedView(2));
        m_report->capacity = parseReportedBytes(headline.capturedView(3));
        m_report->exceededBy = parseReportedBytes(headline.capturedView(4));
        m_section = Section::TpuSummary;
        return true;
    }
    return false;
}

bool OomReportReader::handleTpuSummaryLine(const QString& text, QStringView trimmed, int line)
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

} // namespace memscope
