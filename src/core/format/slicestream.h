// SPDX-License-Identifier: Apache-2.0
#pragma once

// Parses protobuf messages from a slice of memory (usually a read-only file
// mapping) through a ZeroCopyInputStream that hands out small chunks. Between
// chunks it checks for cancellation (so a big parse stops within milliseconds),
// reports progress, and can give consumed pages of a file mapping back to the
// kernel so that a parsed file does not also stay resident.

#include <QString>
#include <atomic>
#include <functional>
#include <google/protobuf/io/zero_copy_stream.h>

namespace google::protobuf {
class Message;
class MessageLite;
} // namespace google::protobuf

namespace memscope::format {

struct ParseControl
{
    const std::atomic_bool* cancel = nullptr;
    std::function<void(qint64 bytes)> consumed; // called with each chunk's size
    // Only for read-only file mappings: consumed pages are clean file pages
    // that the kernel can drop and fault in again from the file if needed.
    bool releaseConsumedPages = false;

    bool isCancelled() const { return cancel && cancel->load(std::memory_order_relaxed); }
};

class SliceInputStream final : public google::protobuf::io::ZeroCopyInputStream
{
public:
    SliceInputStream(const char* data, qint64 size, const ParseControl& control);
    ~SliceInputStream() override;

    bool Next(const void** data, int* size) override;
    void BackUp(int count) override;
    bool Skip(int count) override;
    int64_t ByteCount() const override { return m_position; }

private:
    void releasePagesBefore(qint64 offset);

    const char* m_data;
    qint64 m_size;
    qint64 m_position = 0;
    qint64 m_released = 0;
    const ParseControl& m_control;
};

enum class ParseStatus
{
    Ok,
    Cancelled,
    Invalid,
    TooLarge
};

// Deepest message nesting accepted from any input (binary, JSON or text):
// far above what XSpace or HloProto use, far below a stack overflow.
constexpr int kRecursionLimit = 100;

// Parses `message` from exactly `size` bytes at `data`, without protobuf's
// default total-size limit. One message is at most 2 GiB (protobuf's own
// limit for a single message); larger slices give TooLarge.
ParseStatus parseBinary(
    google::protobuf::MessageLite& message, const char* data, qint64 size, const ParseControl& control);
// The same, merged into what `message` already holds (protobuf merge semantics).
ParseStatus mergeBinary(
    google::protobuf::MessageLite& message, const char* data, qint64 size, const ParseControl& control);

// Merges serialized fields (tags included, at most 2 GiB) into `message`;
// protobuf merge semantics make this equal to having parsed them in place. No
// progress or cancellation: for small pieces of a larger walk.
bool mergeFields(google::protobuf::MessageLite& message, const char* data, qint64 size);

// How much a parse reads between progress reports and cancel checks: small
// enough that a cancel is seen within a millisecond or two of parsing, large
// enough that the per-chunk overhead does not show.
constexpr qint64 kParseChunkSize = 1 << 20;
// Pages are given back in batches to keep madvise calls rare.
constexpr qint64 kPageReleaseBatch = 64 << 20;

// Gives the whole pages of a read-only file mapping between `begin` and `end`
// back to the kernel (see ParseControl::releaseConsumedPages).
void releasePages(const char* begin, const char* end);

// Gives the pages of a file mapping back behind a walk that reads it once
// from start to end: the walk's resident memory is not the file's. Batches
// smaller than kPageReleaseBatch: the lines of a host are read at once, on
// every core, each holding a batch.
class PageRelease
{
public:
    PageRelease(const char* start, bool enabled)
        : m_released(start)
        , m_enabled(enabled)
    {
    }
    void upTo(const char* position)
    {
        if (m_enabled && position - m_released >= kBatch) {
            releasePages(m_released, position);
            m_released = position;
        }
    }

private:
    static constexpr qint64 kBatch = 8 << 20;
    const char* m_released;
    bool m_enabled;
};

// proto3 JSON with unknown fields ignored. On failure `error` says why.
ParseStatus parseJson(
    google::protobuf::Message& message, const char* data, qint64 size, const ParseControl& control, QString& error);

// Protobuf text format, unknown fields skipped. On failure `error` holds
// "line L, column C: what".
ParseStatus parseText(
    google::protobuf::Message& message, const char* data, qint64 size, const ParseControl& control, QString& error);

} // namespace memscope::format
