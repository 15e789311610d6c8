// SPDX-License-Identifier: Apache-2.0
#include "core/trace/traceexport.h"

#include "core/trace/eventdetails.h"
#include "core/trace/wirefields.h"
#include "core/util/csv.h"

#include <QHash>
#include <QIODevice>
#include <algorithm>
#include <array>
#include <charconv>
#include <cstdio>
#include <deque>
#include <memory>
#include <string>
#include <unordered_map>

namespace memscope::trace {
namespace {

    using format::WireField;
    using format::WireType;
    using format::WireWalker;

    // Stats XProf's converter keeps out of the args (XLA IsInternalStat).
    bool isInternalStat(QByteArrayView name)
    {
        static constexpr std::array<const char*, 8> kInternal { "_pt", "_p", "_ct", "_c", "_r", "flops", "program_id",
            "symbol_id" };
        return std::any_of(kInternal.begin(), kInternal.end(), [&](const char* internal) { return name == internal; });
    }

    // ContextType strings (tsl/profiler/lib/context_types.cc); generic and legacy have none.
    const char* contextTypeName(quint8 category)
    {
        static constexpr std::array<const char*, 18> kNames { "", "", "tf_exec", "tfrt_exec", "batch_sched", "PjRt",
            "as_batch_sched", "tfrt_rt", "tpu_embed", "gpu_launch", "batcher", "tpu_stream", "tpu_launch",
            "pathways_exec", "pjrt_library_call", "threadpool_event", "jax_serving", "sparsecore_offload" };
        return category < kNames.size() ? kNames[category] : "";
    }

    // `text` as a quoted JSON string. Runs without special characters are
    // copied whole: this is where writing the trace spends its time.
    void appendJsonString(std::string& out, std::string_view text)
    {
        out.push_back('"');
        size_t run = 0; // start of the characters that need no escaping
        for (size_t i = 0; i < text.size(); ++i) {
            const auto byte = static_cast<unsigned char>(text[i]);
            if (byte >= 0x20 && byte != '"' && byte != '\\')
                continue;
            out.append(text.data() + run, i - run);
            char escaped[8];
            if (byte == '"' || byte == '\\')
                std::snprintf(escaped, sizeof escaped, "\\%c", byte);
            else
                std::snprintf(escaped, sizeof escaped, "\\u%04x", byte);
            out.append(escaped);
            run = i + 1;
        }
        out.append(text.data() + run, text.size() - run);
        out.push_back('"');
    }

    // Buffered output: millions of events are written without a Qt string per field.
    class Writer
    {
    public:
        explicit Writer(QIODevice& device)
            : m_device(device)
        {
            m_buffer.reserve(kFlushSize + 4096);
        }
        ~Writer() { flush(); }

        Writer& raw(std::string_view text)
        {
            m_buffer.append(text);
            if (m_buffer.size() >= kFlushSize)
                flush();
            return *this;
        }
        Writer& string(std::string_view text)
        {
            appendJsonString(m_buffer, text);
            return raw({});
        }
        Writer& string(const QString& text)
        {
            const QByteArray utf8 = text.toUtf8();
            return string(std::string_view(utf8.constData(), size_t(utf8.size())));
        }
        Writer& integer(qint64 value)
        {
            char digits[24];
            const auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
            return raw(std::string_view(digits, size_t(end - digits)));
        }
        Writer& unsignedInteger(quint64 value)
        {
            char digits[24];
            const auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
            return raw(std::string_view(digits, size_t(end - digits)));
        }
        // XProf's MaxPrecision: %.17g.
        Writer& number(double value)
        {
            char digits[32];
            const auto end = std::to_chars(digits, digits + sizeof digits, value, std::chars_format::general, 17).ptr;
            return raw(std::string_view(digits, size_t(end - digits)));
        }
        bool flush()
        {
            if (!m_buffer.empty()
                && m_device.write(m_buffer.data(), qint64(m_buffer.size())) != qint64(m_buffer.size()))
                m_failed = true;
            m_buffer.clear();
            return !m_failed;
        }
        bool failed() const { return m_failed; }

    private:
        static constexpr size_t kFlushSize = 1 << 20;
        QIODevice& m_device;
        std::string m_buffer;
        bool m_failed = false;
    };

    // Microseconds of absolute time, as XProf computes them: picoseconds / 1e6.
    double absoluteMicros(const TraceModel& model, qint64 startPs)
    {
        // long double holds every int64 exactly, so epoch origins do not overflow.
        const long double ps = static_cast<long double>(model.originNs()) * 1000 + startPs;
        return double(ps) / 1e6;
    }

    // A stat value's text, as the non-streaming converter's XStat ToString
    // makes it (spec 0): a view into the file, or into `digits` for numbers.
    struct Arg
    {
        std::string_view key;
        std::string_view value;
        bool quoted = false; // value is a JSON string already (quoted and escaped)
    };
    using Digits = std::deque<std::array<char, 32>>;

    std::string_view statText(const WireStat& stat, const QHash<qint64, QByteArrayView>& statNames, Digits& digits)
    {
        const auto number = [&](auto format) {
            std::array<char, 32>& buffer = digits.emplace_back();
            return std::string_view(buffer.data(), size_t(format(buffer)));
        };
        switch (stat.kind) {
        case WireStat::Kind::Int64:
            return number([&](auto& buffer) {
                return std::to_chars(buffer.data(), buffer.data() + buffer.size(), qint64(stat.integer)).ptr
                    - buffer.data();
            });
        case WireStat::Kind::Uint64:
            return number([&](auto& buffer) {
                return std::to_chars(buffer.data(), buffer.data() + buffer.size(), stat.integer).ptr - buffer.data();
            });
        case WireStat::Kind::Double: // absl::StrCat's six significant digits
            return number([&](auto& buffer) {
                return std::max(0, std::snprintf(buffer.data(), buffer.size(), "%.6g", stat.doubleValue));
            });
        case WireStat::Kind::String:
            return std::string_view(stat.bytes.data(), size_t(stat.bytes.size()));
        case WireStat::Kind::Ref: {
            const QByteArrayView name = statNames.value(qint64(stat.integer));
            return std::string_view(name.data(), size_t(name.size()));
        }
        case WireStat::Kind::Bytes:
            return "<opaque bytes>";
        case WireStat::Kind::None:
            break;
        }
        return {};
    }

    // One plane's metadata for writing its events' names and args without a
    // string copy per event: keys and texts are views into the file, numbers
    // are formatted into reused buffers, names are converted once per name.
    class PlaneArgs
    {
    public:
        PlaneArgs(const TraceModel& model, int process)
            : m_index(model, process)
            , m_names(model.processes()[size_t(process)].names)
            , m_utf8(m_names.size() * 2)
            , m_converted(m_names.size() * 2, false)
        {
        }

        // The shown name (long = false) or the long name as a JSON string, made once per name.
        std::string_view name(quint32 id, bool isLong)
        {
            const size_t slot = size_t(id) * 2 + (isLong ? 1 : 0);
            if (!m_converted[slot]) {
                const QByteArray utf8 = (isLong ? m_names[id].longName : m_names[id].name).toUtf8();
                appendJsonString(m_utf8[slot], std::string_view(utf8.constData(), size_t(utf8.size())));
                m_converted[slot] = true;
            }
            return m_utf8[slot];
        }

        // Metadata stats first, then the event's own; a later stat of the same
        // name wins (XProf fills a map), and the args come sorted by key. A group
        // or step name the grouping found here is a group_id or step_name arg, as
        // XProf's converter writes the stats its grouping added.
        const std::vector<Arg>& eventArgs(const TraceTrack& track, int event)
        {
            m_args.clear();
            m_digits.clear();
            const quint32 nameId = track.names[size_t(event)];
            const QByteArrayView bytes = m_index.eventBytes(track.fileOffsets[size_t(event)]);
            if (!bytes.isNull())
                appendFileArgs(bytes, nameId);
            const qint32 group = track.groupOf(event);
            const auto hasKey = [&](std::string_view key) {
                return std::any_of(m_args.begin(), m_args.end(), [&](const Arg& arg) { return arg.key == key; });
            };
            if (group != kNoGroup && !hasKey("group_id")) {
                std::array<char, 32>& digits = m_digits.emplace_back();
                const char* end = std::to_chars(digits.data(), digits.data() + digits.size(), group).ptr;
                m_args.push_back({ "group_id", std::string_view(digits.data(), size_t(end - digits.data())) });
            }
            if (m_names[nameId].isStepName && !hasKey("step_name"))
                m_args.push_back({ "step_name", name(nameId, false), true });
            std::stable_sort(m_args.begin(), m_args.end(), [](const Arg& a, const Arg& b) { return a.key < b.key; });
            size_t kept = 0;
            for (size_t i = 0; i < m_args.size(); ++i) {
                if (i + 1 < m_args.size() && m_args[i + 1].key == m_args[i].key)
                    continue;
                m_args[kept++] = m_args[i];
            }
            m_args.resize(kept);
            return m_args;
        }

    private:
        void appendFileArgs(QByteArrayView event, quint32 nameId)
        {
            qint64 metadataId = 0;
            WireWalker walker(event.data(), event.size());
            WireField field;
            while (walker.next(field) == WireWalker::Status::Field) {
                if (field.number == 1 && field.type == WireType::Varint)
                    metadataId = qint64(field.varint);
            }
            const std::vector<Arg>& fromMetadata = metadataArgs(metadataId);
            m_args.insert(m_args.end(), fromMetadata.begin(), fromMetadata.end());
            if (!m_names[nameId].longName.isEmpty())
                m_args.push_back({ "long_name", name(nameId, true), true });
            WireWalker stats(event.data(), event.size());
            while (stats.next(field) == WireWalker::Status::Field) {
                if (field.number == 4 && field.type == WireType::LengthDelimited)
                    appendStat(event.data() + field.valueOffset, field.length, m_digits, m_args);
            }
        }

        void appendStat(const char* data, qint64 size, Digits& digits, std::vector<Arg>& args) const
        {
            const WireStat stat = readStat(data, size);
            const QByteArrayView key = m_index.statNames().value(stat.metadataId);
            if (stat.kind == WireStat::Kind::None || isInternalStat(key))
                return;
            args.push_back(
                { std::string_view(key.data(), size_t(key.size())), statText(stat, m_index.statNames(), digits) });
        }

        // Never moved once made, so the views into its texts stay valid.
        struct MetadataArgs
        {
            Digits digits;
            std::deque<std::string> quoted; // the values as JSON strings: the same for every event
            std::vector<Arg> args;
        };

        const std::vector<Arg>& metadataArgs(qint64 metadataId)
        {
            std::unique_ptr<MetadataArgs>& cached = m_metadataArgs[metadataId];
            if (cached)
                return cached->args;
            cached = std::make_unique<MetadataArgs>();
            const QByteArrayView metadata = m_index.eventMetadata(metadataId);
            WireWalker walker(metadata.data(), metadata.size());
            WireField field;
            while (walker.next(field) == WireWalker::Status::Field) {
                if (field.number == 5 && field.type == WireType::LengthDelimited)
                    appendStat(metadata.data() + field.valueOffset, field.length, cached->digits, cached->args);
            }
            for (Arg& arg : cached->args) {
                appendJsonString(cached->quoted.emplace_back(), arg.value);
                arg = { arg.key, cached->quoted.back(), true };
            }
            return cached->args;
        }

        PlaneIndex m_index;
        const std::vector<EventName>& m_names;
        std::vector<std::string> m_utf8; // sized once: views into it stay valid
        std::vector<bool> m_converted;
        std::unordered_map<qint64, std::unique_ptr<MetadataArgs>> m_metadataArgs;
        std::vector<Arg> m_args;
        Digits m_digits;
    };

    std::vector<int> chosenProcesses(const TraceModel& model, const ExportOptions& options)
    {
        std::vector<int> chosen;
        for (size_t p = 0; p < model.processes().size(); ++p) {
            if (options.planes.pattern().isEmpty() || options.planes.match(model.processes()[p].name).hasMatch())
                chosen.push_back(int(p));
        }
        return chosen;
    }

    TimeRange rangeOf(const TraceModel& model, const ExportOptions& options)
    {
        return options.range.value_or(model.extent());
    }

    quint64 eventKey(int track, int event) { return (quint64(quint32(track)) << 32) | quint32(event); }

} // namespace

bool writeChromeJson(const TraceModel& model, const ExportOptions& options, QIODevice& device)
{
    Writer out(device);
    const std::vector<int> processes = chosenProcesses(model, options);
    const TimeRange range = rangeOf(model, options);
    out.raw(R"({"displayTimeUnit":"ns","metadata":{"highres-ticks":true},"traceEvents":[)");
    for (const int p : processes) {
        const TraceProcess& process = model.processes()[size_t(p)];
        if (!process.name.isEmpty()) {
            out.raw(R"({"ph":"M","pid":)").integer(process.pid).raw(R"(,"name":"process_name","args":{"name":)");
            out.string(process.name).raw("}},");
        }
        out.raw(R"({"ph":"M","pid":)")
            .integer(process.pid)
            .raw(R"(,"name":"process_sort_index","args":{"sort_index":)");
        out.integer(process.pid).raw("}},");
        for (const int t : process.tracks) {
            const TraceTrack& track = model.track(t);
            if (!track.name.isEmpty()) {
                out.raw(R"({"ph":"M","pid":)").integer(process.pid).raw(R"(,"tid":)").unsignedInteger(track.tid);
                out.raw(R"(,"name":"thread_name","args":{"name":)").string(track.name).raw("}},");
            }
            out.raw(R"({"ph":"M","pid":)").integer(process.pid).raw(R"(,"tid":)").unsignedInteger(track.tid);
            out.raw(R"(,"name":"thread_sort_index","args":{"sort_index":)").integer(track.sortIndex).raw("}},");
        }
    }
    std::unordered_map<quint64, const FlowPoint*> flowOf;
    for (const FlowPoint& flow : model.flows())
        flowOf[eventKey(flow.track, flow.event)] = &flow;
    for (const int p : processes) {
        const TraceProcess& process = model.processes()[size_t(p)];
        PlaneArgs planeArgs(model, p);
        for (const int t : process.tracks) {
            const TraceTrack& track = model.track(t);
            for (const int e : model.eventsInTimeOrder(t, range)) {
                const quint32 nameId = track.names[size_t(e)];
                out.raw(R"({"ph":"X","pid":)").integer(process.pid).raw(R"(,"tid":)").unsignedInteger(track.tid);
                out.raw(R"(,"ts":)").number(absoluteMicros(model, track.startsPs[size_t(e)]));
                // XProf writes at least one picosecond, so zero-length events stay visible.
                out.raw(R"(,"dur":)").number(double(std::max<qint64>(track.durationsPs[size_t(e)], 1)) / 1e6);
                out.raw(R"(,"name":)").raw(planeArgs.name(nameId, false));
                const auto flow = flowOf.find(eventKey(t, e));
                if (flow != flowOf.end()) {
                    const FlowPoint& point = *flow->second;
                    out.raw(R"(,"bind_id":)").unsignedInteger(point.id);
                    if (*contextTypeName(point.category))
                        out.raw(R"(,"cat":)").string(std::string_view(contextTypeName(point.category)));
                    if (point.direction == FlowPoint::Direction::In || point.direction == FlowPoint::Direction::InOut)
                        out.raw(R"(,"flow_in":true)");
                    if (point.direction == FlowPoint::Direction::Out || point.direction == FlowPoint::Direction::InOut)
                        out.raw(R"(,"flow_out":true)");
                }
                const std::vector<Arg>& args = planeArgs.eventArgs(track, e);
                if (!args.empty()) {
                    out.raw(R"(,"args":{)");
                    for (size_t i = 0; i < args.size(); ++i) {
                        out.raw(i == 0 ? "" : ",").string(args[i].key).raw(":");
                        args[i].quoted ? out.raw(args[i].value) : out.string(args[i].value);
                    }
                    out.raw("}");
                }
                out.raw("},");
            }
        }
        for (const int c : process.counters) {
            const CounterTrack& counter = model.counters()[size_t(c)];
            for (size_t i = 0; i < counter.timesPs.size(); ++i) {
                if (counter.timesPs[i] < range.startPs || counter.timesPs[i] > range.endPs)
                    continue;
                out.raw(R"({"ph":"C","pid":)").integer(process.pid).raw(R"(,"name":)");
                out.string(
                    counter.kind == CounterKind::Memory ? QStringLiteral("Memory ") + counter.name : counter.name);
                out.raw(R"(,"ts":)").number(absoluteMicros(model, counter.timesPs[i])).raw(R"(,"args":{)");
                for (int s = 0; s < counter.seriesNames.size(); ++s) {
                    out.raw(s == 0 ? "" : ",").string(counter.seriesNames[s]).raw(":");
                    out.number(counter.values[size_t(s)][i]);
                }
                out.raw("}},");
            }
        }
    }
    out.raw("{}]}\n"); // XProf ends the list with an empty object too (spec A.4.6)
    return out.flush();
}

bool writeCsv(const TraceModel& model, const ExportOptions& options, QIODevice& device)
{
    Writer out(device);
    const TimeRange range = rangeOf(model, options);
    out.raw("pid,tid,process,thread,name,long_name,start_us,duration_us,self_us,depth\n");
    const auto field = [&](const QString& text) { out.raw(csvField(text).toStdString()).raw(","); };
    for (const int p : chosenProcesses(model, options)) {
        const TraceProcess& process = model.processes()[size_t(p)];
        for (const int t : process.tracks) {
            const TraceTrack& track = model.track(t);
            for (const int e : model.eventsInTimeOrder(t, range)) {
                const EventName& name = process.names[track.names[size_t(e)]];
                out.integer(process.pid).raw(",").unsignedInteger(track.tid).raw(",");
                field(process.name);
                field(track.name);
                field(name.name);
                field(name.longName);
                out.number(double(track.startsPs[size_t(e)] - model.extent().startPs) / 1e6).raw(",");
                out.number(double(track.durationsPs[size_t(e)]) / 1e6).raw(",");
                out.number(double(model.selfTimePs({ t, e })) / 1e6).raw(",");
                out.integer(track.depthOf(e)).raw("\n");
            }
        }
    }
    return out.flush();
}

} // namespace memscope::trace
