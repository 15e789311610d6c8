// SPDX-License-Identifier: Apache-2.0
#pragma once

// Opens what the loader reads so that no input can crash, hang or exhaust it.
// A regular file is mapped as a MappedFile: when it shrinks under the parse,
// the load fails with a message instead of a SIGBUS. A pipe, a device, or a
// file that cannot be mapped is read within ReadLimits (size and silence) into
// an unlinked temporary file, which is mapped instead; so is the decompressed
// content of a gzip file. The first bytes of such data are checked before the
// rest is read, so that /dev/zero or a gzip bomb of zeros ends at once.

#include "core/format/mappedfile.h"
#include "core/format/readlimits.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <atomic>
#include <functional>
#include <memory>
#include <sys/stat.h>

namespace memscope::format {

// How much is read (or decompressed) before the head check sees it.
constexpr qint64 kHeadCheckSize = 1 << 20;

// Returns false when the first bytes of a content (kHeadCheckSize, or all of a
// smaller content) show that no profile follows; reading then stops.
using HeadCheck = std::function<bool(QByteArrayView head)>;

// Why an input could not be read.
struct InputProblem
{
    QString error; // without the file name; empty when `cancelled` or `rejectedHead` says it
    QByteArray rejectedHead; // the head that the HeadCheck refused
    bool cancelled = false;

    bool any() const { return cancelled || !error.isEmpty() || !rejectedHead.isEmpty(); }
};

// How a regular file differs from when it was opened.
struct FileChange
{
    bool shrankUnderRead = false; // a page past its new end was touched: what was read is not the file
    bool changed = false; // size or modification time differ (or it shrank)
    qint64 sizeWhenOpened = 0;
    qint64 sizeNow = 0;
};

class InputFile
{
public:
    // Opens `path` read-only, never blocking (a FIFO without a writer
    // included). nullptr with `problem` set when it cannot be read.
    static std::unique_ptr<InputFile> open(const QString& path, const ReadLimits& limits, const HeadCheck& check,
        const std::atomic_bool* cancel, InputProblem& problem);
    ~InputFile();
    Q_DISABLE_COPY_MOVE(InputFile)

    const char* data() const { return m_bytes ? m_bytes->data() : nullptr; }
    qint64 size() const { return m_bytes ? m_bytes->size() : 0; }
    // For a regular file read where it lies; otherwise nothing changed.
    FileChange change() const;

private:
    InputFile(int fd, const struct stat& opened);

    int m_fd;
    struct stat m_opened;
    std::unique_ptr<MappedFile> m_bytes; // the file, or the temporary copy of what a pipe or device delivered
    bool m_mappedInPlace = false;
};

// The content of the gzip data at `data`, decompressed into a temporary file
// within `limits`, mapped. nullptr with `problem` set when it cannot be (an
// empty content gives nullptr and no problem). `consumed` hears of the
// compressed bytes read.
std::unique_ptr<MappedFile> decompressGzip(const char* data, qint64 size, const ReadLimits& limits,
    const HeadCheck& check, const std::atomic_bool* cancel, const std::function<void(qint64 bytes)>& consumed,
    InputProblem& problem);

// For tests: called with the path of each regular file InputFile::open has
// mapped, before anything of it is read, so that a test can change the file
// at exactly that point. Set it only while no load runs; {} removes it.
void setAfterMappingHookForTesting(std::function<void(const QString& path)> hook);

} // namespace memscope::format
