// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/memoryviewer/memoryviewer.h"
#include "core/memoryviewer/peakgroups.h"
#include "export/export.h"
#include "models/jobtracker.h"
#include "models/peakbuffermodel.h"

#include <QHash>
#include <QPointer>
#include <QWidget>
#include <memory>

class QLineEdit;
class QSortFilterProxyModel;
class QTableView;
class QTimer;
class QToolButton;

class QTreeWidgetItem;

namespace memscope {

namespace Ui {
    class MemoryViewerPage;
}

class AllocationTimelineView;
class BufferDetailCard;
class BufferSelection;
class BufferStripView;
class PeakBufferModel;
class ProgramOrderChart;
struct TimelineScene;

// The Memory Viewer page of one module and memory space: the overview, the
// program-order chart, the three views of the buffers at the peak, the
// allocation timeline and the table of the buffers at the peak, all sharing
// one selection. The buffer details card is a separate widget (detailCard())
// that the main window docks.
class MemoryViewerPage : public QWidget
{
    Q_OBJECT
public:
    explicit MemoryViewerPage(QWidget* parent = nullptr);
    ~MemoryViewerPage() override;

    // Shows a module's analysis; nullptr clears the page.
    // timelineLayout: the result's, built off the UI thread; nullptr builds it here.
    // introduction: rich text that stands where XProf's overview would (a snapshot's figures).
    void setResult(std::shared_ptr<const memoryviewer::Result> result, const QString& moduleDisplayName,
        std::shared_ptr<const TimelineScene> timelineLayout = nullptr, const QString& introduction = QString());
    // The words every part of the page uses (PeakTerms::XlaModule unless told); set once, before a result.
    void setTerms(PeakTerms terms);
    // Shows a module's heap curve (memoryviewer::analyzeHeapCurve) while its full
    // analysis runs: the chart and its peak, the other views hidden behind a note
    // that they are still filling. setResult() then shows the whole page.
    void showHeapCurve(std::shared_ptr<const memoryviewer::Result> curve, const QString& moduleDisplayName);
    // Whether the page shows a heap curve alone (the note that the views are filling).
    bool isFilling() const;
    // Shows buffers at a peak that are not a module's analysis (an XLA
    // out-of-memory report's): `introduction` (rich text) stands where the
    // overview and the note on static analysis would, there is no program
    // order, and the card says `lifetime` where a buffer's lifetime would be.
    // nullptr clears the page.
    void setPeakBuffers(std::shared_ptr<const memoryviewer::PeakBufferRows> rows, const QString& exportName,
        const QString& introduction, const QString& lifetime);
    // The module's analysis shown; nullptr when none (or peak buffers alone are).
    std::shared_ptr<const memoryviewer::Result> result() const;
    // Replaces the page with a message ("Analysing…", an analysis error).
    void showMessage(const QString& text);

    QWidget* detailCard() const;
    QList<ExportTarget> exportTargets() const;
    // Writes every view in each of `formats` ("png", "svg", "pdf") plus
    // peak-buffers.csv and, when the result has one, allocation-timeline.dot
    // into `directory`. `notes` receives what was left out and why.
    bool exportAll(const QString& directory, const QStringList& formats, QString* error, QStringList* notes = nullptr);

    // The parts, for the main window's actions and for tests.
    ProgramOrderChart* chart() const;
    BufferStripView* stripView(int order) const; // 0 program order, 1 size, 2 padding
    AllocationTimelineView* timeline() const;
    QTableView* table() const;
    QSortFilterProxyModel* tableProxy() const { return m_proxy; }
    QLineEdit* tableFilter() const;
    QLineEdit* timelineSearch() const;
    BufferSelection* selection() const { return m_selection; }
    PeakBufferModel* model() const { return m_model; }
    QString overviewText() const;
    // The whole page content (also what scrolls).
    QWidget* contentWidget() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    ExportTarget stripExportTarget(BufferStripView* strip) const;
    void hoverUnderCursor();
    void showBufferCount();
    void setUpChartSection();
    void setUpPeakSection();
    void setUpTimelineSection();
    void setUpTableSection();
    void setUpGroupsSection();
    // The peak by name scope or by source line (memoryviewer::groupPeakBuffers), as the combo chooses:
    // the top rows and the large branches; the others are filled when opened.
    void fillPeakGroups();
    QTreeWidgetItem* addGroupRow(QTreeWidgetItem* parent, quint32 group);
    void fillGroupRows(QTreeWidgetItem* item);
    QTreeWidgetItem* groupRowOfBuffer(int row);
    // An "Export" button's menu, also the target's context menu.
    void setUpExportButton(QToolButton* button, const ExportTarget& target, bool withDot = false);
    void showFocusedBuffer(int row);
    void onSelectedRowChanged(int row);
    void onTimelineBlockClicked(int blockIndex);
    void onTableSelectionChanged();
    // What setResult and setPeakBuffers share: the buffer views show `rows`,
    // the chart and the timeline m_result.
    void showRows(std::shared_ptr<const memoryviewer::PeakBufferRows> rows, const QString& displayName,
        std::shared_ptr<const TimelineScene> timelineLayout);
    QString overviewHtml(const memoryviewer::Result& result, bool figuresKnown) const;
    void updateOverview();
    // False without a heap curve (peak buffers alone, or a memory space XLA
    // simulated no heap for): no program-order view, no spans, no lifetimes.
    bool hasProgramOrder() const;
    // False when no buffer has a known unpadded size (a GPU out-of-memory
    // report): no padding column and no by-padding view, rather than zeros.
    bool hasPaddingFigures() const;
    void updateTimelineSearch();
    void applyPalette();
    void exportTableCsv();
    void exportTimelineDot();

    std::unique_ptr<Ui::MemoryViewerPage> m_ui;
    std::shared_ptr<const memoryviewer::Result> m_result;
    QString m_moduleDisplayName; // the module's, or what names the peak buffers shown without one
    QString m_introduction; // of peak buffers shown without a result
    QString m_unknownLifetime; // what the card says instead of a lifetime, without program order
    PeakBufferModel* m_model;
    BufferSelection* m_selection;
    QTimer* m_searchDebounce;
    QSortFilterProxyModel* m_proxy;
    QTimer* m_filterDebounce;
    QPointer<BufferDetailCard> m_card;
    bool m_syncingTable = false;
    memoryviewer::PeakGrouping m_grouping = memoryviewer::PeakGrouping::NameScope;
    std::vector<memoryviewer::PeakGroup> m_groups; // the peak by scope shown
    std::vector<quint32> m_groupParent; // by group
    std::vector<quint32> m_groupOfRow; // by peak buffer: the group that lists it
    QHash<quint32, QTreeWidgetItem*> m_groupItem; // the groups' rows made so far
    QHash<int, QTreeWidgetItem*> m_groupItemOfRow; // a buffer's row in the peak by scope
    JobTracker m_groupsJob { this }; // the grouping, off the UI thread (90 000 buffers took 0.27 s)
    PeakTerms m_terms = PeakTerms::XlaModule;
};

} // namespace memscope
