// SPDX-License-Identifier: Apache-2.0
#include "memoryviewer/bufferdetailcard.h"

#include "core/util/units.h"
#include "ui_bufferdetailcard.h"
#include "widgets/formroles.h"

#include <QApplication>
#include <QClipboard>
#include <QFontDatabase>
#include <QLocale>
#include <QMetaMethod>
#include <algorithm>
#include <cmath>

namespace memscope {

namespace {

    QString bytesWithExactCount(qint64 bytes)
    {
        return BufferDetailCard::tr("%1 (%2 bytes)").arg(formatBytes(bytes), QLocale().toString(bytes));
    }

} // namespace

BufferDetailCard::BufferDetailCard(QWidget* parent)
    : QWidget(parent)
    , m_ui(std::make_unique<Ui::BufferDetailCard>())
{
    // The form's spacer below the body takes the free space while the body is
    // hidden, so that the placeholder sits at the top of a tall dock instead of
    // in its middle; with stretch 0 it yields every pixel to the body once a
    // buffer is shown.
    m_ui->setupUi(this);
    applyFormRoles(this);
    m_ui->body->viewport()->setAutoFillBackground(false);
    connect(m_ui->copyDetails, &QPushButton::clicked, this, [this] {
        if (QClipboard* clipboard = QGuiApplication::clipboard())
            clipboard->setText(detailsText());
    });
    connect(
        m_ui->showInTrace, &QPushButton::clicked, this, [this] { Q_EMIT showInTraceViewerRequested(m_instruction); });
    showBuffer(std::nullopt);
}

BufferDetailCard::~BufferDetailCard() = default;

QColor BufferDetailCard::circleColor() const { return m_ui->circle->color(); }

QColor BufferDetailCard::utilisationColor(qint64 sizeBytes, qint64 unpaddedBytes)
{
    if (sizeBytes <= 0 || unpaddedBytes <= 0)
        return QColor(192, 192, 192);
    const double utilisation = std::clamp(double(unpaddedBytes) / double(sizeBytes), 0.0, 1.0);
    const double f = 1.0 - std::sqrt(1.0 - utilisation);
    constexpr double brightness = 0.7;
    const double red = f < 0.5 ? brightness : 2 * (1 - f) * brightness;
    const double green = f < 0.5 ? 2 * f * brightness : brightness;
    return QColor::fromRgbF(float(red), float(green), 0.0f);
}

void BufferDetailCard::setTerms(PeakTerms terms)
{
    m_terms = terms;
    if (terms == PeakTerms::TorchSnapshot)
        m_ui->placeholder->setText(tr("Hover over or select an allocation in the views at the peak or in the table to "
                                      "see its details and stack here."));
    renderRows();
}

QString BufferDetailCard::rowLabel(Row row) const
{
    if (m_terms == PeakTerms::TorchSnapshot) {
        switch (row) {
        case UnpaddedRow:
            return tr("Requested size:");
        case PaddingRow:
            return tr("Allocator rounding:");
        case ShapeRow:
            return tr("Address:");
        case FrameworkOpRow:
            return tr("Compile context and user metadata:");
        case AllocationTypeRow:
            return tr("Stream:");
        case SourceRow:
            return tr("Allocated at:");
        case SourceStackRow:
            return tr("Stack (Python frames first, C++ frames folded):");
        default:
            break;
        }
    }
    switch (row) {
    case SizeRow:
        return tr("Size:");
    case UnpaddedRow:
        return tr("Unpadded size:");
    case PaddingRow:
        return tr("Extra memory due to padding:");
    case ExpansionRow:
        return tr("Expansion:");
    case ShapeRow:
        return tr("Shape and minor-to-major order:");
    case FrameworkOpRow:
        return tr("Framework op:");
    case OpcodeRow:
        return tr("Opcode:");
    case AllocationTypeRow:
        return tr("Allocation type:");
    case SourceRow:
        return tr("Source:");
    case SourceStackRow:
        return tr("Source stack:");
    case LifetimeRow:
        return tr("Lifetime:");
    case RowCount:
        break;
    }
    return {};
}

void BufferDetailCard::renderRows()
{
    // Labels in the palette's quiet text colour, values as plain text; the
    // shape and the stack in the fixed font, where columns line up.
    const QString labelColor = palette().color(QPalette::PlaceholderText).name();
    const QString fixedFamily = QFontDatabase::systemFont(QFontDatabase::FixedFont).family().toHtmlEscaped();
    QString html;
    for (int row = 0; row < RowCount; ++row) {
        const QString& value = m_values[static_cast<size_t>(row)];
        if (value.isEmpty())
            continue;
        const bool fixed = row == ShapeRow || row == SourceStackRow;
        html += QStringLiteral("<p style=\"margin-bottom:6px\"><span style=\"color:%1\">%2</span><br>"
                               "<span style=\"white-space:pre-wrap;%3\">%4</span></p>")
                    .arg(labelColor, rowLabel(static_cast<Row>(row)).toHtmlEscaped(),
                        fixed ? QStringLiteral("font-family:'%1'").arg(fixedFamily) : QString(), value.toHtmlEscaped());
    }
    m_ui->body->setHtml(html);
}

void BufferDetailCard::showBuffer(const std::optional<memoryviewer::BufferDetails>& buffer, int lastProgramOrder)
{
    m_instruction
        = buffer && !buffer->isSmallGroup() ? buffer->instructionName.section(QLatin1Char('{'), 0, 0) : QString();
    m_ui->showInTrace->setVisible(!m_instruction.isEmpty()
        && isSignalConnected(QMetaMethod::fromSignal(&BufferDetailCard::showInTraceViewerRequested)));
    m_ui->placeholder->setVisible(!buffer);
    m_ui->circle->setVisible(bool(buffer));
    m_ui->title->setVisible(bool(buffer));
    m_ui->subtitle->setVisible(buffer && !buffer->opcode.isEmpty());
    if (!buffer) {
        m_values.fill(QString());
        m_ui->body->setVisible(false);
        m_ui->circle->setColor(QColor());
        return;
    }
    m_ui->body->setVisible(true);
    m_ui->circle->setColor(utilisationColor(buffer->sizeBytes, buffer->unpaddedBytes));
    m_ui->title->setText(
        buffer->isSmallGroup() || buffer->instructionName.isEmpty() ? buffer->label : buffer->instructionName);
    m_ui->subtitle->setText(tr("%1 operation").arg(buffer->opcode));
    m_values[SizeRow] = bytesWithExactCount(buffer->sizeBytes);
    m_values[UnpaddedRow] = buffer->unpaddedBytes > 0 ? bytesWithExactCount(buffer->unpaddedBytes) : QString();
    const bool padded = buffer->paddingBytes() > 0;
    m_values[PaddingRow] = padded ? bytesWithExactCount(buffer->paddingBytes()) : QString();
    m_values[ExpansionRow] = padded
        ? tr("%1×").arg(formatNumber(double(buffer->sizeBytes) / double(buffer->unpaddedBytes), 2))
        : QString();
    m_values[ShapeRow] = buffer->shape;
    m_values[FrameworkOpRow] = buffer->tfOpName;
    m_values[OpcodeRow] = buffer->opcode;
    m_values[AllocationTypeRow] = buffer->allocationType;
    const auto& source = buffer->source;
    m_values[SourceRow] = source.file.isEmpty() ? QString()
        : source.line < 0                       ? source.file
                                                : QStringLiteral("%1:%2").arg(source.file).arg(source.line);
    m_values[SourceStackRow] = source.stack;
    m_values[LifetimeRow] = lifetimeText(*buffer, lastProgramOrder);
    renderRows();
}

QString BufferDetailCard::lifetimeText(const memoryviewer::BufferDetails& buffer, int lastProgramOrder) const
{
    if (buffer.isSmallGroup())
        return {};
    const int limit = buffer.spanLimit < 0 ? lastProgramOrder : buffer.spanLimit;
    if (m_terms == PeakTerms::TorchSnapshot) {
        // Point 0 is the trace's start and the last point its end (torch::peakResult).
        const bool fromStart = buffer.spanStart <= 0;
        const bool toEnd = limit >= lastProgramOrder;
        if (fromStart && toEnd)
            return tr("made before the trace and never freed in it");
        if (fromStart)
            return tr("made before the trace, freed by action %1").arg(formatNumber(qint64(limit)));
        if (toEnd)
            return tr("allocated by action %1, never freed in the trace").arg(formatNumber(qint64(buffer.spanStart)));
        return tr("allocated by action %1, freed by action %2")
            .arg(formatNumber(qint64(buffer.spanStart)), formatNumber(qint64(limit)));
    }
    if (buffer.spanStart < 0)
        return tr("the whole program (0 to %1): allocated for the entire run").arg(lastProgramOrder);
    return tr("program order %1 to %2").arg(buffer.spanStart).arg(limit);
}

void BufferDetailCard::showBufferWithoutLifetime(const memoryviewer::BufferDetails& buffer, const QString& lifetime)
{
    showBuffer(buffer);
    if (!buffer.isSmallGroup()) {
        m_values[LifetimeRow] = lifetime;
        renderRows();
    }
}

QString BufferDetailCard::titleText() const { return m_ui->title->isVisibleTo(this) ? m_ui->title->text() : QString(); }

QString BufferDetailCard::rowText(Row row) const { return m_values[static_cast<size_t>(row)]; }

bool BufferDetailCard::isRowShown(Row row) const { return !rowText(row).isEmpty(); }

QString BufferDetailCard::detailsText() const
{
    QStringList lines;
    if (!titleText().isEmpty())
        lines << titleText();
    for (int row = 0; row < RowCount; ++row) {
        if (!isRowShown(static_cast<Row>(row)))
            continue;
        lines << QStringLiteral("%1 %2").arg(rowLabel(static_cast<Row>(row)), rowText(static_cast<Row>(row)));
    }
    return lines.join(QLatin1Char('\n'));
}

void BufferDetailCard::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    // The label colour is written into the rows' HTML.
    if (event->type() == QEvent::PaletteChange)
        renderRows();
}

} // namespace memscope
