// SPDX-License-Identifier: Apache-2.0
#include "core/oom/oompeakbuffers.h"

#include "xla_data.pb.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>
#include <numeric>

namespace memscope {

namespace {

    // The exact size of an array shape printed as "f32[1200,476,1600]" (a
    // layout may follow), as XLA sizes it; -1 for tuples and what does not read.
    qint64 shapeBytes(const QString& shape)
    {
        static const QRegularExpression array(QStringLiteral("^([a-z][a-z0-9]*)\\[([0-9,]*)\\](\\{[^}]*\\})?$"));
        const QRegularExpressionMatch match = array.match(shape.trimmed());
        xla::PrimitiveType type = xla::PRIMITIVE_TYPE_INVALID;
        if (!match.hasMatch() || !xla::PrimitiveType_Parse(match.captured(1).toUpper().toStdString(), &type)
            || match.captured(3).contains(QLatin1Char(':'))) // tiled: the padded size differs from the shape's
            return -1;
        xla::ShapeProto proto;
        proto.set_element_type(type);
        const QStringList dimensions = match.captured(2).split(QLatin1Char(','), Qt::SkipEmptyParts);
        for (const QString& dimension : dimensions) {
            bool ok = false;
            proto.add_dimensions(dimension.toLongLong(&ok));
            if (!ok)
                return -1;
        }
        return memoryviewer::unpaddedSizeBytes(proto);
    }

    // A printed size such as "3.40GiB" is only as precise as its decimals; the
    // shape's size replaces it when the two agree within that precision.
    qint64 exactBytes(const ReportedBytes& printed, const QString& shape)
    {
        const qint64 fromShape = printed.rounded ? shapeBytes(shape) : -1;
        if (fromShape < 0 || printed.bytes <= 0)
            return printed.bytes;
        static const QRegularExpression number(QStringLiteral("^\\s*([0-9]+)(?:\\.([0-9]+))?"));
        const QRegularExpressionMatch match = number.match(printed.text);
        const double value = match.captured(0).toDouble();
        if (!match.hasMatch() || value <= 0)
            return printed.bytes;
        const double halfLastDigit = static_cast<double>(printed.bytes) / value * 0.5
            * std::pow(10.0, -static_cast<double>(match.captured(2).size()));
        return std::fabs(static_cast<double>(fromShape - printed.bytes)) <= halfLastDigit ? fromShape : printed.bytes;
    }

} // namespace

OomPeakBuffers oomPeakBuffers(const OomReport& report)
{
    OomPeakBuffers result;
    for (const OomBuffer& buffer : report.buffers) {
        memoryviewer::PeakBuffer peak;
        memoryviewer::StringTable& strings = result.strings;
        peak.logicalBufferId = buffer.rank;
        peak.colorIndex = static_cast<int>(result.peakBuffers.size());
        const QString instructionName = buffer.instructionName.isEmpty()
            ? QCoreApplication::translate("memscope", "Buffer %1").arg(buffer.rank)
            : buffer.instructionName;
        peak.instructionName = strings.intern(QStringView(instructionName));
        peak.label = strings.intern(QStringView(buffer.opName.isEmpty()
                ? QStringLiteral("%1: %2").arg(instructionName, buffer.shape)
                : QStringLiteral("%1: %2 # %3").arg(instructionName, buffer.shape, buffer.opName)));
        peak.shape = strings.intern(QStringView(buffer.shape));
        peak.tfOpName = strings.intern(QStringView(buffer.opName));
        peak.opcode = strings.intern(QStringView(buffer.opcode));
        peak.allocationType = strings.intern(QStringView(buffer.allocationType));
        peak.sizeBytes = std::max<qint64>(0, exactBytes(buffer.size, buffer.shape));
        peak.unpaddedBytes = std::max<qint64>(0, exactBytes(buffer.unpaddedSize, buffer.shape));
        peak.source.file = strings.intern(QStringView(buffer.sourceFile));
        peak.source.line = buffer.sourceLine;
        result.peakBuffers.push_back(peak);
    }

    result.orderPeakBuffers();
    return result;
}

} // namespace memscope
