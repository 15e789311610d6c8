// SPDX-License-Identifier: Apache-2.0
#include "core/memoryviewer/timelinelayout.h"

#include "core/memoryviewer/xprofvalues.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace memscope::memoryviewer {

namespace {

    constexpr double kCanvasPoints = 4096.0;
    constexpr double kPointsPerInch = 72.0;
    constexpr double kLabelMargin = 1.44; // points on each side
    constexpr double kLineHeight = 1.2; // of the font size
    constexpr double kCharacterWidth = 0.55; // of the font size

    // printf's "%.Nf" in the C locale whatever the process locale (absl::StrFormat's output).
    QString fixed(double value, int decimals)
    {
        char buffer[64];
        const auto result = std::to_chars(buffer, buffer + sizeof(buffer), value, std::chars_format::fixed, decimals);
        if (result.ec != std::errc())
            return QStringLiteral("0");
        return QString::fromLatin1(buffer, static_cast<qsizetype>(result.ptr - buffer));
    }

} // namespace

TimelineLayout::TimelineLayout(qint64 totalX, qint64 totalY, bool renderDot)
    : m_totalX(static_cast<double>(totalX))
    , m_scaleX(kCanvasPoints / static_cast<double>(totalX))
    , m_scaleY(kCanvasPoints / static_cast<double>(totalY))
    , m_renderDot(renderDot)
{
}

QString TimelineLayout::fittedLabel(std::string_view label, double widthPoints, double heightPoints, double fontSize)
{
    const double usableWidth = widthPoints - 2 * kLabelMargin;
    const double usableHeight = heightPoints - 2 * kLabelMargin;
    if (usableHeight < kLineHeight * fontSize || usableWidth < kCharacterWidth * fontSize)
        return {};
    const auto maxCharacters = static_cast<size_t>(std::floor(usableWidth / (kCharacterWidth * fontSize)));
    if (label.size() <= maxCharacters)
        return QString::fromUtf8(label.data(), static_cast<qsizetype>(label.size()));
    if (maxCharacters >= 4)
        return QString::fromUtf8(label.data(), static_cast<qsizetype>(maxCharacters - 3)) + QLatin1String("...");
    return {};
}

bool TimelineLayout::drawable(double width, double height) const
{
    return width * m_scaleX >= 1 && height * m_scaleY >= 1;
}

void TimelineLayout::addRect(double x, double y, double width, double height, const QString& tooltip,
    const QString& color, std::string_view label)
{
    const double widthPoints = width * m_scaleX;
    const double heightPoints = height * m_scaleY;
    const int node = m_nodeCount++;
    if (!m_renderDot)
        return;
    const double fontSize = std::clamp(heightPoints * 0.6, 8.0, 14.0);
    m_rects << QStringLiteral("\"%1\" [tooltip=\"%2\", pos=\"%3,%4!\", width=\"%5\", height=\"%6\", fixedsize=true, "
                              "color=\"%7\", fontsize=%8, label=\"%9\"];")
                   .arg(QString::number(node), tooltip, fixed((x + width / 2) * m_scaleX, 2),
                       fixed((y + height / 2) * m_scaleY, 2), fixed(widthPoints / kPointsPerInch, 4),
                       fixed(heightPoints / kPointsPerInch, 4), color, fixed(fontSize, 1),
                       fittedLabel(label, widthPoints, heightPoints, fontSize));
}

void TimelineLayout::addContainer(qint64 y, qint64 allocationIndex, qint64 size, int assignedCount)
{
    const double width = m_totalX; // the whole trace
    if (!drawable(width, static_cast<double>(size)))
        return;
    static const QString white = QStringLiteral("#ffffffff");
    const QString tooltip = m_renderDot ? QStringLiteral("buffer_allocation_id:%1\nsize:%2\nbuffer_counts:%3\n")
                                              .arg(allocationIndex)
                                              .arg(size)
                                              .arg(assignedCount)
                                        : QString();
    addRect(0, static_cast<double>(y), width, static_cast<double>(size), tooltip, white, {});
}

void TimelineLayout::addBuffer(const BufferRect& buffer)
{
    const double width = static_cast<double>(buffer.end) - static_cast<double>(buffer.start);
    if (!drawable(width, static_cast<double>(buffer.size)))
        return;
    QString tooltip;
    if (m_renderDot) {
        tooltip
            = QStringLiteral("buffer_id:%1\nhlo_op:%2\nshape:%3\nsize:%4\nunpadded_size:%5\noffset:%6\nspan:(%7,%8)")
                  .arg(QString::number(buffer.id),
                      QString::fromUtf8(
                          buffer.instructionName.data(), static_cast<qsizetype>(buffer.instructionName.size())),
                      QString::fromUtf8(buffer.shape.data(), static_cast<qsizetype>(buffer.shape.size())),
                      QString::number(buffer.size), QString::number(buffer.unpaddedSize),
                      QString::number(buffer.offsetInAllocation), QString::number(buffer.start),
                      QString::number(buffer.end));
    }
    addRect(static_cast<double>(buffer.start), static_cast<double>(buffer.y), width, static_cast<double>(buffer.size),
        tooltip, xprofColor(buffer.colorIndex), buffer.instructionName);
}

QString TimelineLayout::dot() const
{
    return QStringLiteral("graph G {\n epsilon=0.5 \n inputscale=72 \n node [shape=box,style=filled,fontname=\"Arial\","
                          "margin=\"0.02,0.02\"];\n  ")
        + m_rects.join(QLatin1Char('\n')) + QStringLiteral("\n}");
}

} // namespace memscope::memoryviewer
