// SPDX-License-Identifier: Apache-2.0
#pragma once

// Reads a serialized tensorflow.profiler.XSpace from memory: each plane is
// parsed from its own slice (so the file as a whole may exceed 2 GiB). The
// HloProtos of the /host:metadata plane are found by walking the wire format
// and left where they are: a module is parsed from its bytes in the file
// only when it is read, never copied into an intermediate string.

#include "core/format/slicestream.h"

#include <QByteArrayView>
#include <QString>
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

// The host events a memory profile is made of, as profilers name them.
inline bool isMemoryEventName(QByteArrayView name)
{
    return name == "MemoryAllocation" || name == "MemoryDeallocation";
}

// A module of the /host:metadata plane: where its serialized HloProto lies.
struct XSpaceModule
{
    quint64 programId = 0;
    QString name; // HloModuleProto.name, read from the wire
    QString label; // the event metadata's name, shortened, for steps and messages
    qint64 offset = 0; // of the HloProto in the XSpace's bytes
    qint64 size = 0;
};

// The top level of an XSpace walked without parsing its planes: the field
// checks of readXSpace, the number of planes, and the modules.
struct XSpaceIndex
{
    int planeCount = 0;
    std::vector<XSpaceModule> modules; // first per program id, in file order
    QString error; // without the file name
    bool cancelled = false;
};

XSpaceIndex indexXSpace(const char* data, qint64 size, const ParseControl& control);

struct XSpaceContents
{
    std::shared_ptr<const tensorflow::profiler::XSpace> space;
    std::vector<XSpaceModule> modules; // as indexXSpace finds them; not parsed
    QString error; // without the file name
    bool cancelled = false;
};

struct XSpaceReadOptions
{
    ParseControl control; // shared by parses that may run at once: its callbacks must be thread-safe
    // Told what is being parsed ("plane /device:TPU:0", "module jit_f (3 of 4)").
    std::function<void(const QString& step)> step;
};

// Every plane parsed; the /host:metadata plane without the HloProto bytes of
// its modules (XSpaceContents::modules says where they are).
XSpaceContents readXSpace(const char* data, qint64 size, const XSpaceReadOptions& options);

// Parses `module` of the XSpace at `data`, every field, onto an arena of its
// own; nullptr when it is damaged (*cancelled says when the parse was
// cancelled instead).
std::shared_ptr<xla::HloProto> parseXSpaceModule(
    const char* data, const XSpaceModule& module, const ParseControl& control, bool* cancelled);

// "module NAME: its HloProto (N bytes at byte M) is damaged"
QString damagedModuleError(const XSpaceModule& module);

// "truncated: plane P should end at byte M; the file ends at byte N": the top
// level of an XSpace cut off in its plane number P (1-based), which should end
// at M (WireWalker::requiredEnd), not at the file's size N. Every reader of an
// XSpace says a cut file this way (readXSpace, the trace builder).
QString truncatedPlaneError(int planeNumber, qint64 requiredEnd, qint64 fileSize);

// A message on its own arena, owned by the returned pointer. Arena allocation
// makes parsing huge HloProtos much faster and freeing them instant.
std::shared_ptr<xla::HloProto> newHloProtoOnArena();
std::shared_ptr<tensorflow::profiler::XSpace> newXSpaceOnArena();

} // namespace memscope::format
