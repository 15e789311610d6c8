// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/format/inputfile.h"
#include "core/format/slicestream.h"

#include <QString>
#include <memory>

namespace memscope {

// The bytes of one opened input: the file mapped where it lies, a temporary
// copy of what a pipe or device delivered, or the decompressed content of a
// gzip file. A loaded profile keeps it (shared by its hosts and modules) to
// parse what it did not parse at load time; the pages it touches are clean
// file pages, given back as each parse goes.
class OpenedInput
{
public:
    OpenedInput(QString path, std::unique_ptr<format::InputFile> file);
    Q_DISABLE_COPY_MOVE(OpenedInput)

    const QString& path() const { return m_path; }
    const char* data() const { return m_data; }
    qint64 size() const { return m_size; }

    // Replaces the file's bytes by their decompressed content; the compressed
    // file is closed (read to its end: its changes no longer matter).
    void setDecompressed(std::unique_ptr<format::MappedFile> decompressed);
    // Whether the bytes are a gzip file's decompressed content (byte offsets in
    // messages then count in the decompressed content).
    bool decompressed() const { return m_decompressed != nullptr; }

    // `readError`, the outcome of a read of these bytes, unless the file
    // changed under it: then why ("the file changed while it was read ...").
    QString settled(const QString& readError) const;

    // For a parse of these bytes: cancellable, with its pages given back.
    format::ParseControl parseControl(const std::atomic_bool* cancel) const;

private:
    QString m_path;
    std::unique_ptr<format::InputFile> m_file;
    std::unique_ptr<format::MappedFile> m_decompressed;
    const char* m_data = nullptr;
    qint64 m_size = 0;
};

} // namespace memscope
