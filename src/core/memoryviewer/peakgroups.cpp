// SPDX-License-Identifier: Apache-2.0
#include "core/memoryviewer/peakgroups.h"

#include "core/util/csv.h"

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

QByteArray peakGroupsCsv(const PeakBufferRows& rows, const std::vector<PeakGroup>& groups)
{
    QString csv = QStringLiteral("depth,kind,name,size_bytes,share_of_peak_percent,buffers,program_order\r\n");
    if (groups.empty())
        return csv.toUtf8();
    const qint64 peak = std::max<qint64>(1, groups.front().bytes);
    const auto share = [peak](qint64 bytes) { return QString::number(100.0 * double(bytes) / double(peak), 'f', 2); };
    const auto kindOf = [](PeakGroup::Kind kind) {
        switch (kind) {
        case PeakGroup::Kind::Missing:
            return QStringLiteral("no_name");
        case PeakGroup::Kind::SmallBuffers:
            return QStringLiteral("small_buffers");
        default:
            return QStringLiteral("group");
        }
    };
    // Depth first without recursion (a deep scope path must not exhaust the stack): a node's row,
    // its children's rows, then the buffers whose path ends at it, as the tree lists them.
    struct Visit
    {
        quint32 node;
        int depth; // the root is depth -1, no row
        bool buffers; // its buffers' turn, after its children
    };
    std::vector<Visit> pending { { 0u, -1, false } };
    while (!pending.empty()) {
        const Visit visit = pending.back();
        pending.pop_back();
        const PeakGroup& node = groups[visit.node];
        if (visit.buffers) {
            for (const int row : node.buffers) {
                const PeakBuffer& buffer = rows.peakBuffers[size_t(row)];
                const QString name = buffer.isSmallGroup()
                    ? rows.text(buffer.label)
                    : rows.text(buffer.instructionName) + QStringLiteral(": ") + rows.text(buffer.shape);
                csv += csvLine({ QString::number(visit.depth + 1), QStringLiteral("buffer"), name,
                    QString::number(buffer.sizeBytes), share(buffer.sizeBytes), QStringLiteral("1"),
                    QString::number(row) });
            }
            continue;
        }
        if (visit.depth >= 0)
            csv += csvLine({ QString::number(visit.depth), kindOf(node.kind), node.name, QString::number(node.bytes),
                share(node.bytes), QString::number(node.count), QString() });
        pending.push_back({ visit.node, visit.depth, true });
        for (auto child = node.children.rbegin(); child != node.children.rend(); ++child)
            pending.push_back({ *child, visit.depth + 1, false });
    }
    return csv.toUtf8();
}

} // namespace memscope::memoryviewer
