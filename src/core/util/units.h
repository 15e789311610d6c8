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
// "12.80 kB", "3.43 MB" in decimal units). Two decimals, the unit of byteScaleFor().
QString formatBytes(qint64 bytes);
QString formatBytes(double bytes);

// XProf's fixed "x.xx MiB" style, for places where users compare with XProf.
QString formatMiB(double mib, int decimals = 2);

} // namespace memscope
