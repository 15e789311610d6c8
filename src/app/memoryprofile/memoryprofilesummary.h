// SPDX-License-Identifier: Apache-2.0
#pragma once

// XProf's "Memory Profile Summary" card for one allocator, with Memscope's
// true counts and the never-freed total.

#include "core/memoryprofile/memoryprofile.h"

#include <QFrame>

class QGridLayout;
class QLabel;

namespace memscope {

class MemoryProfileSummary : public QFrame
{
    Q_OBJECT
public:
    explicit MemoryProfileSummary(QWidget* parent = nullptr);

    void setAllocator(const memoryprofile::Allocator* allocator);
    // The value shown for a row, by its title (for tests and accessibility).
    QString value(const QString& title) const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void applyPalette();
    enum class Row
    {
        Allocations,
        Deallocations,
        NeverFreed,
        Capacity,
        LifetimePeak,
        WindowPeak,
        Timestamp,
        Stack,
        Heap,
        Free,
        Fragmentation
    };
    void addRow(Row row, const QString& title, const QString& description, const QString& toolTip, bool bullet);

    QGridLayout* m_grid = nullptr;
    std::vector<QLabel*> m_descriptions;
    std::vector<std::pair<Row, std::pair<QLabel*, QLabel*>>> m_rows; // title and value label
};

} // namespace memscope
