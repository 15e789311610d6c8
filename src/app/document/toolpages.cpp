// SPDX-License-Identifier: Apache-2.0
// The one list of the tool pages of a document. A new tool adds one line.
#include "document/memoryviewertool.h"
#include "document/profiledocument.h"
#include "memoryprofile/memoryprofilepage.h"
#include "memoryprofile/memorytimelinechart.h"
#include "memoryviewer/bufferdetailcard.h"
#include "models/memoryprofileshare.h"
#include "oom/oomreporttool.h"
#include "overview/overviewtool.h"
#include "sidebar/sidebar.h"
#include "torch/snapshottool.h"
#include "trace/tracepage.h"

#include <QCoreApplication>
#include <QTabWidget>

namespace memscope {

void createToolPages(ProfileDocument& document)
{
    auto* memoryViewer = new MemoryViewerTool(document.analyses());
    auto* tracePage = new TracePage;
    // The Trace Viewer's memory counters take the Memory Profile page's analysis while it is shown.
    auto memoryProfiles = std::make_shared<MemoryProfileShare>();
    tracePage->setMemoryProfileShare(memoryProfiles);
    // The buffer card's "Show in Trace Viewer" opens the trace at the buffer's HLO op.
    if (auto* card = qobject_cast<BufferDetailCard*>(memoryViewer->detailCard())) {
        QObject::connect(card, &BufferDetailCard::showInTraceViewerRequested, tracePage,
            [tabs = document.toolTabs(), tracePage](const QString& instruction) {
                tabs->setCurrentWidget(tracePage);
                tracePage->showOpExecutions(instruction);
            });
    }
    QObject::connect(
        document.sidebar(), &Sidebar::findingLargestModule, memoryViewer, &MemoryViewerTool::showFindingProgress);
    QObject::connect(
        memoryViewer, &MemoryViewerTool::stopFindingRequested, document.sidebar(), &Sidebar::stopFindingLargest);
    document.addToolPage(memoryViewer, QCoreApplication::translate("memscope", "Memory Viewer"));
    // The Memory Profile chart and the trace show the same time: a range
    // zoomed into on one (by the user, while that page is shown) is shown on the other.
    auto* memoryProfile = new MemoryProfilePage;
    memoryProfile->setMemoryProfileShare(memoryProfiles);
    QObject::connect(memoryProfile->chart(), &MemoryTimelineChart::zoomChanged, tracePage, [memoryProfile, tracePage] {
        if (memoryProfile->isVisible()) {
            const auto [fromMs, toMs] = memoryProfile->chart()->visibleRangeMs();
            tracePage->showMemoryProfileRange(fromMs, toMs);
        }
    });
    QObject::connect(
        tracePage, &TracePage::memoryProfileRangeSelected, memoryProfile->chart(), &MemoryTimelineChart::showRange);
    document.addToolPage(memoryProfile, QCoreApplication::translate("memscope", "Memory Profile"));
    document.addToolPage(new OverviewTool, QCoreApplication::translate("memscope", "Overview"));
    document.addToolPage(tracePage, QCoreApplication::translate("memscope", "Trace Viewer"));
    document.addToolPage(new OomReportTool, QCoreApplication::translate("memscope", "Out-of-Memory Report"));
    document.addToolPage(new SnapshotTool, QCoreApplication::translate("memscope", "PyTorch Snapshot"));
}

} // namespace memscope
