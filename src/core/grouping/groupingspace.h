// SPDX-License-Identifier: Apache-2.0
#pragma once

// The XSpace XProf's grouping reads of a host written without groups, parsed
// from its serialized bytes for groupEvents(). Every plane keeps its index,
// every line and event theirs, so the groups found are those of the file's
// events; what the grouping never reads stays out:
// - the /host:metadata plane's content (its HloProtos): the plane keeps its name;
// - the stats of the MemoryAllocation and MemoryDeallocation events other than
//   those the grouping reads (none, in the files XProf writes). A memory
//   profile's events carry a dozen stats each: parsed, 5 000 000 of them took
//   6.7 times the file's size and most of the Memory Profile's time.

#include <QByteArrayView>
#include <atomic>
#include <memory>

namespace tensorflow::profiler {
class XSpace;
}

namespace memscope::grouping {

struct SpaceToGroup
{
    std::shared_ptr<const tensorflow::profiler::XSpace> space; // nullptr when damaged or cancelled
    qint64 damagedPlaneOffset = -1; // where the bytes of the plane that does not parse start (in `space`)
    bool cancelled = false;
};

// `mapped`: the bytes are a read-only file mapping, whose pages behind the walk go back.
SpaceToGroup parseSpaceToGroup(QByteArrayView space, bool mapped, const std::atomic_bool* cancel = nullptr);

} // namespace memscope::grouping
