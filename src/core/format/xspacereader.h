// SPDX-License-Identifier: Apache-2.0
#pragma once

// Reads a serialized tensorflow.profiler.XSpace from memory: each plane is
// parsed from its own slice (so the file as a whole may exceed 2 GiB), and the
// HloProtos of the /host:metadata plane are parsed straight from their bytes
// in the file, never copied into an intermediate string nor kept as bytes.

#include "core/format/slicestream.h"

#include <QString>
#include <QStringList>

class QThreadPool;

#include <functional>
#include <memory>
#include <vector>

namespace xla {
class HloProto;
}
namespace tensorflow::profiler {
class XSpace;
}

namespace memscope::format {

inline constexpr char kMetadataPlaneName[] = "/host:metadata";
inline constexpr char kHloProtoStatName[] = "Hlo Proto";
inline constexpr char kProgramIdStatName[] = "program_id";

struct XSpaceModule
{
    quint64 programId = 0;
    std::shared_ptr<const xla::HloProto> proto;
};

struct XSpaceContents
{
    std::shared_ptr<const tensorflow::profiler::XSpace> space;
    std::vector<XSpaceModule> modules; // first per program id, in file order
    QStringList warnings; // modules whose HloProto did not parse, ...
    QString error; // without the file name
    bool cancelled = false;
};

struct XSpaceReadOptions
{
    ParseControl control; // shared by parses that may run at once: its callbacks must be thread-safe
    QThreadPool* pool = nullptr; // parse planes and modules in parallel on it; nullptr: one after the other
    // Told what is being parsed ("plane /device:TPU:0", "module jit_f (3 of 4)").
    std::function<void(const QString& step)> step;
};

XSpaceContents readXSpace(const char* data, qint64 size, const XSpaceReadOptions& options);

struct XSpaceStreamResult
{
    int planeCount = 0;
    QStringList warnings; // modules whose HloProto did not parse, as readXSpace words them
    QString error; // without the file name
    bool cancelled = false;
    bool stopped = false; // `visit` asked to stop
};

// The modules readXSpace would return, in the same order, but parsed one at a
// time, with only what the Memory Viewer reads (parseHloProtoForBuffers), and
// handed to `visit`, which returns false to stop early. Planes other than
// /host:metadata are skipped without being parsed, and each module is freed
// after its visit (unless `visit` keeps it), so memory holds one pruned module
// at a time. A module for whose program id `wanted` (when given) returns false
// is skipped without being parsed. options.pool is not used.
XSpaceStreamResult forEachXSpaceModule(const char* data, qint64 size, const XSpaceReadOptions& options,
    const std::function<bool(XSpaceModule&& module)>& visit, const std::function<bool(quint64 programId)>& wanted = {});

// A message on its own arena, owned by the returned pointer. Arena allocation
// makes parsing huge HloProtos much faster and freeing them instant.
std::shared_ptr<xla::HloProto> newHloProtoOnArena();
std::shared_ptr<tensorflow::profiler::XSpace> newXSpaceOnArena();

} // namespace memscope::format
