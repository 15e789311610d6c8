// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/memoryviewer/memoryviewer.h"

#include <QWidget>

#include <array>
#include <optional>

class QFormLayout;
class QLabel;

namespace memscope {

// The buffer details card (spec §4.5): what the focused buffer is, with every
// value selectable and a button that copies them all as text. Rows without a
// value are hidden. The shell hosts it in a dock widget.
class BufferDetailCard : public QWidget
{
    Q_OBJECT
public:
    enum Row {
        SizeRow,
        UnpaddedRow,
        PaddingRow,
        ExpansionRow,
        ShapeRow,
        FrameworkOpRow,
        OpcodeRow,
        AllocationTypeRow,
        SourceRow,
        SourceStackRow,
        LifetimeRow,
        RowCount
    };

    explicit BufferDetailCard(QWidget* parent = nullptr);

    // The buffer to describe; nullopt shows how to pick one. The last
    // program-order index turns "no span" into "the whole program".
    void showBuffer(const std::optional<memoryviewer::PeakBuffer>& buffer, int lastProgramOrder = 0);

    QString titleText() const;
    QString rowText(Row row) const;  // "" when hidden
    bool isRowShown(Row row) const;
    QColor circleColor() const { return m_circleColor; }
    // Everything shown, one "Label: value" line each (what Copy copies).
    QString detailsText() const;

    // XProf's utilisation colour (spec §4.5): red for mostly padding, green
    // for none; grey when the unpadded size is unknown.
    static QColor utilisationColor(qint64 sizeBytes, qint64 unpaddedBytes);

protected:
    void changeEvent(QEvent* event) override;

private:
    void setRow(Row row, const QString& text);

    QWidget* m_circle;
    QLabel* m_title;
    QLabel* m_subtitle;
    QLabel* m_placeholder;
    QFormLayout* m_form;
    std::array<QLabel*, RowCount> m_values{};
    QColor m_circleColor;
};

} // namespace memscope
