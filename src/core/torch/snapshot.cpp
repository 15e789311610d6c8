// SPDX-License-Identifier: Apache-2.0
#include "core/torch/snapshot.h"

#include <algorithm>

namespace memscope::torch {

qint64 Snapshot::deviceFreeAt(quint32 event) const
{
    const auto found = std::lower_bound(oomDeviceFree.cbegin(), oomDeviceFree.cend(), event,
        [](const std::pair<quint32, qint64>& entry, quint32 wanted) { return entry.first < wanted; });
    return found != oomDeviceFree.cend() && found->first == event ? found->second : -1;
}

qint64 Snapshot::memoryBytes() const
{
    qint64 bytes = 0;
    for (const QByteArray& string : strings)
        bytes += string.capacity() + qint64(sizeof(QByteArray));
    bytes += qint64(frames.capacity() * sizeof(Frame) + stackOffsets.capacity() * sizeof(quint32)
        + stackFrames.capacity() * sizeof(quint32) + contexts.capacity() * sizeof(contexts[0])
        + streams.capacity() * sizeof(qint64) + events.capacity() * sizeof(TraceEvent)
        + oomDeviceFree.capacity() * sizeof(oomDeviceFree[0]) + segments.capacity() * sizeof(Segment)
        + blocks.capacity() * sizeof(Block));
    return bytes;
}

} // namespace memscope::torch
