// SPDX-License-Identifier: Apache-2.0
// The result as proto3 JSON, written directly. It is byte for byte what
// google::protobuf::util::MessageToJsonString prints for the PreprocessResult of
// toPreprocessResult (fields in field-number order, defaults omitted, int64 as
// strings, doubles as protobuf's SimpleDtoa, protobuf's string escaping), except
// that map entries come in ascending key order where protobuf's order is its
// hash table's. Going through the message costs a copy of every string and
// protobuf's converter: about ten times slower on a module with 500 000 buffers.
#include "core/memoryviewer/memoryviewer.h"
#include "core/memoryviewer/xprofvalues.h"
#include "source_info.pb.h"

#include <QIODevice>
#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <google/protobuf/util/json_util.h>
#include <string>

namespace memscope::memoryviewer {

namespace {

    class JsonWriter
    {
    public:
        // With a `sink`, the text is handed to it in chunks as it is written, so the
        // JSON of a big module (hundreds of MB) never sits in memory whole.
        explicit JsonWriter(QByteArray& out, QIODevice* sink = nullptr)
            : m_out(out)
            , m_sink(sink)
        {
        }

        // Hands what is written so far to the sink; false once the sink failed.
        bool flush()
        {
            if (m_sink && !m_out.isEmpty()) {
                m_sinkFailed = m_sinkFailed || m_sink->write(m_out) != m_out.size();
                m_out.resize(0); // keeps the capacity for the next chunk
            }
            return !m_sinkFailed;
        }

        void beginObject()
        {
            m_out += '{';
            m_first = true;
        }
        void endObject()
        {
            m_out += '}';
            m_first = false;
            flushWhenFull();
        }

        // A value written before (by another writer).
        void raw(QByteArrayView text)
        {
            m_out.append(text);
            m_first = false;
        }

        // A member's key; the caller writes the value.
        void key(const char* name)
        {
            // Written in place, in one go: a key is written for every field of every buffer and block.
            const size_t length = std::strlen(name);
            const qsizetype start = m_out.size();
            m_out.resize(start + qsizetype(length) + 4);
            char* target = m_out.data() + start;
            if (!m_first)
                *target++ = ',';
            m_first = false;
            *target++ = '"';
            target = std::copy(name, name + length, target);
            *target++ = '"';
            *target++ = ':';
            m_out.resize(target - m_out.constData());
        }

        void string(const QString& value)
        {
            const QByteArray utf8 = value.toUtf8();
            string(std::string_view(utf8.constData(), static_cast<size_t>(utf8.size())));
        }
        void string(std::string_view utf8)
        {
            // ASCII (every source stack has newlines) is escaped as protobuf does in one pass,
            // into room for the longest escape of each character, trimmed after; text with
            // other characters starts again through protobuf.
            const AsciiEscapes& escapes = asciiEscapes();
            const qsizetype start = m_out.size();
            m_out.resize(start + 2 + escapes.longest * static_cast<qsizetype>(utf8.size()));
            char* target = m_out.data() + start;
            *target++ = '"';
            for (const char c : utf8) {
                const auto byte = static_cast<unsigned char>(c);
                if (byte >= 0x80) {
                    m_out.resize(start);
                    m_out += escapedByProtobuf(QByteArray(utf8.data(), static_cast<qsizetype>(utf8.size())));
                    return;
                }
                const QByteArray& escaped = escapes.of[byte];
                if (escaped.isEmpty()) {
                    *target++ = c;
                } else {
                    std::memcpy(target, escaped.constData(), static_cast<size_t>(escaped.size()));
                    target += escaped.size();
                }
            }
            *target++ = '"';
            m_out.resize(target - m_out.constData());
        }

        // protobuf's SimpleDtoa: printf "%.15g" when that reads back exactly, else "%.17g".
        void number(double value)
        {
            if (std::isnan(value)) {
                m_out += "\"NaN\"";
                return;
            }
            if (std::isinf(value)) {
                m_out += value > 0 ? "\"Infinity\"" : "\"-Infinity\"";
                return;
            }
            char buffer[40];
            if (std::fpclassify(value) != FP_SUBNORMAL) {
                const auto shortest
                    = std::to_chars(buffer, buffer + sizeof(buffer), value, std::chars_format::scientific);
                if (appendFifteenDigits(buffer, shortest.ptr))
                    return;
                // The shortest digits that read back are more than 15, so "%.15g" cannot read back.
                const auto seventeen
                    = std::to_chars(buffer, buffer + sizeof(buffer), value, std::chars_format::general, 17);
                m_out.append(buffer, static_cast<qsizetype>(seventeen.ptr - buffer));
                return;
            }
            // Subnormals, where fewer digits than 15 can read back.
            auto result = std::to_chars(buffer, buffer + sizeof(buffer), value, std::chars_format::general, 15);
            double parsed = 0;
            std::from_chars(buffer, result.ptr, parsed);
            if (parsed != value)
                result = std::to_chars(buffer, buffer + sizeof(buffer), value, std::chars_format::general, 17);
            m_out.append(buffer, static_cast<qsizetype>(result.ptr - buffer));
        }
        void number(qint64 value)
        {
            char digits[24];
            const auto end = std::to_chars(digits, digits + sizeof(digits), value).ptr;
            m_out.append(digits, static_cast<qsizetype>(end - digits));
        }
        void int64String(qint64 value)
        {
            m_out += '"';
            number(value);
            m_out += '"';
        }

        // Proto3 omits scalars equal to their default (for doubles: the bit pattern of +0).
        void optionalString(const char* name, const QString& value)
        {
            if (value.isEmpty())
                return;
            key(name);
            string(value);
        }
        void optionalString(const char* name, std::string_view utf8)
        {
            if (utf8.empty())
                return;
            key(name);
            string(utf8);
        }
        void optionalNumber(const char* name, double value)
        {
            if (std::signbit(value) == false && value == 0)
                return;
            key(name);
            number(value);
        }
        void optionalNumber(const char* name, qint64 value)
        {
            if (value == 0)
                return;
            key(name);
            number(value);
        }

        // A repeated field: omitted when empty, as proto3 does.
        template <typename Container, typename WriteElement>
        void array(const char* name, const Container& items, WriteElement write)
        {
            if (items.empty())
                return;
            key(name);
            list(items, write);
        }

        // A JSON array, even when empty.
        template <typename Container, typename WriteElement> void list(const Container& items, WriteElement write)
        {
            m_out += '[';
            bool first = true;
            for (const auto& item : items) {
                if (!first)
                    m_out += ',';
                first = false;
                write(item);
                flushWhenFull();
            }
            m_out += ']';
            m_first = false;
        }

    private:
        // The shortest round-trip digits of a normal double, when there are at most
        // 15 of them, are exactly what "%.15g" prints: the 15-digit grid is coarser
        // than the doubles, so only one 15-digit decimal reads back as the value. This
        // prints them in %g's layout (fixed for exponents -4..14, trailing zeros
        // dropped) and returns false when 15 digits do not suffice.
        bool appendFifteenDigits(const char* begin, const char* end)
        {
            // begin..end is "[-]d[.ddd]e(+|-)xx".
            const char* cursor = begin;
            const bool negative = *cursor == '-';
            if (negative)
                ++cursor;
            char digits[24];
            int count = 0;
            for (; cursor < end && *cursor != 'e'; ++cursor) {
                if (*cursor != '.')
                    digits[count++] = *cursor;
            }
            if (count > 15)
                return false;
            int exponent = 0;
            std::from_chars(cursor + 1 + (cursor[1] == '+' ? 1 : 0), end, exponent);
            // Composed here and appended once: a number is written per point of every curve.
            char text[48];
            char* out = text;
            if (negative)
                *out++ = '-';
            if (exponent < -4 || exponent >= 15) {
                *out++ = digits[0];
                if (count > 1) {
                    *out++ = '.';
                    out = std::copy(digits + 1, digits + count, out);
                }
                *out++ = 'e';
                *out++ = exponent < 0 ? '-' : '+';
                const int magnitude = exponent < 0 ? -exponent : exponent;
                if (magnitude < 10)
                    *out++ = '0';
                out = std::to_chars(out, text + sizeof(text), magnitude).ptr;
            } else if (exponent >= 0) {
                const int integerDigits = exponent + 1;
                out = std::copy(digits, digits + std::min(count, integerDigits), out);
                out = std::fill_n(out, std::max(0, integerDigits - count), '0');
                if (count > integerDigits) {
                    *out++ = '.';
                    out = std::copy(digits + integerDigits, digits + count, out);
                }
            } else {
                *out++ = '0';
                *out++ = '.';
                out = std::fill_n(out, -1 - exponent, '0');
                out = std::copy(digits, digits + count, out);
            }
            m_out.append(text, qsizetype(out - text));
            return true;
        }

        // For each ASCII character, what protobuf writes for it inside a string
        // ("" when the character itself): its own answer, asked once per character.
        struct AsciiEscapes
        {
            std::array<QByteArray, 0x80> of;
            qsizetype longest = 1; // the longest text one character becomes
        };
        static const AsciiEscapes& asciiEscapes()
        {
            static const AsciiEscapes escapes = [] {
                AsciiEscapes table;
                for (int c = 0; c < 0x80; ++c) {
                    const QByteArray quoted = escapedByProtobuf(QByteArray(1, static_cast<char>(c)));
                    const QByteArray inner = quoted.mid(1, quoted.size() - 2);
                    if (inner != QByteArray(1, static_cast<char>(c)))
                        table.of[static_cast<size_t>(c)] = inner;
                    table.longest = std::max(table.longest, inner.size());
                }
                return table;
            }();
            return escapes;
        }

        // Rare strings (non-ASCII) go through protobuf's own escaping so they match it exactly.
        static QByteArray escapedByProtobuf(const QByteArray& utf8)
        {
            tensorflow::profiler::SourceInfo holder;
            holder.set_file_name(utf8.toStdString());
            std::string json;
            if (!google::protobuf::util::MessageToJsonString(holder, &json).ok())
                return QByteArrayLiteral("\"\"");
            static constexpr std::string_view prefix = "{\"fileName\":";
            return QByteArray::fromStdString(json.substr(prefix.size(), json.size() - prefix.size() - 1));
        }

        void flushWhenFull()
        {
            if (m_sink && m_out.size() >= kChunkSize)
                flush();
        }

        static constexpr qsizetype kChunkSize = 1 << 20;

        QByteArray& m_out;
        QIODevice* m_sink;
        bool m_sinkFailed = false;
        bool m_first = true;
    };

    void writeSource(JsonWriter& json, const char* name, const StringTable& strings, const SourceRef& source)
    {
        if (source.file == 0)
            return;
        json.key(name);
        json.beginObject();
        json.optionalString("fileName", strings.utf8(source.file));
        json.optionalNumber("lineNumber", qint64(source.line));
        json.optionalString("stackFrame", strings.utf8(source.stack));
        json.endObject();
    }

    // The spans keyed as XProf's map, by int32, in ascending order of that key;
    // of ids that truncate to the same key the last (largest) one, as a map
    // assignment in id order would keep.
    std::vector<std::pair<int32_t, std::pair<int, int>>> int32Keyed(const Result::Spans& spans)
    {
        std::vector<std::pair<int32_t, std::pair<int, int>>> keyed;
        keyed.reserve(spans.size());
        for (const auto& [id, span] : spans)
            keyed.push_back({ static_cast<int32_t>(id), span });
        const auto fitsInt32 = [](const auto& entry) { return entry.first >= 0 && entry.first <= INT32_MAX; };
        if (std::all_of(spans.begin(), spans.end(), fitsInt32))
            return keyed; // already ascending and distinct
        std::stable_sort(keyed.begin(), keyed.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
        std::vector<std::pair<int32_t, std::pair<int, int>>> unique;
        for (const auto& entry : keyed) {
            if (!unique.empty() && unique.back().first == entry.first)
                unique.back() = entry;
            else
                unique.push_back(entry);
        }
        return unique;
    }

    void writeHeapObject(JsonWriter& json, const StringTable& strings, const PeakBuffer& buffer)
    {
        json.beginObject();
        json.key("numbered"); // a oneof member: printed even when 0
        json.number(qint64(buffer.colorIndex));
        json.optionalString("label", strings.utf8(buffer.label));
        json.optionalNumber("logicalBufferId", qint64(static_cast<int32_t>(buffer.logicalBufferId)));
        json.optionalNumber("logicalBufferSizeMib", xprofMib(buffer.sizeBytes));
        json.optionalNumber("unpaddedShapeMib", xprofMib(buffer.unpaddedBytes));
        if (!buffer.isSmallGroup()) {
            json.optionalString("instructionName", strings.utf8(buffer.instructionName));
            json.optionalString("shapeString", strings.utf8(buffer.shape));
            json.optionalString("tfOpName", strings.utf8(buffer.tfOpName));
            json.optionalString("groupName", strings.utf8(buffer.allocationType));
            json.optionalString("opCode", strings.utf8(buffer.opcode));
            writeSource(json, "sourceInfo", strings, buffer.source);
        }
        json.endObject();
    }

    // The heap objects appear in two or three orders (maxHeap, maxHeapBySize, Memscope's
    // maxHeapByPadding): each is written once, then copied.
    class HeapObjectTexts
    {
    public:
        explicit HeapObjectTexts(const PeakBufferRows& rows)
        {
            m_ends.reserve(rows.peakBuffers.size());
            JsonWriter json(m_text);
            for (const PeakBuffer& buffer : rows.peakBuffers) {
                writeHeapObject(json, rows.strings, buffer);
                m_ends.push_back(m_text.size());
            }
        }
        QByteArrayView of(size_t index) const
        {
            const qsizetype start = index == 0 ? 0 : m_ends[index - 1];
            return QByteArrayView(m_text.constData() + start, m_ends[index] - start);
        }

    private:
        QByteArray m_text;
        std::vector<qsizetype> m_ends;
    };

    void writeResult(JsonWriter& json, const Result& result, const JsonExtras* extras)
    {
        const StringTable& strings = result.strings;
        const HeapObjectTexts heapObjects(result);
        const auto writeHeapObjectAt = [&](int index) { json.raw(heapObjects.of(static_cast<size_t>(index))); };
        json.beginObject();
        const auto heapMib = [&](qint64 bytes) { return xprofHeapMib(bytes, result.indefiniteHeapBytes); };
        json.array("heapSizes", result.heapSizes, [&](qint64 bytes) { json.number(heapMib(bytes)); });
        json.array("unpaddedHeapSizes", result.unpaddedHeapSizes, [&](qint64 bytes) { json.number(heapMib(bytes)); });
        json.array("maxHeap", result.peakBuffers, [&](const PeakBuffer& buffer) {
            writeHeapObjectAt(static_cast<int>(&buffer - result.peakBuffers.data())); // in program order
        });
        json.array("maxHeapBySize", result.bySize, writeHeapObjectAt);
        if (!result.logicalBufferSpans.empty()) {
            json.key("logicalBufferSpans");
            json.beginObject();
            for (const auto& [id, span] : int32Keyed(result.logicalBufferSpans)) {
                char key[16];
                *std::to_chars(key, key + sizeof(key) - 1, id).ptr = '\0';
                json.key(key);
                json.beginObject();
                json.optionalNumber("start", qint64(span.first));
                json.optionalNumber("limit", qint64(span.second));
                json.endObject();
            }
            json.endObject();
        }
        json.array("maxHeapToBySize", result.maxHeapToBySize, [&](int value) { json.number(qint64(value)); });
        json.array("bySizeToMaxHeap", result.bySizeToMaxHeap, [&](int value) { json.number(qint64(value)); });
        json.optionalString("moduleName", result.moduleName);
        json.optionalString("entryComputationName", result.entryComputationName);
        json.optionalNumber("peakHeapMib", heapMib(result.peakHeapBytes));
        json.optionalNumber("peakUnpaddedHeapMib", heapMib(result.peakUnpaddedHeapBytes));
        json.optionalNumber("peakHeapSizePosition", qint64(result.peakHeapSizePosition));
        json.optionalNumber("entryComputationParametersMib", xprofMib(result.entryComputationParametersBytes));
        json.optionalNumber("nonReusableMib", xprofMib(result.nonReusableBytes));
        json.optionalNumber("maybeLiveOutMib", xprofMib(result.maybeLiveOutBytes));
        json.array("indefiniteLifetimes", result.indefiniteLifetimes, [&](const IndefiniteAllocation& allocation) {
            json.beginObject();
            if (allocation.index != 0) {
                json.key("id");
                json.int64String(allocation.index);
            }
            json.optionalNumber("sizeMib", xprofMib(allocation.sizeBytes));
            json.array("attributes", allocation.attributes, [&](const QString& attribute) { json.string(attribute); });
            json.array("logicalBuffers", allocation.logicalBuffers, [&](const IndefiniteLogicalBuffer& logical) {
                json.beginObject();
                if (logical.id != 0) {
                    json.key("id");
                    json.int64String(logical.id);
                }
                json.optionalString("shape", logical.shape);
                json.optionalNumber("sizeMib", xprofMib(logical.sizeBytes));
                json.optionalString("hloName", logical.hloName);
                json.array("shapeIndex", logical.shapeIndex, [&](qint64 index) { json.int64String(index); });
                json.endObject();
            });
            json.optionalString("commonShape", allocation.commonShape);
            json.endObject();
        });
        json.optionalNumber("totalBufferAllocationMib", xprofMib(result.totalBufferAllocationBytes));
        json.optionalNumber("indefiniteBufferAllocationMib", xprofMib(result.indefiniteBufferAllocationBytes));
        json.array(
            "hloInstructionNames", result.instructionNames, [&](StringId name) { json.string(strings.utf8(name)); });
        json.optionalNumber("maxScopedVmemAllocationMib", xprofMib(result.maxScopedVmemAllocationBytes));
        json.optionalString("maxScopedVmemInstructionName", result.maxScopedVmemInstructionName);
        json.array("bufferBlocks", result.bufferBlocks, [&](const BufferBlock& block) {
            json.beginObject();
            json.optionalNumber("logicalBufferId", qint64(static_cast<int32_t>(block.logicalBufferId)));
            json.optionalString("name", strings.utf8(block.name));
            json.optionalNumber("offset", static_cast<double>(block.offset));
            json.optionalNumber("size", static_cast<double>(block.size));
            json.optionalNumber("startStep", qint64(block.startStep));
            json.optionalNumber("endStep", qint64(block.endStep));
            json.optionalString("tfOpName", strings.utf8(block.tfOpName));
            json.optionalString("category", strings.utf8(block.category));
            writeSource(json, "sourceInfo", strings, block.source);
            json.optionalString("shapeString", strings.utf8(block.shape));
            json.optionalNumber("unpaddedSize", static_cast<double>(block.unpaddedSize));
            json.optionalString("color", xprofColor(block.colorIndex));
            json.endObject();
        });
        if (extras) {
            // Memscope's own member: every key always present, whatever its value.
            json.key("memscope");
            json.beginObject();
            json.key("moduleDisplayName");
            json.string(extras->moduleDisplayName);
            json.key("memorySpace");
            json.number(result.memorySpace);
            json.key("memorySpaceName");
            json.string(extras->memorySpaceName);
            json.key("smallBufferSize");
            json.number(result.smallBufferSize);
            json.key("heapSimulatorTraceIndex");
            json.number(qint64(result.heapSimulatorTraceIndex));
            json.key("maxHeapByPadding");
            json.list(result.byPadding, writeHeapObjectAt);
            json.key("byPaddingToMaxHeap");
            json.list(result.byPadding, [&](int index) { json.number(qint64(index)); });
            json.key("warnings");
            json.list(result.warnings, [&](const QString& warning) { json.string(warning); });
            json.endObject();
        }
        json.endObject();
    }

} // namespace

QByteArray preprocessResultJson(const Result& result, const JsonExtras* extras)
{
    QByteArray out;
    // Generous: pages reserved but never written cost no memory, while regrowing copies everything.
    out.reserve(4096 + static_cast<qsizetype>(result.heapSizes.size()) * 80
        + static_cast<qsizetype>(result.bufferBlocks.size() + result.peakBuffers.size() * 2) * 1024);
    JsonWriter json(out);
    writeResult(json, result, extras);
    return out;
}

bool writePreprocessResultJson(QIODevice& device, const Result& result, const JsonExtras* extras)
{
    QByteArray chunk;
    chunk.reserve(2 << 20);
    JsonWriter json(chunk, &device);
    writeResult(json, result, extras);
    return json.flush();
}

} // namespace memscope::memoryviewer
