// SPDX-License-Identifier: Apache-2.0
// Assembling a host XSpace and writing it: in memory, or streamed to a file.

#include "generator/generator.h"

#include "core/util/savefile.h"
#include "generator/internal.h"
#include "generator/memoryevents.h"
#include "generator/random.h"
#include "hlo.pb.h"
#include "xplane.pb.h"

#include <QCoreApplication>
#include <QDir>
#include <cmath>
#include <google/protobuf/arena.h>
#include <google/protobuf/io/coded_stream.h>
#include <google/protobuf/io/gzip_stream.h>
#include <google/protobuf/io/zero_copy_stream_impl_lite.h>
#include <google/protobuf/wire_format_lite.h>

namespace memscope::generator {

namespace pb = tensorflow::profiler;
using google::protobuf::internal::WireFormatLite;

namespace {

    struct GeneratorText
    {
        Q_DECLARE_TR_FUNCTIONS(memscope::generator)
    };

    // Everything of one host's XSpace except the events of the memory lines,
    // which are replayed on demand (in memory for generateXSpace, twice for the writer).
    struct HostParts
    {
        std::unique_ptr<pb::XSpace> space = std::make_unique<pb::XSpace>();
        int hostPlane = -1;
        std::vector<int> memoryLines; // line indices in the host plane, one per MemoryEventSource line
        std::unique_ptr<PlaneBuilder> hostBuilder;
        std::unique_ptr<MemoryEventSource> memory;
        std::vector<DeviceOp> ops;
        std::vector<StepFacts> steps;
        ModulePlan mainModule;
    };

    void addMetadataPlane(const Options& options, pb::XPlane* plane, std::vector<DeviceOp>* ops, ProfileFacts* facts)
    {
        plane->set_id(0);
        plane->set_name("/host:metadata");
        PlaneBuilder builder(plane);
        const std::int64_t hloProtoStat = builder.statId("Hlo Proto");
        const std::int64_t programIdStat = builder.statId("program_id");
        std::int64_t metadataBytes = 0;
        std::int64_t nextNewerId = 1;
        for (int index = 0; index < options.modules
             || (options.targetMetadataBytes > 0 && metadataBytes < options.targetMetadataBytes);
             ++index) {
            const ModulePlan plan = planModule(options, index);
            ModuleFacts moduleFacts;
            std::string bytes;
            {
                // An arena: millions of small messages are created and dropped together.
                google::protobuf::Arena arena;
                auto* proto = google::protobuf::Arena::CreateMessage<xla::HloProto>(&arena);
                buildModule(options, plan, proto, &moduleFacts, index == 0 ? ops : nullptr, options.opsPerStep);
                proto->SerializeToString(&bytes);
            }
            moduleFacts.serializedBytes = static_cast<std::int64_t>(bytes.size());
            metadataBytes += moduleFacts.serializedBytes;
            const std::string name = plan.name + '(' + std::to_string(plan.programId) + ')';
            // Newer producers key the metadata by a fresh id and add a program_id stat;
            // older ones key it by the program id itself (negative above 2^63).
            const std::int64_t key = plan.newerLayout ? nextNewerId++ : static_cast<std::int64_t>(plan.programId);
            pb::XEventMetadata& metadata = (*plane->mutable_event_metadata())[key];
            metadata.set_id(key);
            metadata.set_name(name);
            pb::XStat* hlo = metadata.add_stats();
            hlo->set_metadata_id(hloProtoStat);
            hlo->set_bytes_value(std::move(bytes));
            if (plan.newerLayout) {
                metadata.set_display_name(name);
                pb::XStat* programId = metadata.add_stats();
                programId->set_metadata_id(programIdStat);
                if (plan.programId > static_cast<std::uint64_t>(INT64_MAX))
                    programId->set_uint64_value(plan.programId);
                else
                    programId->set_int64_value(static_cast<std::int64_t>(plan.programId));
            }
            if (facts)
                facts->modules.push_back(moduleFacts);
        }
    }

    HostParts buildHost(const Options& options, int hostIndex, ProfileFacts* facts)
    {
        HostParts parts;
        parts.mainModule = planModule(options, 0);
        pb::XSpace& space = *parts.space;
        space.add_hostnames(hostName(options, hostIndex).toStdString());

        // The modules come first: the main one yields the ops the devices run.
        pb::XPlane metadata;
        addMetadataPlane(options, &metadata, &parts.ops, facts);
        parts.steps = stepTimeline(options, parts.ops);
        std::vector<KernelLaunch> launches;
        addDevicePlanes(options, hostIndex, parts.mainModule, parts.ops, parts.steps, &space, facts, &launches);
        space.add_planes()->Swap(&metadata);

        parts.hostPlane = space.planes_size();
        pb::XPlane* host = space.add_planes();
        host->set_id(static_cast<std::int64_t>(options.devicesPerHost) + 1);
        host->set_name("/host:CPU");
        parts.hostBuilder = std::make_unique<PlaneBuilder>(host, options.groupIds);
        addHostMarkers(options, hostIndex, parts.mainModule, parts.steps, launches, *parts.hostBuilder);
        parts.memory
            = std::make_unique<MemoryEventSource>(options, hostIndex, parts.ops, parts.steps, *parts.hostBuilder);
        for (int a = 0; a < parts.memory->lineCount(); ++a) {
            parts.memoryLines.push_back(host->lines_size());
            *host->add_lines() = parts.memory->lineHeader(a);
        }

        pb::XPlane* environment = space.add_planes();
        environment->set_id(static_cast<std::int64_t>(options.devicesPerHost) + 2);
        environment->set_name("Task Environment");
        PlaneBuilder environmentBuilder(environment);
        const std::int64_t end = parts.steps.empty() ? 0 : parts.steps.back().beginPs + parts.steps.back().durationPs;
        environmentBuilder.addUint(environment, "profile_start_time", static_cast<std::uint64_t>(kProfileStartEpochNs));
        environmentBuilder.addUint(environment, "profile_stop_time",
            static_cast<std::uint64_t>(kProfileStartEpochNs + kLineTimestampNs + end / 1000 + 1000000));

        if (facts)
            facts->steps = parts.steps;
        return parts;
    }

    void recordAllocators(ProfileFacts* facts, const std::vector<std::pair<int, AllocatorFacts>>& allocators)
    {
        if (!facts)
            return;
        for (const auto& [index, allocator] : allocators) {
            facts->allocators.push_back(allocator);
            facts->memoryEvents += allocator.allocations + allocator.deallocations;
        }
    }

    // QSaveFile as a protobuf output stream.
    class DeviceOutput final : public google::protobuf::io::CopyingOutputStream
    {
    public:
        explicit DeviceOutput(QIODevice* device)
            : m_device(device)
        {
        }
        bool Write(const void* buffer, int size) override
        {
            return m_device->write(static_cast<const char*>(buffer), size) == size;
        }

    private:
        QIODevice* m_device;
    };

    std::size_t varintSize(std::size_t value) { return google::protobuf::io::CodedOutputStream::VarintSize64(value); }

    std::size_t delimitedSize(std::size_t size) { return 1 + varintSize(size) + size; }

    void writeDelimited(google::protobuf::io::CodedOutputStream& out, int field,
        const google::protobuf::MessageLite& message, std::size_t size)
    {
        WireFormatLite::WriteTag(field, WireFormatLite::WIRETYPE_LENGTH_DELIMITED, &out);
        out.WriteVarint64(size);
        message.SerializeWithCachedSizes(&out);
    }

    // The host plane field by field, with the memory lines' events replayed twice:
    // once for their sizes (the length prefixes come first), once for the bytes.
    void writeHostPlane(google::protobuf::io::CodedOutputStream& out, const HostParts& parts, ProfileFacts* facts)
    {
        const pb::XPlane& host = parts.space->planes(parts.hostPlane);
        std::vector<std::size_t> eventBytes(parts.memoryLines.size(), 0);
        for (std::size_t a = 0; a < parts.memoryLines.size(); ++a) {
            parts.memory->replayLine(static_cast<int>(a),
                [&](const pb::XEvent& event) { eventBytes[a] += delimitedSize(event.ByteSizeLong()); });
        }
        std::size_t planeSize = host.ByteSizeLong();
        std::vector<std::size_t> lineSizes(static_cast<std::size_t>(host.lines_size()));
        for (int l = 0; l < host.lines_size(); ++l)
            lineSizes[static_cast<std::size_t>(l)] = host.lines(l).ByteSizeLong();
        for (std::size_t a = 0; a < parts.memoryLines.size(); ++a) {
            const std::size_t header = lineSizes[static_cast<std::size_t>(parts.memoryLines[a])];
            planeSize += delimitedSize(header + eventBytes[a]) - delimitedSize(header);
        }

        WireFormatLite::WriteTag(pb::XSpace::kPlanesFieldNumber, WireFormatLite::WIRETYPE_LENGTH_DELIMITED, &out);
        out.WriteVarint64(planeSize);
        if (host.id() != 0)
            WireFormatLite::WriteInt64(pb::XPlane::kIdFieldNumber, host.id(), &out);
        if (!host.name().empty())
            WireFormatLite::WriteString(pb::XPlane::kNameFieldNumber, host.name(), &out);
        std::size_t memoryIndex = 0;
        for (int l = 0; l < host.lines_size(); ++l) {
            const pb::XLine& line = host.lines(l);
            const std::size_t lineSize = lineSizes[static_cast<std::size_t>(l)];
            if (memoryIndex < parts.memoryLines.size() && parts.memoryLines[memoryIndex] == l) {
                // Header fields (id, name, timestamp_ns) precede the events on the wire.
                WireFormatLite::WriteTag(
                    pb::XPlane::kLinesFieldNumber, WireFormatLite::WIRETYPE_LENGTH_DELIMITED, &out);
                out.WriteVarint64(lineSize + eventBytes[memoryIndex]);
                line.SerializeWithCachedSizes(&out);
                std::vector<std::pair<int, AllocatorFacts>> walked;
                parts.memory->replayLine(
                    static_cast<int>(memoryIndex),
                    [&](const pb::XEvent& event) {
                        writeDelimited(out, pb::XLine::kEventsFieldNumber, event, event.ByteSizeLong());
                    },
                    &walked);
                recordAllocators(facts, walked);
                ++memoryIndex;
            } else {
                writeDelimited(out, pb::XPlane::kLinesFieldNumber, line, lineSize);
            }
        }
        pb::XPlane rest = host;
        rest.clear_id();
        rest.clear_name();
        rest.clear_lines();
        rest.ByteSizeLong();
        rest.SerializeWithCachedSizes(&out);
    }

} // namespace

QString kindName(Kind kind)
{
    switch (kind) {
    case Kind::TpuInference:
        return QStringLiteral("tpu-inference");
    case Kind::Gpu:
        return QStringLiteral("gpu");
    case Kind::TpuTraining:
        break;
    }
    return QStringLiteral("tpu-training");
}

bool parseKind(const QString& text, Kind* kind)
{
    for (Kind candidate : { Kind::TpuTraining, Kind::TpuInference, Kind::Gpu }) {
        if (text == kindName(candidate)) {
            *kind = candidate;
            return true;
        }
    }
    return false;
}

Options exampleOptions(std::uint64_t seed)
{
    Options options;
    options.seed = seed;
    return options;
}

Options tinyOptions(std::uint64_t seed, Kind kind)
{
    Options options;
    options.seed = seed;
    options.kind = kind;
    options.modules = 4;
    options.logicalBuffers = 160;
    options.heapEvents = 280;
    options.secondaryModuleScale = 0.3;
    options.activationBytes = 16 << 10;
    options.fusedInstructionsPerFusion = 1;
    options.devicesPerHost = 2;
    options.steps = 6;
    options.opsPerStep = 12;
    options.allocators = 2;
    options.allocationEventsPerStep = 60;
    options.leakBytesPerStep = 64 << 10;
    return options;
}

Options scaledOptions(double scale, std::uint64_t seed, Kind kind)
{
    Options options = exampleOptions(seed);
    options.kind = kind;
    auto scaled = [scale](std::int64_t value) {
        return std::max<std::int64_t>(1, std::llround(static_cast<double>(value) * scale));
    };
    options.logicalBuffers = std::max<std::int64_t>(12, scaled(options.logicalBuffers));
    options.heapEvents = std::max<std::int64_t>(8, scaled(options.heapEvents));
    options.activationBytes
        = std::max<std::int64_t>(4096, std::llround(static_cast<double>(options.activationBytes) * std::sqrt(scale)));
    options.allocationEventsPerStep = std::max<std::int64_t>(4, scaled(options.allocationEventsPerStep));
    options.leakBytesPerStep = scaled(options.leakBytesPerStep);
    return options;
}

QString hostName(const Options& options, int hostIndex)
{
    const std::uint64_t id = Random::derived(options.seed, 42).next();
    const QString node = QString::number(id & 0xffffffffu, 16).rightJustified(8, QLatin1Char('0'));
    if (options.kind == Kind::Gpu)
        return QStringLiteral("gpu-%1-%2").arg(node).arg(hostIndex);
    return QStringLiteral("t1v-n-%1-w-%2").arg(node).arg(hostIndex);
}

xla::HloProto generateModule(const Options& options, int moduleIndex, ModuleFacts* facts)
{
    xla::HloProto proto;
    buildModule(options, planModule(options, moduleIndex), &proto, facts, nullptr, 0);
    return proto;
}

std::unique_ptr<pb::XSpace> generateXSpace(const Options& options, int hostIndex, ProfileFacts* facts)
{
    HostParts parts = buildHost(options, hostIndex, facts);
    pb::XPlane* host = parts.space->mutable_planes(parts.hostPlane);
    for (std::size_t a = 0; a < parts.memoryLines.size(); ++a) {
        pb::XLine* line = host->mutable_lines(parts.memoryLines[a]);
        std::vector<std::pair<int, AllocatorFacts>> walked;
        parts.memory->replayLine(
            static_cast<int>(a), [line](const pb::XEvent& event) { *line->add_events() = event; }, &walked);
        recordAllocators(facts, walked);
    }
    return std::move(parts.space);
}

QString writeOutputFile(
    const QString& path, const std::function<bool(google::protobuf::io::ZeroCopyOutputStream* stream)>& write)
{
    return writeFileAtomically(path, [&](QIODevice& file) {
        DeviceOutput device(&file);
        google::protobuf::io::CopyingOutputStreamAdaptor raw(&device, 1 << 20);
        std::unique_ptr<google::protobuf::io::GzipOutputStream> gzip;
        google::protobuf::io::ZeroCopyOutputStream* stream = &raw;
        if (path.endsWith(QLatin1String(".gz"))) {
            google::protobuf::io::GzipOutputStream::Options gzipOptions;
            gzipOptions.format = google::protobuf::io::GzipOutputStream::GZIP;
            gzipOptions.compression_level = 6;
            gzip = std::make_unique<google::protobuf::io::GzipOutputStream>(&raw, gzipOptions);
            stream = gzip.get();
        }
        bool ok = write(stream);
        if (gzip)
            ok = gzip->Close() && ok;
        return raw.Flush() && ok;
    });
}

QString writeXSpace(const Options& options, const QString& path, int hostIndex, ProfileFacts* facts)
{
    HostParts parts = buildHost(options, hostIndex, facts);
    return writeOutputFile(path, [&](google::protobuf::io::ZeroCopyOutputStream* stream) {
        google::protobuf::io::CodedOutputStream out(stream);
        out.SetSerializationDeterministic(true);
        const pb::XSpace& space = *parts.space;
        for (int p = 0; p < space.planes_size(); ++p) {
            if (p == parts.hostPlane)
                writeHostPlane(out, parts, facts);
            else
                writeDelimited(out, pb::XSpace::kPlanesFieldNumber, space.planes(p), space.planes(p).ByteSizeLong());
        }
        for (const std::string& hostname : space.hostnames())
            WireFormatLite::WriteString(pb::XSpace::kHostnamesFieldNumber, hostname, &out);
        return !out.HadError();
    });
}

QString writeTraceFolder(const Options& options, const QString& directory, const QString& runName, ProfileFacts* facts)
{
    const QString run = runName.isEmpty() ? QStringLiteral("2025_11_29_08_00_00") : runName;
    const QString runPath = QDir(directory).filePath(QStringLiteral("plugins/profile/") + run);
    if (!QDir().mkpath(runPath))
        return GeneratorText::tr("Cannot create the folder %1").arg(runPath);
    for (int h = 0; h < std::max(1, options.hosts); ++h) {
        ProfileFacts hostFacts;
        const QString path = QDir(runPath).filePath(hostName(options, h) + QStringLiteral(".xplane.pb"));
        const QString error = writeXSpace(options, path, h, facts ? &hostFacts : nullptr);
        if (!error.isEmpty())
            return error;
        if (!facts)
            continue;
        if (h == 0) {
            *facts = hostFacts;
        } else {
            facts->allocators.insert(facts->allocators.end(), hostFacts.allocators.begin(), hostFacts.allocators.end());
            facts->memoryEvents += hostFacts.memoryEvents;
            facts->deviceOpEvents += hostFacts.deviceOpEvents;
            facts->devicePlanes += hostFacts.devicePlanes;
        }
    }
    return {};
}

} // namespace memscope::generator
