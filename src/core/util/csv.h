// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>
#include <QStringList>

namespace memscope {

// One CSV field as RFC 4180 wants it: quoted when it holds a comma, a quote or a
// line break, with quotes doubled.
QString csvField(const QString& value);
// One CSV record: the fields as csvField makes them, separated by commas, ended by CRLF.
QString csvLine(const QStringList& fields);

} // namespace memscope
