// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

namespace memscope {

// "PATH: reason": every load error names the file first, then what is wrong and
// where (the path in the platform's separators).
QString fileError(const QString& path, const QString& reason);

} // namespace memscope
