// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/profile/memoryspace.h"

#include <QDateTime>
#include <QString>
#include <QStringList>
#include <memory>
#include <vector>

namespace xla {
class HloProto;
}
namespace tensorflow::profiler {
class XSpace;
}

namespace memscope {

struct OomReport; // core/oom/oomreport.h

// What kind of input a profile was opened from.
enum class SourceKind
{
    XSpaceFile, // one <host>.xplane.pb(.gz)
    TraceFolder, // a log directory, its plugins/profile, or one run folder
    HloProtoBinary, // *.hlo.pb, *.hlo_proto.pb
    HloProtoJson, // HloProto in proto3 JSON
    HloProtoText, // HloProto in protobuf text format
    OomLog, // a log holding XLA out-of-memory reports
    ChromeTraceJson, // an older <host>.trace.json(.gz): Chrome trace-event JSON, a trace and nothing else
};

// One compiled XLA module (an HloProto with its buffer assignment).
struct HloModule
{
    QString name; // HloModuleProto.name
    // XLA program ids are unsigned 64-bit numbers; about half of real ids
    // exceed INT64_MAX, so they are neither signed nor doubles anywhere.
    quint64 programId = 0;
    bool hasProgramId = false; // false when the input carries none (a bare HloProto file)
    QString displayName; // "name(program_id)", or the name when there is no program id
    QString host; // the host whose XSpace carried it first ("" for bare HloProto files)
    std::shared_ptr<const xla::HloProto> proto;
};

// One host's XSpace. The HloProto bytes of the metadata plane are dropped once
// the modules are parsed, so the planes here cost no more memory than needed.
struct HostSpace
{
    QString hostName; // file name without .xplane.pb(.gz)
    QString filePath;
    std::shared_ptr<const tensorflow::profiler::XSpace> space;
};

// A profiling run inside a trace folder: plugins/profile/<run>/.
struct RunInfo
{
    QString name; // folder name, e.g. 2025_06_02_09_30_00
    QString path; // absolute folder path
    QStringList hostFiles; // absolute paths of the <host>.xplane.pb(.gz) files
    QDateTime modified; // newest file time; runs are listed newest first
};

// Everything loaded from one opened path. Immutable once published by the loader.
struct Profile
{
    QString path; // what the user opened
    SourceKind kind = SourceKind::XSpaceFile;
    std::vector<RunInfo> runs; // trace folders: every run found, newest first
    QString runName; // trace folders: the run that was loaded
    std::vector<HostSpace> hosts;
    std::vector<HloModule> modules; // merged across hosts by program id, in load order
    std::vector<std::shared_ptr<const OomReport>> oomReports;
    QStringList warnings; // non-fatal problems the user should see (a damaged host file, ...)

    const HloModule* findModule(const QString& nameOrIdOrDisplayName) const;
};

// How well `module` matches what a user typed to pick it, most specific first:
// a display name is unique, a module name may repeat across programs, a
// program id is unique but rarely typed. findModule picks the first module of
// the best rank.
enum class ModuleMatch
{
    DisplayName,
    Name,
    ProgramId,
    None
};
ModuleMatch matchModule(const HloModule& module, const QString& nameOrIdOrDisplayName);

} // namespace memscope
