// SPDX-License-Identifier: Apache-2.0
#pragma once

// What XProf's derived GPU lines take from the HLO instructions of the /host:metadata plane's
// HloProtos (its symbol resolver, spec trace-viewer-and-steps.md A.2.4): an instruction's framework
// op ("<op_name>:<op_type>" of its OpMetadata) and its source ("<file base name>:<line>"). Modules
// are found by walking the XSpace's top level once, when a kernel first asks, and a module is read
// only when a kernel of its program id asks: its instructions' names and metadata are read off
// the wire, nothing is parsed, and the table lives while the trace is built.

#include "core/format/xspacereader.h"

#include <QByteArrayView>
#include <QHash>
#include <QMutex>
#include <QStringList>
#include <atomic>
#include <optional>
#include <unordered_map>

namespace memscope::trace {

struct HloInstructionInfo
{
    QByteArrayView opType;
    QByteArrayView opName;
    QByteArrayView sourceFile;
    qint64 sourceLine = 0;

    // XProf's op_full_name (TraceMeOp): "<op_name>:<op_type>", ":" for an instruction without metadata.
    QString frameworkOp() const;
    // XProf's source_info: "<base name of source_file>:<source_line>", "" without a source file.
    QString source() const;
};

// Safe to use from several threads (planes read side by side share one).
class HloSymbols
{
public:
    // `data` is the host's serialized XSpace, which outlives this table.
    HloSymbols(const char* data, qint64 size, const std::atomic_bool* cancel);

    // The instruction named `name` of the module with `programId`, as XProf looks it up (by
    // program id; the first instruction of that name in the module's computations); nullptr
    // when the XSpace has no such module (or its HloProto is damaged) or no such instruction.
    const HloInstructionInfo* find(quint64 programId, QByteArrayView name);

    // The modules that were asked for but are damaged, as readXSpace words them.
    QStringList warnings() const;
    // Where the modules read lie in the XSpace's bytes: their pages can be given back once the
    // lines are derived.
    std::vector<format::XSpaceModule> modulesRead() const;

private:
    using Instructions = QHash<QByteArrayView, HloInstructionInfo>;
    const Instructions* module(quint64 programId);

    const char* m_data;
    qint64 m_size;
    const std::atomic_bool* m_cancel;
    mutable QMutex m_mutex;
    std::optional<QHash<quint64, format::XSpaceModule>> m_index;
    // Node-based, and a module's table never changes once read: what find() returns stays valid.
    std::unordered_map<quint64, std::optional<Instructions>> m_modules; // nullopt: absent or damaged
    QStringList m_warnings;
    std::vector<format::XSpaceModule> m_read;
};

} // namespace memscope::trace
