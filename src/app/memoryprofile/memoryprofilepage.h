// SPDX-License-Identifier: Apache-2.0
#pragma once

// The Memory Profile page of a document: memory id selector, summary card,
// timeline chart, the breakdown table at the peak, the never-freed list and
// the findings. The analysis of the opened profile runs off the UI thread.

#include "core/memoryprofile/memoryprofile.h"
#include "document/toolpage.h"
#include "models/jobtracker.h"

#include <QWidget>
#include <memory>

class QAbstractItemView;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QScrollArea;
class QSortFilterProxyModel;
class QStackedWidget;
class QTabWidget;
class QTableView;
class QTextBrowser;

namespace memscope {

class MemoryProfileBreakdownModel;
class MemoryProfileHloModuleModel;
class MemoryProfileNeverFreedModel;
class MemoryProfileSummary;
class MemoryProfileTableModel;
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

    // Shows an analysis directly (what setProfile() ends in once the page is shown and the analysis is done).
    void setResult(std::shared_ptr<const memoryprofile::Result> result);
    // Selects the allocator with this id; false when there is none.
    bool selectAllocator(const QString& id);
    const memoryprofile::Allocator* currentAllocator() const;
    bool isAnalysing() const { return m_analysisPending || m_jobs.isRunning(); }

    MemoryTimelineChart* chart() const { return m_chart; }
    MemoryProfileSummary* summary() const { return m_summary; }
    QTableView* breakdownView() const { return m_breakdownView; }
    QTableView* neverFreedView() const { return m_neverFreedView; }
    QTableView* hloModuleView() const { return m_hloModuleView; }
    QLineEdit* breakdownFilter() const { return m_filter; }
    QTextBrowser* findingsView() const { return m_findings; }
    QTabWidget* tabs() const { return m_tabs; }
    QComboBox* allocatorSelector() const { return m_allocatorCombo; }
    // What the page says instead of its content (loading, no data, an error); empty when showing data.
    QString message() const;

Q_SIGNALS:
    void analysisFinished();

protected:
    void showEvent(QShowEvent* event) override;

private:
    void startAnalysis();
    void showMessage(const QString& text);
    void showAllocator(int index);
    void markSelection(QAbstractItemView* view, QSortFilterProxyModel* proxy, const MemoryProfileTableModel* model);
    QTableView* makeTable(QSortFilterProxyModel* proxy);
    void updateFindings(const memoryprofile::Allocator* allocator);
    void exportTableCsv(const QAbstractItemModel* model, const QString& baseName);
    void zoomToModule(const QModelIndex& index);

    JobTracker m_jobs { this };
    std::shared_ptr<const Profile> m_profile;
    bool m_analysisPending = false;
    std::shared_ptr<const memoryprofile::Result> m_result;
    QComboBox* m_allocatorCombo = nullptr;
    QLabel* m_hostLabel = nullptr;
    QCheckBox* m_showFree = nullptr;
    QStackedWidget* m_stack = nullptr;
    QLabel* m_message = nullptr;
    QLabel* m_notes = nullptr;
    MemoryProfileSummary* m_summary = nullptr;
    QScrollArea* m_summaryScroll = nullptr; // holds the card, never narrower than it
    MemoryTimelineChart* m_chart = nullptr;
    QTabWidget* m_tabs = nullptr;
    QLineEdit* m_filter = nullptr;
    MemoryProfileBreakdownModel* m_breakdownModel = nullptr;
    MemoryProfileNeverFreedModel* m_neverFreedModel = nullptr;
    QSortFilterProxyModel* m_breakdownProxy = nullptr;
    QSortFilterProxyModel* m_neverFreedProxy = nullptr;
    QTableView* m_breakdownView = nullptr;
    QTableView* m_neverFreedView = nullptr;
    MemoryProfileHloModuleModel* m_hloModuleModel = nullptr;
    QSortFilterProxyModel* m_hloModuleProxy = nullptr;
    QTableView* m_hloModuleView = nullptr;
    int m_zoomedModuleRow = -1;
    QTextBrowser* m_findings = nullptr;
};

} // namespace memscope
