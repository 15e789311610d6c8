// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QString>
#include <atomic>
#include <functional>

namespace memscope::format {

// Decompressed data beyond this is refused: no real profile is that large,
// while a few kilobytes of crafted gzip can expand without end.
constexpr qint64 kMaxDecompressedSize = qint64(16) << 30;

// What the loader lets one file decompress to: kMaxDecompressedSize, or half
// the physical memory when that is less, so that a decompression bomb ends in
// a message rather than in the system's out-of-memory killer.
qint64 defaultDecompressLimit();

struct GunzipResult
{
    QByteArray data;
    QString error; // without the file name: "gzip stream corrupt at byte N of M: ..."
    bool cancelled = false;
};

// Decompresses a whole gzip file (all members) in one pass.
// `consumed` is called with the number of compressed bytes read so far.
GunzipResult gunzip(const char* data, qint64 size, const std::atomic_bool* cancel,
    const std::function<void(qint64 bytes)>& consumed, qint64 limit = defaultDecompressLimit());

} // namespace memscope::format
