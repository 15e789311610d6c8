// SPDX-License-Identifier: Apache-2.0
#include "core/format/gzip.h"

#include "core/util/units.h"

#include <QCoreApplication>
#include <unistd.h>
#include <zlib.h>

namespace memscope::format {
namespace {

    constexpr qint64 kInputChunk = 1 << 20;
    // Output per inflate() call: small enough that a cancel is seen within
    // milliseconds even when a tiny input expands enormously.
    constexpr qint64 kOutputStep = 32 << 20;

    QString tr(const char* text) { return QCoreApplication::translate("gzip", text); }

    // The gzip trailer stores the uncompressed size modulo 4 GiB: a good first
    // guess for the buffer, so that most files need no reallocation.
    qint64 initialCapacity(const char* data, qint64 size)
    {
        qint64 guess = size * 4;
        if (size >= 18) {
            const auto* trailer = reinterpret_cast<const quint8*>(data + size - 4);
            const qint64 stored
                = qint64(trailer[0]) | qint64(trailer[1]) << 8 | qint64(trailer[2]) << 16 | qint64(trailer[3]) << 24;
            if (stored >= size)
                guess = stored;
        }
        return std::clamp<qint64>(guess, 4096, qint64(1) << 30);
    }

} // namespace

qint64 defaultDecompressLimit()
{
    const long pages = sysconf(_SC_PHYS_PAGES);
    const long pageSize = sysconf(_SC_PAGESIZE);
    if (pages <= 0 || pageSize <= 0)
        return kMaxDecompressedSize;
    return std::min(kMaxDecompressedSize, qint64(pages) * qint64(pageSize) / 2);
}

GunzipResult gunzip(const char* data, qint64 size, const std::atomic_bool* cancel,
    const std::function<void(qint64)>& consumed, qint64 limit)
{
    GunzipResult result;
    z_stream stream {};
    if (inflateInit2(&stream, 16 + MAX_WBITS) != Z_OK) {
        result.error = tr("cannot initialise zlib");
        return result;
    }
    QByteArray output;
    output.resize(std::min(limit, initialCapacity(data, size)));
    qint64 produced = 0;
    qint64 inputOffset = 0;
    qint64 reportedInput = 0;
    bool streamEnded = false;
    const auto* input = reinterpret_cast<const Bytef*>(data);
    while (true) {
        if (cancel && cancel->load(std::memory_order_relaxed)) {
            result.cancelled = true;
            break;
        }
        if (stream.avail_in == 0) {
            if (inputOffset >= size)
                break;
            const qint64 chunk = std::min(kInputChunk, size - inputOffset);
            stream.next_in = const_cast<Bytef*>(input + inputOffset);
            stream.avail_in = uInt(chunk);
            inputOffset += chunk;
        }
        if (produced == output.size()) {
            if (produced >= limit) {
                result.error = tr("decompressed size exceeds %1 at byte %2 of the compressed data "
                                  "(decompression bomb?)")
                                   .arg(formatBytes(limit))
                                   .arg(inputOffset - stream.avail_in);
                break;
            }
            output.resize(std::min(limit, produced + std::max<qint64>(produced / 2, 1 << 20)));
        }
        const qint64 room = std::min(output.size() - produced, kOutputStep);
        stream.next_out = reinterpret_cast<Bytef*>(output.data() + produced);
        stream.avail_out = uInt(room);
        const int status = inflate(&stream, Z_NO_FLUSH);
        produced += room - stream.avail_out;
        const qint64 position = inputOffset - stream.avail_in;
        if (consumed && position != reportedInput) {
            consumed(position - reportedInput);
            reportedInput = position;
        }
        if (status == Z_STREAM_END) {
            streamEnded = true;
            // Concatenated gzip members form one file (gzip -c a b > c).
            const bool anotherMember
                = position + 2 <= size && quint8(data[position]) == 0x1f && quint8(data[position + 1]) == 0x8b;
            if (!anotherMember)
                break;
            inflateReset(&stream);
            streamEnded = false;
            continue;
        }
        if (status == Z_DATA_ERROR || status == Z_STREAM_ERROR || status == Z_NEED_DICT || status == Z_MEM_ERROR) {
            result.error = tr("gzip stream corrupt at byte %1 of %2: %3")
                               .arg(position)
                               .arg(size)
                               .arg(stream.msg ? QString::fromUtf8(stream.msg) : tr("invalid compressed data"));
            break;
        }
        // Z_BUF_ERROR only means no progress was possible with the current
        // buffers; the loop feeds more input or grows the output.
        if (status == Z_BUF_ERROR && stream.avail_in == 0 && inputOffset >= size)
            break;
    }
    inflateEnd(&stream);
    if (!result.cancelled && result.error.isEmpty() && !streamEnded)
        result.error
            = tr("gzip stream corrupt at byte %1 of %1: the compressed data ends early (truncated file?)").arg(size);
    if (!result.cancelled && result.error.isEmpty()) {
        output.truncate(produced);
        output.squeeze();
        result.data = std::move(output);
    }
    return result;
}

} // namespace memscope::format
