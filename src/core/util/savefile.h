// SPDX-License-Identifier: Apache-2.0
#pragma once

class QSaveFile;

namespace memscope {

// Commits a QSaveFile only when every byte reached the disk. QSaveFile::commit()
// ignores an error of its final flush, so a full disk would otherwise replace
// the old file with a truncated one. On false, file.errorString() says why and
// the old file is untouched.
bool commitSaveFile(QSaveFile& file);

} // namespace memscope
