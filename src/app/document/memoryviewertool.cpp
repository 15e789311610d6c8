// SPDX-License-Identifier: Apache-2.0
#include "document/memoryviewertool.h"

#include "core/memoryviewer/memoryviewer.h"
#include "memoryviewer/memoryviewerpage.h"
#include "models/analysiscache.h"
#include "models/timelinescene.h"

#include <QFileInfo>
#include <QShortcut>
#include <utility>

namespace memscope {

MemoryViewerTool::MemoryViewerTool(std::shared_ptr<AnalysisCache> analyses, QWidget* parent)
    : QWidget(parent)
    , m_analyses(std::move(analyses))
    , m_page(new MemoryViewerPage(this))
{
    embedPage(this, m_page);
    // Of the whole window while this page shows the search (the focus is in the module filter then),
    // and only then: other Esc keys (a view's zoom, the message bar) are left alone.
    m_stopFinding = new QShortcut(QKeySequence(Qt::Key_Escape), this, nullptr, nullptr, Qt::WindowShortcut);
    m_stopFinding->setEnabled(false);
    connect(m_stopFinding, &QShortcut::activated, this, &MemoryViewerTool::stopFindingRequested);
}

bool MemoryViewerTool::isFindingModule() const
{
    return m_profile && !m_profile->modules.empty() && m_selection.moduleIndex < 0;
}

void MemoryViewerTool::showFindingProgress(int measured, int total)
{
    m_stopFinding->setEnabled(isFindingModule());
    if (isFindingModule())
        m_page->showMessage(tr("Finding the module with the largest HBM peak… %1 of %2 modules measured. "
                               "Press Esc to show the largest so far.")
                                .arg(measured)
                                .arg(total));
}

MemoryViewerTool::~MemoryViewerTool() = default;

void MemoryViewerTool::setProfile(std::shared_ptr<const Profile> profile)
{
    m_analysis.cancel();
    m_profile = std::move(profile);
    m_result.reset();
    m_heapCurveShown = false;
    m_selection = {};
    m_page->showMessage(m_profile && m_profile->modules.empty()
            ? tr("This profile contains no XLA modules, so there is no compiler memory view.")
            : tr("Finding the module with the largest HBM peak… Press Esc to show the largest so far."));
    m_stopFinding->setEnabled(isFindingModule());
}

MemoryViewerTool::Shown MemoryViewerTool::analyse(const Profile& profile, int index, memoryviewer::Options options,
    AnalysisCache& analyses, const std::atomic_bool& cancel, bool heapCurveFirst)
{
    Shown shown;
    shown.complete = true;
    // The module is read here, off the UI thread, the first time it is shown (then kept).
    memoryviewer::Result unreadable;
    const std::shared_ptr<const format::HloRows> rows
        = profile.modules[static_cast<size_t>(index)].rows(&unreadable.error);
    if (!rows) {
        if (unreadable.error.isEmpty())
            unreadable.error = tr("the module carries no buffer assignment to analyse");
        shown.result = std::make_shared<const memoryviewer::Result>(std::move(unreadable));
        return shown;
    }
    options.cancel = &cancel;
    if (heapCurveFirst && showsHeapCurveFirst(*rows) && !analyses.find(rows, options)) {
        shown.result = analyses.analyzeHeapCurve(rows, options);
        // A curve that fails fails the full analysis the same way (the same simulation).
        shown.complete = !shown.result->ok();
        return shown;
    }
    shown.result = analyses.analyze(rows, options);
    if (shown.result->ok() && !cancel.load())
        shown.timeline = analyses.timelineOf(shown.result);
    return shown;
}

void MemoryViewerTool::setModuleSelection(const ModuleSelection& selection)
{
    if (!m_profile || selection.moduleIndex < 0 || selection.moduleIndex >= static_cast<int>(m_profile->modules.size()))
        return;
    if (selection == m_selection && (m_result || m_analysis.isRunning()))
        return;
    m_selection = selection;
    m_stopFinding->setEnabled(false);
    m_result.reset();
    m_heapCurveShown = false;
    const HloModule& module = m_profile->modules[selection.moduleIndex];
    m_page->showMessage(tr("Analysing %1 (%2)…").arg(module.displayName, memorySpaceName(selection.memorySpace)));

    memoryviewer::Options options;
    options.memorySpace = selection.memorySpace;
    options.smallBufferSize = selection.smallBufferSize;
    options.renderDot = true;
    // First the heap curve (the chart and the peak: a fraction of the analysis), unless the full analysis is
    // cached; then the full analysis, which fills the buffer views, the card and the timeline.
    m_analysis.start(
        [profile = m_profile, index = selection.moduleIndex, options, analyses = m_analyses](
            const std::atomic_bool& cancel) { return analyse(*profile, index, options, *analyses, cancel, true); },
        [this, index = selection.moduleIndex, options](Shown shown) {
            if (shown.complete) {
                show(shown);
                return;
            }
            m_page->showHeapCurve(shown.result, m_profile->modules[static_cast<size_t>(index)].displayName);
            m_heapCurveShown = true;
            Q_EMIT chartShown();
            m_analysis.start(
                [profile = m_profile, index, options, analyses = m_analyses](const std::atomic_bool& cancel) {
                    return analyse(*profile, index, options, *analyses, cancel, false);
                },
                [this](Shown full) { show(full); });
        });
}

void MemoryViewerTool::show(const Shown& shown)
{
    const QString& displayName = m_profile->modules[static_cast<size_t>(m_selection.moduleIndex)].displayName;
    m_result = shown.result;
    setExportCaption(m_page,
        tr("%1 — %2 — %3")
            .arg(QFileInfo(m_profile->path).fileName(), displayName, memorySpaceName(m_selection.memorySpace)));
    const bool hadChart = std::exchange(m_heapCurveShown, false);
    if (m_result->ok())
        m_page->setResult(m_result, displayName, shown.timeline);
    else
        m_page->showMessage(tr("%1 cannot be analysed: %2").arg(displayName, m_result->error));
    if (!hadChart)
        Q_EMIT chartShown();
    Q_EMIT resultShown();
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
