// SPDX-License-Identifier: Apache-2.0
#include "core/compare/snapshotcompare.h"

#include "core/util/csv.h"

#include <QCoreApplication>
#include <QHash>
#include <algorithm>
#include <set>

namespace memscope::compare {
namespace {

    struct CompareText
    {
        Q_DECLARE_TR_FUNCTIONS(memscope::compare)
    };

    using torch::DeviceMemory;
    using torch::Snapshot;
    using torch::StackId;

    // A stack as both files can name it: each frame's name, file and line.
    QByteArray stackKey(const Snapshot& snapshot, StackId stack)
    {
        QByteArray key;
        for (const quint32 index : snapshot.stack(stack)) {
            const torch::Frame& frame = snapshot.frames[index];
            key.append(snapshot.string(frame.name)).append('\0');
            key.append(snapshot.string(frame.fileName)).append('\0');
            key.append(QByteArray::number(frame.line)).append('\0');
        }
        return key;
    }

    void addPeakStacks(const Snapshot& snapshot, const DeviceMemory& memory, bool sideA,
        QHash<QByteArray, qsizetype>& byKey, std::vector<SnapshotStackDelta>& stacks)
    {
        QHash<StackId, qsizetype> byStack; // a file's stacks are distinct: one key each
        for (const quint32 index : torch::liveAfter(memory, memory.peakAction)) {
            const torch::Allocation& allocation = memory.allocations[index];
            qsizetype row;
            if (const auto known = byStack.constFind(allocation.stack); known != byStack.cend()) {
                row = *known;
            } else {
                const QByteArray key = stackKey(snapshot, allocation.stack);
                const auto found = byKey.constFind(key);
                row = found != byKey.cend() ? *found : qsizetype(stacks.size());
                if (row == qsizetype(stacks.size())) {
                    stacks.emplace_back();
                    byKey.insert(key, row);
                }
                byStack.insert(allocation.stack, row);
                (sideA ? stacks[size_t(row)].stackA : stacks[size_t(row)].stackB) = allocation.stack;
            }
            SnapshotStackDelta& delta = stacks[size_t(row)];
            (sideA ? delta.bytes.a : delta.bytes.b) += allocation.size;
            ++(sideA ? delta.count.a : delta.count.b);
        }
    }

    void setFigures(const DeviceMemory& memory, bool sideA, SnapshotDeviceComparison& comparison)
    {
        const auto set = [&](SnapshotFigure figure, qint64 value) {
            (sideA ? comparison.figures[size_t(figure)].a : comparison.figures[size_t(figure)].b) = value;
        };
        set(SnapshotFigure::PeakBytes, memory.peakBytes);
        set(SnapshotFigure::LiveAtPeak, memory.liveAtPeak);
        set(SnapshotFigure::StartBytes, memory.startBytes);
        set(SnapshotFigure::EndBytes, memory.endBytes);
        set(SnapshotFigure::NeverFreedBytes, memory.neverFreedBytes);
        set(SnapshotFigure::ReservedBytes, memory.reservedBytes);
        set(SnapshotFigure::InactiveBytes, memory.inactiveBytes);
        set(SnapshotFigure::Segments, memory.segmentCount);
        set(SnapshotFigure::Allocations, qint64(memory.allocations.size()));
        set(SnapshotFigure::TraceEvents, memory.eventCount);
        set(SnapshotFigure::OutOfMemory, qint64(memory.outOfMemory.size()));
    }

} // namespace

std::vector<SnapshotDeviceComparison> compareSnapshots(const Snapshot& a, const Snapshot& b)
{
    const std::vector<qint64> devicesA = torch::snapshotDevices(a);
    const std::vector<qint64> devicesB = torch::snapshotDevices(b);
    std::set<qint64> devices(devicesA.begin(), devicesA.end());
    devices.insert(devicesB.begin(), devicesB.end());
    std::vector<SnapshotDeviceComparison> comparisons;
    for (const qint64 device : devices) {
        SnapshotDeviceComparison comparison;
        comparison.device = device;
        comparison.inA = std::find(devicesA.begin(), devicesA.end(), device) != devicesA.end();
        comparison.inB = std::find(devicesB.begin(), devicesB.end(), device) != devicesB.end();
        QHash<QByteArray, qsizetype> byKey;
        for (const bool sideA : { true, false }) {
            if (!(sideA ? comparison.inA : comparison.inB))
                continue;
            const Snapshot& snapshot = sideA ? a : b;
            const DeviceMemory memory = torch::analyseDevice(snapshot, device);
            setFigures(memory, sideA, comparison);
            addPeakStacks(snapshot, memory, sideA, byKey, comparison.stacks);
        }
        std::stable_sort(comparison.stacks.begin(), comparison.stacks.end(),
            [](const SnapshotStackDelta& left, const SnapshotStackDelta& right) {
                const qint64 leftChange = qAbs(left.bytes.delta()), rightChange = qAbs(right.bytes.delta());
                return leftChange != rightChange ? leftChange > rightChange : left.bytes.b > right.bytes.b;
            });
        comparisons.push_back(std::move(comparison));
    }
    return comparisons;
}

QString snapshotFigureKey(SnapshotFigure figure)
{
    static const char* const kKeys[] = { "peakBytes", "liveAtPeak", "startBytes", "endBytes", "neverFreedBytes",
        "reservedBytes", "inactiveBytes", "segments", "allocations", "traceEvents", "outOfMemory" };
    static_assert(std::size(kKeys) == kSnapshotFigureCount);
    return QLatin1String(kKeys[int(figure)]);
}

QString snapshotFigureLabel(SnapshotFigure figure)
{
    switch (figure) {
    case SnapshotFigure::PeakBytes:
        return CompareText::tr("Peak allocated");
    case SnapshotFigure::LiveAtPeak:
        return CompareText::tr("Allocations live at the peak");
    case SnapshotFigure::StartBytes:
        return CompareText::tr("Live at the start");
    case SnapshotFigure::EndBytes:
        return CompareText::tr("Live at the end");
    case SnapshotFigure::NeverFreedBytes:
        return CompareText::tr("Never freed in the trace");
    case SnapshotFigure::ReservedBytes:
        return CompareText::tr("Reserved (segments)");
    case SnapshotFigure::InactiveBytes:
        return CompareText::tr("Inactive in segments");
    case SnapshotFigure::Segments:
        return CompareText::tr("Segments");
    case SnapshotFigure::Allocations:
        return CompareText::tr("Allocations");
    case SnapshotFigure::TraceEvents:
        return CompareText::tr("Trace events");
    case SnapshotFigure::OutOfMemory:
        return CompareText::tr("Out-of-memory events");
    }
    return {};
}

bool snapshotFigureIsBytes(SnapshotFigure figure)
{
    switch (figure) {
    case SnapshotFigure::PeakBytes:
    case SnapshotFigure::StartBytes:
    case SnapshotFigure::EndBytes:
    case SnapshotFigure::NeverFreedBytes:
    case SnapshotFigure::ReservedBytes:
    case SnapshotFigure::InactiveBytes:
        return true;
    default:
        return false;
    }
}

StackOnSide stackOnSide(const SnapshotStackDelta& row, const torch::Snapshot& a, const torch::Snapshot& b)
{
    return row.stackA ? StackOnSide { a, row.stackA } : StackOnSide { b, row.stackB };
}

QByteArray snapshotStacksCsv(
    const std::vector<SnapshotDeviceComparison>& devices, const torch::Snapshot& a, const torch::Snapshot& b)
{
    QString out = csvLine({ QStringLiteral("device"), QStringLiteral("bytes_a"), QStringLiteral("bytes_b"),
        QStringLiteral("count_a"), QStringLiteral("count_b"), QStringLiteral("frames") });
    for (const SnapshotDeviceComparison& device : devices) {
        for (const SnapshotStackDelta& row : device.stacks) {
            const StackOnSide side = stackOnSide(row, a, b);
            QStringList frames;
            for (const quint32 frame : torch::shownStack(side.snapshot, side.stack).frames)
                frames << QString::fromUtf8(torch::frameText(side.snapshot, side.snapshot.frames[frame]));
            out += csvLine({ QString::number(device.device), QString::number(row.bytes.a), QString::number(row.bytes.b),
                QString::number(row.count.a), QString::number(row.count.b), frames.join(QStringLiteral(" | ")) });
        }
    }
    return out.toUtf8();
}

QByteArray snapshotFiguresCsv(const std::vector<SnapshotDeviceComparison>& devices)
{
    QString out = csvLine({ QStringLiteral("device"), QStringLiteral("figure"), QStringLiteral("a"),
        QStringLiteral("b"), QStringLiteral("delta") });
    for (const SnapshotDeviceComparison& device : devices) {
        for (int figure = 0; figure < kSnapshotFigureCount; ++figure) {
            const IntegerDelta& delta = device.figures[size_t(figure)];
            out += csvLine({ QString::number(device.device), snapshotFigureKey(SnapshotFigure(figure)),
                QString::number(delta.a), QString::number(delta.b), QString::number(delta.delta()) });
        }
    }
    return out.toUtf8();
}

} // namespace memscope::compare
