// SPDX-License-Identifier: Apache-2.0
#pragma once

// Reads a PyTorch memory snapshot pickle without Python and without running anything it asks for:
// a pickle machine of our own for the opcodes of protocols 2 to 5 that build builtin values (dict,
// list, tuple, set, str, bytes, int, float, bool, None, the memo, frames). An opcode that would
// import a name, build an object or call a function (GLOBAL, STACK_GLOBAL, REDUCE, BUILD, INST,
// OBJ, NEWOBJ, EXT*, PERSID, out-of-band buffers) ends the read with an error that names it.
//
// It never holds the file as Python values: each trace event, block, segment and frame dict
// becomes a row the moment it is complete (recognised by its keys), and the memo keeps an 8-byte
// reference in its place, so the rows are all that stays.

#include "core/torch/snapshot.h"

#include <QString>
#include <atomic>
#include <functional>
#include <limits>
#include <memory>

namespace memscope::torch {

struct SnapshotRead
{
    std::shared_ptr<const Snapshot> snapshot; // set when the read succeeded
    QString error; // without the file name: "byte 1234: ..."
    bool cancelled = false;
};

struct SnapshotReadControl
{
    const std::atomic_bool* cancel = nullptr; // polled every few thousand opcodes
    std::function<void(qint64 bytes)> consumed; // hears of the bytes read, for progress
    bool releasePages = false; // `data` is a read-only file mapping whose pages may be given back behind the read
    // Called on the reading thread once the read has taken `previewAfterMs`, while a device's trace
    // is being read: a Snapshot::preview of its events so far, so that a window can show a timeline
    // long before a large file is read. Offered again as the read goes on until it returns true
    // (taken); never when the read ends first.
    std::function<bool(std::shared_ptr<const Snapshot>)> preview;
    int previewAfterMs = 0;
    qint64 previewBeforeByte = std::numeric_limits<qint64>::max(); // none once the read is past it
};

SnapshotRead readSnapshot(const char* data, qint64 size, const SnapshotReadControl& control = {});

} // namespace memscope::torch
