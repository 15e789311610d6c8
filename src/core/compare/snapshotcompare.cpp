// SPDX-License-Identifier: Apache-2.0
#include "core/compare/snapshotcompare.h"

#include <QHash>
#include <algorithm>
#include <set>

namespace memscope::compare {
namespace {

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

} // namespace memscope::compare
