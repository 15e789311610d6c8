// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/memoryviewer/memoryviewer.h"
#include "document/toolpage.h"
#include "models/jobtracker.h"

#include <QWidget>
#include <memory>

class QShortcut;

namespace memscope {

class AnalysisCache;
class MemoryViewerPage;
struct TimelineScene;

// The Memory Viewer tool of a document: analyses the sidebar's selection off
// the UI thread (the latest selection wins) and hands it to the
// MemoryViewerPage in two steps: the heap curve first (the chart and its peak,
// memoryviewer::analyzeHeapCurve), then the full analysis, which fills the
// buffer views, the card and the timeline. The page shows "Analysing…" until
// the curve is there, then that the views are still filling.
class MemoryViewerTool : public QWidget, public ToolPage
{
    Q_OBJECT
public:
    // `analyses` is the document's, shared with its module list.
    explicit MemoryViewerTool(std::shared_ptr<AnalysisCache> analyses, QWidget* parent = nullptr);
    ~MemoryViewerTool() override;

    bool hasDataFor(const Profile& profile) const override { return !profile.modules.empty(); }
    void setProfile(std::shared_ptr<const Profile> profile) override;
    void setModuleSelection(const ModuleSelection& selection) override;
    bool usesModuleSelection() const override { return true; }
    QList<ExportTarget> exportTargets() const override;
    bool exportAll(const QString& dir, const QStringList& formats, QString* error) override;
    QWidget* detailCard() const override;

    MemoryViewerPage* page() const { return m_page; }
    // True until the full analysis of the selection is shown.
    bool isAnalysing() const { return m_analysis.isRunning(); }
    // The full analysis shown, nullptr while none is (also while only the heap curve is).
    std::shared_ptr<const memoryviewer::Result> result() const { return m_result; }
    ModuleSelection selection() const { return m_selection; }
    // While no module is chosen: how far finding the one with the largest peak is.
    void showFindingProgress(int measured, int total);

Q_SIGNALS:
    // The page shows the chart of the current selection (its heap curve or the
    // full analysis, whichever came first), or the error that stops it.
    void chartShown();
    // The page shows the full analysis of the current selection (or its error).
    void resultShown();
    // Esc while the module with the largest peak is being found: show the largest so far.
    void stopFindingRequested();

private:
    struct Shown
    {
        std::shared_ptr<const memoryviewer::Result> result;
        std::shared_ptr<const TimelineScene> timeline;
        bool complete = false; // the full analysis (or an error), not the heap curve alone
    };
    // Off the UI thread: the full analysis of module `index` with its timeline, or with heapCurveFirst,
    // unless that is cached, the heap curve alone.
    static Shown analyse(const Profile& profile, int index, memoryviewer::Options options, AnalysisCache& analyses,
        const std::atomic_bool& cancel, bool heapCurveFirst);
    void show(const Shown& shown);
    bool isFindingModule() const;

    std::shared_ptr<AnalysisCache> m_analyses;
    MemoryViewerPage* m_page;
    QShortcut* m_stopFinding;
    std::shared_ptr<const Profile> m_profile;
    std::shared_ptr<const memoryviewer::Result> m_result;
    ModuleSelection m_selection;
    bool m_heapCurveShown = false; // of m_selection, while its full analysis runs
    JobTracker m_analysis { this };
};

} // namespace memscope
