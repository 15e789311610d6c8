// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/torch/allocatorstate.h"

#include <QPixmap>
#include <QWidget>
#include <memory>
#include <vector>

namespace memscope {

// MemoryViz's picture of the caching allocator at one point: every segment a strip, largest first,
// laid out like lines of text so that the whole of reserved memory fits the view at one scale; in
// each strip its blocks, allocated ones in their stack's colour with what rounding added hatched,
// those awaiting their stream red, and the space no block covers (inactive, cached: fragmentation)
// left empty. A hover outlines the block (or the segment) under the cursor; a click reports it.
// The picture is drawn once per state, size and palette; a hover draws it and an outline.
class AllocatorStateMap : public QWidget
{
    Q_OBJECT
public:
    explicit AllocatorStateMap(QWidget* parent = nullptr);

    void setState(std::shared_ptr<const torch::AllocatorState> state);
    const torch::AllocatorState* state() const { return m_state.get(); }

    // What is drawn at a point: indices into the state's segments and blocks, -1 for none.
    struct Hit
    {
        qint64 segment = -1;
        qint64 block = -1;
        bool operator==(const Hit&) const = default;
    };
    Hit hitAt(const QPoint& position) const;
    // Where a block's first byte is drawn (a pixel inside it), for tests; an invalid point when it is not drawn.
    QPoint blockPoint(qint64 block) const;
    Hit hoveredHit() const { return m_hovered; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void hovered(qint64 segment, qint64 block);
    void clicked(qint64 segment, qint64 block);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    // The order, the scale and the picture's next rebuild: on a new state, size, palette or font.
    void layOut();
    QStringList legendTexts() const;
    // Where each legend entry starts (its swatch's left, its line's top).
    std::vector<QPoint> legendPlaces() const;
    // Everything but the hover: drawn once per layout into m_picture.
    void paintPicture(QPainter& painter) const;
    // The rectangles of [first, last) along the flow of lines (a piece per line it crosses).
    std::vector<QRectF> flowRects(double first, double last) const;
    // The flow position of an address of a segment.
    double flowOf(size_t orderIndex, quint64 address) const;
    void paintBlock(QPainter& painter, size_t orderIndex, const torch::StateBlock& block) const;
    void setHovered(Hit hit);

    std::shared_ptr<const torch::AllocatorState> m_state;
    std::vector<size_t> m_order; // segments, largest first
    std::vector<double> m_flowStart; // where each segment of m_order starts along the flow
    double m_bytesPerPixel = 1;
    QRect m_area; // where the lines are
    QPixmap m_picture;
    Hit m_hovered;
};

} // namespace memscope
