// SPDX-License-Identifier: Apache-2.0
#include "snapshottext.h"

#include "command.h"

#include <QJsonObject>

namespace memscope::report {

using namespace memscope::torch;

QString snapshotText(const Snapshot& snapshot, StringId id) { return QString::fromUtf8(snapshot.string(id)); }

QJsonArray framesJson(const Snapshot& snapshot, const ShownStack& stack)
{
    QJsonArray frames;
    for (const quint32 index : stack.frames) {
        const Frame& frame = snapshot.frames[index];
        frames.append(QJsonObject {
            { QStringLiteral("name"), snapshotText(snapshot, frame.name) },
            { QStringLiteral("file"), snapshotText(snapshot, frame.fileName) },
            { QStringLiteral("line"), frame.line },
        });
    }
    return frames;
}

QString stackText(const Snapshot& snapshot, StackId id, const QString& indent, const QString& withoutFrames)
{
    const ShownStack stack = shownStack(snapshot, id);
    if (stack.frames.empty())
        return indent + withoutFrames + QLatin1Char('\n');
    QString lines;
    for (const quint32 index : stack.frames)
        lines += indent + QString::fromUtf8(frameText(snapshot, snapshot.frames[index])) + QLatin1Char('\n');
    if (stack.cppFolded > 0)
        lines += indent + ReportText::tr("(%1 C++ frames folded)\n").arg(stack.cppFolded);
    return lines;
}

} // namespace memscope::report
