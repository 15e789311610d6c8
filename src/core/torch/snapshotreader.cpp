// SPDX-License-Identifier: Apache-2.0
#include "core/torch/snapshotreader.h"

#include "core/format/slicestream.h"
#include "core/util/hugepages.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHash>
#include <QtEndian>
#include <algorithm>
#include <bit>
#include <cstring>
#include <limits>
#include <optional>
#include <unordered_map>

namespace memscope::torch {
namespace {

    struct SnapshotText
    {
        Q_DECLARE_TR_FUNCTIONS(memscope::torch)
    };

    // The strings the reader looks for, interned first so that their ids are these values.
    enum Known : StringId
    {
        kEmpty,
        kAction,
        kAddr,
        kSize,
        kStream,
        kTimeUs,
        kFrames,
        kCompileContext,
        kUserMetadata,
        kDeviceFree,
        kName,
        kFilename,
        kLine,
        kAddress,
        kRequestedSize,
        kState,
        kBlocks,
        kTotalSize,
        kAllocatedSize,
        kActiveSize,
        kDevice,
        kSegmentType,
        kIsExpandable,
        kHistory,
        kSegments,
        kDeviceTraces,
        kAllocatorSettings,
        kExternalAnnotations,
        kStage,
        kLarge,
        kActiveAllocated,
        kActivePendingFree,
        kActiveAwaitingFree,
        kInactive,
        kFirstAction, // the actions follow in the order of enum Action
        kKnownCount = kFirstAction + int(Action::Other),
    };
    const char* const kKnownStrings[] = { "", "action", "addr", "size", "stream", "time_us", "frames",
        "compile_context", "user_metadata", "device_free", "name", "filename", "line", "address", "requested_size",
        "state", "blocks", "total_size", "allocated_size", "active_size", "device", "segment_type", "is_expandable",
        "history", "segments", "device_traces", "allocator_settings", "external_annotations", "stage", "large",
        "active_allocated", "active_pending_free", "active_awaiting_free", "inactive", "alloc", "free_requested",
        "free_completed", "segment_alloc", "segment_free", "segment_map", "segment_unmap", "snapshot", "oom" };
    static_assert(std::size(kKnownStrings) == kKnownCount);

    // A value on the pickle machine's stack, in its memo or in a container: a tag and 60 bits.
    enum class Tag : quint8
    {
        None,
        Bool,
        Int, // a signed integer that fits in 60 bits
        BigInt, // m_bigInts
        Float, // m_floats
        Str, // a StringId
        Bytes, // a StringId too
        Open, // a container being built: m_open
        Closed, // a finished container that is no row: m_closed
        MemoRef, // a container being built, fetched from the memo: resolved when it is used
        Frame, // rows, by index
        Stack,
        Event,
        Block,
        Segment,
    };

    constexpr int kPayloadBits = 60;
    constexpr quint64 kPayloadMask = (quint64(1) << kPayloadBits) - 1;
    constexpr qint64 kSmallIntMax = (qint64(1) << (kPayloadBits - 1)) - 1;
    constexpr qint64 kSmallIntMin = -(qint64(1) << (kPayloadBits - 1));

    struct Value
    {
        quint64 bits = 0;

        static Value of(Tag tag, quint64 payload)
        {
            return { (quint64(tag) << kPayloadBits) | (payload & kPayloadMask) };
        }
        Tag tag() const { return Tag(bits >> kPayloadBits); }
        quint64 payload() const { return bits & kPayloadMask; }
        qint64 smallInt() const { return qint64(bits << (64 - kPayloadBits)) >> (64 - kPayloadBits); }
    };

    enum class ContainerKind : quint8
    {
        List,
        Dict,
        Tuple,
        Set,
    };

    constexpr StackId kNoStack = ~StackId(0);

    struct StackSlot
    {
        quint64 hash = 0;
        quint64 check = 0;
        StackId id = kNoStack;
    };

    // SplitMix64's finalizer: every bit of the input moves every bit of the output.
    constexpr quint64 mixed(quint64 x)
    {
        x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
        x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
        return x ^ (x >> 31);
    }

    struct Container
    {
        ContainerKind kind = ContainerKind::List;
        std::vector<Value> items; // a dict's keys and values alternate
        // A list of consecutive trace events (a device's trace) is kept as a range, not as values.
        quint32 firstEvent = 0;
        quint32 eventCount = 0;
        qint64 memoIndex = -1;
        // Settled early because another container took it from the memo; `settled` is what it
        // became, handed out again when the container's own turn comes.
        bool taken = false;
        Value settled {};
        // A list of frames is interned as a stack when its items arrive, and holds no items then.
        StackId stack = kNoStack;
    };

    // A dict's values under the keys this reader knows, found in one pass over its items (the
    // first of a key that repeats, as before).
    class Fields
    {
    public:
        explicit Fields(const Container& dict)
            : m_pairs(dict.items.size() / 2)
        {
            static_assert(kKnownCount <= 64);
            for (size_t i = 0; i + 1 < dict.items.size(); i += 2) {
                const Value key = dict.items[i];
                if (key.tag() != Tag::Str || key.payload() >= kKnownCount)
                    continue;
                const quint64 bit = quint64(1) << key.payload();
                if (!(m_present & bit)) {
                    m_present |= bit;
                    m_values[key.payload()] = dict.items[i + 1].bits;
                }
            }
        }
        std::optional<Value> operator[](StringId key) const
        {
            if (!(m_present & (quint64(1) << key)))
                return std::nullopt;
            return Value { m_values[key] };
        }
        bool has(StringId key) const { return m_present & (quint64(1) << key); }
        size_t pairs() const { return m_pairs; }

    private:
        size_t m_pairs;
        quint64 m_present = 0;
        quint64 m_values[kKnownCount]; // Value::bits; only those in m_present are read (and set)
    };

    const char* opcodeName(quint8 op)
    {
        switch (op) {
        case 'c':
            return "GLOBAL";
        case 0x93:
            return "STACK_GLOBAL";
        case 'R':
            return "REDUCE";
        case 'b':
            return "BUILD";
        case 'i':
            return "INST";
        case 'o':
            return "OBJ";
        case 0x81:
            return "NEWOBJ";
        case 0x92:
            return "NEWOBJ_EX";
        case 0x82:
            return "EXT1";
        case 0x83:
            return "EXT2";
        case 0x84:
            return "EXT4";
        case 'P':
            return "PERSID";
        case 'Q':
            return "BINPERSID";
        case 0x97:
            return "NEXT_BUFFER";
        case 0x98:
            return "READONLY_BUFFER";
        case 'S':
            return "STRING";
        case 'V':
            return "UNICODE";
        default:
            return nullptr;
        }
    }

    class Machine
    {
    public:
        Machine(const char* data, qint64 size, const SnapshotReadControl& control)
            : m_begin(data)
            , m_position(data)
            , m_end(data + size)
            , m_control(control)
            , m_pages(data, control.releasePages)
            , m_snapshot(std::make_shared<Snapshot>())
        {
            for (const char* text : kKnownStrings)
                intern(QByteArrayView(text));
            m_snapshot->stackOffsets = { 0, 0 };
            // Enough for most files at once (a trace event takes 60 bytes and more, and two memo
            // slots): growing by copies would touch every page twice. Untouched capacity costs nothing.
            reserveOnHugePages(m_snapshot->events, size_t(size / 64));
            reserveOnHugePages(m_memo, size_t(size / 32));
            m_snapshot->contexts.push_back({ 0, 0 });
            m_clock.start();
        }

        SnapshotRead run()
        {
            SnapshotRead read;
            std::optional<Value> root = execute();
            if (m_cancelled) {
                read.cancelled = true;
                return read;
            }
            if (root && finish(*root))
                read.snapshot = std::move(m_snapshot);
            read.error = m_error;
            return read;
        }

    private:
        // ---- the input ----

        qint64 offset() const { return m_opcodeAt - m_begin; }

        bool fail(const QString& what)
        {
            if (m_error.isEmpty())
                m_error = SnapshotText::tr("byte %L1: %2").arg(offset()).arg(what);
            return false;
        }

        bool need(qint64 bytes, const char* opcode)
        {
            if (Q_LIKELY(bytes >= 0 && m_end - m_position >= bytes))
                return true;
            return fileEndsInside(bytes, opcode);
        }

        Q_DECL_COLD_FUNCTION bool fileEndsInside(qint64 bytes, const char* opcode)
        {
            return fail(SnapshotText::tr("the file ends at byte %L1, inside %2, which needs %L3 more bytes")
                            .arg(qint64(m_end - m_begin))
                            .arg(QLatin1String(opcode))
                            .arg(bytes - qint64(m_end - m_position)));
        }

        template <typename T> T little()
        {
            const T value = qFromLittleEndian<T>(m_position);
            m_position += sizeof(T);
            return value;
        }

        std::nullopt_t failed(const QString& what)
        {
            fail(what);
            return std::nullopt;
        }

        // A protocol 0 argument: the bytes up to the next newline.
        std::optional<QByteArrayView> line(const char* opcode)
        {
            const void* newline = std::memchr(m_position, '\n', size_t(m_end - m_position));
            if (!newline) {
                fail(SnapshotText::tr("%1 has no end of line before the end of the file").arg(QLatin1String(opcode)));
                return std::nullopt;
            }
            const QByteArrayView text(m_position, static_cast<const char*>(newline) - m_position);
            m_position = static_cast<const char*>(newline) + 1;
            return text;
        }

        // ---- values ----

        StringId intern(QByteArrayView bytes)
        {
            const QByteArray key = QByteArray::fromRawData(bytes.data(), bytes.size());
            const auto found = m_stringIds.constFind(key);
            if (found != m_stringIds.cend())
                return *found;
            const StringId id = StringId(m_snapshot->strings.size());
            QByteArray copy(bytes.data(), bytes.size());
            m_stringIds.insert(copy, id);
            m_snapshot->strings.push_back(std::move(copy));
            return id;
        }

        Value integer(qint64 value)
        {
            if (value >= kSmallIntMin && value <= kSmallIntMax)
                return Value::of(Tag::Int, quint64(value));
            m_bigInts.push_back(value);
            return Value::of(Tag::BigInt, m_bigInts.size() - 1);
        }

        std::optional<qint64> asInteger(Value value) const
        {
            switch (value.tag()) {
            case Tag::Int:
                return value.smallInt();
            case Tag::BigInt:
                return m_bigInts[value.payload()];
            case Tag::Bool:
                return qint64(value.payload());
            default:
                return std::nullopt;
            }
        }

        // A little-endian two's complement integer of `bytes` bytes (LONG1, LONG4). Addresses above
        // 2^63 arrive as 9 bytes with a zero on top: they are kept as their 64 bits.
        bool pushLong(qint64 bytes)
        {
            if (!need(bytes, "LONG"))
                return false;
            const auto* digits = reinterpret_cast<const quint8*>(m_position);
            m_position += bytes;
            if (bytes == 0)
                return push(integer(0));
            qint64 used = bytes;
            if (used == 9 && digits[8] == 0)
                used = 8;
            if (used > 8)
                return fail(SnapshotText::tr("an integer of %L1 bytes; a memory snapshot's fit in 8").arg(bytes));
            quint64 value = 0;
            for (qint64 i = used - 1; i >= 0; --i)
                value = (value << 8) | digits[i];
            if (used < 8 && (digits[used - 1] & 0x80))
                value |= ~quint64(0) << (8 * used);
            return push(integer(qint64(value)));
        }

        bool pushText(qint64 length, Tag tag, const char* opcode)
        {
            if (!need(length, opcode))
                return false;
            const StringId id = intern(QByteArrayView(m_position, length));
            m_position += length;
            return push(Value::of(tag, id));
        }

        // A string or bytes whose length, a little-endian `Length`, comes first.
        template <typename Length> bool pushSized(Tag tag, const char* opcode)
        {
            if (!need(sizeof(Length), opcode))
                return false;
            return pushText(qint64(little<Length>()), tag, opcode);
        }

        bool push(Value value)
        {
            m_stack.push_back(value);
            return true;
        }

        std::optional<Value> pop(const char* opcode)
        {
            if (m_stack.size() <= (m_marks.empty() ? 0 : m_marks.back())) {
                fail(SnapshotText::tr("%1 finds nothing on the stack to take").arg(QLatin1String(opcode)));
                return std::nullopt;
            }
            const Value value = m_stack.back();
            m_stack.pop_back();
            return value;
        }

        // The values pushed since the last MARK, which is taken away.
        std::optional<size_t> popMark(const char* opcode)
        {
            if (m_marks.empty()) {
                fail(SnapshotText::tr("%1 without a MARK before it").arg(QLatin1String(opcode)));
                return std::nullopt;
            }
            const size_t mark = m_marks.back();
            m_marks.pop_back();
            return mark;
        }

        Value open(ContainerKind kind)
        {
            quint32 slot;
            if (m_freeSlots.empty()) {
                slot = quint32(m_open.size());
                m_open.emplace_back();
            } else {
                slot = m_freeSlots.back();
                m_freeSlots.pop_back();
            }
            Container& container = m_open[slot];
            container.kind = kind;
            return Value::of(Tag::Open, slot);
        }

        // The container a value being added to it refers to: one being built.
        Container* target(Value value, ContainerKind kind, const char* opcode)
        {
            if (value.tag() == Tag::MemoRef)
                value = m_memo[value.payload()];
            if (value.tag() == Tag::Open && m_open[value.payload()].taken) {
                fail(SnapshotText::tr("a container holds itself; a memory snapshot never does"));
                return nullptr;
            }
            if (value.tag() == Tag::Open && m_open[value.payload()].kind == kind)
                return &m_open[value.payload()];
            fail(SnapshotText::tr("%1 adds to something that is not a %2 being built")
                     .arg(QLatin1String(opcode))
                     .arg(QLatin1String(kind == ContainerKind::List ? "list"
                             : kind == ContainerKind::Dict          ? "dict"
                                                                    : "set")));
            return nullptr;
        }

        // A value as it is put into a container or returned: a container being built is finished
        // then (the pickler writes a container whole before the one it belongs to takes it), and
        // becomes a row when its keys say what it is. `value` becomes what it settled to; false on
        // an error. (Settled in place: an optional returned here, once for each item of each
        // container, cost a store-forwarding stall apiece.)
        bool settle(Value& value)
        {
            if (value.tag() == Tag::MemoRef) {
                const Value remembered = m_memo[value.payload()];
                if (remembered.tag() != Tag::Open) {
                    value = remembered;
                    return true;
                }
                // Taken from the memo before its own container took it (a segment and its block
                // share one empty frames list): the pickler wrote it whole, so it is settled now.
                // Adding to it afterwards would make a container hold itself (see target()).
                return settleOpen(quint32(remembered.payload()), true, value);
            }
            if (value.tag() != Tag::Open)
                return true;
            return settleOpen(quint32(value.payload()), false, value);
        }

        // `stillOnStack`: the container's own value is still on the stack and settles later.
        bool settleOpen(quint32 slot, bool stillOnStack, Value& result)
        {
            Container& container = m_open[slot];
            if (container.taken) {
                result = container.settled;
                if (!stillOnStack)
                    release(slot);
                return true;
            }
            std::optional<Value> row;
            if (container.kind == ContainerKind::Dict)
                row = dictRow(container);
            else if (container.kind == ContainerKind::List)
                row = stackRow(container);
            if (!m_error.isEmpty())
                return false;
            const qint64 memoIndex = container.memoIndex;
            const ContainerKind kind = container.kind;
            if (row) {
                result = *row;
            } else if (kind == ContainerKind::List && container.items.empty() && container.eventCount == 0) {
                // An event recorded without frames has a list of its own: one value stands for them all.
                if (!m_emptyList) {
                    m_emptyList = Value::of(Tag::Closed, m_closed.size());
                    m_closed.push_back(Container { ContainerKind::List, {}, 0, 0, -1, false, {}, kNoStack });
                }
                result = *m_emptyList;
            } else {
                result = Value::of(Tag::Closed, m_closed.size());
                m_closed.push_back(std::move(container));
            }
            if (memoIndex >= 0)
                m_memo[size_t(memoIndex)] = result;
            if (stillOnStack)
                m_open[slot] = Container { kind, {}, 0, 0, memoIndex, true, result, kNoStack };
            else
                release(slot);
            return true;
        }

        // The slot keeps its items' capacity for the next container: one allocation per slot, not
        // one per dict and list of the file.
        void release(quint32 slot)
        {
            Container& container = m_open[slot];
            container.items.clear();
            container.firstEvent = 0;
            container.eventCount = 0;
            container.memoIndex = -1;
            container.taken = false;
            container.stack = kNoStack;
            m_freeSlots.push_back(slot);
        }

        bool append(Container& list, Value value)
        {
            if (value.tag() == Tag::Event && list.items.empty()
                && (list.eventCount == 0 || value.payload() == list.firstEvent + list.eventCount)) {
                if (list.eventCount == 0)
                    list.firstEvent = quint32(value.payload());
                ++list.eventCount;
                return true;
            }
            for (quint32 i = 0; i < list.eventCount; ++i)
                list.items.push_back(Value::of(Tag::Event, list.firstEvent + i));
            list.eventCount = 0;
            list.items.push_back(value);
            return true;
        }

        // ---- rows ----

        std::optional<qint64> integerField(const Fields& dict, StringId key, const char* what, qint64 fallback)
        {
            const std::optional<Value> value = dict[key];
            if (!value || value->tag() == Tag::None)
                return fallback;
            if (const std::optional<qint64> number = asInteger(*value))
                return number;
            fail(SnapshotText::tr("a %1's '%2' is not an integer")
                     .arg(QLatin1String(what))
                     .arg(QString::fromUtf8(m_snapshot->strings[key])));
            return std::nullopt;
        }

        static StringId stringField(const Fields& dict, StringId key)
        {
            const std::optional<Value> value = dict[key];
            return value && (value->tag() == Tag::Str || value->tag() == Tag::Bytes) ? StringId(value->payload()) : 0;
        }

        static StackId stackField(const Fields& dict, StringId key)
        {
            const std::optional<Value> value = dict[key];
            return value && value->tag() == Tag::Stack ? StackId(value->payload()) : 0;
        }

        quint32 streamIndex(qint64 stream)
        {
            const auto [found, added] = m_streamIds.try_emplace(stream, quint32(m_snapshot->streams.size()));
            if (added)
                m_snapshot->streams.push_back(stream);
            return found->second;
        }

        std::optional<Value> dictRow(const Container& container)
        {
            const Fields dict(container);
            if (dict.has(kAction))
                return eventRow(dict);
            if (dict.has(kBlocks) && dict.has(kTotalSize))
                return segmentRow(dict);
            if (dict.has(kState) && dict.has(kSize))
                return blockRow(dict);
            if (dict.pairs() <= 4 && dict.has(kName) && dict.has(kFilename))
                return frameRow(dict);
            return std::nullopt;
        }

        std::optional<Value> frameRow(const Fields& dict)
        {
            Frame frame;
            frame.name = stringField(dict, kName);
            frame.fileName = stringField(dict, kFilename);
            const std::optional<qint64> line = integerField(dict, kLine, "frame", 0);
            if (!line)
                return std::nullopt;
            frame.line = *line;
            const QByteArray key(reinterpret_cast<const char*>(&frame), sizeof(frame));
            const auto [found, added] = m_frameIds.try_emplace(key, quint32(m_snapshot->frames.size()));
            if (added)
                m_snapshot->frames.push_back(frame);
            return Value::of(Tag::Frame, found->second);
        }

        // A non-empty list of frames is a stack, kept once however often it repeats: every event
        // has a list of its own, so this runs once an event and allocates nothing.
        std::optional<Value> stackRow(const Container& list)
        {
            if (list.stack != kNoStack)
                return Value::of(Tag::Stack, list.stack);
            const std::optional<StackId> stack = stackOf(list.items);
            return stack ? std::optional<Value>(Value::of(Tag::Stack, *stack)) : std::nullopt;
        }

        // The stack of `items` when they are all frames (and some).
        std::optional<StackId> stackOf(std::span<const Value> items)
        {
            if (items.empty())
                return std::nullopt;
            // Two chains of multiplies, over the even and the odd frames, run side by side: stacks
            // of 40 and more frames are common, and one chain would wait on each multiply.
            // A second, independent hash (each frame mixed with its place, summed) tells two stacks apart
            // without reading the known one's frames: that read was a cache miss an event.
            quint64 even = 0x9E3779B97F4A7C15ull, odd = 0xC2B2AE3D27D4EB4Full, check = 0;
            const size_t count = items.size();
            bool frames = true;
            for (size_t i = 0; i + 1 < count; i += 2) {
                const Value a = items[i], b = items[i + 1];
                frames = frames && a.tag() == Tag::Frame && b.tag() == Tag::Frame;
                even = (even ^ a.payload()) * 0x100000001B3ull;
                odd = (odd ^ b.payload()) * 0x100000001B3ull;
                check += mixed(a.payload() + (quint64(i) << 32)) + mixed(b.payload() + (quint64(i + 1) << 32));
            }
            if (count % 2) {
                frames = frames && items.back().tag() == Tag::Frame;
                even = (even ^ items.back().payload()) * 0x100000001B3ull;
                check += mixed(items.back().payload() + (quint64(count - 1) << 32));
            }
            if (!frames)
                return std::nullopt;
            quint64 hash = even ^ (odd * 0x9E3779B97F4A7C15ull) ^ count;
            hash ^= hash >> 29;
            return internStack(items, hash, check ^ count);
        }

        // A list taken for a stack gets more items after all: its frames become items again.
        void unstack(Container& list)
        {
            if (list.stack == kNoStack)
                return;
            for (const quint32 frame : m_snapshot->stack(list.stack))
                list.items.push_back(Value::of(Tag::Frame, frame));
            list.stack = kNoStack;
        }

        // The id of the stack of `frames` (Tag::Frame values), added if it is new. m_stackTable is
        // open-addressed by `hash`; two stacks are the same when both their hashes agree (128 bits:
        // a file would have to be made to collide both to have two stacks shown as one).
        StackId internStack(std::span<const Value> frames, quint64 hash, quint64 check)
        {
            if ((m_stackCount + 1) * 2 > m_stackTable.size())
                growStackTable();
            const size_t mask = m_stackTable.size() - 1;
            for (size_t slot = hash & mask;; slot = (slot + 1) & mask) {
                const StackSlot known = m_stackTable[slot];
                if (known.id == kNoStack) {
                    std::vector<quint32>& offsets = m_snapshot->stackOffsets;
                    const StackId added = StackId(offsets.size() - 1);
                    for (const Value frame : frames)
                        m_snapshot->stackFrames.push_back(quint32(frame.payload()));
                    offsets.push_back(quint32(m_snapshot->stackFrames.size()));
                    m_stackTable[slot] = { hash, check, added };
                    ++m_stackCount;
                    return added;
                }
                if (known.hash == hash && known.check == check)
                    return known.id;
            }
        }

        void growStackTable()
        {
            std::vector<StackSlot> old(std::max<size_t>(1024, m_stackTable.size() * 2));
            old.swap(m_stackTable);
            const size_t mask = m_stackTable.size() - 1;
            for (const StackSlot& known : old) {
                if (known.id == kNoStack)
                    continue;
                size_t slot = known.hash & mask;
                while (m_stackTable[slot].id != kNoStack)
                    slot = (slot + 1) & mask;
                m_stackTable[slot] = known;
            }
        }

        std::optional<Value> eventRow(const Fields& dict)
        {
            TraceEvent event;
            const std::optional<Value> action = dict[kAction];
            if (action->tag() != Tag::Str)
                return failed(SnapshotText::tr("a trace event's 'action' is not a string"));
            const StringId actionId = StringId(action->payload());
            event.action
                = actionId >= kFirstAction && actionId < kKnownCount ? Action(actionId - kFirstAction) : Action::Other;
            const std::optional<qint64> address = integerField(dict, kAddr, "trace event", 0);
            const std::optional<qint64> size = integerField(dict, kSize, "trace event", 0);
            const std::optional<qint64> stream = integerField(dict, kStream, "trace event", 0);
            const std::optional<qint64> time = integerField(dict, kTimeUs, "trace event", -1);
            if (!address || !size || !stream || !time)
                return std::nullopt;
            event.address = quint64(*address);
            event.size = *size;
            event.stream = streamIndex(*stream);
            event.timeUs = *time;
            m_eventsWithoutTime += event.timeUs < 0;
            event.stack = stackField(dict, kFrames);
            const StringId compileContext = stringField(dict, kCompileContext);
            const StringId userMetadata = stringField(dict, kUserMetadata);
            if (compileContext || userMetadata) {
                const quint64 key = (quint64(compileContext) << 32) | userMetadata;
                const auto [found, added] = m_contextIds.try_emplace(key, quint32(m_snapshot->contexts.size()));
                if (added)
                    m_snapshot->contexts.push_back({ compileContext, userMetadata });
                event.context = found->second;
            }
            const quint32 index = quint32(m_snapshot->events.size());
            if (event.action == Action::Oom) {
                const std::optional<qint64> deviceFree = integerField(dict, kDeviceFree, "trace event", -1);
                if (!deviceFree)
                    return std::nullopt;
                m_snapshot->oomDeviceFree.push_back({ index, *deviceFree });
            }
            if (m_snapshot->events.size() >= std::numeric_limits<quint32>::max())
                return failed(SnapshotText::tr("more than 4 294 967 295 trace events"));
            m_snapshot->events.push_back(event);
            return Value::of(Tag::Event, index);
        }

        std::optional<Value> blockRow(const Fields& dict)
        {
            Block block;
            const std::optional<qint64> size = integerField(dict, kSize, "block", 0);
            const std::optional<qint64> requested = integerField(dict, kRequestedSize, "block", -1);
            const std::optional<qint64> address = integerField(dict, kAddress, "block", -1);
            if (!size || !requested || !address)
                return std::nullopt;
            block.size = *size;
            block.requestedSize = *requested < 0 ? *size : *requested; // older files lack it
            block.address = quint64(*address); // older files lack it: placed when the segment is read
            m_blockHasAddress.push_back(*address >= 0);
            switch (stringField(dict, kState)) {
            case kActiveAllocated:
                block.state = BlockState::ActiveAllocated;
                break;
            case kActivePendingFree:
            case kActiveAwaitingFree:
                block.state = BlockState::ActivePendingFree;
                break;
            case kInactive:
                block.state = BlockState::Inactive;
                break;
            default:
                block.state = BlockState::Other;
            }
            block.stack = stackField(dict, kFrames);
            // Older files keep a block's frames in its history, the first entry being its allocation.
            if (block.stack == 0) {
                if (const std::optional<Value> history = dict[kHistory];
                    history && history->tag() == Tag::Closed && !m_closed[history->payload()].items.empty()) {
                    const Value first = m_closed[history->payload()].items.front();
                    if (first.tag() == Tag::Closed)
                        block.stack = stackField(Fields(m_closed[first.payload()]), kFrames);
                }
            }
            m_blocks.push_back(block);
            return Value::of(Tag::Block, m_blocks.size() - 1);
        }

        std::optional<Value> segmentRow(const Fields& dict)
        {
            Segment segment;
            const std::optional<qint64> device = integerField(dict, kDevice, "segment", 0);
            const std::optional<qint64> address = integerField(dict, kAddress, "segment", 0);
            const std::optional<qint64> total = integerField(dict, kTotalSize, "segment", 0);
            const std::optional<qint64> allocated = integerField(dict, kAllocatedSize, "segment", 0);
            const std::optional<qint64> active = integerField(dict, kActiveSize, "segment", 0);
            const std::optional<qint64> requested = integerField(dict, kRequestedSize, "segment", 0);
            const std::optional<qint64> stream = integerField(dict, kStream, "segment", 0);
            if (!device || !address || !total || !allocated || !active || !requested || !stream)
                return std::nullopt;
            segment.device = *device;
            segment.address = quint64(*address);
            segment.totalSize = *total;
            segment.allocatedSize = *allocated;
            segment.activeSize = *active;
            segment.requestedSize = *requested;
            segment.stream = streamIndex(*stream);
            segment.stack = stackField(dict, kFrames);
            segment.large = stringField(dict, kSegmentType) == kLarge;
            if (const std::optional<Value> expandable = dict[kIsExpandable])
                segment.expandable = asInteger(*expandable).value_or(0) != 0;
            segment.firstBlock = quint32(m_snapshot->blocks.size());
            const Value blocks = *dict[kBlocks];
            if (blocks.tag() == Tag::Closed) {
                quint64 next = segment.address;
                for (const Value item : m_closed[blocks.payload()].items) {
                    if (item.tag() != Tag::Block)
                        return failed(SnapshotText::tr("a segment's blocks hold something that is not a block"));
                    Block block = m_blocks[item.payload()];
                    if (!m_blockHasAddress[item.payload()])
                        block.address = next;
                    next = block.address + quint64(block.size);
                    m_snapshot->blocks.push_back(block);
                }
            }
            segment.blockCount = quint32(m_snapshot->blocks.size() - segment.firstBlock);
            m_segments.push_back(segment);
            return Value::of(Tag::Segment, m_segments.size() - 1);
        }

        // ---- the machine ----

        bool memoize(size_t index)
        {
            if (m_stack.empty())
                return fail(SnapshotText::tr("nothing on the stack to keep in the memo"));
            if (index > m_memo.size())
                return fail(
                    SnapshotText::tr("memo slot %L1 out of order (the memo holds %L2)").arg(index).arg(m_memo.size()));
            Value value = m_stack.back();
            if (value.tag() == Tag::MemoRef)
                value = m_memo[value.payload()];
            if (value.tag() == Tag::Open)
                m_open[value.payload()].memoIndex = qint64(index);
            if (index == m_memo.size())
                m_memo.push_back(value);
            else
                m_memo[index] = value;
            return true;
        }

        bool fetch(size_t index)
        {
            if (index >= m_memo.size())
                return fail(SnapshotText::tr("memo slot %L1 was never filled (the memo holds %L2)")
                                .arg(index)
                                .arg(m_memo.size()));
            const Value value = m_memo[index];
            return push(value.tag() == Tag::Open ? Value::of(Tag::MemoRef, index) : value);
        }

        // Every value since the last MARK, settled, in a closed container of `kind`.
        bool closeFromMark(ContainerKind kind, const char* opcode)
        {
            const std::optional<size_t> mark = popMark(opcode);
            if (!mark)
                return false;
            return closeTop(kind, m_stack.size() - *mark);
        }

        bool closeTop(ContainerKind kind, size_t count)
        {
            Container container { kind, {}, 0, 0, -1, false, {}, kNoStack };
            container.items.reserve(count);
            for (size_t i = m_stack.size() - count; i < m_stack.size(); ++i) {
                if (!settle(m_stack[i]))
                    return false;
                container.items.push_back(m_stack[i]);
            }
            m_stack.resize(m_stack.size() - count);
            m_closed.push_back(std::move(container));
            return push(Value::of(Tag::Closed, m_closed.size() - 1));
        }

        // A list or dict made from the values since the last MARK (protocol 0's LIST and DICT).
        bool openFromMark(ContainerKind kind, const char* opcode)
        {
            const std::optional<size_t> mark = popMark(opcode);
            if (!mark)
                return false;
            if (kind == ContainerKind::Dict && (m_stack.size() - *mark) % 2)
                return fail(SnapshotText::tr("DICT with a key without a value"));
            const Value container = open(kind);
            for (size_t i = *mark; i < m_stack.size(); ++i) {
                if (!settle(m_stack[i]))
                    return false;
                if (kind == ContainerKind::List)
                    append(m_open[container.payload()], m_stack[i]);
                else
                    m_open[container.payload()].items.push_back(m_stack[i]);
            }
            m_stack.resize(*mark);
            return push(container);
        }

        // APPENDS, SETITEMS, ADDITEMS: the values since the last MARK go into the container below it.
        bool addFromMark(ContainerKind kind, const char* opcode)
        {
            const std::optional<size_t> mark = popMark(opcode);
            if (!mark)
                return false;
            if (*mark == 0 || *mark <= (m_marks.empty() ? 0 : m_marks.back()))
                return fail(SnapshotText::tr("%1 has no container below its MARK").arg(QLatin1String(opcode)));
            if (kind == ContainerKind::Dict && (m_stack.size() - *mark) % 2)
                return fail(SnapshotText::tr("SETITEMS with a key without a value"));
            const Value into = m_stack[*mark - 1];
            // Settle every item first: settling never opens a container, so the target found after
            // it stays where it is while the items go in.
            for (size_t i = *mark; i < m_stack.size(); ++i) {
                if (!settle(m_stack[i]))
                    return false;
            }
            Container* container = target(into, kind, opcode);
            if (!container)
                return false;
            const auto first = m_stack.begin() + qsizetype(*mark);
            if (kind == ContainerKind::List) {
                // A frames list arrives whole in one APPENDS: it becomes its stack at once, and its
                // items are never copied.
                if (container->items.empty() && container->eventCount == 0 && container->stack == kNoStack) {
                    if (const std::optional<StackId> stack = stackOf(std::span<const Value>(first, m_stack.end()))) {
                        container->stack = *stack;
                        m_stack.resize(*mark);
                        return true;
                    }
                }
                unstack(*container);
            }
            const bool holdsEvents = kind == ContainerKind::List
                && (container->eventCount > 0
                    || std::any_of(first, m_stack.end(), [](Value item) { return item.tag() == Tag::Event; }));
            if (holdsEvents) {
                for (size_t i = *mark; i < m_stack.size(); ++i)
                    append(*container, m_stack[i]);
            } else {
                container->items.insert(container->items.end(), first, m_stack.end());
            }
            m_stack.resize(*mark);
            return true;
        }

        bool addOne(ContainerKind kind, size_t count, const char* opcode)
        {
            const size_t floor = m_marks.empty() ? 0 : m_marks.back();
            if (m_stack.size() < floor + count + 1)
                return fail(SnapshotText::tr("%1 finds nothing on the stack to take").arg(QLatin1String(opcode)));
            const size_t first = m_stack.size() - count;
            for (size_t i = first; i < m_stack.size(); ++i) {
                if (!settle(m_stack[i]))
                    return false;
                Container* container = target(m_stack[first - 1], kind, opcode);
                if (!container)
                    return false;
                if (kind == ContainerKind::List) {
                    unstack(*container);
                    append(*container, m_stack[i]);
                } else {
                    container->items.push_back(m_stack[i]);
                }
            }
            m_stack.resize(first);
            return true;
        }

        bool refuse(quint8 op)
        {
            const QString name = QLatin1String(opcodeName(op));
            if (op == 'S' || op == 'V')
                return fail(SnapshotText::tr("opcode %1 (a protocol 0 string) is not read; snapshots are written with "
                                             "protocol 2 or later")
                                .arg(name));
            QString callee;
            if (op == 'c' || op == 'i') {
                const std::optional<QByteArrayView> module = line(opcodeName(op));
                const std::optional<QByteArrayView> global = module ? line(opcodeName(op)) : std::nullopt;
                if (global)
                    callee = QString::fromUtf8(*module) + QLatin1Char('.') + QString::fromUtf8(*global);
            } else if (op == 0x93 && m_stack.size() >= 2 && m_stack.end()[-1].tag() == Tag::Str
                && m_stack.end()[-2].tag() == Tag::Str) {
                callee = QString::fromUtf8(m_snapshot->strings[m_stack.end()[-2].payload()]) + QLatin1Char('.')
                    + QString::fromUtf8(m_snapshot->strings[m_stack.end()[-1].payload()]);
            }
            if (!callee.isEmpty())
                return fail(
                    SnapshotText::tr("opcode %1 asks for %2; a memory snapshot never does, so the file is refused "
                                     "(nothing in it was run)")
                        .arg(name, callee));
            return fail(SnapshotText::tr("opcode %1 asks to build an object or call a function; a memory snapshot "
                                         "never does, so the file is refused (nothing in it was run)")
                            .arg(name));
        }

        bool cancelled()
        {
            if (m_control.cancel && m_control.cancel->load(std::memory_order_relaxed)) {
                m_cancelled = true;
                return true;
            }
            return false;
        }

        void reportProgress()
        {
            const char* reached = m_position;
            if (m_control.consumed)
                m_control.consumed(reached - m_reported);
            m_reported = reached;
            m_pages.upTo(reached);
            if (m_control.preview && !m_previewed && m_clock.elapsed() >= m_control.previewAfterMs
                && reached - m_begin < m_control.previewBeforeByte) {
                if (std::shared_ptr<const Snapshot> preview = previewOfOpenTrace())
                    m_previewed = m_control.preview(std::move(preview));
            }
        }

        // The events so far of the device trace being read: the list on the stack that holds
        // events, above the device_traces list whose items say which device it is. Python's pickler
        // lays the traces out after a MARK (the traces before it on the stack, from the MARK on, then
        // APPENDS), or, for one trace, right above the list (then APPEND). Nothing for another layout.
        std::shared_ptr<const Snapshot> previewOfOpenTrace() const
        {
            const auto listOfTraces = [&](size_t position) -> const Container* {
                if (m_stack[position].tag() != Tag::Open)
                    return nullptr;
                const Container& list = m_open[m_stack[position].payload()];
                return list.kind == ContainerKind::List && list.eventCount == 0 ? &list : nullptr;
            };
            for (size_t position = m_stack.size(); position-- > 1;) {
                const Value value = m_stack[position];
                if (value.tag() != Tag::Open)
                    continue;
                const Container& list = m_open[value.payload()];
                if (list.kind != ContainerKind::List || list.eventCount == 0)
                    continue;
                const auto mark = std::find_if(
                    m_marks.rbegin(), m_marks.rend(), [&](size_t at) { return at <= position && at > 0; });
                if (mark != m_marks.rend()) {
                    if (const Container* traces = listOfTraces(*mark - 1))
                        return previewOf(list, qint64(traces->items.size() + (position - *mark)));
                }
                if (const Container* traces = listOfTraces(position - 1))
                    return previewOf(list, qint64(traces->items.size()));
                return nullptr;
            }
            return nullptr;
        }

        std::shared_ptr<const Snapshot> previewOf(const Container& list, qint64 device) const
        {
            auto preview = std::make_shared<Snapshot>();
            const Snapshot& read = *m_snapshot;
            preview->strings = read.strings;
            preview->frames = read.frames;
            preview->stackOffsets = read.stackOffsets;
            preview->stackFrames = read.stackFrames;
            preview->contexts = read.contexts;
            preview->streams = read.streams;
            const auto first = read.events.begin() + list.firstEvent;
            preview->events.assign(first, first + list.eventCount);
            for (const auto& [event, deviceFree] : read.oomDeviceFree) {
                if (event >= list.firstEvent && event - list.firstEvent < list.eventCount)
                    preview->oomDeviceFree.push_back({ event - list.firstEvent, deviceFree });
            }
            preview->devices.push_back({ device, 0, list.eventCount });
            preview->hasTimes = std::all_of(preview->events.begin(), preview->events.end(),
                [](const TraceEvent& event) { return event.timeUs >= 0; });
            preview->preview = true;
            return preview;
        }

        std::optional<Value> execute()
        {
            constexpr int kOpcodesBetweenChecks = 1 << 16;
            int untilCheck = kOpcodesBetweenChecks;
            while (true) {
                if (--untilCheck == 0) {
                    untilCheck = kOpcodesBetweenChecks;
                    if (cancelled())
                        return std::nullopt;
                    reportProgress();
                }
                m_opcodeAt = m_position;
                if (m_position == m_end) {
                    fail(SnapshotText::tr("the file ends before the pickle's STOP"));
                    return std::nullopt;
                }
                const quint8 op = quint8(*m_position++);
                bool ok = true;
                switch (op) {
                case 0x80: // PROTO
                    if ((ok = need(1, "PROTO"))) {
                        const int protocol = quint8(*m_position++);
                        if (protocol < 2 || protocol > 5)
                            ok = fail(SnapshotText::tr("pickle protocol %1; snapshots are read in protocols 2 to 5")
                                          .arg(protocol));
                    }
                    break;
                case 0x95: // FRAME: a length the machine does not need
                    ok = need(8, "FRAME") && (m_position += 8, true);
                    break;
                case '.': { // STOP
                    std::optional<Value> result = pop("STOP");
                    if (result && !settle(*result))
                        result.reset();
                    reportProgress();
                    return result;
                }
                case '(':
                    m_marks.push_back(m_stack.size());
                    break;
                case '0':
                    ok = pop("POP").has_value();
                    break;
                case '1': {
                    const std::optional<size_t> mark = popMark("POP_MARK");
                    ok = mark && (m_stack.resize(*mark), true);
                    break;
                }
                case '2':
                    if (m_stack.empty())
                        ok = fail(SnapshotText::tr("DUP finds nothing on the stack to copy"));
                    else if (m_stack.back().tag() == Tag::Open)
                        ok = fail(SnapshotText::tr("DUP of a container being built; Python's pickler never writes it"));
                    else
                        ok = push(m_stack.back());
                    break;
                case 'N':
                    ok = push(Value::of(Tag::None, 0));
                    break;
                case 0x88:
                    ok = push(Value::of(Tag::Bool, 1));
                    break;
                case 0x89:
                    ok = push(Value::of(Tag::Bool, 0));
                    break;
                case 'J':
                    ok = need(4, "BININT") && push(integer(little<qint32>()));
                    break;
                case 'K':
                    ok = need(1, "BININT1") && push(integer(quint8(*m_position++)));
                    break;
                case 'M':
                    ok = need(2, "BININT2") && push(integer(little<quint16>()));
                    break;
                case 0x8a:
                    ok = need(1, "LONG1") && pushLong(quint8(*m_position++));
                    break;
                case 0x8b:
                    ok = need(4, "LONG4") && pushLong(little<qint32>());
                    break;
                case 'I':
                case 'L': {
                    const std::optional<QByteArrayView> text = line(op == 'I' ? "INT" : "LONG");
                    if (!text) {
                        ok = false;
                        break;
                    }
                    QByteArrayView digits = *text;
                    if (digits.endsWith('L'))
                        digits.chop(1);
                    bool parsed = false;
                    const qint64 number = digits.toLongLong(&parsed);
                    if (digits == "01" || digits == "00")
                        ok = push(Value::of(Tag::Bool, digits == "01"));
                    else
                        ok = parsed
                            ? push(integer(number))
                            : fail(SnapshotText::tr("'%1' is not a whole number").arg(QString::fromUtf8(digits)));
                    break;
                }
                case 'G': {
                    if (!(ok = need(8, "BINFLOAT")))
                        break;
                    m_floats.push_back(std::bit_cast<double>(qFromBigEndian<quint64>(m_position)));
                    m_position += 8;
                    ok = push(Value::of(Tag::Float, m_floats.size() - 1));
                    break;
                }
                case 'F': {
                    const std::optional<QByteArrayView> text = line("FLOAT");
                    bool parsed = false;
                    const double number = text ? text->toDouble(&parsed) : 0;
                    if (!text || !parsed) {
                        ok = text ? fail(SnapshotText::tr("'%1' is not a number").arg(QString::fromUtf8(*text)))
                                  : false;
                        break;
                    }
                    m_floats.push_back(number);
                    ok = push(Value::of(Tag::Float, m_floats.size() - 1));
                    break;
                }
                case 0x8c:
                    ok = pushSized<quint8>(Tag::Str, "SHORT_BINUNICODE");
                    break;
                case 'X':
                    ok = pushSized<quint32>(Tag::Str, "BINUNICODE");
                    break;
                case 0x8d:
                    ok = pushSized<quint64>(Tag::Str, "BINUNICODE8");
                    break;
                case 'U':
                    ok = pushSized<quint8>(Tag::Str, "SHORT_BINSTRING");
                    break;
                case 'T':
                    ok = pushSized<qint32>(Tag::Str, "BINSTRING");
                    break;
                case 'C':
                    ok = pushSized<quint8>(Tag::Bytes, "SHORT_BINBYTES");
                    break;
                case 'B':
                    ok = pushSized<quint32>(Tag::Bytes, "BINBYTES");
                    break;
                case 0x8e:
                    ok = pushSized<quint64>(Tag::Bytes, "BINBYTES8");
                    break;
                case 0x96:
                    ok = pushSized<quint64>(Tag::Bytes, "BYTEARRAY8");
                    break;
                case '}':
                    ok = push(open(ContainerKind::Dict));
                    break;
                case ']':
                    ok = push(open(ContainerKind::List));
                    break;
                case 0x8f:
                    ok = push(open(ContainerKind::Set));
                    break;
                case ')':
                    ok = closeTop(ContainerKind::Tuple, 0);
                    break;
                case 'd':
                    ok = openFromMark(ContainerKind::Dict, "DICT");
                    break;
                case 'l':
                    ok = openFromMark(ContainerKind::List, "LIST");
                    break;
                case 't':
                    ok = closeFromMark(ContainerKind::Tuple, "TUPLE");
                    break;
                case 0x91:
                    ok = closeFromMark(ContainerKind::Set, "FROZENSET");
                    break;
                case 0x85:
                case 0x86:
                case 0x87: {
                    const size_t count = op - 0x84;
                    const size_t floor = m_marks.empty() ? 0 : m_marks.back();
                    ok = m_stack.size() >= floor + count
                        ? closeTop(ContainerKind::Tuple, count)
                        : fail(SnapshotText::tr("TUPLE%1 finds fewer than %1 values on the stack").arg(count));
                    break;
                }
                case 'a':
                    ok = addOne(ContainerKind::List, 1, "APPEND");
                    break;
                case 'e':
                    ok = addFromMark(ContainerKind::List, "APPENDS");
                    break;
                case 's':
                    ok = addOne(ContainerKind::Dict, 2, "SETITEM");
                    break;
                case 'u':
                    ok = addFromMark(ContainerKind::Dict, "SETITEMS");
                    break;
                case 0x90:
                    ok = addFromMark(ContainerKind::Set, "ADDITEMS");
                    break;
                case 0x94:
                    ok = memoize(m_memo.size());
                    break;
                case 'q':
                    ok = need(1, "BINPUT") && memoize(quint8(*m_position++));
                    break;
                case 'r':
                    ok = need(4, "LONG_BINPUT") && memoize(little<quint32>());
                    break;
                case 'h':
                    ok = need(1, "BINGET") && fetch(quint8(*m_position++));
                    break;
                case 'j':
                    ok = need(4, "LONG_BINGET") && fetch(little<quint32>());
                    break;
                case 'p':
                case 'g': {
                    const std::optional<QByteArrayView> text = line(op == 'p' ? "PUT" : "GET");
                    bool parsed = false;
                    const qint64 index = text ? text->toLongLong(&parsed) : -1;
                    if (!text || !parsed || index < 0)
                        ok = text ? fail(SnapshotText::tr("'%1' is not a memo slot").arg(QString::fromUtf8(*text)))
                                  : false;
                    else
                        ok = op == 'p' ? memoize(size_t(index)) : fetch(size_t(index));
                    break;
                }
                default:
                    if (opcodeName(op))
                        ok = refuse(op);
                    else
                        ok = fail(SnapshotText::tr("0x%1 is not a pickle opcode").arg(op, 2, 16, QLatin1Char('0')));
                }
                if (!ok)
                    return std::nullopt;
            }
        }

        // ---- the snapshot ----

        const Container* closedContainer(std::optional<Value> value, ContainerKind kind) const
        {
            if (!value || value->tag() != Tag::Closed || m_closed[value->payload()].kind != kind)
                return nullptr;
            return &m_closed[value->payload()];
        }

        // A setting's value as Python prints it, for the few settings a file has.
        QByteArray describe(Value value, int depth = 0) const
        {
            switch (value.tag()) {
            case Tag::None:
                return "None";
            case Tag::Bool:
                return value.payload() ? "True" : "False";
            case Tag::Int:
            case Tag::BigInt:
                return QByteArray::number(*asInteger(value));
            case Tag::Float:
                return QByteArray::number(m_floats[value.payload()], 'g', 17);
            case Tag::Str:
            case Tag::Bytes:
                return m_snapshot->strings[value.payload()];
            case Tag::Closed: {
                const Container& container = m_closed[value.payload()];
                if (depth > 4)
                    return "…";
                QByteArray text;
                const bool dict = container.kind == ContainerKind::Dict;
                for (size_t i = 0; i < container.items.size(); i += dict ? 2 : 1) {
                    if (!text.isEmpty())
                        text += ", ";
                    if (dict && i + 1 < container.items.size())
                        text += describe(container.items[i], depth + 1) + ": "
                            + describe(container.items[i + 1], depth + 1);
                    else
                        text += describe(container.items[i], depth + 1);
                }
                return dict ? "{" + text + "}" : "[" + text + "]";
            }
            default:
                return "…";
            }
        }

        bool finish(Value root)
        {
            const Container* topDict = closedContainer(root, ContainerKind::Dict);
            const std::optional<Fields> top = topDict ? std::optional<Fields>(*topDict) : std::nullopt;
            if (!top || (!top->has(kSegments) && !top->has(kDeviceTraces)))
                return fail(SnapshotText::tr("the pickle holds no dict with 'segments' or 'device_traces': it is not a "
                                             "PyTorch memory snapshot"));
            Snapshot& snapshot = *m_snapshot;
            if (const std::optional<Value> segments = (*top)[kSegments]) {
                const Container* list = closedContainer(segments, ContainerKind::List);
                if (!list)
                    return fail(SnapshotText::tr("'segments' is not a list"));
                // Only these: host_segments, in files with pinned-host recording, look the same.
                for (const Value item : list->items) {
                    if (item.tag() != Tag::Segment)
                        return fail(SnapshotText::tr("'segments' holds something that is not a segment"));
                    snapshot.segments.push_back(m_segments[item.payload()]);
                }
            }
            if (const std::optional<Value> traces = (*top)[kDeviceTraces]) {
                const Container* list = closedContainer(traces, ContainerKind::List);
                if (!list)
                    return fail(SnapshotText::tr("'device_traces' is not a list"));
                if (!placeDeviceTraces(*list))
                    return false;
            }
            if (const Container* settings = closedContainer((*top)[kAllocatorSettings], ContainerKind::Dict)) {
                for (size_t i = 0; i + 1 < settings->items.size(); i += 2) {
                    if (settings->items[i].tag() == Tag::Str)
                        snapshot.allocatorSettings.push_back(
                            { StringId(settings->items[i].payload()), describe(settings->items[i + 1]) });
                }
            }
            if (const Container* annotations = closedContainer((*top)[kExternalAnnotations], ContainerKind::List)) {
                for (const Value item : annotations->items) {
                    const Container* container = closedContainer(item, ContainerKind::Dict);
                    if (!container)
                        continue;
                    const Fields dict(*container);
                    Annotation annotation;
                    annotation.stage = stringField(dict, kStage);
                    annotation.name = stringField(dict, kName);
                    annotation.device = asInteger(dict[kDevice].value_or(Value())).value_or(0);
                    annotation.timeUs = asInteger(dict[kTimeUs].value_or(Value())).value_or(-1);
                    snapshot.annotations.push_back(annotation);
                }
            }
            snapshot.hasTimes = !snapshot.events.empty() && m_eventsWithoutTime == 0;
            return true;
        }

        // Each device's events as one range of Snapshot::events, in the order of its list. The
        // pickler writes them so; events listed out of that order are put in it.
        bool placeDeviceTraces(const Container& traces)
        {
            Snapshot& snapshot = *m_snapshot;
            std::vector<std::vector<quint32>> lists;
            bool inPlace = true;
            quint32 expected = 0;
            for (const Value item : traces.items) {
                const Container* list = closedContainer(item, ContainerKind::List);
                if (!list)
                    return fail(SnapshotText::tr("'device_traces' holds something that is not a list"));
                std::vector<quint32> events;
                for (quint32 i = 0; i < list->eventCount; ++i)
                    events.push_back(list->firstEvent + i);
                for (const Value event : list->items) {
                    if (event.tag() != Tag::Event)
                        return fail(SnapshotText::tr("a device's trace holds something that is not a trace event"));
                    events.push_back(quint32(event.payload()));
                }
                for (const quint32 event : events)
                    inPlace = inPlace && event == expected++;
                lists.push_back(std::move(events));
            }
            if (!inPlace) {
                std::vector<TraceEvent> ordered;
                std::vector<std::pair<quint32, qint64>> oomFree;
                for (const std::vector<quint32>& events : lists) {
                    for (const quint32 event : events) {
                        if (const qint64 free = snapshot.deviceFreeAt(event); free >= 0)
                            oomFree.push_back({ quint32(ordered.size()), free });
                        ordered.push_back(snapshot.events[event]);
                    }
                }
                snapshot.events = std::move(ordered);
                snapshot.oomDeviceFree = std::move(oomFree);
            }
            quint32 first = 0;
            for (size_t device = 0; device < lists.size(); ++device) {
                snapshot.devices.push_back({ qint64(device), first, quint32(lists[device].size()) });
                first += quint32(lists[device].size());
            }
            return true;
        }

        const char* const m_begin;
        const char* m_position;
        const char* const m_end;
        const char* m_opcodeAt = nullptr;
        const char* m_reported = m_begin;
        const SnapshotReadControl& m_control;
        format::PageRelease m_pages;
        std::shared_ptr<Snapshot> m_snapshot;
        QString m_error;
        bool m_cancelled = false;

        std::vector<Value> m_stack;
        std::vector<size_t> m_marks;
        std::vector<Value> m_memo;
        std::vector<Container> m_open;
        std::vector<quint32> m_freeSlots;
        std::vector<Container> m_closed;
        std::optional<Value> m_emptyList; // in m_closed, shared by every empty list
        std::vector<qint64> m_bigInts;
        std::vector<double> m_floats;
        std::vector<Block> m_blocks; // blocks as read; a segment copies its own into Snapshot::blocks
        std::vector<Segment> m_segments; // segments as read; those of 'segments' go into Snapshot::segments
        std::vector<bool> m_blockHasAddress;
        qint64 m_eventsWithoutTime = 0;
        QElapsedTimer m_clock; // since the read began, for the preview
        bool m_previewed = false;

        QHash<QByteArray, StringId> m_stringIds;
        std::unordered_map<QByteArray, quint32> m_frameIds;
        std::vector<StackSlot> m_stackTable;
        size_t m_stackCount = 0;
        std::unordered_map<quint64, quint32> m_contextIds;
        std::unordered_map<qint64, quint32> m_streamIds;
    };

} // namespace

QByteArrayView actionName(Action action)
{
    return action == Action::Other ? QByteArrayView("other")
                                   : QByteArrayView(kKnownStrings[kFirstAction + int(action)]);
}

QByteArrayView blockStateName(BlockState state)
{
    switch (state) {
    case BlockState::ActiveAllocated:
        return kKnownStrings[kActiveAllocated];
    case BlockState::ActivePendingFree:
        return kKnownStrings[kActivePendingFree];
    case BlockState::Inactive:
        return kKnownStrings[kInactive];
    case BlockState::Other:
        break;
    }
    return "other";
}

SnapshotRead readSnapshot(const char* data, qint64 size, const SnapshotReadControl& control)
{
    return Machine(data, size, control).run();
}

} // namespace memscope::torch
