// SPDX-License-Identifier: Apache-2.0
#pragma once

// Shared helpers for core tests: the real profiles of ../shared/data, and
// small XSpace / HloProto inputs built in code.

#include "core/oom/oomparser.h"
#include "hlo.pb.h"
#include "xplane.pb.h"

#include <QByteArray>
#include <QString>
#include <QTemporaryDir>
#include <QtTest/QTest>
#include <string>
#include <vector>

namespace memscope::test {

// Absolute path of a file under ../shared/data, or "" when it is absent.
QString sharedDataPath(const QString& relative);

// Declares `variable` as the path of a shared data file, or skips the test
// (with the reason) when the checkout has no ../shared/data.
#define MEMSCOPE_SHARED_DATA_OR_SKIP(variable, relative)                                                               \
    const QString variable = ::memscope::test::sharedDataPath(QStringLiteral(relative));                               \
    if (variable.isEmpty())                                                                                            \
    QSKIP(qPrintable(QStringLiteral("real profile %1 is absent (no ../shared/data in this checkout)")                  \
                         .arg(QStringLiteral(relative))))

// A hand-written Memory Viewer case, tests/data/memoryviewer/<name>.textproto;
// stops the test program when it cannot be read.
xla::HloProto memoryViewerCase(const QString& name);

// Deterministic serialization (maps in key order).
QByteArray serialize(const google::protobuf::MessageLite& message);
QByteArray gzipCompress(const QByteArray& data);
// `zeros` zero bytes as one gzip member, compressed in 1 MiB pieces so the
// test never holds the expanded data: ~1 KiB of output per MiB of input.
QByteArray gzipOfZeros(qint64 zeros);
// A protobuf base-128 varint, for hand-built wire bytes.
QByteArray varint(quint64 value);
// The bytes of the file at `path`; empty when it cannot be read.
QByteArray readFile(const QString& path);
// Writes `data` to `path` (creating folders); fails the test on error.
bool writeFile(const QString& path, const QByteArray& data);
// Writes a test's input `name` (folders included) under `dir`: gzip-compressed,
// with ".gz" appended to the name, when `compressed`. Returns the path; a test
// that cannot write its input cannot run, so failing stops the program.
QString writeInput(const QTemporaryDir& dir, const QString& name, const QByteArray& data, bool compressed = false);

// The out-of-memory reports of the log at `path`, opened through the loader as
// File > Open and memscope-report open it; `error` is the loader's message.
OomParseOutcome loadOomReports(const QString& path);

struct ModuleSpec
{
    std::string name;
    quint64 programId = 0;
    std::vector<qint64> memorySpaces = { 0 }; // one allocation per entry, with this color
    int buffersPerAllocation = 2;
};

// An HloProto with a module of that name and a buffer assignment: one
// allocation per memory space, each with `buffersPerAllocation` logical buffers.
xla::HloProto makeHloProto(const ModuleSpec& spec);

enum class MetadataLayout
{
    Older, // event metadata keyed by program id, only the "Hlo Proto" stat
    Newer, // keyed by a counter, display_name set, plus a "program_id" stat
};

// An XSpace with a device plane (one line, `deviceEvents` events), a host
// plane and a /host:metadata plane carrying the modules.
tensorflow::profiler::XSpace makeXSpace(
    const std::vector<ModuleSpec>& modules, MetadataLayout layout = MetadataLayout::Newer, int deviceEvents = 3);
// Replaces the HloProto of the module `displayName` ("name(program id)") in the
// XSpace's metadata with bytes that are not wire format.
void damageModule(tensorflow::profiler::XSpace& space, const std::string& displayName);

} // namespace memscope::test
