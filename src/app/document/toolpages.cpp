// SPDX-License-Identifier: Apache-2.0
// The one list of the tool pages of a document. A new tool adds one line.
#include "document/memoryviewertool.h"
#include "document/profiledocument.h"
#include "memoryprofile/memoryprofilepage.h"
#include "oom/oomreporttool.h"
#include "overview/overviewtool.h"

#include <QCoreApplication>

namespace memscope {

void createToolPages(ProfileDocument& document)
{
    document.addToolPage(
        new MemoryViewerTool(document.analyses()), QCoreApplication::translate("ToolPages", "Memory Viewer"));
    document.addToolPage(new MemoryProfilePage, QCoreApplication::translate("ToolPages", "Memory Profile"));
    document.addToolPage(new OverviewTool, QCoreApplication::translate("ToolPages", "Overview"));
    document.addToolPage(new OomReportTool, QCoreApplication::translate("ToolPages", "Out-of-Memory Report"));
}

} // namespace memscope
