// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>
#include <QStringList>
#include <string_view>

namespace memscope {

// Every CSV Memscope writes ends its records so (RFC 4180).
inline constexpr std::string_view kCsvLineEnd = "\r\n";

// One CSV field as RFC 4180 wants it: quoted when it holds a comma, a quote or a
// line break, with quotes doubled.
QString csvField(const QString& value);
// One CSV record: the fields as csvField makes them, separated by commas, ended by kCsvLineEnd.
QString csvLine(const QStringList& fields);

// A number of a CSV field: the shortest decimal that reads back as the same double (1.007, never
// 1.0069999999999999), in the C locale, whatever the user's; in plain notation (1000000, 0.00025)
// from 1e-5 to 1e15, in exponent notation (1e-07, 3e+20) beyond.
QString csvNumber(double value);
// The most bytes csvNumber(char*, double) writes.
inline constexpr int kCsvNumberMaxLength = 48;
// The same, written at `out` for a writer that streams millions of rows; returns its end.
char* csvNumber(char* out, double value);

} // namespace memscope
