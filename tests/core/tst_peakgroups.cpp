// SPDX-License-Identifier: Apache-2.0
// The buffers at a module's peak grouped by framework name scope and by source line.

#include "core/memoryviewer/peakgroups.h"

#include <QTest>

using namespace memscope;
using namespace memscope::memoryviewer;

namespace {

// Two buffers of jit(step)/layer_0, one with a stack and one with a line only, one with neither
// an op name nor a source, and XProf's small group.
PeakBufferRows fourBuffers()
{
    PeakBufferRows rows;
    const auto buffer = [&](qint64 id, qint64 bytes, const char* op, const char* file, int line, const char* stack) {
        PeakBuffer peak;
        peak.logicalBufferId = id;
        peak.sizeBytes = bytes;
        peak.tfOpName = rows.strings.intern(std::string_view(op));
        peak.source
            = { rows.strings.intern(std::string_view(file)), line, rows.strings.intern(std::string_view(stack)) };
        rows.peakBuffers.push_back(peak);
    };
    buffer(1, 50, "jit(step)/layer_0/add", "model.py", 11, "");
    buffer(2, 100, "jit(step)/layer_0/dot", "model.py", 10, "model.py:10:3\ntrain.py:50:1");
    buffer(3, 30, "", "", -1, "");
    buffer(-1, 5, "", "", -1, ""); // the small group
    return rows;
}

struct Shown
{
    PeakGroup::Kind kind;
    QString name;
    qint64 bytes;
    qint64 count;
};

// The children of `node`, in order.
std::vector<Shown> childrenOf(const std::vector<PeakGroup>& nodes, quint32 node)
{
    std::vector<Shown> shown;
    for (const quint32 child : nodes[node].children)
        shown.push_back({ nodes[child].kind, nodes[child].name, nodes[child].bytes, nodes[child].count });
    return shown;
}

bool operator==(const Shown& a, const Shown& b)
{
    return a.kind == b.kind && a.name == b.name && a.bytes == b.bytes && a.count == b.count;
}

} // namespace

class TestPeakGroups : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void byNameScope()
    {
        const PeakBufferRows rows = fourBuffers();
        const std::vector<PeakGroup> nodes = groupPeakBuffers(rows, PeakGrouping::NameScope);
        QCOMPARE(nodes[0].kind, PeakGroup::Kind::Root);
        QCOMPARE(nodes[0].bytes, qint64(185));
        QCOMPARE(nodes[0].count, qint64(4));
        using K = PeakGroup::Kind;
        QCOMPARE(childrenOf(nodes, 0),
            (std::vector<Shown> { { K::Named, QStringLiteral("jit(step)"), 150, 2 }, { K::Missing, QString(), 30, 1 },
                { K::SmallBuffers, QString(), 5, 1 } }));
        const quint32 step = nodes[0].children[0];
        const quint32 layer = nodes[step].children[0];
        QCOMPARE(nodes[layer].name, QStringLiteral("layer_0"));
        // The ops, largest first; each leaf holds its buffer.
        QCOMPARE(childrenOf(nodes, layer),
            (std::vector<Shown> {
                { K::Named, QStringLiteral("dot"), 100, 1 }, { K::Named, QStringLiteral("add"), 50, 1 } }));
        QCOMPARE(nodes[nodes[layer].children[0]].buffers, std::vector<int> { 1 });
        QCOMPARE(nodes[nodes[0].children[2]].buffers, std::vector<int> { 3 });
    }

    void bySourceLine()
    {
        const PeakBufferRows rows = fourBuffers();
        const std::vector<PeakGroup> nodes = groupPeakBuffers(rows, PeakGrouping::SourceLine);
        using K = PeakGroup::Kind;
        // The stack outermost first; a buffer with a line and no stack is that line.
        QCOMPARE(childrenOf(nodes, 0),
            (std::vector<Shown> { { K::Named, QStringLiteral("train.py:50:1"), 100, 1 },
                { K::Named, QStringLiteral("model.py:11"), 50, 1 }, { K::Missing, QString(), 30, 1 },
                { K::SmallBuffers, QString(), 5, 1 } }));
        const quint32 train = nodes[0].children[0];
        QCOMPARE(
            childrenOf(nodes, train), (std::vector<Shown> { { K::Named, QStringLiteral("model.py:10:3"), 100, 1 } }));
    }

    // The CSV holds every node and every buffer, depth first as the tree lists them (a node's
    // children, then its buffers), whatever a view has opened.
    void csvListsEveryNodeAndBuffer()
    {
        const PeakBufferRows rows = fourBuffers();
        const QStringList lines
            = QString::fromUtf8(peakGroupsCsv(rows, groupPeakBuffers(rows, PeakGrouping::NameScope)))
                  .split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
        // (The fixture's buffers have no instruction name or shape.)
        QCOMPARE(lines,
            (QStringList { QStringLiteral("depth,kind,name,size_bytes,share_of_peak_percent,buffers,program_order"),
                QStringLiteral("0,group,jit(step),150,81.08,2,"), QStringLiteral("1,group,layer_0,150,81.08,2,"),
                QStringLiteral("2,group,dot,100,54.05,1,"), QStringLiteral("3,buffer,: ,100,54.05,1,1"),
                QStringLiteral("2,group,add,50,27.03,1,"), QStringLiteral("3,buffer,: ,50,27.03,1,0"),
                QStringLiteral("0,no_name,,30,16.22,1,"), QStringLiteral("1,buffer,: ,30,16.22,1,2"),
                QStringLiteral("0,small_buffers,,5,2.70,1,"), QStringLiteral("1,buffer,,5,2.70,1,3") }));
    }

    void noBuffers()
    {
        const std::vector<PeakGroup> nodes = groupPeakBuffers(PeakBufferRows(), PeakGrouping::NameScope);
        QCOMPARE(nodes.size(), size_t(1));
        QCOMPARE(nodes[0].bytes, qint64(0));
    }
};

QTEST_GUILESS_MAIN(TestPeakGroups)
#include "tst_peakgroups.moc"
