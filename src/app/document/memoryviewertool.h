// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "document/toolpage.h"
#include "models/jobtracker.h"

#include <QWidget>
#include <memory>

namespace memscope {

class AnalysisCache;
class MemoryViewerPage;
namespace memoryviewer {
    struct Result;
}

// The Memory Viewer tool of a document: runs memoryviewer::analyze off the UI
// thread for the sidebar's selection (the latest selection wins) and hands the
// result to the MemoryViewerPage, which shows "Analysing…" meanwhile.
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
    bool isAnalysing() const { return m_analysis.isRunning(); }
    // The result shown, nullptr before the first analysis finished.
    std::shared_ptr<const memoryviewer::Result> result() const { return m_result; }
    ModuleSelection selection() const { return m_selection; }

Q_SIGNALS:
    // The page shows the analysis of the current selection (or its error).
    void resultShown();

private:
    std::shared_ptr<AnalysisCache> m_analyses;
    MemoryViewerPage* m_page;
    std::shared_ptr<const Profile> m_profile;
    std::shared_ptr<const memoryviewer::Result> m_result;
    ModuleSelection m_selection;
    JobTracker m_analysis { this };
};

} // namespace memscope
