// SPDX-License-Identifier: Apache-2.0
#include "core/oom/oomreport.h"

#include "core/util/units.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>

namespace memscope {

namespace {

    struct OomReportText
    {
        Q_DECLARE_TR_FUNCTIONS(memscope)
    };

    // "20.74 GiB (22,271,409,880 bytes)" for exact counts, "3.40 GiB" for printed ones.
    QString describeBytes(qint64 bytes, bool rounded)
    {
        if (rounded || bytes < 1024)
            return formatBytes(bytes);
        return OomReportText::tr("%1 (%2 bytes)").arg(formatBytes(bytes), QLocale().toString(bytes));
    }

} // namespace

qint64 OomBuffer::paddingBytes() const
{
    if (padding.isKnown())
        return padding.bytes;
    if (size.bytes > 0 && unpaddedSize.bytes > 0 && size.bytes > unpaddedSize.bytes)
        return size.bytes - unpaddedSize.bytes;
    return 0;
}

const OomFigure* OomReport::figure(const QString& label) const
{
    for (const OomFigureGroup& group : figureGroups) {
        for (const OomFigure& candidate : group.figures) {
            if (candidate.label.compare(label, Qt::CaseInsensitive) == 0)
                return &candidate;
        }
    }
    return nullptr;
}

QString OomReport::location() const
{
    const QString file = QFileInfo(sourceName).fileName().isEmpty() ? sourceName : QFileInfo(sourceName).fileName();
    if (firstLine == lastLine)
        return OomReportText::tr("line %1 of %2").arg(firstLine).arg(file);
    return OomReportText::tr("lines %1–%2 of %3").arg(firstLine).arg(lastLine).arg(file);
}

QString OomReport::summary() const
{
    QString what;
    if (requestedBytes >= 0)
        what = OomReportText::tr("allocating %1 failed").arg(formatBytes(requestedBytes));
    else if (exceededBy.isKnown())
        what = OomReportText::tr("%1 over the %2 capacity").arg(formatBytes(exceededBy.bytes), memorySpace);
    else
        what = OomReportText::tr("out of memory");
    return OomReportText::tr("Report %1: %2 (%3 listed buffers, %4)")
        .arg(number)
        .arg(what)
        .arg(formatNumber(qint64(buffers.size())))
        .arg(location());
}

QStringList oomReportOverview(const OomReport& report)
{
    QStringList lines;
    if (report.requestedBytes >= 0)
        lines.append(OomReportText::tr("XLA ran out of memory while trying to allocate %1.")
                         .arg(describeBytes(report.requestedBytes, false)));
    if (report.kind == OomReportKind::TpuCompile) {
        const QString space = report.memorySpace.isEmpty() ? OomReportText::tr("device memory") : report.memorySpace;
        if (report.used.isKnown() && report.capacity.isKnown()) {
            QString line = OomReportText::tr("The program needs %1 of %2 but only %3 exist")
                               .arg(formatBytes(report.used.bytes), space, formatBytes(report.capacity.bytes));
            if (report.exceededBy.isKnown() && report.capacity.bytes > 0) {
                line += OomReportText::tr(": %1 over the capacity (%2% more than fits).")
                            .arg(formatBytes(report.exceededBy.bytes))
                            .arg(formatNumber(100.0 * static_cast<double>(report.exceededBy.bytes)
                                    / static_cast<double>(report.capacity.bytes),
                                1));
            } else {
                line += QLatin1Char('.');
            }
            lines.append(line);
        } else {
            lines.append(
                OomReportText::tr("The program ran out of %1; the report does not say by how much.").arg(space));
        }
    } else {
        lines.append(
            OomReportText::tr("How far over the capacity: the report does not say how much device memory was free, "
                              "only what the program asked for."));
    }
    const auto figureText = [&report](const char* label) {
        const OomFigure* figure = report.figure(QString::fromLatin1(label));
        return figure && figure->value.isKnown() ? formatBytes(figure->value.bytes)
                                                 : OomReportText::tr("an unknown amount");
    };
    if (const OomFigure* total = report.figure(QStringLiteral("total allocation")); total && total->value.isKnown()) {
        lines.append(OomReportText::tr(
            "XLA's buffer assignment needs %1 in total: %2 for temporaries, %3 for parameters, %4 for outputs.")
                         .arg(formatBytes(total->value.bytes), figureText("preallocated temp allocation"),
                             figureText("parameter allocation"), figureText("maybe_live_out allocation")));
    }
    if (!report.buffers.empty()) {
        qint64 listed = 0;
        qint64 padding = 0;
        for (const OomBuffer& buffer : report.buffers) {
            listed += std::max<qint64>(0, buffer.size.bytes);
            padding += buffer.paddingBytes();
        }
        const OomBuffer& largest = report.buffers.front();
        const QString largestWhat = largest.opName.isEmpty()
            ? largest.opcode
            : OomReportText::tr("%1 of …/%2").arg(largest.opcode, largest.opName.section(QLatin1Char('/'), -1));
        lines.append(OomReportText::tr("The listed buffers (%1) hold %2; the largest is %3 (%4).")
                         .arg(formatNumber(qint64(report.buffers.size())))
                         .arg(formatBytes(listed), formatBytes(largest.size.bytes), largestWhat));
        if (padding > 0)
            lines.append(OomReportText::tr("Padding accounts for %1 of the listed buffers.").arg(formatBytes(padding)));
    }
    return lines;
}

QStringList oomReportLimitations(const OomReport& report)
{
    QStringList lines = {
        OomReportText::tr(
            "No program order: the report lists buffers by size only, so there is no memory curve over the program "
            "and no \"by program order\" view."),
        OomReportText::tr(
            "No lifetimes or offsets: when each buffer is allocated and freed, and where it sits in memory, is not "
            "in the report, so there is no allocation timeline."),
        OomReportText::tr("Only the largest buffers are listed: smaller buffers live at the peak are left out."),
    };
    if (report.kind == OomReportKind::BufferAssignment) {
        lines.append(OomReportText::tr("No padding figures: XLA prints unpadded sizes only in TPU reports."));
        lines.append(OomReportText::tr(
            "No allocation type except for entry parameters: the report does not say whether the other "
            "buffers are temporaries or outputs."));
    }
    lines.append(OomReportText::tr(
        "For all of this, capture a profile of the program (for example with a smaller batch) and open "
        "it in the Memory Viewer."));
    return lines;
}

} // namespace memscope
