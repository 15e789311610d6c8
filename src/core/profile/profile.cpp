// SPDX-License-Identifier: Apache-2.0
#include "core/profile/profile.h"

#include "core/format/hlorows.h"
#include "core/format/hloview.h"
#include "core/format/xspacereader.h"
#include "core/profile/fileerror.h"
#include "core/profile/openedinput.h"
#include "core/util/bestranked.h"
#include "hlo.pb.h"
#include "xplane.pb.h"

#include <QMutex>

namespace memscope {

struct HloModule::State
{
    std::shared_ptr<const OpenedInput> input; // nullptr: parsed in memory
    format::XSpaceModule where;
    QMutex mutex;
    std::shared_ptr<const xla::HloProto> whole;
    std::shared_ptr<const format::HloRows> rows;

    std::shared_ptr<const xla::HloProto> parse(QString* error) const
    {
        if (!input)
            return nullptr;
        bool cancelled = false;
        std::shared_ptr<const xla::HloProto> proto
            = format::parseXSpaceModule(input->data(), where, input->parseControl(nullptr), &cancelled);
        return settled(proto != nullptr, cancelled, error) ? proto : nullptr;
    }

    // The rows of the file's bytes (its pages given back), or of the proto of a module without a file.
    std::shared_ptr<const format::HloRows> readRows(QString* error, const std::atomic_bool* cancel) const
    {
        auto rows = std::make_shared<format::HloRows>();
        if (!input) {
            const std::string bytes = whole ? whole->SerializeAsString() : std::string();
            if (!whole || format::readHloRows(*rows, bytes.data(), qint64(bytes.size()), {}) != format::ParseStatus::Ok)
                return nullptr;
            return rows;
        }
        const format::ParseStatus status
            = format::readHloRows(*rows, input->data() + where.offset, where.size, input->parseControl(cancel));
        if (!settled(status == format::ParseStatus::Ok, status == format::ParseStatus::Cancelled, error))
            return nullptr;
        return rows;
    }

    // Whether what a read of the module's bytes gave (`read`: it succeeded) is
    // the module; *error says why not, unless it was cancelled.
    bool settled(bool read, bool cancelled, QString* error) const
    {
        // What was read from zeros where the file shrank is not the module.
        const QString damage = read || cancelled ? QString() : format::damagedModuleError(where);
        const QString settled = input->settled(damage);
        if (!settled.isEmpty()) {
            if (error)
                *error = fileError(input->path(), settled);
            return false;
        }
        return read;
    }
};

std::shared_ptr<const xla::HloProto> HloModule::proto(QString* error) const
{
    if (!m_state)
        return nullptr;
    const QMutexLocker locker(&m_state->mutex);
    if (!m_state->whole)
        m_state->whole = m_state->parse(error);
    return m_state->whole;
}

std::shared_ptr<const format::HloRows> HloModule::rows(QString* error, const std::atomic_bool* cancel) const
{
    if (!m_state)
        return nullptr;
    const QMutexLocker locker(&m_state->mutex);
    if (!m_state->rows)
        m_state->rows = m_state->readRows(error, cancel);
    return m_state->rows;
}

std::shared_ptr<const format::HloRows> HloModule::rowsForBuffers(QString* error, const std::atomic_bool* cancel) const
{
    if (!m_state)
        return nullptr;
    {
        const QMutexLocker locker(&m_state->mutex);
        if (m_state->rows)
            return m_state->rows;
    }
    return m_state->readRows(error, cancel);
}

bool HloModule::readSerialized(
    const std::function<bool(QByteArrayView bytes, const format::ParseControl& control)>& read, QString* error) const
{
    if (!m_state)
        return false;
    if (!m_state->input) {
        // Read from JSON or text, or made in memory: its parse, serialized.
        const std::shared_ptr<const xla::HloProto> whole = proto(error);
        if (!whole)
            return false;
        const std::string bytes = whole->SerializeAsString();
        return read(QByteArrayView(bytes), {});
    }
    const bool readAll = read(QByteArrayView(m_state->input->data() + m_state->where.offset, m_state->where.size),
        m_state->input->parseControl(nullptr));
    return m_state->settled(readAll, false, error);
}

std::optional<format::BufferAssignmentCounts> HloModule::bufferAssignmentCounts(QString* error) const
{
    std::optional<format::BufferAssignmentCounts> counts;
    const bool read = readSerialized(
        [&](QByteArrayView bytes, const format::ParseControl& control) {
            counts = format::countBufferAssignment(bytes.data(), bytes.size(), control);
            return counts.has_value();
        },
        error);
    return read ? counts : std::nullopt;
}

QByteArrayView HloModule::serialized() const
{
    if (!m_state || !m_state->input)
        return {};
    return QByteArrayView(m_state->input->data() + m_state->where.offset, m_state->where.size);
}

void HloModule::setProto(std::shared_ptr<const xla::HloProto> proto)
{
    m_state = std::make_shared<State>();
    m_state->whole = std::move(proto);
}

void HloModule::setSource(std::shared_ptr<const OpenedInput> input, const format::XSpaceModule& where)
{
    m_state = std::make_shared<State>();
    m_state->input = std::move(input);
    m_state->where = where;
}

struct HostSpace::State
{
    std::shared_ptr<const OpenedInput> input; // the file read, or nullptr
    bool chromeTrace = false; // `input` is Chrome trace-event JSON, not an XSpace
    QByteArray inMemory; // without a file: the serialized XSpace, given or made from `space` once asked for
    QString path; // for messages
    QMutex mutex;
    // A host made from a parsed XSpace keeps it; one read from bytes keeps its parse only while a
    // reader holds it, so that readers going host by host hold one host's planes, not every host's.
    std::shared_ptr<const tensorflow::profiler::XSpace> given;
    std::weak_ptr<const tensorflow::profiler::XSpace> parsed;
    QString error; // of the parse, kept with it: a damaged plane stays damaged

    std::shared_ptr<const tensorflow::profiler::XSpace> current() const { return given ? given : parsed.lock(); }

    QByteArrayView bytes() const
    {
        return input ? QByteArrayView(input->data(), input->size()) : QByteArrayView(inMemory);
    }

    // A host whose state is yet to be filled; `messagePath` names it in errors.
    static HostSpace newHost(QString hostName, QString filePath, QString messagePath)
    {
        HostSpace host;
        host.m_state = std::make_shared<State>();
        host.m_state->path = std::move(messagePath);
        host.hostName = std::move(hostName);
        host.filePath = std::move(filePath);
        return host;
    }
};

bool HostSpace::holdsXSpace() const { return m_state && !m_state->chromeTrace; }

std::shared_ptr<const OpenedInput> HostSpace::input() const { return m_state ? m_state->input : nullptr; }

QString HostSpace::settled(const QString& readError) const
{
    return m_state && m_state->input ? m_state->input->settled(readError) : readError;
}

std::shared_ptr<const tensorflow::profiler::XSpace> HostSpace::space(QString* error) const
{
    if (!holdsXSpace())
        return nullptr;
    const QMutexLocker locker(&m_state->mutex);
    std::shared_ptr<const tensorflow::profiler::XSpace> space = m_state->current();
    if (!space && m_state->error.isEmpty()) {
        const QByteArrayView bytes = m_state->bytes();
        format::XSpaceReadOptions options;
        if (m_state->input)
            options.control = m_state->input->parseControl(nullptr);
        format::XSpaceContents contents = format::readXSpace(bytes.data(), bytes.size(), options);
        const QString settled = this->settled(contents.error);
        if (settled.isEmpty()) {
            space = std::move(contents.space);
            m_state->parsed = space;
        } else {
            m_state->error = fileError(m_state->path, settled);
        }
    }
    if (error && !space)
        *error = m_state->error;
    return space;
}

std::shared_ptr<const tensorflow::profiler::XSpace> HostSpace::parsedSpace() const
{
    if (!m_state)
        return nullptr;
    const QMutexLocker locker(&m_state->mutex);
    return m_state->current();
}

QByteArrayView HostSpace::bytes() const
{
    if (!holdsXSpace())
        return {};
    if (m_state->input)
        return m_state->bytes();
    const QMutexLocker locker(&m_state->mutex);
    if (m_state->inMemory.isEmpty() && m_state->given)
        m_state->inMemory = QByteArray::fromStdString(m_state->given->SerializeAsString());
    return m_state->inMemory;
}

bool HostSpace::bytesMapped() const { return holdsXSpace() && m_state->input; }

HostSpace HostSpace::read(QString hostName, QString filePath, std::shared_ptr<const OpenedInput> input)
{
    HostSpace host = State::newHost(std::move(hostName), std::move(filePath), input->path());
    host.m_state->input = std::move(input);
    return host;
}

HostSpace HostSpace::chromeTrace(QString hostName, QString filePath, std::shared_ptr<const OpenedInput> input)
{
    HostSpace host = read(std::move(hostName), std::move(filePath), std::move(input));
    host.m_state->chromeTrace = true;
    return host;
}

HostSpace HostSpace::parsed(
    QString hostName, QString filePath, std::shared_ptr<const tensorflow::profiler::XSpace> space)
{
    HostSpace host = State::newHost(std::move(hostName), filePath, filePath);
    host.m_state->given = std::move(space);
    return host;
}

HostSpace HostSpace::serialized(QString hostName, QString filePath, QByteArray bytes)
{
    HostSpace host = State::newHost(std::move(hostName), filePath, filePath);
    host.m_state->inMemory = std::move(bytes);
    return host;
}

QString changedWhileRead(const Profile& profile)
{
    for (const HostSpace& host : profile.hosts) {
        if (const QString changed = host.settled({}); !changed.isEmpty())
            return fileError(host.filePath, changed);
    }
    return {};
}

ModuleMatch matchModule(const HloModule& module, const QString& nameOrIdOrDisplayName)
{
    if (module.displayName == nameOrIdOrDisplayName)
        return ModuleMatch::DisplayName;
    if (module.name == nameOrIdOrDisplayName)
        return ModuleMatch::Name;
    bool isNumber = false;
    const quint64 programId = nameOrIdOrDisplayName.toULongLong(&isNumber);
    if (isNumber && module.hasProgramId && module.programId == programId)
        return ModuleMatch::ProgramId;
    return ModuleMatch::None;
}

const HloModule* Profile::findModule(const QString& nameOrIdOrDisplayName) const
{
    return bestRanked(modules, [&](const HloModule& module) { return matchModule(module, nameOrIdOrDisplayName); });
}

} // namespace memscope
