// SPDX-License-Identifier: Apache-2.0
#include "core/trace/chrometrace.h"

#include "core/format/slicestream.h"
#include "core/trace/tracebuilder.h"
#include "core/xplane/planevisitor.h"
#include "core/xplane/wirefields.h"

#include <QCoreApplication>
#include <QHash>
#include <QMutex>
#include <algorithm>
#include <array>
#include <bit>
#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace memscope::trace {
namespace {

    using namespace xplane; // the messages' short names, for their field numbers
    // Texts compared with literals as string_views: a QByteArrayView of a literal measures it at run time.
    using namespace std::string_view_literals;

    struct TraceText
    {
        Q_DECLARE_TR_FUNCTIONS(memscope::trace)
    };

    std::string_view view(QByteArrayView bytes) { return { bytes.data(), size_t(bytes.size()) }; }

    // Looked up by string_view without building a key.
    struct StringHash
    {
        using is_transparent = void;
        size_t operator()(std::string_view text) const { return std::hash<std::string_view>()(text); }
    };
    using IdsByName = std::unordered_map<std::string, qint64, StringHash, std::equal_to<>>;

    // ---- XPlane metadata and XEvent stats, on demand (xplane.proto field numbers) ----

    enum WireType : quint8
    {
        kVarint = 0,
        kFixed64 = 1,
        kBytes = 2,
    };

    void putVarint(QByteArray& out, quint64 value)
    {
        char buffer[10];
        int length = 0;
        while (value >= 0x80) {
            buffer[length++] = char((value & 0x7f) | 0x80);
            value >>= 7;
        }
        buffer[length++] = char(value);
        out.append(buffer, length);
    }

    void putTag(QByteArray& out, int field, WireType type) { putVarint(out, quint64(field) << 3 | type); }

    void putVarintField(QByteArray& out, int field, quint64 value)
    {
        putTag(out, field, kVarint);
        putVarint(out, value);
    }

    void putBytesField(QByteArray& out, int field, QByteArrayView bytes)
    {
        putTag(out, field, kBytes);
        putVarint(out, quint64(bytes.size()));
        out.append(bytes.data(), bytes.size());
    }

    void putDoubleField(QByteArray& out, int field, double value)
    {
        putTag(out, field, kFixed64);
        char bytes[8];
        std::memcpy(bytes, &value, 8); // protobuf's fixed64 is little-endian, as every platform we build for
        out.append(bytes, 8);
    }

    // ---- Times: exact decimal microseconds ----

    constexpr qint64 kPsPerUs = 1'000'000;

    // A timestamp as whole microseconds and the picoseconds past them (0 <= ps < 1e6).
    struct Time
    {
        qint64 micros = 0;
        qint64 ps = 0;
        auto operator<=>(const Time&) const = default;
    };

    constexpr qint64 kMaxSpanPs = std::numeric_limits<qint64>::max() / 8;

    // b - a in picoseconds, clamped so that no sum of them overflows.
    qint64 psBetween(Time a, Time b)
    {
        const qint64 maxMicros = kMaxSpanPs / kPsPerUs;
        const qint64 micros = std::clamp<qint64>(b.micros - a.micros, -maxMicros, maxMicros);
        return micros * kPsPerUs + (b.ps - a.ps);
    }

    // A JSON number as a Time; false when it is not one. Decimal digits are
    // read exactly (to the picosecond); an exponent goes through a double.
    bool parseTime(QByteArrayView token, Time& time)
    {
        const char* p = token.data();
        const char* end = p + token.size();
        if (std::find_if(p, end, [](char c) { return c == 'e' || c == 'E'; }) != end) {
            double value = 0;
            const auto [ptr, ec] = std::from_chars(p, end, value);
            if (ec != std::errc() || ptr != end || !std::isfinite(value) || std::abs(value) > 9e15)
                return false;
            const double micros = std::floor(value);
            time
                = { qint64(micros), std::clamp<qint64>(qint64(std::llround((value - micros) * 1e6)), 0, kPsPerUs - 1) };
            return true;
        }
        const bool negative = p < end && *p == '-';
        if (negative)
            ++p;
        qint64 micros = 0;
        const char* digits = p;
        while (p < end && *p >= '0' && *p <= '9') {
            if (micros > (std::numeric_limits<qint64>::max() - 9) / 10)
                return false;
            micros = micros * 10 + (*p++ - '0');
        }
        if (p == digits)
            return false;
        qint64 ps = 0;
        if (p < end && *p == '.') {
            ++p;
            qint64 scale = kPsPerUs / 10;
            const char* fraction = p;
            while (p < end && *p >= '0' && *p <= '9') {
                if (scale > 0)
                    ps += (*p - '0') * scale;
                else if (scale == 0 && *p >= '5' && p == fraction + 6) // round at the 7th digit
                    ps += 1;
                scale /= 10;
                ++p;
            }
            if (p == fraction)
                return false;
            if (ps == kPsPerUs) { // 0.9999995 rounds up
                ps = 0;
                ++micros;
            }
        }
        if (p != end)
            return false;
        if (negative) {
            micros = -micros;
            if (ps > 0) {
                --micros;
                ps = kPsPerUs - ps;
            }
        }
        time = { micros, ps };
        return true;
    }

    // ---- JSON reading ----
    //
    // Hand-written, and kept after measuring it against Debian's RapidJSON (SAX Reader, default flags, SSE2)
    // and simdjson 3.0 (On Demand built for AVX2; DOM, kernel chosen at run time) with bench/json-parsers
    // (memscope-bench-json; how and what in bench/README.md). Each visits every value of the whole file and
    // keeps nothing; CPU seconds, median of 3 interleaved runs on the 2-core shared machine (load 6 to 8):
    //
    //   trace.json (size)                  ours (before)   RapidJSON   simdjson OD   simdjson DOM
    //   generated, our writer (1006 MiB)   0.46 (0.82)     1.42        1.15          1.45
    //   Kineto-like (1000 MiB)             1.03 (2.09)     1.53        2.68          3.70
    //   external XSpace, our writer (665)  0.69 (1.57)     0.96        1.04          1.90
    //
    // Ours is the fastest on all three (before this round RapidJSON took 27 % and 39 % less CPU than it on
    // the Kineto-like and external files) and needs no memory of its own where simdjson takes 0.9 to 2.7 GB
    // for these files. It also gives strings as views into the input (RapidJSON copies each one unless it
    // parses in place, which writes into the input: ours is a read-only file mapping), converts a number
    // only where the reader uses it, and words its errors with the byte offset, translated. Its speed
    // comes from one pass per string for the quote or an escape (16 bytes at a time), one table for white
    // space and scalar bytes, number syntax checked without converting (exactly what std::from_chars
    // reads), white space runs skipped 16 bytes at a time, the common steps inline. Around it, the
    // reading into tracks (readChromeTrace) keeps no args: they are read again when an event is shown or
    // written. It replaced a conversion into XSpace bytes that cost 4.3 to 6.5 s CPU and 0.4 to 0.7 GB
    // for these files, mostly writing those bytes.

    constexpr int kMaxDepth = 64;

    // What a byte is to the tokenizer, from one table: JSON white space, or a byte of a scalar's
    // text (a number, true, false, null: ASCII letters and digits, '+', '-', '.').
    enum CharClass : quint8
    {
        kSpaceChar = 1,
        kScalarChar = 2,
    };

    constexpr std::array<quint8, 256> kCharClasses = [] {
        std::array<quint8, 256> classes {};
        for (const char c : { ' ', '\n', '\r', '\t' })
            classes[quint8(c)] = kSpaceChar;
        for (int c = 0; c < 256; ++c) {
            if ((c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '+' || c == '-'
                || c == '.')
                classes[size_t(c)] = kScalarChar;
        }
        return classes;
    }();

    inline bool isSpace(char c) { return kCharClasses[quint8(c)] & kSpaceChar; }
    inline bool isScalarChar(char c) { return kCharClasses[quint8(c)] & kScalarChar; }

    // The first '"' or '\\' in [p, end), or end: one pass over a string (16 bytes at a time with SSE2).
    const char* findQuoteOrBackslash(const char* p, const char* end)
    {
#if defined(__SSE2__)
        const __m128i quote = _mm_set1_epi8('"');
        const __m128i backslash = _mm_set1_epi8('\\');
        for (; end - p >= 16; p += 16) {
            const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
            const int mask
                = _mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi8(bytes, quote), _mm_cmpeq_epi8(bytes, backslash)));
            if (mask != 0)
                return p + std::countr_zero(unsigned(mask));
        }
#endif
        while (p < end && *p != '"' && *p != '\\')
            ++p;
        return p;
    }

    // The first byte of [p, end) that is not JSON white space, or end.
    Q_NEVER_INLINE const char* skipWhiteSpace(const char* p, const char* end)
    {
#if defined(__SSE2__)
        // Pretty-printed files indent: a line break and a run of spaces, 16 bytes at a time.
        for (; end - p >= 16; p += 16) {
            const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
            const __m128i space = _mm_or_si128(
                _mm_or_si128(_mm_cmpeq_epi8(bytes, _mm_set1_epi8(' ')), _mm_cmpeq_epi8(bytes, _mm_set1_epi8('\n'))),
                _mm_or_si128(_mm_cmpeq_epi8(bytes, _mm_set1_epi8('\r')), _mm_cmpeq_epi8(bytes, _mm_set1_epi8('\t'))));
            const unsigned other = ~unsigned(_mm_movemask_epi8(space)) & 0xffff;
            if (other != 0)
                return p + std::countr_zero(other);
        }
#endif
        while (p < end && isSpace(*p))
            ++p;
        return p;
    }

    bool equalsIgnoringCase(const char* p, const char* end, std::string_view lower)
    {
        if (end - p != qsizetype(lower.size()))
            return false;
        for (const char c : lower) {
            if ((*p++ | 0x20) != c)
                return false;
        }
        return true;
    }

    // Whether a scalar's text is true, false, null or a number exactly as std::from_chars reads a double
    // (out of range included), without converting it: '-'?, then inf, infinity or nan in any case, or
    // digits with an optional '.' and fraction (a digit on either side), then an optional exponent
    // ([eE][+-]?digits). Leading zeros, "1." and ".5" are numbers to from_chars, so here too.
    bool isScalar(QByteArrayView token)
    {
        const char first = token.isEmpty() ? '\0' : token.front();
        if (first == 't' || first == 'f' || first == 'n') {
            if (view(token) == "true"sv || view(token) == "false"sv || view(token) == "null"sv)
                return true;
        }
        const char* p = token.data();
        const char* end = p + token.size();
        if (p < end && *p == '-')
            ++p;
        if (p < end && (*p | 0x20) >= 'a' && (*p | 0x20) <= 'z' && *p != 'e' && *p != 'E')
            return equalsIgnoringCase(p, end, "inf") || equalsIgnoringCase(p, end, "infinity")
                || equalsIgnoringCase(p, end, "nan");
        const auto digits = [&] {
            const char* first = p;
            while (p < end && *p >= '0' && *p <= '9')
                ++p;
            return p - first;
        };
        qsizetype mantissa = digits();
        if (p < end && *p == '.') {
            ++p;
            mantissa += digits();
        }
        if (mantissa == 0)
            return false;
        if (p < end && (*p == 'e' || *p == 'E')) {
            ++p;
            if (p < end && (*p == '+' || *p == '-'))
                ++p;
            if (digits() == 0)
                return false;
        }
        return p == end;
    }

    class Json
    {
    public:
        Json(const char* data, qint64 size, bool decompressed)
            : m_begin(data)
            , m_p(data)
            , m_end(data + size)
            , m_decompressed(decompressed)
        {
        }

        const QString& error() const { return m_error; }
        qint64 offset() const { return m_p - m_begin; }
        const char* position() const { return m_p; }
        void seek(const char* position) { m_p = position; }

        Q_NEVER_INLINE bool fail(const QString& what)
        {
            if (m_error.isEmpty()) {
                const qint64 size = m_end - m_begin;
                m_error = m_decompressed
                    ? TraceText::tr("the trace JSON is not valid at byte %1 of %2 (decompressed): %3")
                          .arg(offset())
                          .arg(size)
                          .arg(what)
                    : TraceText::tr("the trace JSON is not valid at byte %1 of %2: %3")
                          .arg(offset())
                          .arg(size)
                          .arg(what);
            }
            return false;
        }

        Q_NEVER_INLINE bool failExpected(const char* expected)
        {
            if (m_p >= m_end)
                return fail(TraceText::tr("it ends where %1 should follow").arg(QLatin1String(expected)));
            return fail(
                TraceText::tr("expected %1, found '%2'").arg(QLatin1String(expected), QString::fromLatin1(m_p, 1)));
        }

        // Every token starts with this: none or one space (", " and ": ") inline, longer runs in skipWhiteSpace.
        Q_ALWAYS_INLINE void skipSpace()
        {
            if (m_p < m_end && isSpace(*m_p) && ++m_p < m_end && isSpace(*m_p))
                m_p = skipWhiteSpace(m_p, m_end);
        }

        // Skips white space; true when the next character is `c` (not consumed).
        Q_ALWAYS_INLINE bool peek(char c)
        {
            skipSpace();
            return m_p < m_end && *m_p == c;
        }

        Q_ALWAYS_INLINE bool consume(char c)
        {
            if (!peek(c))
                return false;
            ++m_p;
            return true;
        }

        Q_ALWAYS_INLINE bool expect(char c, const char* expected) { return consume(c) || failExpected(expected); }

        // A string's content: a view into the data, or (with escapes) decoded into `scratch`.
        bool readString(QByteArrayView& text, std::string& scratch)
        {
            if (!consume('"'))
                return failExpected("a string");
            const char* start = m_p;
            const char* stop = findQuoteOrBackslash(m_p, m_end);
            if (stop < m_end && *stop == '"') { // most strings have no escape: a view into the data
                text = QByteArrayView(start, stop - start);
                m_p = stop + 1;
                return true;
            }
            // An escape before the first quote (which it may escape) needs decoding, if a quote follows at
            // all: without one the string is not closed, whatever its escapes hold.
            if (stop == m_end || !std::memchr(stop, '"', size_t(m_end - stop))) {
                m_p = m_end;
                return fail(TraceText::tr("a string is not closed"));
            }
            scratch.assign(start, stop);
            m_p = stop;
            while (true) {
                const char* run = findQuoteOrBackslash(m_p, m_end);
                scratch.append(m_p, run);
                m_p = run;
                if (m_p >= m_end || *m_p == '"')
                    break;
                if (++m_p >= m_end)
                    break;
                const char escaped = *m_p++;
                switch (escaped) {
                case '"':
                case '\\':
                case '/':
                    scratch.push_back(escaped);
                    break;
                case 'b':
                    scratch.push_back('\b');
                    break;
                case 'f':
                    scratch.push_back('\f');
                    break;
                case 'n':
                    scratch.push_back('\n');
                    break;
                case 'r':
                    scratch.push_back('\r');
                    break;
                case 't':
                    scratch.push_back('\t');
                    break;
                case 'u': {
                    char32_t code = 0;
                    if (!readHex4(code))
                        return false;
                    if (code >= 0xd800 && code < 0xdc00 && m_end - m_p >= 6 && m_p[0] == '\\' && m_p[1] == 'u') {
                        m_p += 2;
                        char32_t low = 0;
                        if (!readHex4(low))
                            return false;
                        code = low >= 0xdc00 && low < 0xe000 ? 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00)
                                                             : 0xfffd;
                    } else if (code >= 0xd800 && code < 0xe000) {
                        code = 0xfffd;
                    }
                    appendUtf8(scratch, code);
                    break;
                }
                default:
                    --m_p;
                    return fail(TraceText::tr("'\\%1' is not a JSON escape").arg(QString::fromLatin1(&escaped, 1)));
                }
            }
            if (m_p >= m_end)
                return fail(TraceText::tr("a string is not closed"));
            ++m_p;
            text = QByteArrayView(scratch.data(), qsizetype(scratch.size()));
            return true;
        }

        // A number, true, false or null, as its text.
        Q_ALWAYS_INLINE bool readScalar(QByteArrayView& token)
        {
            skipSpace();
            const char* start = m_p;
            while (m_p < m_end && isScalarChar(*m_p))
                ++m_p;
            token = QByteArrayView(start, m_p - start);
            if (token.isEmpty())
                return failExpected("a value");
            return true;
        }

        bool skipValue(int depth = 0)
        {
            if (depth > kMaxDepth)
                return fail(TraceText::tr("values are nested deeper than %1 levels").arg(kMaxDepth));
            skipSpace();
            if (m_p >= m_end)
                return failExpected("a value");
            std::string& scratch = m_skipScratch; // what a skipped string decodes into: not read
            QByteArrayView text;
            switch (*m_p) {
            case '"':
                return readString(text, scratch);
            case '{':
                ++m_p;
                if (consume('}'))
                    return true;
                do {
                    if (!readString(text, scratch) || !expect(':', "':'") || !skipValue(depth + 1))
                        return false;
                } while (consume(','));
                return expect('}', "',' or '}'");
            case '[':
                ++m_p;
                if (consume(']'))
                    return true;
                do {
                    if (!skipValue(depth + 1))
                        return false;
                } while (consume(','));
                return expect(']', "',' or ']'");
            default:
                return readScalar(text) && checkScalar(text);
            }
        }

        Q_ALWAYS_INLINE bool checkScalar(QByteArrayView token)
        {
            if (isScalar(token))
                return true;
            m_p = token.data();
            return fail(TraceText::tr("'%1' is not a JSON value")
                            .arg(QString::fromUtf8(token.first(std::min<qsizetype>(token.size(), 20)))));
        }

    private:
        bool readHex4(char32_t& code)
        {
            if (m_end - m_p < 4)
                return fail(TraceText::tr("a \\u escape needs four hex digits"));
            for (int i = 0; i < 4; ++i) {
                const char c = *m_p++;
                const int digit = c >= '0' && c <= '9' ? c - '0'
                    : c >= 'a' && c <= 'f'             ? c - 'a' + 10
                    : c >= 'A' && c <= 'F'             ? c - 'A' + 10
                                                       : -1;
                if (digit < 0) {
                    --m_p;
                    return fail(TraceText::tr("a \\u escape needs four hex digits"));
                }
                code = code << 4 | char32_t(digit);
            }
            return true;
        }

        static void appendUtf8(std::string& out, char32_t code)
        {
            if (code < 0x80) {
                out.push_back(char(code));
            } else if (code < 0x800) {
                out.push_back(char(0xc0 | (code >> 6)));
                out.push_back(char(0x80 | (code & 0x3f)));
            } else if (code < 0x10000) {
                out.push_back(char(0xe0 | (code >> 12)));
                out.push_back(char(0x80 | ((code >> 6) & 0x3f)));
                out.push_back(char(0x80 | (code & 0x3f)));
            } else {
                out.push_back(char(0xf0 | (code >> 18)));
                out.push_back(char(0x80 | ((code >> 12) & 0x3f)));
                out.push_back(char(0x80 | ((code >> 6) & 0x3f)));
                out.push_back(char(0x80 | (code & 0x3f)));
            }
        }

        const char* m_begin;
        const char* m_p;
        const char* m_end;
        bool m_decompressed;
        QString m_error;
        std::string m_skipScratch;
    };

    // ---- The trace being read ----

    constexpr quint64 kFlowIdMask = (quint64(1) << 56) - 1;
    constexpr qint64 kUnclosed = -1; // closingObject: a "B" the trace never ended

    struct OpenBegin // a "B" waiting for its "E"
    {
        Time ts;
        QByteArray name;
        QByteArrayView args;
        qint64 object = 0; // its offset in the JSON
    };

    // One tid's events, as the track will hold them (starts from the line's base).
    struct Line
    {
        QByteArray name;
        qint64 sortIndex = 0;
        bool hasSortIndex = false;
        bool hasBase = false;
        bool any = false; // an event was placed on it (internal ones too: XProf's line would hold them)
        Time base; // the line's timestamp: its first event's time, to the nanosecond
        qint64 endPs = 0; // the latest event end, from base
        std::vector<OpenBegin> open;
        std::vector<qint64> startsPs;
        std::vector<qint64> durationsPs;
        std::vector<quint32> names;
        std::vector<qint64> objects; // of each event in the JSON: TraceTrack::fileOffsets
        std::vector<FlowPoint> flows; // event = index on the line, track set once the line is a track

        qint64 baseNs() const { return base.micros * 1000 + base.ps / 1000; }
    };

    struct Plane
    {
        QByteArray name;
        qint64 sortIndex = 0;
        bool hasSortIndex = false;
        std::map<qint64, Line> lines; // by tid
        Line counters; // "C" events: its base is the counters' time base
        std::vector<PendingCounter> counterTracks; // in the order their names first appear
        std::map<quint32, size_t> counterOfName; // name id -> index in counterTracks
        IdsByName eventMetadata; // name '\0' display name -> id
        std::vector<EventName> names; // by id - 1, as the trace model shows them
        std::vector<bool> internal; // by id - 1: XProf's internal event types, never shown
        QByteArray eventMetadataBytes; // XPlane field 4 entries
        IdsByName statMetadata; // name -> id
        QByteArray statMetadataBytes; // XPlane field 5 entries
    };

    // One event object's keys, as read.
    struct EventObject
    {
        char phase = 0;
        QByteArrayView name;
        QByteArray escapedName; // what `name` views when the name had escapes
        bool hasPid = false;
        bool hasTid = false;
        qint64 pid = 0;
        qint64 tid = 0;
        QByteArrayView ts;
        QByteArrayView dur;
        QByteArrayView args; // the object's JSON text
        bool hasBindId = false;
        quint64 bindId = 0;
        bool flowIn = false;
        bool flowOut = false;

        void clear() { *this = EventObject(); }
        bool hasFlow() const { return hasBindId && (flowIn || flowOut); }
        // XProf's flow stat: direction in bits 0-1 (In 1, Out 2, InOut 3), the id above (spec A.3.6).
        quint64 flowDirection() const { return (flowIn ? 1 : 0) | (flowOut ? 2 : 0); }
    };

    // Reads a Chrome trace straight into the trace model's tracks, counters and names; keeps what
    // the events' args need to be shown later (encodeEvent), not the args themselves.
    class Reader
    {
    public:
        Reader(const ChromeTraceSource& source, const std::atomic_bool* cancel)
            : m_json(source.data, source.size, source.decompressed)
            , m_source(source)
            , m_size(source.size)
            , m_cancel(cancel)
        {
        }

        ChromeTraceCount count()
        {
            m_countOnly = true;
            ChromeTraceCount counted;
            if (!readDocument())
                counted.error = m_json.error();
            counted.eventObjects = m_counted;
            return counted;
        }

        // The document read; false with error() (or cancelled()) when it is no trace.
        bool read()
        {
            if (!readDocument())
                return false;
            closeOpenBegins();
            return true;
        }

        QString error() const { return m_cancelled ? TraceText::tr("cancelled") : m_json.error(); }
        bool cancelled() const { return m_cancelled; }

        // The processes, tracks and counters read, for host `hostIndex`; the lines' events move into them.
        // `metadataPlanes` gets each plane's metadata as an XPlane without lines (PlaneIndex reads it).
        HostTraceParts takeParts(int hostIndex, QByteArray& metadataPlanes)
        {
            HostTraceParts parts;
            for (auto& [pid, plane] : m_planes) {
                const int processIndex = int(parts.processes.size());
                TraceProcess process;
                process.name = QString::fromUtf8(
                    !plane.name.isEmpty() ? plane.name : m_stringOfId.value(pid, QByteArray::number(pid)));
                process.pid = pid;
                process.planeId = pid;
                process.host = hostIndex;
                process.isDevice = !process.name.startsWith(QLatin1String("/host:"));
                process.names = std::move(plane.names);
                appendMetadataPlane(pid, plane, metadataPlanes, process);
                // Lines in thread_sort_index order (else by tid); the counters after them.
                std::vector<std::pair<qint64, Line*>> lines;
                for (auto& [tid, line] : plane.lines) {
                    if (line.any)
                        lines.push_back({ tid, &line });
                }
                std::stable_sort(lines.begin(), lines.end(), [](const auto& a, const auto& b) {
                    const qint64 left = a.second->hasSortIndex ? a.second->sortIndex : a.first;
                    const qint64 right = b.second->hasSortIndex ? b.second->sortIndex : b.first;
                    return std::tie(left, a.first) < std::tie(right, b.first);
                });
                qint64 lineOrder = 0;
                for (auto& [tid, line] : lines) {
                    ++lineOrder;
                    const QByteArray name = line->name.isEmpty() ? QByteArray::number(tid) : line->name;
                    if (isSkippedLineName(name))
                        continue; // as XProf skips such lines of an XSpace
                    noteLine(parts, line->baseNs());
                    if (line->startsPs.empty())
                        continue;
                    auto track = std::make_shared<TraceTrack>();
                    track->name = QString::fromUtf8(name);
                    track->tid = quint32(tid);
                    track->sortIndex = lineOrder;
                    track->process = processIndex;
                    track->startsPs = std::move(line->startsPs);
                    track->durationsPs = std::move(line->durationsPs);
                    track->names = std::move(line->names);
                    track->fileOffsets = std::move(line->objects);
                    track->lineSpan = { 0, std::max<qint64>(line->endPs, 0) };
                    for (FlowPoint& flow : line->flows)
                        flow.track = int(parts.tracks.size());
                    parts.tracks.push_back({ std::move(track), line->baseNs(), std::move(line->flows) });
                    process.tracks.push_back(int(parts.tracks.size()) - 1);
                }
                if (plane.counters.any)
                    noteLine(parts, plane.counters.baseNs());
                for (PendingCounter& counter : plane.counterTracks) {
                    counter.counter.process = processIndex;
                    counter.lineTimestampsNs.assign(counter.counter.timesPs.size(), plane.counters.baseNs());
                    parts.counters.push_back(std::move(counter));
                }
                parts.processes.push_back(std::move(process));
            }
            parts.warnings = warnings();
            return parts;
        }

        // The XEvent of the event whose object is at `object` in plane `pid` (its metadata id and
        // its stats, as XProf's converter would have made them of its args) into `out`.
        QByteArrayView encodeEvent(qint64 pid, qint64 object, QByteArray& out)
        {
            out.clear();
            const auto plane = m_planes.find(pid);
            if (plane == m_planes.end() || object < 0 || object >= m_size)
                return {};
            EventObject opening;
            if (!readObjectAt(object, opening, m_openingNameScratch))
                return {};
            // A "B" ended by an "E": the E's args join the B's, and the E carries the flow.
            EventObject closing;
            const auto closed = m_closingObject.find(object);
            if (closed != m_closingObject.end() && closed->second != kUnclosed
                && !readObjectAt(closed->second, closing, m_closingNameScratch))
                return {};
            const bool isBegin = closed != m_closingObject.end();
            const EventObject& flowSource = isBegin ? closing : opening;
            m_stats.clear();
            QByteArray longName;
            encodeArgs(plane->second, { opening.args, closing.args }, m_stats, longName);
            if (flowSource.hasFlow()) {
                const auto flow = plane->second.statMetadata.find("flow"sv);
                if (flow != plane->second.statMetadata.end()) {
                    QByteArray stat;
                    putVarintField(stat, XStat::kMetadataIdFieldNumber, quint64(flow->second));
                    putVarintField(stat, XStat::kUint64ValueFieldNumber,
                        ((flowSource.bindId & kFlowIdMask) << 2) | flowSource.flowDirection());
                    putBytesField(m_stats, XEvent::kStatsFieldNumber, stat);
                }
            }
            m_metadataKey.assign(view(longName.isEmpty() ? opening.name : QByteArrayView(longName)));
            m_metadataKey.push_back('\0');
            if (!longName.isEmpty())
                m_metadataKey.append(view(opening.name));
            const auto metadata = plane->second.eventMetadata.find(m_metadataKey);
            putVarintField(out, XEvent::kMetadataIdFieldNumber,
                quint64(metadata != plane->second.eventMetadata.end() ? metadata->second : 0));
            out.append(m_stats);
            return out;
        }

    private:
        static void noteLine(HostTraceParts& parts, qint64 baseNs)
        {
            if (!parts.hasLine || baseNs < parts.earliestLineNs)
                parts.earliestLineNs = baseNs;
            parts.hasLine = true;
        }

        static void appendMetadataPlane(qint64 pid, const Plane& plane, QByteArray& planes, TraceProcess& process)
        {
            const qint64 start = planes.size();
            putVarintField(planes, XPlane::kIdFieldNumber, quint64(pid));
            putBytesField(planes, XPlane::kNameFieldNumber, process.name.toUtf8());
            planes.append(plane.eventMetadataBytes);
            planes.append(plane.statMetadataBytes);
            process.planeOffset = start;
            process.planeSize = planes.size() - start;
        }

        bool readDocument()
        {
            if (m_json.peek('['))
                return readEvents() && atEnd();
            if (!m_json.expect('{', "'{' or '['"))
                return false;
            if (m_json.consume('}'))
                return atEnd();
            bool sawEvents = false;
            do {
                QByteArrayView key;
                if (!m_json.readString(key, m_scratch) || !m_json.expect(':', "':'"))
                    return false;
                if (view(key) == "traceEvents"sv) {
                    if (!m_json.peek('['))
                        return m_json.failExpected("the traceEvents array");
                    if (!readEvents())
                        return false;
                    sawEvents = true;
                } else if (!m_json.skipValue()) {
                    return false;
                }
            } while (m_json.consume(','));
            if (!m_json.expect('}', "',' or '}'"))
                return false;
            if (!sawEvents)
                return m_json.fail(TraceText::tr("the object has no \"traceEvents\" array"));
            return atEnd();
        }

        bool atEnd()
        {
            m_json.skipSpace();
            if (m_json.offset() != m_size)
                return m_json.fail(TraceText::tr("more follows the trace"));
            return true;
        }

        bool readEvents()
        {
            m_json.expect('[', "'['");
            if (m_json.consume(']'))
                return true;
            do {
                if ((++m_read & 0xffff) == 0) {
                    if (m_cancel && m_cancel->load(std::memory_order_relaxed)) {
                        m_cancelled = true;
                        return false;
                    }
                    // The args of an open "B" are read again at its "E": from the file, when given back.
                    if (m_source.fileMapping && m_json.position() - m_released >= format::kPageReleaseBatch) {
                        format::releasePages(m_released, m_json.position());
                        m_released = m_json.position();
                    }
                }
                if (!(m_countOnly ? countEvent() : readEvent()))
                    return false;
            } while (m_json.consume(','));
            return m_json.expect(']', "',' or ']' after an event");
        }

        bool countEvent()
        {
            if (!m_json.peek('{'))
                return m_json.expect('{', "an event object");
            ++m_counted;
            return m_json.skipValue();
        }

        bool readInteger(Json& json, qint64& value)
        {
            if (json.peek('"')) { // some writers quote ids
                QByteArrayView text;
                if (!json.readString(text, m_scratch))
                    return false;
                const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
                if (ec == std::errc() && ptr == text.data() + text.size())
                    return true;
                value = internedId(text);
                return true;
            }
            QByteArrayView token;
            if (!json.readScalar(token) || !json.checkScalar(token))
                return false;
            const auto [ptr, ec] = std::from_chars(token.data(), token.data() + token.size(), value);
            if (ec != std::errc() || ptr != token.data() + token.size()) {
                double real = 0;
                std::from_chars(token.data(), token.data() + token.size(), real);
                value = std::isfinite(real) ? qint64(std::clamp(real, -9e18, 9e18)) : 0;
            }
            return true;
        }

        // A string id (a pid "browser", a bind_id "0x1f") as a number of its own; the same number when
        // an event is read again.
        qint64 internedId(QByteArrayView text)
        {
            quint64 hex = 0;
            if (text.startsWith("0x")) {
                const auto [ptr, ec] = std::from_chars(text.data() + 2, text.data() + text.size(), hex, 16);
                if (ec == std::errc() && ptr == text.data() + text.size())
                    return qint64(hex);
            }
            const QByteArray key = text.toByteArray();
            const auto found = m_stringIds.constFind(key);
            if (found != m_stringIds.cend())
                return *found;
            const qint64 id = (qint64(1) << 40) + m_stringIds.size();
            m_stringIds.insert(key, id);
            m_stringOfId.insert(id, key);
            return id;
        }

        bool readBool(Json& json, bool& value)
        {
            QByteArrayView token;
            if (!json.readScalar(token) || !json.checkScalar(token))
                return false;
            value = view(token) == "true"sv;
            return true;
        }

        // The keys of the event object `json` is at into `e`; a name with escapes is kept in `name`.
        bool readObject(Json& json, EventObject& e, QByteArray& name)
        {
            e.clear();
            if (!json.expect('{', "an event object"))
                return false;
            if (json.consume('}'))
                return true; // XProf's writer ends the array with {}
            do {
                QByteArrayView key;
                if (!json.readString(key, m_scratch) || !json.expect(':', "':'"))
                    return false;
                bool ok = true;
                if (view(key) == "ph"sv) {
                    QByteArrayView phase;
                    ok = json.readString(phase, m_scratch);
                    e.phase = phase.size() == 1 ? phase[0] : '?';
                } else if (view(key) == "name"sv) {
                    ok = json.readString(e.name, m_scratch);
                    if (ok && e.name.data() == m_scratch.data()) {
                        name = e.name.toByteArray();
                        e.name = name;
                    }
                } else if (view(key) == "pid"sv) {
                    ok = readInteger(json, e.pid);
                    e.hasPid = true;
                } else if (view(key) == "tid"sv) {
                    ok = readInteger(json, e.tid);
                    e.hasTid = true;
                } else if (view(key) == "ts"sv || view(key) == "dur"sv) {
                    QByteArrayView token;
                    if (json.peek('"'))
                        ok = json.readString(token, m_scratch); // rare; views into m_scratch do not last
                    else
                        ok = json.readScalar(token) && json.checkScalar(token);
                    if (ok && token.data() == m_scratch.data())
                        token = {};
                    (view(key) == "ts"sv ? e.ts : e.dur) = token;
                } else if (view(key) == "args"sv) {
                    json.skipSpace();
                    const char* start = json.position();
                    ok = json.skipValue();
                    e.args = QByteArrayView(start, json.position() - start);
                } else if (view(key) == "bind_id"sv) {
                    qint64 signedId = 0;
                    ok = readInteger(json, signedId);
                    e.bindId = quint64(signedId);
                    e.hasBindId = true;
                } else if (view(key) == "flow_in"sv) {
                    ok = readBool(json, e.flowIn);
                } else if (view(key) == "flow_out"sv) {
                    ok = readBool(json, e.flowOut);
                } else {
                    ok = json.skipValue();
                }
                if (!ok)
                    return false;
            } while (json.consume(','));
            return json.expect('}', "',' or '}' in an event");
        }

        bool readObjectAt(qint64 object, EventObject& e, QByteArray& name)
        {
            Json json(m_source.data + object, m_size - object, false);
            return readObject(json, e, name);
        }

        bool readEvent()
        {
            m_json.skipSpace();
            m_object = m_json.offset();
            return readObject(m_json, m_event, m_event.escapedName) && addEvent();
        }

        Plane& planeOf(qint64 pid) { return m_planes[pid]; }

        bool addEvent()
        {
            const EventObject& e = m_event;
            if (e.phase == 0)
                return true; // not an event (XProf's closing {})
            Plane& plane = planeOf(e.pid);
            if (e.phase == 'M')
                return addMetadata(plane);
            Time ts;
            if (!parseTime(e.ts, ts)) {
                ++m_withoutTime;
                return true;
            }
            m_last = std::max(m_last, ts);
            switch (e.phase) {
            case 'X': {
                Time dur;
                const qint64 durationPs = parseTime(e.dur, dur) ? std::max<qint64>(0, psBetween({}, dur)) : 0;
                addComplete(plane, plane.lines[e.tid], ts, durationPs, e.name, { e.args }, e, m_object);
                break;
            }
            case 'B':
                plane.lines[e.tid].open.push_back({ ts, e.name.toByteArray(), e.args, m_object });
                break;
            case 'E': {
                Line& line = plane.lines[e.tid];
                if (line.open.empty()) {
                    ++m_unmatchedEnds;
                    break;
                }
                OpenBegin begin = std::move(line.open.back());
                line.open.pop_back();
                m_closingObject.emplace(begin.object, m_object);
                addComplete(plane, line, begin.ts, std::max<qint64>(0, psBetween(begin.ts, ts)), begin.name,
                    { begin.args, e.args }, e, begin.object);
                break;
            }
            case 'i':
            case 'I':
            case 'n':
                addComplete(plane, plane.lines[e.tid], ts, 0, e.name, { e.args }, e, m_object);
                break;
            case 'C':
                addCounter(plane, ts);
                break;
            default:
                ++m_unsupported[e.phase];
                break;
            }
            return true;
        }

        bool addMetadata(Plane& plane)
        {
            const EventObject& e = m_event;
            Json args(e.args.data(), e.args.size(), false);
            QByteArray name;
            std::optional<qint64> sortIndex;
            if (!e.args.isEmpty() && args.consume('{') && !args.consume('}')) {
                do {
                    QByteArrayView key;
                    if (!args.readString(key, m_argScratch) || !args.expect(':', "':'"))
                        break;
                    if (view(key) == "name"sv && args.peek('"')) {
                        QByteArrayView text;
                        args.readString(text, m_argScratch);
                        name = text.toByteArray();
                    } else if (view(key) == "sort_index"sv) {
                        QByteArrayView token;
                        qint64 value = 0;
                        if (args.readScalar(token)
                            && std::from_chars(token.data(), token.data() + token.size(), value).ec == std::errc())
                            sortIndex = value;
                    } else {
                        args.skipValue();
                    }
                } while (args.consume(','));
            }
            if (view(e.name) == "process_name"sv) {
                plane.name = name;
            } else if (view(e.name) == "process_sort_index"sv && sortIndex) {
                plane.sortIndex = *sortIndex;
                plane.hasSortIndex = true;
            } else if (view(e.name) == "thread_name"sv && e.hasTid) {
                plane.lines[e.tid].name = name;
            } else if (view(e.name) == "thread_sort_index"sv && e.hasTid && sortIndex) {
                Line& line = plane.lines[e.tid];
                line.sortIndex = *sortIndex;
                line.hasSortIndex = true;
            }
            return true;
        }

        // The event metadata id of (name, display name) on `plane`, made on first use with the
        // trace model's name for it: the display name shown, the name as its long name (spec A.3.3).
        qint64 eventMetadataId(Plane& plane, QByteArrayView name, QByteArrayView displayName)
        {
            m_metadataKey.assign(view(name));
            m_metadataKey.push_back('\0');
            m_metadataKey.append(view(displayName));
            const auto found = plane.eventMetadata.find(m_metadataKey);
            if (found != plane.eventMetadata.end())
                return found->second;
            const qint64 id = qint64(plane.eventMetadata.size()) + 1;
            plane.eventMetadata.emplace(m_metadataKey, id);
            QByteArray metadata;
            putVarintField(metadata, XEventMetadata::kIdFieldNumber, quint64(id));
            putBytesField(metadata, XEventMetadata::kNameFieldNumber, name);
            if (!displayName.isEmpty())
                putBytesField(metadata, XEventMetadata::kDisplayNameFieldNumber, displayName);
            QByteArray entry;
            putVarintField(entry, kMapEntryKey, quint64(id));
            putBytesField(entry, kMapEntryValue, metadata);
            putBytesField(plane.eventMetadataBytes, XPlane::kEventMetadataFieldNumber, entry);
            const bool hasDisplayName = !displayName.isEmpty();
            plane.names.push_back({ QString::fromUtf8(hasDisplayName ? displayName : name),
                hasDisplayName ? QString::fromUtf8(name) : QString() });
            plane.internal.push_back(isInternalEventName(name));
            return id;
        }

        qint64 statMetadataId(Plane& plane, QByteArrayView name)
        {
            const auto found = plane.statMetadata.find(view(name));
            if (found != plane.statMetadata.end())
                return found->second;
            const qint64 id = qint64(plane.statMetadata.size()) + 1;
            plane.statMetadata.emplace(std::string(view(name)), id);
            QByteArray metadata;
            putVarintField(metadata, XStatMetadata::kIdFieldNumber, quint64(id));
            putBytesField(metadata, XStatMetadata::kNameFieldNumber, name);
            QByteArray entry;
            putVarintField(entry, kMapEntryKey, quint64(id));
            putBytesField(entry, kMapEntryValue, metadata);
            putBytesField(plane.statMetadataBytes, XPlane::kStatMetadataFieldNumber, entry);
            return id;
        }

        // Every arg of `argsList` (objects already checked by the reader) to `visit(key, args)`, which
        // reads or skips its value; the key outlives nested strings.
        template <typename Visit> void forEachArg(std::initializer_list<QByteArrayView> argsList, Visit&& visit)
        {
            for (const QByteArrayView argsText : argsList) {
                if (argsText.isEmpty())
                    continue;
                Json args(argsText.data(), argsText.size(), false);
                if (!args.consume('{') || args.consume('}'))
                    continue;
                do {
                    QByteArrayView key;
                    if (!args.readString(key, m_keyScratch) || !args.expect(':', "':'"))
                        break;
                    QByteArray escapedKey; // m_keyScratch is reused by nested strings
                    if (key.data() == m_keyScratch.data()) {
                        escapedKey = key.toByteArray();
                        key = escapedKey;
                    }
                    visit(key, args);
                } while (args.consume(','));
            }
        }

        // While reading: the args' keys become the plane's stat names and a string "long_name" the
        // event's name (its own name its display name, as XProf's converter splits them); the values
        // are left in the file until an event is shown or written (encodeEvent).
        void readArgs(Plane& plane, std::initializer_list<QByteArrayView> argsList, QByteArray& longName)
        {
            forEachArg(argsList, [&](QByteArrayView key, Json& args) {
                if (view(key) == "long_name"sv && args.peek('"')) {
                    QByteArrayView text;
                    args.readString(text, m_argScratch);
                    longName = text.toByteArray();
                    return;
                }
                statMetadataId(plane, key);
                args.skipValue();
            });
        }

        // The args as XStats: strings as strings, integers as int64 (uint64 past its range), other
        // numbers as doubles, true/false as 1/0, objects and arrays as their JSON text, null as nothing;
        // later keys win as XProf's maps do.
        void encodeArgs(
            const Plane& plane, std::initializer_list<QByteArrayView> argsList, QByteArray& stats, QByteArray& longName)
        {
            forEachArg(argsList, [&](QByteArrayView key, Json& args) {
                const auto id = plane.statMetadata.find(view(key));
                QByteArray& stat = m_stat;
                stat.clear();
                if (args.peek('"')) {
                    QByteArrayView text;
                    args.readString(text, m_argScratch);
                    if (view(key) == "long_name"sv) {
                        longName = text.toByteArray();
                        return;
                    }
                    putVarintField(stat, XStat::kMetadataIdFieldNumber, quint64(id->second));
                    putBytesField(stat, XStat::kStrValueFieldNumber, text);
                } else if (args.peek('{') || args.peek('[')) {
                    const char* start = args.position();
                    args.skipValue();
                    putVarintField(stat, XStat::kMetadataIdFieldNumber, quint64(id->second));
                    putBytesField(stat, XStat::kStrValueFieldNumber, QByteArrayView(start, args.position() - start));
                } else {
                    QByteArrayView token;
                    args.readScalar(token);
                    if (view(token) == "null"sv)
                        return;
                    putVarintField(stat, XStat::kMetadataIdFieldNumber, quint64(id->second));
                    qint64 integer = 0;
                    quint64 unsignedInteger = 0;
                    double real = 0;
                    const char* end = token.data() + token.size();
                    if (view(token) == "true"sv || view(token) == "false"sv) {
                        putVarintField(stat, XStat::kInt64ValueFieldNumber, view(token) == "true"sv ? 1 : 0);
                    } else if (const auto parsed = std::from_chars(token.data(), end, integer);
                               parsed.ec == std::errc() && parsed.ptr == end) {
                        putVarintField(stat, XStat::kInt64ValueFieldNumber, quint64(integer));
                    } else if (const auto parsedUnsigned = std::from_chars(token.data(), end, unsignedInteger);
                               parsedUnsigned.ec == std::errc() && parsedUnsigned.ptr == end) {
                        putVarintField(stat, XStat::kUint64ValueFieldNumber, unsignedInteger);
                    } else {
                        std::from_chars(token.data(), end, real);
                        putDoubleField(stat, XStat::kDoubleValueFieldNumber, real);
                    }
                }
                putBytesField(stats, XEvent::kStatsFieldNumber, stat);
            });
        }

        void placeOnLine(Line& line, Time ts, qint64 durationPs, qint64& offsetPs)
        {
            if (!line.hasBase) {
                line.base = { ts.micros, ts.ps / 1000 * 1000 }; // whole nanoseconds: the line's timestamp_ns
                line.hasBase = true;
            }
            offsetPs = psBetween(line.base, ts);
            line.endPs = std::max(line.endPs, offsetPs + std::min(durationPs, kMaxSpanPs));
            line.any = true;
        }

        void addComplete(Plane& plane, Line& line, Time ts, qint64 durationPs, QByteArrayView name,
            std::initializer_list<QByteArrayView> argsList, const EventObject& e, qint64 object)
        {
            QByteArray longName;
            readArgs(plane, argsList, longName);
            if (e.hasFlow())
                statMetadataId(plane, "flow");
            const qint64 metadataId
                = longName.isEmpty() ? eventMetadataId(plane, name, {}) : eventMetadataId(plane, longName, name);
            qint64 offsetPs = 0;
            placeOnLine(line, ts, durationPs, offsetPs);
            const auto nameId = quint32(metadataId - 1);
            if (plane.internal[nameId])
                return;
            if (e.hasFlow())
                line.flows.push_back({ e.bindId & kFlowIdMask, 0, FlowPoint::Direction(e.flowDirection()), -1,
                    int(line.startsPs.size()) });
            line.startsPs.push_back(offsetPs);
            line.durationsPs.push_back(std::clamp<qint64>(durationPs, 0, kMaxTimePs));
            line.names.push_back(nameId);
            line.objects.push_back(object);
        }

        void addCounter(Plane& plane, Time ts)
        {
            const EventObject& e = m_event;
            if (e.args.isEmpty())
                return;
            // One counter per numeric arg: "name" alone, "name key" when there are several.
            std::vector<std::pair<QByteArray, QByteArrayView>> values;
            Json args(e.args.data(), e.args.size(), false);
            if (!args.consume('{') || args.consume('}'))
                return;
            do {
                QByteArrayView key;
                if (!args.readString(key, m_argScratch) || !args.expect(':', "':'"))
                    break;
                const QByteArray ownKey = key.toByteArray();
                if (args.peek('"') || args.peek('{') || args.peek('[')) {
                    args.skipValue();
                    continue;
                }
                QByteArrayView token;
                args.readScalar(token);
                values.push_back({ ownKey, token });
            } while (args.consume(','));
            for (const auto& [key, token] : values) {
                double value = 0;
                if (std::from_chars(token.data(), token.data() + token.size(), value).ec != std::errc())
                    continue;
                const QByteArray name = values.size() == 1 ? e.name.toByteArray() : e.name.toByteArray() + ' ' + key;
                const auto nameId = quint32(eventMetadataId(plane, name, {}) - 1);
                qint64 offsetPs = 0;
                placeOnLine(plane.counters, ts, 0, offsetPs);
                if (plane.internal[nameId])
                    continue;
                auto [found, added] = plane.counterOfName.emplace(nameId, plane.counterTracks.size());
                if (added) {
                    PendingCounter counter;
                    counter.counter.kind = CounterKind::Device;
                    counter.counter.name = plane.names[nameId].name;
                    counter.counter.seriesNames = { QString::fromUtf8(key) };
                    counter.counter.values.resize(1);
                    plane.counterTracks.push_back(std::move(counter));
                }
                CounterTrack& counter = plane.counterTracks[found->second].counter;
                counter.timesPs.push_back(offsetPs);
                counter.values[0].push_back(value);
            }
        }

        // A "B" without its "E" lasts to the trace's last timestamp, as chrome://tracing draws it.
        void closeOpenBegins()
        {
            for (auto& [pid, plane] : m_planes) {
                for (auto& [tid, line] : plane.lines) {
                    m_event.clear();
                    while (!line.open.empty()) {
                        OpenBegin begin = std::move(line.open.back());
                        line.open.pop_back();
                        m_closingObject.emplace(begin.object, kUnclosed);
                        addComplete(plane, line, begin.ts, std::max<qint64>(0, psBetween(begin.ts, m_last)), begin.name,
                            { begin.args }, m_event, begin.object);
                        ++m_unclosedBegins;
                    }
                }
            }
        }

        QStringList warnings() const
        {
            QStringList list;
            if (m_unclosedBegins > 0)
                list << TraceText::tr("%n begin event(s) (\"B\") without an end, shown up to the trace's end", nullptr,
                    int(m_unclosedBegins));
            if (m_unmatchedEnds > 0)
                list << TraceText::tr(
                    "%n end event(s) (\"E\") without a begin, left out", nullptr, int(m_unmatchedEnds));
            if (m_withoutTime > 0)
                list << TraceText::tr("%n event(s) without a valid \"ts\", left out", nullptr, int(m_withoutTime));
            for (const auto& [phase, count] : m_unsupported)
                list << TraceText::tr(
                    "%n event(s) of phase \"%1\", which the Trace Viewer does not show, left out", nullptr, int(count))
                            .arg(QString::fromLatin1(&phase, 1));
            return list;
        }

        Json m_json;
        ChromeTraceSource m_source;
        const char* m_released = m_source.data; // the pages before it are given back
        qint64 m_size;
        const std::atomic_bool* m_cancel;
        bool m_cancelled = false;
        qint64 m_read = 0;
        bool m_countOnly = false; // count(): the event objects are skipped, not read
        qint64 m_counted = 0;
        qint64 m_object = 0; // the offset of the event object being read
        std::string m_scratch;
        std::string m_argScratch;
        std::string m_keyScratch;
        QByteArray m_stats;
        QByteArray m_stat;
        QByteArray m_openingNameScratch;
        QByteArray m_closingNameScratch;
        std::string m_metadataKey;
        EventObject m_event;
        std::map<qint64, Plane> m_planes;
        // The "B"s by their object's offset: their "E"'s object, or kUnclosed.
        std::unordered_map<qint64, qint64> m_closingObject;
        QHash<QByteArray, qint64> m_stringIds;
        QHash<qint64, QByteArray> m_stringOfId; // a string pid is the name of a process without process_name
        Time m_last;
        qint64 m_unclosedBegins = 0;
        qint64 m_unmatchedEnds = 0;
        qint64 m_withoutTime = 0;
        std::map<char, qint64> m_unsupported;
    };

} // namespace

struct ChromeTraceEvents::State
{
    State(Reader&& read, QByteArray planes)
        : reader(std::move(read))
        , metadataPlanes(std::move(planes))
    {
    }
    QMutex mutex; // encodeEvent reads with the reader's buffers
    Reader reader;
    QByteArray metadataPlanes;
};

QByteArrayView ChromeTraceEvents::metadataPlanes() const
{
    return m_state ? QByteArrayView(m_state->metadataPlanes) : QByteArrayView();
}

QByteArrayView ChromeTraceEvents::encodeEvent(qint64 planeId, qint64 jsonOffset, QByteArray& out) const
{
    if (!m_state)
        return {};
    const QMutexLocker locker(&m_state->mutex);
    return m_state->reader.encodeEvent(planeId, jsonOffset, out);
}

ChromeTraceRead readChromeTrace(const ChromeTraceSource& source, int hostIndex, const std::atomic_bool* cancel)
{
    ChromeTraceRead read;
    Reader reader(source, cancel);
    if (!reader.read()) {
        read.cancelled = reader.cancelled();
        read.error = reader.error();
        return read;
    }
    QByteArray metadataPlanes;
    read.parts = reader.takeParts(hostIndex, metadataPlanes);
    // The reader's tables (the planes' metadata names and ids, string ids, B/E pairs) stay for
    // encodeEvent; the lines' events went into the parts.
    read.events
        = ChromeTraceEvents(std::make_shared<ChromeTraceEvents::State>(std::move(reader), std::move(metadataPlanes)));
    return read;
}

ChromeTraceCount countChromeTraceEvents(const ChromeTraceSource& source) { return Reader(source, nullptr).count(); }

QString checkJsonSyntax(const ChromeTraceSource& source)
{
    Json json(source.data, source.size, source.decompressed);
    if (json.skipValue()) {
        json.skipSpace();
        if (json.offset() == source.size)
            return {};
        json.fail(TraceText::tr("more follows the trace"));
    }

    return json.error();
}

} // namespace memscope::trace
