// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "compare/comparisonside.h"
#include "export/export.h"

#include <QWidget>
#include <memory>

class QMenu;
class QTabWidget;
class QToolButton;

namespace memscope {

namespace Ui {
    class CompareView;
}

class ComparePage;
class MemoryProfileComparePage;
class MemoryViewerComparePage;
class OverviewComparePage;
class SnapshotComparePage;

// The Compare tab of the window: profile (or module) A against B in the
// Memory Viewer, the Memory Profile and the Overview, one page each, or two
// PyTorch memory snapshots on a page of their own, with an Export button for
// the current page's charts and tables.
class CompareView : public QWidget
{
    Q_OBJECT
public:
    CompareView(ComparisonSide a, ComparisonSide b, qint64 memorySpace = 0, QWidget* parent = nullptr);
    ~CompareView() override;

    // The window's tab text and tooltip.
    QString title() const;
    // The title and tooltip of the comparison of these two files.
    static QString titleFor(const QString& pathA, const QString& pathB);
    static QString toolTipFor(const QString& pathA, const QString& pathB);
    QString toolTip() const;

    QTabWidget* pages() const;
    MemoryViewerComparePage* memoryViewerPage() const { return m_memoryViewer; }
    MemoryProfileComparePage* memoryProfilePage() const { return m_memoryProfile; }
    OverviewComparePage* overviewPage() const { return m_overview; }
    // Two snapshots' page; the others are nullptr then, and this one otherwise.
    SnapshotComparePage* snapshotsPage() const { return m_snapshots; }
    QToolButton* exportButton() const;

    // The page shown: its views and tables are what the Export button offers.
    ComparePage* currentPage() const;
    // The current page's image exports and CSV tables, as the Export button and
    // the window's Export menu offer them.
    void fillExportMenu(QMenu* menu);
    // Every view of every page in each format, and every CSV table, into `directory`.
    bool exportAll(const QString& directory, const QStringList& formats, QString* error);

private:
    void exportCsv(const QString& baseName, const QByteArray& csv);

    ComparisonSide m_sides[2];
    std::unique_ptr<Ui::CompareView> m_ui;
    MemoryViewerComparePage* m_memoryViewer = nullptr;
    MemoryProfileComparePage* m_memoryProfile = nullptr;
    OverviewComparePage* m_overview = nullptr;
    SnapshotComparePage* m_snapshots = nullptr;
};

} // namespace memscope
