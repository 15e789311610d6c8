// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

namespace memscope {

constexpr double kBytesPerMiB = 1048576.0;

// Bytes as a person reads them: "512 B", "12.50 KiB", "3.27 MiB", "1.50 GiB".
// Two decimals, binary units, the largest unit that keeps the value >= 1. In the digits of the
// default QLocale (the language shown): text for people, never for JSON, CSV or DOT.
QString formatBytes(qint64 bytes);
QString formatBytes(double bytes);

// A number for people, with `decimals` decimals (or 'g' with `decimals` significant digits), in
// the digits and decimal sign of the default QLocale, without group separators: "12.50" in
// English, "12,50" in Turkish, "۱۲٫۵۰" in Persian. Never for JSON, CSV or DOT (QString::number).
QString formatNumber(double value, int decimals, char format = 'f');
QString formatNumber(qint64 value);

// A figure made for XProf's exact rounding ("12.50", "-3", "1e+21") in the digits, decimal sign
// and minus sign of the default QLocale, for text shown to people ("12,50"; Persian "۱۲٫۵۰").
QString localizedFigure(const QString& figure);

// XProf's fixed "x.xx MiB" style, for places where users compare with XProf.
QString formatMiB(double mib, int decimals = 2);

} // namespace memscope
