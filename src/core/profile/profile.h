// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/format/memoryspace.h"

#include <QByteArrayView>
#include <QDateTime>
#include <QString>
#include <QStringList>
#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace xla {
class HloProto;
}
namespace tensorflow::profiler {
class XSpace;
}

namespace memscope {

struct OomReport; // core/oom/oomreport.h
namespace torch {
    struct Snapshot; // core/torch/snapshot.h
}
class OpenedInput; // core/profile/openedinput.h
namespace format {
    struct BufferAssignmentCounts; // core/format/hloview.h
    struct ParseControl; // core/format/slicestream.h
    struct HloRows;
    struct XSpaceModule;
} // namespace format

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
    TorchSnapshot, // a PyTorch CUDA memory snapshot pickle (torch.cuda.memory._dump_snapshot)
};

// One compiled XLA module (an HloProto with its buffer assignment). A module
// of an XSpace is not parsed when the file is loaded: its HloProto stays in
// the mapped file until something reads it, and only what is read is parsed.
struct HloModule
{
    QString name; // HloModuleProto.name
    // XLA program ids are unsigned 64-bit numbers; about half of real ids
    // exceed INT64_MAX, so they are neither signed nor doubles anywhere.
    quint64 programId = 0;
    bool hasProgramId = false; // false when the input carries none (a bare HloProto file)
    QString displayName; // "name(program_id)", or the name when there is no program id
    QString host; // the host whose XSpace carried it first ("" for bare HloProto files)

    // The whole HloProto, parsed on the first call and kept while the module
    // lives. nullptr with *error (file, module, bytes) when it is damaged, or
    // when the file changed since it was opened.
    std::shared_ptr<const xla::HloProto> proto(QString* error = nullptr) const;
    // What the Memory Viewer's analysis reads (format::readHloRows), read on
    // the first call and kept: the module shown. Read from the file's bytes
    // (its pages given back), or from the parsed proto of a module that has no
    // file. nullptr with *error as proto() words it when the module is damaged;
    // nullptr without an error, and nothing kept, when *cancel is set during the read.
    std::shared_ptr<const format::HloRows> rows(
        QString* error = nullptr, const std::atomic_bool* cancel = nullptr) const;
    // The same as rows(), but read for this caller alone unless kept already
    // (nullptr without an error when cancelled): for measuring every module
    // once without keeping them all.
    std::shared_ptr<const format::HloRows> rowsForBuffers(
        QString* error = nullptr, const std::atomic_bool* cancel = nullptr) const;
    // Hands `read` the serialized HloProto: a view into the file with the control that gives its
    // pages back, or, for a module read from JSON or text or made in memory, its parse serialized.
    // false when `read` does (the module is damaged where it reads) or the file changed under it,
    // with *error as proto() words it.
    bool readSerialized(const std::function<bool(QByteArrayView bytes, const format::ParseControl& control)>& read,
        QString* error = nullptr) const;
    // Its buffer assignment counted on the wire (format::countBufferAssignment), nothing kept; the
    // pages of a mapped file go back behind the walk. nullopt with *error as proto() words it when
    // the module is damaged where the count reads it.
    std::optional<format::BufferAssignmentCounts> bufferAssignmentCounts(QString* error = nullptr) const;
    // The serialized HloProto, a view into the mapped file while the module
    // lives; empty for a module read from JSON or text, or made in memory.
    QByteArrayView serialized() const;

    // A module whose proto is parsed already (a bare HloProto file, tests).
    void setProto(std::shared_ptr<const xla::HloProto> proto);
    // A module of the XSpace read from `input`, parsed when read.
    void setSource(std::shared_ptr<const OpenedInput> input, const format::XSpaceModule& where);

private:
    struct State;
    std::shared_ptr<State> m_state;
};

// One host's XSpace. Its planes are parsed when something reads them (the
// Memory Profile reads its events from the wire and parses none).
struct HostSpace
{
    QString hostName; // file name without .xplane.pb(.gz)
    QString filePath;

    // Every plane parsed, the metadata plane without its HloProto bytes (the
    // modules hold those); parsed when no reader holds it already, and kept while
    // one does (a reader going host by host holds one host's planes at a time).
    // nullptr with *error (file, plane, bytes) when a plane is damaged.
    std::shared_ptr<const tensorflow::profiler::XSpace> space(QString* error = nullptr) const;
    // The parse space() made that a reader still holds, or the space a host was made from;
    // else nullptr.
    std::shared_ptr<const tensorflow::profiler::XSpace> parsedSpace() const;
    // Whether the host has an XSpace at all (a Chrome trace JSON host has none:
    // space() is nullptr, bytes() empty, without an error).
    bool holdsXSpace() const;
    // The file as the loader opened it (its XSpace, or its Chrome trace-event JSON), for as long as the
    // host lives: what reads the file after the load (the trace model) reads these bytes, never the path
    // again, and asks it whether the file changed under the read. nullptr for a host made in memory.
    std::shared_ptr<const OpenedInput> input() const;
    // `readError`, the outcome of a read of the host's bytes, unless its file changed under the read:
    // then why ("the file changed while it was read ..."), without the file name.
    QString settled(const QString& readError) const;
    // The serialized XSpace: a view into the mapped file while the host lives.
    QByteArrayView bytes() const;
    // Whether bytes() is a read-only file mapping, whose pages a reader may
    // give back (format::releasePages) behind a scan.
    bool bytesMapped() const;

    // A host read from `input`.
    static HostSpace read(QString hostName, QString filePath, std::shared_ptr<const OpenedInput> input);
    // A host that is an older <host>.trace.json(.gz): no XSpace; its trace (input()) is all there is.
    static HostSpace chromeTrace(QString hostName, QString filePath, std::shared_ptr<const OpenedInput> input);
    // A host whose XSpace is parsed already (tests, readers of their own);
    // bytes() serializes it on first use.
    static HostSpace parsed(
        QString hostName, QString filePath, std::shared_ptr<const tensorflow::profiler::XSpace> space);
    // A host whose serialized XSpace is in memory (tests, fuzzing), read as a file is.
    static HostSpace serialized(QString hostName, QString filePath, QByteArray bytes);

private:
    struct State;
    std::shared_ptr<State> m_state;
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
    std::shared_ptr<const torch::Snapshot> torchSnapshot; // a PyTorch memory snapshot: all there is
    QStringList warnings; // non-fatal problems the user should see (a damaged host file, ...)

    const HloModule* findModule(const QString& nameOrIdOrDisplayName) const;
};

// Why what was read of the profile's files since the load cannot be trusted: a file that shrank
// under a read (which then saw zeros where it lost bytes), named with its sizes as the loader says
// it; "" when every file is as it was. Whatever writes a result checks it before writing.
QString changedWhileRead(const Profile& profile);

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
