// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/memoryviewer/memoryviewer.h"
#include "models/peakbuffermodel.h"

#include <QWidget>
#include <array>
#include <memory>
#include <optional>

namespace memscope {

namespace Ui {
    class BufferDetailCard;
}

// The buffer details card (spec §4.5): what the focused buffer is, with every
// value selectable and a button that copies them all as text. Rows without a
// value are hidden. Long shapes, op names and paths wrap anywhere, so the card
// reads well in a narrow dock. The shell hosts it in a dock widget.
class BufferDetailCard : public QWidget
{
    Q_OBJECT
public:
    enum Row
    {
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
    ~BufferDetailCard() override;

    // The buffer to describe; nullopt shows how to pick one. The last
    // program-order index turns "no span" into "the whole program".
    void showBuffer(const std::optional<memoryviewer::BufferDetails>& buffer, int lastProgramOrder = 0);
    // A buffer where there is no program order; `lifetime` says why its lifetime is not known.
    void showBufferWithoutLifetime(const memoryviewer::BufferDetails& buffer, const QString& lifetime);

    // The words of the labels and the lifetime; a buffer shown is shown again in them.
    void setTerms(PeakTerms terms);

    QString titleText() const;
    QString rowText(Row row) const; // "" when hidden
    bool isRowShown(Row row) const;
    QColor circleColor() const;
    // Everything shown, one "Label: value" line each (what Copy copies).
    QString detailsText() const;

    // XProf's utilisation colour (spec §4.5): red for mostly padding, green
    // for none; grey when the unpadded size is unknown.
    static QColor utilisationColor(qint64 sizeBytes, qint64 unpaddedBytes);

Q_SIGNALS:
    // "Show in Trace Viewer": the buffer's HLO instruction (without its shape index).
    // The button is shown only while something is connected to this.
    void showInTraceViewerRequested(const QString& instructionName);

protected:
    void changeEvent(QEvent* event) override;

private:
    QString rowLabel(Row row) const;
    QString lifetimeText(const memoryviewer::BufferDetails& buffer, int lastProgramOrder) const;
    void renderRows();

    std::unique_ptr<Ui::BufferDetailCard> m_ui;
    QString m_instruction;
    std::array<QString, RowCount> m_values;
    PeakTerms m_terms = PeakTerms::XlaModule;
};

} // namespace memscope
