// SPDX-License-Identifier: Apache-2.0
#include "torch/stackrows.h"

#include <QCoreApplication>
#include <QTreeWidgetItem>

namespace memscope {

QString frameLine(const torch::Snapshot& snapshot, const torch::Frame& frame)
{
    return QString::fromUtf8(torch::frameText(snapshot, frame));
}

QString topFrame(const torch::Snapshot& snapshot, torch::StackId stack)
{
    const torch::ShownStack shown = torch::shownStack(snapshot, stack);
    return shown.frames.empty() ? QString() : frameLine(snapshot, snapshot.frames[shown.frames.front()]);
}

void addStackRows(QTreeWidgetItem* parent, const torch::Snapshot& snapshot, torch::StackId stack)
{
    const torch::ShownStack shown = torch::shownStack(snapshot, stack);
    for (const quint32 index : shown.frames)
        new QTreeWidgetItem(parent, { frameLine(snapshot, snapshot.frames[index]) });
    // The snapshot tab's words, where they were first translated.
    if (shown.cppFolded > 0)
        new QTreeWidgetItem(parent,
            { QCoreApplication::translate(
                "memscope::SnapshotTool", "(%n C++ frame(s) folded)", nullptr, shown.cppFolded) });
    if (shown.frames.empty())
        new QTreeWidgetItem(parent, { QCoreApplication::translate("memscope::SnapshotTool", "(no frames recorded)") });
}

} // namespace memscope
