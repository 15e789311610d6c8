// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

namespace memscope {

constexpr double kBytesPerMiB = 1048576.0;

// The units formatBytes() and byteScaleFor() use: binary (KiB = 1024 B, as XProf
// shows them) unless the user chose decimal (kB = 1000 B) in the GUI's settings.
// Process-wide, and safe to read from worker threads.
enum class ByteUnitSystem
{
    Binary,
    Decimal
};
void setByteUnitSystem(ByteUnitSystem system);
ByteUnitSystem byteUnitSystem();

// The largest unit of the current system that keeps `bytes` >= 1 ("B" up to "PiB" or "PB"):
// the one unit of an axis or a column, chosen for its largest value.
struct ByteScale
{
    double bytesPerUnit = 1;
    QString name; // translated
    double fromBytes(double bytes) const { return bytes / bytesPerUnit; }
};
ByteScale byteScaleFor(double bytes);

// Bytes as a person reads them: "512 B", "12.50 KiB", "3.27 MiB", "1.50 GiB" (or
// "12.80 kB", "3.43 MB" in decimal units). Two decimals, the unit of byteScaleFor(). In the
// digits of the default QLocale (the language shown): text for people, never JSON, CSV or DOT.
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
