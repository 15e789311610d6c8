// SPDX-License-Identifier: Apache-2.0
#include "core/support/testdata.h"

#include "core/profile/loader.h"
#include "hlo.pb.h"
#include "xplane.pb.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <google/protobuf/io/coded_stream.h>
#include <google/protobuf/io/zero_copy_stream_impl_lite.h>
#include <google/protobuf/text_format.h>
#include <zlib.h>

namespace memscope::test {

xla::HloProto memoryViewerCase(const QString& name)
{
    QFile file(QStringLiteral(MEMSCOPE_TEST_DATA "/memoryviewer/%1.textproto").arg(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open test case %s", qPrintable(name));
    xla::HloProto proto;
    if (!google::protobuf::TextFormat::ParseFromString(file.readAll().toStdString(), &proto))
        qFatal("cannot parse test case %s", qPrintable(name));
    return proto;
}

QString sharedDataPath(const QString& relative)
{
    const QFileInfo info(QDir(QStringLiteral(MEMSCOPE_SHARED_DATA)).filePath(relative));
    return info.exists() ? info.absoluteFilePath() : QString();
}

QByteArray serialize(const google::protobuf::MessageLite& message)
{
    // Deterministic: maps in key order, so that tests know the file order.
    std::string bytes;
    google::protobuf::io::StringOutputStream stream(&bytes);
    google::protobuf::io::CodedOutputStream output(&stream);
    output.SetSerializationDeterministic(true);
    message.SerializeToCodedStream(&output);
    output.Trim();
    return QByteArray::fromStdString(bytes);
}

QByteArray gzipCompress(const QByteArray& data)
{
    z_stream stream {};
    deflateInit2(&stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
    QByteArray out(qsizetype(deflateBound(&stream, uLong(data.size()))), Qt::Uninitialized);
    stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.constData()));
    stream.avail_in = uInt(data.size());
    stream.next_out = reinterpret_cast<Bytef*>(out.data());
    stream.avail_out = uInt(out.size());
    deflate(&stream, Z_FINISH);
    out.truncate(qsizetype(stream.total_out));
    deflateEnd(&stream);
    return out;
}

QByteArray gzipOfZeros(qint64 zeros)
{
    z_stream stream {};
    deflateInit2(&stream, Z_BEST_COMPRESSION, Z_DEFLATED, 16 + MAX_WBITS, 9, Z_DEFAULT_STRATEGY);
    const QByteArray chunk(1 << 20, '\0');
    QByteArray out;
    char buffer[1 << 16];
    for (qint64 left = zeros; left >= 0; left -= chunk.size()) {
        const bool last = left <= chunk.size();
        stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(chunk.constData()));
        stream.avail_in = uInt(std::min<qint64>(left, chunk.size()));
        do {
            stream.next_out = reinterpret_cast<Bytef*>(buffer);
            stream.avail_out = sizeof buffer;
            deflate(&stream, last ? Z_FINISH : Z_NO_FLUSH);
            out.append(buffer, qsizetype(sizeof buffer - stream.avail_out));
        } while (stream.avail_out == 0);
        if (last)
            break;
    }
    deflateEnd(&stream);
    return out;
}

QByteArray varint(quint64 value)
{
    QByteArray bytes;
    while (value >= 0x80) {
        bytes.append(char(value | 0x80));
        value >>= 7;
    }
    bytes.append(char(value));
    return bytes;
}

QByteArray readFile(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeFile(const QString& path, const QByteArray& data)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(data) == data.size();
}

QString writeInput(const QTemporaryDir& dir, const QString& name, const QByteArray& data, bool compressed)
{
    const QString path = dir.filePath(compressed ? name + QStringLiteral(".gz") : name);
    if (!writeFile(path, compressed ? gzipCompress(data) : data))
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

xla::HloProto makeHloProto(const ModuleSpec& spec)
{
    xla::HloProto proto;
    xla::HloModuleProto& module = *proto.mutable_hlo_module();
    module.set_name(spec.name);
    module.set_entry_computation_name("main");
    xla::HloComputationProto& computation = *module.add_computations();
    computation.set_name("main");
    xla::BufferAssignmentProto& assignment = *proto.mutable_buffer_assignment();
    qint64 bufferId = 0;
    for (size_t index = 0; index < spec.memorySpaces.size(); ++index) {
        xla::BufferAllocationProto& allocation = *assignment.add_buffer_allocations();
        allocation.set_index(qint64(index));
        allocation.set_color(spec.memorySpaces[index]);
        allocation.set_size(1024 * spec.buffersPerAllocation);
        for (int i = 0; i < spec.buffersPerAllocation; ++i, ++bufferId) {
            xla::HloInstructionProto& instruction = *computation.add_instructions();
            instruction.set_name("op." + std::to_string(bufferId));
            instruction.set_opcode("add");
            instruction.set_id(bufferId + 1);
            xla::LogicalBufferProto& buffer = *assignment.add_logical_buffers();
            buffer.set_id(bufferId);
            buffer.set_size(1024);
            buffer.set_color(spec.memorySpaces[index]);
            buffer.mutable_defined_at()->set_instruction_id(bufferId + 1);
            xla::BufferAllocationProto::Assigned& assigned = *allocation.add_assigned();
            assigned.set_logical_buffer_id(bufferId);
            assigned.set_offset(1024 * i);
            assigned.set_size(1024);
        }
    }
    return proto;
}

tensorflow::profiler::XSpace makeXSpace(const std::vector<ModuleSpec>& modules, MetadataLayout layout, int deviceEvents)
{
    using namespace tensorflow::profiler;
    XSpace space;
    XPlane& device = *space.add_planes();
    device.set_id(1);
    device.set_name("/device:TPU:0");
    XLine& line = *device.add_lines();
    line.set_id(1);
    line.set_name("XLA Ops");
    for (int i = 0; i < deviceEvents; ++i) {
        XEvent& event = *line.add_events();
        event.set_metadata_id(1);
        event.set_offset_ps(1000 * i);
        event.set_duration_ps(500);
    }
    (*device.mutable_event_metadata())[1].set_name("fusion.1");

    XPlane& metadata = *space.add_planes();
    metadata.set_id(2);
    metadata.set_name("/host:metadata");
    constexpr qint64 kHloProtoStat = 1;
    constexpr qint64 kProgramIdStat = 2;
    XStatMetadata& hloStat = (*metadata.mutable_stat_metadata())[kHloProtoStat];
    hloStat.set_id(kHloProtoStat);
    hloStat.set_name("Hlo Proto");
    if (layout == MetadataLayout::Newer) {
        XStatMetadata& idStat = (*metadata.mutable_stat_metadata())[kProgramIdStat];
        idStat.set_id(kProgramIdStat);
        idStat.set_name("program_id");
    }
    qint64 counter = 1;
    for (const ModuleSpec& spec : modules) {
        const std::string displayName = spec.name + "(" + std::to_string(spec.programId) + ")";
        const qint64 key = layout == MetadataLayout::Older ? qint64(spec.programId) : counter++;
        XEventMetadata& entry = (*metadata.mutable_event_metadata())[key];
        entry.set_id(key);
        entry.set_name(displayName);
        XStat& hlo = *entry.add_stats();
        hlo.set_metadata_id(kHloProtoStat);
        hlo.set_bytes_value(makeHloProto(spec).SerializeAsString());
        if (layout == MetadataLayout::Newer) {
            entry.set_display_name(displayName);
            XStat& programId = *entry.add_stats();
            programId.set_metadata_id(kProgramIdStat);
            programId.set_uint64_value(spec.programId);
        }
    }

    XPlane& host = *space.add_planes();
    host.set_id(3);
    host.set_name("/host:CPU");
    host.add_lines()->set_name("python");
    space.add_hostnames("testhost");
    return space;
}

void damageModule(tensorflow::profiler::XSpace& space, const std::string& displayName)
{
    for (tensorflow::profiler::XPlane& plane : *space.mutable_planes()) {
        for (auto& [id, entry] : *plane.mutable_event_metadata()) {
            if (entry.name() == displayName)
                entry.mutable_stats(0)->set_bytes_value("\x0a\xff\xff\xff\x0f garbage");
        }
    }
}

OomParseOutcome loadOomReports(const QString& path)
{
    LoadOutcome loaded = loadProfile(path);
    OomParseOutcome outcome;
    outcome.error = loaded.error;
    outcome.cancelled = loaded.cancelled;
    if (loaded.profile)
        outcome.reports = loaded.profile->oomReports;
    return outcome;
}

} // namespace memscope::test
