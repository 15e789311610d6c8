// SPDX-License-Identifier: Apache-2.0
#include "oom/oomreporttool.h"

#include "core/oom/oompeakbuffers.h"
#include "core/oom/oomreport.h"
#include "core/util/units.h"
#include "memoryviewer/memoryviewerpage.h"
#include "models/peakbuffermodel.h"
#include "ui_oomreporttool.h"

#include <QCoreApplication>
#include <QHeaderView>
#include <QListWidget>
#include <QTableView>
#include <algorithm>

namespace memscope {

namespace {

    QString escaped(const QString& text) { return text.toHtmlEscaped(); }

    QString bulletList(const QStringList& items)
    {
        QString html = QStringLiteral("<ul style=\"margin-top:0\">");
        for (const QString& item : items)
            html += QStringLiteral("<li>%1</li>").arg(escaped(item));
        return html + QStringLiteral("</ul>");
    }

    QString heading(const QString& text)
    {
        return QStringLiteral("<p style=\"margin-bottom:2px\"><b>%1</b></p>").arg(escaped(text));
    }

    QString figureTable(const OomFigureGroup& group)
    {
        QString html = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"1\" style=\"margin-left:12px\">");
        for (const OomFigure& figure : group.figures) {
            QString detail = figure.detail;
            if (figure.percent >= 0)
                detail = QStringLiteral("(%1%) %2").arg(formatNumber(figure.percent, 2)).arg(detail).trimmed();
            html += QStringLiteral("<tr><td>%1</td><td align=\"right\" style=\"padding-left:16px\">%2</td>"
                                   "<td style=\"padding-left:8px\">%3</td></tr>")
                        .arg(escaped(figure.label),
                            escaped(figure.value.text.isEmpty() ? QStringLiteral("—") : figure.value.text),
                            escaped(detail));
        }
        return html + QStringLiteral("</table>");
    }

} // namespace

QString oomReportIntroduction(const OomReport& report)
{
    QStringList overview;
    for (const QString& line : oomReportOverview(report))
        overview.append(escaped(line));
    QString html
        = QStringLiteral("<p><b>%1</b><br>%2</p>")
              .arg(escaped(QCoreApplication::translate("memscope::OomReportTool", "XLA out-of-memory report, %1")
                               .arg(report.location())),
                  overview.join(QStringLiteral("<br>")));
    for (const OomFigureGroup& group : report.figureGroups)
        html += heading(group.title) + figureTable(group);
    for (const QString& note : report.notes)
        html += QStringLiteral("<p>%1</p>").arg(escaped(note));
    if (!report.warnings.isEmpty())
        html += heading(QCoreApplication::translate("memscope::OomReportTool", "What is missing from this report"))
            + bulletList(report.warnings);
    html += heading(QCoreApplication::translate(
                "memscope::OomReportTool", "What a report cannot tell (it is not a profile)"))
        + bulletList(oomReportLimitations(report));
    return html;
}

OomReportTool::OomReportTool(QWidget* parent)
    : QWidget(parent)
    , m_ui(std::make_unique<Ui::OomReportTool>())
{
    m_ui->setupUi(this);
    // The chooser shows when the log holds more than one report.
    m_ui->chooser->hide();
    setFocusProxy(m_ui->page);
    connect(m_ui->oomReportList, &QListWidget::currentRowChanged, this, &OomReportTool::showReport);
    m_ui->page->showMessage(tr("Open a log that holds an XLA out-of-memory report, or paste one (Edit > Paste)."));
}

OomReportTool::~OomReportTool() = default;

bool OomReportTool::appliesTo(const Profile& profile) const { return profile.kind == SourceKind::OomLog; }

void OomReportTool::setProfile(std::shared_ptr<const Profile> profile)
{
    m_profile = std::move(profile);
    m_buffers.reset();
    const QSignalBlocker blocker(m_ui->oomReportList);
    m_ui->oomReportList->clear();
    const size_t count = m_profile ? m_profile->oomReports.size() : 0;
    for (size_t index = 0; index < count; ++index)
        m_ui->oomReportList->addItem(m_profile->oomReports[index]->summary());
    m_ui->chooser->setVisible(count > 1);
    // As many rows as there are reports, up to a few; the rest scrolls.
    const int rows = static_cast<int>(std::min<size_t>(count, 5));
    m_ui->oomReportList->setFixedHeight(
        m_ui->oomReportList->sizeHintForRow(0) * rows + 2 * m_ui->oomReportList->frameWidth());
    if (count == 0) {
        m_ui->page->showMessage(tr("This input holds no XLA out-of-memory report."));
        return;
    }
    m_ui->oomReportList->setCurrentRow(0);
    showReport(0);
}

QListWidget* OomReportTool::reportList() const { return m_ui->oomReportList; }

MemoryViewerPage* OomReportTool::page() const { return m_ui->page; }

int OomReportTool::currentReport() const { return m_ui->oomReportList->currentRow(); }

void OomReportTool::showReport(int index)
{
    if (!m_profile || index < 0 || index >= static_cast<int>(m_profile->oomReports.size()))
        return;
    if (m_ui->oomReportList->currentRow() != index) {
        const QSignalBlocker blocker(m_ui->oomReportList);
        m_ui->oomReportList->setCurrentRow(index);
    }
    const OomReport& report = *m_profile->oomReports[static_cast<size_t>(index)];
    m_buffers = std::make_shared<const OomPeakBuffers>(oomPeakBuffers(report));
    setExportCaption(m_ui->page, report.location());
    m_ui->page->setPeakBuffers(m_buffers, report.summary(), oomReportIntroduction(report),
        tr("not known: an out-of-memory report has no program order"));
    fitTableToReport();
    Q_EMIT reportShown(index);
}

void OomReportTool::fitTableToReport()
{
    QTableView* table = m_ui->page->table();
    // GPU and CPU reports name no allocation types: no empty column for them.
    const bool allocationTypes = std::any_of(m_buffers->peakBuffers.cbegin(), m_buffers->peakBuffers.cend(),
        [this](const memoryviewer::PeakBuffer& buffer) { return !m_buffers->text(buffer.allocationType).isEmpty(); });
    table->setColumnHidden(PeakBufferModel::AllocationTypeColumn, !allocationTypes);
    // A report has few columns: the framework op, its longest text, takes the
    // width they leave rather than being cut short beside empty space.
    table->horizontalHeader()->setSectionResizeMode(PeakBufferModel::FrameworkOpColumn, QHeaderView::Stretch);
}

QList<ExportTarget> OomReportTool::exportTargets() const
{
    return m_buffers ? m_ui->page->exportTargets() : QList<ExportTarget>();
}

bool OomReportTool::exportAll(const QString& dir, const QStringList& formats, QString* error)
{
    return m_ui->page->exportAll(dir, formats, error);
}

QWidget* OomReportTool::detailCard() const { return m_ui->page->detailCard(); }

} // namespace memscope
