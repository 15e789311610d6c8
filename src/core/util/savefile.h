// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QString>
#include <functional>

class QIODevice;
class QSaveFile;

namespace memscope {

// Commits a QSaveFile only when every byte reached the disk. QSaveFile::commit()
// ignores an error of its final flush, so a full disk would otherwise replace
// the old file with a truncated one. On false, file.errorString() says why and
// the old file is untouched.
bool commitSaveFile(QSaveFile& file);

// Every file Memscope writes (the GUI's exports, memscope-report --output)
// goes through here. A regular file (or a new one) is replaced atomically: a
// failed write leaves the old file as it was and no temporary file behind.
// A target that exists and is not a regular file (/dev/null, /dev/stdout, a
// FIFO) is written in place: renaming a regular file over it, as QSaveFile
// does, would replace the device node when run as root. `write` fills the
// device and returns false when a write failed. Returns "" or an error that
// names the path.
QString writeFileAtomically(const QString& path, const std::function<bool(QIODevice& device)>& write);
QString writeFileAtomically(const QString& path, const QByteArray& data);

} // namespace memscope
