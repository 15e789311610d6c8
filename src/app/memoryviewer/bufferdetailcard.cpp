// SPDX-License-Identifier: Apache-2.0
#include "memoryviewer/bufferdetailcard.h"

#include "core/util/units.h"

#include <QApplication>
#include <QClipboard>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMetaMethod>
#include <QPainter>
#include <QPushButton>
#include <QTextBrowser>
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

    m_placeholder = new QLabel(tr("Hover over or select a buffer in the views at the peak, the timeline or the table "
                                  "to see its details here."),
        this);
    m_placeholder->setWordWrap(true);
    layout->addWidget(m_placeholder);

    m_body = new QTextBrowser(this);
    m_body->setFrameShape(QFrame::NoFrame);
    m_body->setOpenLinks(false);
    m_body->setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    m_body->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_body->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    m_body->viewport()->setAutoFillBackground(false);
    layout->addWidget(m_body, 1);
    // Takes the free space while the body is hidden, so that the placeholder
    // sits at the top of a tall dock instead of in its middle; with stretch 0
    // it yields every pixel to the body once a buffer is shown.
    layout->addStretch(0);

    auto* copyButton = new QPushButton(tr("&Copy Details"), this);
    copyButton->setToolTip(tr("Copy every value shown here as text"));
    connect(copyButton, &QPushButton::clicked, this, [this] {
        if (QClipboard* clipboard = QGuiApplication::clipboard())
            clipboard->setText(detailsText());
    });
    m_showInTrace = new QPushButton(tr("Show in &Trace Viewer"), this);
    m_showInTrace->setToolTip(tr("Find the executions of this buffer's HLO instruction in the trace"));
    connect(m_showInTrace, &QPushButton::clicked, this, [this] { Q_EMIT showInTraceViewerRequested(m_instruction); });
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(copyButton);
    buttons->addWidget(m_showInTrace);
    buttons->addStretch();
    layout->addLayout(buttons);
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

QString BufferDetailCard::rowLabel(Row row)
{
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
    m_body->setHtml(html);
}

void BufferDetailCard::showBuffer(const std::optional<memoryviewer::PeakBuffer>& buffer, int lastProgramOrder)
{
    m_instruction
        = buffer && !buffer->isSmallGroup() ? buffer->instructionName.section(QLatin1Char('{'), 0, 0) : QString();
    m_showInTrace->setVisible(!m_instruction.isEmpty()
        && isSignalConnected(QMetaMethod::fromSignal(&BufferDetailCard::showInTraceViewerRequested)));
    m_placeholder->setVisible(!buffer);
    m_circle->setVisible(bool(buffer));
    m_title->setVisible(bool(buffer));
    m_subtitle->setVisible(buffer && !buffer->opcode.isEmpty());
    if (!buffer) {
        m_values.fill(QString());
        m_body->setVisible(false);
        m_circleColor = QColor();
        return;
    }
    m_body->setVisible(true);
    m_circleColor = utilisationColor(buffer->sizeBytes, buffer->unpaddedBytes);
    m_circle->update();
    m_title->setText(
        buffer->isSmallGroup() || buffer->instructionName.isEmpty() ? buffer->label : buffer->instructionName);
    m_subtitle->setText(tr("%1 operation").arg(buffer->opcode));
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
    if (buffer->isSmallGroup())
        m_values[LifetimeRow].clear();
    else if (buffer->spanStart < 0)
        m_values[LifetimeRow] = tr("the whole program (0 to %1): allocated for the entire run").arg(lastProgramOrder);
    else
        m_values[LifetimeRow] = tr("program order %1 to %2")
                                    .arg(buffer->spanStart)
                                    .arg(buffer->spanLimit < 0 ? lastProgramOrder : buffer->spanLimit);
    renderRows();
}

void BufferDetailCard::showBufferWithoutLifetime(const memoryviewer::PeakBuffer& buffer, const QString& lifetime)
{
    showBuffer(buffer);
    if (!buffer.isSmallGroup()) {
        m_values[LifetimeRow] = lifetime;
        renderRows();
    }
}

QString BufferDetailCard::titleText() const { return m_title->isVisibleTo(this) ? m_title->text() : QString(); }

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
    if (event->type() == QEvent::PaletteChange) {
        m_circle->update();
        renderRows();
    }
}

} // namespace memscope
