// SPDX-License-Identifier: Apache-2.0
#include "core/profile/openedinput.h"

#include <QCoreApplication>

namespace memscope {

OpenedInput::OpenedInput(QString path, std::unique_ptr<format::InputFile> file)
    : m_path(std::move(path))
    , m_file(std::move(file))
    , m_data(m_file ? m_file->data() : nullptr)
    , m_size(m_file ? m_file->size() : 0)
{
}

void OpenedInput::setDecompressed(std::unique_ptr<format::MappedFile> decompressed)
{
    m_file.reset();
    m_decompressed = std::move(decompressed);
    m_data = m_decompressed ? m_decompressed->data() : nullptr;
    m_size = m_decompressed ? m_decompressed->size() : 0;
}

QString OpenedInput::settled(const QString& readError) const
{
    if (!m_file)
        return readError;
    // A file that shrank under the read always fails (what was read past its
    // new end is zeros); one that grew or was rewritten is named as the cause
    // only when the read failed.
    const format::FileChange change = m_file->change();
    if (!change.shrankUnderRead && !(!readError.isEmpty() && change.changed))
        return readError;
    return QCoreApplication::translate("memscope",
        "the file changed while it was read (%1 bytes when opened, %2 bytes now); open it again once it is "
        "complete")
        .arg(change.sizeWhenOpened)
        .arg(change.sizeNow);
}

format::ParseControl OpenedInput::parseControl(const std::atomic_bool* cancel) const
{
    format::ParseControl control;
    control.cancel = cancel;
    control.releaseConsumedPages = true; // every input is a file mapping
    return control;
}

} // namespace memscope
