// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/format/readlimits.h"

#include <QByteArray>
#include <QString>
#include <atomic>
#include <functional>

namespace memscope::format {

struct InflateResult
{
    QString error; // without the file name: "gzip stream corrupt at byte N of M: ..."
    qint64 compressedRead = 0; // compressed bytes consumed when the stream ended or stopped
    qint64 inflated = 0; // bytes handed to the sink
    bool cancelled = false;
    bool stopped = false; // the sink asked to stop
};

// The most one call of an inflate sink receives: decompression works in steps
// of this size, so memory holds one step, and a cancel is seen within
// milliseconds even when a tiny input expands enormously.
constexpr qint64 kInflateStep = 4 << 20;

// Decompresses a whole gzip file (all members) in one pass, handing the output
// to `sink` in order, in pieces of at most kInflateStep bytes; `sink` returns
// false to stop. `consumed` is called with the number of compressed bytes read
// so far.
using InflateSink = std::function<bool(const char* bytes, qint64 size)>;
InflateResult inflateGzip(const char* data, qint64 size, const InflateSink& sink, const std::atomic_bool* cancel,
    const std::function<void(qint64 bytes)>& consumed);

// Why decompression stopped at `limit` bytes, with the expansion so far:
// "decompressed data exceeds 32.00 MiB at byte 33 000 of 520 000 of the
// compressed data (1 017 times as large; a decompression bomb?)".
QString inflateLimitMessage(qint64 limit, qint64 compressedRead, qint64 compressedSize);

struct GunzipResult
{
    QByteArray data;
    QString error; // without the file name, as InflateResult's or inflateLimitMessage()
    bool cancelled = false;
};

// inflateGzip into memory, refused past `limit` bytes: for small inputs (the
// loader writes decompressed data to a temporary file instead).
GunzipResult gunzip(const char* data, qint64 size, const std::atomic_bool* cancel,
    const std::function<void(qint64 bytes)>& consumed, qint64 limit = readLimits().maxBytes);

} // namespace memscope::format
