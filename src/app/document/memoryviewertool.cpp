// SPDX-License-Identifier: Apache-2.0
#include "document/memoryviewertool.h"

#include "core/memoryviewer/memoryviewer.h"
#include "memoryviewer/memoryviewerpage.h"
#include "models/analysiscache.h"
#include "models/timelinescene.h"

#include <QFileInfo>

namespace memscope {

MemoryViewerTool::MemoryViewerTool(std::shared_ptr<AnalysisCache> analyses, QWidget* parent)
    : QWidget(parent)
    , m_analyses(std::move(analyses))
    , m_page(new MemoryViewerPage(this))
{
    embedPage(this, m_page);
}

MemoryViewerTool::~MemoryViewerTool() = default;

void MemoryViewerTool::setProfile(std::shared_ptr<const Profile> profile)
{
    m_analysis.cancel();
    m_profile = std::move(profile);
    m_result.reset();
    m_selection = {};
    m_page->showMessage(m_profile && m_profile->modules.empty()
            ? tr("This profile contains no XLA modules, so there is no compiler memory view.")
            : tr("Finding the module with the largest HBM peak…"));
}

void MemoryViewerTool::setModuleSelection(const ModuleSelection& selection)
{
    if (!m_profile || selection.moduleIndex < 0 || selection.moduleIndex >= static_cast<int>(m_profile->modules.size()))
        return;
    if (selection == m_selection && (m_result || m_analysis.isRunning()))
        return;
    m_selection = selection;
    const HloModule& module = m_profile->modules[selection.moduleIndex];
    m_page->showMessage(tr("Analysing %1 (%2)…").arg(module.displayName, memorySpaceName(selection.memorySpace)));

    memoryviewer::Options options;
    options.memorySpace = selection.memorySpace;
    options.smallBufferSize = selection.smallBufferSize;
    options.renderDot = true;
    const QString displayName = module.displayName;
    struct Shown
    {
        std::shared_ptr<const memoryviewer::Result> result;
        std::shared_ptr<const TimelineScene> timeline;
    };
    m_analysis.start(
        [profile = m_profile, index = selection.moduleIndex, options, analyses = m_analyses](
            const std::atomic_bool& cancel) {
            // The module is read here, off the UI thread, the first time it is shown (then kept).
            memoryviewer::Result unreadable;
            const std::shared_ptr<const format::HloRows> rows
                = profile->modules[static_cast<size_t>(index)].rows(&unreadable.error);
            if (!rows) {
                if (unreadable.error.isEmpty())
                    unreadable.error = tr("the module carries no buffer assignment to analyse");
                return Shown { std::make_shared<const memoryviewer::Result>(std::move(unreadable)), nullptr };
            }
            memoryviewer::Options withCancel = options;
            withCancel.cancel = &cancel;
            Shown shown { analyses->analyze(rows, withCancel), nullptr };
            if (shown.result->ok() && !cancel.load())
                shown.timeline = TimelineScene::build(shown.result.get());
            return shown;
        },
        [this, displayName, space = selection.memorySpace](Shown shown) {
            m_result = shown.result;
            setExportCaption(m_page,
                tr("%1 — %2 — %3").arg(QFileInfo(m_profile->path).fileName(), displayName, memorySpaceName(space)));
            if (m_result->ok())
                m_page->setResult(m_result, displayName, std::move(shown.timeline));
            else
                m_page->showMessage(tr("%1 cannot be analysed: %2").arg(displayName, m_result->error));
            Q_EMIT resultShown();
        });
}

QList<ExportTarget> MemoryViewerTool::exportTargets() const
{
    return m_result && m_result->ok() ? m_page->exportTargets() : QList<ExportTarget>();
}

bool MemoryViewerTool::exportAll(const QString& dir, const QStringList& formats, QString* error)
{
    return m_page->exportAll(dir, formats, error);
}

QWidget* MemoryViewerTool::detailCard() const { return m_page->detailCard(); }

} // namespace memscope
