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
            m_buffer.push_back('"');
            for (const char c : text) {
                const auto byte = static_cast<unsigned char>(c);
                if (c == '"' || c == '\\') {
                    m_buffer.push_back('\\');
                    m_buffer.push_back(c);
                } else if (byte < 0x20) {
                    char escaped[8];
                    std::snprintf(escaped, sizeof escaped, "\\u%04x", byte);
                    m_buffer.append(escaped);
                } else {
                    m_buffer.push_back(c);
                }
            }
            m_buffer.push_back('"');
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

    // XStat ToString of the non-streaming converter (spec 0).
    std::string statText(const WireStat& stat, const QHash<qint64, QByteArrayView>& statNames)
    {
        switch (stat.kind) {
        case WireStat::Kind::Int64:
            return std::to_string(qint64(stat.integer));
        case WireStat::Kind::Uint64:
            return std::to_string(stat.integer);
        case WireStat::Kind::Double: {
            char digits[32];
            std::snprintf(digits, sizeof digits, "%.6g", stat.doubleValue); // absl::StrCat's six digits
            return digits;
        }
        case WireStat::Kind::String:
            return std::string(stat.bytes.data(), size_t(stat.bytes.size()));
        case WireStat::Kind::Ref: {
            const QByteArrayView name = statNames.value(qint64(stat.integer));
            return std::string(name.data(), size_t(name.size()));
        }
        case WireStat::Kind::Bytes:
            return "<opaque bytes>";
        case WireStat::Kind::None:
            break;
        }
        return {};
    }

    using Args = std::vector<std::pair<std::string, std::string>>;

    // One plane's metadata for writing its events' args.
    class PlaneArgs
    {
    public:
        PlaneArgs(const TraceModel& model, int process)
            : m_index(model, process)
        {
        }

        // Metadata stats first, then the event's own; a later stat of the same name wins.
        void eventArgs(qint64 fileOffset, const EventName& name, Args& args)
        {
            args.clear();
            const QByteArrayView event = m_index.eventBytes(fileOffset);
            if (event.isNull())
                return;
            qint64 metadataId = 0;
            WireWalker walker(event.data(), event.size());
            WireField field;
            while (walker.next(field) == WireWalker::Status::Field) {
                if (field.number == 1 && field.type == WireType::Varint)
                    metadataId = qint64(field.varint);
            }
            const Args& fromMetadata = metadataArgs(metadataId);
            args.insert(args.end(), fromMetadata.begin(), fromMetadata.end());
            if (!name.longName.isEmpty())
                args.push_back({ "long_name", name.longName.toStdString() });
            WireWalker stats(event.data(), event.size());
            while (stats.next(field) == WireWalker::Status::Field) {
                if (field.number == 4 && field.type == WireType::LengthDelimited)
                    appendStat(event.data() + field.valueOffset, field.length, args);
            }
            std::stable_sort(args.begin(), args.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
            // std::map semantics with the last assignment winning.
            Args unique;
            for (size_t i = 0; i < args.size(); ++i) {
                if (i + 1 < args.size() && args[i + 1].first == args[i].first)
                    continue;
                unique.push_back(std::move(args[i]));
            }
            args = std::move(unique);
        }

    private:
        void appendStat(const char* data, qint64 size, Args& args) const
        {
            const WireStat stat = readStat(data, size);
            const QByteArrayView key = m_index.statNames().value(stat.metadataId);
            if (stat.kind == WireStat::Kind::None || isInternalStat(key))
                return;
            args.push_back({ std::string(key.data(), size_t(key.size())), statText(stat, m_index.statNames()) });
        }

        const Args& metadataArgs(qint64 metadataId)
        {
            auto found = m_metadataArgs.find(metadataId);
            if (found != m_metadataArgs.end())
                return found->second;
            Args args;
            const QByteArrayView metadata = m_index.eventMetadata(metadataId);
            WireWalker walker(metadata.data(), metadata.size());
            WireField field;
            while (walker.next(field) == WireWalker::Status::Field) {
                if (field.number == 5 && field.type == WireType::LengthDelimited)
                    appendStat(metadata.data() + field.valueOffset, field.length, args);
            }
            return m_metadataArgs.emplace(metadataId, std::move(args)).first->second;
        }

        PlaneIndex m_index;
        std::unordered_map<qint64, Args> m_metadataArgs;
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
    Args args;
    for (const int p : processes) {
        const TraceProcess& process = model.processes()[size_t(p)];
        PlaneArgs planeArgs(model, p);
        for (const int t : process.tracks) {
            const TraceTrack& track = model.track(t);
            for (const int e : model.eventsInTimeOrder(t, range)) {
                const EventName& name = process.names[track.names[size_t(e)]];
                out.raw(R"({"ph":"X","pid":)").integer(process.pid).raw(R"(,"tid":)").unsignedInteger(track.tid);
                out.raw(R"(,"ts":)").number(absoluteMicros(model, track.startsPs[size_t(e)]));
                // XProf writes at least one picosecond, so zero-length events stay visible.
                out.raw(R"(,"dur":)").number(double(std::max<qint64>(track.durationsPs[size_t(e)], 1)) / 1e6);
                out.raw(R"(,"name":)").string(name.name);
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
                planeArgs.eventArgs(track.fileOffsets[size_t(e)], name, args);
                if (!args.empty()) {
                    out.raw(R"(,"args":{)");
                    for (size_t i = 0; i < args.size(); ++i) {
                        out.raw(i == 0 ? "" : ",").string(args[i].first).raw(":").string(args[i].second);
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
