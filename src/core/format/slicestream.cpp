// SPDX-License-Identifier: Apache-2.0
#include "core/format/slicestream.h"

#include <QCoreApplication>
#include <climits>
#include <google/protobuf/io/coded_stream.h>
#include <google/protobuf/io/tokenizer.h>
#include <google/protobuf/io/zero_copy_stream_impl_lite.h>
#include <google/protobuf/message.h>
#include <google/protobuf/text_format.h>
#include <google/protobuf/util/json_util.h>
#include <google/protobuf/util/type_resolver.h>
#include <google/protobuf/util/type_resolver_util.h>
#include <sys/mman.h>
#include <unistd.h>

namespace memscope::format {
namespace {

    constexpr char kTypeUrlPrefix[] = "type.googleapis.com";

} // namespace

SliceInputStream::SliceInputStream(const char* data, qint64 size, const ParseControl& control)
    : m_data(data)
    , m_size(size)
    , m_control(control)
{
}

SliceInputStream::~SliceInputStream() { releasePagesBefore(m_position); }

bool SliceInputStream::Next(const void** data, int* size)
{
    if (m_position >= m_size || m_control.isCancelled())
        return false;
    const qint64 chunk = std::min(kParseChunkSize, m_size - m_position);
    *data = m_data + m_position;
    *size = int(chunk);
    m_position += chunk;
    if (m_control.consumed)
        m_control.consumed(chunk);
    if (m_control.releaseConsumedPages && m_position - m_released >= kPageReleaseBatch + kParseChunkSize)
        releasePagesBefore(m_position - kParseChunkSize); // the chunk just handed out stays
    return true;
}

void SliceInputStream::BackUp(int count)
{
    m_position -= count;
    if (m_control.consumed)
        m_control.consumed(-qint64(count));
}

bool SliceInputStream::Skip(int count)
{
    const qint64 skipped = std::min<qint64>(count, m_size - m_position);
    m_position += skipped;
    if (m_control.consumed)
        m_control.consumed(skipped);
    return skipped == count;
}

void SliceInputStream::releasePagesBefore(qint64 offset)
{
    if (!m_control.releaseConsumedPages)
        return;
    releasePages(m_data + m_released, m_data + offset);
    m_released = std::max(m_released, offset);
}

void releasePages(const char* begin, const char* end)
{
    static const quintptr pageSize = quintptr(sysconf(_SC_PAGESIZE));
    const auto first = (quintptr(begin) + pageSize - 1) & ~(pageSize - 1);
    const auto last = quintptr(end) & ~(pageSize - 1);
    if (last > first)
        madvise(reinterpret_cast<void*>(first), last - first, MADV_DONTNEED);
}

ParseStatus mergeBinary(
    google::protobuf::MessageLite& message, const char* data, qint64 size, const ParseControl& control)
{
    if (size > INT_MAX)
        return ParseStatus::TooLarge;
    SliceInputStream stream(data, size, control);
    google::protobuf::io::CodedInputStream input(&stream);
    input.SetTotalBytesLimit(INT_MAX);
    input.SetRecursionLimit(kRecursionLimit);
    const bool parsed = message.MergeFromCodedStream(&input);
    if (control.isCancelled())
        return ParseStatus::Cancelled;
    return parsed && input.ConsumedEntireMessage() ? ParseStatus::Ok : ParseStatus::Invalid;
}

ParseStatus parseBinary(
    google::protobuf::MessageLite& message, const char* data, qint64 size, const ParseControl& control)
{
    message.Clear();
    return mergeBinary(message, data, size, control);
}

bool mergeFields(google::protobuf::MessageLite& message, const char* data, qint64 size)
{
    if (size > INT_MAX)
        return false;
    google::protobuf::io::CodedInputStream input(reinterpret_cast<const quint8*>(data), int(size));
    input.SetRecursionLimit(kRecursionLimit);
    return message.MergePartialFromCodedStream(&input) && input.ConsumedEntireMessage();
}

ParseStatus parseJson(
    google::protobuf::Message& message, const char* data, qint64 size, const ParseControl& control, QString& error)
{
    // JSON goes to binary through streams, so that a cancel is seen between
    // chunks here too; the binary form is far smaller than the JSON text.
    static const std::unique_ptr<google::protobuf::util::TypeResolver> resolver(
        google::protobuf::util::NewTypeResolverForDescriptorPool(
            kTypeUrlPrefix, google::protobuf::DescriptorPool::generated_pool()));
    google::protobuf::util::JsonParseOptions options;
    options.ignore_unknown_fields = true;
    // The JSON parser limits nesting itself (depth 100).
    SliceInputStream input(data, size, control);
    std::string binary;
    google::protobuf::io::StringOutputStream output(&binary);
    const auto status = google::protobuf::util::JsonToBinaryStream(resolver.get(),
        std::string(kTypeUrlPrefix) + "/" + message.GetDescriptor()->full_name(), &input, &output, options);
    if (control.isCancelled())
        return ParseStatus::Cancelled;
    if (!status.ok()) {
        error = QString::fromStdString(std::string(status.message()));
        return ParseStatus::Invalid;
    }
    ParseControl binaryControl = control;
    binaryControl.consumed = nullptr; // the JSON bytes were counted
    binaryControl.releaseConsumedPages = false;
    return parseBinary(message, binary.data(), qint64(binary.size()), binaryControl);
}

namespace {

    class TextErrorCollector final : public google::protobuf::io::ErrorCollector
    {
    public:
        void AddError(int line, google::protobuf::io::ColumnNumber column, const std::string& message) override
        {
            if (!m_first.isEmpty())
                return;
            // The parser counts from zero; people count from one. Its message is a
            // sentence of its own; ours goes on after it, so its full stop goes.
            QString what = QString::fromStdString(message);
            if (what.endsWith(QLatin1Char('.')))
                what.chop(1);
            m_first = QCoreApplication::translate("memscope::format", "line %1, column %2: %3")
                          .arg(line + 1)
                          .arg(column + 1)
                          .arg(what);
        }
        QString first() const { return m_first; }

    private:
        QString m_first;
    };

} // namespace

ParseStatus parseText(
    google::protobuf::Message& message, const char* data, qint64 size, const ParseControl& control, QString& error)
{
    SliceInputStream stream(data, size, control);
    TextErrorCollector errors;
    google::protobuf::TextFormat::Parser parser;
    parser.RecordErrorsTo(&errors);
    parser.AllowUnknownField(true); // real dumps carry fields our subset does not model
    parser.SetRecursionLimit(kRecursionLimit);
    const bool parsed = parser.Parse(&stream, &message);
    if (control.isCancelled())
        return ParseStatus::Cancelled;
    if (!parsed) {
        error = errors.first();
        return ParseStatus::Invalid;
    }
    return ParseStatus::Ok;
}

} // namespace memscope::format
