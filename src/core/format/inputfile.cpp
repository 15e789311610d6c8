// SPDX-License-Identifier: Apache-2.0
#include "core/format/inputfile.h"

#include "core/format/gzip.h"
#include "core/util/units.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/statvfs.h>
#include <unistd.h>
#include <vector>

namespace memscope::format {
namespace {

    struct InputFileText
    {
        Q_DECLARE_TR_FUNCTIONS(memscope::format)
    };

    QString systemError() { return QString::fromLocal8Bit(strerror(errno)); }

    std::function<void(const QString& path)>& afterMappingHook()
    {
        static std::function<void(const QString& path)> hook;
        return hook;
    }

    // Collects a content that arrives in pieces in an unlinked temporary file
    // (nothing is left behind, whatever happens), up to the read limit and to
    // 90 % of the free space there, keeps its head for the HeadCheck, and maps
    // it once complete.
    class Spool
    {
    public:
        enum class Stop
        {
            None,
            Failed, // error() says why
            HeadRejected,
            ReadLimit, // more than limits.maxBytes
            TempSpace, // more than the temporary folder can take
        };

        Spool(const ReadLimits& limits, const HeadCheck& check)
            : m_limits(limits)
            , m_check(check)
            , m_folder(QDir::tempPath())
        {
            QByteArray pattern = QFile::encodeName(QDir(m_folder).filePath(QStringLiteral("memscope-XXXXXX")));
            m_fd = mkostemp(pattern.data(), O_CLOEXEC);
            if (m_fd < 0) {
                fail(InputFileText::tr("cannot create a temporary file in %1 (%2); TMPDIR chooses another folder")
                         .arg(QDir::toNativeSeparators(m_folder), systemError()));
                return;
            }
            unlink(pattern.constData());
            struct statvfs space
            {
            };
            m_room = fstatvfs(m_fd, &space) == 0 ? qint64(space.f_bavail) * qint64(space.f_frsize) : 0;
        }
        ~Spool()
        {
            if (m_fd >= 0)
                close(m_fd);
        }
        Q_DISABLE_COPY_MOVE(Spool)

        // false: stop reading (stop() says why).
        bool append(const char* data, qint64 size)
        {
            if (m_stop != Stop::None)
                return false;
            if (m_size + size > m_limits.maxBytes) {
                m_stop = Stop::ReadLimit;
                return false;
            }
            if (m_size + size > m_room - m_room / 10) {
                m_stop = Stop::TempSpace;
                return false;
            }
            if (m_head.size() < kHeadCheckSize) {
                m_head.append(data, qsizetype(std::min(size, kHeadCheckSize - m_head.size())));
                if (m_head.size() == kHeadCheckSize && !checkHead())
                    return false;
            }
            for (qint64 written = 0; written < size;) {
                const ssize_t count = write(m_fd, data + written, size_t(size - written));
                if (count < 0 && errno == EINTR)
                    continue;
                if (count <= 0) {
                    fail(InputFileText::tr("cannot write to a temporary file in %1 (%2); TMPDIR chooses another folder")
                             .arg(QDir::toNativeSeparators(m_folder), systemError()));
                    return false;
                }
                written += count;
            }
            m_size += size;
            return true;
        }

        // The content, mapped; nullptr when it is empty or was stopped.
        std::unique_ptr<MappedFile> finish()
        {
            if (m_stop != Stop::None || (m_head.size() < kHeadCheckSize && !checkHead()) || m_size == 0)
                return nullptr;
            QString error;
            std::unique_ptr<MappedFile> mapping = MappedFile::map(m_fd, m_size, error);
            if (!mapping)
                fail(InputFileText::tr("cannot map the temporary file in %1 (%2)")
                         .arg(QDir::toNativeSeparators(m_folder), error));
            return mapping;
        }

        Stop stop() const { return m_stop; }
        qint64 size() const { return m_size; }

        // Why the content stopped, as far as the spool knows.
        void describe(InputProblem& problem) const
        {
            if (m_stop == Stop::HeadRejected)
                problem.rejectedHead = m_head;
            else if (m_stop == Stop::Failed)
                problem.error = m_error;
        }
        qint64 limit() const { return m_stop == Stop::TempSpace ? m_room - m_room / 10 : m_limits.maxBytes; }
        QString limitExplanation() const
        {
            if (m_stop != Stop::TempSpace)
                return readLimitExplanation(m_limits);
            return InputFileText::tr(
                "90 % of the %1 free in %2, the folder it is written to while read; TMPDIR chooses another")
                .arg(formatBytes(m_room), QDir::toNativeSeparators(m_folder));
        }

    private:
        bool checkHead()
        {
            if (!m_check || m_check(m_head))
                return true;
            m_stop = Stop::HeadRejected;
            return false;
        }
        void fail(const QString& error)
        {
            m_stop = Stop::Failed;
            m_error = error;
        }

        ReadLimits m_limits;
        HeadCheck m_check;
        QString m_folder;
        int m_fd = -1;
        qint64 m_room = 0;
        qint64 m_size = 0;
        QByteArray m_head;
        Stop m_stop = Stop::None;
        QString m_error;
    };

    constexpr int kPollIntervalMs = 100; // how often a silent pipe's read looks at the cancel flag
    constexpr qint64 kReadChunk = 1 << 20;

    // What a pipe or device delivers until its end, `sizeCap` bytes (-1: none)
    // or a limit; the silence allowed is limits.idleTimeoutMs.
    std::unique_ptr<MappedFile> readStream(int fd, qint64 sizeCap, const ReadLimits& limits, const HeadCheck& check,
        const std::atomic_bool* cancel, InputProblem& problem)
    {
        Spool spool(limits, check);
        std::vector<char> buffer(static_cast<size_t>(kReadChunk));
        QElapsedTimer silence;
        silence.start();
        while (spool.stop() == Spool::Stop::None && (sizeCap < 0 || spool.size() < sizeCap)) {
            if (cancel && cancel->load(std::memory_order_relaxed)) {
                problem.cancelled = true;
                return nullptr;
            }
            pollfd polled { fd, POLLIN, 0 };
            const int ready = poll(&polled, 1, kPollIntervalMs);
            if (ready < 0 && errno != EINTR) {
                problem.error = InputFileText::tr("cannot read the file (%1)").arg(systemError());
                return nullptr;
            }
            if (ready <= 0) {
                if (silence.elapsed() >= limits.idleTimeoutMs) {
                    problem.error = InputFileText::tr(
                        "nothing arrived for %1 s after byte %2 (a pipe that no program writes to?); "
                        "%3 sets how many seconds to wait")
                                        .arg(limits.idleTimeoutMs / 1000.0)
                                        .arg(spool.size())
                                        .arg(QString::fromLatin1(kReadTimeoutVariable));
                    return nullptr;
                }
                continue;
            }
            const qint64 wanted = sizeCap < 0 ? kReadChunk : std::min(kReadChunk, sizeCap - spool.size());
            const ssize_t count = read(fd, buffer.data(), size_t(wanted));
            if (count < 0 && (errno == EAGAIN || errno == EINTR))
                continue;
            if (count < 0) {
                problem.error
                    = InputFileText::tr("cannot read the file at byte %1 (%2)").arg(spool.size()).arg(systemError());
                return nullptr;
            }
            if (count == 0)
                break; // the end
            silence.restart();
            spool.append(buffer.data(), count);
        }
        if (spool.stop() == Spool::Stop::ReadLimit || spool.stop() == Spool::Stop::TempSpace) {
            problem.error = InputFileText::tr("more than %1 arrived without an end; the most that is read is %2")
                                .arg(formatBytes(spool.limit()), spool.limitExplanation());
            return nullptr;
        }
        std::unique_ptr<MappedFile> content = spool.finish();
        spool.describe(problem);
        return content;
    }

} // namespace

InputFile::InputFile(int fd, const struct stat& opened)
    : m_fd(fd)
    , m_opened(opened)
{
}

InputFile::~InputFile()
{
    m_bytes.reset();
    close(m_fd);
}

std::unique_ptr<InputFile> InputFile::open(const QString& path, const ReadLimits& limits, const HeadCheck& check,
    const std::atomic_bool* cancel, InputProblem& problem)
{
    // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer, for ever.
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        problem.error = InputFileText::tr("cannot open the file (%1)").arg(systemError());
        return nullptr;
    }
    struct stat opened
    {
    };
    if (fstat(fd, &opened) != 0) {
        problem.error = InputFileText::tr("cannot open the file (%1)").arg(systemError());
        close(fd);
        return nullptr;
    }
    std::unique_ptr<InputFile> file(new InputFile(fd, opened));
    const bool regular = S_ISREG(opened.st_mode);
    if (regular && opened.st_size > 0) {
        QString mapError;
        file->m_bytes = MappedFile::map(fd, opened.st_size, mapError);
        if (file->m_bytes) {
            file->m_mappedInPlace = true;
            if (afterMappingHook())
                afterMappingHook()(path);
            return file;
        }
    }
    // A regular file that cannot be mapped (or claims size 0, as those of /proc
    // do) is read up to its size when opened, even while it grows.
    file->m_bytes = readStream(fd, regular && opened.st_size > 0 ? opened.st_size : -1, limits, check, cancel, problem);
    if (problem.any())
        return nullptr;
    return file;
}

FileChange InputFile::change() const
{
    FileChange change;
    change.sizeWhenOpened = m_opened.st_size;
    change.sizeNow = m_opened.st_size;
    if (!m_mappedInPlace)
        return change;
    change.shrankUnderRead = m_bytes->faulted();
    struct stat now
    {
    };
    if (fstat(m_fd, &now) == 0)
        change.sizeNow = now.st_size;
    change.changed = change.shrankUnderRead || now.st_size != m_opened.st_size
        || now.st_mtim.tv_sec != m_opened.st_mtim.tv_sec || now.st_mtim.tv_nsec != m_opened.st_mtim.tv_nsec;
    return change;
}

std::unique_ptr<MappedFile> decompressGzip(const char* data, qint64 size, const ReadLimits& limits,
    const HeadCheck& check, const std::atomic_bool* cancel, const std::function<void(qint64 bytes)>& consumed,
    InputProblem& problem)
{
    Spool spool(limits, check);
    const InflateResult inflated = inflateGzip(
        data, size, [&spool](const char* bytes, qint64 count) { return spool.append(bytes, count); }, cancel, consumed);
    if (inflated.cancelled) {
        problem.cancelled = true;
        return nullptr;
    }
    if (spool.stop() == Spool::Stop::ReadLimit || spool.stop() == Spool::Stop::TempSpace) {
        problem.error
            = InputFileText::tr("%1; the most that is decompressed is %2")
                  .arg(inflateLimitMessage(spool.limit(), inflated.compressedRead, size), spool.limitExplanation());
        return nullptr;
    }
    if (!inflated.error.isEmpty()) {
        problem.error = inflated.error;
        return nullptr;
    }
    std::unique_ptr<MappedFile> content = spool.finish();
    spool.describe(problem);
    return content;
}

void setAfterMappingHookForTesting(std::function<void(const QString& path)> hook)
{
    afterMappingHook() = std::move(hook);
}

} // namespace memscope::format
