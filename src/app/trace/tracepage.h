// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/trace/tracemodel.h"
#include "document/toolpage.h"
#include "models/jobtracker.h"
#include "models/progresspoll.h"

#include <QMutex>
#include <QTimer>
#include <QWidget>

class QCheckBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QStandardItemModel;
class QTableView;
class QToolButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace memscope {

class MemoryProfileShare;

class TraceTimeline;

// The Trace Viewer page: the run's timeline with every event of every traced
// plane, search over all of them, the selected event's details and the
// statistics of a selected time range. The trace model is built off the UI
// thread from the host files when a profile is loaded.
class TracePage : public QWidget, public ToolPage
{
    Q_OBJECT
public:
    explicit TracePage(QWidget* parent = nullptr);
    ~TracePage() override;

    // What every page applies to, and a Chrome trace-event JSON file, which holds a trace only.
    bool appliesTo(const Profile& profile) const override
    {
        return profile.kind == SourceKind::ChromeTraceJson || ToolPage::appliesTo(profile);
    }
    void setProfile(std::shared_ptr<const Profile> profile) override;
    QList<ExportTarget> exportTargets() const override;
    bool exportAll(const QString& dir, const QStringList& formats, QString* error) override;
    // The document's: the memory counters take the Memory Profile page's analysis from it when it is there.
    void setMemoryProfileShare(std::shared_ptr<MemoryProfileShare> share) { m_share = std::move(share); }

    TraceTimeline* timeline() const { return m_timeline; }
    QLineEdit* searchField() const { return m_search; }
    QCheckBox* regularExpressionBox() const { return m_regularExpression; }
    QLabel* searchStatus() const { return m_searchStatus; }
    QTreeWidget* detailsView() const { return m_details; }
    QTableView* statisticsView() const { return m_statisticsView; }
    QLabel* statusLabel() const { return m_status; }
    QProgressBar* buildProgress() const { return m_buildProgress; }
    QToolButton* cancelBuildButton() const { return m_cancelBuild; }
    bool isBuilding() const { return m_building.isRunning(); }
    // The statistics table as CSV (what "Export CSV…" writes).
    QByteArray statisticsCsv() const;

    // Moves to the next (or previous) search hit, selecting and revealing it.
    void showNextHit(bool forward);
    // Searches the events named exactly `opName` (an HLO instruction), selects the first and zooms to
    // it; when the trace is not built yet, once it is.
    void showOpExecutions(const QString& opName);
    // Shows the time range the Memory Profile chart shows (ms since the Memory Profile's origin).
    void showMemoryProfileRange(double fromMs, double toMs);

Q_SIGNALS:
    // The page shows the trace of the current profile (or why there is none).
    void traceShown();
    // The user selected a range on the timeline, in the Memory Profile's time (ms since its origin).
    void memoryProfileRangeSelected(double fromMs, double toMs);

private:
    void showModel(std::shared_ptr<const trace::TraceModel> model);
    void runSearch();
    void frameFirstHit();
    void showDetails(trace::EventRef event);
    void showStatistics(trace::TimeRange range);
    void exportStatistics();
    void showTimelineMenu(const QPoint& position);
    // Writes the trace (Chrome JSON, or CSV) to a file chosen by the user, off the UI thread.
    void exportTrace(bool csv);
    // The progress bar and Cancel while the trace is read, following m_buildPoll.
    void showBuilding(bool building);
    // How far the build is, and the trace without its memory counters once the build hands it out.
    void showBuildProgress(int permille);
    // The status line for the model shown.
    void showModelStatus();

    TraceTimeline* m_timeline;
    QLineEdit* m_search;
    QCheckBox* m_regularExpression;
    QLabel* m_searchStatus;
    QToolButton* m_previous;
    QToolButton* m_next;
    QLabel* m_status;
    QProgressBar* m_buildProgress;
    QToolButton* m_cancelBuild;
    QTreeWidget* m_details;
    QTableView* m_statisticsView;
    QStandardItemModel* m_statistics;
    QPushButton* m_exportStatistics;
    std::shared_ptr<const Profile> m_profile;
    std::shared_ptr<MemoryProfileShare> m_share;
    std::shared_ptr<const trace::TraceModel> m_model;
    trace::SearchResult m_hits;
    int m_currentHit = -1;
    bool m_framesFirstHit = false; // showOpExecutions() waits for the trace being built
    // Typing searches once the keys pause: each search goes over every event (a single letter
    // matches millions), so one per key would hold up the typing.
    QTimer m_searchDelay;
    JobTracker m_building { this };
    // The trace without its memory counters as the build hands it out, taken by showBuildProgress on
    // the UI thread, so the worker threads never call into the page.
    struct EarlyTrace
    {
        QMutex mutex;
        std::shared_ptr<const trace::TraceModel> model;
    };
    std::shared_ptr<EarlyTrace> m_earlyTrace;
    ProgressPoll m_buildPoll { this, [this](int permille) { showBuildProgress(permille); } };
    JobTracker m_exporting { this };
};

} // namespace memscope
