// SPDX-License-Identifier: Apache-2.0
#include "compare/compareview.h"

#include "compare/memoryprofilecomparepage.h"
#include "compare/memoryviewercomparepage.h"
#include "compare/overviewcomparepage.h"
#include "export/exportactions.h"
#include "export/exportfolder.h"

#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace memscope {

namespace {

    QString fileName(const Profile& profile) { return QFileInfo(profile.path).fileName(); }

} // namespace

CompareView::CompareView(ComparisonSide a, ComparisonSide b, qint64 memorySpace, QWidget* parent)
    : QWidget(parent)
    , m_sides { a, b }
    , m_pages(new QTabWidget(this))
    , m_memoryViewer(new MemoryViewerComparePage(a, b, memorySpace, m_pages))
    , m_memoryProfile(new MemoryProfileComparePage(a, b, m_pages))
    , m_overview(new OverviewComparePage(a, b, m_pages))
    , m_export(new QToolButton(this))
{
    setObjectName(QStringLiteral("compareView"));
    m_pages->setObjectName(QStringLiteral("comparePages"));
    m_pages->addTab(m_memoryViewer, tr("Memory Viewer"));
    m_pages->addTab(m_memoryProfile, tr("Memory Profile"));
    m_pages->addTab(m_overview, tr("Overview"));

    auto* header = new QHBoxLayout;
    auto* inputs = new QLabel(this);
    inputs->setObjectName(QStringLiteral("compareInputs"));
    inputs->setText(tr("<b>A</b> %1 &nbsp;&nbsp; <b>B</b> %2")
                        .arg(QDir::toNativeSeparators(a.profile->path).toHtmlEscaped(),
                            QDir::toNativeSeparators(b.profile->path).toHtmlEscaped()));
    inputs->setTextInteractionFlags(Qt::TextSelectableByMouse);
    header->addWidget(inputs, 1);
    m_export->setObjectName(QStringLiteral("compareExport"));
    m_export->setText(tr("Export"));
    m_export->setPopupMode(QToolButton::InstantPopup);
    m_export->setMenu(new QMenu(m_export));
    connect(m_export->menu(), &QMenu::aboutToShow, this, [this] { fillExportMenu(m_export->menu()); });
    header->addWidget(m_export);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(header);
    layout->addWidget(m_pages, 1);
}

QString CompareView::title() const
{
    return tr("Compare %1 ↔ %2").arg(fileName(*m_sides[0].profile), fileName(*m_sides[1].profile));
}

QString CompareView::toolTip() const
{
    return tr("A: %1\nB: %2")
        .arg(QDir::toNativeSeparators(m_sides[0].profile->path), QDir::toNativeSeparators(m_sides[1].profile->path));
}

ComparePage* CompareView::currentPage() const { return dynamic_cast<ComparePage*>(m_pages->currentWidget()); }

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
    const QString path
        = askExportPath(this, tr("Export as CSV"), baseName, QStringLiteral("csv"), tr("CSV table (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!writeTextFile(path, csv, &error))
        reportExportError(this, error);
}

bool CompareView::exportAll(const QString& directory, const QStringList& formats, QString* error)
{
    QList<ExportTarget> targets;
    QList<std::pair<QString, QByteArray>> tables;
    for (int index = 0; index < m_pages->count(); ++index) {
        auto* page = dynamic_cast<ComparePage*>(m_pages->widget(index));
        targets += page->exportTargets();
        tables += page->csvExports();
    }
    return exportPageToFolder(
        this, m_pages, directory, formats, [targets] { return targets; },
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
