// SPDX-License-Identifier: Apache-2.0
#pragma once

// The bytes of one host file for as long as a trace model refers to them:
// a read-only mapping whose pages are given back to the kernel once read (so
// the file costs no resident memory after the model is built, and the few
// pages of a selected event fault back in), or the decompressed content of a
// gzip file.

#include <QByteArray>
#include <QFile>
#include <QString>
#include <atomic>
#include <memory>

namespace memscope::trace {

class TraceBytes
{
public:
    struct Opened
    {
        std::shared_ptr<TraceBytes> bytes;
        QString error; // without the file name
        bool cancelled = false;
    };
    // The XSpace in `path` (plain or gzip); any other content is an error.
    static Opened open(const QString& path, const std::atomic_bool* cancel);

    const char* data() const { return m_data; }
    qint64 size() const { return m_size; }
    // Gives the pages of [offset, offset + length) back when they are a file mapping.
    void release(qint64 offset, qint64 length) const;

private:
    std::unique_ptr<QFile> m_file;
    QByteArray m_owned;
    const char* m_data = nullptr;
    qint64 m_size = 0;
    bool m_mapped = false;
};

} // namespace memscope::trace
