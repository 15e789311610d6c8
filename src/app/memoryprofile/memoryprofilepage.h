// SPDX-License-Identifier: Apache-2.0
#pragma once

// The Memory Profile page of a document: memory id selector, summary card,
// timeline chart, the breakdown table at the peak, the never-freed list and
// the findings. The analysis of the opened profile runs off the UI thread.

#include "core/memoryprofile/memoryprofile.h"
#include "document/toolpage.h"
#include "models/jobtracker.h"
#include "models/progresspoll.h"

#include <QWidget>
#include <memory>

class QAbstractItemView;
class QComboBox;
class QLineEdit;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;
class QTextBrowser;

namespace memscope {

namespace Ui {
    class MemoryProfilePage;
}

class LoadingPanel;
class MemoryProfileBreakdownModel;
class MemoryProfileHloModuleModel;
class MemoryProfileNeverFreedModel;
class MemoryProfileSummary;
class MemoryProfileTableModel;
class MemoryProfileShare;
class MemoryTimelineChart;

class MemoryProfilePage : public QWidget, public ToolPage
{
    Q_OBJECT
public:
    explicit MemoryProfilePage(QWidget* parent = nullptr);
    ~MemoryProfilePage() override;

    void setProfile(std::shared_ptr<const Profile> profile) override;
    QList<ExportTarget> exportTargets() const override;
    bool exportAll(const QString& dir, const QStringList& formats, QString* error) override;

    // The document's: the analysis shown is offered there (for the Trace Viewer's memory counters),
    // and one offered there is shown without analysing again.
    void setMemoryProfileShare(std::shared_ptr<MemoryProfileShare> share) { m_share = std::move(share); }
    // Shows an analysis directly (what setProfile() ends in once the page is shown and the analysis is done).
    void setResult(std::shared_ptr<const memoryprofile::Result> result);
    // Selects the allocator with this id; false when there is none.
    bool selectAllocator(const QString& id);
    const memoryprofile::Allocator* currentAllocator() const;
    bool isAnalysing() const { return m_analysisPending || m_jobs.isRunning(); }

    MemoryTimelineChart* chart() const;
    MemoryProfileSummary* summary() const;
    QTableView* breakdownView() const;
    QTableView* neverFreedView() const;
    QTableView* hloModuleView() const;
    QLineEdit* breakdownFilter() const;
    QTextBrowser* findingsView() const;
    QTabWidget* tabs() const;
    QComboBox* allocatorSelector() const;
    // What the page says instead of its content (no data, an error, a cancelled analysis); empty when
    // showing data or the analysis's progress.
    QString message() const;
    // Shows how far the analysis is, with Cancel, while it runs.
    LoadingPanel* analysisProgress() const { return m_analysisProgress; }

Q_SIGNALS:
    void analysisFinished();

protected:
    void showEvent(QShowEvent* event) override;

private:
    void startAnalysis();
    void showMessage(const QString& text);
    void showAllocator(int index);
    void markSelection(QAbstractItemView* view, QSortFilterProxyModel* proxy, const MemoryProfileTableModel* model);
    // The form's table shows the proxy, sorted by the engine's order.
    static void showInTable(QTableView* view, QSortFilterProxyModel* proxy);
    void updateFindings(const memoryprofile::Allocator* allocator);
    void exportTableCsv(const QAbstractItemModel* model, const QString& baseName);
    void zoomToModule(const QModelIndex& index);

    std::unique_ptr<Ui::MemoryProfilePage> m_ui;
    JobTracker m_jobs { this };
    std::shared_ptr<const Profile> m_profile;
    std::shared_ptr<MemoryProfileShare> m_share;
    bool m_analysisPending = false;
    LoadingPanel* m_analysisProgress;
    ProgressPoll m_analysisPoll;
    std::shared_ptr<const memoryprofile::Result> m_result;
    MemoryProfileBreakdownModel* m_breakdownModel = nullptr;
    MemoryProfileNeverFreedModel* m_neverFreedModel = nullptr;
    QSortFilterProxyModel* m_breakdownProxy = nullptr;
    QSortFilterProxyModel* m_neverFreedProxy = nullptr;
    MemoryProfileHloModuleModel* m_hloModuleModel = nullptr;
    QSortFilterProxyModel* m_hloModuleProxy = nullptr;
    int m_zoomedModuleRow = -1;
};

} // namespace memscope
