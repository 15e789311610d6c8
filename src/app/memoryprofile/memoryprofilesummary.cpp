// SPDX-License-Identifier: Apache-2.0
#include "memoryprofile/memoryprofilesummary.h"

#include "core/util/units.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <algorithm>

namespace memscope {

MemoryProfileSummary::MemoryProfileSummary(QWidget* parent)
    : QFrame(parent)
{
    setFrameShape(QFrame::StyledPanel);
    m_grid = new QGridLayout(this);
    m_grid->setColumnStretch(0, 1);
    auto* title = new QLabel(tr("Memory Profile Summary"), this);
    QFont titleFont = title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    title->setFont(titleFont);
    // Wraps as the row titles do: the column can be narrower than the title in a larger script (the
    // Persian title was cut at 1280 x 720 with Debian's default fonts).
    title->setWordWrap(true);
    m_grid->addWidget(title, 0, 0, 1, 2);
    addRow(Row::Allocations, tr("#Allocation"), tr("every allocation event in the window"), {}, false);
    addRow(Row::Deallocations, tr("#Deallocation"), {}, {}, false);
    addRow(Row::NeverFreed, tr("Never freed"), tr("allocations of the window still alive at its end"), {}, false);
    addRow(Row::Capacity, tr("Memory Capacity"), {}, tr("Stack + heap + free memory at the window peak"), false);
    addRow(Row::LifetimePeak, tr("Lifetime Peak Heap Usage"),
        tr("high water mark in lifetime, may be outside profiling window"), {}, false);
    addRow(Row::WindowPeak, tr("Profile-window Peak Memory Usage"), tr("stack + heap, within profiling window"), {},
        false);
    addRow(Row::Timestamp, tr("Timestamp"), {}, tr("When the window peak happened"), true);
    addRow(Row::Stack, tr("Stack Reservation"), {}, tr("Memory reserved by the allocator at the peak (bytes_reserved)"),
        true);
    addRow(Row::Heap, tr("Heap Allocation"), {}, tr("Memory allocated to tensors at the peak (bytes_allocated)"), true);
    addRow(Row::Free, tr("Free Memory"), {}, tr("Memory still available to the allocator at the peak"), true);
    addRow(Row::Fragmentation, tr("Fragmentation"), {},
        tr("100% × (1 − largest free chunk ÷ total free memory) at the peak"), true);
    applyPalette();
    setAllocator(nullptr);
}

void MemoryProfileSummary::changeEvent(QEvent* event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
}

// Descriptions in a softer shade of the text colour, readable in light and dark themes.
void MemoryProfileSummary::applyPalette()
{
    QColor soft = palette().color(QPalette::WindowText);
    soft.setAlpha(150);
    for (QLabel* label : m_descriptions) {
        QPalette colors = label->palette();
        colors.setColor(QPalette::WindowText, soft);
        label->setPalette(colors);
    }
}

void MemoryProfileSummary::addRow(
    Row row, const QString& title, const QString& description, const QString& toolTip, bool bullet)
{
    const int line = m_grid->rowCount();
    auto* titleLabel = new QLabel(bullet ? QStringLiteral("\u2022 %1").arg(title) : title, this);
    if (bullet)
        titleLabel->setIndent(12);
    // A title longer than its column wraps rather than running under the value ("Profile-window Peak
    // Memory Usage" at 1280 x 720).
    titleLabel->setWordWrap(true);
    auto* valueLabel = new QLabel(this);
    valueLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    valueLabel->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    titleLabel->setToolTip(toolTip);
    valueLabel->setToolTip(toolTip);
    m_grid->addWidget(titleLabel, line, 0);
    m_grid->addWidget(valueLabel, line, 1);
    if (!description.isEmpty()) {
        auto* descriptionLabel = new QLabel(description, this);
        descriptionLabel->setWordWrap(true);
        QFont italic = descriptionLabel->font();
        italic.setItalic(true);
        italic.setPointSizeF(italic.pointSizeF() * 0.9);
        descriptionLabel->setFont(italic);
        m_descriptions.push_back(descriptionLabel);
        m_grid->addWidget(descriptionLabel, line + 1, 0, 1, 2);
    }
    m_rows.push_back({ row, { titleLabel, valueLabel } });
}

void MemoryProfileSummary::setAllocator(const memoryprofile::Allocator* allocator)
{
    for (auto& [row, labels] : m_rows) {
        QString text = QStringLiteral("\u2013");
        if (allocator) {
            const memoryprofile::Summary& summary = allocator->summary;
            const memoryprofile::PeakStats& peak = summary.windowPeak;
            switch (row) {
            case Row::Allocations:
                text = formatNumber(qint64(summary.allocations));
                break;
            case Row::Deallocations:
                text = formatNumber(qint64(summary.deallocations));
                break;
            case Row::NeverFreed:
                text = tr("%1 (%2)").arg(
                    formatNumber(qint64(allocator->neverFreed.size())), formatBytes(allocator->neverFreedBytes));
                break;
            case Row::Capacity:
                text = formatBytes(summary.capacityBytes);
                break;
            case Row::LifetimePeak:
                text = formatBytes(summary.lifetimePeakBytes);
                break;
            case Row::WindowPeak:
                text = formatBytes(peak.inUseBytes());
                break;
            case Row::Timestamp:
                text = tr("%1 ms").arg(formatNumber(static_cast<double>(peak.timePs) / 1e9, 3));
                break;
            case Row::Stack:
                text = formatBytes(peak.stackBytes);
                break;
            case Row::Heap:
                text = formatBytes(peak.heapBytes);
                break;
            case Row::Free:
                text = formatBytes(peak.freeBytes);
                break;
            case Row::Fragmentation:
                text = tr("%1%").arg(formatNumber(peak.fragmentation * 100.0, 2));
                break;
            }
        }
        labels.second->setText(text);
    }
    // Values never wrap or clip: their column is as wide as the widest.
    int widest = 0;
    for (const auto& [row, labels] : m_rows)
        widest = std::max(widest, labels.second->sizeHint().width());
    m_grid->setColumnMinimumWidth(1, widest);
    // Splitters squeeze to the minimum set here; the total counts the frame around the grid too (the
    // grid's own minimum left a Persian value cut by the frame's width on Debian 12's fonts).
    setMinimumWidth(m_grid->totalMinimumSize().width());
}

QString MemoryProfileSummary::value(const QString& title) const
{
    for (const auto& [row, labels] : m_rows) {
        if (labels.first->text() == title || labels.first->text() == QStringLiteral("\u2022 %1").arg(title))
            return labels.second->text();
    }
    return {};
}

} // namespace memscope
