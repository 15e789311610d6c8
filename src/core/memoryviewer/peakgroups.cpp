// SPDX-License-Identifier: Apache-2.0
#include "core/memoryviewer/peakgroups.h"

#include <QHash>
#include <algorithm>
#include <tuple>

namespace memscope::memoryviewer {
namespace {

    // The names from the root down to the buffer, empty when it has none.
    QStringList pathOf(const PeakBufferRows& rows, const PeakBuffer& buffer, PeakGrouping grouping)
    {
        if (grouping == PeakGrouping::NameScope) {
            return rows.text(buffer.tfOpName).split(QLatin1Char('/'), Qt::SkipEmptyParts);
        }
        const SourceInfo source = rows.source(buffer.source);
        QStringList frames = source.stack.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        if (frames.isEmpty() && !source.file.isEmpty())
            frames << (source.line >= 0 ? QStringLiteral("%1:%2").arg(source.file).arg(source.line) : source.file);
        std::reverse(frames.begin(), frames.end()); // innermost first in the stack, outermost first here
        return frames;
    }

} // namespace

std::vector<PeakGroup> groupPeakBuffers(const PeakBufferRows& rows, PeakGrouping grouping)
{
    std::vector<PeakGroup> nodes(1);
    nodes[0].kind = PeakGroup::Kind::Root;
    QHash<std::pair<quint32, QString>, quint32> childOf;
    const auto child = [&](quint32 parent, PeakGroup::Kind kind, const QString& name) {
        const auto key = std::make_pair(parent, kind == PeakGroup::Kind::Named ? name : QString::number(int(kind)));
        auto found = childOf.constFind(key);
        if (found != childOf.cend())
            return *found;
        const auto index = quint32(nodes.size());
        nodes.push_back({ kind, name, 0, 0, {}, {} });
        nodes[parent].children.push_back(index);
        childOf.insert(key, index);
        return index;
    };
    for (size_t i = 0; i < rows.peakBuffers.size(); ++i) {
        const PeakBuffer& buffer = rows.peakBuffers[i];
        quint32 node = 0;
        const auto add = [&] {
            nodes[node].bytes += buffer.sizeBytes;
            ++nodes[node].count;
        };
        add();
        if (buffer.isSmallGroup()) {
            node = child(0, PeakGroup::Kind::SmallBuffers, QString());
            add();
        } else {
            const QStringList path = pathOf(rows, buffer, grouping);
            if (path.isEmpty()) {
                node = child(0, PeakGroup::Kind::Missing, QString());
                add();
            }
            for (const QString& name : path) {
                node = child(node, PeakGroup::Kind::Named, name);
                add();
            }
        }
        nodes[node].buffers.push_back(int(i));
    }
    for (PeakGroup& node : nodes) {
        std::stable_sort(node.children.begin(), node.children.end(), [&](quint32 a, quint32 b) {
            return std::tie(nodes[b].bytes, nodes[a].name) < std::tie(nodes[a].bytes, nodes[b].name);
        });
        std::stable_sort(node.buffers.begin(), node.buffers.end(), [&](int a, int b) {
            return rows.peakBuffers[size_t(a)].sizeBytes > rows.peakBuffers[size_t(b)].sizeBytes;
        });
    }
    return nodes;
}

} // namespace memscope::memoryviewer
