// SPDX-License-Identifier: Apache-2.0
#include "core/trace/traceexport.h"

#include "core/trace/eventdetails.h"
#include "core/trace/tracebytes.h"
#include "core/util/csv.h"
#include "core/util/printg17.h"
#include "core/xplane/planevisitor.h"
#include "core/xplane/wirefields.h"
#include "xplane.pb.h"

#include <QBuffer>
#include <QFileDevice>
#include <QHash>
#include <QIODevice>
#include <algorithm>
#include <array>
#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <sys/uio.h>
#include <unordered_map>

namespace memscope::trace {
namespace {

    using format::WireField;
    using format::WireType;
    using format::WireWalker;
    using namespace xplane;

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

    // Buffered output: millions of events are written without a Qt string per
    // field, into one buffer that is handed to the device a megabyte at a time.
    // Long texts that outlive the next flush (an event metadata's args, the
    // bulk of a trace's bytes) are not copied into it when the device is a
    // file: the buffer's runs and those texts go out together with writev, so
    // the only copy of them is the kernel's.
    class Writer
    {
    public:
        explicit Writer(QIODevice& device)
            : m_device(device)
            , m_buffer(new char[kFlushSize + kSlack])
        {
            auto* file = qobject_cast<QFileDevice*>(&device);
            if (file && file->handle() >= 0 && file->flush())
                m_fd = file->handle();
        }
        ~Writer() { flush(); }

        Writer& raw(std::string_view text)
        {
            if (m_size + text.size() > kFlushSize + kSlack) {
                flush();
                if (text.size() > kFlushSize) {
                    write(text.data(), text.size());
                    return *this;
                }
            }
            std::memcpy(m_buffer.get() + m_size, text.data(), text.size());
            m_size += text.size();
            if (m_size >= kFlushSize)
                flush();
            return *this;
        }
        // A literal: its length is known when compiled, so the copy is a few moves, not a call.
        template <size_t N> Writer& raw(const char (&text)[N])
        {
            static_assert(N <= kSlack);
            std::memcpy(m_buffer.get() + m_size, text, N - 1); // m_size < kFlushSize between calls
            m_size += N - 1;
            if (m_size >= kFlushSize)
                flush();
            return *this;
        }
        // `text` stays valid until the next flush(): it may be written from where it is.
        Writer& lasting(std::string_view text)
        {
            if (m_fd < 0 || text.size() < kMinLasting)
                return raw(text);
            endRun();
            m_pieces.push_back({ const_cast<char*>(text.data()), text.size() });
            if (m_pieces.size() + 2 > kMaxPieces)
                flush();
            return *this;
        }
        Writer& string(std::string_view text)
        {
            const auto plain = std::find_if(text.begin(), text.end(), [](char c) {
                const auto byte = static_cast<unsigned char>(c);
                return byte < 0x20 || byte == '"' || byte == '\\';
            });
            if (plain == text.end()) { // the common case: nothing to escape
                raw("\"");
                raw(text);
                return raw("\"");
            }
            m_escaped.clear();
            appendJsonString(m_escaped, text);
            return raw(m_escaped);
        }
        Writer& string(const QString& text)
        {
            const QByteArray utf8 = text.toUtf8();
            return string(std::string_view(utf8.constData(), size_t(utf8.size())));
        }
        template <typename Integer> Writer& integer(Integer value)
        {
            char digits[24];
            const auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
            return raw(std::string_view(digits, size_t(end - digits)));
        }
        Writer& unsignedInteger(quint64 value) { return integer(value); }
        // XProf's MaxPrecision: %.17g.
        Writer& number(double value)
        {
            char digits[32];
            return raw(std::string_view(digits, size_t(printG17(digits, value) - digits)));
        }
        // A CSV field's number, as every CSV writes it (csvNumber).
        Writer& csvDecimal(double value)
        {
            char digits[kCsvNumberMaxLength];
            return raw(std::string_view(digits, size_t(csvNumber(digits, value) - digits)));
        }
        bool flush()
        {
            if (m_pieces.empty()) {
                write(m_buffer.get(), m_size);
            } else {
                endRun();
                writePieces();
            }
            m_size = 0;
            m_runStart = 0;
            return !m_failed;
        }
        bool failed() const { return m_failed; }

    private:
        // The buffer's bytes since the last lasting text become a piece.
        void endRun()
        {
            if (m_size > m_runStart)
                m_pieces.push_back({ m_buffer.get() + m_runStart, m_size - m_runStart });
            m_runStart = m_size;
        }
        void writePieces()
        {
            size_t done = 0; // whole pieces written
            while (done < m_pieces.size() && !m_failed) {
                const int count = int(std::min<size_t>(m_pieces.size() - done, kMaxPieces));
                const ssize_t written = ::writev(m_fd, m_pieces.data() + done, count);
                if (written <= 0) {
                    m_failed = !(written < 0 && errno == EINTR);
                    continue;
                }
                // Past the pieces written whole; a piece written in part goes on from where it stopped.
                for (size_t left = size_t(written); left > 0;) {
                    iovec& piece = m_pieces[done];
                    const size_t step = std::min(left, piece.iov_len);
                    piece.iov_base = static_cast<char*>(piece.iov_base) + step;
                    piece.iov_len -= step;
                    left -= step;
                    if (piece.iov_len == 0)
                        ++done;
                }
                while (done < m_pieces.size() && m_pieces[done].iov_len == 0)
                    ++done;
            }
            m_pieces.clear();
        }
        void write(const char* data, size_t size)
        {
            if (size == 0)
                return;
            if (m_fd >= 0) {
                m_pieces.push_back({ const_cast<char*>(data), size });
                writePieces();
            } else if (m_device.write(data, qint64(size)) != qint64(size)) {
                m_failed = true;
            }
        }

        static constexpr size_t kFlushSize = 1 << 20;
        static constexpr size_t kSlack = 1 << 16; // what a small write may overshoot the flush size by
        static constexpr size_t kMinLasting = 64; // shorter texts are cheaper to copy than to point at
        static constexpr size_t kMaxPieces = 1024; // IOV_MAX on Linux
        QIODevice& m_device;
        int m_fd = -1; // the file's descriptor when writes go to it directly
        std::unique_ptr<char[]> m_buffer;
        size_t m_size = 0;
        size_t m_runStart = 0; // where the buffer's bytes not yet in m_pieces begin
        std::vector<iovec> m_pieces;
        std::string m_escaped;
        bool m_failed = false;
    };

    // Microseconds of absolute time, as XProf computes them: picoseconds / 1e6.
    double absoluteMicros(const TraceModel& model, qint64 startPs)
    {
        // long double holds every int64 exactly, so epoch origins do not overflow.
        const long double ps = static_cast<long double>(model.originNs()) * 1000 + startPs;
        return double(ps) / 1e6;
    }

    // A stat value as the non-streaming converter's XStat ToString makes it
    // (spec 0), as a JSON string.
    void writeStatValue(Writer& out, const WireStat& stat, const QHash<qint64, QByteArrayView>& statNames)
    {
        switch (stat.kind) {
        case WireStat::Kind::Int64:
            out.raw("\"").integer(qint64(stat.integer)).raw("\"");
            return;
        case WireStat::Kind::Uint64:
            out.raw("\"").integer(stat.integer).raw("\"");
            return;
        case WireStat::Kind::Double: { // absl::StrCat's six significant digits
            char digits[32];
            const int length = std::max(0, std::snprintf(digits, sizeof digits, "%.6g", stat.doubleValue));
            out.raw("\"").raw(std::string_view(digits, size_t(length))).raw("\"");
            return;
        }
        case WireStat::Kind::String:
            out.string(std::string_view(stat.bytes.data(), size_t(stat.bytes.size())));
            return;
        case WireStat::Kind::Ref: {
            const QByteArrayView name = statNames.value(qint64(stat.integer));
            out.string(std::string_view(name.data(), size_t(name.size())));
            return;
        }
        case WireStat::Kind::Bytes:
            out.raw("\"<opaque bytes>\"");
            return;
        case WireStat::Kind::None:
            break;
        }
    }

    // Values by a metadata id of the file, looked up for every event: a vector
    // for the small dense ids writers give, a hash table for any others.
    template <typename Value> class IdSlots
    {
    public:
        Value& slot(qint64 id)
        {
            if (id < 0 || id >= kDenseIds)
                return m_sparse[id];
            if (size_t(id) >= m_dense.size())
                m_dense.resize(size_t(id) + 1);
            return m_dense[size_t(id)];
        }

    private:
        static constexpr qint64 kDenseIds = 1 << 20;
        std::vector<Value> m_dense;
        std::unordered_map<qint64, Value> m_sparse;
    };

    // One plane's metadata for writing its events' names and args fast: each
    // name, stat key and event metadata's args are made into JSON once; per
    // event only its own stats are read from the file and merged in by key.
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

        // `,"args":{...}` of the event, nothing when it has none. Metadata stats
        // first, then the event's own; a later stat of the same name wins (XProf
        // fills a map), and the args come sorted by key. A group or step name the
        // grouping found here is a group_id or step_name arg, as XProf's converter
        // writes the stats its grouping added.
        void writeArgs(Writer& out, const TraceTrack& track, int event)
        {
            m_own.clear();
            const quint32 nameId = track.names[size_t(event)];
            MetadataArgs* metadata = &m_noMetadata;
            const QByteArrayView bytes = m_index.eventBytes(track.fileOffsets[size_t(event)]);
            if (!bytes.isNull()) {
                qint64 metadataId = 0;
                WireWalker walker(bytes.data(), bytes.size());
                WireField field;
                while (walker.next(field) == WireWalker::Status::Field) {
                    if (field.number == XEvent::kMetadataIdFieldNumber && field.type == WireType::Varint) {
                        metadataId = qint64(field.varint);
                    } else if (field.number == XEvent::kStatsFieldNumber && field.type == WireType::LengthDelimited) {
                        const WireStat stat = readStat(bytes.data() + field.valueOffset, field.length);
                        const StatKey& key = statKey(stat.metadataId);
                        if (stat.kind != WireStat::Kind::None && !key.internal)
                            m_own.push_back({ key.key, OwnArg::Source::Stat, &key, stat });
                    }
                }
                metadata = &metadataArgs(metadataId);
            }
            if (!track.derivedStats.empty()) {
                // The stats XProf gives a derived event (Launch Stats), written as its converter writes stats.
                for (const DerivedStat& stat : track.derivedStats[size_t(event)]) {
                    WireStat value;
                    value.kind = stat.isInteger ? WireStat::Kind::Int64 : WireStat::Kind::Double;
                    value.integer = quint64(stat.integer);
                    value.doubleValue = stat.real;
                    m_own.push_back({ derivedKey(stat.name), OwnArg::Source::Derived, nullptr, value });
                }
            }
            // Derived XLA Ops events have one too; a step name's replaced name is no XProf arg.
            if (!m_names[nameId].longName.isEmpty() && !m_names[nameId].isStepName)
                m_own.push_back({ "long_name", OwnArg::Source::LongName, nullptr, {} });
            const qint32 group = track.groupOf(event);
            if (group != kNoGroup)
                m_own.push_back({ "group_id", OwnArg::Source::Group, nullptr, {} });
            if (m_names[nameId].isStepName)
                m_own.push_back({ "step_name", OwnArg::Source::StepName, nullptr, {} });
            if (m_own.empty() && metadata->args.empty())
                return;
            // The events of one metadata mostly have the same stats in the same order: the plan made
            // for the previous one is reused while the keys are the same. The keys and the plan are
            // kept in the metadata's own memory, a few bytes, so that checking them costs no cache
            // misses of their own.
            Plan& planned = metadata->planned;
            bool same = planned.keyCount != kNoPlan && m_own.size() == planned.keyCount;
            for (size_t i = 0; same && i < m_own.size(); ++i)
                same = planned.keys[i] == keyOf(m_own[i]);
            std::span<const Step> steps(planned.steps.data(), planned.stepCount);
            if (!same) {
                m_steps = plan(metadata->args);
                steps = m_steps;
                planned.keyCount = kNoPlan;
                if (m_own.size() <= kPlannedKeys && m_steps.size() <= planned.steps.size()) {
                    planned.keyCount = m_own.size();
                    for (size_t i = 0; i < m_own.size(); ++i)
                        planned.keys[i] = keyOf(m_own[i]);
                    std::copy(m_steps.begin(), m_steps.end(), planned.steps.begin());
                    planned.stepCount = m_steps.size();
                }
            }
            out.raw(",\"args\":{");
            bool first = true;
            for (const Step& step : steps) {
                if (!first)
                    out.raw(",");
                first = false;
                if (step.isRun) { // the metadata's args [from, to), consecutive and comma-separated in its text
                    const char* begin = metadata->args[step.from].json.data();
                    const std::string_view& last = metadata->args[step.to - 1].json;
                    out.lasting(std::string_view(begin, size_t(last.data() + last.size() - begin)));
                } else {
                    writeOwn(out, m_own[step.from], nameId, group);
                }
            }
            out.raw("}");
        }

    private:
        struct StatKey
        {
            std::string_view key; // into the file
            std::string json; // "key":
            bool internal = false;
        };

        // An arg of the event itself, or one the builder adds.
        struct OwnArg
        {
            enum class Source
            {
                Group, // the grouping's: only when the file has none
                StepName,
                LongName, // after the metadata's stats, before the event's
                Stat,
                Derived, // a derived event's stat (DerivedStat)
            };
            std::string_view key;
            Source source = Source::Stat;
            const StatKey* statKey = nullptr;
            WireStat stat;
            int rank() const { return int(source); }
        };

        // One arg of an event metadata, ready to write.
        struct RenderedArg
        {
            std::string_view key;
            std::string_view json; // "key":"value"
        };

        // One arg of the output: a run of the metadata's args, or one of the event's own (m_own[from]).
        struct Step
        {
            bool isRun = false;
            quint32 from = 0;
            quint32 to = 0;
        };

        static constexpr size_t kPlannedKeys = 8;
        static constexpr size_t kNoPlan = kPlannedKeys + 1;
        // The args of the last event written of a metadata: its own args' keys, and the steps.
        struct Plan
        {
            size_t keyCount = kNoPlan;
            std::array<quintptr, kPlannedKeys> keys {};
            size_t stepCount = 0;
            std::array<Step, 2 * kPlannedKeys + 1> steps {}; // a run before each own arg, and one after
        };

        // Never moved once made, so the views into its text stay valid.
        struct MetadataArgs
        {
            std::string text; // every arg, comma-separated
            std::vector<RenderedArg> args; // by key, one per key, views into text
            Plan planned;
        };

        // An own arg's key for a plan: its StatKey (one per name), or what the builder adds.
        // A derived stat's key views its name in m_derivedKeys, one string per name.
        static quintptr keyOf(const OwnArg& own)
        {
            if (own.source == OwnArg::Source::Derived)
                return reinterpret_cast<quintptr>(own.key.data());
            return own.statKey ? reinterpret_cast<quintptr>(own.statKey) : quintptr(own.source);
        }

        // The event's own args (m_own) merged into the metadata's by key, metadata stats first; a later
        // stat of the same name wins (XProf fills a map).
        std::vector<Step> plan(const std::vector<RenderedArg>& fromMetadata) const
        {
            // By key; among equal keys the one that wins last (a stable sort keeps the file's order).
            std::vector<quint32> order(m_own.size());
            for (size_t i = 0; i < order.size(); ++i)
                order[i] = quint32(i);
            const auto before = [&](quint32 a, quint32 b) {
                const OwnArg& left = m_own[a];
                const OwnArg& right = m_own[b];
                return left.key != right.key ? left.key < right.key : left.rank() < right.rank();
            };
            std::stable_sort(order.begin(), order.end(), before);
            std::vector<Step> steps;
            const auto run = [&](size_t from, size_t to) {
                if (from < to)
                    steps.push_back({ true, quint32(from), quint32(to) });
            };
            size_t m = 0;
            for (size_t i = 0; i < order.size(); ++i) {
                const OwnArg& own = m_own[order[i]];
                if (i + 1 < order.size() && m_own[order[i + 1]].key == own.key)
                    continue; // a later one of the same name wins
                const size_t runStart = m;
                while (m < fromMetadata.size() && fromMetadata[m].key < own.key)
                    ++m;
                run(runStart, m);
                if (m < fromMetadata.size() && fromMetadata[m].key == own.key) {
                    // The grouping's group and step names only fill in what the file lacks.
                    if (own.source == OwnArg::Source::Group || own.source == OwnArg::Source::StepName)
                        continue;
                    ++m;
                }
                steps.push_back({ false, order[i], 0 });
            }
            run(m, fromMetadata.size());
            return steps;
        }

        // A derived stat's name as UTF-8, kept (a map's nodes never move) so arg keys can view it.
        std::string_view derivedKey(const QString& name)
        {
            auto found = m_derivedKeys.find(name);
            if (found == m_derivedKeys.end())
                found = m_derivedKeys.emplace(name, name.toStdString()).first;
            return found->second;
        }

        const StatKey& statKey(qint64 id)
        {
            std::unique_ptr<StatKey>& cached = m_statKeys.slot(id);
            if (!cached) {
                cached = std::make_unique<StatKey>();
                const QByteArrayView name = m_index.statNames().value(id);
                cached->key = std::string_view(name.data(), size_t(name.size()));
                appendJsonString(cached->json, cached->key);
                cached->json.push_back(':');
                cached->internal = isInternalStat(name);
            }
            return *cached;
        }

        void writeOwn(Writer& out, const OwnArg& own, quint32 nameId, qint32 group)
        {
            switch (own.source) {
            case OwnArg::Source::Stat:
                out.raw(own.statKey->json);
                writeStatValue(out, own.stat, m_index.statNames());
                return;
            case OwnArg::Source::Derived:
                out.string(own.key).raw(":");
                writeStatValue(out, own.stat, m_index.statNames());
                return;
            case OwnArg::Source::LongName:
                out.raw("\"long_name\":").raw(name(nameId, true));
                return;
            case OwnArg::Source::Group:
                out.raw("\"group_id\":\"").integer(group).raw("\"");
                return;
            case OwnArg::Source::StepName:
                out.raw("\"step_name\":").raw(name(nameId, false));
                return;
            }
        }

        MetadataArgs& metadataArgs(qint64 metadataId)
        {
            std::unique_ptr<MetadataArgs>& cached = m_metadataArgs.slot(metadataId);
            if (cached)
                return *cached;
            cached = std::make_unique<MetadataArgs>();
            const QByteArrayView metadata = m_index.eventMetadata(metadataId);
            std::vector<std::pair<const StatKey*, WireStat>> stats;
            WireWalker walker(metadata.data(), metadata.size());
            WireField field;
            while (walker.next(field) == WireWalker::Status::Field) {
                if (field.number != XEventMetadata::kStatsFieldNumber || field.type != WireType::LengthDelimited)
                    continue;
                const WireStat stat = readStat(metadata.data() + field.valueOffset, field.length);
                const StatKey& key = statKey(stat.metadataId);
                if (stat.kind != WireStat::Kind::None && !key.internal)
                    stats.push_back({ &key, stat });
            }
            std::stable_sort(
                stats.begin(), stats.end(), [](const auto& a, const auto& b) { return a.first->key < b.first->key; });
            std::vector<std::pair<std::string_view, size_t>> ends; // key, end of its arg in the text
            for (size_t i = 0; i < stats.size(); ++i) {
                if (i + 1 < stats.size() && stats[i + 1].first->key == stats[i].first->key)
                    continue; // a later stat of the same name wins
                // Rendered through a Writer into memory, so that the value is what writeStatValue writes.
                QByteArray rendered;
                QBuffer buffer(&rendered);
                buffer.open(QIODevice::WriteOnly);
                {
                    Writer text(buffer);
                    text.raw(ends.empty() ? "" : ",").raw(stats[i].first->json);
                    writeStatValue(text, stats[i].second, m_index.statNames());
                }
                cached->text.append(rendered.constData(), size_t(rendered.size()));
                ends.push_back({ stats[i].first->key, cached->text.size() });
            }
            for (size_t i = 0; i < ends.size(); ++i) {
                const size_t begin = i == 0 ? 0 : ends[i - 1].second + 1; // after the comma
                cached->args.push_back(
                    { ends[i].first, std::string_view(cached->text).substr(begin, ends[i].second - begin) });
            }
            return *cached;
        }

        PlaneIndex m_index;
        const std::vector<EventName>& m_names;
        std::vector<std::string> m_utf8; // sized once: views into it stay valid
        std::vector<bool> m_converted;
        IdSlots<std::unique_ptr<StatKey>> m_statKeys;
        IdSlots<std::unique_ptr<MetadataArgs>> m_metadataArgs;
        MetadataArgs m_noMetadata; // of events made by the builder
        std::map<QString, std::string> m_derivedKeys;
        std::vector<OwnArg> m_own;
        std::vector<Step> m_steps; // the plan just made
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

    bool isCancelled(const ExportOptions& options)
    {
        return options.cancel && options.cancel->load(std::memory_order_relaxed);
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
        if (isCancelled(options))
            return false;
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
        if (isCancelled(options))
            return false;
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
                planeArgs.writeArgs(out, track, e);
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
        out.flush(); // before the plane's args, which it may point into, are gone
        // The events' stats were read from the plane's bytes: they need no memory once written.
        if (const std::shared_ptr<const TraceBytes>& bytes = model.hosts()[size_t(process.host)].bytes)
            bytes->release(process.planeOffset, process.planeSize);
    }
    out.raw("{}]}\n"); // XProf ends the list with an empty object too (spec A.4.6)
    return out.flush();
}

bool writeTrace(
    const TraceModel& model, const ExportOptions& options, TraceFormat format, QIODevice& device, QString& changed)
{
    bool written = false;
    switch (format) {
    case TraceFormat::ChromeJson:
        written = writeChromeJson(model, options, device);
        break;
    case TraceFormat::Csv:
        written = writeCsv(model, options, device);
        break;
    }
    changed = model.changedWhileRead();
    return written && changed.isEmpty();
}

bool writeCsv(const TraceModel& model, const ExportOptions& options, QIODevice& device)
{
    Writer out(device);
    const TimeRange range = rangeOf(model, options);
    out.raw("pid,tid,process,thread,name,long_name,start_us,duration_us,self_us,depth").raw(kCsvLineEnd);
    const auto field = [&](const QString& text) { out.raw(csvField(text).toStdString()).raw(","); };
    for (const int p : chosenProcesses(model, options)) {
        if (isCancelled(options))
            return false;
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
                out.csvDecimal(double(track.startsPs[size_t(e)] - model.extent().startPs) / 1e6).raw(",");
                out.csvDecimal(double(track.durationsPs[size_t(e)]) / 1e6).raw(",");
                out.csvDecimal(double(model.selfTimePs({ t, e })) / 1e6).raw(",");
                out.integer(track.depthOf(e)).raw(kCsvLineEnd);
            }
        }
    }
    return out.flush();
}

} // namespace memscope::trace
