// SPDX-License-Identifier: Apache-2.0
#include "memoryviewer/bufferdetailcard.h"

#include "core/util/units.h"

#include <QApplication>
#include <QClipboard>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace memscope {

namespace {

// The coloured circle beside the title.
class Circle : public QWidget
{
public:
    explicit Circle(const QColor* color, QWidget* parent)
        : QWidget(parent)
        , m_color(color)
    {
        setFixedSize(28, 28);
    }

protected:
    void paintEvent(QPaintEvent*) override
    {
        if (!m_color->isValid())
            return;
        QPainter painter(this);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(QPen(palette().color(QPalette::Mid), 1));
        painter.setBrush(*m_color);
        painter.drawEllipse(QRectF(rect()).adjusted(1.5, 1.5, -1.5, -1.5));
    }

private:
    const QColor* m_color;
};

QString bytesWithExactCount(qint64 bytes)
{
    return BufferDetailCard::tr("%1 (%2 bytes)").arg(formatBytes(bytes), QLocale().toString(bytes));
}

} // namespace

BufferDetailCard::BufferDetailCard(QWidget* parent)
    : QWidget(parent)
{
    setWindowTitle(tr("Buffer Details"));
    auto* layout = new QVBoxLayout(this);
    auto* header = new QHBoxLayout;
    m_circle = new Circle(&m_circleColor, this);
    header->addWidget(m_circle, 0, Qt::AlignTop);
    auto* titles = new QVBoxLayout;
    m_title = new QLabel(this);
    m_title->setWordWrap(true);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.2);
    m_title->setFont(titleFont);
    m_subtitle = new QLabel(this);
    QFont subtitleFont = m_subtitle->font();
    subtitleFont.setItalic(true);
    m_subtitle->setFont(subtitleFont);
    titles->addWidget(m_title);
    titles->addWidget(m_subtitle);
    header->addLayout(titles, 1);
    layout->addLayout(header);

    m_placeholder = new QLabel(tr("Hover over or select a buffer in the views at the peak, the timeline or the table to see its details here."), this);
    m_placeholder->setWordWrap(true);
    layout->addWidget(m_placeholder);

    m_form = new QFormLayout;
    m_form->setRowWrapPolicy(QFormLayout::WrapAllRows);
    m_form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    const std::array<QString, RowCount> labels = {
        tr("Size:"), tr("Unpadded size:"), tr("Extra memory due to padding:"), tr("Expansion:"),
        tr("Shape and minor-to-major order:"), tr("Framework op:"), tr("Opcode:"), tr("Allocation type:"),
        tr("Source:"), tr("Source stack:"), tr("Lifetime:")};
    for (int row = 0; row < RowCount; ++row) {
        auto* value = new QLabel(this);
        value->setWordWrap(true);
        value->setTextFormat(Qt::PlainText);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
        value->setCursor(Qt::IBeamCursor);
        if (row == SourceStackRow || row == ShapeRow)
            value->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
        auto* label = new QLabel(labels[static_cast<size_t>(row)], this);
        label->setBuddy(value);
        m_form->addRow(label, value);
        m_values[static_cast<size_t>(row)] = value;
    }
    layout->addLayout(m_form);

    auto* copyButton = new QPushButton(tr("&Copy Details"), this);
    copyButton->setToolTip(tr("Copy every value shown here as text"));
    connect(copyButton, &QPushButton::clicked, this, [this] {
        if (QClipboard* clipboard = QGuiApplication::clipboard())
            clipboard->setText(detailsText());
    });
    layout->addWidget(copyButton, 0, Qt::AlignLeft);
    layout->addStretch(1);
    showBuffer(std::nullopt);
}

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

void BufferDetailCard::setRow(Row row, const QString& text)
{
    m_values[static_cast<size_t>(row)]->setText(text);
    m_form->setRowVisible(static_cast<int>(row), !text.isEmpty());
}

void BufferDetailCard::showBuffer(const std::optional<memoryviewer::PeakBuffer>& buffer, int lastProgramOrder)
{
    m_placeholder->setVisible(!buffer);
    m_circle->setVisible(bool(buffer));
    m_title->setVisible(bool(buffer));
    m_subtitle->setVisible(buffer && !buffer->opcode.isEmpty());
    if (!buffer) {
        for (int row = 0; row < RowCount; ++row)
            setRow(static_cast<Row>(row), {});
        m_circleColor = QColor();
        return;
    }
    m_circleColor = utilisationColor(buffer->sizeBytes, buffer->unpaddedBytes);
    m_circle->update();
    m_title->setText(buffer->isSmallGroup() || buffer->instructionName.isEmpty() ? buffer->label : buffer->instructionName);
    m_subtitle->setText(tr("%1 operation").arg(buffer->opcode));
    setRow(SizeRow, bytesWithExactCount(buffer->sizeBytes));
    setRow(UnpaddedRow, buffer->unpaddedBytes > 0 ? bytesWithExactCount(buffer->unpaddedBytes) : QString());
    const bool padded = buffer->paddingBytes() > 0;
    setRow(PaddingRow, padded ? bytesWithExactCount(buffer->paddingBytes()) : QString());
    setRow(ExpansionRow, padded ? tr("%1×").arg(double(buffer->sizeBytes) / double(buffer->unpaddedBytes), 0, 'f', 2) : QString());
    setRow(ShapeRow, buffer->shape);
    setRow(FrameworkOpRow, buffer->tfOpName);
    setRow(OpcodeRow, buffer->opcode);
    setRow(AllocationTypeRow, buffer->allocationType);
    const auto& source = buffer->source;
    setRow(SourceRow, source.file.isEmpty() ? QString() : source.line < 0 ? source.file : QStringLiteral("%1:%2").arg(source.file).arg(source.line));
    setRow(SourceStackRow, source.stack);
    if (buffer->isSmallGroup())
        setRow(LifetimeRow, {});
    else if (buffer->spanStart < 0)
        setRow(LifetimeRow, tr("the whole program (0 to %1): allocated for the entire run").arg(lastProgramOrder));
    else
        setRow(LifetimeRow, tr("program order %1 to %2").arg(buffer->spanStart).arg(buffer->spanLimit < 0 ? lastProgramOrder : buffer->spanLimit));
}

QString BufferDetailCard::titleText() const
{
    return m_title->isVisibleTo(this) ? m_title->text() : QString();
}

QString BufferDetailCard::rowText(Row row) const
{
    return m_values[static_cast<size_t>(row)]->text();
}

bool BufferDetailCard::isRowShown(Row row) const
{
    return !rowText(row).isEmpty();
}

QString BufferDetailCard::detailsText() const
{
    QStringList lines;
    if (!titleText().isEmpty())
        lines << titleText();
    for (int row = 0; row < RowCount; ++row) {
        if (!isRowShown(static_cast<Row>(row)))
            continue;
        const auto* label = qobject_cast<QLabel*>(m_form->itemAt(row, QFormLayout::LabelRole)->widget());
        lines << QStringLiteral("%1 %2").arg(label->text(), rowText(static_cast<Row>(row)));
    }
    return lines.join(QLatin1Char('\n'));
}

void BufferDetailCard::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        m_circle->update();
}

} // namespace memscope
