// SPDX-License-Identifier: Apache-2.0
#include "compare/compareview.h"

#include "compare/memoryprofilecomparepage.h"
#include "compare/memoryviewercomparepage.h"
#include "compare/overviewcomparepage.h"
#include "compare/snapshotcomparepage.h"
#include "export/exportactions.h"
#include "export/exportfolder.h"
#include "ui_compareview.h"

#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QTabWidget>
#include <QToolButton>

namespace memscope {

CompareView::CompareView(ComparisonSide a, ComparisonSide b, qint64 memorySpace, QWidget* parent)
    : QWidget(parent)
    , m_sides { a, b }
    , m_ui(std::make_unique<Ui::CompareView>())
{
    m_ui->setupUi(this);
    // The pages are made for the two sides, so the code adds them: two snapshots have none of a
    // profile's pages (CompareLauncher compares a snapshot with a snapshot only).
    if (a.profile->kind == SourceKind::TorchSnapshot) {
        m_snapshots = new SnapshotComparePage(a, b, m_ui->comparePages);
        m_ui->comparePages->addTab(m_snapshots, tr("PyTorch Snapshots"));
    } else {
        m_memoryViewer = new MemoryViewerComparePage(a, b, memorySpace, m_ui->comparePages);
        m_memoryProfile = new MemoryProfileComparePage(a, b, m_ui->comparePages);
        m_overview = new OverviewComparePage(a, b, m_ui->comparePages);
        m_ui->comparePages->addTab(m_memoryViewer, tr("Memory Viewer"));
        m_ui->comparePages->addTab(m_memoryProfile, tr("Memory Profile"));
        m_ui->comparePages->addTab(m_overview, tr("Overview"));
    }

    m_ui->compareInputs->setText(tr("<b>A</b> %1 &nbsp;&nbsp; <b>B</b> %2")
                                     .arg(QDir::toNativeSeparators(a.profile->path).toHtmlEscaped(),
                                         QDir::toNativeSeparators(b.profile->path).toHtmlEscaped()));
    m_ui->compareExport->setMenu(new QMenu(m_ui->compareExport));
    connect(m_ui->compareExport->menu(), &QMenu::aboutToShow, this,
        [this] { fillExportMenu(m_ui->compareExport->menu()); });
}

CompareView::~CompareView() = default;

QTabWidget* CompareView::pages() const { return m_ui->comparePages; }

QToolButton* CompareView::exportButton() const { return m_ui->compareExport; }

QString CompareView::title() const { return titleFor(m_sides[0].profile->path, m_sides[1].profile->path); }

QString CompareView::titleFor(const QString& pathA, const QString& pathB)
{
    return tr("Compare %1 ↔ %2").arg(QFileInfo(pathA).fileName(), QFileInfo(pathB).fileName());
}

QString CompareView::toolTip() const { return toolTipFor(m_sides[0].profile->path, m_sides[1].profile->path); }

QString CompareView::toolTipFor(const QString& pathA, const QString& pathB)
{
    return tr("A: %1\nB: %2").arg(QDir::toNativeSeparators(pathA), QDir::toNativeSeparators(pathB));
}

ComparePage* CompareView::currentPage() const
{
    return dynamic_cast<ComparePage*>(m_ui->comparePages->currentWidget());
}

void CompareView::fillExportMenu(QMenu* menu)
{
    menu->clear();
    for (const ExportTarget& target : currentPage()->exportTargets())
        addImageExportActions(menu->addMenu(target.title), target, this);
    menu->addSeparator();
    for (const auto& [name, csv] : currentPage()->csvExports()) {
        menu->addAction(tr("Save %1.csv…").arg(name), this, [this, name, csv] { exportCsv(name, csv); });
    }
}

void CompareView::exportCsv(const QString& baseName, const QByteArray& csv)
{
    exportTextFile(
        this, tr("Export as CSV"), baseName, QStringLiteral("csv"), tr("CSV table (*.csv)"), [&csv] { return csv; });
}

bool CompareView::exportAll(const QString& directory, const QStringList& formats, QString* error)
{
    QList<ExportTarget> targets;
    QList<std::pair<QString, QByteArray>> tables;
    for (int index = 0; index < m_ui->comparePages->count(); ++index) {
        auto* page = dynamic_cast<ComparePage*>(m_ui->comparePages->widget(index));
        targets += page->exportTargets();
        tables += page->csvExports();
    }
    return exportPageToFolder(
        this, m_ui->comparePages, directory, formats, [targets] { return targets; },
        [tables](const QDir& folder, QString* writeError) {
            for (const auto& [name, csv] : tables) {
                if (!writeTextFile(folder.filePath(name + QStringLiteral(".csv")), csv, writeError))
                    return false;
            }
            return true;
        },
        error);
}

} // namespace memscope
