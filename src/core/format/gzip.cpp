// SPDX-License-Identifier: Apache-2.0
#include "core/format/gzip.h"

#include "core/util/units.h"

#include <QCoreApplication>
#include <vector>
#include <zlib.h>

namespace memscope::format {
namespace {

    constexpr qint64 kInputChunk = 1 << 20;

    struct GzipText
    {
        Q_DECLARE_TR_FUNCTIONS(memscope::format)
    };

} // namespace

InflateResult inflateGzip(const char* data, qint64 size, const InflateSink& sink, const std::atomic_bool* cancel,
    const std::function<void(qint64)>& consumed)
{
    InflateResult result;
    z_stream stream {};
    if (inflateInit2(&stream, 16 + MAX_WBITS) != Z_OK) {
        result.error = GzipText::tr("cannot initialise zlib");
        return result;
    }
    std::vector<char> output(static_cast<size_t>(kInflateStep));
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
        stream.next_out = reinterpret_cast<Bytef*>(output.data());
        stream.avail_out = uInt(output.size());
        const int status = inflate(&stream, Z_NO_FLUSH);
        const qint64 produced = qint64(output.size()) - stream.avail_out;
        const qint64 position = inputOffset - stream.avail_in;
        result.compressedRead = position;
        if (consumed && position != reportedInput) {
            consumed(position - reportedInput);
            reportedInput = position;
        }
        if (produced > 0) {
            result.inflated += produced;
            if (!sink(output.data(), produced)) {
                result.stopped = true;
                break;
            }
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
            result.error
                = GzipText::tr("gzip stream corrupt at byte %1 of %2: %3")
                      .arg(position)
                      .arg(size)
                      .arg(stream.msg ? QString::fromUtf8(stream.msg) : GzipText::tr("invalid compressed data"));
            break;
        }
        // Z_BUF_ERROR only means no progress was possible with the current
        // buffers; the loop feeds more input.
        if (status == Z_BUF_ERROR && stream.avail_in == 0 && inputOffset >= size)
            break;
    }
    inflateEnd(&stream);
    if (!result.cancelled && !result.stopped && result.error.isEmpty() && !streamEnded)
        result.error
            = GzipText::tr("gzip stream corrupt at byte %1 of %1: the compressed data ends early (truncated file?)")
                  .arg(size);
    return result;
}

QString inflateLimitMessage(qint64 limit, qint64 compressedRead, qint64 compressedSize)
{
    return GzipText::tr("decompressed data exceeds %1 at byte %2 of %3 of the compressed data (%4 times as large; a "
                        "decompression bomb?)")
        .arg(formatBytes(limit))
        .arg(compressedRead)
        .arg(compressedSize)
        .arg(compressedRead > 0 ? limit / compressedRead : limit);
}

GunzipResult gunzip(const char* data, qint64 size, const std::atomic_bool* cancel,
    const std::function<void(qint64)>& consumed, qint64 limit)
{
    GunzipResult result;
    QByteArray output;
    const InflateResult inflated = inflateGzip(
        data, size,
        [&](const char* bytes, qint64 count) {
            if (output.size() + count > limit)
                return false;
            output.append(bytes, qsizetype(count));
            return true;
        },
        cancel, consumed);
    result.cancelled = inflated.cancelled;
    if (inflated.stopped)
        result.error = inflateLimitMessage(limit, inflated.compressedRead, size);
    else
        result.error = inflated.error;
    if (!result.cancelled && result.error.isEmpty())
        result.data = std::move(output);
    return result;
}

} // namespace memscope::format
