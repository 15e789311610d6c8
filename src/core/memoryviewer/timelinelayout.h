// SPDX-License-Identifier: Apache-2.0
#pragma once

// The Graphviz rectangles of XProf's allocation timeline (spec §2.9): which
// blocks are large enough to draw, their node numbers (which also pick the
// colours of buffers not at the peak) and the DOT text with XProf's exact
// number formatting.

#include <QString>
#include <QStringList>
#include <string_view>

namespace memscope::memoryviewer {

class TimelineLayout
{
public:
    struct BufferRect
    {
        qint64 id;
        std::string_view instructionName; // bare name: the DOT label carries no shape index
        std::string_view shape;
        qint64 size;
        qint64 unpaddedSize;
        qint64 offsetInAllocation; // Assigned.offset
        qint64 y; // stacked offset
        int start;
        int end;
        int colorIndex; // palette index (palette.h)
    };

    // totalX: the longest trace's event count; totalY: the stacked allocation bytes. Both > 0.
    TimelineLayout(qint64 totalX, qint64 totalY, bool renderDot);

    void addContainer(qint64 y, qint64 allocationIndex, qint64 size, int assignedCount);
    void addBuffer(const BufferRect& buffer);

    // Rectangles emitted so far (XProf's node counter).
    int nodeCount() const { return m_nodeCount; }
    QString dot() const;

    // The label XProf fits into a rectangle of the given size in points.
    static QString fittedLabel(std::string_view label, double widthPoints, double heightPoints, double fontSize);

private:
    // Counts and (with renderDot) prints one rectangle the caller found drawable.
    void addRect(double x, double y, double width, double height, const QString& tooltip, const QString& color,
        std::string_view label);
    bool drawable(double width, double height) const;

    double m_totalX;
    double m_scaleX;
    double m_scaleY;
    bool m_renderDot;
    int m_nodeCount = 0;
    QStringList m_rects;
};

} // namespace memscope::memoryviewer
