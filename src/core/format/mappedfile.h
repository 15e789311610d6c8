// SPDX-License-Identifier: Apache-2.0
#pragma once

// A read-only mapping of a file that survives the file shrinking under it.
//
// Touching a mapped page past the end of a file raises SIGBUS, which ends the
// process: a profile truncated or re-captured into the same path while it is
// parsed would take the window down with every open tab. While a MappedFile
// lives, a SIGBUS on one of its pages instead maps zeros over the rest of the
// mapping (so the faulting read is repeated on zeros and the parse runs on to
// its end, without unwinding through any C++ frame) and marks the mapping as
// faulted; the loader then reports that the file changed while it was read.
// Faults anywhere else are left to the handler that was there before.

#include <QString>
#include <memory>

namespace memscope::format {

class MappedFile
{
public:
    // Maps the first `size` (> 0) bytes of the open file `fd`, which stays
    // the caller's. nullptr with `error` (the system's words) when it cannot.
    static std::unique_ptr<MappedFile> map(int fd, qint64 size, QString& error);
    ~MappedFile();
    Q_DISABLE_COPY_MOVE(MappedFile)

    const char* data() const { return m_data; }
    qint64 size() const { return m_size; }
    // A page past the file's end was touched: from there on the mapping reads
    // zeros, not the file.
    bool faulted() const;

private:
    MappedFile(const char* data, qint64 size, qint64 mappedLength, int slot);

    const char* m_data;
    qint64 m_size;
    qint64 m_mappedLength; // size rounded up to whole pages
    int m_slot; // in the table the SIGBUS handler reads
};

} // namespace memscope::format
