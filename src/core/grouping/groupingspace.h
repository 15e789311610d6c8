// SPDX-License-Identifier: Apache-2.0
#pragma once

// The XSpace XProf's grouping reads of a host written without groups, parsed
// from its serialized bytes for groupEvents(), with the space's own fields (host
// names, errors, warnings) for readers that say them. Every plane keeps its index,
// every line and event theirs, so the groups found are those of the file's
// events; what the grouping never reads stays out:
// - the /host:metadata plane's content (its HloProtos): the plane keeps its name;
// - on /host:CPU planes, the MemoryAllocation and MemoryDeallocation events that are instant and
//   carry no stat the grouping reads but group_id (LeftOutEvents); the others keep those stats
//   alone. groupEvents(const SpaceToGroup&) gives each left-out event the group it was written with
//   in a file grouped at capture, else the group of the event that holds it, as the whole grouping
//   does: an instant event holds no other event but instant ones at its time, which the same event
//   holds. A memory profile's events carry a dozen stats each: parsed, 5 000 000 of them took 6.7
//   times the file's size and most of the Memory Profile's time.

#include <QByteArrayView>
#include <atomic>
#include <memory>
#include <vector>

namespace tensorflow::profiler {
class XSpace;
}

namespace memscope::grouping {

// The stats of the memory events that are parsed, beside those the grouping reads.
enum class MemoryEventStats
{
    GroupingOnly,
    // And tf_op, which the Overview reads of files not grouped at capture (a memory event with a tf_op
    // is a host framework op there, as XProf counts them): a memory event with one is not left out.
    WithTfOp,
};

// The memory events left out of one line of `space`, and where its other events stand in the file.
struct LeftOutEvents
{
    struct Event
    {
        int fileIndex = 0; // in the file's line
        qint32 groupId
            = -1; // its group_id stat (a file grouped at capture), the only stat the grouping reads it may have
        qint64 offsetPs = 0;
    };
    int plane = 0;
    int line = 0;
    std::vector<int> keptFileIndex; // by event of the parsed line: its index in the file's line
    std::vector<Event> events; // in file order
};

struct SpaceToGroup
{
    std::shared_ptr<const tensorflow::profiler::XSpace> space; // nullptr when damaged or cancelled
    std::vector<LeftOutEvents> leftOut; // by plane and line, of the lines that lost events
    qint64 damagedPlaneOffset = -1; // where the bytes of the plane that does not parse start (in `space`)
    bool cancelled = false;
};

// `mapped`: the bytes are a read-only file mapping, whose pages behind the walk go back.
SpaceToGroup parseSpaceToGroup(QByteArrayView space, bool mapped, const std::atomic_bool* cancel = nullptr,
    MemoryEventStats memoryEventStats = MemoryEventStats::GroupingOnly);

// Whether a plane of the XSpace declares a group_id stat (isGrouped, on the wire).
bool declaresGroupIds(QByteArrayView space);

} // namespace memscope::grouping
