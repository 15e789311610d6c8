// SPDX-License-Identifier: Apache-2.0
#include "core/trace/hlosymbols.h"

#include "core/format/wire.h"
#include "hlo.pb.h"
#include "xla_data.pb.h"

namespace memscope::trace {

using format::WireField;
using format::WireType;
using format::WireWalker;

namespace {

    // The fields read here, as protoc names them (proto/hlo.proto, xla_data.proto).
    enum : quint32
    {
        kHloModule = xla::HloProto::kHloModuleFieldNumber,
        kComputations = xla::HloModuleProto::kComputationsFieldNumber,
        kInstructions = xla::HloComputationProto::kInstructionsFieldNumber,
        kInstructionName = xla::HloInstructionProto::kNameFieldNumber,
        kInstructionMetadata = xla::HloInstructionProto::kMetadataFieldNumber,
        kOpType = xla::OpMetadata::kOpTypeFieldNumber,
        kOpName = xla::OpMetadata::kOpNameFieldNumber,
        kSourceFile = xla::OpMetadata::kSourceFileFieldNumber,
        kSourceLine = xla::OpMetadata::kSourceLineFieldNumber,
    };

    // Calls `visit` for each length-delimited field numbered `number`; false when `bytes` are not wire format.
    template <typename Visit> bool forEachMessage(QByteArrayView bytes, quint32 number, Visit&& visit)
    {
        WireWalker walker(bytes.data(), bytes.size());
        WireField field;
        WireWalker::Status status;
        while ((status = walker.next(field)) == WireWalker::Status::Field) {
            if (field.number == number && field.type == WireType::LengthDelimited
                && !visit(field.payload(bytes.data())))
                return false;
        }
        return status == WireWalker::Status::End;
    }

    bool readMetadata(QByteArrayView bytes, HloInstructionInfo& info)
    {
        WireWalker walker(bytes.data(), bytes.size());
        WireField field;
        WireWalker::Status status;
        while ((status = walker.next(field)) == WireWalker::Status::Field) {
            if (field.type == WireType::LengthDelimited) {
                if (field.number == kOpType)
                    info.opType = field.payload(bytes.data());
                else if (field.number == kOpName)
                    info.opName = field.payload(bytes.data());
                else if (field.number == kSourceFile)
                    info.sourceFile = field.payload(bytes.data());
            } else if (field.type == WireType::Varint && field.number == kSourceLine) {
                info.sourceLine = qint32(field.varint); // an int32 on the wire
            }
        }
        return status == WireWalker::Status::End;
    }

    bool readInstruction(QByteArrayView bytes, QHash<QByteArrayView, HloInstructionInfo>& instructions)
    {
        QByteArrayView name;
        HloInstructionInfo info;
        WireWalker walker(bytes.data(), bytes.size());
        WireField field;
        WireWalker::Status status;
        while ((status = walker.next(field)) == WireWalker::Status::Field) {
            if (field.type != WireType::LengthDelimited)
                continue;
            if (field.number == kInstructionName)
                name = field.payload(bytes.data());
            else if (field.number == kInstructionMetadata && !readMetadata(field.payload(bytes.data()), info))
                return false;
        }
        if (status != WireWalker::Status::End)
            return false;
        if (!instructions.contains(name))
            instructions.insert(name, info); // XProf keeps the first of a name
        return true;
    }

} // namespace

QString HloInstructionInfo::frameworkOp() const
{
    return QString::fromUtf8(opName) + QLatin1Char(':') + QString::fromUtf8(opType);
}

QString HloInstructionInfo::source() const
{
    if (sourceFile.isEmpty())
        return {};
    const QByteArrayView base = sourceFile.sliced(sourceFile.lastIndexOf('/') + 1);
    return QString::fromUtf8(base) + QLatin1Char(':') + QString::number(sourceLine);
}

HloSymbols::HloSymbols(const char* data, qint64 size, const std::atomic_bool* cancel)
    : m_data(data)
    , m_size(size)
    , m_cancel(cancel)
{
}

QStringList HloSymbols::warnings() const
{
    const QMutexLocker locker(&m_mutex);
    return m_warnings;
}

std::vector<format::XSpaceModule> HloSymbols::modulesRead() const
{
    const QMutexLocker locker(&m_mutex);
    return m_read;
}

const HloInstructionInfo* HloSymbols::find(quint64 programId, QByteArrayView name)
{
    const QMutexLocker locker(&m_mutex);
    const Instructions* instructions = module(programId);
    if (!instructions)
        return nullptr;
    const auto found = instructions->constFind(name);
    return found == instructions->cend() ? nullptr : &*found;
}

const HloSymbols::Instructions* HloSymbols::module(quint64 programId)
{
    const auto known = m_modules.find(programId);
    if (known != m_modules.end())
        return known->second.has_value() ? &*known->second : nullptr;
    if (!m_index) {
        format::ParseControl control;
        control.cancel = m_cancel;
        m_index.emplace();
        // A damaged XSpace was refused before the trace was read; a cancelled walk finds no modules.
        for (const format::XSpaceModule& module : format::indexXSpace(m_data, m_size, control).modules)
            m_index->insert(module.programId, module);
    }
    std::optional<Instructions>& slot = m_modules[programId];
    const auto where = m_index->constFind(programId);
    if (where == m_index->cend())
        return nullptr;
    Instructions instructions;
    m_read.push_back(*where);
    const QByteArrayView proto(m_data + where->offset, where->size);
    const bool intact = forEachMessage(proto, kHloModule, [&](QByteArrayView module) {
        return forEachMessage(module, kComputations, [&](QByteArrayView computation) {
            return forEachMessage(computation, kInstructions,
                [&](QByteArrayView instruction) { return readInstruction(instruction, instructions); });
        });
    });
    if (!intact) {
        m_warnings << format::damagedModuleError(*where);
        return nullptr;
    }
    slot = std::move(instructions);
    return &*slot;
}

} // namespace memscope::trace
